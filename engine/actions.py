"""Moves: :class:`Action` (one move, its text form and parsing), the action kinds of the
built-in variants, and the checks every variant's ``apply`` starts with (a seat number, a
well-formed action).  Re-exported by :mod:`engine.base` and :mod:`engine`.

>>> Action.parse("defend 7S with 9S")
Action('defend 7S with 9S')
>>> str(Action.parse("attack 7s 7h"))
'attack 7S 7H'
"""

from typing import (
    Any,
    List,
    NamedTuple,
    Optional,
    Tuple,
    Union,
)

from .cards import CARDS, SUITS, Card
from .errors import IllegalAction

# ---------------------------------------------------------------------------------------------
# Actions


class Action(NamedTuple):
    """One move.  Immutable and hashable; ``str()`` gives the canonical text form and
    :meth:`parse` reads it back.

    Fields: ``kind`` (str), ``cards`` (tuple of :class:`Card`), ``target`` (the card being
    beaten, or None) and ``suit`` (0..3 for ``choose_suit``, else None).

    Text forms (all variants)::

        attack 7S 7H            open a bout with one or several cards of one rank (Durak)
        throw_in 7D             add one card to the bout (Durak)
        defend 7S with 9S       beat the 7S with the 9S (Durak)
        transfer 7D             transfer the attack by adding the 7D (Perevodnoy)
        show 7S                 transfer by showing the trump 7S (Perevodnoy option)
        take                    the defender picks up the table (Durak)
        pass                    an attacker adds nothing more (Durak)
        choose_suit S           choose one's own trump suit (Svoi Kozyri)
        lead 7S                 lead a card (Svoi Kozyri)
        beat 7S with 9S then 4H beat the 7S with the 9S and lay the 4H (Svoi Kozyri)
        pick_up                 pick up (Svoi Kozyri)
        commit 7S / keep 7S / pick 7S                                   (Warfare)
    """

    kind: str
    cards: Tuple[Card, ...] = ()
    target: Optional[Card] = None
    suit: Optional[int] = None

    def __str__(self) -> str:
        kind = str(self.kind)
        suit = self.suit
        if suit is not None:
            ok = type(suit) is int and 0 <= suit <= 3
            return f"{kind} {SUITS[suit] if ok else repr(suit)}"
        if self.target is not None:
            cards = self.cards
            text = "{} {} with {}".format(kind, self.target, cards[0] if cards else "?")
            if len(cards) > 1:
                text += " then " + " ".join(str(c) for c in cards[1:])
            return text
        if self.cards:
            return kind + " " + " ".join(str(c) for c in self.cards)
        return kind

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    def pretty(self) -> str:
        """Like ``str()`` but with suit symbols: ``"defend 7♠ with 9♠"``."""
        text = str(self)
        out = []
        for word in text.split(" "):
            try:
                out.append(Card.parse(word).pretty() if len(word) in (2, 3) else word)
            except ValueError:
                out.append(word)
        return " ".join(out)

    @classmethod
    def make(
        cls,
        kind: str,
        *cards: Union[int, str],
        target: Union[int, str, None] = None,
        suit: Optional[int] = None,
    ) -> "Action":
        """``Action.make("attack", "7S", "7H")``; cards may be codes, ints or Cards."""
        cs = tuple(_as_card(c) for c in cards)
        t = None if target is None else _as_card(target)
        return cls(kind, cs, t, suit)

    @classmethod
    def parse(cls, text: Union[str, "Action"]) -> "Action":
        """Reads any text form listed in the class docstring (case-insensitive for cards).

        Raises :class:`IllegalAction` with code ``"bad_action"`` on malformed text."""
        if isinstance(text, Action):
            return text
        words = str(text).strip().split()
        if not words:
            raise IllegalAction("bad_action", text=str(text))
        kind = words[0].lower()
        rest = words[1:]
        try:
            if kind == "choose_suit":
                if len(rest) != 1:
                    raise ValueError(text)
                letter = rest[0].upper()
                if len(letter) != 1:
                    raise ValueError(text)
                if letter in SUITS:
                    return cls(kind, (), None, SUITS.index(letter))
                return cls(kind, (), None, "♣♦♥♠".index(letter))
            lowered = [w.lower() for w in rest]
            if "with" in lowered:
                i = lowered.index("with")
                if i != 1:
                    raise ValueError(text)
                target = Card.parse(rest[0])
                cards = [w for w in rest[i + 1 :] if w.lower() != "then"]
                if not cards:
                    raise ValueError(text)
                return cls(kind, tuple(Card.parse(w) for w in cards), target, None)
            return cls(kind, tuple(Card.parse(w) for w in rest), None, None)
        except ValueError:
            raise IllegalAction("bad_action", text=str(text)) from None


ActionLike = Union[Action, str]

#: Every action kind of the built-in variants, in the order of :class:`Action`'s text forms
#: (what the fuzzer and the refusal tests draw random actions from).
ACTION_KINDS: Tuple[str, ...] = (
    "attack",
    "throw_in",
    "defend",
    "transfer",
    "show",
    "take",
    "pass",
    "choose_suit",
    "lead",
    "beat",
    "pick_up",
    "commit",
    "keep",
    "pick",
)


def _as_card(c: Union[int, str]) -> Card:
    if isinstance(c, str):
        return Card.parse(c)
    return CARDS[int(c)]


def check_seat(player: Any, players: int) -> int:
    """``player`` if it is a seat of a ``players``-seat game, else :class:`IllegalAction`
    ``no_player`` (views, hands: a seat number is an int from 0)."""
    if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < players:
        raise IllegalAction("no_player", player=repr(player), players=players)
    return player


def safe_text(obj: Any) -> str:
    """``repr`` of something that is not a well-formed action (``Action.__str__`` could fail
    on its fields)."""
    if isinstance(obj, tuple):
        return tuple.__repr__(obj)
    return repr(obj)


def _card_field(x: Any) -> Optional[Card]:
    """The card ``x`` stands for: a :class:`Card`, or a plain int index 0..51 (not a bool);
    None for anything else."""
    if type(x) is Card:
        return x
    if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 52:
        return CARDS[x]
    return None


def well_formed(action: Action) -> Union[Action, IllegalAction]:
    """``action`` with plain engine types (cards as :class:`Card`, a pure :class:`Action`),
    or the ``bad_action`` refusal when a field has the wrong type: ``kind`` not a str,
    ``cards`` not a tuple (or list) of cards (a card is a :class:`Card` or an index 0..51),
    ``target`` not a card or None, ``suit`` not 0..3 or None."""
    fields: Tuple[Any, ...] = tuple.__new__(tuple, action)
    kind, cards, target, suit = fields
    ok = isinstance(kind, str) and isinstance(cards, (tuple, list))
    fixed: List[Card] = []
    if ok:
        for c in cards:
            card = _card_field(c)
            if card is None:
                ok = False
                break
            fixed.append(card)
    fixed_target = None
    if ok and target is not None:
        fixed_target = _card_field(target)
        ok = fixed_target is not None
    if ok and suit is not None:
        ok = isinstance(suit, int) and not isinstance(suit, bool) and 0 <= suit <= 3
    if not ok:
        return IllegalAction("bad_action", text=safe_text(action))
    return Action(str(kind), tuple(fixed), fixed_target, suit)
