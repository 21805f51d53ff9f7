## duel_model.rpy — what the screen shows, computed once per state (owner: table).
##
## `duel.model(state)` describes a state for the screen (player 0's view): the hand and
## its fan, the seats, the talon, the legal moves indexed by card and target, the cards
## that arrived with the last move, the status line and the buttons. It is built once
## per state and kept in that state's runtime (`duel.table(state)`: its model, moods,
## AI job, when it was first shown), so a redraw does no engine work. What differs between
## variants is asked of the variant's adapter (duel_adapter.rpy, variant_*.rpy). `duel.ui`
## holds the transient UI data (the runtime of the state on the table, the player's
## selection, staged cards and last refusal, reset for every new state): never saved.

## Saved, rolled-back data (reassigned, never mutated in place). The state is the duel's
## one history: a pickled State keeps its whole game (State.past: its deal and every move,
## replayed on load), so the record (engine.record), the figures and the coach's review
## are computed from it, and nothing else of a game is saved. (Saves from before issue 29
## also hold duel_actions, duel_start, duel_undo_actions, duel_stats and duel_tokens, and
## saves from before the series kept its results duel_results: Ren'Py loads them as store
## variables that nothing reads any more, but duel.upgrade_series, once after a load.)
default duel_state = None          # the table source of the running game (docs/contracts.md): an engine State offline
default duel_spec = None           # the spec passed to `call duel(spec)`, normalised
default duel_undo_state = None     # easy-level undo: the state before the player's last move
default duel_series = None         # series: the engine.Series (its tokens: duel.tokens()), reassigned per finished game
default duel_game_no = 0           # series: number of the game being played (1-based)
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
    ## Nothing here is saved: `ui` is created at init and only mutated (a store variable
    ## never reassigned is not pickled), no store variable or screen scope holds it or a
    ## TableRuntime, and after a load or a rollback the state on the table is a new object,
    ## whose runtime is made again (duel.table).
    class Runtime(python_object):
        """Transient UI data: the runtime of the state on the table, the player's gesture
        on it (selection, staged cards, the last refusal: reset for every new state),
        the announcements' pacing and the rest of a committed multi-card move."""

        def __init__(self):
            self.table = None        # the TableRuntime of the state on the table
            self.reset()
            self.banner_until = 0.0  # the opponents wait until the announcements are seen
            self.queue = []          # the rest of a committed multi-card move (duel_input.rpy), kept across states
            self.released = {}       # code -> where the player let go of a card of the move being played (duel.release)

        def reset(self):
            self.selected = []       # codes selected in the hand
            self.staged = []         # codes placed on the table, not yet played (duel_input.rpy)
            self.stage_on = {}       # placed code -> the table card it lies on (a defence)
            self.drop_xy = {}        # code -> where the player dropped it (x, y, w, h)
            self.message = None      # refusal or hint shown in the status line
            self.message_bad = False

    ui = Runtime()

    class TableRuntime(python_object):
        """What the table keeps about one state while it is on the table: its model and
        the flights in it, the hand's fan, the opponents' moods, the banner, the AI job,
        when it was first shown, who moved. Made by duel.commit for the state a move
        leads to and replaced with the next; `table(state)` makes one for a state put on
        the table otherwise (a deal, an undo, a load, an online update). It holds its
        state, so nothing is keyed by id() (an id is reused once its object is freed)."""

        def __init__(self, state, mover=None):
            self.state = state
            self.mover = mover       # who made the move that led here (None: a deal, a load)
            self.model = None        # duel.model's description of the state
            self.model_key = None    # (card size, language) it was built for
            self.fan = None          # visible_hand: (staged codes, [(hand card, x)])
            self.moods = None        # moods_after: {seat: mood}
            self.banner = None       # announce: ([(kind, text)], hold seconds)
            self.job = None          # the AI's job for this state (duel_ai.rpy)
            self.thinking = False    # the opponent is shown thinking (duel.poll_ai)
            self.shown_at = None     # when it was first polled on screen (shown_since)
            # what the state shown before left for this one (duel.show, once):
            self.moods_before = {}   # {seat: (mood, moves left)} (duel_stage.rpy)
            self.mood_seats = None   # the same after this state's events, once its model is built
            self.shown_before = None # (pos, places) of the last model built before: its cards fly from there (duel_motion.rpy)
            self.released = {}       # code -> where the player let go of it (duel.release)

    def show(state, mover=None):
        """Puts `state` on the table: its new runtime (with what the state shown before
        leaves it: the opponents' moods, where its cards lay, where the player let go of
        them), the player's gesture reset, and the rest of a committed multi-card move
        placed again (duel_input.rpy). The one place the table changes state."""
        prev = ui.table
        rt = TableRuntime(state, mover)
        if prev is not None:
            rt.moods_before = prev.mood_seats if prev.mood_seats is not None else prev.moods_before
            pm = prev.model
            rt.shown_before = (pm.pos, pm.places) if pm is not None else prev.shown_before
        rt.released, ui.released = ui.released, {}
        ui.table = rt
        ui.reset()
        restage()
        return rt

    def follow_state():
        """Puts the duel's state on the table when it came there without duel.show (a
        load or a rollback brings a new object): at the start of every interaction
        (config.start_interact_callbacks), before any screen reads it."""
        st = store.duel_state
        if st is not None and (ui.table is None or ui.table.state is not st):
            show(st)

    store.config.start_interact_callbacks.append(follow_state)

    def table(state):
        """The runtime of `state` (only reads: duel.show and duel.follow_state put a
        state on the table). A state that is not on the table gets a runtime of its own
        that nothing keeps."""
        rt = ui.table
        if rt is not None and rt.state is state:
            return rt
        return TableRuntime(state)

    def forget_model():
        """The model of the state on the table is built again (the spec changed)."""
        if ui.table is not None:
            ui.table.model = None
            ui.table.fan = None

    ##------------------------------------------------------------ geometry
    ## The stage (1920x1080), on the art pipeline's table (game/images/table/
    ## table_layout.json): the room beyond the table above y 232, the far rim straight
    ## across (y 232-270), the cloth below it and the thickest wood on the player's edge
    ## (y 1012-1080). The opponents sit in the room with their lower edge behind the far
    ## rim (the rim overlay hides it), holding their cards over the rim; the battlefield
    ## lies in the calm field (x 300-1640, y 330-720), the talon at the left, the discard
    ## pile and the action buttons at the right, the player's hand along the near edge.
    LAYOUT = {"far_rim_top": 232, "felt_top": 270, "near_rim_top": 1012,
              "field": [300, 330, 1640, 720]}
    RIM_Y = 232                 # the far rim's top (straight across the table)
    TABLE_W, TABLE_H = 150, 210  # a card on the table
    SLOT_STEP = 190             # between two pair slots
    FIELD_Y = 416               # the attack cards' top
    BEAT_DX, BEAT_DY = 30, 44   # a beating card lies across its attack card, shifted
    TALON_XY = (62, 520)        # the talon's top-left (the trump lies under it)
    DISCARD_XY = (1612, 452)    # the discard pile's top-left
    DISCARD_W, DISCARD_H = 126, 176
    BUTTONS_XY = (1652, 700)    # the action buttons' column (its top moves: buttons_top)
    BUTTON_H, BUTTON_GAP = 60, 8
    HAND_X0, HAND_X1 = 318, 1610
    SEAT_W = 300

    def _load_layout():
        """The table art's geometry, when the art pipeline's layout file is there (else
        the defaults above hold; a file that is there but unreadable is reported)."""
        global RIM_Y
        path = "images/table/table_layout.json"
        if not renpy.loader.loadable(path):
            return
        try:
            import json
            with renpy.loader.load(path) as f:
                data = json.loads(f.read().decode("utf-8"))
            for k in LAYOUT:
                if k in data:
                    LAYOUT[k] = data[k]
            RIM_Y = int(LAYOUT["far_rim_top"])
        except (IOError, ValueError, KeyError, TypeError) as e:
            print("[kozyr] the table layout could not be read:", "%s: %s" % (type(e).__name__, e))

    _load_layout()

    def rim_top(x):
        """The y of the far rim's top edge above x (the art's far rim is straight)."""
        return RIM_Y

    ## The lower right corner: a column of small buttons (Undo, Hint, Table options, Menu;
    ## online: Table options over Chat and Leave) standing on the screen's bottom edge,
    ## the action buttons' column above it. Both fit between the discard pile (y 640) and
    ## the bottom edge whichever buttons are there (four small buttons of 50 px from y 900
    ## ran off the screen).
    CORNER_XY = (1666, 1068)    # the corner column's left and bottom (its right: 1902, as the action buttons')
    CORNER_H, CORNER_GAP = 44, 8
    GENERIC_H = 196             # the plain move buttons' viewport (at most)

    UNDO = "undo"    # the undo button's kind and what it returns: duel_flow.commit takes the move back

    def corner_buttons(m, my_turn):
        """The corner column's buttons, top to bottom: "undo" (the player's turn, undo
        allowed and a move to take back), "hint" (the coach's Hint button, when offered at
        this table: there in every state, greyed with the reason when it has no hint to
        give, so it never vanishes: duel_hint.rpy), "options", and "menu" (not online:
        duel_remote.rpy puts Chat and Leave there)."""
        out = []
        if my_turn and store.duel_undo_state is not None and undo_allowed(store.duel_spec):
            out.append(UNDO)
        if store.duel_hint.shown(store.duel_spec, m):
            out.append("hint")
        out.append("options")
        if not m.remote:
            out.append("menu")
        return out

    def corner_height(n):
        return n * CORNER_H + max(0, n - 1) * CORNER_GAP

    def remote_corner_top():
        """The top of Chat and Leave (duel_remote.rpy), under Table options."""
        return CORNER_XY[1] - corner_height(2)

    def corner_top(m, my_turn):
        """The y of the corner column's top."""
        bottom = remote_corner_top() - CORNER_GAP if m.remote else CORNER_XY[1]
        return bottom - corner_height(len(corner_buttons(m, my_turn)))

    def action_column(m, my_turn):
        """(top, generic_h) of the action buttons' column: its last button reaches down
        beside the hand's top cards, so Right from the hand's last card lands on it (and
        the arrows see it level with the hand, not above it), never down onto the corner
        column; the plain move buttons' viewport under them gets the room that is left."""
        n = len(m.buttons)
        generic = bool(my_turn and m.generic)
        if not n and not generic:
            return BUTTONS_XY[1], 0
        limit = corner_top(m, my_turn) - 12
        bottom = min(m.hand_y + BUTTON_H - 2, limit)
        h = n * BUTTON_H + max(0, n - 1) * BUTTON_GAP
        gh = 0
        if generic:
            gh = GENERIC_H
            h += gh + (BUTTON_GAP if n else 0)
        top = max(640, bottom - h)      # 640: under the discard pile
        if generic and top + h > limit:
            gh = max(BUTTON_H, gh - (top + h - limit))
        return top, gh

    ## The status line under the battlefield, and the announcement ribbon over it.
    ## (x 400: clear of the trump card, which lies across under the talon to x 380;
    ## at 370 the line and its ribbon covered the trump's corner index)
    STATUS_XY, STATUS_W = (400, 676), 1150
    STATUS_PANEL_W = STATUS_W - 70  # a panel laid over the status line (hint, connection)
    RIBBON_MARGIN = (10, 6)     # how far the ribbon reaches beyond the status line
    _status_h = {}

    def status_h(msg):
        """The status line's height: its text (duel_panel's padding 14, 10) measured at
        the line's width, at least one line (66) or, high contrast, 110."""
        key = (msg, hc(), store._preferences.language)
        h = _status_h.get(key)
        if h is None:
            t = store.Text(msg or u"", style=S("duel_status"))
            th = renpy.render(t, STATUS_W - 28, 1080, 0, 0).get_size()[1]
            h = max(110 if hc() else 66, int(th) + 20)
            if len(_status_h) > 500:
                _status_h.clear()
            _status_h[key] = h
        return h

    def ribbon_box(msg):
        """(x, y, w, minimum h) of the announcement ribbon: the status line (as high as
        `msg` makes it) and a margin all round; its top stays below the battlefield
        (beating cards end at y 670)."""
        mx, my = RIBBON_MARGIN
        return (STATUS_XY[0] - mx, STATUS_XY[1] - my, STATUS_W + 2 * mx, status_h(msg) + 2 * my)

    OPTIONS_LABEL_W = 470       # a row's label, wrapped (at 380 the Russian Hint row took 3 lines)
    OPTIONS_WH = (1050, 780)    # the table options' panel (each row: its label and its buttons:
                                # three of 164 for "медленный", 148 px)

    def buttons_top(m):
        """The y of the action buttons' column (see action_column)."""
        return action_column(m, m.turn == 0)[0]

    def hand_w():
        return (150, 172, 196)[store.persistent.duel_card_size if store.persistent.duel_card_size in (0, 1, 2) else 1]

    def seat_positions(n):
        """x centre of each opponent's seat around the far side (seat 1 at the left)."""
        opp = n - 1
        if opp <= 1:
            return {1: 960}
        span = min(1380, 560 * (opp - 1))
        step = span / float(opp - 1)
        return dict((i + 1, int(960 - span / 2.0 + i * step)) for i in range(opp))

    def seat_scale(n):
        """1 for a lone opponent (a large portrait), smaller the more seats there are."""
        return 1.0 if n <= 2 else (0.74 if n <= 4 else 0.62)

    def sort_hand(cards, trump):
        """Sorted by suit then rank, trumps last."""
        def key(c):
            return (1 if (trump is not None and c.suit == trump) else 0,
                    c.suit, c.rank)
        return sorted(cards, key=key)

    def fan(n, cw, x0=None, x1=None):
        """x of each card of a hand of n cards fanned between x0 and x1, so a
        hand of any size fits (the step shrinks, never below a readable corner)."""
        x0 = HAND_X0 if x0 is None else x0
        x1 = HAND_X1 if x1 is None else x1
        if n == 0:
            return [], 0
        width = x1 - x0
        step = min(cw + 8, (width - cw) / float(max(1, n - 1)))
        total = cw + step * (n - 1)
        start = x0 + (width - total) / 2.0
        return [int(start + i * step) for i in range(n)], step

    def slot_xy(i):
        """Top-left of the attack card of pair slot i (0..5)."""
        return 960 - (5 * SLOT_STEP + TABLE_W + BEAT_DX) // 2 + i * SLOT_STEP, FIELD_Y

    def fan_of_backs(count, scale):
        """(step, width) of an opponent's face-down hand: the fan tightens as it grows."""
        bw = int(70 * scale)
        shown = min(count, 16)
        step = int(22 * scale) if shown <= 8 else max(6, int(160 * scale / max(1, shown - 1)))
        return step, bw + step * max(0, shown - 1)

    def seat_box(p):
        """(x, y, w, h) of opponent p's portrait on the screen, for whatever is shown
        beside it (table talk's speech bubbles)."""
        n = store.duel_state.players if store.duel_state is not None else 2
        x = seat_positions(n).get(p, 960)
        w = int(360 * seat_scale(n))
        return (x - w // 2, 0, w, rim_top(x))

    def speech_spot(p):
        """Where a speech bubble for opponent p goes: (x, y, xanchor) — beside the
        portrait, on the side with more room."""
        x, y, w, h = seat_box(p)
        if x + w // 2 <= 960:
            return (x + w + 8, 24, 0.0)
        return (x - 8, 24, 1.0)

    ##----------------------------------------------------------- the model
    class Record(python_object):
        """A typed record of the table: its fields are its class annotations (the type,
        and the comment beside it says what it is: the one list of them), each set by
        its builder, and nothing else. Writing a name that is no field raises at once,
        and so does any write after seal() (a misspelt key fails where the model is
        built, not in a screen; a screen cannot change the model it shows). It pickles
        as an empty record: the table's screens keep the model in their scope, the
        rollback log keeps that scope and every save pickles the log, but the model is
        derived from duel_state, so a save need not carry it (a loaded screen builds it
        again), and nothing in it (views, adapters, transforms) can make a save fail or
        grow."""

        _fields = {}

        def __init_subclass__(cls, **kw):
            super().__init_subclass__(**kw)
            fields = {}
            for k in reversed(cls.__mro__):
                fields.update(k.__dict__.get("__annotations__", {}))
            cls._fields = fields

        @classmethod
        def fields(cls):
            """{name: type} of the record's fields."""
            return dict(cls._fields)

        def __init__(self, **values):
            for k, v in values.items():
                setattr(self, k, v)

        def __setattr__(self, name, value):
            if name not in self._fields:
                raise AttributeError("%s has no field %r" % (type(self).__name__, name))
            if self.__dict__.get("_sealed"):
                raise AttributeError("%s is sealed: %r cannot change" % (type(self).__name__, name))
            self.__dict__[name] = value

        def seal(self):
            """No field changes any more; every field must have been set."""
            missing = [k for k in self._fields if k not in self.__dict__]
            if missing:
                raise AttributeError("%s lacks %s" % (type(self).__name__, ", ".join(missing)))
            self.__dict__["_sealed"] = True
            return self

        def __reduce__(self):
            return (type(self), ())

    class TableModel(Record):
        """The description of a state for the screen (build_model): what every variant's
        table shows; the family's own fields are in `own`, its adapter's record
        (Adapter.own_model). tests/test_table_model.py builds every position of random
        games and checks that each field is set, with its type."""
        # the position
        variant: str                # the engine variant's name
        n: int                      # seats at the table
        adapter: "Adapter"          # the variant's Adapter
        view: "engine.View"         # seat 0's engine View
        remote: bool                # an online game's position (duel.is_remote): the server moves the others
        turn: "Optional[int]"       # the seat to move (None when over)
        terminal: bool              # the game is over
        phase: str                  # the view's phase
        trump: "Optional[int]"      # the trump suit (None: none, or per seat)
        trump_card: "Optional[str]" # the turned trump's code or None
        trump_name: str             # its name
        talon: int                  # cards left to draw
        talon_word: str             # the untranslated 'Deck: {n}' line of the reserve
        discard: int                # the discard pile's count
        # the legal moves, indexed
        legal: list                 # seat 0's legal actions (empty when not its turn)
        kinds: dict                 # action kind -> [actions]
        by_card: dict               # code -> [actions playing it]
        singles: dict               # (kind, code) -> the one-card action without a target
        defend: dict                # (code, target code) -> defence (the Durak family's adapter fills it)
        attack_sets: set            # frozensets of codes of the attacks (the Durak family's)
        # the player's hand and the seats
        hand: list                  # [{code, x, name, legal}] sorted
        hand_cw: int                # a hand card's width
        hand_ch: int                # its height
        hand_step: float            # the fan's step
        hand_y: int                 # the hand's top
        seats: list                 # [{p, x, name, who, count, role, backs, out, scale, rim, fan_y, mood}] of seats 1..n-1
        my_role: str                # the player's role line
        attacker: "Optional[int]"   # the Durak family's attacker (else None)
        defender: "Optional[int]"   # the Durak family's defender (else None)
        # the middle of the table
        limit: int                  # a bout's most attack cards
        table_count: int            # attack cards on the table
        slots: list                 # the Durak family's pair slots
        unbeaten: list              # codes of unbeaten attack cards
        center: list                # cards in the middle [{code, x, y, alt, act, zone}]
        zones: list                 # drop zones [{name, x, y, w, h, alt}]
        # words and buttons
        status: str                 # the status line
        outcome: str                # the end's outcome line
        buttons: list               # the adapter's button kinds on the player's turn
        generic: list               # [(label, action)] of the plain move buttons
        # motion (duel_motion.rpy)
        pos: dict                   # code -> (x, y, w, h) where each face-up card rests
        places: dict                # talon, discard, hands
        flights: list               # cards in flight
        landing: dict               # code -> when it lands (a duel.Landing)
        motion_end: float           # when the last flight ends
        build_ms: float             # how long the build took (the bench)
        # the family's own
        own: "Optional[Record]"     # the adapter's record (Adapter.own_model), None for a family without one

    ## Saves made before the model was typed hold `duel.Model` (a dict pickled empty) in
    ## the screens' scope: unpickled as an empty TableModel, which a loaded screen replaces.
    Model = TableModel

    def model(state):
        """The description of `state` for the screen (player 0's view), built once and
        kept in the state's runtime."""
        # (the language too: the model holds the table's texts, and a player may switch
        # languages in the Preferences in the middle of a duel)
        rt = table(state)
        key = (store.persistent.duel_card_size, store._preferences.language)
        if rt.model is not None and rt.model_key == key:
            return rt.model
        t0 = _time.perf_counter()
        m = build_model(state)
        m.build_ms = (_time.perf_counter() - t0) * 1000.0
        m.seal()
        rt.model_key = key
        rt.model = m
        rt.fan = None
        return m

    def build_model(state):
        spec = store.duel_spec or normalise_spec({})
        v = state.view(0)
        n = state.players
        variant = v.variant
        ad = adapter_for(variant)
        trump = v.trump
        legal = v.legal_actions() if state.current_player == 0 else []
        m = TableModel(variant=variant, adapter=ad, n=n, view=v, trump=trump,
                       legal=legal, turn=state.current_player,
                       terminal=state.is_terminal(), remote=is_remote(state),
                       own=ad.own_model())
        # legal index (the family's own part: its adapter's index)
        by_card = {}
        singles = {}          # (kind, card) -> action, for one-card actions
        kinds = {}
        for a in legal:
            kinds.setdefault(a.kind, []).append(a)
            for c in a.cards:
                by_card.setdefault(str(c), []).append(a)
            if len(a.cards) == 1 and a.target is None:
                singles[(a.kind, str(a.cards[0]))] = a
        m.by_card, m.singles, m.kinds = by_card, singles, kinds
        m.defend = {}          # (card, target) -> action (the Durak family's defences)
        m.attack_sets = set()  # the attacks' sets of card codes (the Durak family's)
        ad.index(m)
        # the player's hand
        hand = sort_hand(list(v.hand), trump)
        cw = hand_w()
        ch = int(cw * 1.4)
        xs, step = fan(len(hand), cw)
        m.hand = [{"code": str(c), "x": x, "name": card_name(c, trump),
                      "legal": str(c) in by_card} for c, x in zip(hand, xs)]
        m.hand_cw, m.hand_ch, m.hand_step = cw, ch, step
        m.hand_y = 1080 - ch - 8
        # seats (the adapter fills in roles)
        counts = v.hand_counts
        xs_seat = seat_positions(n)
        out = v.out
        scale = seat_scale(n)
        m.seats = [{"p": p, "x": xs_seat[p], "name": seat_name(spec, p),
                       "who": seat_who(spec, p), "count": counts[p], "role": "",
                       "backs": min(counts[p], 16), "out": bool(out[p]), "scale": scale,
                       "rim": rim_top(xs_seat[p]),
                       "fan_y": int(rim_top(xs_seat[p]) - 16 * scale)} for p in range(1, n)]
        m.my_role = ""
        m.attacker = m.defender = None   # roles of the Durak family (its adapter sets them)
        # talon, trump, discard
        m.talon = v.talon_count
        m.discard = v.discard_count
        tc = v.trump_card
        m.trump_card = None if tc is None else str(tc)
        m.trump_name = "" if tc is None else card_name(tc, trump, mid=True)
        m.talon_word = _("Deck: {n}")
        m.phase = v.phase
        m.limit = 6                        # a bout's most attack cards (Durak: its view's limit)
        m.table_count = 0
        m.slots, m.unbeaten = [], []
        m.center, m.zones = [], []
        ad.prepare(v, m)
        ad.build(state, v, m)
        moods = moods_after(state, v, m)
        for s in m.seats:
            s["mood"] = moods.get(s["p"], "neutral")
        card_places(state, v, m)
        plan_motion(state, v, m)
        m.outcome = outcome_line(state, spec)
        m.status = ("" if m.terminal else
                       tr(_("{name} is thinking…")).format(name=seat_name(spec, state.current_player))
                       if state.current_player != 0 else ad.status(state, m, spec))
        m.buttons = ad.buttons(m) if m.turn == 0 else []
        m.generic = ad.generic_actions(m)
        if m.remote:
            state.adjust_model(m)   # an online game (duel_remote.rpy): waiting lines, resignations
        return m

    def card_places(state, v, m):
        """m.pos: where every face-up card this state shows rests (code -> (x, y, w,
        h)); m.places: the talon, the discard pile, the player's hand and each
        opponent's hand (where their cards fly from and to)."""
        pos = {}
        cw, ch = m.hand_cw, m.hand_ch
        lift = m.turn == 0 and store.persistent.duel_hints
        for h in m.hand:
            pos[h["code"]] = (h["x"], m.hand_y - (22 if (lift and h["legal"]) else 0), cw, ch)
        m.adapter.place_cards(m, pos)
        for c in m.center:
            if c["code"]:
                pos[c["code"]] = (c["x"], c["y"], TABLE_W, TABLE_H)
        seats = {0: (960 - cw // 2, m.hand_y, cw, ch)}
        for s in m.seats:
            bw = int(70 * s["scale"])
            seats[s["p"]] = (s["x"] - bw // 2, s["fan_y"], bw, int(bw * 1.4))
        m.pos = pos
        m.places = {"talon": (TALON_XY[0], TALON_XY[1], TABLE_W, TABLE_H),
                       "discard": (DISCARD_XY[0], DISCARD_XY[1], DISCARD_W, DISCARD_H),
                       "hand": seats[0], "seats": seats}

    ##------------------------------------------------------------ the hand
    def visible_hand(m):
        """The hand cards shown in the fan (staged ones are on the table) with
        their x, re-fanned so no gap is left; kept in the runtime of the state on the
        table per staging."""
        rt = ui.table
        mine = rt is not None and rt.model is m
        staged = tuple(ui.staged)
        if mine and rt.fan is not None and rt.fan[0] == staged:
            return rt.fan[1]
        cards = [h for h in m.hand if h["code"] not in ui.staged]
        if len(cards) == len(m.hand):
            value = [(h, h["x"]) for h in cards]
        else:
            xs, _step = fan(len(cards), m.hand_cw)
            value = list(zip(cards, xs))
        if mine:
            rt.fan = (staged, value)
        return value

    def home_of(code):
        m = model(store.duel_state)
        for h, x in visible_hand(m):
            if h["code"] == code:
                return x, hand_card_y(h, m)
        return None

    def hand_card_y(h, m):
        """The y of a hand card: lifted when legal (hints on) or selected."""
        y = m.hand_y
        if h["code"] in ui.selected:
            return y - 44
        if h["legal"] and store.persistent.duel_hints and m.turn == 0:
            return y - 22
        return y

    def hand_draw_order(m):
        """visible_hand in the order drawn: the raised cards (playable, selected) over the
        rest, so a dimmed neighbour never lies over a card one may play (issue 26); left
        to right within each height."""
        vh = visible_hand(m)
        return sorted(vh, key=lambda hx: (-hand_card_y(hx[0], m), hx[1]))

    def covered_corners(m):
        """{code: lift} of the hand cards whose top-left index lies under a higher card
        drawn over it (hand_draw_order), with how many pixels of the card's foot show
        below that card: the screen repeats the index there."""
        cw = m.hand_cw
        ys = [(hand_card_y(h, m), x) for h, x in visible_hand(m)]
        out = {}
        for h, x in visible_hand(m):
            y = hand_card_y(h, m)
            over = [y - yo for yo, xo in ys if yo < y and xo < x < xo + cw]
            if over:
                out[h["code"]] = min(over)
        return out

    def hand_key(hx, m):
        """The screen's cache key of a hand card: a card whose home moves gets
        a fresh Drag (a reused one would stay where it was)."""
        return "%s@%d,%d" % (hx[0]["code"], hx[1], hand_card_y(hx[0], m))
