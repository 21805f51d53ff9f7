#!/usr/bin/env python3
"""Makes the committed save fixtures of issue 10 with the current version.

    python3 tools/make_save_fixtures.py [positions] # engine positions -> tests/fixtures/positions/
    python3 tools/make_save_fixtures.py saves _n2   # Ren'Py saves -> tests/fixtures/saves/

Positions: for every variant and a few player counts, seeded games stopped at several points
(the deal, mid-game, a finished game), stored as ``State.to_dict()`` JSON named
``<variant>-<players>p-<moves>-f<format>.json``. Files of an older format are never rewritten:
a new format adds files next to them, so ``tests/engine/test_save_fixtures.py`` keeps loading
every format that players' saves may hold.

Saves: runs the Ren'Py testcase ``reliability_make_fixtures`` (tests/renpy/reliability_updates.rpy)
through tests/renpy/run.py with ``KOZYR_FIXTURE_OUT`` and ``KOZYR_FIXTURE_TAG`` set; it saves a
mid-duel game, the map and a story scene as ``duel<tag>``, ``map<tag>``, ``story<tag>`` and the
files plus a JSON of what each must show are copied into tests/fixtures/saves/. Committed fixtures
are never rewritten (old saves must load in new versions: that is the point), so each run is a new
generation with a new tag; ``reliability_load_fixtures`` loads every generation (add steps for a
new one there).

Names (once per change of the statement-naming scheme of game/000_kozyr_stable_names.rpy):

    python3 tools/make_save_fixtures.py names [REV]  # -> game/000_kozyr_stable_names_v0.json

loads the game script of git revision REV (default HEAD: the last commit named by the old
scheme) with the current naming file and ``KOZYR_DUMP_STATEMENT_NAMES`` set, so Ren'Py writes
the table from the old names ``(file, 0, index)`` of REV's statements to the current names. Saves
made by REV and earlier old-scheme versions resolve through it. The table is never rewritten: it
describes saves that exist, not the current script.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
POSITIONS = ROOT / "tests" / "fixtures" / "positions"
SAVES = ROOT / "tests" / "fixtures" / "saves"
NAMES_V0 = ROOT / "game" / "000_kozyr_stable_names_v0.json"

SETUPS = [
    ("podkidnoy", 2, {}),
    ("podkidnoy", 4, {"deck": 52}),
    ("perevodnoy", 2, {"transfer_show": True}),
    ("perevodnoy", 3, {}),
    ("svoi_kozyri", 2, {}),
    ("svoi_kozyri", 4, {}),
    ("warfare", 2, {}),
]
STOPS = (0, 7, 25, None)  # moves played; None = to the end


def make_positions() -> list[Path]:
    sys.path.insert(0, str(ROOT))
    import engine
    import engine.ai

    POSITIONS.mkdir(parents=True, exist_ok=True)
    written = []
    for variant, players, options in SETUPS:
        for stop in STOPS:
            seed = 1000 + players
            s = engine.new_game(variant, players=players, seed=seed, **options)
            rng = random.Random(seed)
            n = 0
            while not s.is_terminal() and (stop is None or n < stop):
                p = s.current_player
                a = engine.ai.choose(s.view(p), level="easy", seed=rng.randrange(1 << 30))
                s = s.apply(a)
                n += 1
            d = s.to_dict()
            tag = "end" if stop is None else str(stop)
            path = POSITIONS / f"{variant}-{players}p-{tag}-f{d['format']}.json"
            if path.exists():
                old = json.loads(path.read_text(encoding="utf-8"))
                if old != d:
                    print(f"kept {path.name}: the committed file differs (never rewritten)")
                continue
            path.write_text(json.dumps(d, indent=1, sort_keys=True) + "\n", encoding="utf-8")
            written.append(path)
    return written


def make_saves(tag: str) -> int:
    """A new generation of save fixtures, named ``<kind><tag>``; existing files are kept."""
    if not tag.startswith("_"):
        print("saves need a new generation tag such as _n2 (files are named duel_n2, map_n2, ...)")
        return 2
    SAVES.mkdir(parents=True, exist_ok=True)
    clash = sorted(p.name for p in SAVES.glob(f"fixture-*{tag}[-.]*"))
    if clash:
        print("kept: fixtures of that generation exist (never rewritten):", ", ".join(clash))
        return 1
    with tempfile.TemporaryDirectory(prefix="kozyr-fixtures-") as tmp:
        env = dict(os.environ, KOZYR_FIXTURE_OUT=tmp, KOZYR_FIXTURE_TAG=tag)
        rc = subprocess.call(
            # git's HEAD, not the work tree: a fixture is a save of a committed version
            [
                sys.executable,
                str(ROOT / "tests" / "renpy" / "run.py"),
                "--committed",
                "reliability_make_fixtures",
            ],
            env=env,
            cwd=ROOT,
        )
        made = sorted(Path(tmp).iterdir())
        if rc or len(made) != 6:
            print(f"the testcase failed (exit code {rc}, {len(made)} files); nothing copied")
            return rc or 1
        for p in made:
            shutil.copy2(p, SAVES / p.name)
            print("wrote", (SAVES / p.name).relative_to(ROOT))
    return 0


def make_names(rev: str = "HEAD", out: Path = NAMES_V0) -> int:
    if out.exists():
        print(f"kept {out.relative_to(ROOT)}: the table is frozen (old saves depend on it)")
        return 0
    commit = subprocess.run(
        ["git", "rev-parse", rev], cwd=ROOT, check=True, stdout=subprocess.PIPE, text=True
    ).stdout.strip()
    renpy = shutil.which("renpy") or "/usr/games/renpy"
    with tempfile.TemporaryDirectory(prefix="kozyr-names-") as tmp:
        copy = Path(tmp, "kozyr")
        copy.mkdir()
        archive = subprocess.run(
            ["git", "archive", commit, "game", "engine", "renpy_project.json"],
            cwd=ROOT,
            check=True,
            stdout=subprocess.PIPE,
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(copy)], input=archive, check=True)
        # the old script, named by the current scheme
        shutil.copy2(ROOT / "game" / "000_kozyr_stable_names.rpy", copy / "game")
        dump = Path(tmp, "names.json")
        env = dict(
            os.environ,
            HOME=tmp,
            SDL_AUDIODRIVER="dummy",
            KOZYR_DUMP_STATEMENT_NAMES=str(dump),
        )
        rc = subprocess.call(["timeout", "-k", "5", "300", renpy, str(copy), "compile"], env=env)
        if rc or not dump.exists():
            print(f"Ren'Py failed (exit code {rc}); no table written")
            return rc or 1
        data = json.loads(dump.read_text(encoding="utf-8"))
    data["commit"] = commit
    out.write_text(json.dumps(data, sort_keys=True, separators=(",", ":")) + "\n", encoding="utf-8")
    rows = sum(len(v) for v in data["files"].values())
    files = len(data["files"])
    print(f"wrote {out.relative_to(ROOT)}: {rows} statements of {files} files at {commit}")
    return 0


def main(argv: list[str]) -> int:
    what = argv[1:] or ["positions"]
    if what[0] == "names":
        return make_names(*what[1:2])
    if what[0] == "saves":
        return make_saves(what[1] if len(what) > 1 else "")
    if what[0] == "positions":
        for p in make_positions():
            print("wrote", p.relative_to(ROOT))
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
