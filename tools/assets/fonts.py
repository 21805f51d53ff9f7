"""Fonts with Cyrillic coverage, copied from Debian's fonts-noto-core (SIL OFL 1.1)."""

import shutil

from .common import GAME

SRC = "/usr/share/fonts/truetype/noto"
FONTS = [
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
    "NotoSans-Italic.ttf",
    "NotoSerif-Bold.ttf",
    "NotoSerif-Regular.ttf",
]
LICENCE = "/usr/share/doc/fonts-noto-core/copyright"


def build():
    out = GAME / "fonts"
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for f in FONTS:
        shutil.copyfile(f"{SRC}/{f}", out / f)
        made.append(out / f)
    shutil.copyfile(LICENCE, out / "NOTO-LICENSE.txt")
    made.append(out / "NOTO-LICENSE.txt")
    return made
