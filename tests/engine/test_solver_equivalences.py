"""The endgame solver's equivalences and narrowings (engine/ai/solver_fast.py) against brute force.

Random positions fire these rules only now and then; here each test draws positions whose root
is on the ground of one rule, worked out from the engine state independently of the solver's
masks, and brute force (engine states, no narrowing, no table) must agree for both players."""

import random

from solver_checks import agrees_with_brute_force, attacker_search

from engine.ai import arena, solver, solver_fast
from engine.cards import beats


def _draw(seed, wanted, keep, perevodnoy_share=0.5, most=3, midbout=False, shows=True):
    """``wanted`` random deck-empty positions for which ``keep(state)`` holds: hands of 1 to
    ``most`` cards (at most 2 with ``transfer_show``: brute force explodes on shows), a 24- or
    36-card deck, a quarter with the turned trump still in the talon; with ``midbout`` some are
    played a few random moves into the bout.  ``shows=False``: no ``transfer_show``."""
    rng = random.Random(seed)
    found = []
    tries = 0
    while len(found) < wanted:
        tries += 1
        assert tries < 100_000, len(found)
        variant = "perevodnoy" if rng.random() < perevodnoy_share else "podkidnoy"
        show = shows and variant == "perevodnoy" and tries % 6 == 1
        ca, cb = rng.randint(1, most), rng.randint(1, most)
        if show:
            ca, cb = min(ca, 2), min(cb, 2)
        s = arena.random_endgame(
            rng,
            ca,
            variant,
            deck=rng.choice((24, 36)),
            cards_b=cb,
            show=show,
            talon_one=tries % 4 == 0,
        )
        if midbout:
            for _ in range(rng.choice((0, 1, 2))):
                if s.result is not None:
                    break
                s = s.apply(rng.choice(s.legal_actions()))
        if s.result is None and keep(s):
            found.append(s)
    return found


def _live(s):
    cards = list(s.hand(0)) + list(s.hand(1)) + list(s.talon)
    for a, d in s.table:
        cards.append(a)
        if d is not None:
            cards.append(d)
    return cards


def _has_twins(s):
    """The player to move holds two cards of one suit, each the only live card of its rank,
    with no live card of that suit between them."""
    live = _live(s)
    hand = s.hand(s.current_player)
    for x in hand:
        for y in hand:
            if x.suit != y.suit or x.rank >= y.rank:
                continue
            if any(c.rank in (x.rank, y.rank) and c not in (x, y) for c in live):
                continue
            if any(c.suit == x.suit and x.rank < c.rank < y.rank for c in live):
                continue
            return True
    return False


def _agrees(states):
    for s in states:
        for me in (0, 1):
            assert solver.solve(s, me) == solver.brute_force(s, me), (me, s.to_dict())


def test_twin_cards_agree_with_brute_force():
    _agrees(_draw(21, 200, _has_twins, midbout=True))


def test_perevodnoy_attacks_in_a_rank_the_defender_lacks_agree_with_brute_force():
    """The attacker holds two cards of a rank the defender does not hold: only single cards
    of it are searched."""

    def keep(s):
        if s.phase != "attack" or s.variant != "perevodnoy":
            return False
        mine = s.hand(s.attacker)
        if s.talon and len(mine) + len(s.hand(1 - s.attacker)) > 5:
            return False  # brute force takes seconds on these
        theirs = {c.rank for c in s.hand(1 - s.attacker)}
        ranks = [c.rank for c in mine]
        return any(ranks.count(r) > 1 and r not in theirs for r in ranks)

    # with shows (hands of at most 2 cards)
    _agrees(_draw(22, 80, keep, perevodnoy_share=1.0, shows=False))
    _agrees(_draw(26, 20, keep, perevodnoy_share=1.0, most=2))


def test_defenders_last_card_beating_everything_wins():
    def keep(s):
        if s.phase != "attack" or s.talon:
            return False
        mine = s.hand(s.attacker)
        theirs = s.hand(1 - s.attacker)
        return (
            len(mine) > 1 and len(theirs) == 1 and all(beats(c, theirs[0], s.trump) for c in mine)
        )

    outcomes = set()
    for s in _draw(23, 120, keep, most=4):
        for me in (0, 1):
            want = solver.brute_force(s, me)
            assert solver.solve(s, me) == want, (me, s.to_dict())
            outcomes.add(want if me == s.attacker else -want)
    assert outcomes == {-1}  # the attacker loses, as the rule says


def test_dead_ranks_leave_the_position():
    """The compact position keeps only live ranks, from the lowest rank up, in their order; the
    solver's values agree with brute force on positions with dead ranks between live ones."""
    rng = random.Random(24)
    for _ in range(200):
        s = arena.random_endgame(rng, rng.randint(1, 6), rng.choice(("podkidnoy", "perevodnoy")))
        pos = solver_fast.position(s)
        masks = pos[0] | pos[1] | pos[4] | pos[10]
        ranks = sorted({c.rank for c in _live(s)})
        assert [masks >> 4 * i & 15 != 0 for i in range(13)] == [i < len(ranks) for i in range(13)]
        assert bin(masks).count("1") == len(_live(s))

    def gap(s):
        ranks = sorted({c.rank for c in _live(s)})
        return ranks[-1] - ranks[0] >= len(ranks)

    _agrees(_draw(25, 100, gap, midbout=True))


def test_perevodnoy_attacker_playing_out_rank_by_rank_agrees_with_brute_force():
    """The defender beats none of the attacker's cards, but the attacker repeats a rank or
    shares one with the defender (so the older rule does not apply): where the rule for the
    attacker playing out his cards a rank a bout (module notes) says he wins, brute force
    agrees, and the solver agrees with brute force on all of them."""
    rng = random.Random(27)
    fired = tried = 0
    while tried < 60:
        ca, cb = rng.randint(2, 4), rng.randint(1, 2)
        s = arena.random_endgame(rng, ca, "perevodnoy", deck=rng.choice((24, 36)), cards_b=cb)
        mine = s.hand(s.attacker)
        theirs = s.hand(1 - s.attacker)
        if any(beats(c, d, s.trump) for c in mine for d in theirs):
            continue
        ranks = [c.rank for c in mine]
        if len(set(ranks)) == len(ranks) and not {d.rank for d in theirs} & set(ranks):
            continue
        tried += 1
        pos, search, hand, opp = attacker_search(s)
        rule = search.plays_out(hand, opp, min(pos[7], pos[9]))
        fired += agrees_with_brute_force(s, rule)
    assert 10 <= fired < tried  # the rule fires, and its conditions are not always met


def test_complete_defences_against_several_cards_agree_with_brute_force():
    """The defender faces several unbeaten cards with nothing beaten (after a transfer, or an
    attack of several cards): each complete defence is one move, a set of beaters (module
    notes).  Positions reached by such moves from random Perevodnoy bout starts."""
    rng = random.Random(28)
    found = []
    tries = 0
    while len(found) < 150:
        tries += 1
        assert tries < 100_000, len(found)
        show = tries % 6 == 1
        ca, cb = rng.randint(2, 3), rng.randint(2, 3)
        if show:
            ca, cb = 2, 2
        s = arena.random_endgame(
            rng, ca, "perevodnoy", deck=rng.choice((24, 36)), cards_b=cb, show=show
        )
        for _ in range(3):  # an attack, then perhaps transfers
            if s.result is not None:
                break
            acts = s.legal_actions()
            several = [a for a in acts if a.kind in ("transfer", "show") or len(a.cards) > 1]
            s = s.apply(rng.choice(several or acts))
            if s.result is None and s.phase == "defend":
                unbeaten = [a for a, d in s.table if d is None]
                if len(unbeaten) > 1 and len(unbeaten) == len(s.table):
                    found.append(s)
                    break
    _agrees(found)


def test_perevodnoy_attacker_playing_out_all_but_one_beatable_card_agrees_with_brute_force():
    """The defender beats exactly one card of the attacker, alone of its rank in his hand,
    and the attacker's other cards repeat a rank or share one with the defender (so the rule
    for distinct ranks does not apply), no shows: where the rule for playing the others out
    rank by rank and that card last says the attacker wins, brute force agrees, and the
    solver agrees with brute force on all of them."""
    rng = random.Random(29)
    fired = tried = 0
    while tried < 80:
        ca, cb = rng.randint(3, 4), rng.randint(1, 2)
        s = arena.random_endgame(rng, ca, "perevodnoy", deck=rng.choice((24, 36)), cards_b=cb)
        mine = s.hand(s.attacker)
        theirs = s.hand(1 - s.attacker)
        beaten = [c for c in mine if any(beats(c, d, s.trump) for d in theirs)]
        if len(beaten) != 1 or any(c.rank == beaten[0].rank for c in mine if c != beaten[0]):
            continue
        others = [c.rank for c in mine if c != beaten[0]]
        if len(set(others)) == len(others) and not {d.rank for d in theirs} & set(others):
            continue
        tried += 1
        pos, search, hand, opp = attacker_search(s)
        rule = search.plays_out(search.unbeatable(hand, opp), opp, min(pos[7], pos[9]))
        fired += agrees_with_brute_force(s, rule)
    assert 10 <= fired < tried  # the rule fires, and its conditions are not always met


def test_throw_ins_leaving_the_defender_one_move_agree_with_brute_force():
    """A throw-in the defender cannot beat (he takes) or can beat with one card only (he beats
    with it) has as child the position after that reply: no node of its own."""

    def keep(s):
        if s.phase != "add" or len(s.table) >= s.limit:
            return False
        ranks = {c.rank for pair in s.table for c in pair if c is not None}
        theirs = s.hand(1 - s.attacker)
        return any(
            c.rank in ranks and sum(beats(c, d, s.trump) for d in theirs) <= 1
            for c in s.hand(s.attacker)
        )

    _agrees(_draw(27, 150, keep, midbout=True))


def test_table_probe_of_taking_changes_no_value():
    """Before the defender's first move of a bout the table is probed for the bout start after
    taking; a bound that cuts off is returned.  The probe fires only in searches large enough
    to fill the table (too large for brute force), so the values with it must equal those
    without it (the search that the brute-force tests check), for both players."""
    rng = random.Random(28)
    fewer = 0
    for i in range(90):
        variant = "perevodnoy" if i % 3 == 2 else "podkidnoy"
        s = arena.random_endgame(
            rng, rng.randint(3, 5), variant, cards_b=rng.randint(3, 5), show=i % 9 == 5
        )
        for _ in range(rng.choice((0, 0, 1, 2))):
            s = s.apply(rng.choice(s.legal_actions()))
        if s.result is not None:
            continue
        for me in (0, 1):
            with_probe = solver_fast.new_search(s, me, None)
            without = solver_fast.new_search(s, me, None)
            without.probe = False
            pos = solver_fast.position(s)
            assert with_probe.exact(pos) == without.exact(pos), (me, s.to_dict())
            fewer += with_probe.nodes < without.nodes
    assert fewer > 10, fewer  # the probe did cut off searches
