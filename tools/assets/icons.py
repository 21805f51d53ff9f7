"""Extract icon SVGs from the pinned npm packages into tools/build/icons."""

from .common import ICONS, TOOLS, run


def build():
    run(["node", TOOLS / "art" / "icons.mjs", ICONS], cwd=TOOLS)
    return []
