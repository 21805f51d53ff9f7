"""The bot registry: :class:`Bot`, what a variant's bot implements, and which bot plays
which variant (:func:`register_bot`, :func:`register_family_bot`, :func:`bot_for`).

Its own module, not the package's ``__init__``, so the bundled bots (:mod:`.durak_search`,
:mod:`.kozyri_ai`, :mod:`.warfare_ai`) import it without importing :mod:`engine.ai` back (no
import circle; ``engine.ai`` re-exports every name here)."""

import random
from types import MappingProxyType
from typing import Any, Dict, Generic, Mapping, Optional, Sequence, TypeVar

from ..base import Action, View
from ..registry import VARIANTS
from .styles import Style

__all__ = [
    "Bot",
    "BOTS",
    "FAMILY_BOTS",
    "bot_for",
    "register_bot",
    "register_family_bot",
    "unregister_bot",
]


V = TypeVar("V", bound=View)
"""The view class a bot reads (its variant's ``spec.view_type``: ``engine.views.DurakView``...)."""


class Bot(Generic[V]):
    """How one variant's bots play, as :func:`engine.ai.choose` drives them.  Each variant registers
    an instance with :func:`register_bot` (the built-in ones on import, which ``engine.ai``'s
    ``__init__`` does: :mod:`.durak_search`, :mod:`.kozyri_ai`, :mod:`.warfare_ai`).

    :meth:`rule` answers at easy and normal and gives the search levels their prior (the
    rule-based move a searched move must clearly beat); :meth:`search` plays hard and expert
    within ``budget_s`` seconds of :func:`engine.ai.timing.now`.  Both see the view only and
    draw randomness from ``rng`` alone, so the same view and seed give the same move.

    ``Bot[DurakView]``: the methods receive the variant's own view class (its spec's
    ``view_type``), so mypy checks the fields a bot reads."""

    def rule(self, view: V, level: str, style: Style, rng: random.Random) -> Action:
        """The rule-based move at ``level`` (``"easy"`` or ``"normal"``)."""
        raise NotImplementedError

    def search(
        self,
        view: V,
        style: Style,
        rng: random.Random,
        budget_s: float,
        settings: Mapping[str, Any],
        prior: Action,
    ) -> Action:
        """The searched move (hard, expert) with that level's :data:`engine.ai.LEVEL_SETTINGS`
        (possibly overridden); ``prior`` is :meth:`rule`'s normal move.  The default plays
        the prior: a variant without a search plays normal at every level above it."""
        return prior

    def determinise(self, view: V, rng: random.Random) -> Any:
        """A whole position (an ``engine.State``) that agrees with ``view``: the cards the
        view does not show dealt at random from ``rng``.  The rules own it: the default is
        the variant spec's ``sample_state`` (``NotImplementedError`` when the variant
        registers none)."""
        return VARIANTS[view.variant].sample_state(view, rng)

    def estimate(
        self,
        view: V,
        legal: Sequence[Action],
        settings: Mapping[str, Any],
        style: Style,
        rng: random.Random,
        start: float,
        budget_s: float,
        dets: int,
        extra: Sequence[Action],
    ) -> Optional[Any]:
        """The coach's estimate of the moves of ``view`` (an
        :class:`engine.ai.estimates.Evaluation`, also ``engine.ai.coach.Evaluation``) by
        this variant's search with ``settings`` (a level's :data:`engine.ai.LEVEL_SETTINGS`), within
        ``budget_s`` seconds of ``start`` and at most ``dets`` deals, also estimating the
        ``extra`` moves.  The default, None, has the coach show the bot's ``normal`` move
        with no estimate."""
        return None


_BOTS: Dict[str, "Bot[Any]"] = {}
BOTS: Mapping[str, "Bot[Any]"] = MappingProxyType(_BOTS)
"""The bots registered for one variant, ``variant name -> Bot`` (read-only; see
:func:`register_bot`); a variant without one plays its family's (:func:`bot_for`)."""


def register_bot(variant: str, bot: "Bot[Any]") -> None:
    """Makes ``bot`` play ``variant`` (a name in ``engine.VARIANTS``) for
    :func:`engine.ai.choose`."""
    if not isinstance(bot, Bot):
        raise TypeError("register_bot takes an engine.ai.Bot")
    _BOTS[variant] = bot


_FAMILY_BOTS: Dict[str, "Bot[Any]"] = {}
FAMILY_BOTS: Mapping[str, "Bot[Any]"] = MappingProxyType(_FAMILY_BOTS)
"""The bots of whole rules families, ``VariantSpec.family -> Bot`` (read-only; see
:func:`register_family_bot`)."""


def register_family_bot(family: str, bot: "Bot[Any]") -> None:
    """Makes ``bot`` play every variant of ``family`` (``VariantSpec.family``) that has no
    bot of its own (:func:`register_bot`): a new Durak variant gets the Durak bot."""
    if not isinstance(bot, Bot):
        raise TypeError("register_family_bot takes an engine.ai.Bot")
    _FAMILY_BOTS[family] = bot


def bot_for(variant: str) -> Optional["Bot[Any]"]:
    """The bot that plays ``variant``: its own (:func:`register_bot`), else its family's
    (:func:`register_family_bot`), else None."""
    bot = _BOTS.get(variant)
    if bot is None:
        spec = VARIANTS.get(variant)
        if spec is not None and spec.family:
            bot = _FAMILY_BOTS.get(spec.family)
    return bot


def unregister_bot(variant: str) -> None:
    """Forgets the bot of ``variant`` (a variant registered for a while: a test's toy
    variant, a plug-in that is reloaded); :func:`engine.ai.choose` then refuses the variant."""
    _BOTS.pop(variant, None)
