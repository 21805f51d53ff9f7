"""Builds Durak positions for tests from a few readable fields (via State.from_dict), so each
rule test states exactly the cards that matter.  Cards not placed anywhere go to the
discard, so every card of the deck is present exactly once."""

from typing import Any, Dict, List, Optional, Sequence

import engine
from engine.cards import cards_of, deck_mask, parse_cards


def position(
    hands: Sequence[str],
    trump: str,
    talon: str = "",
    table: Sequence[Any] = (),
    attacker: int = 0,
    defender: Optional[int] = None,
    phase: str = "attack",
    turn: Optional[int] = None,
    limit: Optional[int] = None,
    bout: int = 2,
    variant: str = "podkidnoy",
    options: Optional[Dict[str, Any]] = None,
    known: Optional[Sequence[str]] = None,
    out: Sequence[int] = (),
    passes: int = 0,
    shown: str = "",
    actions: int = 0,
) -> engine.State:
    """``hands``: one string of card codes per player; ``trump``: the trump card; ``talon``:
    cards above the trump card (next to draw first) — the trump card is put at the bottom
    when the talon is not empty; ``table``: pairs like ``("7S", "9S")`` or ``("7S", None)``."""
    options = dict(options or {})
    n = len(hands)
    if defender is None:
        defender = (attacker + 1) % n
        while defender in out:
            defender = (defender + 1) % n
    talon_cards: List[str] = [str(c) for c in parse_cards(talon)]
    if talon_cards:
        talon_cards.append(trump)
    table_l = [[a, d] for a, d in table]
    used = set(talon_cards)
    used.update(str(c) for h in hands for c in parse_cards(h))
    for a, d in table_l:
        used.add(a)
        if d is not None:
            used.add(d)
    size = options.get("deck", 36)
    discard = [str(c) for c in cards_of(deck_mask(size)) if str(c) not in used]
    # with an empty talon the trump card, unless placed in a hand or on the table, was
    # played earlier and lies in the discard
    if turn is None:
        turn = defender if phase == "defend" else attacker
    if limit is None:
        beaten = sum(1 for _, d in table_l if d is not None)
        cap = 5 if options.get("first_bout_five") and bout == 1 else 6
        limit = min(cap, len(parse_cards(hands[defender])) + beaten)
    d = {
        "format": 1,
        "variant": variant,
        "players": n,
        "seed": None,
        "options": options,
        "trump": trump,
        "talon": talon_cards,
        "discard": discard,
        "hands": [[str(c) for c in parse_cards(h)] for h in hands],
        "table": table_l,
        "attacker": attacker,
        "defender": defender,
        "phase": phase,
        "turn": turn,
        "passes": passes,
        "limit": limit,
        "bout": bout,
        "shown": [str(c) for c in parse_cards(shown)],
        "out": list(out),
        "known": [[str(c) for c in parse_cards(k)] for k in (known or [""] * n)],
        "actions": actions,
        "result": None,
    }
    return engine.State.from_dict(d)


def play(state: engine.State, *actions: str) -> engine.State:
    for a in actions:
        state = state.apply(a)
    return state


def hand(state: engine.State, player: int) -> str:
    return " ".join(str(c) for c in state.hand(player))  # type: ignore[attr-defined]
