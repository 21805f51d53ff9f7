## The table's corners and announcements (owner: table; issue 18): screenshots of every
## variant mid-duel with Undo and Hint offered (English and Russian), of a role ribbon over
## the status line and of the table options; and checks that
## - the lower right corner (action buttons, Undo, Hint, Table options, Menu) lies on the
##   screen without overlaps, every variant, both languages (four small buttons stacked
##   from y 900 ran off the bottom edge), and every corner label fits on its button;
## - the role ribbon covers the status line: pixels at the line's edges are the ribbon's
##   own colour (the ribbon was as wide as its words and a little transparent, so the
##   status line showed beside and through it);
## - the table options' rows stay inside their panel in both languages.
## Positions come from the engine's easy bots (seeded), as in duel_stage.rpy (ds_*).

init python:

    import pygame_sdl2 as _dl_pg

    DL = {"checks": [], "done": False}

    def dl_check(ok, what):
        DL["checks"].append((bool(ok), what))
        if not ok:
            kozyr_test_note("LOOKS CHECK FAILED:", what)

    def dl_rects(screen):
        """{alt or id: (x, y, w, h)} of the focusable widgets of `screen`."""
        scr = renpy.get_screen(screen)
        ## the corner's buttons by what they read (a widget's id names it only in the
        ## screen's latest update, not in the focus list of the frame on screen)
        ids = {__("Undo"): "duel_btn_undo", __("Hint: what would a strong player do?"): "duel_btn_hint",
               __("Table options"): "duel_btn_options", __("Menu"): "duel_btn_menu"}
        out = {}
        for f in renpy.display.focus.focus_list:
            if f.x is None or (scr is not None and f.screen is not None and f.screen is not scr):
                continue
            alt = _dt_alt(f)
            name = ids.get(alt, alt)
            out[name] = (f.x, f.y, f.w, f.h)
        return out

    def dl_overlap(a, b):
        return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]

    def dl_setup(spec, prev, st, language):
        lang = None if language == "english" else language
        if _preferences.language != lang:
            renpy.change_language(lang)
        duel.begin(spec)
        if prev is not None:
            # the move's cards fly from where the state before showed them
            store.duel_state = prev
            duel.show(prev)
            duel.model(prev)
        store.duel_state = st
        duel.show(st)
        store.duel_undo_state = prev      # a move to take back: Undo is offered

    def dl_corner(variant, seed, want, language, shot=None, skin="classic"):
        """The table at a position where the player moves, Undo and Hint offered: the
        right-hand column checked (and shot)."""
        spec = ds_spec(variant, skin=skin, who=("pip",))
        prev, st = ds_play_until(spec, seed, want)
        dl_check(st is not None, "%s: a position where the player moves" % variant)
        if st is None:
            return
        dl_setup(spec, prev, st, language)
        renpy.show_screen("duel_table", human=True)
        renpy.call_screen("ds_wait", 0.5)
        m = duel.model(st)
        rects = dl_rects("duel_table")
        where = "%s/%s" % (variant, language)
        corner = ["duel_btn_undo", "duel_btn_hint", "duel_btn_options", "duel_btn_menu"]
        for k in corner:
            dl_check(k in rects, "%s: %s is on the table" % (where, k))
        col = dict((k, r) for k, r in rects.items() if r[0] >= 1640 and r[1] >= 640)
        duel_test_note("corner", where, sorted(col.items(), key=lambda kv: kv[1][1]))
        for k, r in col.items():
            dl_check(0 <= r[0] and r[0] + r[2] <= 1920 and 0 <= r[1] and r[1] + r[3] <= 1080,
                     "%s: %s %r lies on the screen" % (where, k, r))
        names = sorted(col)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                dl_check(not dl_overlap(col[a], col[b]), "%s: %s %r and %s %r do not overlap" % (where, a, col[a], b, col[b]))
        dl_check(len(m.buttons) == 0 or any(k not in corner for k in col),
                 "%s: the action buttons are in the column" % where)
        if shot:
            kozyr_shot(shot)
        renpy.hide_screen("duel_table")

    def dl_labels_fit(language):
        """Every corner label on one line of its button (236 x 44, padding 6, 2), and the
        table options' choices on theirs (164 wide, padding 6), in both looks."""
        lang = None if language == "english" else language
        if _preferences.language != lang:
            renpy.change_language(lang)
        for hc in (False, True):
            persistent.duel_high_contrast = hc
            for s in (_("Undo"), _("Hint"), _("Table options"), _("Menu"), _("Chat"), _("Leave…")):
                t = Text(__(s), style=duel.S("duel_corner_button_text"))
                w, h = renpy.render(t, 2000, 200, 0, 0).get_size()
                dl_check(w <= 236 - 12 and h <= 44 - 4, "%s: %r fits its corner button (%dx%d, hc %s)" % (language, __(s), w, h, hc))
            for s in list(duel.SPEED_NAMES) + [_("small"), _("normal"), _("large")]:
                t = Text(__(s), style=duel.S("duel_small_button_text"))
                w, h = renpy.render(t, 2000, 200, 0, 0).get_size()
                dl_check(w <= 164 - 12 and h <= 50 - 12, "%s: option %r fits its button (%dx%d, hc %s)" % (language, __(s), w, h, hc))
        persistent.duel_high_contrast = False

    def dl_pixel(surf, x, y):
        c = surf.get_at((x, y))
        return (c[0], c[1], c[2])

    def dl_ribbon(language):
        """A transfer onto the player (the role changes): the ribbon over the status line."""
        spec = ds_spec("perevodnoy", skin="classic", who=("pip",))
        prev, st = ds_play_until(spec, 5, lambda s: "transfer" in ds_events(s))
        dl_setup(spec, prev, st, language)
        store.duel_undo_state = None
        duel.announce(st)
        dl_check(duel.banner_of(st), "%s: the transfer is announced" % language)
        renpy.show_screen("duel_table", human=True)
        renpy.call_screen("ds_wait", 0.5)     # the swoop (0.25 s) is over, the hold is not
        name = "looks_ribbon_%s" % language
        kozyr_shot(name)
        m = duel.model(st)
        msg = duel.ui.message or m.status
        x, y = duel.STATUS_XY
        w, h = duel.STATUS_W, duel.status_h(msg)
        renpy.hide_screen("duel_table")
        folder = _kt_os.environ.get("KOZYR_SCREENS") or _kt_os.path.join(config.basedir, "artifacts", "screens")
        surf = _dl_pg.image.load(_kt_os.path.join(folder, name + ".png"))
        sx, sy = surf.get_width() / 1920.0, surf.get_height() / 1080.0
        want = tuple(int(duel.PALETTE["ribbon_solid"][0][i:i + 2], 16) for i in (1, 3, 5))
        # the status line's edges and corners, 3 px inside it
        pts = [(x + 3, y + 3), (x + w - 4, y + 3), (x + 3, y + h - 4), (x + w - 4, y + h - 4),
               (x + 3, y + h // 2), (x + w - 4, y + h // 2), (x + 80, y + h - 4), (x + w - 80, y + 3)]
        bad = []
        for px, py in pts:
            got = dl_pixel(surf, int(px * sx), int(py * sy))
            if max(abs(a - b) for a, b in zip(got, want)) > 2:
                bad.append(((px, py), got))
        dl_check(not bad, "%s: the ribbon covers the status line (%d x %d at %r); showing through: %r" % (language, w, h, (x, y), bad))

    def dl_options(language, shot=None):
        """The table options over the table: every row inside the panel."""
        spec = ds_spec("podkidnoy", who=("pip",))
        prev, st = ds_play_until(spec, 11, lambda s: s.current_player == 0)
        dl_setup(spec, prev, st, language)
        renpy.show_screen("duel_table", human=True)
        renpy.show_screen("duel_options")
        renpy.call_screen("ds_wait", 0.4)
        kozyr_shot(shot or ("looks_options_%s" % language))
        rects = dl_rects("duel_options")
        dl_check(len(rects) >= 8, "%s: the options' buttons are there (%d)" % (language, len(rects)))
        ## the panel shows every row of the table of options, each with its buttons
        shown = duel_test_screen_strings("duel_options")
        for opt in duel.table_rows():
            dl_check(__(opt.label) in shown, "%s: the options show the row %r" % (language, opt.field))
            for bid, _w, _l, _a, _s in duel.option_buttons(opt):
                dl_check(renpy.get_widget("duel_options", bid) is not None, "%s: the button %s is there" % (language, bid))
        pw, ph = duel.OPTIONS_WH
        x0, y0 = (1920 - pw) // 2, (1080 - ph) // 2
        for k, r in rects.items():
            dl_check(x0 <= r[0] and r[0] + r[2] <= x0 + pw and y0 <= r[1] and r[1] + r[3] <= y0 + ph,
                     "%s: option %r %r inside its panel" % (language, k, r))
        renpy.hide_screen("duel_options")
        renpy.hide_screen("duel_table")

    def duel_looks_shots():
        # the table as a player sees it: the `duel` label hides the quick menu, these shots
        # show the table screen directly, so they hide it the same way
        store.quick_menu = False
        persistent.duel_speed = 1
        persistent.duel_undo = True
        persistent.duel_hint_button = "on"
        my = lambda s: s.current_player == 0
        cases = [
            ("podkidnoy", 11, lambda s: my(s) and s.view(0).phase == "defend" and len(s.view(0).table) >= 2),
            ("perevodnoy", 5, lambda s: my(s) and s.view(0).phase == "defend" and len(s.view(0).table) >= 1),
            ("podkidnoy", 12, lambda s: my(s) and s.view(0).phase != "defend" and len(s.view(0).table) >= 1),
            ("svoi_kozyri", 7, lambda s: my(s) and s.view(0).phase == "play" and len(s.view(0).pile) >= 3),
            ("warfare", 9, lambda s: my(s) and s.view(0).phase in ("keep", "pick")),
        ]
        for lang in ("english", "russian"):
            tag = "en" if lang == "english" else "ru"
            for k, (v, seed, want) in enumerate(cases):
                dl_corner(v, seed, want, lang, shot="looks_corner_%s_%d_%s" % (v, k, tag))
            dl_labels_fit(lang)
            dl_ribbon(lang)
            dl_options(lang)
        # the high-contrast look: larger type in the same places
        persistent.duel_high_contrast = True
        v, seed, want = cases[0]
        dl_corner(v, seed, want, "russian", shot="looks_corner_hc_ru")
        dl_options("russian", shot="looks_options_hc_ru")
        persistent.duel_high_contrast = False
        renpy.change_language(None)
        DL["done"] = True
        return True


    def dl_assert():
        failed = [w for ok, w in DL["checks"] if not ok]
        if failed or not DL["checks"]:
            raise AssertionError("duel_looks checks failed: %r" % (failed,))


label duel_looks_entry:
    $ duel_looks_shots()
    "Looks checked."
    return


testcase duel_looks_shots:
    $ _test.timeout = 240.0
    move (0.5, 0.5) pattern "Start"
    run Start("duel_looks_entry")
    pause 0.2 until run TestCond("DL['done']")
    move (0.5, 0.5) pattern "Looks checked."
    ## (a testcase's `assert x, message` asserts the tuple: always true in Ren'Py 8.0)
    $ dl_assert()
    run Quit(confirm=False)


init python:

    def dl_page_fits(screen):
        """Every focusable widget of `screen` lies on the screen, in the navigation column
        or inside the page's content (x 480-1860), none overlapping another."""
        rects = dl_rects(screen)
        bad = [(k, r) for k, r in rects.items() if r[0] < 0 or r[1] < 0 or r[0] + r[2] > 1920 or r[1] + r[3] > 1080]
        page = [(k, r) for k, r in rects.items() if r[0] >= 440]
        ## the page's content: x 480-1860 (game_menu's content frame; a 1380 wide card)
        bad += [(k, r) for k, r in page if r[0] + r[2] > 1862]
        for i, (a, ra) in enumerate(page):
            for b, rb in page[i + 1:]:
                if dl_overlap(ra, rb):
                    bad.append((a, b))
        duel_test_note("page", screen, len(rects), "widgets; bad", bad)
        return not bad and len(page) >= 15

## Free Play in the game-menu look (the main menu's pages), English and Russian, and the
## preferences' table options by their new names.
testcase looks_free_play:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    run Start("free_play")
    pause 0.2 until run TestCond("renpy.get_screen('duel_free_play_setup') is not None")
    pause 0.5
    $ kozyr_shot("looks_free_play_en")
    $ dl_check(dl_page_fits("duel_free_play_setup"), "Free Play (English) fits its page")
    $ dl_check("Free Play" in duel_test_screen_strings("duel_free_play_setup"), "Free Play's title is the page title")
    $ dl_check(not {"History", "Save", "Main Menu"} & duel_test_screen_strings("duel_free_play_setup"), "Free Play's navigation offers no History, Save or Main Menu (Return goes there)")
    $ dl_check({"Load", "Preferences", "Return"} <= duel_test_screen_strings("duel_free_play_setup"), "Free Play's navigation keeps Load, Preferences and Return")
    "Svoi Kozyri"
    pause 0.3
    $ kozyr_shot("looks_free_play_svoi_en")
    $ dl_check(dl_page_fits("duel_free_play_setup"), "Free Play (Svoi Kozyri) fits its page")
    run Language("russian")
    pause 0.5
    $ kozyr_shot("looks_free_play_ru")
    $ dl_check(dl_page_fits("duel_free_play_setup"), "Free Play (Russian) fits its page")
    "Подкидной дурак"
    pause 0.3
    $ kozyr_shot("looks_free_play_podkidnoy_ru")
    $ dl_check(dl_page_fits("duel_free_play_setup"), "Free Play (Russian, Podkidnoy) fits its page")
    run ShowMenu("preferences")
    pause 0.5
    $ kozyr_shot("looks_preferences_ru")
    $ dl_check("Выделять карты для хода" in duel_test_screen_strings("preferences"), "the preference's Russian name")
    run Language(None)
    pause 0.5
    $ kozyr_shot("looks_preferences_en")
    $ dl_check("Show playable cards" in duel_test_screen_strings("preferences"), "the preference's name")
    ## the Preferences page shows every option of the table's that has a short name
    $ dl_prefs_shown = duel_test_screen_strings("preferences")
    $ dl_check(all(__(o.short) in dl_prefs_shown for o in duel.preference_switches() + duel.preference_choices()), "the preferences show the table's options")
    $ dl_check(all(kozyr_option(nm) in dl_prefs_shown for o in duel.preference_choices() for v, nm in o.choices), "the preferences show every choice")
    ## (a testcase's `assert x, message` asserts the tuple: always true in Ren'Py 8.0)
    $ dl_assert()
    run Quit(confirm=False)
