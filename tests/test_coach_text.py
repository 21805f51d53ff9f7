"""The coach's words (game/coach_common.rpy, the hint at the table, the review): the
pronoun table (store.pronouns) speaks of each opponent as the story does, every reason or
phrase has the three genders in both languages, and the hint and the review pick the one
they speak of. The phrases run without Ren'Py (tests/game_text.py); the screens themselves:
tests/renpy/coach_hint.rpy, coach_review.rpy."""

import re
import types

import game_text
import pytest
from game_text import GAME, TL_STRINGS


def test_pronoun_table_follows_the_story():
    p = game_text.pronouns()
    # Pip is a girl (the story: «мастерица переводов», "she"); Brandt and the Hunter are men;
    # the traveller, Ash and the anonymous opponents have no fixed gender
    assert p["of"]("pip") == "she"
    for who in ("marta", "aurelia", "lina", "vix"):
        assert p["of"](who) == "she"
    for who in ("brandt", "hunter"):
        assert p["of"](who) == "he"
    for who in ("ash", "mc", "rival", None, "somebody"):
        assert p["of"](who) == "they"
    assert set(p["WORDS"]) == {"he", "she", "they"}
    for g in p["WORDS"].values():
        assert set(g) == {"en", "ru"} and set(g["en"]) == set(g["ru"])


def test_gendered_reasons_and_phrases_have_every_gender_in_both_languages():
    text = (GAME / "coach_common.rpy").read_text(encoding="utf-8")
    # every reason or phrase that speaks of the opponent is a dict of the three genders
    for code in (
        "only_win",
        "wins",
        "all_win",
        "lost",
        "cannot_beat_sure",
        "cannot_beat",
        "keep_trumps_sure",
        "keep_trumps",
        "he_beats",
        "he_beats_sure",
        "he_holds",
    ):
        pattern = (
            '"'
            + code
            + r'": \{"he": _\("([^"]+)"\),\s*"she": _\("([^"]+)"\),\s*"they": _\("([^"]+)"\)\}'
        )
        m = re.search(pattern, text)
        assert m, code
        for english in m.groups():
            assert english in TL_STRINGS and TL_STRINGS[english] != english, english
    assert '_("keep your trumps: she has about {his} left")' in text
    assert (
        TL_STRINGS["keep your trumps: she has about {his} left"]
        == "берегите козыри: у неё их осталось около {his}"
    )
    assert TL_STRINGS["Her cards: {n}"] == "Карт у неё: {n}"


@pytest.mark.parametrize("path", ["coach_review.rpy", "coach_puzzles.rpy", "table/duel_hint.rpy"])
def test_no_fixed_he_in_the_coach_screens(path):
    """ "He", "His cards", «Он» were written into the review and the Problems; now they
    come from coach.say() / the gendered reasons."""
    text = (GAME / path).read_text(encoding="utf-8")
    for s in (
        '__("He")',
        '_("His cards',
        '__("His cards',
        '__("He ',
        '__("Solved! He',
        "his best defence",
    ):
        assert s not in text, (path, s)


def _duel_hint(spec, language=None):
    """store.duel_hint (game/table/duel_hint.rpy) with the coach of `language` and the
    table's seat names (store.duel.seat_who, game/table/duel_names.rpy)."""
    from table_store import load_table

    store = game_text.fake_store(language)
    store.coach = types.SimpleNamespace(**game_text.coach(language))
    store.duel = types.SimpleNamespace(seat_who=load_table()["seat_who"])
    store.duel_spec = spec
    store.duel_state = None
    ns = {"_": lambda s: s, "__": game_text.translator(language)}
    return game_text._run_block(GAME / "table" / "duel_hint.rpy", "duel_hint", ns, store)


@pytest.mark.parametrize(
    "who, english, russian",
    [
        ("pip", "she would beat", "она"),
        ("brandt", "he would beat", "он"),
        ("ash", "they would beat", "соперник"),
    ],
)
def test_the_hint_speaks_of_the_opponent_it_means(who, english, russian):
    """The hint's reason names the one opponent of a two-player duel by their pronoun (it
    said "he" of everyone), in English and Russian."""
    import engine.ai.coach

    spec = {"seats": [{"who": "mc"}, {"who": who}]}
    # the coach names the seat a reason speaks of (engine.ai.coach.about)
    reasons = (engine.ai.coach.Reason("he_beats", {"cards": ["9S"], "share": 70, "seat": 1}),)
    for language, words in ((None, english), ("russian", russian)):
        hint = _duel_hint(spec, language)
        hint["ui"].hint = types.SimpleNamespace(reasons=reasons)
        line = hint["reason_line"]()
        assert words in line, (language, line)
    # a reason naming no seat (several opponents) says "they"
    hint = _duel_hint(spec)
    hint["ui"].hint = types.SimpleNamespace(
        reasons=(engine.ai.coach.Reason("he_beats", {"cards": ["9S"], "share": 70}),)
    )
    assert "they would beat" in hint["reason_line"]()


def test_the_review_names_each_seats_cards_by_its_pronoun():
    """The review's "Her cards: 3" comes from coach.say("cards_n", the seat's character)
    (it read "His cards" for everyone)."""
    say = game_text.coach()["say"]
    assert say("cards_n", "pip", n=3) == "Her cards: 3"
    assert say("cards_n", "brandt", n=3) == "His cards: 3"
    assert say("cards_n", "ash", n=3) == "Their cards: 3"
    assert game_text.coach("russian")["say"]("cards_n", "pip", n=3) == "Карт у неё: 3"
    # the seat -> character the review asks (coach_review.Review.who)
    store = game_text.fake_store()
    store.coach = types.SimpleNamespace()
    ns = {"_": str, "__": str}
    review = game_text._run_block(GAME / "coach_review.rpy", "coach_review", ns, store)
    r = review["Review"]()
    r.spec = {"seats": [{"who": "mc"}, {"who": "pip"}]}
    assert (r.who(1), r.who(0), r.who(2)) == ("pip", "mc", None)
    # and the puzzles' opponent is nobody in particular ("they")
    puzzles = (GAME / "coach_puzzles.rpy").read_text(encoding="utf-8")
    assert 'OPPONENT = "rival"' in puzzles and game_text.pronouns()["of"]("rival") == "they"


def test_review_says_what_a_pass_did():
    """A pass in the review says what it did (it read "add nothing", issue 26): with the
    defender taking, the cards go to them; with everything beaten, the bout ends."""
    import engine

    move_text = game_text.coach()["move_text"]
    st = engine.new_game("podkidnoy", players=2, seed=5)
    seen = {}
    for _ in range(200):
        if st.is_terminal():
            break
        acts = st.legal_actions()
        passes = [a for a in acts if a.kind == "pass"]
        if passes and st.phase not in seen:
            seen[st.phase] = move_text(passes[0], before=st)
        take = [a for a in acts if a.kind == "take"]
        a = take[0] if take and "taking" not in seen else (passes[0] if passes else acts[0])
        st = st.apply(a)
    assert seen.get("taking") == "let the defender take the cards", seen
    assert seen.get("add") == "end the bout: bita", seen
    assert move_text(engine.Action.parse("pass")) == "add nothing"  # no position: as before
    # every move line of the review passes the position it was made in
    review = (GAME / "coach_review.rpy").read_text(encoding="utf-8")
    calls = re.findall(r"coach\.move_text\(([^)]*(?:\([^)]*\))?[^)]*)\)", review)
    assert calls and all("before=" in c for c in calls), calls


def test_the_hint_button_says_why_it_is_off_at_a_hard_table():
    """Auto at a hard table: the Hint button stays, greyed, with the reason (it vanished
    with no word: issue 26); off by the player's choice and online it is not there."""
    for language, word in ((None, "off at this level"), ("russian", "выключена на этом уровне")):
        hint = _duel_hint({"variant": "podkidnoy"}, language)
        store = hint["store"]
        store.duel = types.SimpleNamespace(
            headline_level=lambda spec: spec["level"], tr=game_text.translator(language)
        )
        store.persistent = types.SimpleNamespace(duel_hint_button="auto")
        local = types.SimpleNamespace(remote=False, terminal=False)
        online = types.SimpleNamespace(remote=True, terminal=False)
        store.duel_spec = {"level": "hard"}
        assert hint["shown"](store.duel_spec, local) and not hint["enabled"](store.duel_spec, local)
        assert word in hint["why_not"](local, True)
        assert not hint["shown"](store.duel_spec, online)
        store.duel_spec = {"level": "easy"}
        assert hint["enabled"](store.duel_spec, local) and hint["why_not"](local, True) is None
        store.duel_spec = {"level": "hard"}
        store.persistent.duel_hint_button = "off"
        assert not hint["shown"](store.duel_spec, local)
