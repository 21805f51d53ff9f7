"""Post-duel review: where a finished game was won or lost, move by move, from one player's side.

>>> import engine
>>> from engine import review
>>> s = engine.new_game("podkidnoy", players=2, seed=4)
>>> rec = review.replay_record(s, player=0)
>>> rec["format"], rec["actions"]
('kozyr-replay', [])

The review steps through the game from its start, and at every decision of the reviewed
player (more than one legal move) asks the coach (:func:`engine.ai.coach.evaluate`, the
``hard`` bot's search) for the player's chances **from that player's view at that moment**:
the hidden cards are dealt as the play so far suggested, never as they really lay, so a move
is judged by what could be known when it was made.  Once every card is known (two players,
talon empty or only the turned trump left) the chances are the exact endgame solver's: win,
draw or loss against any defence.  For each decision it records the chance with the move
played and with the best move found, and marks as turning points the two or three moves where
the chances dropped most (by at least :data:`MIN_DROP`), with the better move.

A **replay** is a JSON object (:func:`replay_record` writes it, :func:`load_replay` reads and
checks it)::

    {"format": "kozyr-replay", "version": 1, "player": 0,
     "variant": "podkidnoy", "players": 2, "seed": 123, "options": {...},
     "actions": ["attack 7S", "defend 7S with 9S", ...]}

or, for a game that did not start from a deal (a problem, a saved position), ``"start"``: a
``State.to_dict()`` position instead of ``variant`` / ``players`` / ``seed`` / ``options``.
``python -m engine review REPLAY`` prints the review.
"""

import argparse
import json
import sys
from typing import Any, Callable, Dict, List, Mapping, NamedTuple, Optional, Sequence, Tuple

from .base import VARIANTS, Action, IllegalAction, State, new_game
from .cards import format_cards, parse_cards
from .views import DurakView

__all__ = [
    "REPLAY_FORMAT",
    "MIN_DROP",
    "Step",
    "Review",
    "replay_record",
    "load_replay",
    "review",
    "review_replay",
    "main",
]

REPLAY_FORMAT = "kozyr-replay"
REPLAY_VERSION = 1
MIN_DROP = 0.1
"""Smallest drop of the chances (0..1) that makes a move a turning point: below it the
difference between two moves is within what the search's deals can tell apart."""
TURNING_POINTS = 3
REVIEW_BUDGET_MS = 2000.0
"""Most time per decision; the deals usually take far less (about 0.15 s of CPU)."""
REVIEW_LEAF_NODES = 4000
"""The playouts end in the exact solver once every card is known, where it needs at most
this many nodes (:class:`engine.ai.durak_search.ExactLeaves`): the chances of the last
bouts before the talon runs out are then the exact values of the sampled deals, not the
rule policy's play."""
LEAF_TALON = 6
"""The exact leaves are used while the talon holds at most this many cards (earlier the
playouts reach them only after many bouts of the rule policy's play, and they cost more time
than they add)."""
REVIEW_DETS = 400
"""Deals per decision: with 400 the turning points of a game come out the same from seed to
seed (with 120 the drops of about 0.1 did not)."""


class Step(NamedTuple):
    """One move of the game.  ``chance`` fields are the reviewed player's expected score (win
    1, draw 1/2, loss 0) from his view before the move; None where he did not choose."""

    ply: int
    """Index of the move in the game's actions."""
    player: int
    action: str
    bout: int
    decision: bool
    """True for a move of the reviewed player with more than one legal choice."""
    chance: Optional[float] = None
    """His chance with the move he played."""
    best: Optional[str] = None
    """The best move found (may be the move played)."""
    best_chance: Optional[float] = None
    exact: bool = False
    """Chances from the endgame solver (exact) rather than sampled deals."""
    deals: int = 0
    hand: Tuple[str, ...] = ()
    """The reviewed player's hand before the move (card codes; decisions only)."""

    @property
    def drop(self) -> float:
        """How much the move played cost against the best move found (0 if it was the best)."""
        if self.chance is None or self.best_chance is None:
            return 0.0
        return max(0.0, self.best_chance - self.chance)

    def to_dict(self) -> Dict[str, Any]:
        d = self._asdict()
        d["drop"] = self.drop
        return d


class Review(NamedTuple):
    """A reviewed game: every move, and the turning points (indices into ``steps``)."""

    player: int
    variant: str
    players: int
    steps: Tuple[Step, ...]
    turning: Tuple[int, ...]
    outcome: str
    """``win``, ``loss``, ``draw`` for the reviewed player, or ``unfinished``."""

    def to_dict(self) -> Dict[str, Any]:
        """Built-in types only (a game store, JSON)."""
        return {
            "player": self.player,
            "variant": self.variant,
            "players": self.players,
            "steps": [s.to_dict() for s in self.steps],
            "turning": list(self.turning),
            "outcome": self.outcome,
        }


# --- replays --------------------------------------------------------------------------------


def replay_record(state: State, player: int = 0, start: Optional[State] = None) -> Dict[str, Any]:
    """The replay of the game that led to ``state`` (its ``history``), reviewed from
    ``player``'s side.  The start is the deal of ``state.seed`` with its options, or
    ``start`` (a position the game began from: then the actions are ``state.history`` played
    from it).  Raises ``ValueError`` if the history does not lead from the start to ``state``
    (e.g. a state loaded from a save that kept no history)."""
    actions = [str(a) for a in state.history]
    rec: Dict[str, Any] = {
        "format": REPLAY_FORMAT,
        "version": REPLAY_VERSION,
        "player": int(player),
    }
    if start is not None:
        rec["start"] = start.to_dict()
    else:
        if state.seed is None:
            raise ValueError("the game has no seed: give the position it started from")
        rec.update(
            variant=state.variant,
            players=state.players,
            seed=state.seed,
            options=dict(state.options),
        )
    rec["actions"] = actions
    first, acts, _p = load_replay(rec)
    end = first
    for a in acts:
        end = end.apply(a)
    if end != state:
        raise ValueError("the game's history does not lead from its start to this position")
    return rec


def load_replay(rec: Mapping[str, Any]) -> Tuple[State, List[Action], int]:
    """(start position, actions, reviewed player) of a replay; raises ``ValueError`` with a
    readable message if it is not a replay, or if an action is illegal where it stands."""
    if not isinstance(rec, Mapping) or rec.get("format") != REPLAY_FORMAT:
        raise ValueError(f'not a replay (no "format": "{REPLAY_FORMAT}")')
    if rec.get("version") != REPLAY_VERSION:
        raise ValueError(f"unknown replay version {rec.get('version')!r}")
    if "start" in rec:
        start = State.from_dict(rec["start"])
    else:
        for key in ("variant", "players", "seed"):
            if key not in rec:
                raise ValueError(f'replay without {key!r} (or a "start" position)')
        options = rec.get("options") or {}
        if not isinstance(options, Mapping):
            raise ValueError("replay options must be an object")
        start = new_game(rec["variant"], players=rec["players"], seed=rec["seed"], **options)
    raw = rec.get("actions")
    if not isinstance(raw, list):
        raise ValueError("replay without a list of actions")
    player = rec.get("player", 0)
    if not isinstance(player, int) or not 0 <= player < start.players:
        raise ValueError(f"no player {player!r} in a {start.players}-player game")
    actions: List[Action] = []
    s = start
    for i, text in enumerate(raw):
        try:
            a = Action.parse(text)
            s = s.apply(a)
        except IllegalAction as e:
            raise ValueError(f"move {i + 1} ({text!r}) is illegal there: {e}") from None
        actions.append(a)
    return start, actions, player


# --- the review -----------------------------------------------------------------------------


def _outcome(state: State, player: int) -> str:
    return "unfinished" if state.result is None else state.result.outcome_for(player)


def review(
    start: State,
    actions: Sequence[Action],
    player: int = 0,
    budget_ms: float = REVIEW_BUDGET_MS,
    dets: int = REVIEW_DETS,
    seed: int = 0,
    progress: Optional[Callable[[int, int], None]] = None,
    leaf_nodes: int = REVIEW_LEAF_NODES,
) -> Review:
    """Reviews the game ``actions`` played from ``start`` for ``player``: see the module
    notes.  ``budget_ms`` / ``dets``: the search's time and deals per decision.
    ``progress(done, total)`` is called after each decision evaluated (for a progress bar).
    Deterministic for a seed as long as each search finishes its deals within the budget."""
    from .ai.coach import evaluate

    states = [start]
    for a in actions:
        states.append(states[-1].apply(a))
    todo = [
        i
        for i, s in enumerate(states[:-1])
        if s.current_player == player and len(s.legal_actions()) > 1
    ]
    steps: List[Step] = []
    done = 0
    for i, a in enumerate(actions):
        s = states[i]
        p = s.current_player
        assert p is not None
        view = s.view(player)
        bout = view.bout if isinstance(view, DurakView) else 0  # bouts are the Durak family's
        if i not in todo:
            steps.append(Step(i, p, str(a), bout, False))
            continue
        ev = evaluate(
            view,
            seed=seed * 7919 + i,
            budget_ms=budget_ms,
            dets=dets,
            extra=[a],
            leaf_nodes=leaf_nodes if view.talon_count <= LEAF_TALON else 0,
        )
        mine = ev.estimate(a)
        best = ev.moves[0]
        steps.append(
            Step(
                i,
                p,
                str(a),
                bout,
                True,
                None if mine is None else mine.chance,
                str(best.action),
                best.chance,
                best.exact,
                ev.deals,
                tuple(str(c) for c in view.hand),
            )
        )
        done += 1
        if progress is not None:
            progress(done, len(todo))
    ranked = sorted(
        (k for k, st in enumerate(steps) if st.decision and st.drop >= MIN_DROP - 1e-9),
        key=lambda k: (-steps[k].drop, k),
    )
    turning = tuple(sorted(ranked[:TURNING_POINTS]))
    return Review(
        player, start.variant, start.players, tuple(steps), turning, _outcome(states[-1], player)
    )


def review_replay(rec: Mapping[str, Any], **kw: Any) -> Review:
    """:func:`review` of a replay (see :func:`load_replay`)."""
    start, actions, player = load_replay(rec)
    return review(start, actions, player, **kw)


# --- text -----------------------------------------------------------------------------------


def _pct(x: Optional[float]) -> str:
    return "  -" if x is None else f"{x * 100:3.0f}%"


def _pretty(text: Optional[str]) -> str:
    return "" if text is None else Action.parse(text).pretty()


def describe(rv: Review) -> str:
    """The review as text: every move, the reviewed player's decisions with his chances, and
    the turning points with the better move."""
    lines = [
        f"{rv.variant}, {rv.players} players, reviewed for P{rv.player}: {rv.outcome}",
        "",
    ]
    for k, st in enumerate(rv.steps):
        who = "you" if st.player == rv.player else f"P{st.player}"
        line = f"{st.ply + 1:4d}  bout {st.bout:2d}  {who:>3}: {_pretty(st.action)}"
        if st.decision:
            line = line.ljust(48) + f" chances {_pct(st.chance)}"
            if st.exact:
                line += " (exact)"
            if k in rv.turning:
                line += f"   <<< turning point: {_pretty(st.best)} {_pct(st.best_chance)}"
        lines.append(line)
    lines.append("")
    if rv.turning:
        lines.append("Turning points (where your chances dropped most):")
        for k in rv.turning:
            st = rv.steps[k]
            kind = "exact" if st.exact else f"{st.deals} deals"
            lines.append(
                f"  move {st.ply + 1}: {_pretty(st.action)} ({_pct(st.chance).strip()}) - better"
                f" {_pretty(st.best)} ({_pct(st.best_chance).strip()}), {kind}; your hand was"
                f" {format_cards(parse_cards(' '.join(st.hand)), pretty=True)}"
            )
    else:
        lines.append(f"No move cost more than {MIN_DROP * 100:.0f} points of chance.")
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """``python -m engine review REPLAY [--budget MS] [--deals N] [--json]``;
    ``python -m engine review --demo FILE [--seed S]`` plays a game of ``normal`` (reviewed,
    seat 0) against ``hard``, writes its replay to FILE and reviews it."""
    ap = argparse.ArgumentParser(prog="python -m engine review", description=main.__doc__)
    ap.add_argument("replay", nargs="?", help="a replay file (JSON, see engine/review.py)")
    ap.add_argument("--budget", type=float, default=REVIEW_BUDGET_MS, help="ms per decision")
    ap.add_argument("--deals", type=int, default=REVIEW_DETS, help="most deals per decision")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true", help="print the review as JSON")
    ap.add_argument("--demo", metavar="FILE", help="play a demo game and write its replay")
    ap.add_argument(
        "--variant", default="podkidnoy", choices=list(VARIANTS), help="variant of the demo game"
    )
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    ns = ap.parse_args(argv)
    if ns.clock == "cpu":
        from .ai import timing

        timing.use_cpu_clock()
    if ns.demo:
        rec = _demo(ns.variant, ns.seed)
        with open(ns.demo, "w", encoding="utf-8") as f:
            json.dump(rec, f, indent=1)
        path = ns.demo
    elif ns.replay:
        path = ns.replay
    else:
        ap.error("give a replay file (or --demo FILE)")
    try:
        with open(path, encoding="utf-8") as f:
            rec = json.load(f)
        start, actions, player = load_replay(rec)
    except (OSError, ValueError) as e:
        print(f"review: {path}: {e}", file=sys.stderr)
        return 2

    def progress(done: int, total: int) -> None:
        print(f"\r  reviewing: {done}/{total} decisions", end="", file=sys.stderr, flush=True)

    rv = review(start, actions, player, ns.budget, ns.deals, ns.seed, progress)
    print(file=sys.stderr, flush=True)
    print(json.dumps(rv.to_dict(), indent=1) if ns.json else describe(rv))
    return 0


def _demo(variant: str, seed: int) -> Dict[str, Any]:
    """A game of ``normal`` (seat 0) against ``hard`` (seat 1), as a replay for seat 0."""
    from . import ai

    s = new_game(variant, players=2, seed=seed)
    i = 0
    while s.result is None:
        p = s.current_player
        assert p is not None
        level = "normal" if p == 0 else "hard"
        s = s.apply(ai.choose(s.view(p), level=level, seed=seed * 1000 + i))
        i += 1
    return replay_record(s, player=0)
