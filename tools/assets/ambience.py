# ruff: noqa: E501  (long command strings read better unwrapped)
"""Scene sound (issue 28), part of the audio step: the effects of the story's loud moments in
game/audio/sfx/ (bang: the flash and bang on the river road; ignite: the roof catching fire;
cloth: Ilse's cloth lifted off the table) and ambience loops in game/audio/ambience/ (fire: a
campfire or hearth crackling; market: a crowd's murmur with a far clink now and then; wind: a
night wind on the hills; tower: Pip's tower, issue 26; road: the open road and the border;
temple: a hushed stone interior with a choir's hum and far bells; lodge: a timber room, a low
fire and the wind outside, issue 26: both had shared the inn's hearth; river: the Long Bridge's
water, a fresh player heard the road's birds and no river under it).
Which scene plays which loop: game/story/staging_cgs.rpy.

Everything is SoX noise and tones with seeded timing (sox -R). A loop is rendered LOOP + FADE
seconds long (the road's ROAD_LOOP + FADE) and its last FADE seconds are cross-faded (equal power) into its start, so it
repeats without a seam."""

import array
import math
import random
import re
import subprocess
import wave

from .audio import RATE, sox, synth

# 98 s before a loop comes round (a 16 s loop's crackles and clinks were heard repeating in a
# long scene, and a fresh player still heard the 48-56 s ones come round, issue 26); an even
# number of seconds, for the tower clock's tick and tock. The road's birds are the most
# recognisable, so its loop is longer still, 113 s, prime to 98; the events keep their density
# (their counts below are per loop)
LOOP, FADE = 98.0, 2.0
ROAD_LOOP = 113.0
EFFECTS = ("bang", "ignite", "cloth")
LOOPS = ("fire", "market", "wind", "tower", "road", "temple", "lodge", "river")
# the RMS, dBFS, that the loops made later are brought to (the others' peak levels in loops()
# put them near it): some 9 dB under the quietest story music, as tools/check_audio.py wants
BED_RMS = -28.6


def seamless(src, dst, loop=LOOP):
    """Cross-fade the tail of a (loop + FADE)-second mono 16-bit wav into its head."""
    with wave.open(str(src), "rb") as w:
        frames = w.readframes(w.getnframes())
    s = array.array("h", frames)
    n, x = int(loop * int(RATE)), int(FADE * int(RATE))
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
    crack = scatter(t, "fc", LOOP + FADE, 850, 282, _crackle)
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
    clinks = scatter(t, "mc", LOOP + FADE, 80, 283, _clink)
    sox("-m", t("m0.wav"), t("m1.wav"), t("m2.wav"), clinks, "-b", "16", t("market_raw.wav"))
    # wind: a slow rise and fall of low noise with a thin whistle over it (6 dB down before
    # the mix: over 98 s the brown noise wanders far enough to clip at -8)
    synth(
        t("w_low.wav"),
        total,
        "brownnoise",
        "gain",
        "-14",
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
        "-20",
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
        "-30",
        "band",
        "1500",
        "120",
        "tremolo",
        "0.1875",
        "90",
    )
    sox("-m", t("w_low.wav"), t("w_mid.wav"), t("w_hi.wav"), "-b", "16", t("wind_raw.wav"))
    made_new = tower_loop(t, total) + road_loop(t, f"{ROAD_LOOP + FADE:.1f}")
    made_new += temple_loop(t, total) + lodge_loop(t, total) + river_loop(t, total)
    assert made_new == ["tower", "road", "temple", "lodge", "river"]
    # peak levels, dBFS, that put every loop's RMS near -28.6 dBFS, some 9 dB under the quietest
    # story music's (tools/check_audio.py checks 8 dB and more): a bed under the scene, never
    # beside the music (issue 26: the wind at -22 sat only 3 dB under it); the wind at -29.1
    # (at -28.6 its decoded peak came out as a run of equal samples: "clipped" for the check)
    level = {"fire": "-10.2", "market": "-13.2", "wind": "-20.2", "tower": "-15.6", "road": "-10"}
    for name in LOOPS:
        made.append(encode(t, name, out, level.get(name)))
    return made


def encode(t, name, out, peak=None):
    """<name>_raw.wav made seamless and written to out/<name>.ogg, normalised to `peak` dBFS,
    or (None) brought to BED_RMS."""
    seamless(t(f"{name}_raw.wav"), t(f"{name}_loop.wav"), ROAD_LOOP if name == "road" else LOOP)
    dst = out / f"{name}.ogg"
    if peak is not None:
        sox(t(f"{name}_loop.wav"), "-C", "3", str(dst), "gain", "-n", peak)
    else:
        err = subprocess.run(
            ["sox", t(f"{name}_loop.wav"), "-n", "stats"], capture_output=True, text=True
        ).stderr
        rms = float(re.search(r"^RMS lev dB\s+(-?[\d.]+)", err, re.M).group(1))
        pk = float(re.search(r"^Pk lev dB\s+(-?[\d.]+)", err, re.M).group(1))
        gain = min(BED_RMS - rms, -3.0 - pk)
        sox(t(f"{name}_loop.wav"), "-C", "3", str(dst), "gain", f"{gain:.2f}")
    return dst


def _bubble(path, rng):
    """One bubble in a flask on Pip's bench: a short rising blip, low or high."""
    lo = rng.randint(220, 520)
    dur = rng.uniform(0.04, 0.09)
    synth(
        path,
        f"{dur:.3f}",
        "sine",
        f"{lo}-{int(lo * rng.uniform(1.8, 2.6))}",
        "fade",
        "q",
        "0.004",
        f"{dur:.3f}",
        f"{dur * 0.6:.3f}",
        "gain",
        f"{rng.uniform(-24, -14):.1f}",
    )


def _spark(path, rng):
    """A spark off Pip's experiments: a tiny fizz with a glassy high ping in it."""
    note = rng.choice(["E7", "B6", "G#7", "C#7", "F#7"])
    fizz, ping = path + ".fizz.wav", path + ".ping.wav"
    synth(
        fizz,
        "0.18",
        "whitenoise",
        "gain",
        f"{rng.uniform(-30, -22):.1f}",
        "highpass",
        "5000",
        "fade",
        "q",
        "0.002",
        "0.18",
        "0.16",
    )
    synth(
        ping,
        "0.6",
        "pluck",
        note,
        "fade",
        "q",
        "0.002",
        "0.6",
        "0.55",
        "gain",
        f"{rng.uniform(-30, -22):.1f}",
    )
    sox("-m", fizz, ping, path)


def _chirp(path, rng):
    """A small bird by the road: two to four quick chirps sweeping up or down."""
    parts = []
    base = rng.randint(2600, 3600)
    up = rng.random() < 0.6
    for k in range(rng.randint(2, 4)):
        d = rng.uniform(0.05, 0.09)
        sweep = f"{base}-{int(base * 1.35)}" if up else f"{int(base * 1.3)}-{base}"
        p = f"{path}.{k}.wav"
        synth(
            p,
            f"{d:.3f}",
            "sine",
            sweep,
            "fade",
            "q",
            "0.005",
            f"{d:.3f}",
            f"{d * 0.5:.3f}",
            "pad",
            "0",
            f"{rng.uniform(0.03, 0.08):.3f}",
        )
        parts.append(p)
    sox(*parts, path, "gain", f"{rng.uniform(-26, -17):.1f}")


def tower_loop(t, total):
    """Pip's tower (issue 26): wind round the top of a stone tower, a slow clock's tick and
    tock (one a second, so the loop's seam falls on the beat), flasks bubbling in bursts and a
    spark fizzing now and then."""
    synth(
        t("tw_low.wav"),
        total,
        "brownnoise",
        "gain",
        "-12",
        "lowpass",
        "500",
        "tremolo",
        "0.125",
        "60",
    )
    synth(
        t("tw_hi.wav"),
        total,
        "pinknoise",
        "gain",
        "-28",
        "band",
        "900",
        "90",
        "tremolo",
        "0.1875",
        "85",
    )
    synth(
        t("tick.wav"),
        "0.025",
        "whitenoise",
        "gain",
        "-18",
        "highpass",
        "1800",
        "band",
        "3200",
        "800",
        "fade",
        "q",
        "0.001",
        "0.025",
        "0.02",
        "pad",
        "0",
        "0.975",
    )
    synth(
        t("tock.wav"),
        "0.03",
        "whitenoise",
        "gain",
        "-19",
        "highpass",
        "900",
        "band",
        "1900",
        "500",
        "fade",
        "q",
        "0.001",
        "0.03",
        "0.025",
        "pad",
        "0",
        "0.970",
    )
    beats = int(float(total)) // 2
    sox(
        *[t(n) for _ in range(beats) for n in ("tick.wav", "tock.wav")],
        t("tw_clock.wav"),
        "trim",
        "0",
        total,
    )
    bubbles = scatter(t, "tb", float(total), 505, 284, _bubble)
    sparks = scatter(t, "ts", float(total), 26, 285, _spark)
    sox(
        "-m",
        t("tw_low.wav"),
        t("tw_hi.wav"),
        t("tw_clock.wav"),
        bubbles,
        sparks,
        "-b",
        "16",
        t("tower_raw.wav"),
    )
    return ["tower"]


def road_loop(t, total):
    """The open road and the border (issue 26): a soft breeze in the grass, small birds
    calling from the hedges now and then."""
    synth(
        t("rd_air.wav"),
        total,
        "pinknoise",
        "gain",
        "-16",
        "band",
        "700",
        "500",
        "tremolo",
        "0.25",
        "55",
    )
    synth(
        t("rd_grass.wav"),
        total,
        "whitenoise",
        "gain",
        "-34",
        "highpass",
        "3000",
        "tremolo",
        "0.375",
        "70",
    )
    birds = scatter(t, "rb", float(total), 60, 286, _chirp)
    sox("-m", t("rd_air.wav"), t("rd_grass.wav"), birds, "-b", "16", t("road_raw.wav"))
    return ["road"]


def _bell(path, rng):
    """A bell rung somewhere beyond the temple's walls: a struck tone with a bell's
    inharmonic partials (hum, prime, minor third, fifth, nominal), each dying away at its own
    rate, muffled by the stone between."""
    base = rng.choice([196.0, 220.0, 261.6, 293.7])
    parts = []
    for k, (ratio, level, decay) in enumerate(
        ((0.5, -8, 7.0), (1.0, -4, 5.5), (1.19, -10, 4.0), (1.5, -12, 3.5), (2.0, -9, 3.0))
    ):
        p = f"{path}.{k}.wav"
        synth(
            p,
            f"{decay}",
            "sine",
            f"{base * ratio:.1f}",
            "fade",
            "l",
            "0.004",
            f"{decay}",
            f"{decay - 0.01:.2f}",
            "gain",
            str(level),
        )
        parts.append(p)
    sox("-m", *parts, path, "lowpass", "1800", "gain", f"{rng.uniform(-8, -3):.1f}")


def _creak(path, rng):
    """A roof beam of the lodge settling in the cold: a short, low, rough groan."""
    lo = rng.randint(70, 110)
    dur = rng.uniform(0.25, 0.6)
    synth(
        path,
        f"{dur:.3f}",
        "sawtooth",
        f"{lo}-{int(lo * rng.uniform(0.8, 1.2))}",
        "band",
        f"{rng.randint(500, 900)}",
        "300",
        "tremolo",
        f"{rng.uniform(18, 30):.1f}",
        "60",
        "fade",
        "q",
        "0.05",
        f"{dur:.3f}",
        f"{dur * 0.5:.3f}",
        "gain",
        f"{rng.uniform(-26, -18):.1f}",
    )


def temple_loop(t, total):
    """The temple (issue 26: it shared the inn's hearth): a hushed stone interior, its low
    air and the hall's faint hiss; a choir humming one slow D-minor chord somewhere out of
    sight, its voices swelling and falling each at its own rate (periods that divide the loop,
    so its seam falls on a breath), and a far bell now and then."""
    synth(t("tp_air.wav"), total, "brownnoise", "gain", "-26", "lowpass", "250")
    synth(t("tp_hall.wav"), total, "pinknoise", "gain", "-40", "band", "1200", "900")
    voices = []
    # (Hz, seconds per swell): D3, A3, D4, F4; each voice two saws a breath apart (a choir,
    # not one organ pipe), shaped to an "oo" by a low-pass
    for k, (hz, period) in enumerate(((146.8, 14.0), (220.0, 24.5), (293.7, 19.6), (349.2, 32.67))):
        v = t(f"tp_v{k}.wav")
        synth(
            v,
            total,
            "sawtooth",
            f"{hz:.1f}",
            "sawtooth",
            f"{hz * 1.004:.2f}",
            "remix",
            "-",
            "gain",
            "-6",
        )
        sox(
            v,
            t(f"tp_vf{k}.wav"),
            "lowpass",
            "600",
            "lowpass",
            "900",
            "tremolo",
            f"{1 / period:.5f}",
            "70",
            "gain",
            "-6",
        )
        voices.append(t(f"tp_vf{k}.wav"))
    sox("-m", *voices, t("tp_choir.wav"), "reverb", "70", "50", "100", "100", "40")
    bells = scatter(t, "tpb", float(total) - 7, 5, 287, _bell)
    sox(bells, t("tp_bells.wav"), "pad", "0", "7", "reverb", "80", "40", "100", "100", "60")
    sox(
        "-m",
        t("tp_air.wav"),
        t("tp_hall.wav"),
        t("tp_choir.wav"),
        t("tp_bells.wav"),
        "-b",
        "16",
        t("temple_raw.wav"),
        "trim",
        "0",
        total,
    )
    return ["temple"]


def lodge_loop(t, total):
    """The White Hunter's lodge (issue 26: it shared the inn's hearth): the room tone of a
    timber hall, a low fire in the grate (fewer, duller crackles than the inn's), the wind
    outside beyond the walls (low, muffled, rising and falling) and a beam creaking now and
    then."""
    synth(t("lg_room.wav"), total, "brownnoise", "gain", "-20", "lowpass", "180")
    synth(
        t("lg_fire.wav"),
        total,
        "brownnoise",
        "gain",
        "-16",
        "lowpass",
        "300",
        "tremolo",
        "0.3",
        "30",
    )
    crack = scatter(t, "lgc", float(total), 420, 288, _crackle)
    sox(crack, t("lg_crack.wav"), "lowpass", "3000", "gain", "6")
    synth(
        t("lg_wind.wav"),
        total,
        "brownnoise",
        "gain",
        "-12",
        "lowpass",
        "350",
        "tremolo",
        "0.0714286",
        "75",
    )
    synth(
        t("lg_gust.wav"),
        total,
        "pinknoise",
        "gain",
        "-34",
        "band",
        "700",
        "200",
        "tremolo",
        "0.1020408",
        "90",
    )
    creaks = scatter(t, "lgk", float(total), 9, 289, _creak)
    sox(
        "-m",
        t("lg_room.wav"),
        t("lg_fire.wav"),
        t("lg_crack.wav"),
        t("lg_wind.wav"),
        t("lg_gust.wav"),
        creaks,
        "-b",
        "16",
        t("lodge_raw.wav"),
    )
    return ["lodge"]


def _drop(path, rng):
    """One gurgle of the river against a pier: a low, soft, quickly rising blip."""
    lo = rng.randint(140, 320)
    dur = rng.uniform(0.05, 0.12)
    synth(
        path,
        f"{dur:.3f}",
        "sine",
        f"{lo}-{int(lo * rng.uniform(1.4, 2.0))}",
        "fade",
        "q",
        "0.008",
        f"{dur:.3f}",
        f"{dur * 0.7:.3f}",
        "gain",
        f"{rng.uniform(-22, -12):.1f}",
    )


def river_loop(t, total):
    """The Long Bridge (ch03, ch08; a fresh player heard the road's birds and no water under
    it): a broad river's low rush under the planks, rising and falling slowly, a brighter
    babble where it breaks on the piers, gurgles against the stones now and then and the
    road's breeze, faint, above."""
    synth(
        t("rv_rush.wav"),
        total,
        "brownnoise",
        "gain",
        "-16",
        "lowpass",
        "650",
        "tremolo",
        "0.0816327",
        "35",
    )
    for i, (centre, width, rate, depth) in enumerate(((1100, 600, 0.7, 45), (2400, 900, 1.3, 55))):
        synth(
            t(f"rv_b{i}.wav"),
            total,
            "pinknoise",
            "gain",
            # loud enough to be water, not a rumble: at -24 the brown rush, 20 dB over it
            # below 600 Hz, was all a spectrogram showed
            str(-12 - 5 * i),
            "band",
            str(centre),
            str(width),
            "tremolo",
            str(rate),
            str(depth),
        )
    drops = scatter(t, "rvd", float(total), 160, 290, _drop)
    synth(t("rv_air.wav"), total, "pinknoise", "gain", "-30", "band", "700", "500")
    sox(
        "-m",
        t("rv_rush.wav"),
        t("rv_b0.wav"),
        t("rv_b1.wav"),
        drops,
        t("rv_air.wav"),
        "-b",
        "16",
        t("river_raw.wav"),
    )
    return ["river"]


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
