## duel_screens.rpy — the card table's screens (owner: table).
##
## Layout (1920x1080): opponents along the top, talon and trump at the left,
## the battlefield in the middle with the discard pile at its right, the
## action buttons at the right, the status line under the battlefield, the
## player's hand fanned along the bottom. Every number the screen needs comes
## from duel.model(state), computed once per state (duel_model.rpy); what is
## particular to a variant is drawn by its adapter's screens (variant_*.rpy).

## An opponent beyond the table: the portrait, whose face follows the game (drawn
## before the table, so the far rim cuts it at the chest).
screen duel_seat_bust(s, m):
    $ zoom, cut, top = duel.seat_look(s)
    $ img = duel.bust(s["who"] or "stranger", s["mood"], zoom, cut)
    if img:
        add img pos (s["x"] - int(duel.PORTRAIT_W * zoom) // 2, top)
    else:
        ## a seat without a portrait: a silhouette with the initial
        $ w = int(260 * s["scale"])
        add Solid("#00000070") pos (s["x"] - w // 2, s["rim"] - w) xysize (w, w + 14)
        text (s["name"][:1] if s["name"] else "?") style duel.S("duel_name") size int(110 * s["scale"]) pos (s["x"], s["rim"] - w // 2) anchor (0.5, 0.5)


## An opponent's cards held in front of them, and their name plate.
screen duel_seat(s, m, human):
    $ turn = m.turn
    $ active = (turn == s["p"])
    $ sc = s["scale"]
    $ w = int(360 * sc)
    ## the face-down hand, held in a shallow arc
    $ nb = s["backs"]
    $ bw, bh = int(70 * sc), int(98 * sc)
    $ bstep, fw = duel.fan_of_backs(s["count"], sc)
    $ landing = m.landing
    for k in range(nb):
        $ off = abs(k - (nb - 1) / 2.0)
        add duel.back(bw, bh) pos (s["x"] - fw // 2 + k * bstep, s["fan_y"] + int(off * off * 0.7 * sc))
    if s["count"] > nb:
        text "+%d" % (s["count"] - nb) style duel.S("duel_small") pos (s["x"] + fw // 2 + 6, s["fan_y"] + 20)
    ## the plate: beside the portrait when there is room, else under the hand (kept under
    ## the end panel: it holds each seat's last card count, for the eye and the screen reader)
    $ side = duel.plate_box(s, m)
    $ big_plate = side[3] > 100
    $ edge = 5 if active else 2
    button:
        id "duel_plate_%d" % s["p"]
        ## a small plate grows a line when its line wraps (one text size on every plate:
        ## the line was shrunk to fit, box to box: issue 26); the big plate beside a lone
        ## portrait is as large as its lines, against the portrait (a fixed 330x170 black
        ## box was the heaviest thing on the screen), within duel.plate_box
        if big_plate:
            pos (side[0] + side[2], side[1]) xanchor 1.0 xmaximum side[2]
        else:
            pos (side[0], side[1]) xsize side[2]
        background Frame(Solid(duel.col("seat_active") if active else duel.col("plate_edge")), 0, 0)
        padding (edge, edge)
        hover_foreground duel.focus_ring()
        alt duel.seat_alt(s, turn)
        action NullAction()
        frame:
            ## translucent, the table's own dark (the room shows through, the text reads)
            background Solid(duel.col("seat_plate"))
            xfill (not big_plate) yminimum (0 if big_plate else side[3] - 2 * edge)
            padding ((16, 6, 16, 8) if big_plate else (14, 4))
            has vbox spacing 0
            ## (a long name on the big plate one step smaller, never below its lines' size)
            text s["name"] style duel.S("duel_name") size (duel.one_line_size(s["name"], side[2] - 32, "duel_name", (34, 30, 28)) if big_plate else 24) xmaximum side[2] - 32
            if big_plate:
                ## the cards and a score pile share a line, as on the player's box (a fourth
                ## line for the pile fell below the plate: issue 26); every line under the
                ## name at one size (PLATE_BIG_LINE_SIZE: "pile 4" was smaller than "score 6")
                text " · ".join([nplural(s["count"], _("{n} card|{n} cards"))] + ([duel.tr(_("pile {n}")).format(n=s["pile"])] if s.get("pile") else [])) style duel.S("duel_text") size duel.PLATE_BIG_LINE_SIZE
                if s["role"]:
                    text s["role"] style duel.S("duel_text") size duel.PLATE_BIG_LINE_SIZE color (duel.col("accent") if active else duel.col("muted"))
            else:
                $ line = " · ".join([nplural(s["count"], _("{n} card|{n} cards"))] + ([s["role"]] if s["role"] else []))
                text line style duel.S("duel_small") size duel.PLATE_LINE_SIZE color (duel.col("accent") if active else duel.col("muted"))
            if active and not human and not m.terminal and (s.get("busy") or duel.thinking_shown()):
                text (s.get("busy") or _("thinking…")) style duel.S("duel_small") size (duel.PLATE_BIG_LINE_SIZE if big_plate else duel.PLATE_LINE_SIZE) color duel.col("accent")
    ## table talk (the story's game/table/duel_talk.rpy): this seat's speech bubble
    if renpy.has_screen("duel_speech"):
        use expression "duel_speech" pass (s["p"])


screen duel_table(human=True):
    modal True
    zorder 10
    tag duel_table

    $ st = duel_state
    $ m = duel.model(st)
    $ my_turn = human and m.turn == 0
    $ spec = duel_spec
    $ place = duel.table_place(spec)

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
    ## T and D: TAKE (PICK UP) and DONE (bound to nothing at the table otherwise; D is
    ## Ren'Py's developer-only director key, which this takes first)
    key "K_t" action Function(duel.hotkey, "take")
    key "K_d" action Function(duel.hotkey, "pass")
    ## Ren'Py keys that would blank or break the table do nothing here: hide the
    ## windows (H, the middle button: it hid the table, a black screen), rollback and
    ## roll forward (the table blocks them anyway), skipping and auto-forward, the
    ## developer's director.
    for k in duel.INERT_KEYS:
        key k action NullAction()

    if my_turn and duel.ui.queue:
        ## the rest of a move of several cards, as soon as the player is to move again
        timer 0.05 action Function(duel.queue_poll)

    if not human and not m.terminal:
        ## a short period: the timer runs between frames, and its first run waits this long
        ## after the first frame of the turn (no redraw: a poll costs microseconds). Ren'Py
        ## starts a screen's clock 1/60 s before the end of its first frame, so the first
        ## event after that frame comes at st ~0.017: a period under that polls right then
        ## (0.02 waited for an idle loop, where Ren'Py redraws when the last frame began
        ## 0.2 s ago: under software GL a whole extra frame before the answer was seen)
        timer 0.01 repeat True action Function(duel.poll_ai, _update_screens=False)

    ## ---------------------------------------------------------- the stage
    add duel.stage_back(place)
    for s in m.seats:
        use duel_seat_bust(s, m)
    $ rim = duel.stage_rim(place)
    if rim:
        add rim
    for s in m.seats:
        use duel_seat(s, m, human)

    ## ---------------------------------------------------------- top left: the game
    frame:
        style duel.S("duel_panel")
        background Frame(Solid(duel.col("plate")), 0, 0)
        pos (16, 12) padding (14, 6)
        has vbox
        text duel.variant_title(m.variant, long=True) style duel.S("duel_small") color duel.col("muted")
        if m.remote:
            use duel_remote_code
        if duel_spec.get("series"):
            if duel.playoff():
                text duel.tr(_("Play-off game {g}")).format(g=duel_game_no) style duel.S("duel_small")
            else:
                text duel.tr(_("Game {g} of {n}")).format(g=duel_game_no, n=duel_spec["series"]) style duel.S("duel_small")
            $ tokens = duel.tokens()
            if tokens:
                text duel.tr(_("Tokens: {t}")).format(t=" · ".join(str(t) for t in tokens)) style duel.S("duel_small")

    ## ---------------------------------------------------------- left: talon and trump
    fixed:
        pos duel.TALON_XY xysize (duel.TABLE_W + 240, duel.TABLE_H)
        use expression m.adapter.talon_screen pass (m)
    vbox:
        pos (24, duel.TALON_XY[1] + duel.TABLE_H + 14) spacing 0
        if m.trump is not None and m.adapter.one_trump:
            text duel.trump_label(m.trump) style duel.S("duel_text") size 29
        text duel.tr(m.talon_word).format(n=m.talon) style duel.S("duel_small") color duel.col("muted")
    if duel.animal_deck():
        use duel_suit_legend(m)

    ## ---------------------------------------------------------- right: discard pile
    if m.adapter.discard_pile:
        button:
            pos (duel.DISCARD_XY[0] - 12, duel.DISCARD_XY[1] - 12) xysize (duel.DISCARD_W + 40, duel.DISCARD_H + 30)
            background None
            alt nplural(m.discard, _("Discard pile, {n} card|Discard pile, {n} cards"))
            hover_foreground duel.focus_ring()
            action NullAction()
            if m.discard:
                for k in range(min(4, 1 + m.discard // 6)):
                    add duel.turned_back(k) pos (4 + (k % 2) * 10, 4 + k * 5)
                frame:
                    style duel.S("duel_panel")
                    background Frame(Solid(duel.col("plate")), 0, 0)
                    pos (duel.DISCARD_W // 2 + 16, duel.DISCARD_H // 2 + 10) anchor (0.5, 0.5) padding (10, 2)
                    text str(m.discard) style duel.S("duel_name") size 28
            else:
                add (duel.RING_SLOT_HC if duel.hc() else Solid("#ffffff12")) pos (12, 12) xysize (duel.DISCARD_W, duel.DISCARD_H)
                text _("Discard") style duel.S("duel_small") pos (12 + duel.DISCARD_W // 2, 12 + duel.DISCARD_H // 2) anchor (0.5, 0.5) color duel.col("muted")

    ## ---------------------------------------------------------- battlefield
    $ staged = [c for c in duel.ui.staged]
    $ landing = m.landing
    use expression m.adapter.field_screen pass (m, my_turn, staged)

    ## cards in the middle (Svoi Kozyri's pile, Warfare's battle cards and draft)
    for i, c in enumerate(m.center):
        if c.get("focus", True) is False:
            add (duel.face(c["code"], duel.TABLE_W, duel.TABLE_H) if c["code"] else duel.back(duel.TABLE_W, duel.TABLE_H)) pos (c["x"], c["y"]) at duel_land(landing.get(c["code"], 0.0))
        else:
            button:
              pos (c["x"], c["y"]) xysize (duel.TABLE_W, duel.TABLE_H)
              padding (0, 0)
              background (duel.face(c["code"], duel.TABLE_W, duel.TABLE_H) if c["code"] else duel.back(duel.TABLE_W, duel.TABLE_H))
              alt c["alt"]
              foreground (duel.RING_LIGHT if duel.hc() else None)
              hover_foreground duel.focus_ring()
              action Function(duel.center_clicked, i)
              at duel_land(landing.get(c["code"], 0.0))
              if c["act"] is not None and my_turn:
                  add Frame(Solid("#f0c04040"), 0, 0) xysize (duel.TABLE_W, duel.TABLE_H)
                  if duel.hc():
                      add duel.Ring("#ffff00", 4) xysize (duel.TABLE_W, duel.TABLE_H)

    ## the player's side lights up on their turn
    if my_turn and not duel.hc():
        add Solid("#f0c0401c") pos (duel.HAND_X0 - 24, m.hand_y - 56) xysize (duel.HAND_X1 - duel.HAND_X0 + 48, 1080 - m.hand_y + 56)

    draggroup:
        ## drop zones (Svoi Kozyri's pile, Warfare's battle place; a click plays the selected card)
        for z in m.zones:
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
                    ## the ring only when a card is on its way here, or for the keyboard:
                    ## a card just played under the mouse wears none
                    hover_foreground (duel.focus_ring() if duel.zone_ring() else None)
                    alt z["alt"]
                    action Function(duel.zone_clicked, z["name"])

        ## the variant's drop targets (Durak's slots and unbeaten cards, ...)
        use expression m.adapter.drop_screen pass (m, my_turn, staged)

        ## the player's hand
        $ cw, ch = m.hand_cw, m.hand_ch
        $ dim = persistent.duel_hints and my_turn
        $ ring_w = duel.hand_ring_widths(m, cw)
        $ covered = duel.covered_corners(m)
        for hx index duel.hand_key(hx, m) in duel.hand_draw_order(m):
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
                            at duel_land(landing.get(h["code"], 0.0))
                            if h["code"] in duel.ui.selected:
                                add Solid(duel.col("selected")) pos (-5, -5) xysize (cw + 10, ch + 10)
                            add duel.face(h["code"], cw, ch)
                            if dim and not h["legal"]:
                                add Solid(duel.col("dim")) xysize (cw, ch)
                                if duel.hc():
                                    ## the high-contrast look's dimming left the printed rank
                                    ## at 2-3:1 (a red rank is 4:1 undimmed): the rank on a
                                    ## chip of its own, at full contrast over the dimming
                                    ## (rank over suit, as the card's own index: narrow enough
                                    ## for the strip the next card leaves uncovered)
                                    $ chip_rank, chip_suit = duel.rank_chip(h["code"])
                                    frame:
                                        id "duel_rank_chip_" + h["code"]
                                        pos (2, 2) padding (3, 1)
                                        background Frame(Solid(duel.col("rank_chip")), 0, 0)
                                        has vbox spacing 0
                                        text chip_rank style duel.S("duel_small") size 20 color duel.col("rank_chip_text") bold True xalign 0.5
                                        text chip_suit style duel.S("duel_small") size 20 color duel.col("rank_chip_text") xalign 0.5
                            if h["code"] in covered:
                                ## a raised card lies over this one's index: the index
                                ## again on the foot that shows below it
                                $ chip_rank, chip_suit = duel.rank_chip(h["code"])
                                frame:
                                    id "duel_foot_index_" + h["code"]
                                    pos (2, ch - covered[h["code"]]) ysize covered[h["code"]] padding (3, 0)
                                    background Frame(Solid(duel.col("rank_chip")), 0, 0)
                                    text chip_rank + chip_suit style duel.S("duel_small") size min(20, covered[h["code"]] - 2) color duel.col("rank_chip_text") bold True yalign 0.5
                            if duel.hc():
                                add duel.RING_LIGHT xysize (cw, ch)
                            ## (the ring round the card's uncovered part: the next card hid
                            ## its right edge)
                            frame:
                                xysize (ring_w.get(h["code"], cw), ch)
                                padding (0, 0)
                                background None
                                hover_background duel.focus_ring()

    ## ---------------------------------------------------------- cards in flight
    ## drawn over everything; each vanishes as it lands and its resting picture appears
    for f in m.flights:
        add (duel.face(f["code"], f["w1"], f["h1"]) if f["face"] else duel.back(f["w1"], f["h1"])) at f["at"]

    ## ---------------------------------------------------------- status line
    ## (none when the game is over: the end of the game says it; none under the coach's
    ## hint, which takes its place)
    if not m.terminal and not (my_turn and duel_hint.current() is not None):
        $ msg = duel.ui.message or m.status
        frame:
            id "duel_status"
            style duel.S("duel_panel")
            ## as high as its text (the high-contrast text is larger: three lines fit above
            ## the hand); the announcement ribbon is sized from the same figure
            pos duel.STATUS_XY xysize (duel.STATUS_W, duel.status_h(msg))
            text msg style duel.S("duel_status") yalign 0.5 color (duel.col("bad") if (duel.ui.message and duel.ui.message_bad) else duel.col("text"))

    use duel_hint_panel(m, my_turn)      # the hint on the table (duel_hint.rpy)

    ## ---------------------------------------------------------- my side
    ## (at most three lines: the cards and a score pile share one, as on the opponents'
    ## plates, so the box stays below the animal deck's suit legend; four lines hid it)
    ## (wider in high contrast: its larger text wrapped «Вы отбиваетесь» at 290: issue 26)
    $ my_w = duel.MY_BOX_W[1 if duel.hc() else 0]
    frame:
        id "duel_my_box"
        style duel.S("duel_panel")
        pos (16, 1068) yanchor 1.0 xsize my_w
        background Frame(Solid(duel.col("plate")), 0, 0)
        foreground (Frame(Solid(duel.col("seat_active")), 0, 0, xysize=(my_w, 6)) if my_turn else None)
        has vbox spacing 2
        text (duel_spec["seats"][0].get("name") or _("You")) style duel.S("duel_name")
        if m.my_role:
            text m.my_role style duel.S("duel_text") color duel.col("accent")
        $ mine = " · ".join([nplural(len(m.hand), _("{n} card|{n} cards"))] + m.adapter.my_box_notes(m))
        text mine style duel.S("duel_small") size duel.PLATE_LINE_SIZE

    ## ---------------------------------------------------------- buttons
    ## the action buttons above the corner column (duel.action_column: both always fit)
    $ acol_top, generic_h = duel.action_column(m, my_turn)
    vbox:
        pos (duel.BUTTONS_XY[0], acol_top) spacing duel.BUTTON_GAP
        for kind in m.buttons:
            textbutton duel.button_label(kind, m):
                id "duel_btn_" + kind
                style duel.S("duel_button")
                action Function(duel.button, kind)
                sensitive duel.button_sensitive(kind, m)
                alt duel.button_label(kind, m)
        if generic_h:
            viewport:
                xysize (260, generic_h)
                mousewheel True
                vbox:
                    spacing 12
                    for label, a in m.generic:
                        textbutton label:
                            style duel.S("duel_button")
                            action Function(duel.generic_play, a)
                            alt label
    ## the corner column, standing on the bottom edge (duel.corner_buttons)
    vbox:
        pos (duel.CORNER_XY[0], duel.corner_top(m, my_turn)) spacing duel.CORNER_GAP
        for kind in duel.corner_buttons(m, my_turn):
            if kind == duel.UNDO:
                textbutton _("Undo"):
                    id "duel_btn_undo"
                    style duel.S("duel_corner_button")
                    action Return(duel.UNDO)
            elif kind == "hint":
                use duel_hint_button(m, my_turn)    # the coach's Hint (duel_hint.rpy)
            elif kind == "options":
                textbutton _("Table options"):
                    id "duel_btn_options"
                    style duel.S("duel_corner_button")
                    action Show("duel_options")
            elif kind == "menu":
                ## online games are not saved; duel_remote.rpy puts Chat and Leave here
                textbutton _("Menu"):
                    id "duel_btn_menu"
                    style duel.S("duel_corner_button")
                    action ShowMenu("save")

    ## ---------------------------------------------------------- the variant's overlay
    use expression m.adapter.overlay_screen pass (m, my_turn)

    ## ---------------------------------------------------------- the coach
    if duel_spec.get("tutorial"):
        use duel_coach(m)

    ## ---------------------------------------------------------- announcements
    ## over the status line, never over the cards; shown with the state they announce.
    ## Opaque and wider and taller than the status line (duel.ribbon_box), so nothing of
    ## the line shows through or beside it.
    $ banner = duel.banner_of(st)
    if banner:
        $ rb = duel.ribbon_box(duel.ui.message or m.status)
        frame at duel_ribbon(0.0, banner[1], 80 if duel.motion_on() else 0):
            ## centred on the table; at least the status line's width, wider for a long line
            pos (rb[0] + rb[2] // 2, rb[1]) xanchor 0.5 xminimum rb[2] yminimum rb[3]
            background Frame(Solid(duel.col("ribbon_solid")), 0, 0)
            foreground (duel.RING_LIGHT if duel.hc() else Frame(Solid(duel.col("seat_active")), 0, 0, ysize=4))
            ## one size for every line, clear of the edges (a two-line banner mixed 52 and
            ## 42 px and its second line touched the frame: issue 26)
            padding (32, 18)
            has vbox xalign 0.5 yalign 0.5 spacing 6
            for kind, line in banner[0]:
                text line style duel.S("duel_text") size duel.BANNER_SIZE bold True color duel.col("accent") text_align 0.5 xalign 0.5 xmaximum 1440


screen duel_suit_legend(m):
    grid 2 2:
        id "duel_suit_legend"
        pos (20, 818) spacing 4 xspacing 12
        for su in range(4):
            hbox:
                spacing 6
                add duel.suit_icon(su, 30) yalign 0.5
                text duel.suit_title(su) style duel.S("duel_small") yalign 0.5 min_width 96 color (duel.col("accent") if m.trump == su else duel.col("text"))


screen duel_coach(m):
    $ line = duel.coach_line(duel_state, m)
    if line:
        frame:
            id "duel_coach_panel"
            style duel.S("duel_panel")
            pos duel.COACH_BOX[:2] xysize duel.COACH_BOX[2:]
            background Frame(Solid(duel.col("coach")), 0, 0)
            $ coach = duel_spec.get("coach") or "marta"
            $ img = duel.portrait(coach, "happy" if m.terminal else "neutral")
            if img:
                add Transform(img, xysize=(128, 128)) pos (0, 0)
            text duel.coach_name(coach) style duel.S("duel_name") size 28 pos (0, 132) color duel.col("coach_name")
            text line style duel.S("duel_text") size 24 pos (146, 0) xmaximum 578


## The end of a game: the opponent's reaction, the outcome, the game in figures, and the
## buttons, always in the same places (Rematch at the left when offered, Continue or the
## next game of a series at the right).
screen duel_over():
    modal True
    zorder 20
    $ m = duel.model(duel_state)
    $ last = duel.series_over()
    $ srs = duel.series()
    $ focus = duel.over_focus(duel_state, m)
    $ rows = duel.figures(duel_state, m)
    ## the coach's last word stays readable above the dimming, and the panel stands
    ## below it (it was drawn over the coach's panel)
    $ coached = bool(duel_spec.get("tutorial") and duel.coach_line(duel_state, m))
    add Solid("#000000a8")
    if coached:
        use duel_coach(m)
    ## sized to what it holds and centred (a fixed 1300x760 panel left its left 40% empty
    ## without a bust and its lower third empty with one: issue 26)
    $ heading = m.status or m.outcome
    $ img = duel.bust(focus["who"], focus["mood"], 0.62, 0.8) if (focus is not None and focus["who"]) else None
    frame:
        id "duel_over_panel"
        pos ((960, duel.COACH_BOX[1] + duel.COACH_BOX[3] + 8) if coached else (960, 540))
        anchor ((0.5, 0.0) if coached else (0.5, 0.5))
        ## opaque: through a translucent panel the table's cards showed behind its text
        background Frame(Solid(duel.col("ribbon_solid")), 0, 0)
        foreground (duel.RING_LIGHT if duel.hc() else Frame(Solid(duel.col("seat_active")), 0, 0, ysize=6))
        padding (48, 40, 48, 32)
        has hbox spacing 48
        ## the opponent, reacting
        if img:
            vbox:
                id "duel_over_bust"
                yalign 0.5 spacing 4
                add img xalign 0.5
                text focus["name"] style duel.S("duel_name") xalign 0.5
        ## one width and one heading height whatever the outcome, so that Continue stands
        ## in the same place won or lost (the heading's two sizes: duel.over_heading_size)
        vbox:
            id "duel_over_text"
            xminimum duel.OVER_TEXT_W spacing 14
            frame:
                background None padding (0, 0) xsize duel.OVER_TEXT_W yminimum duel.OVER_HEADING_H
                text heading id "duel_over_heading" style duel.S("duel_text") size duel.over_heading_size(heading) bold True color duel.col("accent") xmaximum duel.OVER_TEXT_W yalign 0.5
            if srs is not None:
                if duel.playoff():
                    text duel.tr(_("Play-off game {g}. Tokens for losing — the lowest total wins the series: {t}")).format(g=duel_game_no, t=duel.tokens_text()) style duel.S("duel_text") xmaximum duel.OVER_TEXT_W
                else:
                    text duel.tr(_("Game {g} of {n}. Tokens for losing — the lowest total wins the series: {t}")).format(g=duel_game_no, n=duel_spec["series"], t=duel.tokens_text()) style duel.S("duel_text") xmaximum duel.OVER_TEXT_W
                if last:
                    text (_("You win the series!") if srs.winner == 0 else duel.tr(_("{name} wins the series.")).format(name=duel.seat_name(duel_spec, srs.winner))) style duel.S("duel_text") color duel.col("accent") xmaximum duel.OVER_TEXT_W
                elif srs.tiebreak:
                    text _("A tie for the fewest tokens: a play-off game decides.") style duel.S("duel_text") color duel.col("accent") xmaximum duel.OVER_TEXT_W
            null height 6
            ## the game in figures: a column per seat, each as wide as its own cells (a
            ## grid made every column as wide as the labels': six seats ran off the panel)
            if rows:
                $ many = len(rows[0]) > 4
                $ value_w = 220 if len(rows[0]) <= 3 else (150 if not many else 80)
                hbox:
                    id "duel_over_figures"
                    spacing (14 if many else 24)
                    for k in range(len(rows[0])):
                        vbox:
                            spacing 6
                            for row in rows:
                                text (row[k] or u"\u00a0") style duel.S("duel_small") color (duel.col("muted") if k == 0 else duel.col("text")) min_width ((0 if many else 250) if k == 0 else value_w) text_align (0.0 if k == 0 else 0.5)
            use duel_coach_over                  # hints used, Review the game (duel_hint.rpy)
            null height 12
            ## the buttons: always at the panel's lower right (Rematch, when offered, left
            ## of Continue)
            hbox:
                id "duel_over_buttons"
                xalign 1.0 spacing 24
                if duel_spec.get("rematch") and last:
                    textbutton _("Rematch"):
                        style duel.S("duel_button")
                        action Return("rematch")
                if last:
                    textbutton _("Continue"):
                        style duel.S("duel_button")
                        action Return("done")
                else:
                    textbutton (_("Play-off game") if srs is not None and srs.tiebreak else _("Next game")):
                        style duel.S("duel_button")
                        action Return("next")
