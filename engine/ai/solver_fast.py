"""The endgame solver's search: alpha-beta over the compact two-player endgame of
:mod:`engine.ai.solver_moves` (its docstring describes the positions, the moves searched and
the values known without a search), with a table and, in Perevodnoy, the current line.

Podkidnoy cannot repeat a position (between discards every bout is taken, and each such bout
shrinks the attacker's hand), so only Perevodnoy keeps the current line: a position repeated
on it scores 0, as in :func:`~engine.ai.solver.brute_force`.  That rule gives the value of the
game in which endless play is a draw (a player who can force a win can do so along lines on
which no position repeats: each move of the forcing strategy brings the win strictly closer;
one who can hold a draw keeps every line at a draw, a repetition or better), whichever
positions are checked, as long as every endless line meets a checked position twice.  The
line keeps only the positions at the start of a bout (and the root): a bout's table only
grows, so every endless line passes through infinitely many bout starts, of which there are
finitely many.  A value is stored in the table
only when every repetition below it goes back no higher than the position itself, so stored
values do not depend on the line that led to them.
"""

from typing import List, Optional, Union

from ..cards import popcount
from ..durak import MAX_ATTACK
from ..registry import VARIANTS
from . import timing
from .solver_moves import (
    ATTACK,
    DEFEND,
    KIDS_CACHE,
    MAX_DEPTH,
    NO_REP,
    PHASE_CODES,
    RANK_LOWS,
    Pos,
    SearchRules,
    SolverTimeout,
)


class Search(SearchRules):
    """One solve: :class:`~engine.ai.solver_moves.SearchRules` and the search itself."""

    __slots__ = ()

    # --- search -----------------------------------------------------------------------------
    def value(self, s: Pos, alpha: int, beta: int, depth: int) -> int:
        """Alpha-beta value of ``s`` for ``me`` (fail-soft, values -1 / 0 / +1).

        Only positions at the start of a bout (and the root) go into the table, the kept move
        lists and the current line: inside a bout the table only grows, so such a position
        cannot repeat before the bout ends, and different lines rarely meet in one (the
        measured hit rate was under 2%), so looking them up costs more than it saves."""
        self.nodes += 1
        if not self.nodes & 1023:
            if self.deadline is not None and timing.now() > self.deadline:
                raise SolverTimeout()
            if self.node_limit is not None and self.nodes > self.node_limit:
                raise SolverTimeout()
        att, ph = s[2], s[3]
        if ph != ATTACK and depth:
            # inside a bout: no table, no line (a bout cannot repeat a position, and it has
            # at most 25 plies, so the depth is checked at bout starts)
            mover = 1 - att if ph == DEFEND else att
            if ph == DEFEND and s[4] == s[5] and not s[10] and self.probe:
                # the defender's first choice, talon empty: when taking ends the bout at once
                # (the attacker has nothing to add) and the table holds a bound of that bout
                # start that cuts off, that bound is the value, as the child would return it
                # (taking is a move here; its child is not built: a table probe is far cheaper
                # than the beaters searched first)
                h0, h1, _a, _p, tb, _u, n, lim = s[:8]
                ahand = h1 if att else h0
                r4 = tb | tb >> 1
                if n >= lim or not ahand & ((r4 | r4 >> 2) & RANK_LOWS) * 15:
                    if not ahand:  # the attacker is out
                        px: Optional[int] = 1 if att == self.me else -1
                    else:
                        if att:
                            h0 |= tb
                        else:
                            h1 |= tb
                        nt = popcount(h0 if att else h1)  # the next bout's limit: the taker's cards
                        tk = (
                            h0
                            | h1 << 52
                            | (att | (nt if nt < MAX_ATTACK else MAX_ATTACK) << 1 | MAX_ATTACK << 4)
                            << 156
                        )  # as in table_key
                        e = self.tt.get(tk)
                        if e is None or (self.path is not None and tk in self.path):
                            px = None  # (on the line, the child would score 0 instead)
                        else:
                            px = e[0] if mover == self.me else e[1]
                    if px is not None:
                        if mover == self.me:
                            if px >= beta:
                                return px
                        elif px <= alpha:
                            return px
            moves = self.inner(s)
            value = self.value
            depth += 1
            if mover == self.me:
                v = -2
                for k in moves:
                    x = k if type(k) is int else value(k, alpha, beta, depth)  # type: ignore[arg-type]
                    if x > v:
                        v = x
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
            else:
                v = 2
                for k in moves:
                    x = k if type(k) is int else value(k, alpha, beta, depth)  # type: ignore[arg-type]
                    if x < v:
                        v = x
                        if v < beta:
                            beta = v
                            if alpha >= beta:
                                break
            return v
        if depth > MAX_DEPTH:
            raise SolverTimeout()
        # a bout start's key: one int (hashed far faster than the tuple), as in table_key
        key = (
            s[0] | s[1] << 52 | s[10] << 104 | (att | s[7] << 1 | s[9] << 4) << 156
            if ph == ATTACK and not s[8]
            else s
        )
        path = self.path
        if path is not None:
            back = path.get(key)
            if back is not None:  # a cycle (Perevodnoy): endless play ends at the action cap
                if back < self.minrep:
                    self.minrep = back
                return 0
        tt = self.tt
        e = tt.get(key)
        if e is None:
            kids = self.children(s, depth <= 1)
            # (lower bound, upper bound, the moves best first); moves are kept for at most
            # KIDS_CACHE positions
            e = [-1, 1, kids if len(tt) < KIDS_CACHE else None]
            tt[key] = e
        else:
            lo, hi, kids = e
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            if kids is None:
                kids = self.children(s, depth <= 1)
        a0, b0 = alpha, beta
        mover = 1 - att if ph == DEFEND else att
        if path is not None:
            path[key] = depth
            outer = self.minrep
            self.minrep = NO_REP
        value = self.value
        depth += 1
        try:
            best = 0
            if mover == self.me:
                v = -2
                for j, k in enumerate(kids):
                    x = k if type(k) is int else value(k, alpha, beta, depth)  # type: ignore[arg-type]
                    if x > v:
                        v = x
                        best = j
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
            else:
                v = 2
                for j, k in enumerate(kids):
                    x = k if type(k) is int else value(k, alpha, beta, depth)  # type: ignore[arg-type]
                    if x < v:
                        v = x
                        best = j
                        if v < beta:
                            beta = v
                            if alpha >= beta:
                                break
        finally:
            if path is not None:
                del path[key]
        if best:  # the best (or cut-off) move goes first next time (if the list is kept)
            kids.insert(0, kids.pop(best))
        if path is not None:
            rep = self.minrep
            self.minrep = outer if outer < rep else rep
            if rep < depth - 1:  # depends on a position above this one: not stored
                return v
        if v <= a0:
            if v < e[1]:
                e[1] = v
        elif v >= b0:
            if v > e[0]:
                e[0] = v
        else:
            e[0] = e[1] = v
        return v

    def exact(self, s: Pos, depth: int = 0) -> int:
        """The exact value by two null-window searches (is it a win? is it at least a draw?),
        which prune far more than one search with the full window."""
        v = self.value(s, 0, 1, depth)
        if v >= 1 or v <= -1:
            return v
        return 0 if self.value(s, -1, 0, depth) >= 0 else -1


def table_key(s: Pos) -> Union[int, Pos]:
    """The key of ``s`` in :attr:`Search.tt` and :attr:`Search.path` (as in
    :meth:`Search.value`)."""
    if s[3] == ATTACK and not s[8]:
        return s[0] | s[1] << 52 | s[10] << 104 | (s[2] | s[7] << 1 | s[9] << 4) << 156
    return s


def position(state) -> Pos:
    """The compact position of a two-player engine state (not finished) whose talon is empty
    or holds only the turned trump."""
    tb = ub = 0
    for a, d in state.table:
        tb |= 1 << a
        if d is None:
            ub |= 1 << a
        else:
            tb |= 1 << d
    shown = 0
    for c in state.shown:
        shown |= 1 << c
    opts = state.options
    cap = 5 if opts.get("first_bout_five") and state.bout == 1 else MAX_ATTACK
    masks = [
        state.hand_mask(0),
        state.hand_mask(1),
        tb,
        ub if state.phase == "defend" else 0,
        shown,
        (1 << state.trump_card) if state.talon else 0,
    ]
    return compact(
        masks, state.attacker, PHASE_CODES[state.phase], len(state.table), state.limit, cap
    )


def compact(masks: List[int], attacker: int, phase: int, n: int, limit: int, cap: int) -> Pos:
    """The compact position of the masks ``[hand0, hand1, table, unbeaten, shown, talon
    card]`` and the rest of the fields, with the dead ranks squeezed out (module notes)."""
    live = masks[0] | masks[1] | masks[2] | masks[5]
    for r in range(12, -1, -1):  # ranks with no live card go (module notes)
        if not live >> 4 * r & 15:
            keep = (1 << 4 * r) - 1
            masks = [m & keep | m >> 4 & ~keep for m in masks]
    h0, h1, tb, ub, shown, tal = masks
    return (h0, h1, attacker, phase, tb, ub, n, limit, shown, cap, tal)


def new_search(state, me: int, deadline: Optional[float]) -> Search:
    opts = state.options
    return Search(
        me,
        state.trump,
        VARIANTS[state.variant].transfers,  # the spec's rule, not the name's (issue 29)
        bool(opts.get("transfer_show")),
        deadline,
    )
