"""Every chapter goes on after its duel through the one dispatch (progress.rpy's
kozyr_after_duel) to a scene of its own for each outcome play_duel returns."""

import re
from pathlib import Path

import pytest
from rpy_block import python_blocks

ROOT = Path(__file__).resolve().parents[1]
STORY = ROOT / "game" / "story"
CHAPTERS = sorted(p for p in STORY.glob("ch*.rpy") if "call play_duel" in p.read_text("utf-8"))


def labels_of(text):
    """The labels of one .rpy file, local ones by their full name (`chapter_x.win`)."""
    out, outer = set(), None
    for m in re.finditer(r"^label\s+(\.?\w+)", text, re.MULTILINE):
        name = m.group(1)
        if name.startswith("."):
            out.add(outer + name)
        else:
            outer = name
            out.add(name)
    return out


def after_duel(labels):
    ns = {"renpy": type("R", (), {"has_label": staticmethod(lambda n: n in labels)})}
    for _prio, src in python_blocks(ROOT / "game" / "progress.rpy", None):
        if "def kozyr_after_duel" in src:
            exec(compile(src, "progress.rpy", "exec"), ns)
    return ns["kozyr_after_duel"]


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_a_chapter_goes_on_after_its_duel_by_its_outcome(path):
    text = path.read_text(encoding="utf-8")
    labels = labels_of(text)
    dispatch = r'    jump expression kozyr_after_duel\("(\w+)", _return\)'
    calls = re.findall(
        r'^    call play_duel\("\w+"\)\n(?:    ##.*\n)*' + dispatch, text, re.MULTILINE
    )
    assert len(calls) == text.count("call play_duel("), "each duel goes on through the dispatch"
    go = after_duel(labels)
    for chapter in calls:
        assert chapter in labels and chapter + ".win" in labels and chapter + ".loss" in labels
        assert go(chapter, "win") == chapter + ".win"
        assert go(chapter, "loss") == chapter + ".loss"
        assert go(chapter, "draw") in (chapter + ".draw", chapter + ".loss")
        assert (go(chapter, "draw") == chapter + ".draw") == (chapter + ".draw" in labels)
