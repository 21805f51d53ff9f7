"""Positions and results as plain text, for the terminal (``python -m engine play``) and bug
reports.  Works from what a view holds: the common fields of every :class:`engine.View`, and
each rules family's own from its typed view (:mod:`engine.views`: the table of a
``DurakView``, the pile and suits of a ``KozyriView``, the scores and offered cards of a
``BattleView``), so a new variant of a family renders without a change here and mypy checks
every field read.

>>> import engine
>>> s = engine.new_game("warfare", seed=3)
>>> print(describe_view(s.view(0)).splitlines()[0])
trump Q♠  deck 45  discard 0  battle 1  score you 0 : 0 P1
"""

from typing import List, Optional, Sequence

from .base import VARIANTS, Result, Termination, View
from .cards import Card, format_cards
from .views import BattleView, DurakView, KozyriView

__all__ = ["describe_view", "describe_result"]

SUIT_SIGNS = "♣♦♥♠"


def _cards(cards: Sequence[Card]) -> str:
    return format_cards(cards, pretty=True)


def _header(view: View) -> str:
    me = view.player
    parts: List[str] = []
    if view.trump_card is not None:
        parts.append(f"trump {view.trump_card.pretty()}")
    if isinstance(view, KozyriView):
        suits = " ".join(
            f"{'you' if p == me else f'P{p}'}:{'?' if s is None else SUIT_SIGNS[s]}"
            for p, s in enumerate(view.suits)
        )
        parts.append(f"suits {suits}")
        parts.append(f"stock {view.stock_count}")
    elif isinstance(view, BattleView):
        parts.append(f"deck {view.deck_count}")
    else:
        parts.append(f"talon {view.talon_count}")
    if view.trump_card is not None:
        parts.append(f"discard {view.discard_count}")
    if isinstance(view, DurakView):
        parts.append(f"bout {view.bout}")
    if isinstance(view, BattleView):
        parts.append(f"battle {view.battle}")
        if view.players == 2:
            other = 1 - me
            parts.append(f"score you {view.scores[me]} : {view.scores[other]} P{other}")
    return "  ".join(parts)


def _seat(view: View, p: int) -> str:
    roles = []
    if isinstance(view, DurakView) and not view.terminal:
        if p == view.attacker:
            roles.append("attacker")
        if p == view.defender:
            roles.append("defender")
    if view.out[p]:
        roles.append("out")
    if isinstance(view, BattleView) and view.committed[p] and p != view.player:
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
    if isinstance(view, DurakView) and view.table:
        pairs = "  ".join(
            a.pretty() + "/" + (d.pretty() if d is not None else "--") for a, d in view.table
        )
        lines.append(f"  table: {pairs}")
    if isinstance(view, KozyriView):
        pile = view.pile
        text = _cards(pile[-6:]) if pile else "empty"
        if len(pile) > 6:
            text += f"  ({len(pile)} cards)"
        lines.append(f"  pile: {text}")
    if isinstance(view, BattleView):
        if view.offered:
            lines.append(f"  you look at: {_cards(view.offered)}")
        if view.face_up:
            lines.append(f"  face up: {_cards(view.face_up)}")
        if view.my_commit is not None:
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
