"""Fast rollouts for Warfare: the rule policy's playout without engine states or views.

:func:`generic.rollout` plays a sampled deal with engine states and builds a view for the
rule policy at every decision; the views are about half of the time.  This module plays the
same game with the same policy (:func:`warfare_policy.commit_values` and
:func:`warfare_policy.keep_values`, shared, so the scores agree to the last bit) on plain ints:
hands, known cards, score piles and the discard as bitmasks, the deck as a list.

Same game, same choices: the rollout policy has no noise, so a playout is a function of the
deal, and the tests check move for move that :func:`playout` after a first action is
``generic.rollout`` of ``determinise(view).apply(action)`` with the same deal, for both
``trump_card`` rules and every phase.  As in ``WarfareBot.determinise`` (the spec's
``sample_state``), the opponent starts knowing none of the bot's cards.
"""

from typing import Any, Callable, List, Optional, Sequence, Tuple

from ..cards import bits as bits_of
from ..cards import mask_of, popcount
from ..warfare import DECK_MASK, OFFER, battle_winner
from ..warfare import points as pile_points
from .styles import STYLES, Style
from .warfare_policy import commit_values, deal, keep_values

__all__ = ["Table", "playout", "rows"]

COMMIT, KEEP, PICK = 0, 1, 2
_PHASE = {"commit": COMMIT, "keep": KEEP, "pick": PICK}
_BALANCED = STYLES["balanced"]


class Table:
    """The public part of the position a playout starts from (built once per decision from
    the bot's view): score piles, discard, face-up cards, whose turn and in which phase, and
    what the bot knows of the opponent's hand."""

    __slots__ = (
        "me",
        "trump",
        "trump_card",
        "scores",
        "discard",
        "face_up",
        "known",
        "phase",
        "turn",
    )

    def __init__(self, view: Any) -> None:
        me = view.player
        self.me: int = me
        self.trump: int = view.trump
        self.trump_card: int = int(view.trump_card)
        self.scores: Tuple[int, int] = (mask_of(view.score_piles[0]), mask_of(view.score_piles[1]))
        self.discard: int = mask_of(view.discard)
        self.face_up: Tuple[int, ...] = tuple(int(c) for c in view.face_up)
        known = [0, 0]
        known[1 - me] = mask_of(view.known[1 - me])
        self.known: Tuple[int, int] = (known[0], known[1])
        self.phase: int = _PHASE[view.phase]
        self.turn: int = view.current_player


def _chosen(offered: Sequence[int], trump: int, keep: bool) -> int:
    """The card the rule policy takes from ``offered``: the loser keeping one (``keep``) or
    the winner picking one, the best by :func:`warfare_policy.keep_values`, the lowest of equals."""
    cards = sorted(offered)
    if len(cards) == 1:
        return cards[0]
    vals = keep_values(cards, trump, keep)
    return cards[vals.index(max(vals))]


def playout(
    table: Table,
    hands: Sequence[int],
    deck: Sequence[int],
    commits: Sequence[int],
    first: Any,
    style: Style,
    trace: Optional[List[Tuple[str, int]]] = None,
) -> float:
    """The bot's payoff (:func:`warfare_ai.payoff`: the result plus 0.002 of the point
    margin) when the deal ``hands`` (masks) / ``deck`` (top first) / ``commits`` (card or -1
    per seat) at ``table`` is played to the end: first the action ``first`` (legal there),
    then the rule policy, the bot's seat in ``style`` and the other ``balanced``.  ``trace``
    receives every move as ``(kind, card)`` (for the tests)."""
    me = table.me
    trump = table.trump
    tc = table.trump_card
    styles = (style, _BALANCED) if me == 0 else (_BALANCED, style)
    hands_l = [hands[0], hands[1]]
    known = [table.known[0], table.known[1]]
    scores = [table.scores[0], table.scores[1]]
    discard = table.discard
    face_up = list(table.face_up)
    cm = [commits[0], commits[1]]
    deck_l = list(deck)
    di = 0
    phase = table.phase
    turn = table.turn
    forced = int(first.cards[0]) if first is not None else -1
    while True:
        if phase == COMMIT:
            p = turn
            other = 1 - p
            if forced >= 0:
                c = forced
                forced = -1
            else:
                cards: Sequence[int] = bits_of(hands_l[p])
                if len(cards) == 1:
                    c = cards[0]
                else:
                    seen = hands_l[p] | known[other] | scores[0] | scores[1] | discard
                    seen |= mask_of(face_up) | (1 << tc)
                    known_o = bits_of(known[other])
                    vals = commit_values(
                        cards,
                        known_o,
                        bits_of(DECK_MASK & ~seen),
                        popcount(hands_l[other]) - len(known_o),
                        cm[other] >= 0,
                        len(deck_l) - di,
                        trump,
                        styles[p].thrift,
                        False,
                    )
                    c = cards[vals.index(max(vals))]  # the first best, as the policy
            if trace is not None:
                trace.append(("commit", c))
            bit = 1 << c
            hands_l[p] &= ~bit
            known[p] &= ~bit
            cm[p] = c
            if cm[other] < 0:
                turn = other
                continue
            w = battle_winner(cm[0], cm[1], trump)
            scores[w] |= (1 << cm[0]) | (1 << cm[1])
            cm = [-1, -1]
            if di < len(deck_l):
                phase = KEEP
                turn = 1 - w
                continue
        elif phase == KEEP:
            loser = turn
            w = 1 - loser
            k = min(OFFER, len(deck_l) - di)
            offer = deck_l[di : di + k]
            c = forced if forced >= 0 else _chosen(offer, trump, True)
            forced = -1
            if trace is not None:
                trace.append(("keep", c))
            di += k
            hands_l[loser] |= 1 << c
            if c == tc:  # the public turned-up card ("under")
                known[loser] |= 1 << c
            face_up = [x for x in offer if x != c]
            if face_up:
                phase = PICK
                turn = w
                continue
        else:  # PICK
            w = turn
            c = forced if forced >= 0 else _chosen(face_up, trump, False)
            forced = -1
            if trace is not None:
                trace.append(("pick", c))
            hands_l[w] |= 1 << c
            known[w] |= 1 << c
            for x in face_up:
                if x != c:
                    discard |= 1 << x
            face_up = []
        # the next battle, the last winner committing first; or the end
        if hands_l[0] and hands_l[1]:
            phase = COMMIT
            turn = w
            continue
        pts = (pile_points(scores[0]), pile_points(scores[1]))
        margin = 0.002 * (pts[me] - pts[1 - me])
        if pts[0] == pts[1]:
            return 0.0 + margin
        return (1.0 if pts[me] > pts[1 - me] else -1.0) + margin


def rows(view: Any, style: Style) -> Callable[[Sequence[Any], Any], List[float]]:
    """For :func:`generic.mc_choose`: a function that samples one deal consistent with
    ``view`` (:func:`warfare_policy.deal`) and returns each candidate's playout payoff."""
    table = Table(view)

    def row(cands: Sequence[Any], rng: Any) -> List[float]:
        hands, deck, commits = deal(view, rng)
        return [playout(table, hands, deck, commits, a, style) for a in cands]

    return row
