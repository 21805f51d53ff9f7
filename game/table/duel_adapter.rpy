## duel_adapter.rpy — what a variant's table does differently (owner: table).
##
## Each rules family has one adapter file, game/table/variant_<name>.rpy, holding an
## `Adapter` subclass registered for its family (engine.VariantSpec.family: the spec is
## the one place that says what a variant is, so a new variant of a known family gets
## its table with no change here; what differs within a family is read from the spec,
## e.g. `transfers`):
##
##   variant_durak.rpy        Podkidnoy and Perevodnoy (the transfer bits are Perevodnoy's)
##   variant_svoi_kozyri.rpy  Svoi Kozyri
##   variant_warfare.rpy      Warfare
##
## The shared machinery (model, input, AI thread, names, series, screens) asks the adapter
## whenever the variant matters, and never compares variant names itself. A variant with
## no adapter still plays: the base class shows every legal move as a button.
## docs/adding-a-variant.md is the checklist for a new one.
##
## The coach-line hook: the tutorial panel (screen duel_coach, shown when the spec has
## "tutorial") asks `duel.coach_line(state, m)`. A line comes from a function registered
## with `duel.register_coach(variant, fn)` — fn(state, m, spec) -> str, "" for no line, or
## None to fall back — else from the adapter's own `coach_line` (Marta's Podkidnoy lessons
## are the Durak adapter's). The speaker is spec["coach"] (a `who` id, default "marta").
## Register from your own file, at init time, e.g.
##
##     init python in duel_lessons:
##         def kozyri_line(state, m, spec): ...
##         store.duel.register_coach("svoi_kozyri", kozyri_line)

init -5 python in duel:

    import store
    import engine
    import engine.record    # the trump that counts for a seat (seat_trump)

    class Adapter(object):
        """A variant's table. Override what the variant does differently; the defaults
        describe a table with no battlefield where every legal move is a button."""

        #: the rules family this adapter serves (engine.VariantSpec.family)
        family = None
        #: whether a bout's beaten cards going to the discard pile is announced ("Bita!")
        bita = False
        #: the screens drawing the middle of the table, `use`d with (m, my_turn, staged):
        #: field_screen under everything (pictures, buttons), drop_screen inside the table's
        #: draggroup, so it may hold only drags (drop targets; the hand's cards are drags of
        #: the same group). Cards in m.center and zones in m.zones are drawn for every
        #: variant by the table itself.
        field_screen = "duel_field_none"
        drop_screen = "duel_field_none"
        #: a screen over the table, `use`d with (m, my_turn): e.g. Svoi Kozyri's suit choice
        overlay_screen = "duel_overlay_none"
        #: the screen drawing the talon (or stock, or deck) and the trump in the left column,
        #: `use`d with (m)
        talon_screen = "duel_talon_none"
        #: whether one trump suit holds for everybody (the left column names it)
        one_trump = True
        #: whether the discard pile is on the table
        discard_pile = False
        #: phases in which the selected hand cards keep to one rank (a Durak attack);
        #: in every other phase any cards can be selected together
        multi_select_phases = ()
        #: the family's kinds of event and what the shared table does with them:
        #: event kind -> the sound it plays (duel.play_event_sounds): every event that moves
        #: a card on the table is heard (tests/test_table_sounds.py)
        event_sounds = {}
        #: the kinds of event that lay a hand card on the table (the last-card warning)
        laid = ()
        #: the kinds of event, besides `laid`, whose cards fly from a hand or the draft to
        #: where they now rest (duel_motion; Warfare's commit, keep and pick)
        flown = ()
        #: the kinds of event that sweep cards off the table (duel_motion): into the
        #: taker's hand, or face down to the discard pile (kind "discard")
        swept = ()
        #: the hotkeys T and D (duel.hotkey): "take" / "done" -> the kinds of the
        #: cardless moves they play
        hotkeys = {}
        #: the kinds of move whose cards are played at once, never placed first
        #: (Warfare's offered cards)
        unplaced = ()

        # --- the model -------------------------------------------------------------------
        def own_model(self):
            """A fresh record (a duel.Record subclass) of the fields the family's table
            adds to the model (m.own), set to their values before build; None: none."""
            return None

        def prepare(self, v, m):
            """Fills in the fields of its family's view (engine.views) that the model
            keeps for every variant (attacker, defender, limit), before the seats and the
            rest are described (build)."""

        def build(self, state, v, m):
            """Adds the variant's fields to the model `m` (seats' roles, m.my_role,
            slots, zones, centre cards, counters). Runs once per state."""
            return None

        def status(self, state, m, spec):
            """The status line on the player's turn (translated)."""
            return tr(_("Your move: choose a card or a move on the right."))

        def buttons(self, m):
            """Kinds of the action buttons at the right on the player's turn."""
            return []

        def button_label(self, kind, m):
            return kind

        def button_sensitive(self, kind, m):
            return False

        def press(self, kind, state, m):
            """A button was pressed: an engine Action to play, or None (after _say)."""
            return None

        def generic_actions(self, m):
            """(label, action) of the moves shown as plain buttons: here, every legal move."""
            return [(action_label(a, m), a) for a in m.legal]

        def index(self, m):
            """Adds the family's own index of the legal moves m.legal to the model
            (the Durak family: defences by (card, target), the attacks' card sets)."""

        def place_cards(self, m, pos):
            """Adds to `pos` (code -> (x, y, w, h), duel.card_places) where the cards
            of the family's own battlefield rest (the Durak family: its pair slots)."""

        def can_beat(self, m, code, target):
            """Whether the hand card `code` beats the table card `target` now (the
            Durak family: a legal defence)."""
            return False

        def target_xy(self, m, target):
            """Where the table card `target` that a hint's move beats rests, (x, y), or
            None (the hint rings it)."""
            return None

        def my_box_notes(self, m):
            """Words after the player's card count in their corner box (translated;
            Warfare: the score pile)."""
            return []

        def flies_face_down(self, e, events):
            """Whether the cards of the event `e` (of `laid` or `flown`) fly face down,
            `events` being the whole move's."""
            return False

        # --- gestures --------------------------------------------------------------------
        def place(self, code, i, state, m):
            """The hand card `code` dropped or clicked onto free slot i (or None)."""
            return _say(tr(REFUSAL_FALLBACK))

        def beat(self, code, target, state, m):
            """The hand card `code` dropped or clicked onto the table card `target`."""
            return _say(tr(REFUSAL_FALLBACK))

        def zone(self, name, code, state, m):
            """The hand card `code` dropped or clicked onto drop zone `name`."""
            return None

        def center(self, item, state, m):
            """A click on a card in the middle of the table (m.center)."""
            if item["act"] is not None and m.turn == 0:
                return _ok(item["act"])
            return None

        def staged_actions(self, state, m):
            """The engine actions that play what is placed on the table (ui.staged,
            ui.stage_on), in order; [] when nothing is placed."""
            return []

        def stage_on(self, a):
            """{placed code: the table card it lies on} when the engine action `a` is
            placed as the player would place it (the hint's "Place it")."""
            return {}

        def commit_goal(self, m):
            """Keyboard: the id of the button that plays what is placed, or None."""
            return "duel_btn_play" if "play" in m.buttons else None

        def staged_xy(self, k, m):
            """Where the k-th staged card lies on screen (x, y, w, h), or None."""
            return None

        def focus_goal(self, code, m):
            """Keyboard: the id of the widget the selected hand card `code` most likely
            goes to next (duel_keys.rpy), or None."""
            if m.zones:
                return "duel_zone_" + m.zones[0]["name"][5:]
            return None

        # --- announcements ---------------------------------------------------------------
        def event_line(self, e, state, name):
            """(kind, text) announcing the family's own event `e` (a transfer, a take, a
            bita, a battle won), or None; `name(p)` names a seat. (Going out and the last
            cards are the table's: duel_stage.event_lines.)"""
            return None

        def role(self, state, v):
            """The player's role for the role banner (a value compared between states;
            None: this variant has no roles to announce)."""
            return None

        def role_banner(self, role, state):
            """The banner's text for a new role, or None."""
            return None

        # --- the view ----------------------------------------------------------------------
        def seat_trump(self, v, p):
            """The trump suit of seat `p` in the view `v` (None while not known): the
            engine's rule (its family's recorder, which counts the trumps spent)."""
            return engine.record.recorder_for(v.variant).view_trump(v, p)

        def reserve(self, v):
            """Cards left to draw in the view `v` (the talon, the deck)."""
            return v.talon_count

        # --- the opponents' faces --------------------------------------------------------
        def moods(self, events, m):
            """[(seat, mood)] the events of a move give the opponents' faces, in event
            order (a later one wins; seat 0 and None are ignored): duel_stage.moods_after
            keeps each for MOOD_MOVES moves. Moods: happy, sad, angry, smug, surprised.
            By default a seat that goes out is happy."""
            return [(e.player, "happy") for e in events if e.kind == "out"]

        # --- the end of a game -----------------------------------------------------------
        def figure_rows(self, variant):
            """The game in figures (duel_stage.figures): [(label, record field)] of the
            rows the variant `variant` (an engine variant name) shows between the header and "Trumps played", each field a
            list per seat of the game's record (engine.record)."""
            return []

        def count_label(self):
            """The head of the figures' first column: what the record's "bouts" counts."""
            return _("Bouts: {n}")

        # --- the coach -------------------------------------------------------------------
        def coach_line(self, state, m):
            """What the coach says about the position now ("" for nothing)."""
            return ""

        def tutorial_state(self, spec):
            """A stacked deal for spec["tutorial"], or None for a normal deal."""
            return None

    class PlayButton(object):
        """A mixin for a family whose placed cards are played by one PLAY button
        (Svoi Kozyri's pile, Warfare's battle place): the button is there while a move
        of `play_kinds` is legal; pressed with a card selected and nothing placed, it
        places that card (the `play_selected`-th selected) on zone `play_zone` first."""

        play_kinds = ()
        play_zone = None
        play_selected = -1

        def buttons(self, m):
            """PLAY, which plays what is placed."""
            if any(k in m.kinds for k in self.play_kinds):
                return ["play"]
            return []

        def button_label(self, kind, m):
            return tr(_("PLAY")) if kind == "play" else kind

        def button_sensitive(self, kind, m):
            return kind == "play" and bool(ui.staged or ui.selected)

        def press(self, kind, state, m):
            if kind != "play":
                return None
            if not ui.staged and ui.selected:
                self.zone(self.play_zone, ui.selected[self.play_selected], state, m, play=False)
                if not ui.staged:
                    return None
            return play_placed()

    ADAPTERS = {}     # family -> its Adapter
    GENERIC = Adapter()
    COACHES = {}

    def register_adapter(adapter):
        """Makes `adapter` (an Adapter instance) the table of every variant of its
        family."""
        ADAPTERS[adapter.family] = adapter
        return adapter

    def adapter_for(variant):
        """The table of `variant` (an engine variant name): its family's adapter."""
        spec = engine.VARIANTS.get(variant)
        return ADAPTERS.get(spec.family, GENERIC) if spec is not None else GENERIC

    def register_coach(variant, fn):
        """Registers fn(state, m, spec) -> str or None as the coach of `variant`."""
        COACHES[variant] = fn

    def coach_line(state, m):
        """The coach's line for the tutorial panel (see the header of this file)."""
        if state is None:
            return ""
        fn = COACHES.get(m.variant)
        if fn is not None:
            line = fn(state, m, store.duel_spec or {})
            if line is not None:
                return line
        return m.adapter.coach_line(state, m)

    def coach_name(who):
        """The coach's name (the roster's names, when the roster is there)."""
        if who == "marta":
            return tr(_("Marta"))
        names = store.roster.WHO_NAMES
        return renpy.substitute(names[who]) if who in names else who.title()

    def action_label(a, m=None):
        """A button's label for an engine action (generic tables, suit choice)."""
        if a.kind == "choose_suit" and a.suit is not None:
            # a label: the suit's mark and its name on its own (suit_title), as in Russian
            # «♦ Бубны», never the form that follows a rank («семёрка бубен»); the animal
            # deck's mark with its animal («♣ Медведь» mixed the two decks)
            return tr(_("{sym} {suit}")).format(sym=suit_mark(a.suit), suit=suit_title(a.suit))
        if a.kind == "pick_up":
            return tr(_("PICK UP"))
        if a.target is not None:
            rest = " ".join(card_short(c) for c in a.cards)
            return "%s %s: %s" % (tr(a.kind.replace("_", " ").capitalize()), card_short(a.target), rest)
        if a.cards:
            return "%s %s" % (tr(a.kind.replace("_", " ").capitalize()),
                              " ".join(card_short(c) for c in a.cards))
        return tr(a.kind.replace("_", " ").capitalize())


## The middle of a table without a battlefield (a variant without its own field screen).
screen duel_field_none(m, my_turn, staged):
    pass

screen duel_talon_none(m):
    pass

screen duel_overlay_none(m, my_turn):
    pass
