"""The menu pages outside the table, run without Ren'Py where they are Python: the Rules
(its tabs are the registry's games, its pictures of beating agree with the engine), Free
Play's seat of the player, the Replay room's silhouettes and the Preferences' check
glyphs (the screens themselves: tests/renpy/menus_polish.rpy, polish_screens.rpy)."""

import re
import types

from game_text import GAME
from rpy_block import python_blocks


def _rules_figures():
    """KOZYR_RULES_FIGURES of game/rules.rpy (the Rules screen's pictures)."""
    from table_store import Stub

    import engine

    ns = {"_": lambda s: s, "__": lambda s: s, "renpy": Stub("renpy"), "engine": engine}
    for _prio, src in python_blocks(GAME / "rules.rpy", None):
        exec(compile(src, "rules.rpy", "exec"), ns)
    return ns["KOZYR_RULES_FIGURES"]


def test_rules_pictures_of_beating_agree_with_the_engine():
    """Every ("beat", attack, defence) of the Durak tabs' pictures is a beat under their
    trump (hearts) and every ("beat_no", ...) is not; "Never lower" shows a lower card of
    the attack's suit on it (it showed a jack on its own)."""
    from engine.cards import Card, beats

    figures = _rules_figures()
    hearts = Card.parse("2H").suit
    seen = {"beat": 0, "beat_no": 0}
    for game in ("podkidnoy", "perevodnoy"):
        for _caption, pictures in figures[game].values():
            for _label, items in pictures:
                for item in items:
                    if isinstance(item, tuple) and item[0] in seen:
                        attack, defence = Card.parse(item[1]), Card.parse(item[2])
                        assert beats(attack, defence, hearts) == (item[0] == "beat"), item
                        seen[item[0]] += 1
    assert seen["beat"] >= 3 and seen["beat_no"] >= 1
    never = [p for _c, ps in figures["podkidnoy"].values() for p in ps if p[0] == "Never lower"]
    ((kind, attack, defence),) = never[0][1]
    a, d = Card.parse(attack), Card.parse(defence)
    assert kind == "beat_no" and a.suit == d.suit and d.rank < a.rank


def test_rules_tabs_are_the_registrys_games_each_with_its_rules():
    from table_store import Stub

    import engine

    ns = {"_": lambda s: s, "__": lambda s: s, "renpy": Stub("renpy"), "engine": engine}
    for _prio, src in python_blocks(GAME / "rules.rpy", None):
        exec(compile(src, "rules.rpy", "exec"), ns)
    assert ns["KOZYR_RULE_GAMES"] == list(engine.VARIANTS) + ["decks"]
    for game in ns["KOZYR_RULE_GAMES"]:
        assert ns["KOZYR_RULES_TEXT"].get(game), f"the Rules screen has no text for {game}"


def test_replay_room_silhouettes_for_opponents_not_met():
    text = (GAME / "extras.rpy").read_text(encoding="utf-8")
    assert 'kozyr_map_known(o["id"])' in text
    assert "BrightnessMatrix(-0.85) * SaturationMatrix(0.0)" in text


def test_free_play_uses_the_players_name():
    """Free Play's seat 0 is the name the player chose: this game's, else the one kept in
    persistent.kozyr_names (from the main menu), else the default."""
    from table_store import load_table

    duel = load_table()
    store = duel["store"]

    class DefaultName(str):
        pass

    store.KozyrDefaultName = DefaultName
    store.kozyr_default_names = {"player": DefaultName("Traveller")}
    store.kozyr_name_forms = lambda default: {str(default), "Путник"}
    store.roster = types.SimpleNamespace(
        unlocked=lambda: ["marta"], OPPONENTS=[{"id": "marta", "who": ["marta"]}],
        WHO_NAMES={"marta": "Marta"},
    )  # fmt: skip

    def seat0():
        spec = duel["free_spec"]("podkidnoy", 2, 36, "classic", "easy", [])
        return spec["seats"][0]["name"]

    store.player_name = "Zora"
    assert seat0() == "Zora"
    store.player_name = DefaultName("Traveller")
    store.persistent.kozyr_names = {"player": "Ilya"}
    assert seat0() == "Ilya"
    store.persistent.kozyr_names = {"player": "Путник"}  # a default in another language
    assert seat0() == "Traveller"


def test_checkbox_and_radio_glyphs_clear_of_their_labels():
    """The check and radio glyphs are 27 px wide: the label starts at least 8 px after
    them (they touched their labels in the Preferences)."""
    gui = (GAME / "gui.rpy").read_text(encoding="utf-8")
    for name in ("check_button_borders", "radio_button_borders"):
        m = re.search(r"define gui\." + name + r" = Borders\((\d+),", gui)
        assert m and int(m.group(1)) >= 27 + 8, name
