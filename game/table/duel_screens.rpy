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

    class Ring(renpy.Displayable):
        """A rectangular outline `width` pixels thick drawn inside the area it
        is given: the focus ring (a button's hover_foreground, or the hover
        background of a frame inside a hand card, which gets the hover style
        prefix from its drag when that drag has the focus) and, in the
        high-contrast look, the light outline of cards, slots and panels.
        `inner` adds a second, thinner ring of another colour inside the
        first, so the ring shows on white card faces and on dark cloth alike."""

        def __init__(self, color, width=4, inner=None, inner_width=2, **kwargs):
            super(Ring, self).__init__(**kwargs)
            self.solid = store.Solid(color)
            self.width = width
            self.inner = Ring(inner, inner_width) if inner else None

        def render(self, w, h, st, at):
            w, h, t = int(w), int(h), self.width
            rv = renpy.Render(w, h)
            for x, y, rw, rh in ((0, 0, w, t), (0, h - t, w, t), (0, t, t, h - 2 * t), (w - t, t, t, h - 2 * t)):
                if rw > 0 and rh > 0:
                    rv.blit(renpy.render(self.solid, rw, rh, st, at), (x, y))
            if self.inner is not None and w > 2 * t and h > 2 * t:
                rv.blit(renpy.render(self.inner, w - 2 * t, h - 2 * t, st, at), (t, t))
            return rv

    ## The focus ring: bright yellow with a dark inner edge; thicker and pure
    ## yellow/black in the high-contrast look.
    RING_FOCUS = Ring("#ffd84a", 5, inner="#1a1206", inner_width=2)
    RING_FOCUS_HC = Ring("#ffff00", 7, inner="#000000", inner_width=3)
    ## High-contrast outlines: cards and panels (white), free slots (light grey).
    RING_LIGHT = Ring("#ffffff", 3)
    RING_SLOT_HC = Ring("#c8c8c8", 3)

    def hc():
        """True when the high-contrast table look is on (a preference)."""
        return bool(store.persistent.duel_high_contrast)

    ## Colours of the two looks: (normal, high contrast). Every high-contrast
    ## text colour is checked against its background for WCAG AA (4.5:1) by
    ## the duel_keyboard_play testcase (duel.contrast_ratio).
    PALETTE = {
        "felt": ("#1f5a3a", "#000000"),
        "field": ("#174a2f", "#000000"),
        "panel": ("#0d1f16d0", "#000000"),
        "seat": ("#0d1f16e8", "#000000"),
        "seat_frame": ("#0d1f16b0", "#ffffff"),
        "seat_active": ("#f0c040", "#ffff00"),
        "text": ("#f4ecd8", "#ffffff"),
        "accent": ("#ffd36b", "#ffff00"),
        "muted": ("#d8e8dc", "#ffffff"),
        "bad": ("#ffb38a", "#ffa08a"),
        "selected": ("#f0c040", "#ffff00"),
        "slot_open": ("#ffffff10", "#000000"),
        "slot_hover": ("#ffffff30", "#333333"),
        "dim": ("#00000070", "#000000a0"),
        "coach": ("#2b1d10e8", "#000000"),
        "coach_name": ("#e0a060", "#ffff00"),
    }

    ## The high-contrast text pairs (foreground, background) that must meet AA.
    HC_TEXT_PAIRS = (("text", "panel"), ("accent", "panel"), ("muted", "seat"), ("bad", "panel"),
                     ("text", "felt"), ("accent", "seat"), ("coach_name", "coach"))

    def col(name):
        return PALETTE[name][1 if hc() else 0]

    def S(name):
        """The style `name` ("duel_text", ...) of the current look."""
        return "duel_hc_" + name[5:] if hc() else name

    def focus_ring():
        return RING_FOCUS_HC if hc() else RING_FOCUS

    def _luminance(color):
        color = color.lstrip("#")[:6]
        def lin(v):
            v = int(v, 16) / 255.0
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b = lin(color[0:2]), lin(color[2:4]), lin(color[4:6])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    def contrast_ratio(fg, bg):
        """WCAG 2 contrast ratio of two opaque "#rrggbb" colours."""
        a, b = _luminance(fg), _luminance(bg)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)


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

## Every action button shows the focus ring when it has the focus (keyboard
## or mouse), so a keyboard player always sees where Enter goes.
style duel_button:
    hover_foreground duel.RING_FOCUS

## The high-contrast look (persistent.duel_high_contrast): white text on
## black without shadows, larger and bolder; buttons black with a white
## outline, yellow with black text when focused. duel.S("duel_text") picks
## the style of the current look.
style duel_hc_text is duel_text:
    color "#ffffff"
    outlines []
    size 28

style duel_hc_small is duel_hc_text:
    size 24

style duel_hc_name is duel_hc_text:
    size 30
    bold True

style duel_hc_status is duel_hc_text:
    size 32
    bold True
    text_align 0.5
    xalign 0.5

style duel_hc_button is duel_button:
    background Solid("#000000")
    foreground duel.RING_LIGHT
    hover_background Solid("#ffff00")
    hover_foreground duel.RING_FOCUS_HC
    insensitive_background Solid("#000000")
    insensitive_foreground duel.RING_SLOT_HC
    selected_background Solid("#ffffff")

style duel_hc_button_text is duel_button_text:
    size 29
    outlines []
    color "#ffffff"
    hover_color "#000000"
    selected_color "#000000"
    insensitive_color "#a6a6a6"

style duel_hc_small_button is duel_hc_button:
    xysize (216, 50)

## as in the normal look: "Настройки стола" needs two lines of 21 px in 50 px
style duel_hc_small_button_text is duel_hc_button_text:
    size 21

style duel_hc_panel is duel_panel:
    background Solid("#000000")
    foreground duel.RING_LIGHT

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
        """What self-voicing reads for an opponent's seat: name, cards, role
        (suit symbols read as suit names), Warfare's score pile, whose move."""
        bits = [s["name"], store.nplural(s["count"], _("{n} card|{n} cards"))]
        if s["role"]:
            role = s["role"]
            for i, sym in enumerate(SUIT_SYMBOLS):
                role = role.replace(sym, suit_name(i))
            bits.append(role)
        if s.get("pile"):
            bits.append(store.nplural(s["pile"], _("Score pile: {n} card|Score pile: {n} cards")))
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
        if hc():
            # solid black, the battlefield marked by a light outline only
            return Fixed(Solid(col("felt")),
                         Transform(RING_SLOT_HC, xysize=(1160, 300), pos=(370, 350)),
                         xysize=(1920, 1080))
        return Fixed(Solid(col("felt")),
                     Transform(Solid(col("field")), xysize=(1160, 300), pos=(370, 350)),
                     xysize=(1920, 1080))

    ##------------------------------------------------------------ keyboard
    ## Ren'Py's own arrow-key focus moves to the nearest widget lying wholly
    ## beyond the focused one, so in a fanned hand (cards overlap) it skipped
    ## cards, and Tab is Ren'Py's skip key. The table handles the arrows, Tab
    ## and Shift+Tab itself: hand cards count by their visible strip, Left and
    ## Right step card by card through the hand, Tab walks hand -> table ->
    ## action buttons -> options -> seats and piles. Enter on a hand card
    ## selects it and moves the focus to where that card goes; Escape takes
    ## back a selection (and opens the game menu when there is none).

    def _focus_entries():
        """[(focus, (x0, y0, x1, y1), group)] of the table's keyboard-focusable
        widgets; a hand card's rect is the strip not covered by the next card."""
        scr = renpy.get_screen("duel_table")
        if scr is None:
            return []
        hand_codes = [h["code"] for h, _x in visible_hand(model(store.duel_state))]
        entries = []
        hand = []
        for f in renpy.display.focus.focus_list:
            if f.x is None or f.arg is not None or not f.widget.style.keyboard_focus:
                continue
            if f.screen is not None and f.screen is not scr:
                continue
            name = getattr(f.widget, "drag_name", None)
            rect = (f.x, f.y, f.x + f.w, f.y + f.h)
            if name in hand_codes:
                hand.append((f, rect))
                continue
            if f.x >= 1670:
                group = 2 if f.y < 880 else 3          # action buttons, then Undo/options/Menu
            elif 330 <= f.y and f.y + f.h <= 680 and 360 <= f.x < 1480:
                group = 1                              # the battlefield
            else:
                group = 4                              # seats, talon, discard
            entries.append((f, rect, group))
        hand.sort(key=lambda e: e[0].x)
        for k, (f, rect) in enumerate(hand):
            if k + 1 < len(hand):
                rect = (rect[0], rect[1], max(rect[0] + 8, min(rect[2], hand[k + 1][0].x)), rect[3])
            entries.append((f, rect, 0))
        return entries

    def _focused_entry(entries):
        cur = renpy.display.focus.get_focused()
        for e in entries:
            if e[0].widget is cur:
                return e
        return None

    def _focus(entry):
        if entry is not None:
            renpy.display.focus.pending_focus_type = "keyboard"
            renpy.display.focus.change_focus(entry[0])
        return None

    def _start_entry(entries):
        """Where the focus lands when nothing has it: the first playable hand
        card on the player's turn, else the first hand card or button."""
        m = model(store.duel_state)
        legal = set(h["code"] for h in m["hand"] if h["legal"]) if m["turn"] == 0 else set()
        ordered = sorted(entries, key=_tab_key)
        for e in ordered:
            if e[2] == 0 and getattr(e[0].widget, "drag_name", None) in legal:
                return e
        return ordered[0] if ordered else None

    def _tab_key(e):
        f, rect, group = e
        if group in (2, 3):
            return (group, rect[1], rect[0])
        if group == 4:
            return (group, rect[1] // 100, rect[0])
        return (group, rect[0], rect[1])

    def key_nav(direction):
        """An arrow key on the table: focus the nearest widget that way."""
        entries = _focus_entries()
        cur = _focused_entry(entries)
        if cur is None:
            return _focus(_start_entry(entries))
        if cur[2] == 0 and direction in ("left", "right"):
            hand = sorted([e for e in entries if e[2] == 0], key=lambda e: e[1][0])
            k = hand.index(cur) + (1 if direction == "right" else -1)
            if 0 <= k < len(hand):
                return _focus(hand[k])
        x0, y0, x1, y1 = cur[1]
        cx, cy = (x0 + x1) / 2.0, (y0 + y1) / 2.0
        best, best_d = None, None
        for e in entries:
            if e is cur:
                continue
            a0, b0, a1, b1 = e[1]
            if direction == "right":
                ok, main, gap, off = a0 >= x1 - 2, a0 - x1, max(0, b0 - y1, y0 - b1), abs((b0 + b1) / 2.0 - cy)
            elif direction == "left":
                ok, main, gap, off = a1 <= x0 + 2, x0 - a1, max(0, b0 - y1, y0 - b1), abs((b0 + b1) / 2.0 - cy)
            elif direction == "down":
                ok, main, gap, off = b0 >= y1 - 2, b0 - y1, max(0, a0 - x1, x0 - a1), abs((a0 + a1) / 2.0 - cx)
            else:
                ok, main, gap, off = b1 <= y0 + 2, y0 - b1, max(0, a0 - x1, x0 - a1), abs((a0 + a1) / 2.0 - cx)
            if not ok:
                continue
            # nearest along the way, strongly preferring widgets in line with
            # the focused one; the centre offset breaks ties
            d = max(0, main) + 4 * gap + 0.25 * off
            if best_d is None or d < best_d:
                best, best_d = e, d
        return _focus(best)

    def key_tab(delta):
        """Tab / Shift+Tab: the next / previous widget in reading order of play."""
        entries = sorted(_focus_entries(), key=_tab_key)
        if not entries:
            return None
        cur = _focused_entry(entries)
        if cur is None:
            return _focus(_start_entry(entries) if delta > 0 else entries[-1])
        return _focus(entries[(entries.index(cur) + delta) % len(entries)])

    def target_id(code, m):
        """The id of the widget a card selected from the hand most likely goes
        to: the action button of an attack or throw-in, the attack card it
        beats, the transfer button, or the drop zone of the other variants."""
        if m["turn"] != 0 or code not in ui.selected:
            return None
        if not m["durak"]:
            return ("duel_zone_" + m["zones"][0]["name"][5:]) if m["zones"] else None
        if m["phase"] == "defend":
            for t in m["unbeaten"]:
                if (code, t) in m["defend"]:
                    return "duel_target_" + t
            if ("transfer", code) in m["singles"] or ("show", code) in m["singles"]:
                return "duel_btn_transfer"
            return ("duel_target_" + m["unbeaten"][0]) if m["unbeaten"] else None
        if "attack" in m["buttons"]:
            return "duel_btn_attack"
        return None

    def key_enter():
        """Enter / Space on the table: a focused hand card is selected (drags
        take no key input) and the focus moves to where it goes next."""
        f = renpy.display.focus.get_focused()
        name = getattr(f, "drag_name", None)
        if not name or name.startswith("slot:") or name.startswith("target:"):
            return None
        rv = key_activate()
        goal = target_id(name, model(store.duel_state))
        if goal is not None:
            renpy.set_focus("duel_table", goal)
        return rv

    def key_escape(menu=True):
        """Escape takes back the selected and placed cards; with none, it opens
        the game menu as everywhere else (not for a gamepad's B: menu=False)."""
        sync_ui(store.duel_state)
        if ui.selected or ui.staged:
            ui.selected = []
            ui.staged = []
            ui.message = None
            renpy.restart_interaction()
            return None
        if not menu or model(store.duel_state).get("remote"):
            return None       # online games have no game menu (see the Menu button)
        return renpy.run(store.ShowMenu())


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
        text duel.tr(duel.VARIANT_NAMES.get(m["variant"], m["variant"])) style duel.S("duel_small") pos (0, 0) xmaximum 290
        if m["trump_card"] and m["variant"] == "warfare":
            ## Warfare: the turned card lies face up beside the deck as the trump sign
            button:
                pos (150, 100) xysize (126, 176)
                background duel.face(m["trump_card"], 126, 176)
                alt duel.tr(_("The trump card: {card}")).format(card=m["trump_name"])
                hover_foreground duel.focus_ring()
                action NullAction()
            if m["talon"] > 0:
                button:
                    pos (10, 80) xysize (126, 176)
                    background duel.back(126, 176)
                    alt nplural(m["talon"], _("Deck, {n} card|Deck, {n} cards"))
                    hover_foreground duel.focus_ring()
                    action NullAction()
        elif m["trump_card"] and m["talon"] > 0:
            ## the trump lies face up under the talon, turned crosswise
            add duel.face(m["trump_card"], 126, 176) pos (120, 110) at duel_turned(126, 176)
            button:
                pos (40, 90) xysize (126, 176)
                background duel.back(126, 176)
                alt nplural(m["talon"], _("Talon, {n} card; trump {card}|Talon, {n} cards; trump {card}"), card=m["trump_name"])
                hover_foreground duel.focus_ring()
                action NullAction()
        elif m["trump_card"]:
            button:
                pos (40, 90) xysize (126, 176)
                background duel.face(m["trump_card"], 126, 176)
                alt duel.tr(_("The talon is empty; the trump was the {card}")).format(card=m["trump_name"])
                hover_foreground duel.focus_ring()
                action NullAction()
                add Solid("#0007")
        if m["trump"] is not None:
            text duel.tr(_("Trump: {suit} {sym}")).format(suit=duel.suit_name(m["trump"]), sym=duel.SUIT_SYMBOLS[m["trump"]]) style duel.S("duel_text") pos (0, 300)
        if m["variant"] == "svoi_kozyri" and m["talon"] > 0:
            button:
                pos (40, 90) xysize (126, 176)
                background duel.back(126, 176)
                alt nplural(m["talon"], _("Stock, {n} card|Stock, {n} cards"))
                hover_foreground duel.focus_ring()
                action NullAction()
        text duel.tr(m["talon_word"]).format(n=m["talon"]) style duel.S("duel_text") pos (0, 336)
        if duel_spec.get("series"):
            text duel.tr(_("Game {g} of {n}")).format(g=duel_game_no, n=duel_spec["series"]) style duel.S("duel_small") pos (0, 372)

    ## ---------------------------------------------------------- discard pile
    if m["durak"] or m["variant"] == "warfare":
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
    ## cards already beaten: plain pictures
    for s in m["slots"]:
        if s["attack"] and s["defence"]:
            $ ax, ay = s["x"], s["y"]
            $ fa = arrivals.get(s["attack"])
            add duel.face(s["attack"], duel.TABLE_W, 196) pos (ax, ay) at duel_arrive(fa[0] - ax if fa else 0, fa[1] - ay if fa else 0, 0.3 if fa else 0.0)
            if duel.hc():
                add duel.RING_LIGHT pos (ax, ay) xysize (duel.TABLE_W, 196)
            $ fd = arrivals.get(s["defence"])
            button:
                pos (ax + 26, ay + 50) xysize (duel.TABLE_W, 196)
                background duel.face(s["defence"], duel.TABLE_W, 196)
                foreground (duel.RING_LIGHT if duel.hc() else None)
                hover_foreground duel.focus_ring()
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
            foreground (duel.RING_LIGHT if duel.hc() else None)
            hover_foreground duel.focus_ring()
            action Function(duel.center_clicked, i)
            at duel_arrive(fa[0] - c["x"] if fa else 0, fa[1] - c["y"] if fa else 0, 0.3 if fa else 0.0)
            if c["act"] is not None and my_turn:
                add Frame(Solid("#f0c04040"), 0, 0) xysize (duel.TABLE_W, 196)
                if duel.hc():
                    add duel.Ring("#ffff00", 4) xysize (duel.TABLE_W, 196)
    if m.get("battle_note"):
        text m["battle_note"] style duel.S("duel_text") pos (m.get("battle_note_x", 420), 600)
    if m.get("draft"):
        text (_("On offer:") if m["phase"] == "keep" else _("Face up:")) style duel.S("duel_small") pos (860, 340)

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
                    id "duel_zone_" + z["name"][5:]
                    xysize (z["w"], z["h"])
                    background Frame(Solid(duel.col("slot_open")), 0, 0)
                    hover_background Frame(Solid(duel.col("slot_hover")), 0, 0)
                    foreground (duel.RING_SLOT_HC if duel.hc() else None)
                    hover_foreground duel.focus_ring()
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
                        id "duel_slot_%d" % i
                        xysize (duel.TABLE_W + 26, 246)
                        padding (0, 0)
                        hover_foreground duel.focus_ring()
                        if staged_code:
                            background duel.face(staged_code, duel.TABLE_W, 196)
                            alt duel.tr(_("{card}, placed for the attack; click to take it back")).format(card=duel.card_name(staged_code, m["trump"]))
                            action Function(duel.card_clicked, staged_code)
                            add Solid("#f0c04050") xysize (duel.TABLE_W, 196)
                        else:
                            background Frame(Solid(duel.col("slot_open") if (my_turn and m["durak"] and i < max(m["limit"], m["table_count"] + 1)) else "#00000000"), 0, 0)
                            hover_background Frame(Solid(duel.col("slot_hover")), 0, 0)
                            if duel.hc() and my_turn and i < max(m["limit"], m["table_count"] + 1):
                                foreground duel.RING_SLOT_HC
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
                        id "duel_target_" + s["attack"]
                        xysize (duel.TABLE_W + 26, 246)
                        padding (0, 0)
                        background None
                        hover_foreground duel.focus_ring()
                        alt duel.tr(_("{card} on the table, not yet beaten")).format(card=s["attack_name"])
                        action Function(duel.target_clicked, s["attack"])
                        add duel.face(s["attack"], duel.TABLE_W, 196) at duel_arrive(fa[0] - s["x"] if fa else 0, fa[1] - s["y"] if fa else 0, 0.3 if fa else 0.0)
                        if duel.hc():
                            add duel.RING_LIGHT xysize (duel.TABLE_W, 196)
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

    ## Svoi Kozyri: the beating card placed on the top card, waiting for the card to lay
    if staged and not m["durak"] and m["zones"]:
        $ z0 = m["zones"][0]
        button:
            pos (z0["x"] + 34, z0["y"] + 44) xysize (duel.TABLE_W, 196)
            padding (0, 0)
            background duel.face(staged[0], duel.TABLE_W, 196)
            alt duel.tr(_("{card}, your beating card; click to take it back")).format(card=duel.card_name(staged[0], m["trump"]))
            hover_foreground duel.focus_ring()
            action Function(duel.card_clicked, staged[0])

    ## ---------------------------------------------------------- status line
    frame:
        style duel.S("duel_panel")
        ## the high-contrast status text is larger: three lines fit above the hand
        pos (370, 664) xysize (1110, 124 if duel.hc() else 84)
        $ msg = duel.ui.message or m["status"]
        text msg style duel.S("duel_status") yalign 0.5 color (duel.col("bad") if (duel.ui.message and duel.ui.message_bad) else duel.col("text"))

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
        if my_turn and not m["durak"]:
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
            $ img = duel.portrait("marta", "happy" if m["terminal"] else "neutral")
            if img:
                add Transform(img, xysize=(150, 150)) pos (0, 6)
            text _("Marta") style duel.S("duel_name") pos (0, 166) color duel.col("coach_name")
            text line style duel.S("duel_text") size 25 pos (170, 4) xmaximum 560


screen duel_options():
    modal True
    zorder 150
    add Solid("#0009")
    frame:
        style duel.S("duel_panel")
        align (0.5, 0.5) xysize (760, 660)
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
    add Solid("#00000080")
    frame:
        style duel.S("duel_panel")
        align (0.5, 0.45) xysize (900, 380)
        background Frame(Solid("#0d1f16f0" if not duel.hc() else "#000000"), 0, 0)
        has vbox spacing 20 xalign 0.5
        text m["status"] style duel.S("duel_text") size 44 xalign 0.5 text_align 0.5 xmaximum 840
        if duel_spec.get("series"):
            text duel.tr(_("Game {g} of {n}. Tokens (fewest wins): {t}")).format(g=duel_game_no, n=duel_spec["series"], t=duel.tokens_text()) style duel.S("duel_text") xalign 0.5 text_align 0.5 xmaximum 840
        null height 20
        if last:
            textbutton _("Continue"):
                style duel.S("duel_button")
                xalign 0.5
                action Return("done")
        else:
            textbutton _("Next game"):
                style duel.S("duel_button")
                xalign 0.5
                action Return("next")
