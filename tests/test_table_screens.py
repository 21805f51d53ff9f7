"""No screen of the card table mutates anything (issue 29): a screen's code runs at every
redraw, in whatever order Ren'Py predicts and draws, so what changes the game or the table
is an action (a button's, a timer's) or the flow's (game/table/duel_flow.rpy), never a line
of screen code. Read from the .rpy source: a screen's `$` lines only name values for the
screen, it has no `python:` block, and it calls none of the table's writers but in an
action."""

import re

from table_store import ROOT

SCREENS = sorted((ROOT / "game" / "table").glob("*.rpy")) + [
    ROOT / "game" / "online_screens.rpy",
    ROOT / "game" / "coach_review.rpy",
]

# the functions of the table that change the game, the table's runtime or the player's
# gesture, or make a sound (each is defined in game/: the test checks it)
WRITERS = (
    "show commit set_up note_role set_spec next_game finish_game announce start_ai poll_ai "
    "ask restage forget_model play_event_sounds sfx cue speak release remote_after "
    "stage_action play_placed react count_hint"
).split()
WRITER_CALL = re.compile(r"(?<![\w])(?:[\w.]+\.)?(" + "|".join(WRITERS) + r")\(")
# a screen line that hands a callable to Ren'Py, which calls it on an event: an action
ACTION = re.compile(
    r"\b(action|hovered|unhovered|alternate|dragged|dropped|activated|changed|timer)\b"
    r"|Function\(|Show\(|Hide\("
)
LOCALS = re.compile(r"^\$ [a-z_]\w*(\s*,\s*[a-z_]\w*)*\s*=(?!=)")


def screen_lines():
    """(file name, line number, stripped text) of every line inside a `screen` block."""
    for path in SCREENS:
        inside = False
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line and not line[0].isspace() and not line.startswith("#"):
                inside = line.startswith("screen ")
                continue
            text = line.strip()
            if inside and text and not text.startswith("#"):
                yield path.name, no, text


def test_every_writer_named_here_is_a_function_of_the_game():
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "game").rglob("*.rpy"))
    for name in WRITERS:
        assert re.search(r"^\s+def " + name + r"\(", source, re.M), name


def test_no_screen_mutates_anything():
    lines = list(screen_lines())
    assert len(lines) > 500  # the table's screens were found
    bad = []
    for name, no, text in lines:
        where = f"{name}:{no}: {text}"
        if text.startswith("python"):
            bad.append(where)  # a python block in a screen
        elif text.startswith("$"):
            if not LOCALS.match(text) or WRITER_CALL.search(text):
                bad.append(where)  # not a plain local name, or a writer called
        elif WRITER_CALL.search(text) and not ACTION.search(text):
            bad.append(where)  # a writer called while the screen is drawn
    assert not bad, bad


def test_the_check_sees_a_mutation():
    """The rules above catch what they are for (a guard against a check that passes
    everything)."""
    for text in (
        "$ duel.ui.selected = []",
        "$ store.duel_state = st",
        "$ m = duel.show(st)",
        "$ duel.sfx('click')",
        "text duel.announce(st)",
    ):
        is_bad = (
            not LOCALS.match(text) or bool(WRITER_CALL.search(text))
            if text.startswith("$")
            else bool(WRITER_CALL.search(text)) and not ACTION.search(text)
        )
        assert is_bad, text
    assert LOCALS.match("$ cw, ch = m.hand_cw, m.hand_ch") and not WRITER_CALL.search(
        "$ m = duel.model(st)"
    )
    assert ACTION.search("action Function(duel_hint.ask)")
