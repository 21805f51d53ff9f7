"""The Russian case forms of the names the player gives (game/definitions.rpy,
`init -20 python in kozyr_ru:`), run without Ren'Py: the block is read from the
file and executed, so the game and the test use the same rules."""

from pathlib import Path

import pytest
from rpy_block import python_block

DEFINITIONS = Path(__file__).resolve().parents[1] / "game" / "definitions.rpy"


def _block():
    ns = {}
    exec(compile(python_block(DEFINITIONS, "kozyr_ru"), str(DEFINITIONS), "exec"), ns)
    return ns


RU = _block()
CASES = ["gen", "dat", "acc", "ins", "pre"]


@pytest.mark.parametrize(
    "name, forms",
    [
        # the defaults of the Russian translation
        ("Путник", "Путника Путнику Путника Путником Путнике"),
        ("сэр Брандт", "сэра Брандта|сэру Брандту|сэра Брандта|сэром Брандтом|сэре Брандте"),
        ("Эш", "Эша Эшу Эша Эшем Эше"),
        # names a player may type
        ("Даша", "Даши Даше Дашу Дашей Даше"),
        ("Анна", "Анны Анне Анну Анной Анне"),
        ("Ольга", "Ольги Ольге Ольгу Ольгой Ольге"),
        ("Таня", "Тани Тане Таню Таней Тане"),
        ("Мария", "Марии Марии Марию Марией Марии"),
        ("Дарья", "Дарьи Дарье Дарью Дарьей Дарье"),
        ("Андрей", "Андрея Андрею Андрея Андреем Андрее"),
        ("Василий", "Василия Василию Василия Василием Василии"),
        ("Игорь", "Игоря Игорю Игоря Игорем Игоре"),
        ("Иван", "Ивана Ивану Ивана Иваном Иване"),
        ("Павел", "Павла Павлу Павла Павлом Павле"),
        ("Лев", "Льва Льву Льва Львом Льве"),
        ("Кузьмич", "Кузьмича Кузьмичу Кузьмича Кузьмичем Кузьмиче"),
        ("Анна-Мария", "Анны-Марии|Анне-Марии|Анну-Марию|Анной-Марией|Анне-Марии"),
        ("ЛЕВ", "ЛЬВА ЛЬВУ ЛЬВА ЛЬВОМ ЛЬВЕ"),
        # not declined: Latin letters, indeclinable endings
        ("Dasha", "Dasha Dasha Dasha Dasha Dasha"),
        ("Марко Поло", "Марко Поло|Марко Поло|Марко Поло|Марко Поло|Марко Поло"),
        ("Кэти", "Кэти Кэти Кэти Кэти Кэти"),
    ],
)
def test_declension(name, forms):
    want = forms.split("|") if "|" in forms else forms.split(" ")
    assert [RU["decline"](name, c) for c in CASES] == want
    assert RU["decline"](name, "nom") == name
    assert RU["forms"](name)["nom"] == name


def test_unknown_case_is_an_error():
    with pytest.raises(ValueError):
        RU["decline"]("Эш", "vocative")
