"""The fuzz run of the test suite: random Durak games over both variants and 2 to 6 players,
with every check of ``python -m engine fuzz``.

The unit tier plays 500 games (50 per variant and player count, a few seconds); the long run
of 10,000 games (a few minutes on a loaded machine) is opt-in, as it was the slowest unit test
by far (issue 29): ``./kozyr fuzz long`` runs it (it sets ``KOZYR_LONG_FUZZ=1``, which a plain
``pytest`` run may set too)."""

import os
import time

import pytest

from engine.fuzz import fuzz

DURAK_VARIANTS = ("podkidnoy", "perevodnoy")

LONG_FUZZ = os.environ.get("KOZYR_LONG_FUZZ", "") not in ("", "0")
"""The long run is on (``KOZYR_LONG_FUZZ`` set and not ``0``)."""


def _fuzz_checked(games: int) -> None:
    """``games`` random games, split evenly over both variants and 2 to 6 players, break no
    rule, and every kind of check ran."""
    start = time.perf_counter()
    report = fuzz(games, DURAK_VARIANTS, players=range(2, 7), seed=2026, check_rate=0.002)
    elapsed = time.perf_counter() - start
    print(report.summary(), f"\n(wall {elapsed:.1f}s)")
    assert report.violations == []
    assert report.games == games
    assert report.capped == 0
    assert len(report.by_config) == 10 and min(report.by_config.values()) == games // 10
    assert report.illegal_refused > 0 and report.roundtrips > 0 and report.views > 0


def test_five_hundred_random_games_break_no_rule():
    """The unit tier's sample of the long run (same seed, same checks)."""
    _fuzz_checked(500)


@pytest.mark.skipif(not LONG_FUZZ, reason="the long fuzz: ./kozyr fuzz long (KOZYR_LONG_FUZZ=1)")
def test_ten_thousand_random_games_break_no_rule():
    """The long run (opt-in): 1,000 games per variant and player count."""
    _fuzz_checked(10_000)


def test_fuzz_reports_a_broken_rule():
    """The fuzzer is not blind: a state whose legal actions include a wrong move is caught."""
    from engine.durak import state as durak

    original = durak.DurakState._compute_legal

    def broken(self):
        legal = original(self)
        if self._phase == durak.DEFEND:
            # pretend the defender may also beat with any card of the hand
            extra = [
                durak.DEFENCES[a][c]
                for a in self._atk
                for c in range(52)
                if self._hands[self._turn] >> c & 1 and durak.DEFENCES[a][c] not in legal
            ]
            return legal + tuple(extra)
        return legal

    durak.DurakState._compute_legal = broken  # type: ignore[method-assign]
    try:
        report = fuzz(60, DURAK_VARIANTS, players=[2, 3], seed=1, check_rate=0.2)
    finally:
        durak.DurakState._compute_legal = original  # type: ignore[method-assign]
    assert report.violations
