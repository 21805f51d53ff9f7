"""Kozyr's opponents: four levels and named character styles, built on views only.

>>> import engine, engine.ai
>>> s = engine.new_game("podkidnoy", players=2, seed=3)
>>> a = engine.ai.choose(s.view(s.current_player), level="normal", seed=1)
>>> s.is_legal(a)
True

``choose(view, level, style, seed, budget_ms)`` sees nothing but the view (and its own RNG,
seeded by ``seed``), so it cannot cheat.  It keeps no state between calls and is safe to call
from several threads at once.  Any internal error falls back to a legal move; it raises only
when the view has no legal action (not this player's turn, or the game is over).

Levels: ``easy`` (a beginner: spends trumps early, takes readily, noisy), ``normal`` (rules:
lowest useful card, keep trumps, throw in what the defender cannot beat, tracks the discard),
``hard`` and ``expert`` (determinised Monte Carlo over the hidden cards with rule-based
rollouts, and an exact alpha-beta solver for the two-player endgame).  See docs/ai.md.
"""

import random
from types import MappingProxyType
from typing import Any, Dict, Generic, Mapping, Optional, Sequence, TypeVar, Union

from ..base import Action, View
from ..registry import VARIANTS
from . import timing
from .levels import AI_LEVELS, LEVELS, SEARCH_LEVELS, AILevel, level_info
from .styles import STYLES, Style, get_style

__all__ = [
    "choose",
    "choose_with_settings",
    "STYLES",
    "Style",
    "LEVELS",
    "LEVEL_SETTINGS",
    "get_style",
    "Bot",
    "BOTS",
    "FAMILY_BOTS",
    "bot_for",
    "register_family_bot",
    "register_bot",
    "unregister_bot",
    "AILevel",
    "AI_LEVELS",
    "level_info",
    "fallback_move",
]

LEVEL_SETTINGS: Dict[str, Dict[str, Any]] = {
    # budget_ms: default time budget; dets: most sampled deals per decision;
    # solve_cards: largest hand the endgame solver is tried on; solve_share: part of the
    # budget the solver may use before the sampling search takes over; infer: how the
    # opponents' hidden cards are dealt (True: avoiding what their takes revealed,
    # durak_search.unlikely_cards; "policy": weighted by a replay of their moves of the
    # last read_bouts bouts, at most read_max deals weighed, each move the model would have
    # made differently multiplying a deal's weight by read_eps);
    # margin: mean payoff per sample a searched Durak move must beat the rule-based one by;
    # warfare_dets / warfare_margin: the same two for Warfare (its own fast playouts).
    "hard": {
        # the level table's (engine/ai/levels.py): one place for every caller's budget
        "budget_ms": level_info("hard").budget_ms,
        "dets": 40,
        "solve_cards": 9,
        "solve_share": 0.5,
        "kozyri_width": 5,
        # deals weighted by how well they explain the opponents' moves of the last 3 bouts
        # (engine/ai/inference.py): 81.7% against normal where the one take rule (True) gave
        # 78.2% on the same deals (docs/ai.md, "reading the hands from the play")
        "infer": "policy",
        "read_bouts": 3,
        "read_max": 80,
        "read_eps": 0.1,
        # 0.15, not 0.05: with the 10-20 deals hard samples in 100 ms, 0.05 let it leave the
        # rule-based move on noise; 0.15 won more (docs/ai.md, "why hard is not at 90%")
        "margin": 0.15,
        # Warfare: the fast playouts fit 200 deals; a searched move must beat the rule-based
        # one by 0.2 a deal (0.05 won 70.9% against normal, docs/ai.md "Warfare")
        "warfare_dets": 200,
        "warfare_margin": 0.2,
        # playouts end in the exact solver once every card is known (durak_search.ExactLeaves;
        # 0: never)
        "leaf_nodes": 0,
    },
    "expert": {
        "budget_ms": level_info("expert").budget_ms,
        "dets": 160,
        "solve_cards": 12,
        "solve_share": 0.6,
        "kozyri_width": 8,
        # the sharper model: more of the past read, more deals weighed
        "infer": "policy",
        "read_bouts": 6,
        "read_max": 320,
        "read_eps": 0.1,
        "margin": 0.05,
        "warfare_dets": 800,
        "warfare_margin": 0.2,
        "leaf_nodes": 0,
    },
}


V = TypeVar("V", bound=View)
"""The view class a bot reads (its variant's ``spec.view_type``: ``engine.views.DurakView``...)."""


class Bot(Generic[V]):
    """How one variant's bots play, as :func:`choose` drives them.  Each variant registers
    an instance with :func:`register_bot` (the built-in ones at the end of this package's
    ``__init__``: :mod:`.durak_search`, :mod:`.kozyri_ai`, :mod:`.warfare_ai`).

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
        """The searched move (hard, expert) with that level's :data:`LEVEL_SETTINGS`
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
        this variant's search with ``settings`` (a level's :data:`LEVEL_SETTINGS`), within
        ``budget_s`` seconds of ``start`` and at most ``dets`` deals, also estimating the
        ``extra`` moves.  The default, None, has the coach show the bot's ``normal`` move
        with no estimate."""
        return None


_BOTS: Dict[str, "Bot[Any]"] = {}
BOTS: Mapping[str, "Bot[Any]"] = MappingProxyType(_BOTS)
"""The bots registered for one variant, ``variant name -> Bot`` (read-only; see
:func:`register_bot`); a variant without one plays its family's (:func:`bot_for`)."""


def register_bot(variant: str, bot: "Bot[Any]") -> None:
    """Makes ``bot`` play ``variant`` (a name in ``engine.VARIANTS``) for :func:`choose`."""
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
    variant, a plug-in that is reloaded); :func:`choose` then refuses the variant."""
    _BOTS.pop(variant, None)


def choose(
    view: View,
    level: str = "normal",
    style: Union[None, str, Style, dict] = None,
    seed: int = 0,
    budget_ms: Optional[float] = None,
) -> Action:
    """One action for the player whose ``view`` this is.

    ``level``: easy / normal / hard / expert (unknown names mean normal).  ``style``: a name
    in :data:`STYLES`, a :class:`Style`, a dict of its parameters, or None (balanced).
    ``seed``: the bot's RNG seed (same view and seed give the same action, as long as the
    search finishes its sample count before the time budget).  ``budget_ms``: time budget of
    a search decision (default per level; ignored by easy and normal)."""
    return _safe_choose(view, level, style, seed, budget_ms, None)


def choose_with_settings(
    view: View,
    level: str,
    overrides: Dict[str, Any],
    style: Union[None, str, Style, dict] = None,
    seed: int = 0,
    budget_ms: Optional[float] = None,
) -> Action:
    """:func:`choose` at a search level with some of its :data:`LEVEL_SETTINGS` replaced
    (benchmarks only: the arena's ``hard+solve_cards=6`` syntax, for A/B runs without editing
    the defaults).  Still sees only the view.  Unknown keys raise ``KeyError``."""
    if level not in SEARCH_LEVELS:
        raise ValueError(f"settings can be overridden at hard and expert only, not {level!r}")
    cfg = dict(LEVEL_SETTINGS[level])
    for k, v in overrides.items():
        if k not in cfg:
            raise KeyError(f"unknown setting {k!r} of {level!r} (known: {sorted(cfg)})")
        cfg[k] = v
    return _safe_choose(view, level, style, seed, budget_ms, cfg)


def _safe_choose(
    view: View,
    level: str,
    style: Union[None, str, Style, dict],
    seed: int,
    budget_ms: Optional[float],
    settings: Optional[Dict[str, Any]],
) -> Action:
    """The safety net of :func:`choose` and :func:`choose_with_settings`: a forced move is
    played at once, and a failing or illegal bot answer falls back to a legal move."""
    legal = view.legal_actions()
    if not legal:
        raise ValueError("no legal action in this view (not this player's turn?)")
    if len(legal) == 1:
        return legal[0]
    try:
        action = _choose(view, level, style, seed, budget_ms, settings)
        if action in legal:
            return action
    except Exception:  # noqa: BLE001 - a bot must never break the game
        pass
    return fallback_move(legal, seed)


def fallback_move(legal: Sequence[Action], seed: int) -> Action:
    """A legal move when the bot itself failed (or there is no AI): a seeded random choice
    that avoids taking when anything else is possible.  The one safety net for every caller
    (the game's table and the server's bots are to use it instead of their own)."""
    pool = [a for a in legal if a.kind not in ("take", "pick_up")] or list(legal)
    return random.Random(_mix(seed, "fallback")).choice(pool)


def _mix(seed: int, level: str) -> int:
    h = 0
    for ch in level:
        h = (h * 131 + ord(ch)) & 0xFFFFFFFF
    return (int(seed) * 1000003 + h) & 0x7FFFFFFFFFFF


def _choose(
    view: View,
    level: str,
    style,
    seed: int,
    budget_ms: Optional[float],
    settings: Optional[Dict[str, Any]] = None,
) -> Action:
    info = level_info(level)
    level = info.name
    st = get_style(style)
    rng = random.Random(_mix(seed, level))
    variant = view.variant
    bot = bot_for(variant)
    if bot is None:
        raise NotImplementedError(f"no AI for variant {variant!r}")
    if not info.search:
        return bot.rule(view, level, st, rng)
    cfg = LEVEL_SETTINGS[level] if settings is None else settings
    budget = (cfg["budget_ms"] if budget_ms is None else float(budget_ms)) / 1000.0
    start = timing.now()
    prior = bot.rule(view, "normal", st, rng)
    try:
        return bot.search(view, st, rng, budget - (timing.now() - start), cfg, prior)
    except Exception:  # noqa: BLE001 - the rule-based move is a sound fallback
        # the table's fallback level; "normal" is the prior already computed
        if info.fallback is None or info.fallback == "normal":
            return prior
        return bot.rule(view, info.fallback, st, rng)


# the built-in variants' bots register themselves (after Bot and register_bot exist)
from . import durak_search, kozyri_ai, warfare_ai  # noqa: E402, F401
