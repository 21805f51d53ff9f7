"""People seated at the table before each duel (issue 28): every chapter with a duel shows the
table's near part (`table_fg <place>`, drawn by tools/assets/seats.py, named in
game/images/kozyr_images.rpy) at its table moment and at its rematch, with the busts at the
table lifted by kozyr_seated (game/story/staging_seats.rpy) in the same `with` block."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_assets import webp_size

ROOT = Path(__file__).resolve().parents[1]
STORY = ROOT / "game" / "story"
SEATS = ROOT / "game" / "images" / "seats"
NAMES = (ROOT / "game" / "images" / "kozyr_images.rpy").read_text(encoding="utf-8")
DUEL_CHAPTERS = sorted(
    p for p in STORY.glob("ch0*.rpy") if "call play_duel" in p.read_text(encoding="utf-8")
)


def test_every_duel_chapter_is_checked():
    assert len(DUEL_CHAPTERS) == 8


def table_moments(path):
    """(line number, place, the `show` lines of its block) for each `show table_fg <place>`."""
    lines = path.read_text(encoding="utf-8").splitlines()
    found = []
    for i, line in enumerate(lines):
        m = re.match(r"^\s*show table_fg (\w+)$", line)
        if not m:
            continue
        block = []
        j = i - 1
        while j >= 0 and re.match(r"^\s*show \w+", lines[j]) and "table_fg" not in lines[j]:
            block.append(lines[j].strip())
            j -= 1
        assert lines[i + 1].strip().startswith("with "), f"{path.name}:{i + 1}"
        found.append((i + 1, m.group(1), block))
    return found


@pytest.mark.parametrize("path", DUEL_CHAPTERS, ids=lambda p: p.name)
def test_the_table_moment_and_the_rematch_seat_people(path):
    moments = table_moments(path)
    text = path.read_text(encoding="utf-8")
    rematch = text.index("label .rematch:")
    rematch_end = text.find("\nlabel ", rematch + 1)
    first_end = min(text.index("label .duel:"), rematch)
    starts = [sum(len(x) + 1 for x in text.splitlines()[: n - 1]) for n, _p, _b in moments]
    assert any(s < first_end for s in starts), path.name  # the first sitting
    assert any(rematch < s < rematch_end for s in starts), path.name  # and at the rematch
    for n, _place, block in moments:
        assert block, f"{path.name}:{n}: nobody seated"
        for show in block:
            assert "kozyr_seated" in show, f"{path.name}:{n}: {show}"
    assert len({p for _n, p, _b in moments}) == 1, path.name  # one place a chapter


def test_every_table_is_drawn_and_named():
    places = {p for path in DUEL_CHAPTERS for _n, p, _b in table_moments(path)}
    assert len(places) == 8
    for place in places:
        webp = SEATS / f"table_fg_{place}.webp"
        assert webp_size(webp) == (1920, 620), place
        assert f'image table_fg {place} = "images/seats/table_fg_{place}.webp"' in NAMES
