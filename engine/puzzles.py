"""Durak problems from the exact endgame solver: positions where exactly one first move wins.

>>> from engine import puzzles
>>> p = puzzles.generate(1, seed=5)[0]
>>> sorted(k for k in p if k in ("id", "position", "solution", "grade"))
['grade', 'id', 'position', 'solution']

A problem is a two-player Durak position (any Durak-family variant, :func:`variants`:
Podkidnoy and Perevodnoy among the built-in ones) with every card known: the
talon is empty, or holds only the turned trump.  The player to move has at least three legal
moves and exactly one of them wins against any defence (the solver's value of every first
move, :func:`engine.ai.solver.root_values`).  The **winning line** is the game that follows
when the player wins as fast as he can and the defence holds out as long as it can (every
defence loses); its length in the player's own decisions (moves with a choice) grades the
problem: 1 (up to three decisions), 2 (four to six), 3 (seven to ten; longer lines are not
generated).

A problem as stored (built-in types only)::

    {"id": "pk-017", "variant": "podkidnoy", "position": {...State.to_dict()...},
     "solution": ["attack 9S", "throw_in 9D", ...], "decisions": 3, "grade": 2,
     "natural": false, "cards": [4, 3]}

``natural``: whether the ``normal`` bot's move is the winning one (if not, the problem has a
trap).  The shipped set is ``game/puzzles/problems.json``:
``{"format": "kozyr-problems", "version": 1, "problems": [...]}``.

``python -m engine puzzles generate --count 180 --out FILE`` makes a set;
``python -m engine puzzles check [FILE]`` verifies one: every problem loads, has exactly one
winning first move by the solver and it is the first move of its solution, the solution is
legal and won, and on the small problems (at most :data:`BRUTE_CARDS` cards in all) brute
force over engine states agrees with the solver on every first move.

Playing a problem (the game's Problems screen): the player moves; the defence answers with
:func:`defence_move` (the best reply: a win or a draw if the player's move allowed one, else
the reply that holds out longest); :func:`still_winning` says whether the player is still on
a winning line.  Svoi Kozyri is not covered: the solver plays Durak only.
"""

import argparse
import json
import random
import sys
import time
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

from .base import Action, State
from .cards import popcount
from .durak import DurakState
from .registry import VARIANTS, Family

__all__ = [
    "FORMAT",
    "BRUTE_CARDS",
    "variants",
    "generate",
    "check",
    "check_problem",
    "solve_line",
    "defence_move",
    "still_winning",
    "winning_moves",
    "load",
    "main",
]

FORMAT = "kozyr-problems"
VERSION = 1
BRUTE_CARDS = {False: 8, True: 5}
"""Problems with at most this many cards in both hands together are also checked by brute
force, keyed on the variant's ``spec.transfers`` (minimax over every engine move; beyond these
sizes it takes too long: transfers send cards round, and positions on a repeating line cannot
be remembered)."""
LINE_NODES = 20_000
"""Most positions the winning line's search may visit (a problem whose line needs more is
not generated)."""


def variants() -> Tuple[str, ...]:
    """The variants problems are made of and checked against: every Durak-family variant of
    ``engine.VARIANTS`` (the solver plays Durak only), in the registry's order, read at each
    call so that a variant registered later (``engine.durak.register_durak_variant``) is one
    too.  The built-in ones are Podkidnoy and Perevodnoy, the shipped set's two."""
    return tuple(n for n, spec in VARIANTS.items() if spec.family == Family.DURAK)


def _brute_cards(variant: str) -> int:
    """:data:`BRUTE_CARDS` for ``variant`` (0, no brute force, for one that is not Durak's)."""
    spec = VARIANTS.get(variant)
    if spec is None or spec.family != Family.DURAK:
        return 0
    return BRUTE_CARDS[bool(spec.transfers)]


class _TooBig(Exception):
    pass


_ENDLESS = 1 << 20
MAX_DECISIONS = 10
"""Longest winning line looked for, in the player's decisions."""
MAX_PLIES = 120
"""Longest line followed (Perevodnoy can send cards round)."""


def _search(state: State, me: int) -> Any:
    from .ai.solver import new_root_search

    return new_root_search(state, me)


def winning_moves(state: State, me: int, search: Any = None) -> List[Action]:
    """The legal moves of ``me`` (to move) that win against any defence."""
    from .ai.solver import root_values

    return [a for a, v in root_values(state, me, None, search) if v == 1]


def _value(state: State, me: int, search: Any) -> int:
    from .ai.solver import position

    if state.result is not None:
        r = state.returns()[me]
        return 1 if r > 0 else (-1 if r < 0 else 0)
    return int(search.exact(position(state), 0))


class _Line:
    """How soon ``me`` wins: the fewest of his decisions (moves with a choice) he needs against
    any defence, by iterative deepening of a bounded AND-OR search over engine states (his
    moves: the solver's winning ones; the defence: every reply), memoised per position."""

    def __init__(self, root: State, me: int, limit: int = LINE_NODES) -> None:
        self.me = me
        self.search = _search(root, me)
        self.wins: Dict[Any, List[Action]] = {}
        # per position: the largest bound proven too small, the smallest proven enough
        self.lo: Dict[Any, int] = {}
        self.hi: Dict[Any, int] = {}
        self.nodes = 0
        self.limit = limit

    def key(self, s: State) -> Any:
        from .ai.solver import position_key

        return position_key(s)

    def _moves(self, s: State, k: Any) -> List[Action]:
        got = self.wins.get(k)
        if got is None:
            got = self.wins[k] = winning_moves(s, self.me, self.search)
        return got

    def within(self, s: State, d: int, plies: int = 0) -> bool:
        """Whether ``me`` wins ``s`` within ``d`` of his decisions against any defence."""
        if s.result is not None:
            return s.returns()[self.me] > 0
        if d < 0 or plies > MAX_PLIES:
            return False
        k = self.key(s)
        if self.hi.get(k, _ENDLESS) <= d:
            return True
        if self.lo.get(k, -1) >= d:
            return False
        self.nodes += 1
        if self.nodes > self.limit:
            raise _TooBig()
        legal = s.legal_actions()
        if s.current_player == self.me:
            cost = 1 if len(legal) > 1 else 0
            moves = legal if len(legal) == 1 else self._moves(s, k)
            ok = any(self.within(s.apply(a), d - cost, plies + 1) for a in moves)
        else:
            ok = all(self.within(s.apply(a), d, plies + 1) for a in legal)
        if ok:
            self.hi[k] = min(self.hi.get(k, _ENDLESS), d)
        else:
            self.lo[k] = max(self.lo.get(k, -1), d)
        return ok

    def decisions(self, s: State) -> int:
        """The fewest decisions of ``me`` that win ``s`` against any defence."""
        d = 0
        while not self.within(s, d):
            d += 1
            if d > MAX_DECISIONS:
                raise _TooBig()
        return d

    def best(self, s: State) -> Action:
        """``me``'s quickest winning move, or the defence's reply that holds out longest."""
        legal = s.legal_actions()
        if len(legal) == 1:
            return legal[0]
        k = self.key(s)
        if s.current_player == self.me:
            return min(self._moves(s, k), key=lambda a: self.decisions(s.apply(a)))
        return max(legal, key=lambda a: self.decisions(s.apply(a)))

    def line(self, s: State) -> List[Action]:
        out = []
        while s.result is None:
            a = self.best(s)
            out.append(a)
            s = s.apply(a)
        return out


def solve_line(state: State, limit: int = LINE_NODES) -> Tuple[List[Action], int]:
    """The winning line from ``state`` (won for the player to move) and the player's
    decisions in it: the player wins soonest, the defence holds out longest."""
    me = state.current_player
    assert me is not None
    ln = _Line(state, me, limit)
    decisions = ln.decisions(state)
    return ln.line(state), decisions


def defence_move(state: State, me: int) -> Action:
    """The defence's reply in a problem (``me`` is the problem's player, the other player is
    to move): a move that wins, else one that draws, if the player's last move allowed it;
    else the reply that holds out longest."""
    from .ai.solver import root_values

    p = state.current_player
    assert p is not None and p != me
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    search = _search(state, p)
    values = root_values(state, p, None, search)
    best = max(v for _a, v in values)
    if best >= 0:
        return next(a for a, v in values if v == best)
    try:
        return _Line(state, me).best(state)
    except _TooBig:
        return legal[0]


def still_winning(state: State, me: int) -> bool:
    """Whether ``me`` still wins ``state`` against any defence (or has won it)."""
    if state.result is not None:
        return state.returns()[me] > 0
    return _value(state, me, _search(state, me)) == 1


def _random_position(rng: random.Random) -> State:
    from .ai.arena import random_endgame

    variant = rng.choice(variants())
    a = rng.randint(2, 6)
    b = rng.randint(2, 6)
    deck = VARIANTS[variant].default_deck  # 36 for the built-in two
    s = random_endgame(rng, a, variant, deck=deck, cards_b=b, talon_one=rng.random() < 0.2)
    for _ in range(rng.choice((0, 0, 0, 1, 2, 3))):
        if s.result is not None:
            break
        s = s.apply(rng.choice(s.legal_actions()))
    return s


def _cards(state: Any, p: int) -> int:
    return popcount(state.hand_mask(p))


def _grade(decisions: int) -> int:
    return 1 if decisions <= 3 else (2 if decisions <= 6 else 3)


def make_problem(state: State, deadline_s: float = 5.0) -> Optional[Dict[str, Any]]:
    """The problem of ``state`` if it is one (see the module notes), else None."""
    from . import ai
    from .ai import timing
    from .ai.solver import SolverTimeout, root_values

    if state.result is not None or state.players != 2:
        return None
    me = state.current_player
    assert me is not None
    legal = state.legal_actions()
    if len(legal) < 3:
        return None
    try:
        values = root_values(state, me, timing.now() + deadline_s)
    except SolverTimeout:
        return None
    wins = [a for a, v in values if v == 1]
    if len(wins) != 1:
        return None
    try:
        line, decisions = solve_line(state)
    except _TooBig:
        return None
    assert line[0] == wins[0]
    natural = ai.choose(state.view(me), level="normal", seed=0) == wins[0]
    return {
        "variant": state.variant,
        "position": state.to_dict(),
        "solution": [str(a) for a in line],
        "decisions": decisions,
        "grade": _grade(decisions),
        "natural": natural,
        "cards": [_cards(state, p) for p in range(2)],
    }


def generate(
    count: int,
    seed: int = 1,
    natural_share: float = 0.3,
    progress: Any = None,
) -> List[Dict[str, Any]]:
    """``count`` problems from random endgames (seeded), shared evenly between the
    :func:`variants` (the first ones get the remainder: with the built-in two, half Podkidnoy
    and half Perevodnoy), at most ``natural_share`` of them ones where the ``normal`` bot's
    move already wins, each position once; sorted by variant, grade and line length, with
    ids."""
    rng = random.Random(seed)
    names = variants()
    per = {v: count // len(names) + (i < count % len(names)) for i, v in enumerate(names)}
    got: Dict[str, List[Dict[str, Any]]] = {v: [] for v in names}
    natural_left = {v: int(per[v] * natural_share) for v in names}
    seen = set()
    tries = 0
    while any(len(got[v]) < per[v] for v in names):
        tries += 1
        s = _random_position(rng)
        v = s.variant
        if len(got[v]) >= per[v] or s.result is not None:
            continue
        key = json.dumps(s.to_dict(), sort_keys=True)
        if key in seen:
            continue
        seen.add(key)
        p = make_problem(s)
        if p is None:
            continue
        if p["natural"]:
            if natural_left[v] <= 0:
                continue
            natural_left[v] -= 1
        got[v].append(p)
        if progress is not None:
            progress(sum(len(x) for x in got.values()), count, tries)
    out: List[Dict[str, Any]] = []
    for v in names:
        ps = sorted(got[v], key=lambda p: (p["grade"], p["decisions"], len(p["solution"])))
        for i, p in enumerate(ps):
            out.append(dict({"id": f"{v[:2]}-{i + 1:03d}"}, **p))
    return out


# --- checking -------------------------------------------------------------------------------


def load(path: str) -> List[Dict[str, Any]]:
    """The problems of a set file; raises ``ValueError`` if it is not one."""
    with open(path, encoding="utf-8") as f:
        d = json.load(f)
    if not isinstance(d, Mapping) or d.get("format") != FORMAT or d.get("version") != VERSION:
        raise ValueError(f"{path}: not a problem set ({FORMAT!r} version {VERSION})")
    ps = d.get("problems")
    if not isinstance(ps, list):
        raise ValueError(f"{path}: no list of problems")
    return ps


def _small(p: Mapping[str, Any]) -> bool:
    """Whether a problem is small enough for the brute-force check."""
    try:
        s = State.from_dict(p["position"])
    except (KeyError, ValueError):
        return False
    return _cards(s, 0) + _cards(s, 1) <= _brute_cards(s.variant)


class _Exhaustive:
    """Brute force for the check: minimax over every legal engine move, no pruning and none of
    the solver's shortcuts, with a repeated position on the line scoring 0 (as
    :func:`engine.ai.solver.brute_force`).  Unlike that one it remembers the value of each
    position whose lines met no repetition above it (such a value does not depend on the
    line), so hands of up to :data:`BRUTE_CARDS` cards stay within seconds."""

    def __init__(self, me: int) -> None:
        self.me = me
        self.memo: Dict[Any, int] = {}
        self.path: Dict[Any, int] = {}
        self.minrep = _ENDLESS

    def value(self, state: State) -> int:
        from .ai.solver import position_key

        if state.result is not None:
            r = state.returns()[self.me]
            return 1 if r > 0 else (-1 if r < 0 else 0)
        key = position_key(state)
        got = self.memo.get(key)
        if got is not None:
            return got
        depth = len(self.path)
        if key in self.path:
            self.minrep = min(self.minrep, self.path[key])
            return 0
        self.path[key] = depth
        outer = self.minrep
        self.minrep = _ENDLESS
        vals = [self.value(state.apply(a)) for a in state.legal_actions()]
        del self.path[key]
        v = max(vals) if state.current_player == self.me else min(vals)
        if self.minrep >= depth:  # no repetition above this position: a value of its own
            self.memo[key] = v
        self.minrep = min(self.minrep, outer)
        return v


def check_problem(p: Mapping[str, Any], brute: bool = True) -> List[str]:
    """What is wrong with one problem (empty: nothing): see the module notes."""
    from .ai.solver import root_values

    errs: List[str] = []
    pid = p.get("id", "?")
    try:
        s = State.from_dict(p["position"])
    except (KeyError, ValueError) as e:
        return [f"{pid}: position does not load: {e}"]
    if (
        not isinstance(s, DurakState)
        or s.variant not in variants()
        or s.players != 2
        or s.result is not None
    ):
        return [f"{pid}: not a two-player Durak position in play"]
    if len(s.talon) > 1:
        return [f"{pid}: the talon holds hidden cards"]
    me = s.current_player
    assert me is not None
    values = root_values(s, me)
    wins = [a for a, v in values if v == 1]
    if len(values) < 3:
        errs.append(f"{pid}: fewer than three moves")
    if len(wins) != 1:
        errs.append(f"{pid}: {len(wins)} winning first moves, not one")
    sol = p.get("solution") or []
    if not sol or not wins or str(wins[0]) != sol[0]:
        errs.append(f"{pid}: the solution does not start with the winning move")
    t: State = s
    try:
        for text in sol:
            t = t.apply(text)
    except ValueError as e:
        errs.append(f"{pid}: the solution is not legal: {e}")
    else:
        if t.result is None or t.returns()[me] <= 0:
            errs.append(f"{pid}: the solution does not end in the player's win")
    if brute and _small(p):
        ex = _Exhaustive(me)
        for a, v in values:
            if ex.value(s.apply(a)) != v:
                errs.append(f"{pid}: solver and brute force differ on {a}")
    return errs


def check(
    problems: Sequence[Mapping[str, Any]], brute: bool = True, out: Any = None
) -> Tuple[int, List[str]]:
    """Checks every problem; returns (how many were checked by brute force, the errors)."""
    errs: List[str] = []
    brute_n = 0
    ids = set()
    for p in problems:
        pid = p.get("id")
        if pid in ids:
            errs.append(f"{pid}: id used twice")
        ids.add(pid)
        errs += check_problem(p, brute)
        if brute and _small(p):
            brute_n += 1
    return brute_n, errs


def main(argv: Optional[Sequence[str]] = None) -> int:
    """``python -m engine puzzles generate [--count N] [--seed S] [--out FILE]`` |
    ``check [FILE] [--no-brute]``."""
    ap = argparse.ArgumentParser(prog="python -m engine puzzles", description=main.__doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    gp = sub.add_parser("generate", help="make a problem set from random endgames")
    gp.add_argument("--count", type=int, default=180)
    gp.add_argument("--seed", type=int, default=1)
    gp.add_argument("--out", default="game/puzzles/problems.json")
    cp = sub.add_parser("check", help="verify a problem set")
    cp.add_argument("file", nargs="?", default="game/puzzles/problems.json")
    cp.add_argument("--no-brute", action="store_true", help="skip the brute-force comparison")
    ns = ap.parse_args(argv)
    t0 = time.process_time()
    if ns.cmd == "generate":

        def progress(n: int, total: int, tries: int) -> None:
            print(f"\r  {n}/{total} problems ({tries} positions tried)", end="", file=sys.stderr)

        ps = generate(ns.count, ns.seed, progress=progress)
        print(file=sys.stderr)
        with open(ns.out, "w", encoding="utf-8") as f:
            json.dump({"format": FORMAT, "version": VERSION, "problems": ps}, f, indent=1)
            f.write("\n")
        print(
            f"{len(ps)} problems written to {ns.out} ({_summary(ps)}), "
            f"{time.process_time() - t0:.1f} s CPU"
        )
        return 0
    try:
        ps = load(ns.file)
    except (OSError, ValueError) as e:
        print(f"puzzles: {e}", file=sys.stderr)
        return 2
    brute_n, errs = check(ps, not ns.no_brute)
    for err in errs:
        print("  " + err)
    print(
        f"{len(ps) - len({err.split(':')[0] for err in errs})}/{len(ps)} problems correct "
        f"({_summary(ps)}); {brute_n} also by brute force; "
        f"{time.process_time() - t0:.1f} s CPU"
    )
    return 1 if errs else 0


def _summary(ps: Sequence[Mapping[str, Any]]) -> str:
    parts = []
    for v in variants():
        grades = [p.get("grade") for p in ps if p.get("variant") == v]
        parts.append(f"{v} {len(grades)}: " + " / ".join(str(grades.count(g)) for g in (1, 2, 3)))
    return "; ".join(parts) + " by grade 1/2/3"
