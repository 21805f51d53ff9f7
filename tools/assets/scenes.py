# ruff: noqa: E501  (song tables read better unwrapped)
"""The calm scene themes of the story's places (issue 26: chapters 1-4 and 6 played the road's
tune everywhere): the temple, Pip's tower and the market. Each is the place's duel theme's
colours (tools/assets/duels.py: arcane harp and choir, the market's clarinet and marimba)
slowed down and thinned out, with no drums, so that the duel still sounds like the scene
turning tense. Built like the other loops (tools/assets/music.py): sections A, A', B, a
bridge, A; which chapter plays which: the chapters' story_music(...) lines."""

from .audio import midi
from .music import Song, arp, chord, held, sec


def temple_song():
    """The temple of Aurelia: a still E-minor hymn, 66 bpm, 131 s: the choir's held chords,
    the harp's slow broken chords, a flute's line; A: flute; A: oboe with new phrase ends;
    B (C major side): the flute high over the cello; bridge: choir and harp alone; A: flute
    and oboe an octave apart."""
    A, B, C = "Em C Am B Em C D B", "C G Am Em C G Am B", "Am Em C B"
    form = [
        sec(A, lead="flute", motif=1),
        sec(A, lead="oboe", motif=1, vary=1),
        sec(B, lead="flute", motif=2, oct=1),
        sec(C, bridge=True),
        sec(A, lead="flute", motif=1, vary=2, full=True),
    ]
    s = Song(
        66,
        form,
        [
            ("choir", 52, 38),  # soft: held chords raise the RMS, and the temple is the calm one
            ("harp", 46, 78),
            ("flute", 73, 56),
            ("oboe", 68, 50),
            ("cello", 42, 66),
        ],
        seed=131,
    )
    scale = [64, 66, 67, 69, 71, 72, 74, 76]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        held(s, "choir", ch, t0, 54 if sc.get("bridge") else 44)
        arp(s, "harp", ch, t0, [0, 1, 2, 3, 2, 1], 4 / 6, (60, 46), dur=0.9, up=12)
        if sc.get("bridge"):
            return
        s.note("cello", midi(f"{root}2"), t0, 1.6, 60)
        s.note("cello", midi(f"{root}2") + 7, t0 + 2, 1.6, 50)
        s.lead(sc, t0, i, ch, scale, rhythms=(1.0, 2.0, 1.0, 1.5), chord_share=0.65)
        if sc.get("full"):
            for t, d, p in s.tune(sc, i, ch, scale, rhythms=(1.0, 2.0, 1.0, 1.5), chord_share=0.65):
                s.note("oboe", p - 12, t0 + t, d * 0.9, 50)

    return s.arrange(bar)


def tower_song():
    """Pip's tower: a curious, tinkering A-minor piece, 84 bpm, 103 s: a music box (celesta)
    and pizzicato over a bassoon's walking notes and soft strings; A: celesta; A: clarinet
    with new phrase ends; B (F major side): the music box high; bridge: pizzicato and held
    strings; A: celesta and clarinet together."""
    A, B, C = "Am E Am G F C E E", "F C Dm Am F G E E", "Dm Am"
    form = [
        sec(A, lead="celesta", motif=1),
        sec(A, lead="clarinet", motif=1, vary=1),
        sec(B, lead="celesta", motif=2, oct=1),
        sec(C + " " + C, bridge=True),
        sec(A, lead="celesta", motif=1, vary=2, full=True),
    ]
    s = Song(
        84,
        form,
        [
            ("celesta", 8, 80),
            ("pizz", 45, 70),
            ("bassoon", 70, 72),
            ("strings", 48, 46),
            ("clarinet", 71, 70),
            ("harp", 46, 56),
        ],
        seed=141,
    )
    scale = [69, 71, 72, 74, 76, 77, 79, 81]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        b = midi(f"{root}2")
        held(s, "strings", ch, t0, 50 if sc.get("bridge") else 42)
        arp(s, "pizz", ch, t0, [0, 2, 1, 3], 1.0, (64, 54), dur=0.4, up=12)
        if sc.get("bridge"):
            if i % 2:
                arp(s, "harp", ch, t0 + 2, [0, 1, 2, 3], 0.25, (52, 52), dur=1.2, up=24)
            return
        s.note("bassoon", b + 12, t0, 0.9, 70)
        s.note("bassoon", b + 19, t0 + 2, 0.9, 62)
        s.lead(sc, t0, i, ch, scale, rhythms=(0.5, 0.5, 1.0, 1.5), up=24)
        if sc.get("full"):
            for t, d, p in s.tune(sc, i, ch, scale, rhythms=(0.5, 0.5, 1.0, 1.5), up=24):
                s.note("clarinet", p - 12, t0 + t, d * 0.9, 54)

    return s.arrange(bar)


def market_song():
    """The market: an easy D-major stroll between the stalls, 100 bpm, 96 s: marimba and
    clarinet over a plucked guitar and a bass on one and three; A: clarinet; A: marimba with
    new phrase ends; B (G major side): clarinet; bridge: guitar and marimba chords; A:
    clarinet and marimba together."""
    A, B, C = "D G A D Bm G A D", "G D Em A G D Em A", "Bm G Em A"
    form = [
        sec(A, lead="clarinet", motif=1),
        sec(A, lead="marimba", motif=1, vary=1),
        sec(B, lead="clarinet", motif=2),
        sec(C + " " + C, bridge=True),
        sec(A, lead="clarinet", motif=1, vary=2, full=True),
    ]
    s = Song(
        100,
        form,
        [
            ("clarinet", 71, 74),
            ("marimba", 12, 76),
            ("guitar", 24, 80),
            ("bass", 32, 84),
            ("accordion", 21, 50),
        ],
        seed=151,
    )
    scale = [74, 76, 78, 79, 81, 83, 85, 86]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        b = midi(f"{root}2")
        s.note("bass", b, t0, 1.8, 80)
        s.note("bass", b + 7, t0 + 2, 1.8, 70)
        arp(s, "guitar", ch, t0, [0, 1, 2, 1] * 2, 0.5, (66, 54), up=12)
        if sc.get("bridge"):
            held(s, "accordion", ch, t0, 46)
            arp(s, "marimba", ch, t0, [0, 2, 1, 3], 1.0, (62, 54), up=12)
            return
        s.lead(sc, t0, i, ch, scale, rhythms=(0.5, 1.0, 1.0, 1.5), chord_share=0.55)
        if sc.get("full"):
            for t, d, p in s.tune(sc, i, ch, scale, rhythms=(0.5, 1.0, 1.0, 1.5), chord_share=0.55):
                s.note("marimba", p, t0 + t, d * 0.9, 58)

    return s.arrange(bar)


def lodge_song():
    """The White Hunter's lodge in the snow (chapter 7; the finale stays for the ending): a
    still B-minor piece, 68 bpm, 113 s: the piano's sparse line over the harp's slow broken
    chords, held strings and the cello's long roots; A: piano; A: nylon guitar with new phrase
    ends; B (G major side): the piano an octave up; bridge: harp and strings alone, twice."""
    A, B, C = "Bm G D A Bm Em F# F#", "G D Em Bm G D Em F#", "Em Bm G F#"
    form = [
        sec(A, lead="piano", motif=1),
        sec(A, lead="guitar", motif=1, vary=1),
        sec(B, lead="piano", motif=2, oct=1),
        sec(C + " " + C, bridge=True),
    ]
    s = Song(
        68,
        form,
        [
            ("piano", 0, 78),
            ("harp", 46, 70),
            # the held strings carry the loudness, the cello's attacks stay under the peaks'
            # ceiling (music.loudness_gain: at 60 the loop came out 1 dB under LOUDNESS)
            ("strings", 48, 62),
            ("cello", 42, 46),
            ("guitar", 24, 82),
        ],
        seed=161,
    )
    scale = [59, 61, 62, 64, 66, 67, 69, 71]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        held(s, "strings", ch, t0, 50 if sc.get("bridge") else 42)
        s.note("cello", midi(f"{root}2"), t0, 3.8, 56)
        arp(s, "harp", ch, t0, [0, 2, 3, 2], 1.0, (58, 46), dur=1.4, up=12)
        if sc.get("bridge"):
            if i % 2:
                arp(s, "harp", ch, t0 + 2, [0, 1, 2, 3], 0.5, (50, 46), dur=1.2, up=24)
            return
        # few notes and long ones: the snow's stillness, the fire's room
        s.lead(sc, t0, i, ch, scale, rhythms=(1.0, 2.0, 1.5, 0.5), chord_share=0.7, up=24)

    return s.arrange(bar)


def camp_song():
    """Ash's night camp (chapter 6; the road's tune stays for the walking): a quiet D-dorian
    air by the fire, 76 bpm, 101 s: a nylon guitar picking eighths, the clarinet's low warm
    line, the cello's roots; A: clarinet; A: the guitar's own melody with new phrase ends;
    B (F major side): clarinet; bridge: guitar and held strings, the harp at phrase ends."""
    A, B, C = "Dm G Dm G A# C Dm Dm", "F C Dm Am A# F G A", "A# F G Dm"
    form = [
        sec(A, lead="clarinet", motif=1),
        sec(A, lead="guitar", motif=1, vary=1, oct=1),
        sec(B, lead="clarinet", motif=2),
        sec(C + " " + C, bridge=True),
    ]
    s = Song(
        76,
        form,
        [
            ("guitar", 24, 84),
            ("clarinet", 71, 66),
            ("cello", 42, 46),  # as the lodge's: the loop reaches LOUDNESS under the ceiling
            ("strings", 48, 58),
            ("harp", 46, 54),
        ],
        seed=171,
    )
    scale = [62, 64, 65, 67, 69, 71, 72, 74]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        s.note("cello", midi(f"{root}2"), t0, 1.9, 58)
        s.note("cello", midi(f"{root}2") + 7, t0 + 2, 1.9, 48)
        held(s, "strings", ch, t0, 46 if sc.get("bridge") else 38)
        arp(s, "guitar", ch, t0, [0, 2, 1, 3, 2, 1, 3, 2], 0.5, (64, 52), up=12)
        if sc.get("bridge"):
            if i % 4 == 3:
                arp(s, "harp", ch, t0 + 2, [0, 1, 2, 3], 0.25, (50, 50), dur=1.2, up=24)
            return
        s.lead(sc, t0, i, ch, scale, rhythms=(1.0, 1.5, 0.5, 2.0), chord_share=0.6, up=12)

    return s.arrange(bar)
