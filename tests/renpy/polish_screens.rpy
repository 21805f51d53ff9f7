## Issue 26, the screens outside the card table (polish_*):
##   polish_menus: the main menu offers Continue only once a save exists, and it
##     loads the newest; Preferences fit without scrolling (Mute All was half cut)
##     in English and Russian; a menu without a say line keeps the last line on
##     screen, its buttons below the faces; the map has Save and Menu, its panel
##     stays on screen for every opponent, the compass letter is translated; save
##     dates read "December 4" / «4 декабря». Screenshots: polish_*.png.
##   polish_review: the post-duel review keeps the rows of cards inside the page,
##     speaks of Pip as "she" («она»), and its Close sits inside the panel.

init python:

    def polish_focus(prefix):
        """The focus rectangle (x, y, w, h) of the first focusable whose text or alt
        starts with prefix, None if there is none on screen."""
        for f in renpy.display.focus.focus_list:
            try:
                alt = f.widget._tts_all()
            except Exception:
                continue
            if f.x is not None and alt.lower().startswith(prefix.lower()):
                return (f.x, f.y, f.w, f.h)
        return None

    def polish_choices_clear_of(tag, prefixes, box_top=805):
        """Whether the choice buttons starting with prefixes are on screen, stand in a
        column beside the face of the bust `tag` (the middle three fifths of its width,
        issue 28: choices never cover a face) and end above the text box."""
        bx, _by, bw, _bh = renpy.get_image_bounds(tag, layer="master")
        face = (bx + 0.2 * bw, bx + 0.8 * bw)
        rects = [polish_focus(p) for p in prefixes]
        if None in rects:
            return False
        # at most a fifth of the face's width under the column's edge (its hair or cheek:
        # a centred bust leaves 1920 - 820 px either side of it for the column)
        limit = 0.2 * (face[1] - face[0])
        return all(max(0.0, min(x + w, face[1]) - max(x, face[0])) <= limit for x, _y, w, _h in rects) and \
            all(y + h <= box_top for _x, y, _w, h in rects)

    def polish_lowest(x_min=400):
        """The lowest bottom edge of the focusables right of x_min (a page's content)."""
        return max([f.y + f.h for f in renpy.display.focus.focus_list
                    if f.x is not None and x_min <= f.x < 1850
                    and not isinstance(f.widget, renpy.display.viewport.Viewport)] or [0])

    def polish_inside(rect, bottom=1080, right=1920):
        return rect is not None and rect[0] >= 0 and rect[1] >= 0 and \
            rect[0] + rect[2] <= right and rect[1] + rect[3] <= bottom

    def polish_untagged(text):
        import re
        return re.sub(r"\{[^}]*\}", "", text)

    def polish_select(oid):
        renpy.get_screen("opponent_map").scope["sel"] = oid
        renpy.restart_interaction()

    def polish_quick_contrast(ids=("quick_history", "quick_qload")):
        """{button id: the contrast ratio (WCAG) of that quick menu button's words}: their
        brightest pixel against the pixel just left of them (what lies under the button),
        from a fresh screenshot; "plate": whether the plate is there. Needs
        kozyr_layout_on() (a greyed-out button takes no focus, so its place is read from
        the last frame drawn)."""
        import pygame
        path = _kt_os.path.join(config.basedir, "polish_quick_probe.png")
        renpy.screenshot(path)
        surf = pygame.image.load(path)

        def lum(c):
            def ch(v):
                v /= 255.0
                return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
            return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])

        out = {"plate": renpy.get_displayable("quick_menu", "quick_plate") is not None}
        for wid in ids:
            r = kozyr_rect("quick_menu", wid)
            if r is None:
                out[wid] = 0.0
                continue
            x0, y0, w, h = r
            under = lum(surf.get_at((x0 - 4, y0 + h // 2)))
            text = max(lum(surf.get_at((x, y))) for x in range(x0, x0 + w) for y in range(y0, y0 + h))
            out[wid] = (max(text, under) + 0.05) / (min(text, under) + 0.05)
        return out

    polish_panel_ok = {}

    def polish_check_panel(oid):
        """Records whether the panel of oid and its Close button are on screen, and the
        panel hides no marker (its own lay under it, then the next ones: issue 26)."""
        close = polish_focus(__("Close the panel"))
        panel = kozyr_map_panel_rect
        hidden = [i for i in roster.IDS if polish_focus(kozyr_marker_alt(i)) is None
                  or kozyr_rect_overlap(panel, polish_focus(kozyr_marker_alt(i)))]
        polish_panel_ok[oid] = polish_inside(close, bottom=1080 - 44) and \
            polish_inside(panel, bottom=1080 - 44) and not hidden and \
            kozyr_rect_overlap(panel, close) == close[2] * close[3]
        if not polish_panel_ok[oid]:
            kozyr_test_note("panel of %s: %r, close %r, hides %r" % (oid, panel, close, hidden))

label polish_test_story:
    scene bg inn
    show marta neutral
    "Marta looks at [ash_name] a heartbeat too long. Then she wipes her hands on her apron and turns back to you."
    menu:
        "Show Marta your grandmother's card.":
            pass
        "Ask Marta about the road ahead.":
            pass
    $ spine_wins = {"marta"}
    $ spine_current = None
    call screen opponent_map
    return

## the question's Russian, as the prologue's own translation has it (the same line, so the
## same digest): switching the language on the choice must bring it back in Russian (the
## test story had none, and the shot showed the English question under Russian buttons)
translate russian polish_test_story_9d9d5611:

    # "Marta looks at [ash_name] a heartbeat too long. Then she wipes her hands on her apron and turns back to you."
    "[ash_name] ловит на себе взгляд Марты — на удар сердца дольше, чем нужно. Потом Марта вытирает руки о фартук и снова поворачивается к вам."

testcase polish_menus:
    $ _test.timeout = 150.0
    move (0.5, 0.5) pattern "Start"
    $ roster.reset_progress()
    $ roster.record("marta", "win", "easy")
    pause .05 until run TestDrawn()
    ## no save yet: no Continue
    assert kozyr_newest_save() is None
    assert polish_focus("Continue") is None
    $ kozyr_shot("polish_main_menu_nosave_en")
    ## Preferences fit the page (English, then Russian)
    run ShowMenu("preferences")
    pause .05 until run TestDrawn("renpy.get_screen('preferences')")
    $ kozyr_shot("polish_preferences_en")
    $ kozyr_test_note("Mute All:", polish_focus("Mute all"))
    assert polish_inside(polish_focus("Mute all"), bottom=1045)
    $ kozyr_test_note("lowest:", polish_lowest())
    assert polish_lowest() <= 1040
    run Language("russian")
    pause .05 until run TestDrawn("kozyr_language_is('russian')")
    $ kozyr_shot("polish_preferences_ru")
    $ kozyr_test_note("lowest ru:", polish_lowest())
    assert polish_lowest() <= 1040
    run Language(None)
    pause .05 until run TestDrawn('kozyr_language_is(None)')
    run Return()
    pause .05 until run TestDrawn()
    ## a menu without a say line: the last line stays, the buttons below the faces
    $ kozyr_layout_on()
    run Start("polish_test_story")
    pause .2 until run TestCond("renpy.get_screen('say')")
    pause .05 until run TestDrawn("renpy.get_screen('say')")
    click pos (0.5, 0.5) until run TestCond("renpy.get_screen('choice')")
    pause .05 until run TestDrawn("renpy.get_screen('choice')")
    $ kozyr_shot("polish_choice_en")
    ## the quick menu on its own plate, every word legible, a greyed one too (issue 26)
    $ polish_quick = polish_quick_contrast()
    $ kozyr_test_note("quick menu contrast:", polish_quick)
    assert polish_quick["plate"] and polish_quick["quick_history"] >= 7.0 and polish_quick["quick_qload"] >= 3.0
    assert kozyr_choice_question() is not None and "heartbeat too long" in kozyr_choice_question()[1]
    ## beside Marta's face, above the text box (the column stands where it covers no face)
    $ kozyr_test_note("choices:", polish_focus("Show Marta"), polish_focus("Ask Marta"), renpy.get_image_bounds("marta", layer="master"))
    assert polish_choices_clear_of("marta", ("Show Marta", "Ask Marta"))
    run Language("russian")
    pause .05 until run TestDrawn("kozyr_language_is('russian')")
    $ kozyr_shot("polish_choice_ru")
    ## the quick menu only under a window: never over the sprite with the window hidden
    $ kozyr_test_note("ru choice: question window", renpy.get_displayable("choice", "choice_question") is not None, "quick menu", polish_focus(__("History")) is not None)
    assert (polish_focus(__("History")) is not None) == (renpy.get_displayable("choice", "choice_question") is not None)
    ## the switch empties Ren'Py's history: the choice keeps its question all the same
    ## (it showed the choice alone), in one window (no say window over it), read again
    ## from the script in the new language (kozyr_line_again), the name declined too
    assert renpy.get_displayable("choice", "choice_question") is not None and not renpy.get_screen("say")
    $ kozyr_test_note("ru question:", kozyr_choice_question(), "line id:", kozyr_last_line_id)
    assert kozyr_choice_question() is not None and u"на удар сердца дольше" in kozyr_choice_question()[1] and u"Эш" in kozyr_choice_question()[1]
    ## and so after a trip to Preferences and back, as a player switches
    run ShowMenu("preferences")
    pause .2 until run TestWait("renpy.get_screen('preferences')")
    run Language(None)
    pause .2 until run TestWait("kozyr_language_is(None)")
    "Return"
    pause .2 until run TestWait("renpy.get_screen('choice') and not renpy.get_screen('preferences')")
    $ kozyr_shot("polish_choice_after_switch_en")
    assert renpy.get_displayable("choice", "choice_question") is not None and not renpy.get_screen("say")
    assert kozyr_choice_question() is not None and "heartbeat too long" in kozyr_choice_question()[1]
    assert polish_focus("History") is not None
    pause .05 until run TestDrawn()
    "Show Marta your grandmother's card."
    ## the map: Save and Menu; the panel of each opponent on screen; the compass
    pause .2 until run TestCond("renpy.get_screen('opponent_map')")
    pause .05 until run TestDrawn("renpy.get_screen('opponent_map')")
    assert polish_focus("Save the game") is not None and polish_focus("The game menu") is not None
    $ kozyr_shot("polish_map_en")
    $ polish_select("marta")
    pause .05 until run TestDrawn()
    $ polish_check_panel("marta")
    $ polish_select("aurelia")
    pause .05 until run TestDrawn()
    $ polish_check_panel("aurelia")
    $ polish_select("pip")
    pause .05 until run TestDrawn()
    $ polish_check_panel("pip")
    $ polish_select("brandt")
    pause .05 until run TestDrawn()
    $ polish_check_panel("brandt")
    $ polish_select("market")
    pause .05 until run TestDrawn()
    $ polish_check_panel("market")
    $ polish_select("lina")
    pause .05 until run TestDrawn()
    $ polish_check_panel("lina")
    $ polish_select("ash")
    pause .05 until run TestDrawn()
    $ polish_check_panel("ash")
    $ polish_select("hunter")
    pause .05 until run TestDrawn()
    $ polish_check_panel("hunter")
    $ kozyr_test_note("panels:", polish_panel_ok)
    assert all(polish_panel_ok.values()) and len(polish_panel_ok) == len(roster.IDS)
    $ polish_select("pip")
    pause .05 until run TestDrawn()
    $ kozyr_shot("polish_map_panel_en")
    run Language("russian")
    pause .05 until run TestDrawn("kozyr_language_is('russian')")
    $ kozyr_shot("polish_map_panel_ru")
    $ polish_select(None)
    pause .05 until run TestDrawn()
    $ kozyr_shot("polish_map_ru")
    ## the bar's buttons clear of the suits' cartouche in the art (its right edge: x 1222)
    $ kozyr_test_note("map Rules ru:", polish_focus(__("Rules of the games")))
    assert polish_focus(__("Rules of the games")) is not None and polish_focus(__("Rules of the games"))[0] >= 1236
    assert __("N") == u"С"
    run Language(None)
    pause .05 until run TestDrawn('kozyr_language_is(None)')
    ## save on the map; the date without a leading zero; Russian month in lower case
    run FileSave(1, confirm=False)
    $ kozyr_test_note("file time:", kozyr_file_time(1))
    assert not re.search(r"(^|[ ,])0\d ", polish_untagged(kozyr_file_time(1)))
    run Language("russian")
    pause .05 until run TestDrawn("kozyr_language_is('russian')")
    $ kozyr_test_note("file time ru:", kozyr_file_time(1))
    assert re.search(u"\\d [а-я]+ \\d{4}", polish_untagged(kozyr_file_time(1))) and not re.search(r"(^|[ ,])0\d ", polish_untagged(kozyr_file_time(1)))
    run Language(None)
    pause .05 until run TestDrawn('kozyr_language_is(None)')
    ## the main menu now offers Continue, and it loads the save
    run MainMenu(confirm=False)
    pause .2 until run TestCond("renpy.get_screen('main_menu')")
    pause .4
    assert kozyr_newest_save() == "1-1"
    assert polish_focus("Continue") is not None
    $ kozyr_shot("polish_main_menu_continue_en")
    run Language("russian")
    pause .05 until run TestDrawn("kozyr_language_is('russian')")
    $ kozyr_shot("polish_main_menu_continue_ru")
    run Language(None)
    pause .05 until run TestDrawn('kozyr_language_is(None)')
    "Continue"
    pause .2 until run TestCond("renpy.get_screen('opponent_map')")
    run Quit(confirm=False)

init python:
    import re
    import engine.ai

    def polish_review_game(seed):
        """A finished two-player Podkidnoy game, the reviewed seat taking often."""
        s = engine.new_game("podkidnoy", players=2, seed=seed)
        i = 0
        while s.result is None:
            p = s.current_player
            s = s.apply(engine.ai.choose(s.view(p), level="easy" if p == 0 else "hard", seed=i, budget_ms=10))
            i += 1
        return s

    def polish_biggest_hand(r):
        """The ply at which the reviewed player held the most cards."""
        best = 0
        for k in range(len(r.states) - 1):
            if len(r.states[k].view(r.player).hand) > len(r.states[best].view(r.player).hand):
                best = k
        return best

testcase polish_review:
    $ _test.timeout = 240.0
    move (0.5, 0.5) pattern "Start"
    $ polish_state = polish_review_game(4)
    run Function(coach_review.open, polish_state, {"seats": [{"who": "mc"}, {"who": "pip"}]})
    pause .2 until run TestCond("coach_review.review.rv is not None or coach_review.review.error")
    assert coach_review.review.error is None
    $ coach_review.review.go(polish_biggest_hand(coach_review.review))
    pause .5
    $ polish_n = len(coach_review.review.view().hand)
    $ kozyr_test_note("hand at the biggest:", polish_n)
    assert polish_n * 124 + (polish_n - 1) * coach_review.row_spacing(polish_n, 124, 8) <= coach_review.ROW_W
    assert 16 * 124 + 15 * coach_review.row_spacing(16, 124, 8) <= coach_review.ROW_W and coach_review.row_spacing(6, 124, 8) == 8
    assert coach_review.review.who(1) == "pip" and coach.say("cards_n", "pip", n=3) == "Her cards: 3"
    assert polish_inside(polish_focus("Close"), bottom=1040, right=1880)
    $ kozyr_shot("polish_review_en")
    run Language("russian")
    pause .6
    assert coach.say("cards_n", "pip", n=3) == u"Карт у неё: 3"
    $ kozyr_shot("polish_review_ru")
    run Quit(confirm=False)

## polish_warfare: after a battle the player lost, the table says which rule decided it
## (the ds_* helpers of duel_stage.rpy put a position on the table). Screenshots:
## polish_warfare_why_en, polish_warfare_why_ru.
init python:

    polish_warfare_seen = {}

    def polish_warfare_shots():
        spec = ds_spec("warfare", skin="animal", who=("ash",))
        prev, st = ds_play_until(spec, 9, lambda s: s.view(0).phase == "keep" and s.current_player == 0)
        for lang, name in ((None, "english"), ("russian", "russian")):
            ds_show(spec, prev, st, "polish_warfare_why_" + ("en" if lang is None else "ru"), name, wait=2.5)
            polish_warfare_seen[name] = duel.model(st).own.battle_why
        renpy.change_language(None)
        return True

label polish_warfare_entry:
    $ polish_warfare_shots()
    "Warfare shots taken."
    return

testcase polish_warfare:
    $ _test.timeout = 150.0
    move (0.5, 0.5) pattern "Start"
    run Start("polish_warfare_entry")
    pause 0.2 until run TestCond("len(polish_warfare_seen) == 2")
    $ kozyr_test_note("why:", polish_warfare_seen)
    assert polish_warfare_seen["english"] and " beats " in polish_warfare_seen["english"]
    assert polish_warfare_seen["russian"] and u" сильнее, чем " in polish_warfare_seen["russian"]
    ## Free Play from the main menu: the seat has the name the player chose in the story
    $ persistent.kozyr_names = {"player": "Dasha", "brandt": "Sir Brandt", "ash": "Ash"}
    assert duel.player_seat_name() == "Dasha"
    assert duel.free_spec("podkidnoy", 2, 36, "classic", "easy", [])["seats"][0]["name"] == "Dasha"
    $ persistent.kozyr_names = {"player": "Traveller", "brandt": "Sir Brandt", "ash": "Ash"}
    assert duel.player_seat_name() == "Traveller"
    run Quit(confirm=False)

## polish_rules: the Rules picture "Never lower" shows a lower card of the suit crossed on
## the attack it may not beat (it showed a lone jack of clubs). Screenshot: polish_rules_never_lower.
screen polish_rules_figure():
    add Solid("#0f2a1e")
    add kozyr_rules_figure(*kozyr_rules_figures("podkidnoy")[3]) pos (100, 100)

testcase polish_rules:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    assert ("beat_no", "9S", "7S") in kozyr_rules_figures("podkidnoy")[3][1][2][1]
    run Show("polish_rules_figure")
    pause .5
    $ kozyr_shot("polish_rules_never_lower")
    run Quit(confirm=False)
