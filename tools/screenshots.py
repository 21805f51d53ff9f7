#!/usr/bin/env python3
# ruff: noqa: E501
"""Screenshots of the assets in the running game (Ren'Py under Xvfb), for looking at them.

Copies the project to a temporary folder, adds tests/renpy/_support.rpy and a preview testcase
(written here, never part of game/), runs it headless and leaves the pictures in
artifacts/screens/: assets_main_menu, assets_dialogue (two characters at the inn) and
assets_table_<skin> for the classic, classic4 and animal decks.

    python3 tools/screenshots.py          # needs renpy (Debian package) and xvfb
"""

import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

from renpy_copy import Xvfb, copy_project

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHOTS = ROOT / "artifacts" / "screens"

PREVIEW = """
label kozyr_assets_dialogue:
    scene bg inn
    show marta happy at left
    show pip surprised at right
    marta "Welcome to the border inn, traveller. Sit, the cards are already on the table."
    return

label kozyr_assets_table(skin="classic"):
    $ _kz_spec = {"variant": "podkidnoy", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None},
        {"who": "hunter", "name": "White Hunter", "level": "easy", "style": None}],
        "series": None, "skin": skin, "tutorial": False, "seed": 7}
    call duel(_kz_spec)
    return

testcase assets_preview:
    $ _test.timeout = 90.0
    move (0.5, 0.5) pattern "Start"
    pause 1.0
    $ kozyr_shot("assets_main_menu")
    run ShowMenu("credits")
    pause 1.0
    $ kozyr_shot("assets_credits")
    run Start("kozyr_assets_dialogue")
    pause 2.0
    $ kozyr_shot("assets_dialogue")
    run Quit(confirm=False)
"""

for _skin in ("classic", "classic4", "animal"):
    PREVIEW += f"""
label kozyr_assets_table_{_skin}:
    call kozyr_assets_table("{_skin}")
    return

testcase assets_table_{_skin}:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    run Start("kozyr_assets_table_{_skin}")
    pause 0.2 until run TestCond("renpy.get_screen('duel_table') is not None")
    pause 3.0
    $ kozyr_shot("assets_table_{_skin}")
    run Quit(confirm=False)
"""


def main():
    renpy = shutil.which("renpy") or "/usr/games/renpy"
    SHOTS.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="kozyr-shots-") as tmp:
        copy = pathlib.Path(tmp) / "kozyr"
        copy.mkdir()
        copy_project(ROOT, copy)
        shutil.copy(
            ROOT / "tests" / "renpy" / "_support.rpy", copy / "game" / "zz_test_support.rpy"
        )
        (copy / "game" / "zz_assets_preview.rpy").write_text(PREVIEW, encoding="utf-8")
        xvfb = Xvfb("1920x1080x24")
        display = xvfb.display
        failed = 0
        try:
            for name in (
                "assets_preview",
                "assets_table_classic",
                "assets_table_classic4",
                "assets_table_animal",
            ):
                home = pathlib.Path(tmp) / f"home-{name}"
                home.mkdir()
                env = dict(
                    os.environ,
                    DISPLAY=display,
                    HOME=str(home),
                    KOZYR_SCREENS=str(SHOTS),
                    KOZYR_TEST_NAME=name,
                    KOZYR_TEST="1",
                    SDL_VIDEODRIVER="x11",
                    SDL_AUDIODRIVER="dummy",
                )
                try:
                    p = subprocess.run(
                        [renpy, str(copy), "test", name],
                        env=env,
                        timeout=180,
                        stdout=subprocess.PIPE,
                        stderr=subprocess.STDOUT,
                        text=True,
                    )
                    ok = p.returncode == 0 and not (copy / "traceback.txt").exists()
                    print(f"{'ok  ' if ok else 'FAIL'} {name}")
                    if not ok:
                        failed += 1
                        print(p.stdout[-3000:])
                        tb = copy / "traceback.txt"
                        if tb.exists():
                            print(tb.read_text()[-3000:])
                            tb.unlink()
                except subprocess.TimeoutExpired:
                    failed += 1
                    print(f"FAIL {name} (timeout)")
        finally:
            xvfb.close()
    print(f"screenshots in {SHOTS}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
