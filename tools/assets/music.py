# ruff: noqa: E501  (song tables read better unwrapped)
"""The music loops (issue 26): MIDI written by code (midiutil, seeded) and rendered by
fluidsynth with the MIT-licensed MuseScore General Lite soundfont. Which track plays where:
game/kozyr_music.rpy.

Every loop lasts at least MIN_LOOP seconds and is built from sections, like a tune a band plays:
an A strain with its melody (a *motif*: the same seed gives the same phrase, so the A strain is
recognised when it comes back), a contrasting B strain on other chords, a bridge where the
band thins out, and A again with the melody on another instrument or varied at its phrase ends.
A section is a dict: `prog` (one (root, kind) chord per 4/4 bar) and the options the song's
bar function reads (`lead`: the melody's instrument or None, `motif`, `vary`, `full`,
`bridge`...)."""

import random

from .audio import RATE, SOUNDFONT, midi, run, sox

MIN_LOOP = 90.0  # seconds before a loop repeats (tools/check_audio.py checks it)
# ogg vorbis quality 2 (about 96 kbit/s, up from q0's 60: the strings' and choir's highs stay
# clean); q3 would make the 14 loops 17.8 MB, over the 15 MB cap of tests/test_assets.py
QUALITY = "2"
# peak level of every loop, dBFS: 2 dB under the effects' (-2/-3), so that the end-of-game
# stings stand above the duel themes they duck (tools/check_audio.py checks the mix)
LEVEL = "-5"


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

    @property
    def seconds(self):
        return self.bars * 4 * 60 / self.bpm

    def note(self, track, pitch, start, dur, vel=90, reps=2):
        """Add a note to both passes of the loop (the second copy is the one we keep)."""
        t, c = self.ch[track]
        vel = max(1, min(127, int(vel)))
        for k in range(reps):
            self.m.addNote(t, c, pitch, start + k * self.bars * 4, dur, vel)

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

    def render(self, tmp, dst, name):
        assert self.seconds >= MIN_LOOP, (name, self.seconds)
        mid = tmp / f"{name}.mid"
        with open(mid, "wb") as f:
            self.m.writeFile(f)
        raw = tmp / f"{name}.wav"
        run(["fluidsynth", "-ni", "-q", "-r", RATE, "-g", "0.6", "-F", raw, SOUNDFONT, mid])
        loop = self.seconds
        # keep the second pass: its start already carries the first pass's reverb tail, so it loops cleanly
        sox(
            str(raw),
            "-C",
            QUALITY,
            str(dst),
            "trim",
            f"{loop:.5f}",
            f"{loop:.5f}",
            "gain",
            "-n",
            LEVEL,
        )


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
        "duel_folk": duels.duel_folk_song,
        "duel_arcane": duels.duel_arcane_song,
        "duel_march": duels.duel_march_song,
        "duel_market": duels.duel_market_song,
        "duel_wild": duels.duel_wild_song,
    }


def build(tmp, out):
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for name, fn in songs().items():
        dst = out / f"{name}.ogg"
        fn().render(tmp, dst, name)
        made.append(dst)
    return made
