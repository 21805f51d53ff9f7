# ruff: noqa: E501  (long command strings read better unwrapped)
"""Scene sound (issue 28), part of the audio step: the effects of the story's loud moments in
game/audio/sfx/ (bang: the flash and bang on the river road; ignite: the roof catching fire;
cloth: Ilse's cloth lifted off the table) and ambience loops in game/audio/ambience/ (fire: a
campfire or hearth crackling; market: a crowd's murmur with a far clink now and then; wind: a
night wind on the hills). Which scene plays which loop: game/story/staging_cgs.rpy.

Everything is SoX noise and tones with seeded timing (sox -R). A loop is rendered LOOP + FADE
seconds long and its last FADE seconds are cross-faded (equal power) into its start, so it
repeats without a seam."""

import array
import math
import random
import wave

from .audio import RATE, sox, synth

LOOP, FADE = 16.0, 2.0
EFFECTS = ("bang", "ignite", "cloth")
LOOPS = ("fire", "market", "wind")


def seamless(src, dst):
    """Cross-fade the tail of a (LOOP + FADE)-second mono 16-bit wav into its head."""
    with wave.open(str(src), "rb") as w:
        frames = w.readframes(w.getnframes())
    s = array.array("h", frames)
    n, x = int(LOOP * int(RATE)), int(FADE * int(RATE))
    out = array.array("h", s[:n])
    for i in range(x):
        f = i / x
        v = s[i] * math.sin(f * math.pi / 2) + s[n + i] * math.cos(f * math.pi / 2)
        out[i] = max(-32767, min(32767, int(v)))
    with wave.open(str(dst), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(int(RATE))
        w.writeframes(out.tobytes())


def scatter(t, name, seconds, count, seed, make):
    """count short sounds at seeded random times over `seconds`: make(path, rng) writes one;
    they are joined with silences between them into <name>.wav."""
    rng = random.Random(seed)
    parts, used = [], 0.0
    for i in range(count):
        p = t(f"{name}{i}.wav")
        make(p, rng)
        gap = rng.expovariate(count / seconds)
        sox(p, t(f"{name}{i}p.wav"), "pad", f"{gap:.4f}")
        parts.append(t(f"{name}{i}p.wav"))
        used += gap
    sox(*parts, t(f"{name}_all.wav"), "pad", "0", f"{seconds:.3f}", "trim", "0", f"{seconds:.3f}")
    return t(f"{name}_all.wav")


def effects(t):
    # bang: a sharp crack over a deep boom, with the air ringing after it
    synth(t("b_crack.wav"), "0.3", "whitenoise", "gain", "-4", "fade", "q", "0.001", "0.3", "0.28")
    synth(
        t("b_boom.wav"),
        "2.2",
        "brownnoise",
        "gain",
        "-6",
        "lowpass",
        "180",
        "gain",
        "-n",
        "-3",
        "fade",
        "q",
        "0.004",
        "2.2",
        "2.0",
    )
    synth(t("b_sub.wav"), "1.4", "sine", "55:35", "fade", "q", "0.004", "1.4", "1.3", "gain", "-4")
    sox(
        "-m",
        t("b_crack.wav"),
        t("b_boom.wav"),
        t("b_sub.wav"),
        t("bang.wav"),
        "gain",
        "-6",
        "reverb",
        "60",
    )
    # ignite: a soft rising whoosh of flame catching, a few crackles in it
    synth(
        t("i_whoosh.wav"),
        "1.8",
        "pinknoise",
        "gain",
        "-8",
        "band",
        "700",
        "500",
        "fade",
        "q",
        "0.6",
        "1.8",
        "0.9",
    )
    crack = scatter(t, "ic", 1.8, 9, 281, _crackle)
    sox("-m", t("i_whoosh.wav"), crack, t("ignite.wav"), "trim", "0", "1.8")
    # cloth: a linen cloth drawn off a table: a rustling swish that rises and falls away
    synth(
        t("c_swish.wav"),
        "0.8",
        "pinknoise",
        "gain",
        "-8",
        "highpass",
        "900",
        "lowpass",
        "7000",
        "tremolo",
        "19",
        "45",
        "fade",
        "h",
        "0.12",
        "0.8",
        "0.45",
    )
    synth(
        t("c_low.wav"),
        "0.8",
        "brownnoise",
        "gain",
        "-16",
        "lowpass",
        "600",
        "fade",
        "h",
        "0.2",
        "0.8",
        "0.5",
    )
    sox("-m", t("c_swish.wav"), t("c_low.wav"), t("cloth.wav"))


def _crackle(path, rng):
    """One crackle of burning wood: a click or a short snap, bright or dull."""
    dur = rng.uniform(0.004, 0.03)
    synth(
        path,
        f"{dur:.4f}",
        "whitenoise",
        "gain",
        f"{rng.uniform(-18, -5):.1f}",
        "highpass",
        f"{rng.randint(600, 2400)}",
        "fade",
        "q",
        "0.0005",
        f"{dur:.4f}",
        f"{dur * 0.8:.4f}",
    )


def _clink(path, rng):
    """A far clink at a market stall: a cup set down, a coin on a counter."""
    note = rng.choice(["E6", "G6", "B6", "D7", "A6"])
    synth(
        path,
        "0.25",
        "pluck",
        note,
        "fade",
        "q",
        "0.002",
        "0.25",
        "0.2",
        "gain",
        f"{rng.uniform(-26, -18):.1f}",
    )


def loops(t, out):
    total = f"{LOOP + FADE:.1f}"
    made = []
    # fire: the low breath of the flames under a steady crackle
    synth(
        t("f_bed.wav"), total, "brownnoise", "gain", "-10", "lowpass", "400", "tremolo", "0.3", "30"
    )
    synth(t("f_hiss.wav"), total, "pinknoise", "gain", "-34", "band", "3000", "2000")
    crack = scatter(t, "fc", LOOP + FADE, 150, 282, _crackle)
    sox("-m", t("f_bed.wav"), t("f_hiss.wav"), crack, "-b", "16", t("fire_raw.wav"))
    # market: a crowd's murmur (three voice bands, each swelling at its own rate) and far clinks
    for i, (centre, width, rate, depth) in enumerate(
        ((350, 250, 2.3, 70), (800, 450, 3.7, 65), (1600, 700, 5.1, 60))
    ):
        synth(
            t(f"m{i}.wav"),
            total,
            "pinknoise",
            "gain",
            "-10",
            "band",
            str(centre),
            str(width),
            "tremolo",
            str(rate),
            str(depth),
        )
    clinks = scatter(t, "mc", LOOP + FADE, 14, 283, _clink)
    sox("-m", t("m0.wav"), t("m1.wav"), t("m2.wav"), clinks, "-b", "16", t("market_raw.wav"))
    # wind: a slow rise and fall of low noise with a thin whistle over it
    synth(
        t("w_low.wav"),
        total,
        "brownnoise",
        "gain",
        "-8",
        "lowpass",
        "700",
        "tremolo",
        "0.125",
        "70",
    )
    synth(
        t("w_mid.wav"),
        total,
        "pinknoise",
        "gain",
        "-14",
        "band",
        "500",
        "300",
        "tremolo",
        "0.25",
        "80",
    )
    synth(
        t("w_hi.wav"),
        total,
        "pinknoise",
        "gain",
        "-24",
        "band",
        "1500",
        "120",
        "tremolo",
        "0.1875",
        "90",
    )
    sox("-m", t("w_low.wav"), t("w_mid.wav"), t("w_hi.wav"), "-b", "16", t("wind_raw.wav"))
    level = {"fire": "-6", "market": "-8", "wind": "-8"}
    for name in LOOPS:
        seamless(t(f"{name}_raw.wav"), t(f"{name}_loop.wav"))
        dst = out / f"{name}.ogg"
        sox(t(f"{name}_loop.wav"), "-C", "3", str(dst), "gain", "-n", level[name])
        made.append(dst)
    return made


def build(tmp, sfx_out, loop_out):
    t = lambda n: str(tmp / n)  # noqa: E731
    sfx_out.mkdir(parents=True, exist_ok=True)
    loop_out.mkdir(parents=True, exist_ok=True)
    effects(t)
    made = []
    for name in EFFECTS:
        dst = sfx_out / f"{name}.ogg"
        sox(
            t(f"{name}.wav"),
            "-C",
            "4",
            str(dst),
            "gain",
            "-n",
            {"bang": "-1.5", "ignite": "-4", "cloth": "-5"}[name],
        )
        made.append(dst)
    return made + loops(t, loop_out)
