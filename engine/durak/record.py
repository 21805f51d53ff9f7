"""How the duel record (:mod:`engine.record`) reads a game of the Durak family: its steps
(attacks, throw-ins, defences, transfers, takes) and its highlights."""

from typing import Any, Dict, List, Mapping, Optional

from ..base import Event
from ..record import LOW_RANK, Add, Recorder, Tally, bout_highlights, card_code, seat_events
from ..views import DurakView
from .state import DurakState

__all__ = ["DurakRecorder"]


def _step(t: Tally, before: DurakState, after: DurakState, player: int) -> None:
    early = t.recorder.reserve(before) > 0
    defender = before.defender
    trump = before.trump
    for k, p, e in seat_events(after):
        if k == "attack":
            t.new_bout()
            if t.first is None:
                t.first = p
            t.attacks[p] += 1
            for c in e.cards:
                t.played(before, p, c, early)
                t.run(p, c)
                t.laid_against[p][defender] += 1
            rank = e.cards[0].rank
            hand = before.hand(p)
            held = len([c for c in hand if c.rank == rank])
            if held > len(e.cards) and p != player:
                hb = t.held_back
                if hb is None or held - len(e.cards) > hb["held"] - hb["laid"]:
                    t.held_back = {"player": p, "rank": rank, "held": held, "laid": len(e.cards)}
        elif k == "throw_in":
            c = e.cards[0]
            t.throw_ins[p] += 1
            t.last_throw_ins[p] = c
            t.played(before, p, c, early)
            t.run(p, c)
            t.laid_against[p][defender] += 1
        elif k == "defend":
            c = e.cards[0]
            target = e.target
            t.beats[p] += 1
            t.played(before, p, c, early)
            if (
                c.suit == trump
                and target is not None
                and target.suit != trump
                and target.rank <= LOW_RANK
            ):
                low = t.trump_on_low[p]
                if low is None or target.rank < low:
                    t.trump_on_low[p] = target.rank
        elif k in ("transfer", "show"):
            c = e.cards[0]
            t.transfers[p] += 1
            t.transfer_ranks[p].append(c.rank)
            if k == "transfer":
                t.played(before, p, c, early)
            if p == player:
                t.bounced = True
            chain = t._bout_transfers
            if chain:
                if p == player and any(q != player for q in chain):
                    t.returned["player"] = True
                if p != player and player in chain:
                    t.returned["opponent"] = True
            chain.append(p)
        elif k == "take":
            t.takes[p] += 1
            t.cards_taken[p] += e.count or len(e.cards)


class DurakRecorder(Recorder[DurakState]):
    """Podkidnoy, Perevodnoy and any variant of the ``"durak"`` family: bouts of attack and
    defence, takes, transfers where the spec allows them, the talon."""

    def step(self, t: Tally, before: DurakState, after: DurakState, player: int) -> None:
        _step(t, before, after, player)

    def trump_of(self, state: DurakState, seat: int) -> Optional[int]:
        return int(state.trump)

    def reserve(self, state: DurakState) -> int:
        return len(state.talon)

    def trump_card(self, state: DurakState) -> Optional[str]:
        return card_code(state.trump_card)

    def highlights(
        self, add: Add, rec: Dict[str, Any], t: Tally, player: int, others: List[int]
    ) -> None:
        bout_highlights(add, rec, t, player, others, attacks=True)

    spent_kinds = ("attack", "throw_in", "transfer", "defend")

    def count_view(self, rec: Dict[str, Any], e: Event, view: DurakView) -> None:
        k, p = e.kind, e.player
        if p is None:
            return
        if k == "take":
            rec["takes"][p] += 1
        elif k in ("transfer", "show"):
            rec["transfers"][p] += 1
        elif k == "attack":
            rec["attacks"][p] += 1
            if rec["first"] is None:
                rec["first"] = p
        elif k == "defend":
            rec["beats"][p] += 1

    def view_trump(self, view: DurakView, seat: int) -> Optional[int]:
        return int(view.trump)

    def view_bouts(self, view: DurakView, rec: Mapping[str, Any]) -> int:
        return int(view.bout)
