"""How the duel record (:mod:`engine.record`) reads a game of Svoi Kozyri: its steps
(leads, beats, pick-ups) with each seat's own trumps, and its highlights."""

from typing import Any, Dict, List, Mapping, Optional

from ..base import Event
from ..record import BIG_PICK_UP, LOW_RANK, Add, Recorder, Tally, bout_highlights, seat_events
from ..views import KozyriView
from .state import KozyriState

__all__ = ["KozyriRecorder"]


def _step(t: Tally, before: KozyriState, after: KozyriState, player: int) -> None:
    early = t.recorder.reserve(before) > 0
    for k, p, e in seat_events(after):
        if k == "lead":
            t.new_bout()
            if t.first is None:
                t.first = p
            t.attacks[p] += 1
            c = e.cards[0]
            t.played(before, p, c, early)
            t._last_laid = (p, c)
        elif k == "beat":
            beater = e.cards[0]
            top = e.target
            own = t.recorder.trump_of(before, p)
            t.beats[p] += 1
            t.played(before, p, beater, early)
            if beater.rank == 14 and beater.suit == own:
                t.own_ace[p] += 1
            if top is not None:
                if beater.suit == own and top.suit != own and top.rank <= LOW_RANK:
                    low = t.trump_on_low[p]
                    if low is None or top.rank < low:
                        t.trump_on_low[p] = top.rank
                laid = t._last_laid
                if (
                    laid is not None
                    and laid[1] == top
                    and laid[0] != p
                    and p == player
                    and beater.suit != own
                ):
                    t.gifts_beaten[p] += 1
                    t.gift = top
            if len(e.cards) > 1:
                c = e.cards[1]
                t.played(before, p, c, early)
                t._last_laid = (p, c)
            else:
                t._last_laid = (p, beater)
        elif k == "pick_up":
            n = e.count or len(e.cards)
            t.takes[p] += 1
            t.cards_taken[p] += n
            big = t.biggest_pick_up
            if big is None or n > big["count"]:
                t.biggest_pick_up = {"player": p, "count": n}
            t._last_laid = None


class KozyriRecorder(Recorder[KozyriState]):
    """Svoi Kozyri (``"kozyri"``): the pile, each seat's own trump suit, the stock."""

    def step(self, t: Tally, before: KozyriState, after: KozyriState, player: int) -> None:
        _step(t, before, after, player)

    def trump_of(self, state: KozyriState, seat: int) -> Optional[int]:
        suits = state.suits
        s = suits[seat]
        return None if s is None or s < 0 else int(s)

    def reserve(self, state: KozyriState) -> int:
        return len(state.stock)

    def trump_card(self, state: KozyriState) -> Optional[str]:
        return None  # each seat has its own trumps, no card is turned

    def highlights(
        self, add: Add, rec: Dict[str, Any], t: Tally, player: int, others: List[int]
    ) -> None:
        bout_highlights(add, rec, t, player, others, attacks=False)
        add("opponent_own_ace", any(t.own_ace[q] for q in others))
        add("player_own_ace", t.own_ace[player] > 0)
        big = t.biggest_pick_up
        add("big_pick_up", big is not None and big["count"] >= BIG_PICK_UP)
        add("opponent_gift_beaten", t.gifts_beaten[player] > 0)

    spent_kinds = ("lead", "beat")

    def count_view(self, rec: Dict[str, Any], e: Event, view: KozyriView) -> None:
        k, p = e.kind, e.player
        if p is None:
            return
        if k == "pick_up":
            rec["takes"][p] += 1
        elif k == "lead":
            rec["attacks"][p] += 1
            if rec["first"] is None:
                rec["first"] = p
        elif k == "beat":
            rec["beats"][p] += 1

    def view_bouts(self, view: KozyriView, rec: Mapping[str, Any]) -> int:
        # a lead opens a bout (as step counts it)
        return sum(rec["attacks"])

    def view_trump(self, view: KozyriView, seat: int) -> Optional[int]:
        # each seat's own trump suit, None while not chosen
        s = view.suits[seat] if seat < len(view.suits) else None
        return None if s is None or s < 0 else int(s)
