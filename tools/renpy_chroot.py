"""A second Ren'Py for the tests: Debian trixie's `renpy` package (8.3.4 on Python 3.13) in a
chroot beside the host's Ren'Py (Debian bookworm's 8.0.3), headless.

The official SDKs players download are 8.3-8.5; Debian bookworm has only 8.0.3. Trixie's
8.3.4 is close to what players run, and a trixie root made by ``debootstrap`` runs it on a
bookworm host without touching the host's packages.

    chroot = Chroot.ensure(log)      # builds it once (root; ~3 minutes, ~1 GB), then reuses it
    with chroot.mounted():
        chroot.run(["python3", "/srv/kozyr/tests/renpy/run.py", "boot"])

The root lives in ``$KOZYR_CHROOT`` or ``~/.cache/kozyr/trixie-root`` (outside the repository,
so CI's fresh clones share it). The package mirror is the host's own (its apt sources): none
is written here. Where it cannot be made (not root, no debootstrap and no apt, no network),
``Unavailable`` says why: the caller reports that as a failure, never as a pass.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

SUITE = "trixie"
PACKAGES = ["renpy", "xvfb", "xauth"]
DEFAULT_ROOT = Path.home() / ".cache" / "kozyr" / "trixie-root"
READY = ".kozyr-ready"  # written once debootstrap and the packages are in
INSIDE_PATH = "/usr/games:/usr/sbin:/usr/bin:/sbin:/bin"
MOUNTS = (("proc", "proc"), ("sys", "sysfs"), ("dev", None), ("dev/pts", None))


class Unavailable(Exception):
    """The chroot cannot be made or used here; the message says why and what to do."""


def host_mirror(etc: Path = Path("/etc/apt")) -> str:
    """The Debian mirror the host's apt uses (deb822 ``URIs:`` or a ``deb`` line), security
    archives left out."""
    candidates: list[str] = []
    for path in sorted(etc.glob("sources.list.d/*.sources")):
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            m = re.match(r"\s*URIs:\s*(\S+)", line)
            if m:
                candidates.append(m.group(1))
    lists = [etc / "sources.list"] + sorted(etc.glob("sources.list.d/*.list"))
    for path in lists:
        if not path.exists():
            continue
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            m = re.match(r"\s*deb\s+(?:\[[^\]]*\]\s+)?(\S+)", line)
            if m:
                candidates.append(m.group(1))
    for uri in candidates:
        if "security" not in uri and uri.startswith(("http://", "https://", "file:")):
            return uri
    raise Unavailable(
        "no Debian mirror found in the host's apt sources (/etc/apt): the Ren'Py 8.3 chroot "
        "is made from the same mirror the host uses"
    )


class Chroot:
    """A trixie root with Ren'Py 8.3.4 installed (see the module's docstring)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    # -- making it ----------------------------------------------------------------------

    @classmethod
    def ensure(
        cls, log: Callable[[str], None], install_host: Callable[[list[str]], bool]
    ) -> Chroot:
        """The chroot, made first if need be. ``install_host`` installs host packages
        (debootstrap)."""
        root = Path(os.environ.get("KOZYR_CHROOT") or DEFAULT_ROOT)
        chroot = cls(root)
        if (root / READY).exists():
            return chroot
        if os.geteuid() != 0:
            raise Unavailable(
                "the Ren'Py 8.3 chroot needs root (debootstrap, mount, chroot): run "
                "'sudo ./kozyr test', or './kozyr test --renpy 8.0' for the host's Ren'Py only"
            )
        if not shutil.which("debootstrap"):
            if not install_host(["debootstrap"]) or not shutil.which("debootstrap"):
                raise Unavailable("debootstrap is missing and apt-get could not install it")
        mirror = host_mirror()
        if root.exists() and not (root / "usr" / "bin" / "apt-get").exists():
            shutil.rmtree(root)  # a debootstrap that was interrupted
        root.parent.mkdir(parents=True, exist_ok=True)
        logfile = root.parent / "trixie-root.log"
        if not (root / "usr" / "bin" / "apt-get").exists():
            log(f"making the Ren'Py 8.3 chroot at {root} (debootstrap {SUITE}; a few minutes)")
            with open(logfile, "ab") as out:
                rc = subprocess.call(
                    [
                        "nice",
                        "-n",
                        "10",
                        "debootstrap",
                        "--variant=minbase",
                        SUITE,
                        str(root),
                        mirror,
                    ],
                    stdout=out,
                    stderr=subprocess.STDOUT,
                )
            if rc != 0:
                raise Unavailable(
                    f"debootstrap {SUITE} failed (exit {rc}; no network to the mirror?): "
                    f"see {logfile}"
                )
        policy = root / "usr" / "sbin" / "policy-rc.d"
        policy.write_text("#!/bin/sh\nexit 101\n", encoding="utf-8")  # no services inside
        policy.chmod(0o755)
        with chroot.mounted():
            log(f"installing {' '.join(PACKAGES)} in the chroot")
            with open(logfile, "ab") as out:
                rc = chroot.run(["apt-get", "update", "-qq"], stdout=out)
                if rc == 0:
                    rc = chroot.run(
                        ["nice", "-n", "10", "apt-get", "install", "-y", "-q"]
                        + ["--no-install-recommends"]
                        + PACKAGES,
                        stdout=out,
                    )
                if rc == 0:
                    chroot.run(["apt-get", "clean"], stdout=out)
            if rc != 0:
                raise Unavailable(f"apt-get in the chroot failed (exit {rc}): see {logfile}")
        (root / READY).write_text(chroot.version() + "\n", encoding="utf-8")
        return chroot

    # -- using it -----------------------------------------------------------------------

    @contextmanager
    def mounted(self) -> Iterator[Chroot]:
        """/proc, /sys, /dev and /dev/pts inside, for as long as the block runs (each mount
        made here is undone here; one already there is left alone)."""
        made: list[Path] = []
        try:
            for where, fstype in MOUNTS:
                target = self.root / where
                target.mkdir(parents=True, exist_ok=True)
                if subprocess.call(["mountpoint", "-q", str(target)]) == 0:
                    continue
                if fstype:
                    cmd = ["mount", "-t", fstype, fstype, str(target)]
                else:
                    cmd = ["mount", "--bind", "/" + where, str(target)]
                if subprocess.call(cmd) != 0:
                    raise Unavailable(f"could not mount {target}: {' '.join(cmd)}")
                made.append(target)
            yield self
        finally:
            for target in reversed(made):
                subprocess.call(["umount", "-l", str(target)])

    def run(self, cmd: list[str], env: dict[str, str] | None = None, **kw) -> int:
        """Runs ``cmd`` inside (call within ``mounted()``), with a clean environment."""
        inside = {"PATH": INSIDE_PATH, "HOME": "/root", "LANG": "C.UTF-8"}
        inside.update({"DEBIAN_FRONTEND": "noninteractive"})
        inside.update(env or {})
        args = [f"{k}={v}" for k, v in inside.items()]
        if "stdout" in kw and "stderr" not in kw:
            kw["stderr"] = subprocess.STDOUT
        return subprocess.call(["chroot", str(self.root), "/usr/bin/env", "-i"] + args + cmd, **kw)

    def version(self) -> str:
        """Ren'Py's version inside, e.g. '8.3.4'."""
        return renpy_version(self.root / "usr" / "share" / "games" / "renpy")

    def path(self, inside: str) -> Path:
        """The host's path of a path inside."""
        return self.root / inside.lstrip("/")


def renpy_version(base: Path) -> str:
    """The version of the Ren'Py whose base folder (with renpy/) is ``base``: '8.0.3'."""
    vc = base / "renpy" / "vc_version.py"
    if vc.exists():
        m = re.search(r"^version\s*=\s*['\"](\d+\.\d+\.\d+)", vc.read_text(encoding="utf-8"), re.M)
        if m:
            return m.group(1)
    init = base / "renpy" / "__init__.py"
    if init.exists():
        # 8.0's has a Python 2 (7.x) and a Python 3 (8.x) line: the highest is this one
        found = re.findall(
            r"version_tuple\s*=\s*\((\d+),\s*(\d+),\s*(\d+)", init.read_text(encoding="utf-8")
        )
        if found:
            return ".".join(max(found, key=lambda t: tuple(int(x) for x in t)))
    return "unknown"
