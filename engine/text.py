"""Positions and results as plain text, for the terminal (``python -m engine play``) and bug
reports.  Works from what a view holds, whatever the variant: each part is shown when the
view has the field it needs (``table`` in Durak, ``pile`` and ``suits`` in Svoi Kozyri,
``scores`` and ``offered`` in Warfare), so a new variant's view renders without a change
here.

>>> import engine
>>> s = engine.new_game("warfare", seed=3)
>>> print(describe_view(s.view(0)).splitlines()[0])
trump Q♠  deck 45  discard 0  battle 1  score you 0 : 0 P1
"""

from typing import Any, List, Optional, Sequence

from .base import VARIANTS, Result, Termination, View
from .cards import format_cards

__all__ = ["describe_view", "describe_result"]

SUIT_SIGNS = "♣♦♥♠"


def _has(view: View, name: str) -> bool:
    return name in view.fields()


def _cards(cards: Sequence[Any]) -> str:
    return format_cards(cards, pretty=True)


def _header(view: View) -> str:
    me = view.player
    parts: List[str] = []
    if view.trump_card is not None:
        parts.append(f"trump {view.trump_card.pretty()}")
    if _has(view, "suits"):
        suits = " ".join(
            f"{'you' if p == me else f'P{p}'}:{'?' if s is None else SUIT_SIGNS[s]}"
            for p, s in enumerate(view.suits)
        )
        parts.append(f"suits {suits}")
    if _has(view, "stock_count"):
        parts.append(f"stock {view.stock_count}")
    elif _has(view, "deck_count"):
        parts.append(f"deck {view.deck_count}")
    else:
        parts.append(f"talon {view.talon_count}")
    if view.trump_card is not None:
        parts.append(f"discard {view.discard_count}")
    if _has(view, "bout"):
        parts.append(f"bout {view.bout}")
    if _has(view, "battle"):
        parts.append(f"battle {view.battle}")
    if _has(view, "scores") and view.players == 2:
        other = 1 - me
        parts.append(f"score you {view.scores[me]} : {view.scores[other]} P{other}")
    return "  ".join(parts)


def _seat(view: View, p: int) -> str:
    roles = []
    if _has(view, "attacker") and p == view.attacker and not view.terminal:
        roles.append("attacker")
    if _has(view, "defender") and p == view.defender and not view.terminal:
        roles.append("defender")
    if view.out[p]:
        roles.append("out")
    if _has(view, "committed") and view.committed[p] and p != view.player:
        roles.append("has chosen a card")
    who = "you" if p == view.player else f"P{p}"
    line = f"  {who}: {view.hand_counts[p]} cards"
    if roles:
        line += f" ({', '.join(roles)})"
    known = view.known[p]
    if known:
        line += f"  known: {_cards(known)}"
    return line


def describe_view(view: View) -> str:
    """``view`` as a few lines of text: trump, counts, every seat (cards held, role, cards
    known to be in that hand), what lies on the table, the player's own hand."""
    lines = [_header(view)]
    lines += [_seat(view, p) for p in range(view.players)]
    if _has(view, "table") and view.table:
        pairs = "  ".join(
            a.pretty() + "/" + (d.pretty() if d is not None else "--") for a, d in view.table
        )
        lines.append(f"  table: {pairs}")
    if _has(view, "pile"):
        pile = view.pile
        text = _cards(pile[-6:]) if pile else "empty"
        if len(pile) > 6:
            text += f"  ({len(pile)} cards)"
        lines.append(f"  pile: {text}")
    if _has(view, "offered") and view.offered:
        lines.append(f"  you look at: {_cards(view.offered)}")
    if _has(view, "face_up") and view.face_up:
        lines.append(f"  face up: {_cards(view.face_up)}")
    if _has(view, "my_commit") and view.my_commit is not None:
        lines.append(f"  you chose: {view.my_commit.pretty()}")
    lines.append("  your hand: " + (_cards(view.hand) or "-"))
    return "\n".join(lines)


def describe_result(
    variant: str, result: Result, seat: int, scores: Optional[Sequence[int]] = None
) -> str:
    """How the game ended, from ``seat``'s side: "You win (47 : 37).", "P1 is the durak.
    You got out.", "Draw."; the loser is named as the variant's spec calls him."""
    if result.draw:
        return "Draw." + (" (action cap)" if result.reason == Termination.ACTION_CAP else "")
    if result.winner is not None:
        tail = ""
        if scores is not None:
            tail = " (" + " : ".join(str(x) for x in scores) + ")"
        who = "You win" if result.winner == seat else f"P{result.winner} wins"
        return who + tail + "."
    loser = VARIANTS[variant].loser_name
    if result.durak == seat:
        return f"You are the {loser}."
    return f"P{result.durak} is the {loser}. You got out."
