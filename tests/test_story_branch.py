"""A choice that changes a later chapter's scene (issue 28): the market's alliance (ch04,
"Whisper to Lina") changes Lina's opening offer in ch05. An ally is told the fork in the lodge
road before the game, whatever the game then says; a winner's map starts past it. Without the
alliance she tells nothing before the game, and the fork comes with the map after a win.

Both sides are walked without Ren'Py (tests/story_walker.py): the chapter's first visit up to
its duel, then its `.win` scene."""

import pytest
from story_facts import CHAPTERS, STORY
from story_walker import Walker, _defaults, _recap_namespace, walk

FORK = "the road forks at a stone wolf"  # the ally's hint, before the game
FORK_AGAIN = "The stone wolf you have already"  # the winner's map, for an ally
TINKER = "A tinker told me there's a stone wolf at the fork"  # the winner's map, otherwise


def opening(flags):
    """What is said on the first visit of chapter_lina, from its label to its duel."""
    path = STORY / CHAPTERS["lina"]
    lines = path.read_text(encoding="utf-8").splitlines()
    start = lines.index("label chapter_lina:")
    block = []
    for line in lines[start + 1 :]:
        if line.startswith("label "):
            break
        s = line.strip()
        if s and not s.startswith("#"):
            block.append((len(line) - len(line.lstrip()), s))
    ns, _store = _recap_namespace(path)
    ns.update(_defaults())
    ns.update(flags)
    ns.update({"story_music": lambda *a, **k: None, "story_sound": lambda *a, **k: None})
    ns.update({"player_name": "Traveller", "ash_name": "Ash", "brandt_name": "Sir Brandt"})
    return Walker(ns).run(block)


def said(lines, fragment):
    return any(fragment in line for line in lines)


@pytest.mark.parametrize("ash_won", [False, True])
def test_an_ally_hears_the_fork_before_the_game(ash_won):
    flags = {"story_ash_won": ash_won}
    ally = opening(dict(flags, story_market_alliance=True))
    alone = opening(dict(flags, story_market_alliance=False))
    assert said(ally, FORK) and not said(alone, FORK)
    # the rest of her opening is the same on both sides: the branch adds the offer, no more
    extra = [line for line in ally if line not in alone]
    assert len(extra) == 2 and "for an ally" in extra[0] and FORK in extra[1], extra
    assert all(line in ally for line in alone)
    assert said(alone, "This is my game. Svoi Kozyri.") and said(ally, "This is my game.")


def test_a_winners_map_starts_past_what_an_ally_already_has():
    ally = walk("lina", "win", None, {"story_market_alliance": True})
    alone = walk("lina", "win", None, {"story_market_alliance": False})
    assert said(ally, FORK_AGAIN) and not said(ally, TINKER)
    assert said(alone, TINKER) and not said(alone, FORK_AGAIN)
    # the rest of the road is drawn for both
    for lines in (ally, alone):
        assert said(lines, "a bridge made from one single pine trunk")
        assert said(lines, "lanterns in the pines")
