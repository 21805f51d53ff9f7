## duel_screens.rpy — the card table's screens and transforms (owner: table).
##
## Layout (1920x1080): opponents along the top, talon and trump at the left,
## six pair slots in the middle with the discard pile at their right, the
## action buttons at the right, the status line under the battlefield, the
## player's hand fanned along the bottom. Every number the screen needs comes
## from duel.model(state), computed once per state (see duel_core.rpy).

init python in duel:
    import store

    ## Noto Sans (the game's font) has no card suit symbols: DejaVu Sans
    ## (shipped in game/fonts) draws U+2660..U+2667 on the table.
    FONT = store.FontGroup().add("fonts/DejaVuSans.ttf", 0x2660, 0x2667).add(
        store.gui.text_font, 0x0000, 0xffff) if renpy.loadable("fonts/DejaVuSans.ttf") else store.gui.text_font


## ------------------------------------------------------------------ transforms

## A card arriving on the table or in the hand: it flies from (dx, dy) away.
transform duel_arrive(dx=0, dy=0, t=0.3):
    subpixel True
    xoffset dx yoffset dy alpha 0.6
    easein t xoffset 0 yoffset 0 alpha 1.0

## A card leaving the table (taken or beaten off): from (sx, sy) to (tx, ty), fading.
transform duel_ghost(sx, sy, tx, ty, delay=0.0):
    subpixel True
    pos (sx, sy) alpha 1.0
    pause delay
    easeout 0.45 pos (tx, ty) alpha 0.0

## The role banner swoops in from the left, rests, and leaves to the right.
transform duel_swoop:
    xalign 0.5 yalign 0.42 xoffset -1400 alpha 0.0
    easein 0.35 xoffset 0 alpha 1.0
    pause 1.2
    easeout 0.35 xoffset 1400 alpha 0.0

transform duel_pulse:
    alpha 1.0
    linear 0.5 alpha 0.35
    linear 0.5 alpha 1.0
    repeat

transform duel_sized(w, h):
    xysize (w, h)

transform duel_turned(w, h):
    xysize (w, h)
    rotate 90

## ------------------------------------------------------------------ styles

style duel_text is text:
    font duel.FONT
    color "#f4ecd8"
    size 26
    outlines [(2, "#0008", 0, 0)]

style duel_small is duel_text:
    size 21

style duel_name is duel_text:
    size 27
    bold True

style duel_status is duel_text:
    size 28
    text_align 0.5
    xalign 0.5

style duel_button is button:
    xysize (216, 68)
    background Frame(Solid("#2c2418"), 0, 0)
    hover_background Solid("#6b5224")
    insensitive_background Solid("#2a2a2acc")
    selected_background Solid("#8a6a2a")
    padding (6, 6)
    focus_mask None

style duel_button_text is duel_text:
    size 27
    bold True
    xalign 0.5
    yalign 0.5
    text_align 0.5
    color "#f7e7b4"
    hover_color "#ffffff"
    insensitive_color "#8c8679"

style duel_small_button is duel_button:
    xysize (216, 50)

style duel_small_button_text is duel_button_text:
    size 21

style duel_panel is frame:
    background Frame(Solid("#0d1f16d0"), 0, 0)
    padding (14, 10)

## ------------------------------------------------------------------ pieces

init python in duel:

    import store
    from store import Fixed, Solid, Text, Frame, Transform, Crop, NullAction

    _sized_cache = {}

    def sized(d, w, h):
        key = (d if isinstance(d, str) else id(d), w, h)
        r = _sized_cache.get(key)
        if r is None:
            r = Transform(d, xysize=(w, h))
            _sized_cache[key] = r
        return r

    def face(code, w, h):
        return sized(card_face(code, (store.duel_spec or {}).get("skin", "classic")), w, h)

    def back(w, h):
        return sized(card_back((store.duel_spec or {}).get("skin", "classic")), w, h)

    def seat_alt(s, turn):
        bits = [s["name"], store.nplural(s["count"], _("{n} card|{n} cards"))]
        if s["role"]:
            bits.append(s["role"])
        if turn == s["p"]:
            bits.append(tr(_("to move")))
        return ", ".join(bits)

    def hand_alt(h, m):
        text = h["name"]
        if h["code"] in ui.selected:
            text += ", " + tr(_("selected"))
        elif h["legal"] and m["turn"] == 0:
            text += ", " + tr(_("playable"))
        return text

    def table_felt():
        return Fixed(Solid("#1f5a3a"),
                     Transform(Solid("#174a2f"), xysize=(1160, 300), pos=(370, 350)),
                     xysize=(1920, 1080))


screen duel_seat(s, m, human):
    $ turn = m["turn"]
    $ px = s["x"] - 160
    $ active = (turn == s["p"])
    button:
        pos (px, 12) xysize (320, 300)
        background Frame(Solid("#f0c040" if active else "#0d1f16b0"), 0, 0)
        padding (4, 4)
        alt duel.seat_alt(s, turn)
        action NullAction()
        fixed:
            add Solid("#0d1f16e8")
            $ img = duel.portrait(s["who"]) if s["who"] else None
            if img:
                add Transform(img, xysize=(120, 120)) pos (10, 10)
            else:
                add Solid("#3a5a48") pos (10, 10) xysize (120, 120)
                text (s["name"][:1] if s["name"] else "?") style "duel_name" size 60 pos (70, 70) anchor (0.5, 0.5)
            vbox:
                pos (142, 8) xmaximum 170 spacing 0
                text s["name"] style "duel_name" size (27 if len(s["name"]) <= 10 else 22)
                text nplural(s["count"], _("{n} card|{n} cards")) style "duel_small"
                if s["role"]:
                    text s["role"] style "duel_small" color ("#ffd36b" if active else "#d8e8dc")
                if active and not human and not m["terminal"]:
                    text (s.get("busy") or _("thinking…")) style "duel_small" color "#ffd36b" at duel_pulse
            ## the face-down hand, fanned
            $ nb = s["backs"]
            $ bstep = 18 if nb <= 10 else int(200 / max(1, nb - 1))
            for k in range(nb):
                add duel.back(64, 90) pos (14 + k * bstep, 150)
            if s["count"] > nb:
                text "+%d" % (s["count"] - nb) style "duel_small" pos (250, 200)
            if s.get("pile"):
                ## Warfare: the score pile won so far, face down
                add duel.back(50, 70) pos (246, 150)
                text duel.tr(_("pile {n}")).format(n=s["pile"]) style "duel_small" pos (236, 226)


screen duel_table(human=True):
    modal True
    zorder 10
    tag duel_table

    $ st = duel_state
    $ m = duel.model(st)
    $ duel.sync_ui(st)
    $ my_turn = human and m["turn"] == 0
    $ spec = duel_spec

    ## Enter on a focused hand card selects it (drags take no keyboard input).
    key "K_RETURN" action Function(duel.key_activate)
    key "K_KP_ENTER" action Function(duel.key_activate)
    key "K_SPACE" action Function(duel.key_activate)

    if not human and not m["terminal"]:
        timer 0.05 repeat True action Function(duel.poll_ai, _update_screens=False)

    add duel.table_felt()

    ## ---------------------------------------------------------- opponents
    for s in m["seats"]:
        use duel_seat(s, m, human)

    ## ---------------------------------------------------------- left column
    frame:
        style "duel_panel"
        pos (20, 340) xysize (320, 420)
        has fixed
        text duel.tr(duel.VARIANT_NAMES.get(m["variant"], m["variant"])) style "duel_small" pos (0, 0) xmaximum 290
        if m["trump_card"] and m["variant"] == "warfare":
            ## Warfare: the turned card lies face up beside the deck as the trump sign
            button:
                pos (150, 100) xysize (126, 176)
                background duel.face(m["trump_card"], 126, 176)
                alt duel.tr(_("The trump card: {card}")).format(card=m["trump_name"])
                action NullAction()
            if m["talon"] > 0:
                button:
                    pos (10, 80) xysize (126, 176)
                    background duel.back(126, 176)
                    alt nplural(m["talon"], _("Deck, {n} card|Deck, {n} cards"))
                    action NullAction()
        elif m["trump_card"] and m["talon"] > 0:
            ## the trump lies face up under the talon, turned crosswise
            add duel.face(m["trump_card"], 126, 176) pos (120, 110) at duel_turned(126, 176)
            button:
                pos (40, 90) xysize (126, 176)
                background duel.back(126, 176)
                alt nplural(m["talon"], _("Talon, {n} card; trump {card}|Talon, {n} cards; trump {card}"), card=m["trump_name"])
                action NullAction()
        elif m["trump_card"]:
            button:
                pos (40, 90) xysize (126, 176)
                background duel.face(m["trump_card"], 126, 176)
                alt duel.tr(_("The talon is empty; the trump was the {card}")).format(card=m["trump_name"])
                action NullAction()
                add Solid("#0007")
        if m["trump"] is not None:
            text duel.tr(_("Trump: {suit} {sym}")).format(suit=duel.suit_name(m["trump"]), sym=duel.SUIT_SYMBOLS[m["trump"]]) style "duel_text" pos (0, 300)
        if m["variant"] == "svoi_kozyri" and m["talon"] > 0:
            button:
                pos (40, 90) xysize (126, 176)
                background duel.back(126, 176)
                alt nplural(m["talon"], _("Stock, {n} card|Stock, {n} cards"))
                action NullAction()
        text duel.tr(m["talon_word"]).format(n=m["talon"]) style "duel_text" pos (0, 336)
        if duel_spec.get("series"):
            text duel.tr(_("Game {g} of {n}")).format(g=duel_game_no, n=duel_spec["series"]) style "duel_small" pos (0, 372)

    ## ---------------------------------------------------------- discard pile
    if m["durak"] or m["variant"] == "warfare":
        button:
            pos (1490, 380) xysize (150, 240)
            background None
            alt nplural(m["discard"], _("Discard pile, {n} card|Discard pile, {n} cards"))
            action NullAction()
            if m["discard"]:
                add duel.back(110, 154) pos (10, 10) at Transform(rotate=12)
                add duel.back(110, 154) pos (22, 26) at Transform(rotate=-8)
            else:
                add Solid("#ffffff14") pos (18, 18) xysize (110, 154)
            text duel.tr(_("Discard: {n}")).format(n=m["discard"]) style "duel_small" pos (8, 200)

    ## ---------------------------------------------------------- battlefield
    $ staged = [c for c in duel.ui.staged]
    $ arrivals = m["events"]["arrivals"]
    ## cards already beaten: plain pictures
    for s in m["slots"]:
        if s["attack"] and s["defence"]:
            $ ax, ay = s["x"], s["y"]
            $ fa = arrivals.get(s["attack"])
            add duel.face(s["attack"], duel.TABLE_W, 196) pos (ax, ay) at duel_arrive(fa[0] - ax if fa else 0, fa[1] - ay if fa else 0, 0.3 if fa else 0.0)
            $ fd = arrivals.get(s["defence"])
            button:
                pos (ax + 26, ay + 50) xysize (duel.TABLE_W, 196)
                background duel.face(s["defence"], duel.TABLE_W, 196)
                alt duel.tr(_("{a} beaten by {d}")).format(a=s["attack_name"], d=s["defence_name"])
                action NullAction()
                at duel_arrive(fd[0] - ax - 26 if fd else 0, fd[1] - ay - 50 if fd else 0, 0.3 if fd else 0.0)

    ## ghosts of cards that just left the table
    for g in m["events"]["ghosts"]:
        add (duel.face(g["code"], duel.TABLE_W, 196) if g["face"] else duel.back(duel.TABLE_W, 196)) at duel_ghost(g["sx"], g["sy"], g["tx"], g["ty"], g["delay"])

    ## Svoi Kozyri's pile and Warfare's battle cards and draft
    for i, c in enumerate(m["center"]):
        $ fa = arrivals.get(c["code"]) if c["code"] else None
        button:
            pos (c["x"], c["y"]) xysize (duel.TABLE_W, 196)
            padding (0, 0)
            background (duel.face(c["code"], duel.TABLE_W, 196) if c["code"] else duel.back(duel.TABLE_W, 196))
            alt c["alt"]
            action Function(duel.center_clicked, i)
            at duel_arrive(fa[0] - c["x"] if fa else 0, fa[1] - c["y"] if fa else 0, 0.3 if fa else 0.0)
            if c["act"] is not None and my_turn:
                add Frame(Solid("#f0c04040"), 0, 0) xysize (duel.TABLE_W, 196)
    if m.get("battle_note"):
        text m["battle_note"] style "duel_text" pos (m.get("battle_note_x", 420), 600)
    if m.get("draft"):
        text (_("On offer:") if m["phase"] == "keep" else _("Face up:")) style "duel_small" pos (860, 340)

    draggroup:
        ## Svoi Kozyri / Warfare drop zones (a click plays the selected card there)
        for z in m["zones"]:
            drag:
                drag_name z["name"]
                draggable False
                droppable my_turn
                dropped duel.on_drop
                xpos z["x"] ypos z["y"]
                button:
                    xysize (z["w"], z["h"])
                    background Frame(Solid("#ffffff12"), 0, 0)
                    hover_background Frame(Solid("#ffffff30"), 0, 0)
                    alt z["alt"]
                    action Function(duel.zone_clicked, z["name"])

        ## free slots (drop targets; a click places the selected card)
        for s in (m["slots"] if m["durak"] else []):
            $ i = s["i"]
            if not s["attack"]:
                $ k = i - m["table_count"]
                $ staged_code = staged[k] if 0 <= k < len(staged) else None
                drag:
                    drag_name "slot:%d" % i
                    draggable False
                    droppable (my_turn and m["durak"])
                    dropped duel.on_drop
                    xpos s["x"] ypos s["y"]
                    button:
                        xysize (duel.TABLE_W + 26, 246)
                        padding (0, 0)
                        if staged_code:
                            background duel.face(staged_code, duel.TABLE_W, 196)
                            alt duel.tr(_("{card}, placed for the attack; click to take it back")).format(card=duel.card_name(staged_code, m["trump"]))
                            action Function(duel.card_clicked, staged_code)
                            add Solid("#f0c04050") xysize (duel.TABLE_W, 196)
                        else:
                            background Frame(Solid("#ffffff10" if (my_turn and m["durak"] and i < max(m["limit"], m["table_count"] + 1)) else "#00000000"), 0, 0)
                            hover_background Frame(Solid("#ffffff30"), 0, 0)
                            alt duel.tr(_("Free place {n} on the table")).format(n=i + 1)
                            action Function(duel.slot_clicked, i)
            elif not s["defence"]:
                ## an unbeaten attack card: drop or click a card on it to beat it
                $ fa = arrivals.get(s["attack"])
                drag:
                    drag_name "target:" + s["attack"]
                    draggable False
                    droppable my_turn
                    dropped duel.on_drop
                    xpos s["x"] ypos s["y"]
                    button:
                        xysize (duel.TABLE_W + 26, 246)
                        padding (0, 0)
                        background None
                        alt duel.tr(_("{card} on the table, not yet beaten")).format(card=s["attack_name"])
                        action Function(duel.target_clicked, s["attack"])
                        add duel.face(s["attack"], duel.TABLE_W, 196) at duel_arrive(fa[0] - s["x"] if fa else 0, fa[1] - s["y"] if fa else 0, 0.3 if fa else 0.0)
                        if my_turn and m["phase"] == "defend":
                            add Frame(Solid("#f0c04030"), 0, 0) xysize (duel.TABLE_W, 196)

        ## the player's hand
        $ cw, ch = m["hand_cw"], m["hand_ch"]
        $ dim = persistent.duel_hints and my_turn
        $ draws = m["draw_codes"]
        for hx index duel.hand_key(hx, m) in duel.visible_hand(m):
            $ h, hxpos = hx
            $ hy = duel.hand_card_y(h, m)
            drag:
                    drag_name h["code"]
                    droppable False
                    draggable my_turn
                    mouse_drop True
                    dragged duel.on_dragged
                    clicked Function(duel.card_clicked, h["code"])
                    alt duel.hand_alt(h, m)
                    xpos hxpos ypos hy
                    fixed:
                        xysize (cw, ch)
                        if h["code"] in duel.ui.selected:
                            add Solid("#f0c040") pos (-5, -5) xysize (cw + 10, ch + 10)
                        if h["code"] in draws:
                            add duel.face(h["code"], cw, ch) at duel_arrive(-hxpos + 60, -hy + 420, 0.4)
                        else:
                            add duel.face(h["code"], cw, ch)
                        if dim and not h["legal"]:
                            add Solid("#00000070") xysize (cw, ch)

    ## Svoi Kozyri: the beating card placed on the top card, waiting for the card to lay
    if staged and not m["durak"] and m["zones"]:
        $ z0 = m["zones"][0]
        button:
            pos (z0["x"] + 34, z0["y"] + 44) xysize (duel.TABLE_W, 196)
            padding (0, 0)
            background duel.face(staged[0], duel.TABLE_W, 196)
            alt duel.tr(_("{card}, your beating card; click to take it back")).format(card=duel.card_name(staged[0], m["trump"]))
            action Function(duel.card_clicked, staged[0])

    ## ---------------------------------------------------------- status line
    frame:
        style "duel_panel"
        pos (370, 664) xysize (1110, 84)
        $ msg = duel.ui.message or m["status"]
        text msg style "duel_status" yalign 0.5 color ("#ffb38a" if (duel.ui.message and duel.ui.message_bad) else "#f4ecd8")

    ## ---------------------------------------------------------- my corner
    frame:
        style "duel_panel"
        pos (20, 800) xysize (250, 260)
        has vbox spacing 6
        text (duel_spec["seats"][0].get("name") or _("You")) style "duel_name"
        if m["my_role"]:
            text m["my_role"] style "duel_text" color "#ffd36b"
        text nplural(len(m["hand"]), _("{n} card|{n} cards")) style "duel_small"
        if m.get("my_pile"):
            text nplural(m["my_pile"], _("Score pile: {n} card|Score pile: {n} cards")) style "duel_small"
        if duel_spec.get("series") and duel_tokens:
            text duel.tr(_("Tokens: {t}")).format(t=" · ".join(str(t) for t in duel_tokens)) style "duel_small"

    ## ---------------------------------------------------------- buttons
    vbox:
        pos (1680, 360) spacing 14
        for kind in m["buttons"]:
            textbutton duel.button_label(kind, m):
                style "duel_button"
                action Function(duel.button, kind)
                sensitive duel.button_sensitive(kind, m)
                alt duel.button_label(kind, m)
        if my_turn and not m["durak"]:
            viewport:
                xysize (230, 520)
                mousewheel True
                vbox:
                    spacing 14
                    for label, a in m["generic"]:
                        textbutton label:
                            style "duel_button"
                            action Function(duel.generic_play, a)
                            alt label
    vbox:
        pos (1680, 900) spacing 10
        if my_turn and duel_undo_state is not None and duel.undo_allowed(duel_spec):
            textbutton _("Undo"):
                style "duel_small_button"
                action Return("undo")
        textbutton _("Table options"):
            style "duel_small_button"
            action Show("duel_options")
        if not m.get("remote"):
            ## online games are not saved; duel_remote.rpy puts Chat and Leave here
            textbutton _("Menu"):
                style "duel_small_button"
                action ShowMenu("save")

    ## ---------------------------------------------------------- the coach
    if duel_spec.get("tutorial"):
        use duel_coach(m)

    ## ---------------------------------------------------------- role banner
    ## shown on the screen of the state that changed the player's role only
    if duel.ui.banner and duel.ui.banner[0] == id(st):
        frame at duel_swoop:
            background Frame(Solid("#0d1f16e0"), 0, 0)
            padding (60, 24)
            text duel.ui.banner[1] style "duel_text" size 64 bold True color "#ffd36b"


screen duel_coach(m):
    $ line = duel.coach_line(duel_state, m)
    if line:
        frame:
            style "duel_panel"
            pos (1140, 12) xysize (760, 300)
            background Frame(Solid("#2b1d10e8"), 0, 0)
            $ img = duel.portrait("marta", "happy" if m["terminal"] else "neutral")
            if img:
                add Transform(img, xysize=(150, 150)) pos (0, 6)
            text _("Marta") style "duel_name" pos (0, 166) color "#e0a060"
            text line style "duel_text" size 25 pos (170, 4) xmaximum 560


screen duel_options():
    modal True
    zorder 150
    add Solid("#0009")
    frame:
        style "duel_panel"
        align (0.5, 0.5) xysize (720, 560)
        has vbox spacing 18
        text _("Table options") style "duel_name" size 36
        hbox:
            spacing 12
            text _("Hints (lift playable cards):") style "duel_text" yalign 0.5 min_width 380
            textbutton (_("On") if persistent.duel_hints else _("Off")):
                style "duel_small_button"
                xsize 140
                action ToggleField(persistent, "duel_hints")
        hbox:
            spacing 12
            text _("Opponents' speed:") style "duel_text" yalign 0.5 min_width 380
            for i, nm in enumerate(duel.SPEED_NAMES):
                textbutton nm:
                    style "duel_small_button"
                    xsize 100
                    action SetField(persistent, "duel_speed", i)
        hbox:
            spacing 12
            text _("Card size:") style "duel_text" yalign 0.5 min_width 380
            for i, nm in enumerate((_("small"), _("normal"), _("large"))):
                textbutton nm:
                    style "duel_small_button"
                    xsize 100
                    action SetField(persistent, "duel_card_size", i)
        hbox:
            spacing 12
            text _("Undo against easy opponents:") style "duel_text" yalign 0.5 min_width 380
            textbutton (_("On") if persistent.duel_undo else _("Off")):
                style "duel_small_button"
                xsize 140
                action ToggleField(persistent, "duel_undo")
        null height 20
        textbutton _("Close"):
            style "duel_button"
            action Hide("duel_options")
    key "game_menu" action Hide("duel_options")


screen duel_over():
    modal True
    zorder 20
    $ m = duel.model(duel_state)
    $ last = duel.series_over()
    add Solid("#00000080")
    frame:
        style "duel_panel"
        align (0.5, 0.45) xysize (900, 380)
        background Frame(Solid("#0d1f16f0"), 0, 0)
        has vbox spacing 20 xalign 0.5
        text m["status"] style "duel_text" size 44 xalign 0.5 text_align 0.5 xmaximum 840
        if duel_spec.get("series"):
            text duel.tr(_("Game {g} of {n}. Tokens (fewest wins): {t}")).format(g=duel_game_no, n=duel_spec["series"], t=duel.tokens_text()) style "duel_text" xalign 0.5 text_align 0.5 xmaximum 840
        null height 20
        if last:
            textbutton _("Continue"):
                style "duel_button"
                xalign 0.5
                action Return("done")
        else:
            textbutton _("Next game"):
                style "duel_button"
                xalign 0.5
                action Return("next")
