"""docs/story.md says what the scripts say (issue 28): its chapter table's word counts are the
chapter files' counts, and every line its table of conditional post-duel lines quotes is a line
of that chapter's scene. The tables had drifted from the code; now a drift fails here.

    python3 tests/test_story_docs.py           # the chapters' word counts, from the scripts
    python3 tests/test_story_docs.py --write   # and writes them into docs/story.md
"""

import re
import sys
from pathlib import Path

import pytest
from test_story_pacing import said  # the one word count of a said line

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "story.md"
STORY = ROOT / "game" / "story"

# the conditional-lines table's chapter names -> chapter files
CHAPTER_FILES = {
    "Marta": "ch00_prologue.rpy",
    "Aurelia": "ch01_aurelia.rpy",
    "Pip": "ch02_pip.rpy",
    "Brandt": "ch03_brandt.rpy",
    "market": "ch04_market.rpy",
    "Lina": "ch05_lina.rpy",
    "Ash": "ch06_ash.rpy",
    "Hunter": "ch07_hunter.rpy",
}


def file_words(name):
    return sum(said(line) for line in (STORY / name).read_text(encoding="utf-8").splitlines())


def doc_rows(header):
    """The rows (lists of cells) of the docs/story.md table whose header row starts `header`."""
    lines = DOC.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(header))
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        rows.append([c.strip() for c in line.strip().strip("|").split("|")])
    return rows


def scene_text(name, scene):
    """The said text of `label .<scene>:` of a chapter file, up to the next label."""
    lines = (STORY / name).read_text(encoding="utf-8").splitlines()
    start = lines.index(f"label .{scene}:")
    out = []
    for line in lines[start + 1 :]:
        if line.startswith("label "):
            break
        m = re.search(r'"((?:[^"\\]|\\.)*)"', line)
        if m:
            out.append(m.group(1))
    return "\n".join(out)


def quoted(cell):
    """The pieces of the lines a cell quotes: each "…" quote, split at its ellipses."""
    for quote in re.findall(r'"([^"]+)"', cell):
        for piece in re.split(r"\s*…\s*", quote):
            if len(piece.strip(" .,!?")) >= 3:
                yield piece.strip()


def pattern(piece):
    """A quoted piece as a pattern over the script: a [filled word] stands for any text."""
    parts = re.split(r"\[[^\]]*\]", piece)
    return re.compile(".+?".join(re.escape(p) for p in parts), re.I)


def test_the_chapter_table_counts_the_scripts_words():
    rows = doc_rows("| file | label |")
    assert len(rows) >= 9
    for row in rows:
        name = row[0].strip("`").split("/")[-1]
        stated = int(row[-1].replace(",", ""))
        assert stated == file_words(name), (
            f"{name}: docs say {stated}, the script {file_words(name)}"
        )


def test_the_story_total_is_about_right():
    total = sum(file_words(p.name) for p in STORY.glob("ch*.rpy"))
    m = re.search(r"the whole story is about\s+([\d,]+) words", DOC.read_text(encoding="utf-8"))
    assert m, "docs/story.md states the whole story's words"
    stated = int(m.group(1).replace(",", ""))
    assert abs(stated - total) < 100, f"docs say about {stated}, the scripts hold {total}"


ROWS = doc_rows("| chapter | scene | line")


@pytest.mark.parametrize("row", ROWS, ids=[f"{r[0]}-{r[1]}" for r in ROWS])
def test_every_conditional_line_the_docs_quote_is_in_its_scene(row):
    chapter, scene, line_cell, otherwise_cell = row[:4]
    text = scene_text(CHAPTER_FILES[chapter], scene)
    missing = [
        p
        for p in list(quoted(line_cell)) + list(quoted(otherwise_cell))
        if not pattern(p).search(text)
    ]
    assert not missing, f"{chapter} {scene}: not in the script: {missing}"


def write_counts():
    """Rewrites the chapter table's word counts and the story's total in docs/story.md."""
    text = DOC.read_text(encoding="utf-8")

    def row(m):
        return f"{m.group(1)}{file_words(m.group(2)):,} |"

    text = re.sub(r"^(\| `game/story/(ch\d\d_\w+\.rpy)` \|.*\| )[\d,]+ \|$", row, text, flags=re.M)
    total = sum(file_words(p.name) for p in STORY.glob("ch*.rpy"))
    text = re.sub(
        r"(the whole story is about\s+)[\d,]+( words)",
        lambda m: f"{m.group(1)}{round(total, -2):,}{m.group(2)}",
        text,
    )
    DOC.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        write_counts()
    for p in sorted(STORY.glob("ch*.rpy")):
        print(f"{p.name}: {file_words(p.name):,}")
    print(f"total: {sum(file_words(p.name) for p in STORY.glob('ch*.rpy')):,}")
