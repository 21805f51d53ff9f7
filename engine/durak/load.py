"""The Durak save-dict parser: a position from ``to_dict`` (or a crafted file), every field
checked, or :class:`engine.InvalidPosition` naming the field."""

from typing import Any, Dict, List, Mapping, Optional

from ..base import InvalidPosition, Result, Termination
from ..cards import (
    BEATERS,
    Card,
    cards_of,
    format_cards,
    popcount,
)
from ..durak_options import MAX_ATTACK, DurakRules
from ..loading import (
    check_format,
    check_result,
    load_card,
    load_cards,
    load_int,
    load_options,
    load_seats,
    load_seed,
)
from .state import DurakState, rules_spec
from .tables import ADD, ATTACK, DEFEND, FORMAT, OVER, PHASES, RANK_OF_CARD, TAKING

__all__ = ["load"]


def load(d: Mapping[str, Any]) -> DurakState:
    check_format(d, FORMAT)
    variant = d.get("variant")
    spec = rules_spec(variant)
    if spec is None:
        raise InvalidPosition(f"not a Durak position: {variant!r}")
    opts = load_options(d)
    rules = DurakRules(str(variant), spec.transfers, **spec.check(d.get("players"), opts))
    n = load_int(d.get("players"), "players", 2, 6)
    seed = load_seed(d)
    trump_card = load_card(d.get("trump"), "trump")
    talon = load_cards(d.get("talon", []), "talon")
    discard = load_cards(d.get("discard", []), "discard")
    hands_l = d.get("hands")
    if not isinstance(hands_l, list) or len(hands_l) != n:
        raise InvalidPosition(f"hands: expected a list of {n} hands")
    hands = [load_cards(h, f"hand {p}") for p, h in enumerate(hands_l)]
    table = d.get("table", [])
    if not isinstance(table, list):
        raise InvalidPosition("table: expected a list of [attack, defence or null] pairs")
    atk: List[Card] = []
    dfn: List[Optional[Card]] = []
    for pair in table:
        if not isinstance(pair, (list, tuple)) or len(pair) != 2:
            raise InvalidPosition("table: expected [attack, defence or null] pairs")
        atk.append(load_card(pair[0], "table"))
        dfn.append(None if pair[1] is None else load_card(pair[1], "table"))
    shown = load_cards(d.get("shown", []), "shown")
    # every card of the deck exactly once
    seen: Dict[int, str] = {}
    places = [
        ("talon", talon),
        ("discard", discard),
        ("table", tuple(atk)),
        ("table", tuple(c for c in dfn if c is not None)),
    ]
    places += [(f"hand {p}", h) for p, h in enumerate(hands)]
    for where, cs in places:
        for c in cs:
            if not rules.deck_mask >> c & 1:
                raise InvalidPosition(f"{c} ({where}) is not in a {rules.deck}-card deck")
            if c in seen:
                raise InvalidPosition(f"{c} appears twice ({seen[c]} and {where})")
            seen[c] = where
    missing = rules.deck_mask
    for ci in seen:
        missing &= ~(1 << ci)
    if missing:
        raise InvalidPosition(f"cards missing: {format_cards(cards_of(missing))}")
    if not rules.deck_mask >> trump_card & 1:
        raise InvalidPosition(f"trump card {trump_card} is not in the deck")
    if talon and talon[-1] != trump_card:
        raise InvalidPosition("the trump card must lie at the bottom of the talon (last)")
    # roles
    phase_name = d.get("phase")
    if phase_name not in PHASES:
        raise InvalidPosition(f"phase must be one of {PHASES}")
    phase = PHASES.index(phase_name)
    out = load_seats(d.get("out", []), "out", n)
    for p in out:
        if hands[p] or talon:
            raise InvalidPosition(f"player {p} is out but holds cards or the talon is not empty")
    hmask = [sum(1 << c for c in h) for h in hands]
    known_l = d.get("known", [[] for _ in range(n)])
    if not isinstance(known_l, list) or len(known_l) != n:
        raise InvalidPosition(f"known: expected a list of {n} card lists")
    known = [sum(1 << c for c in load_cards(k, f"known {p}")) for p, k in enumerate(known_l)]
    for p in range(n):
        if known[p] & ~hmask[p]:
            raise InvalidPosition(f"known {p}: cards not in that hand")
    attacker = load_int(d.get("attacker"), "attacker", 0, n - 1)
    defender = load_int(d.get("defender"), "defender", 0, n - 1)
    bout = load_int(d.get("bout", 1), "bout", 1, 10**9)
    nact = load_int(d.get("actions", 0), "actions", 0, 10**9)
    passes = load_int(d.get("passes", 0), "passes", 0, n)
    shown_m = sum(1 << c for c in shown)
    trump = trump_card & 3
    tmask = 0
    for a, b in zip(atk, dfn):
        tmask |= RANK_OF_CARD[a] | (0 if b is None else RANK_OF_CARD[b])
        if b is not None and not BEATERS[trump][a] >> b & 1:
            raise InvalidPosition(f"table: {b} does not beat {a}")
    # every field of the position as saved; each outcome below sets what it decides
    fields: Dict[str, Any] = dict(
        rules=rules,
        seed=seed,
        n=n,
        hands=tuple(hmask),
        talon=talon,
        trump_card=trump_card,
        discard=sum(1 << c for c in discard),
        atk=tuple(atk),
        dfn=tuple(dfn),
        tmask=tmask,
        attacker=attacker,
        defender=defender,
        phase=phase,
        turn=attacker,
        passes=passes,
        limit=0,
        bout=bout,
        shown=shown_m,
        out=out,
        known=tuple(known),
        nact=nact,
        result=None,
        events=(),
    )
    if phase == OVER:
        result = Result.from_dict(d.get("result"), n)
        if result.reason == Termination.ACTION_CAP:  # stopped as it stood, table and all
            if nact < rules.action_cap:
                raise InvalidPosition(
                    f"result: stopped by the action cap after {nact} of {rules.action_cap}"
                )
            derived = Result(out, None, True, Termination.ACTION_CAP)
        else:
            remaining = [p for p in range(n) if p not in out]
            if table or talon or len(remaining) > 1:
                raise InvalidPosition("the game is marked over but several players hold cards")
            want = remaining[0] if remaining else None
            derived = Result(out, want, want is None)
        check_result(result, derived)
        if d.get("turn") is not None:
            raise InvalidPosition("turn: a finished game has no player to move")
        limit = load_int(d.get("limit", 0), "limit", 0, MAX_ATTACK)
        return DurakState._make(**dict(fields, phase=OVER, turn=None, limit=limit, result=derived))
    if nact >= rules.action_cap:
        raise InvalidPosition(f"actions: {nact} reached the action cap, the game is over")
    if d.get("result") is not None:
        raise InvalidPosition("a running game has no result")
    if attacker == defender:
        raise InvalidPosition("attacker and defender must differ")
    if attacker in out or defender in out:
        raise InvalidPosition("attacker and defender must still be in the game")
    # the seats as they stand at a bout's start: who follows the attacker in the game
    probe = DurakState._make(**dict(fields, discard=0, atk=(), dfn=(), tmask=0, phase=ATTACK))
    if probe._next_seat(attacker) != defender:
        raise InvalidPosition("the defender must be the next player in the game after the attacker")
    if n - len(out) < 2:
        raise InvalidPosition("a running game needs at least two players with cards")
    limit = load_int(d.get("limit"), "limit", 1, MAX_ATTACK)
    if limit > rules.cap(bout):
        raise InvalidPosition(f"limit {limit} exceeds the bout maximum {rules.cap(bout)}")
    if len(atk) > limit:
        raise InvalidPosition("more attack cards on the table than the limit")
    beaten = len(dfn) - dfn.count(None)
    want_limit = min(rules.cap(bout), popcount(hmask[defender]) + beaten)
    if limit != want_limit:
        raise InvalidPosition(
            f"limit {limit} does not fit the defender's hand at the start of the "
            f"bout ({popcount(hmask[defender]) + beaten} cards, bout maximum "
            f"{rules.cap(bout)}): it must be {want_limit}"
        )
    if any((c & 3) != (trump_card & 3) for c in shown):
        raise InvalidPosition("shown cards must be trumps")
    turn_raw = d.get("turn")
    turn = load_int(turn_raw, "turn", 0, n - 1)
    unbeaten = dfn.count(None)
    if phase == ATTACK:
        if atk or turn != attacker:
            raise InvalidPosition("in the attack phase the table is empty and the attacker acts")
        if not hmask[attacker]:
            raise InvalidPosition("the attacker has no cards")
    elif phase == DEFEND:
        if not unbeaten or turn != defender:
            raise InvalidPosition("in the defend phase a card is unbeaten and the defender acts")
        if unbeaten > popcount(hmask[defender]):
            raise InvalidPosition("more unbeaten cards than the defender holds")
    elif phase == ADD:
        if not atk or unbeaten:
            raise InvalidPosition("in the add phase every card on the table is beaten")
    else:  # TAKING
        if not atk:
            raise InvalidPosition("in the taking phase the table holds cards")
    if phase in (ADD, TAKING):
        if turn == defender or turn in out or not hmask[turn]:
            raise InvalidPosition("the player to add must be an attacker holding cards")
        adders = sum(1 for p in range(n) if p != defender and p not in out and hmask[p])
        if passes >= adders:
            raise InvalidPosition(
                f"passes: {passes} attackers passed in a row of {adders}: the bout is over"
            )
    elif passes:
        raise InvalidPosition(f"passes: {passes} before any card could be added")
    return DurakState._make(**dict(fields, phase=phase, turn=turn, limit=limit))
