"""The `kozyr` command: plays, tests and builds Kozyr with all set-up done by itself.

    ./kozyr play            run the game (finds or installs Ren'Py)
    ./kozyr test [--fast] [--renpy default|all|8.0|8.3]
                            every check; --fast skips the headless Ren'Py testcases;
                            --renpy: which Ren'Pys run them (default: all of them on the
                            host's 8.0.3, the smoke set and saves across versions on 8.3.4
                            in a trixie chroot; all: everything on both)
    ./kozyr lint            Ren'Py lint only
    ./kozyr chroot [names]  lint and testcases (all, or those named) on Ren'Py 8.3.4 in the
                            trixie chroot (made on first use: root, debootstrap)
    ./kozyr bench | fuzz    the engine's benchmark and fuzz commands (python -m engine ...)
    ./kozyr fuzz long       the test suite's long fuzz (10,000 Durak games, a few minutes;
                            the unit tier plays 500): KOZYR_LONG_FUZZ=1 pytest on
                            tests/engine/test_durak_fuzz.py
    ./kozyr bench table     the card table's figures: redraw time, commit to the AI's card
                            resting at each speed, cold start (headless, a few minutes)
    ./kozyr assets          rebuild art and sound (tools/build_assets.sh)

Set-up it does on its own: apt packages (renpy, xvfb) on Debian/Ubuntu, with sudo when
not root; a virtual environment `.venv/` (git-ignored) with the pinned tools of
`requirements-dev.txt`; `.venv39/` for the engine tests on Python 3.9 when a
`python3.9` is installed.
"""

from __future__ import annotations

import functools
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
import venv
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MANIFEST = ROOT / "renpy_project.json"
VENV = ROOT / ".venv"
VENV39 = ROOT / ".venv39"
ARTIFACTS = ROOT / "artifacts"
APT_PACKAGES = ["renpy", "xvfb"]
SDK_HELP = (
    "Ren'Py was not found. Install it with your system's packages (Debian/Ubuntu: "
    "'sudo apt-get install renpy'), or download the Ren'Py SDK (8.0 or newer) from "
    "https://www.renpy.org/latest.html, unpack it and run: "
    "RENPY_SDK=/path/to/renpy-sdk ./kozyr play"
)


def say(*parts: object) -> None:
    print("kozyr:", *parts, flush=True)


def manifest() -> dict:
    with open(MANIFEST, encoding="utf-8") as f:
        return json.load(f)


def run(cmd: list[str], **kw) -> int:
    return subprocess.call(cmd, cwd=kw.pop("cwd", ROOT), **kw)


def as_root(cmd: list[str]) -> list[str]:
    if os.geteuid() == 0:
        return cmd
    if shutil.which("sudo"):
        return ["sudo"] + cmd
    raise SystemExit(f"kozyr: need root or sudo to run: {' '.join(cmd)}")


_apt_updated = False


def apt_install(packages: list[str]) -> bool:
    """Installs Debian packages that are missing; False when apt is not available."""
    global _apt_updated
    if not shutil.which("apt-get"):
        return False
    missing = [
        p
        for p in packages
        if subprocess.call(["dpkg", "-s", p], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        != 0
    ]
    if not missing:
        return True
    say("installing", " ".join(missing), "with apt-get")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if not _apt_updated:
        subprocess.check_call(as_root(["apt-get", "update", "-qq"]), env=env)
        _apt_updated = True
    subprocess.check_call(as_root(["apt-get", "install", "-y", "-qq"] + missing), env=env)
    return True


def find_renpy(install: bool = True) -> list[str]:
    """The command that runs Ren'Py: $RENPY_SDK, a renpy on PATH, /usr/games/renpy, or apt."""
    sdk = os.environ.get("RENPY_SDK")
    if sdk:
        launcher = Path(sdk, "renpy.sh")
        if launcher.exists():
            return [str(launcher)]
        say(f"RENPY_SDK={sdk} has no renpy.sh; looking elsewhere")
    for candidate in (shutil.which("renpy"), "/usr/games/renpy"):
        if candidate and Path(candidate).exists():
            return [candidate]
    if install and apt_install(["renpy"]):
        return ["/usr/games/renpy"]
    raise SystemExit(SDK_HELP)


# --- virtual environments -------------------------------------------------------------------


def venv_python(path: Path) -> Path:
    return path / "bin" / "python"


def ensure_venv(path: Path, python: str, requirements: Path) -> Path | None:
    """Creates (once) a venv for `python` with `requirements`; reinstalls when they change."""
    py = venv_python(path)
    stamp = path / ".requirements"
    wanted = requirements.read_text(encoding="utf-8")
    if py.exists() and stamp.exists() and stamp.read_text(encoding="utf-8") == wanted:
        return py
    say(f"setting up {path.name}/ ({python})")
    if python == sys.executable:
        try:
            venv.create(path, with_pip=True, clear=True)
        except Exception:  # Debian's python3 without ensurepip
            apt_install(["python3-venv"])
            venv.create(path, with_pip=True, clear=True)
    elif subprocess.call([python, "-m", "venv", "--clear", str(path)]) != 0:
        return None
    quiet = ["--quiet", "--disable-pip-version-check"]
    subprocess.check_call([str(py), "-m", "pip", "install"] + quiet + ["-r", str(requirements)])
    stamp.write_text(wanted, encoding="utf-8")
    return py


def find_python39() -> str | None:
    """A working Python 3.9: on PATH, or one of pyenv's versions (its shim may refuse)."""
    candidates = [shutil.which("python3.9")]
    pyenv_root = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv"))
    candidates += sorted(str(p) for p in pyenv_root.glob("versions/3.9*/bin/python3.9"))
    for exe in candidates:
        if (
            exe
            and subprocess.call(
                [exe, "-c", "import sys; assert sys.version_info[:2]==(3,9)"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            == 0
        ):
            return exe
    return None


# --- checks ---------------------------------------------------------------------------------


class Tally:
    """Counts passed and failed checks over every part of `kozyr test`."""

    def __init__(self) -> None:
        self.passed = 0
        self.failed = 0
        self.lines: list[str] = []

    def add(self, part: str, passed: int, failed: int, note: str = "") -> None:
        self.passed += passed
        self.failed += failed
        status = "ok" if failed == 0 else "FAILED"
        line = (
            f"{part}: {passed} passed, {failed} failed{(' - ' + note) if note else ''} [{status}]"
        )
        self.lines.append(line)
        say(line)

    def check(self, part: str, ok: bool, note: str = "") -> None:
        self.add(part, 1 if ok else 0, 0 if ok else 1, note)

    def merge(self, other: Tally) -> None:
        self.passed += other.passed
        self.failed += other.failed
        self.lines += other.lines


def pytest_part(tally: Tally, py: Path, label: str, args: list[str], prefix: str = "") -> None:
    """pytest with ``py`` on ``args``; ``prefix`` marks its lines when it runs beside others."""
    ARTIFACTS.mkdir(exist_ok=True)
    report = ARTIFACTS / f"pytest-{label}.xml"
    if report.exists():
        report.unlink()
    start = time.monotonic()
    cmd = [str(py), "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--junitxml={report}"] + args
    rc = stream(cmd, prefix=prefix)[0] if prefix else run(cmd)
    passed = failed = 0
    if report.exists():
        root = ET.parse(report).getroot()
        suites = [root] if root.tag == "testsuite" else list(root)
        for s in suites:
            total = int(s.get("tests", 0))
            bad = int(s.get("failures", 0)) + int(s.get("errors", 0))
            skipped = int(s.get("skipped", 0))
            passed += total - bad - skipped
            failed += bad
    if rc not in (0, 5) and failed == 0:
        failed = 1  # pytest itself failed (collection error, crash)
    if passed + failed == 0:
        failed = 1  # no test ran: that is a failure, not a pass
    tally.add(f"pytest ({label})", passed, failed, f"{time.monotonic() - start:.0f}s")


def lint_part(tally: Tally, renpy: list[str]) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.setdefault("HOME", str(ARTIFACTS / "lint-home"))
    out = subprocess.run(
        ["timeout", "-k", "5", "300"] + renpy + [str(ROOT), "lint", "--error-code"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    text = out.stdout.decode("utf-8", "replace")
    (ARTIFACTS / "lint.txt").write_text(text, encoding="utf-8")
    words = re.search(r"([\d,]+) words", text)
    note = f"{words.group(1)} words of dialogue" if words else ""
    if out.returncode != 0:
        print(text[-4000:])
    tally.check("renpy lint", out.returncode == 0, note)


def python_files() -> list[str]:
    files = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "*.py"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    ).stdout.split()
    return [f for f in files if Path(ROOT, f).exists()]


RENPY_MODES = ("default", "all", "host", "chroot")


def renpy_mode(args: list[str]) -> str:
    """--renpy default | all | host | chroot (8.0 and 8.3 are accepted for host and chroot)."""
    mode = "default"
    for i, a in enumerate(args):
        if a.startswith("--renpy="):
            mode = a.split("=", 1)[1]
        elif a == "--renpy" and i + 1 < len(args):
            mode = args[i + 1]
    mode = {"8.0": "host", "8.0.3": "host", "8.3": "chroot", "8.3.4": "chroot"}.get(mode, mode)
    if mode not in RENPY_MODES:
        raise SystemExit(f"kozyr: --renpy takes one of {', '.join(RENPY_MODES)} (or 8.0, 8.3)")
    return mode


def stream(
    cmd: list[str], env: dict[str, str] | None = None, prefix: str = ""
) -> tuple[int, list[str]]:
    """Runs ``cmd``, printing its output line by line as it comes (a long headless run
    shows its progress); returns the exit code and the lines."""
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True, errors="replace"
    )
    assert proc.stdout is not None
    output = []
    for line in proc.stdout:
        print(prefix + line, end="", flush=True)
        output.append(line)
    return proc.wait(), output


def count_testcases(tally: Tally, label: str, returncode: int, output: list[str]) -> None:
    m = re.search(r"(\d+) passed, (\d+) failed", "".join(output[-3:]))
    if m:
        tally.add(label, int(m.group(1)), int(m.group(2)))
    else:
        tally.check(label, False, f"runner exited {returncode}")


def host_testcases(
    tally: Tally,
    names: list[str],
    extra: list[str] | None = None,
    label: str = "",
    prefix: str = "",
) -> None:
    """The headless testcases on the host's Ren'Py (names: all when empty)."""
    env = dict(os.environ, RENPY_SDK=os.environ.get("RENPY_SDK", ""))
    version = host_renpy_version()
    rc, out = stream(
        [sys.executable, str(ROOT / "tests" / "renpy" / "run.py")] + (extra or []) + names,
        env,
        prefix,
    )
    count_testcases(tally, label or f"renpy testcases (Ren'Py {version})", rc, out)


def host_renpy_version() -> str:
    sys.path.insert(0, str(ROOT / "tools"))
    from renpy_chroot import renpy_version

    sdk = os.environ.get("RENPY_SDK")
    if sdk and Path(sdk, "renpy.sh").exists():
        return renpy_version(Path(sdk))
    return renpy_version(Path("/usr/share/games/renpy"))


## Saves made on one Ren'Py and loaded on the other: (chain, the steps that save, the steps
## that load them on a newer Ren'Py). reliability_saves.rpy's chains check the loaded state
## exactly; on an older Ren'Py the load must be refused with its reason
## (tests/renpy/cross_versions.rpy).
CROSS_CHAINS = (
    (
        "reliability_duel_save",
        ["reliability_duel_save__step1"],
        ["reliability_duel_save__step2", "reliability_duel_save__step3"],
    ),
    (
        "reliability_story_save",
        ["reliability_story_save__step1"],
        ["reliability_story_save__step2"],
    ),
)
REFUSED_ON_OLDER = ["saves_from_newer_renpy"]


def renpy_testcase_parts(
    tally: Tally, mode: str, beside: Callable[[Tally], None] | None = None
) -> None:
    """The headless testcases: the full suite on the host's Ren'Py and, at the same time
    (two cores; each Ren'Py process keeps about one busy), lint, the smoke set (or
    everything, with --renpy all) and the saves carried across versions on the chroot's,
    then ``beside`` (work that would otherwise wait for a core: the host suite is the
    longest part, so the second core runs the rest)."""
    smoke = manifest()["renpy"]["smoke"]
    second = Tally()
    names = [] if mode in ("all", "chroot") else smoke
    chroot_part = mode in ("default", "all", "chroot")

    host = mode in ("default", "all", "host")
    worker_on = chroot_part or beside is not None
    # the host's suite is the longest part: the host testcases of the manifest's
    # "second_core" list run on the second core after its own work (each lane starts its own
    # Xvfb and copy of the project). Chosen from a full run's figures (46.4 minutes: the host
    # lane 41.2 minutes of testcases; the second 23.1 of testcases, 5.5 of pytest on 3.9 and
    # its lint, ending 11-14 minutes earlier): four of the host's longest testcases, 5.6
    # minutes, moved there, so both end near 36 minutes.
    moved = manifest()["renpy"].get("second_core", []) if mode == "default" and worker_on else []

    def second_core() -> None:
        if chroot_part:
            second_renpy(second, names, mode != "chroot")
        if beside is not None:
            beside(second)
        if moved:
            version = host_renpy_version()
            host_testcases(
                second,
                moved,
                label=f"renpy testcases (Ren'Py {version}, second core)",
                prefix="[second core] ",
            )

    worker = None
    if worker_on:
        worker = threading.Thread(target=second_core)
        worker.start()
    if host:
        host_testcases(tally, [], extra=[a for n in moved for a in ("--skip", n)])
    if worker is not None:
        worker.join()
        tally.merge(second)


def second_renpy(tally: Tally, names: list[str], cross: bool) -> None:
    """Lint and the testcases ``names`` (all when empty) on Ren'Py 8.3.4 in the trixie
    chroot, then (``cross``) saves carried between it and the host's Ren'Py. Output lines
    start with the version."""
    sys.path.insert(0, str(ROOT / "tools"))
    import renpy_chroot

    try:
        chroot = renpy_chroot.Chroot.ensure(say, apt_install)
    except renpy_chroot.Unavailable as e:
        tally.check("Ren'Py 8.3 (trixie chroot)", False, str(e))
        return
    except Exception as e:  # a failure here must be a failed check, never a silent pass
        tally.check("Ren'Py 8.3 (trixie chroot)", False, f"{type(e).__name__}: {e}")
        return
    version = chroot.version()
    tag = f"[{version}] "
    with chroot.mounted():
        # a folder of this run's own: two runs (a developer's and CI's) may share a chroot
        inside = f"/srv/kozyr-{os.getpid()}"
        copy_into(chroot, inside)
        lint_in_chroot(tally, chroot, inside, version)
        rc = chroot.run(["python3", f"{inside}/tools/check_game_python.py", "--compile-only"])
        tally.check(f"game python compiled without warnings (Ren'Py {version}'s Python)", rc == 0)
        rc, out = stream(chroot_cmd(chroot, inside, names), prefix=tag)
        label = f"renpy testcases (Ren'Py {version}{', smoke set' if names else ''})"
        count_testcases(tally, label, rc, out)
        fetch_artifacts(chroot, inside, version)
        if cross:
            cross_version(tally, chroot, inside, version)
        shutil.rmtree(chroot.path(inside), ignore_errors=True)


def copy_into(chroot, inside: str) -> None:
    """A fresh copy of what the runner needs, inside the chroot."""
    sys.path.insert(0, str(ROOT / "tools"))
    from renpy_copy import IGNORE, copy_project

    dest = chroot.path(inside)
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    copy_project(ROOT, dest)
    # (the fixtures whole: their saves/ is what the fixture testcases load)
    shutil.copytree(ROOT / "tests" / "renpy", dest / "tests" / "renpy", ignore=IGNORE)
    if (ROOT / "tests" / "fixtures").exists():
        shutil.copytree(ROOT / "tests" / "fixtures", dest / "tests" / "fixtures")
    (dest / "tools").mkdir()
    for tool in ("renpy_copy.py", "renpy_chroot.py", "check_game_python.py"):
        shutil.copy2(ROOT / "tools" / tool, dest / "tools" / tool)


def chroot_cmd(chroot, inside: str, names: list[str], extra: list[str] | None = None) -> list[str]:
    env = [f"KOZYR_TC_TIMEOUT={os.environ.get('KOZYR_TC_TIMEOUT', '600')}"]
    return (
        ["chroot", str(chroot.root), "/usr/bin/env", "-i"]
        + [f"PATH={renpy_chroot_path()}", "HOME=/root", "LANG=C.UTF-8"]
        + env
        + ["python3", f"{inside}/tests/renpy/run.py"]
        + (extra or [])
        + names
    )


def renpy_chroot_path() -> str:
    from renpy_chroot import INSIDE_PATH

    return INSIDE_PATH


def lint_in_chroot(tally: Tally, chroot, inside: str, version: str) -> None:
    out_path = ARTIFACTS / f"lint-{version}.txt"
    ARTIFACTS.mkdir(exist_ok=True)
    with open(out_path, "wb") as out:
        rc = chroot.run(
            ["timeout", "-k", "5", "300", "renpy", inside, "lint", "--error-code"],
            env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
            stdout=out,
        )
    text = out_path.read_text(encoding="utf-8", errors="replace")
    if rc != 0:
        print(text[-4000:])
    tally.check(f"renpy lint (Ren'Py {version})", rc == 0)


def fetch_artifacts(chroot, inside: str, version: str) -> None:
    """The chroot run's logs and screenshots, to artifacts/renpy-<version>/."""
    src = chroot.path(inside) / "artifacts"
    dest = ARTIFACTS / f"renpy-{version}"
    if src.exists():
        shutil.rmtree(dest, ignore_errors=True)
        shutil.copytree(src, dest)


def cross_version(tally: Tally, chroot, inside: str, version: str) -> None:
    """Saves made on the host's Ren'Py (older) load and play on exactly on the chroot's
    (newer); saves made on the newer are refused on the older with a reason."""
    host = host_renpy_version()
    runner = [sys.executable, str(ROOT / "tests" / "renpy" / "run.py")]
    for chain, saving, loading in CROSS_CHAINS:
        state_in = f"/srv/state-{chain}-{os.getpid()}"
        host_state = chroot.path(state_in)
        # older -> newer: exact
        shutil.rmtree(host_state, ignore_errors=True)
        rc1, _ = stream(
            runner + ["--state", str(host_state)] + saving, prefix=f"[{host} -> {version}] "
        )
        rc2, _ = stream(
            chroot_cmd(chroot, inside, loading, ["--state", state_in]),
            prefix=f"[{host} -> {version}] ",
        )
        ok = rc1 == 0 and rc2 == 0
        tally.check(
            f"saves from Ren'Py {host} resume on {version} ({chain})",
            ok,
            "" if ok else "see the lines above",
        )
        # newer -> older: refused with its reason
        shutil.rmtree(host_state, ignore_errors=True)
        rc1, _ = stream(
            chroot_cmd(chroot, inside, saving, ["--state", state_in]),
            prefix=f"[{version} -> {host}] ",
        )
        rc2, _ = stream(
            runner + ["--state", str(host_state)] + REFUSED_ON_OLDER,
            prefix=f"[{version} -> {host}] ",
        )
        ok = rc1 == 0 and rc2 == 0
        tally.check(
            f"saves from Ren'Py {version} refused on {host} with a reason ({chain})",
            ok,
            "" if ok else "see the lines above",
        )
        shutil.rmtree(host_state, ignore_errors=True)


def cmd_test(args: list[str]) -> int:
    fast = "--fast" in args
    mode = renpy_mode(args)
    tally = Tally()
    renpy = find_renpy()
    apt_install(["xvfb"])
    py = ensure_venv(VENV, sys.executable, ROOT / "requirements-dev.txt")
    assert py is not None

    pytest_part(tally, py, f"python {sys.version_info[0]}.{sys.version_info[1]}", ["tests"])
    py39_part: Callable[[Tally], None] | None = None
    py39 = find_python39()
    if py39:
        py39_venv = ensure_venv(VENV39, py39, ROOT / "requirements-py39.txt")
        if py39_venv and fast:  # no testcases to run beside: now
            pytest_part(tally, py39_venv, "python 3.9", ["tests/engine"])
        elif py39_venv:
            py39_part = functools.partial(
                pytest_part,
                py=py39_venv,
                label="python 3.9",
                args=["tests/engine"],
                prefix="[python 3.9] ",
            )
        else:
            tally.check("python 3.9 venv", False, "could not create .venv39")
    else:
        say("no python3.9 installed: the 3.9 run is skipped (vermin still checks the syntax)")

    bindir = py.parent
    target = manifest()["engine_python"]
    vermin = run(
        [
            str(bindir / "vermin"),
            "-q",
            "--no-tips",
            "--violations",
            f"-t={target}-",
            "--eval-annotations",
            "engine",
        ]
    )
    tally.check(f"vermin (engine runs on Python {target})", vermin == 0)
    game_python = run(
        [str(py), str(ROOT / "tools" / "check_game_python.py"), "--vermin", str(bindir / "vermin")]
    )
    tally.check("game python (3.9 syntax, no warnings on 3.12+)", game_python == 0)
    files = python_files()
    tally.check("ruff check", run([str(bindir / "ruff"), "check"] + files) == 0)
    tally.check(
        "ruff format", run([str(bindir / "ruff"), "format", "--check", "--quiet"] + files) == 0
    )
    tally.check("mypy (engine)", run([str(bindir / "mypy"), "--no-error-summary", "engine"]) == 0)
    audio_check = ROOT / "tools" / "check_audio.py"
    if audio_check.exists():
        apt_install(["sox", "libsox-fmt-all"])  # the level check measures with sox
        tally.check("audio levels", run([str(py), str(audio_check)]) == 0)

    lint_part(tally, renpy)
    translate_check = ROOT / "tools" / "check_translation.py"
    if translate_check.exists():
        tally.check(
            "russian translation complete",
            run([str(py), str(translate_check), "--renpy"] + renpy) == 0,
        )
    if not fast:
        # the engine's tests on 3.9 run on the second core beside the host's testcases
        renpy_testcase_parts(tally, mode, beside=py39_part)

    print()
    for line in tally.lines:
        print("  " + line)
    print(f"{tally.passed} passed, {tally.failed} failed")
    return 1 if tally.failed else 0


def cmd_chroot(args: list[str]) -> int:
    """./kozyr chroot [testcase ...]: makes (or reuses) the Ren'Py 8.3 chroot, then lint and
    the named testcases (all when none) in it."""
    tally = Tally()
    second_renpy(tally, args, cross=False)
    print(f"{tally.passed} passed, {tally.failed} failed")
    return 1 if tally.failed else 0


def cmd_play(args: list[str]) -> int:
    renpy = find_renpy()
    return run(renpy + [str(ROOT)] + args)


def cmd_lint(args: list[str]) -> int:
    tally = Tally()
    lint_part(tally, find_renpy())
    return 1 if tally.failed else 0


def cmd_engine(sub: str, args: list[str]) -> int:
    return run([sys.executable, "-m", "engine", sub] + args)


def cmd_fuzz_long(args: list[str]) -> int:
    """The long fuzz of the test suite, kept out of the unit tier (issue 29): pytest on
    tests/engine/test_durak_fuzz.py with KOZYR_LONG_FUZZ=1 (further arguments go to pytest)."""
    py = ensure_venv(VENV, sys.executable, ROOT / "requirements-dev.txt")
    assert py is not None
    env = dict(os.environ, KOZYR_LONG_FUZZ="1")
    test = str(ROOT / "tests" / "engine" / "test_durak_fuzz.py")
    return run(
        [str(py), "-m", "pytest", "-q", "-p", "no:cacheprovider", "-s", test] + args, env=env
    )


def cmd_bench_table(args: list[str]) -> int:
    """Runs the table's benchmark testcases (tests/renpy/bench_table.rpy: a first start,
    then a later one that measures the rest) and the menus' (tests/renpy/menus_speed.rpy)
    headless, each in a fresh copy of the project, and prints their figures with the
    machine's load (they mean little without it)."""
    runs = "5"
    for a in args:
        if a.startswith("--runs="):
            runs = a.split("=", 1)[1]
    find_renpy()
    apt_install(["xvfb"])
    load_before = os.getloadavg()
    env = dict(os.environ, KOZYR_BENCH="1", KOZYR_BENCH_RUNS=runs)
    runner = [sys.executable, str(ROOT / "tests" / "renpy" / "run.py")]
    rc = run(runner + ["bench_table"], env=env)
    # menu transitions (tests/renpy/menus_speed.rpy), in a fresh copy of their own so
    # that their first start is one too
    rc = run(runner + ["menus_speed"], env=env) or rc
    load_after = os.getloadavg()
    lines = []
    for step, tag in (
        ("bench_table__step1", "KOZYR-BENCH:"),
        ("bench_table__step2", "KOZYR-BENCH:"),
        ("menus_speed__step1", "KOZYR-TEST: menus"),
        ("menus_speed__step2", "KOZYR-TEST: menus"),
    ):
        log = ARTIFACTS / "renpy" / f"{step}.log"
        if not log.exists():
            continue
        text = log.read_text(encoding="utf-8", errors="replace").replace("\0", "")
        for ln in text.splitlines():
            if tag in ln:
                line = ln.split(tag.split()[0], 1)[1].strip()
                if line not in lines:
                    lines.append(line)
    print()
    print(
        f"table bench ({os.cpu_count()} cores; load average before "
        f"{load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}, after "
        f"{load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f})"
    )
    for ln in lines:
        print("  " + ln)
    print(
        "  aims: redraw p95 <= 50 ms of Python; commit -> AI card resting <= 1200 ms at "
        "normal, <= 500 ms at fast (AI answering in 100 ms); cold start <= 3 s (idle machine; "
        "cold_start_first_s is the first start after install, which fills Ren'Py's caches)"
    )
    if rc != 0 or not lines:
        say(
            "a bench testcase failed; see artifacts/renpy/bench_table__step*.log and "
            "menus_speed__step*.log"
        )
        return 1
    return 0


def cmd_assets(args: list[str]) -> int:
    script = ROOT / "tools" / "build_assets.sh"
    if not script.exists():
        raise SystemExit("kozyr: tools/build_assets.sh is missing")
    return run(["bash", str(script)] + args)


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help", "help"):
        print(__doc__)
        return 0
    sub, rest = argv[0], argv[1:]
    if sub == "play":
        return cmd_play(rest)
    if sub == "test":
        return cmd_test(rest)
    if sub == "lint":
        return cmd_lint(rest)
    if sub == "chroot":
        return cmd_chroot(rest)
    if sub == "bench" and rest[:1] == ["table"]:
        return cmd_bench_table(rest[1:])
    if sub == "fuzz" and rest[:1] == ["long"]:
        return cmd_fuzz_long(rest[1:])
    if sub in ("bench", "fuzz", "arena"):
        return cmd_engine(sub, rest)
    if sub == "assets":
        return cmd_assets(rest)
    print(f"kozyr: unknown command {sub!r}\n{__doc__}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
