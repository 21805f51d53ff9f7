## duel_keys.rpy — the table by keyboard and gamepad (owner: table).
##
## Ren'Py's own arrow-key focus moves to the nearest widget lying wholly
## beyond the focused one, so in a fanned hand (cards overlap) it skipped
## cards, and Tab is Ren'Py's skip key. The table handles the arrows, Tab
## and Shift+Tab itself: hand cards count by their visible strip, Left and
## Right step card by card through the hand, Tab walks hand -> table ->
## action buttons -> options -> seats and piles. Enter on a hand card
## selects it and moves the focus to where that card goes; Enter there places
## it and moves the focus to the move's button; Enter on the button, or with
## nothing focused, plays what is placed (duel_input.rpy's one rule). Escape
## takes back a selection (and opens the game menu when there is none).

init -5 python in duel:

    import store

    def _focus_entries():
        """[(focus, (x0, y0, x1, y1), group)] of the table's keyboard-focusable
        widgets; a hand card's rect is the strip not covered by the next card."""
        scr = renpy.get_screen("duel_table")
        if scr is None:
            return []
        m = model(store.duel_state)
        hand_codes = [h["code"] for h, _x in visible_hand(m)]
        my_turn = m.turn == 0
        ## the right-hand columns where the screen puts them (duel_screens.rpy): the action
        ## buttons from action_column's top, the corner column from corner_top's
        column_x = min(BUTTONS_XY[0], CORNER_XY[0])
        column_top = min(action_column(m, my_turn)[0], corner_top(m, my_turn))
        corner = corner_top(m, my_turn) - 6
        ## the battlefield: 30 px inside the cloth's calm field (LAYOUT), short of the
        ## discard pile's button, from the far rim down to the lowest beating card
        field_x0, field_x1 = LAYOUT["field"][0] + 30, DISCARD_XY[0] - 32
        field_y1 = FIELD_Y + TABLE_H + BEAT_DY + 10
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
            if f.x >= column_x and f.y >= column_top:
                group = 2 if f.y < corner else 3       # action buttons, then Undo/Hint/options/Menu
            elif RIM_Y <= f.y and f.y + f.h <= field_y1 and field_x0 <= f.x < field_x1:
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
        legal = set(h["code"] for h in m.hand if h["legal"]) if m.turn == 0 else set()
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
        to (the adapter's focus_goal: the ATTACK button, the card it beats, a zone)."""
        if m.turn != 0 or code not in ui.selected:
            return None
        return m.adapter.focus_goal(code, m)

    def key_enter():
        """Enter / Space on the table: a focused hand card is selected (drags
        take no key input) and the focus moves to where it goes next."""
        f = renpy.display.focus.get_focused()
        name = getattr(f, "drag_name", None)
        if not name or name.startswith("slot:") or name.startswith("target:") \
                or name.startswith("zone:") or name.startswith("staged:"):
            # nothing here takes Enter itself: it plays what is placed
            follow_state()
            if ui.staged and model(store.duel_state).turn == 0:
                return play_placed()
            return None
        rv = key_activate()
        goal = target_id(name, model(store.duel_state))
        if goal is not None:
            renpy.set_focus("duel_table", goal)
        return rv

    def key_escape(menu=True):
        """Escape takes back the selected and placed cards; with none, it opens
        the game menu as everywhere else (not for a gamepad's B: menu=False)."""
        follow_state()
        if ui.selected or ui.staged:
            ui.selected = []
            ui.staged = []
            ui.message = None
            renpy.restart_interaction()
            return None
        if not menu or model(store.duel_state).remote:
            return None       # online games have no game menu (see the Menu button)
        return renpy.run(store.ShowMenu())
