"""The endgame solver's move order (engine/ai/solver_fast.py) changes only how many positions
it searches, never a value: the values are checked against brute force elsewhere
(``test_solver_agrees_with_brute_force``, ``test_solver_speed_rules.py``).  Here a guard on the
node count of the 60 five-card positions of ``arena solver --bench 5 --positions 60 --seed 1``
(22,384 nodes with the order before 9eecff4, 11,352 with it, 9,490 since the take probe and
the folded replies to throw-ins), so that an order that searches far more is noticed."""

import random

from engine.ai import arena, solver_fast


def _bench_positions(k, n, seed):
    """The positions of ``arena.solver_bench`` with ``k`` cards each (same generator, same
    draws for the smaller hands first)."""
    rng = random.Random(seed)
    out = []
    for cards in range(1, k + 1):
        for i in range(n):
            s = arena.random_endgame(rng, cards, "perevodnoy" if i % 3 == 2 else "podkidnoy")
            if cards == k:
                out.append(s)
    return out


def test_five_card_bench_node_count():
    nodes = {"podkidnoy": 0, "perevodnoy": 0}
    for s in _bench_positions(5, 60, 1):
        search = solver_fast.new_search(s, 0, None)
        search.exact(solver_fast.position(s))
        nodes[s.variant] += search.nodes
    # now 6,359 / 3,131 (7,600 / 3,752 before the take probe and the defender's only replies
    # to throw-ins were folded into their parents); with the order before 9eecff4 12,509 / 9,875
    assert nodes["podkidnoy"] <= 7_500, nodes
    assert nodes["perevodnoy"] <= 4_000, nodes
