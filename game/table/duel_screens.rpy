## duel_screens.rpy — the card table's screens (owner: table).
##
## Layout (1920x1080): opponents along the top, talon and trump at the left,
## the battlefield in the middle with the discard pile at its right, the
## action buttons at the right, the status line under the battlefield, the
## player's hand fanned along the bottom. Every number the screen needs comes
## from duel.model(state), computed once per state (duel_model.rpy); what is
## particular to a variant is drawn by its adapter's screens (variant_*.rpy).

screen duel_seat(s, m, human):
    $ turn = m["turn"]
    $ px = s["x"] - 160
    $ active = (turn == s["p"])
    button:
        pos (px, 12) xysize (320, 300)
        background Frame(Solid(duel.col("seat_active") if active else duel.col("seat_frame")), 0, 0)
        padding ((8, 8) if duel.hc() and active else (4, 4))
        hover_foreground duel.focus_ring()
        alt duel.seat_alt(s, turn)
        action NullAction()
        fixed:
            add Solid(duel.col("seat"))
            $ img = duel.portrait(s["who"]) if s["who"] else None
            if img:
                add Transform(img, xysize=(120, 120)) pos (10, 10)
            else:
                add Solid("#3a5a48") pos (10, 10) xysize (120, 120)
                text (s["name"][:1] if s["name"] else "?") style duel.S("duel_name") size 60 pos (70, 70) anchor (0.5, 0.5)
            vbox:
                pos (142, 8) xmaximum 170 spacing 0
                text s["name"] style duel.S("duel_name") size (27 if len(s["name"]) <= 10 else 22)
                text nplural(s["count"], _("{n} card|{n} cards")) style duel.S("duel_small")
                if s["role"]:
                    text s["role"] style duel.S("duel_small") color (duel.col("accent") if active else duel.col("muted"))
                if active and not human and not m["terminal"]:
                    text (s.get("busy") or _("thinking…")) style duel.S("duel_small") color duel.col("accent") at duel_pulse
            ## the face-down hand, fanned
            $ nb = s["backs"]
            $ bstep = 18 if nb <= 10 else int(200 / max(1, nb - 1))
            for k in range(nb):
                add duel.back(64, 90) pos (14 + k * bstep, 150)
            if s["count"] > nb:
                text "+%d" % (s["count"] - nb) style duel.S("duel_small") pos (250, 200)
            if s.get("pile"):
                ## Warfare: the score pile won so far, face down
                add duel.back(50, 70) pos (246, 150)
                text duel.tr(_("pile {n}")).format(n=s["pile"]) style duel.S("duel_small") pos (236, 226)
    ## table talk (the story's game/table/duel_talk.rpy): this seat's speech bubble
    if renpy.has_screen("duel_speech"):
        use expression "duel_speech" pass (s["p"])


screen duel_table(human=True):
    modal True
    zorder 10
    tag duel_table

    $ st = duel_state
    $ m = duel.model(st)
    $ duel.sync_ui(st)
    $ my_turn = human and m["turn"] == 0
    $ spec = duel_spec

    ## The keyboard (see duel.key_nav): Enter or Space on a focused hand card
    ## selects it (drags take no key input) and moves the focus to where it
    ## goes; the arrows and Tab move the focus card by card; Escape takes the
    ## selection back. A focused button handles Enter itself before these.
    key "K_RETURN" action Function(duel.key_enter)
    key "K_KP_ENTER" action Function(duel.key_enter)
    key "K_SPACE" action Function(duel.key_enter)
    key "focus_left" action Function(duel.key_nav, "left")
    key "focus_right" action Function(duel.key_nav, "right")
    key "focus_up" action Function(duel.key_nav, "up")
    key "focus_down" action Function(duel.key_nav, "down")
    key "K_TAB" action Function(duel.key_tab, 1)
    key "shift_K_TAB" action Function(duel.key_tab, -1)
    key "game_menu" action Function(duel.key_escape)
    ## A gamepad: the d-pad arrives as focus_left/right/up/down above; A
    ## selects a focused hand card (buttons take it themselves); B takes a
    ## selection back (Start opens the menu, as game_menu).
    key "pad_a_press" action Function(duel.key_enter)
    key "pad_b_press" action Function(duel.key_escape, False)

    if not human and not m["terminal"]:
        timer 0.05 repeat True action Function(duel.poll_ai, _update_screens=False)

    add duel.table_felt()

    ## ---------------------------------------------------------- opponents
    for s in m["seats"]:
        use duel_seat(s, m, human)

    ## ---------------------------------------------------------- left column
    frame:
        style duel.S("duel_panel")
        pos (20, 340) xysize (320, 420)
        has fixed
        text duel.variant_title(m["variant"]) style duel.S("duel_small") pos (0, 0) xmaximum 290
        use expression m["adapter"].talon_screen pass (m)
        if m["trump"] is not None:
            text duel.tr(_("Trump: {suit} {sym}")).format(suit=duel.suit_name(m["trump"]), sym=duel.SUIT_SYMBOLS[m["trump"]]) style duel.S("duel_text") pos (0, 300)
        text duel.tr(m["talon_word"]).format(n=m["talon"]) style duel.S("duel_text") pos (0, 336)
        if duel_spec.get("series"):
            if duel.playoff():
                text duel.tr(_("Play-off game {g}")).format(g=duel_game_no) style duel.S("duel_small") pos (0, 372)
            else:
                text duel.tr(_("Game {g} of {n}")).format(g=duel_game_no, n=duel_spec["series"]) style duel.S("duel_small") pos (0, 372)

    ## ---------------------------------------------------------- discard pile
    if m["adapter"].discard_pile:
        button:
            pos (1490, 380) xysize (150, 240)
            background None
            alt nplural(m["discard"], _("Discard pile, {n} card|Discard pile, {n} cards"))
            hover_foreground duel.focus_ring()
            action NullAction()
            if m["discard"]:
                add duel.back(110, 154) pos (10, 10) at Transform(rotate=12)
                add duel.back(110, 154) pos (22, 26) at Transform(rotate=-8)
            else:
                add (duel.RING_SLOT_HC if duel.hc() else Solid("#ffffff14")) pos (18, 18) xysize (110, 154)
            text duel.tr(_("Discard: {n}")).format(n=m["discard"]) style duel.S("duel_small") pos (8, 200)

    ## ---------------------------------------------------------- battlefield
    $ staged = [c for c in duel.ui.staged]
    $ arrivals = m["events"]["arrivals"]
    use expression m["adapter"].field_screen pass (m, my_turn, staged)

    ## ghosts of cards that just left the table
    for g in m["events"]["ghosts"]:
        add (duel.face(g["code"], duel.TABLE_W, 196) if g["face"] else duel.back(duel.TABLE_W, 196)) at duel_ghost(g["sx"], g["sy"], g["tx"], g["ty"], g["delay"])

    ## cards in the middle (Svoi Kozyri's pile, Warfare's battle cards and draft)
    for i, c in enumerate(m["center"]):
        $ fa = arrivals.get(c["code"]) if c["code"] else None
        button:
            pos (c["x"], c["y"]) xysize (duel.TABLE_W, 196)
            padding (0, 0)
            background (duel.face(c["code"], duel.TABLE_W, 196) if c["code"] else duel.back(duel.TABLE_W, 196))
            alt c["alt"]
            foreground (duel.RING_LIGHT if duel.hc() else None)
            hover_foreground duel.focus_ring()
            action Function(duel.center_clicked, i)
            at duel_arrive(fa[0] - c["x"] if fa else 0, fa[1] - c["y"] if fa else 0, 0.3 if fa else 0.0)
            if c["act"] is not None and my_turn:
                add Frame(Solid("#f0c04040"), 0, 0) xysize (duel.TABLE_W, 196)
                if duel.hc():
                    add duel.Ring("#ffff00", 4) xysize (duel.TABLE_W, 196)
    draggroup:
        ## drop zones (Svoi Kozyri's pile, Warfare's battle place; a click plays the selected card)
        for z in m["zones"]:
            drag:
                drag_name z["name"]
                draggable False
                droppable my_turn
                dropped duel.on_drop
                xpos z["x"] ypos z["y"]
                button:
                    id "duel_zone_" + z["name"][5:]
                    xysize (z["w"], z["h"])
                    background Frame(Solid(duel.col("slot_open")), 0, 0)
                    hover_background Frame(Solid(duel.col("slot_hover")), 0, 0)
                    foreground (duel.RING_SLOT_HC if duel.hc() else None)
                    hover_foreground duel.focus_ring()
                    alt z["alt"]
                    action Function(duel.zone_clicked, z["name"])

        ## the variant's drop targets (Durak's slots and unbeaten cards, ...)
        use expression m["adapter"].drop_screen pass (m, my_turn, staged)

        ## the player's hand
        $ cw, ch = m["hand_cw"], m["hand_ch"]
        $ dim = persistent.duel_hints and my_turn
        $ draws = m["draw_codes"]
        for hx index duel.hand_key(hx, m) in duel.visible_hand(m):
            $ h, hxpos = hx
            $ hy = duel.hand_card_y(h, m)
            drag:
                    drag_name h["code"]
                    id "duel_hand_" + h["code"]
                    droppable False
                    draggable my_turn
                    mouse_drop True
                    dragged duel.on_dragged
                    clicked Function(duel.card_clicked, h["code"])
                    alt duel.hand_alt(h, m)
                    xpos hxpos ypos hy
                    fixed:
                        xysize (cw, ch)
                        ## The focused card rises a little and wears the focus
                        ## ring: these take the hover style prefix from the drag
                        ## when it has the focus (keyboard or mouse), so even a
                        ## card half covered by its neighbour shows it. The drag
                        ## keeps its place, so the mouse does not lose it.
                        fixed:
                            xysize (cw, ch)
                            hover_yoffset -16
                            if h["code"] in duel.ui.selected:
                                add Solid(duel.col("selected")) pos (-5, -5) xysize (cw + 10, ch + 10)
                            if h["code"] in draws:
                                add duel.face(h["code"], cw, ch) at duel_arrive(-hxpos + 60, -hy + 420, 0.4)
                            else:
                                add duel.face(h["code"], cw, ch)
                            if dim and not h["legal"]:
                                add Solid(duel.col("dim")) xysize (cw, ch)
                            if duel.hc():
                                add duel.RING_LIGHT xysize (cw, ch)
                            frame:
                                xysize (cw, ch)
                                padding (0, 0)
                                background None
                                hover_background duel.focus_ring()

    ## ---------------------------------------------------------- status line
    frame:
        style duel.S("duel_panel")
        ## the high-contrast status text is larger: three lines fit above the hand
        pos (370, 664) xysize (1110, 124 if duel.hc() else 84)
        $ msg = duel.ui.message or m["status"]
        text msg style duel.S("duel_status") yalign 0.5 color (duel.col("bad") if (duel.ui.message and duel.ui.message_bad) else duel.col("text"))

    use duel_hint_panel(m, my_turn)      # the hint on the table (duel_hint.rpy)

    ## ---------------------------------------------------------- my corner
    frame:
        style duel.S("duel_panel")
        pos (20, 800) xysize (250, 260)
        has vbox spacing 6
        text (duel_spec["seats"][0].get("name") or _("You")) style duel.S("duel_name")
        if m["my_role"]:
            text m["my_role"] style duel.S("duel_text") color duel.col("accent")
        text nplural(len(m["hand"]), _("{n} card|{n} cards")) style duel.S("duel_small")
        if m.get("my_pile"):
            text nplural(m["my_pile"], _("Score pile: {n} card|Score pile: {n} cards")) style duel.S("duel_small")
        if duel_spec.get("series") and duel_tokens:
            text duel.tr(_("Tokens: {t}")).format(t=" · ".join(str(t) for t in duel_tokens)) style duel.S("duel_small")

    ## ---------------------------------------------------------- buttons
    vbox:
        pos (1680, 360) spacing 14
        for kind in m["buttons"]:
            textbutton duel.button_label(kind, m):
                id "duel_btn_" + kind
                style duel.S("duel_button")
                action Function(duel.button, kind)
                sensitive duel.button_sensitive(kind, m)
                alt duel.button_label(kind, m)
        if my_turn and m["generic"]:
            viewport:
                xysize (230, 520)
                mousewheel True
                vbox:
                    spacing 14
                    for label, a in m["generic"]:
                        textbutton label:
                            style duel.S("duel_button")
                            action Function(duel.generic_play, a)
                            alt label
    vbox:
        pos (1680, 900) spacing 10
        if my_turn and duel_undo_state is not None and duel.undo_allowed(duel_spec):
            textbutton _("Undo"):
                style duel.S("duel_small_button")
                action Return("undo")
        use duel_hint_button(m, my_turn)    # the coach's Hint (duel_hint.rpy)
        textbutton _("Table options"):
            style duel.S("duel_small_button")
            action Show("duel_options")
        if not m.get("remote"):
            ## online games are not saved; duel_remote.rpy puts Chat and Leave here
            textbutton _("Menu"):
                style duel.S("duel_small_button")
                action ShowMenu("save")

    ## ---------------------------------------------------------- the coach
    if duel_spec.get("tutorial"):
        use duel_coach(m)

    ## ---------------------------------------------------------- role banner
    ## shown on the screen of the state that changed the player's role only
    if duel.ui.banner and duel.ui.banner[0] == id(st):
        frame at duel_swoop:
            background Frame(Solid("#0d1f16e0" if not duel.hc() else "#000000"), 0, 0)
            foreground (duel.RING_LIGHT if duel.hc() else None)
            padding (60, 24)
            text duel.ui.banner[1] style duel.S("duel_text") size 64 bold True color duel.col("accent")


screen duel_coach(m):
    $ line = duel.coach_line(duel_state, m)
    if line:
        frame:
            style duel.S("duel_panel")
            pos (1140, 12) xysize (760, 300)
            background Frame(Solid(duel.col("coach")), 0, 0)
            $ coach = duel_spec.get("coach") or "marta"
            $ img = duel.portrait(coach, "happy" if m["terminal"] else "neutral")
            if img:
                add Transform(img, xysize=(150, 150)) pos (0, 6)
            text duel.coach_name(coach) style duel.S("duel_name") pos (0, 166) color duel.col("coach_name")
            text line style duel.S("duel_text") size 25 pos (170, 4) xmaximum 560


screen duel_options():
    modal True
    zorder 150
    add Solid("#0009")
    frame:
        style duel.S("duel_panel")
        align (0.5, 0.5) xysize (760, 730)
        has vbox spacing 18
        text _("Table options") style duel.S("duel_name") size 36
        hbox:
            spacing 12
            text _("Hints (lift playable cards):") style duel.S("duel_text") yalign 0.5 min_width 380
            textbutton (_("On") if persistent.duel_hints else _("Off")):
                style duel.S("duel_small_button")
                xsize 140
                alt duel.tr(_("Hints: {state}")).format(state=duel.tr(_("On") if persistent.duel_hints else _("Off")))
                action ToggleField(persistent, "duel_hints")
        hbox:
            spacing 12
            text _("Opponents' speed:") style duel.S("duel_text") yalign 0.5 min_width 380
            for i, nm in enumerate(duel.SPEED_NAMES):
                textbutton nm:
                    style duel.S("duel_small_button")
                    xsize 100
                    alt duel.tr(_("Opponents' speed: {value}")).format(value=duel.tr(nm))
                    action SetField(persistent, "duel_speed", i)
        hbox:
            spacing 12
            text _("Card size:") style duel.S("duel_text") yalign 0.5 min_width 380
            for i, nm in enumerate((_("small"), _("normal"), _("large"))):
                textbutton nm:
                    style duel.S("duel_small_button")
                    xsize 100
                    alt duel.tr(_("Card size: {value}")).format(value=duel.tr(nm))
                    action SetField(persistent, "duel_card_size", i)
        hbox:
            spacing 12
            text _("Undo against easy opponents:") style duel.S("duel_text") yalign 0.5 min_width 380
            textbutton (_("On") if persistent.duel_undo else _("Off")):
                style duel.S("duel_small_button")
                xsize 140
                alt duel.tr(_("Undo against easy opponents: {state}")).format(state=duel.tr(_("On") if persistent.duel_undo else _("Off")))
                action ToggleField(persistent, "duel_undo")
        hbox:
            spacing 12
            text _("High-contrast table:") style duel.S("duel_text") yalign 0.5 min_width 380
            textbutton (_("On") if persistent.duel_high_contrast else _("Off")):
                style duel.S("duel_small_button")
                xsize 140
                alt duel.tr(_("High-contrast table: {state}")).format(state=duel.tr(_("On") if persistent.duel_high_contrast else _("Off")))
                action ToggleField(persistent, "duel_high_contrast")
        use duel_hint_option                 # the coach's Hint button (duel_hint.rpy)
        if renpy.has_screen("duel_talk_option"):
            use expression "duel_talk_option"    # the story's table talk: off/some/all (duel_talk.rpy)
        null height 20
        textbutton _("Close"):
            style duel.S("duel_button")
            action Hide("duel_options")
    key "game_menu" action Hide("duel_options")


screen duel_over():
    modal True
    zorder 20
    $ m = duel.model(duel_state)
    $ last = duel.series_over()
    $ srs = duel.series()
    add Solid("#00000080")
    frame:
        style duel.S("duel_panel")
        align (0.5, 0.45) xysize (900, 420)
        background Frame(Solid("#0d1f16f0" if not duel.hc() else "#000000"), 0, 0)
        has vbox spacing 20 xalign 0.5
        text m["status"] style duel.S("duel_text") size 44 xalign 0.5 text_align 0.5 xmaximum 840
        if srs is not None:
            if duel.playoff():
                text duel.tr(_("Play-off game {g}. Tokens (fewest wins): {t}")).format(g=duel_game_no, t=duel.tokens_text()) style duel.S("duel_text") xalign 0.5 text_align 0.5 xmaximum 840
            else:
                text duel.tr(_("Game {g} of {n}. Tokens (fewest wins): {t}")).format(g=duel_game_no, n=duel_spec["series"], t=duel.tokens_text()) style duel.S("duel_text") xalign 0.5 text_align 0.5 xmaximum 840
            if last:
                text (_("You win the series!") if srs.winner == 0 else duel.tr(_("{name} wins the series.")).format(name=duel.seat_name(duel_spec, srs.winner))) style duel.S("duel_text") color duel.col("accent") xalign 0.5 text_align 0.5 xmaximum 840
            elif srs.tiebreak:
                text _("A tie for the fewest tokens: a play-off game decides.") style duel.S("duel_text") color duel.col("accent") xalign 0.5 text_align 0.5 xmaximum 840
        use duel_coach_over                  # hints used, Review the game (duel_hint.rpy)
        null height 20
        if last:
            textbutton _("Continue"):
                style duel.S("duel_button")
                xalign 0.5
                action Return("done")
        else:
            textbutton (_("Play-off game") if srs is not None and srs.tiebreak else _("Next game")):
                style duel.S("duel_button")
                xalign 0.5
                action Return("next")
