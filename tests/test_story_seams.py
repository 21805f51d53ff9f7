"""The end of a duel does not repeat or spoil the scene that follows it.

What an opponent says when a game ends (table talk's "win", "loss" and "draw" lines,
game/table/duel_talk_lines.rpy, and the tutorials' coach lines at the end of a game,
game/table/variant_durak.rpy and duel_lessons.rpy) is on screen just before the
chapter's post-duel scene (game/story/ch*.rpy, `label .win` / `.loss` / `.draw`).
The test reads those files as text and fails when an end-of-duel line and a line of
the scene after it are the same once normalised (case, punctuation, substitutions), one
holds the other, or they share a long phrase: four words in a row, or three with a word
in them that is not a small common one ("I'm the durak", "the table says").

Table talk's "loss" is the opponent losing (the player won: the `.win` scene follows),
its "win" the opponent winning (`.loss` follows). A coach line is compared with every
post-duel scene of its chapter.
"""

import re
from pathlib import Path

import pytest
from rpy_block import python_block

ROOT = Path(__file__).resolve().parents[1]
STORY = ROOT / "game" / "story"
TABLE = ROOT / "game" / "table"

# who sits at each chapter's table (game/roster.rpy)
CHAPTERS = {
    "ch00_prologue.rpy": ["marta"],
    "ch01_aurelia.rpy": ["aurelia"],
    "ch02_pip.rpy": ["pip"],
    "ch03_brandt.rpy": ["brandt"],
    "ch04_market.rpy": ["lina", "vix"],
    "ch05_lina.rpy": ["lina"],
    "ch06_ash.rpy": ["ash"],
    "ch07_hunter.rpy": ["hunter"],
}
# the opponent's end-of-game kind -> the scene that follows it
FOLLOWS = {"loss": "win", "win": "loss", "draw": "draw"}
# the tutorials' coach lines at the end of a game: (file, function) -> chapter
COACH = {
    ("variant_durak_lesson.rpy", "marta_line"): "ch00_prologue.rpy",
    ("duel_lessons.rpy", "lina_line"): "ch05_lina.rpy",
    ("duel_lessons.rpy", "ash_line"): "ch06_ash.rpy",
}
SMALL = set(
    """a an the and or but so of to in on at by for with from up down out off over into
    i i'm i've i'll i'd me my mine you you're you've you'll your yours he she it it's its we
    they them their this that that's these those there here is are was were be been am do
    does did not no yes all one just now then than too very well oh ha hm what who how
    have has had will would can could shall should let let's as if once again""".split()
)


def words(text):
    text = re.sub(r"\[[^\]]*\]|\{[^}]*\}", " ", text).replace("\u2019", "'").lower()
    return re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text)


def seam(a, b):
    """The phrase an end-of-duel line `a` shares with a scene's line `b`, or None."""
    wa, wb = words(a), words(b)
    if not wa or not wb:
        return None
    if wa == wb:
        return " ".join(wa)
    for n in range(min(len(wa), len(wb)), 2, -1):
        grams_b = {tuple(wb[i : i + n]) for i in range(len(wb) - n + 1)}
        for i in range(len(wa) - n + 1):
            g = tuple(wa[i : i + n])
            if g in grams_b and (n >= 4 or any(w not in SMALL for w in g)):
                return " ".join(g)
    return None


SAY = re.compile(r'^\s*(?:\w+\s+)?"((?:[^"\\]|\\.)*)"')


def scene_lines(chapter, label):
    """The said lines of `label .<label>:` of a chapter (to the next label; none when the
    chapter has no such scene: a series never ends in a draw)."""
    lines = (STORY / chapter).read_text(encoding="utf-8").splitlines()
    if f"label .{label}:" not in lines:
        return []
    start = lines.index(f"label .{label}:")
    out = []
    for line in lines[start + 1 :]:
        if line.startswith("label "):
            break
        m = SAY.match(line)
        if m and not line.strip().startswith(("$", "#")):
            out.append(m.group(1).replace('\\"', '"'))
    return out


def talk_lines():
    ns = {"_": lambda s: s}
    exec(python_block(TABLE / "duel_talk_lines.rpy", "duel_talk"), ns)
    return ns["LINES"]


STRING = re.compile(r'_\("((?:[^"\\]|\\.)*)"\)')


def coach_end_lines(file, function):
    """The strings of the `if m.terminal:` block of a coach function."""
    lines = (TABLE / file).read_text(encoding="utf-8").splitlines()
    start = next(i for i, s in enumerate(lines) if s.strip().startswith(f"def {function}("))
    at = next(i for i in range(start, len(lines)) if "if m.terminal:" in lines[i])
    indent = len(lines[at]) - len(lines[at].lstrip())
    out = []
    for s in lines[at + 1 :]:
        if s.strip() and len(s) - len(s.lstrip()) <= indent:
            break
        out += STRING.findall(s)
    assert out, (file, function)
    return out


def pairs():
    lines = talk_lines()
    for chapter, seats in CHAPTERS.items():
        for who in seats:
            for kind, scene in FOLLOWS.items():
                for line in lines[who][kind]:
                    yield f"{who}.{kind}", line, chapter, scene
    for (file, function), chapter in COACH.items():
        for line in coach_end_lines(file, function):
            for scene in FOLLOWS.values():
                yield f"{function}", line, chapter, scene


def test_the_seam_finder_finds_the_known_seams():
    assert seam("I'm the durak. Don't tell the regulars.", "Full-handed innkeeper. I'm the durak.")
    assert seam("Ugh. Fine. The table says.", "Fine. Fair is fair. The table says.")
    assert seam("A tie? Luck does not TIE!", "Both of us out at once? A tie? Luck does not TIE!")
    assert seam(
        "Durak, I am afraid. But a well-fought durak.",
        "Durak, I am afraid. But a well-fought durak. You charged bravely.",
    )
    assert not seam("Good game. The fire's still going.", "I've won.")
    assert not seam("I won! Can I write that down?", "Then you still get the map, silly.")


@pytest.mark.parametrize("chapter", sorted(CHAPTERS))
def test_end_of_duel_lines_do_not_repeat_the_scene_after_them(chapter):
    bad = []
    for who, line, ch, scene in pairs():
        if ch != chapter:
            continue
        for said in scene_lines(ch, scene):
            s = seam(line, said)
            if s:
                bad.append(f"{who} {line!r} and .{scene} {said!r} share {s!r}")
    assert not bad, "\n".join(bad)


# What a scene after the duel reveals, which the table must not say first, by chapter:
# phrases no table-talk line of its opponents and no end-of-game coach line may hold
# (the seam finder above catches shared words; these are the same news in other words).
SPOILERS = {
    # the .win scene: Marta counts "an empty-handed traveller and a full-handed
    # innkeeper"; the .loss scene: "We all do it, the first time" (and a rematch of the
    # tutorial's stacked deal is no first game)
    "ch00_prologue.rpy": ["first game", "at first"],
    # the .draw scene: "Both of us out at once? A tie?"
    "ch01_aurelia.rpy": ["out at once", "a tie"],
    # the .win scene: Pip works out slowly that she lost, and the roof catches fire
    "ch02_pip.rpy": ["you won", "without any fire", "set anything on fire"],
    # the .win scene: "You turned my charge like a cavalry captain"
    "ch03_brandt.rpy": ["turned my charge", "cavalry captain"],
}


def test_the_table_does_not_tell_the_scene_s_news_first():
    lines = talk_lines()
    bad = []
    for chapter, phrases in SPOILERS.items():
        said = [s for who in CHAPTERS[chapter] for kind in lines[who].values() for s in kind]
        for (file, function), ch in COACH.items():
            if ch == chapter:
                said += coach_end_lines(file, function)
        for line in said:
            text = " ".join(words(line))
            bad += [f"{chapter}: {line!r} says {p!r}" for p in phrases if p in text]
    assert not bad, "\n".join(bad)


SERIES = {"ch04_market.rpy", "ch07_hunter.rpy"}  # no draw scene: a tie is played off


def test_every_post_duel_scene_is_read():
    for chapter in CHAPTERS:
        for scene in FOLLOWS.values():
            if scene == "draw" and chapter in SERIES:
                assert not scene_lines(chapter, scene), chapter
                continue
            assert scene_lines(chapter, scene), (chapter, scene)


# Table talk retired because it told the scene after it (or before it) what the scene
# says itself (editor's review, issue 28): Lina's closers against ch05's "I went out
# first!" and "I'm the one holding cards", her "sorry" said only in her own scene, her
# chin heard at the market before ch05 tells the story, Ash's openers against ch06's
# "Lose small, choose well" and "Let's find out if we do", the tea already terrible twice.
RETIRED = {
    "lina": [
        "Out first! I'll draw a little flag on this spot.",
        "Oh! My hand's still full. How did that happen?",
        "Sorry! Not sorry. A little bit sorry.",
    ],
    "ash": [
        "Cut. Lose small, choose well.",
        "Let's see if we know each other.",
        "Sit. The tea's terrible. The cards aren't.",
    ],
}


def test_retired_table_talk_stays_retired():
    lines = talk_lines()
    back = [
        (who, line)
        for who, gone in RETIRED.items()
        for kind in lines[who].values()
        for line in kind
        if line in gone
    ]
    assert not back, back
    coach = (TABLE / "duel_lessons.rpy").read_text(encoding="utf-8")
    assert "Sorry. Not sorry." not in coach


def test_lina_chin_and_closers_are_gated():
    ns = {"_": lambda s: s}
    exec(python_block(TABLE / "duel_talk_lines.rpy", "duel_talk"), ns)
    only = ns["ONLY"]
    assert only["Fine. I'll hold them with my chin if I have to."] == "kozyri"
    assert only["Properly beaten. You're getting a crown on my next map."] == "end"
    assert only["One game. I'm writing it down. Deal."] == "mid"
