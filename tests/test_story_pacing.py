"""No chapter is front-loaded: at most half of its words come before its duel (issue 28).

A chapter's words are the words of its said text: every say statement and narration line
of the chapter file (the quoted English text; menu choices are not said, so not counted).
The words before the duel are those of the lines above the file's first `call play_duel`
line (a series chapter's first game), set against the words of the whole file, post-duel
scenes, rematches and loss branches included. The measure is read from the file as text,
so the same rule serves every chapter (and any other check that copies it).

The file measure counts loss and rematch scenes too, so it is the weaker of two: the played
path (below) holds each chapter to half on the path a player actually reads.
"""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STORY = ROOT / "game" / "story"
LIMIT = 0.5

# A say statement (`who "text"`, `who expr "text"`) or a narration line (`"text"`),
# with an optional `with` clause; a menu choice (`"text":`, `"text" if cond:`) ends in ":".
SAY = re.compile(r'^\s*(?:[A-Za-z_]\w*(?:\s+\w+)*\s+)?"((?:[^"\\]|\\.)*)"(?:\s+with\s+\w+)?\s*$')
DUEL = re.compile(r"^\s*call\s+play_duel\(")
TAG = re.compile(r"\{[^}]*\}")


def words(text):
    """The words of one said line: text tags dropped, a `[substitution]` is one word."""
    return len(TAG.sub(" ", text.replace('\\"', '"')).split())


def said(line):
    """The words said on one line of a chapter file (0 for any other line)."""
    stripped = line.strip()
    if stripped.startswith(("#", "$", "old ", "new ")):
        return 0
    m = SAY.match(line)
    return words(m.group(1)) if m else 0


def pacing(path):
    """(words before the first `call play_duel`, words in the whole file), or None when
    the file calls no duel."""
    lines = path.read_text(encoding="utf-8").splitlines()
    at = next((i for i, line in enumerate(lines) if DUEL.match(line)), None)
    if at is None:
        return None
    return sum(said(s) for s in lines[:at]), sum(said(s) for s in lines)


CHAPTERS = sorted(p.name for p in STORY.glob("ch*.rpy") if pacing(p))


def test_the_word_count_reads_say_and_narration_only():
    assert said('    marta "Sit. Cut. Let\'s see."') == 4
    assert said('    "The road climbs {i}out{/i} of the woods."') == 7
    assert said('    ash happy "[player_name]. Good."') == 2
    assert said('        "Show Marta your grandmother\'s card.":') == 0
    assert said('        "I\'d rather not say." if story_reason:') == 0
    assert said('    $ story_sound("shuffle")') == 0
    assert said("    show marta happy at center with dissolve") == 0
    assert said('    "Narration, then a flash." with kozyr_flash') == 4


def test_every_story_chapter_with_a_duel_is_measured():
    assert len(CHAPTERS) >= 8, CHAPTERS


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_at_most_half_of_a_chapter_comes_before_its_duel(chapter):
    before, total = pacing(STORY / chapter)
    share = before / total
    assert share <= LIMIT, f"{chapter}: {before} of {total} words ({share:.0%}) before the duel"


# --- The played path -------------------------------------------------------------------
#
# The file measure above counts every branch, loss and rematch scenes included, so a long
# loss scene can hide a front-loaded first reading. A player reads one path: the longest
# way a first reading can take to the duel (every menu choice and every `if` branch before
# it tried), and, after a win, the shortest way from the duel to the chapter's end. The
# chapter reads as paced when the first is at most half of the two together.
#
# The walk reads the chapter file as Ren'Py runs it: a label's block, then what follows it
# in the file; `jump` to a label of the file; `call` of a label of the file returns after
# its `return`; a menu runs one of its choices; an `if`/`elif`/`else` chain one of its
# branches (or none, with no `else`); after the duel, the chain on `_return` (or the
# dispatch `jump expression kozyr_after_duel(...)`) takes its "win" branch. Any other
# statement with a block (`python:`, an ATL `show ... :`) says nothing.

CHAIN = re.compile(r"^(if|elif|else)\b")
LABEL = re.compile(r"^label\s+([\w.]+)\s*(?:\(.*\))?\s*:\s*$")
JUMP = re.compile(r"^jump\s+([\w.]+)\s*$")
CALL = re.compile(r"^call\s+([\w.]+)")
RETURN = re.compile(r"\b_return\b")
# the chapters' one dispatch after a duel (progress.rpy): to <chapter>.win, .draw or .loss
AFTER_DUEL = re.compile(r'^jump\s+expression\s+kozyr_after_duel\("(\w+)",\s*_return\)')


class Stmt:
    def __init__(self, text, line):
        self.text = text  # stripped
        self.line = line  # the raw line
        self.block = []


def parse(lines):
    """The file as a tree of statements by indentation (comments and blank lines dropped)."""
    root = Stmt("", "")
    stack = [(-1, root)]
    for line in lines:
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        indent = len(line) - len(line.lstrip())
        while indent <= stack[-1][0]:
            stack.pop()
        stmt = Stmt(stripped, line)
        stack[-1][1].block.append(stmt)
        stack.append((indent, stmt))
    return root.block


class Walk:
    """Every word total a reading can add up from one point to where it stops."""

    def __init__(self, path):
        self.top = parse(path.read_text(encoding="utf-8").splitlines())
        self.labels = {}  # full and local name -> index in self.top
        chapter = None
        for i, stmt in enumerate(self.top):
            m = LABEL.match(stmt.text)
            if m:
                name = m.group(1)
                if name.startswith("."):
                    name = f"{chapter}{name}"
                else:
                    chapter = name
                self.labels[name] = i
                self.labels[name[name.find(".") :] if "." in name else name] = i
        self.chapter = next(LABEL.match(s.text).group(1) for s in self.top if LABEL.match(s.text))
        self.memo = {}

    def start(self):
        return (((None, self.labels[self.chapter]),), ())

    def after_duel(self):
        """The state just after the file's first `call play_duel`."""
        for frames in self.positions((None, ()), self.top):
            stmt = self.at(frames)
            if DUEL.match(stmt.line):
                return (self.advance(frames), ())
        raise AssertionError("no duel")

    def positions(self, here, block):
        parent, path = here
        for i, stmt in enumerate(block):
            frames = path + ((parent, i),)
            yield frames
            yield from self.positions((id(stmt), frames), stmt.block)

    def block_of(self, frames, depth):
        """The block the frame at `depth` indexes."""
        block = self.top
        for parent_depth in range(depth):
            _, i = frames[parent_depth]
            block = block[i].block
        return block

    def at(self, frames):
        return self.block_of(frames, len(frames) - 1)[frames[-1][1]]

    def advance(self, frames):
        """The frames of the statement after the one at `frames` (leaving finished blocks)."""
        while frames:
            key, i = frames[-1]
            block = self.block_of(frames, len(frames) - 1)
            if i + 1 < len(block):
                return frames[:-1] + ((key, i + 1),)
            frames = frames[:-1]
        return frames

    def enter(self, frames, stmt, index):
        """The frames at statement `index` of `stmt`'s block (or after it, when empty)."""
        if index < len(stmt.block):
            return frames + ((id(stmt), index),)
        return self.advance(frames)

    def goto(self, name):
        """The frames at label `name`; None for another file's label (the chapter ends)."""
        if name not in self.labels:
            return None
        return ((None, self.labels[name]),)

    def run(self, state, won):
        """{(words, how)}: how the reading from `state` ends ("duel" or "end")."""
        key = (state, won)
        if key in self.memo:
            return self.memo[key]
        self.memo[key] = set()  # a loop adds nothing
        self.memo[key] = result = self._run(state, won)
        return result

    def _run(self, state, won):
        frames, calls = state
        if not frames:
            return {(0, "end")}
        stmt = self.at(frames)
        text = stmt.text
        after = (self.advance(frames), calls)
        if DUEL.match(stmt.line):
            return {(0, "duel")}
        if SAY.match(stmt.line):
            return self.then(said(stmt.line), after, won)
        if LABEL.match(text):
            return self.run((self.enter(frames, stmt, 0), calls), won)
        if text == "return":
            if calls:
                return self.run((calls[-1], calls[:-1]), won)
            return {(0, "end")}
        m = AFTER_DUEL.match(text)
        if m:
            outcomes = ("win",) if won else ("win", "draw", "loss")
            targets = [self.goto(f"{m.group(1)}.{o}") for o in outcomes]
            return set().union(*(self.run((t, calls), won) for t in targets if t)) or {(0, "end")}
        m = JUMP.match(text)
        if m:
            target = self.goto(m.group(1))
            return self.run((target, calls), won) if target else {(0, "end")}
        m = CALL.match(text)
        if m and m.group(1) in self.labels:
            target = self.goto(m.group(1))
            return self.run((target, calls + (after[0],)), won)
        if text.startswith("menu") and text.endswith(":"):
            return self.menu(stmt, frames, calls, won)
        if CHAIN.match(text) and text.startswith("if"):
            return self.chain(stmt, frames, calls, won)
        return self.run(after, won)

    def then(self, words_here, state, won):
        return {(w + words_here, how) for w, how in self.run(state, won)}

    def menu(self, stmt, frames, calls, won):
        caption = sum(said(s.line) for s in stmt.block if not s.block)
        out = set()
        for i, choice in enumerate(stmt.block):
            if choice.block:
                inner = frames + ((id(stmt), i),)
                out |= self.then(caption, (self.enter(inner, choice, 0), calls), won)
        return out

    def chain(self, stmt, frames, calls, won):
        parent = self.block_of(frames, len(frames) - 1)
        i = frames[-1][1]
        branches = []
        j = i
        while (
            j < len(parent)
            and CHAIN.match(parent[j].text)
            and (j == i or not parent[j].text.startswith("if"))
        ):
            branches.append(j)
            j += 1
        last = frames[:-1] + ((frames[-1][0], branches[-1]),)
        after = (self.advance(last), calls)
        on_return = [b for b in branches if RETURN.search(parent[b].text)]
        if on_return and won:
            branches = [b for b in on_return if '"win"' in parent[b].text][:1]
        taken = set()
        for b in branches:
            here = frames[:-1] + ((frames[-1][0], b),)
            body = parent[b]
            if body.block:
                taken |= self.run((self.enter(here, body, 0), calls), won)
        if not parent[branches[-1]].text.startswith("else") and not on_return:
            taken |= self.run(after, won)
        return taken


def played(path):
    """(the most words a first reading says before the duel, the fewest a winner reads after
    it to the chapter's end), or None when the file calls no duel."""
    if pacing(path) is None:
        return None
    walk = Walk(path)
    before = max(w for w, how in walk.run(walk.start(), False) if how == "duel")
    after = min(w for w, how in walk.run(walk.after_duel(), True) if how == "end")
    return before, after


def test_the_played_path_takes_the_longest_way_in_and_the_shortest_way_out(tmp_path):
    chapter = tmp_path / "ch99_test.rpy"
    chapter.write_text(
        "label chapter_test:\n"
        "    if story_test_seen:\n"
        "        jump .rematch\n"
        '    "One two three."\n'
        "    menu:\n"
        '        "Short.":\n'
        '            mc "One."\n'
        '        "Long.":\n'
        '            mc "One two three four five."\n'
        "    jump .duel\n"
        "label .rematch:\n"
        '    "Again."\n'
        "label .duel:\n"
        '    call play_duel("test")\n'
        '    if _return == "win":\n'
        "        jump .win\n"
        "    else:\n"
        "        jump .loss\n"
        "label .win:\n"
        '    "You won the game."\n'
        '    if story_has("comeback"):\n'
        '        "From far behind, too."\n'
        "    call .aside\n"
        '    "The end."\n'
        "    return\n"
        "label .aside:\n"
        '    "An aside."\n'
        "    return\n"
        "label .loss:\n"
        '    "A loss that is much, much longer than the win and never counted here at all."\n'
        "    return\n",
        encoding="utf-8",
    )
    # in: 3 + 5 (the longer choice); out: 4 + 2 + 2 (the recap's `if` skipped, the call's
    # aside read, the loss scene never)
    assert played(chapter) == (8, 8)


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_at_most_half_of_the_played_path_comes_before_the_duel(chapter):
    before, after = played(STORY / chapter)
    share = before / (before + after)
    assert share <= LIMIT, (
        f"{chapter}: the longest way to the duel says {before} words, the shortest way from "
        f"a won duel to the chapter's end {after} ({share:.0%} before the duel)"
    )
