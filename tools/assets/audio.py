# ruff: noqa: E501  (long SVG and command strings read better unwrapped)
"""Sound effects (sox synthesis); the music loops are composed in assets/music.py (MIDI written
by code with midiutil, rendered by fluidsynth with the MIT-licensed MuseScore General and
Fluid R3 GM soundfonts). sox always runs with -R so that its noise generators and dithering repeat exactly."""

import random
import re
import shutil
import subprocess

from .common import AUDIO, BUILD, run

RATE = "44100"


def sox(*args):
    run(["sox", "-R", "-q", *args])


def synth(path, *args, channels=1):
    sox("-n", "-r", RATE, "-c", str(channels), path, "synth", *args)


# ---------------------------------------------------------------------------------------- sfx
def sfx(tmp, out):
    made = []
    t = lambda n: str(tmp / n)  # noqa: E731

    # swoosh: a card sliding across felt
    synth(
        t("swoosh.wav"),
        "0.32",
        "pinknoise",
        "gain",
        "-3",
        "band",
        "-n",
        "2600",
        "1600",
        "fade",
        "q",
        "0.05",
        "0.32",
        "0.22",
    )
    synth(
        t("swoosh_hi.wav"),
        "0.32",
        "whitenoise",
        "gain",
        "-16",
        "highpass",
        "4000",
        "fade",
        "q",
        "0.08",
        "0.32",
        "0.2",
    )
    sox("-m", t("swoosh.wav"), t("swoosh_hi.wav"), t("swoosh_m.wav"))
    # place: a card laid on the table: click plus a soft low thump
    synth(
        t("tick.wav"),
        "0.05",
        "whitenoise",
        "gain",
        "-8",
        "lowpass",
        "3500",
        "fade",
        "q",
        "0.001",
        "0.05",
        "0.045",
    )
    synth(t("thump.wav"), "0.09", "sine", "150", "fade", "q", "0.002", "0.09", "0.08", "gain", "-6")
    sox("-m", t("tick.wav"), t("thump.wav"), t("place.wav"))
    # click: a short dry UI tick
    synth(
        t("click.wav"),
        "0.035",
        "square",
        "1800",
        "gain",
        "-16",
        "lowpass",
        "4000",
        "fade",
        "q",
        "0.001",
        "0.035",
        "0.03",
    )
    # shuffle: a riffle of 28 ticks with seeded jitter, then a settling swoosh
    rng = random.Random(8)
    parts = []
    for i in range(28):
        p = t(f"r{i}.wav")
        gap = 0.022 + rng.random() * 0.018
        synth(
            p,
            "0.012",
            "whitenoise",
            "gain",
            "-12",
            "highpass",
            "1400",
            "lowpass",
            "6500",
            "fade",
            "q",
            "0.001",
            "0.012",
            "0.006",
            "pad",
            "0",
            f"{gap:.4f}",
        )
        parts.append(p)
    sox(*parts, t("riffle.wav"))
    sox(t("riffle.wav"), t("swoosh.wav"), t("shuffle.wav"))
    # take: the defender gathers the table: three quick slides and a thump
    sox(
        t("swoosh.wav"),
        t("s1.wav"),
        "trim",
        "0",
        "0.18",
        "fade",
        "q",
        "0.01",
        "0.18",
        "0.08",
        "pad",
        "0",
        "0.02",
    )
    sox(t("s1.wav"), t("s1.wav"), t("s1.wav"), t("thump.wav"), t("take.wav"))
    # win: rising major arpeggio with a bright final chord
    notes = ["C5", "E5", "G5"]
    parts = []
    for i, n in enumerate(notes):
        synth(
            t(f"w{i}.wav"), "0.14", "pluck", n, "fade", "q", "0.004", "0.14", "0.05", "gain", "-5"
        )
        parts.append(t(f"w{i}.wav"))
    for i, n in enumerate(["C6", "E6", "G6"]):
        synth(t(f"wc{i}.wav"), "0.9", "pluck", n, "fade", "q", "0.004", "0.9", "0.7", "gain", "-8")
    sox("-m", t("wc0.wav"), t("wc1.wav"), t("wc2.wav"), t("wchord.wav"))
    sox(*parts, t("wchord.wav"), t("win.wav"), "reverb", "30", "gain", "-n", "-3")
    # lose: a slow descending minor figure, muted
    parts = []
    for i, n in enumerate(["E4", "D#4", "D4"]):
        synth(
            t(f"l{i}.wav"),
            "0.3",
            "triangle",
            n,
            "gain",
            "-8",
            "lowpass",
            "1500",
            "fade",
            "q",
            "0.01",
            "0.3",
            "0.12",
        )
        parts.append(t(f"l{i}.wav"))
    synth(
        t("l3.wav"),
        "1.0",
        "triangle",
        "C#4",
        "gain",
        "-8",
        "lowpass",
        "1000",
        "tremolo",
        "5",
        "30",
        "fade",
        "q",
        "0.01",
        "1.0",
        "0.7",
    )
    sox(*parts, t("l3.wav"), t("lose.wav"), "reverb", "25", "gain", "-n", "-4")
    # banner: the role-change swoop: a rising tone sweep over a swoosh, ending in a chime
    synth(
        t("sweep.wav"),
        "0.45",
        "sine",
        "320-1280",
        "fade",
        "q",
        "0.05",
        "0.45",
        "0.15",
        "gain",
        "-10",
    )
    sox("-m", t("sweep.wav"), t("swoosh.wav"), t("swoop.wav"))
    synth(t("chime.wav"), "0.6", "pluck", "A5", "fade", "q", "0.002", "0.6", "0.5", "gain", "-8")
    sox(t("swoop.wav"), t("chime.wav"), t("banner.wav"), "reverb", "20", "gain", "-n", "-3")

    table_cues(t)
    ui_cues(t)
    # place2..4: the same card laid a little heavier or lighter (speed: pitch and length
    # together), so that a bout of six cards is not one sample six times (issue 26); the
    # table takes them in turn (duel.sound_file)
    for i, speed in ((2, "0.93"), (3, "1.07"), (4, "0.86")):
        sox(t("place.wav"), t(f"place{i}.wav"), "speed", speed)

    for name, src in (
        ("deal", "deal"),
        ("flip", "flip"),
        ("transfer", "transfer"),
        ("bita", "bita"),
        ("lastcard", "lastcard"),
        ("durak", "durak"),
        ("swoosh", "swoosh_m"),
        ("place", "place"),
        ("place2", "place2"),
        ("place3", "place3"),
        ("place4", "place4"),
        ("click", "click"),
        ("shuffle", "shuffle"),
        ("take", "take"),
        ("win", "win"),
        ("lose", "lose"),
        ("banner", "banner"),
        ("hover", "hover"),
        ("solved", "solved"),
    ):
        dst = out / f"{name}.ogg"
        # the mix (tools/check_audio.py): the stings (win, lose, solved) as loud as the music
        # at its loudest, so that they stand well above it ducked; the menus' hover and click
        # 6 dB and more under the music's peaks (-14: the mastered loops peak at -7 at the least);
        # the card laid (place*) at -7: at -2 its RMS was -10 dBFS, some 9 dB over the music
        # on every card (a fresh player, issue 26), now about 4.5 dB (check_audio.py CARDS)
        level = {
            "place": "-7",
            "place2": "-7",
            "place3": "-7",
            "place4": "-7",
            "click": "-14",
            "lose": "-4",
            "win": "-1.5",
            "flip": "-4",
            "deal": "-3",
            "lastcard": "-5",
            "durak": "-4",
            "hover": "-18",
            "solved": "-2",
        }.get(name, "-2")
        if name in STINGS:
            # the stings at one loudness (RMS), not one peak: at one peak the slow lose sting
            # was 5 dB louder than the win's fanfare (tools/check_audio.py: within 1.5 dB)
            sox(t(f"{src}.wav"), t(f"{src}_pk.wav"), "gain", "-n", level)
            level = "%.2f" % (STING_RMS - rms_db(t(f"{src}_pk.wav")))
            sox(t(f"{src}_pk.wav"), "-C", "4", str(dst), "gain", level)
        else:
            sox(t(f"{src}.wav"), "-C", "4", str(dst), "gain", "-n", level)
        made.append(dst)
    return made


# the stings' loudness, RMS dBFS: the win fanfare's at its peak limit (-1.5 dBFS), above the
# loudest music loop's RMS (tools/check_audio.py)
STINGS = ("win", "lose", "solved")
STING_RMS = -16.5


def rms_db(path):
    """A file's RMS level, dBFS (sox stats)."""
    p = subprocess.run(["sox", path, "-n", "stats"], capture_output=True, text=True, check=True)
    return float(re.search(r"RMS lev dB\s+(\S+)", p.stderr).group(1))


def table_cues(t):
    """The table's announcement and movement cues (issue 18): deal, flip, transfer, bita,
    last card, durak. Built from the same parts as the older cues (swoosh, tick, thump, pluck)
    so they sound like one set. Writes <name>.wav into the scratch folder."""
    # deal: one card flicked onto the cloth: a short bright slide and a tick (~0.1 s)
    synth(
        t("flick.wav"),
        "0.07",
        "pinknoise",
        "gain",
        "-6",
        "band",
        "-n",
        "3200",
        "1800",
        "fade",
        "q",
        "0.004",
        "0.07",
        "0.05",
    )
    sox("-m", t("flick.wav"), t("tick.wav"), t("flick_t.wav"))
    # one card (the table plays it for each card dealt or drawn), with a hair of air after
    sox(t("flick_t.wav"), t("deal.wav"), "pad", "0", "0.03")
    # flip: a card turned face up: a dry snap with a little air
    synth(
        t("snap.wav"),
        "0.03",
        "whitenoise",
        "gain",
        "-6",
        "highpass",
        "2000",
        "fade",
        "q",
        "0.001",
        "0.03",
        "0.025",
    )
    synth(
        t("air.wav"),
        "0.12",
        "pinknoise",
        "gain",
        "-14",
        "band",
        "1800",
        "1200",
        "fade",
        "q",
        "0.02",
        "0.12",
        "0.08",
    )
    sox("-m", t("air.wav"), t("snap.wav"), t("flip.wav"))
    # transfer: a quick swoop to the side (a rising glide on the swoosh) ending in a card
    # snap and one bright pluck (~0.4 s); unlike the banner, no rising tone sweep and chime
    synth(
        t("whip.wav"), "0.2", "sine", "700-1900", "fade", "q", "0.01", "0.2", "0.08", "gain", "-14"
    )
    sox(t("swoosh.wav"), t("sw_short.wav"), "trim", "0", "0.2", "fade", "q", "0.01", "0.2", "0.08")
    sox("-m", t("whip.wav"), t("sw_short.wav"), t("whip_m.wav"))
    synth(t("tr2.wav"), "0.16", "pluck", "D6", "fade", "q", "0.003", "0.16", "0.12", "gain", "-10")
    sox("-m", t("snap.wav"), t("tr2.wav"), t("tr_end.wav"))
    sox(t("whip_m.wav"), t("tr_end.wav"), t("transfer.wav"), "reverb", "10")
    # bita: the beaten cards swept off to the discard: one long broad slide that falls in
    # pitch as it goes, and the pile settling with a soft double thud
    synth(
        t("sweep_n.wav"),
        "0.42",
        "pinknoise",
        "gain",
        "-12",
        "sinc",
        "300-3000",
        "fade",
        "q",
        "0.05",
        "0.42",
        "0.24",
    )
    synth(
        t("sweep_lo.wav"),
        "0.42",
        "brownnoise",
        "gain",
        "-16",
        "lowpass",
        "700",
        "fade",
        "q",
        "0.08",
        "0.42",
        "0.24",
    )
    sox("-m", t("sweep_n.wav"), t("sweep_lo.wav"), t("sweep_m.wav"))
    synth(t("thud.wav"), "0.12", "sine", "110", "fade", "q", "0.002", "0.12", "0.11", "gain", "-18")
    sox(t("thud.wav"), t("thud2.wav"), "pad", "0.05", "0", "gain", "-5")
    sox("-m", t("thud.wav"), t("thud2.wav"), t("thuds.wav"))
    sox(t("sweep_m.wav"), t("thuds.wav"), t("bita.wav"))
    # last card: a player is down to one card: two quick high bell pings
    synth(t("ping.wav"), "0.35", "pluck", "E6", "fade", "q", "0.002", "0.35", "0.3", "gain", "-6")
    synth(
        t("ping_s.wav"), "0.35", "sine", "2637", "fade", "q", "0.002", "0.35", "0.32", "gain", "-18"
    )
    sox("-m", t("ping.wav"), t("ping_s.wav"), t("ping_m.wav"))
    sox(t("ping_m.wav"), t("ping_a.wav"), "trim", "0", "0.14")
    sox(t("ping_a.wav"), t("ping_m.wav"), t("lastcard.wav"), "reverb", "20")
    # durak: the fool is named: a comic falling "wah-wah-wah-waaah" on a muted brass-like saw
    parts = []
    for i, (a, b, d) in enumerate(
        (("D4", "C#4", 0.18), ("C#4", "C4", 0.18), ("C4", "B3", 0.18), ("B3", "A#3", 0.5))
    ):
        p = t(f"wah{i}.wav")
        fa, fb = note_hz(a), note_hz(b)
        extra = ["tremolo", "6", "40"] if i == 3 else []
        synth(
            p,
            f"{d}",
            "sawtooth",
            f"{fa:.2f}-{fb:.2f}",
            "gain",
            "-14",
            "lowpass",
            "1100",
            "lowpass",
            "1600",
            *extra,
            "fade",
            "q",
            "0.03",
            f"{d}",
            f"{d * 0.4:.2f}",
        )
        parts.append(p)
    sox(*parts, t("wahs.wav"))
    # a low drum under the first note
    synth(
        t("drum.wav"), "0.25", "sine", "90-50", "fade", "q", "0.002", "0.25", "0.2", "gain", "-10"
    )
    sox("-m", t("wahs.wav"), t("drum.wav"), t("durak.wav"), "reverb", "20")
    return ["deal", "flip", "transfer", "bita", "lastcard", "durak"]


def ui_cues(t):
    """The menus' and the Problems' cues (issue 26): hover, a barely-there wooden tick as the
    pointer reaches a button (the click itself is `click`); solved, a problem solved: a
    rising bell arpeggio on the win sting's plucks, brighter and shorter. Writes
    <name>.wav into the scratch folder."""
    synth(
        t("hover.wav"),
        "0.03",
        "sine",
        "1320",
        "fade",
        "q",
        "0.002",
        "0.03",
        "0.026",
        "lowpass",
        "3000",
    )
    parts = []
    for i, n in enumerate(["G5", "C6", "E6"]):
        synth(t(f"sv{i}.wav"), "0.1", "pluck", n, "fade", "q", "0.003", "0.1", "0.04", "gain", "-6")
        parts.append(t(f"sv{i}.wav"))
    synth(t("sv_a.wav"), "0.8", "pluck", "G6", "fade", "q", "0.003", "0.8", "0.65", "gain", "-8")
    synth(t("sv_b.wav"), "0.8", "sine", "1568", "fade", "q", "0.003", "0.8", "0.7", "gain", "-22")
    sox("-m", t("sv_a.wav"), t("sv_b.wav"), t("sv_end.wav"))
    sox(*parts, t("sv_end.wav"), t("solved.wav"), "reverb", "25", "gain", "-n", "-3")
    return ["hover", "solved"]


def note_hz(name):
    return 440.0 * 2 ** ((midi(name) - 69) / 12)


# -------------------------------------------------------------------------------------- music
NOTE = {
    n: i for i, n in enumerate(["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"])
}


def midi(name):  # "A3" -> 57
    return 12 * (int(name[-1]) + 1) + NOTE[name[:-1]]


def build():
    tmp = BUILD / "audio"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    (AUDIO / "sfx").mkdir(parents=True, exist_ok=True)
    (AUDIO / "music").mkdir(parents=True, exist_ok=True)
    made = sfx(tmp, AUDIO / "sfx")
    # the music loops (assets/music.py: sections, 90 s and more before a loop repeats)
    from . import music

    made += music.build(tmp, AUDIO / "music")
    # the story's scene sound: effects of its loud moments and the places' ambience loops
    from . import ambience, story_sfx

    made += story_sfx.build(lambda n: str(tmp / n), AUDIO / "sfx")
    return made + ambience.build(tmp, AUDIO / "sfx", AUDIO / "ambience")
