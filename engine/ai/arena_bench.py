"""The AI's measurements other than matches (the arena's ``solver``, ``read`` and
``playout`` commands, :mod:`engine.ai.arena`): random two-player endgames, the endgame
solver against brute force and its time per solve, the hand reading of
:mod:`engine.ai.inference` against uniform deals, and one sampled deal of the search on
engine states against the fast playouts of :mod:`engine.ai.fastsim`."""

import math
import random
import sys
import time
from typing import Any, Dict, List, Optional, TextIO, cast

import engine
from engine.views import DurakView

from . import choose, timing


def _pct(xs: List[float], q: float) -> float:
    """The ``q`` quantile of the times ``xs`` (0.0 for none): the p95 of the benches and of
    the matches' decisions."""
    if not xs:
        return 0.0
    ys = sorted(xs)
    return ys[min(len(ys) - 1, int(math.ceil(q * len(ys))) - 1)]


# --- endgame solver checks ----------------------------------------------------------------


def random_endgame(
    rng: random.Random,
    cards: int,
    variant: str = "podkidnoy",
    deck: int = 36,
    cards_b: Optional[int] = None,
    show: bool = False,
    talon_one: bool = False,
) -> engine.State:
    """A random two-player position with an empty talon: ``cards`` cards for the attacker,
    ``cards_b`` (default ``cards``) for the defender, the rest discarded, at the start of a
    bout.  ``show``: Perevodnoy with the option of transferring by showing a trump.
    ``talon_one``: the turned trump (one of the other cards) is still in the talon."""
    from ..cards import cards_of, deck_mask

    pool = list(cards_of(deck_mask(deck)))
    rng.shuffle(pool)
    nb = cards if cards_b is None else cards_b
    attacker = rng.randrange(2)
    hands: List[List[str]] = [[], []]
    hands[attacker] = [str(c) for c in pool[:cards]]
    hands[1 - attacker] = [str(c) for c in pool[cards : cards + nb]]
    rest = pool[cards + nb :]
    trump = pool[rng.randrange(len(pool))]
    talon: List[str] = []
    if talon_one:
        trump = rest.pop(rng.randrange(len(rest)))
        talon = [str(trump)]
    d = {
        "format": 1,
        "variant": variant,
        "players": 2,
        "seed": None,
        "options": {"deck": deck, "transfer_show": True} if show else {"deck": deck},
        "trump": str(trump),
        "talon": talon,
        "discard": [str(c) for c in rest],
        "hands": hands,
        "table": [],
        "attacker": attacker,
        "defender": 1 - attacker,
        "phase": "attack",
        "turn": attacker,
        "passes": 0,
        "limit": min(6, nb),
        "bout": 2,
        "shown": [],
        "out": [],
        "known": [[], []],
        "actions": 0,
        "result": None,
    }
    return engine.State.from_dict(d)


def solver_check(n: int, cards: int, seed: int, out: Optional[TextIO] = None) -> int:
    out = out or sys.stdout
    from .solver import brute_force, solve

    rng = random.Random(seed)
    bad = 0
    t0 = time.perf_counter()
    for i in range(n):
        variant = "perevodnoy" if i % 3 == 2 else "podkidnoy"
        ca = rng.randint(1, cards)
        cb = rng.randint(1, cards)
        show = i % 6 == 5
        if show:  # shown trumps swap roles without using cards: brute force explodes on more
            ca, cb = min(ca, 2), min(cb, 2)
        s = random_endgame(rng, ca, variant, cards_b=cb, show=show, talon_one=i % 4 == 3)
        # four in seven of them mid-bout: a few random moves into the game
        for _ in range(rng.choice((0, 0, 0, 1, 2, 3, 4))):
            if s.result is not None:
                break
            s = s.apply(rng.choice(s.legal_actions()))
        me = rng.randrange(2)
        if solve(s, me) != brute_force(s, me):
            bad += 1
            print(f"  MISMATCH: {s.to_dict()}", file=out)
    print(
        f"solver vs brute force: {n - bad}/{n} agree (hands up to {cards} cards, "
        f"{time.perf_counter() - t0:.1f} s)",
        file=out,
    )
    return bad


def solver_bench(max_cards: int, positions: int, seed: int, out: Optional[TextIO] = None) -> None:
    """Time per solve (``timing.now``: wall or CPU clock) of random positions at the start
    of a bout with ``k`` cards in each hand, k = 1..max_cards; a third Perevodnoy, also
    reported apart from Podkidnoy from 5 cards on."""
    out = out or sys.stdout
    from .solver import SolverTimeout, solve

    rng = random.Random(seed)
    for k in range(1, max_cards + 1):
        ts: List[float] = []
        by_variant: Dict[str, List[float]] = {"podkidnoy": [], "perevodnoy": []}
        timeouts = 0
        for i in range(positions):
            variant = "perevodnoy" if i % 3 == 2 else "podkidnoy"
            s = random_endgame(rng, k, variant)
            t0 = timing.now()
            try:
                solve(s, 0, t0 + 5.0)
            except SolverTimeout:
                timeouts += 1
            ts.append(timing.now() - t0)
            by_variant[variant].append(ts[-1])
        print(
            f"  {k} cards each: {positions} positions, mean {sum(ts) / len(ts) * 1000:.1f} ms,"
            f" median {_pct(ts, 0.5) * 1000:.1f} ms, p95 {_pct(ts, 0.95) * 1000:.1f} ms,"
            f" max {max(ts) * 1000:.1f} ms, given up (5 s or 150 plies) {timeouts}",
            file=out,
        )
        if k >= 5:
            for name, xs in by_variant.items():
                if xs:
                    print(
                        f"    {name}: {len(xs)}, median {_pct(xs, 0.5) * 1000:.1f} ms, p95"
                        f" {_pct(xs, 0.95) * 1000:.1f} ms, max {max(xs) * 1000:.1f} ms",
                        file=out,
                    )
        out.flush()


READ_CONFIGS = (
    ("uniform deals", None),
    ("take rule (infer=on)", "rule"),
    ("policy, 1 bout, eps 0.1", (1, 0.1)),
    ("policy, 3 bouts, eps 0.1 (hard)", (3, 0.1)),
    ("policy, 6 bouts, eps 0.1 (expert)", (6, 0.1)),
    ("policy, from the deal, eps 0.1", (0, 0.1)),
    ("policy, 3 bouts, eps 0.3", (3, 0.3)),
)


def read_bench(games: int, deals: int, seed: int, out: Optional[TextIO] = None) -> None:
    """How much of the opponent's hidden hand the deals hold, per way of dealing them: at
    every 7th decision of two-seat Podkidnoy games of ``normal`` bots (talon of 2 or more),
    ``deals`` deals are sampled and weighed; the figure is the weighted mean share of the
    opponent's hidden cards a deal gets right (uniform deals: hidden / unseen cards)."""
    from . import durak_search as ds
    from .inference import reader_for

    out = out or sys.stdout
    positions: List[Any] = []  # DurakStates (hand_mask)
    for g in range(games):
        s: Any = engine.new_game("podkidnoy", players=2, seed=seed + g)
        i = 0
        while s.result is None:
            v = s.view(s.current_player)
            if v.talon_count > 1 and i % 7 == 3 and len(v.legal_actions()) > 1:
                positions.append(s)
            s = s.apply(choose(v, level="normal", seed=i))
            i += 1
    print(
        f"hand reading against normal: {len(positions)} positions from {games} games, "
        f"{deals} deals each",
        file=out,
    )
    for name, cfg in READ_CONFIGS:
        share = 0.0
        n = 0
        t0 = time.process_time()
        for k, s in enumerate(positions):
            me = s.current_player
            opp = 1 - me
            v = s.view(me)
            hidden = v.hand_counts[opp] - len(v.known[opp])
            if hidden == 0:
                continue
            truth = s.hand_mask(opp) & ~engine.cards.mask_of(v.known[opp])
            rng = random.Random(k)
            avoid = ds.unlikely_cards(v) if cfg == "rule" else None
            reader = reader_for(v, cfg[1], cfg[0]) if isinstance(cfg, tuple) else None
            ws = []
            hits = []
            for _ in range(deals):
                hands, talon = ds.deal(v, rng, avoid)
                ws.append(reader.weight_deal(hands, talon, rng) if reader is not None else 1.0)
                hits.append(bin(hands[opp] & truth).count("1") / hidden)
            total = sum(ws) or 1.0
            share += sum(w * h for w, h in zip(ws, hits)) / total
            n += 1
        ms = (time.process_time() - t0) * 1000.0 / max(1, n * deals)
        print(
            f"  {name:36s} {share / max(1, n):.3f} of the hidden hand   {ms:.2f} ms CPU per deal",
            file=out,
        )


def playout_bench(games: int, seed: int, out: Optional[TextIO] = None) -> int:
    """CPU time per sampled deal of the Durak search: the engine path (a determinised state,
    each candidate applied and played out by ``durak_search.rollout``) against the fast path
    (``durak_search.deal`` and ``fastsim.playout``), on the positions of two-seat games of
    ``normal`` bots (both variants), same deals for both.  Returns the number of payoffs
    that differ (must be 0: the two paths play the same game)."""
    from . import durak_search as ds
    from . import fastsim
    from .durak_policy import low_index
    from .styles import STYLES

    out = out or sys.stdout
    style = STYLES["balanced"]
    t_engine = t_fast = 0.0
    n = rollouts = differ = 0
    for g in range(games):
        variant = ("podkidnoy", "perevodnoy")[g % 2]
        s = engine.new_game(variant, players=2, seed=seed + g)
        i = 0
        while s.result is None:
            p: int = s.current_player  # type: ignore[assignment]  # (the game is running)
            v = cast(DurakView, s.view(p))
            legal = v.legal_actions()
            low = low_index(v.deck)
            cands = ds.candidates(v, legal, low)
            if len(cands) > 1 and v.talon_count > 1:
                pos = fastsim.Position(v, v.actions_played)
                r1, r2 = random.Random(i), random.Random(i)
                t0 = time.process_time()
                det = ds.determinise(v, r1)
                slow = [ds.rollout(det.apply(a), p, style, low, r1) for a in cands]
                t1 = time.process_time()
                hands, talon = ds.deal(v, r2)
                fast = [fastsim.playout(pos, list(hands), talon, a, p, style, low) for a in cands]
                t2 = time.process_time()
                t_engine += t1 - t0
                t_fast += t2 - t1
                differ += sum(1 for x, y in zip(slow, fast) if x != y)
                rollouts += len(cands)
                n += 1
            s = s.apply(choose(v, level="normal", seed=i))
            i += 1
    e_ms = t_engine * 1000.0 / max(1, n)
    f_ms = t_fast * 1000.0 / max(1, n)
    print(
        f"{n} positions ({rollouts} playouts, {games} games of normal bots, both variants)\n"
        f"  engine path  {e_ms:.3f} ms CPU per sampled deal\n"
        f"  fast path    {f_ms:.3f} ms CPU per sampled deal\n"
        f"  ratio        {e_ms / max(f_ms, 1e-9):.2f}x faster\n"
        f"  payoffs that differ: {differ}",
        file=out,
    )
    return differ
