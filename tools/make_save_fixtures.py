#!/usr/bin/env python3
"""Makes the committed save fixtures of issue 10 with the current version.

    python3 tools/make_save_fixtures.py positions   # engine positions -> tests/fixtures/positions/
    python3 tools/make_save_fixtures.py saves       # Ren'Py saves -> tests/fixtures/saves/
    python3 tools/make_save_fixtures.py             # both

Positions: for every variant and a few player counts, seeded games stopped at several points
(the deal, mid-game, a finished game), stored as ``State.to_dict()`` JSON named
``<variant>-<players>p-<moves>-f<format>.json``. Files of an older format are never rewritten:
a new format adds files next to them, so ``tests/engine/test_save_fixtures.py`` keeps loading
every format that players' saves may hold.

Saves: runs the Ren'Py testcase ``reliability_make_fixtures`` (tests/renpy/reliability_updates.rpy)
through tests/renpy/run.py with ``KOZYR_FIXTURE_OUT`` set; it saves a mid-duel game, the map and a
story scene and copies the save files plus a JSON of what each must show into
tests/fixtures/saves/. The testcase ``reliability_load_fixtures`` loads them in later versions.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
POSITIONS = ROOT / "tests" / "fixtures" / "positions"
SAVES = ROOT / "tests" / "fixtures" / "saves"

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


def make_saves() -> int:
    SAVES.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, KOZYR_FIXTURE_OUT=str(SAVES))
    return subprocess.call(
        [sys.executable, str(ROOT / "tests" / "renpy" / "run.py"), "reliability_make_fixtures"],
        env=env,
        cwd=ROOT,
    )


def main(argv: list[str]) -> int:
    what = argv[1:] or ["positions", "saves"]
    rc = 0
    if "positions" in what:
        for p in make_positions():
            print("wrote", p.relative_to(ROOT))
    if "saves" in what:
        rc = make_saves()
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv))
