"""No chapter is front-loaded: at most half of its words come before its duel (issue 28).

A chapter's words are the words of its said text: every say statement and narration line
of the chapter file (the quoted English text; menu choices are not said, so not counted).
The words before the duel are those of the lines above the file's first `call play_duel`
line (a series chapter's first game), set against the words of the whole file, post-duel
scenes, rematches and loss branches included. The measure is read from the file as text,
so the same rule serves every chapter (and any other check that copies it).
"""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STORY = ROOT / "game" / "story"
LIMIT = 0.5

# A say statement (`who "text"`, `who expr "text"`) or a narration line (`"text"`),
# with an optional `with` clause; a menu choice (`"text":`, `"text" if cond:`) ends in ":".
SAY = re.compile(r'^\s*(?:[A-Za-z_]\w*(?:\s+\w+)*\s+)?"((?:[^"\\]|\\.)*)"(?:\s+with\s+\w+)?\s*$')
DUEL = re.compile(r"^\s*call\s+play_duel\(")
TAG = re.compile(r"\{[^}]*\}")


def words(text):
    """The words of one said line: text tags dropped, a `[substitution]` is one word."""
    return len(TAG.sub(" ", text.replace('\\"', '"')).split())


def said(line):
    """The words said on one line of a chapter file (0 for any other line)."""
    stripped = line.strip()
    if stripped.startswith(("#", "$", "old ", "new ")):
        return 0
    m = SAY.match(line)
    return words(m.group(1)) if m else 0


def pacing(path):
    """(words before the first `call play_duel`, words in the whole file), or None when
    the file calls no duel."""
    lines = path.read_text(encoding="utf-8").splitlines()
    at = next((i for i, line in enumerate(lines) if DUEL.match(line)), None)
    if at is None:
        return None
    return sum(said(s) for s in lines[:at]), sum(said(s) for s in lines)


CHAPTERS = sorted(p.name for p in STORY.glob("ch*.rpy") if pacing(p))


def test_the_word_count_reads_say_and_narration_only():
    assert said('    marta "Sit. Cut. Let\'s see."') == 4
    assert said('    "The road climbs {i}out{/i} of the woods."') == 7
    assert said('    ash happy "[player_name]. Good."') == 2
    assert said('        "Show Marta your grandmother\'s card.":') == 0
    assert said('        "I\'d rather not say." if story_reason:') == 0
    assert said('    $ story_sound("shuffle")') == 0
    assert said("    show marta happy at center with dissolve") == 0
    assert said('    "Narration, then a flash." with kozyr_flash') == 4


def test_every_story_chapter_with_a_duel_is_measured():
    assert len(CHAPTERS) >= 8, CHAPTERS


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_at_most_half_of_a_chapter_comes_before_its_duel(chapter):
    before, total = pacing(STORY / chapter)
    share = before / total
    assert share <= LIMIT, f"{chapter}: {before} of {total} words ({share:.0%}) before the duel"
