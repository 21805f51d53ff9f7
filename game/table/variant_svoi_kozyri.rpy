## variant_svoi_kozyri.rpy — the table of Svoi Kozyri (owner: table).
##
## Each player chooses an own trump suit (buttons in the middle of the table); one pile in the middle
## whose top card is the drop target: lead onto an empty pile, or beat the top card and
## lay one more card on it (the beating card waits on the pile, staged, until the second
## card comes); PICK UP instead. Seats show each player's own trump suit.

init -4 python in duel:

    import store
    import engine

    PILE_STEP = 100     # between two cards of the pile

    class KozyriModel(Record):
        """Svoi Kozyri's own fields of the model (m.own)."""
        pile_count: int             # cards in the pile
        kz_top: "Optional[str]"     # the pile's top card's code (None: empty)
        beat_first: dict            # code -> the beat actions it starts

    class KozyriAdapter(PlayButton, Adapter):
        family = "kozyri"
        talon_screen = "duel_talon_stock"
        drop_screen = "duel_drop_kozyri"
        overlay_screen = "duel_kozyri_overlay"
        one_trump = False
        event_sounds = {"deal": "shuffle", "lead": "place", "beat": "place", "pick_up": "take",
                        "draw": "deal"}
        laid = ("lead", "beat")
        swept = ("pick_up",)
        hotkeys = {"take": ("pick_up",)}
        # PLAY plays what is placed on the pile (PICK UP is a plain move button); a
        # selection is placed from its first card, the beating one
        play_kinds = ("lead", "beat")
        play_zone = "zone:pile"
        play_selected = 0
        def own_model(self):
            return KozyriModel(pile_count=0, kz_top=None, beat_first={})

        def moods(self, events, m):
            """Pleased when you pick the pile up, sad on their own pick-up; a seat that
            goes out is happy."""
            out = []
            others = [s["p"] for s in m.seats]
            for e in events:
                if e.kind == "pick_up":
                    out.extend([(q, "happy") for q in others] if e.player == 0 else [(e.player, "sad")])
                elif e.kind == "out":
                    out.append((e.player, "happy"))
            return out

        def event_line(self, e, state, name):
            if e.kind == "pick_up" and e.player != 0:
                return ("take", store.nplural(len(e.cards) or e.count, _("{name} picks up {n} card.|{name} picks up {n} cards."), name=name(e.player)))
            return None

        def reserve(self, v):
            # the stock (its talon_count is 0 while the trumps are chosen)
            return v.stock_count

        def build(self, state, v, m):
            """One pile in the middle; each player's own trump suit at their seat."""
            suits = tuple(v.suits)
            for s in m.seats:
                su = suits[s["p"]] if s["p"] < len(suits) else None
                bits = []
                if su is not None:
                    bits.append(tr(_("trumps {sym}")).format(sym=suit_mark(su)))
                if s["out"]:
                    bits.append(tr(_("out")))
                s["role"] = ", ".join(bits)
            mine = suits[0] if suits else None
            if m.terminal:
                m.my_role = ""
            elif mine is None:
                m.my_role = tr(_("Choose your trumps"))
            else:
                m.my_role = tr(_("Your trumps: {suit} {sym}")).format(suit=suit_name(mine), sym=suit_mark(mine))
            m.talon = v.stock_count
            pile = list(v.pile)
            shown = pile[-6:]
            # who laid each card: the rules record it (engine.views.KozyriView.pile_owners,
            # in the table's seat numbers online too), None where a loaded old save lacks it
            owners = list(v.pile_owners)[-6:]
            spec = store.duel_spec or {}
            x0 = 960 - (TABLE_W + 5 * PILE_STEP) // 2
            for i, c in enumerate(shown):
                top = i == len(shown) - 1
                who = owners[i] if i < len(owners) else None
                # the pile's cards are pictures (the zone over the top card takes the
                # drops and the focus: a card just played wears no ring); under each, who
                # laid it (the pile was hard to read: which cards, whose)
                m.center.append({"code": str(c), "x": x0 + i * PILE_STEP, "y": FIELD_Y + (i % 2) * 14,
                                    "alt": card_name(c) + (", " + tr(_("the top card")) if top else ""),
                                    "act": None, "zone": None, "focus": False,
                                    "tag": None if who is None else (tr(_("You")) if who == 0 else seat_name(spec, who)),
                                    "tag_w": TABLE_W if top else PILE_STEP - 4})
            if shown:
                zx, zy = x0 + (len(shown) - 1) * PILE_STEP, FIELD_Y + ((len(shown) - 1) % 2) * 14
                alt = store.nplural(len(pile), _("The pile, {n} card; top card {card}: drop a card on it to beat it|The pile, {n} cards; top card {card}: drop a card on it to beat it"),
                    card=card_name(shown[-1], mid=True))
            else:
                zx, zy = x0, FIELD_Y
                alt = tr(_("The empty pile: lead a card here"))
            m.zones.append({"name": "zone:pile", "x": zx, "y": zy, "w": TABLE_W, "h": TABLE_H, "alt": alt})
            m.own.pile_count = len(pile)
            m.own.kz_top = str(pile[-1]) if pile else None
            beat = {}
            for a in m.legal:
                if a.kind == "beat":
                    beat.setdefault(str(a.cards[0]), []).append(a)
            m.own.beat_first = beat

        def status(self, state, m, spec):
            if m.phase == "choose":
                return tr(_("Choose your own trump suit with the buttons above."))
            if not m.own.kz_top:
                return tr(_("The pile is empty: lead any card onto it."))
            if m.own.beat_first:
                return tr(_("Beat the {card} (a higher card of its suit, or one of your trumps), then lay one more card on top; or PICK UP.")).format(card=card_short(m.own.kz_top))
            return tr(_("Nothing of yours beats the {card}: PICK UP.")).format(card=card_short(m.own.kz_top))

        def generic_actions(self, m):
            """PICK UP (the suit choice has its own panel: duel_choose_suit)."""
            return [(action_label(a, m), a) for a in m.legal if not a.cards and a.kind != "choose_suit"]

        def figure_rows(self, variant):
            return [(_("Cards beaten"), "beats"), (_("Pick-ups"), "takes")]

        def suit_choices(self, state, m):
            """[(suit, action or None, who took it)] for the suit choice panel."""
            v = m.view
            suits = tuple(v.suits)
            acts = dict((a.suit, a) for a in m.legal if a.kind == "choose_suit")
            spec = store.duel_spec or {}
            out = []
            for su in range(4):
                owner = None
                for p, s2 in enumerate(suits):
                    if s2 == su:
                        owner = tr(_("You")) if p == 0 else seat_name(spec, p)
                out.append((su, acts.get(su), owner))
            return out

        def staged_actions(self, state, m):
            if not ui.staged:
                return []
            cards = tuple(engine.Card.parse(c) for c in ui.staged)
            top = m.own.kz_top
            if top is None:
                return [engine.Action("lead", cards[:1])]
            return [engine.Action("beat", cards[:2], engine.Card.parse(top))]

        def zone(self, name, code, state, m, play=True):
            """The pile: a lead, or the beating card and then the card laid on it, are
            placed there; PLAY (or Enter) plays them (at once with instant play)."""
            if name != "zone:pile":
                return None
            card = engine.Card.parse(code)
            top = m.own.kz_top
            if top is None:
                a = engine.Action("lead", (card,))
                if not state.is_legal(a):
                    return _say(_refuse(state, a) or tr(REFUSAL_FALLBACK))
                ui.staged = [code]
                msg = tr(_("Placed. Press PLAY (or Enter) to lead it."))
            elif ui.staged:
                beater = engine.Card.parse(ui.staged[0])
                a = engine.Action("beat", (beater, card), engine.Card.parse(top))
                if not state.is_legal(a):
                    return _say(_refuse(state, a) or tr(REFUSAL_FALLBACK))
                ui.staged = [ui.staged[0], code]
                msg = tr(_("Placed. Press PLAY (or Enter) to beat and lay it."))
            else:
                options = m.own.beat_first.get(code)
                alone = engine.Action("beat", (card,), engine.Card.parse(top))
                if options is None:
                    return _say(_refuse(state, alone) or tr(REFUSAL_FALLBACK))
                ui.staged = [code]
                if alone in options:
                    msg = tr(_("Placed. Press PLAY (or Enter) to beat with it, or lay one more card on top."))
                else:
                    # the beat is not whole yet: even with instant play, the next card comes first
                    play = False
                    ui.message = tr(_("Beaten with the {card}. Now lay one more card on top.")).format(card=card_short(code))
                    ui.message_bad = False
                    sfx("click")
            if code in ui.selected:
                ui.selected.remove(code)
            if not play:
                renpy.restart_interaction()
                return None
            return placed(msg)

        def staged_xy(self, k, m):
            if not m.zones:
                return None
            z = m.zones[0]
            return (z["x"] + 34 + 40 * k, z["y"] + 44 + 20 * k, TABLE_W, TABLE_H)

        def center(self, item, state, m):
            if item["act"] is not None and m.turn == 0:
                return _ok(item["act"])
            if ui.selected:
                return zone_play("zone:pile", ui.selected[-1])
            return None

    register_adapter(KozyriAdapter())

    def kz_staged_clicked(code):
        """A click on a card placed on the pile: with a card selected, that card is
        laid on it; else the placed card goes back to the hand."""
        if ui.selected and code not in ui.selected:
            return zone_play("zone:pile", ui.selected[-1])
        return card_clicked(code)

    def suit_choice_alt(su):
        """What self-voicing reads for a suit of the suit choice (tests find it by this)."""
        return tr(_("Choose {suit} as your trumps")).format(suit=suit_name(su))


## Svoi Kozyri's overlay: the suit choice, and under each card of the pile who laid it.
screen duel_kozyri_overlay(m, my_turn):
    use duel_choose_suit(m, my_turn)
    for c in m.center:
        if c.get("tag"):
            frame:
                pos (c["x"], duel.FIELD_Y + 14 + duel.TABLE_H + 2) xsize c["tag_w"]    # one row, under the lowest card
                padding (4, 0)
                background Frame(Solid(duel.col("plate")), 0, 0)
                text c["tag"] style duel.S("duel_small") size duel.one_line_size(c["tag"], c["tag_w"] - 8) xalign 0.5


## The stock, face down, in the left column.
screen duel_talon_stock(m):
    if m.talon > 0:
        button:
            pos (0, 0) xysize (duel.TABLE_W, duel.TABLE_H)
            background duel.back(duel.TABLE_W, duel.TABLE_H)
            alt nplural(m.talon, _("Deck, {n} card|Deck, {n} cards"))
            hover_foreground duel.focus_ring()
            action NullAction()


## The beating card placed on the top card, waiting for the card to lay on it; a click
## takes it back. (A drag only to sit in the table's draggroup, above the pile's zone.)
screen duel_drop_kozyri(m, my_turn, staged):
    if staged and m.zones:
        $ z0 = m.zones[0]
        for k, sc in enumerate(staged[:2]):
            drag:
                drag_name "staged:" + sc
                draggable False
                droppable (k == 0 and len(staged) == 1 and m.own.kz_top is not None)
                dropped duel.on_drop
                xpos z0["x"] + 34 + 40 * k ypos z0["y"] + 44 + 20 * k
                button:
                    xysize (duel.TABLE_W, duel.TABLE_H)
                    padding (0, 0)
                    background duel.face(sc, duel.TABLE_W, duel.TABLE_H)
                    alt duel.tr(_("{card}, placed, not yet played; click to take it back")).format(card=duel.card_name(sc, m.trump))
                    hover_foreground duel.focus_ring()
                    action Function(duel.kz_staged_clicked, sc)
                    add duel.placed_mark(duel.TABLE_W, duel.TABLE_H)


## The suit choice, in the middle of the table when it is the player's turn to choose:
## what an own trump suit is, and which suits the others have taken. It stands on the
## status line's top edge, wide and low, between the seats' plates and the prompt (it
## covered the prompt).
screen duel_choose_suit(m, my_turn):
    if my_turn and m.phase == "choose":
        frame:
            id "duel_choose_panel"
            style duel.S("duel_panel")
            background Frame(Solid(duel.col("ribbon")), 0, 0)
            pos (960, duel.STATUS_XY[1] - 10) xanchor 0.5 yanchor 1.0 xsize 1440
            has vbox spacing 8 xalign 0.5
            text _("Choose your own trump suit") style duel.S("duel_name") size 34 xalign 0.5 color duel.col("accent")
            text _("Before the deal each player takes a different suit as their own trumps. When you beat a card, any card of your suit beats a card of another suit; to everyone else your suit is an ordinary one. The cards are dealt once everybody has chosen.") style duel.S("duel_text") size 26 xalign 0.5 text_align 0.5 xmaximum 1390
            hbox:
                xalign 0.5 spacing 18
                for su, act, owner in m.adapter.suit_choices(duel_state, m):
                    button:
                        style duel.S("duel_button")
                        xysize (250, 92)
                        sensitive act is not None
                        action Function(duel.generic_play, act)
                        alt (duel.suit_choice_alt(su) if act is not None else duel.tr(_("{suit}: taken by {name}")).format(suit=duel.suit_title(su), name=owner or ""))
                        has vbox xalign 0.5 yalign 0.5 spacing 2
                        hbox:
                            xalign 0.5 spacing 8
                            add duel.suit_icon(su, 44) yalign 0.5
                            text duel.suit_title(su) style duel.S("duel_button_text") yalign 0.5
                        if owner:
                            text duel.tr(_("taken by {name}")).format(name=owner) style duel.S("duel_small") xalign 0.5
