"""Corrupted saves: ``python -m engine fuzz --corrupt N``.

Takes ``N`` positions of random games of every variant (random options, stopped at a random
move, some at the end) and corrupts their ``to_dict()`` field by field: every field and every
item of a list (up to a few per list) is replaced by values of the wrong type (None, bools,
floats, NaN, strings, lists, dicts), out of range (negative, huge), by other valid-looking
values (another card, another seat, the value plus one) or removed.  Each corrupted position
must be either

* refused by ``State.from_dict`` with :class:`~engine.errors.InvalidPosition` (a readable
  reason; a refusal by the loader's last line of defence, "malformed (...)", is counted as a
  finding: the loader missed that field), or
* accepted and consistent: it saves and loads again to the same position (as strict JSON: no
  NaN), its cards are all in exactly one place, a finished game's result is coherent (the
  loaders derive it from the position), and it plays on with legal moves to the end (or a
  few hundred moves) without an error.

Anything else (another exception, an accepted position that breaks) is a violation.
"""

import json
import random
import time
from typing import Any, Dict, List, Optional, Sequence, Tuple

from .base import VARIANTS, IllegalAction, State, new_game
from .errors import InvalidPosition

__all__ = ["CorruptReport", "corrupt"]

_ODD_VALUES: Tuple[Any, ...] = (
    None,
    True,
    False,
    -1,
    0,
    1,
    7,
    10**12,
    2.5,
    float("nan"),
    "",
    "x",
    "7S",
    "ZZ",
    [],
    {},
    [None],
    [[]],
)


class CorruptReport:
    """Figures of a corruption run; ``violations`` lists the findings (empty = clean)."""

    def __init__(self) -> None:
        self.positions = 0
        self.tried = 0
        self.refused = 0
        self.accepted_same = 0
        self.accepted_other = 0
        self.seconds = 0.0
        self.by_variant: Dict[str, List[int]] = {}  # name -> [tried, refused, accepted]
        self.violations: List[str] = []

    @property
    def accepted(self) -> int:
        return self.accepted_same + self.accepted_other

    def ok(self) -> bool:
        return not self.violations

    def summary(self) -> str:
        lines = [
            f"corrupted saves: {self.tried} tried on {self.positions} positions in "
            f"{self.seconds:.1f}s: {self.refused} refused (InvalidPosition), {self.accepted} "
            f"accepted and consistent ({self.accepted_same} the same position, "
            f"{self.accepted_other} another valid one)",
            "per variant (tried/refused/accepted): "
            + ", ".join(f"{k}={v[0]}/{v[1]}/{v[2]}" for k, v in sorted(self.by_variant.items())),
            f"violations: {len(self.violations)}",
        ]
        lines += ["  " + v for v in self.violations[:20]]
        return "\n".join(lines)


def _paths(d: Any, prefix: Tuple[Any, ...] = (), depth: int = 0) -> List[Tuple[Any, ...]]:
    """Every field of a saved position: dict keys and list items (the first two and the
    last of each list), three levels deep."""
    out: List[Tuple[Any, ...]] = []
    if depth > 3:
        return out
    if isinstance(d, dict):
        for k, v in d.items():
            out.append(prefix + (k,))
            out += _paths(v, prefix + (k,), depth + 1)
    elif isinstance(d, list):
        idx = sorted({0, 1, len(d) - 1} & set(range(len(d))))
        for i in idx:
            out.append(prefix + (i,))
            out += _paths(d[i], prefix + (i,), depth + 1)
    return out


def _get(d: Any, path: Sequence[Any]) -> Any:
    for k in path:
        d = d[k]
    return d


_REMOVE = object()


def _set(d: Any, path: Sequence[Any], value: Any) -> Any:
    """A deep copy of ``d`` with the field at ``path`` replaced (or removed)."""
    d = json.loads(json.dumps(d))
    parent = _get(d, path[:-1])
    key = path[-1]
    if value is _REMOVE:
        del parent[key]
    else:
        parent[key] = value
    return d


def _variants_of(value: Any, rng: random.Random, codes: Sequence[str]) -> List[Any]:
    """Wrong and plausible replacements for one field's value."""
    out: List[Any] = list(rng.sample(_ODD_VALUES, 6))
    if isinstance(value, bool):
        out += [not value, int(value), str(value).lower()]
    elif isinstance(value, int):
        out += [value + 1, value - 1, -value - 1, str(value), float(value)]
    elif isinstance(value, str):
        out += [rng.choice(codes), value.lower(), value + value, value[:1]]
    elif isinstance(value, list):
        if value:
            out += [value[:-1], value + value[:1], list(reversed(value)), value[0]]
        out += [value + [rng.choice(codes)]]
    elif isinstance(value, dict):
        out += [dict(value, extra=1), list(value)]
    out.append(_REMOVE)
    return out


def _json_ok(d: Any) -> bool:
    try:
        json.dumps(d, allow_nan=False)
        return True
    except ValueError:
        return False


def _problems(t: State, original: State, steps: int, rng: random.Random) -> Optional[str]:
    """Why an accepted position is not a consistent one (None: it is).  ``original`` is the
    position before the corruption: the same position with another result is a false one."""
    d = t.to_dict()
    if t.result != original.result:
        same = {k: v for k, v in d.items() if k != "result"}
        if same == {k: v for k, v in original.to_dict().items() if k != "result"}:
            return f"accepted a false result {t.result} (the position's is {original.result})"
    if not _json_ok(d):
        return "accepted, but its save is not strict JSON (NaN or infinity)"
    back = State.from_dict(json.loads(json.dumps(d)))
    if back != t or back.to_dict() != d:
        return "accepted, but it does not save and load again to the same position"
    conserved: Optional[bool]
    try:
        conserved = t.conserved()
    except NotImplementedError:  # a variant that does not say where its cards are
        conserved = None
    if conserved is False:
        return "accepted, but its cards are not each in one place"
    r = t.result
    if r is not None:
        n = t.players
        seats = [p for p in r.order] + [p for p in (r.durak, r.winner) if p is not None]
        if any(not 0 <= p < n for p in seats) or len(set(r.order)) != len(r.order):
            return f"accepted with an impossible result {r}"
        if r.draw != (r.durak is None) or (r.winner is not None and r.winner == r.durak):
            return f"accepted with an incoherent result {r}"
        if abs(sum(t.returns())) > 1e-9:
            return "accepted, but its returns do not sum to zero"
        return None
    for p in range(t.players):
        t.view(p)
    s = t
    for _ in range(steps):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        if not legal:
            return "accepted, but a running game has no legal action"
        s = s.apply(rng.choice(legal))
    if conserved is not None and not s.conserved():
        return "accepted, but playing on loses cards"
    return None


def _position(name: str, rng: random.Random) -> State:
    """A position of a random game of ``name`` (random options and seats), stopped at a
    random move (one in five at its end)."""
    from .fuzz import game_options

    spec = VARIANTS[name]
    n = rng.randint(*spec.players_range())
    s = new_game(name, players=n, seed=rng.randrange(1 << 31), **game_options(name, n, rng))
    stop = None if rng.random() < 0.2 else rng.randrange(300)
    k = 0
    while not s.is_terminal() and (stop is None or k < stop):
        s = s.apply(rng.choice(s.legal_actions()))
        k += 1
    return s


def corrupt(
    positions: int = 40,
    variant_names: Optional[Sequence[str]] = None,
    seed: int = 0,
    playout_steps: int = 300,
    max_violations: int = 50,
) -> CorruptReport:
    """Corrupts the saves of ``positions`` positions field by field (see the module
    docstring) and reports how many were tried, refused and accepted consistently."""
    report = CorruptReport()
    rng = random.Random(seed)
    names = list(variant_names) if variant_names else list(VARIANTS)
    codes = [f"{r}{s}" for r in "23456789TJQKA" for s in "CDHS"]
    start = time.perf_counter()
    for i in range(positions):
        name = names[i % len(names)]
        s = _position(name, rng)
        d = s.to_dict()
        report.positions += 1
        row = report.by_variant.setdefault(name, [0, 0, 0])
        for path in _paths(d):
            for bad in _variants_of(_get(d, path), rng, codes):
                d2 = _set(d, path, bad)
                where = f"{name} seed={s.seed} {'.'.join(map(str, path))}={bad!r}"
                if bad is _REMOVE:
                    where = f"{name} seed={s.seed} {'.'.join(map(str, path))} removed"
                report.tried += 1
                row[0] += 1
                try:
                    t = State.from_dict(d2)
                except InvalidPosition as e:
                    report.refused += 1
                    row[1] += 1
                    if not e.reason or e.reason.startswith("malformed ("):
                        report.violations.append(f"{where}: refused only by the safety net: {e}")
                    continue
                except Exception as e:  # noqa: BLE001 - any other exception is a finding
                    report.violations.append(f"{where}: {type(e).__name__}: {e}")
                    continue
                try:
                    problem = _problems(t, s, playout_steps, rng)
                except (IllegalAction, Exception) as e:  # noqa: BLE001
                    problem = f"accepted, then {type(e).__name__}: {e}"
                if problem is not None:
                    report.violations.append(f"{where}: {problem}")
                elif t == s:
                    report.accepted_same += 1
                    row[2] += 1
                else:
                    report.accepted_other += 1
                    row[2] += 1
                if len(report.violations) >= max_violations:
                    report.seconds = time.perf_counter() - start
                    return report
    report.seconds = time.perf_counter() - start
    return report
