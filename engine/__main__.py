"""``python -m engine play | variants | fuzz | bench | arena | serve | review | puzzles``.

* ``play --variant podkidnoy --players 2 --seed 7 [--level normal] [--deck 52]
  [--option KEY=VALUE]``: play in the terminal against the engine's bots (type the number of
  a move or its text, ``?`` for the moves, ``q`` to quit).
* ``variants``: every registered variant with its seats, decks and options.
* ``fuzz --games 1000 [--variant perevodnoy] [--players 2-6] [--corrupt 100]``: random-play
  checks, and saves corrupted field by field; prints figures; exit status 1 if anything is
  violated.
* ``bench [--seconds 6]``: random-playout throughput next to the bare baseline, and the
  CPU time of ``State.view``.
* ``arena ...``: bots against bots (:mod:`engine.ai.arena`; ``arena --help``).
* ``serve ...``: the online game server (:mod:`engine.net.server`; ``serve --help``).
* ``review REPLAY``: the coach's review of a finished game (:mod:`engine.review`).
* ``puzzles generate|check``: make and verify the Durak problems (:mod:`engine.puzzles`).

``python -m engine --help`` lists every subcommand. arena, serve, review and puzzles have
parsers of their own (in their modules): their arguments, ``--help`` included, go to them
untouched (:data:`DELEGATED`).

Variant names, player counts and options come from the registry (``engine.VARIANTS``).
"""

import argparse
import sys
from typing import List, Optional

from .base import VARIANTS, IllegalAction, new_game
from .bench import bench
from .fuzz import FuzzReport, _parse_players, fuzz
from .text import describe_result, describe_view
from .views import BattleView

__all__ = ["main", "play", "list_variants", "DELEGATED"]


def play(
    variant: str, players: int, seed: Optional[int], seat: int, level: str = "normal", **options
) -> int:
    """Plays a game in the terminal: the other seats are ``engine.ai`` bots at ``level``."""
    from .ai import choose

    try:
        s = new_game(variant, players=players, seed=seed, **options)
    except IllegalAction as e:
        print(e, file=sys.stderr)
        return 2
    print(f"{variant}, {players} players, seed {s.seed}. You are P{seat}.")
    while not s.is_terminal():
        p = s.current_player
        assert p is not None
        if p != seat:
            a = choose(s.view(p), level=level, seed=len(s.history))
            s = s.apply(a)
            print(f"P{p}: {a.pretty()}")
            continue
        v = s.view(seat)
        print(describe_view(v))
        legal = v.legal_actions()
        for i, a in enumerate(legal):
            print(f"   {i:2d}. {a.pretty()}")
        while True:
            try:
                text = input("your move> ").strip()
            except EOFError:
                print()
                return 1
            if text in ("q", "quit"):
                return 1
            if text in ("?", ""):
                print("  " + ", ".join(str(a) for a in legal))
                continue
            if text.isdigit():
                if int(text) >= len(legal):
                    print("  no such move number")
                    continue
                text = str(legal[int(text)])
            err = s.refusal(text)
            if err is not None:
                print(f"  {err}")
                continue
            s = s.apply(text)
            break
    r = s.result
    assert r is not None
    end = s.view(seat)
    scores = end.scores if isinstance(end, BattleView) and r.winner is not None else None
    print(describe_result(variant, r, seat, scores))
    return 0


def _option_value(text: str) -> object:
    """``--option`` values: whole numbers, true/false, none, else the word itself."""
    low = text.lower()
    if low in ("true", "false"):
        return low == "true"
    if low in ("none", "null"):
        return None
    try:
        return int(text)
    except ValueError:
        return text


def _play_options(deck: Optional[int], pairs: List[str]) -> dict:
    """The options of ``play``: ``--deck`` where the variant has a deck option, and every
    ``--option KEY=VALUE`` (checked by ``new_game`` against the variant's spec)."""
    opts: dict = {}
    if deck is not None:
        opts["deck"] = deck
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq:
            raise SystemExit(f"--option takes KEY=VALUE, not {pair!r}")
        opts[key.strip()] = _option_value(value.strip())
    return opts


def list_variants(out=print) -> None:
    """Prints every registered variant: seats, decks, options with their defaults."""
    for spec in VARIANTS.values():
        low, high = spec.players_range()
        seats = str(low) if low == high else f"{low}-{high}"
        decks = "/".join(str(d) for d in spec.decks)
        series = ", series" if spec.series else ""
        out(f"{spec.name}: {spec.title}, {seats} players, {decks} cards{series}")
        for o in spec.options:
            out(f"    {o.name} = {o.default!r}  ({o.describe()}) {o.doc}".rstrip())


DELEGATED = {
    # subcommand: (module with a main(argv) of its own, the line --help shows; each has
    # its own --help)
    "arena": (".ai.arena", "bots against bots: win rates, decision times"),
    "serve": (".net.server", "the online game server"),
    "review": (".review", "review REPLAY: a finished game's turning points"),
    "puzzles": (".puzzles", "puzzles generate|check: the Durak problems"),
}
"""The subcommands whose arguments go untouched to their module's own parser (so that
``arena --help`` is the arena's help); the main parser lists them for ``--help``."""


def main(argv: Optional[List[str]] = None) -> int:
    args_in = list(sys.argv[1:] if argv is None else argv)
    if args_in[:1] and args_in[0] in DELEGATED:
        import importlib

        module = importlib.import_module(DELEGATED[args_in[0]][0], __package__)
        return int(module.main(args_in[1:]))
    names = list(VARIANTS)
    ap = argparse.ArgumentParser(
        prog="python -m engine",
        description="Kozyr's rules engine. Every subcommand has its own --help.",
    )
    sub = ap.add_subparsers(dest="cmd", required=True)
    pp = sub.add_parser("play", help="play in the terminal against the engine's bots")
    pp.add_argument("--variant", default=names[0], choices=names)
    pp.add_argument("--players", type=int, default=2)
    pp.add_argument("--seed", type=int, default=None)
    pp.add_argument("--seat", type=int, default=0)
    pp.add_argument("--level", default="normal", choices=("easy", "normal", "hard", "expert"))
    pp.add_argument("--deck", type=int, default=None, help="deck size (if the variant has one)")
    pp.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a variant option (repeatable; python -m engine variants lists them)",
    )
    sub.add_parser("variants", help="list the variants with their seats, decks and options")
    fp = sub.add_parser("fuzz", help="random-play rule checks")
    fp.add_argument("--games", type=int, default=1000)
    fp.add_argument(
        "--variant",
        action="append",
        default=None,
        choices=names,
        help="variant to fuzz (repeatable; default: all)",
    )
    fp.add_argument("--players", default=None, help="e.g. 2-6 or 2,4")
    fp.add_argument(
        "--corrupt",
        type=int,
        default=0,
        metavar="N",
        help="also corrupt the saves of N positions field by field (engine.corrupt)",
    )
    fp.add_argument("--seed", type=int, default=0)
    fp.add_argument(
        "--check-rate",
        type=float,
        default=0.05,
        help="share of positions given the heavy checks (default 0.05)",
    )
    fp.add_argument(
        "--progress",
        type=int,
        default=0,
        metavar="N",
        help="print a running count to stderr every N games (0: only the final summary)",
    )
    bp = sub.add_parser("bench", help="random-playout throughput vs the bare baseline")
    bp.add_argument("--seconds", type=float, default=6.0)
    bp.add_argument("--rounds", type=int, default=3)
    bp.add_argument("--baseline", default=None, help="path of bare_podkidnoy.py")
    bp.add_argument("--variant", default=names[0], choices=names)
    bp.add_argument("--players", type=int, default=2)
    for name, (_module, line) in DELEGATED.items():
        # listed for --help only: main() hands these to their own parsers before this one
        sub.add_parser(name, help=line, add_help=False)
    args = ap.parse_args(args_in)
    if args.cmd == "play":
        opts = _play_options(args.deck, args.option)
        return play(args.variant, args.players, args.seed, args.seat, args.level, **opts)
    if args.cmd == "variants":
        list_variants()
        return 0
    if args.cmd == "fuzz":

        def progress(r: FuzzReport) -> None:
            print(
                f"progress: {r.games} games, {r.actions} actions, "
                f"{len(r.violations)} violations, {r.seconds:.0f}s",
                file=sys.stderr,
                flush=True,
            )

        ok = True
        if args.games:
            report = fuzz(
                args.games,
                args.variant,
                _parse_players(args.players),
                args.seed,
                args.check_rate,
                progress=progress if args.progress else None,
                progress_every=args.progress or 1000,
            )
            print(report.summary())
            ok = report.ok()
        if args.corrupt:
            from .corrupt import corrupt

            damaged = corrupt(args.corrupt, args.variant, args.seed)
            print(damaged.summary())
            ok = ok and damaged.ok()
        return 0 if ok else 1
    bench(args.seconds, args.rounds, args.baseline, args.variant, args.players)
    return 0


if __name__ == "__main__":
    sys.exit(main())
