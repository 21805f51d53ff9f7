"""The Warfare save-dict parser: a position from ``to_dict`` (or a crafted file), every field
checked, or :class:`engine.InvalidPosition` naming the field."""

from typing import Any, Dict, List, Mapping, Optional, Tuple

from ..base import (
    InvalidPosition,
    Result,
    Termination,
)
from ..cards import (
    CARDS,
    Card,
    cards_of,
    format_cards,
    popcount,
)
from ..loading import (
    card_mask,
    check_format,
    check_result,
    load_card,
    load_cards,
    load_int,
    load_options,
    load_seed,
)
from .rules import (
    COMMIT,
    DECK_MASK,
    FORMAT,
    KEEP,
    OFFER,
    OVER,
    PHASES,
    SPEC,
    VARIANT,
    _Rules,
    points,
)
from .state import WarfareState

__all__ = ["load"]


def _pair(x: Any, what: str) -> Tuple[Tuple[Card, ...], Tuple[Card, ...]]:
    if not isinstance(x, (list, tuple)) or len(x) != 2:
        raise InvalidPosition(f"{what}: expected two card lists")
    return load_cards(x[0], f"{what} 0"), load_cards(x[1], f"{what} 1")


def load(d: Mapping[str, Any]) -> WarfareState:
    check_format(d, FORMAT)
    if d.get("variant") != VARIANT:
        raise InvalidPosition("not a warfare position")
    load_int(d.get("players", 2), "players", 2, 2)
    opts = load_options(d)
    rules = _Rules(**SPEC.check(2, opts))
    seed = load_seed(d)
    dealer = load_int(d.get("dealer", 1), "dealer", 0, 1)
    if rules.dealer is not None and rules.dealer != dealer:
        raise InvalidPosition("dealer differs from the dealer option")
    trump_card = load_card(d.get("trump"), "trump")
    deck = load_cards(d.get("deck", []), "deck")
    hands_c = _pair(d.get("hands"), "hands")
    known_c = _pair(d.get("known", [[], []]), "known")
    scores_c = _pair(d.get("scores", [[], []]), "scores")
    discard = load_cards(d.get("discard", []), "discard")
    faceup = load_cards(d.get("face_up", []), "face_up")
    com_l = d.get("committed", [None, None])
    if not isinstance(com_l, (list, tuple)) or len(com_l) != 2:
        raise InvalidPosition("committed: expected two entries (card code or null)")
    commits = tuple(-1 if x is None else int(load_card(x, "committed")) for x in com_l)
    places: List[Tuple[str, Tuple[Card, ...]]] = [
        ("deck", deck),
        ("hand 0", hands_c[0]),
        ("hand 1", hands_c[1]),
        ("score 0", scores_c[0]),
        ("score 1", scores_c[1]),
        ("discard", discard),
        ("face_up", faceup),
        ("committed", tuple(CARDS[c] for c in commits if c >= 0)),
    ]
    if rules.trump_card == "aside":
        places.append(("trump", (trump_card,)))
    seen: Dict[int, str] = {}
    for where, cs in places:
        for c in cs:
            if c in seen:
                raise InvalidPosition(f"{c} appears twice ({seen[c]} and {where})")
            seen[c] = where
    missing = DECK_MASK & ~card_mask(list(seen))
    if missing:
        raise InvalidPosition(f"cards missing: {format_cards(cards_of(missing))}")
    if rules.trump_card == "under" and trump_card not in deck and trump_card not in seen:
        raise InvalidPosition("trump card unaccounted for")
    if rules.trump_card == "under" and deck and deck[-1] != trump_card and trump_card in deck:
        raise InvalidPosition("the turned-up trump card must be the last card of the deck")
    hands = (card_mask(hands_c[0]), card_mask(hands_c[1]))
    known = (card_mask(known_c[0]), card_mask(known_c[1]))
    for p in (0, 1):
        if known[p] & ~hands[p]:
            raise InvalidPosition(f"known {p}: cards not in that hand")
    scores = (card_mask(scores_c[0]), card_mask(scores_c[1]))
    discard_m = card_mask(discard)
    phase_name = d.get("phase")
    if phase_name not in PHASES:
        raise InvalidPosition(f"phase must be one of {PHASES}")
    phase = PHASES.index(phase_name)
    battle = load_int(d.get("battle", 1), "battle", 1, 100)
    nact = load_int(d.get("actions", 0), "actions", 0, 10**6)
    leader = load_int(d.get("leader", 1 - dealer), "leader", 0, 1)
    loser_v = d.get("loser")
    loser = -1 if loser_v is None else load_int(loser_v, "loser", 0, 1)
    turn_v = d.get("turn")
    rd = d.get("result")
    if phase == OVER:
        if any(hands) or deck or faceup or any(c >= 0 for c in commits):
            raise InvalidPosition("a finished game has no cards in hand, deck, face up or played")
        if turn_v is not None:
            raise InvalidPosition("turn: a finished game has no player to move")
        result = Result.from_dict(rd, 2)
        p0, p1 = points(scores[0]), points(scores[1])
        if p0 == p1:
            derived = Result((), None, True)
        else:
            w = 0 if p0 > p1 else 1
            derived = Result((w,), 1 - w, False, Termination.NORMAL, w)
        check_result(result, derived)
        turn: Optional[int] = None
        committed, loser, faceup, final = (-1, -1), -1, (), derived
    else:
        if rd is not None:
            raise InvalidPosition("a running game has no result")
        turn = load_int(turn_v, "turn", 0, 1)
        if phase == COMMIT:
            if faceup or loser >= 0:
                raise InvalidPosition("no face-up cards and no loser while committing")
            if not hands[0] and commits[0] < 0 or not hands[1] and commits[1] < 0:
                raise InvalidPosition("both players need a card to battle")
            if commits[turn] >= 0:
                raise InvalidPosition("the player to move has already committed")
            if commits[1 - turn] >= 0 and turn == leader:
                raise InvalidPosition("only the second committer can face a commitment")
            if commits[1 - turn] < 0 and turn != leader:
                raise InvalidPosition("the leader commits first")
            if deck and popcount(hands[0]) + (commits[0] >= 0) != popcount(hands[1]) + (
                commits[1] >= 0
            ):
                raise InvalidPosition("hands must be equal while the deck has cards")
        else:
            if any(c >= 0 for c in commits):
                raise InvalidPosition("no commitments outside the commit phase")
            if loser < 0:
                raise InvalidPosition("keep and pick phases need the battle's loser")
            if phase == KEEP:
                if not deck or turn != loser or faceup:
                    raise InvalidPosition("keep: the loser chooses from a non-empty deck")
            else:
                if not faceup or turn != 1 - loser or len(faceup) > OFFER - 1:
                    raise InvalidPosition("pick: the winner chooses from one or two face-up cards")
        committed, final = (commits[0], commits[1]), None
    return WarfareState._make(
        rules,
        seed,
        dealer,
        trump_card,
        deck,
        hands,
        known,
        scores,
        discard_m,
        phase,
        turn,
        leader,
        committed,
        loser,
        faceup,
        battle,
        nact,
        final,
        (),
    )


# --- a position from a view (OpenSpiel's ResampleFromInfostate) ----------------------------
