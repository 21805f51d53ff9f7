## table_polish (owner: table): issue 26's last table defects, a fresh player's look at
## the screenshots (polish 7.0), each checked where it was drawn (layout_support.rpy: the
## rectangles of the last frame's Renders):
##   - the story's quick menu shows under a say line, not over art with the window
##     hidden, nor over the card table;
##   - the end-of-duel panel stays clear of Marta's coach panel, and that panel of the
##     far rim (the rail);
##   - the choose-trump panel (Svoi Kozyri) stays clear of the prompt and of the plates;
##   - the role ribbon is never translucent (a fading ribbon ghosted through the next
##     prompt), and a small plate's line keeps to one line (Lina's "takes the cards");
##   - Warfare: the player's box stays below the animal deck's suit legend (en, ru);
##   - suit labels are the suit's own name (Russian «♦ Бубны», not «♦ бубен»);
##   - the bita button reads as the Rules name it, DISCARD (Russian «БИТО»);
##   - a hand card's focus ring is not cut off by the next card (high contrast).
## Screenshots: table_polish_*.png.

init python:

    import engine as _tp_engine

    TP = {"checks": [], "done": False}

    def tp_check(ok, what):
        TP["checks"].append((bool(ok), what))
        kozyr_test_note(("ok  " if ok else "TABLE POLISH CHECK FAILED: ") + what)

    def tp_show(spec, prev, st, name, language="english", over=False, wait=0.8):
        """`st` on the table (after `prev`) in `language`; the end panel over it when
        `over`; waits, shoots `name`, and leaves the screens up (tp_hide takes them off).
        The quick menu is left as the story leaves it (on): the table must keep it off."""
        lang = None if language == "english" else language
        if _preferences.language != lang:
            renpy.change_language(lang)
        duel.begin(spec)
        store.duel_state = prev if prev is not None else st
        duel.model(store.duel_state)
        store.duel_state = st
        duel.ui.reset()
        renpy.show_screen("duel_table", human=True)
        if over:
            duel.finish_game()
            renpy.show_screen("duel_over")
        renpy.call_screen("ds_wait", wait)
        kozyr_shot(name)
        return duel.model(st)

    def tp_next_over(m, vh, k):
        """The x of the next card right of hand card k drawn over it (no lower: the
        raised cards are drawn over the rest), or no limit."""
        y = duel.hand_card_y(vh[k][0], m)
        return next((x for h, x in vh[k + 1:] if duel.hand_card_y(h, m) <= y), 10 ** 6)

    def tp_hide():
        renpy.hide_screen("duel_over")
        renpy.hide_screen("duel_table")

    def tp_quick_menu_shown():
        return polish_focus("Q.Save") is not None or polish_focus("History") is not None

    def table_polish_checks():
        kozyr_layout_on()
        store.quick_menu = True
        persistent.duel_speed = 1

        # -- the quick menu never over the table
        spec = ds_spec("podkidnoy", who=("pip",))
        prev, st = ds_play_until(spec, 11, lambda s: s.current_player == 0 and s.view(0).phase == "defend")
        tp_show(spec, prev, st, "table_polish_no_quick_menu")
        tp_check(not tp_quick_menu_shown(), "no quick menu over the table")
        tp_hide()

        # -- Marta's tutorial: the coach's panel above the rail, the end panel below it
        tut = ds_spec("podkidnoy", who=("marta",), tutorial=True, coach="marta")
        st0 = _tp_engine.State.from_dict(duel.TUTORIAL_DEAL)
        tp_show(tut, None, st0, "table_polish_coach")
        cbox = kozyr_rect("duel_table", "duel_coach_panel")
        tp_check(cbox is not None and cbox[1] + cbox[3] <= duel.RIM_Y, "the coach's panel %r ends above the rail (y %d)" % (cbox, duel.RIM_Y))
        tp_hide()
        # Marta's own deal, played out by the easy bot for both seats
        s, k = st0, 0
        while not s.is_terminal() and k < 1000:
            a = _ds_ai.choose(s.view(s.current_player), level="easy", seed=k, budget_ms=20)
            prev, s, k = s, s.apply(a), k + 1
        for lang in ("english", "russian"):
            tp_show(tut, prev, s, "table_polish_over_coach_%s" % lang, lang, over=True)
            panel = kozyr_rect("duel_over", "duel_over_panel")
            cbox = kozyr_rect("duel_over", "duel_coach_panel")
            tp_check(panel is not None and cbox is not None and not kozyr_overlap(panel, cbox),
                     "%s: the end panel %r clear of the coach's %r" % (lang, panel, cbox))
            tp_check(panel is not None and kozyr_within(panel, (0, 0, 1920, 1080)), "%s: the end panel on the screen" % lang)
            tp_hide()

        # -- Svoi Kozyri's suit choice: above the prompt, below the plates
        st0 = _tp_engine.new_game("svoi_kozyri", players=3, seed=2)
        spec3 = ds_spec("svoi_kozyri", players=3, skin="classic", who=("lina", "vix"))
        for lang in ("english", "russian"):
            m = tp_show(spec3, None, st0, "table_polish_choose_%s" % lang, lang)
            panel = kozyr_rect("duel_table", "duel_choose_panel")
            status = kozyr_rect("duel_table", "duel_status")
            plates = [duel.plate_box(s2, m) for s2 in m.seats]
            tp_check(panel is not None and status is not None and not kozyr_overlap(panel, status),
                     "%s: the suit choice %r clear of the prompt %r" % (lang, panel, status))
            tp_check(panel is not None and not [p for p in plates if kozyr_overlap(panel, p)],
                     "%s: the suit choice clear of the plates %r" % (lang, plates))
            tp_hide()

        # -- six seats: every small plate's line at the one size of all plates, wrapped
        # (not shrunk: the size changed box to box), the plate grown to hold it and still
        # clear of the battlefield (issue 26)
        spec6 = ds_spec("podkidnoy", players=6, skin="classic", options={"deck": 52})
        prev, st = ds_play_until(spec6, 23, lambda s: s.current_player == 0 and len(s.view(0).table) >= 1)
        for lang in ("english", "russian"):
            m = tp_show(spec6, prev, st, "table_polish_6_seats_%s" % lang, lang)
            for s2 in m.seats:
                box = duel.plate_box(s2, m)
                if box[3] > 100:
                    continue
                line = u" · ".join([nplural(s2["count"], _("{n} card|{n} cards"))] + ([s2["role"]] if s2["role"] else []))
                one = renpy.render(Text(u"Xy", style=duel.S("duel_small"), size=duel.PLATE_LINE_SIZE), 4000, 200, 0, 0).get_size()[1]
                h = renpy.render(Text(line, style=duel.S("duel_small"), size=duel.PLATE_LINE_SIZE), box[2] - 38, 400, 0, 0).get_size()[1]
                plate = kozyr_rect("duel_table", "duel_plate_%d" % s2["p"])
                tp_check(h <= 2 * one + 2 and plate is not None and plate[1] + plate[3] <= duel.FIELD_Y,
                         "%s: %r at %d px in at most two lines (%d px) on its plate %r, above the field" % (lang, line, duel.PLATE_LINE_SIZE, h, plate))
            # every seat's speech bubble covers no portrait (an outer seat's, put inward at
            # the portraits' height, hid its neighbour's face) and no other seat's plate,
            # and ends above the battlefield (issue 26)
            plates = dict((s2["p"], duel.plate_box(s2, m)) for s2 in m.seats)
            for p in range(1, 6):
                bx, by, bw, side = duel_talk.place(p)
                text = duel_talk.substitute(duel_talk.translate(u"Behold the altar of Fortune, pilgrim. Try not to drool on it."))
                th = renpy.render(Text(text, font=duel.FONT, size=26), bw - 42, 2000, 0, 0).get_size()[1]
                bubble = (bx, by, bw, max(th + 24, duel_talk.bubble_min_h(side)) + 6)
                faces = [q for q in range(1, 6) if kozyr_overlap(bubble, duel.seat_box(q))]
                others = [q for q, b in plates.items() if q != p and kozyr_overlap(bubble, b)]
                tp_check(not faces and not others and 0 <= bx and bx + bw <= 1920 and by + bubble[3] <= duel.FIELD_Y,
                         "%s: seat %d's speech bubble %r (%s) covers no portrait %r, no other plate %r, not the battlefield" % (lang, p, bubble, side, faces, others))
            duel_talk.talk.line = {"seat": 1, "who": "aurelia", "kind": "test", "text": u"Behold the altar of Fortune, pilgrim. Try not to drool on it.",
                                   "until": None, "serial": 0}
            renpy.call_screen("ds_wait", 0.4)
            kozyr_shot("table_polish_6_seats_bubble_%s" % lang)
            duel_talk.talk.line = None
            tp_hide()

        # -- high contrast, a big hand: each card's focus ring keeps to the part of the
        # card its right neighbour leaves uncovered (its right edge ran under that card)
        persistent.duel_high_contrast = True
        tp_hints_before, persistent.duel_hints = persistent.duel_hints, True
        big = _tp_engine.State.from_dict(BIG_HAND_POSITION)
        m = tp_show(ds_spec("podkidnoy", options={"deck": 52}), None, big, "table_polish_hc_hand")
        vh = duel.visible_hand(m)
        widths = duel.hand_ring_widths(m, m.hand_cw)
        tp_check(len(vh) > 8 and vh[1][1] - vh[0][1] < m.hand_cw, "the big hand overlaps (%d cards)" % len(vh))
        tp_check(all(x + widths[h["code"]] <= tp_next_over(m, vh, k) for k, (h, x) in enumerate(vh[:-1])) and widths[vh[-1][0]["code"]] == m.hand_cw,
                 "every focus ring ends where the next card drawn over it begins: %r" % [widths[h["code"]] for h, x in vh])
        tp_hide()
        # ...and a card that cannot be played keeps a legible rank: dimmed, its printed rank
        # fell to 2-3:1, so it wears the rank on a chip at full contrast (issue 26), within
        # the part of the card the next one leaves uncovered (the big hand, defending
        # against the ten of hearts: only hearts above it and trumps may beat it)
        defend = dict(BIG_HAND_POSITION, hands=[BIG_HAND_POSITION["hands"][0], ["5C", "3D", "4C", "5D", "KD"]],
                      table=[["TH", None]], attacker=1, defender=0, phase="defend", turn=0)
        m = tp_show(ds_spec("podkidnoy", options={"deck": 52}), None, _tp_engine.State.from_dict(defend), "table_polish_hc_dimmed")
        vh = duel.visible_hand(m)
        widths = duel.hand_ring_widths(m, m.hand_cw)
        dimmed = [h for h, x in vh if not h["legal"]]
        chips = dict((h["code"], kozyr_rect("duel_table", "duel_rank_chip_" + h["code"])) for h in dimmed)
        tp_check(dimmed and all(chips.values()), "every dimmed card wears its rank chip: %r" % chips)
        xs = dict((h["code"], x) for h, x in vh)
        tp_check(all(r is None or r[0] + r[2] <= xs[c] + widths[c] + 1 for c, r in chips.items()),
                 "each chip within its card's uncovered part: %r" % [(c, r, xs[c], widths[c]) for c, r in chips.items()])
        ratio = duel.contrast_ratio(duel.col("rank_chip_text"), duel.col("rank_chip"))
        tp_check(ratio >= 4.5, "a dimmed card's rank at %.1f:1" % ratio)
        tp_hide()
        persistent.duel_high_contrast = False
        # ...and in the plain look the playable (raised) cards lie over the dimmed ones (a
        # dimmed J of spades lay over the playable Q of hearts), and a dimmed card whose
        # index a raised card covers shows it again on its foot below that card (issue 26)
        # (defending against the five of diamonds: the diamonds above it rise in the middle
        # of the hand, the hearts after them stay down)
        defend5 = dict(defend, hands=[BIG_HAND_POSITION["hands"][0], ["5C", "TH", "3D", "4C", "KD"]], table=[["5D", None]])
        m = tp_show(ds_spec("podkidnoy", options={"deck": 52}), None, _tp_engine.State.from_dict(defend5), "table_polish_raised_over")
        order = [h["code"] for h, x in duel.hand_draw_order(m)]
        raised = [h["code"] for h, x in duel.visible_hand(m) if h["legal"]]
        tp_check(raised and order[-len(raised):] == raised, "the raised cards are drawn last: %r" % order)
        covered = duel.covered_corners(m)
        feet = dict((c, kozyr_rect("duel_table", "duel_foot_index_" + c)) for c in covered)
        tp_check(covered and all(feet.values()), "each covered dimmed card shows its index on its foot: %r" % feet)
        tp_hide()
        persistent.duel_hints = tp_hints_before

        # -- the greyed Hint button: "Hint" at the column's size (its reason as the label was
        # shrunk unreadable), the reason shown beside it when it has the focus (issue 26)
        spec2 = ds_spec("podkidnoy", who=("aurelia",))
        prev, st = ds_play_until(spec2, 7, lambda s: s.current_player != 0)
        m = tp_show(spec2, prev, st, "table_polish_hint_greyed")
        f = _dt_focus(lambda f: _dt_alt(f) == u"Hint: on your turn")
        tp_check(f is not None, "the greyed Hint button takes the focus, its reason read out")
        if f is not None:
            # the focus as the keyboard gives it (Tab / arrows to the button)
            renpy.display.focus.change_focus(f)
            renpy.call_screen("ds_wait", 0.5)
            kozyr_shot("table_polish_hint_why")
            got = renpy.display.focus.get_focused()
            tp_check(got is not None and _dt_alt(_dt_focus(lambda g: g.widget is got)) == u"Hint: on your turn",
                     "the greyed Hint keeps the focus, its reason beside it")
        label = renpy.get_displayable("duel_table", "duel_btn_hint")
        tp_check(label is not None and u"".join(x for x in label.text if isinstance(x, str)) == u"Hint", "the greyed button reads Hint")
        tp_hide()

        # -- at a hard table (Hint button on auto) the button stays, greyed, and says why
        # (it vanished with no word: issue 26)
        hard = ds_spec("podkidnoy", who=("aurelia",))
        hard["seats"][1] = dict(hard["seats"][1], level="hard")
        prev, st = ds_play_until(hard, 7, lambda s: s.current_player == 0)
        tp_hints_mode = persistent.duel_hint_button
        persistent.duel_hint_button = "auto"
        m = tp_show(hard, prev, st, "table_polish_hint_hard_ru", "russian")
        why = duel.tr(_("Hint: off at this level (Table options)"))
        f = _dt_focus(lambda f: _dt_alt(f) == why)
        tp_check(f is not None, "hard: the greyed Hint button is there, its reason %r read out" % why)
        if f is not None:
            renpy.display.focus.change_focus(f)
            renpy.call_screen("ds_wait", 0.5)
            kozyr_shot("table_polish_hint_hard_why_ru")
        persistent.duel_hint_button = tp_hints_mode
        tp_hide()
        renpy.change_language(None)

        # -- the ribbon opens and closes opaque (as a blind), never faded
        rib = duel_ribbon(0.0, 1.0, 80)(Solid("#ffffff", xysize=(200, 60)))
        alphas = []
        for k in range(0, 26):
            r = renpy.display.render.render(rib, 400, 200, k * 0.05, k * 0.05)
            alphas.append(round(r.alpha * r.over, 3))
        tp_check(all(a == 1.0 for a in alphas), "the ribbon is never translucent: %r" % alphas)

        # -- Warfare with the animal deck: the player's box below the suit legend
        specw = ds_spec("warfare", skin="animal", who=("ash",))
        prev, st = ds_play_until(specw, 9, lambda s: s.view(0).phase == "keep" and s.current_player == 0)
        for lang in ("english", "russian"):
            tp_show(specw, prev, st, "table_polish_warfare_%s" % lang, lang, wait=1.0)
            legend = kozyr_rect("duel_table", "duel_suit_legend")
            mine = kozyr_rect("duel_table", "duel_my_box")
            tp_check(legend is not None and mine is not None and not kozyr_overlap(legend, mine),
                     "%s: the suit legend %r clear of the player's box %r" % (lang, legend, mine))
            tp_hide()

        # -- suit labels name the suit on its own (the animal deck: its mark and animal);
        # the bita button: DISCARD, the Rules' word
        durak = duel.adapter_for("podkidnoy")
        renpy.change_language(None)
        got = duel.action_label(_tp_engine.Action("choose_suit", (), None, 0))
        tp_check(got == u"{image=duel_suit_0} Bear", "the animal deck's suit label %r" % got)
        duel.begin(ds_spec("svoi_kozyri", players=3, skin="classic", who=("lina", "vix")))
        want = {None: (u"\u2663 Clubs", u"\u2666 Diamonds", u"\u2665 Hearts", u"\u2660 Spades"),
                "russian": (u"\u2663 Трефы", u"\u2666 Бубны", u"\u2665 Черви", u"\u2660 Пики")}
        for lang in (None, "russian"):
            renpy.change_language(lang)
            got = tuple(duel.action_label(_tp_engine.Action("choose_suit", (), None, su)) for su in range(4))
            tp_check(got == want[lang], "%s: the suit choice's labels %r" % (lang, got))
            got = tuple(coach.tr(coach.SUIT_TITLES[su]) for su in range(4))
            tp_check(got == tuple(w.split(" ", 1)[1] for w in want[lang]), "%s: a problem's trump label %r" % (lang, got))
            got = coach.move_text(_tp_engine.Action("choose_suit", (), None, 1))
            tp_check(got == (u"choose diamonds" if lang is None else u"выбрать масть бубен"), "%s: the coach's move %r" % (lang, got))
            got = durak.button_label("pass", duel.TableModel(phase="add"))   # a model of one field
            tp_check(got == (u"DISCARD" if lang is None else u"БИТО"), "%s: the bita button reads %r" % (lang, got))
        renpy.change_language(None)
        TP["done"] = True
        return True


label table_polish_entry:
    $ table_polish_checks()
    "Table checks done."
    return

## the story: a say line brings the quick menu, art with the window hidden does not
label table_polish_story:
    scene bg inn
    "The inn is warm tonight."
    window hide
    pause
    "And the cards are out."
    ## a choice with no line hides the say window: no quick menu over the sprite
    show marta neutral
    menu:
        "Deal the cards.":
            pass
    hide marta
    jump table_polish_entry


testcase table_polish:
    $ _test.timeout = 300.0
    move (0.5, 0.5) pattern "Start"
    run Start("table_polish_story")
    pause 1.0
    $ TP["say"] = tp_quick_menu_shown()
    $ kozyr_shot("table_polish_story_say")
    click
    pause 1.0
    $ TP["art"] = tp_quick_menu_shown()
    $ kozyr_shot("table_polish_story_art")
    $ kozyr_test_note("quick menu under a line:", TP["say"], "over art, window hidden:", TP["art"])
    assert TP["say"] and not TP["art"]
    click
    pause 1.0
    click
    pause 1.0
    $ TP["choice"] = tp_quick_menu_shown()
    $ kozyr_shot("table_polish_story_choice")
    $ TP["question"] = renpy.get_displayable("choice", "choice_question") is not None
    $ kozyr_test_note("quick menu with a choice:", TP["choice"], "under its question's window:", TP["question"])
    assert renpy.get_screen("choice") and TP["choice"] == TP["question"]
    "Deal the cards."
    pause 0.2 until run TestCond("TP['done']")
    $ kozyr_test_note("checks:", len(TP["checks"]), "failed:", [w for ok, w in TP["checks"] if not ok])
    assert len(TP["checks"]) >= 20
    assert all(ok for ok, what in TP["checks"])
    run Quit(confirm=False)
