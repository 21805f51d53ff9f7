#!/usr/bin/env python3
"""Runs Kozyr's Ren'Py testcases headless and reports one line per testcase.

Testcase syntax differs between Ren'Py versions, so testcases live here, outside
``game/``. For a run this script copies the project to a temporary folder, adds
every ``tests/renpy/*.rpy`` file to the copy's ``game/``, starts Xvfb on a free
display and runs ``renpy <copy> test <name>`` for each testcase with a timeout.

A testcase fails on a non-zero exit, a ``traceback.txt`` / ``errors.txt``, or a
timeout. Testcases named ``<chain>__step1``, ``<chain>__step2``, ... run in that
order as separate processes that share one HOME and ``game/saves`` (saves,
persistent data), which is how a test restarts the game. Every other testcase
starts with neither.
Screenshots taken with ``kozyr_shot(name)`` land in ``artifacts/screens/``.

A step that is meant to die (killed in the middle of a duel, to test that
persistent data survive a crash) is marked on its testcase line::

    testcase reliability_persistent__step1:  # expect-crash

A testcase marked ``# only-when-named`` on its testcase line runs only when named (it
needs what another run left: saves from another Ren'Py, handed over with ``--state``).

A body that testcases share (the same steps once per language, say) is a testcase
marked ``# part-of <owner> [<owner> ...]``, run by ``call <body>`` in each owner; it is
never run, listed or named on its own::

    testcase menus_polish_pages:  # part-of menus_polish

It passes if the process dies (a signal or a non-zero exit) before the timeout
without a ``traceback.txt`` / ``errors.txt`` (a failed assertion is not the
crash under test); exiting normally fails it.

The run is refused if a testcase holds a testcase-level ``assert <expr>, <msg>``:
Ren'Py 8.0 asserts the tuple ``(expr, msg)``, which is always true (write
``assert <expr>``, or the assert in a ``python:`` block).

Every testcase sees ``KOZYR_ROOT``, the repository (for files such as
``tests/fixtures/``; the game itself runs from a temporary copy).

    python3 tests/renpy/run.py                 # every testcase
    python3 tests/renpy/run.py boot story_walk # some of them (chains by name)
    python3 tests/renpy/run.py --list
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from renpy_chroot import renpy_version  # noqa: E402  (tools/ is no package)
from renpy_copy import PROJECT_PARTS, Xvfb, copy_project  # noqa: E402

HERE = Path(__file__).resolve().parent
TESTCASE_RE = re.compile(r"^testcase\s+(\w+)\s*:", re.MULTILINE)
ONLY_NAMED_RE = re.compile(r"^testcase\s+(\w+)\s*:[ \t]*#[ \t]*only-when-named\b", re.MULTILINE)
# A body that testcases share, ``testcase menus_polish_pages:  # part-of menus_polish``, run
# by ``call menus_polish_pages`` in its owners (once per language, say; owners separated by
# spaces): never run on its own.
PART_OF_RE = re.compile(
    r"^testcase\s+(\w+)\s*:[ \t]*#[ \t]*part-of((?:[ \t]+\w+)+)[ \t]*$", re.MULTILINE
)
EXPECT_CRASH_RE = re.compile(r"^testcase\s+(\w+)\s*:[ \t]*#[ \t]*expect-crash\b", re.MULTILINE)
# A testcase that listens is marked on its testcase line, ``testcase sound_listen:  #
# audio-capture``: it runs with SDL's disk audio driver instead of the silent dummy one (the
# capture, S16 stereo at 44.1 kHz, in artifacts/renpy/<name>.raw and KOZYR_AUDIO_FILE) and
# prints ``KOZYR-AUDIO: begin <what> <bytes>`` / ``KOZYR-AUDIO: end <what> <bytes>`` lines
# (the capture's size at that moment); every window between a begin and its end must be
# above AUDIO_FLOOR_DB (RMS, dBFS), and the figures are printed with the result.
AUDIO_CAPTURE_RE = re.compile(r"^testcase\s+(\w+)\s*:[ \t]*#[ \t]*audio-capture\b", re.MULTILINE)
AUDIO_MARK_RE = re.compile(r"^KOZYR-AUDIO: (begin|end) (\S+) (-?\d+)", re.MULTILINE)
AUDIO_FLOOR_DB = -45.0  # a window quieter than this (RMS, dBFS) is silence
# The mix: (loud, under, dB): when both windows were captured, the loudest second of `loud` must
# be at least dB above the RMS of `under`: the end-of-game sting rises above the duel theme it
# ducks (issue 26). The loudest second, as the capture does not keep to the game's clock on a
# busy machine (a window marked around a 1 s sting may hold several seconds of sound).
AUDIO_OVER = (("sting", "duel", 3.0),)
STEP_RE = re.compile(r"^(\w+?)__step(\d+)$")
PYTHON_BLOCK_RE = re.compile(r"^(init\b.*\bpython|python)\b.*:\s*(#.*)?$")


def discover() -> dict[str, Path]:
    """Maps every testcase name in tests/renpy/*.rpy to its file (not the bodies marked
    ``# part-of``: their owner runs them)."""
    found: dict[str, Path] = {}
    bodies = parts()
    for path in sorted(HERE.glob("*.rpy")):
        for name in TESTCASE_RE.findall(path.read_text(encoding="utf-8")):
            if name in bodies:
                continue
            if name in found:
                raise SystemExit(f"testcase {name} is defined twice ({found[name]}, {path})")
            found[name] = path
    return found


def select(found: dict[str, Path], wanted: list[str], skip: list[str]) -> list[str]:
    """The testcases to run, in file order: those named (testcases or chains), else every
    one not marked only-when-named; less those skipped (testcases or chains)."""
    names = [n for n in found if n not in only_when_named()]
    if wanted:
        names = [n for n in found if n in wanted or chain_of(n) in wanted]
        unknown = set(wanted) - set(names) - {chain_of(n) for n in names}
        if unknown:
            raise SystemExit("unknown testcase(s): " + ", ".join(sorted(unknown)))
    unknown = set(skip) - set(found) - {chain_of(n) for n in found}
    if unknown:
        raise SystemExit("unknown testcase(s) to skip: " + ", ".join(sorted(unknown)))
    return [n for n in names if n not in skip and chain_of(n) not in skip]


def tuple_asserts(text: str) -> list[tuple[int, str]]:
    """(line number, statement) of every testcase-level ``assert <expr>, <msg>``.

    Ren'Py 8.0's testcase ``assert`` evaluates the whole rest of the line as one
    expression, so ``assert x, msg`` asserts the tuple ``(x, msg)``, which is
    always true. Python's ``assert`` inside a ``python:`` block or after ``$``
    is plain Python and fine. A statement that spans lines (open brackets) is
    joined as Ren'Py's lexer joins it."""
    lines = text.splitlines()
    found: list[tuple[int, str]] = []
    testcase_indent: int | None = None
    skip_deeper: int | None = None  # indent of a python: block being skipped
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        i += 1
        if not stripped or stripped.startswith("#"):
            continue
        indent = len(line) - len(line.lstrip())
        if skip_deeper is not None:
            if indent > skip_deeper:
                continue
            skip_deeper = None
        if testcase_indent is not None and indent <= testcase_indent:
            testcase_indent = None
        if TESTCASE_RE.match(stripped):
            testcase_indent = indent
            continue
        if PYTHON_BLOCK_RE.match(stripped):
            skip_deeper = indent
            continue
        if testcase_indent is None or not re.match(r"assert\b", stripped):
            continue
        start = i
        source = stripped[len("assert") :]
        tree = None
        while True:
            try:
                tree = ast.parse(source.strip(), mode="eval")
                break
            except SyntaxError:
                if i >= len(lines) or i - start > 50:
                    break
                source += "\n" + lines[i]
                i += 1
        if tree is not None and isinstance(tree.body, ast.Tuple):
            found.append((start, stripped))
    return found


def refuse_tuple_asserts(paths: list[Path]) -> None:
    """Stops the run if a testcase holds an ``assert <expr>, <msg>`` (never fails)."""
    bad = [
        f"{path.name}:{n}: {stmt}"
        for path in paths
        for n, stmt in tuple_asserts(path.read_text(encoding="utf-8"))
    ]
    if bad:
        raise SystemExit(
            "testcase-level 'assert <expr>, <msg>' asserts the tuple (expr, msg), which is"
            " always true in Ren'Py 8.0: write 'assert <expr>', or put the assert in a"
            " python: block:\n  " + "\n  ".join(bad)
        )


def parts() -> dict[str, list[str]]:
    """{body: [owner, ...]} of the testcases marked ``# part-of <owner> ...``."""
    found: dict[str, list[str]] = {}
    for path in sorted(HERE.glob("*.rpy")):
        for body, owners in PART_OF_RE.findall(path.read_text(encoding="utf-8")):
            found[body] = owners.split()
    return found


def only_when_named() -> set[str]:
    """Testcases marked ``# only-when-named``: they need what another run left (saves
    from another Ren'Py, given with --state), so a run of everything leaves them out."""
    found: set[str] = set()
    for path in sorted(HERE.glob("*.rpy")):
        found.update(ONLY_NAMED_RE.findall(path.read_text(encoding="utf-8")))
    return found


def expected_crashes() -> set[str]:
    """Testcases marked ``# expect-crash`` on their testcase line."""
    found: set[str] = set()
    for path in sorted(HERE.glob("*.rpy")):
        found.update(EXPECT_CRASH_RE.findall(path.read_text(encoding="utf-8")))
    return found


def audio_captures() -> set[str]:
    """Testcases marked ``# audio-capture`` on their testcase line."""
    found: set[str] = set()
    for path in sorted(HERE.glob("*.rpy")):
        found.update(AUDIO_CAPTURE_RE.findall(path.read_text(encoding="utf-8")))
    return found


def audio_env(raw: Path) -> dict[str, str]:
    """The environment of an ``# audio-capture`` testcase: SDL's disk driver into ``raw``."""
    raw.unlink(missing_ok=True)
    return {
        "SDL_AUDIODRIVER": "disk",
        "SDL_DISKAUDIOFILE": str(raw),
        "SDL_DISKAUDIODELAY": "20",
        "KOZYR_AUDIO_FILE": str(raw),
    }


def rms_db(data: bytes) -> float:
    """RMS of S16 little-endian samples, in dBFS (silence: -200). Ren'Py 8.2+ opens the device
    in 32-bit float (the disk driver writes what was opened): data that reads as floats all
    within +-2 is that (S16 music read as floats has NaNs and huge values), measured as such."""
    import array
    import math

    floats = array.array("f")
    floats.frombytes(data[: len(data) // 4 * 4])
    if sys.byteorder != "little":
        floats.byteswap()
    if floats and all(math.isfinite(x) and -2.0 <= x <= 2.0 for x in floats):
        mean = sum(x * x for x in floats) / len(floats)
        return 10 * math.log10(mean) if mean > 0 else -200.0
    samples = array.array("h")
    samples.frombytes(data[: len(data) // 2 * 2])
    if sys.byteorder != "little":
        samples.byteswap()
    mean = sum(x * x for x in samples) / len(samples) if samples else 0.0
    return 20 * math.log10(math.sqrt(mean) / 32768) if mean > 0 else -200.0


def is_float_capture(data: bytes) -> bool:
    """True if the capture holds 32-bit float samples (Ren'Py 8.2+), as rms_db tells them."""
    import array
    import math

    floats = array.array("f")
    floats.frombytes(data[: len(data) // 4 * 4])
    if sys.byteorder != "little":
        floats.byteswap()
    return bool(floats) and all(math.isfinite(x) and -2.0 <= x <= 2.0 for x in floats)


def loudest_second(data: bytes) -> float:
    """The RMS (dBFS) of the loudest one-second stretch of a window, stepping a quarter of a
    second (the whole window's RMS when it is shorter than a second)."""
    second = 44100 * (8 if is_float_capture(data) else 4)  # stereo frames
    if len(data) <= second:
        return rms_db(data)
    step = second // 4
    return max(rms_db(data[i : i + second]) for i in range(0, len(data) - second + 1, step))


def audio_windows(log_text: str, raw: Path) -> tuple[list[tuple[str, float, float]], str]:
    """[(what, seconds, RMS dBFS)] of every marked window of the capture, and a problem
    ("" when there are windows and every one is above the floor)."""
    data = raw.read_bytes() if raw.exists() else b""
    begins: dict[str, int] = {}
    loud: dict[str, float] = {}  # the loudest second of each window
    windows: list[tuple[str, float, float]] = []
    for kind, what, offset in AUDIO_MARK_RE.findall(log_text):
        if kind == "begin":
            begins[what] = int(offset)
            continue
        start, end = begins.pop(what, -1), min(int(offset), len(data))
        if start < 0 or end <= start:
            return windows, f"bad audio window {what} ({start}..{end} of {len(data)} bytes)"
        start, end = start // 4 * 4, end // 4 * 4  # whole stereo frames
        windows.append((what, (end - start) / 4 / 44100, rms_db(data[start:end])))
        if what in {over for over, _under, _db in AUDIO_OVER}:
            loud[what] = loudest_second(data[start:end])
            windows.append((f"{what}'s loudest second", 1.0, loud[what]))
    if not windows:
        return windows, "no KOZYR-AUDIO windows (or no capture file)"
    quiet = [w for w, _s, db in windows if db < AUDIO_FLOOR_DB]
    if quiet:
        return windows, f"silent (RMS below {AUDIO_FLOOR_DB:.0f} dBFS): " + ", ".join(quiet)
    level = {w: db for w, _s, db in windows}
    for over, under, margin in AUDIO_OVER:
        if over in loud and under in level and loud[over] < level[under] + margin:
            return windows, (
                f"{over}'s loudest second ({loud[over]:.1f} dBFS) not {margin:.0f} dB above "
                f"{under} ({level[under]:.1f} dBFS)"
            )
    return windows, ""


def listened(name: str, log: Path, raw: Path) -> tuple[bool, str]:
    """(passed, the figures) of an ``# audio-capture`` testcase that ran; the capture (tens
    of MB) is removed, its figures are in the result line."""
    text = log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""
    windows, problem = audio_windows(text, raw)
    raw.unlink(missing_ok=True)
    figures = ", ".join(f"{w} {db:.1f} dBFS over {s:.1f}s" for w, s, db in windows)
    return not problem, "; ".join(x for x in (problem, figures and "RMS " + figures) if x)


def judge(
    rc: int | None, elapsed: float, timeout: float, problems: list[str], expect_crash: bool
) -> tuple[bool, str]:
    """(passed, why) for one finished step; ``rc`` None: it could not start.

    ``timeout -k`` exits 124 when the step ran out of time, or 137 when it also
    had to be killed (Ren'Py ignores SIGTERM). A game killed by a signal before
    that makes ``timeout`` die of the same signal (rc -9 for SIGKILL); some
    shells report it as 128 + signal, which for SIGKILL is 137 too, so the
    elapsed time tells the two apart."""
    if rc is None:
        return False, "could not start"
    if rc == 124 or (rc == 137 and elapsed >= timeout):
        return False, f"timed out after {timeout:.0f}s"
    if problems:
        # a failed assertion or a script error, not the crash under test
        return False, "wrote " + ", ".join(problems) + (f" (exit code {rc})" if rc else "")
    if expect_crash:
        if rc == 0:
            return False, "expected to crash, but exited normally"
        how = (
            f"killed by signal {-rc}"
            if rc < 0
            else (f"killed by signal {rc - 128}" if rc > 128 else f"exit code {rc}")
        )
        return True, f"crashed as expected ({how})"
    if rc != 0:
        return False, f"exit code {rc}"
    return True, ""


def chain_of(name: str) -> str:
    """The chain a step belongs to (``a`` for ``a__step2``), or the name itself."""
    m = STEP_RE.match(name)
    return m.group(1) if m else name


def group(names: list[str]) -> list[list[str]]:
    """Groups chained steps (a__step1, a__step2) into one ordered unit."""
    units: dict[str, list[tuple[int, str]]] = {}
    order: list[str] = []
    for name in names:
        m = STEP_RE.match(name)
        key, index = chain_of(name), (int(m.group(2)) if m else 0)
        if key not in units:
            units[key] = []
            order.append(key)
        units[key].append((index, name))
    return [[n for _, n in sorted(units[k])] for k in order]


def find_renpy() -> list[str]:
    sdk = os.environ.get("RENPY_SDK")
    if sdk and Path(sdk, "renpy.sh").exists():
        return [str(Path(sdk, "renpy.sh"))]
    for candidate in (shutil.which("renpy"), "/usr/games/renpy"):
        if candidate and Path(candidate).exists():
            return [candidate]
    raise SystemExit("Ren'Py not found: run ./kozyr test (it installs it) or set RENPY_SDK")


def version_of(renpy: list[str]) -> str:
    """The Ren'Py version that ``renpy`` runs: an SDK's folder, else Debian's package."""
    sdk = os.environ.get("RENPY_SDK")
    if sdk and Path(sdk, "renpy.sh").exists():
        return renpy_version(Path(sdk))
    return renpy_version(Path("/usr/share/games/renpy"))


def load_state(state: Path | None, home: Path, copy: Path) -> None:
    """Starts a unit from the HOME and game/saves a --state folder holds."""
    if state is None:
        return
    if (state / "home").is_dir():
        shutil.rmtree(home)
        shutil.copytree(state / "home", home, symlinks=True)
    if (state / "game-saves").is_dir():
        shutil.copytree(state / "game-saves", copy / "game" / "saves")


def keep_state(state: Path | None, home: Path, copy: Path) -> None:
    """Leaves a unit's HOME and game/saves in the --state folder (for another Ren'Py)."""
    if state is None:
        return
    for name in ("home", "game-saves"):
        shutil.rmtree(state / name, ignore_errors=True)
    state.mkdir(parents=True, exist_ok=True)
    shutil.copytree(home, state / "home", symlinks=True)
    if (copy / "game" / "saves").is_dir():
        shutil.copytree(copy / "game" / "saves", state / "game-saves")


def make_copy(dest: Path, testcase_files: list[Path], committed: bool = False) -> None:
    """Copies what the game needs, from the work tree or (committed) from git's HEAD."""
    if committed:
        dest.mkdir(parents=True)
        archive = subprocess.run(
            ["git", "archive", "HEAD", *PROJECT_PARTS, "tests/renpy"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            check=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
        staged = dest / "tests" / "renpy"
        for path in staged.glob("*.rpy"):
            shutil.move(str(path), dest / "game" / ("zz_test_" + path.name))
        shutil.rmtree(dest / "tests")
        return
    copy_project(ROOT, dest)
    for path in testcase_files:
        # "zz_" keeps them after the game's own files in load order.
        shutil.copy2(path, dest / "game" / ("zz_test_" + path.name))


def failure_files(copy: Path, home: Path) -> list[Path]:
    return [
        p
        for p in (home / ".renpy" / "traceback.txt", copy / "traceback.txt", copy / "errors.txt")
        if p.exists()
    ]


def run_unit(
    unit: list[str],
    renpy: list[str],
    display: str,
    copy: Path,
    logs: Path,
    screens: Path,
    timeout: float,
    expect_crash: set[str] | None = None,
    state: Path | None = None,
) -> list[tuple[str, bool, float, str]]:
    home = Path(tempfile.mkdtemp(prefix="home-", dir=copy.parent))
    # Ren'Py also keeps saves and persistent data in game/saves/: each unit starts
    # without them, as it starts with a fresh HOME (the steps of a chain share both),
    # unless a --state folder hands them over from a run on another Ren'Py.
    shutil.rmtree(copy / "game" / "saves", ignore_errors=True)
    load_state(state, home, copy)
    results = []
    for name in unit:
        for stale in failure_files(copy, home):
            stale.unlink()
        env = dict(
            os.environ,
            HOME=str(home),
            DISPLAY=display,
            SDL_VIDEODRIVER="x11",
            SDL_AUDIODRIVER="dummy",
            KOZYR_SCREENS=str(screens),
            KOZYR_TEST="1",
            KOZYR_TEST_NAME=name,
            KOZYR_ROOT=str(ROOT),
        )
        capture = name in audio_captures()
        if capture:
            env.update(audio_env(logs / f"{name}.raw"))
        log = logs / f"{name}.log"
        start = time.monotonic()
        rc: int | None
        with open(log, "wb") as out:
            try:
                rc = subprocess.call(
                    ["timeout", "-k", "5", str(int(timeout))] + renpy + [str(copy), "test", name],
                    stdout=out,
                    stderr=subprocess.STDOUT,
                    env=env,
                )
            except OSError as e:
                rc = None
                out.write(str(e).encode())
        elapsed = time.monotonic() - start
        problems = failure_files(copy, home)
        crash = name in (expect_crash or ())
        ok, why = judge(rc, elapsed, timeout, [p.name for p in problems], crash)
        if ok and capture:
            ok, why = listened(name, log, logs / f"{name}.raw")
        if not ok:
            for p in problems:
                shutil.copy2(p, logs / f"{name}.{p.name}")
        results.append((name, ok, elapsed, why))
        if not ok:
            # Later steps of a chain depend on this one.
            for rest in unit[unit.index(name) + 1 :]:
                results.append((rest, False, 0.0, f"skipped: {name} failed"))
            break
    keep_state(state, home, copy)
    return results


def tail(path: Path, lines: int = 25) -> str:
    try:
        text = path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return ""
    return "\n".join("    " + line for line in text[-lines:])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("names", nargs="*", help="testcases or chain names (default: all)")
    ap.add_argument("--timeout", type=float, default=float(os.environ.get("KOZYR_TC_TIMEOUT", 600)))
    ap.add_argument("--list", action="store_true", help="list testcases and exit")
    ap.add_argument(
        "--state",
        type=Path,
        help="start each unit from the HOME and saves in this folder and leave its own there"
        " (saves made on one Ren'Py, loaded on another)",
    )
    ap.add_argument(
        "--skip",
        action="append",
        default=[],
        help="leave out this testcase or chain (repeatable; ./kozyr test runs those on the"
        " second core)",
    )
    ap.add_argument("--keep", action="store_true", help="keep the temporary project copy")
    ap.add_argument(
        "--committed",
        action="store_true",
        help="test git's HEAD instead of the work tree (others' unfinished work)",
    )
    args = ap.parse_args(argv)

    found = discover()
    refuse_tuple_asserts(sorted(HERE.glob("*.rpy")))
    if args.list:
        for unit in group(list(found)):
            print(" -> ".join(unit))
        return 0
    names = select(found, args.names, args.skip)

    renpy = find_renpy()
    version = version_of(renpy)
    artifacts = ROOT / "artifacts"
    screens, logs = artifacts / "screens", artifacts / "renpy"
    screens.mkdir(parents=True, exist_ok=True)
    logs.mkdir(parents=True, exist_ok=True)
    workdir = Path(tempfile.mkdtemp(prefix="kozyr-renpy-"))
    copy = workdir / "kozyr"
    make_copy(copy, sorted(HERE.glob("*.rpy")), committed=args.committed)
    xvfb = Xvfb()
    passed = failed = 0
    crashes = expected_crashes()
    try:
        for unit in group(names):
            for name, ok, elapsed, why in run_unit(
                unit, renpy, xvfb.display, copy, logs, screens, args.timeout, crashes, args.state
            ):
                if ok:
                    passed += 1
                    note = f", {why}" if why else ""
                    print(f"PASS {name} (Ren'Py {version}, {elapsed:.1f}s{note})", flush=True)
                else:
                    failed += 1
                    print(f"FAIL {name} (Ren'Py {version}, {elapsed:.1f}s): {why}", flush=True)
                    print(tail(logs / f"{name}.log"), flush=True)
    finally:
        xvfb.close()
        if args.keep:
            print(f"project copy kept at {copy}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)
    print(f"renpy testcases (Ren'Py {version}): {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
