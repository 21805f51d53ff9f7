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
from typing import Any, Dict, Optional, Sequence, Union

from ..base import Action, View

# durak_search, kozyri_ai, warfare_ai: the built-in variants' bots, which register themselves
# on import (engine/ai/bots.py)
from . import durak_search, kozyri_ai, timing, warfare_ai  # noqa: F401
from .bots import (
    BOTS,
    FAMILY_BOTS,
    Bot,
    bot_for,
    register_bot,
    register_family_bot,
    unregister_bot,
)
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
