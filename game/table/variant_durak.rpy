## variant_durak.rpy — the table of Podkidnoy and Perevodnoy Durak (owner: table).
##
## The battlefield's six pair slots (a beating card lies across its attack card), the
## ATTACK / DEFEND / TRANSFER / TAKE / DONE buttons, drops on slots and on unbeaten
## cards, the status lines, the role banner, and the hooks of Marta's tutorial (her
## stacked deal and her coach lines are variant_durak_lesson.rpy's). Perevodnoy adds the
## transfer: a card of the attack's rank laid on a free slot, or the trump of that rank
## shown (option transfer_show).

init -4 python in duel:

    import store
    import engine

    ROLE_BANNERS = {"attack": _("You attack"), "defend": _("You defend"),
                    "out": _("You are out of cards!")}

    BUTTONS = (
        ("attack", _("ATTACK")),
        ("defend", _("DEFEND")),
        ("transfer", _("TRANSFER")),
        ("take", _("TAKE")),
        ("pass", _("DONE")),
    )

    class DurakAdapter(Adapter):
        family = "durak"
        bita = True
        field_screen = "duel_field_durak"
        drop_screen = "duel_drop_durak"
        talon_screen = "duel_talon_durak"
        discard_pile = True
        multi_select_phases = ("attack",)
        # (the bita's sweep to the discard pile is its announcement's cue, duel_stage.CUES)
        event_sounds = {"deal": "shuffle", "trump": "flip", "attack": "place", "throw_in": "place",
                        "defend": "place", "transfer": "place", "show": "flip", "take": "take",
                        "draw": "deal"}
        laid = ("attack", "throw_in", "transfer", "defend")
        swept = ("take", "discard")
        hotkeys = {"take": ("take",), "done": ("pass",)}

        # --- the model -------------------------------------------------------------------
        def prepare(self, v, m):
            # a DurakView (engine.views): the bout's roles and its limit
            m.attacker, m.defender, m.limit = v.attacker, v.defender, v.limit

        def index(self, m):
            """Defences by (card, the card it beats) and the attacks' sets of cards."""
            for a in m.legal:
                if a.kind == "defend":
                    m.defend[(str(a.cards[0]), str(a.target))] = a
                elif a.kind == "attack":
                    m.attack_sets.add(frozenset(str(c) for c in a.cards))

        def place_cards(self, m, pos):
            # the pairs: an attack card on its slot, its beating card across it
            for s in m.slots:
                if s["attack"]:
                    pos[s["attack"]] = (s["x"], s["y"], TABLE_W, TABLE_H)
                if s["defence"]:
                    pos[s["defence"]] = (s["x"] + BEAT_DX, s["y"] + BEAT_DY, TABLE_W, TABLE_H)

        def can_beat(self, m, code, target):
            return (code, target) in m.defend

        def target_xy(self, m, target):
            # the unbeaten attack card on its slot
            for s in m.slots:
                if s["attack"] == target and not s["defence"]:
                    return (s["x"], s["y"])
            return None

        def stage_on(self, a):
            # a defence lies on the card it beats
            return {str(a.cards[0]): str(a.target)} if a.kind == "defend" else {}

        def build(self, state, v, m):
            attacker, defender, out = m.attacker, m.defender, v.out
            for s in m.seats:
                p = s["p"]
                if m.terminal:
                    s["role"] = ""
                elif out[p]:
                    s["role"] = tr(_("out"))
                elif p == defender and m.phase == "taking":
                    s["role"] = tr(_("takes the cards"))     # they said Take: no more defending
                elif p == defender:
                    s["role"] = tr(_("defends"))
                elif p == attacker:
                    s["role"] = tr(_("attacks"))
            if not m.terminal:
                if out[0]:
                    m.my_role = tr(_("You are out"))
                elif defender == 0 and m.phase == "taking":
                    m.my_role = tr(_("You take the cards"))
                elif defender == 0:
                    m.my_role = tr(_("You defend"))
                elif attacker == 0:
                    m.my_role = tr(_("You attack"))
                else:
                    m.my_role = tr(_("You may throw in"))
            table = list(v.table)
            trump = m.trump
            slots = []
            for i in range(6):
                x, y = slot_xy(i)
                pair = table[i] if i < len(table) else None
                s = {"i": i, "x": x, "y": y, "attack": None, "defence": None,
                     "attack_name": "", "defence_name": ""}
                if pair is not None:
                    a, d = pair
                    s["attack"] = str(a)
                    s["attack_name"] = card_name(a, trump)
                    if d is not None:
                        s["defence"] = str(d)
                        s["defence_name"] = card_name(d, trump, mid=True)
                slots.append(s)
            m.slots = slots
            m.table_count = len(table)
            m.unbeaten = [s["attack"] for s in slots if s["attack"] and not s["defence"]]

        def status(self, state, m, spec):
            phase, kinds = m.phase, m.kinds
            if phase == "attack":
                return tr(_("Your attack: place one card, or several of one rank, on the table and press ATTACK."))
            if phase == "defend":
                first = m.unbeaten[0] if m.unbeaten else None
                if "transfer" in kinds:
                    return tr(_("Beat the {card} with a higher card of its suit or a trump, TRANSFER it with a card of its rank, or TAKE.")).format(card=card_short(first))
                if len(m.unbeaten) > 1:
                    return store.nplural(len(m.unbeaten), _("Beat the card on the table, or TAKE it.|Beat every card on the table ({n} left), or TAKE them all."))
                return tr(_("Beat the {card} with a higher card of its suit or a trump, or TAKE.")).format(card=card_short(first))
            # (no card to throw in, every card dimmed: the line says so, it does not ask
            # for one: issue 26)
            if phase == "add":
                if "throw_in" not in kinds:
                    return tr(_("Everything is beaten and you have nothing to throw in: press DISCARD."))
                return tr(_("Everything is beaten. Throw in a card of a rank on the table, or press DISCARD: the beaten cards go to the discard pile (bita)."))
            if phase == "taking":
                if "throw_in" not in kinds:
                    return tr(_("{name} takes. Nothing to throw in: press DONE.")).format(name=seat_name(spec, m.defender))
                return tr(_("{name} takes. Throw in more cards of the ranks on the table, or press DONE.")).format(name=seat_name(spec, m.defender))
            return Adapter.status(self, state, m, spec)

        # --- buttons ---------------------------------------------------------------------
        def buttons(self, m):
            phase, kinds = m.phase, m.kinds
            out = []
            if phase == "attack":
                out.append("attack")
            if phase == "defend":
                out.append("defend")
                if "transfer" in kinds or "show" in kinds:
                    out.append("transfer")
                out.append("take")
            if phase in ("add", "taking"):
                out.append("attack")
                out.append("pass")
            return out

        def generic_actions(self, m):
            return []

        def button_label(self, kind, m):
            if kind == "attack" and m.phase in ("add", "taking"):
                return tr(_("THROW IN"))
            if kind == "pass" and m.phase == "add":
                # the Rules' word for what it does (the bout's cards are discarded); the
                # prompt glosses it as bita ("DONE — BITA" read as two commands: issue 26)
                return tr(_("DISCARD"))
            for k, label in BUTTONS:
                if k == kind:
                    return tr(label)
            return kind

        def button_sensitive(self, kind, m):
            if kind == "attack":
                return bool(ui.staged or ui.selected)
            if kind == "defend":
                return bool(ui.stage_on or ui.selected)
            if kind == "transfer":
                return bool([c for c in ui.staged if c not in ui.stage_on] or ui.selected)
            if kind in ("take", "pass"):
                return kind in m.kinds
            return False

        def press(self, kind, state, m):
            """A move's button plays what is placed for it; with nothing placed, it
            places the selected cards where they go and plays them."""
            phase = m.phase
            if kind in ("take", "pass"):
                return _play(state, engine.Action(kind))
            free = [c for c in ui.staged if c not in ui.stage_on]
            if kind == "attack":
                if ui.staged:
                    return play_placed()
                if not ui.selected:
                    if phase == "attack":
                        return _say(tr(_("Place one or more cards of one rank on the table first.")), False)
                    return _say(tr(_("Choose a card to throw in first.")), False)
                return self._place_and_play(list(ui.selected), None, state, m)
            if kind == "defend":
                if ui.stage_on:
                    return play_placed()
                if free:
                    return _say(tr(_("The card you placed transfers the attack: press TRANSFER, or take it back.")), False)
                if not ui.selected:
                    return _say(tr(_("Choose a card to beat with first.")), False)
                for code in ui.selected:
                    for t in m.unbeaten:
                        if (code, t) in m.defend:
                            return self._place_and_play([code], t, state, m)
                if m.unbeaten:
                    return self.beat(ui.selected[-1], m.unbeaten[0], state, m)
                return _say(tr(REFUSAL_FALLBACK))
            if kind == "transfer":
                if free:
                    return play_placed()
                if not ui.selected:
                    return _say(tr(_("Choose a card of the attacking rank to transfer with.")), False)
                return self._place_and_play([ui.selected[-1]], None, state, m)
            return None

        def _place_and_play(self, codes, target, state, m):
            """A button pressed with cards selected and none placed: they are placed
            where they go and played (the button is the commit)."""
            if target is not None:
                rv = self.beat(codes[0], target, state, m, play=False)
            else:
                rv = self.place(codes[0], None, state, m, play=False)
            if rv is not None or codes[0] not in ui.staged:
                return rv
            return play_placed()

        def staged_actions(self, state, m):
            phase = m.phase
            cards = lambda codes: tuple(engine.CARDS[i] for i in sorted(int(engine.Card.parse(c)) for c in codes))
            if not ui.staged:
                return []
            if phase == "attack":
                return [engine.Action("attack", cards(ui.staged))]
            if phase in ("add", "taking"):
                return [engine.Action("throw_in", (engine.Card.parse(c),)) for c in ui.staged]
            if phase == "defend":
                if ui.stage_on:
                    return [m.defend.get((c, ui.stage_on[c])) or engine.Action(
                        "defend", (engine.Card.parse(c),), engine.Card.parse(ui.stage_on[c]))
                        for c in ui.staged if c in ui.stage_on]
                code = ui.staged[0]
                a = m.singles.get(("transfer", code)) or m.singles.get(("show", code))
                return [a or engine.Action("transfer", (engine.Card.parse(code),))]
            return []

        def commit_goal(self, m):
            if m.phase == "defend":
                return "duel_btn_defend" if ui.stage_on else "duel_btn_transfer"
            if "attack" in m.buttons:
                return "duel_btn_attack"
            return None

        # --- gestures --------------------------------------------------------------------
        def place(self, code, i, state, m, play=True):
            """To a free slot: placed for an attack (with the other selected cards
            of its rank), a throw-in (with the other selected cards that may be
            thrown in), or a transfer, depending on the phase; played by the move's
            button (at once with instant play)."""
            phase = m.phase
            others = [c for c in ui.selected if c != code and c not in ui.staged]
            if phase == "attack":
                rank = engine.Card.parse(code).rank
                if any(engine.Card.parse(c).rank != rank for c in ui.staged):
                    return _say(refusal_text(engine.IllegalAction("mixed_ranks")))
                candidate = frozenset(ui.staged + [code])
                if candidate not in m.attack_sets:
                    return _say(_refuse(state, engine.Action("attack", tuple(
                        engine.Card.parse(c) for c in sorted(candidate)))) or tr(REFUSAL_FALLBACK))
                new = [code]
                for c in others:
                    if engine.Card.parse(c).rank == rank and frozenset(ui.staged + new + [c]) in m.attack_sets:
                        new.append(c)
                ui.staged.extend(new)
                ui.selected = [c for c in ui.selected if c not in new and engine.Card.parse(c).rank == rank]
                msg = tr(_("Placed. Place more cards of the same rank, or press ATTACK (or Enter) to play."))
                return placed(msg) if play else None
            card = engine.Card.parse(code)
            if phase in ("add", "taking"):
                a = engine.Action("throw_in", (card,))
                if not state.is_legal(a):
                    return _say(_refuse(state, a) or tr(REFUSAL_FALLBACK))
                if ui.stage_on:
                    ui.stage_on = {}
                room = m.limit - m.table_count - len(ui.staged)
                if room <= 0:
                    return _say(refusal_text(engine.IllegalAction("too_many_cards", limit=m.limit)))
                new = [code]
                for c in others:
                    if len(new) < room and ("throw_in", c) in m.singles:
                        new.append(c)
                ui.staged.extend(new)
                ui.selected = [c for c in ui.selected if c not in new]
                msg = tr(_("Placed. Press THROW IN (or Enter) to play, or place more."))
                return placed(msg) if play else None
            if phase == "defend":
                a = m.singles.get(("transfer", code)) or m.singles.get(("show", code))
                if a is None:
                    return _say(_refuse(state, engine.Action("transfer", (card,))) or tr(REFUSAL_FALLBACK))
                # a transfer is one card, and no defence with it
                ui.staged = [code]
                ui.stage_on = {}
                ui.selected = [c for c in ui.selected if c != code]
                msg = tr(_("Placed to transfer. Press TRANSFER (or Enter) to play it."))
                return placed(msg) if play else None
            return _say(tr(REFUSAL_FALLBACK))

        def beat(self, code, target, state, m, play=True):
            a = m.defend.get((code, target))
            if a is not None:
                # placed on the card it beats (one card on each; no transfer with it)
                for c, t in list(ui.stage_on.items()):
                    if t == target or c == code:
                        unstage(c)
                ui.staged = [c for c in ui.staged if c in ui.stage_on]
                ui.staged.append(code)
                ui.stage_on[code] = target
                if code in ui.selected:
                    ui.selected.remove(code)
                msg = tr(_("Placed. Press DEFEND (or Enter) to play, or beat more cards first."))
                return placed(msg) if play else None
            if m.phase != "defend":
                # dropping on a beaten or unbeaten card outside defence = add to the table
                return self.place(code, None, state, m, play=play)
            a = engine.Action("defend", (engine.Card.parse(code),), engine.Card.parse(target))
            return _say(_refuse(state, a))

        def staged_xy(self, k, m):
            if k >= len(ui.staged):
                return None
            code = ui.staged[k]
            on = ui.stage_on.get(code)
            if on is not None:
                for s in m.slots:
                    if s["attack"] == on:
                        return (s["x"] + BEAT_DX, s["y"] + BEAT_DY, TABLE_W, TABLE_H)
                return None
            free = [c for c in ui.staged if c not in ui.stage_on]
            i = m.table_count + free.index(code)
            if i >= len(m.slots):
                return None
            x, y = slot_xy(i)
            return (x, y, TABLE_W, TABLE_H)

        def focus_goal(self, code, m):
            if m.phase == "defend":
                for t in m.unbeaten:
                    if (code, t) in m.defend:
                        return "duel_target_" + t
                if ("transfer", code) in m.singles or ("show", code) in m.singles:
                    return "duel_btn_transfer"
                return ("duel_target_" + m.unbeaten[0]) if m.unbeaten else None
            if "attack" in m.buttons:
                return "duel_btn_attack"
            return None

        def moods(self, events, m):
            """Pleased when you take, stung when their attack card is beaten, smug on
            their own transfer, surprised when you transfer onto them, the defender glad
            of a bita, a seat that goes out happy."""
            out = []
            others = [s["p"] for s in m.seats]
            for e in events:
                k, p = e.kind, e.player
                if k in ("taking", "take"):
                    out.extend([(q, "happy") for q in others] if p == 0 else [(p, "sad")])
                elif k == "defend" and p == 0 and m.attacker is not None:
                    out.append((m.attacker, "angry"))
                elif k in ("transfer", "show"):
                    out.append((e.count, "surprised") if p == 0 else (p, "smug"))
                elif k == "discard" and m.defender not in (None, 0):
                    out.append((m.defender, "happy"))
                elif k == "out":
                    out.append((p, "happy"))
            return out

        # --- announcements ---------------------------------------------------------------
        def event_line(self, e, state, name):
            """A transfer (or a trump shown to transfer), "I take", a bita."""
            k, p = e.kind, e.player
            if k in ("transfer", "show"):
                if e.count == 0:
                    return ("transfer", tr(_("Transfer! {name} passes the attack to you.")).format(name=name(p)))
                if p == 0:
                    return ("transfer", tr(_("Transfer! You pass the attack to {name}.")).format(name=name(e.count)))
                return ("transfer", tr(_("Transfer! {a} passes the attack to {b}.")).format(a=name(p), b=name(e.count)))
            if k == "taking":
                if p == 0:
                    return ("take", tr(_("You take.")))
                return ("take", tr(_("{name}: “I take.”")).format(name=name(p)))
            if k == "discard" and self.bita:
                return ("bita", tr(_("Bita! The beaten cards go to the discard pile.")))
            return None

        def role(self, state, v):
            if v.out[0]:
                return "out"
            bout = v.bout
            if v.defender == 0:
                return ("defend", bout)
            if v.attacker == 0:
                return ("attack", bout)
            return ("watch", bout)

        def figure_rows(self, variant):
            rows = [(_("Attacks led"), "attacks"), (_("Cards beaten"), "beats"), (_("Takes"), "takes")]
            spec = engine.VARIANTS.get(variant)
            if spec is not None and spec.transfers:
                rows.append((_("Transfers"), "transfers"))
            return rows

        def role_banner(self, kind, state):
            text = ROLE_BANNERS.get(kind)
            if text is not None:
                return tr(text)
            m = model(state)
            return tr(_("{a} attacks {d}")).format(a=seat_name(store.duel_spec, m.attacker),
                                                  d=seat_name(store.duel_spec, m.defender))

        # --- Marta's tutorial ------------------------------------------------------------
        def tutorial_state(self, spec):
            # the stacked deal is a position of its own variant and seats
            if (spec["variant"], spec["players"]) == (TUTORIAL_DEAL["variant"], TUTORIAL_DEAL["players"]):
                return engine.State.from_dict(TUTORIAL_DEAL)
            return None

        def coach_line(self, state, m):
            return marta_line(state, m)

    register_adapter(DurakAdapter())


## The trump lies face up under the talon, turned crosswise (the left column's frame).
## When it is the only card left, it lies alone: no back is drawn over it.
screen duel_talon_durak(m):
    $ w, h = duel.TABLE_W, duel.TABLE_H
    if m.trump_card and m.talon > 1:
        add duel.face(m.trump_card, w, h) pos (w // 2 + 10, 0) at duel_turned(w, h)
        button:
            pos (0, 0) xysize (w, h)
            background duel.back(w, h)
            alt nplural(m.talon, _("Deck, {n} card; trump {card}|Deck, {n} cards; trump {card}"), card=m.trump_name)
            hover_foreground duel.focus_ring()
            action NullAction()
            at duel_land(0.0)
    elif m.trump_card and m.talon == 1:
        button:
            pos (w // 2 + 10, 0) xysize (w, h)
            background duel.face(m.trump_card, w, h)
            alt duel.tr(_("Deck: only the trump is left, the {card}")).format(card=m.trump_name)
            hover_foreground duel.focus_ring()
            action NullAction()
            at duel_turned(w, h)
    elif m.trump_card:
        button:
            pos (0, 0) xysize (w, h)
            background duel.face(m.trump_card, w, h)
            alt duel.tr(_("The deck is empty; the trump was the {card}")).format(card=m.trump_name)
            hover_foreground duel.focus_ring()
            action NullAction()
            add Solid("#0008")


## Cards already beaten: plain pictures, the beating card across its attack card.
screen duel_field_durak(m, my_turn, staged):
    $ landing = m.landing
    $ w, h = duel.TABLE_W, duel.TABLE_H
    for s in m.slots:
        if s["attack"] and s["defence"]:
            $ ax, ay = s["x"], s["y"]
            add duel.face(s["attack"], w, h) pos (ax, ay) at duel_land(landing.get(s["attack"], 0.0))
            if duel.hc():
                add duel.RING_LIGHT pos (ax, ay) xysize (w, h)
            button:
                pos (ax + duel.BEAT_DX, ay + duel.BEAT_DY) xysize (w, h)
                background duel.face(s["defence"], w, h)
                foreground (duel.RING_LIGHT if duel.hc() else None)
                hover_foreground duel.focus_ring()
                alt duel.tr(_("{a} beaten by {d}")).format(a=s["attack_name"], d=s["defence_name"])
                action NullAction()
                at duel_land(landing.get(s["defence"], 0.0))


## Drop targets: free slots (a click places the selected card) and unbeaten attack cards.
screen duel_drop_durak(m, my_turn, staged):
    $ landing = m.landing
    $ w, h = duel.TABLE_W, duel.TABLE_H
    for s in m.slots:
        $ i = s["i"]
        if not s["attack"]:
            $ k = i - m.table_count
            $ free_staged = [c for c in staged if c not in duel.ui.stage_on]
            $ staged_code = free_staged[k] if 0 <= k < len(free_staged) else None
            $ open_slot = my_turn and i < max(m.limit, m.table_count + 1)
            drag:
                drag_name "slot:%d" % i
                draggable False
                droppable my_turn
                dropped duel.on_drop
                xpos s["x"] ypos s["y"]
                button:
                    id "duel_slot_%d" % i
                    xysize (w + duel.BEAT_DX, h + duel.BEAT_DY)
                    padding (0, 0)
                    hover_foreground duel.focus_ring()
                    if staged_code:
                        background duel.face(staged_code, w, h)
                        alt duel.tr(_("{card}, placed, not yet played; click to take it back")).format(card=duel.card_name(staged_code, m.trump))
                        action Function(duel.card_clicked, staged_code)
                        add duel.placed_mark(w, h)
                    else:
                        background Frame(Solid(duel.col("slot_open") if open_slot else "#00000000"), 0, 0, xysize=(w, h))
                        hover_background Frame(Solid(duel.col("slot_hover")), 0, 0, xysize=(w, h))
                        if duel.hc() and open_slot:
                            foreground duel.RING_SLOT_HC
                        alt duel.tr(_("Free place {n} on the table")).format(n=i + 1)
                        action Function(duel.slot_clicked, i)
        elif not s["defence"]:
            ## an unbeaten attack card: drop or click a card on it to beat it (a card
            ## placed on it, not yet played, lies across it)
            $ on_it = [c for c in staged if duel.ui.stage_on.get(c) == s["attack"]]
            drag:
                drag_name "target:" + s["attack"]
                draggable False
                droppable my_turn
                dropped duel.on_drop
                xpos s["x"] ypos s["y"]
                button:
                    id "duel_target_" + s["attack"]
                    xysize (w + duel.BEAT_DX, h + duel.BEAT_DY)
                    padding (0, 0)
                    background None
                    hover_foreground duel.focus_ring()
                    alt (duel.tr(_("{card}, placed on the {target}, not yet played; click to take it back")).format(card=duel.card_name(on_it[0], m.trump), target=duel.card_short(s["attack"])) if on_it else duel.tr(_("{card} on the table, not yet beaten")).format(card=s["attack_name"]))
                    action Function(duel.target_clicked, s["attack"])
                    add duel.face(s["attack"], w, h) at duel_land(landing.get(s["attack"], 0.0))
                    if duel.hc():
                        add duel.RING_LIGHT xysize (w, h)
                    if my_turn and m.phase == "defend" and not on_it:
                        add Frame(Solid("#f0c04030"), 0, 0) xysize (w, h)
                    if on_it:
                        add duel.face(on_it[0], w, h) pos (duel.BEAT_DX, duel.BEAT_DY)
                        add duel.placed_mark(w, h) pos (duel.BEAT_DX, duel.BEAT_DY)
