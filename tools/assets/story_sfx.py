# ruff: noqa: E501  (long command strings read better unwrapped)
"""The story's loud moments, part of the audio step (issue 26: "the prose's loud moments have no
sound"): one-shot effects in game/audio/sfx/ that the chapters play with story_sound at the
line that describes them. Which line plays which: the story_sound calls in game/story/; the
older effects of the same kind (bang, ignite, cloth) are in ambience.py.

Everything is SoX noise and tones with seeded timing (sox -R), built from a few parts: a burst
of filtered noise (a crunch, a clap, a thud), a struck metal (inharmonic partials dying away:
a coin, armour), a voice-like buzz (the crow), laid one after another with `sequence` and put
in a small room."""

import random

from .audio import sox, synth

# name: (what it is, its peak level in dBFS); a story line plays it once (check_audio.py)
EFFECTS = {
    "door": ("a heavy wooden door swung shut: a creak, the thud, the latch", "-3"),
    "coin": ("a silver coin laid on the table: the clink and two small bounces", "-6"),
    "clap": ("three claps in the open air", "-5"),
    "crowd": ("a market crowd's murmur swelling up and falling back", "-7"),
    "gust": ("a gust of wind rising, whistling and dying away", "-5"),
    "snowsteps": ("four footsteps crunching in deep snow", "-5"),
    "log": ("a log thrown on a fire: the thud and the sparks flaring", "-4"),
    "armour": ("old armour creaking and clanking as a knight steps aside", "-5"),
    "caw": ("a crow's two hoarse caws", "-6"),
    "dice": ("dice rattled in a hand and rolled on a wooden table", "-3"),
    "rustle": ("something rustling and crunching on the roof above", "-8"),
}


def noise(path, dur, kind="whitenoise", gain=-6, *fx):
    synth(path, f"{dur:.3f}", kind, "gain", str(gain), *fx)


def burst(path, dur, lo, hi, gain=-6, kind="whitenoise", attack=0.002):
    """A short band of noise that starts at once and dies away (a crunch, a clap, a tick)."""
    noise(
        path,
        dur,
        kind,
        gain,
        "sinc",
        f"{lo}-{hi}",
        "fade",
        "l",
        f"{attack}",
        f"{dur:.3f}",
        f"{dur * 0.9:.3f}",
    )


def struck(t, name, dur, partials, gain=-8):
    """Struck metal: inharmonic partials, the higher ones dying sooner."""
    parts = []
    for k, f in enumerate(partials):
        p = t(f"{name}_p{k}.wav")
        d = dur / (1 + 0.6 * k)
        synth(
            p,
            f"{dur:.3f}",
            "sine",
            str(f),
            "fade",
            "l",
            "0.001",
            f"{d:.3f}",
            f"{d * 0.95:.3f}",
            "gain",
            str(gain - 3 * k),
        )
        parts.append(p)
    sox("-m", *parts, t(f"{name}.wav"))
    return t(f"{name}.wav")


def sequence(t, name, parts):
    """[(start seconds, wav)] mixed into one track <name>.wav."""
    padded = []
    for k, (at, wav) in enumerate(parts):
        p = t(f"{name}_s{k}.wav")
        sox(wav, p, "pad", f"{at:.3f}")
        padded.append(p)
    if len(padded) == 1:
        return padded[0]
    sox("-m", *[x for p in padded for x in ("-v", "1", p)], t(f"{name}_seq.wav"))
    return t(f"{name}_seq.wav")


def room(src, dst, reverb="30", *fx):
    """Into a small room (and out with a short tail)."""
    sox(src, dst, *fx, "pad", "0", "0.6", "reverb", reverb, "50", "40")


def door(t):
    synth(
        t("d_creak.wav"),
        "0.55",
        "sawtooth",
        "150:205",
        "gain",
        "-14",
        "sinc",
        "500-2400",
        "tremolo",
        "31",
        "85",
        "fade",
        "h",
        "0.1",
        "0.55",
        "0.15",
    )
    burst(t("d_thud.wav"), 0.35, 40, 320, -2, "brownnoise")
    synth(
        t("d_boom.wav"), "0.3", "sine", "70:50", "fade", "l", "0.002", "0.3", "0.28", "gain", "-6"
    )
    burst(t("d_latch.wav"), 0.05, 2000, 7000, -12)
    latch = struck(t, "d_ring", 0.18, [2430, 3920], -16)
    room(
        sequence(
            t,
            "door",
            [
                (0, t("d_creak.wav")),
                (0.5, t("d_thud.wav")),
                (0.5, t("d_boom.wav")),
                (0.63, t("d_latch.wav")),
                (0.63, latch),
            ],
        ),
        t("door.wav"),
        "35",
    )


def coin(t):
    hit = struck(t, "c_ring", 0.9, [2093, 5340, 8120, 11210], -6)
    soft = struck(t, "c_ring2", 0.35, [2093, 5340, 8120], -14)
    tick = t("c_tick.wav")
    burst(tick, 0.015, 3000, 9000, -10)
    room(
        sequence(t, "coin", [(0, tick), (0, hit), (0.21, soft), (0.34, tick)]), t("coin.wav"), "20"
    )


def clap(t):
    rng = random.Random(71)
    parts = []
    for k in range(3):
        p = t(f"cl_{k}.wav")
        burst(p, 0.08, 700 + rng.randint(0, 300), 5200, -3 - rng.uniform(0, 1.5), attack=0.001)
        parts.append((k * 0.42 + rng.uniform(-0.02, 0.02), p))
    room(sequence(t, "clap", parts), t("clap.wav"), "45")


def crowd(t):
    # voices: a few bands of noise in the speech range, each chattering at its own syllable rate
    layers = []
    for k, (lo, hi, rate) in enumerate(
        [(250, 900, 4.3), (400, 1400, 5.7), (700, 2200, 3.1), (300, 1100, 6.6)]
    ):
        p = t(f"cr_{k}.wav")
        noise(p, 2.3, "pinknoise", -4, "sinc", f"{lo}-{hi}", "tremolo", f"{rate}", "70")
        layers.append(p)
    sox("-m", *layers, t("cr_mix.wav"), "fade", "h", "0.8", "2.3", "1.0")
    room(t("cr_mix.wav"), t("crowd.wav"), "60")


def gust(t):
    noise(t("g_air.wav"), 2.8, "pinknoise", -3, "sinc", "80-1600", "fade", "h", "1.0", "2.8", "1.3")
    synth(
        t("g_whistle.wav"),
        "2.8",
        "sine",
        "520:780",
        "gain",
        "-30",
        "tremolo",
        "5",
        "40",
        "fade",
        "h",
        "1.2",
        "2.8",
        "1.2",
    )
    sox("-m", t("g_air.wav"), t("g_whistle.wav"), t("gust.wav"))


def snowsteps(t):
    rng = random.Random(113)
    parts = []
    for k in range(4):
        p, q = t(f"ss_{k}.wav"), t(f"ss_{k}b.wav")
        # the foot packing the snow: a dense grainy crunch, then a softer settle
        noise(
            p,
            0.22,
            "whitenoise",
            -4,
            "sinc",
            f"{900 + rng.randint(0, 400)}-5000",
            "tremolo",
            f"{rng.randint(55, 80)}",
            "90",
            "fade",
            "p",
            "0.03",
            "0.22",
            "0.12",
        )
        burst(q, 0.12, 150, 700, -12, "brownnoise")
        parts += [(k * 0.58 + rng.uniform(-0.04, 0.04), p), (k * 0.58 + 0.05, q)]
    room(sequence(t, "snowsteps", parts), t("snowsteps.wav"), "15")


def log(t):
    from .ambience import _crackle, scatter

    burst(t("l_thud.wav"), 0.4, 40, 400, -1, "brownnoise")
    noise(
        t("l_flare.wav"), 1.6, "pinknoise", -9, "sinc", "300-1500", "fade", "q", "0.3", "1.6", "1.0"
    )
    sparks = scatter(t, "l_sp", 1.4, 14, 911, _crackle)
    room(
        sequence(t, "log", [(0, t("l_thud.wav")), (0.15, t("l_flare.wav")), (0.2, sparks)]),
        t("log.wav"),
        "25",
    )


def armour(t):
    synth(
        t("a_creak.wav"),
        "0.6",
        "sawtooth",
        "95:120",
        "gain",
        "-12",
        "sinc",
        "300-1800",
        "tremolo",
        "23",
        "90",
        "fade",
        "h",
        "0.15",
        "0.6",
        "0.2",
    )
    clank = struck(t, "a_clank", 0.7, [431, 1127, 2473, 3310, 4870], -4)
    small = struck(t, "a_small", 0.35, [612, 1730, 2980], -12)
    noise(
        t("a_scrape.wav"),
        0.3,
        "whitenoise",
        -20,
        "sinc",
        "2500-7000",
        "tremolo",
        "40",
        "70",
        "fade",
        "h",
        "0.05",
        "0.3",
        "0.2",
    )
    room(
        sequence(
            t,
            "armour",
            [(0, t("a_creak.wav")), (0.45, clank), (0.5, t("a_scrape.wav")), (0.78, small)],
        ),
        t("armour.wav"),
        "40",
    )


def caw(t):
    for k, (dur, sweep) in enumerate([(0.34, "560:430"), (0.3, "540:420")]):
        synth(
            t(f"cw_{k}.wav"),
            f"{dur}",
            "sawtooth",
            sweep,
            "gain",
            "-6",
            "sinc",
            "700-3200",
            "tremolo",
            "47",
            "55",
            "overdrive",
            "8",
            "fade",
            "h",
            "0.03",
            f"{dur}",
            "0.12",
        )
    room(sequence(t, "caw", [(0, t("cw_0.wav")), (0.5, t("cw_1.wav"))]), t("caw.wav"), "50")


def dice(t):
    rng = random.Random(5)
    parts = []
    for k in range(9):  # rattled in a closed hand: quick, muffled ticks
        p = t(f"di_r{k}.wav")
        burst(p, 0.02, 1500, 4500, -14 - rng.uniform(0, 4))
        parts.append((rng.uniform(0, 0.5), p))
    at = 0.75
    # thrown: bounces on the wood, closer together
    for k, gain in enumerate((-3, -6, -9, -12, -16)):
        p = t(f"di_b{k}.wav")
        burst(p, 0.03, 900, 6000, gain)
        parts.append((at, p))
        at += 0.16 * (0.72**k)
    room(sequence(t, "dice", parts), t("dice.wav"), "20")


def rustle(t):
    noise(
        t("ru_sw.wav"),
        1.6,
        "pinknoise",
        -8,
        "sinc",
        "1200-7000",
        "tremolo",
        "13",
        "80",
        "fade",
        "h",
        "0.3",
        "1.6",
        "0.6",
    )
    rng = random.Random(29)
    parts = [(0, t("ru_sw.wav"))]
    for k in range(3):  # a snack crunched
        p = t(f"ru_c{k}.wav")
        noise(
            p,
            0.12,
            "whitenoise",
            -10,
            "sinc",
            "1500-6000",
            "tremolo",
            "70",
            "95",
            "fade",
            "l",
            "0.002",
            "0.12",
            "0.1",
        )
        parts.append((0.9 + k * 0.22 + rng.uniform(0, 0.05), p))
    sox(sequence(t, "rustle", parts), t("rustle.wav"), "lowpass", "5000")


def build(t, out):
    """Writes every effect of EFFECTS to out/<name>.ogg; returns their paths."""
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for name, (_what, level) in EFFECTS.items():
        globals()[name](t)
        dst = out / f"{name}.ogg"
        sox(t(f"{name}.wav"), "-C", "4", str(dst), "gain", "-n", level)
        made.append(dst)
    return made
