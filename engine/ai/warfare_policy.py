"""The Warfare scoring the view policy (:mod:`.warfare_ai`) and the fast playouts
(:mod:`.warfare_fast`) share, so both score alike to the last bit, and the hidden part of a
sampled deal both start from.

On plain ints and the bot's view only; it imports neither of the two (issue 29: they
imported each other).
"""

from typing import List, Sequence, Tuple

from ..base import View
from ..cards import mask_of
from ..warfare import battle_winner, card_points

__all__ = ["strength", "commit_values", "card_value", "keep_values", "deal"]


def strength(c: int, trump: int) -> float:
    """How much a card is worth in a battle: its rank, and a trump above every plain card."""
    return (c >> 2) / 12.0 + (1.5 if c & 3 == trump else 0.0)


def commit_values(
    cards: Sequence[int],
    known: Sequence[int],
    unknown: Sequence[int],
    hidden: int,
    other_committed: bool,
    deck_count: int,
    trump: int,
    thrift: float,
    easy: bool,
) -> List[float]:
    """The commit score of each of ``cards`` (before ``easy``'s noise): the expected points
    against the cards the opponent may play (``known`` cards of their hand; the ``unknown``
    cards weighted by their ``hidden`` cards, or all with weight 1 once they have committed)
    minus a price for spending strength.  Shared by the view policy and the fast playouts
    (:mod:`.warfare_fast`), so both score alike to the last bit."""
    if other_committed:
        opp = [(c, 1.0) for c in list(unknown) + list(known)]
    else:
        w = hidden / len(unknown) if unknown else 0.0
        opp = [(c, 1.0) for c in known] + [(c, w) for c in unknown]
    total = sum(w for _c, w in opp) or 1.0
    lam = (0.6 + 2.4 * thrift) if not easy else 0.3
    if deck_count == 0:
        lam *= 0.2
    out = []
    for c in cards:
        ev = 0.0
        pc = card_points(c)
        for o, w in opp:
            stake = pc + card_points(o)
            ev += w * (stake if battle_winner(c, o, trump) == 0 else -stake)
        out.append(ev / total - lam * strength(c, trump))
    return out


def card_value(c: int, trump: int) -> float:
    """What a card is worth to hold (keep and pick)."""
    return 3.0 * strength(c, trump) + card_points(c)


def keep_values(offered: Sequence[int], trump: int, keep: bool) -> List[float]:
    """The score of each offered card: its value, and for the loser who keeps (``keep``)
    minus half of the best card it leaves to the winner."""
    out = []
    for c in offered:
        s = card_value(c, trump)
        if keep:
            rest = [card_value(o, trump) for o in offered if o != c]
            if rest:
                s -= 0.5 * max(rest)
        out.append(s)
    return out


def deal(view: View, rng) -> Tuple[List[int], List[int], List[int]]:
    """The hidden part of a sampled deal consistent with ``view``: both hands (masks), the
    deck (top first) and both commitments (a card or -1): the opponent's hidden cards, their
    hidden commitment and the deck order sampled from the unseen cards."""
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
    hands[me] = mask_of(view.hand)
    hands[other] = mask_of(view.known[other]) | mask_of(unknown[:hidden])
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
