"""Exact solver for the two-player Durak endgame (talon empty, so every card is known).

Alpha-beta over engine states with a transposition table of (lower, upper) bounds.  Values
are the payoff of one player: +1 win, 0 draw (both out together), -1 loss.  The engine's own
``apply`` is used, so the solver follows exactly the rules the game plays by; the position key
is everything that decides the rest of the game (hands, table, roles, phase, bout limit, shown
trumps), not the history.  A position that repeats on the current line (possible in
Perevodnoy, where transfers can send the same cards round) scores 0: endless play ends as a
draw at the engine's action cap.  Values that depend on such a repetition are not stored in
the table, so the table only holds path-independent values.

:func:`brute_force` is the plain minimax (no pruning, no table) used to check the solver.
"""

from typing import Any, Dict, List, Optional, Set, Tuple

from ..base import Action, State
from . import timing

__all__ = ["solve", "solve_root", "brute_force", "SolverTimeout", "position_key"]

_KIND_ORDER = {
    "attack": 0,
    "throw_in": 0,
    "transfer": 0,
    "show": 0,
    "defend": 1,
    "pass": 2,
    "take": 3,
}


MAX_DEPTH = 150
"""Longest line searched; deeper (only seen in Perevodnoy, where cards can go round) the
solver gives up as on a timeout rather than return a value it has not proved."""


class SolverTimeout(Exception):
    """Raised inside the search when the deadline passes (or the line gets too long)."""


def position_key(s: Any) -> Tuple:
    return (
        s.hand_mask(0),
        s.hand_mask(1),
        s.table,
        s.attacker,
        s.phase,
        s.current_player,
        s.limit,
        getattr(s, "_shown", 0),
    )


def _order(legal: List[Action]) -> List[Action]:
    return sorted(legal, key=lambda a: (_KIND_ORDER.get(a.kind, 1), sum(a.cards) if a.cards else 0))


class _Search:
    __slots__ = ("me", "tt", "deadline", "nodes", "path", "rep")

    def __init__(self, me: int, deadline: Optional[float]) -> None:
        self.me = me
        self.tt: Dict[Tuple, Tuple[int, int]] = {}
        self.deadline = deadline
        self.nodes = 0
        self.path: Set[Tuple] = set()
        self.rep = False  # a repetition was scored somewhere below the current node

    def value(self, s: State, alpha: int, beta: int) -> int:
        if s.result is not None:
            r = s.returns()[self.me]
            return 1 if r > 0 else (-1 if r < 0 else 0)
        self.nodes += 1
        if self.deadline is not None and not self.nodes & 511:
            if timing.now() > self.deadline:
                raise SolverTimeout()
        if len(self.path) > MAX_DEPTH:  # a very long line (Perevodnoy): give up, not guess
            raise SolverTimeout()
        legal = s.legal_actions()
        key = position_key(s)
        if key in self.path:  # a cycle (Perevodnoy): endless play ends at the action cap
            self.rep = True
            return 0
        if len(legal) == 1:
            self.path.add(key)
            try:
                return self.value(s.apply(legal[0]), alpha, beta)
            finally:
                self.path.discard(key)
        lo, hi = self.tt.get(key, (-1, 1))
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if lo == hi:
            return lo
        a0 = alpha = max(alpha, lo)
        b0 = beta = min(beta, hi)
        outer_rep = self.rep
        self.rep = False
        self.path.add(key)
        try:
            v = self._children(s, legal, alpha, beta)
        finally:
            self.path.discard(key)
        rep = self.rep
        self.rep = rep or outer_rep
        if rep:  # path-dependent: do not store
            return v
        if v <= a0:
            hi = v
        elif v >= b0:
            lo = v
        else:
            lo = hi = v
        self.tt[key] = (lo, hi)
        return v

    def _children(self, s: State, legal: List[Action], alpha: int, beta: int) -> int:
        if s.current_player == self.me:
            v = -2
            for a in _order(legal):
                x = self.value(s.apply(a), alpha, beta)
                if x > v:
                    v = x
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            v = 2
            for a in _order(legal):
                x = self.value(s.apply(a), alpha, beta)
                if x < v:
                    v = x
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        return v


def solve(state: State, me: int, deadline: Optional[float] = None) -> int:
    """Exact value of a two-player position for ``me`` (+1, 0, -1).  Raises
    :class:`SolverTimeout` if ``deadline`` (a :func:`engine.ai.timing.now` value) passes."""
    _check(state)
    return _Search(me, deadline).value(state, -1, 1)


def solve_root(
    state: State, me: int, deadline: Optional[float] = None, prior: Optional[Action] = None
) -> Optional[Action]:
    """The best action for ``me`` (to move) in a two-player, talon-empty position, or None if
    the deadline passes first.  Among equally good actions ``prior`` is preferred, then the
    first in the search order."""
    _check(state)
    search = _Search(me, deadline)
    legal = _order(state.legal_actions())
    if prior is not None and prior in legal:
        legal.remove(prior)
        legal.insert(0, prior)
    best: Optional[Action] = None
    best_v = -2
    try:
        for a in legal:
            v = search.value(state.apply(a), best_v if best_v > -2 else -1, 1)
            if v > best_v:
                best, best_v = a, v
                if v == 1:
                    break
    except SolverTimeout:
        return None
    return best


def brute_force(state: State, me: int, _path: Optional[Set[Tuple]] = None) -> int:
    """Plain minimax over every line (no pruning, no table; a position repeated on the line
    scores 0): the reference for tests."""
    if state.result is not None:
        r = state.returns()[me]
        return 1 if r > 0 else (-1 if r < 0 else 0)
    path = set() if _path is None else _path
    key = position_key(state)
    if key in path:
        return 0
    path.add(key)
    vals = [brute_force(state.apply(a), me, path) for a in state.legal_actions()]
    path.discard(key)
    return max(vals) if state.current_player == me else min(vals)


def _check(state: State) -> None:
    if state.players != 2:
        raise ValueError("the endgame solver is for two players")
    if getattr(state, "talon", ()):
        raise ValueError("the endgame solver needs an empty talon")
