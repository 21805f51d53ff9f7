"""tools/check_game_python.py: the game's Python blocks stay valid on Python 3.9 and
warning-free on 3.12+ (issue 27). Each check is shown to catch what it is for."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import check_game_python as cgp  # noqa: E402

VERMIN = shutil.which("vermin") or str(Path(sys.executable).parent / "vermin")


def game_with(tmp_path: Path, text: str) -> Path:
    game = tmp_path / "game"
    game.mkdir()
    (game / "x.rpy").write_text(text, encoding="utf-8")
    return game


def test_extracts_every_kind_of_block(tmp_path):
    game = game_with(
        tmp_path,
        "init -5 python in duel:\n    a = 1\n\n    b = (2,\n         3)\n"
        "label start:\n    $ c = [1,\n        2]\n    python:\n        d = 4\n"
        "    'say'\ndefine e = {'k': 1}\ndefault f = None\n",
    )
    pieces = [src for _line, src in cgp.extract(game / "x.rpy")]
    assert pieces[0].startswith("a = 1") and "b = (2," in pieces[0]
    assert "c = [1," in pieces[1] and pieces[2].strip() == "d = 4"
    assert any("'k': 1" in p for p in pieces) and any("None" in p for p in pieces)
    for p in pieces:
        compile(p, "x", "exec")


def test_the_real_game_passes():
    assert cgp.main(["--vermin", VERMIN]) == 0


@pytest.mark.parametrize(
    "text",
    [
        'init python:\n    X = "a\\d"\n',  # an invalid escape: a SyntaxWarning on 3.12+
        # a match statement (Python 3.10)
        "label a:\n    python:\n        match y:\n            case 3:\n                pass\n",
    ],
)
def test_catches(tmp_path, text, capsys):
    game = game_with(tmp_path, text)
    assert cgp.main(["--vermin", VERMIN, "--game", str(game)]) == 1
    assert "game/x.rpy" in capsys.readouterr().out
