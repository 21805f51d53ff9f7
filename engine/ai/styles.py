"""Character styles: four numbers that colour the rule-based policy (and so the rollouts of
the search bots).

Every parameter is in ``[0, 1]``; 0.5 is neutral.

- ``aggression``: how readily an attacker throws in (and attacks with pairs).
- ``thrift``: how much a trump is worth keeping (high: takes rather than spend a big trump).
- ``transfer``: eagerness to transfer in Perevodnoy (and to spend a trump doing it).
- ``take``: willingness to pick up rather than defend at a cost.
"""

from typing import Dict, NamedTuple, Optional, Union

__all__ = ["Style", "STYLES", "get_style"]


class Style(NamedTuple):
    name: str
    aggression: float
    thrift: float
    transfer: float
    take: float


STYLES: Dict[str, Style] = {
    "reckless": Style("reckless", 0.95, 0.10, 0.95, 0.15),
    "aggressive": Style("aggressive", 0.80, 0.40, 0.75, 0.30),
    "defensive": Style("defensive", 0.25, 0.85, 0.35, 0.70),
    "cunning": Style("cunning", 0.60, 0.75, 0.70, 0.45),
    "balanced": Style("balanced", 0.50, 0.50, 0.50, 0.50),
    "master": Style("master", 0.60, 0.60, 0.65, 0.40),
}
"""Named presets.  ``balanced`` is the default; ``master`` is the strongest rule set found in
the arena (see docs/ai.md)."""


def get_style(style: Union[None, str, Style, Dict[str, float]]) -> Style:
    """A :class:`Style` from a preset name, a Style, a dict of parameters, or None
    (``balanced``).  Unknown names fall back to ``balanced``; values are clamped to [0, 1]."""
    if style is None:
        return STYLES["balanced"]
    if isinstance(style, Style):
        return style
    if isinstance(style, str):
        return STYLES.get(style, STYLES["balanced"])
    if isinstance(style, dict):
        base = STYLES["balanced"]
        vals = []
        for field in ("aggression", "thrift", "transfer", "take"):
            v: Optional[float] = style.get(field)
            vals.append(getattr(base, field) if v is None else min(1.0, max(0.0, float(v))))
        return Style(str(style.get("name", "custom")), *vals)
    return STYLES["balanced"]
