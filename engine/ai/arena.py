"""Arena: seat-balanced matches between bots, and the command line of the AI's measurements
(the endgame solver's checks, the hand-reading and playout benches: :mod:`.arena_bench`).

Usage (``python -m engine arena ...`` is the same as ``python -m engine.ai.arena ...``)::

    python -m engine.ai.arena --a hard --b normal --variant podkidnoy --games 2000
    python -m engine.ai.arena --a hard --b normal --players 4 --games 400
    python -m engine.ai.arena solver --check 1000 --cards 3
    python -m engine.ai.arena solver --bench 6 --positions 50 [--clock cpu]
    python -m engine.ai.arena read --games 25 --deals 30
    python -m engine.ai.arena playout --games 10

``read`` measures the hand reading of :mod:`engine.ai.inference` against ``normal`` bots:
the share of the opponent's hidden cards the weighted deals hold, next to uniform deals and
the take rule.  ``playout`` times one sampled deal of the search on engine states against
the fast playouts of :mod:`engine.ai.fastsim` (and checks they give the same payoffs).

A bot is ``LEVEL`` or ``LEVEL:STYLE`` with LEVEL one of easy normal hard expert random, or
the arena-only ``oracle-hard`` / ``oracle-hands`` (NOT honest: hard searching the true
position / the true hands with a sampled talon order; upper bounds of the design).
``hint`` plays the coach's hint (:func:`engine.ai.coach.hint`) at every move: the hint's
quality and latency.  ``LEVEL+KEY=VALUE`` (repeatable, before ``:STYLE``) replaces one of the
level's ``engine.ai.LEVEL_SETTINGS`` for the run: ``hard+solve_cards=6``, ``hard+infer=off``.  Every
deal is played once with bot A in each seat (twice, seats swapped, with two players); the
other seats are bot B.  Results are from A's side: a win is a game where A is not the durak
and someone else is, a loss one where A is the durak, a draw when nobody is.  The 95%
intervals are Wilson score intervals.  Decision times count only decisions with more than one
legal action; "wall" is wall-clock time (what a player waits, and what the budget limits),
"cpu" the deciding thread's CPU time (the same decision on an idle core).
"""

import argparse
import math
import random
import sys
import time
from typing import Dict, List, Optional, Sequence, Tuple

import engine

from . import LEVEL_SETTINGS, choose, choose_with_settings, timing

# the measurements' commands; their names stay importable from here (tests, puzzles)
from .arena_bench import (
    READ_CONFIGS,  # noqa: F401
    _pct,
    playout_bench,
    random_endgame,
    read_bench,
    solver_bench,
    solver_check,
)

__all__ = ["main", "play_game", "wilson", "random_endgame"]


def wilson(k: int, n: int, z: float = 1.96) -> Tuple[float, float, float]:
    """Proportion ``k/n`` and its Wilson 95% interval."""
    if n == 0:
        return (0.0, 0.0, 1.0)
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (p, max(0.0, mid - half), min(1.0, mid + half))


ORACLE_LEVELS = ("oracle-hard", "oracle-hands")
"""Arena-only, NOT HONEST levels: ``oracle-hard`` is ``hard`` whose determinisation is the true
position (it sees every card, the talon order too): an upper bound of the search design.
``oracle-hands`` sees the other hands but samples the talon order like ``hard``: what perfect
hand inference could give.  For benchmarks only; :func:`engine.ai.choose` does not know these
names."""


def _setting_value(text: str) -> object:
    low = text.lower()
    if low in ("true", "on", "yes"):
        return True
    if low in ("false", "off", "no"):
        return False
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return low  # a word: hard+infer=policy


def _parse_bot(text: str) -> Tuple:
    """``LEVEL[+KEY=VALUE...][:STYLE]`` -> ``(level, style)`` or ``(level, style, settings)``.
    ``+KEY=VALUE`` replaces one of the level's :data:`engine.ai.LEVEL_SETTINGS` for this run
    (``hard+solve_cards=6``, ``hard+infer=off``); ``infer=0`` and ``infer=off`` both mean
    False."""
    head, _, style = text.partition(":")
    level, *pairs = head.split("+")
    if not pairs:
        return level, (style or None)
    base = "hard" if level in ORACLE_LEVELS else level
    if base not in LEVEL_SETTINGS:
        raise ValueError(f"settings can be overridden at hard and expert only: {text!r}")
    settings = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq or key not in LEVEL_SETTINGS[base]:
            raise ValueError(
                f"bad setting {pair!r} in {text!r} (known: {sorted(LEVEL_SETTINGS[base])})"
            )
        settings[key] = _setting_value(value)
    return level, (style or None), settings


def _oracle_choose(
    level: str,
    state: engine.State,
    p: int,
    style: Optional[str],
    seed: int,
    budget_ms: Optional[float],
    settings: Optional[Dict] = None,
) -> engine.Action:
    """``oracle-hard`` (NOT HONEST, arena only): ``hard``'s Durak search with the true
    position as its only determinisation, with hard's settings, prior, solver and seeding.
    ``oracle-hands``: the samples deal the true hands, the talon order is sampled."""
    from ..cards import mask_of
    from ..durak import DurakState
    from . import _mix, durak_search, get_style

    if not isinstance(state, DurakState):
        raise ValueError("oracle-hard plays Durak only (Podkidnoy and Perevodnoy)")
    cfg = dict(LEVEL_SETTINGS["hard"], **(settings or {}), infer=False)
    view = state.view(p)
    st = get_style(style)
    rng = random.Random(_mix(seed, "hard"))
    start = timing.now()
    budget = (cfg["budget_ms"] if budget_ms is None else float(budget_ms)) / 1000.0
    prior = durak_search.BOT.rule(view, "normal", st, rng)
    hands = [mask_of(state.view(q).hand) for q in range(state.players)]
    return durak_search.BOT.search(
        view,
        st,
        rng,
        budget - (timing.now() - start),
        cfg,
        prior,
        oracle=state if level == "oracle-hard" else None,
        oracle_hands=hands if level == "oracle-hands" else None,
    )


def play_game(
    variant: str,
    players: int,
    deal_seed: int,
    bots: Sequence[Tuple],
    budgets: Sequence[Optional[float]],
    times: Sequence[List[float]],
    options: Optional[Dict] = None,
    cpu: Optional[Sequence[List[float]]] = None,
) -> engine.Result:
    """Plays one game; ``bots[seat]`` is ``(level, style)``; wall-clock decision times (s)
    are appended to ``times[seat]``, CPU times of the deciding thread to ``cpu[seat]``.
    A bot may carry a third item, settings overrides (see :func:`_parse_bot`)."""
    s = engine.new_game(variant, players=players, seed=deal_seed, **(options or {}))
    rng = random.Random(deal_seed ^ 0x5EED)
    move = 0
    while not s.is_terminal():
        p = s.current_player
        assert p is not None
        legal = s.legal_actions()
        level, style = bots[p][0], bots[p][1]
        settings = bots[p][2] if len(bots[p]) > 2 else None
        if len(legal) == 1:
            a = legal[0]
        elif level == "random":
            t0 = time.perf_counter()
            a = rng.choice(legal)
            times[p].append(time.perf_counter() - t0)
        else:
            t0 = time.perf_counter()
            c0 = time.thread_time()
            bot_seed = (deal_seed * 7919 + move * 31 + p) & 0x7FFFFFFF
            if level == "hint":  # follows the coach's hint (engine.ai.coach) at every move
                from .coach import hint

                a = hint(s.view(p), seed=bot_seed, budget_ms=budgets[p]).action
            elif level in ORACLE_LEVELS:  # sees the whole state: arena only, not honest
                a = _oracle_choose(level, s, p, style, bot_seed, budgets[p], settings)
            elif settings:
                a = choose_with_settings(
                    s.view(p), level, settings, style=style, seed=bot_seed, budget_ms=budgets[p]
                )
            else:
                a = choose(s.view(p), level=level, style=style, seed=bot_seed, budget_ms=budgets[p])
            times[p].append(time.perf_counter() - t0)
            if cpu is not None:
                cpu[p].append(time.thread_time() - c0)
        s = s.apply(a)
        move += 1
    assert s.result is not None
    return s.result


def _time_line(name: str, xs: List[float]) -> str:
    if not xs:
        return f"  {name}: no decisions"
    mean = sum(xs) / len(xs) * 1000
    return (
        f"  {name}: {len(xs)} decisions, mean {mean:.1f} ms, p95 {_pct(xs, 0.95) * 1000:.1f}"
        f" ms, max {max(xs) * 1000:.1f} ms"
    )


def run_match(
    a: str,
    b: str,
    variant: str,
    players: int,
    games: int,
    seed: int,
    budget_a: Optional[float],
    budget_b: Optional[float],
    time_limit: Optional[float],
    out=None,
) -> Dict[str, float]:
    out = out or sys.stdout
    bot_a, bot_b = _parse_bot(a), _parse_bot(b)
    t_a: List[float] = []
    t_b: List[float] = []
    c_a: List[float] = []
    c_b: List[float] = []
    win = draw = loss = 0
    b_fools = b_seat_games = 0
    played = 0
    start = time.perf_counter()
    deal = 0
    while played < games:
        if time_limit is not None and time.perf_counter() - start > time_limit:
            break
        deal_seed = seed * 100003 + deal
        for seat_a in range(players):
            if played >= games:
                break
            bots = [bot_a if p == seat_a else bot_b for p in range(players)]
            budgets = [budget_a if p == seat_a else budget_b for p in range(players)]
            times: List[List[float]] = [[] for _ in range(players)]
            cpu: List[List[float]] = [[] for _ in range(players)]
            r = play_game(variant, players, deal_seed, bots, budgets, times, cpu=cpu)
            for p in range(players):
                (t_a if p == seat_a else t_b).extend(times[p])
                (c_a if p == seat_a else c_b).extend(cpu[p])
            if r.durak is None:
                draw += 1
            elif r.durak == seat_a:
                loss += 1
            else:
                win += 1
                b_fools += 1
            b_seat_games += players - 1
            played += 1
            if not played % 50:  # long runs: a running tally on stderr
                print(f"  [{played} games: A {win} / {draw} / {loss}]", file=sys.stderr, flush=True)
        deal += 1
    elapsed = time.perf_counter() - start
    decided = win + loss
    rate, lo, hi = wilson(win, decided)
    fa, fa_lo, fa_hi = wilson(loss, played)
    print(
        f"{variant}, {players} players: A={a} vs B={b}, {played} games "
        f"({deal} deals, seat-balanced), {elapsed:.0f} s",
        file=out,
    )
    print(f"  A wins {win}, draws {draw}, losses {loss}", file=out)
    print(
        f"  A win rate of decided games {rate * 100:.1f}% (95% CI {lo * 100:.1f}-{hi * 100:.1f})",
        file=out,
    )
    if players > 2:
        fb = b_fools / b_seat_games if b_seat_games else 0.0
        print(
            f"  fool rate: A {fa * 100:.1f}% (95% CI {fa_lo * 100:.1f}-{fa_hi * 100:.1f}), "
            f"each B seat {fb * 100:.1f}%",
            file=out,
        )
    print(_time_line("A " + a + " wall", t_a), file=out)
    print(_time_line("A " + a + " cpu ", c_a), file=out)
    print(_time_line("B " + b + " wall", t_b), file=out)
    print(_time_line("B " + b + " cpu ", c_b), file=out)
    out.flush()
    return {
        "games": played,
        "win": win,
        "draw": draw,
        "loss": loss,
        "p": rate,
        "lo": lo,
        "hi": hi,
        "a_p95": _pct(t_a, 0.95),
        "a_max": max(t_a) if t_a else 0.0,
    }


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "arena":
        argv = argv[1:]
    if argv and argv[0] == "read":
        ap = argparse.ArgumentParser(prog="arena read")
        ap.add_argument("--games", type=int, default=25, help="games of normal bots")
        ap.add_argument("--deals", type=int, default=30, help="deals weighed per position")
        ap.add_argument("--seed", type=int, default=100)
        ns = ap.parse_args(argv[1:])
        read_bench(ns.games, ns.deals, ns.seed)
        return 0
    if argv and argv[0] == "playout":
        ap = argparse.ArgumentParser(prog="arena playout")
        ap.add_argument("--games", type=int, default=10, help="games of normal bots")
        ap.add_argument("--seed", type=int, default=1)
        ns = ap.parse_args(argv[1:])
        return 1 if playout_bench(ns.games, ns.seed) else 0
    if argv and argv[0] == "solver":
        ap = argparse.ArgumentParser(prog="arena solver")
        ap.add_argument("--check", type=int, default=0, help="positions to verify")
        ap.add_argument("--cards", type=int, default=3, help="most cards per hand (check)")
        ap.add_argument("--bench", type=int, default=0, help="time hands of 1..N cards")
        ap.add_argument("--positions", type=int, default=30)
        ap.add_argument("--seed", type=int, default=1)
        ap.add_argument("--clock", choices=("wall", "cpu"), default="wall")
        ns = ap.parse_args(argv[1:])
        if ns.clock == "cpu":
            timing.use_cpu_clock()
        bad = 0
        if ns.check:
            bad = solver_check(ns.check, ns.cards, ns.seed)
        if ns.bench:
            solver_bench(ns.bench, ns.positions, ns.seed)
        return 1 if bad else 0
    ap = argparse.ArgumentParser(prog="python -m engine arena")
    ap.add_argument(
        "--a",
        default="hard",
        help="bot A: LEVEL[+KEY=VALUE...][:STYLE] (or oracle-hard, oracle-hands)",
    )
    ap.add_argument("--b", default="normal", help="bot B (the other seats)")
    names = list(engine.VARIANTS)
    ap.add_argument("--variant", default=names[0], choices=names)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--budget-a", type=float, default=None, help="ms per decision")
    ap.add_argument("--budget-b", type=float, default=None)
    ap.add_argument(
        "--time-limit",
        type=float,
        default=None,
        help="stop starting new games after this many seconds",
    )
    ap.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="what the search budgets count: wall-clock (as in the game) or the thread's CPU "
        "time (one core per game on a shared machine)",
    )
    ns = ap.parse_args(argv)
    low, high = engine.VARIANTS[ns.variant].players_range()
    if not low <= ns.players <= high:
        ap.error(f"{ns.variant} is for {low} to {high} players")
    if ns.clock == "cpu":
        timing.use_cpu_clock()
        print("search budgets count CPU time (--clock cpu)")
    run_match(
        ns.a,
        ns.b,
        ns.variant,
        ns.players,
        ns.games,
        ns.seed,
        ns.budget_a,
        ns.budget_b,
        ns.time_limit,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
