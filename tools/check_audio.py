#!/usr/bin/env python3
# ruff: noqa: E501
"""Listen-free checks of Kozyr's audio: every file the contract names exists, decodes, is not
silent, does not clip, and has a sensible length. Needs only `sox` (with libsox-fmt-all for ogg).

Usage: python3 tools/check_audio.py [audio_dir]     (default: game/audio next to tools/)
Exit status 0 when all checks pass, 1 otherwise; one line per file."""

import functools
import pathlib
import re
import shutil
import subprocess
import sys

SFX = [
    "swoosh",
    "place",
    # the card laid, a little heavier or lighter, taken in turn (duel.sound_file)
    "place2",
    "place3",
    "place4",
    "shuffle",
    "take",
    "win",
    "lose",
    "banner",
    "click",
    "deal",
    "flip",
    "transfer",
    "bita",
    "lastcard",
    "durak",
    "hover",
    "solved",
    "bang",
    "ignite",
    "cloth",
    # the story's loud moments (tools/assets/story_sfx.py EFFECTS), played by story_sound
    "door",
    "coin",
    "clap",
    "crowd",
    "gust",
    "snowsteps",
    "log",
    "armour",
    "caw",
    "dice",
    "rustle",
]
# the music loops (tools/assets/music.py); which plays where: game/kozyr_music.rpy
MUSIC = [
    "inn",
    "road",
    "duel",
    "finale",
    "theme",
    "study",
    "temple",
    "tower",
    "market",
    # the scene themes of Ash's night camp and the Hunter's lodge (tools/assets/scenes.py)
    "camp",
    "lodge",
    "duel_folk",
    "duel_arcane",
    "duel_march",
    "duel_market",
    "duel_wild",
    # the duel themes' second variations (game/kozyr_music.rpy SECOND)
    "duel_b",
    "duel_folk_b",
    "duel_arcane_b",
    "duel_march_b",
    "duel_market_b",
    "duel_wild_b",
]
# the story's scene loops (game/story/staging_cgs.rpy)
AMBIENCE = ["fire", "market", "wind", "tower", "road", "temple", "lodge", "river"]
# (min seconds, max seconds, max peak dBFS, min RMS dBFS); a music loop lasts 90 s or more
# before it repeats (issue 26: a 10-minute duel must not hear the same 30 s over and over)
LIMITS = {
    "sfx": (0.02, 3.0, -0.5, -40.0),
    "music": (90.0, 240.0, -1.0, -30.0),
    "ambience": (8.0, 120.0, -1.0, -35.0),
}


# The mix (issue 26), from each file's own figures: a sting (game over, a problem solved) plays
# with the music ducked to 0.3 (-10.5 dB, soundtrack.DUCK in game/kozyr_music.rpy) and must be
# at least as loud (RMS) as the loudest music loop at full volume, so that it stands some 10 dB
# above the ducked music; the menus' button sounds peak at least UI_UNDER_DB under the quietest
# music peak. tests/renpy/sound_music.rpy's sound_listen measures the same in the game.
STINGS = ["win", "lose", "solved"]
UI = ["hover", "click"]
UI_UNDER_DB = 6.0
# the story's scene tracks (the chapters' story_music calls); the ambience loop of a scene
# plays under its music, so every loop's RMS is at least AMBIENCE_UNDER_DB under the quietest
# scene track's (a fresh player heard the wind over the music)
SCENE_MUSIC = ["inn", "road", "finale", "temple", "tower", "market", "camp", "lodge"]
AMBIENCE_UNDER_DB = 8.0
# the stings match one another's loudness (RMS): the lose sting was 5 dB over the win's
STINGS_MATCH_DB = 1.5
# the card laid on the table, heard on every card: its RMS at most CARDS_OVER_DB over the
# loudest music loop's (a fresh player heard it some 9 dB over the music: issue 26)
CARDS = ["place", "place2", "place3", "place4"]
CARDS_OVER_DB = 5.0


def mix(root):
    music = [stats(root / "music" / f"{n}.ogg") for n in MUSIC]
    loudest = max(s["RMS lev dB"] for s in music)
    lowest_peak = min(s["Pk lev dB"] for s in music)
    problems = []
    for n in STINGS:
        rms = stats(root / "sfx" / f"{n}.ogg")["RMS lev dB"]
        print(f"mix  sting {n:8} rms {rms:6.1f} dB  vs the loudest music's rms {loudest:6.1f} dB")
        if rms < loudest:
            problems.append(
                f"mix: sting {n} (RMS {rms:.1f} dBFS) under the loudest music ({loudest:.1f})"
            )
    sting_rms = {n: stats(root / "sfx" / f"{n}.ogg")["RMS lev dB"] for n in STINGS}
    spread = max(sting_rms.values()) - min(sting_rms.values())
    print(f"mix  stings' rms spread {spread:4.1f} dB (at most {STINGS_MATCH_DB} dB)")
    if spread > STINGS_MATCH_DB:
        problems.append(
            f"mix: the stings' RMS differ by {spread:.1f} dB (more than {STINGS_MATCH_DB} dB): {sting_rms}"
        )
    for n in UI:
        peak = stats(root / "sfx" / f"{n}.ogg")["Pk lev dB"]
        print(
            f"mix  ui    {n:8} peak {peak:6.1f} dB  vs the music's lowest peak {lowest_peak:6.1f} dB"
        )
        if peak > lowest_peak - UI_UNDER_DB:
            problems.append(
                f"mix: {n} peaks at {peak:.1f} dBFS, less than {UI_UNDER_DB:.0f} dB under the music ({lowest_peak:.1f})"
            )
    for n in CARDS:
        rms = stats(root / "sfx" / f"{n}.ogg")["RMS lev dB"]
        print(f"mix  card  {n:8} rms  {rms:6.1f} dB  vs the loudest music's rms {loudest:6.1f} dB")
        if rms > loudest + CARDS_OVER_DB:
            problems.append(
                f"mix: card sound {n} (RMS {rms:.1f} dBFS) more than {CARDS_OVER_DB:.0f} dB over the music ({loudest:.1f})"
            )
    scene = min(stats(root / "music" / f"{n}.ogg")["RMS lev dB"] for n in SCENE_MUSIC)
    for n in AMBIENCE:
        rms = stats(root / "ambience" / f"{n}.ogg")["RMS lev dB"]
        print(
            f"mix  amb   {n:8} rms  {rms:6.1f} dB  vs the quietest scene music's rms {scene:6.1f} dB"
        )
        if rms > scene - AMBIENCE_UNDER_DB:
            problems.append(
                f"mix: ambience {n} (RMS {rms:.1f} dBFS) not {AMBIENCE_UNDER_DB:.0f} dB under the scene music ({scene:.1f})"
            )
    return problems


@functools.cache
def stats(path):
    p = subprocess.run(["sox", str(path), "-n", "stats"], capture_output=True, text=True)
    if p.returncode:
        raise RuntimeError(p.stderr.strip() or "sox failed")
    out = {}
    for line in p.stderr.splitlines():
        m = re.match(r"^(Pk lev dB|RMS lev dB|Length s|Flat factor)\s+(\S+)", line)
        if m:
            out[m.group(1)] = (
                float(m.group(2)) if m.group(2) not in ("-inf", "inf") else float(m.group(2))
            )
    return out


def check(path, kind):
    lo, hi, max_peak, min_rms = LIMITS[kind]
    if not path.exists():
        return [f"missing {path}"]
    try:
        s = stats(path)
    except Exception as e:  # noqa: BLE001
        return [f"cannot decode {path}: {e}"]
    problems = []
    length, peak, rms = s.get("Length s", 0), s.get("Pk lev dB", 0), s.get("RMS lev dB", -200)
    if not lo <= length <= hi:
        problems.append(f"{path.name}: length {length:.2f}s outside {lo}-{hi}s")
    if peak > max_peak:
        problems.append(f"{path.name}: peak {peak:.2f} dBFS above {max_peak} (clipping risk)")
    if rms < min_rms:
        problems.append(f"{path.name}: RMS {rms:.1f} dBFS below {min_rms} (too quiet/silent)")
    if s.get("Flat factor", 0) > 0:
        problems.append(f"{path.name}: flat factor {s['Flat factor']} (clipped runs)")
    print(
        f"{'ok  ' if not problems else 'FAIL'} {kind:8} {path.name:12} {length:6.2f}s  peak {peak:6.2f} dB  rms {rms:6.1f} dB"
    )
    return problems


def main():
    if not shutil.which("sox"):
        print("audio check: sox is missing (Debian: apt-get install sox libsox-fmt-all)")
        print("audio check: 0 passed, 1 failed")
        return 1
    root = (
        pathlib.Path(sys.argv[1])
        if len(sys.argv) > 1
        else pathlib.Path(__file__).resolve().parent.parent / "game" / "audio"
    )
    problems = []
    for n in SFX:
        problems += check(root / "sfx" / f"{n}.ogg", "sfx")
    for n in MUSIC:
        problems += check(root / "music" / f"{n}.ogg", "music")
    for n in AMBIENCE:
        problems += check(root / "ambience" / f"{n}.ogg", "ambience")
    if not problems:  # the mix is judged on files that decode
        problems += mix(root)
    for p in problems:
        print("problem:", p)
    print(
        f"audio check: {len(SFX) + len(MUSIC) + len(AMBIENCE) + 1 - len({p.split(':')[0] for p in problems})} passed, "
        f"{len({p.split(':')[0] for p in problems})} failed"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
