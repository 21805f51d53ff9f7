"""engine.record: the duel record the story reads.

Every count and highlight is checked against an oracle computed a different way: from the
actions (who acted, with what), not from the engine's events the module reads.  Records
are built-ins only, deterministic, the same after a save/load when the table passes the
actions, and never claim more than the history shows when it is cut short.
"""

import json
import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine import record

VARIANTS = [
    ("podkidnoy", 2),
    ("perevodnoy", 2),
    ("podkidnoy", 3),
    ("perevodnoy", 3),
    ("svoi_kozyri", 2),
    ("svoi_kozyri", 3),
    ("warfare", 2),
]
PLAYED = ("attack", "throw_in", "defend", "transfer", "lead", "beat", "commit")


def play(variant, players, seed, policy=None, cap=None):
    """A finished game: `policy(state, rng)` picks each move (random by default)."""
    opts = {"action_cap": cap} if cap else {}
    s = engine.new_game(variant, players=players, seed=seed, **opts)
    rng = random.Random(seed)
    while not s.is_terminal():
        s = s.apply(policy(s, rng) if policy else rng.choice(s.legal_actions()))
    return s


def steps(state):
    """[(actor, action, state before, state after)] replayed from the deal."""
    s = engine.new_game(state.variant, players=state.players, seed=state.seed, **state.options)
    out = []
    for a in state.history:
        nxt = s.apply(a)
        out.append((s.current_player, a, s, nxt))
        s = nxt
    return out


def builtins_only(v):
    if isinstance(v, dict):
        return type(v) is dict and all(type(k) is str and builtins_only(x) for k, x in v.items())
    if isinstance(v, list):
        return type(v) is list and all(builtins_only(x) for x in v)
    return v is None or type(v) in (int, str, bool, float)


def trump_of(state, seat):
    if state.variant == "svoi_kozyri":
        return state.suits[seat]
    return state.trump


# ------------------------------------------------------------------------------------------
# shape


@pytest.mark.parametrize("variant,players", VARIANTS)
def test_record_is_builtins_json_and_pickle_safe(variant, players):
    s = play(variant, players, 3, cap=400 if variant == "svoi_kozyri" else None)
    rec = record.game_record(s)
    assert builtins_only(rec)
    assert json.loads(json.dumps(rec)) == rec
    assert pickle.loads(pickle.dumps(rec)) == rec
    assert rec["kind"] == "game" and rec["format"] == record.FORMAT
    assert rec["variant"] == variant and rec["players"] == players and rec["complete"]
    assert record.game_record(s) == rec  # deterministic
    assert set(rec["highlights"]) <= set(record.GAME_HIGHLIGHTS)
    assert len(rec["highlights"]) == len(set(rec["highlights"]))


def test_outcome_follows_the_result():
    for seed in range(30):
        s = play("podkidnoy", 2, seed)
        r = s.result
        for p in (0, 1):
            rec = record.game_record(s, player=p)
            want = "draw" if r.draw else ("loss" if r.durak == p else "win")
            assert rec["outcome"] == want
            assert record.has(rec, "player_won") == (want == "win")
            assert record.has(rec, "player_lost") == (want == "loss")
            assert rec["durak"] == r.durak and rec["order"] == list(r.order)


def test_bad_player_is_refused():
    s = play("podkidnoy", 2, 1)
    with pytest.raises(ValueError):
        record.game_record(s, player=2)
    with pytest.raises(KeyError):
        record.has(record.game_record(s), "no_such_highlight")
    assert record.has(None, "player_won") is False


# ------------------------------------------------------------------------------------------
# counts against an oracle made from the actions


def oracle(state, player):
    """Counts from the actions (who acted, what kind, which cards) only."""
    n = state.players
    o = {
        "takes": [0] * n,
        "transfers": [0] * n,
        "throw_ins": [0] * n,
        "trumps": [0] * n,
        "last": [None] * n,
        "max_hand": [0] * n,
        "own_ace": [0] * n,
        "low": [None] * n,
        "thrown": [None] * n,
    }
    st0 = steps(state)
    first = st0[0][2] if st0 else state
    for p in range(n):
        o["max_hand"][p] = len(first.hand(p))
    for actor, a, before, after in st0:
        for p in range(n):
            o["max_hand"][p] = max(o["max_hand"][p], len(after.hand(p)))
        if a.kind in ("take", "pick_up"):
            o["takes"][actor] += 1
        if a.kind in ("transfer", "show"):
            o["transfers"][actor] += 1
        if a.kind == "throw_in":
            o["throw_ins"][actor] += 1
            o["thrown"][actor] = str(a.cards[0])
        if a.kind in PLAYED and state.variant != "warfare":
            for c in a.cards:
                if c.suit == trump_of(before, actor):
                    o["trumps"][actor] += 1
                o["last"][actor] = str(c)
        if a.kind == "beat" and a.cards[0].rank == 14 and a.cards[0].suit == before.suits[actor]:
            o["own_ace"][actor] += 1
        if a.kind in ("defend", "beat"):
            c, t = a.cards[0], a.target
            tr = trump_of(before, actor)
            if c.suit == tr and t.suit != tr and t.rank <= record.LOW_RANK:
                o["low"][actor] = (
                    t.rank if o["low"][actor] is None else min(o["low"][actor], t.rank)
                )
    # Svoi Kozyri: the last holder's only card, played by the rules for a draw
    if state.variant == "svoi_kozyri" and st0:
        last_actor = st0[-1][0]
        for e in state.events:
            if e.kind == "beat" and e.player != last_actor:
                c, tgt, p = e.cards[0], e.target, e.player
                tr = trump_of(state, p)
                if c.suit == tr:
                    o["trumps"][p] += 1
                    if tgt.suit != tr and tgt.rank <= record.LOW_RANK:
                        o["low"][p] = (
                            tgt.rank if o["low"][p] is None else min(o["low"][p], tgt.rank)
                        )
                    if c.rank == 14:
                        o["own_ace"][p] += 1
                o["last"][p] = str(c)
    return o


VIEW_FIGURES = (
    "players",
    "bouts",
    "first",
    "attacks",
    "beats",
    "takes",
    "transfers",
    "trumps_spent",
)


@pytest.mark.parametrize("variant,players", VARIANTS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_views_tally_gives_the_records_figures(variant, players, seed):
    """record.view_tally (the online table's figures, from the views a seat was sent)
    counts what game_record counts from the history: every figure the end of a game
    shows, so it shows the same online and offline (Svoi Kozyri's bouts once read the
    moves online: 3,000 against 301)."""
    s = engine.new_game(variant, players=players, seed=seed)
    rng = random.Random(seed)
    rec = None
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
        rec = record.view_tally(rec, s.view(0))
    want = record.game_record(s, player=0)
    keys = VIEW_FIGURES + (("battles_won", "points", "score_piles") if variant == "warfare" else ())
    assert {k: rec[k] for k in keys} == {k: want[k] for k in keys}
    assert rec["moves"] == len(s.history)


DURAKISH = [v for v in VARIANTS if v[0] != "warfare"]


@given(st.sampled_from(DURAKISH), st.integers(0, 10**6))
def test_counts_match_the_actions(vp, seed):
    variant, players = vp
    s = play(variant, players, seed, cap=500 if variant == "svoi_kozyri" else None)
    for player in range(players):
        rec = record.game_record(s, player=player)
        o = oracle(s, player)
        assert rec["takes"] == o["takes"]
        assert rec["transfers"] == o["transfers"]
        assert rec["throw_ins"] == o["throw_ins"]
        assert rec["trumps_spent"] == o["trumps"]
        assert rec["last_cards"] == o["last"]
        assert rec["last_throw_ins"] == o["thrown"]
        assert rec["max_hand"] == o["max_hand"]
        assert rec["trump_on_low"] == o["low"]
        assert [x + y for x, y in zip(rec["trumps_early"], rec["trumps_late"])] == o["trumps"]
        if variant == "svoi_kozyri":
            assert rec["own_ace"] == o["own_ace"]
        others = [q for q in range(players) if q != player]
        hl = set(rec["highlights"])
        assert ("player_took" in hl) == (o["takes"][player] > 0)
        assert ("player_took_three" in hl) == (o["takes"][player] >= record.MANY_TAKES)
        assert ("player_never_took" in hl) == (o["takes"][player] == 0)
        assert ("opponent_took" in hl) == any(o["takes"][q] for q in others)
        assert ("player_transferred" in hl) == (o["transfers"][player] > 0)
        assert ("player_never_transferred" in hl) == (
            variant == "perevodnoy" and o["transfers"][player] == 0
        )
        assert ("opponent_transferred" in hl) == any(o["transfers"][q] for q in others)
        assert ("comeback" in hl) == (
            rec["outcome"] == "win" and o["max_hand"][player] >= record.COMEBACK_CARDS
        )
        last = o["last"][player]
        assert ("won_with_trump" in hl) == (
            rec["outcome"] == "win"
            and last is not None
            and engine.Card.parse(last).suit == trump_of(s, player)
        )
        assert ("player_trumped_low" in hl) == (o["low"][player] is not None)
        if variant == "svoi_kozyri":
            assert ("player_own_ace" in hl) == (o["own_ace"][player] > 0)
            assert ("opponent_own_ace" in hl) == any(o["own_ace"][q] for q in others)


def durak_bouts(state, player):
    """Per bout: the transfers in order (seat, rank), and per seat the ranks laid."""
    bouts = []
    for actor, a, _before, _after in steps(state):
        if a.kind == "attack":
            bouts.append({"transfers": [], "laid": {}, "opener": actor})
        if a.kind in ("attack", "throw_in"):
            for c in a.cards:
                key = (actor, c.rank)
                bouts[-1]["laid"][key] = bouts[-1]["laid"].get(key, 0) + 1
        if a.kind in ("transfer", "show"):
            bouts[-1]["transfers"].append(actor)
    return bouts


@given(
    st.sampled_from([("perevodnoy", 2), ("perevodnoy", 3), ("podkidnoy", 2)]), st.integers(0, 10**6)
)
def test_transfer_and_bout_highlights(vp, seed):
    variant, players = vp
    s = play(variant, players, seed)
    player = seed % players
    rec = record.game_record(s, player=player)
    hl = set(rec["highlights"])
    bouts = durak_bouts(s, player)
    assert rec["bouts"] == len(bouts)
    returned_by_opp = any(
        any(q != player and player in b["transfers"][:i] for i, q in enumerate(b["transfers"]))
        for b in bouts
    )
    returned_by_me = any(
        any(
            q == player and any(x != player for x in b["transfers"][:i])
            for i, q in enumerate(b["transfers"])
        )
        for b in bouts
    )
    assert ("opponent_returned_transfer" in hl) == returned_by_opp
    assert ("player_returned_transfer" in hl) == returned_by_me
    assert ("player_bounced" in hl) == any(player in b["transfers"] for b in bouts)
    runs = [(seat, rank, k) for b in bouts for (seat, rank), k in b["laid"].items()]
    opp_best = max([k for seat, _r, k in runs if seat != player] or [0])
    assert ("opponent_rank_run" in hl) == (opp_best >= record.RANK_RUN)
    if rec["rank_run"] is not None:
        assert rec["rank_run"]["count"] == opp_best and rec["rank_run"]["player"] != player
        assert (rec["rank_run"]["player"], rec["rank_run"]["rank"], opp_best) in runs


def test_perevodnoy_with_and_without_player_transfers():
    """Scripted players: one who transfers whenever allowed, one who never does."""

    def eager(s, rng):
        legal = s.legal_actions()
        if s.current_player == 0:
            t = [a for a in legal if a.kind == "transfer"]
            if t:
                return t[0]
        return rng.choice(
            [a for a in legal if s.current_player != 0 or a.kind != "transfer"] or legal
        )

    def never(s, rng):
        legal = s.legal_actions()
        if s.current_player == 0:
            legal = [a for a in legal if a.kind not in ("transfer", "show")] or legal
        return rng.choice(legal)

    seen_transfer = 0
    for seed in range(40):
        rec_e = record.game_record(play("perevodnoy", 2, seed, eager))
        rec_n = record.game_record(play("perevodnoy", 2, seed, never))
        assert not record.has(rec_n, "player_transferred")
        assert record.has(rec_n, "player_never_transferred")
        assert rec_n["transfers"][0] == 0
        if record.has(rec_e, "player_transferred"):
            seen_transfer += 1
            assert rec_e["transfers"][0] >= 1 and rec_e["transfer_ranks"][0]
            assert not record.has(rec_e, "player_never_transferred")
    assert seen_transfer >= 20


# ------------------------------------------------------------------------------------------
# Warfare


@given(st.integers(0, 10**6), st.sampled_from(["aside", "under"]))
def test_warfare_points_battles_and_picks(seed, trump_card):
    s = engine.new_game("warfare", players=2, seed=seed, trump_card=trump_card)
    rng = random.Random(seed)
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
    rec = record.game_record(s, player=0)
    go = [e for e in s.events if e.kind == "game_over"][0]
    assert max(rec["points"]) == go.count
    assert sum(rec["points"]) <= 84
    assert sum(rec["battles_won"]) == rec["bouts"] == 18
    # the score piles: each seat's won cards (the end panel's "Score pile" row)
    assert rec["score_piles"] == [len(p) for p in s.view(0).score_piles]
    assert sum(rec["score_piles"]) > 0
    picks = [(actor, str(a.cards[0])) for actor, a, _b, _a in steps(s) if a.kind == "pick"]
    assert rec["picks"] == [[c for p, c in picks if p == q] for q in (0, 1)]
    lp = picks[-1] if picks else None
    assert rec["last_pick"] == (None if lp is None else {"player": lp[0], "card": lp[1]})
    hl = set(rec["highlights"])
    assert ("player_picked_last" in hl) == (lp is not None and lp[0] == 0)
    assert ("player_picked_court_last" in hl) == (
        lp is not None and lp[0] == 0 and engine.Card.parse(lp[1]).rank >= 11
    )
    # small losses: battles lost by seat 0 with a card worth one point
    small = 0
    for _actor, _a, _before, after in steps(s):
        won = [e for e in after.events if e.kind == "battle_won"]
        if won and won[0].player == 1 and won[0].cards[0].rank < 11:
            small += 1
    assert rec["small_losses"][0] == small
    assert ("player_lost_small" in hl) == (small >= record.SMALL_LOSSES)
    assert ("close_game" in hl) == (abs(rec["points"][0] - rec["points"][1]) <= record.CLOSE_POINTS)


# ------------------------------------------------------------------------------------------
# incomplete histories, saved positions, stacked deals


def test_loaded_state_needs_the_actions():
    """A state loaded from a save has no history: the table passes the actions it kept."""
    s = play("perevodnoy", 2, 11)
    full = record.game_record(s)
    loaded = engine.State.from_dict(s.to_dict())
    assert loaded.history == ()
    again = record.game_record(loaded, actions=[str(a) for a in s.history])
    assert again == full
    cut = record.game_record(loaded)
    assert cut["complete"] is False


@given(st.sampled_from(DURAKISH + [("warfare", 2)]), st.integers(0, 10**6), st.integers(1, 60))
def test_cut_history_never_claims_more(vp, seed, cut_at):
    variant, players = vp
    s = engine.new_game(variant, players=players, seed=seed)
    rng = random.Random(seed)
    k = 0
    loaded = None
    while not s.is_terminal() and k < 600:
        if k == cut_at:
            loaded = engine.State.from_dict(s.to_dict())
            t = loaded
        s = s.apply(rng.choice(s.legal_actions()))
        if loaded is not None:
            t = t.apply(s.history[-1])
        k += 1
    if loaded is None or not s.is_terminal():
        return
    full = record.game_record(s)
    part = record.game_record(t)
    assert part["complete"] is False and full["complete"] is True
    assert part["outcome"] == full["outcome"]
    assert set(part["highlights"]) <= set(full["highlights"])
    for name in (
        "player_never_took",
        "player_never_transferred",
        "opponent_never_took",
        "player_saved_trumps",
    ):
        assert name not in part["highlights"]
    for key in ("takes", "transfers", "throw_ins", "trumps_spent", "max_hand"):
        assert all(a <= b for a, b in zip(part[key], full[key])), key


def test_stacked_deal_is_replayed_from_start():
    """A position not dealt by new_game (Marta's lesson, a puzzle) is replayed from
    `start`; without it (and without a seed) the record is incomplete."""
    s = engine.new_game("podkidnoy", players=2, seed=21)
    rng = random.Random(4)
    for _ in range(6):
        s = s.apply(rng.choice(s.legal_actions()))
    d = s.to_dict()
    d["seed"] = None
    start = engine.State.from_dict(d)
    g = start
    while not g.is_terminal():
        g = g.apply(rng.choice(g.legal_actions()))
    assert g.seed is None
    rec = record.game_record(g, start=d)
    assert rec["complete"] and rec["actions"] == len(g.history)
    assert record.game_record(g, start=start) == rec
    assert record.game_record(g)["complete"] is False
    wrong = engine.new_game("podkidnoy", players=2, seed=22).to_dict()
    assert record.game_record(g, start=wrong)["complete"] is False


def test_tutorial_deal_record():
    """Marta's lesson as the table deals it (duel_flow.rpy's TUTORIAL_DEAL)."""
    deal = {
        "format": 1,
        "variant": "podkidnoy",
        "players": 2,
        "seed": None,
        "options": {
            "deck": 36,
            "transfer_show": False,
            "first_bout_five": False,
            "first_attacker": "pagat",
            "previous_durak": None,
            "dealer": None,
            "action_cap": 2000,
        },
        "trump": "9H",
        "hands": [["7C", "7S", "9D", "JC", "KS", "6H"], ["8C", "TS", "QD", "6C", "8D", "AH"]],
        "talon": [
            "6D",
            "JD",
            "7D",
            "TC",
            "QS",
            "8S",
            "KD",
            "6S",
            "AC",
            "9C",
            "JS",
            "QC",
            "AD",
            "TD",
            "KC",
            "9S",
            "AS",
            "7H",
            "8H",
            "TH",
            "JH",
            "QH",
            "KH",
            "9H",
        ],
        "discard": [],
        "table": [],
        "attacker": 0,
        "defender": 1,
        "phase": "attack",
        "turn": 0,
        "passes": 0,
        "limit": 6,
        "bout": 1,
        "shown": [],
        "out": [],
        "known": [[], []],
        "actions": 0,
        "result": None,
    }
    s = engine.State.from_dict(deal)
    rng = random.Random(1)
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
    rec = record.game_record(s, start=deal)
    assert rec["complete"] and rec["trump_card"] == "9H"
    assert rec["attacks"][0] >= 1


# ------------------------------------------------------------------------------------------
# series


def test_series_record():
    ser = engine.Series("podkidnoy", players=2, games=3, seed=5)
    games = []
    while not ser.is_over():
        g = ser.new_game()
        rng = random.Random(len(games))
        while not g.is_terminal():
            g = g.apply(rng.choice(g.legal_actions()))
        games.append(record.game_record(g, player=0))
        ser = ser.record(g)
    played = len(games)
    rec = record.series_record(games, list(ser.tokens), playoff_games=played - 3)
    assert builtins_only(rec) and json.loads(json.dumps(rec)) == rec
    assert rec["kind"] == "series" and rec["tokens"] == list(ser.tokens)
    want = "win" if ser.winner == 0 else "loss"
    assert rec["outcome"] == want
    assert rec["game_outcomes"] == [g["outcome"] for g in games]
    hl = set(rec["highlights"])
    assert ("player_won_last_game" in hl) == (games[-1]["outcome"] == "win")
    assert ("player_lost_last_game" in hl) == (games[-1]["outcome"] == "loss")
    assert ("player_never_durak" in hl) == (ser.tokens[0] == 0)
    assert ("playoff" in hl) == (played > 3)
    assert record.last_game(rec) == games[-1]
    assert record.has(rec, "last:player_won") == (games[-1]["outcome"] == "win")
    assert rec["takes"][0] == sum(g["takes"][0] for g in games)


def test_series_outcomes_and_bad_input():
    def fake(outcome, durak, n=3):
        s = play("podkidnoy", n, 1)
        g = record.game_record(s)
        g.update(outcome=outcome, durak=durak, draw=durak is None, over=True, winner=None)
        return g

    games = [fake("loss", 0), fake("win", 1), fake("win", 2)]
    r = record.series_record(games, [1, 1, 1])
    assert r["outcome"] == "draw" and r["winner"] is None and r["leaders"] == [0, 1, 2]
    assert record.has(r, "draw") and record.has(r, "player_lost_first_game")
    r = record.series_record(games, [1, 2, 2])
    assert r["outcome"] == "win" and record.has(r, "series_comeback")
    r = record.series_record(games, [2, 1, 2])
    assert r["outcome"] == "loss" and r["winner"] == 1
    # seen from another seat
    r1 = record.series_record(games, [2, 1, 2], player=1)
    assert r1["outcome"] == "win" and r1["game_outcomes"] == ["win", "loss", "win"]
    with pytest.raises(ValueError):
        record.series_record([], [0, 0])
    with pytest.raises(ValueError):
        record.series_record(games, [0, 0])
    with pytest.raises(ValueError):
        record.series_record(games, [1, 1, 1], playoff_games=4)


@given(st.integers(0, 10**6), st.sampled_from([2, 3]))
def test_kozyri_gifts(seed, players):
    """A gift: the player beats, without one of their own trumps, the card an opponent
    has just laid on top of the pile."""
    s = play("svoi_kozyri", players, seed, cap=600)
    rec = record.game_record(s, player=0)
    top_by = None  # (seat, card) that lies on top, laid by that seat
    gifts = []

    def beat(p, beater, target, own):
        nonlocal top_by
        if p == 0 and top_by is not None and top_by[1] == target and top_by[0] != 0:
            if beater.suit != own:
                gifts.append(str(target))

    st0 = steps(s)
    for actor, a, before, _after in st0:
        if a.kind == "lead":
            top_by = (actor, a.cards[0])
        elif a.kind == "beat":
            beat(actor, a.cards[0], a.target, before.suits[actor])
            top_by = (actor, a.cards[-1])
        elif a.kind == "pick_up":
            top_by = None
    if st0:
        last_actor = st0[-1][0]
        for e in s.events:
            if e.kind == "beat" and e.player != last_actor:
                beat(e.player, e.cards[0], e.target, s.suits[e.player])
    assert rec["gift_card"] == (gifts[-1] if gifts else None)
    assert record.has(rec, "opponent_gift_beaten") == bool(gifts)


def test_a_stacked_deal_knows_its_own_start():
    """A state loaded from a position before any move (Marta's lesson) remembers it as its
    origin (State.past), so no `start` is needed; one loaded mid-game does not count."""
    s = engine.new_game("podkidnoy", players=2, seed=31)
    d = s.to_dict()
    d["seed"] = None
    g = engine.State.from_dict(d)
    rng = random.Random(2)
    while not g.is_terminal():
        g = g.apply(rng.choice(g.legal_actions()))
    rec = record.game_record(g)
    assert rec["complete"] and rec == record.game_record(g, start=d)
    again = pickle.loads(pickle.dumps(g))  # a save keeps the past
    assert record.game_record(again) == rec
    # loaded in the middle, without its past: only what the position proves
    mid = engine.new_game("podkidnoy", players=2, seed=31)
    for _ in range(8):
        mid = mid.apply(rng.choice(mid.legal_actions()))
    m = mid.to_dict()
    m["seed"] = None
    h = engine.State.from_dict(m)
    while not h.is_terminal():
        h = h.apply(rng.choice(h.legal_actions()))
    assert record.game_record(h)["complete"] is False
