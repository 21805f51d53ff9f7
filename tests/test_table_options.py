"""The table's options (game/table/duel_options.rpy): one table of rows that both options
panels draw, the table's "Table options" and the Preferences page's "Card table". Run
without Ren'Py through tests/table_store.py; the duel_looks testcases check the panels
on screen."""

import re

import pytest
from table_store import ROOT, load_table


@pytest.fixture()
def duel():
    ns = load_table()
    store = ns["store"]
    # Ren'Py's actions, as plain records of what they would set
    store.ToggleField = lambda obj, field: ("toggle", field)
    store.SetField = lambda obj, field, value: ("set", field, value)
    store.kozyr_option = lambda s: s[:1].upper() + s[1:]
    return ns


def game_sources():
    paths = [p for p in (ROOT / "game").rglob("*.rpy") if "/tl/" not in str(p)]
    return {p: p.read_text(encoding="utf-8") for p in paths}


def test_every_option_has_one_persistent_default(duel):
    text = "\n".join(game_sources().values())
    for opt in duel["TABLE_OPTIONS"]:
        found = re.findall(rf"^default persistent\.{re.escape(opt.field)} = ", text, re.M)
        assert len(found) == 1, (opt.field, found)


def test_rows_are_well_formed(duel):
    fields = [o.field for o in duel["TABLE_OPTIONS"]]
    assert len(set(fields)) == len(fields)
    for opt in duel["TABLE_OPTIONS"]:
        assert opt.label is not None or opt.short is not None, opt.field
        if opt.label is not None:
            assert opt.label.endswith(":") and opt.alt.startswith(opt.label[:-1]), opt.field
            assert ("{value}" in opt.alt) == (opt.choices is not None and not opt.cycle), opt.field
        if opt.choices is not None:
            values = [v for v, _nm in opt.choices]
            assert len(set(values)) == len(values) >= 2, opt.field


def test_panels_show_the_tables_rows(duel):
    """The table's panel shows every row with a label, in order; the Preferences page every
    row with a short name (switches in its Card table column, choices a column each);
    neither screen names an option's field itself."""
    rows = duel["table_rows"]()
    options = duel["TABLE_OPTIONS"]
    assert [o.field for o in rows] == [o.field for o in options if o.label is not None]
    assert len(rows) == 9
    prefs = duel["preference_switches"]() + duel["preference_choices"]()
    assert {o.field for o in prefs} == {o.field for o in options if o.short is not None}
    both = {"duel_hints", "duel_speed", "duel_card_size", "duel_undo", "duel_high_contrast"}
    assert {o.field for o in rows} & {o.field for o in prefs} == both
    prefs_src = (ROOT / "game" / "screens_preferences.rpy").read_text(encoding="utf-8")
    panel_src = (ROOT / "game" / "table" / "duel_options.rpy").read_text(encoding="utf-8")
    panel_src = panel_src[panel_src.index("screen duel_option_row") :]
    assert "duel.preference_switches()" in prefs_src and "duel.preference_choices()" in prefs_src
    assert "duel.table_rows()" in panel_src
    for opt in duel["TABLE_OPTIONS"]:
        for src in (prefs_src, panel_src):
            assert f"persistent.{opt.field}" not in src, opt.field
            assert f'"{opt.field}"' not in src, opt.field


def test_buttons_follow_the_value(duel):
    store = duel["store"]
    by_field = {o.field: o for o in duel["TABLE_OPTIONS"]}
    # a switch: one button, lit when on, toggling its field
    store.persistent.duel_instant = True
    [(bid, word, lit, act, alt)] = duel["option_buttons"](by_field["duel_instant"])
    assert (bid, word, lit, act) == ("duel_opt_instant", "On", True, ("toggle", "duel_instant"))
    assert alt == "Play cards as soon as they are placed: On"
    store.persistent.duel_instant = False
    assert duel["option_buttons"](by_field["duel_instant"])[0][1:3] == ("Off", False)
    # a choice: a button a value, slow to fast, the current one lit
    store.persistent.duel_speed = 0
    speed = duel["option_buttons"](by_field["duel_speed"])
    assert [b[3] for b in speed] == [("set", "duel_speed", v) for v in (2, 1, 0)]
    assert [b[2] for b in speed] == [False, False, True]
    assert [b[1] for b in speed] == ["Slow", "Normal", "Fast"]
    assert speed[0][0] == "duel_opt_speed_2" and speed[0][4] == "Opponents' speed: slow"
    # the Hint button's mode: one button stepping auto, on, off, lit unless off
    steps = (("auto", "on", True), ("on", "off", True), ("off", "auto", False), (None, "on", True))
    for mode, nxt, lit in steps:
        store.persistent.duel_hint_button = mode
        [(bid, word, on, act, alt)] = duel["option_buttons"](by_field["duel_hint_button"])
        assert (on, act) == (lit, ("set", "duel_hint_button", nxt)), mode
