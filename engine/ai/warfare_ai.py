"""Warfare bots: a rule policy (easy, normal, rollouts) and the determinisation used by the
search levels.

Commit: the expected points of each card against the cards the opponent may play (the known
cards of their hand, and the unseen cards weighted by how many hidden cards they hold), minus a
price for spending strength (trumps, high ranks) while the deck still deals (style ``thrift``).
Keep and pick: the strongest card, and as the loser the one that leaves the winner least.
"""

from typing import List, Tuple

from ..base import Action, State, View
from .styles import Style

__all__ = ["scored", "policy", "determinise"]


def _circle(trump: int) -> Tuple[int, ...]:
    others = [s for s in range(4) if s != trump]
    out = [-1] * 4
    for i, s in enumerate(others):
        out[s] = others[(i + 1) % 3]
    return tuple(out)


_CIRCLE = tuple(_circle(t) for t in range(4))


def wins(a: int, b: int, trump: int) -> bool:
    """True if card ``a`` beats card ``b`` in a battle."""
    sa, sb = a & 3, b & 3
    if sa == sb:
        return a > b
    if sa == trump:
        return True
    if sb == trump:
        return False
    return _CIRCLE[trump][sa] == sb


def points(c: int) -> int:
    return 3 if c >> 2 >= 9 else 1  # J Q K A score three


def strength(c: int, trump: int) -> float:
    return (c >> 2) / 12.0 + (1.5 if c & 3 == trump else 0.0)


def scored(view: View, style: Style, easy: bool, rng) -> List[Tuple[float, Action]]:
    legal = view.legal_actions()
    trump = view.trump
    out: List[Tuple[float, Action]] = []
    if view.phase == "commit":
        other = 1 - view.player
        known = list(view.known[other])
        unknown = list(view.unknown)
        hidden = view.hand_counts[other] - len(known)
        if view.committed[other]:
            opp = [(c, 1.0) for c in unknown + known]
        else:
            w = hidden / len(unknown) if unknown else 0.0
            opp = [(c, 1.0) for c in known] + [(c, w) for c in unknown]
        total = sum(w for _c, w in opp) or 1.0
        lam = (0.6 + 2.4 * style.thrift) if not easy else 0.3
        if view.deck_count == 0:
            lam *= 0.2
        for a in legal:
            c = a.cards[0]
            ev = 0.0
            pc = points(c)
            for o, w in opp:
                stake = pc + points(o)
                ev += w * (stake if wins(c, o, trump) else -stake)
            s = ev / total - lam * strength(c, trump)
            if easy:
                s += rng.gauss(0.0, 1.5)
            out.append((s, a))
        return out
    offered = [a.cards[0] for a in legal]

    def value(c: int) -> float:
        return 3.0 * strength(c, trump) + points(c)

    for a in legal:
        c = a.cards[0]
        s = value(c)
        if view.phase == "keep":
            rest = [value(o) for o in offered if o != c]
            if rest:
                s -= 0.5 * max(rest)
        if easy:
            s += rng.gauss(0.0, 1.0)
        out.append((s, a))
    return out


def policy(view: View, style: Style, easy: bool, rng) -> Action:
    best = None
    for s, a in scored(view, style, easy, rng):
        if best is None or s > best[0]:
            best = (s, a)
    assert best is not None
    return best[1]


def payoff(s: State, me: int) -> float:
    """Win/loss, plus a little of the point margin to separate close lines."""
    r = s.returns()[me]
    sc = s.view(me).scores
    return r + 0.002 * (sc[me] - sc[1 - me])


def determinise(view: View, rng) -> State:
    """A full state consistent with ``view``: the opponent's hidden cards, their hidden
    commitment and the deck order sampled from the unseen cards."""
    me = view.player
    other = 1 - me
    unknown = [str(c) for c in view.unknown]
    rng.shuffle(unknown)
    tc = view.trump_card
    placed = set(view.hand) | set(view.known[other]) | set(view.discard) | set(view.face_up)
    placed |= set(view.offered) | set(view.score_piles[0]) | set(view.score_piles[1])
    if view.my_commit is not None:
        placed.add(view.my_commit)
    # with the trump card under the deck it is public: the deck's last card while the deck
    # lasts, later in a known hand, a pile, or (unplaced) the opponent's hidden commitment
    loose_trump = view.options.get("trump_card") == "under" and tc not in placed
    known_o = [str(c) for c in view.known[other]]
    hidden = view.hand_counts[other] - len(known_o)
    pos = hidden
    hand_o = known_o + unknown[:hidden]
    commits: List = [None, None]
    if view.my_commit is not None:
        commits[me] = str(view.my_commit)
    if view.committed[other]:
        if loose_trump and not view.deck_count:
            commits[other] = str(tc)
        else:
            commits[other] = unknown[pos]
            pos += 1
    deck = [str(c) for c in view.offered] + unknown[pos:]
    if loose_trump and view.deck_count:
        deck.append(str(tc))
    hands: List[List[str]] = [[], []]
    hands[me] = [str(c) for c in view.hand]
    hands[other] = hand_o
    known: List[List[str]] = [[], []]
    known[other] = known_o
    from ..warfare import FORMAT

    d = {
        "format": FORMAT,
        "variant": "warfare",
        "players": 2,
        "seed": None,
        "options": dict(view.options),
        "dealer": _dealer(view),
        "trump": str(tc),
        "deck": deck,
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
