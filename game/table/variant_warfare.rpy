## variant_warfare.rpy — the table of Warfare (owner: table).
##
## Two players commit a battle card each, face down, on their battle places; the reveal
## shows who won; the loser keeps one of the offered cards (hidden), the winner picks one
## of the face-up cards. The turned trump card lies face up beside the deck; seats show
## each player's score and score pile.

init -4 python in duel:

    import store
    import engine

    MINE_X = 470          # the player's battle place; the opponent's is at its right
    DRAFT_X = 930         # the offered / face-up cards

    class WarfareModel(Record):
        """Warfare's own fields of the model (m.own)."""
        my_pile: int                # the player's score pile's count
        draft: bool                 # cards are offered or face up
        battle_note: str            # who won the battle just fought ("": none)
        battle_note_x: int          # where the note stands
        battle_why: str             # the rule that decided it (warfare_why.rpy; "": none)

    class WarfareAdapter(PlayButton, Adapter):
        family = "battle"
        talon_screen = "duel_talon_warfare"
        field_screen = "duel_field_warfare"
        drop_screen = "duel_drop_warfare"
        discard_pile = True
        event_sounds = {"deal": "shuffle", "commit": "place", "reveal": "flip", "face_up": "flip",
                        "keep": "deal", "pick": "deal", "discard": "swoosh", "draw": "deal"}
        unplaced = ("keep", "pick")
        # a commitment flies to the battle place, a kept or picked card to the hand; the
        # battle's cards go to the discard pile
        flown = ("commit", "keep", "pick")
        swept = ("discard",)
        # PLAY plays the battle card placed on the battle place
        play_kinds = ("commit",)
        play_zone = "zone:commit"
        def own_model(self):
            return WarfareModel(my_pile=0, draft=False, battle_note="", battle_note_x=MINE_X, battle_why="")

        def event_line(self, e, state, name):
            if e.kind != "battle_won":
                return None
            if e.player == 0:
                return ("battle", store.nplural(e.count, _("You win the battle: +{n} point.|You win the battle: +{n} points.")))
            return ("battle", store.nplural(e.count, _("{name} wins the battle: +{n} point.|{name} wins the battle: +{n} points."), name=name(e.player)))

        def moods(self, events, m):
            """Angry when you win a battle, happy when they win one."""
            out = []
            others = [s["p"] for s in m.seats]
            for e in events:
                if e.kind == "battle_won":
                    out.extend([(q, "angry") for q in others] if e.player == 0 else [(e.player, "happy")])
            return out

        def my_box_notes(self, m):
            return [tr(_("pile {n}")).format(n=m.own.my_pile)] if m.own.my_pile else []

        def flies_face_down(self, e, events):
            # an opponent's commitment stays face down, unless the same move reveals it
            # (the caption under the reveal names it: it flew face down under its name,
            # issue 26)
            return e.kind == "commit" and e.player != 0 and not any(x.kind == "reveal" for x in events)

        def build(self, state, v, m):
            """Two hidden commitments, the reveal, the draft cards and both scores."""
            scores = tuple(v.scores)      # a BattleView (engine.views)
            piles = tuple(v.score_piles)
            for s in m.seats:
                # one wording on every side's box, in both languages (the Russian read
                # «очков: 0» beside «Ваши очки: 2»: issue 26)
                s["role"] = tr(_("Score: {n}")).format(n=scores[s["p"]])
                s["pile"] = len(piles[s["p"]]) if s["p"] < len(piles) else 0
            m.my_role = tr(_("Score: {n}")).format(n=scores[0])
            m.own.my_pile = len(piles[0]) if piles else 0
            m.talon = v.deck_count
            spec = store.duel_spec or {}
            y = FIELD_Y
            reveal = None
            won = None
            for e in v.events:
                if e.kind == "reveal":
                    reveal = e
                elif e.kind == "battle_won":
                    won = e
            committed = tuple(v.committed)
            mine = v.my_commit
            if reveal is not None and len(reveal.cards) == 2:
                # the battle just fought: on the battle places, or at the right when
                # the next battle's commitments already need the places
                a, b = reveal.cards
                bx = MINE_X if m.phase != "commit" else DRAFT_X + 170
                m.center.append({"code": str(a), "x": bx, "y": y, "act": None, "zone": None,
                                    "alt": tr(_("Your battle card: {card}")).format(card=card_name(a, m.trump, mid=True))})
                m.center.append({"code": str(b), "x": bx + 180, "y": y, "act": None, "zone": None,
                                    "alt": tr(_("{name}'s battle card: {card}")).format(name=seat_name(spec, 1), card=card_name(b, m.trump, mid=True))})
                if won is not None:
                    m.own.battle_note = tr(_("{name} won the battle (+{n})")).format(
                        name=(tr(_("You")) if won.player == 0 else seat_name(spec, won.player)), n=won.count)
                    m.own.battle_note_x = bx
                    m.own.battle_why = battle_why(a, b, won.player, m.trump)
            if reveal is None or m.phase == "commit":
                if mine is not None:
                    m.center.append({"code": str(mine), "x": MINE_X, "y": y, "act": None, "zone": None,
                                        "alt": tr(_("Your battle card: {card}")).format(card=card_name(mine, m.trump, mid=True))})
                if len(committed) > 1 and committed[1]:
                    m.center.append({"code": None, "x": MINE_X + 180, "y": y, "act": None, "zone": None,
                                        "alt": tr(_("{name} has chosen a battle card")).format(name=seat_name(spec, 1))})
                if mine is None and m.phase == "commit" and not m.terminal:
                    m.zones.append({"name": "zone:commit", "x": MINE_X, "y": y, "w": TABLE_W, "h": TABLE_H,
                                       "alt": tr(_("Your battle card: drop a card here to commit it"))})
            draft = list(v.offered) or list(v.face_up)
            acts = dict((str(a.cards[0]), a) for a in m.legal if a.kind in ("keep", "pick") and a.cards)
            for i, c in enumerate(draft):
                a = acts.get(str(c))
                m.center.append({"code": str(c), "x": DRAFT_X + i * 170, "y": y, "act": a, "zone": None,
                                    "alt": card_name(c, m.trump) + (", " + tr(_("take it")) if a else "")})
            m.own.draft = bool(draft)
            if m.phase == "keep":
                # the loser is looking at the top three: they are off the deck already
                m.talon = max(0, m.talon - min(3, m.talon))

        def status(self, state, m, spec):
            phase = m.phase
            if phase == "commit":
                return tr(_("Choose your battle card: drop it on your place, or click it and then the place."))
            if phase == "keep":
                return tr(_("You lost the battle: keep one of the offered cards (the other player won't see which)."))
            if phase == "pick":
                return tr(_("You won the battle: take one of the face-up cards."))
            return Adapter.status(self, state, m, spec)

        def generic_actions(self, m):
            return [(action_label(a, m), a) for a in m.legal if not a.cards]

        def figure_rows(self, variant):
            """The score decides Warfare: points, the cards that earned them, battles won
            (the end panel showed only the count and trumps: issue 26)."""
            return [(_("Score"), "points"), (_("Score pile"), "score_piles"), (_("Battles won"), "battles_won")]

        def count_label(self):
            return _("Battles: {n}")

        def staged_actions(self, state, m):
            if not ui.staged:
                return []
            return [engine.Action("commit", (engine.Card.parse(ui.staged[0]),))]

        def zone(self, name, code, state, m, play=True):
            """The battle place: the card is placed there (one: another replaces it);
            PLAY (or Enter) commits it (at once with instant play)."""
            if name != "zone:commit":
                return None
            a = engine.Action("commit", (engine.Card.parse(code),))
            if not state.is_legal(a):
                return _say(_refuse(state, a) or tr(REFUSAL_FALLBACK))
            ui.staged = [code]
            if code in ui.selected:
                ui.selected.remove(code)
            if not play:
                return None
            return placed(tr(_("Placed. Press PLAY (or Enter) to commit your battle card.")))

        def staged_xy(self, k, m):
            if k != 0:
                return None
            return (MINE_X, FIELD_Y, TABLE_W, TABLE_H)

    register_adapter(WarfareAdapter())


## The turned card lies face up beside the deck as the trump sign.
screen duel_talon_warfare(m):
    $ w, h = duel.TABLE_W, duel.TABLE_H
    if m.trump_card:
        button:
            pos (w + 14, 14) xysize (w, h)
            background duel.face(m.trump_card, w, h)
            alt duel.tr(_("The trump card: {card}")).format(card=m.trump_name)
            hover_foreground duel.focus_ring()
            action NullAction()
    if m.talon > 0:
        button:
            pos (0, 0) xysize (w, h)
            background duel.back(w, h)
            alt nplural(m.talon, _("Deck, {n} card|Deck, {n} cards"))
            hover_foreground duel.focus_ring()
            action NullAction()


## The note under the battle cards waits while the banner says the same (issue 26: the
## two read "You won the battle (+2)" over "You win the battle: +2 points.").
transform duel_warfare_after(delay=0.0):
    alpha (0.0 if delay > 0 else 1.0)
    pause delay
    linear 0.2 alpha 1.0

## Who won the battle just fought and why, and the label over the draft cards.
screen duel_field_warfare(m, my_turn, staged):
    if m.own.battle_note:
        $ said = duel.banner_of(duel_state)
        $ hold = said[1] if said and any(k == "battle" for k, t in said[0]) else 0.0
        text m.own.battle_note id "duel_battle_note" style duel.S("duel_text") pos (m.own.battle_note_x, duel.FIELD_Y + duel.TABLE_H + 8) at duel_warfare_after(hold)
        if m.own.battle_why:
            ## above the battle cards: the status line and the banners use the room below
            $ why_x = m.own.battle_note_x
            text m.own.battle_why style duel.S("duel_small") xpos why_x ypos duel.FIELD_Y - 10 yanchor 1.0 xmaximum (duel.DRAFT_X - why_x - 30 if why_x < duel.DRAFT_X else 520)
    if m.own.draft:
        text (_("On offer:") if m.phase == "keep" else _("Face up:")) style duel.S("duel_small") pos (duel.DRAFT_X, duel.FIELD_Y - 34)


## The battle card placed on the battle place, not yet committed; a click takes it back.
## (A drag only to sit in the table's draggroup, above the place's zone.)
screen duel_drop_warfare(m, my_turn, staged):
    if staged and m.zones:
        $ z0 = m.zones[0]
        drag:
            drag_name "staged:" + staged[0]
            draggable False
            droppable my_turn
            dropped duel.on_drop
            xpos z0["x"] ypos z0["y"]
            button:
                xysize (duel.TABLE_W, duel.TABLE_H)
                padding (0, 0)
                background duel.face(staged[0], duel.TABLE_W, duel.TABLE_H)
                alt duel.tr(_("{card}, placed, not yet played; click to take it back")).format(card=duel.card_name(staged[0], m.trump))
                hover_foreground duel.focus_ring()
                action Function(duel.card_clicked, staged[0])
                add duel.placed_mark(duel.TABLE_W, duel.TABLE_H)
