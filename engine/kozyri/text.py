"""How :func:`engine.text.describe_view` writes a Svoi Kozyri view: every seat's own trump
suit, the stock, the top of the pile."""

from typing import List

from ..text import Describer, cards_text
from ..views import KozyriView

__all__ = ["KozyriDescriber"]

SUIT_SIGNS = "♣♦♥♠"
#: How many of the pile's top cards the text shows.
PILE_SHOWN = 6


class KozyriDescriber(Describer[KozyriView]):
    def stock(self, view: KozyriView) -> List[str]:
        me = view.player
        suits = " ".join(
            f"{'you' if p == me else f'P{p}'}:{'?' if s is None else SUIT_SIGNS[s]}"
            for p, s in enumerate(view.suits)
        )
        return [f"suits {suits}", f"stock {view.stock_count}"]

    def table(self, view: KozyriView) -> List[str]:
        pile = view.pile
        text = cards_text(pile[-PILE_SHOWN:]) if pile else "empty"
        if len(pile) > PILE_SHOWN:
            text += f"  ({len(pile)} cards)"
        return [f"  pile: {text}"]
