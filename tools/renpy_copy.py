"""Ren'Py on a copy of the project, headless: the parts that tests/renpy/run.py,
tools/check_translation.py and tools/screenshots.py share."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

# What the game needs at run time (everything else stays out of a copy).
PROJECT_PARTS = ("game", "engine", "renpy_project.json")
IGNORE = shutil.ignore_patterns("cache", "saves", "*.rpyc", "*.rpymc", "*.bak", "__pycache__")


def copy_project(root: Path, dest: Path) -> None:
    """Copies the project at ``root`` into the folder ``dest`` (``PROJECT_PARTS``, without
    caches, saves and compiled files)."""
    for part in PROJECT_PARTS:
        src = root / part
        if src.is_dir():
            shutil.copytree(src, dest / part, ignore=IGNORE)
        elif src.exists():
            shutil.copy2(src, dest / part)


class Xvfb:
    """An X server on a free display (``display``, e.g. ``":7"``) until :meth:`close`."""

    def __init__(self, screen: str = "2560x1600x24") -> None:
        read_fd, write_fd = os.pipe()
        self.proc = subprocess.Popen(
            [
                "Xvfb",
                "-displayfd",
                str(write_fd),
                "-screen",
                "0",
                screen,
                "-nolisten",
                "tcp",
            ],
            pass_fds=(write_fd,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write_fd)
        with os.fdopen(read_fd) as f:
            number = f.readline().strip()
        if not number:
            self.proc.kill()
            raise SystemExit("Xvfb did not start (is the xvfb package installed?)")
        self.display = ":" + number

    def close(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
