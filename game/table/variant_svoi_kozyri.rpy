## variant_svoi_kozyri.rpy — the table of Svoi Kozyri (owner: table).
##
## Each player chooses an own trump suit (buttons at the right); one pile in the middle
## whose top card is the drop target: lead onto an empty pile, or beat the top card and
## lay one more card on it (the beating card waits on the pile, staged, until the second
## card comes); PICK UP instead. Seats show each player's own trump suit.

init -4 python in duel:

    import store
    import engine

    class KozyriAdapter(Adapter):
        variants = ("svoi_kozyri",)
        title = _("Svoi Kozyri")
        talon_screen = "duel_talon_stock"
        drop_screen = "duel_drop_kozyri"

        def build(self, state, v, m):
            """One pile in the middle; each player's own trump suit at their seat."""
            suits = tuple(getattr(v, "suits", ()) or ())
            for s in m["seats"]:
                su = suits[s["p"]] if s["p"] < len(suits) else None
                bits = []
                if su is not None:
                    bits.append(tr(_("trumps {sym}")).format(sym=SUIT_SYMBOLS[su]))
                if s["out"]:
                    bits.append(tr(_("out")))
                s["role"] = ", ".join(bits)
            mine = suits[0] if suits else None
            if m["terminal"]:
                m["my_role"] = ""
            elif mine is None:
                m["my_role"] = tr(_("Choose your trumps"))
            else:
                m["my_role"] = tr(_("Your trumps: {suit} {sym}")).format(suit=suit_name(mine), sym=SUIT_SYMBOLS[mine])
            m["talon_word"] = _("Stock: {n}")
            m["talon"] = getattr(v, "stock_count", m["talon"])
            pile = list(getattr(v, "pile", ()) or ())
            shown = pile[-6:]
            x0 = 560
            for i, c in enumerate(shown):
                top = i == len(shown) - 1
                m["center"].append({"code": str(c), "x": x0 + i * 92, "y": 372 + (i % 2) * 12,
                                    "alt": card_name(c) + (", " + tr(_("the top card")) if top else ""),
                                    "act": None, "zone": None})
            if shown:
                zx, zy = x0 + (len(shown) - 1) * 92, 372 + ((len(shown) - 1) % 2) * 12
                alt = store.nplural(len(pile), _("The pile, {n} card; top card {card}: drop a card on it to beat it|The pile, {n} cards; top card {card}: drop a card on it to beat it"),
                    card=card_name(shown[-1], mid=True))
            else:
                zx, zy = x0, 372
                alt = tr(_("The empty pile: lead a card here"))
            m["zones"].append({"name": "zone:pile", "x": zx, "y": zy, "w": TABLE_W, "h": 196, "alt": alt})
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
            """The suit choice and PICK UP: the moves without a card."""
            return [(action_label(a, m), a) for a in m["legal"] if not a.cards]

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

        def center(self, item, state, m):
            if item["act"] is not None and m["turn"] == 0:
                return _ok(item["act"])
            if ui.selected:
                return zone_play("zone:pile", ui.selected[-1])
            return None

    register_adapter(KozyriAdapter())


## The stock, face down, in the left column.
screen duel_talon_stock(m):
    if m["talon"] > 0:
        button:
            pos (40, 90) xysize (126, 176)
            background duel.back(126, 176)
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
                xysize (duel.TABLE_W, 196)
                padding (0, 0)
                background duel.face(staged[0], duel.TABLE_W, 196)
                alt duel.tr(_("{card}, your beating card; click to take it back")).format(card=duel.card_name(staged[0], m["trump"]))
                hover_foreground duel.focus_ring()
                action Function(duel.card_clicked, staged[0])
