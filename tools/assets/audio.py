# ruff: noqa: E501  (long SVG and command strings read better unwrapped)
"""Sound effects (sox synthesis) and music loops (MIDI written by code with midiutil, rendered
by fluidsynth with the MIT-licensed MuseScore General Lite soundfont). sox always runs with -R
so that its noise generators and dithering repeat exactly."""

import random
import shutil

from .common import AUDIO, BUILD, run

SOUNDFONT = "/usr/share/sounds/sf3/MuseScore_General_Lite.sf3"
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

    for name, src in (
        ("deal", "deal"),
        ("flip", "flip"),
        ("transfer", "transfer"),
        ("bita", "bita"),
        ("lastcard", "lastcard"),
        ("durak", "durak"),
        ("swoosh", "swoosh_m"),
        ("place", "place"),
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
        level = {
            "click": "-8",
            "lose": "-6",
            "win": "-3",
            "flip": "-4",
            "deal": "-3",
            "lastcard": "-5",
            "durak": "-4",
            "hover": "-18",
            "solved": "-3",
        }.get(name, "-2")
        sox(t(f"{src}.wav"), "-C", "4", str(dst), "gain", "-n", level)
        made.append(dst)
    return made


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


def chord(root, kind="maj", octave=4):
    r = midi(f"{root}{octave}")
    return [r, r + (3 if kind == "min" else 4), r + 7]


class Song:
    def __init__(self, bpm, bars, tracks, seed):
        from midiutil import MIDIFile

        self.bpm, self.bars, self.rng = bpm, bars, random.Random(seed)
        self.m = MIDIFile(len(tracks), deinterleave=False)
        self.ch = {}
        for i, (name, program, vol) in enumerate(tracks):
            chan = 9 if name == "drums" else (i if i < 9 else i + 1)
            self.ch[name] = (i, chan)
            self.m.addTempo(i, 0, bpm)
            if name != "drums":
                self.m.addProgramChange(i, chan, 0, program)
            self.m.addControllerEvent(i, chan, 0, 7, vol)
            self.m.addControllerEvent(i, chan, 0, 91, 40)  # reverb send

    def note(self, track, pitch, start, dur, vel=90, reps=2):
        """Add a note to both repeats of the loop (the second copy is the one we keep)."""
        t, c = self.ch[track]
        for k in range(reps):
            self.m.addNote(t, c, pitch, start + k * self.bars * 4, dur, vel)

    def render(self, tmp, dst, name):
        mid = tmp / f"{name}.mid"
        with open(mid, "wb") as f:
            self.m.writeFile(f)
        raw = tmp / f"{name}.wav"
        run(["fluidsynth", "-ni", "-q", "-r", RATE, "-g", "0.6", "-F", raw, SOUNDFONT, mid])
        loop = self.bars * 4 * 60 / self.bpm
        # keep the second pass: its start already carries the first pass's reverb tail, so it loops cleanly
        sox(str(raw), "-C", "3", str(dst), "trim", f"{loop:.5f}", f"{loop:.5f}", "gain", "-n", "-3")


def inn_song():
    s = Song(
        132,
        16,
        [("accordion", 21, 80), ("bass", 32, 100), ("guitar", 24, 100), ("pizz", 45, 60)],
        seed=7,
    )
    prog = [
        ("A", "min"),
        ("D", "min"),
        ("E", "maj"),
        ("A", "min"),
        ("F", "maj"),
        ("G", "maj"),
        ("E", "maj"),
        ("A", "min"),
    ] * 2
    scale = [57, 59, 60, 62, 64, 65, 67, 68, 69, 71, 72]
    for bar, (root, kind) in enumerate(prog):
        t0 = bar * 4
        ch = chord(root, kind, 3)
        bass = midi(f"{root}2")
        s.note("bass", bass, t0, 0.9, 100)
        s.note("bass", bass + 7, t0 + 2, 0.9, 88)
        for beat in (1, 3):
            for p in ch:
                s.note("accordion", p + 12, t0 + beat, 0.45, 78)
        t = 0.0
        while t < 4:
            d = s.rng.choice([0.5, 0.5, 1.0]) if t < 3 else 4 - t
            pool = [p + 24 for p in ch] if s.rng.random() < 0.6 else [x + 12 for x in scale]
            s.note("guitar", s.rng.choice(pool), t0 + t, d * 0.95, 96 if t % 1 == 0 else 76)
            t += d
        if bar % 2:
            for i, p in enumerate(ch):
                s.note("pizz", p, t0 + i * 0.5, 0.4, 66)
    return s


def road_song():
    s = Song(
        104,
        16,
        [("flute", 73, 85), ("guitar", 25, 90), ("bass", 33, 90), ("strings", 48, 55)],
        seed=21,
    )
    prog = [("G", "maj"), ("D", "maj"), ("E", "min"), ("C", "maj")] * 4
    scale = [67, 69, 71, 72, 74, 76, 78, 79]
    for bar, (root, kind) in enumerate(prog):
        t0 = bar * 4
        ch = chord(root, kind, 3)
        s.note("bass", midi(f"{root}2"), t0, 1.8, 90)
        s.note("bass", midi(f"{root}2") + 7, t0 + 2, 1.8, 80)
        for k, p in enumerate([ch[0], ch[1], ch[2], ch[1]] * 2):  # arpeggio in eighths
            s.note("guitar", p + 12, t0 + k * 0.5, 0.5, 80 if k % 2 == 0 else 64)
        for p in ch:
            s.note("strings", p, t0, 3.9, 50)
        if bar % 4 != 3:
            t = 0.0
            while t < 4:
                d = s.rng.choice([1.0, 0.5, 0.5, 1.5]) if t < 2.5 else 4 - t
                s.note("flute", s.rng.choice(scale + [p + 24 for p in ch]), t0 + t, d * 0.92, 84)
                t += d
        else:
            s.note("flute", ch[0] + 24, t0, 3.5, 80)
    return s


def duel_song():
    s = Song(
        120,
        16,
        [
            ("pizz", 45, 95),
            ("cello", 42, 80),
            ("drums", 0, 90),
            ("harp", 46, 70),
            ("brass", 61, 60),
        ],
        seed=33,
    )
    prog = [("D", "min"), ("D", "min"), ("A#", "maj"), ("A", "maj")] * 4
    for bar, (root, kind) in enumerate(prog):
        t0 = bar * 4
        ch = chord(root, kind, 3)
        for k in range(8):  # driving ostinato
            p = [ch[0], ch[0] + 12, ch[1], ch[2]][k % 4]
            s.note("pizz", p, t0 + k * 0.5, 0.4, 92 if k % 2 == 0 else 70)
        s.note("cello", midi(f"{root}2"), t0, 3.8, 80)
        s.note("drums", 36, t0, 0.5, 100)  # bass drum
        s.note("drums", 36, t0 + 2.5, 0.5, 80)
        s.note("drums", 38 if bar % 2 else 39, t0 + 1, 0.5, 70)  # snare / hand clap
        s.note("drums", 38, t0 + 3, 0.5, 76)
        for k in range(4):
            s.note("drums", 42, t0 + k + 0.5, 0.25, 50)  # closed hi-hat
        if bar % 4 == 3:
            for k, p in enumerate(ch):
                s.note("harp", p + 24, t0 + 2 + k * 0.33, 1.0, 70)
        if bar >= 8 and bar % 2 == 0:
            s.note("brass", ch[2] + 12, t0, 1.5, 64)
            s.note("brass", ch[1] + 12, t0 + 2, 1.5, 60)
    return s


def finale_song():
    s = Song(
        80,
        12,
        [
            ("strings", 48, 85),
            ("horn", 60, 80),
            ("bass", 43, 80),
            ("timpani", 47, 70),
            ("harp", 46, 70),
        ],
        seed=55,
    )
    prog = [
        ("D", "min"),
        ("A#", "maj"),
        ("F", "maj"),
        ("C", "maj"),
        ("D", "min"),
        ("G", "min"),
        ("A", "maj"),
        ("A", "maj"),
        ("A#", "maj"),
        ("F", "maj"),
        ("A", "maj"),
        ("D", "maj"),
    ]
    melody = ["D5", "F5", "A5", "G5", "F5", "D5", "E5", "C#5", "D5", "F5", "E5", "F#5"]
    for bar, (root, kind) in enumerate(prog):
        t0 = bar * 4
        ch = chord(root, kind, 3)
        for p in ch:
            s.note("strings", p + 12, t0, 3.9, 70)
        s.note("bass", midi(f"{root}2"), t0, 3.9, 80)
        s.note("horn", midi(melody[bar]), t0, 2.5, 84)
        s.note("horn", midi(melody[bar]) - (2 if bar % 2 else 3), t0 + 2.5, 1.4, 72)
        s.note("timpani", midi(f"{root}2"), t0, 0.8, 80)
        for k, p in enumerate(ch + [ch[0] + 12]):
            s.note("harp", p + 12, t0 + k * 0.5, 1.2, 60)
    return s


def theme_song():
    """The main menu (and every menu page, the name prompt, Free Play's setup): a slow,
    warm tavern air in E minor turning to G, a clarinet over nylon guitar, strings and bass."""
    s = Song(
        92,
        16,
        [
            ("clarinet", 71, 82),
            ("guitar", 24, 92),
            ("bass", 32, 92),
            ("strings", 48, 50),
            ("harp", 46, 58),
        ],
        seed=41,
    )
    prog = [
        ("E", "min"),
        ("C", "maj"),
        ("G", "maj"),
        ("D", "maj"),
        ("E", "min"),
        ("A", "min"),
        ("B", "maj"),
        ("B", "maj"),
        ("C", "maj"),
        ("G", "maj"),
        ("A", "min"),
        ("E", "min"),
        ("C", "maj"),
        ("D", "maj"),
        ("B", "maj"),
        ("E", "min"),
    ]
    melody = [
        ["B4", "E5", "G5"],
        ["E5", "C5"],
        ["D5", "B4", "G4"],
        ["A4", "F#4"],
        ["G4", "B4", "E5"],
        ["E5", "C5", "A4"],
        ["B4", "D#5"],
        ["F#5"],
        ["G5", "E5", "C5"],
        ["D5", "B4"],
        ["C5", "E5", "A4"],
        ["B4", "G4"],
        ["E5", "G5", "C5"],
        ["A4", "F#4", "D5"],
        ["D#5", "B4"],
        ["E5"],
    ]
    for bar, (root, kind) in enumerate(prog):
        t0 = bar * 4
        ch = chord(root, kind, 3)
        s.note("bass", midi(f"{root}2"), t0, 1.9, 88)
        s.note("bass", midi(f"{root}2") + 7, t0 + 2, 1.9, 76)
        for k, p in enumerate([ch[0], ch[2], ch[1] + 12, ch[2]] * 2):
            s.note("guitar", p, t0 + k * 0.5, 0.6, 74 if k % 2 == 0 else 60)
        for p in ch:
            s.note("strings", p + 12, t0, 3.9, 48)
        notes = melody[bar]
        d = 4 / len(notes)
        for k, n in enumerate(notes):
            s.note("clarinet", midi(n), t0 + k * d, d * 0.94, 80 if k == 0 else 70)
        if bar % 4 == 3:
            for k, p in enumerate(ch + [ch[0] + 12]):
                s.note("harp", p + 24, t0 + 2 + k * 0.25, 1.2, 56)
    return s


def study_song():
    """Problems: a quiet thinking loop, piano and music box over soft strings in F major,
    unhurried, nothing that pulls the ear off the cards."""
    s = Song(
        72,
        8,
        [("piano", 0, 80), ("celesta", 10, 56), ("strings", 48, 46), ("bass", 32, 72)],
        seed=63,
    )
    prog = [
        ("F", "maj"),
        ("D", "min"),
        ("A#", "maj"),
        ("C", "maj"),
        ("F", "maj"),
        ("A", "min"),
        ("A#", "maj"),
        ("C", "maj"),
    ]
    scale = [65, 67, 69, 70, 72, 74, 76, 77]
    for bar, (root, kind) in enumerate(prog):
        t0 = bar * 4
        ch = chord(root, kind, 3)
        s.note("bass", midi(f"{root}2"), t0, 3.8, 70)
        for p in ch:
            s.note("strings", p + 12, t0, 3.9, 44)
        for k, p in enumerate([ch[0], ch[1], ch[2], ch[1] + 12, ch[2], ch[1]]):
            s.note("piano", p + 12, t0 + k * (4 / 6), 0.9, 62 if k else 72)
        t = 0.0
        while t < 4:
            d = s.rng.choice([1.0, 1.0, 2.0]) if t < 3 else 4 - t
            s.note("celesta", s.rng.choice(scale + [ch[0] + 24]) + 12, t0 + t, d * 0.9, 58)
            t += d
    return s


def duel_folk_song():
    """The duel at the inn, on the road, at the market and in camp: a quick A-minor
    dance on accordion and plucked strings, a tambourine and a bass drum; the older
    `duel` (strings and drums) plays at the temple, tower, night game and lodge."""
    s = Song(
        138,
        16,
        [
            ("accordion", 21, 84),
            ("pizz", 45, 84),
            ("bass", 32, 96),
            ("drums", 0, 84),
            ("guitar", 24, 80),
        ],
        seed=77,
    )
    prog = [
        ("A", "min"),
        ("A", "min"),
        ("D", "min"),
        ("E", "maj"),
        ("A", "min"),
        ("G", "maj"),
        ("F", "maj"),
        ("E", "maj"),
    ] * 2
    scale = [69, 71, 72, 74, 76, 77, 79, 80, 81]
    for bar, (root, kind) in enumerate(prog):
        t0 = bar * 4
        ch = chord(root, kind, 3)
        s.note("bass", midi(f"{root}2"), t0, 0.9, 96)
        s.note("bass", midi(f"{root}2") + 7, t0 + 1, 0.9, 84)
        s.note("bass", midi(f"{root}2"), t0 + 2, 0.9, 92)
        s.note("bass", midi(f"{root}2") + 7, t0 + 3, 0.9, 84)
        for beat in (0.5, 1.5, 2.5, 3.5):
            for p in ch:
                s.note("pizz", p + 12, t0 + beat, 0.3, 70)
        s.note("drums", 36, t0, 0.4, 96)
        s.note("drums", 36, t0 + 2, 0.4, 86)
        for k in range(8):
            s.note("drums", 54, t0 + k * 0.5, 0.2, 66 if k % 2 else 50)  # tambourine
        t = 0.0
        if bar % 8 < 6:
            while t < 4:
                d = s.rng.choice([0.5, 0.5, 1.0]) if t < 3 else 4 - t
                pool = [p + 24 for p in ch] if s.rng.random() < 0.55 else scale
                s.note("accordion", s.rng.choice(pool), t0 + t, d * 0.9, 84 if t % 1 == 0 else 70)
                t += d
        else:
            for k, p in enumerate([ch[2] + 12, ch[1] + 12, ch[0] + 12, ch[0] + 24]):
                s.note("accordion", p, t0 + k, 0.9, 80)
        if bar % 2:
            for k, p in enumerate(ch):
                s.note("guitar", p + 12, t0 + k * 0.25, 0.8, 66)
    return s


def build():
    tmp = BUILD / "audio"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    (AUDIO / "sfx").mkdir(parents=True, exist_ok=True)
    (AUDIO / "music").mkdir(parents=True, exist_ok=True)
    made = sfx(tmp, AUDIO / "sfx")
    for name, fn in (
        ("inn", inn_song),
        ("road", road_song),
        ("duel", duel_song),
        ("finale", finale_song),
        ("theme", theme_song),
        ("study", study_song),
        ("duel_folk", duel_folk_song),
    ):
        dst = AUDIO / "music" / f"{name}.ogg"
        fn().render(tmp, dst, name)
        made.append(dst)
    # the story's scene sound: effects of its loud moments and the places' ambience loops
    from . import ambience

    return made + ambience.build(tmp, AUDIO / "sfx", AUDIO / "ambience")
