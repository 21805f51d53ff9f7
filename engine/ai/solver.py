"""Exact solver for the two-player Durak endgame: the talon is empty, or holds only the turned
trump (face up), so every card is known.

Alpha-beta with a transposition table of (lower, upper) bounds.  Values are the payoff of one
player: +1 win, 0 draw (both out together), -1 loss.  The search runs on a compact model of
the endgame (:mod:`engine.ai.solver_fast`: bitmask hands, the engine's rules for two seats and
no talon, move sets narrowed only where that cannot change the value); the root moves are the
engine's own legal actions applied by the engine.  A position that repeats on the current
line (possible in Perevodnoy, where transfers can send the same cards round) scores 0:
endless play ends as a draw at the engine's action cap (the cap itself, 2000 actions, is not
modelled).

:func:`brute_force` is plain minimax over engine states (no pruning, no table), used to check
the solver.
"""

from typing import Any, List, Optional, Set, Tuple

from ..base import Action, State
from ..durak import DurakState
from .solver_fast import MAX_DEPTH, SolverTimeout, new_search, position, table_key

__all__ = ["solve", "solve_root", "brute_force", "SolverTimeout", "position_key", "MAX_DEPTH"]

_KIND_ORDER = {
    "attack": 0,
    "throw_in": 0,
    "transfer": 0,
    "show": 0,
    "defend": 1,
    "pass": 2,
    "take": 3,
}


def position_key(s: State) -> Tuple:
    """What the solver tells positions apart by (a two-player Durak position)."""
    if not isinstance(s, DurakState):
        raise TypeError("position_key is for Durak positions")
    return (
        s.hand_mask(0),
        s.hand_mask(1),
        s.table,
        s.attacker,
        s.phase,
        s.current_player,
        s.limit,
        s.shown,
    )


def _order(legal: List[Action]) -> List[Action]:
    return sorted(legal, key=lambda a: (_KIND_ORDER.get(a.kind, 1), sum(a.cards) if a.cards else 0))


def _result_value(state: State, me: int) -> int:
    r = state.returns()[me]
    return 1 if r > 0 else (-1 if r < 0 else 0)


def solve(state: State, me: int, deadline: Optional[float] = None) -> int:
    """Exact value of a two-player position for ``me`` (+1, 0, -1).  Raises
    :class:`SolverTimeout` if ``deadline`` (a :func:`engine.ai.timing.now` value) passes."""
    _check(state)
    if state.result is not None:
        return _result_value(state, me)
    return new_search(state, me, deadline).exact(position(state))


def solve_root(
    state: State, me: int, deadline: Optional[float] = None, prior: Optional[Action] = None
) -> Optional[Action]:
    """The best action for ``me`` (to move) in a two-player, talon-empty position, or None if
    the deadline passes first.  Among equally good actions ``prior`` is preferred, then the
    first in the search order."""
    _check(state)
    search = new_search(state, me, deadline)
    legal = _order(list(state.legal_actions()))
    if prior is not None and prior in legal:
        legal.remove(prior)
        legal.insert(0, prior)
    if search.path is not None:  # the root is on every line (repetitions score 0)
        search.path[table_key(position(state))] = 0
    best: Optional[Action] = None
    best_v = -2
    try:
        for a in legal:
            nxt = state.apply(a)
            if nxt.result is not None:
                v = _result_value(nxt, me)
            elif best is None:
                v = search.exact(position(nxt), 1)
            else:  # only whether it beats the best so far matters (then: by how much)
                v = search.value(position(nxt), best_v, best_v + 1, 1)
                if v > best_v:
                    v = search.exact(position(nxt), 1)
            if v > best_v:
                best, best_v = a, v
                if v == 1:
                    break
    except SolverTimeout:
        return None
    return best


def root_values(
    state: State, me: int, deadline: Optional[float] = None, search: Any = None
) -> List[Tuple[Action, int]]:
    """The exact value for ``me`` of every legal action of ``state`` (a two-player position
    with every card known, ``me`` to move), in the engine's order of the legal actions: what
    a hint or a puzzle needs (which moves win, not only one best move).  The children are
    solved with one shared table, so this costs little more than :func:`solve_root` when it
    has to look at every move.  Raises :class:`SolverTimeout` if ``deadline`` passes.
    ``search``: a search of an earlier call on the same game (same solving player) whose
    table is reused, e.g. along a line of play (:func:`new_root_search`)."""
    _check(state)
    if search is None:
        search = new_search(state, me, deadline)
    else:
        search.deadline = deadline
    root = None
    if search.path is not None:  # the root is on every line (repetitions score 0)
        root = table_key(position(state))
        search.path[root] = 0
    out: List[Tuple[Action, int]] = []
    try:
        for a in state.legal_actions():
            nxt = state.apply(a)
            if nxt.result is not None:
                out.append((a, _result_value(nxt, me)))
            else:
                out.append((a, search.exact(position(nxt), 1)))
    finally:
        if root is not None:
            search.path.pop(root, None)
    return out


def new_root_search(state: State, me: int) -> Any:
    """A search object for :func:`root_values` to reuse along one game (its table stays
    valid: a stored value depends only on the position, for a fixed solving player)."""
    _check(state)
    return new_search(state, me, None)


def brute_force(state: State, me: int, _path: Optional[Set[Tuple]] = None) -> int:
    """Plain minimax over every line (no pruning, no table; a position repeated on the line
    scores 0): the reference for tests."""
    if state.result is not None:
        return _result_value(state, me)
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
    if not isinstance(state, DurakState):
        raise ValueError("the endgame solver is for the Durak family")
    talon = state.talon
    if talon and talon != (state.trump_card,):
        raise ValueError("the endgame solver needs an empty talon (or only the turned trump)")
