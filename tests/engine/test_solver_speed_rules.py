"""The endgame solver's shortcuts (engine/ai/solver_fast.py) against plain brute force.

``test_solver_agrees_with_brute_force`` (test_ai.py) checks random positions, where a shortcut
fires only now and then deep in the search.  Here the positions are drawn so that the root is
a bout start of the kind a shortcut looks at, including Perevodnoy ones just outside its
conditions, and brute force (no shortcut, no table, engine states) must agree."""

import random

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
