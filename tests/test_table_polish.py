"""The card table's smaller polish (issue 26), run from the table's own code without
Ren'Py (tests/table_store.py): Warfare says why a battle was lost, the announcement ribbon
glides a short way, the end-of-duel panel is opaque in both looks (the screenshots:
tests/renpy/duel_looks.rpy, polish_screens.rpy)."""

import ast
import re

from game_text import GAME
from rpy_block import python_block


def _warfare_why():
    import engine

    class _Card:
        pass

    names = {0: "clubs", 1: "diamonds", 2: "hearts", 3: "spades"}
    ns = {
        "engine": engine,
        "_": lambda s: s,
        "tr": lambda s: s,
        "suit_name": lambda s: names[s],
        "card_name": lambda c, trump=None, mid=False: engine.Card.pretty(c),
    }
    body = python_block(GAME / "table" / "warfare_why.rpy", "duel")
    exec(compile(body, "warfare_why.rpy", "exec"), ns)
    return ns["battle_why"]


def test_warfare_says_why_a_battle_was_lost():
    import engine

    why = _warfare_why()
    c = engine.Card.parse
    # 4 of diamonds (trump) beats 9 of spades: the trump rule
    line = why(c("4D"), c("9S"), 0, 1)
    assert "a trump beats every other suit" in line
    # the same suit: the higher card
    assert "the higher card of one suit wins" in why(c("4S"), c("9S"), 1, 0)
    # the circle (spades trump: clubs beat diamonds)
    line = why(c("2C"), c("AD"), 0, 3)
    assert "clubs beat diamonds in the circle of suits" in line
    from engine.warfare import battle_winner

    assert battle_winner(int(c("2C")), int(c("AD")), 3) == 0


def _signature_defaults(source, name):
    """{parameter: default} of `transform name(...)` / `def name(...)` in `source`."""
    m = re.search(r"^(?:transform|def)\s+" + name + r"(\(.*\)):\s*$", source, re.M)
    assert m, name
    args = ast.parse("def f" + m.group(1) + ": pass").body[0].args
    named = args.args[-len(args.defaults) :]
    return {a.arg: ast.literal_eval(d) for a, d in zip(named, args.defaults)}


def _call_args(source, name):
    """The argument lists of every `at name(...)` in `source`, as ast nodes."""
    calls = []
    for m in re.finditer(r"\bat\s+(" + name + r"\(.*\))\s*:?\s*$", source, re.M):
        calls.append(ast.parse(m.group(1), mode="eval").body)
    return calls


def test_announcement_ribbon_glides_a_short_way():
    """The ribbon swooped in from 1,500 px to the left, its translucent tail ("…ard pile")
    sliding along the screen's left edge during draws: it glides at most 120 px, with
    motion on and off (each use's swoop evaluated, as the screen does)."""
    look = (GAME / "table" / "duel_styles.rpy").read_text(encoding="utf-8")
    assert _signature_defaults(look, "duel_ribbon")["swoop"] <= 120
    screens = (GAME / "table" / "duel_screens.rpy").read_text(encoding="utf-8")
    calls = _call_args(screens, "duel_ribbon")
    assert calls
    for call in calls:
        swoop = call.args[2] if len(call.args) > 2 else None
        if swoop is None:
            continue
        for motion in (True, False):
            duel = type("duel", (), {"motion_on": staticmethod(lambda m=motion: m)})
            value = eval(compile(ast.Expression(swoop), "duel_screens.rpy", "eval"), {"duel": duel})
            assert 0 <= value <= 120, (ast.unparse(call), motion, value)


def test_end_of_duel_panel_is_opaque():
    """The end-of-duel panel hides the table under it (it was #1a0f08ee: the cards showed
    through its text, issue 26), in both looks: its colour, from the table's own palette
    (duel.col in the classic look and in high contrast), has no transparency."""
    from table_store import load_table

    screens = (GAME / "table" / "duel_screens.rpy").read_text(encoding="utf-8")
    over = screens[screens.index("screen duel_over():") :]
    panel = over[over.index('id "duel_over_panel"') :]
    name = re.search(r'background Frame\(Solid\(duel\.col\("(\w+)"\)\)', panel).group(1)
    duel = load_table()
    colours = []
    for high_contrast in (False, True):
        duel["store"].persistent.duel_high_contrast = high_contrast
        colours.append(duel["col"](name))
    for c in colours:
        assert re.fullmatch(r"#[0-9a-fA-F]{6}([fF]{2})?", c), (name, colours)
