## duel_hint.rpy — the coach at the table (owner: coach).
##
## A Hint button on the player's turn: the honest bot's suggested move (the
## hard level's own search from the player's view, engine/ai/coach.py), shown on
## the table (the cards to play framed in gold, the card to beat too) with a
## one-line reason built from what the search found, and a button that plays it.
## On by default against easy and normal opponents (at a harder table it stands greyed,
## saying why), a table option otherwise ("Hint button (suggests a move): auto / on /
## off"), never in online games. Every hint asked for
## is counted in `duel_hints_used` when the move from its position commits (duel.commit
## asks asked_for and counts it: the statement after the screen, so a save keeps it; a Hint button
## changing a saved variable mid-interaction was lost by a save in the same turn); reset
## when a duel begins; in the duel's return value as "hints" (the testcases read it),
## shown at the end of the duel. It is also counted, for every duel
## and playthrough, in persistent.coach_hints_used ({variant: hints asked for},
## built-in types only), which the Extras statistics show (stats_line()).
##
## The end-of-duel screen gets the review (game/coach_review.rpy) from here too:
## screen duel_coach_over().
##
## Hooks in the table's files (one line each): duel_screens.rpy uses
## duel_hint_button, duel_hint_panel and duel_coach_over (the option's row is
## duel_options.rpy's);
## duel_flow.rpy (the one writer of the saved duel variables) resets the count in
## duel.set_up, counts it in duel.commit and returns it.

default persistent.duel_hint_button = "auto"   # auto (easy and normal), on, off
default duel_hints_used = 0
default persistent.coach_hints_used = None     # {variant: hints asked for}, built-in types only (record_use)

init python in duel_hint:

    import engine
    import store
    from store import coach

    class UI(object):
        """The hint on screen (never saved: created at init, changed in place):
        the state it is for, its worker job and result."""

        def __init__(self):
            self.key = None     # the state the hint is for (the object itself: an id
                                # could be reused by a later state)
            self.job = None
            self.hint = None

    ui = UI()

    def enabled(spec, m):
        """Whether the Hint button is offered at this table."""
        if m.remote:
            return False
        mode = store.persistent.duel_hint_button
        if mode == "off":
            return False
        if mode == "on":
            return True         # "On" means on, the tutorial included
        if (spec or {}).get("tutorial"):
            return False        # Auto: the tutorial has its coach
        return store.duel.headline_level(spec) in ("easy", "normal")

    def off_by_level(spec, m):
        """Auto at a hard table: no hints, but the button stays, greyed, and says why (it
        vanished with no word: issue 26). Off by the player's choice, online and in the
        tutorial (its coach) there is no button."""
        return (not m.remote and store.persistent.duel_hint_button == "auto"
                and not (spec or {}).get("tutorial") and not enabled(spec, m))

    def shown(spec, m):
        """Whether the Hint button stands in the corner column (enabled or greyed)."""
        return enabled(spec, m) or off_by_level(spec, m)

    def why_not(m, my_turn):
        """Why the Hint button has no hint to give now (its greyed label), or None when it
        has: the button stays in its place in every state (it vanished on the opponents'
        turns and at the end: issue 26)."""
        if off_by_level(store.duel_spec, m):
            return store.duel.tr(_("Hint: off at this level (Table options)"))
        if m.terminal:
            return store.duel.tr(_("Hint: game over"))
        if not my_turn:
            return store.duel.tr(_("Hint: on your turn"))
        if current() is not None:
            return store.duel.tr(_("Hint shown"))
        return None

    def why_tip(why):
        """The greyed Hint button's focus: its ring and, to its left, why there is no
        hint now."""
        d = store.duel
        tip = store.Frame(store.Solid(d.col("ribbon_solid")), 0, 0)
        return store.Fixed(
            d.focus_ring(),
            # (one line, however narrow the button: the say window's style would fill
            # the screen's height)
            renpy.display.layout.Window(
                store.Text(why, style=d.S("duel_small"), color=d.col("text"), layout="nobreak"),
                style="empty", background=tip, padding=(12, 6), xpos=-10, xanchor=1.0, yalign=0.5,
                foreground=(d.RING_LIGHT if d.hc() else None)),
            xysize=(236, 44))

    def current():
        """The hint for the state on the table (None if none was asked for it)."""
        st = store.duel_state
        if st is None or ui.key is not st:
            return None
        return ui

    def ask():
        """The Hint button: starts the search for this state (once) and counts it."""
        st = store.duel_state
        if st is None or st.is_terminal() or st.current_player != 0:
            return
        if ui.key is st:
            return
        ui.key = st
        ui.hint = None
        view = st.view(0)
        ui.job = coach.Job(_hint, view, store.duel.ai_seed(st))
        record_use((store.duel_spec or {}).get("variant"))
        renpy.restart_interaction()

    def asked_for(state):
        """Whether a hint was asked for `state` (duel.commit: a move is made from it, and
        counts the hint in the duel's saved count now)."""
        return state is not None and ui.key is state

    def used():
        """Hints asked for in this duel: those counted (duel_hints_used) and the one
        asked for the position on the table, whose move is not made yet."""
        st = store.duel_state
        pending = st is not None and ui.key is st
        return (store.duel_hints_used or 0) + (1 if pending else 0)

    def used_counts():
        """{variant: hints asked for} from persistent data (a fresh built-in dict;
        anything malformed there is ignored)."""
        import builtins
        out = builtins.dict()
        stored = store.persistent.coach_hints_used
        if isinstance(stored, builtins.dict):
            for k, v in stored.items():
                if isinstance(v, int) and not isinstance(v, bool) and v > 0:
                    out[builtins.str(k)] = builtins.int(v)
        return out

    def record_use(variant):
        """One hint asked for in a duel of `variant`, kept persistently (a hint is
        used once asked for, whether or not the duel is finished; persistent data
        does not roll back, so the count is of hints really asked for)."""
        import builtins
        counts = used_counts()
        key = builtins.str(variant or "unknown")
        counts[key] = counts.get(key, 0) + 1
        store.persistent.coach_hints_used = counts
        renpy.save_persistent()

    def forget_uses():
        """The statistics' "Forget all records" forgets the hints asked for too."""
        store.persistent.coach_hints_used = None
        renpy.save_persistent()

    def stats_line():
        """The Extras statistics' line: every hint asked for, and per game."""
        counts = used_counts()
        total = sum(counts.values())
        order = list(engine.VARIANTS)
        keys = sorted(counts, key=lambda k: (order.index(k) if k in order else len(order), k))
        line = __(_("Hints asked for at the table: {n}")).format(n=total)
        if counts:
            parts = [u"%s: %d" % (store.duel.variant_title(k, long=True), counts[k]) for k in keys]
            line += u" (" + u" \u00b7 ".join(parts) + u")"
        return line

    BUDGET_MS = 500
    """Wall-clock budget of a hint in the game (the search stops at its 80 deals
    first on an idle machine: about 0.1-0.2 s of CPU)."""

    def _hint(view, seed):
        from engine.ai import coach as engine_coach
        h = engine_coach.hint(view, seed=seed, budget_ms=BUDGET_MS)
        if h.source.startswith("error"):
            print("[kozyr] hint:", h.source)
        return h

    def poll():
        if ui.job is not None and ui.job.done:
            ui.hint = ui.job.result
            if ui.job.error:
                ui.hint = None
            ui.job = None
            renpy.restart_interaction()

    def cards():
        """Codes of the cards the hint plays (framed in the hand), and the card it
        beats (framed on the table)."""
        h = ui.hint
        if h is None:
            return set(), None
        a = h.action
        return set(str(c) for c in a.cards), (str(a.target) if a.target is not None else None)

    def move_line():
        h = ui.hint
        return coach.move_text(h.action, True) if h is not None else u""

    def reason_line():
        """The hint's reasons as one line, each about an opponent in that player's
        pronoun: the coach names the seat a reason speaks of (its value "seat",
        engine.ai.coach.about), the table says who sits there."""
        h = ui.hint
        if h is None:
            return u""
        spec = store.duel_spec
        return coach.reason_text(h.reasons, lambda seat: store.duel.seat_who(spec, seat))

    def play():
        """Plays the suggested move (the table's own path for a legal move)."""
        h = ui.hint
        st = store.duel_state
        if h is None or st is None or ui.key is not st or not st.is_legal(h.action):
            return None
        # the table's one rule: the hint's cards are placed, and the move's button (or
        # Enter) plays them; a move without cards is played, as its button would
        return store.duel.stage_action(h.action)

    def places():
        """Whether the hint's button places cards (else it plays a move without cards)."""
        h = ui.hint
        return h is not None and bool(h.action.cards) and h.action.kind not in ("keep", "pick")

    def begin():
        """A new duel: no hint asked for yet (duel.set_up resets the count)."""
        ui.key = None
        ui.hint = None
        ui.job = None

## The button, under the action buttons (the table's lower corner).
screen duel_hint_button(m, my_turn):
    if duel_hint.shown(duel_spec, m):
        $ why = duel_hint.why_not(m, my_turn)
        ## the label is always "Hint" at the column's size (the reason in its place was
        ## shrunk unreadable: issue 26); greyed, the button still takes the focus, which
        ## shows the reason beside it (duel_hint.why_tip)
        if why is None:
            textbutton _("Hint"):
                id "duel_btn_hint"
                style duel.S("duel_corner_button")
                action Function(duel_hint.ask)
                alt _("Hint: what would a strong player do?")
        else:
            textbutton _("Hint"):
                id "duel_btn_hint"
                style duel.S("duel_greyed_button")
                action NullAction()
                hover_foreground duel_hint.why_tip(why)
                alt why

## The hint on the table: the cards framed, the move and its reason above the
## status line, a button that plays it.
screen duel_hint_panel(m, my_turn):
    $ h = duel_hint.current()
    if h is not None and my_turn:
        timer 0.1 repeat True action Function(duel_hint.poll)
        $ codes, target = duel_hint.cards()
        $ cw, ch = m.hand_cw, m.hand_ch
        for hx in duel.visible_hand(m):
            $ hc, hxpos = hx
            if hc["code"] in codes:
                add duel.Ring("#ffd36b", 6, inner="#5a3b00", inner_width=2) pos (hxpos - 4, duel.hand_card_y(hc, m) - 4) xysize (cw + 8, ch + 8)
        ## over the status line (the hint is what matters now; it goes with the move)
        frame:
            id "duel_hint_panel"
            style duel.S("duel_panel")
            pos duel.STATUS_XY xysize (duel.STATUS_PANEL_W, 130)    # where the status line is; below the beaten cards (y 670)
            background Frame(Solid("#20190f"), 0, 0)    # opaque: the status line under it must not show through
            foreground (duel.RING_LIGHT if duel.hc() else Frame(Solid("#ffd36b"), 0, 0, xsize=6))
            if h.hint is None:
                text _("Thinking about a hint…") style duel.S("duel_text") xpos 16 yalign 0.5 color duel.col("accent")
            else:
                ## the text beside the button, the button inside the panel's right edge (it
                ## stuck out of it by its own width's overflow)
                vbox:
                    xpos 16 yalign 0.5 xsize 790 spacing 2
                    text (__("Hint: {move}.").format(move=duel_hint.move_line())) style duel.S("duel_text") color duel.col("accent") xmaximum 790
                    text duel_hint.reason_line() style duel.S("duel_small") xmaximum 790
                textbutton (_("Place it") if duel_hint.places() else _("Play it")):
                    id "duel_hint_play"
                    style duel.S("duel_small_button")
                    xalign 1.0 xoffset -10 yalign 0.5
                    action Function(duel_hint.play)
                    alt ((__("Place the hint's cards: {move}") if duel_hint.places() else __("Play the hint: {move}")).format(move=duel_hint.move_line()))
        ## the card the hint's move beats, where the family's table has it
        $ target_xy = m.adapter.target_xy(m, target) if target else None
        if target_xy:
            add duel.Ring("#ffd36b", 6, inner="#5a3b00", inner_width=2) pos (target_xy[0] - 4, target_xy[1] - 4) xysize (duel.TABLE_W + 8, 204)

## At the end of the duel: the hints used, and the review.
screen duel_coach_over():
    if duel_hints_used:
        text nplural(duel_hints_used, _("You asked for {n} hint.|You asked for {n} hints.")) style duel.S("duel_small") xalign 0.5
    if not duel_spec.get("tutorial") and duel_state is not None and duel_state.players == 2 and not duel.model(duel_state).remote:
        textbutton _("Review the game"):
            style duel.S("duel_small_button")
            xalign 0.5 xsize 360
            action Function(coach_review.open, duel_state, duel_spec)

## The Hint button without a hint to give: greyed (the insensitive look), yet it takes
## the focus, to say why.
style duel_greyed_button is duel_corner_button:
    background duel.edged("#2a2624cc", "#4a4540")
    hover_background duel.edged("#2a2624cc", "#8a6a2a")

style duel_greyed_button_text is duel_corner_button_text:
    color "#8c8679"
    hover_color "#8c8679"

style duel_hc_greyed_button is duel_hc_corner_button:
    background Solid("#000000")
    foreground duel.RING_SLOT_HC
    hover_background Solid("#000000")

style duel_hc_greyed_button_text is duel_hc_corner_button_text:
    color "#a6a6a6"
    hover_color "#a6a6a6"
