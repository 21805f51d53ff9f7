# ruff: noqa: E501  (song tables read better unwrapped)
"""The duel themes (issue 26), one per kind of place, and Free Play's: written with the
section framework of music.py (read its docstring first). Which place plays which:
DUEL_BY_PLACE in game/kozyr_music.rpy.

Every theme has a second variation, `variant=1`, written to <name>_b.ogg (music.songs()): the
same strains and melodies (the same seed: the theme is recognised) in another order, opening
on a quiet breakdown with another one in the middle, the melodies on other instruments and
with new phrase ends. The game loops the two files in turn (soundtrack.SECOND), some 200 s
before the music repeats, where a ten-minute game heard one 100 s loop four to six times."""

from .audio import midi
from .music import Song, arp, chord, held, sec


def drums_kit(s, t0, kick, snare=(), hats=(), vel=(96, 70, 50), note_hat=42, note_snare=38):
    for b in kick:
        s.note("drums", 36, t0 + b, 0.4, vel[0])
    for b in snare:
        s.note("drums", note_snare, t0 + b, 0.4, vel[1])
    for b in hats:
        s.note("drums", note_hat, t0 + b, 0.2, vel[2])


def duel_song(variant=0):
    """Free Play's table (and any place without a theme of its own): an unhurried D-minor
    ostinato, 104 bpm, 111 s: pizzicato and cello over a soft kit (it was a driving 120 bpm
    with brass, which a fresh player found tiring over an evening). A; A with the piano
    answering; B (G minor side) with the violin's tune; bridge: half-time, harp and cello only;
    A with the violin; B with new phrase ends. Variation: bridge; A on the piano over a lighter
    ostinato; B on the piano; bridge; A with the violin; B on the piano."""
    A, B, C = "Dm Dm A# A Dm Dm A# A", "Gm Gm Dm Dm A# C A A", "F C Dm Dm A# A# A A"
    form = [
        sec(A),
        sec(A, answer=True),
        sec(B, lead="violin", motif=2),
        sec(C, bridge=True),
        sec(A, lead="violin", motif=1, answer=True),
        sec(B, lead="violin", motif=2, vary=1),
    ]
    if variant:
        form = [
            sec(C, bridge=True),
            sec(A, lead="piano", motif=1, vary=3, light=True),
            sec(B, lead="piano", motif=2, vary=2, light=True),
            sec(C, bridge=True),
            sec(A, lead="violin", motif=1, vary=1),
            sec(B, lead="piano", motif=2, answer=True),
        ]
    s = Song(
        104,
        form,
        [
            ("pizz", 45, 90),
            ("cello", 42, 80),
            ("drums", 0, 80),
            ("harp", 46, 70),
            ("piano", 0, 66),
            ("violin", 40, 70),
        ],
        seed=33,
    )
    scale = [74, 76, 77, 79, 81, 82, 84, 86]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        s.note("cello", midi(f"{root}2"), t0, 3.8, 80)
        if sc.get("bridge"):
            drums_kit(s, t0, (0,), (2,) if i % 2 else (), (), (80, 50, 0))
            arp(s, "harp", ch, t0, [0, 1, 2, 3, 4, 3, 2, 1], 0.5, (66, 56), up=12)
            return
        for k in range(4 if sc.get("light") else 8):  # the ostinato (on the beats when light)
            p = [ch[0], ch[0] + 12, ch[1], ch[2]][k % 4]
            step = 1.0 if sc.get("light") else 0.5
            s.note("pizz", p, t0 + k * step, 0.4, 86 if k % 2 == 0 else 66)
        if sc.get("light"):
            drums_kit(s, t0, (0,), (), (1, 2, 3), (84, 0, 40))
        else:
            drums_kit(s, t0, (0, 2.5), (1, 3), (0.5, 1.5, 2.5, 3.5), (88, 58, 42))
        if i % 4 == 3:
            arp(s, "harp", ch, t0 + 2, [0, 1, 2], 0.33, (70, 70), dur=1.0, up=24)
        if sc.get("answer") and i % 2 == 0 and sc.get("lead") != "piano":
            s.note("piano", ch[2] + 12, t0, 1.5, 64)
            s.note("piano", ch[1] + 12, t0 + 2, 1.5, 60)
        s.lead(sc, t0, i, ch, scale, rhythms=(0.5, 1.0, 1.0, 1.5))

    return s.arrange(bar)


def duel_folk_song(variant=0):
    """The duel at the inn (Marta): a quick A-minor dance, 138 bpm, 97 s: accordion and
    plucked strings, a tambourine and a bass drum. A: accordion; A: violin with new phrase
    ends; B (C major side): accordion; bridge: the clarinet's long notes over the drum alone;
    A: accordion with the violin an octave under; B: violin; A: the accordion's descending
    run at every phrase end."""
    A, B, C = "Am Am Dm E Am G F E", "C G Am E F C Dm E", "Dm Am Dm Am F E F E"
    form = [
        sec(A, lead="accordion", motif=1),
        sec(A, lead="violin", motif=1, vary=1),
        sec(B, lead="accordion", motif=2),
        sec(C, bridge=True),
        sec(A, lead="accordion", motif=1, full=True),
        sec(B, lead="violin", motif=2, vary=1),
        sec(A, lead="accordion", motif=1, vary=2, runs=True),
    ]
    if variant:  # B on the guitar; bridge; A: guitar, then accordion over the violin; bridge
        form = [
            sec(B, lead="guitar", motif=2),
            sec(B, lead="accordion", motif=2, vary=2),
            sec(C, bridge=True),
            sec(A, lead="guitar", motif=1, vary=3),
            sec(A, lead="accordion", motif=1, vary=1, full=True),
            sec(C, bridge=True),
            sec(A, lead="violin", motif=1, vary=2, runs=True),
        ]
    s = Song(
        138,
        form,
        [
            ("accordion", 21, 84),
            ("pizz", 45, 84),
            ("bass", 32, 96),
            ("drums", 0, 84),
            ("guitar", 24, 80),
            ("violin", 40, 76),
            ("clarinet", 71, 70),
        ],
        seed=77,
    )
    scale = [69, 71, 72, 74, 76, 77, 79, 80, 81]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        b = midi(f"{root}2")
        if sc.get("bridge"):
            s.note("bass", b, t0, 1.9, 90)
            s.note("bass", b + 7, t0 + 2, 1.9, 80)
            drums_kit(s, t0, (0, 2), (), (1, 3), (90, 0, 56), note_hat=54)
            s.note("clarinet", ch[i % 3] + 24, t0, 3.7, 76)
            return
        for k, p in enumerate((b, b + 7, b, b + 7)):
            s.note("bass", p, t0 + k, 0.9, 96 if k % 2 == 0 else 84)
        for beat in (0.5, 1.5, 2.5, 3.5):
            for p in ch:
                s.note("pizz", p + 12, t0 + beat, 0.3, 70)
        drums_kit(s, t0, (0, 2), (), [k * 0.5 for k in range(8)], (96, 0, 58), note_hat=54)
        if sc.get("runs") and i % 4 == 3:
            for k, p in enumerate([ch[2] + 12, ch[1] + 12, ch[0] + 12, ch[0] + 24]):
                s.note("accordion", p, t0 + k, 0.9, 80)
        else:
            s.lead(sc, t0, i, ch, scale, chord_share=0.55)
            if sc.get("full"):
                for t, d, p in s.tune(sc, i, ch, scale, chord_share=0.55):
                    s.note("violin", p - 12, t0 + t, d * 0.9, 58)
        if i % 2:
            arp(s, "guitar", ch, t0, [0, 1, 2], 0.25, (66, 66), dur=0.8, up=12)

    return s.arrange(bar)


def duel_arcane_song(variant=0):
    """The duel at the temple (Aurelia), in Pip's tower and on the night hill (Lina): a
    mysterious E-minor piece with a Phrygian F, 108 bpm, 107 s: harp in running eighths,
    a choir's held chords, celesta and flute, a shaker and a soft low tom. A: celesta; A:
    flute with new phrase ends; B (A minor side): oboe; bridge: choir and harp alone, no
    drums; A: celesta and flute together; B: flute."""
    A, B, C = "Em F Em D Em F G F", "Am F C G Am F E E", "C Am F Em C Am F E"
    form = [
        sec(A, lead="celesta", motif=1),
        sec(A, lead="flute", motif=1, vary=1),
        sec(B, lead="oboe", motif=2),
        sec(C, bridge=True),
        sec(A, lead="celesta", motif=1, vary=2, full=True),
        sec(B, lead="flute", motif=2, vary=1),
    ]
    if variant:  # the choir and harp first; B: celesta; A: oboe; choir again; B, A
        form = [
            sec(C, bridge=True),
            sec(B, lead="celesta", motif=2, vary=2),
            sec(A, lead="oboe", motif=1, vary=3),
            sec(C, bridge=True),
            sec(B, lead="flute", motif=2, vary=3, full=True),
            sec(A, lead="celesta", motif=1, vary=1),
        ]
    s = Song(
        108,
        form,
        [
            ("harp", 46, 80),
            ("choir", 52, 62),
            ("celesta", 8, 78),
            ("flute", 73, 74),
            ("oboe", 68, 70),
            ("cello", 42, 72),
            ("drums", 0, 70),
        ],
        seed=91,
    )
    scale = [76, 77, 79, 81, 83, 84, 86, 88]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        held(s, "choir", ch, t0, 62 if sc.get("bridge") else 52)
        arp(s, "harp", ch, t0, [0, 1, 2, 3, 4, 3, 2, 1], 0.5, (74, 58), up=12)
        if sc.get("bridge"):
            if i % 2 == 0:
                s.note("celesta", ch[2] + 36, t0 + 1, 2.5, 56)
            return
        s.note("cello", midi(f"{root}2"), t0, 1.4, 78)
        s.note("cello", midi(f"{root}2") + 7, t0 + 1.5, 0.9, 66)
        s.note("cello", midi(f"{root}2"), t0 + 2.5, 1.4, 70)
        s.note("drums", 45, t0, 0.5, 66)  # low tom
        s.note("drums", 45, t0 + 2.5, 0.5, 56)
        for k in range(8):
            s.note("drums", 70, t0 + k * 0.5, 0.2, 54 if k % 2 else 40)  # maracas
        s.lead(sc, t0, i, ch, scale, rhythms=(0.5, 1.0, 1.5, 1.0), up=24)
        if sc.get("full"):
            for t, d, p in s.tune(sc, i, ch, scale, rhythms=(0.5, 1.0, 1.5, 1.0), up=24):
                s.note("flute", p, t0 + t, d * 0.9, 60)

    return s.arrange(bar)


def duel_march_song(variant=0):
    """The duel on the road (Sir Brandt): a knight's march in G minor, 112 bpm, 103 s: snare
    in march time, bass drum and timpani, trumpet, horns, strings. A: trumpet; A: horn with
    new phrase ends; B (B-flat side): strings sing, trumpet answers; bridge: snare roll and
    strings' tremolo-like repeated chords, no melody; A: trumpet over the horns; B: trumpet."""
    A, B, C = "Gm Gm Cm D Gm D# D Gm", "A# F Gm D D# A# C D", "Cm Gm Cm D Cm Gm D# D"
    form = [
        sec(A, lead="trumpet", motif=1),
        sec(A, lead="horn", motif=1, vary=1),
        sec(B, lead="strings_hi", motif=2),
        sec(C, bridge=True),
        sec(A, lead="trumpet", motif=1, vary=2, full=True),
        sec(B, lead="trumpet", motif=2, vary=1),
    ]
    # the variation: the strings' bridge first; B: a lute's verse (plucked, where the held
    # brass shows the soundfont most); A: the horn; bridge; A: the lute over the horns; B: horn
    if variant:
        form = [
            sec(C, bridge=True),
            sec(B, lead="guitar", motif=2, vary=2),
            sec(A, lead="horn", motif=1, vary=3),
            sec(C, bridge=True),
            sec(A, lead="guitar", motif=1, vary=1, full=True),
            sec(B, lead="horn", motif=2, vary=3),
        ]
    s = Song(
        112,
        form,
        [
            ("trumpet", 56, 76),
            ("horn", 60, 76),
            ("strings", 48, 62),
            ("strings_hi", 48, 74),
            ("bass", 43, 84),
            ("timpani", 47, 76),
            ("drums", 0, 82),
        ]
        + ([("guitar", 24, 72)] if variant else []),
        seed=101,
    )
    scale = [67, 69, 70, 72, 74, 75, 77, 79]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        b = midi(f"{root}2")
        s.note("bass", b, t0, 1.8, 84)
        s.note("bass", b + 7, t0 + 2, 1.8, 76)
        if sc.get("bridge"):
            for k in range(8):
                for p in ch:
                    s.note("strings", p + 12, t0 + k * 0.5, 0.45, 58 + 4 * (k % 2))
            for k in range(16):  # a snare roll swelling across the bar
                s.note("drums", 38, t0 + k * 0.25, 0.2, 40 + 2 * k)
            s.note("timpani", b, t0, 0.8, 70)
            return
        held(s, "strings", ch, t0, 56)
        # march snare: 1 . e & a 2 &, 3 & 4 & with accents
        for beat, v in (
            (0, 80),
            (0.5, 56),
            (0.75, 50),
            (1, 72),
            (2, 80),
            (2.5, 56),
            (3, 72),
            (3.5, 60),
        ):
            s.note("drums", 38, t0 + beat, 0.2, v)
        s.note("drums", 36, t0, 0.4, 96)
        s.note("drums", 36, t0 + 2, 0.4, 86)
        if i == 0:
            s.note("drums", 49, t0, 1.0, 70)  # crash at each strain
        s.note("timpani", b, t0, 0.8, 76)
        if i % 2:
            s.note("timpani", b + 7 - 12, t0 + 3, 0.5, 64)
        s.lead(sc, t0, i, ch, scale, rhythms=(0.5, 1.0, 1.0, 1.5, 0.5))
        if sc.get("full") or sc["lead"] == "strings_hi":
            s.note("horn", ch[1] + 12, t0, 1.8, 64)
            s.note("horn", ch[2] + 12, t0 + 2, 1.8, 60)

    return s.arrange(bar)


def duel_market_song(variant=0):
    """The duel at the market (Lina and Vix): a bustling D-mixolydian caper, 144 bpm, 93 s:
    clarinet and marimba over a walking bass, offbeat guitar chops, claps and a tambourine.
    A: clarinet; A: marimba with new phrase ends; B (G major side): clarinet; bridge: bass,
    claps and marimba chords only; A: clarinet and marimba together; B: marimba; A: clarinet."""
    A, B, C = "D C G D Bm C A D", "G A D Bm G Em A A", "Bm F#m G D Bm F#m G A"
    form = [
        sec(A, lead="clarinet", motif=1),
        sec(A, lead="marimba", motif=1, vary=1),
        sec(B, lead="clarinet", motif=2),
        sec(C, bridge=True),
        sec(A, lead="clarinet", motif=1, vary=2, full=True),
        sec(B, lead="marimba", motif=2, vary=1),
        sec(A, lead="clarinet", motif=1),
    ]
    if variant:  # B: marimba; bridge; A: clarinet, marimba; bridge; B: clarinet; A: marimba
        form = [
            sec(B, lead="marimba", motif=2, vary=2),
            sec(C, bridge=True),
            sec(A, lead="clarinet", motif=1, vary=3),
            sec(A, lead="marimba", motif=1, vary=1, full=True),
            sec(C, bridge=True),
            sec(B, lead="clarinet", motif=2, vary=3),
            sec(A, lead="marimba", motif=1, vary=2),
        ]
    s = Song(
        144,
        form,
        [
            ("clarinet", 71, 80),
            ("marimba", 12, 84),
            ("bass", 32, 96),
            ("guitar", 24, 70),
            ("pizz", 45, 62),
            ("drums", 0, 78),
        ],
        seed=121,
    )
    scale = [74, 76, 78, 79, 81, 83, 84, 86]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        b = midi(f"{root}2")
        for k, p in enumerate((b, b + 4 - (1 if kind == "min" else 0), b + 7, b + 9)):  # walking
            s.note("bass", p, t0 + k, 0.85, 92 if k % 2 == 0 else 80)
        s.note("drums", 39, t0 + 1, 0.3, 70)  # hand claps on 2 and 4
        s.note("drums", 39, t0 + 3, 0.3, 74)
        if sc.get("bridge"):
            arp(s, "marimba", ch, t0, [0, 2, 1, 3], 1.0, (70, 60), up=12)
            return
        for beat in (0.5, 1.5, 2.5, 3.5):
            for p in ch:
                s.note("guitar", p + 12, t0 + beat, 0.25, 64)
        drums_kit(s, t0, (0, 2.5), (), [k * 0.5 for k in range(8)], (86, 0, 52), note_hat=54)
        if i % 2:
            arp(s, "pizz", ch, t0 + 2, [0, 1, 2, 3], 0.5, (64, 58), up=12)
        s.lead(sc, t0, i, ch, scale, rhythms=(0.5, 0.5, 0.5, 1.0), chord_share=0.5)
        if sc.get("full"):
            for t, d, p in s.tune(sc, i, ch, scale, rhythms=(0.5, 0.5, 0.5, 1.0), chord_share=0.5):
                s.note("marimba", p, t0 + t, d * 0.9, 62)

    return s.arrange(bar)


def duel_wild_song(variant=0):
    """The duel in the wild (Ash's camp, the White Hunter's lodge): a D-minor hunt, 126 bpm,
    107 s: toms and a bass drum pounding, a cello drone and ostinato, steel-string guitar,
    pan flute and violin, and the horn's hunting calls. A: pan flute; A: violin with new phrase
    ends; B (B-flat side): the horn's calls; bridge: toms and drone alone; A: pan flute and
    violin; B: violin; A: pan flute."""
    A, B, C = "Dm Dm C Dm Dm F C Dm", "A# C Dm Dm A# C A A", "Gm Dm Gm Dm Gm Dm A A"
    form = [
        sec(A, lead="panflute", motif=1),
        sec(A, lead="violin", motif=1, vary=1),
        sec(B, lead="horn", motif=2, calls=True),
        sec(C, bridge=True),
        sec(A, lead="panflute", motif=1, vary=2, full=True),
        sec(B, lead="violin", motif=2, vary=1),
        sec(A, lead="panflute", motif=1),
    ]
    if variant:  # toms and drone first; the horn's calls; A: guitar; B: pan flute; bridge; A
        form = [
            sec(C, bridge=True),
            sec(B, lead="horn", motif=2, calls=True),
            sec(A, lead="guitar", motif=1, vary=3),
            sec(B, lead="panflute", motif=2, vary=2),
            sec(C, bridge=True),
            sec(A, lead="panflute", motif=1, vary=1, full=True),
            sec(B, lead="violin", motif=2, vary=3),
        ]
    s = Song(
        126,
        form,
        [
            ("panflute", 75, 80),
            ("violin", 40, 76),
            ("horn", 60, 74),
            ("cello", 42, 82),
            ("guitar", 25, 72),
            ("drums", 0, 86),
        ],
        seed=141,
    )
    scale = [62, 64, 65, 67, 69, 71, 72, 74]

    def bar(t0, root, kind, i, sc):
        ch = chord(root, kind, 3)
        d2 = midi("D2")
        s.note("cello", d2, t0, 3.9, 62)  # the drone
        for k, p in enumerate([ch[0], ch[0], ch[2], ch[0], ch[1], ch[0], ch[2], ch[0] + 12]):
            if not sc.get("bridge") or k % 2 == 0:
                s.note("cello", p, t0 + k * 0.5, 0.4, 80 if k % 2 == 0 else 64)
        # toms: a galloping figure, heavier in the bridge
        for beat, note, v in (
            (0, 41, 92),
            (0.75, 45, 70),
            (1, 45, 76),
            (2, 41, 90),
            (2.75, 43, 70),
            (3, 43, 74),
            (3.5, 48, 66),
        ):
            s.note("drums", note, t0 + beat, 0.3, v + (8 if sc.get("bridge") else 0))
        s.note("drums", 36, t0, 0.4, 90)
        if sc.get("bridge"):
            return
        for beat in (0, 1.5, 2, 3):
            for k, p in enumerate(ch):
                s.note("guitar", p + 12, t0 + beat + k * 0.02, 0.4, 62)
        if sc.get("calls"):
            if i % 2 == 0:  # a hunting call: fifth up and back
                for t, p, d in (
                    (0, ch[0], 0.5),
                    (0.5, ch[2], 0.5),
                    (1, ch[0] + 12, 1.5),
                    (3, ch[2], 1.0),
                ):
                    s.note("horn", p + 12, t0 + t, d * 0.95, 86)
            else:
                s.note("violin", ch[1] + 24, t0, 3.6, 60)
            return
        s.lead(sc, t0, i, ch, [x + 12 for x in scale], rhythms=(0.5, 0.5, 1.0, 1.5))
        if sc.get("full"):
            for t, d, p in s.tune(sc, i, ch, [x + 12 for x in scale], rhythms=(0.5, 0.5, 1.0, 1.5)):
                s.note("violin", p - 12, t0 + t, d * 0.9, 60)

    return s.arrange(bar)
