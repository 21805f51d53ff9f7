## Issue 26, the menu pages' last polish (menus_polish), in English and Russian, with
## screenshots mp_*_en / mp_*_ru:
##   - Preferences: the speeds run slow, normal, fast; every group heading clear of the
##     next column (docs/translation.md, "Capitals and order on the menu pages");
##   - Help: short rows, none over four lines (one paragraph ran eleven);
##   - Problems: every tile of the list whole in its window (the last row was cut);
##   - Free Play: the chosen value is a filled chip, gold, white in high contrast (it was
##     a thin underline);
##   - Play Online: the join tab's empty state offers to host; a refused connection reads
##     in plain words (it printed "[Errno 111] Connection refused");
##   - the map: every opponent's panel on screen, hiding no marker (polish_check_panel).

init python:
    import pygame as _mp_pg

    menus_polish_failed = []
    menus_polish_panels = {}

    def menus_polish_check(ok, what):
        kozyr_test_note(("ok   " if ok else "FAIL ") + what)
        if not ok:
            menus_polish_failed.append(what)

    def menus_polish_focus(prefix, y_min=0):
        """The focus rectangle of the first focusable whose words start with prefix."""
        for f in renpy.display.focus.focus_list:
            try:
                alt = f.widget._tts_all()
            except Exception:
                continue
            if f.x is not None and f.y >= y_min and alt.lower().startswith(prefix.lower()):
                return (f.x, f.y, f.w, f.h)
        return None

    def menus_polish_pixel(rect):
        """The colour just inside the left edge of rect, from a fresh screenshot."""
        path = _kt_os.path.join(config.basedir, "menus_polish_probe.png")
        renpy.screenshot(path)
        surf = _mp_pg.image.load(path)
        c = surf.get_at((rect[0] + 5, rect[1] + rect[3] // 2))
        return (c[0], c[1], c[2])

    def menus_polish_check_chips():
        """Free Play: the chosen value of a row is a filled chip (gold, or white in the
        high-contrast look); a value not chosen is not (it was a thin underline)."""
        hc = bool(persistent.duel_high_contrast)
        chosen = menus_polish_focus(kozyr_option(duel.LEVEL_NAMES["normal"]), 300)
        other = menus_polish_focus(kozyr_option(duel.LEVEL_NAMES["hard"]), 300)
        if chosen is None or other is None:
            menus_polish_check(False, "Free Play's level buttons found")
            return
        on, off = menus_polish_pixel(chosen), menus_polish_pixel(other)
        want = (255, 255, 255) if hc else tuple(int(gui.accent_color[i:i + 2], 16) for i in (1, 3, 5))
        menus_polish_check(max(abs(a - b) for a, b in zip(on, want)) < 24 and sum(off) < 200,
                           "%s: the chosen level is a filled chip %r (not chosen %r, hc %s)" % (_preferences.language, on, off, hc))

    def menus_polish_check_problems():
        """Problems: every tile of the list whole inside the list's window (the last row
        was cut in half at its foot)."""
        shown = coach_puzzles.listed("podkidnoy", 0)
        titles = set(coach_puzzles.title(p) for p in shown)
        tiles = [(f.x, f.y, f.w, f.h) for f in renpy.display.focus.focus_list
                 if f.x is not None and f.widget._tts_all() in titles]
        rows = (len(shown) + coach_puzzles.LIST_COLS - 1) // coach_puzzles.LIST_COLS
        box = kozyr_rect("coach_problems", "coach_problem_list")
        intro = kozyr_rect("coach_problems", "coach_problems_intro")
        if box is None or intro is None:
            menus_polish_check(False, "Problems' intro and list drawn (%r, %r)" % (intro, box))
            return
        top, bottom = box[1], box[1] + coach_puzzles.list_height(rows)
        cut = [t for t in tiles if t[1] + t[3] > bottom or t[1] < top]
        menus_polish_check(len(tiles) == len(shown) and not cut and rows <= coach_puzzles.LIST_ROWS,
                           "%s: all %d problems whole in the list, none cut %r" % (_preferences.language, len(tiles), cut[:3]))
        ## the intro (two lines in Russian) ends above the first row (its second line hid
        ## under the first row at fixed positions)
        first = min([t[1] for t in tiles] or [top])
        menus_polish_check(intro[1] + intro[3] <= first and intro[1] + intro[3] <= top,
                           "%s: Problems' intro %r clear of the list at y %d" % (_preferences.language, intro, first))

    MENUS_POLISH_HEADINGS = ("Display", "Skip", "Language", "Card table", "Opponents' speed",
                             "Card size", "Names", "Sound")

    def menus_polish_check_free_top():
        """Free Play: the setup's box starts level with the page's title, not under the
        empty top band (issue 26: a large empty space above it)."""
        box = kozyr_rect("duel_free_play_setup", "free_setup_box")
        menus_polish_check(box is not None and box[1] <= 100,
                           "%s: Free Play's setup starts at the top of the page %r" % (_preferences.language, box))

    def menus_polish_check_headings():
        """Preferences: every group heading clear of the next column (338 px)."""
        for h in MENUS_POLISH_HEADINGS:
            w = renpy.render(Text(__(h), style="pref_label_text"), 2000, 200, 0, 0).get_size()[0]
            menus_polish_check(w <= 338 - 16, "%s: heading %r fits its column (%d px)" % (_preferences.language, __(h), w))

    def menus_polish_check_help():
        """Help: short rows, none over four lines (one paragraph ran eleven)."""
        tall = []
        def walk(d):
            if isinstance(d, Text):
                h = renpy.render(d, 900, 4000, 0, 0).get_size()[1]
                if h > 4 * 36 + 8:
                    tall.append((h, d.text[0][:40] if d.text else ""))
            for c in d.visit() or []:
                if c is not None:
                    walk(c)
        walk(renpy.get_screen("help"))
        menus_polish_check(not tall, "%s: Help's rows are at most four lines (too tall: %r)" % (_preferences.language, tall))

    def menus_polish_check_order():
        """Preferences: the speeds run slow, normal, fast from the top."""
        speed = [o for o in duel.TABLE_OPTIONS if o.field == "duel_speed"][0]
        ys = [menus_polish_focus(kozyr_option(nm), 480) for v, nm in speed.choices]
        menus_polish_check([v for v, nm in speed.choices] == [2, 1, 0], "the speeds' values run slow (2) to fast (0)")
        menus_polish_check(None not in ys and ys[0][1] < ys[1][1] < ys[2][1],
                           "%s: speeds in order slow, normal, fast %r" % (_preferences.language, ys))

    def menus_polish_check_map_panel(oid):
        """The map's panel: the record keeps each figure with its word (a narrow panel
        left a lone "0" on a line), and its buttons are gold, not the grey that read as
        disabled on the dark panel."""
        rec = kozyr_record_text(oid)
        line = renpy.render(Text(u"0", style="kozyr_panel_text"), 2000, 200, 0, 0).get_size()[1]
        tall = renpy.render(Text(rec, style="kozyr_panel_text"), 1, 4000, 0, 0).get_size()[1]
        chunks = rec.count(u"\u00b7") * 2 + 1          # "Wins 0", "·", "Losses 0", ...
        menus_polish_check(int(round(float(tall) / line)) <= chunks,
                           "%s: the record %r breaks only at its dots (%d lines at 1 px, at most %d)" % (_preferences.language, rec, int(round(float(tall) / line)), chunks))
        close = None
        for f in renpy.display.focus.focus_list:
            try:
                if f.widget._tts_all() == __("Close the panel"):
                    close = f.widget
            except Exception:
                pass
        colour = close.child.style.color if close is not None and isinstance(close.child, Text) else None
        menus_polish_check(colour is not None and Color(colour).hexcode.lower()[:7] == gui.accent_color.lower(),
                           "%s: the panel's Close is gold when idle (%r)" % (_preferences.language, colour))

    ## what a refused connection reads, per language (the sentences of online.connect_error_text)
    MENUS_POLISH_REFUSED = {
        None: u"Nobody answered at that address. Check it, and that the server is running.",
        "russian": u"По этому адресу никто не ответил. Проверьте адрес и запущен ли сервер.",
    }

    def menus_polish_lang():
        return "ru" if _preferences.language == "russian" else "en"

    def menus_polish_shoot(name):
        kozyr_shot(name + ("_ru" if _preferences.language == "russian" else "_en"))

label menus_polish_map:
    $ spine_wins = {"marta"}
    $ spine_current = None
    call screen opponent_map
    return

## The pages, once per language (menus_polish calls it in English, then in Russian).
testcase menus_polish_pages:  # part-of menus_polish
    run ShowMenu("preferences")
    pause .05 until run TestDrawn("renpy.get_screen('preferences')")
    $ menus_polish_shoot("mp_preferences")
    $ menus_polish_check_order()
    $ menus_polish_check_headings()
    run ShowMenu("extras")
    pause .05 until run TestDrawn("renpy.get_screen('extras')")
    $ menus_polish_shoot("mp_extras")
    run ShowMenu("help")
    pause .05 until run TestDrawn("renpy.get_screen('help')")
    $ menus_polish_shoot("mp_help")
    $ menus_polish_check_help()
    run ShowMenu("coach_problems")
    pause .05 until run TestDrawn("renpy.get_screen('coach_problems')")
    $ menus_polish_shoot("mp_problems")
    $ menus_polish_check_problems()
    run Return()
    pause .05 until run TestDrawn()
    run Start("free_play")
    pause .2 until run TestCond("renpy.get_screen('duel_free_play_setup')")
    pause .05 until run TestDrawn("renpy.get_screen('duel_free_play_setup')")
    $ menus_polish_shoot("mp_free_play")
    $ menus_polish_check_free_top()
    $ menus_polish_check_chips()
    $ persistent.duel_high_contrast = True
    $ renpy.restart_interaction()
    pause .05 until run TestDrawn()
    $ menus_polish_check_chips()
    $ menus_polish_shoot("mp_free_play_hc")
    $ persistent.duel_high_contrast = False
    $ renpy.restart_interaction()
    run MainMenu(confirm=False)
    pause .2 until run TestCond("renpy.get_screen('main_menu')")
    ## kept fixed (not a wait for a condition yet): after MainMenu() a wait for the main
    ## menu drawn passed too early and the page opened next never showed; what the
    ## restart does meanwhile is not understood yet (issue 29)
    pause .3  # kept fixed: the restart of MainMenu(), see above
    run Start("online_play")
    pause .2 until run TestCond("renpy.get_screen('online_lobby')")
    pause .05 until run TestDrawn("renpy.get_screen('online_lobby')")
    $ menus_polish_shoot("mp_online")
    ## the join tab with no code: the empty state offers to host
    $ renpy.get_screen("online_lobby").scope["tab"] = "join"
    $ renpy.restart_interaction()
    pause .05 until run TestDrawn()
    $ menus_polish_shoot("mp_online_join")
    $ menus_polish_check(menus_polish_focus(__("Host a table"), 300) is not None, "%s: the join tab's empty state offers to host" % _preferences.language)
    ## a refused connection reads in plain words, under a heading
    $ online.session.form["code"] = "ABCDEF"
    $ online.session.form["address"] = "127.0.0.1:1"
    $ renpy.restart_interaction()
    pause .05 until run TestDrawn()
    run Function(online.start, "join")
    pause .1 until run TestWait("online.session.phase == 'failed'", 10.0)
    $ menus_polish_check(online.session.phase == "failed" and "Errno" not in online.status_line() and online.status_line() == MENUS_POLISH_REFUSED[_preferences.language], "%s: a refused connection in plain words: %r" % (_preferences.language, online.status_line()))
    $ online.session.reset()
    $ online.session.form["code"] = ""
    $ online.session.form["address"] = "127.0.0.1:7341"
    run MainMenu(confirm=False)
    pause .2 until run TestCond("renpy.get_screen('main_menu')")
    pause .3  # kept fixed: as after the MainMenu() above

## The map's panels of every opponent, once per language.
testcase menus_polish_panels:  # part-of menus_polish
    $ polish_select("marta")
    pause .05 until run TestDrawn()
    $ polish_check_panel("marta")
    $ menus_polish_panels["marta_" + menus_polish_lang()] = polish_panel_ok["marta"]
    $ polish_select("aurelia")
    pause .05 until run TestDrawn()
    $ polish_check_panel("aurelia")
    $ menus_polish_panels["aurelia_" + menus_polish_lang()] = polish_panel_ok["aurelia"]
    $ polish_select("pip")
    pause .05 until run TestDrawn()
    $ polish_check_panel("pip")
    $ menus_polish_panels["pip_" + menus_polish_lang()] = polish_panel_ok["pip"]
    $ menus_polish_check_map_panel("pip")
    $ menus_polish_shoot("mp_map_pip")
    $ polish_select("brandt")
    pause .05 until run TestDrawn()
    $ polish_check_panel("brandt")
    $ menus_polish_panels["brandt_" + menus_polish_lang()] = polish_panel_ok["brandt"]
    $ menus_polish_shoot("mp_map_brandt")
    $ polish_select("market")
    pause .05 until run TestDrawn()
    $ polish_check_panel("market")
    $ menus_polish_panels["market_" + menus_polish_lang()] = polish_panel_ok["market"]
    $ polish_select("lina")
    pause .05 until run TestDrawn()
    $ polish_check_panel("lina")
    $ menus_polish_panels["lina_" + menus_polish_lang()] = polish_panel_ok["lina"]
    $ polish_select("ash")
    pause .05 until run TestDrawn()
    $ polish_check_panel("ash")
    $ menus_polish_panels["ash_" + menus_polish_lang()] = polish_panel_ok["ash"]
    $ menus_polish_shoot("mp_map_ash")
    $ polish_select("hunter")
    pause .05 until run TestDrawn()
    $ polish_check_panel("hunter")
    $ menus_polish_panels["hunter_" + menus_polish_lang()] = polish_panel_ok["hunter"]

testcase menus_polish:
    $ _test.timeout = 200.0
    move (0.5, 0.5) pattern "Start"
    $ kozyr_layout_on()
    $ roster.reset_progress()
    $ roster.record("marta", "win", "easy")
    $ roster.record("pip", "win", "normal")
    pause .05 until run TestDrawn("renpy.get_screen('main_menu')")
    call menus_polish_pages
    run Language("russian")
    ## kept fixed (not a wait for a condition yet): a page shown at once after a language
    ## switch on the main menu is closed again a moment later (its interaction ends; a
    ## wait on a condition passed before that and the next page never showed)
    pause .4  # kept fixed: the language switch on the main menu, see above
    call menus_polish_pages
    run Language(None)
    pause .3  # kept fixed: the language switch on the main menu, as above
    run Start("menus_polish_map")
    pause .2 until run TestCond("renpy.get_screen('opponent_map')")
    pause .05 until run TestDrawn("renpy.get_screen('opponent_map')")
    call menus_polish_panels
    run Language("russian")
    pause .05 until run TestDrawn("kozyr_language_is('russian')")
    call menus_polish_panels
    $ kozyr_test_note("panels:", menus_polish_panels)
    assert len(menus_polish_panels) == 2 * len(roster.IDS) and all(menus_polish_panels.values())
    run Language(None)
    pause .05 until run TestDrawn("kozyr_language_is(None)")
    assert menus_polish_failed == []
    run Quit(confirm=False)
