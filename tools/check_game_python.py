"""The game's own Python, checked for every Ren'Py that players run.

Ren'Py 8.0-8.3 SDKs run Python 3.9, Debian trixie's 8.3.4 runs 3.13 and the 8.4+ SDKs 3.12.
This extracts every Python block of game/*.rpy (``init python``, ``python early``, ``python
in``, ``python:`` inside labels, ``$`` lines, and the expressions of ``define`` and
``default``) and every ``.py`` under game/ into a folder of plain modules, then:

- ``vermin -t=3.9-`` over them: nothing newer than Python 3.9;
- compiles each with every warning an error on the Python running this script (3.11 here;
  invalid escape sequences warn from 3.6 and are SyntaxWarnings from 3.12, so this catches
  what 3.13 would print).

    python3 tools/check_game_python.py [--vermin PATH] [--keep DIR] [--compile-only]

``./kozyr test`` runs it on the host (vermin, and compiled on 3.11) and, compile only, with the
Ren'Py 8.3 chroot's Python 3.13.

Exit code 0 when both pass; the offending file:line of the .rpy is printed otherwise.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
BLOCK_RE = re.compile(r"^(\s*)(?:init\s+(?:[-+]?\d+\s+)?)?python\b[^:]*:\s*(#.*)?$")
DOLLAR_RE = re.compile(r"^(\s*)\$\s?(.*)$")
DEFINE_RE = re.compile(r"^\s*(?:define|default)\s+(?:[-+]?\d+\s+)?([\w.]+)\s*(?:\+=|\|=|=)\s*(.+)$")


def extract(path: Path) -> list[tuple[int, str]]:
    """(first line in the .rpy, source) of each Python piece of ``path``."""
    lines = path.read_text(encoding="utf-8").splitlines()
    pieces: list[tuple[int, str]] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        m = BLOCK_RE.match(line)
        if m and not line.lstrip().startswith("#"):
            base = len(m.group(1))
            body: list[str] = []
            j = i + 1
            while j < len(lines):
                nxt = lines[j]
                if nxt.strip() and len(nxt) - len(nxt.lstrip()) <= base:
                    break
                body.append(nxt)
                j += 1
            pieces.append((i + 2, _dedent(body)))
            i = j
            continue
        m = DOLLAR_RE.match(line)
        if m:
            src = m.group(2)
            j = i + 1
            while _open(src) and j < len(lines):  # a statement over several lines
                src += "\n" + lines[j]
                j += 1
            pieces.append((i + 1, src.strip()))
            i = j
            continue
        m = DEFINE_RE.match(line)
        if m:
            src = m.group(2)
            j = i + 1
            while _open(src) and j < len(lines):
                src += "\n" + lines[j]
                j += 1
            pieces.append((i + 1, "_ = (" + src.strip() + "\n)"))
            i = j
            continue
        i += 1
    return pieces


def _open(src: str) -> bool:
    """True while brackets are open (the statement goes on)."""
    depth = 0
    for ch in re.sub(r"(\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*')", "", src):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
    return depth > 0


def _dedent(body: list[str]) -> str:
    indents = [len(x) - len(x.lstrip()) for x in body if x.strip()]
    cut = min(indents) if indents else 0
    return "\n".join(x[cut:] for x in body)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--vermin", default=shutil.which("vermin") or "vermin")
    ap.add_argument("--keep", type=Path, help="write the extracted modules here and keep them")
    ap.add_argument("--game", type=Path, default=GAME, help="the game folder (default: game/)")
    ap.add_argument("--compile-only", action="store_true", help="no vermin (another Python's run)")
    args = ap.parse_args(argv)
    game = args.game.resolve()

    out = args.keep or Path(tempfile.mkdtemp(prefix="kozyr-game-python-"))
    out.mkdir(parents=True, exist_ok=True)
    where: dict[str, str] = {}
    bad = 0
    count = 0
    for rpy in sorted(game.rglob("*.rpy")):
        rel = rpy.relative_to(game.parent)
        for n, (line, src) in enumerate(extract(rpy)):
            name = re.sub(r"\W", "_", str(rel)) + f"_{n:04d}.py"
            (out / name).write_text(src + "\n", encoding="utf-8")
            where[name] = f"{rel}:{line}"
            count += 1
    for py in sorted(game.rglob("*.py")):
        name = re.sub(r"\W", "_", str(py.relative_to(game.parent)))
        shutil.copy2(py, out / (name + ".py"))
        where[name + ".py"] = str(py.relative_to(game.parent))
        count += 1

    for name, origin in sorted(where.items()):
        src = (out / name).read_text(encoding="utf-8")
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            try:
                compile(src, origin, "exec")
            except (SyntaxError, Warning) as e:
                bad += 1
                print(f"{origin}: {type(e).__name__}: {e}")

    rc = (
        0
        if args.compile_only
        else subprocess.call(
            [
                args.vermin,
                "-q",
                "--no-tips",
                "--violations",
                "-t=3.9-",
                "--eval-annotations",
                str(out),
            ],
            stdout=subprocess.PIPE,
        )
    )
    if rc != 0:
        report = subprocess.run(
            [args.vermin, "--no-tips", "--violations", "-t=3.9-", str(out)],
            stdout=subprocess.PIPE,
            text=True,
        ).stdout
        for line in report.splitlines():
            for name, origin in where.items():
                if name in line:
                    line = line.replace(str(out / name), origin)
            print(line)
        bad += 1
    if not args.keep:
        shutil.rmtree(out, ignore_errors=True)
    print(
        f"game python: {count} pieces checked on Python {sys.version_info[0]}.{sys.version_info[1]}"
        f"{'' if args.compile_only else ' and with vermin for 3.9'}, {bad} problem(s)"
    )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
