"""The headless runner's verdicts (tests/renpy/run.py): timeouts, expected crashes, KOZYR_ROOT."""

from __future__ import annotations

import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("kozyr_renpy_run", HERE / "renpy" / "run.py")
assert _spec and _spec.loader
run = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(run)


def test_plain_step_verdicts():
    assert run.judge(0, 10.0, 600, [], False) == (True, "")
    assert run.judge(1, 10.0, 600, [], False) == (False, "exit code 1")
    assert run.judge(0, 10.0, 600, ["traceback.txt"], False) == (False, "wrote traceback.txt")
    assert run.judge(None, 0.0, 600, [], False) == (False, "could not start")
    # a killed game fails a step that is not marked
    assert run.judge(-9, 10.0, 600, [], False) == (False, "exit code -9")


def test_timeouts_are_never_crashes():
    assert run.judge(124, 600.2, 600, [], False)[0] is False
    # timeout -k had to kill the game (Ren'Py ignores SIGTERM): 137 after the limit
    assert run.judge(137, 605.0, 600, [], True) == (False, "timed out after 600s")
    assert run.judge(124, 600.2, 600, [], True) == (False, "timed out after 600s")


def test_expected_crash():
    assert run.judge(-9, 30.0, 600, [], True) == (True, "crashed as expected (killed by signal 9)")
    assert run.judge(137, 30.0, 600, [], True) == (True, "crashed as expected (killed by signal 9)")
    assert run.judge(3, 30.0, 600, [], True) == (True, "crashed as expected (exit code 3)")
    # living on is a failure, and so is a failed assertion before the crash
    assert run.judge(0, 30.0, 600, [], True) == (False, "expected to crash, but exited normally")
    ok, why = run.judge(1, 30.0, 600, ["traceback.txt"], True)
    assert not ok and why.startswith("wrote traceback.txt")


def test_markers_found_in_testcases():
    crashes = run.expected_crashes()
    assert "reliability_persistent__step1" in crashes
    assert crashes <= set(run.discover())
    assert run.EXPECT_CRASH_RE.findall("testcase a__step1:  # expect-crash\n") == ["a__step1"]
    assert run.EXPECT_CRASH_RE.findall("testcase a__step1:\n    # expect-crash\n") == []
