"""How :func:`engine.text.describe_view` writes a battle view (Warfare): the deck, the
battle and the score, who has chosen a card, the cards offered and face up."""

from typing import List

from ..text import Describer, cards_text
from ..views import BattleView

__all__ = ["BattleDescriber"]


class BattleDescriber(Describer[BattleView]):
    def stock(self, view: BattleView) -> List[str]:
        return [f"deck {view.deck_count}"]

    def progress(self, view: BattleView) -> List[str]:
        parts = [f"battle {view.battle}"]
        if view.players == 2:
            me = view.player
            other = 1 - me
            parts.append(f"score you {view.scores[me]} : {view.scores[other]} P{other}")
        return parts

    def roles(self, view: BattleView, seat: int) -> List[str]:
        if view.committed[seat] and seat != view.player:
            return ["has chosen a card"]
        return []

    def table(self, view: BattleView) -> List[str]:
        lines = []
        if view.offered:
            lines.append(f"  you look at: {cards_text(view.offered)}")
        if view.face_up:
            lines.append(f"  face up: {cards_text(view.face_up)}")
        if view.my_commit is not None:
            lines.append(f"  you chose: {view.my_commit.pretty()}")
        return lines
