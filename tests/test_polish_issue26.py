"""Issue 26, outside the card table: pronouns from one table, the Russian wording, the art
that printed English words, and the smaller items. Read from the .rpy / .tl files and the
images, without Ren'Py (the screens themselves: tests/renpy/polish_screens.rpy)."""

import re
import types
from pathlib import Path

import pytest
from rpy_block import python_block, python_blocks

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
TL = GAME / "tl" / "russian"


def _tl_strings():
    """{old: new} of every `translate russian strings:` entry."""
    out = {}
    for path in TL.rglob("*.rpy"):
        text = path.read_text(encoding="utf-8-sig")
        for m in re.finditer(
            r'^\s*old "((?:[^"\\]|\\.)*)"\n\s*new "((?:[^"\\]|\\.)*)"', text, re.M
        ):
            out[m.group(1)] = m.group(2)
    return out


TL_STRINGS = _tl_strings()


# --- pronouns: one table ---------------------------------------------------------------


class _Prefs:
    language = None


class _Store:
    _preferences = _Prefs()


def _pronouns(language=None):
    import sys
    import types

    store = types.ModuleType("store")
    store._preferences = _Prefs()
    store._preferences.language = language
    old = sys.modules.get("store")
    sys.modules["store"] = store
    try:
        ns = {
            "renpy": types.SimpleNamespace(
                translate_string=lambda s: TL_STRINGS.get(s, s) if language else s
            )
        }
        exec(
            compile(python_block(GAME / "definitions.rpy", "pronouns"), "definitions.rpy", "exec"),
            ns,
        )
    finally:
        if old is not None:
            sys.modules["store"] = old
        else:
            del sys.modules["store"]
    return ns


def test_pronoun_table_follows_the_story():
    p = _pronouns()
    # Pip is a girl (the story: «мастерица переводов», "she"); Brandt and the Hunter are men;
    # the traveller, Ash and the anonymous opponents have no fixed gender
    assert p["of"]("pip") == "she"
    for who in ("marta", "aurelia", "lina", "vix"):
        assert p["of"](who) == "she"
    for who in ("brandt", "hunter"):
        assert p["of"](who) == "he"
    for who in ("ash", "mc", "rival", None, "somebody"):
        assert p["of"](who) == "they"
    assert set(p["WORDS"]) == {"he", "she", "they"}
    for g in p["WORDS"].values():
        assert set(g) == {"en", "ru"} and set(g["en"]) == set(g["ru"])


def test_gendered_reasons_and_phrases_have_every_gender_in_both_languages():
    text = (GAME / "coach_common.rpy").read_text(encoding="utf-8")
    # every reason or phrase that speaks of the opponent is a dict of the three genders
    for code in (
        "only_win",
        "wins",
        "all_win",
        "lost",
        "cannot_beat_sure",
        "cannot_beat",
        "keep_trumps_sure",
        "keep_trumps",
        "he_beats",
        "he_beats_sure",
        "he_holds",
    ):
        pattern = (
            '"'
            + code
            + r'": \{"he": _\("([^"]+)"\),\s*"she": _\("([^"]+)"\),\s*"they": _\("([^"]+)"\)\}'
        )
        m = re.search(pattern, text)
        assert m, code
        for english in m.groups():
            assert english in TL_STRINGS and TL_STRINGS[english] != english, english
    assert '_("keep your trumps: she has about {his} left")' in text
    assert (
        TL_STRINGS["keep your trumps: she has about {his} left"]
        == "берегите козыри: у неё их осталось около {his}"
    )
    assert TL_STRINGS["Her cards: {n}"] == "Карт у неё: {n}"


@pytest.mark.parametrize("path", ["coach_review.rpy", "coach_puzzles.rpy", "table/duel_hint.rpy"])
def test_no_fixed_he_in_the_coach_screens(path):
    """ "He", "His cards", «Он» were written into the review and the Problems; now they
    come from coach.say() / the gendered reasons."""
    text = (GAME / path).read_text(encoding="utf-8")
    for s in (
        '__("He")',
        '_("His cards',
        '__("His cards',
        '__("He ',
        '__("Solved! He',
        "his best defence",
    ):
        assert s not in text, (path, s)


def test_hint_and_review_know_who_they_speak_of():
    hint = (GAME / "table" / "duel_hint.rpy").read_text(encoding="utf-8")
    assert "coach.reason_text(h.reasons, reason_who(" in hint
    review = (GAME / "coach_review.rpy").read_text(encoding="utf-8")
    assert 'coach.say("cards_n", r.who(q)' in review
    puzzles = (GAME / "coach_puzzles.rpy").read_text(encoding="utf-8")
    assert 'OPPONENT = "rival"' in puzzles


# --- Russian wording ---------------------------------------------------------------------


def test_russian_wording_of_issue_26():
    t = TL_STRINGS
    # «Темп соперников: Медленный/Обычный/Быстрый» agrees (скорость is feminine); the same
    # words in the preferences and the table's options (docs/translation.md, "Capitals")
    assert t["Opponents' speed"] == "Темп соперников" and t["Slow"] == "Медленный"
    # ...and the table's options too: «Скорость соперников: быстрый / обычный / медленный»
    assert t["Opponents' speed:"] == "Темп соперников:" and t["slow"] == "медленный"
    assert t["Opponents' speed: {value}"] == "Темп соперников: {value}"
    assert t["Undo (easy)"] != "Отмена хода (лёгкий)"
    assert t["Perevodnoy Durak (transfers)"] == "Переводной дурак"
    # no «{game}» in quotes (««Война»»), no «колодой в {n} карт» (52 карт)
    assert "«{game}»" not in t["{game} is always played with {n} cards."]
    assert "{n} карт" not in t["{game} is always played with {n} cards."]
    assert "—" not in t["{name} won the battle (+{n})"]
    # (the pile to draw from: test_one_name_for_the_deck)


def test_russian_wording_at_the_table():
    """The table's Russian, from a fresh player's notes (issue 26): the table's label says
    Война without quotes (a sentence keeps «Война»); a bout is «заход», as in the Rules
    (not «ход»); Warfare's score pile is «Стопка очков», as on the plates; the transfer
    banner names the new defender in the nominative (not «на игрока {name}»)."""
    t = TL_STRINGS
    names = (GAME / "table" / "duel_names.rpy").read_text(encoding="utf-8")
    assert '"warfare": (_("Warfare"), _("Warfare{#title}"))' in names
    assert t["Warfare{#title}"] == "Война" and t["Warfare"] == "«Война»"
    assert t["Bouts: {n}"] == "Заходов: {n}"
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


# --- art without English words ----------------------------------------------------------


def _png_rgb(path):
    """A PNG's pixels as rows of (r, g, b), for 8-bit palette or RGB(A) images (the art
    pipeline's cards), without Pillow (not among the test tools)."""
    import struct
    import zlib

    data = path.read_bytes()
    pos, chunks = 8, {}
    idat = b""
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + n]
        if kind == b"IDAT":
            idat += body
        else:
            chunks[kind] = body
        pos += 12 + n
    w, h, depth, ctype = struct.unpack(">IIBB", chunks[b"IHDR"][:10])
    assert depth == 8, path
    bpp = {3: 1, 2: 3, 6: 4}[ctype]
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev = [], bytearray(stride)
    i = 0
    for _y in range(h):
        f = raw[i]
        line = bytearray(raw[i + 1 : i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    if ctype == 3:
        pal = chunks[b"PLTE"]
        return [[tuple(pal[3 * v : 3 * v + 3]) for v in r] for r in rows]
    return [[tuple(r[x * bpp : x * bpp + 3]) for x in range(w)] for r in rows]


def test_animal_court_cards_have_no_word():
    for rank in "JQK":
        for suit in "CDHS":
            px = _png_rgb(GAME / "images" / "cards" / "animal" / f"{rank}{suit}.png")
            tint = px[240][50]
            band = [px[y][x] for y in range(224, 247) for x in range(48, 160, 2)]
            odd = [p for p in band if sum(abs(a - b) for a, b in zip(p, tint)) > 30]
            assert not odd, f"{rank}{suit}: a word is printed under the animal"
    cards = (ROOT / "tools" / "assets" / "cards.py").read_text(encoding="utf-8")
    assert "animal.upper()" not in cards


def test_map_compass_letter_is_the_games():
    Image = pytest.importorskip("PIL.Image")
    im = Image.open(GAME / "images" / "bg" / "bg_map.webp").convert("RGB")
    dark = [1 for y in range(716, 754) for x in range(1716, 1764) if sum(im.getpixel((x, y))) < 300]
    assert not dark, "the art still prints an English N above the compass"
    assert 'text _("N") style "kozyr_map_compass"' in (GAME / "map.rpy").read_text(encoding="utf-8")
    assert TL_STRINGS["N"] == "С"


# --- smaller ------------------------------------------------------------------------------


def test_garbled_exam_line_rewritten_in_both_languages():
    for path in (GAME / "story" / "ch02_pip.rpy", TL / "story" / "ch02_pip.rpy"):
        text = path.read_text(encoding="utf-8-sig")
        assert "not against the same stranger once" not in text.replace("# pip", "")
        assert "у одного и того же незнакомца один раз" not in text
    assert "Но крыша-то загорелась" in (TL / "story" / "ch02_pip.rpy").read_text(
        encoding="utf-8-sig"
    )


def _rules_figures():
    """KOZYR_RULES_FIGURES of game/rules.rpy (the Rules screen's pictures)."""
    from table_store import Stub

    import engine

    ns = {"_": lambda s: s, "__": lambda s: s, "renpy": Stub("renpy"), "engine": engine}
    for _prio, src in python_blocks(GAME / "rules.rpy", None):
        exec(compile(src, "rules.rpy", "exec"), ns)
    return ns["KOZYR_RULES_FIGURES"]


def test_rules_pictures_of_beating_agree_with_the_engine():
    """Every ("beat", attack, defence) of the Durak tabs' pictures is a beat under their
    trump (hearts) and every ("beat_no", ...) is not; "Never lower" shows a lower card of
    the attack's suit on it (it showed a jack on its own)."""
    from engine.cards import Card, beats

    figures = _rules_figures()
    hearts = Card.parse("2H").suit
    seen = {"beat": 0, "beat_no": 0}
    for game in ("podkidnoy", "perevodnoy"):
        for _caption, pictures in figures[game].values():
            for _label, items in pictures:
                for item in items:
                    if isinstance(item, tuple) and item[0] in seen:
                        attack, defence = Card.parse(item[1]), Card.parse(item[2])
                        assert beats(attack, defence, hearts) == (item[0] == "beat"), item
                        seen[item[0]] += 1
    assert seen["beat"] >= 3 and seen["beat_no"] >= 1
    never = [p for _c, ps in figures["podkidnoy"].values() for p in ps if p[0] == "Never lower"]
    ((kind, attack, defence),) = never[0][1]
    a, d = Card.parse(attack), Card.parse(defence)
    assert kind == "beat_no" and a.suit == d.suit and d.rank < a.rank


def test_replay_room_silhouettes_for_opponents_not_met():
    text = (GAME / "extras.rpy").read_text(encoding="utf-8")
    assert 'kozyr_map_known(o["id"])' in text
    assert "BrightnessMatrix(-0.85) * SaturationMatrix(0.0)" in text


def test_free_play_uses_the_players_name():
    """Free Play's seat 0 is the name the player chose: this game's, else the one kept in
    persistent.kozyr_names (from the main menu), else the default."""
    from table_store import load_table

    duel = load_table()
    store = duel["store"]

    class DefaultName(str):
        pass

    store.KozyrDefaultName = DefaultName
    store.kozyr_default_names = {"player": DefaultName("Traveller")}
    store.kozyr_name_forms = lambda default: {str(default), "Путник"}
    store.roster = types.SimpleNamespace(
        unlocked=lambda: ["marta"], OPPONENTS=[{"id": "marta", "who": ["marta"]}],
        WHO_NAMES={"marta": "Marta"},
    )  # fmt: skip

    def seat0():
        spec = duel["free_spec"]("podkidnoy", 2, 36, "classic", "easy", [])
        return spec["seats"][0]["name"]

    store.player_name = "Zora"
    assert seat0() == "Zora"
    store.player_name = DefaultName("Traveller")
    store.persistent.kozyr_names = {"player": "Ilya"}
    assert seat0() == "Ilya"
    store.persistent.kozyr_names = {"player": "Путник"}  # a default in another language
    assert seat0() == "Traveller"


def _warfare_why():
    import engine

    class _Card:
        pass

    names = {0: "clubs", 1: "diamonds", 2: "hearts", 3: "spades"}
    ns = {
        "engine": engine,
        "_": lambda s: s,
        "tr": lambda s: s,
        "suit_name": lambda s: names[s],
        "card_name": lambda c, trump=None, mid=False: engine.Card.pretty(c),
    }
    body = python_block(GAME / "table" / "warfare_why.rpy", "duel")
    exec(compile(body, "warfare_why.rpy", "exec"), ns)
    return ns["battle_why"]


def test_warfare_says_why_a_battle_was_lost():
    import engine

    why = _warfare_why()
    c = engine.Card.parse
    # 4 of diamonds (trump) beats 9 of spades: the trump rule
    line = why(c("4D"), c("9S"), 0, 1)
    assert "a trump beats every other suit" in line
    # the same suit: the higher card
    assert "the higher card of one suit wins" in why(c("4S"), c("9S"), 1, 0)
    # the circle (spades trump: clubs beat diamonds)
    line = why(c("2C"), c("AD"), 0, 3)
    assert "clubs beat diamonds in the circle of suits" in line
    from engine.warfare import battle_winner

    assert battle_winner(int(c("2C")), int(c("AD")), 3) == 0


# --- layout read from the source (the screenshots: polish_screens, duel_looks) ------------


def test_checkbox_and_radio_glyphs_clear_of_their_labels():
    """The check and radio glyphs are 27 px wide: the label starts at least 8 px after
    them (they touched their labels in the Preferences)."""
    gui = (GAME / "gui.rpy").read_text(encoding="utf-8")
    for name in ("check_button_borders", "radio_button_borders"):
        m = re.search(r"define gui\." + name + r" = Borders\((\d+),", gui)
        assert m and int(m.group(1)) >= 27 + 8, name


def test_announcement_ribbon_glides_a_short_way():
    """The ribbon swooped in from 1,500 px to the left, its translucent tail ("…ard pile")
    sliding along the screen's left edge during draws: it glides at most 120 px."""
    look = (GAME / "table" / "duel_look.rpy").read_text(encoding="utf-8")
    m = re.search(r"transform duel_ribbon\(delay=[\d.]+, hold=[\d.]+, swoop=(\d+)\):", look)
    assert m and int(m.group(1)) <= 120
    screens = (GAME / "table" / "duel_screens.rpy").read_text(encoding="utf-8")
    for m in re.finditer(r"at duel_ribbon\(([^)]*)\)", screens):
        args = m.group(1).split(",")
        assert len(args) < 3 or all(int(n) <= 120 for n in re.findall(r"\b\d+\b", args[2])), (
            m.group(0)
        )


def test_end_of_duel_panel_is_opaque():
    """The end-of-duel panel hides the table under it (it was #1a0f08ee: the cards showed
    through its text, issue 26), in both looks."""
    screens = (GAME / "table" / "duel_screens.rpy").read_text(encoding="utf-8")
    over = screens[screens.index("screen duel_over():") :]
    panel = over[over.index('id "duel_over_panel"') :]
    name = re.search(r'background Frame\(Solid\(duel\.col\("(\w+)"\)\)', panel).group(1)
    look = (GAME / "table" / "duel_look.rpy").read_text(encoding="utf-8")
    row = re.search(re.escape(f'"{name}": ') + r'\("(#[0-9a-f]+)", "(#[0-9a-f]+)"\)', look)
    assert row is not None, name
    assert all(len(c) == 7 or c.endswith("ff") for c in row.groups()), row.groups()


def _coach_namespace():
    import sys
    import types

    store = types.ModuleType("store")
    store._preferences = _Prefs()
    saved = sys.modules.get("store")
    sys.modules["store"] = store
    try:
        ns = {"_": lambda s: s, "__": lambda s: s, "renpy": types.SimpleNamespace()}
        code = python_block(GAME / "coach_common.rpy", "coach")
        exec(compile(code, "coach_common.rpy", "exec"), ns)
    finally:
        if saved is None:
            del sys.modules["store"]
        else:
            sys.modules["store"] = saved
    ns["tr"] = lambda s: s
    return ns


def test_review_says_what_a_pass_did():
    """A pass in the review says what it did (it read "add nothing", issue 26): with the
    defender taking, the cards go to them; with everything beaten, the bout ends."""
    import engine

    move_text = _coach_namespace()["move_text"]
    st = engine.new_game("podkidnoy", players=2, seed=5)
    seen = {}
    for _ in range(200):
        if st.is_terminal():
            break
        acts = st.legal_actions()
        passes = [a for a in acts if a.kind == "pass"]
        if passes and st.phase not in seen:
            seen[st.phase] = move_text(passes[0], before=st)
        take = [a for a in acts if a.kind == "take"]
        a = take[0] if take and "taking" not in seen else (passes[0] if passes else acts[0])
        st = st.apply(a)
    assert seen.get("taking") == "let the defender take the cards", seen
    assert seen.get("add") == "end the bout: bita", seen
    assert move_text(engine.Action.parse("pass")) == "add nothing"  # no position: as before
    # every move line of the review passes the position it was made in
    review = (GAME / "coach_review.rpy").read_text(encoding="utf-8")
    calls = re.findall(r"coach\.move_text\(([^)]*(?:\([^)]*\))?[^)]*)\)", review)
    assert calls and all("before=" in c for c in calls), calls


def test_rules_tabs_are_the_registrys_games_each_with_its_rules():
    from table_store import Stub

    import engine

    ns = {"_": lambda s: s, "__": lambda s: s, "renpy": Stub("renpy"), "engine": engine}
    for _prio, src in python_blocks(GAME / "rules.rpy", None):
        exec(compile(src, "rules.rpy", "exec"), ns)
    assert ns["KOZYR_RULE_GAMES"] == list(engine.VARIANTS) + ["decks"]
    for game in ns["KOZYR_RULE_GAMES"]:
        assert ns["KOZYR_RULES_TEXT"].get(game), f"the Rules screen has no text for {game}"
