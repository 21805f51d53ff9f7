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


def test_the_smoke_set_names_real_testcases():
    """The testcases run on the second Ren'Py (issue 27) exist, and cover what they must."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "kozyr_renpy_run", ROOT / "tests" / "renpy" / "run.py"
    )
    assert spec and spec.loader
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)
    found = run.discover()
    chains = {run.chain_of(n) for n in found}
    smoke = MANIFEST["renpy"]["smoke"]
    assert smoke and all(s in chains for s in smoke), [s for s in smoke if s not in chains]
    for needed in (
        "boot",
        "first_launch_language",
        "stable_names",
        "reliability_load_fixtures",
        "duel_podkidnoy",
        "duel_perevodnoy",
        "duel_svoi_kozyri",
        "duel_warfare",
        "story_walk",
        "i18n_russian",
        "menus_shots",
        "journey",
    ):
        assert needed in smoke
    assert MANIFEST["renpy"]["full"] in MANIFEST["renpy"]["tested"]
