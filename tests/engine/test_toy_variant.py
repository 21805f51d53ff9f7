"""A fifth Durak-family variant, registered only inside these tests (issue 29, item 3): a
transfer game on a 24-card deck, declared by its spec alone (``durak.durak_spec``), played
through the engine (random games to the end, saves, the fuzzer), the duel record, the bots
and the coach, and unregistered afterwards.

Nothing in the engine names it, so it can only work if every layer reads the spec's facts
(``transfers``, ``family``, the decks) instead of comparing names: the old
``variant == "perevodnoy"`` tests in the rules, the fast playouts and the solvers would have
played it without transfers.  As its deal does not depend on the name, it must play move for
move like Perevodnoy with 24 cards, which the tests check.
"""

import random

import pytest

import engine
from engine import durak, puzzles, record
from engine.ai import BOTS, bot_for, choose, coach, durak_search, register_bot, unregister_bot
from engine.durak.record import DurakRecorder
from engine.fuzz import fuzz

TOY = "toy_perevod"


@pytest.fixture
def toy():
    """The toy variant and its bot, registered for one test and forgotten after it."""
    spec = durak.durak_spec(
        TOY, "Toy Perevod", transfers=True, decks=(24,), doc="a test's transfer game, 24 cards"
    )
    durak.register_durak_variant(spec)
    try:
        yield spec
    finally:
        durak.unregister_durak_variant(TOY)


def _random_game(players, seed, cap=3000):
    rng = random.Random(seed)
    s = engine.new_game(TOY, players=players, seed=seed)
    states = [s]
    while not s.is_terminal() and len(states) < cap:
        s = s.apply(rng.choice(s.legal_actions()))
        states.append(s)
    return states


def test_it_is_registered_from_its_spec_and_forgotten_after(toy):
    assert engine.VARIANTS[TOY] is toy
    assert toy.family == "durak" and toy.transfers and toy.decks == (24,)
    # no bot registered for it: it plays the Durak family's, unless one is registered for it
    assert TOY not in BOTS and bot_for(TOY) is durak_search.BOT
    mine = durak_search.DurakBot()
    register_bot(TOY, mine)
    try:
        assert bot_for(TOY) is mine
    finally:
        unregister_bot(TOY)
    assert bot_for(TOY) is durak_search.BOT
    assert toy.defaults()["deck"] == 24 and toy.players_range(24) == (2, 4)
    assert durak.rules_spec(TOY) is toy
    assert isinstance(record.recorder_for(TOY), DurakRecorder)
    with pytest.raises(engine.InvalidOptions):
        engine.new_game(TOY, players=5)  # 24 cards seat four


def test_it_is_gone_outside_its_test():
    assert TOY not in engine.VARIANTS
    assert TOY not in BOTS
    with pytest.raises(engine.InvalidOptions):
        engine.new_game(TOY)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_reach_the_end_with_transfers_and_saves(toy, players):
    kinds = set()
    for seed in range(6):
        states = _random_game(players, seed)
        end = states[-1]
        assert end.is_terminal() and end.result is not None
        for s in states:
            kinds.update(a.kind for a in s.legal_actions())
        for s in states[:: max(1, len(states) // 8)]:
            again = engine.State.from_dict(s.to_dict())
            assert again.variant == TOY and again.to_dict() == s.to_dict()
            assert again.legal_actions() == s.legal_actions()
            v = s.view(s.current_player if s.current_player is not None else 0)
            assert v.variant == TOY
    assert "transfer" in kinds  # the spec's transfers, not Perevodnoy's name
    assert "show" not in kinds  # transfer_show is off by default


def test_it_plays_move_for_move_like_perevodnoy_on_24_cards(toy):
    """Same deal, same rules: the spec's facts are all that make a Durak variant."""
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        rng = random.Random(seed)
        a = engine.new_game(TOY, players=players, seed=seed)
        b = engine.new_game("perevodnoy", players=players, seed=seed, deck=24)
        while not a.is_terminal():
            assert a.legal_actions() == b.legal_actions()
            act = rng.choice(a.legal_actions())
            a, b = a.apply(act), b.apply(act)
        assert b.is_terminal() and a.result == b.result


def test_the_fuzzer_finds_nothing(toy):
    report = fuzz(60, [TOY], players=range(2, 5), seed=29, check_rate=0.05)
    assert report.violations == [] and report.games == 60 and report.capped == 0
    assert report.roundtrips > 0 and report.illegal_refused > 0


def test_the_record_counts_it_like_durak(toy):
    states = _random_game(2, 4)
    end = states[-1]
    rec = record.game_record(end, player=0)
    assert rec["complete"] and rec["variant"] == TOY and rec["over"]
    transfers = [0, 0]
    takes = [0, 0]
    for before, after in zip(states, states[1:]):
        act = after.history[-1]
        if act.kind == "transfer":
            transfers[before.current_player] += 1
        if act.kind == "take":
            takes[before.current_player] += 1
    assert rec["transfers"] == transfers and rec["takes"] == takes
    assert rec["trump_card"] == str(end.trump_card) and rec["points"] is None
    assert rec["battles_won"] is None and rec["score_piles"] is None and rec["bouts"] >= 1
    if transfers[0] == 0:
        # a transfer game's "never transferred" needs the spec's transfers
        assert "player_never_transferred" in rec["highlights"]
    # the same game as Perevodnoy on 24 cards gives the same record, but for its name
    first = engine.new_game("perevodnoy", players=2, seed=4, deck=24)
    s = first
    for a in end.history:
        s = s.apply(a)
    twin = record.game_record(s, player=0)
    assert dict(twin, variant=TOY) == rec


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "expert"])
def test_the_bots_play_it(toy, level):
    s = engine.new_game(TOY, players=2, seed=11)
    moves = 0
    while not s.is_terminal() and moves < 12:
        v = s.view(s.current_player)
        a = choose(v, level=level, seed=moves, budget_ms=30)
        assert s.is_legal(a)
        s = s.apply(a)
        moves += 1


def test_a_whole_game_between_bots_ends(toy):
    s = engine.new_game(TOY, players=3, seed=5)
    while not s.is_terminal():
        s = s.apply(choose(s.view(s.current_player), level="normal", seed=len(s.history)))
    assert s.result is not None


def test_the_coach_hints_and_cues_it(toy):
    s = engine.new_game(TOY, players=2, seed=8)
    sources = set()
    for i in range(10):
        if s.is_terminal():
            break
        h = coach.hint(s.view(s.current_player), seed=i, budget_ms=40)
        assert s.is_legal(h.action)
        assert not h.source.startswith("error"), h.source
        assert h.text()
        sources.add(h.source)
        s = s.apply(h.action)
    assert sources & {"search", "solver"}  # the Durak estimator ran, not just the rule move


def test_the_endgame_solver_sees_its_transfers(toy):
    """An exact endgame of the toy has the values of the same position as Perevodnoy."""
    from engine.ai.solver import root_values

    rng = random.Random(3)
    checked = 0
    for seed in range(300):
        s = engine.new_game(TOY, players=2, seed=seed)
        while not s.is_terminal():
            small = not s.talon and _cards_in(s, 0) + _cards_in(s, 1) <= 9
            if small and any(a.kind == "transfer" for a in s.legal_actions()):
                twin = engine.State.from_dict(dict(s.to_dict(), variant="perevodnoy"))
                me = s.current_player
                values = root_values(s, me, None)
                assert values == root_values(twin, me, None)
                assert any(a.kind == "transfer" for a, _v in values)
                checked += 1
                break
            s = s.apply(rng.choice(s.legal_actions()))
        if checked >= 3:
            break
    assert checked >= 1


def _cards_in(s, p):
    return bin(s.hand_mask(p)).count("1")


def test_the_fast_playouts_and_exact_leaves_play_its_transfers(toy):
    """The search's fast playouts (``fastsim``) and its exact leaves
    (``durak_search.ExactLeaves``) read the spec's transfers: the toy's playouts are the
    engine's own rollouts, move for move, and the leaves' solver allows transfers."""
    from engine.ai import fastsim
    from engine.ai.durak_policy import low_index
    from engine.ai.styles import STYLES

    rng = random.Random(7)
    style = STYLES["balanced"]
    transfers = 0
    for seed in range(40):
        s = engine.new_game(TOY, players=2, seed=seed)
        for _ in range(rng.randrange(0, 40)):
            if s.is_terminal():
                break
            s = s.apply(rng.choice(s.legal_actions()))
        me = rng.randrange(2)
        low = low_index(24)
        nact = s.view(0).actions_played
        trace = []
        fast = fastsim.rollout(s, me, style, low, nact, trace=trace)
        assert fast == durak_search.rollout(s, me, style, low, random.Random(0))
        engine_moves = []
        e = s
        while e.result is None and len(engine_moves) < 400:
            a = durak_search.rollout_move(e, me, style, low, random.Random(0))
            engine_moves.append((a.kind, tuple(a.cards), a.target))
            e = e.apply(a)
        assert trace == engine_moves
        transfers += sum(1 for kind, _cards, _target in trace if kind == "transfer")
    assert transfers > 0
    leaves = durak_search.ExactLeaves(engine.new_game(TOY, players=2, seed=1).view(0), 100)
    assert leaves.search.transfer


def test_the_server_plays_it(toy):
    """A table of the toy on the real server (loopback): two clients and a bot seat play it
    to the end, and no message leaks a hidden card."""
    from test_net import FAST, check_all_received, close_all, play_out, seat_pair

    from engine.net import server as net_server

    # the server offers what it is given (by default every variant whose module loads)
    st = net_server.ServerThread(limits=net_server.Limits(**FAST), variants=(TOY,)).start()
    try:
        code, clients, latest = seat_pair(
            st, TOY, players=3, seed=11, bots=[{"seat": 2, "level": "normal"}]
        )
        seq = play_out(clients, latest, random.Random(1))
        overs = [c.wait_for("game_over", code=code) for c in clients]
        table = st.server.tables[code]
        assert table.state.variant == TOY and table.state.is_terminal()
        assert overs[0]["result"] == overs[1]["result"]
        assert check_all_received(st, code, clients) > seq
        assert st.server.leaks == 0
        close_all(clients)
    finally:
        st.stop()


def test_problems_are_made_of_it(toy):
    """The Durak problems take every Durak-family variant from the registry: the toy is one,
    with Perevodnoy's brute-force limit (it transfers), its problem checks like theirs."""
    assert puzzles.variants() == ("podkidnoy", "perevodnoy", TOY)
    assert puzzles._brute_cards(TOY) == puzzles._brute_cards("perevodnoy")
    ps = puzzles.generate(3, seed=11)
    assert [p["variant"] for p in ps] == ["podkidnoy", "perevodnoy", TOY]
    brute_n, errs = puzzles.check(ps)
    assert errs == []
