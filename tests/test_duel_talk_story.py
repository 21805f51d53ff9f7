"""Table talk remembers the story (issue 28): a start line for what the player did before the
duel (duel_talk.STORY: the card on Aurelia's altar, the walk back down from Ash, Ilse's side of
the Hunter's table grown heavier), said on the first deal of a story duel while it holds, and
never in Free Play or when the story does not hold it; and the Hunter's "Beaten" is a closer,
never said with a series game still to play."""

import pytest
from test_duel_talk import CONTEXTS, load, spec_for

import engine

# (who, the variant of their story duel, the store's story state the line remembers, a piece of it)
REMEMBERED = [
    (
        "aurelia",
        "podkidnoy",
        {"story_aurelia_holds_card": True, "story_aurelia_stake": "card"},
        "card",
    ),
    ("aurelia", "podkidnoy", {"story_aurelia_stake": "coin"}, "coin"),
    ("ash", "warfare", {"story_ash_walked_down": True, "story_ash_won": False}, "back up"),
    ("ash", "warfare", {"story_ash_forgiven": False, "story_ash_won": False}, "angry"),
    (
        "hunter",
        "podkidnoy",
        {"story_hunter_losses": 1, "story_hunter_won": False},
        "side of the table",
    ),
]
# none of it has happened: the store's defaults for those variables (game/definitions.rpy, the
# chapters' defaults), but the card staked at the temple (the store's default is the coin)
DEFAULTS = {
    "story_aurelia_holds_card": False,
    "story_aurelia_stake": "card",
    "story_ash_walked_down": False,
    "story_ash_won": False,
    "story_ash_forgiven": True,
    "story_hunter_losses": 0,
    "story_hunter_won": False,
}


def first_line(who, variant, state, story=True, seed=1):
    """The line said at the first deal of a duel against `who` with the store holding `state`
    (None when nothing is said)."""
    ns, _clock = load(level=2)
    store = ns["_store"]
    for name, value in dict(DEFAULTS, **state).items():
        setattr(store, name, value)
    spec = dict(spec_for(variant, [who], seed=seed), story=story)
    store.duel_spec = spec
    g = engine.new_game(variant, players=2, seed=seed)
    ns["react"](spec, None, g, g.events)
    line = ns["talk"].line
    return (line["kind"], line["text"]) if line else None, ns


@pytest.mark.parametrize("who,variant,state,word", REMEMBERED)
def test_a_story_duel_opens_with_what_the_player_did(who, variant, state, word):
    for seed in range(1, 6):
        said, ns = first_line(who, variant, state, seed=seed)
        assert said is not None and said[0] == "start", (who, seed, said)
        assert said[1] in ns["STORY"] and word in said[1].lower(), (who, seed, said)


@pytest.mark.parametrize("who,variant,state,word", REMEMBERED)
def test_the_story_line_is_never_said_when_the_story_does_not_hold_it(who, variant, state, word):
    line = next(t for t in load()[0]["STORY"] if word in t.lower())
    for seed in range(1, 30):
        # Free Play (or a replay): the same store, no story duel
        said, _ns = first_line(who, variant, state, story=False, seed=seed)
        assert said is None or said[1] != line, (who, seed)
        # a story duel before any of it happened
        said, _ns = first_line(who, variant, {}, seed=seed)
        assert said is None or said[1] not in _ns["STORY"], (who, seed, said)


def test_the_story_line_is_said_once_per_duel():
    ns, clock = load(level=2)
    store = ns["_store"]
    for name, value in dict(DEFAULTS, story_hunter_losses=2).items():
        setattr(store, name, value)
    spec = dict(spec_for("podkidnoy", ["hunter"], seed=3), story=True, series=3)
    store.duel_spec = spec
    starts = []
    for game in range(3):
        g = engine.new_game("podkidnoy", players=2, seed=3 + game)
        ns["react"](spec, None, g, g.events)
        said = ns["talk"].said
        starts.append([s for (w, k, s) in said if k == "start"])
        clock.t += 60
    remembered = [s for s in starts[-1] if s in ns["STORY"]]
    assert len(remembered) == 1 and "side of the table" in remembered[0]


def test_every_story_line_is_a_start_line_of_its_speaker_and_names_story_variables():
    ns, _clock = load()
    starts = {t for who in ns["LINES"].values() for t in who["start"]}
    for line, when in ns["STORY"].items():
        assert line in starts, line
        assert when and all(name.startswith("story_") for name in when), line
        assert set(when) <= set(DEFAULTS), line


def test_the_hunters_beaten_is_a_closer():
    ns, _clock = load()
    fits = ns["fits"]
    beaten = "Beaten. Hm. It has been a long time."
    assert beaten in ns["LINES"]["hunter"]["loss"]
    assert not fits(beaten, CONTEXTS["mid"], True)
    assert not fits(beaten, CONTEXTS["last regular, tied"], True)
    assert fits(beaten, None, True) and fits(beaten, CONTEXTS["over"], True)
