"""Kozyr's rules engine: Durak (Podkidnoy, Perevodnoy), Svoi Kozyri and Warfare.

Pure Python, standard library only, Python 3.9+.  States are immutable::

    >>> import engine
    >>> s = engine.new_game("podkidnoy", players=2, seed=7)
    >>> a = s.legal_actions()[0]
    >>> s2 = s.apply(a)
    >>> s2 is not s and s2.history == (a,)
    True

See docs/engine-api.md for the whole API.
"""

from .base import (
    ACTION_KINDS,
    MESSAGES,
    RESULT_REASONS,
    VARIANTS,
    Action,
    Event,
    IllegalAction,
    InvalidOptions,
    InvalidPosition,
    Option,
    Result,
    State,
    Termination,
    VariantSpec,
    View,
    new_game,
    register_messages,
    register_variant,
    replay,
    unregister_variant,
    variants,
)
from .cards import CARDS, Card, cards_of, deck, mask_of, parse_cards
from .registry import Family
from .series import Series
from .views import BattleView, DurakView, KozyriView

__all__ = [
    "ACTION_KINDS",
    "Action",
    "BattleView",
    "Card",
    "CARDS",
    "DurakView",
    "Event",
    "Family",
    "IllegalAction",
    "InvalidOptions",
    "InvalidPosition",
    "KozyriView",
    "MESSAGES",
    "Option",
    "RESULT_REASONS",
    "Result",
    "Series",
    "State",
    "Termination",
    "VARIANTS",
    "VariantSpec",
    "View",
    "cards_of",
    "deck",
    "mask_of",
    "new_game",
    "parse_cards",
    "register_messages",
    "register_variant",
    "unregister_variant",
    "replay",
    "variants",
]

__version__ = "0.1.0"
