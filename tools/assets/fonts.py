"""Fonts with Cyrillic coverage, copied from Debian packages: Noto (fonts-noto-core, SIL OFL 1.1)
for titles and text, DejaVu (fonts-dejavu-core, Bitstream Vera licence) which also has the card
suit symbols U+2660-2667 that Noto Sans lacks."""

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
DEJAVU = "/usr/share/fonts/truetype/dejavu"
DEJAVU_FONTS = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]
DEJAVU_LICENCE = "/usr/share/doc/fonts-dejavu-core/copyright"


def build():
    out = GAME / "fonts"
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for f in FONTS:
        shutil.copyfile(f"{SRC}/{f}", out / f)
        made.append(out / f)
    shutil.copyfile(LICENCE, out / "NOTO-LICENSE.txt")
    made.append(out / "NOTO-LICENSE.txt")
    for f in DEJAVU_FONTS:
        shutil.copyfile(f"{DEJAVU}/{f}", out / f)
        made.append(out / f)
    shutil.copyfile(DEJAVU_LICENCE, out / "DEJAVU-LICENSE.txt")
    made.append(out / "DEJAVU-LICENSE.txt")
    return made
