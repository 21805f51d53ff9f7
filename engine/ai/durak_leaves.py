"""The exact leaves of the two-seat playouts (:class:`ExactLeaves`): the endgame solver
called where a sampled game reaches a bout start with every card known, for
:func:`engine.ai.fastsim.playout` during :func:`engine.ai.durak_search.sample`."""

from typing import Any, Dict, Optional

from ..registry import VARIANTS
from ..views import DurakView


class ExactLeaves:
    """The exact leaves of the playouts: once a sampled game reaches a bout start where
    every card is known (two seats, talon empty or only the turned trump left), the rest is
    not played out by the rule policy but solved exactly (:mod:`.solver_fast`), as long as
    the solver needs at most ``node_limit`` nodes for it; beyond that (or in a position that
    the sample will not meet again) the rule policy plays on.  One search (and table) serves
    every leaf of a decision: leaves of one deal often meet again under other candidates.
    A node count, not a clock, bounds each solve, so the result depends on the view and
    seed only."""

    __slots__ = ("search", "node_limit", "memo", "asked", "solved")

    def __init__(self, view: DurakView, node_limit: int) -> None:
        from .solver_fast import Search

        self.search = Search(
            view.player,
            view.trump,
            VARIANTS[view.variant].transfers,  # the spec's rule, not the name's (issue 29)
            bool(view.options.get("transfer_show")),
            None,
        )
        self.node_limit = node_limit
        self.memo: Dict[Any, Optional[int]] = {}
        self.asked = 0
        self.solved = 0

    def __call__(
        self, h0: int, h1: int, attacker: int, limit: int, cap: int, tal: int
    ) -> Optional[int]:
        from .solver_fast import ATTACK, SolverTimeout, compact

        self.asked += 1
        pos = compact(
            [h0, h1, 0, 0, 0, (1 << tal) if tal >= 0 else 0], attacker, ATTACK, 0, limit, cap
        )
        if pos in self.memo:
            return self.memo[pos]
        s = self.search
        s.node_limit = s.nodes + self.node_limit
        s.minrep = 1 << 30
        try:
            v: Optional[int] = s.exact(pos)
            self.solved += 1
        except SolverTimeout:
            v = None
        self.memo[pos] = v
        return v
