"""The Russian wording a fresh player's notes asked for (issue 26): agreement and quotes
on the menu pages and at the table, one name for the deck in each language, the save
dates, a rewritten story line. Read from the translation files (game/tl/russian/)."""

import re

from game_text import GAME, TL, TL_STRINGS


def test_russian_wording_of_the_menus():
    t = TL_STRINGS
    # «Темп соперников: Медленный/Обычный/Быстрый» agrees (скорость is feminine); the same
    # words in the preferences and the table's options (docs/translation.md, "Capitals"):
    # both show the table of options' «медленный», capitalised as a button (kozyr_option)
    assert t["Opponents' speed"] == "Темп соперников" and t["slow"] == "медленный"
    assert t["Opponents' speed:"] == "Темп соперников:"
    assert t["Opponents' speed: {value}"] == "Темп соперников: {value}"
    assert t["Undo (easy)"] != "Отмена хода (лёгкий)"
    assert t["Perevodnoy Durak (transfers)"] == "Переводной дурак"
    # one colon at most (not «{game}: колода всегда одна: 36 карт»), the count in its three
    # plural forms («в 24 карты», «в 36 карт»); {game} is the long title, which has no
    # guillemets of its own, so «{game}» never doubles them (««Война»»: issue 26)
    deck = t["{game} is always played with {n} card.|{game} is always played with {n} cards."]
    assert deck.split("|") == [
        "В игре «{game}» всегда колода в {n} карту.",
        "В игре «{game}» всегда колода в {n} карты.",
        "В игре «{game}» всегда колода в {n} карт.",
    ]
    assert "«" not in t["Warfare{#title}"] and "«" not in t["Svoi Kozyri"]
    assert "—" not in t["{name} won the battle (+{n})"]
    # (the pile to draw from: test_one_name_for_the_deck)


def test_russian_wording_at_the_table():
    """The table's Russian, from a fresh player's notes (issue 26): the table's label and
    the tabs say Война without quotes (a sentence keeps «Война»); a bout is «заход», as in
    the Rules (not «ход»); Warfare's score pile is «Стопка очков», as on the plates; the transfer
    banner names the new defender in the nominative (not «на игрока {name}»)."""
    t = TL_STRINGS
    names = (GAME / "table" / "duel_names.rpy").read_text(encoding="utf-8")
    # the short name is a label too (the rules tab, the coach's tabs): no quotes
    assert '"warfare": (_("Warfare{#title}"), _("Warfare{#title}"))' in names
    assert t["Warfare{#title}"] == "Война" and t["Warfare"] == "«Война»"
    assert t["Bouts: {n}"] == "Заходов: {n}"
    # the end panel's row of attacks led is not a second «Заходов» under «Заходов: 27»
    assert t["Attacks led"] == "Начато заходов"
    assert (
        "заход"
        in t[
            "After each bout everyone draws back up to six cards from the deck: the main attacker"
            " first, then the other attackers, the defender last. Once the deck is empty, a player"
            " whose hand runs out is out of the game."
        ]
    )
    assert t["Score pile"] == "Стопка очков"
    assert t["Score pile: {n} card|Score pile: {n} cards"].startswith("Стопка очков: ")
    for english in (
        "Transfer! {name} passes the attack to you.",
        "Transfer! You pass the attack to {name}.",
        "Transfer! {a} passes the attack to {b}.",
    ):
        assert "на игрока" not in t[english] and "отбива" in t[english], english


def _english_texts():
    """Every player-visible English text: each `_()`/`__()` string of the game's scripts and
    every English source line the Russian translation mirrors (strings and story lines)."""
    out = []
    for path in GAME.rglob("*.rpy"):
        if TL in path.parents:
            continue
        text = path.read_text(encoding="utf-8-sig")
        out += [(str(path), m.group(1)) for m in re.finditer(r'_\("((?:[^"\\]|\\.)*)"', text)]
    for path in TL.rglob("*.rpy"):
        text = path.read_text(encoding="utf-8-sig")
        out += [(str(path), m.group(1)) for m in re.finditer(r"^\s*(?:old|#) (.*)$", text, re.M)]
    return out


def _russian_texts():
    out = []
    for path in TL.rglob("*.rpy"):
        for line in path.read_text(encoding="utf-8-sig").splitlines():
            s = line.strip()
            if s and not s.startswith(("#", "old ", "translate ")):
                out.append((str(path), s))
    return out


def test_one_name_for_the_deck():
    """The pile the players draw from has one name in each language, at the table, in
    Help, the Rules, the review, the coach and the story: "deck", «колода» (it was Talon,
    Stock and Deck, «Прикуп» and «Колода», issue 26)."""
    english = [(p, s) for p, s in _english_texts() if re.search(r"\b(talon|stock)", s, re.I)]
    assert not english, english
    russian = [(p, s) for p, s in _russian_texts() if re.search(r"прикуп", s, re.I)]
    assert not russian, russian
    t = TL_STRINGS
    assert t["Deck: {n}"] == "Колода: {n}"
    assert t["Deck, {n} card|Deck, {n} cards"].startswith("Колода, ")
    assert t["The deck and the trump"] == "Колода и козырь"
    # Svoi Kozyri and Warfare name their pile as the table does, in one place
    for variant in ("variant_svoi_kozyri.rpy", "variant_warfare.rpy"):
        assert "talon_word" not in (GAME / "table" / variant).read_text(encoding="utf-8")


def test_save_dates_in_russian():
    common = (TL / "common.rpy").read_text(encoding="utf-8-sig")
    months = re.findall(r'new "\{#month\}(\w+)"', common)
    assert len(months) == 12 and all(m == m.lower() for m in months)
    assert months[11] == "декабря"
    saves = (GAME / "screens_saves.rpy").read_text(encoding="utf-8")
    assert "kozyr_file_time(slot)" in saves
    # the game's rule for the leading zero
    rule = re.search(r're\.sub\(r"([^"]+)", r"([^"]+)", text\)', saves)
    assert rule
    fixed = re.sub(
        rule.group(1), rule.group(2).replace("\\\\", "\\"), "Пятница, 04 декабря 2026, 03:58"
    )
    assert fixed == "Пятница, 4 декабря 2026, 03:58"
    assert (
        re.sub(
            rule.group(1), rule.group(2).replace("\\\\", "\\"), "Friday, December 14 2026, 03:08"
        )
        == "Friday, December 14 2026, 03:08"
    )


def test_garbled_exam_line_rewritten_in_both_languages():
    for path in (GAME / "story" / "ch02_pip.rpy", TL / "story" / "ch02_pip.rpy"):
        text = path.read_text(encoding="utf-8-sig")
        assert "not against the same stranger once" not in text.replace("# pip", "")
        assert "у одного и того же незнакомца один раз" not in text
    assert "Но крыша-то загорелась" in (TL / "story" / "ch02_pip.rpy").read_text(
        encoding="utf-8-sig"
    )
