"""Cards, decks and card bitmasks.

A card is an :class:`int` subclass whose value is its index ``(rank - 2) * 4 + suit``, with
ranks 2..14 (T=10, J=11, Q=12, K=13, A=14) and suits ``C D H S`` = 0..3.  Index order is
rank-major, so ``card >> 2`` compares ranks and ``card & 3`` is the suit.  A hand is an int
bitmask with bit ``card`` set for every card held.

>>> c = Card.parse("7C")
>>> int(c), c.rank, c.suit_letter, str(c), c.pretty()
(20, 7, 'C', '7C', '7♣')
>>> cards_of(mask_of([Card.parse("AS"), c]))
(Card('7C'), Card('AS'))
"""

import os
import struct
from typing import Callable, Iterable, List, Optional, Sequence, Tuple

__all__ = [
    "Card",
    "CARDS",
    "RANKS",
    "SUITS",
    "SUIT_SYMBOLS",
    "DECK_SIZES",
    "RANK_MASK",
    "SUIT_MASK",
    "deck",
    "deck_mask",
    "mask_of",
    "cards_of",
    "bits",
    "popcount",
    "lowest",
    "highest",
    "shuffled",
    "parse_cards",
    "format_cards",
    "new_seed",
    "beats",
    "BEATERS",
]

RANKS = "23456789TJQKA"
"""Rank letters; ``RANKS[rank - 2]``."""
SUITS = "CDHS"
"""Suit letters; ``SUITS[suit]``."""
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
DECK_SIZES = (24, 36, 52)


class Card(int):
    """A playing card; an ``int`` whose value is its index (see the module docstring)."""

    __slots__ = ()

    def __new__(cls, index: int) -> "Card":
        if not 0 <= index < 52:
            raise ValueError(f"card index out of range: {index!r}")
        return int.__new__(cls, index)

    @classmethod
    def make(cls, rank: int, suit: int) -> "Card":
        """The card of ``rank`` (2..14) and ``suit`` (0..3)."""
        if not (2 <= rank <= 14 and 0 <= suit <= 3):
            raise ValueError(f"no such card: rank {rank!r}, suit {suit!r}")
        return CARDS[(rank - 2) * 4 + suit]

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Parses a code like ``"7C"``, ``"TD"``, ``"10D"``, ``"qh"`` or ``"7♣"``."""
        if isinstance(text, Card):
            return text
        code = str(text).strip().upper()
        if len(code) == 3 and code.startswith("10"):
            code = "T" + code[2]
        if len(code) != 2:
            raise ValueError(f"not a card code: {text!r}")
        r, s = code[0], code[1]
        if s in SUIT_SYMBOLS:
            s = SUITS[SUIT_SYMBOLS.index(s)]
        if r not in RANKS or s not in SUITS:
            raise ValueError(f"not a card code: {text!r}")
        return CARDS[RANKS.index(r) * 4 + SUITS.index(s)]

    @property
    def rank(self) -> int:
        return (self >> 2) + 2

    @property
    def suit(self) -> int:
        return self & 3

    @property
    def suit_letter(self) -> str:
        return SUITS[self & 3]

    @property
    def rank_letter(self) -> str:
        return RANKS[self >> 2]

    @property
    def bit(self) -> int:
        return 1 << self

    def pretty(self) -> str:
        """``"7♣"``, ``"10♦"``; ranks T shown as 10."""
        r = RANKS[self >> 2]
        return ("10" if r == "T" else r) + SUIT_SYMBOLS[self & 3]

    def __str__(self) -> str:
        return _CODES[self]

    def __repr__(self) -> str:
        return f"Card({_CODES[self]!r})"

    def __format__(self, spec: str) -> str:
        return format(_CODES[self], spec)

    def __reduce__(self):
        return (Card, (int(self),))


_CODES = tuple(RANKS[i >> 2] + SUITS[i & 3] for i in range(52))
CARDS: Tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(52))
"""All 52 cards, indexed by card index (``CARDS[i]`` is the card with index ``i``)."""

RANK_MASK = tuple(0 if r < 2 else (0xF << ((r - 2) * 4)) for r in range(15))
"""``RANK_MASK[rank]``: bitmask of the four cards of ``rank`` (2..14)."""
SUIT_MASK = tuple(sum(1 << (r * 4 + s) for r in range(13)) for s in range(4))
"""``SUIT_MASK[suit]``: bitmask of the 13 cards of ``suit``."""

_LOW_RANK = {24: 9, 36: 6, 52: 2}


def deck_mask(size: int = 36) -> int:
    """Bitmask of a 24 (9–A), 36 (6–A) or 52 (2–A) card deck."""
    try:
        low = _LOW_RANK[size]
    except KeyError:
        raise ValueError(f"deck must have 24, 36 or 52 cards, not {size!r}") from None
    return ((1 << 52) - 1) ^ ((1 << ((low - 2) * 4)) - 1)


def deck(size: int = 36) -> Tuple[Card, ...]:
    """The cards of a 24/36/52 deck in index order."""
    return cards_of(deck_mask(size))


def mask_of(cards: Iterable[int]) -> int:
    """Bitmask of some cards."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


_BYTE_CARDS = tuple(tuple(i for i in range(8) if b >> i & 1) for b in range(256))


def cards_of(mask: int) -> Tuple[Card, ...]:
    """Cards of a bitmask, in index order (low to high rank)."""
    out: List[Card] = []
    base = 0
    while mask:
        byte = mask & 0xFF
        if byte:
            for i in _BYTE_CARDS[byte]:
                out.append(CARDS[base + i])
        mask >>= 8
        base += 8
    return tuple(out)


def _chunk_table(first: int, width: int = 13) -> Tuple[Tuple[int, ...], ...]:
    """``table[b]``: the indices ``first + i`` of the bits ``i`` set in ``b`` (b below
    ``2 ** width``), built by doubling: the entries with bit ``i`` set are those without it
    plus that index."""
    table: List[Tuple[int, ...]] = [()]
    for i in range(width):
        table += [t + (first + i,) for t in table]
    return tuple(table)


# card indices of a mask: four 13-bit chunks, each looked up in its own table
_C0, _C1, _C2, _C3 = (_chunk_table(13 * k) for k in range(4))


def bits(mask: int) -> Tuple[int, ...]:
    """The card indices (plain ints) of a bitmask, in index order: the one way the engine
    and its bots iterate over a mask (four table lookups, however many cards it holds).

    >>> bits(mask_of([Card.parse("AS"), Card.parse("7C")]))
    (20, 51)
    """
    return _C0[mask & 8191] + _C1[mask >> 13 & 8191] + _C2[mask >> 26 & 8191] + _C3[mask >> 39]


def _popcount_py39(mask: int) -> int:
    """Number of cards in a bitmask."""
    return bin(mask).count("1")


popcount: Callable[[int], int] = getattr(int, "bit_count", _popcount_py39)
"""Number of cards in a bitmask (``int.bit_count`` where Python has it, 3.10+)."""


def lowest(mask: int) -> Optional[Card]:
    """Lowest-index card of a mask, or None."""
    if not mask:
        return None
    return CARDS[(mask & -mask).bit_length() - 1]


def highest(mask: int) -> Optional[Card]:
    """Highest-index card of a mask, or None."""
    if not mask:
        return None
    return CARDS[mask.bit_length() - 1]


def _beaters(card: int, trump: int) -> int:
    s = card & 3
    higher = SUIT_MASK[s] & ~((1 << (card + 1)) - 1)
    return higher if s == trump else higher | SUIT_MASK[trump]


BEATERS = tuple(tuple(_beaters(c, t) for c in range(52)) for t in range(4))
"""``BEATERS[trump][card]``: mask of the cards that beat ``card`` when ``trump`` is the
trump suit: the higher cards of its suit and, unless it is a trump itself, every trump.  The
beating rule of Durak, and of Svoi Kozyri with ``trump`` the beater's own suit."""


def beats(attack: int, defence: int, trump: Optional[int]) -> bool:
    """True if ``defence`` beats ``attack`` with trump suit ``trump`` (None: no trumps)."""
    if attack & 3 == defence & 3:
        return defence > attack
    return defence & 3 == trump


def parse_cards(text: str) -> Tuple[Card, ...]:
    """Parses ``"7S 7H"`` or ``"7S,7H"`` into cards."""
    return tuple(Card.parse(t) for t in text.replace(",", " ").split())


def format_cards(cards: Iterable[int], pretty: bool = False) -> str:
    """``"7S 7H"`` (or with suit symbols when ``pretty``)."""
    return " ".join(CARDS[c].pretty() if pretty else _CODES[c] for c in cards)


# --- deterministic shuffling ------------------------------------------------------------------
# The deal must be identical on every machine and Python version, so it does not use the
# `random` module: a SplitMix64 generator drives a Fisher-Yates shuffle.

_M64 = (1 << 64) - 1


class SplitMix64:
    """Tiny deterministic PRNG (SplitMix64); the same seed gives the same stream everywhere."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = int(seed) & _M64

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _M64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n


def shuffled(cards: Sequence[int], seed: int) -> Tuple[Card, ...]:
    """The cards shuffled deterministically by ``seed`` (Fisher-Yates over SplitMix64)."""
    rng = SplitMix64(seed)
    out = [CARDS[c] for c in cards]
    for i in range(len(out) - 1, 0, -1):
        j = rng.below(i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out)


def new_seed() -> int:
    """A fresh random seed (31 bits) from the OS."""
    return struct.unpack("<I", os.urandom(4))[0] & 0x7FFFFFFF
