"""Bit tables and searches over the endgame solver's card masks (52 bits, four per rank,
suits interleaved): the ranks in a mask, the subsets of a rank, the cards below a card, the
cards a card beats; the twin cards and the sets of beaters of a defence
(:mod:`engine.ai.solver_moves` gives the reasons).  No rules of play here, only bits."""

from typing import Dict, Tuple

from ..cards import BEATERS, SUIT_MASK, popcount

_SUBSETS = tuple(
    tuple(
        tuple(
            sorted(
                ((sub << (4 * r), bin(sub).count("1")) for sub in range(1, 16) if sub & nib == sub),
                key=lambda x: x[1],
            )
        )
        for nib in range(16)
    )
    for r in range(13)
)
"""``_SUBSETS[rank - 2][cards of that rank held, as 4 bits]``: (mask, count) of every non-empty
subset, fewest cards first."""
RANK_LOWS = sum(1 << (4 * r) for r in range(13))
_RANK_MASKS = tuple(15 << (4 * r) for r in range(13))
_LOW2 = RANK_LOWS * 3
_LOW3 = RANK_LOWS * 7
"""The lowest card of every rank: ``(m | m >> 1 | ...) & RANK_LOWS`` marks the ranks in ``m``."""

_ODD = RANK_LOWS * 5
_TWO = RANK_LOWS * 3
_BELOW = tuple(SUIT_MASK[c & 3] & ((1 << c) - 1) for c in range(52))
"""``_BELOW[card]``: the cards of ``card``'s suit below it."""


def _twins(hand: int, live: int) -> int:
    """The cards of ``hand`` that are twins of a lower card of ``hand`` (see
    :mod:`engine.ai.solver_moves`): the only live card of its rank, and so is the next lower
    live card of its suit, which is in ``hand``.  Playing such a card has the same value as
    playing that lower one."""
    # the live cards per rank, counted in each rank's four bits at once
    c = (live & _ODD) + (live >> 1 & _ODD)
    c = (c & _TWO) + (c >> 2 & _TWO)
    c ^= RANK_LOWS  # a rank's four bits are 0 where it has exactly one live card
    h = hand & (RANK_LOWS & ~(c | c >> 1 | c >> 2)) * 15  # his cards alone in their rank
    out = 0
    if h & (h - 1):
        x = h
        while x:
            b = x & -x
            x ^= b
            p = live & _BELOW[b.bit_length() - 1]
            if p and h >> (p.bit_length() - 1) & 1:
                out |= b
    return out


def _fewest_beaters(hand: int, ub: int, beat: Tuple[int, ...]) -> Tuple[int, int, int]:
    """``(bit, index, beaters)`` of the card of ``ub`` (unbeaten cards, not empty) that
    ``hand`` has the fewest beaters for, the lowest of those; ``beaters`` is 0 when ``hand``
    cannot beat it (then no defence exists).  The search order of defences
    (:func:`_defences`, :meth:`~engine.ai.solver_moves.SearchRules.inner`)."""
    low = ub & -ub
    c = low.bit_length() - 1
    m = hand & beat[c]
    if low != ub and m:
        best = popcount(m)
        rest = ub ^ low
        while rest:
            lb = rest & -rest
            rest ^= lb
            cc = lb.bit_length() - 1
            mm = hand & beat[cc]
            if popcount(mm) < best:
                low, c, m = lb, cc, mm
                if not mm:
                    break
                best = popcount(mm)
    return low, c, m


def _defences(
    hand: int, ub: int, beat: Tuple[int, ...], tsuit: int, live: int, acc: int, out: Dict[int, None]
) -> None:
    """Every set of beaters with which ``hand`` beats all the cards of ``ub`` (``acc``: the
    beaters chosen so far), into ``out`` in search order, each set once.  The cards are taken
    in the order of :meth:`~engine.ai.solver_moves.SearchRules.inner` (the one with the fewest
    beaters next, the lowest of those), each beater from the cheapest (plain before trump), a
    twin beater only as its lower twin."""
    low, c, m = _fewest_beaters(hand, ub, beat)
    if not m:
        return
    if m & (m - 1):
        m &= ~_twins(m, live)
    nub = ub ^ low
    tm = m & tsuit
    for grp in (m ^ tm, tm):
        while grp:
            bit = grp & -grp
            grp ^= bit
            if nub:
                _defences(hand ^ bit, nub, beat, tsuit, live, acc | bit, out)
            else:
                out[acc | bit] = None


_BEATEN = tuple(
    tuple(sum(1 << y for y in range(52) if BEATERS[t][y] >> x & 1) for x in range(52))
    for t in range(4)
)
"""``_BEATEN[trump][card]``: the cards that ``card`` beats."""
