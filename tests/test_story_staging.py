"""The story's staging rules that a reader of the chapter files can check (issue 28).

- Every CG's beat shows the whole picture first: `window hide` on the line before its
  `show cg_...`, then a timed `pause` and `window auto` before the text comes back.
- Every chapter moves its people at least once in its long exchanges (a transform of
  game/story/staging_motion.rpy, or an entrance/exit transition), not only swaps faces.
- Every transform a chapter uses with `at` is defined somewhere in game/ (a typo would
  only fail when the line runs).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STORY = ROOT / "game" / "story"
CHAPTERS = sorted(STORY.glob("ch0*.rpy"))
MOTION = ("kozyr_closer", "kozyr_back", "kozyr_turn_away", "kozyr_lean", "kozyr_start", "kozyr_sag")
ENTRANCES = (
    "moveinleft",
    "moveinright",
    "easeinleft",
    "easeinright",
    "easeintop",
    "easeinbottom",
    "moveoutleft",
    "easeoutleft",
    "easeoutbottom",
)
BUILTIN_AT = {
    "left",
    "right",
    "center",
    "truecenter",
    "topleft",
    "topright",
    "top",
    "offscreenleft",
    "offscreenright",
    "default",
}


def _lines(path):
    return path.read_text(encoding="utf-8").splitlines()


def test_there_are_chapters():
    assert len(CHAPTERS) == 9


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.name)
def test_cg_beats_show_the_whole_picture_first(path):
    lines = _lines(path)
    for i, line in enumerate(lines):
        if not re.match(r"^\s*show cg_\w+", line):
            continue
        where = f"{path.name}:{i + 1}"
        assert lines[i - 1].strip().startswith("window hide"), where
        j = i + 1
        while re.match(r"^\s*with \w+", lines[j]):
            j += 1
        assert lines[j].strip().startswith("pause "), where
        assert lines[j + 1].strip() == "window auto", where


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.name)
def test_people_move(path):
    text = path.read_text(encoding="utf-8")
    moves = sum(text.count(m) for m in MOTION)
    entrances = sum(len(re.findall(rf"\bwith {e}\b", text)) for e in ENTRANCES)
    assert moves + entrances >= 3, (path.name, moves, entrances)


def test_every_at_transform_is_defined():
    defined = set(BUILTIN_AT)
    for rpy in (ROOT / "game").rglob("*.rpy"):
        if "tl" in rpy.relative_to(ROOT / "game").parts[:1]:
            continue
        defined.update(re.findall(r"^\s*transform (\w+)", rpy.read_text(encoding="utf-8"), re.M))
    for path in CHAPTERS:
        for n, line in enumerate(_lines(path), 1):
            m = re.match(r"^\s*show .* at (.+?)(?: behind \w+)?(?: with \w+)?\s*$", line)
            if not m:
                continue
            for part in re.sub(r"\([^)]*\)", "", m.group(1)).split(","):
                name = re.match(r"\s*(\w+)", part).group(1)
                assert name in defined, f"{path.name}:{n}: {name}"
