# ruff: noqa: E501  (song tables read better unwrapped)
"""The music loops (issue 26): MIDI written by code (midiutil, seeded) and rendered by
fluidsynth with two MIT-licensed soundfonts (MuseScore General, Fluid R3 GM: FLUID_PROGRAMS), played
with a player's feel (Song.note) and mastered (MASTER). Which track plays where: game/kozyr_music.rpy.

Every loop lasts at least MIN_LOOP seconds and is built from sections, like a tune a band plays:
an A strain with its melody (a *motif*: the same seed gives the same phrase, so the A strain is
recognised when it comes back), a contrasting B strain on other chords, a bridge where the
band thins out, and A again with the melody on another instrument or varied at its phrase ends.
A section is a dict: `prog` (one (root, kind) chord per 4/4 bar) and the options the song's
bar function reads (`lead`: the melody's instrument or None, `motif`, `vary`, `full`,
`bridge`...)."""

import math
import random
import re
import subprocess

from .audio import RATE, midi, run, sox

MIN_LOOP = 90.0  # seconds before a loop repeats (tools/check_audio.py checks it)
# ogg vorbis quality 2 (about 96 kbit/s, up from q0's 60: the strings' and choir's highs stay
# clean); the 14 loops, in stereo since issue 26's mix, came to 16.6 MB, and with the duel
# themes' six second variations the 20 loops come to 24.1 MB (tests/test_assets.py caps 25 MB)
QUALITY = "2"

# ------------------------------------------------------------------------- the instruments
# Two soundfonts, both MIT-licensed Debian packages pinned in tools/apt-packages.txt: MuseScore
# General (its lossless Full edition, not the lossy Lite one: no Vorbis smear on the samples)
# for most instruments, and Fluid R3 GM for the programs it samples better, chosen by rendering
# the same phrase on each (issue 26: "sounds like a 1990s sound card"): its piano, violin,
# cello, harp, oboe and flute are recorded in stereo (L/R correlation 0.14-0.66 against 1.0,
# a mono point in the middle of the mix), and its music box (program 10) is bright where
# MuseScore's is dull (95 % of the energy under 5.7 kHz against under 0.8 kHz). Its contrabass
# (43) is 15 dB quieter than MuseScore's, so it stays out.
MUSESCORE = "/usr/share/sounds/sf2/MuseScore_General_Full.sf2"
FLUID = "/usr/share/sounds/sf2/FluidR3_GM.sf2"
FLUID_PROGRAMS = frozenset({0, 10, 40, 42, 46, 68, 73})

# Where each instrument sits, as a small band would on a stage (MIDI pan, 64 = centre; before,
# everything played from the middle and the loops were all but mono, L/R correlation 0.97-0.99),
# how much of it goes to the hall (reverb send: the bass and the drums dry, the singing voices
# wet) and the chorus that thickens a section (strings, choir).
PAN = {
    "bass": 64,
    "drums": 64,
    "timpani": 60,
    "piano": 64,
    "choir": 64,
    "cello": 46,
    "strings": 40,
    "strings_hi": 86,
    "violin": 84,
    "pizz": 38,
    "guitar": 88,
    "accordion": 42,
    "flute": 78,
    "panflute": 78,
    "oboe": 50,
    "clarinet": 74,
    "bassoon": 56,
    "horn": 48,
    "brass": 76,
    "trumpet": 72,
    "harp": 94,
    "celesta": 90,
    "marimba": 34,
}
REVERB = {
    "bass": 12,
    "drums": 24,
    "timpani": 40,
    "pizz": 36,
    "guitar": 40,
    "accordion": 40,
    "marimba": 40,
    "piano": 48,
    "strings": 64,
    "strings_hi": 64,
    "choir": 80,
    "harp": 60,
}
# the low end's share of each song's volume (CC7 scaled): the bass and the kick drum carried
# most of the energy (43-71 % under 150 Hz) and its peaks, which set every loop's level
TRIM = {"bass": 0.7, "drums": 0.85, "timpani": 0.85, "cello": 0.9}
CHORUS = {"strings": 24, "strings_hi": 24, "choir": 30, "accordion": 12}
REVERB_DEFAULT = 52  # the melody instruments: flute, violin, oboe, clarinet, horn...
# instruments whose notes are held by the sustain pedal through the bar (its chord), as a
# player does; the pedal is lifted and pressed again at every bar line
PEDAL = frozenset({"piano", "harp"})
# the melody instruments play legato: each note reaches a little into the next
LEGATO = frozenset(
    {
        "flute",
        "panflute",
        "oboe",
        "clarinet",
        "violin",
        "horn",
        "cello",
        "bassoon",
        "trumpet",
        "brass",
        "accordion",
    }
)

# ------------------------------------------------------------------------------- mastering
# Every loop goes through one chain after fluidsynth, as a produced record does (sox):
# a high-pass under the bass's lowest note; a low shelf that takes back the boom (60-70 % of the
# energy of the dance tunes sat under 150 Hz); a dip in the low mids' mud; presence and air
# shelves; a small room (sox reverb) that glues the two soundfonts together; a little more
# stereo width (mid/side); a gentle 2:1 compressor above -24 dB and a fast soft limiter that
# rounds off the plucked notes' and drums' attacks above -12 dB. Then every loop is brought to
# the same loudness (RMS), so that no track jumps out when the game moves from one to another,
# with its peak kept under PEAK_CEILING.
# fmt: off
MASTER = [
    "highpass", "32",
    "bass", "-6", "140",
    "equalizer", "320", "1.2q", "-2",
    "equalizer", "2800", "1.4q", "+2.5",
    "treble", "+4", "7000",
    "reverb", "28", "55", "60", "100", "14", "-7",
    "remix", "1v1.12,2v-0.12", "2v1.12,1v-0.12",
    "gain", "-n", "-4",  # the compressors' thresholds are for a loop peaking here
    "compand", "0.01,0.3", "4:-60,-60,-24,-24,0,-12", "0", "-90",
    "compand", "0.001,0.06", "6:-60,-60,-12,-12,0,-7", "0", "-90", "0.002",
]
# fmt: on
PASSES = 3  # the tune is rendered three times in a row; the second pass is the loop (render())
SEAM = 0.05  # seconds over which the loop's start takes over from what follows its end
LOUDNESS = -19.5  # RMS dBFS of every loop (the effects' stings stand above: check_audio.py)
PEAK_CEILING = -2.0  # no loop peaks above this, dBFS (check_audio.py wants -1 at most)
# a duel theme and its second variation play one after the other (soundtrack.SECOND), where
# the waveform jumps (up to 0.29 full scale, four times the music's own 99th-percentile step
# between samples: a click); each file of such a pair fades in and out over EDGE seconds
EDGE = 0.012


def chord(root, kind="maj", octave=4):
    r = midi(f"{root}{octave}")
    return [r, r + (3 if kind == "min" else 4), r + 7]


def P(text):
    """'Am Dm E Am' -> [("A", "min"), ("D", "min"), ("E", "maj"), ("A", "min")]."""
    out = []
    for c in text.split():
        out.append((c[:-1], "min") if c.endswith("m") else (c, "maj"))
    return out


def sec(prog, **opts):
    return dict(prog=P(prog) if isinstance(prog, str) else prog, **opts)


class Song:
    def __init__(self, bpm, form, tracks, seed):
        from midiutil import MIDIFile

        self.bpm, self.form, self.seed = bpm, form, seed
        self.bars = sum(len(s["prog"]) for s in form)
        self.rng = random.Random(seed)
        # the players' small unevenness (note()); its own generator, so that the tunes the
        # songs draw from self.rng stay what they were
        self.human = random.Random(seed * 7919 + 1)
        # one MIDI file per soundfont (FLUID_PROGRAMS): the two renders are mixed in render()
        self.m = {
            MUSESCORE: MIDIFile(len(tracks), deinterleave=False),
            FLUID: MIDIFile(len(tracks), deinterleave=False),
        }
        self.ch, self.font = {}, {}
        for i, (name, program, vol) in enumerate(tracks):
            chan = 9 if name == "drums" else (i if i < 9 else i + 1)
            self.ch[name] = (i, chan)
            font = FLUID if name != "drums" and program in FLUID_PROGRAMS else MUSESCORE
            self.font[name] = font
            m = self.m[font]
            for mf in self.m.values():
                mf.addTempo(i, 0, bpm)
            if name != "drums":
                m.addProgramChange(i, chan, 0, program)
            m.addControllerEvent(i, chan, 0, 7, round(vol * TRIM.get(name, 1.0)))
            m.addControllerEvent(i, chan, 0, 10, PAN.get(name, 64))
            m.addControllerEvent(i, chan, 0, 91, REVERB.get(name, REVERB_DEFAULT))
            m.addControllerEvent(i, chan, 0, 93, CHORUS.get(name, 0))
            if name in PEDAL:
                for bar in range(1, PASSES * self.bars):
                    m.addControllerEvent(i, chan, bar * 4, 64, 0)
                    m.addControllerEvent(i, chan, bar * 4 + 0.06, 64, 127)
                m.addControllerEvent(i, chan, 0.06, 64, 127)

    @property
    def seconds(self):
        return self.bars * 4 * 60 / self.bpm

    def feel(self, track, start, vel):
        """A played note's velocity: the bar's strong beats leaned on, the off-beats lighter,
        each four-bar phrase swelling to its middle and falling back, and a player's small
        unevenness (a few steps either way)."""
        in_bar = start % 4
        if in_bar == 0:
            vel += 5
        elif in_bar == 2:
            vel += 2
        elif in_bar % 1:
            vel -= 3
        phrase = (start % 16) / 16
        vel += 6 * math.sin(math.pi * phrase) - 3
        return vel + self.human.gauss(0, 3 if track != "drums" else 2)

    def note(self, track, pitch, start, dur, vel=90, reps=None):
        """Add a note to every pass of the loop (the second copy is the one we keep), played
        rather than typed: feel()'s velocity, a few milliseconds early or late (the melody a
        touch behind the beat, the drums and the bass tight), the melody legato."""
        t, c = self.ch[track]
        vel = max(1, min(127, int(round(self.feel(track, start, vel)))))
        spread = 0.003 if track in ("drums", "bass") else 0.008
        late = 0.004 if track in LEGATO else 0.0
        beat = 60.0 / self.bpm
        if track in LEGATO and dur >= 0.4:
            dur += 0.06
        # the same in every pass, so that the passes are one tune played again; the loop's
        # first note is never early, or the loop point would cut its attack
        shift = (late + self.human.gauss(0, spread)) / beat
        if start < 1e-6:
            shift = abs(shift)
        m = self.m[self.font[track]]
        for k in range(reps or PASSES):
            m.addNote(t, c, pitch, start + shift + k * self.bars * 4, dur, vel)

    def arrange(self, bar):
        """Calls bar(t0, root, kind, i, section) for every bar of the form, in order."""
        t = 0
        for s in self.form:
            for i, (root, kind) in enumerate(s["prog"]):
                bar(t * 4, root, kind, i, s)
                t += 1
        return self

    def tune(self, s, i, ch, scale, rhythms=(0.5, 0.5, 1.0), chord_share=0.6, up=24):
        """One bar of the section's melody, as [(beat, length, pitch)]: the same motif and
        bar index give the same rhythm and choices (so a strain comes back recognisably);
        `vary` changes the last bar of every four (a new phrase end)."""
        key = self.seed * 10007 + s.get("motif", 0) * 101 + i % s.get("period", 8)
        if s.get("vary") and i % 4 == 3:
            key += 5000 + 17 * s["vary"]
        rng = random.Random(key)
        out, t = [], 0.0
        while t < 4:
            d = rng.choice(rhythms) if t <= 4 - max(rhythms) else 4 - t
            pool = [p + up for p in ch] if rng.random() < chord_share else scale
            out.append((t, d, rng.choice(pool)))
            t += d
        return out

    def lead(self, s, t0, i, ch, scale, **kw):
        """Plays the section's melody on s['lead'] (nothing when None), s['oct'] octaves up."""
        if not s.get("lead"):
            return
        for t, d, p in self.tune(s, i, ch, scale, **kw):
            self.note(
                s["lead"], p + 12 * s.get("oct", 0), t0 + t, d * 0.92, 88 if t % 1 == 0 else 74
            )

    def render(self, tmp, dst, name, edges=0.0):
        """Renders the loop to dst (ogg); `edges` seconds of fade at its start and end (EDGE,
        for a file that another follows: paired())."""
        assert self.seconds >= MIN_LOOP, (name, self.seconds)
        stems = []
        for k, (font, m) in enumerate(self.m.items()):
            mid = tmp / f"{name}_{k}.mid"
            with open(mid, "wb") as f:
                m.writeFile(f)
            raw = tmp / f"{name}_{k}.wav"
            run(["fluidsynth", "-ni", "-q", "-r", RATE, "-g", "0.6", "-F", raw, font, mid])
            stems += ["-v", "1", str(raw)]
        loop = self.seconds
        mastered = tmp / f"{name}_mastered.wav"
        sox("-m", *stems, "-e", "floating-point", "-b", "32", str(mastered), *MASTER)
        # keep the second pass: its start already carries the first pass's reverb tail (and
        # the compressor's state). What follows its end is the third pass's start, so its
        # first SEAM seconds fade over from that into its own: the loop point does not click
        n = round(loop * int(RATE))
        x = round(SEAM * int(RATE))
        body, cont, fade_in, head, rest, looped = (
            str(tmp / f"{name}_{part}.wav")
            for part in ("body", "cont", "in", "head", "rest", "loop")
        )
        sox(str(mastered), body, "trim", f"{n}s", f"{n}s")
        sox(str(mastered), cont, "trim", f"{2 * n}s", f"{x}s", "fade", "t", "0", f"{x}s", f"{x}s")
        sox(body, rest, "trim", f"{x}s")
        sox(body, fade_in, "trim", "0", f"{x}s", "fade", "t", f"{x}s")
        sox("-m", "-v", "1", fade_in, "-v", "1", cont, head)
        sox(head, rest, looped)
        fades = ["fade", "h", f"{edges}", f"{n}s", f"{edges}"] if edges else []
        sox(looped, "-C", QUALITY, str(dst), "gain", f"{loudness_gain(looped):.2f}", *fades)


def loudness_gain(path):
    """The gain, dB, that brings `path` to LOUDNESS RMS without its peak passing PEAK_CEILING."""
    err = subprocess.run(["sox", str(path), "-n", "stats"], capture_output=True, text=True).stderr
    level = {k: float(v) for k, v in re.findall(r"^(Pk lev dB|RMS lev dB)\s+(-?[\d.]+)", err, re.M)}
    return min(LOUDNESS - level["RMS lev dB"], PEAK_CEILING - level["Pk lev dB"])


def arp(s, track, ch, t0, pattern, step, vel=(80, 64), dur=None, up=0):
    """An arpeggio over the bar: pattern indexes the chord (3 = root an octave up)."""
    tones = ch + [ch[0] + 12, ch[1] + 12]
    for k, idx in enumerate(pattern):
        s.note(track, tones[idx] + up, t0 + k * step, dur or step * 1.1, vel[k % 2])


def held(s, track, ch, t0, vel, up=12, length=3.9):
    for p in ch:
        s.note(track, p + up, t0, length, vel)


# ------------------------------------------------------------------------------ story scenes
def inn_song():
    """Marta's inn (and Lina's chapter): a quick A-minor tavern tune, 132 bpm, 102 s. A: guitar;
    A again: violin with new phrase ends; B (C major side): accordion with pizzicato; A: flute
    over the full band; bridge: guitar and held accordion only; B: violin; A: guitar."""
    A, B, C = "Am Dm E Am F G E Am", "C G Am Em F C Dm E", "Dm Am Dm E F C E E"
    form = [
        sec(A, lead="guitar", motif=1),
        sec(A, lead="violin", motif=1, vary=1),
        sec(B, lead="accordion", motif=2, full=True),
        sec(A, lead="flute", motif=1, vary=2, full=True),
        sec(C, lead=None, bridge=True),
        sec(B, lead="violin", motif=2, vary=1),
        sec(A, lead="guitar", motif=1, full=True),
    ]
    s = Song(
        132,
        form,
        [
            ("accordion", 21, 78),
            ("bass", 32, 100),
            ("guitar", 24, 100),
            ("pizz", 45, 60),
            ("violin", 40, 78),
            ("flute", 73, 76),
        ],
        seed=7,
    )
    scale = [57, 59, 60, 62, 64, 65, 67, 68, 69, 71, 72]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        bass = midi(f"{root}2")
        if sc.get("bridge"):
            s.note("bass", bass, t0, 3.8, 84)
            held(s, "accordion", ch, t0, 58)
            arp(s, "guitar", ch, t0, [0, 1, 2, 3, 2, 1, 0, 1], 0.5, (70, 56), up=12)
            if i % 2:
                s.note("flute", ch[2] + 24, t0 + 2, 1.8, 60)
            return
        s.note("bass", bass, t0, 0.9, 100)
        s.note("bass", bass + 7, t0 + 2, 0.9, 88)
        for beat in (1, 3):
            for p in ch:
                s.note(
                    "accordion", p + 12, t0 + beat, 0.45, 74 if sc["lead"] == "accordion" else 78
                )
        if sc["lead"] != "guitar":
            for beat in (0.5, 1.5, 2.5, 3.5):
                s.note("guitar", ch[(int(beat) % 3)] + 12, t0 + beat, 0.4, 60)
        if i % 2 or sc.get("full"):
            for k, p in enumerate(ch):
                s.note("pizz", p, t0 + k * 0.5, 0.4, 66)
        s.lead(sc, t0, i, ch, [x + 12 for x in scale])

    return s.arrange(bar)


def road_song():
    """The road (most chapters' travel): an easy G-major walk, 104 bpm, 111 s. A: flute over
    guitar arpeggios; A: oboe; B (E minor side): flute; bridge: a horn's long notes over
    strings; A: flute with the oboe an octave down; B: oboe with new phrase ends."""
    A, B, C = "G D Em C G D Em C", "Em C G D Am C D D", "C D Bm Em C Am D D"
    form = [
        sec(A, lead="flute", motif=1),
        sec(A, lead="oboe", motif=1, vary=1),
        sec(B, lead="flute", motif=2),
        sec(C, lead=None, bridge=True),
        sec(A, lead="flute", motif=1, vary=2, full=True),
        sec(B, lead="oboe", motif=2, vary=1, full=True),
    ]
    s = Song(
        104,
        form,
        [
            ("flute", 73, 85),
            ("guitar", 25, 90),
            ("bass", 33, 90),
            ("strings", 48, 55),
            ("oboe", 68, 72),
            ("horn", 60, 70),
        ],
        seed=21,
    )
    scale = [67, 69, 71, 72, 74, 76, 78, 79]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        s.note("bass", midi(f"{root}2"), t0, 1.8, 90)
        s.note("bass", midi(f"{root}2") + 7, t0 + 2, 1.8, 80)
        held(s, "strings", ch, t0, 60 if sc.get("bridge") else 50, up=0)
        if sc.get("bridge"):
            arp(s, "guitar", ch, t0, [0, 2, 3, 2], 1.0, (66, 56), up=12)
            s.note("horn", ch[i % 3] + 12, t0, 3.6, 76)
            return
        arp(s, "guitar", ch, t0, [0, 1, 2, 1] * 2, 0.5, (80, 64), up=12)
        if i % 4 == 3:
            s.note(sc["lead"], ch[0] + 24, t0, 3.5, 80)
        else:
            s.lead(sc, t0, i, ch, scale, rhythms=(1.0, 0.5, 0.5, 1.5))
            if sc.get("full"):
                other = "oboe" if sc["lead"] == "flute" else "flute"
                for t, d, p in s.tune(sc, i, ch, scale, rhythms=(1.0, 0.5, 0.5, 1.5)):
                    s.note(other, p - 12, t0 + t, d * 0.9, 56)

    return s.arrange(bar)


def finale_song():
    """The last chapter and the ending: a slow D-minor hymn, 80 bpm, 108 s. A: the horn's
    twelve-bar theme; B (F major side): strings sing, harp and timpani; A: the theme on
    strings and horn an octave apart; coda: held chords turning back to D minor."""
    theme = "Dm A# F C Dm Gm A A A# F A D"
    melody = ["D5", "F5", "A5", "G5", "F5", "D5", "E5", "C#5", "D5", "F5", "E5", "F#5"]
    form = [
        sec(theme, part="theme"),
        sec("F C Dm A# Gm C F A", part="b", lead="violin", motif=3),
        sec(theme, part="theme", full=True),
        sec("A# Gm A A", part="coda"),
    ]
    s = Song(
        80,
        form,
        [
            ("strings", 48, 85),
            ("horn", 60, 80),
            ("bass", 43, 80),
            ("timpani", 47, 70),
            ("harp", 46, 70),
            ("violin", 40, 74),
        ],
        seed=55,
    )
    scale = [62, 64, 65, 67, 69, 70, 72, 74]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        held(s, "strings", ch, t0, 70)
        s.note("bass", midi(f"{root}2"), t0, 3.9, 80)
        if sc["part"] == "coda":
            s.note("timpani", midi(f"{root}2"), t0, 0.8, 60 + 6 * i)
            s.note("horn", ch[2] + 12, t0, 3.8, 66)
            return
        if sc["part"] == "theme":
            n = midi(melody[i])
            s.note("horn", n, t0, 2.5, 84)
            s.note("horn", n - (2 if i % 2 else 3), t0 + 2.5, 1.4, 72)
            if sc.get("full"):
                s.note("violin", n + 12, t0, 2.5, 70)
                s.note("violin", n + 12 - (2 if i % 2 else 3), t0 + 2.5, 1.4, 62)
        else:
            s.lead(sc, t0, i, ch, scale, rhythms=(1.0, 2.0, 1.0), chord_share=0.7, up=12)
        s.note(
            "timpani", midi(f"{root}2"), t0, 0.8, 80 if sc.get("full") or sc["part"] == "b" else 70
        )
        arp(s, "harp", ch, t0, [0, 1, 2, 3], 0.5, (60, 60), dur=1.2, up=12)

    return s.arrange(bar)


def theme_song():
    """The main menu (and every menu page, the name prompt, Free Play's setup): a slow, warm
    tavern air in E minor turning to G, 92 bpm, 104 s. A: the clarinet's sixteen-bar air
    over nylon guitar, strings and bass; B (C major side): the flute wanders; A: the air on
    the flute an octave up with the clarinet under it and the harp at every phrase end."""
    prog = "Em C G D Em Am B B C G Am Em C D B Em"
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
    form = [
        sec(prog, part="air", lead="clarinet"),
        sec("C G Am Em C G B B", part="b", lead="flute", motif=4),
        sec(prog, part="air", lead="flute", full=True),
    ]
    s = Song(
        92,
        form,
        [
            ("clarinet", 71, 82),
            ("guitar", 24, 92),
            ("bass", 32, 92),
            ("strings", 48, 50),
            ("harp", 46, 58),
            ("flute", 73, 70),
        ],
        seed=41,
    )
    scale = [64, 66, 67, 69, 71, 72, 74, 76]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        s.note("bass", midi(f"{root}2"), t0, 1.9, 88)
        s.note("bass", midi(f"{root}2") + 7, t0 + 2, 1.9, 76)
        for k, p in enumerate([ch[0], ch[2], ch[1] + 12, ch[2]] * 2):
            s.note("guitar", p, t0 + k * 0.5, 0.6, 74 if k % 2 == 0 else 60)
        held(s, "strings", ch, t0, 48)
        if sc["part"] == "air":
            notes = melody[i]
            d = 4 / len(notes)
            up = 12 if sc.get("full") else 0
            for k, n in enumerate(notes):
                s.note(sc["lead"], midi(n) + up, t0 + k * d, d * 0.94, 80 if k == 0 else 70)
                if sc.get("full"):
                    s.note("clarinet", midi(n), t0 + k * d, d * 0.94, 56)
        else:
            s.lead(sc, t0, i, ch, scale, rhythms=(1.0, 1.0, 2.0, 0.5), up=12)
        if i % 4 == 3 or (sc.get("full") and i % 2):
            arp(s, "harp", ch, t0 + 2, [0, 1, 2, 3], 0.25, (56, 56), dur=1.2, up=24)

    return s.arrange(bar)


def study_song():
    """Problems: a quiet thinking loop in F major, 72 bpm, 107 s: piano broken chords and a
    music box over soft strings; A, A with new phrase ends, B (D minor side) with the piano
    alone singing, A with the strings carrying the tune. Nothing that pulls the ear off the cards."""
    A, B = "F Dm A# C F Am A# C", "Dm A# F C Gm A# C C"
    form = [
        sec(A, lead="celesta", motif=1),
        sec(A, lead="celesta", motif=1, vary=1),
        sec(B, lead="piano", motif=2, sparse=True),
        sec(A, lead="celesta", motif=1, vary=2, full=True),
    ]
    s = Song(
        72,
        form,
        [("piano", 0, 80), ("celesta", 10, 56), ("strings", 48, 46), ("bass", 32, 72)],
        seed=63,
    )
    scale = [77, 79, 81, 82, 84, 86, 88, 89]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        s.note("bass", midi(f"{root}2"), t0, 3.8, 70)
        held(s, "strings", ch, t0, 52 if sc.get("full") else 44)
        if sc.get("sparse"):
            for k, p in enumerate([ch[0], ch[2], ch[1] + 12]):
                s.note("piano", p, t0 + k * (4 / 3), 1.3, 56)
            for t, d, p in s.tune(
                sc, i, ch, [x - 12 for x in scale], rhythms=(1.0, 1.0, 2.0), up=24
            ):
                s.note("piano", p, t0 + t, d * 0.9, 64)
            return
        for k, p in enumerate([ch[0], ch[1], ch[2], ch[1] + 12, ch[2], ch[1]]):
            s.note("piano", p + 12, t0 + k * (4 / 6), 0.9, 62 if k else 72)
        s.lead(sc, t0, i, ch, scale, rhythms=(1.0, 1.0, 2.0), up=36)

    return s.arrange(bar)


def songs():
    """{name: song function} of every loop: the scenes' here, the duel themes in duels.py."""
    from . import duels, scenes

    return {
        "inn": inn_song,
        "road": road_song,
        "duel": duels.duel_song,
        "finale": finale_song,
        "theme": theme_song,
        "study": study_song,
        "temple": scenes.temple_song,
        "tower": scenes.tower_song,
        "market": scenes.market_song,
        "lodge": scenes.lodge_song,
        "camp": scenes.camp_song,
        "duel_folk": duels.duel_folk_song,
        "duel_arcane": duels.duel_arcane_song,
        "duel_march": duels.duel_march_song,
        "duel_market": duels.duel_market_song,
        "duel_wild": duels.duel_wild_song,
        # each duel theme's second variation, looped in turn with it (soundtrack.SECOND)
        "duel_b": lambda: duels.duel_song(1),
        "duel_folk_b": lambda: duels.duel_folk_song(1),
        "duel_arcane_b": lambda: duels.duel_arcane_song(1),
        "duel_march_b": lambda: duels.duel_march_song(1),
        "duel_market_b": lambda: duels.duel_market_song(1),
        "duel_wild_b": lambda: duels.duel_wild_song(1),
    }


def paired(name, names):
    """Whether loop `name` plays in turn with another: a theme with a second variation
    (<name>_b among `names`) or that variation."""
    return f"{name}_b" in names or (name.endswith("_b") and name[:-2] in names)


def build(tmp, out):
    out.mkdir(parents=True, exist_ok=True)
    made = []
    every = songs()
    for name, fn in every.items():
        dst = out / f"{name}.ogg"
        fn().render(tmp, dst, name, EDGE if paired(name, every) else 0.0)
        made.append(dst)
    return made
