## duel_model.rpy — what the screen shows, computed once per state (owner: table).
##
## `duel.model(state)` describes a state for the screen (player 0's view): the hand and
## its fan, the seats, the talon, the legal moves indexed by card and target, the cards
## that arrived with the last move, the status line and the buttons. It is built once
## per state object and cached by identity (states are immutable), so a redraw does no
## engine work. What differs between variants is asked of the variant's adapter
## (duel_adapter.rpy, variant_*.rpy). `duel.ui` holds the transient UI data (selection,
## staged cards, the last refusal, the AI job): never saved, reset for every new state.

## Saved, rolled-back data (reassigned, never mutated in place).
default duel_state = None          # the engine State of the running game
default duel_spec = None           # the spec passed to `call duel(spec)`, normalised
default duel_undo_state = None     # easy-level undo: the state before the player's last move
default duel_series = None         # series: the engine.Series, reassigned per finished game
default duel_tokens = None         # series: tuple of loser tokens per seat (mirrors duel_series)
default duel_game_no = 0           # series: number of the game being played (1-based)
default duel_results = ()          # series: tuple of finished games' results (dicts)
default duel_records = ()          # finished games' records (engine.record), when available
default duel_last_role = None      # the role last announced by the banner

## Preferences of the table (persistent, built-in types only).
default persistent.duel_hints = True     # lift legal cards, dim the others
default persistent.duel_speed = 1        # 0 fast, 1 normal, 2 slow (AI pacing)
default persistent.duel_undo = False     # offer Undo when every opponent is at the easy level (opt-in: issue 10)
default persistent.duel_card_size = 1    # 0 small, 1 normal, 2 large hand cards

init -5 python in duel:

    import store
    import time as _time

    ##------------------------------------------------------------ runtime
    class Runtime(python_object):
        """Transient UI data (selection, staged cards, the last refusal, the
        AI job). Never saved: it is created at init and only mutated, and it
        is reset whenever a new state is shown."""

        def __init__(self):
            self.reset()
            self.job = None
            self.banner = None       # (id of the state it announces, text)

        def reset(self):
            self.selected = []       # codes selected in the hand
            self.staged = []         # codes placed on free slots before ATTACK
            self.message = None      # refusal or hint shown in the status line
            self.message_bad = False
            self.state_id = None

    ui = Runtime()

    def sync_ui(state):
        """Clears the selection when a new state is on the table."""
        if ui.state_id != id(state):
            ui.reset()
            ui.state_id = id(state)

    ##------------------------------------------------------------ geometry
    def hand_w():
        return (140, 160, 182)[store.persistent.duel_card_size if store.persistent.duel_card_size in (0, 1, 2) else 1]

    TABLE_W = 140
    SEAT_W = 300

    def seat_positions(n):
        """x centre of each opponent's seat along the top (seat 1 at the left)."""
        opp = n - 1
        if opp == 1:
            return {1: 960}
        left, right = 250, 1670
        step = (right - left) / float(opp - 1)
        return dict((i + 1, int(left + i * step)) for i in range(opp))

    def sort_hand(cards, trump):
        """Sorted by suit then rank, trumps last."""
        def key(c):
            return (1 if (trump is not None and c.suit == trump) else 0,
                    c.suit, c.rank)
        return sorted(cards, key=key)

    def fan(n, cw, x0=300, x1=1640):
        """x of each card of a hand of n cards fanned between x0 and x1, so a
        hand of any size fits (the step shrinks, never below a readable corner)."""
        if n == 0:
            return [], 0
        width = x1 - x0
        step = min(cw + 8, (width - cw) / float(max(1, n - 1)))
        total = cw + step * (n - 1)
        start = x0 + (width - total) / 2.0
        return [int(start + i * step) for i in range(n)], step

    def slot_xy(i):
        return 400 + i * 176, 372

    def seat_box(p):
        """(x, y, w, h) of opponent p's seat (portrait, name, hand) on the screen, for
        whatever is shown beside it (table talk's speech bubbles)."""
        x = seat_positions(store.duel_state.players if store.duel_state is not None else 2).get(p, 960)
        return (x - 160, 12, 320, 300)

    def seat_xy(m, p):
        """Where cards fly from/to for player p."""
        if p == 0:
            return 900, 860
        for s in m["seats"]:
            if s["p"] == p:
                return s["x"] - 40, 140
        return 960, 140

    ##----------------------------------------------------------- the model
    _model_cache = {"key": None, "model": None}

    def model(state):
        """The cached description of `state` for the screen (player 0's view)."""
        key = (id(state), store.persistent.duel_card_size)
        if _model_cache["key"] == key and _model_cache["state"] is state:
            return _model_cache["model"]
        t0 = _time.perf_counter()
        m = build_model(state)
        m["build_ms"] = (_time.perf_counter() - t0) * 1000.0
        _model_cache["key"] = key
        _model_cache["state"] = state
        _model_cache["model"] = m
        return m

    def build_model(state):
        spec = store.duel_spec or normalise_spec({})
        v = state.view(0)
        n = state.players
        variant = getattr(v, "variant", spec.get("variant"))
        ad = adapter_for(variant)
        trump = getattr(v, "trump", None)
        legal = state.legal_actions() if state.current_player == 0 else []
        m = {"variant": variant, "adapter": ad, "n": n, "view": v, "trump": trump,
             "legal": legal, "durak": variant in DURAK, "turn": state.current_player,
             "terminal": state.is_terminal()}
        # legal index
        by_card = {}
        singles = {}          # (kind, card) -> action, for one-card actions
        defend = {}           # (card, target) -> action
        attack_sets = set()
        kinds = {}
        for a in legal:
            kinds.setdefault(a.kind, []).append(a)
            for c in a.cards:
                by_card.setdefault(str(c), []).append(a)
            if a.kind == "defend":
                defend[(str(a.cards[0]), str(a.target))] = a
            elif a.kind == "attack":
                attack_sets.add(frozenset(str(c) for c in a.cards))
            elif len(a.cards) == 1 and a.target is None:
                singles[(a.kind, str(a.cards[0]))] = a
        m.update(by_card=by_card, singles=singles, defend=defend, attack_sets=attack_sets,
                 kinds=kinds)
        # the player's hand
        hand = sort_hand(list(getattr(v, "hand", ())), trump)
        cw = hand_w()
        ch = int(cw * 1.4)
        xs, step = fan(len(hand), cw)
        m["hand"] = [{"code": str(c), "x": x, "name": card_name(c, trump),
                      "legal": str(c) in by_card} for c, x in zip(hand, xs)]
        m["hand_cw"], m["hand_ch"], m["hand_step"] = cw, ch, step
        m["hand_y"] = 1080 - ch - 14
        # seats (the adapter fills in roles)
        counts = getattr(v, "hand_counts", (0,) * n)
        xs_seat = seat_positions(n)
        out = getattr(v, "out", (False,) * n)
        m["seats"] = [{"p": p, "x": xs_seat[p], "name": seat_name(spec, p),
                       "who": seat_who(spec, p), "count": counts[p], "role": "",
                       "backs": min(counts[p], 12), "out": bool(out[p])} for p in range(1, n)]
        m["my_role"] = ""
        m["attacker"] = getattr(v, "attacker", None)
        m["defender"] = getattr(v, "defender", None)
        # talon, trump, discard
        m["talon"] = getattr(v, "talon_count", 0)
        m["discard"] = getattr(v, "discard_count", 0)
        tc = getattr(v, "trump_card", None)
        m["trump_card"] = None if tc is None else str(tc)
        m["trump_name"] = "" if tc is None else card_name(tc, trump, mid=True)
        m["talon_word"] = _("Talon: {n}")
        m["phase"] = getattr(v, "phase", None)
        m["limit"] = getattr(v, "limit", 6)
        m["table_count"] = 0
        m["slots"], m["unbeaten"] = [], []
        m["center"], m["zones"] = [], []
        m["events"] = event_anims(state, m)
        ad.build(state, v, m)
        m["status"] = (outcome_line(state, spec) if m["terminal"] else
                       tr(_("{name} is thinking…")).format(name=seat_name(spec, state.current_player))
                       if state.current_player != 0 else ad.status(state, m, spec))
        m["buttons"] = ad.buttons(m) if m["turn"] == 0 else []
        m["generic"] = ad.generic_actions(m)
        adjust = getattr(state, "adjust_model", None)
        if adjust is not None:
            adjust(m)   # an online game (duel_remote.rpy): waiting lines, resignations
        return m

    def event_anims(state, m):
        """Cards that arrived with the last move, with where they come from, and
        ghosts of cards that left the table (taken or beaten off)."""
        arrivals = {}
        ghosts = []
        draws = []
        for e in getattr(state, "events", ()):
            if e.kind in ("attack", "throw_in", "transfer", "defend", "lead", "beat"):
                fx, fy = seat_xy(m, e.player if e.player is not None else 0)
                for c in e.cards:
                    arrivals[str(c)] = (fx, fy)
            elif e.kind in ("take", "discard", "pick_up"):
                if e.kind == "discard":
                    tx, ty = 1520, 400
                else:
                    tx, ty = seat_xy(m, e.player if e.player is not None else 0)
                cards = [str(c) for c in e.cards]
                half = (len(cards) + 1) // 2 if e.kind != "pick_up" else len(cards)
                for k, c in enumerate(cards):
                    i = k if k < half else k - half
                    sx, sy = slot_xy(min(i, 5))
                    if k >= half:
                        sx, sy = sx + 24, sy + 50
                    ghosts.append({"code": c, "sx": sx, "sy": sy, "tx": tx, "ty": ty,
                                   "face": e.kind != "discard", "delay": 0.03 * k})
            elif e.kind == "draw" and e.player is not None:
                draws.append((e.player, e.count, [str(c) for c in e.cards]))
        m["draws"] = draws
        m["draw_codes"] = set(c for p, n, cs in draws if p == 0 for c in cs)
        return {"arrivals": arrivals, "ghosts": ghosts}

    ##------------------------------------------------------------ the hand
    _fan_cache = {"key": None, "value": None}

    def visible_hand(m):
        """The hand cards shown in the fan (staged ones are on the table) with
        their x, re-fanned so no gap is left; cached per state and staging."""
        key = (id(m), tuple(ui.staged))
        if _fan_cache["key"] == key:
            return _fan_cache["value"]
        cards = [h for h in m["hand"] if h["code"] not in ui.staged]
        if len(cards) == len(m["hand"]):
            value = [(h, h["x"]) for h in cards]
        else:
            xs, _step = fan(len(cards), m["hand_cw"])
            value = list(zip(cards, xs))
        _fan_cache["key"] = key
        _fan_cache["value"] = value
        return value

    def home_of(code):
        m = model(store.duel_state)
        for h, x in visible_hand(m):
            if h["code"] == code:
                return x, hand_card_y(h, m)
        return None

    def hand_card_y(h, m):
        """The y of a hand card: lifted when legal (hints on) or selected."""
        y = m["hand_y"]
        if h["code"] in ui.selected:
            return y - 44
        if h["legal"] and store.persistent.duel_hints and m["turn"] == 0:
            return y - 22
        return y

    def hand_key(hx, m):
        """The screen's cache key of a hand card: a card whose home moves gets
        a fresh Drag (a reused one would stay where it was)."""
        return "%s@%d,%d" % (hx[0]["code"], hx[1], hand_card_y(hx[0], m))
