"""The AI levels in one table (issue 29, item 6): each level's name, whether it searches, its
time budgets for each caller, and what stands in when its search fails.

Before this table the policy lived in five places: the engine's default budgets
(``LEVEL_SETTINGS``), the game's table (``game/table/duel_ai.rpy`` ``AI_BUDGET_MS``), the
server's bots (``engine/net/limits.py`` ``bot_budget_ms``) and three fallbacks.  The values here
are the ones those places used, so nothing plays differently; the game's table reads them
from here (``duel.ai_budget_ms``), and so does the server (its level names and the default
``bot_budget_ms``, ``engine/net/limits.py``).

>>> from engine.ai.levels import level_info
>>> level_info("hard").interactive_ms, level_info("hard").fallback
(450.0, 'normal')
>>> level_info("nonsense").name   # unknown names mean normal, as in engine.ai.choose
'normal'

This module imports nothing of :mod:`engine.ai` (the package reads it), so it can be read
without loading the bots.
"""

from typing import Dict, NamedTuple, Optional, Tuple

__all__ = ["AILevel", "AI_LEVELS", "LEVELS", "SEARCH_LEVELS", "level_info", "DEFAULT_LEVEL"]


class AILevel(NamedTuple):
    """One AI level and the time it is given by each caller."""

    name: str
    """``easy``, ``normal``, ``hard`` or ``expert`` (as ``engine.ai.choose(level=...)``)."""
    search: bool
    """True when the level searches (hard, expert); the others play their rule at once, in
    well under a millisecond, so every budget below is an upper bound they never use."""
    budget_ms: Optional[float]
    """The engine's own budget: ``engine.ai.choose`` without ``budget_ms``, the arena and the
    figures of docs/ai.md (None: a rule level, no budget)."""
    interactive_ms: float
    """The game's table, per decision: long enough for the search to sample well, short
    enough that the table does not seem to wait (the move is shown for at least the speed
    preference anyway)."""
    server_ms: float
    """The server's bots, per move (one budget for every level today: a server plays many
    tables on few cores)."""
    fallback: Optional[str]
    """The level whose move stands in when this level's search fails (hard and expert: the
    rule-based ``normal`` move, which is also the move their search must clearly beat); None:
    the seeded safety-net move (``engine.ai.fallback_move``), for a bot that fails outright."""


AI_LEVELS: Tuple[AILevel, ...] = (
    AILevel("easy", False, None, 60.0, 300.0, None),
    AILevel("normal", False, None, 200.0, 300.0, None),
    AILevel("hard", True, 100.0, 450.0, 300.0, "normal"),
    AILevel("expert", True, 400.0, 800.0, 300.0, "normal"),
)
"""Every level, weakest first."""

LEVELS: Tuple[str, ...] = tuple(lv.name for lv in AI_LEVELS)
"""The level names, weakest first (``engine.ai.LEVELS``)."""

SEARCH_LEVELS: Tuple[str, ...] = tuple(lv.name for lv in AI_LEVELS if lv.search)
"""The levels that search (``hard``, ``expert``)."""

DEFAULT_LEVEL = "normal"
"""What an unknown level name means."""

_BY_NAME: Dict[str, AILevel] = {lv.name: lv for lv in AI_LEVELS}


def level_info(name: object) -> AILevel:
    """The row of level ``name``; an unknown name gives :data:`DEFAULT_LEVEL`'s (as
    ``engine.ai.choose`` plays it)."""
    row = _BY_NAME.get(name) if isinstance(name, str) else None
    return row if row is not None else _BY_NAME[DEFAULT_LEVEL]
