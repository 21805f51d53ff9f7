"""The fuzz run of the test suite: 10,000 random Durak games over both variants and 2 to 6
players, with every check of ``python -m engine fuzz``."""

import time

from engine.fuzz import fuzz

DURAK_VARIANTS = ("podkidnoy", "perevodnoy")


def test_ten_thousand_random_games_break_no_rule():
    start = time.perf_counter()
    report = fuzz(10_000, DURAK_VARIANTS, players=range(2, 7), seed=2026, check_rate=0.002)
    elapsed = time.perf_counter() - start
    print(report.summary(), f"\n(wall {elapsed:.1f}s)")
    assert report.violations == []
    assert report.games == 10_000
    assert report.capped == 0
    assert len(report.by_config) == 10 and min(report.by_config.values()) == 1000
    assert report.illegal_refused > 0 and report.roundtrips > 0 and report.views > 0


def test_fuzz_reports_a_broken_rule():
    """The fuzzer is not blind: a state whose legal actions include a wrong move is caught."""
    from engine import durak

    original = durak.DurakState._compute_legal

    def broken(self):
        legal = original(self)
        if self._phase == durak.DEFEND:
            # pretend the defender may also beat with any card of the hand
            extra = [
                durak._DEFEND[a][c]
                for a in self._atk
                for c in range(52)
                if self._hands[self._turn] >> c & 1 and durak._DEFEND[a][c] not in legal
            ]
            return legal + tuple(extra)
        return legal

    durak.DurakState._compute_legal = broken  # type: ignore[method-assign]
    try:
        report = fuzz(60, DURAK_VARIANTS, players=[2, 3], seed=1, check_rate=0.2)
    finally:
        durak.DurakState._compute_legal = original  # type: ignore[method-assign]
    assert report.violations
