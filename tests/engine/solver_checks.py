"""Helpers of the solver's rule tests (test_solver_speed_rules, test_solver_equivalences)."""

from engine.ai import solver, solver_fast


def attacker_search(s):
    """The fast solver's search of ``s`` from the attacker's seat, with the compact position
    and the attacker's and the defender's hands in it: ``(pos, search, hand, opp)``."""
    pos = solver_fast.position(s)
    search = solver_fast.new_search(s, s.attacker, None)
    hand, opp = (pos[1], pos[0]) if s.attacker else (pos[0], pos[1])
    return pos, search, hand, opp


def agrees_with_brute_force(s, rule: bool) -> bool:
    """The solver's value of ``s`` for both seats is brute force's, and brute force gives the
    attacker the win wherever the ``rule`` under test claims it; returns ``rule``."""
    want = solver.brute_force(s, s.attacker)
    if rule:
        assert want == 1, s.to_dict()
    assert solver.solve(s, s.attacker) == want, s.to_dict()
    assert solver.solve(s, 1 - s.attacker) == -want, s.to_dict()
    return rule
