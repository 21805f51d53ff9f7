"""Random-playout throughput: ``python -m engine bench``.

Plays uniformly random 2-player Podkidnoy games through the public API (``legal_actions()``
and ``apply()``) and, in the same process, the bare baseline loop
``shared/bench/bare_podkidnoy.py`` (a mutable int-bitmask loop with no legality API), in
alternating rounds so machine load affects both alike, and prints both figures and their
ratio.  The baseline is optional: it is looked up next to the repository (``../shared``) or
given with ``--baseline PATH``; the project never depends on it.
"""

import importlib.util
import os
import random
import time
from types import ModuleType
from typing import List, Optional, Tuple

from .base import State, new_game

__all__ = ["engine_playouts", "view_speed", "find_baseline", "load_baseline", "bench"]

_REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def engine_playouts(
    seconds: float = 3.0, seed: int = 1, variant: str = "podkidnoy", players: int = 2
) -> Tuple[int, int, float]:
    """Random games for about ``seconds``: returns (games, actions, elapsed)."""
    rng = random.Random(seed)
    choice = rng.choice
    games = actions = 0
    gseed = seed * 1000003
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        s = new_game(variant, players=players, seed=gseed + games)
        while not s.is_terminal():
            s = s.apply(choice(s.legal_actions()))
            actions += 1
        games += 1
    return games, actions, time.perf_counter() - start


def view_speed(
    variant: str = "podkidnoy", players: int = 2, positions: int = 200, rounds: int = 15
) -> float:
    """Microseconds of CPU per ``State.view(p)`` (every seat of ``positions`` positions of
    random games; the best of ``rounds`` rounds, as a loaded machine only slows a round).  A
    bot builds a view for each decision and the table one per frame it redraws."""
    rng = random.Random(1)
    states: List[State] = []
    g = 0
    while len(states) < positions:
        s = new_game(variant, players=players, seed=g)
        g += 1
        while not s.is_terminal() and len(states) < positions:
            states.append(s)
            s = s.apply(rng.choice(s.legal_actions()))
    for s in states:  # legal actions cached, as in play: only the view is timed
        s.legal_actions()
    seats = range(players)
    best = float("inf")
    for _ in range(rounds):
        c0 = time.process_time()
        for s in states:
            for p in seats:
                s.view(p)
        best = min(best, time.process_time() - c0)
    return best / (len(states) * players) * 1e6


def find_baseline(path: Optional[str] = None) -> Optional[str]:
    """Path of bare_podkidnoy.py, or None if it is not there."""
    candidates = (
        [path]
        if path
        else [
            os.environ.get("KOZYR_BARE_BASELINE", ""),
            os.path.join(_REPO, "..", "shared", "bench", "bare_podkidnoy.py"),
            os.path.join(_REPO, "shared", "bench", "bare_podkidnoy.py"),
        ]
    )
    for c in candidates:
        if c and os.path.isfile(c):
            return os.path.abspath(c)
    return None


def load_baseline(path: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location("bare_podkidnoy", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def bench(
    seconds: float = 3.0,
    rounds: int = 3,
    baseline: Optional[str] = None,
    variant: str = "podkidnoy",
    players: int = 2,
    out=print,
) -> Optional[float]:
    """Runs the benchmark and prints it; returns the engine/baseline actions/s ratio (None
    without a baseline)."""
    path = find_baseline(baseline)
    module = load_baseline(path) if path else None
    eg = ea = 0
    et = ec = 0.0
    bg = ba = 0
    bt = bc = 0.0
    per = seconds / rounds
    for r in range(rounds):
        c0 = time.process_time()
        g, a, t = engine_playouts(per, seed=r + 1, variant=variant, players=players)
        eg, ea, et, ec = eg + g, ea + a, et + t, ec + time.process_time() - c0
        if module is not None:
            c0 = time.process_time()
            g, a, t = module.run(per, seed=r + 1)
            bg, ba, bt, bc = bg + g, ba + a, bt + t, bc + time.process_time() - c0
    out(
        f"engine {variant} {players}p (public API, immutable states): "
        f"{eg / et:.0f} games/s, {ea / et:.0f} actions/s ({ea / max(eg, 1):.1f} actions/game; "
        f"{ea / max(ec, 1e-9):.0f} actions per CPU-second)"
    )
    out(f"view(): {view_speed(variant, players):.1f} us of CPU per view (best of 15 rounds)")
    if module is None:
        out(
            "bare baseline: missing (looked for ../shared/bench/bare_podkidnoy.py; "
            "pass --baseline PATH)"
        )
        return None
    out(
        f"bare baseline ({path}): {bg / bt:.0f} games/s, {ba / bt:.0f} actions/s "
        f"({ba / max(bg, 1):.1f} actions/game; {ba / max(bc, 1e-9):.0f} actions per "
        f"CPU-second)"
    )
    ratio = (ea / et) / (ba / bt)
    cpu_ratio = (ea / max(ec, 1e-9)) / (ba / max(bc, 1e-9))
    out(
        f"ratio engine/baseline actions/s: {ratio:.2f} (per CPU-second: {cpu_ratio:.2f}; "
        f"aim >= 0.25)"
    )
    return ratio
