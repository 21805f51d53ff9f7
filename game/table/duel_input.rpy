## duel_input.rpy — gestures on the table (owner: table): clicks, drags and drops on
## hand cards, slots, table cards, zones and buttons, turned into engine actions.
##
## One rule for every move made with cards from the hand ("place, then play"): a click
## on a hand card selects it (as many as you like; an attack keeps to one rank), and a
## click on a place (a free slot, the card to beat, the pile, the battle place) or a
## drag onto it *places* the card(s) there: they lie on the table, marked, and nothing
## is played yet. The move's button (ATTACK / THROW IN, DEFEND, TRANSFER, PLAY) or Enter plays what
## is placed (`play_placed`). A click on a
## placed card takes it back; Escape (or a right click) takes everything back. With the
## table option "Play cards as soon as they are placed" (persistent.duel_instant) the
## placing itself plays the move. Buttons without cards (TAKE, DONE, PICK UP, a suit,
## Warfare's offered cards) act at once; T and D are TAKE (PICK UP) and DONE. A move of
## several engine actions (two throw-ins, two defences) plays its first action and
## keeps the rest in `ui.queue`, played as soon as the player is to move again.
##
## A gesture either ends the table screen's interaction with a legal engine Action
## (`_ok`), or leaves the state alone and says why in the status line (`_say`, with the
## engine's own refusal: `_refuse`). What a drop on a slot, a table card or a zone means
## is the variant adapter's business (duel_adapter.rpy); selection and staging are shared.

default persistent.duel_instant = False    # play cards as soon as they are placed (table option)

init -5 python in duel:

    import store
    import engine
    import time as _time

    def _refuse(state, action):
        """The engine's reason why `action` is refused, as a sentence (None if legal):
        State.refusal, never a trial apply. (An online table's RemoteState answers the
        same question from our view.) It returns its refusal, never raises one: an
        exception here is a bug, not a refused move."""
        err = state.refusal(action)
        return None if err is None else refusal_text(err)

    def _say(msg, bad=True):
        ui.message = msg
        ui.message_bad = bad
        renpy.restart_interaction()

    def _ok(action):
        """A gesture produced a legal action: end the interaction with it (the motion
        of the next state starts where the player let go of the cards; its sound is the
        move's own, duel.play_event_sounds)."""
        release(action, model(store.duel_state))
        return action

    def _play(state, action):
        """Plays `action` when legal, else says why not."""
        if state.is_legal(action):
            return _ok(action)
        return _say(_refuse(state, action) or tr(REFUSAL_FALLBACK))

    def _current():
        state = store.duel_state
        return state, model(state)

    #: keymap events that do nothing while the table is up (duel_table's key statements).
    #: Not "toggle_skip" (Tab) nor "director" (D): the table binds those keys itself
    #: (key_tab, hotkey), and an inert binding, later in the screen, sees a key first and
    #: swallowed it (Tab and Shift+Tab moved no focus, D was no DONE). The table's own
    #: binding swallows the key as well, so Ren'Py's skip and director never see it.
    INERT_KEYS = ("hide_windows", "rollback", "rollforward", "skip",
                  "fast_skip", "stop_skipping", "toggle_afm", "dismiss_hard_pause")

    def instant():
        """Whether placing a card plays the move at once (the table option)."""
        return bool(store.persistent.duel_instant)

    def card_clicked(code):
        """Click (or Enter) on a card of the hand: select / deselect it; on a placed
        card: take it back to the hand."""
        state, m = _current()
        if m.turn != 0:
            return _say(tr(_("Wait for your turn.")))
        if code in ui.staged:
            unstage(code)
        elif code in ui.selected:
            ui.selected.remove(code)
        else:
            same_rank = m.phase in m.adapter.multi_select_phases
            if same_rank and ui.selected:
                rank = engine.Card.parse(code).rank
                if any(engine.Card.parse(c).rank != rank for c in ui.selected):
                    ui.selected = []
            ui.selected.append(code)
        ui.message = None
        renpy.restart_interaction()
        return None

    def unstage(code):
        """A placed card goes back to the hand (not selected)."""
        if code in ui.staged:
            ui.staged.remove(code)
        ui.stage_on.pop(code, None)
        if code in ui.selected:
            ui.selected.remove(code)

    def placed(msg):
        """Cards were placed: with instant play the move is played now, else the
        status line says how to play it."""
        if instant():
            return play_placed()
        ui.message = msg or tr(_("Placed. Press the move's button or Enter to play it; click a placed card to take it back."))
        ui.message_bad = False
        sfx("click")
        renpy.restart_interaction()
        goal = commit_goal()
        if goal is not None and renpy.display.focus.focus_type == "keyboard":
            renpy.set_focus("duel_table", goal)
        return None

    def placed_mark(w, h):
        """The look of a placed card that is not yet played: a gold wash and frame."""
        return Fixed(Solid("#f0c04038"), Ring("#ffd36b", 4), xysize=(w, h))

    def commit_goal():
        state, m = _current()
        return m.adapter.commit_goal(m)

    def play_placed():
        """Plays what is placed on the table (the move's button, Enter): the first engine action now, the rest (ui.queue) as soon as the
        player is to move again."""
        state, m = _current()
        if m.turn != 0:
            return _say(tr(_("Wait for your turn.")))
        acts = m.adapter.staged_actions(state, m)
        if not acts:
            if ui.selected:
                return _say(tr(_("Place the selected card first: click where it goes, or drag it there.")), False)
            return _say(tr(_("Place a card first: click a card in your hand, then where it goes.")), False)
        first = acts[0]
        if not state.is_legal(first):
            return _say(_refuse(state, first) or tr(REFUSAL_FALLBACK))
        ui.queue = [(a, a.kind) for a in acts[1:]]
        return _ok(first)

    def queue_codes():
        return [str(c) for a, _k in ui.queue for c in a.cards]

    def restage():
        """On the next state (duel.show), the cards still to be played lie placed (not
        back in the hand) until they are played."""
        if not ui.queue:
            return
        ui.staged = queue_codes()
        ui.stage_on = dict((str(a.cards[0]), str(a.target)) for a, _k in ui.queue
                           if a.target is not None and a.cards)

    def queue_poll():
        """The screen's timer on the player's turn: plays the next queued action,
        or drops the queue (with the reason) when the game has moved on."""
        state = store.duel_state
        if not ui.queue or state is None or state.current_player != 0 or state.is_terminal():
            return None
        a, kind = ui.queue[0]
        if state.is_legal(a):
            ui.queue = ui.queue[1:]
            return _ok(a)
        why = _refuse(state, a)
        ui.queue = []
        ui.staged = []
        ui.stage_on = {}
        return _say(why or tr(REFUSAL_FALLBACK))

    def stage_action(a):
        """Places the cards of engine action `a` as the player would (the hint's
        "Place it"): a move without cards is played at once, as its button is."""
        state, m = _current()
        if m.turn != 0 or not state.is_legal(a):
            return None
        if not a.cards or a.kind in m.adapter.unplaced:
            return _ok(a)
        ui.selected = []
        ui.staged = [str(c) for c in a.cards]
        ui.stage_on = m.adapter.stage_on(a)
        return placed(None)

    def hotkey(kind):
        """T and D at the table: TAKE (PICK UP) and DONE, when they are moves now."""
        state, m = _current()
        if m.turn != 0 or m.terminal:
            return None
        kinds = m.adapter.hotkeys.get("take" if kind == "take" else "done", ())
        for a in m.legal:
            if a.kind in kinds and not a.cards:
                return _ok(a)
        return _say(tr(_("TAKE is not a move now.")) if kind == "take" else tr(_("DONE is not a move now.")), False)

    def slot_clicked(i):
        """Click on the i-th free slot of the battlefield."""
        state, m = _current()
        if not ui.selected:
            if m.turn == 0 and ui.staged:
                return _say(tr(_("Press the move's button or Enter to play the cards you placed.")), False)
            return _say(tr(_("Choose a card from your hand first.")), False)
        return place(ui.selected[-1], i)

    def target_clicked(target):
        """Click on an unbeaten card of the table."""
        state, m = _current()
        if target in ui.stage_on.values():
            # the card placed on it goes back to the hand
            for c, t in list(ui.stage_on.items()):
                if t == target:
                    unstage(c)
            ui.message = None
            renpy.restart_interaction()
            return None
        if not ui.selected:
            return _say(tr(_("Choose a card from your hand to beat the {card} with.")).format(
                card=card_short(target)), False)
        # of several selected cards, the first that beats it
        for c in ui.selected:
            if m.adapter.can_beat(m, c, target):
                return beat(c, target)
        return beat(ui.selected[-1], target)

    def zone_clicked(name):
        """Click on a drop zone (Svoi Kozyri's pile, Warfare's battle place) with a
        selected card."""
        state, m = _current()
        if not ui.selected:
            return _say(tr(_("Choose a card from your hand first.")), False)
        return zone_play(name, ui.selected[-1])

    def center_clicked(i):
        state, m = _current()
        return m.adapter.center(m.center[i], state, m)

    def place(code, i=None):
        """The card `code` goes to free slot i (the adapter decides what that means)."""
        state, m = _current()
        if m.turn != 0:
            return _say(tr(_("Wait for your turn.")))
        return m.adapter.place(code, i, state, m)

    def beat(code, target):
        state, m = _current()
        if m.turn != 0:
            return _say(tr(_("Wait for your turn.")))
        return m.adapter.beat(code, target, state, m)

    def zone_play(name, code):
        state, m = _current()
        if m.turn != 0:
            return _say(tr(_("Wait for your turn.")))
        return m.adapter.zone(name, code, state, m)

    def on_drop(drop, drags):
        """`dropped` callback of the battlefield's drop targets."""
        drag = drags[0]
        code = drag.drag_name
        name = drop.drag_name
        m = model(store.duel_state)
        ui.drop_xy = {code: (drag.x, drag.y, m.hand_cw, m.hand_ch)}
        if name.startswith("target:"):
            rv = beat(code, name[7:])
        elif name.startswith("slot:"):
            rv = place(code, int(name[5:]))
        elif name.startswith("zone:"):
            rv = zone_play(name, code)
        elif name.startswith("staged:") and m.zones:
            rv = zone_play(m.zones[0]["name"], code)     # onto a card placed on the pile
        else:
            rv = None
        if rv is None:
            # illegal (the reason is in the status line) or only staged for an
            # attack (the slot now shows it): the dragged card springs back
            spring_back(drag)
        return rv

    def on_dragged(drags, drop):
        """`dragged` callback of a hand card: a drop outside any target springs back."""
        if drop is None:
            spring_back(drags[0])
        return None

    def spring_back(drag):
        home = home_of(drag.drag_name)
        if home is not None:
            drag.snap(home[0], home[1], 0.2)

    ##------------------------------------------------------------ buttons
    def button(kind):
        """One of the action buttons at the right (the adapter's)."""
        state, m = _current()
        if m.turn != 0:
            return _say(tr(_("Wait for your turn.")))
        return m.adapter.press(kind, state, m)

    def button_label(kind, m):
        return m.adapter.button_label(kind, m)

    def button_sensitive(kind, m):
        if m.turn != 0:
            return False
        return m.adapter.button_sensitive(kind, m)

    def generic_play(a):
        return _ok(a)

    def key_activate():
        """Enter on a focused hand card selects it (drags take no key input)."""
        f = renpy.display.focus.get_focused()
        name = getattr(f, "drag_name", None)
        if name and not (name.startswith("slot:") or name.startswith("target:")
                         or name.startswith("zone:") or name.startswith("staged:")):
            return card_clicked(name)
        return None
