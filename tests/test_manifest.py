"""The project manifest is the one source of truth for the game and the tooling."""

import importlib.util
import json
import re
import subprocess
import textwrap
import types
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


def _block(path, head, needle=""):
    """The dedented body of the first top-level block of `path` whose head line matches the
    regex `head` and whose body holds `needle`: the game's own code, run without Ren'Py."""
    lines = path.read_text(encoding="utf-8").splitlines()
    for start, line in enumerate(lines):
        if not re.fullmatch(head, line):
            continue
        body = []
        for nxt in lines[start + 1 :]:
            if nxt.strip() and not nxt.startswith((" ", "\t")):
                break
            body.append(nxt)
        text = textwrap.dedent("\n".join(body))
        if needle in text:
            return text
    raise AssertionError(f"no {head!r} block holding {needle!r} in {path.name}")


def test_game_reads_its_version_from_the_manifest():
    """game/kozyr_paths.rpy's own manifest reader, run with the project as the base
    directory, reads renpy_project.json, and options.rpy's `define config.version`
    evaluates to its version."""
    config = types.SimpleNamespace(basedir=str(ROOT))
    ns = {"config": config}
    exec(_block(ROOT / "game" / "kozyr_paths.rpy", r"python early:"), ns)
    assert ns["kozyr_manifest"] == MANIFEST
    options = (ROOT / "game" / "options.rpy").read_text(encoding="utf-8")
    expr = re.search(r"^define config\.version = (.+)$", options, re.M).group(1)
    assert eval(expr, {"kozyr_manifest": ns["kozyr_manifest"]}) == MANIFEST["version"]
    # a distribution without the manifest still starts, with no version to show
    config.basedir = "/nonexistent"
    assert ns["_kozyr_read_manifest"]()["version"] == "unknown"


def test_gui_resolution_matches_the_manifest():
    gui = (ROOT / "game" / "gui.rpy").read_text(encoding="utf-8")
    width, height = MANIFEST["resolution"]
    assert f"gui.init({width}, {height})" in gui


class _Build:
    """Records what options.rpy's build block classifies, in order (Ren'Py's `build`)."""

    def __init__(self):
        self.rules = []

    def classify(self, pattern, kind):
        self.rules.append((pattern, kind))

    def documentation(self, pattern):
        pass


def _classified(rules, rel):
    """What Ren'Py's build does with the file `rel`: the kind of the first pattern that
    matches it, with or without a leading / (`*`: no /, `**`: anything), case-insensitive;
    "unclassified" when none does."""
    for pattern, kind in rules:
        rx = "".join(
            ".*" if tok == "**" else "[^/]*" if tok == "*" else re.escape(tok)
            for tok in re.findall(r"\*\*|\*|[^*]+", pattern)
        )
        if re.fullmatch(rx, rel, re.I) or re.fullmatch(rx, "/" + rel, re.I):
            return kind
    return "unclassified"


def test_build_ships_engine_and_leaves_out_development_folders():
    """options.rpy's build block, run against a recording `build`: every engine module (the
    variant packages too) and the manifest ship; tests, tools, docs, CI and generated
    folders stay out."""
    build = _Build()
    exec(_block(ROOT / "game" / "options.rpy", r"init python:", "build.classify"), {"build": build})
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    engine_files = [f for f in tracked if f.startswith("engine/") and f.endswith(".py")]
    assert "engine/durak/state.py" in engine_files
    for f in engine_files + ["renpy_project.json"]:
        assert _classified(build.rules, f) == "all", f
    out = [f for f in tracked if f.split("/")[0] in ("tests", "tools", "docs", ".ci")]
    out += ["artifacts/screens/a.png", "engine/ai/__pycache__/x.pyc", ".venv/bin/python"]
    for f in out:
        assert _classified(build.rules, f) is None, f


def test_kozyr_tooling_reads_the_manifest():
    spec = importlib.util.spec_from_file_location("kozyr_cli", ROOT / "tools" / "kozyr_cli.py")
    cli = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(cli)
    assert cli.manifest() == MANIFEST
    # the engine's Python floor for vermin is the manifest's (no behaviour to run cheaply:
    # the call sits inside `kozyr test`)
    source = (ROOT / "tools" / "kozyr_cli.py").read_text(encoding="utf-8")
    assert 'manifest()["engine_python"]' in source


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
