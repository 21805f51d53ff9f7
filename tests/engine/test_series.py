"""engine.Series: loser tokens, the tie-break, later games' first attacker, saving."""

import json
import pickle

import pytest

import engine
from engine import Result, Series


def lost(durak, players=3):
    order = tuple(p for p in range(players) if p != durak)
    return Result(order, durak, False)


DRAW = Result((0, 1, 2), None, True)


def test_each_durak_gets_a_token_draws_give_none():
    s = Series("podkidnoy", players=3, games=3, seed=1)
    s = s.record(lost(1)).record(DRAW).record(lost(2))
    assert s.tokens == (0, 1, 1)
    assert s.is_over() and s.winner == 0


def test_fewest_tokens_wins_after_n_games():
    s = Series("podkidnoy", players=2, games=3, seed=1)
    s = s.record(lost(0, 2)).record(lost(1, 2))
    assert not s.is_over() and s.winner is None
    s = s.record(lost(0, 2))
    assert s.is_over() and s.winner == 1 and s.tokens == (2, 1)
    with pytest.raises(ValueError):
        s.record(lost(0, 2))
    with pytest.raises(ValueError):
        s.new_game()


def test_outcome_for_reads_the_tokens_as_they_stand():
    """One series outcome rule (engine.series.tokens_outcome): fewest alone wins, a shared
    fewest draws, more loses; once the series is over it is its winner's win."""
    s = Series("podkidnoy", players=3, games=3, seed=1)
    assert [s.outcome_for(p) for p in range(3)] == ["draw"] * 3  # nobody has a token yet
    s = s.record(lost(1))
    assert [s.outcome_for(p) for p in range(3)] == ["draw", "loss", "draw"]
    s = s.record(lost(2)).record(lost(2))
    assert s.is_over() and s.winner == 0
    assert [s.outcome_for(p) for p in range(3)] == ["win", "loss", "loss"]


def test_the_series_record_has_the_series_outcome():
    """The duel record's series outcome is the same rule as Series.outcome_for."""
    from engine.record import game_record, series_record

    s = Series("podkidnoy", players=2, games=3, seed=4)
    games = []
    while not s.is_over():
        g = s.new_game()
        while not g.is_terminal():
            g = g.apply(g.legal_actions()[0])
        games.append(game_record(g, player=0))
        s = s.record(g)
    for p in range(2):
        rec = series_record(games, s.tokens, max(0, s.games_played - 3), player=p)
        assert rec["outcome"] == s.outcome_for(p)


def test_tie_is_broken_by_further_games():
    s = Series("podkidnoy", players=3, games=2, seed=1)
    s = s.record(lost(0)).record(lost(1))
    assert s.games_played == 2 and s.is_over() and s.winner == 2  # strictly fewest: over
    s = Series("podkidnoy", players=3, games=2, seed=1).record(lost(0)).record(DRAW)
    assert s.leaders() == (1, 2) and s.tiebreak and not s.is_over()
    s = s.record(lost(1))
    assert s.is_over() and s.winner == 2


def test_series_is_immutable():
    s = Series("podkidnoy", players=2, games=1, seed=1)
    s2 = s.record(lost(0, 2))
    assert s.games_played == 0 and s2.games_played == 1
    with pytest.raises(AttributeError):
        s._results = ()


def test_games_are_seeded_and_next_game_knows_previous_durak():
    s = Series("perevodnoy", players=3, games=2, seed=99, deck=52)
    g1 = s.new_game()
    assert g1 == s.new_game()  # same series, same deal
    assert g1.options["deck"] == 52 and g1.options["previous_durak"] is None
    s = s.record(lost(1))
    g2 = s.new_game()
    assert g2.options["previous_durak"] == 1
    assert g2.attacker == 2  # pagat: the player to the left of the durak attacks first
    assert g2.trump_card is not None and g2.seed != g1.seed


def test_record_a_finished_state():
    import random

    rng = random.Random(5)
    s = Series("podkidnoy", players=2, games=1, seed=3)
    g = s.new_game()
    with pytest.raises(ValueError):
        s.record(g)
    while not g.is_terminal():
        g = g.apply(rng.choice(g.legal_actions()))
    s = s.record(g)
    assert s.results == (g.result,)


def test_series_round_trip_and_pickle():
    s = Series("podkidnoy", players=3, games=3, seed=7, first_bout_five=True)
    s = s.record(lost(2)).record(DRAW)
    d = json.loads(json.dumps(s.to_dict()))
    assert Series.from_dict(d) == s
    assert pickle.loads(pickle.dumps(s)) == s
    assert hash(Series.from_dict(d)) == hash(s)
    d["results"][0]["durak"] = 9
    with pytest.raises(ValueError):
        Series.from_dict(d)
    with pytest.raises(ValueError):
        Series.from_dict({"kind": "nope"})


def test_series_rejects_bad_setup():
    with pytest.raises(ValueError):
        Series("podkidnoy", players=2, games=0)
    with pytest.raises(ValueError):
        Series("podkidnoy", players=9, games=1)
    with pytest.raises(ValueError):
        Series("podkidnoy", players=2, games=1, previous_durak=1)
    assert isinstance(engine.Series, type)
