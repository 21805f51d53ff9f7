"""Checks that every variant's states must pass, shared by the variants' test files."""

import random
from typing import Iterator

import pytest

import engine
import engine.ai
from engine import State
from engine.text import describe_view


def assert_immutable_and_hashable(s: State, move: str) -> None:
    """Applying ``move`` leaves ``s`` as it was, no attribute can be added to it, and it
    hashes like the same position loaded back."""
    d = s.to_dict()
    s.apply(move)
    assert s.to_dict() == d
    with pytest.raises(AttributeError):
        s.foo = 1  # type: ignore[attr-defined]
    assert len({s, State.from_dict(d)}) == 1


def assert_text_renders_a_whole_game(variant: str, players: int, seed: int) -> None:
    """Every view of a game the AI plays out renders as text, and so does its end."""
    s = engine.new_game(variant, players, seed=seed)
    while not s.is_terminal():
        v = s.view(s.current_player)
        assert "your hand:" in describe_view(v)
        s = s.apply(engine.ai.choose(v, level="normal", seed=len(s.history)))
    assert "game over" in str(s)


def random_walk(s: State, rng: random.Random, moves: int) -> Iterator[State]:
    """``s`` and the states after it along random legal moves: at most ``moves`` of them, and
    none after the game ends."""
    for _ in range(moves):
        if s.is_terminal():
            return
        yield s
        s = s.apply(rng.choice(s.legal_actions()))
