"""Russian lines that cannot be right whatever fills them in (docs/translation.md).

Read as text from game/tl/russian/: Ash's name is never declined (Ash has no grammatical
gender, and «Эш» declined reads as a man's name), a rank filled in as an object
([story_rank] is «даму», «туза») never stands as a subject («мне достался [story_rank]»),
and a name that may be two people ([spine_replay_name]: «Лина и Викс») has no verb
agreeing with it in the singular.
"""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TL = ROOT / "game" / "tl" / "russian"


def russian_lines():
    for f in sorted(TL.rglob("*.rpy")):
        for n, line in enumerate(f.read_text(encoding="utf-8-sig").splitlines(), 1):
            s = line.strip()
            if s and not s.startswith("#") and not s.startswith("old "):
                yield f"{f.relative_to(ROOT)}:{n}", s


def matching(pattern):
    """The Russian lines (where, text) that match ``pattern``."""
    return [(w, s) for w, s in russian_lines() if re.search(pattern, s)]


def test_ash_is_never_declined():
    bad = matching(r"\[ash_(gen|dat|acc|ins|pre)\b|\bЭш(а|у|ем|е)\b")
    assert not bad, bad


def test_a_rank_as_an_object_is_not_a_subject():
    bad = matching(r"(достал[сао]?с?[ья]|достаётся|достается)\s+\[story_rank\]")
    assert not bad, bad


def test_a_name_of_two_people_has_no_singular_verb():
    bad = matching(r"\[spine_replay_name\]\s+[а-яё]+(ет|ит|ется|ится|ает|ал|ала)\b")
    assert not bad, bad
