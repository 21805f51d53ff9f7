"""The Svoi Kozyri save-dict parser: a position from ``to_dict`` (or a crafted file), every
field checked, or :class:`engine.InvalidPosition` naming the field."""

from typing import Any, Dict, List, Mapping, Optional, Tuple

from ..base import (
    InvalidPosition,
    Result,
    Termination,
)
from ..cards import (
    SUITS,
    cards_of,
    format_cards,
)
from ..loading import (
    card_mask,
    check_format,
    check_result,
    load_cards,
    load_int,
    load_list,
    load_options,
    load_seats,
    load_seed,
)
from .rules import CHOOSE, DECK_MASK, FORMAT, OVER, PHASES, SPEC, VARIANT, _Rules
from .state import KozyriState

__all__ = ["load"]


def load(d: Mapping[str, Any]) -> KozyriState:
    fmt = check_format(d, FORMAT, oldest=1)
    if d.get("variant") != VARIANT:
        raise InvalidPosition(f"not a {VARIANT} position")
    opts = load_options(d)
    rules = _Rules(**SPEC.check(d.get("players"), opts))
    n = load_int(d.get("players"), "players", 2, 4)
    seed = load_seed(d)
    dealer = load_int(d.get("dealer", n - 1), "dealer", 0, n - 1)
    if rules.dealer is not None and rules.dealer != dealer:
        raise InvalidPosition("dealer differs from the dealer option")
    suits_l = d.get("suits")
    if not isinstance(suits_l, list) or len(suits_l) != n:
        raise InvalidPosition(f"suits: expected a list of {n} suit letters or nulls")
    suits: List[int] = []
    for s in suits_l:
        if s is None:
            suits.append(-1)
        elif isinstance(s, str) and s.upper() in SUITS and len(s) == 1:
            suits.append(SUITS.index(s.upper()))
        else:
            raise InvalidPosition(f"suits: {s!r} is not a suit letter (C D H S)")
    chosen = [s for s in suits if s >= 0]
    if len(set(chosen)) != len(chosen):
        raise InvalidPosition("suits: two players chose the same suit")
    phase_name = d.get("phase")
    if phase_name not in PHASES:
        raise InvalidPosition(f"phase must be one of {PHASES}")
    phase = PHASES.index(phase_name)
    stock = load_cards(d.get("stock", []), "stock")
    pile = load_cards(d.get("pile", []), "pile")
    hands_l = d.get("hands")
    if not isinstance(hands_l, list) or len(hands_l) != n:
        raise InvalidPosition(f"hands: expected a list of {n} hands")
    hands_c = [load_cards(h, f"hand {p}") for p, h in enumerate(hands_l)]
    seen: Dict[int, str] = {}
    places = [("stock", stock), ("pile", pile)]
    places += [(f"hand {p}", h) for p, h in enumerate(hands_c)]
    for where, cs in places:
        for c in cs:
            if not DECK_MASK >> c & 1:
                raise InvalidPosition(f"{c} ({where}) is not in the 36-card deck")
            if c in seen:
                raise InvalidPosition(f"{c} appears twice ({seen[c]} and {where})")
            seen[c] = where
    missing = DECK_MASK & ~card_mask(list(seen))
    if missing:
        raise InvalidPosition(f"cards missing: {format_cards(cards_of(missing))}")
    hands = tuple(card_mask(h) for h in hands_c)
    known_l = d.get("known", [[] for _ in range(n)])
    if not isinstance(known_l, list) or len(known_l) != n:
        raise InvalidPosition(f"known: expected a list of {n} card lists")
    known = tuple(card_mask(load_cards(k, f"known {p}")) for p, k in enumerate(known_l))
    for p in range(n):
        if known[p] & ~hands[p]:
            raise InvalidPosition(f"known {p}: cards not in that hand")
    out = load_seats(d.get("out", []), "out", n)
    nact = load_int(d.get("actions", 0), "actions", 0, 10**9)
    turn_v = d.get("turn")
    turn: Optional[int]
    rd = d.get("result")
    if phase == CHOOSE:
        if pile or any(hands) or out or rd is not None:
            raise InvalidPosition("during suit choice nobody holds cards and the pile is empty")
        count = len(chosen)
        first = (dealer + 1) % n
        for i in range(n):
            p = (first + i) % n
            if (suits[p] >= 0) != (i < count):
                raise InvalidPosition("suits are chosen in turn order from the dealer's left")
        if count == n:
            raise InvalidPosition("all suits are chosen: the cards must be dealt (phase play)")
        turn = load_int(turn_v, "turn", 0, n - 1)
        if turn != (first + count) % n:
            raise InvalidPosition(f"turn: player {(first + count) % n} chooses next")
        return KozyriState._make(
            rules,
            seed,
            n,
            dealer,
            tuple(suits),
            CHOOSE,
            stock,
            hands,
            known,
            (),
            (),
            turn,
            (),
            nact,
            None,
            (),
        )
    if len(chosen) != n:
        raise InvalidPosition("every player must have chosen a suit before play")
    for p in out:
        if hands[p]:
            raise InvalidPosition(f"player {p} is out but holds cards")
    for p in range(n):
        if not hands[p] and p not in out:
            raise InvalidPosition(f"player {p} holds no cards but is not listed as out")
    if out and stock:
        raise InvalidPosition("nobody can be out while the stock has cards")
    if phase == OVER:
        result = Result.from_dict(rd, n)
        holders = [p for p in range(n) if hands[p]]
        if result.reason == Termination.ACTION_CAP:  # stopped as it stood
            if nact < rules.action_cap:
                raise InvalidPosition(
                    f"result: stopped by the action cap after {nact} of {rules.action_cap}"
                )
            derived = Result(out, None, True, Termination.ACTION_CAP)
        elif not holders:  # the last player beat with his last card: a draw
            derived = Result(out, None, True)
        elif len(holders) == 1:
            derived = Result(out, holders[0], False)
        else:
            raise InvalidPosition("the game is marked over but several players hold cards")
        check_result(result, derived)
        if turn_v is not None:
            raise InvalidPosition("a finished game has no player to move")
        turn = None
        final: Optional[Result] = derived
    else:
        if rd is not None:
            raise InvalidPosition("a running game has no result")
        if sum(1 for h in hands if h) < 2:
            raise InvalidPosition("a running game needs at least two players with cards")
        turn = load_int(turn_v, "turn", 0, n - 1)
        if not hands[turn]:
            raise InvalidPosition(f"turn: player {turn} holds no cards")
        if nact >= rules.action_cap:
            raise InvalidPosition("actions: the action cap is already reached")
        final = None
    return KozyriState._make(
        rules,
        seed,
        n,
        dealer,
        tuple(suits),
        phase,
        stock,
        hands,
        known,
        pile,
        _load_owners(d, fmt, len(pile), n),
        turn,
        out,
        nact,
        final,
        (),
    )


def _load_owners(d: Mapping[str, Any], fmt: int, size: int, n: int) -> Tuple[Optional[int], ...]:
    """Who laid each pile card (``pile_owners``: a seat or null per card, since format 2).
    A format 1 save has none: every owner is then unknown (None), unless
    :meth:`engine.State.from_dict` replays the save's past, which records them again."""
    if fmt < 2:
        return (None,) * size
    raw = d.get("pile_owners")
    return tuple(
        None if p is None else load_int(p, "pile_owners", 0, n - 1)
        for p in load_list(raw, "pile_owners", size)
    )
