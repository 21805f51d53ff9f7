"""Table talk (game/table/duel_talk.rpy and its lines, duel_talk_lines.rpy) without Ren'Py.

The `init python in duel_talk` blocks are plain Python apart from a few store names; they are
run here with stubs for them and a fake clock, fed real engine games move by move, and
checked: every opponent has lines of every kind, a line answers an event that really
happened, lines are rare (the rate limit holds), a character does not repeat a line of a
kind before the others are used, the end of the game is always said (right speaker,
right kind), the "off" setting is silent and "some" says less than "all".
"""

import random
import sys
import types
from pathlib import Path

import pytest
from rpy_block import python_block

import engine

ROOT = Path(__file__).resolve().parents[1]
TALK = ROOT / "game" / "table" / "duel_talk.rpy"
TALK_LINES = ROOT / "game" / "table" / "duel_talk_lines.rpy"
WHO = ["marta", "aurelia", "pip", "brandt", "lina", "vix", "ash", "hunter"]
SEC_PER_MOVE = 1.2


def _block():
    # the lines' block runs first in the game too (init -5, the logic at init -4)
    return python_block(TALK_LINES, "duel_talk") + "\n" + python_block(TALK, "duel_talk")


class Clock:
    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


class FamilyAdapter:
    """A stand-in for the table's adapter of `variant`'s family: the three facts the talk
    asks (Svoi Kozyri's own trumps and stock; one trump and the talon elsewhere)."""

    def __init__(self, variant):
        self.own = engine.VARIANTS[variant].family == "kozyri"
        self.one_trump = not self.own

    def reserve(self, v):
        return v.stock_count if self.own else v.talon_count

    def seat_trump(self, v, p):
        return v.suits[p] if self.own else v.trump


def load(level=2):
    """A fresh duel_talk namespace with stubbed store names and a fake clock."""
    store = types.ModuleType("store")
    store.persistent = types.SimpleNamespace(duel_talk=level, duel_high_contrast=False)
    store.duel_spec = None
    store.duel_game_no = 0  # the saved duel variables the talk reads (duel_model.rpy)
    # the table's adapters (game/table/duel_adapter.rpy, variant_*.rpy): what the talk asks
    store.duel = types.SimpleNamespace(adapter_for=lambda variant: FamilyAdapter(variant))
    renpy = types.SimpleNamespace(
        substitute=lambda s, translate=False: s, restart_interaction=lambda: None
    )
    ns = {"_": lambda s: s, "__": lambda s: s, "python_object": object, "renpy": renpy}
    saved = sys.modules.get("store")
    sys.modules["store"] = store
    try:
        exec(compile(_block(), str(TALK), "exec"), ns)
    finally:
        if saved is None:
            del sys.modules["store"]
        else:
            sys.modules["store"] = saved
    clock = Clock()
    ns["clock"] = clock
    ns["_store"] = store
    return ns, clock


def spec_for(variant, who, tutorial=False, seed=1):
    seats = [{"who": "mc", "name": "You"}] + [{"who": w, "name": w} for w in who]
    return {
        "variant": variant,
        "players": len(seats),
        "seats": seats,
        "tutorial": tutorial,
        "seed": seed,
    }


def run_duel(ns, clock, spec, seed, policy=None):
    """Plays one game, calling react like the table does; returns
    [(move index, events, line said or None)] and the final state."""
    ns["_store"].duel_spec = spec
    s = engine.new_game(spec["variant"], players=spec["players"], seed=seed)
    rng = random.Random(seed)
    log = []
    ns["react"](spec, None, s, s.events)
    log.append((0, s.events, ns["talk"].line))
    k = 0
    while not s.is_terminal() and k < 1500:
        clock.t += SEC_PER_MOVE
        seat = s.current_player
        a = policy(s, rng) if policy else rng.choice(s.legal_actions())
        before_serial = ns["talk"].serial
        s = s.apply(a)
        ns["react"](spec, seat, s, s.events)
        said = ns["talk"].line if ns["talk"].serial != before_serial else None
        log.append((k + 1, s.events, said))
        k += 1
    return log, s


# ------------------------------------------------------------------------------------------


def test_every_opponent_has_lines_of_every_kind():
    ns, _clock = load()
    lines, kinds = ns["LINES"], ns["KINDS"]
    assert sorted(lines) == sorted(WHO)
    seen = set()
    for who in WHO:
        assert set(lines[who]) == set(kinds), who
        for kind in kinds:
            need = 2 if kind in ("battle_won", "battle_lost", "draw") else 3
            texts = lines[who][kind]
            assert len(texts) >= need, (who, kind)
            for t in texts:
                assert t not in seen, f"line used twice: {t!r}"
                seen.add(t)
                assert len(t) <= 80, f"too long for the bubble: {t!r}"
                assert "{" not in t and "%" not in t


def event_for(kind, events, seat_of_line):
    """Does `events` hold what `kind` claims?"""
    ks = [e.kind for e in events]
    if kind == "start":
        return "deal" in ks
    if kind == "attacked":
        return any(e.kind in ("attack", "lead", "beat") and e.player == 0 for e in events)
    if kind == "took":
        return any(e.kind in ("take", "pick_up") and e.player == seat_of_line for e in events)
    if kind == "player_took":
        return any(e.kind in ("take", "pick_up") and e.player == 0 for e in events)
    if kind == "transfer":
        return any(e.kind in ("transfer", "show") and e.player == seat_of_line for e in events)
    if kind == "player_transfer":
        return any(e.kind in ("transfer", "show") and e.player == 0 for e in events)
    if kind == "trump":
        return any(
            e.player == 0 and e.kind in ("attack", "defend", "beat", "battle_won") for e in events
        )
    if kind == "battle_won":
        return any(e.kind == "battle_won" and e.player == seat_of_line for e in events)
    if kind == "battle_lost":
        return any(e.kind == "battle_won" and e.player == 0 for e in events)
    if kind == "last_cards":
        return any(e.kind in ("draw", "keep", "pick", "discard", "battle_won") for e in events)
    return kind in ("win", "loss", "draw") and "game_over" in ks


CASES = [
    ("podkidnoy", ["marta"]),
    ("podkidnoy", ["aurelia"]),
    ("perevodnoy", ["pip"]),
    ("perevodnoy", ["brandt"]),
    ("podkidnoy", ["lina", "vix"]),
    ("svoi_kozyri", ["lina"]),
    ("warfare", ["ash"]),
    ("podkidnoy", ["hunter"]),
    ("perevodnoy", ["vix", "hunter", "pip"]),
]


@pytest.mark.parametrize("variant,who", CASES)
def test_lines_answer_real_events_rarely_and_the_end_is_said(variant, who):
    ns, clock = load(level=2)
    gap_s, gap_m = ns["GAP_SECONDS"][2], ns["GAP_MOVES"][2]
    spoken = 0
    for seed in range(1, 9):
        spec = spec_for(variant, who, seed=seed)
        log, final = run_duel(ns, clock, spec, seed)
        said = [(k, ev, line) for k, ev, line in log if line is not None]
        spoken += len(said)
        prev = None
        for k, ev, line in said:
            assert line["who"] == spec["seats"][line["seat"]]["who"]
            assert event_for(line["kind"], ev, line["seat"]), (line, ev)
            if line["kind"] not in ("start", "win", "loss", "draw") and prev is not None:
                assert k - prev >= gap_m
                assert (k - prev) * SEC_PER_MOVE >= gap_s - 1e-9
            prev = k
        # the end of the game is always said, by the right person
        if final.is_terminal():
            last = log[-1][2]
            assert last is not None and last["kind"] in ("win", "loss", "draw")
            r = final.result
            seat = last["seat"]
            if r.draw:
                assert last["kind"] == "draw"
            elif (r.durak if r.durak is not None else 1 - r.winner) == seat:
                assert last["kind"] == "loss"
            else:
                assert last["kind"] == "win"
                assert (r.durak if r.durak is not None else 1 - r.winner) == 0
            assert last["until"] is None  # stays up while the result is on screen
    assert spoken > 8 * 2  # it does talk


def test_no_repeats_before_the_deck_of_lines_is_used_up():
    ns, clock = load(level=2)
    spec = spec_for("perevodnoy", ["pip"])
    for seed in range(1, 30):
        run_duel(ns, clock, spec, seed)
    # one spec object: the same talk memory across the games, like a series
    said = ns["talk"].said
    by = {}
    for who, kind, src in said:
        by.setdefault((who, kind), []).append(src)
    lines = ns["LINES"]
    for (who, kind), seq in by.items():
        n = len(lines[who][kind])
        for i in range(0, len(seq) - n + 1, n):
            assert len(set(seq[i : i + n])) == n, (who, kind, seq)
        for a, b in zip(seq, seq[1:]):
            if n > 1:
                assert a != b


def test_off_is_silent_and_some_says_less_than_all():
    counts = {}
    for level in (0, 1, 2):
        ns, clock = load(level=level)
        total = 0
        for seed in range(1, 13):
            log, _ = run_duel(ns, clock, spec_for("perevodnoy", ["brandt"], seed=seed), seed)
            total += sum(1 for _k, _e, line in log if line is not None)
        counts[level] = total
    assert counts[0] == 0
    assert 0 < counts[1] < counts[2]


def test_tutorial_is_silent_and_lines_expire():
    ns, clock = load(level=2)
    log, _ = run_duel(ns, clock, spec_for("podkidnoy", ["marta"], tutorial=True), 3)
    assert all(line is None for _k, _e, line in log)
    ns, clock = load(level=2)
    spec = spec_for("podkidnoy", ["aurelia"])
    ns["_store"].duel_spec = spec
    s = engine.new_game("podkidnoy", players=2, seed=4)
    for _ in range(40):
        ns["react"](spec, None, s, s.events)
        if ns["talk"].line:
            break
    line = ns["current"](1)
    assert line is not None and ns["current"](2) is None
    ns["tick"]()
    assert ns["talk"].line is line  # not yet
    clock.t += ns["left"](line) + 0.01
    assert ns["current"](1) is None
    ns["tick"]()
    assert ns["talk"].line is None
    ns["talk"].line = line
    # the same duel after a load (an equal spec, a new object) keeps its line; a line of
    # another duel is never shown (a new duel with an equal spec resets the talk: duel.begin)
    ns["talk"].line = dict(line, until=None)
    ns["_store"].duel_spec = dict(spec)
    assert ns["current"](1) is not None
    ns["_store"].duel_spec = dict(spec, seed=spec["seed"] + 1)
    assert ns["current"](1) is None


def _overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _seats_model(n):  # duel_model.rpy's seat_positions
    opp = n - 1
    if opp <= 1:
        return {1: 960}
    span = min(1380, 560 * (opp - 1))
    step = span / float(opp - 1)
    return dict((i + 1, int(960 - span / 2.0 + i * step)) for i in range(opp))


def _seats_wide(n):  # a wider spread, as another art's layout might have
    opp = n - 1
    if opp == 1:
        return {1: 960}
    left, right = 250, 1670
    step = (right - left) / float(opp - 1)
    return dict((i + 1, int(left + i * step)) for i in range(opp))


def test_bubble_places_fit_the_screen():
    """At every seat count, every seat's bubble covers no portrait (the faces stand above
    the far rim at y 232; at six seats an outer seat's bubble, put inward at the
    portraits' height, hid its neighbour's face: issue 26) and no other seat's name
    plate, stays on the screen and ends above the battlefield (y 416)."""
    ns, _clock = load()
    rim = 232

    for positions in (_seats_model, _seats_wide):

        class Duel:
            seat_positions = staticmethod(positions)

            @staticmethod
            def plate_under_hand(x):
                return (x - 140, rim + 74, 280, 64)

            @staticmethod
            def rim_top(x):
                return rim

            @staticmethod
            def seat_scale(n):  # duel_model.rpy's portrait scale by seats
                return 1.0 if n <= 2 else (0.74 if n <= 4 else 0.62)

        ns["_store"].duel = Duel
        for n in range(2, 7):
            ns["_store"].duel_spec = {"players": n}
            xs = positions(n)
            pw = int(360 * Duel.seat_scale(n))
            portraits = {p: (cx - pw // 2, 0, pw, rim) for p, cx in xs.items()}
            plates = {p: Duel.plate_under_hand(cx) for p, cx in xs.items()}
            for seat in range(1, n):  # (one line at a time: bubbles never meet)
                x, y, w, side = ns["place"](seat)
                # as high as the longest line (80 characters: four lines) makes it
                h = max(ns["bubble_min_h"](side), 4 * 33 + 24) + 6
                bubble = (x, y, w, h)
                where = (positions.__name__, n, seat, bubble, side)
                assert 0 <= x and x + w <= 1920 and w >= 300, where
                for p, box in portraits.items():
                    assert not _overlap(bubble, box), (where, "portrait", p)
                for p, box in plates.items():
                    if n > 2 and p != seat:
                        assert not _overlap(bubble, box), (where, "plate", p)
                near = xs[seat]
                if side == "left":  # beside its seat: just clear of the seat box
                    assert 0 < x - (near + pw // 2) <= 30, where
                elif side == "right":
                    assert 0 < (near - pw // 2) - (x + w) <= 30, where
                else:
                    # under its own portrait, over its own name plate, hiding it whole
                    # (never a cut name), its tail under the seat, above the battlefield
                    px, py, ppw, ph = plates[seat]
                    assert x <= px and px + ppw <= x + w and rim <= y <= py, where
                    assert y + h >= py + ph and y + h <= 416, where
                    assert abs(x + ns["tail_x"](seat, x, w) - near) <= 1, where


# ------------------------------------------------------------------------------------------
# lines that fit only some duels (duel_talk.ONLY): closers, series, Svoi Kozyri's words

CONTEXTS = {
    "single": None,
    "mid": {"game": 1, "games": 3, "over": False, "playoff": False, "tokens": [1, 0]},
    "last regular, tied": {"game": 3, "games": 3, "over": False, "playoff": True, "tokens": [1, 1]},
    "over": {"game": 3, "games": 3, "over": True, "playoff": False, "tokens": [1, 2]},
    "play-off over": {"game": 4, "games": 3, "over": True, "playoff": True, "tokens": [2, 3]},
}


def test_only_names_real_lines_and_every_duel_keeps_a_line_of_every_kind():
    ns, _clock = load()
    lines, only, fits = ns["LINES"], ns["ONLY"], ns["fits"]
    every = {t for who in lines.values() for kind in who.values() for t in kind}
    assert set(only) <= every, set(only) - every
    assert set(only.values()) <= {"end", "mid", "playoff", "kozyri", "shared"}
    for who, kinds in lines.items():
        for kind, texts in kinds.items():
            for one_trump in (True, False):
                for name, ctx in CONTEXTS.items():
                    c = ctx if kind in ns["FINAL"] else None
                    assert any(fits(t, c, one_trump) for t in texts), (who, kind, one_trump, name)


def test_closers_only_end_a_duel_and_series_lines_only_in_a_series():
    ns, _clock = load()
    fits = ns["fits"]
    for t, when in ns["ONLY"].items():
        if when == "end":
            assert not fits(t, CONTEXTS["mid"], True)
            assert not fits(t, CONTEXTS["last regular, tied"], True)
            assert fits(t, None, True) and fits(t, CONTEXTS["over"], True)
        if when in ("mid", "playoff"):
            assert not fits(t, None, True) and not fits(t, CONTEXTS["over"], True)
        if when == "mid":
            assert fits(t, CONTEXTS["mid"], True)
        if when == "playoff":
            assert fits(t, CONTEXTS["last regular, tied"], True)
        if when == "kozyri":
            assert not fits(t, None, True) and fits(t, None, False)
    # Lina's Svoi Kozyri words are never said at a shared-trump table
    assert ns["ONLY"]["Your own north! I should have seen that."] == "kozyri"


@pytest.mark.parametrize("who", ["vix", "hunter"])
def test_the_end_of_a_series_game_is_said_in_the_series_words(who):
    """The end of each game of a series, with the table's series in the store: a closer
    only after the last game, a series line only before another game."""
    ns, clock = load(level=2)
    store = ns["_store"]
    variant, seats = ("podkidnoy", ["lina", "vix"]) if who == "vix" else ("podkidnoy", ["hunter"])
    said = []
    for seed in range(1, 7):
        spec = dict(spec_for(variant, seats, seed=seed), series=3)
        series = engine.Series(variant, players=spec["players"], games=3, seed=seed)
        holder = {"s": series}
        store.duel.series = lambda h=holder: h["s"]
        n = 0
        while not holder["s"].is_over() and n < 8:
            n += 1
            store.duel_game_no = n
            g = holder["s"].new_game()
            ns["_store"].duel_spec = spec
            rng = random.Random(seed * 10 + n)
            ns["react"](spec, None, g, g.events)
            while not g.is_terminal():
                clock.t += SEC_PER_MOVE
                seat = g.current_player
                g = g.apply(rng.choice(g.legal_actions()))
                ns["react"](spec, seat, g, g.events)
            after = holder["s"].record(g)
            line = ns["talk"].line
            assert line is not None and line["kind"] in ("win", "loss", "draw")
            src = ns["talk"].said[-1][2]
            when = ns["ONLY"].get(src)
            said.append(when)
            if when == "end":
                assert after.is_over(), (src, n)
            if when in ("mid", "playoff"):
                assert not after.is_over(), (src, n)
            if when == "mid":
                assert n < 3
            if when == "playoff":
                assert n >= 3
            ctx = ns["talk"].context
            assert ctx["game"] == n and ctx["over"] == after.is_over()
            assert ctx["tokens"] == list(after.tokens)
            holder["s"] = after
    assert "mid" in said
