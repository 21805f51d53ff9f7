"""The plural rule of game/kozyr_plural.rpy, run outside Ren'Py on the file's own code."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _plural_index():
    source = (ROOT / "game" / "kozyr_plural.rpy").read_text(encoding="utf-8")
    body = re.search(r"(    def kozyr_plural_index.*?)\n\n    def ", source, re.S).group(1)
    namespace: dict = {}
    exec(re.sub(r"^    ", "", body, flags=re.M), namespace)
    return namespace["kozyr_plural_index"]


def test_english_has_one_and_many():
    index = _plural_index()
    assert [index(n, 2) for n in (0, 1, 2, 5, 11, 21)] == [1, 0, 1, 1, 1, 1]


def test_russian_has_one_few_many():
    index = _plural_index()
    forms = ["карта", "карты", "карт"]
    expected = {
        1: "карта",
        3: "карты",
        5: "карт",
        11: "карт",
        12: "карт",
        14: "карт",
        21: "карта",
        22: "карты",
        25: "карт",
        101: "карта",
        111: "карт",
        0: "карт",
    }
    for n, word in expected.items():
        assert forms[index(n, 3)] == word, n


def test_every_russian_plural_translation_has_three_forms():
    text = (ROOT / "game" / "tl" / "russian" / "kozyr_plural.rpy").read_text(encoding="utf-8")
    pairs = [p for p in re.findall(r'old "(.*)"\n    new "(.*)"', text) if "|" in p[0]]
    assert pairs
    for old, new in pairs:
        assert len(old.split("|")) == 2 and len(new.split("|")) == 3, old
        assert all("{n}" in f or "{" not in old for f in new.split("|")[1:])
