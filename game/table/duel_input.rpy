## duel_input.rpy — gestures on the table (owner: table): clicks, drags and drops on
## hand cards, slots, table cards, zones and buttons, turned into engine actions.
##
## A gesture either ends the table screen's interaction with a legal engine Action
## (`_ok`), or leaves the state alone and says why in the status line (`_say`, with the
## engine's own refusal: `_refuse`). What a drop on a slot, a table card or a zone means
## is the variant adapter's business (duel_adapter.rpy); selection and staging are shared.

init -5 python in duel:

    import store
    import engine

    def _refuse(state, action):
        """The engine's reason why `action` is refused, as a sentence (None if legal):
        State.refusal, never a trial apply. (An online table's RemoteState answers the
        same question from our view.)"""
        try:
            err = state.refusal(action)
        except Exception:
            return tr(REFUSAL_FALLBACK)
        return None if err is None else refusal_text(err)

    def _say(msg, bad=True):
        ui.message = msg
        ui.message_bad = bad
        renpy.restart_interaction()

    def _ok(action):
        """A gesture produced a legal action: end the interaction with it (the motion
        of the next state starts where the player let go of the cards)."""
        sfx("place")
        release(action, model(store.duel_state))
        return action

    def _play(state, action):
        """Plays `action` when legal, else says why not."""
        if state.is_legal(action):
            return _ok(action)
        return _say(_refuse(state, action) or tr(REFUSAL_FALLBACK))

    def _current():
        state = store.duel_state
        sync_ui(state)
        return state, model(state)

    def card_clicked(code):
        """Click (or Enter) on a card of the hand: select / deselect it."""
        state, m = _current()
        if m["turn"] != 0:
            return _say(tr(_("Wait for your turn.")))
        if code in ui.staged:
            ui.staged.remove(code)
        elif code in ui.selected:
            ui.selected.remove(code)
        else:
            multi = m["phase"] in m["adapter"].multi_select_phases
            if multi and ui.selected:
                rank = engine.Card.parse(code).rank
                if any(engine.Card.parse(c).rank != rank for c in ui.selected):
                    ui.selected = []
            elif not multi:
                ui.selected = []
            ui.selected.append(code)
        ui.message = None
        renpy.restart_interaction()
        return None

    def slot_clicked(i):
        """Click on the i-th free slot of the battlefield."""
        state, m = _current()
        if not ui.selected:
            if m["turn"] == 0 and m["phase"] == "attack" and ui.staged:
                return _say(tr(_("Press ATTACK to play the cards you placed.")), False)
            return _say(tr(_("Choose a card from your hand first.")), False)
        return place(ui.selected[-1], i)

    def target_clicked(target):
        """Click on an unbeaten card of the table."""
        state, m = _current()
        if not ui.selected:
            return _say(tr(_("Choose a card from your hand to beat the {card} with.")).format(
                card=card_short(target)), False)
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
        return m["adapter"].center(m["center"][i], state, m)

    def place(code, i=None):
        """The card `code` goes to free slot i (the adapter decides what that means)."""
        state, m = _current()
        if m["turn"] != 0:
            return _say(tr(_("Wait for your turn.")))
        return m["adapter"].place(code, i, state, m)

    def beat(code, target):
        state, m = _current()
        if m["turn"] != 0:
            return _say(tr(_("Wait for your turn.")))
        return m["adapter"].beat(code, target, state, m)

    def zone_play(name, code):
        state, m = _current()
        if m["turn"] != 0:
            return _say(tr(_("Wait for your turn.")))
        return m["adapter"].zone(name, code, state, m)

    def on_drop(drop, drags):
        """`dropped` callback of the battlefield's drop targets."""
        drag = drags[0]
        code = drag.drag_name
        name = drop.drag_name
        sync_ui(store.duel_state)
        m = model(store.duel_state)
        ui.drop_xy = {code: (drag.x, drag.y, m["hand_cw"], m["hand_ch"])}
        if name.startswith("target:"):
            rv = beat(code, name[7:])
        elif name.startswith("slot:"):
            rv = place(code, int(name[5:]))
        elif name.startswith("zone:"):
            rv = zone_play(name, code)
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
        if m["turn"] != 0:
            return _say(tr(_("Wait for your turn.")))
        return m["adapter"].press(kind, state, m)

    def button_label(kind, m):
        return m["adapter"].button_label(kind, m)

    def button_sensitive(kind, m):
        if m["turn"] != 0:
            return False
        return m["adapter"].button_sensitive(kind, m)

    def generic_play(a):
        return _ok(a)

    def key_activate():
        """Enter on a focused hand card selects it (drags take no key input)."""
        f = renpy.display.focus.get_focused()
        name = getattr(f, "drag_name", None)
        if name and not (name.startswith("slot:") or name.startswith("target:")):
            return card_clicked(name)
        return None
