"""Reading the other players' hands from how they played (Durak).

A player who knows how people play reads a lot from the table: an attacker who led the 8♣
holds no smaller plain card, or it would have led that; a defender who beat the 7♦ with the
10♦ has no 8♦ or 9♦; a defender who took a single card could not, or would not, beat it.  This
module turns such readings into weights on the deals the search samples.

Method (importance sampling of whole deals):

1. A *hypothesis* is an ordinary determinisation (:func:`durak_search.determinise`): the cards
   the bot has not seen, dealt uniformly into the other players' hidden slots and the talon.
2. The whole past is rebuilt from it and the public log.  Walking the log backward from now,
   each card a player played goes back into that player's hand, each pick-up comes out of it,
   and each hidden draw takes back ``count`` cards the player could have drawn then (chosen at
   random among the cards of that hand not known to have been there already: the ones it
   picked up earlier; the turned trump when that draw emptied the talon).  This gives every
   hand at the deal and the order of the talon.
3. The game is replayed from the deal with the actions everyone saw.  At each decision of
   another player the *model* (the rule policy :func:`durak_policy.decide` at ``normal``'s
   settings, balanced style) says what it would have played with the hand of the hypothesis.
   An agreement keeps the weight; a disagreement multiplies it by ``eps``.  A hypothesis in
   which the first attacker did not hold the lowest trump (when that rule chose the first
   attacker) gets weight 0.

The deals the search plays out are then drawn in proportion to these weights (with a fresh
talon order each time).  With ``eps`` well above 0 a player who plays unlike the model (a
human, another style) only flattens the weights: the search falls back towards uniform deals.

Honest by construction: only the view is read (its hand, counts, known cards and
``public_log``, in which the other players' draws carry no cards); the past is replayed on
hypothetical deals built from it.  Positions loaded without their past (``from_dict``: the log
does not start with the deal) are not read.
"""

from typing import Any, Dict, List, Optional, Sequence, Tuple

from ..base import Action, State
from ..cards import mask_of, popcount
from ..durak import bout_start, lowest_trump_holder
from ..views import DurakView
from .durak_policy import NORMAL, Params, decide, low_index
from .styles import STYLES, Style

__all__ = ["HandReader", "reader_for"]

HAND_SIZE = 6  # cards dealt to each player (engine.durak)
_ACTION_EVENTS = ("attack", "defend", "throw_in", "pass", "taking", "transfer", "show")


def _action_of(e: Any) -> Action:
    """The action behind a public event (``taking`` is the event of the action ``take``)."""
    k = e.kind
    if k == "taking":
        return Action("take")
    if k == "pass":
        return Action("pass")
    if k == "defend":
        return Action("defend", tuple(e.cards), e.target)
    return Action(k, tuple(e.cards))


class HandReader:
    """Weights deals by how well they explain the other players' recent moves.

    Built once per decision from a view (:func:`reader_for`); :meth:`weight` scores one
    determinised state.  ``bouts``: how many bouts back the replay starts (the current one
    counts; 0 or more than were played: from the deal).  The further back, the more moves are
    read, but the more the past hands depend on which cards each hidden draw brought (sampled
    ``draws`` times and averaged).  ``model``/``style``: the policy the others are assumed to
    follow; ``eps``: the weight factor of each move the model would not have made."""

    def __init__(
        self,
        view: DurakView,
        log: Sequence[Any],
        eps: float = 0.2,
        bouts: int = 0,
        draws: int = 1,
        model: Params = NORMAL,
        style: Style = STYLES["balanced"],
    ) -> None:
        self.view = view
        self.me = view.player
        self.n = n = view.players
        self.eps = eps
        self.draws = max(1, draws)
        self.model = model
        self.style = style
        self.trump_card = view.trump_card
        self.trump = view.trump
        self.low = low_index(view.deck)
        self.options = dict(view.options)
        self.events = events = list(log)
        # one pass forward: per hidden draw (by event index) the cards the drawer is known to
        # hold already (picked up and not played since) and whether the turned trump was in
        # it; per bout start (attack event) what the replay needs to start there
        self.pinned: Dict[int, int] = {}
        self.trump_drawn: Dict[int, bool] = {}
        self.steps: List[Tuple[int, int, Action]] = []  # (event index, player, action)
        starts: List[Tuple[int, int, Tuple[int, ...], Tuple[int, ...]]] = []
        known = [0] * n  # the engine's known masks: picked up, shown, the drawn trump
        out: List[int] = []
        talon = view.deck - n * HAND_SIZE
        tc = self.trump_card
        for i, e in enumerate(events):
            k = e.kind
            p = e.player
            if k in _ACTION_EVENTS:
                if k == "attack":
                    starts.append((i, len(starts) + 1, tuple(known), tuple(out)))
                self.steps.append((i, p, _action_of(e)))
                if k == "show":
                    known[p] |= mask_of(e.cards)
                elif e.cards:
                    known[p] &= ~mask_of(e.cards)
            elif k == "take" and p is not None:
                known[p] |= mask_of(e.cards)
            elif k == "draw" and p is not None:
                talon -= e.count
                if p != self.me:
                    self.pinned[i] = known[p] & ~(1 << tc)
                    self.trump_drawn[i] = talon == 0
                if talon == 0:
                    known[p] |= 1 << tc
            elif k == "out" and p is not None:
                out.append(p)
        if bouts <= 0 or bouts >= len(starts):
            self.start = 0
        else:
            self.start = len(starts) - bouts
        self.from_deal = self.start == 0
        # from the deal: the replay starts at the first attack with the deal's hands
        if not starts:
            raise ValueError("nothing to read: no bout has started")
        s_i, s_bout, s_known, s_out = starts[self.start]
        self.i0 = s_i
        self.bout0 = s_bout
        self.known0 = [0] * n if self.from_deal else list(s_known)
        self.out0 = list(s_out)
        self.attacker0 = events[s_i].player
        discard = mask_of(view.discard)
        for e in events[self.i0 :]:
            if e.kind == "discard":
                discard &= ~mask_of(e.cards)
        self.discard0 = 0 if self.from_deal else discard
        self.first_attacker = log[2].player
        self.check_first_attacker = self.from_deal and not (
            self.options.get("previous_durak") is not None
            and self.options.get("first_attacker") in ("pagat", "attack_durak")
        )

    # --- the past of one hypothesis ------------------------------------------------------
    def rebuild(
        self, hands_now: Sequence[int], talon_now: Sequence[int], rng
    ) -> Optional[Tuple[List[int], List[int]]]:
        """The hands at the replay's start and the talon order then (turned trump last) that
        lead to ``hands_now`` / ``talon_now`` through the public log; None if impossible."""
        hand = list(hands_now)
        drawn: Dict[int, List[int]] = {}
        tc = self.trump_card
        events = self.events
        for i in range(len(events) - 1, self.i0 - 1, -1):
            e = events[i]
            k = e.kind
            p = e.player
            if p is None:
                continue
            if k in ("attack", "throw_in", "transfer", "defend"):
                hand[p] |= mask_of(e.cards)
            elif k == "take":
                m = mask_of(e.cards)
                if hand[p] & m != m:
                    return None
                hand[p] &= ~m
            elif k == "draw":
                if p == self.me or e.cards:
                    m = mask_of(e.cards)
                    if hand[p] & m != m:
                        return None
                    hand[p] &= ~m
                    drawn[i] = list(e.cards)
                    continue
                elig = hand[p] & ~self.pinned.get(i, 0)
                last: List[int] = []
                if self.trump_drawn.get(i):
                    if not elig >> tc & 1:
                        return None
                    elig &= ~(1 << tc)
                    last = [tc]
                need = e.count - len(last)
                pool = [c for c in range(52) if elig >> c & 1]
                if len(pool) < need:
                    return None
                got = rng.sample(pool, need) + last
                hand[p] &= ~mask_of(got)
                drawn[i] = got
        if self.from_deal and any(popcount(h) != HAND_SIZE for h in hand):
            return None
        talon: List[int] = []
        for i in sorted(drawn):
            talon.extend(drawn[i])
        talon.extend(talon_now)
        return hand, talon

    def weight(self, det: Any, rng) -> float:
        """How well the hypothesis ``det`` explains the others' moves since the replay's
        start: the mean over ``draws`` sampled draw histories of ``eps`` to the power of the
        moves the model would have played differently (0 for a history that cannot be)."""
        hands_now = [det.hand_mask(p) for p in range(self.n)]
        return self.weight_deal(hands_now, [int(c) for c in det.talon], rng)

    def weight_deal(self, hands_now: Sequence[int], talon_now: Sequence[int], rng) -> float:
        """:meth:`weight` of the deal with these hand masks and talon (next card first)."""
        total = 0.0
        for _ in range(self.draws):
            total += self._weight_once(hands_now, talon_now, rng)
        return total / self.draws

    def _start_state(self, hands: Sequence[int], talon: Sequence[int]) -> State:
        return bout_start(
            self.view,
            hands,
            talon,
            self.discard0,
            self.attacker0,
            self.out0,
            self.known0,
            self.bout0,
        )

    def _weight_once(self, hands_now: Sequence[int], talon_now: Sequence[int], rng) -> float:
        past = self.rebuild(hands_now, talon_now, rng)
        if past is None:
            return 0.0
        hands, talon = past
        if self.check_first_attacker:
            if lowest_trump_holder(hands, self.trump) != self.first_attacker:
                return 0.0
        try:
            s = self._start_state(hands, talon)
        except ValueError:
            return 0.0
        deck = 0
        for h in hands:
            deck |= h
        deck |= mask_of(talon) | self.discard0
        w = 1.0
        eps = self.eps
        me = self.me
        i0 = self.i0
        for i, p, action in self.steps:
            if i < i0:
                continue
            if p != me:
                legal = s.legal_actions()
                if len(legal) > 1 and self._model_choice(s, p, legal, deck, rng) != action:
                    w *= eps
            try:
                s = s.apply(action)
            except ValueError:
                return 0.0
        return w

    def _model_choice(self, s: Any, p: int, legal, deck: int, rng) -> Action:
        table = s.table
        phase = s.phase
        talon = len(s.talon)
        defender = s.defender
        unseen = None
        if defender != p and (phase != "attack" or talon == 0):
            unseen = self._unseen_def(s, p, deck)
        return decide(
            legal,
            s.hand_mask(p),
            self.trump,
            [a for a, _ in table],
            [b for _, b in table],
            phase,
            talon,
            (),
            defender,
            unseen,
            self.low,
            self.style,
            self.model,
            rng,
        )

    def _unseen_def(self, s: Any, p: int, deck: int) -> int:
        """The cards ``p`` must think may be in the defender's hand (as a view of ``p`` would
        give them to the policy)."""
        dfd = s.defender
        seen = s.hand_mask(p) | mask_of(s.discard)
        for q in range(self.n):
            if q != p:
                seen |= s.known_mask(q)
        for a, b in s.table:
            seen |= 1 << a
            if b is not None:
                seen |= 1 << b
        if s.talon:
            seen |= 1 << s.trump_card
        kd = s.known_mask(dfd)
        hidden = popcount(s.hand_mask(dfd)) - popcount(kd)
        return kd | ((deck & ~seen) if hidden > 0 else 0)


def reader_for(
    view: DurakView, eps: float = 0.2, bouts: int = 0, draws: int = 1
) -> Optional[HandReader]:
    """A :class:`HandReader` for ``view``, or None when its past cannot be read: no
    ``public_log`` from the deal (a position loaded with ``from_dict``), or no talon at the
    deal (every card dealt)."""
    log = view.public_log
    if not log or len(log) < 3:
        return None
    if log[0].kind != "deal" or log[1].kind != "trump" or log[2].kind != "first_attacker":
        return None
    if log[1].player is not None or log[0].count != HAND_SIZE:
        return None  # the dealer kept the turned trump: no talon
    if view.deck - view.players * HAND_SIZE <= 0:
        return None
    if not any(e.kind == "attack" for e in log):
        return None  # nothing played yet
    return HandReader(view, log, eps, bouts, draws)
