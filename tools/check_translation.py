#!/usr/bin/env python3
"""Checks that Kozyr's Russian translation (game/tl/russian/) is complete.

    python3 tools/check_translation.py --renpy /usr/games/renpy
    python3 tools/check_translation.py --renpy xvfb-run -a /path/to/renpy.sh

Everything after ``--renpy`` is the command that starts Ren'Py. The work tree is
never modified: the game is copied to a temporary folder and Ren'Py's own
``translate russian --count`` and ``translate russian`` run on the copy. A
translate block or string that Ren'Py had to add to the copy is missing from
the real ``game/tl/russian/``.

The translation files themselves are then read, and a translation is reported
when it is empty, still the English text (an untouched generated copy), or when
it lost or changed a substitution (``[player_name]``), a text tag (``{b}``) or a
format field (``{card}``, ``%(wins)d``) of the English text.

Exit status: 0 complete, 1 something untranslated or broken (listed), 2 Ren'Py
could not be run.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from renpy_copy import copy_project

ROOT = Path(__file__).resolve().parents[1]

# Strings that are rightly the same in Russian: key names, font names, people,
# licences and tool names in the credits. (Strings with no Latin word at all,
# such as "[player_name]." or "<", are accepted without being listed here.)
SAME_IN_RUSSIAN = {
    "Enter",
    "Ctrl",
    "Tab",
    "Page Up",
    "Page Down",
    "Start, Guide",
    "Shift",
    "DejaVu Sans",
    "Opendyslexic",
    "Lisa Wischofsky",
    "Florian Körner",
    "Adrian Kennard",
    "Ilya Malyanov",
    "Vjacheslav Trushkin",
    "Microsoft Corporation",
    "Google LLC",
    "CC0 1.0",
    "CC BY 3.0",
    "CC BY 4.0",
    "CC BY-SA 4.0",
    "MIT",
    "SIL Open Font License 1.1",
    "LGPL / GPL / MIT / BSD / HPND",
    "librsvg (rsvg-convert), SoX, FluidSynth, libwebp, Pillow, midiutil, Node.js",
}
# Fields a translation may leave out, by English string: the Russian suit names are genitive
# ("семёрка треф"), so the table's trump label shows only the symbol («Козырь: ♣»).
MAY_DROP = {"Trump: {suit} {sym}": {"{suit}"}}
URL_RE = re.compile(r"^(https?://|www\.)\S+$")

COUNT_RE = re.compile(r"(\d+) missing dialogue translations, (\d+) missing string translations")
BLOCK_RE = re.compile(r"^translate\s+(\w+)\s+(\w+)\s*:\s*$")
SOURCE_RE = re.compile(r"^\s*#\s*(\S+\.rpym?:\d+)\s*$")
STRING_RE = re.compile(r'"((?:[^"\\]|\\.)*)"')
SUBST_RE = re.compile(r"\[[^\[\]]*\]")
TAG_RE = re.compile(r"\{/?(?:b|i|u|s|a|color|size|font|w|p|nw|fast|alpha|k|space|vspace)\b[^}]*\}")
FIELD_RE = re.compile(r"\{[A-Za-z_]\w*(?:![rsa])?(?::[^{}]*)?\}|\{\}")
PERCENT_RE = re.compile(r"%(?:\(\w+\))?[-+ #0]*\d*(?:\.\d+)?[dsifr%]")
WORD_RE = re.compile(r"[A-Za-z]{2,}")


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", default="russian")
    parser.add_argument("--repo", type=Path, default=ROOT, help="the Kozyr checkout")
    parser.add_argument("--timeout", type=int, default=300, help="seconds per Ren'Py run")
    parser.add_argument(
        "--renpy",
        nargs=argparse.REMAINDER,
        required=True,
        help="the command that starts Ren'Py (the remaining arguments)",
    )
    args = parser.parse_args(argv)
    if not args.renpy:
        parser.error("--renpy needs the Ren'Py command")
    return args


# ---------------------------------------------------------------- reading tl/


def unescape(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), text)


def last_string(line: str) -> str | None:
    found = STRING_RE.findall(line)
    return unescape(found[-1]) if found else None


class Entry:
    """One translation: a dialogue block or an old/new string pair."""

    def __init__(self, kind: str, key: str, where: str, source: str | None, target: str | None):
        self.kind, self.key, self.where = kind, key, where
        self.source, self.target = source, target


def dialogue_entry(block: str, where: str, comments: list[str], body: list[str]) -> Entry:
    """The entry for one translate block: English from the comments, Russian from the body."""
    source = next((s for s in map(last_string, comments) if s is not None), None)
    said = [s for s in map(last_string, body) if s is not None]
    target = said[-1] if said else None
    if not said and body and all(b == "pass" for b in body):
        target = ""
    return Entry("dialogue", block, where, source, target)


def read_tl(folder: Path, language: str) -> list[Entry]:
    entries: list[Entry] = []
    for path in sorted(folder.rglob("*.rpy")):
        rel = path.relative_to(folder.parent.parent.parent).as_posix()
        lines = path.read_text(encoding="utf-8-sig").splitlines()
        in_strings = False
        block: str | None = None
        where = ""
        comments: list[str] = []
        body: list[str] = []

        i = 0
        while i < len(lines):
            line = lines[i]
            m = BLOCK_RE.match(line)
            if m:
                if block is not None:
                    entries.append(dialogue_entry(block, where or rel, comments, body))
                block, comments, body = None, [], []
                in_strings = m.group(1) == language and m.group(2) == "strings"
                if m.group(1) == language and m.group(2) not in ("strings", "python", "style"):
                    block = m.group(2)
                    # The line above names the source: "# game/x.rpy:12".
                    back = SOURCE_RE.match(lines[i - 1]) if i else None
                    where = back.group(1) if back else rel
                i += 1
                continue
            if line and not line[0].isspace():
                if block is not None:
                    entries.append(dialogue_entry(block, where or rel, comments, body))
                block, in_strings = None, in_strings and line.lstrip().startswith("#")
            if in_strings:
                src = SOURCE_RE.match(line)
                if src:
                    where = src.group(1)
                if line.lstrip().startswith("old ") and i + 1 < len(lines):
                    new_line = lines[i + 1]
                    if new_line.lstrip().startswith("new "):
                        entries.append(
                            Entry(
                                "string",
                                last_string(line) or "",
                                where or rel,
                                last_string(line),
                                last_string(new_line),
                            )
                        )
                        i += 2
                        continue
            elif block is not None and line.strip():
                (comments if line.lstrip().startswith("#") else body).append(line.strip())
            i += 1
        if block is not None:
            entries.append(dialogue_entry(block, where or rel, comments, body))
    return entries


def needs_words(text: str) -> bool:
    """True when the English text has words to translate."""
    bare = FIELD_RE.sub("", TAG_RE.sub("", SUBST_RE.sub("", re.sub(r"\{#[^}]*\}", "", text))))
    bare = PERCENT_RE.sub("", bare).strip()
    if bare in SAME_IN_RUSSIAN or URL_RE.match(bare):
        return False
    return bool(WORD_RE.search(bare))


# The Russian translation declines the names the player gives: "[brandt_gen]"
# (game/definitions.rpy, KozyrCaseForm) stands for "[brandt_name]" in another
# case, and a conversion such as "[brandt_name!c]" (capitalised) is the same
# substitution.
CASE_FORM_RE = re.compile(r"^\[(player|brandt|ash)_(?:nom|gen|dat|acc|ins|pre)\]$")


def same_substitution(subst: str) -> str:
    """A substitution with its conversion/format spec dropped and a case form
    of a name read as the name itself."""
    subst = re.sub(r"[!:][^\]]*\]$", "]", subst)
    m = CASE_FORM_RE.match(subst)
    return f"[{m.group(1)}_name]" if m else subst


def markup(text: str) -> dict[str, list[str]]:
    return {
        "substitution": sorted(same_substitution(x) for x in SUBST_RE.findall(text)),
        "text tag": sorted(t.split("=")[0].rstrip("}") for t in TAG_RE.findall(text)),
        "format field": sorted(FIELD_RE.findall(text) + PERCENT_RE.findall(text)),
    }


def check_entries(entries: list[Entry]) -> list[str]:
    problems: list[str] = []
    for e in entries:
        label = f"{e.where}: {e.kind} {e.key!r}" if e.kind == "dialogue" else f"{e.where}:"
        if e.source is None or e.target is None:
            problems.append(f"{label} could not be read")
            continue
        if e.target.strip() == "" and e.source.strip() != "":
            problems.append(f"{label} empty translation of {e.source!r}")
            continue
        if e.target == e.source and needs_words(e.source):
            problems.append(f"{label} untranslated: {e.source!r}")
            continue
        if e.source.count("|") == 1 and e.target.count("|") != 2:
            # A counted string for nplural() (game/kozyr_plural.rpy): English "one|many",
            # Russian needs three forms "1 карта|2 карты|5 карт".
            problems.append(
                f"{label} plural forms: Russian needs three, separated by '|', in {e.target!r}"
            )
            continue
        want, got = markup(e.source), markup(e.target)
        for what in want:
            missing = [
                x for x in want[what] if x not in got[what] and x not in MAY_DROP.get(e.source, ())
            ]
            if what != "substitution":
                extra = [x for x in got[what] if x not in want[what]]
            else:
                extra = []  # a translation may name a character the English leaves implicit
            if missing or extra:
                problems.append(
                    f"{label} {what} mismatch: English {want[what]}, "
                    f"Russian {got[what]} in {e.target!r}"
                )
    return problems


# ------------------------------------------------------------ Ren'Py on a copy


def run_renpy(
    cmd: list[str], project: Path, args: list[str], home: Path, timeout: int
) -> subprocess.CompletedProcess:
    env = dict(os.environ, HOME=str(home), SDL_AUDIODRIVER="dummy")
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    return subprocess.run(
        cmd + [str(project)] + args,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def missing_by_renpy(
    cmd: list[str], repo: Path, language: str, timeout: int
) -> tuple[list[str], str]:
    """Runs Ren'Py on a copy; returns (missing entries, --count summary)."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory(prefix="kozyr-tl-") as tmp:
        copy, home = Path(tmp, "project"), Path(tmp, "home")
        copy.mkdir()
        home.mkdir()
        copy_project(repo, copy)
        count = run_renpy(cmd, copy, ["translate", language, "--count"], home, timeout)
        out = count.stdout + count.stderr
        m = COUNT_RE.search(out)
        if count.returncode != 0 or not m:
            raise RuntimeError(
                f"`translate {language} --count` failed "
                f"(exit {count.returncode}):\n{out.strip()[-2000:]}"
            )
        summary = m.group(0)
        if m.group(1) == "0" and m.group(2) == "0":
            return problems, summary
        # List what is missing: let Ren'Py add it to the copy, then compare.
        tl = copy / "game" / "tl" / language
        before = {(e.kind, e.key) for e in read_tl(tl, language)} if tl.is_dir() else set()
        gen = run_renpy(cmd, copy, ["translate", language], home, timeout)
        if gen.returncode != 0:
            raise RuntimeError(
                f"`translate {language}` failed (exit {gen.returncode}):\n"
                f"{(gen.stdout + gen.stderr).strip()[-2000:]}"
            )
        for e in read_tl(tl, language):
            if (e.kind, e.key) not in before:
                before.add((e.kind, e.key))
                what = "dialogue block" if e.kind == "dialogue" else "string"
                problems.append(f"{e.where}: missing {what}: {e.source!r}")
    return problems, summary


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    repo = args.repo.resolve()
    tl = repo / "game" / "tl" / args.language
    if not tl.is_dir():
        print(f"check_translation: {tl} does not exist", file=sys.stderr)
        return 1
    try:
        problems, summary = missing_by_renpy(args.renpy, repo, args.language, args.timeout)
    except (OSError, RuntimeError, subprocess.TimeoutExpired) as err:
        print(f"check_translation: could not run Ren'Py: {err}", file=sys.stderr)
        return 2
    entries = read_tl(tl, args.language)
    problems += check_entries(entries)
    dialogue = sum(e.kind == "dialogue" for e in entries)
    strings = sum(e.kind == "string" for e in entries)
    print(
        f"{args.language}: {summary} (Ren'Py); {dialogue} dialogue blocks and "
        f"{strings} strings read from {tl.relative_to(repo)}"
    )
    if problems:
        for p in problems:
            print("  " + p)
        print(
            f"check_translation: {len(problems)} problem(s) in the {args.language} translation",
            file=sys.stderr,
        )
        return 1
    print(f"check_translation: the {args.language} translation is complete")
    return 0


if __name__ == "__main__":
    sys.exit(main())
