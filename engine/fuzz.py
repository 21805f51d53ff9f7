"""Random-play fuzzing of every variant: ``python -m engine fuzz --games N``.

For each game a random legal action is played until the end, and the fuzzer checks:

* conservation: every card of the deck is in exactly one place, after every action;
* legality: the chosen legal action is accepted; random actions that are not legal, and
  malformed ones (plain tuples, str cards, bad suits, numbers, None), are refused with
  :class:`IllegalAction` (a known code, a readable message, what ``refusal`` said) and change
  nothing;
* termination: every game ends (and reports how many ended by the action cap);
* views: ``view(p)`` shows no card whose place ``p`` may not know, and its own hand and
  legal actions match the state;
* saving: ``State.from_dict(json(to_dict(s))) == s``, and ``replay(seed, history)`` gives
  the final position.

The heavier checks run on a random sample of positions (``check_rate``).  Corrupted saves
are :mod:`engine.corrupt`'s part (``--corrupt N``).
"""

import json
import random
import time
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from .base import (
    ACTION_KINDS,
    MESSAGES,
    VARIANTS,
    Action,
    IllegalAction,
    State,
    Termination,
    new_game,
    replay,
)
from .cards import CARDS, Card

__all__ = ["fuzz", "FuzzReport", "game_options"]


class FuzzReport:
    """Figures of a fuzz run; ``violations`` lists the problems found (empty = clean)."""

    def __init__(self) -> None:
        self.games = 0
        self.actions = 0
        self.capped = 0
        self.draws = 0
        self.illegal_refused = 0
        self.roundtrips = 0
        self.views = 0
        self.replays = 0
        self.seconds = 0.0
        self.by_config: Dict[str, int] = {}
        self.violations: List[str] = []

    def ok(self) -> bool:
        return not self.violations

    def summary(self) -> str:
        lines = [
            f"{self.games} games, {self.actions} actions in {self.seconds:.1f}s "
            f"({self.games / max(self.seconds, 1e-9):.0f} games/s)",
            f"checked: {self.illegal_refused} illegal actions refused, {self.roundtrips} "
            f"to_dict round trips, {self.views} views, {self.replays} replays",
            f"ended by action cap: {self.capped}; draws: {self.draws}",
            "games per variant/players: "
            + ", ".join(f"{k}={v}" for k, v in sorted(self.by_config.items())),
            f"violations: {len(self.violations)}",
        ]
        lines += ["  " + v for v in self.violations[:20]]
        return "\n".join(lines)


def game_options(variant: str, players: int, rng: random.Random) -> Dict[str, Any]:
    """Random but valid options for a variant, drawn from its spec (``engine.VARIANTS``):
    each option keeps its default about two times in three, else takes a random allowed
    value (a deck that seats ``players``, a seat, a bool, a choice, an int within its
    bounds).  Ints without an upper bound (``action_cap``) keep their default."""
    spec = VARIANTS[variant]
    opts: Dict[str, Any] = {}
    for o in spec.options:
        if rng.random() >= 0.35:
            continue
        if o.name == "deck":
            decks = [d for d in spec.decks if players <= spec.players_range(d)[1]]
            opts["deck"] = rng.choice(decks)
        elif o.seat:
            opts[o.name] = rng.randrange(players)
        elif o.choices:
            opts[o.name] = rng.choice(o.choices)
        elif o.type is bool:
            opts[o.name] = rng.random() < 0.5
        elif o.type is int and o.low is not None and o.high is not None:
            opts[o.name] = rng.randint(o.low, o.high)
    return opts


def _random_action(rng: random.Random, deck: Sequence[Card], kinds: Sequence[str]) -> Action:
    kind = rng.choice(kinds)
    k = rng.choice((0, 1, 1, 1, 2, 3))
    cards = tuple(rng.choice(deck) for _ in range(k))
    target = rng.choice(deck) if rng.random() < 0.3 else None
    suit = rng.randrange(4) if kind == "choose_suit" else None
    return Action(kind, cards, target, suit)


def _malformed_action(rng: random.Random, deck: Sequence[Card], kinds: Sequence[str]) -> Any:
    """Something that is not a well-formed action: a plain tuple, cards as strings, ints out
    of range or bools, a list instead of a tuple, a bad suit, a number, None, garbled text."""
    a = _random_action(rng, deck, kinds)
    choice = rng.randrange(8)
    if choice == 0:
        return tuple(a)
    if choice == 1:
        return Action(a.kind, tuple(str(c) for c in a.cards) or ("7S",), a.target, a.suit)  # type: ignore[arg-type,misc]
    if choice == 2:
        return Action(a.kind, (rng.choice((-1, 52, 99, True)),), a.target, a.suit)  # type: ignore[arg-type]
    if choice == 3:
        return Action(a.kind, list(a.cards), a.target, a.suit)  # type: ignore[arg-type]
    if choice == 4:
        return Action("choose_suit", (), None, rng.choice((7, -1, "S", 1.0)))  # type: ignore[arg-type]
    if choice == 5:
        return rng.choice((None, 5, 2.5, b"take", ["take"]))
    if choice == 6:
        return rng.choice(("choose_suit DH", "attack", "defend 7S with", "beat with 9S", "?"))
    return Action(rng.choice((None, 7, "")), a.cards, a.target, a.suit)  # type: ignore[arg-type]


def _card_codes(obj: Any, out: set) -> None:
    if isinstance(obj, str):
        if 2 <= len(obj) <= 3:
            try:
                out.add(Card.parse(obj))
            except ValueError:
                pass
        elif " " in obj:
            for word in obj.split():
                _card_codes(word, out)
    elif isinstance(obj, dict):
        for v in obj.values():
            _card_codes(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            _card_codes(v, out)


def _check_view(s: State, p: int, report: FuzzReport, where: str) -> None:
    try:
        hidden = set(s.hidden_from(p))
    except NotImplementedError:
        return
    v = s.view(p)
    report.views += 1
    d = v.to_dict()
    if "seed" in d:
        report.violations.append(f"{where}: view({p}) contains the seed")
    d.pop("unknown", None)  # the set of cards whose place is unknown: not a leak
    seen: set = set()
    _card_codes(d, seen)
    leak = seen & hidden
    if leak:
        report.violations.append(
            f"{where}: view({p}) leaks {' '.join(str(c) for c in sorted(leak))}"
        )
    places = s.card_places()
    own = places.get(f"hand {p}")
    if own is not None and tuple(sorted(v.hand)) != tuple(sorted(own)):
        report.violations.append(f"{where}: view({p}).hand differs from the hand")
    want = s.legal_actions() if s.current_player == p else []
    if v.legal_actions() != want:
        report.violations.append(f"{where}: view({p}).legal_actions() differs")


def _check_conservation(s: State, deck: Tuple[Card, ...], report: FuzzReport, where: str) -> None:
    if s.conserved():  # the rules' own quick check; the places below say what is wrong
        return
    places = s.card_places()
    seen: Dict[int, str] = {}
    for name, cards in places.items():
        for c in cards:
            if c in seen:
                report.violations.append(f"{where}: {c} in {seen[c]} and {name}")
            seen[c] = name
    if set(seen) != set(deck):
        missing = set(deck) - set(seen)
        extra = set(seen) - set(deck)
        report.violations.append(
            f"{where}: cards not conserved (missing {sorted(missing)}, extra {sorted(extra)})"
        )


def _check_illegal(
    s: State,
    rng: random.Random,
    deck: Sequence[Card],
    kinds: Sequence[str],
    report: FuzzReport,
    where: str,
    tries: int = 3,
) -> None:
    legal = set(s.legal_actions())
    before = s.to_dict()
    for _ in range(tries):
        a = _random_action(rng, deck, kinds)
        if a in legal or s.is_legal(a):  # is_legal: e.g. attack cards in another order
            continue
        try:
            s.apply(a)
        except IllegalAction as e:
            report.illegal_refused += 1
            if e.code not in MESSAGES or not str(e):
                report.violations.append(f"{where}: refusal {e.code!r} has no message")
        except Exception as e:  # noqa: BLE001 - any other exception is a finding
            report.violations.append(f"{where}: {a} raised {type(e).__name__}: {e}")
        else:
            report.violations.append(f"{where}: illegal {a} was accepted")
        text = str(a)
        try:
            parsed = Action.parse(text)
        except IllegalAction:
            parsed = None
        if parsed is not None and parsed != a and a.kind != "choose_suit":
            report.violations.append(f"{where}: {a!r} does not survive str/parse")
    for _ in range(tries):
        bad = _malformed_action(rng, deck, kinds)
        shown = tuple.__repr__(bad) if isinstance(bad, tuple) else repr(bad)
        try:
            err = s.refusal(bad)
        except Exception as e:  # noqa: BLE001 - any exception is a finding
            report.violations.append(f"{where}: refusal({shown}) raised {type(e).__name__}: {e}")
            continue
        try:
            s.apply(bad)
        except IllegalAction as e:
            report.illegal_refused += 1
            if err is None or err.code != e.code:
                report.violations.append(f"{where}: refusal({shown}) is not what apply raised")
        except Exception as e:  # noqa: BLE001
            report.violations.append(f"{where}: {shown} raised {type(e).__name__}: {e}")
        else:
            if err is not None:
                report.violations.append(f"{where}: {shown} was refused and accepted")
    if s.to_dict() != before:
        report.violations.append(f"{where}: a refused action changed the state")


def _check_roundtrip(s: State, report: FuzzReport, where: str) -> None:
    d = s.to_dict()
    try:
        back = State.from_dict(json.loads(json.dumps(d)))
    except Exception as e:  # noqa: BLE001
        report.violations.append(f"{where}: from_dict failed: {type(e).__name__}: {e}")
        return
    report.roundtrips += 1
    if back != s or back.legal_actions() != s.legal_actions():
        report.violations.append(f"{where}: from_dict(to_dict(s)) != s")


def fuzz(
    games: int = 1000,
    variant_names: Optional[Sequence[str]] = None,
    players: Optional[Sequence[int]] = None,
    seed: int = 0,
    check_rate: float = 0.05,
    max_violations: int = 50,
    progress: Optional[Callable[[FuzzReport], None]] = None,
    progress_every: int = 1000,
) -> FuzzReport:
    """Plays ``games`` random games spread over the variants and player counts.
    ``progress(report)`` is called every ``progress_every`` games, so a long run that is
    stopped early still tells how far it got."""
    report = FuzzReport()
    rng = random.Random(seed)
    names = list(variant_names) if variant_names else list(VARIANTS)
    configs: List[Tuple[str, int]] = []
    for name in names:
        spec = VARIANTS.spec(name)
        for n in players or range(spec.min_players, spec.max_players + 1):
            if spec.min_players <= n <= spec.max_players:
                configs.append((name, n))
    if not configs:
        raise ValueError("nothing to fuzz")
    start = time.perf_counter()
    for g in range(games):
        name, n = configs[g % len(configs)]
        opts = game_options(name, n, rng)
        gseed = rng.randrange(1 << 31)
        where0 = f"{name} players={n} seed={gseed} options={opts}"
        s = new_game(name, players=n, seed=gseed, **opts)
        try:
            deck = s.deck_cards()
            conserve = True
        except NotImplementedError:
            deck = tuple(CARDS)
            conserve = False
        kinds = ACTION_KINDS
        steps = 0
        while True:
            if conserve and not s.conserved():
                _check_conservation(s, deck, report, f"{where0} step={steps}")
            if rng.random() < check_rate:
                where = f"{where0} step={steps}"
                _check_illegal(s, rng, deck, kinds, report, where)
                _check_roundtrip(s, report, where)
                _check_view(s, rng.randrange(n), report, where)
            if s.is_terminal():
                break
            legal = s.legal_actions()
            if not legal:
                report.violations.append(
                    f"{where0} step={steps}: no legal action in a running game"
                )
                break
            a = rng.choice(legal)
            try:
                s = s.apply(a)
            except Exception as e:  # noqa: BLE001
                report.violations.append(
                    f"{where0} step={steps}: legal {a} raised {type(e).__name__}: {e}"
                )
                break
            steps += 1
            if len(report.violations) >= max_violations:
                break
        report.games += 1
        report.actions += steps
        key = f"{name}/{n}"
        report.by_config[key] = report.by_config.get(key, 0) + 1
        r = s.result
        if r is not None:
            if r.reason == Termination.ACTION_CAP:
                report.capped += 1
            if r.draw:
                report.draws += 1
            if sum(s.returns()) > 1e-9 or sum(s.returns()) < -1e-9:
                report.violations.append(f"{where0}: returns do not sum to zero")
        if rng.random() < check_rate:
            again = replay(gseed, s.history, variant=name, players=n, **opts)
            report.replays += 1
            if again != s:
                report.violations.append(f"{where0}: replay differs")
        if len(report.violations) >= max_violations:
            break
        if progress is not None and report.games % progress_every == 0:
            report.seconds = time.perf_counter() - start
            progress(report)
    report.seconds = time.perf_counter() - start
    return report


def _parse_players(text: Optional[str]) -> Optional[List[int]]:
    if not text:
        return None
    if "-" in text:
        lo, hi = text.split("-")
        return list(range(int(lo), int(hi) + 1))
    return [int(x) for x in text.split(",")]
