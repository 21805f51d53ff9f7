"""The headless runner's verdicts (tests/renpy/run.py): timeouts, expected crashes, KOZYR_ROOT."""

from __future__ import annotations

import importlib.util
import re
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


def test_tuple_asserts_found():
    # a testcase's 'assert x, msg' asserts the tuple (x, msg): always true in Ren'Py 8.0
    text = (
        "init python:\n"
        "    def f():\n"
        "        assert 1 == 2, 'python: fine'\n"
        "\n"
        "testcase a:\n"
        "    assert x == 1\n"
        "    assert x == 1, 'never fails'\n"
        "    assert (x, 'also a tuple')\n"
        "    assert f(1,\n"
        "             2), 'joined over two lines'\n"
        "    $ assert y, 'python: fine'\n"
        "    python:\n"
        "        assert z, 'python: fine'\n"
        "    assert g('a, b')  # a comma in a string or a call is no tuple\n"
        "    if label q:\n"
        "        assert w, 'nested'\n"
        "\n"
        "label elsewhere:\n"
        "    python:\n"
        "        assert v, 'python: fine'\n"
    )
    assert [n for n, _ in run.tuple_asserts(text)] == [7, 8, 9, 16]


def test_no_tuple_asserts_in_testcases(tmp_path):
    bad = [
        (p.name, n)
        for p in sorted((HERE / "renpy").glob("*.rpy"))
        for n, _ in run.tuple_asserts(p.read_text(encoding="utf-8"))
    ]
    assert bad == []
    # and the runner refuses one with a message that says why
    rpy = tmp_path / "t.rpy"
    rpy.write_text("testcase t:\n    assert 1 == 2, 'x'\n", encoding="utf-8")
    try:
        run.refuse_tuple_asserts([rpy])
    except SystemExit as e:
        assert "t.rpy:2" in str(e) and "always true" in str(e)
    else:
        raise AssertionError("a tuple assert was not refused")


def test_cross_version_testcases_run_only_when_named():
    marked = run.only_when_named()
    assert "saves_from_newer_renpy" in marked
    assert "saves_from_newer_renpy" in run.discover()


def test_shared_bodies_are_called_by_their_owner_only():
    # a body marked `# part-of X` runs inside X (`call body`), never as a testcase of its own
    bodies = run.parts()
    found = run.discover()
    assert "menus_polish_pages" in bodies and "menus_polish_pages" not in found
    for body, owners in bodies.items():
        for owner in owners:
            assert owner in found, (body, owner)
            text = found[owner].read_text(encoding="utf-8")
            # the owner's own block (up to the next top-level line) calls the body
            block = re.search(rf"^testcase {owner}\s*:.*?(?=^\S|\Z)", text, re.M | re.S)
            call = re.search(rf"^\s+call {body}\s*$", block.group(0), re.M) if block else None
            assert call, (body, owner)


def test_skip_leaves_out_testcases_and_chains():
    found = {n: Path("x.rpy") for n in ("a", "b__step1", "b__step2", "c")}
    assert run.select(found, [], ["b"]) == ["a", "c"]
    assert run.select(found, [], ["c"]) == ["a", "b__step1", "b__step2"]
    assert run.select(found, ["a", "c"], ["c"]) == ["a"]
    try:
        run.select(found, [], ["nope"])
    except SystemExit as e:
        assert "nope" in str(e)
    else:
        raise AssertionError("an unknown name to skip was accepted")


def test_second_core_testcases_exist():
    # ./kozyr test runs these on the second core (renpy_project.json): a renamed testcase
    # must not silently drop out of both lanes
    import json

    manifest = json.loads((HERE.parent / "renpy_project.json").read_text(encoding="utf-8"))
    moved = manifest["renpy"]["second_core"]
    found = run.discover()
    assert moved and not set(moved) - set(found) - {run.chain_of(n) for n in found}
    assert not set(moved) & run.only_when_named()
