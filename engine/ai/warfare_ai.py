"""Warfare bots: a rule policy (easy, normal, rollouts) and the determinisation used by the
search levels.

Commit: the expected points of each card against the cards the opponent may play (the known
cards of their hand, and the unseen cards weighted by how many hidden cards they hold), minus a
price for spending strength (trumps, high ranks) while the deck still deals (style ``thrift``).
Keep and pick: the strongest card, and as the loser the one that leaves the winner least.
"""

from typing import Any, List, Mapping, Sequence, Tuple

from ..base import Action, State, View
from ..cards import CARDS, cards_of, mask_of
from ..warfare import VARIANT, battle_winner, card_points
from . import Bot, generic, register_bot
from .styles import Style

__all__ = ["scored", "policy", "determinise"]


def strength(c: int, trump: int) -> float:
    return (c >> 2) / 12.0 + (1.5 if c & 3 == trump else 0.0)


def commit_values(
    cards: Sequence[int],
    known: Sequence[int],
    unknown: Sequence[int],
    hidden: int,
    other_committed: bool,
    deck_count: int,
    trump: int,
    thrift: float,
    easy: bool,
) -> List[float]:
    """The commit score of each of ``cards`` (before ``easy``'s noise): the expected points
    against the cards the opponent may play (``known`` cards of their hand; the ``unknown``
    cards weighted by their ``hidden`` cards, or all with weight 1 once they have committed)
    minus a price for spending strength.  Shared by the view policy and the fast playouts
    (:mod:`.warfare_fast`), so both score alike to the last bit."""
    if other_committed:
        opp = [(c, 1.0) for c in list(unknown) + list(known)]
    else:
        w = hidden / len(unknown) if unknown else 0.0
        opp = [(c, 1.0) for c in known] + [(c, w) for c in unknown]
    total = sum(w for _c, w in opp) or 1.0
    lam = (0.6 + 2.4 * thrift) if not easy else 0.3
    if deck_count == 0:
        lam *= 0.2
    out = []
    for c in cards:
        ev = 0.0
        pc = card_points(c)
        for o, w in opp:
            stake = pc + card_points(o)
            ev += w * (stake if battle_winner(c, o, trump) == 0 else -stake)
        out.append(ev / total - lam * strength(c, trump))
    return out


def card_value(c: int, trump: int) -> float:
    """What a card is worth to hold (keep and pick)."""
    return 3.0 * strength(c, trump) + card_points(c)


def keep_values(offered: Sequence[int], trump: int, keep: bool) -> List[float]:
    """The score of each offered card: its value, and for the loser who keeps (``keep``)
    minus half of the best card it leaves to the winner."""
    out = []
    for c in offered:
        s = card_value(c, trump)
        if keep:
            rest = [card_value(o, trump) for o in offered if o != c]
            if rest:
                s -= 0.5 * max(rest)
        out.append(s)
    return out


def scored(view: View, style: Style, easy: bool, rng) -> List[Tuple[float, Action]]:
    legal = view.legal_actions()
    trump = view.trump
    out: List[Tuple[float, Action]] = []
    cards = [a.cards[0] for a in legal]
    if view.phase == "commit":
        other = 1 - view.player
        known = list(view.known[other])
        vals = commit_values(
            cards,
            known,
            list(view.unknown),
            view.hand_counts[other] - len(known),
            view.committed[other],
            view.deck_count,
            trump,
            style.thrift,
            easy,
        )
        for s, a in zip(vals, legal):
            if easy:
                s += rng.gauss(0.0, 1.5)
            out.append((s, a))
        return out
    for s, a in zip(keep_values(cards, trump, view.phase == "keep"), legal):
        if easy:
            s += rng.gauss(0.0, 1.0)
        out.append((s, a))
    return out


def policy(view: View, style: Style, easy: bool, rng) -> Action:
    return generic.best(scored(view, style, easy, rng))


def payoff(s: State, me: int) -> float:
    """Win/loss, plus a little of the point margin to separate close lines."""
    r = s.returns()[me]
    sc = s.view(me).scores
    return r + 0.002 * (sc[me] - sc[1 - me])


def deal(view: View, rng) -> Tuple[List[int], List[int], List[int]]:
    """The hidden part of a sampled deal consistent with ``view``: both hands (masks), the
    deck (top first) and both commitments (a card or -1): the opponent's hidden cards, their
    hidden commitment and the deck order sampled from the unseen cards."""
    me = view.player
    other = 1 - me
    unknown = [int(c) for c in view.unknown]
    rng.shuffle(unknown)
    tc = view.trump_card
    placed = set(view.hand) | set(view.known[other]) | set(view.discard) | set(view.face_up)
    placed |= set(view.offered) | set(view.score_piles[0]) | set(view.score_piles[1])
    if view.my_commit is not None:
        placed.add(view.my_commit)
    # with the trump card under the deck it is public: the deck's last card while the deck
    # lasts, later in a known hand, a pile, or (unplaced) the opponent's hidden commitment
    loose_trump = view.options.get("trump_card") == "under" and tc not in placed
    hidden = view.hand_counts[other] - len(view.known[other])
    pos = hidden
    hands = [0, 0]
    hands[me] = mask_of(view.hand)
    hands[other] = mask_of(view.known[other]) | mask_of(unknown[:hidden])
    commits = [-1, -1]
    if view.my_commit is not None:
        commits[me] = int(view.my_commit)
    if view.committed[other]:
        if loose_trump and not view.deck_count:
            commits[other] = int(tc)
        else:
            commits[other] = unknown[pos]
            pos += 1
    deck = [int(c) for c in view.offered] + unknown[pos:]
    if loose_trump and view.deck_count:
        deck.append(int(tc))
    return hands, deck, commits


def determinise(view: View, rng) -> State:
    """A full state consistent with ``view`` (:func:`deal`).  The opponent is given no
    knowledge of the bot's hand (``known`` is empty for the bot's seat)."""
    me = view.player
    other = 1 - me
    hands_m, deck, commits_i = deal(view, rng)
    hands: List[List[str]] = [[str(c) for c in cards_of(h)] for h in hands_m]
    known: List[List[str]] = [[], []]
    known[other] = [str(c) for c in view.known[other]]
    commits = [None if c < 0 else str(CARDS[c]) for c in commits_i]
    from ..warfare import FORMAT

    d = {
        "format": FORMAT,
        "variant": "warfare",
        "players": 2,
        "seed": None,
        "options": dict(view.options),
        "dealer": _dealer(view),
        "trump": str(view.trump_card),
        "deck": [str(CARDS[c]) for c in deck],
        "hands": hands,
        "known": known,
        "scores": [[str(c) for c in pile] for pile in view.score_piles],
        "discard": [str(c) for c in view.discard],
        "phase": view.phase,
        "turn": view.current_player,
        "leader": view.leader,
        "committed": commits,
        "loser": view.loser,
        "face_up": [str(c) for c in view.face_up],
        "battle": view.battle,
        "actions": view.actions_played,
        "result": None,
    }
    return State.from_dict(d)


def _dealer(view: View) -> int:
    d = view.options.get("dealer")
    return 1 if d is None else int(d)


class WarfareBot(Bot):
    """Warfare: :func:`policy` and determinised Monte Carlo over every legal move, played out
    by the fast playouts of :mod:`.warfare_fast`."""

    def rule(self, view: View, level: str, style: Style, rng) -> Action:
        return policy(view, style, level == "easy", rng)

    def search(
        self,
        view: View,
        style: Style,
        rng,
        budget_s: float,
        settings: Mapping[str, Any],
        prior: Action,
    ) -> Action:
        from . import warfare_fast

        return generic.mc_choose(
            view,
            view.legal_actions(),
            prior,
            style,
            policy,
            determinise,
            rng,
            budget_s,
            settings["warfare_dets"],
            payoff,
            warfare_fast.rows(view, style),  # the same playouts on plain ints, faster
            settings["warfare_margin"],
        )

    def determinise(self, view: View, rng) -> State:
        return determinise(view, rng)

    def estimate(self, view, legal, settings, style, rng, start, budget_s, dets, extra):
        from . import warfare_fast
        from .coach import evaluate_sampled

        prior = policy(view, style, False, rng)
        return evaluate_sampled(
            view,
            legal,
            list(legal),
            prior,
            extra,
            style,
            policy,
            determinise,
            rng,
            start,
            budget_s,
            max(dets, settings["warfare_dets"]),
            payoff,
            warfare_fast.rows(view, style),
            settings["warfare_margin"],
        )


register_bot(VARIANT, WarfareBot())
