"""The endgame solver's shortcuts (engine/ai/solver_fast.py) against plain brute force.

``test_solver_agrees_with_brute_force`` (test_ai.py) checks random positions, where a shortcut
fires only now and then deep in the search.  Here the positions are drawn so that the root is
a bout start of the kind a shortcut looks at, including Perevodnoy ones just outside its
conditions, and brute force (no shortcut, no table, engine states) must agree."""

import random

from solver_checks import agrees_with_brute_force, attacker_search

from engine.ai import arena, solver
from engine.cards import beats


def _kind(s):
    """Which shortcut's ground ``s`` is on, worked out from the engine state independently of
    the solver's masks: "unbeatable" (the defender can beat none of the attacker's cards),
    "shared rank" (the same in Perevodnoy, but the attacker repeats a rank or the defender holds
    one of his ranks: the shortcut's proof does not cover it, so the solver searches), "last
    card", or None."""
    if s.phase != "attack" or s.talon:
        return None
    att = s.attacker
    mine = s.hand(att)
    theirs = s.hand(1 - att)
    if not any(beats(c, d, s.trump) for c in mine for d in theirs):
        ranks = [c.rank for c in mine]
        if s.variant == "perevodnoy" and (
            len(set(ranks)) < len(ranks) or {d.rank for d in theirs} & set(ranks)
        ):
            return "shared rank" if len(mine) > 1 else "last card"
        return "unbeatable" if len(mine) > 1 else "last card"
    if len(mine) == 1:
        return "last card"
    return None


_KINDS = [
    ("unbeatable", "podkidnoy"),
    ("unbeatable", "perevodnoy"),
    ("shared rank", "perevodnoy"),
    ("last card", "podkidnoy"),
    ("last card", "perevodnoy"),
]


def _positions(seed, wanted):
    """Random deck-empty bout starts, ``wanted`` of each kind in ``_KINDS``, a sixth of the
    Perevodnoy ones with ``transfer_show``."""
    rng = random.Random(seed)
    found = {k: [] for k in _KINDS}
    tries = 0
    while min(len(v) for v in found.values()) < wanted:
        tries += 1
        assert tries < 200_000, {k: len(v) for k, v in found.items()}
        variant = "perevodnoy" if tries % 2 else "podkidnoy"
        show = variant == "perevodnoy" and tries % 6 == 1
        ca = rng.randint(1, 4 if variant == "podkidnoy" else 3)
        cb = rng.randint(1, 3)
        if show:  # shown trumps swap roles without using cards: brute force explodes on more
            ca, cb = min(ca, 2), min(cb, 2)
        deck = rng.choice((24, 36))
        s = arena.random_endgame(rng, ca, variant, deck=deck, cards_b=cb, show=show)
        kind = (_kind(s), variant)
        if kind in found and len(found[kind]) < wanted:
            found[kind].append(s)
    return found


def test_quick_values_agree_with_brute_force():
    found = _positions(5, 150)
    outcomes = {k: set() for k in _KINDS}
    for kind in _KINDS:
        for s in found[kind]:
            for me in (0, 1):
                want = solver.brute_force(s, me)
                assert solver.solve(s, me) == want, (kind, me, s.to_dict())
                outcomes[kind].add(want if me == s.attacker else -want)
    # the shortcuts' claims, as brute force sees them (values for the attacker)
    assert outcomes[("unbeatable", "podkidnoy")] == {1}
    assert outcomes[("unbeatable", "perevodnoy")] == {1}
    assert outcomes[("last card", "podkidnoy")] == {0, 1}  # 0: beaten with the last card
    assert outcomes[("last card", "perevodnoy")] == {0, 1}


def _beaten_by(s):
    """The attacker's cards that some card of the defender beats (from the engine's rules)."""
    mine = s.hand(s.attacker)
    theirs = s.hand(1 - s.attacker)
    return [c for c in mine if any(beats(c, d, s.trump) for d in theirs)]


def test_defender_beating_at_most_one_card_loses():
    """The defender can beat at most one of the attacker's two or more cards: the attacker wins
    (Perevodnoy: when his unbeatable cards differ in rank and the defender holds none of those
    ranks, or when he holds exactly two cards and no trump can be shown).  Positions on the
    ground of the rule and Perevodnoy ones just outside it (shared ranks, more cards, shows):
    the solver agrees with brute force on all, and brute force agrees with the rule."""
    rng = random.Random(31)
    fired = {"podkidnoy": 0, "perevodnoy": 0}
    outside = 0
    tries = 0
    while min(fired.values()) < 60 or outside < 40:
        tries += 1
        assert tries < 100_000, (fired, outside)
        variant = "perevodnoy" if tries % 2 else "podkidnoy"
        show = variant == "perevodnoy" and tries % 6 == 1
        ca = rng.randint(2, 4 if variant == "podkidnoy" else 3)
        cb = rng.randint(1, 3)
        if show:
            ca, cb = 2, min(cb, 2)
        s = arena.random_endgame(rng, ca, variant, deck=rng.choice((24, 36)), cards_b=cb, show=show)
        beaten = _beaten_by(s)
        if len(beaten) > 1:
            continue
        mine = s.hand(s.attacker)
        unbeatable = [c for c in mine if c not in beaten]
        ranks = [c.rank for c in unbeatable]
        theirs = {d.rank for d in s.hand(1 - s.attacker)}
        rule = variant == "podkidnoy" or (
            len(set(ranks)) == len(ranks)
            and not theirs & set(ranks)
            or len(mine) == 2
            and unbeatable
            and not show
        )
        if agrees_with_brute_force(s, rule):
            fired[variant] += 1
        else:
            outside += 1


def test_attacker_with_cards_of_one_rank_against_more_cards_wins():
    """All the attacker's cards are of one rank and the defender holds more cards: the attacker
    wins (Perevodnoy: with two such cards and no shows).  Also Perevodnoy positions with three
    such cards or with shows, where the rule claims nothing."""
    rng = random.Random(32)
    fired = {"podkidnoy": 0, "perevodnoy": 0}
    outside = 0
    tries = 0
    while min(fired.values()) < 40 or outside < 20:
        tries += 1
        assert tries < 10_000, (fired, outside)
        variant = "perevodnoy" if tries % 2 else "podkidnoy"
        show = variant == "perevodnoy" and tries % 4 == 1
        # a random bout start, then its hands replaced: the attacker's by 2 or 3 cards of one
        # rank, the defender's by more cards of other ranks (Podkidnoy up to 4, else 3)
        s = arena.random_endgame(rng, 1, variant, deck=rng.choice((24, 36)), show=show)
        d = s.to_dict()
        cards = [str(c) for c in s.hand(0)] + [str(c) for c in s.hand(1)] + d["discard"]
        rank = rng.choice(cards)[:-1]
        # (brute force takes minutes on Perevodnoy hands of 3 and 4 cards)
        most = 4 if variant == "podkidnoy" else 3
        na = 2 if show else rng.randint(2, 3)  # shows: brute force explodes on more
        nd = rng.randint(na + 1, most) if na < most else na
        same = [c for c in cards if c[:-1] == rank]
        rng.shuffle(same)
        rest = [c for c in cards if c[:-1] != rank]
        rng.shuffle(rest)
        if len(same) < na:
            continue
        d["hands"][s.attacker] = same[:na]
        d["hands"][1 - s.attacker] = rest[:nd]
        d["discard"] = same[na:] + rest[nd:]
        d["limit"] = min(6, nd)
        t = type(s).from_dict(d)
        rule = nd > na and (variant == "podkidnoy" or (na == 2 and not show))
        if agrees_with_brute_force(t, rule):
            fired[variant] += 1
        else:
            outside += 1


def test_one_card_defender_forced_to_take_then_lost():
    """Perevodnoy: the defender holds one card, the attacker three or more, with a rank repeated
    among those the defender cannot beat (so no rule decides the position at once), and one
    of them of another rank than the defender's: the defender must take that card, and where
    the position after it is a win for the attacker by a rule, so is this one.  (In Podkidnoy
    this never decides more than the rules at once: a defender who beats two or more cards
    still does after the take.)"""
    rng = random.Random(33)
    fired = tried = 0
    while tried < 200:
        show = tried % 6 == 1
        s = arena.random_endgame(
            rng, rng.randint(3, 4), "perevodnoy", deck=rng.choice((24, 36)), cards_b=1, show=show
        )
        mine = s.hand(s.attacker)
        (y,) = s.hand(1 - s.attacker)
        forced = [c for c in mine if not beats(c, y, s.trump) and c.rank != y.rank]
        ranks = [c.rank for c in mine if not beats(c, y, s.trump)]
        # a rank repeated among the cards he cannot beat (more cards than the limit of one):
        # no rule decides the position at once, so a win the rules see comes from the take
        if not forced or len(set(ranks)) == len(ranks):
            continue
        tried += 1
        _pos, search, hand, opp = attacker_search(s)
        rule = search.quick(hand, opp, s.attacker, search.unbeatable(hand, opp), 1) == 1
        if agrees_with_brute_force(s, rule):
            fired += 1
    assert 10 <= fired < tried  # the rule fires, and not everywhere
