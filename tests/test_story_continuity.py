"""Continuity of the story's writing (issue 28, the fresh editor's list), read as text.

A line that is true only in some playthroughs stands under the `if` that makes it true:
Aurelia's "Same stakes" only while your card is not on her altar (on a rematch with the card
on it, she names what the game is for), Ash's pointer to Lina's game only while Lina is not
beaten, and the Hunter smells the fox on the white card whatever was staked at the temple
(Vix lifts it at Threeways in every playthrough). Advice holds in every deal (the trump suit
changes; the Hunter counts the trump animals, not the Wolves). Ash's motto has one wording in
each language, and a seed the prologue plants (the debt's interest) is paid in the ending.
"""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STORY = ROOT / "game" / "story"
GAME = ROOT / "game"
TL = GAME / "tl" / "russian"
CHAIN = re.compile(r"^(if|elif|else)\b\s*(.*?)\s*:\s*$")


def indent(line):
    return len(line) - len(line.lstrip())


def gates(path, fragment):
    """The conditions a line holding `fragment` is said under, innermost first, up to its
    label: `cond` for an `if`/`elif` branch, `not (cond)` for each earlier branch of its chain
    (so an `else` gives the negations of all the others)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    at = [i for i, line in enumerate(lines) if fragment in line]
    assert len(at) == 1, (path.name, fragment, len(at))
    i, level, out = at[0], indent(lines[at[0]]), []
    while i > 0:
        i -= 1
        line = lines[i]
        if not line.strip() or line.strip().startswith("#") or indent(line) >= level:
            continue
        level = indent(line)
        text = line.strip()
        if text.startswith("label "):
            break
        m = CHAIN.match(text)
        if not m:
            continue
        if m.group(1) != "if":
            # the chain's earlier branches, back to its `if`
            j = i
            while j > 0:
                j -= 1
                prev = lines[j]
                if not prev.strip() or indent(prev) > level:
                    continue
                pm = CHAIN.match(prev.strip()) if indent(prev) == level else None
                if not pm:
                    break
                out.append(f"not ({pm.group(2)})")
                if pm.group(1) == "if":
                    break
        if m.group(1) != "else":
            out.append(m.group(2))
    return out


def said(path):
    return path.read_text(encoding="utf-8")


def test_the_gate_reader_reads_if_elif_else(tmp_path):
    f = tmp_path / "ch.rpy"
    f.write_text(
        "label x:\n"
        "    if a:\n"
        '        "A."\n'
        "    elif b:\n"
        '        "B."\n'
        "    else:\n"
        "        if c:\n"
        '            "C."\n'
        '    "D."\n',
        encoding="utf-8",
    )
    assert gates(f, '"A."') == ["a"]
    assert gates(f, '"B."') == ["not (a)", "b"]
    assert gates(f, '"C."') == ["c", "not (b)", "not (a)"]
    assert gates(f, '"D."') == []


def test_same_stakes_only_while_the_card_is_off_the_altar():
    ch01 = STORY / "ch01_aurelia.rpy"
    assert "not (story_aurelia_holds_card)" in gates(ch01, "Same stakes, same table")
    assert "story_aurelia_holds_card" in gates(ch01, "Win, and your card comes down")


def test_the_pointer_to_linas_game_only_while_lina_is_not_beaten():
    ch06 = STORY / "ch06_ash.rpy"
    assert any(re.search(r"\bnot story_lina_won\b", g) for g in gates(ch06, "Lina's game first"))


def test_the_hunter_smells_the_fox_whatever_was_staked():
    ch07 = STORY / "ch07_hunter.rpy"
    assert gates(ch07, "And it smells of fox") == []
    # and says where it was: the cash box only after a lost market series
    assert gates(ch07, "it sat in her cash box") == ["story_market_boxed"]
    assert gates(ch07, "Only for an afternoon") == ["not (story_market_boxed)"]


def test_the_hunters_counsel_holds_whatever_the_trump():
    text = said(STORY / "ch07_hunter.rpy")
    assert "when the Wolves are gone" not in text
    assert text.count("count the trump animals") == 3


def test_no_sledge_comes_down_in_spring():
    assert "sledge" not in said(STORY / "ch08_ending.rpy")


def test_orrin_goes_to_tell_her_the_game_is_finished():
    text = said(STORY / "ch08_ending.rpy")
    assert "say a name he has not said" not in text
    assert text.count("that the game is finished") == 2


def test_the_debts_interest_is_paid_in_the_ending():
    assert "interest on it" in said(STORY / "ch00_prologue.rpy")
    assert "story_reason" in " ".join(gates(STORY / "ch08_ending.rpy", "its interest was"))


ENGLISH_MOTTO = "Lose small, choose well"
RUSSIAN_MOTTO = "Проигрывай по мелочи — выбирай с умом"


@pytest.mark.parametrize(
    "root,pattern,motto",
    [
        (GAME, r"[Ll]ose (small|the small)[^\"]*", ENGLISH_MOTTO),
        (TL, r"[Пп]роигр\w* по мелочи[^\"»]*", RUSSIAN_MOTTO),
    ],
)
def test_ashs_motto_has_one_wording(root, pattern, motto):
    found = []
    for f in sorted(root.rglob("*.rpy")):
        if root == GAME and TL in f.parents:
            continue
        for line in f.read_text(encoding="utf-8-sig").splitlines():
            s = line.strip()
            if s.startswith(("#", "old ")):
                continue
            found += [m.group(0) for m in re.finditer(pattern, s)]
    assert len(found) >= 4, found
    assert all(m.lower().startswith(motto.lower()) for m in found), found


def test_marta_says_ty_to_the_traveller():
    text = said(TL / "story" / "ch00_prologue.rpy")
    assert "Опять пришли" not in text
