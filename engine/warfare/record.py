"""How the duel record (:mod:`engine.record`) reads a game of Warfare: battles, picks and
points (a card's points are the rules' own :func:`.state.card_points`), and its highlights."""

from typing import Any, Dict, List, Mapping, Optional

from ..base import Event
from ..record import (
    CLOSE_POINTS,
    SMALL_LOSSES,
    Add,
    Recorder,
    Tally,
    card_code,
)
from ..views import BattleView
from .rules import card_points
from .state import WarfareState

__all__ = ["BattleRecorder"]


def _step(t: Tally, before: WarfareState, after: WarfareState, player: int) -> None:
    early = t.recorder.reserve(before) > 0
    trump = before.trump
    for e in after.events:
        k = e.kind
        if k == "reveal":
            t.new_bout()
        if e.player is None:
            continue
        p = int(e.player)
        if k == "battle_won":
            w = p
            loser = 1 - w
            a, b = e.cards  # seat 0's card, seat 1's card
            mine = {0: a, 1: b}
            for seat in (0, 1):
                t.played(before, seat, mine[seat], early)
            t.battles_won[w] += 1
            if mine[w].suit == trump:
                t.trump_battles[w] += 1
            if card_points(mine[loser]) == 1:
                t.small_losses[loser] += 1
        elif k == "pick":
            c = e.cards[0]
            t.picks[p].append(c)
            t.last_pick = (p, c)


class BattleRecorder(Recorder[WarfareState]):
    """Warfare (``"battle"``): battles for points, the deck, the picks."""

    sheds_hands = False

    def step(self, t: Tally, before: WarfareState, after: WarfareState, player: int) -> None:
        _step(t, before, after, player)

    def trump_of(self, state: WarfareState, seat: int) -> Optional[int]:
        return int(state.trump)

    def reserve(self, state: WarfareState) -> int:
        return len(state.deck)

    def trump_card(self, state: WarfareState) -> Optional[str]:
        return card_code(state.trump_card)

    def points(self, state: WarfareState) -> Optional[List[int]]:
        return [int(x) for x in state.scores]

    def score_piles(self, state: WarfareState) -> Optional[List[int]]:
        return [int(x) for x in state.score_pile_sizes]

    def battle_fields(self, t: Tally) -> Dict[str, Any]:
        return {
            "battles_won": t.battles_won,
            "small_losses": t.small_losses,
            "picks": [[card_code(c) for c in p] for p in t.picks],
        }

    def highlights(
        self, add: Add, rec: Dict[str, Any], t: Tally, player: int, others: List[int]
    ) -> None:
        add("player_lost_small", t.small_losses[player] >= SMALL_LOSSES)
        lp = t.last_pick
        add("player_picked_last", lp is not None and lp[0] == player)
        add(
            "player_picked_court_last",
            lp is not None and lp[0] == player and card_points(lp[1]) == 3,
        )
        add("player_won_trump_battle", t.trump_battles[player] > 0)
        add("opponent_won_trump_battle", any(t.trump_battles[q] for q in others))
        pts = rec["points"]
        add("close_game", pts is not None and abs(pts[0] - pts[1]) <= CLOSE_POINTS)

    def count_view(self, rec: Dict[str, Any], e: Event, view: BattleView) -> None:
        # the trumps of a battle, counted when both cards are shown (an opponent's commit
        # hides its card from the view): no `spent_kinds`
        n = len(rec["trumps_spent"])
        if e.kind == "reveal":
            for p, c in enumerate(e.cards[:n]):
                if c.suit == view.trump:
                    rec["trumps_spent"][p] += 1
        elif e.kind == "battle_won" and e.player is not None:
            rec.setdefault("battles_won", [0] * n)[e.player] += 1
        # the points and score piles are the view's own, public all game
        rec["points"] = [int(x) for x in view.scores]
        rec["score_piles"] = [len(pile) for pile in view.score_piles]

    def view_trump(self, view: BattleView, seat: int) -> Optional[int]:
        return int(view.trump)

    def view_bouts(self, view: BattleView, rec: Mapping[str, Any]) -> int:
        # the battles fought (game_record counts reveals): the view's battle number counts
        # the one still being committed to, which no reveal has shown yet
        return int(view.battle) - 1 if view.phase == "commit" else int(view.battle)
