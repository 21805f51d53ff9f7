#!/usr/bin/env python3
"""Kozyr asset pipeline driver. Run through tools/build_assets.sh (which installs the tools).

Usage: build_assets.py [step ...]
  steps: icons fonts portraits cards backgrounds cgs seats tables gui audio credits names
With no step, all steps run in order. Every step is deterministic."""

import sys
import time

sys.path.insert(0, __import__("os").path.dirname(__file__))

import importlib  # noqa: E402

from assets.common import AUDIO, GAME, GUI, IMAGES, ROOT  # noqa: E402

STEPS = [
    "icons",
    "fonts",
    "portraits",
    "cards",
    "backgrounds",
    "cgs",
    "seats",
    "tables",
    "gui",
    "audio",
    "credits",
    "names",
]


def total_size():
    files = [
        p
        for d in (IMAGES, AUDIO, GUI, GAME / "fonts")
        if d.exists()
        for p in d.rglob("*")
        if p.is_file()
    ]
    return len(files), sum(p.stat().st_size for p in files)


def main(argv):
    steps = argv or list(STEPS)
    for s in steps:
        if s not in STEPS:
            sys.exit(f"unknown step {s!r}; steps: {' '.join(STEPS)}")
    if (
        any(s in steps for s in ("cards", "backgrounds", "cgs", "seats", "tables", "gui"))
        and "icons" not in steps
    ):
        steps.insert(0, "icons")
    for s in steps:
        t = time.time()
        made = importlib.import_module(f"assets.{s}").build() or []
        print(f"[assets] {s}: {len(made)} files in {time.time() - t:.1f}s", flush=True)
    n, size = total_size()
    print(
        f"[assets] total shipped assets: {n} files, {size / 1e6:.1f} MB "
        f"(game/images, game/audio, game/gui, game/fonts under {ROOT})"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
