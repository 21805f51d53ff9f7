"""A Warfare position from a view (OpenSpiel's ``ResampleFromInfostate``): the hidden cards
dealt at random (:func:`sample_deal`) and made a position (:func:`sample_state`)."""

from typing import Any, List, Tuple

from ..base import (
    State,
)
from ..cards import (
    CARDS,
    cards_of,
)
from ..loading import card_mask
from ..views import BattleView
from .rules import FORMAT, VARIANT
from .state import WarfareState

__all__ = ["sample_state", "sample_deal"]


def sample_deal(view: BattleView, rng: Any) -> Tuple[List[int], List[int], List[int]]:
    """The hidden part of a position agreeing with ``view``: both hands (masks), the deck
    (top first) and both commitments (a card or -1): the opponent's hidden cards, their
    hidden commitment and the deck order sampled from the unseen cards with ``rng``.  The
    bots' fast playouts start from the same deal (``engine.ai.warfare_policy.deal``)."""
    me = view.player
    other = 1 - me
    unknown = [int(c) for c in view.unknown]
    rng.shuffle(unknown)
    tc = view.trump_card
    placed = set(view.hand) | set(view.known[other]) | set(view.discard) | set(view.face_up)
    placed |= set(view.offered) | set(view.score_piles[0]) | set(view.score_piles[1])
    if view.my_commit is not None:
        placed.add(view.my_commit)
    # with the trump card under the deck it is public: the deck's last card while the deck
    # lasts, later in a known hand, a pile, or (unplaced) the opponent's hidden commitment
    loose_trump = view.options.get("trump_card") == "under" and tc not in placed
    hidden = view.hand_counts[other] - len(view.known[other])
    pos = hidden
    hands = [0, 0]
    hands[me] = card_mask(view.hand)
    hands[other] = card_mask(view.known[other]) | card_mask(unknown[:hidden])
    commits = [-1, -1]
    if view.my_commit is not None:
        commits[me] = int(view.my_commit)
    if view.committed[other]:
        if loose_trump and not view.deck_count:
            commits[other] = int(tc)
        else:
            commits[other] = unknown[pos]
            pos += 1
    deck = [int(c) for c in view.offered] + unknown[pos:]
    if loose_trump and view.deck_count:
        deck.append(int(tc))
    return hands, deck, commits


def sample_state(view: BattleView, rng: Any) -> "WarfareState":
    """A whole position agreeing with ``view`` (:meth:`engine.VariantSpec.sample_state`):
    :func:`sample_deal` made a position.  The opponent is given no knowledge of the
    viewer's hand (``known`` is empty for the viewer's seat)."""
    me = view.player
    other = 1 - me
    hands_m, deck, commits_i = sample_deal(view, rng)
    hands: List[List[str]] = [[str(c) for c in cards_of(h)] for h in hands_m]
    known: List[List[str]] = [[], []]
    known[other] = [str(c) for c in view.known[other]]
    commits = [None if c < 0 else str(CARDS[c]) for c in commits_i]
    dealer = view.options.get("dealer")
    d = {
        "format": FORMAT,
        "variant": VARIANT,
        "players": 2,
        "seed": None,
        "options": dict(view.options),
        "dealer": 1 if dealer is None else int(dealer),
        "trump": str(view.trump_card),
        "deck": [str(CARDS[c]) for c in deck],
        "hands": hands,
        "known": known,
        "scores": [[str(c) for c in pile] for pile in view.score_piles],
        "discard": [str(c) for c in view.discard],
        "phase": view.phase,
        "turn": view.current_player,
        "leader": view.leader,
        "committed": commits,
        "loser": view.loser,
        "face_up": [str(c) for c in view.face_up],
        "battle": view.battle,
        "actions": view.actions_played,
        "result": None if view.result is None else view.result.to_dict(),
    }
    state: WarfareState = State.from_dict(d)  # type: ignore[assignment]  # (a Warfare dict)
    return state
