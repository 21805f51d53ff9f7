## polish_table5 (owner: table): a fresh player's table-UX list (issue 26, the fifth
## review), each checked where it is drawn (layout_support.rpy) or from the translation:
##   - the end-of-duel panel is as large as what it holds and centred, with and without
##     the opponent's bust; a long outcome takes the smaller heading size;
##   - the review draws the card a move played once (a ghost in the hand, the card on the
##     table); the chart's Russian caption keeps to the chart's width;
##   - a lone opponent's plate is no larger than its lines, translucent, against the
##     portrait;
##   - the player's box holds «Вы отбиваетесь» on one line in high contrast;
##   - the Problems board pictures the trump where the table does, marks the empty table's
##     place and says whose move it is once;
##   - the table options hide the speech bubble and darken the table.
## Screenshots: polish_table5_*.png.

init python:

    import engine as _p5_engine

    P5 = {"checks": [], "done": False}

    def p5_check(ok, what):
        P5["checks"].append((bool(ok), what))
        kozyr_test_note(("ok  " if ok else "POLISH5 CHECK FAILED: ") + what)

    def p5_lines(text, style, width, **props):
        """How many lines `text` takes in `width` px (its height over one line's)."""
        one = renpy.render(Text(u"Xy", style=style, **props), 4000, 400, 0, 0).get_size()[1]
        h = renpy.render(Text(text, style=style, **props), width, 4000, 0, 0).get_size()[1]
        return int(round(float(h) / one))

    def p5_over_panel(lang, spec, seed, name):
        """A finished game's end panel in `lang`: the panel hugs what it holds."""
        prev, st = ds_play_until(spec, seed, lambda s: s.is_terminal())
        tp_show(spec, prev, st, name, lang, over=True, wait=1.0)
        panel = kozyr_rect("duel_over", "duel_over_panel")
        text = kozyr_rect("duel_over", "duel_over_text")
        bust = kozyr_rect("duel_over", "duel_over_bust")
        buttons = kozyr_rect("duel_over", "duel_over_buttons")
        heading = renpy.get_displayable("duel_over", "duel_over_heading")
        p5_check(panel is not None and text is not None and buttons is not None, "%s: the end panel %r, its text %r, buttons %r" % (name, panel, text, buttons))
        if panel is None or text is None or buttons is None:
            tp_hide()
            return None
        cx, cy = panel[0] + panel[2] // 2, panel[1] + panel[3] // 2
        p5_check(abs(cx - 960) <= 2 and abs(cy - 540) <= 2, "%s: the end panel centred (%d, %d)" % (name, cx, cy))
        content = [r for r in (text, bust) if r is not None]
        left = min(r[0] for r in content) - panel[0]
        right = panel[0] + panel[2] - max(r[0] + r[2] for r in content)
        below = panel[1] + panel[3] - max(r[1] + r[3] for r in content)
        p5_check(left <= 50 and right <= 50 and below <= 40,
                 "%s: no empty band in the panel (left %d, right %d, below %d px)" % (name, left, right, below))
        p5_check(buttons[0] + buttons[2] >= panel[0] + panel[2] - 52 and buttons[1] + buttons[3] >= panel[1] + panel[3] - 40,
                 "%s: the buttons %r at the panel's lower right %r" % (name, buttons, panel))
        if bust is not None:
            p5_check(text[0] >= bust[0] + bust[2], "%s: the text %r right of the bust %r" % (name, text, bust))
        size = heading.style.size if heading is not None else None
        p5_check(size == duel.over_heading_size(u"".join(x for x in heading.text if isinstance(x, str))), "%s: the heading at %r px" % (name, size))
        tp_hide()
        return panel

    def polish5_checks():
        kozyr_layout_on()
        persistent.duel_speed = 1

        # -- the end panel: with the opponent's bust, and without (an online seat: no art)
        spec = ds_spec("podkidnoy", who=("aurelia",))
        for lang in ("english", "russian"):
            p5_over_panel(lang, spec, 4, "polish_table5_over_bust_%s" % lang)
        bare = ds_spec("warfare", skin="animal", who=("ash",))
        bare["seats"][1] = dict(bare["seats"][1], who=None, name="Scripted host")
        for lang in ("english", "russian"):
            p5_over_panel(lang, bare, 5, "polish_table5_over_bare_%s" % lang)
        # six seats: the figures' seven columns within the panel
        six = ds_spec("podkidnoy", players=6, options={"deck": 52})
        prev, st = ds_play_until(six, 23, lambda s: s.is_terminal(), limit=1500)
        tp_show(six, prev, st, "polish_table5_over_6_seats", "russian", over=True, wait=1.0)
        panel = kozyr_rect("duel_over", "duel_over_panel")
        grid = kozyr_rect("duel_over", "duel_over_figures")
        p5_check(panel is not None and grid is not None and kozyr_within(grid, panel) and kozyr_within(panel, (0, 0, 1920, 1080)),
                 "six seats: the figures %r within the panel %r, on the screen" % (grid, panel))
        # no speech bubble sticks out from under the end panel (a bubble cut mid-word did:
        # issue 26); the seats' plates stay, with their last card counts
        duel_talk.talk.line = {"seat": 1, "who": "aurelia", "kind": "test", "text": u"Узри алтарь Фортуны, паломник.",
                               "until": None, "serial": 0}
        renpy.call_screen("ds_wait", 0.3)
        p5_check(kozyr_rect("duel_table", "duel_speech_1") is None, "six seats: no speech bubble under the end panel")
        p5_check(all(kozyr_rect("duel_table", "duel_plate_%d" % p) is not None for p in range(1, 6)),
                 "six seats: every opponent's plate kept under the end panel")
        duel_talk.talk.line = None
        tp_hide()
        # a long outcome: the smaller heading, in at most two lines of the text column
        for lang in (None, "russian"):
            renpy.change_language(lang)
            draw = duel.tr(_("A draw: nobody is left holding cards."))
            size = duel.over_heading_size(draw)
            n = p5_lines(draw, duel.S("duel_text"), duel.OVER_TEXT_W, size=size, bold=True)
            p5_check(size == duel.OVER_HEADING_SIZES[1] and n <= 2, "%s: %r at %d px in %d lines" % (lang, draw, size, n))
            win = duel.tr(_("You win!"))
            p5_check(duel.over_heading_size(win) == duel.OVER_HEADING_SIZES[0], "%s: %r at the large size" % (lang, win))
            # the series line says the lowest total wins (not "fewest wins")
            line = duel.tr(_("Game {g} of {n}. Tokens for losing — the lowest total wins the series: {t}"))
            p5_check(line != u"" and u"fewest" not in line, "%s: the series line %r" % (lang, line))
        renpy.change_language(None)

        # -- the review: the played card once (a ghost in the hand, the card on the table)
        # (the review's states as Review.open lays them out, without its search thread)
        from engine import review as _p5_review
        st = coach_test_game(3)
        r = coach_review.review
        first, actions, _x = _p5_review.load_replay(_p5_review.replay_record(st, 0))
        r.player, r.actions, r.states = 0, actions, [first]
        for a in actions:
            r.states.append(r.states[-1].apply(a))
        mine = 0
        for ply in range(len(r.actions)):
            r.at = ply
            held = set(c for c, played in r.hand_row() if not played)
            ghosts = set(c for c, played in r.hand_row() if played)
            new = set(c for row in r.board() for c in (row[0] if row[2] == "attack" else None, row[1] if row[2] == "defence" else None) if c)
            if r.states[ply].current_player == 0 and r.actions[ply].cards:
                mine += 1
                if held & new or ghosts != set(str(c) for c in r.actions[ply].cards):
                    p5_check(False, "move %d: held %r, ghosts %r, new on the table %r" % (ply, held, ghosts, new))
                    break
        else:
            p5_check(mine > 5, "the review shows each of %d played cards once (a ghost in the hand)" % mine)
        renpy.change_language("russian")
        cap = __("your decisions, first to last →")
        n = p5_lines(cap, "coach_small", 400, size=18)
        p5_check(n == 1, "the chart's caption %r in one line of the chart's 400 px (%d)" % (cap, n))
        renpy.change_language(None)

        # -- a lone opponent's plate: as large as its lines, against the portrait
        spec = ds_spec("podkidnoy", who=("pip",))
        prev, st = ds_play_until(spec, 11, lambda s: s.current_player == 0 and s.view(0).phase == "defend")
        for lang in ("english", "russian"):
            m = tp_show(spec, prev, st, "polish_table5_plate_%s" % lang, lang)
            s1 = m.seats[0]
            box = duel.plate_box(s1, m)
            plate = kozyr_rect("duel_table", "duel_plate_1")
            p5_check(plate is not None and kozyr_within(plate, box) and plate[3] <= 140 and abs(plate[0] + plate[2] - box[0] - box[2]) <= 1,
                     "%s: the plate %r within %r, no taller than its lines, against the portrait" % (lang, plate, box))
            tp_hide()
        p5_check(int(duel.PALETTE["seat_plate"][0][7:9], 16) < 0xc0, "the plate is translucent: %s" % duel.PALETTE["seat_plate"][0])

        # -- high contrast, Russian: the player's box holds the defender's role on one line
        persistent.duel_high_contrast = True
        m = tp_show(spec, prev, st, "polish_table5_hc_box_ru", "russian")
        role = m.my_role
        w = duel.MY_BOX_W[1]
        n = p5_lines(role, "duel_hc_text", w - 28)
        p5_check(role and n == 1, "high contrast: %r in one line of the %d px box (%d)" % (role, w, n))
        box = kozyr_rect("duel_table", "duel_my_box")
        legend_free = box is not None and box[0] + box[2] < min(x for h, x in duel.visible_hand(m))
        p5_check(legend_free, "the wider box %r stays left of the hand" % (box,))
        tp_hide()
        persistent.duel_high_contrast = False

        # -- the table options: the bubble hidden, the table dark behind the panel
        tp_show(spec, prev, st, "polish_table5_bubble", "russian")
        duel_talk.talk.line = {"seat": 1, "who": "pip", "kind": "test", "text": u"Так. Сдержанность. Сдержанность, сдержанность, сдержанность. Играем!",
                               "until": None, "serial": 0}
        renpy.call_screen("ds_wait", 0.5)
        shown = kozyr_rect("duel_table", "duel_speech_1")
        renpy.show_screen("duel_options")
        renpy.call_screen("ds_wait", 0.5)
        kozyr_shot("polish_table5_options_ru")
        hidden = kozyr_rect("duel_table", "duel_speech_1")
        p5_check(shown is not None and hidden is None, "the bubble %r is hidden under the options (%r)" % (shown, hidden))
        renpy.hide_screen("duel_options")
        duel_talk.talk.line = None
        tp_hide()

        # -- Problems: the trump pictured, the empty table's place, one line for the turn
        p = next(q for q in coach_puzzles.problems() if not q["position"].get("talon") and not q["position"].get("table"))
        for lang in (None, "russian"):
            renpy.change_language(lang)
            coach_puzzles.open_problem(p["id"])
            renpy.call_screen("ds_wait", 0.5)
            kozyr_shot("polish_table5_problem_%s" % (lang or "english"))
            b = coach_puzzles.board
            p5_check(kozyr_rect("coach_problem", "coach_problem_trump_card") is not None, "%s: the trump pictured as a card" % lang)
            p5_check(kozyr_rect("coach_problem", "coach_problem_empty_slot") is not None, "%s: the empty table's place" % lang)
            p5_check(b.role() and u"Your move" not in b.message and u"Ваш ход" not in b.message and b.role() not in b.message,
                     "%s: the turn said once: %r / %r" % (lang, b.role(), b.message))
            renpy.hide_screen("coach_problem")
        renpy.change_language(None)
        P5["done"] = True
        return True


label polish_table5_entry:
    $ polish5_checks()
    "Checks done."
    return


testcase polish_table5:
    $ _test.timeout = 300.0
    move (0.5, 0.5) pattern "Start"
    run Start("polish_table5_entry")
    pause 0.2 until run TestCond("P5['done']")
    $ kozyr_test_note("checks:", len(P5["checks"]), "failed:", [w for ok, w in P5["checks"] if not ok])
    assert len(P5["checks"]) >= 20
    assert all(ok for ok, what in P5["checks"])
    run Quit(confirm=False)
