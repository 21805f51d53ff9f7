## variant_svoi_kozyri.rpy — the table of Svoi Kozyri (owner: table).
##
## Each player chooses an own trump suit (buttons at the right); one pile in the middle
## whose top card is the drop target: lead onto an empty pile, or beat the top card and
## lay one more card on it (the beating card waits on the pile, staged, until the second
## card comes); PICK UP instead. Seats show each player's own trump suit.

init -4 python in duel:

    import store
    import engine

    PILE_STEP = 100     # between two cards of the pile

    class KozyriAdapter(Adapter):
        variants = ("svoi_kozyri",)
        title = _("Svoi Kozyri")
        talon_screen = "duel_talon_stock"
        drop_screen = "duel_drop_kozyri"
        overlay_screen = "duel_choose_suit"
        one_trump = False

        def build(self, state, v, m):
            """One pile in the middle; each player's own trump suit at their seat."""
            suits = tuple(getattr(v, "suits", ()) or ())
            for s in m["seats"]:
                su = suits[s["p"]] if s["p"] < len(suits) else None
                bits = []
                if su is not None:
                    bits.append(tr(_("trumps {sym}")).format(sym=suit_mark(su)))
                if s["out"]:
                    bits.append(tr(_("out")))
                s["role"] = ", ".join(bits)
            mine = suits[0] if suits else None
            if m["terminal"]:
                m["my_role"] = ""
            elif mine is None:
                m["my_role"] = tr(_("Choose your trumps"))
            else:
                m["my_role"] = tr(_("Your trumps: {suit} {sym}")).format(suit=suit_name(mine), sym=suit_mark(mine))
            m["talon_word"] = _("Stock: {n}")
            m["talon"] = getattr(v, "stock_count", m["talon"])
            pile = list(getattr(v, "pile", ()) or ())
            shown = pile[-6:]
            x0 = 960 - (TABLE_W + 5 * PILE_STEP) // 2
            for i, c in enumerate(shown):
                top = i == len(shown) - 1
                # the pile's cards are pictures (the zone over the top card takes the
                # drops and the focus: a card just played wears no ring)
                m["center"].append({"code": str(c), "x": x0 + i * PILE_STEP, "y": FIELD_Y + (i % 2) * 14,
                                    "alt": card_name(c) + (", " + tr(_("the top card")) if top else ""),
                                    "act": None, "zone": None, "focus": False})
            if shown:
                zx, zy = x0 + (len(shown) - 1) * PILE_STEP, FIELD_Y + ((len(shown) - 1) % 2) * 14
                alt = store.nplural(len(pile), _("The pile, {n} card; top card {card}: drop a card on it to beat it|The pile, {n} cards; top card {card}: drop a card on it to beat it"),
                    card=card_name(shown[-1], mid=True))
            else:
                zx, zy = x0, FIELD_Y
                alt = tr(_("The empty pile: lead a card here"))
            m["zones"].append({"name": "zone:pile", "x": zx, "y": zy, "w": TABLE_W, "h": TABLE_H, "alt": alt})
            m["pile_count"] = len(pile)
            m["kz_top"] = str(pile[-1]) if pile else None
            beat = {}
            for a in m["legal"]:
                if a.kind == "beat":
                    beat.setdefault(str(a.cards[0]), []).append(a)
            m["beat_first"] = beat

        def status(self, state, m, spec):
            if m["phase"] == "choose":
                return tr(_("Choose your own trump suit with the buttons at the right."))
            if not m.get("kz_top"):
                return tr(_("The pile is empty: lead any card onto it."))
            if m["beat_first"]:
                return tr(_("Beat the {card} (a higher card of its suit, or one of your trumps), then lay one more card on top; or PICK UP.")).format(card=card_short(m["kz_top"]))
            return tr(_("Nothing of yours beats the {card}: PICK UP.")).format(card=card_short(m["kz_top"]))

        def generic_actions(self, m):
            """PICK UP (the suit choice has its own panel: duel_choose_suit)."""
            return [(action_label(a, m), a) for a in m["legal"] if not a.cards and a.kind != "choose_suit"]

        def suit_choices(self, state, m):
            """[(suit, action or None, who took it)] for the suit choice panel."""
            v = m["view"]
            suits = tuple(getattr(v, "suits", ()) or ())
            acts = dict((a.suit, a) for a in m["legal"] if a.kind == "choose_suit")
            spec = store.duel_spec or {}
            out = []
            for su in range(4):
                owner = None
                for p, s2 in enumerate(suits):
                    if s2 == su:
                        owner = tr(_("You")) if p == 0 else seat_name(spec, p)
                out.append((su, acts.get(su), owner))
            return out

        def zone(self, name, code, state, m):
            if name != "zone:pile":
                return None
            card = engine.Card.parse(code)
            top = m.get("kz_top")
            if top is None:
                a = engine.Action("lead", (card,))
            elif ui.staged:
                beater = engine.Card.parse(ui.staged[0])
                a = engine.Action("beat", (beater, card), engine.Card.parse(top))
            else:
                options = m["beat_first"].get(code)
                alone = engine.Action("beat", (card,), engine.Card.parse(top))
                if options is None:
                    return _say(_refuse(state, alone) or tr(REFUSAL_FALLBACK))
                if alone in options:
                    return _ok(alone)
                ui.staged = [code]
                if code in ui.selected:
                    ui.selected.remove(code)
                ui.message = tr(_("Beaten with the {card}. Now lay one more card on top.")).format(card=card_short(code))
                ui.message_bad = False
                sfx("click")
                renpy.restart_interaction()
                return None
            return _play(state, a)

        def staged_xy(self, k, m):
            if not m["zones"]:
                return None
            z = m["zones"][0]
            return (z["x"] + 34, z["y"] + 44, TABLE_W, TABLE_H)

        def center(self, item, state, m):
            if item["act"] is not None and m["turn"] == 0:
                return _ok(item["act"])
            if ui.selected:
                return zone_play("zone:pile", ui.selected[-1])
            return None

    register_adapter(KozyriAdapter())

    def suit_choice_alt(su):
        """What self-voicing reads for a suit of the suit choice (tests find it by this)."""
        return tr(_("Choose {suit} as your trumps")).format(suit=suit_name(su))


## The stock, face down, in the left column.
screen duel_talon_stock(m):
    if m["talon"] > 0:
        button:
            pos (0, 0) xysize (duel.TABLE_W, duel.TABLE_H)
            background duel.back(duel.TABLE_W, duel.TABLE_H)
            alt nplural(m["talon"], _("Stock, {n} card|Stock, {n} cards"))
            hover_foreground duel.focus_ring()
            action NullAction()


## The beating card placed on the top card, waiting for the card to lay on it; a click
## takes it back. (A drag only to sit in the table's draggroup, above the pile's zone.)
screen duel_drop_kozyri(m, my_turn, staged):
    if staged and m["zones"]:
        $ z0 = m["zones"][0]
        drag:
            drag_name "staged:" + staged[0]
            draggable False
            droppable False
            xpos z0["x"] + 34 ypos z0["y"] + 44
            button:
                xysize (duel.TABLE_W, duel.TABLE_H)
                padding (0, 0)
                background duel.face(staged[0], duel.TABLE_W, duel.TABLE_H)
                alt duel.tr(_("{card}, your beating card; click to take it back")).format(card=duel.card_name(staged[0], m["trump"]))
                hover_foreground duel.focus_ring()
                action Function(duel.card_clicked, staged[0])


## The suit choice, in the middle of the table when it is the player's turn to choose:
## what an own trump suit is, and which suits the others have taken.
screen duel_choose_suit(m, my_turn):
    if my_turn and m["phase"] == "choose":
        frame:
            style duel.S("duel_panel")
            background Frame(Solid(duel.col("ribbon")), 0, 0)
            pos (960, duel.FIELD_Y - 30) xanchor 0.5 xsize 1180
            has vbox spacing 14 xalign 0.5
            text _("Choose your own trump suit") style duel.S("duel_name") size 40 xalign 0.5 color duel.col("accent")
            text _("Before the deal each player takes a different suit as their own trumps. When you beat a card, any card of your suit beats a card of another suit; to everyone else your suit is an ordinary one. The cards are dealt once everybody has chosen.") style duel.S("duel_text") xalign 0.5 text_align 0.5 xmaximum 1120
            hbox:
                xalign 0.5 spacing 18
                for su, act, owner in m["adapter"].suit_choices(duel_state, m):
                    button:
                        style duel.S("duel_button")
                        xysize (250, 120)
                        sensitive act is not None
                        action Function(duel.generic_play, act)
                        alt (duel.suit_choice_alt(su) if act is not None else duel.tr(_("{suit}: taken by {name}")).format(suit=duel.suit_name(su), name=owner or ""))
                        has vbox xalign 0.5 yalign 0.5 spacing 2
                        hbox:
                            xalign 0.5 spacing 8
                            add duel.suit_icon(su, 44) yalign 0.5
                            text duel.suit_title(su) style duel.S("duel_button_text") yalign 0.5
                        if owner:
                            text duel.tr(_("taken by {name}")).format(name=owner) style duel.S("duel_small") xalign 0.5
