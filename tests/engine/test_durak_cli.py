"""python -m engine play | fuzz | bench, the terminal bot and the variant registry."""

import builtins
import os
import subprocess
import sys

import pytest

import engine
from engine import __main__ as cli
from engine.bench import bench, engine_playouts, find_baseline, view_speed
from engine.registry import state_class

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_fuzz_command_prints_figures_and_succeeds(capsys):
    assert (
        cli.main(
            [
                "fuzz",
                "--games",
                "30",
                "--variant",
                "perevodnoy",
                "--players",
                "2-3",
                "--check-rate",
                "0.2",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "30 games" in out and "violations: 0" in out
    assert "perevodnoy/2=15" in out and "perevodnoy/3=15" in out


def test_bench_without_baseline_says_so():
    lines = []
    ratio = bench(0.2, rounds=1, baseline="/nonexistent/bare.py", out=lines.append)
    games, actions, _ = engine_playouts(0.1)
    assert games > 0 and actions > games
    if find_baseline("/nonexistent/bare.py") is None:
        assert ratio is None and any("missing" in line for line in lines)
    assert "actions/s" in lines[0] and lines[1].startswith("view(): ")


@pytest.mark.parametrize("variant,players", [("podkidnoy", 3), ("svoi_kozyri", 2), ("warfare", 2)])
def test_view_speed_times_every_seat_of_real_positions(variant, players, monkeypatch):
    calls = []
    real = state_class(variant).view

    def counted(self, p):
        calls.append(p)
        return real(self, p)

    monkeypatch.setattr(state_class(variant), "view", counted)
    us = view_speed(variant, players, positions=20, rounds=2)
    assert 0 < us < 10_000
    assert len(calls) == 2 * 20 * players and set(calls) == set(range(players))


def test_bench_with_a_baseline_reports_a_ratio(tmp_path):
    fake = tmp_path / "bare.py"
    fake.write_text("def run(seconds, seed=1):\n    return 10, 1000, 1.0\n")
    lines = []
    ratio = bench(0.2, rounds=1, baseline=str(fake), out=lines.append)
    assert ratio is not None and ratio > 0 and "ratio" in lines[-1]


def test_play_against_the_bot_to_the_end(monkeypatch, capsys):
    moves = iter(["?", "x", "99"] + ["0"] * 2000)
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(moves))
    assert cli.main(["play", "--variant", "podkidnoy", "--players", "3", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "You are P0" in out and ("durak" in out or "Draw" in out)
    assert "no such move number" in out and "is not" in out  # refusals are explained


def test_play_quits_on_eof(monkeypatch):
    def eof(prompt=""):
        raise EOFError

    monkeypatch.setattr(builtins, "input", eof)
    assert cli.main(["play", "--seed", "1"]) == 1


@pytest.mark.parametrize("variant", list(engine.VARIANTS))
def test_play_any_variant_to_the_end_in_the_terminal(monkeypatch, capsys, variant):
    moves = iter(["0"] * 5000)
    monkeypatch.setattr(builtins, "input", lambda prompt="": next(moves))
    assert cli.main(["play", "--variant", variant, "--seed", "2", "--level", "easy"]) == 0
    out = capsys.readouterr().out
    assert "your hand:" in out
    last = out.strip().splitlines()[-1]
    assert last.startswith(("You", "P", "Draw")) and last.endswith((".", ")"))


def test_the_end_of_a_game_reads_right():
    from engine.base import Result
    from engine.text import describe_result

    assert describe_result("podkidnoy", Result((1,), 0, False), 0) == "You are the durak."
    assert describe_result("svoi_kozyri", Result((0,), 1, False), 0).startswith("P1 is the loser")
    assert describe_result("warfare", Result((), 1, False, winner=0), 0, (47, 37)) == (
        "You win (47 : 37)."
    )
    assert describe_result("warfare", Result((), None, True), 1) == "Draw."


def test_module_runs_as_a_program():
    r = subprocess.run(
        [sys.executable, "-m", "engine", "fuzz", "--games", "10", "--variant", "podkidnoy"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0 and "10 games" in r.stdout


def test_unknown_variant_is_refused_clearly():
    with pytest.raises(engine.InvalidOptions, match="no game called “poker”") as e:
        engine.new_game("poker")
    assert e.value.code == "unknown_variant" and "podkidnoy" in e.value.values["known"]
    assert {"podkidnoy", "perevodnoy"} <= set(engine.variants())


def test_help_lists_every_subcommand_on_one_line_each(capsys, monkeypatch):
    """``python -m engine --help`` names every subcommand, the ones with parsers of their own
    (arena, serve, review, puzzles) too, each with its one line of help."""
    monkeypatch.setenv("COLUMNS", "100")
    with pytest.raises(SystemExit) as e:
        cli.main(["--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    for name in ("play", "variants", "fuzz", "bench", "arena", "serve", "review", "puzzles"):
        rows = [ln for ln in lines if ln.split()[:1] == [name] and ln.startswith("    ")]
        assert len(rows) == 1 and len(rows[0].split()) > 1, (name, out)
    assert set(cli.DELEGATED) == {"arena", "serve", "review", "puzzles"}


@pytest.mark.parametrize(
    "argv, usage",
    [
        (["arena", "--help"], "usage: python -m engine arena"),
        (["serve", "--help"], "usage: python -m engine serve"),
        (["review", "--help"], "usage: python -m engine review"),
        (["puzzles", "--help"], "usage: python -m engine puzzles"),
        (["puzzles", "check", "--help"], "usage: python -m engine puzzles check"),
        (["play", "--help"], "usage: python -m engine play"),
    ],
)
def test_each_subcommand_keeps_its_own_help(argv, usage, capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(argv)
    assert e.value.code == 0
    assert capsys.readouterr().out.startswith(usage)
