"""The card table's model, variant adapters, gestures and event handling, run without
Ren'Py in seconds (tests/table_store.py loads every `init python in duel:` block of
game/table/ into one namespace): real engine games are played move by move and every
position the player sees is described as the screen would describe it."""

import functools
import json
import random
import re
import types

import pytest
from table_store import ROOT, duel_defaults, load_table

import engine
from engine.net import protocol, remote

SEEDS = (1, 2, 3)


@pytest.fixture(scope="module")
def duel():
    return load_table()


@functools.cache
def games(variant, players, seed, moves=400):
    """The states of one random game (every state, the deal first; states are
    immutable, so the tests share them)."""
    rng = random.Random(seed)
    st = engine.new_game(variant, players=players, seed=seed)
    out = [st]
    while not st.is_terminal() and len(out) < moves:
        st = st.apply(rng.choice(st.legal_actions()))
        out.append(st)
    return tuple(out)


def put_on_table(duel, st, variant, players, seed=1):
    """As the duel's loop does: the spec, the state, its runtime, its model."""
    store = duel["store"]
    store.duel_spec = duel["normalise_spec"]({"variant": variant, "players": players, "seed": seed})
    store.duel_state = st
    duel["show"](st)
    return duel["model"](st)


def online(duel, st, seat=0):
    """``st`` as the online table holds it for ``seat``: the seat's view as it crosses the
    network (``protocol.view_to_wire`` through JSON), renumbered so that the seat is 0
    (``remote.rotate_wire``), in duel_remote.rpy's ``RemoteState``."""
    wire = json.loads(json.dumps(protocol.view_to_wire(st.view(seat))))
    status = "over" if st.is_terminal() else "playing"
    return duel["RemoteState"](remote.rotate_wire(wire, seat), len(st.history), status)


CASES = [
    (v, n) for v in engine.VARIANTS for n in sorted({2, min(3, engine.VARIANTS[v].max_players)})
]


def test_the_fake_store_has_the_tables_saved_variables_from_their_defaults(duel):
    """tests/table_store.py reads the ``default duel_*`` lines of game/table/ instead of a
    copy: every one is on the fake store with its declared value."""
    found = duel_defaults()
    model = (ROOT / "game" / "table" / "duel_model.rpy").read_text(encoding="utf-8")
    for name in re.findall(r"^default (duel_\w+)", model, re.M):
        assert name in found
    assert found["duel_state"] is None and found["duel_records"] == ()
    assert found["duel_hints_used"] == 0  # game/table/duel_hint.rpy's
    fresh = load_table()["store"]
    assert {n: getattr(fresh, n) for n in found} == found


def test_each_variant_gets_its_familys_adapter(duel):
    for name, spec in engine.VARIANTS.items():
        ad = duel["adapter_for"](name)
        assert ad.family == spec.family and ad is duel["ADAPTERS"][spec.family]
    assert duel["adapter_for"]("no_such_game") is duel["GENERIC"]


@pytest.mark.parametrize("source", ["offline", "online"])
@pytest.mark.parametrize("variant,players", CASES)
def test_the_model_describes_what_seat_0_sees(duel, variant, players, source):
    """Offline the table reads the engine's state; online, the seat's view from the wire
    (RemoteState): the same model either way (an online Svoi Kozyri table once crashed
    reading the full state's pile history)."""
    for seed in SEEDS:
        for st in games(variant, players, seed):
            src = st if source == "offline" else online(duel, st)
            m = put_on_table(duel, src, variant, players, seed)
            v = st.view(0)
            assert duel["model"](src) is m, "built once per state"
            assert m.remote == (source == "online")
            assert m.adapter is duel["adapter_for"](variant) and m.n == players
            assert sorted(h["code"] for h in m.hand) == sorted(str(c) for c in v.hand)
            legal = v.legal_actions() if st.current_player == 0 else []
            # (a hand card is lifted when a legal move plays it; Warfare's picks are not hand cards)
            playable = {str(c) for a in legal for c in a.cards} & {str(c) for c in v.hand}
            assert {h["code"] for h in m.hand if h["legal"]} == playable
            assert [s["p"] for s in m.seats] == list(range(1, players))
            assert [s["count"] for s in m.seats] == list(v.hand_counts[1:])
            assert all(h["code"] in m.pos for h in m.hand), "every hand card rests somewhere"
            xs = [h["x"] for h in m.hand]
            assert xs == sorted(xs) and all(318 <= x <= 1610 for x in xs), "the fan fits"
            if st.is_terminal():
                assert m.outcome and not m.buttons and m.status == ""
            elif st.current_player == 0:
                assert m.status and "thinking" not in m.status
                acts = {a for _label, a in m.generic}
                assert acts <= set(legal), "a plain move button plays a legal move"
            else:
                assert "thinking" in m.status and not m.buttons


@pytest.mark.parametrize("variant,players", CASES)
def test_the_online_table_draws_any_seats_view_in_its_own_numbers(duel, variant, players):
    """Seated at seat k, the online table gets k's view renumbered so that k is 0: its own
    hand at the bottom, the others' counts in play order from its left, and under each
    card of a Svoi Kozyri pile the name of the seat that laid it."""
    spec = duel["normalise_spec"]({"variant": variant, "players": players, "seed": 1})
    tags = 0
    for st in games(variant, players, 1, moves=150):
        for seat in range(players):
            m = put_on_table(duel, online(duel, st, seat), variant, players)
            v = st.view(seat)
            assert sorted(h["code"] for h in m.hand) == sorted(str(c) for c in v.hand)
            want = [v.hand_counts[(seat + k) % players] for k in range(1, players)]
            assert [s["count"] for s in m.seats] == want
            if engine.VARIANTS[variant].family == "kozyri":
                owners = [(p - seat) % players for p in st.pile_owners[-6:]]
                names = ["You" if p == 0 else duel["seat_name"](spec, p) for p in owners]
                assert [c["tag"] for c in m.center] == names
                tags += len(names)
    assert tags or engine.VARIANTS[variant].family != "kozyri"


@pytest.mark.parametrize("variant,players", CASES)
def test_every_legal_move_placed_and_played_is_that_move(duel, variant, players):
    """The hint's "Place it" (duel.stage_action) and the move's button (play_placed, via
    the adapter's staged_actions) give back exactly the engine's action."""
    ui = duel["ui"]
    tried = 0
    for seed in SEEDS:
        for st in games(variant, players, seed, moves=120):
            if st.current_player != 0:
                continue
            put_on_table(duel, st, variant, players, seed)
            for a in st.legal_actions():
                duel["show"](st)
                ui.queue = []
                got = duel["stage_action"](a)
                first = got if got is not None else duel["play_placed"]()
                rest = [q for q, _kind in ui.queue]
                assert first is not None, (str(st.view(0).phase), str(a), ui.message)
                assert [first] + rest == [a], (str(a), [str(q) for q in [first] + rest])
                tried += 1
    assert tried > 20


@pytest.mark.parametrize("variant", [v for v, s in engine.VARIANTS.items() if s.family == "durak"])
def test_a_refused_defence_springs_back_with_the_engines_reason(duel, variant):
    ui = duel["ui"]
    for seed in range(1, 40):
        for st in games(variant, 2, seed, moves=60):
            if st.current_player != 0 or st.view(0).phase != "defend":
                continue
            m = put_on_table(duel, st, variant, 2, seed)
            target = next(s["attack"] for s in m.slots if s["attack"] and not s["defence"])
            for h in m.hand:
                if (h["code"], target) in m.defend:
                    continue
                a = engine.Action(
                    "defend", (engine.Card.parse(h["code"]),), engine.Card.parse(target)
                )
                assert duel["beat"](h["code"], target) is None
                assert ui.staged == [] and ui.message_bad
                assert ui.message == duel["refusal_text"](st.refusal(a))
                return
    pytest.fail("no refused defence found")


def _moves_with(variant, players, kind, seeds=range(1, 60)):
    for seed in seeds:
        states = games(variant, players, seed)
        for st in states[1:]:
            if any(e.kind == kind for e in st.view(0).events):
                yield seed, st


def test_a_take_by_the_player_pleases_the_opponents(duel):
    for seed, st in _moves_with("podkidnoy", 3, "taking"):
        if any(e.kind == "taking" and e.player == 0 for e in st.view(0).events):
            m = put_on_table(duel, st, "podkidnoy", 3, seed)
            assert {s["mood"] for s in m.seats} == {"happy"}
            lines = duel["event_lines"](st, st.view(0))
            assert ("take", "You take.") in lines
            return
    pytest.fail("the player never took")


def test_a_transfer_is_announced_and_bita_only_where_the_family_says(duel):
    seed, st = next(_moves_with("perevodnoy", 2, "transfer"))
    put_on_table(duel, st, "perevodnoy", 2, seed)
    assert "transfer" in [k for k, _t in duel["event_lines"](st, st.view(0))]
    for variant in engine.VARIANTS:
        found = next(_moves_with(variant, 2, "discard", seeds=range(1, 10)), None)
        if found is None:
            continue
        seed, st = found
        put_on_table(duel, st, variant, 2, seed)
        kinds = [k for k, _t in duel["event_lines"](st, st.view(0))]
        assert ("bita" in kinds) == duel["adapter_for"](variant).bita, variant


FIGURE_ROWS = {
    "durak": [("Attacks led", "attacks"), ("Cards beaten", "beats"), ("Takes", "takes")],
    "kozyri": [("Cards beaten", "beats"), ("Pick-ups", "takes")],
    "battle": [("Score", "points"), ("Score pile", "score_piles"), ("Battles won", "battles_won")],
}
"""The rows of each family's end-of-duel figures, (label, record field), as the player reads
them (written here, not taken from the adapters under test)."""


def test_the_figures_come_from_the_record(duel):
    for variant in engine.VARIANTS:
        st = games(variant, 2, 5, moves=5000)[-1]
        assert st.is_terminal()
        m = put_on_table(duel, st, variant, 2, 5)
        store = duel["store"]
        store.duel_game_no = 1
        store.duel_records = (duel["game_record"](st),)  # as finish_game keeps it
        rows = duel["figures"](st, m)
        rec = engine.record.game_record(st, player=0)
        assert rows, variant
        assert rows[0][1:] == ["You", duel["seat_name"](duel["store"].duel_spec, 1)]
        want = list(FIGURE_ROWS[engine.VARIANTS[variant].family])
        if engine.VARIANTS[variant].transfers:
            want.append(("Transfers", "transfers"))
        want.append(("Trumps played", "trumps_spent"))
        assert [row[0] for row in rows[1 : 1 + len(want)]] == [label for label, _k in want]
        for row, (_label, key) in zip(rows[1:], want):
            assert row[1:] == [str(x) for x in rec[key][:2]], (variant, key)


@pytest.mark.parametrize("variant,players", CASES)
def test_t_and_d_play_the_familys_cardless_moves(duel, variant, players):
    """T is TAKE (Svoi Kozyri: PICK UP) and D is DONE, when that move is legal; else the
    status line says it is not a move now and nothing is played."""
    ui = duel["ui"]
    seen = set()
    for seed in SEEDS:
        for st in games(variant, players, seed, moves=150):
            if st.current_player != 0:
                continue
            m = put_on_table(duel, st, variant, players, seed)
            for key, kinds in (("take", ("take", "pick_up")), ("done", ("pass",))):
                want = [a for a in m.legal if a.kind in kinds and not a.cards]
                got = duel["hotkey"](key)
                if want:
                    assert got == want[0]
                    seen.add(key)
                else:
                    assert got is None and "not a move now" in ui.message
    family = engine.VARIANTS[variant].family
    assert seen == {"durak": {"take", "done"}, "kozyri": {"take"}, "battle": set()}[family]


@pytest.mark.parametrize("variant", [v for v, s in engine.VARIANTS.items() if s.family != "durak"])
def test_play_places_the_selected_card_and_plays_it(duel, variant):
    """PLAY (Svoi Kozyri's pile, Warfare's battle place) with one card selected and
    nothing placed places it on its zone and plays it."""
    ui = duel["ui"]
    played = 0
    for seed in SEEDS:
        for st in games(variant, 2, seed, moves=150):
            if st.current_player != 0:
                continue
            m = put_on_table(duel, st, variant, 2, seed)
            if m.buttons != ["play"]:
                continue
            for a in st.legal_actions():
                if a.kind in m.adapter.play_kinds and len(a.cards) == 1:
                    duel["show"](st)
                    ui.selected = [str(a.cards[0])]
                    assert duel["button_sensitive"]("play", m)
                    assert duel["button"]("play") == a
                    played += 1
    assert played > 5


def _is(value, kind):
    """Whether ``value`` fits the field type ``kind`` (a class, or a string such as
    "Optional[int]" or "engine.View", of which the optional part is checked)."""
    if isinstance(kind, type):
        return isinstance(value, kind) or (kind is float and isinstance(value, int))
    if kind.startswith("Optional["):
        inner = {"int": int, "str": str}.get(kind[len("Optional[") : -1])
        return value is None or inner is None or isinstance(value, inner)
    return True


@pytest.mark.parametrize("variant,players", CASES)
def test_the_model_is_its_typed_fields(duel, variant, players):
    """duel.TableModel's annotations (every variant) and the adapter's own record
    (its family's, in m.own) are the model's whole vocabulary: every field is set, with
    its type, and the built model is sealed."""
    fields = duel["TableModel"].fields()
    for seed in SEEDS:
        for st in games(variant, players, seed):
            m = put_on_table(duel, st, variant, players, seed)
            assert set(vars(m)) - {"_sealed"} == set(fields)
            for name, kind in fields.items():
                assert _is(getattr(m, name), kind), (name, kind, getattr(m, name))
            own = m.own
            if own is not None:
                assert set(vars(own)) - {"_sealed"} == set(type(own).fields())
                for name, kind in type(own).fields().items():
                    assert _is(getattr(own, name), kind), (name, kind)
            assert m.remote is False
            with pytest.raises(AttributeError):
                m.status = "changed by a screen"


def test_a_misspelt_model_field_fails_where_the_model_is_built(duel):
    """A field that TableModel does not declare cannot be written, by the builder or an
    adapter: the build raises (a dict took any key, and a screen met the typo later)."""
    st = games("podkidnoy", 2, 1)[0]
    ad = duel["adapter_for"]("podkidnoy")
    build = type(ad).build

    def misspelt(self, state, v, m):
        build(self, state, v, m)
        m.my_rol = "You attack"

    type(ad).build = misspelt
    try:
        with pytest.raises(AttributeError, match="my_rol"):
            put_on_table(duel, st, "podkidnoy", 2)
    finally:
        type(ad).build = build
    assert put_on_table(duel, st, "podkidnoy", 2).my_role


def test_the_model_pickles_as_an_empty_record(duel):
    """A save pickles the screens' scope, which holds the model: it carries nothing
    (a loaded screen builds it again)."""
    st = games("warfare", 2, 1)[5]
    m = put_on_table(duel, st, "warfare", 2)
    assert m.__reduce__() == (duel["TableModel"], ())
    assert m.own.__reduce__() == (type(m.own), ())


SAVED = re.compile(
    r"(?:store\.|\$\s*)(duel_(?:state|spec|undo_state|series|game_no|records|last_role|"
    r"hints_used))\s*=[^=]"
)


def test_the_saved_duel_variables_have_one_writer():
    """Only duel_flow.rpy assigns the saved duel variables (its set_up, note_role,
    set_spec, next_game, commit, finish_game), but for the turn loops' one
    `$ duel_state = ...` a move (offline: duel_flow.rpy; online: duel_remote.rpy)."""
    writers = {}
    for path in sorted((ROOT / "game").rglob("*.rpy")):
        if "tl" in path.relative_to(ROOT / "game").parts[:1]:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            m = SAVED.search(line)
            if m:
                writers.setdefault(path.name, set()).add(m.group(1))
    assert set(writers) == {"duel_flow.rpy", "duel_remote.rpy"}, writers
    assert writers["duel_remote.rpy"] == {"duel_state"}


def test_a_move_the_engine_refuses_writes_nothing(duel, monkeypatch):
    """duel.commit computes the new state first: an action the engine refuses raises with
    the hint count and the undo state as they were; a legal one then writes both."""
    store = duel["store"]
    st = engine.new_game("podkidnoy", players=2, seed=3)
    while st.current_player != 0:
        st = st.apply(st.legal_actions()[0])
    easy = {"who": None, "level": "easy"}
    spec = duel["normalise_spec"]({"variant": "podkidnoy", "seats": [{"who": "player"}, easy]})
    monkeypatch.setattr(store.persistent, "duel_undo", True)  # easy Undo on
    assert duel["undo_allowed"](spec)
    for name, value in (("duel_spec", spec), ("duel_state", st), ("duel_hints_used", 2),
                        ("duel_undo_state", None)):  # fmt: skip
        monkeypatch.setattr(store, name, value)
    # a hint was asked for this position (duel_hint.rpy, not part of the duel store)
    monkeypatch.setattr(store, "duel_hint", types.SimpleNamespace(asked_for=lambda s: s is st),
                        raising=False)  # fmt: skip
    monkeypatch.setitem(duel, "drop_mouse_focus", lambda: None)  # (Ren'Py's focus)
    monkeypatch.setitem(duel["TIMING"], "ai", False)  # no AI thread
    with pytest.raises(engine.IllegalAction):
        duel["commit"](engine.Action("take"))  # the attacker cannot take
    assert (store.duel_hints_used, store.duel_undo_state) == (2, None)
    action = st.legal_actions()[0]
    assert duel["commit"](action) == st.apply(action)
    assert (store.duel_hints_used, store.duel_undo_state) == (3, st)


@pytest.mark.parametrize("variant,players", CASES)
def test_the_end_panel_shows_the_same_figures_online_and_offline(duel, variant, players):
    """The end of a game shows its figures (duel.figures) from the record offline and,
    online, where the table holds no history, from the engine's count of the views the
    seat was sent (engine.record.view_tally, as duel.remote_after feeds it): the same
    rows for the same game. (Warfare's points once read 0 / 0 online, issue 26; Svoi
    Kozyri's header counted moves as bouts.)"""
    store, net = duel["store"], duel["net"]
    for seed in SEEDS[:2]:
        states = games(variant, players, seed, moves=5000)
        end = states[-1]
        # offline: the record finish_game keeps, read by shown_record
        store.duel_game_no, store.duel_series = 1, None
        store.duel_records = (engine.record.game_record(end, player=0),)
        m = put_on_table(duel, end, variant, players, seed)
        offline = duel["figures"](end, m)
        # online: the same game through the seat's wire views
        net.tally = None
        for st in states[1:]:
            net.tally = engine.record.view_tally(net.tally, online(duel, st).view(0))
        remote_end = online(duel, end)
        m = put_on_table(duel, remote_end, variant, players, seed)
        shown = duel["figures"](remote_end, m)
        net.tally = None
        assert offline and shown == offline, (seed, offline, shown)


def test_raised_cards_are_drawn_over_the_dimmed_ones(duel):
    """The hand is drawn low cards first, the raised (playable) ones over them (a dimmed
    J of spades lay over the playable Q of hearts: issue 26); a card whose top-left index a
    raised card covers is listed with the height of its foot that shows below that card,
    where the screen repeats its index."""
    seen_cover = 0
    for seed in SEEDS:
        for st in games("podkidnoy", 2, seed)[:60]:
            m = put_on_table(duel, st, "podkidnoy", 2, seed)
            order = duel["hand_draw_order"](m)
            ys = [duel["hand_card_y"](h, m) for h, _x in order]
            assert ys == sorted(ys, reverse=True)
            assert sorted(h["code"] for h, _x in order) == sorted(
                h["code"] for h, _x in duel["visible_hand"](m)
            )
            cw = m.hand_cw
            covered = duel["covered_corners"](m)
            for h, x in duel["visible_hand"](m):
                y = duel["hand_card_y"](h, m)
                lifts = [
                    y - duel["hand_card_y"](g, m)
                    for g, gx in duel["visible_hand"](m)
                    if gx < x < gx + cw and duel["hand_card_y"](g, m) < y
                ]
                assert covered.get(h["code"]) == (min(lifts) if lifts else None)
            seen_cover += bool(covered)
    assert seen_cover


@pytest.mark.parametrize("seed", SEEDS)
def test_throw_in_line_says_when_there_is_nothing_to_throw_in(duel, seed):
    """When the player may throw in but holds no card of a rank on the table (every card
    dimmed), the status line does not ask for one: it says to press DONE (or DISCARD)
    (issue 26)."""
    seen = set()
    for st in games("podkidnoy", 2, seed):
        if st.is_terminal() or st.current_player != 0:
            continue
        m = put_on_table(duel, st, "podkidnoy", 2, seed)
        if m.phase not in ("add", "taking"):
            continue
        can = any(a.kind != "pass" for a in st.view(0).legal_actions())
        nothing = "othing to throw in" in m.status
        assert nothing != can, (m.phase, can, m.status)
        assert ("press DONE" if m.phase == "taking" else "press DISCARD") in m.status
        seen.add((m.phase, can))
    assert {can for _p, can in seen} == {True, False}, seen


def test_ribbon_lines_are_sentences(duel):
    """The ribbon's role line ends as its event lines do (issue 26: «Вы ходите» sat bare
    under «Вы берёте.»); a line that already ends a sentence is left as it is."""
    sentence = duel["ribbon_sentence"]
    assert sentence("You attack") == "You attack."
    assert sentence("Вы ходите") == "Вы ходите."
    assert sentence("You are out of cards!") == "You are out of cards!"
    assert sentence("You take.") == "You take."
