"""The project manifest is the one source of truth for the game and the tooling."""

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MANIFEST = json.loads((ROOT / "renpy_project.json").read_text(encoding="utf-8"))


def test_manifest_has_every_field_with_the_right_type():
    assert MANIFEST["name"] == "kozyr"
    assert isinstance(MANIFEST["title"], str) and MANIFEST["title"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", MANIFEST["version"])
    assert re.fullmatch(r"\d+\.\d+(\.\d+)?", MANIFEST["renpy"]["minimum"])
    assert MANIFEST["engine_python"] == "3.9"
    assert MANIFEST["languages"][0] == "english" and "russian" in MANIFEST["languages"]
    assert MANIFEST["resolution"] == [1920, 1080]


def test_manifest_paths_exist():
    for key, rel in MANIFEST["paths"].items():
        if key == "artifacts":
            continue  # generated, git-ignored
        assert (ROOT / rel).is_dir(), f"{key}: {rel} is missing"


def test_game_reads_its_version_from_the_manifest():
    options = (ROOT / "game" / "options.rpy").read_text(encoding="utf-8")
    assert 'define config.version = kozyr_manifest["version"]' in options
    paths = (ROOT / "game" / "kozyr_paths.rpy").read_text(encoding="utf-8")
    assert "renpy_project.json" in paths


def test_gui_resolution_matches_the_manifest():
    gui = (ROOT / "game" / "gui.rpy").read_text(encoding="utf-8")
    width, height = MANIFEST["resolution"]
    assert f"gui.init({width}, {height})" in gui


def test_build_ships_engine_and_leaves_out_development_folders():
    options = (ROOT / "game" / "options.rpy").read_text(encoding="utf-8")
    assert "build.classify('engine/**.py', 'all')" in options
    for folder in ("tests", "tools", "artifacts"):
        assert f"build.classify('{folder}/**', None)" in options
    assert (
        "build.classify('.ci/**', None)" in options or "build.classify('**/.**', None)" in options
    )


def test_kozyr_tooling_reads_the_manifest():
    cli = (ROOT / "tools" / "kozyr_cli.py").read_text(encoding="utf-8")
    assert "renpy_project.json" in cli and 'manifest()["engine_python"]' in cli


def test_no_game_file_shadows_a_renpy_common_file():
    # A game file named like renpy/common/00*.rpy silently replaces Ren'Py's own.
    for path in (ROOT / "game").rglob("*.rpy"):
        assert not re.fullmatch(r"00[a-z].*\.rpy", path.name), path
