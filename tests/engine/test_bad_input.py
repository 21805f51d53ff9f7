"""Bad input to the engine is refused with a clear ValueError and changes nothing (issue 10).

For every variant: malformed positions given to ``State.from_dict``, actions of the wrong type,
garbage text, actions of another variant, actions for a player who is not to move, and any
action on a finished game. Each refusal must be a ``ValueError`` (``IllegalAction`` is one)
with a readable message, and the state's ``to_dict()`` must be the same before and after.
"""

from __future__ import annotations

import copy
import json
import random

import pytest

import engine

SETUPS = [
    ("podkidnoy", 2),
    ("podkidnoy", 4),
    ("perevodnoy", 3),
    ("svoi_kozyri", 2),
    ("svoi_kozyri", 3),
    ("warfare", 2),
]
IDS = [f"{v}-{n}" for v, n in SETUPS]

# An action of each variant that no other variant knows.
FOREIGN = {
    "podkidnoy": ["lead 7S", "commit 7S", "choose_suit S", "pick_up"],
    "perevodnoy": ["lead 7S", "keep 7S", "choose_suit H", "pick_up"],
    "svoi_kozyri": ["attack 7S", "defend 7S with 9S", "transfer 7D", "commit 7S", "take"],
    "warfare": ["attack 7S", "defend 7S with 9S", "lead 7S", "take", "pass", "pick_up"],
}

WRONG_TYPES = [
    None,
    0,
    7,
    -1,
    3.5,
    True,
    b"attack 7S",
    ["attack", "7S"],
    ("attack", "7S"),
    {"kind": "attack", "cards": ["7S"]},
    {"attack"},
    object(),
]

GARBAGE = [
    "",
    " ",
    "zzz",
    "attack",
    "attack ZZ",
    "attack 1S",
    "attack 7X",
    "defend 7S",
    "defend with 9S",
    "beat 7S with",
    "\x00\x01",
    "атака 7S",
    "attack 7S " * 50,
]


def snapshot(state) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)


def refused(state, action) -> ValueError:
    """Applies `action`, expects a ValueError with a message, and the state unchanged."""
    before = snapshot(state)
    legal_before = list(state.legal_actions())
    with pytest.raises(ValueError) as info:
        state.apply(action)
    err = info.value
    assert str(err).strip(), f"empty message refusing {action!r}"
    assert snapshot(state) == before, f"state changed by refused {action!r}"
    assert list(state.legal_actions()) == legal_before
    return err


def mid_game(variant: str, players: int, seed: int = 11, moves: int = 9):
    """A running game a few seeded random moves after the deal."""
    s = engine.new_game(variant, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        s = s.apply(rng.choice(s.legal_actions()))
    assert not s.is_terminal()
    return s


def finished(variant: str, players: int, seed: int = 3):
    import engine.ai

    s = engine.new_game(variant, players=players, seed=seed)
    n = 0
    while not s.is_terminal():
        p = s.current_player
        s = s.apply(engine.ai.choose(s.view(p), level="easy", seed=n))
        n += 1
    return s


@pytest.mark.parametrize("variant,players", SETUPS, ids=IDS)
def test_wrong_action_types_are_refused(variant, players):
    for state in (engine.new_game(variant, players=players, seed=5), mid_game(variant, players)):
        for bad in WRONG_TYPES:
            refused(state, bad)


@pytest.mark.parametrize("variant,players", SETUPS, ids=IDS)
def test_garbage_text_is_refused(variant, players):
    state = mid_game(variant, players)
    for bad in GARBAGE:
        refused(state, bad)


@pytest.mark.parametrize("variant,players", SETUPS, ids=IDS)
def test_actions_of_another_variant_are_refused(variant, players):
    state = mid_game(variant, players)
    for text in FOREIGN[variant]:
        err = refused(state, text)
        assert isinstance(err, engine.IllegalAction)
        assert err.code in ("unknown_kind", "wrong_phase", "not_in_hand", "bad_action"), (
            text,
            err.code,
        )
        # The Action object form is refused just the same as the text.
        refused(state, engine.Action.parse(text))


def other_players_moves(state):
    """Actions of the mover's legal kinds, made with cards the mover does not hold but
    another player does: what that other player could play if it were their turn."""
    d = state.to_dict()
    me = state.current_player
    mine = set(d["hands"][me])
    moves = []
    for a in state.legal_actions():
        if not a.cards:
            continue
        for p, hand in enumerate(d["hands"]):
            if p == me:
                continue
            for code in hand:
                if code in mine:
                    continue
                cards = [code] + [str(c) for c in a.cards[1:]]
                text = str(a).split(" ")[0] + " " + " ".join(cards)
                if a.target is not None:
                    parts = str(a).split(" ")
                    # "<kind> <target> with <card> [then <card>]"
                    parts[3] = code
                    text = " ".join(parts)
                moves.append(text)
    return moves


@pytest.mark.parametrize("variant,players", SETUPS, ids=IDS)
def test_moves_for_the_wrong_player_are_refused(variant, players):
    checked = 0
    for seed in range(6):
        state = mid_game(variant, players, seed=seed, moves=seed + 2)
        for text in other_players_moves(state)[:20]:
            err = refused(state, text)
            assert isinstance(err, engine.IllegalAction)
            checked += 1
    assert checked >= 20


@pytest.mark.parametrize("variant,players", SETUPS, ids=IDS)
def test_a_finished_game_refuses_everything(variant, players):
    state = finished(variant, players)
    assert state.is_terminal() and state.current_player is None
    assert state.legal_actions() == []
    # every action legal somewhere in a fresh game of this variant, plus garbage
    fresh = engine.new_game(variant, players=players, seed=99)
    for action in list(fresh.legal_actions()) + ["take", "pass", "zzz", None]:
        err = refused(state, action)
        if isinstance(err, engine.IllegalAction) and action in fresh.legal_actions():
            assert err.code == "game_over", (action, err.code)


## ------------------------------------------------------------ malformed positions


def corruptions(d: dict):
    """(name, broken copy) pairs of a valid position dict."""
    out = []

    def broken(name, fn):
        c = copy.deepcopy(d)
        fn(c)
        out.append((name, c))

    hands = [i for i, h in enumerate(d["hands"]) if len(h) >= 2]
    h = hands[0]
    broken("missing variant", lambda c: c.pop("variant"))
    broken("unknown variant", lambda c: c.update(variant="bridge"))
    broken("missing format", lambda c: c.pop("format"))
    broken("future format", lambda c: c.update(format=999))
    broken("format as text", lambda c: c.update(format="one"))
    broken("missing hands", lambda c: c.pop("hands"))
    broken("hands not a list", lambda c: c.update(hands="7S 8S"))
    broken("a hand of numbers", lambda c: c["hands"].__setitem__(h, [1, 2, 3]))
    broken("unknown card", lambda c: c["hands"][h].__setitem__(0, "ZZ"))
    broken("duplicate card", lambda c: c["hands"][h].__setitem__(1, c["hands"][h][0]))
    broken("lost card", lambda c: c["hands"][h].pop())
    broken("one hand too many", lambda c: c["hands"].append([]))
    broken("players zero", lambda c: c.update(players=0))
    broken("players text", lambda c: c.update(players="two"))
    broken("negative turn", lambda c: c.update(turn=-1))
    broken("turn out of range", lambda c: c.update(turn=len(c["hands"]) + 3))
    broken("unknown option", lambda c: c["options"].update(frobnicate=True))
    broken("options not a dict", lambda c: c.update(options=[1, 2]))
    broken("unknown phase", lambda c: c.update(phase="dancing"))
    broken("result of nonsense", lambda c: c.update(result={"order": "x"}))
    if "trump" in d:
        broken("trump not a card", lambda c: c.update(trump="XX"))
    if "talon" in d and d["talon"]:
        broken("talon card duplicated", lambda c: c["talon"].__setitem__(0, c["hands"][h][0]))
    if "table" in d:
        broken("table of junk", lambda c: c.update(table=[["7S"]]))
    return out


POSITION_CASES = [(v, n, m) for v, n in SETUPS for m in (0, 9)]


@pytest.mark.parametrize(
    "variant,players,moves", POSITION_CASES, ids=[f"{v}-{n}-{m}" for v, n, m in POSITION_CASES]
)
def test_malformed_positions_are_refused(variant, players, moves):
    good = (
        mid_game(variant, players, moves=moves)
        if moves
        else engine.new_game(variant, players=players, seed=5)
    )
    if variant == "svoi_kozyri" and moves == 0:
        good = mid_game(variant, players, moves=players + 1)
    d = good.to_dict()
    assert engine.State.from_dict(copy.deepcopy(d)) == good
    for name, bad in corruptions(d):
        kept = copy.deepcopy(bad)
        with pytest.raises(ValueError) as info:
            engine.State.from_dict(bad)
        assert str(info.value).strip(), name
        assert bad == kept, f"from_dict changed its input ({name})"
    assert good.to_dict() == d


@pytest.mark.parametrize("bad", [None, 7, "podkidnoy", [], ["format", 1], b"{}"])
def test_positions_that_are_not_dicts_are_refused(bad):
    with pytest.raises(ValueError):
        engine.State.from_dict(bad)


## ------------------------------------------------------------ a fuzz sample


@pytest.mark.parametrize(
    "variant,players",
    [("svoi_kozyri", [2, 3, 4]), ("warfare", [2])],
    ids=["svoi_kozyri", "warfare"],
)
def test_fuzz_sample(variant, players):
    """A short sample of `python -m engine fuzz` for the variants the Durak fuzz test
    (tests/engine/test_durak_fuzz.py) does not cover: random illegal actions refused with no
    change, round trips, views, replays."""
    from engine.fuzz import fuzz

    report = fuzz(games=150, variant_names=[variant], players=players, seed=10, check_rate=0.2)
    assert report.games == 150
    assert report.illegal_refused > 0 and report.roundtrips > 0
    assert report.ok(), report.violations[:5]
