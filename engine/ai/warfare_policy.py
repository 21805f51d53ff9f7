"""The Warfare scoring the view policy (:mod:`.warfare_ai`) and the fast playouts
(:mod:`.warfare_fast`) share, so both score alike to the last bit, and the hidden part of a
sampled deal both start from (the rules' :func:`engine.warfare.sample_deal`, as ``deal``).

On plain ints and the bot's view only; it imports neither of the two (issue 29: they
imported each other).
"""

from typing import List, Sequence

from ..warfare import battle_winner, card_points
from ..warfare import sample_deal as deal

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
