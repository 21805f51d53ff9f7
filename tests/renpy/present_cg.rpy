## present_cg: a "picture first" CG (the story's `window hide` before `show cg_...`) is
## shown whole for its reveal: no say window, no quick menu over it (player review 5, story
## presentation 5). The window then dissolves in empty before the first line (`window
## auto`): the quick menu waits for the line, and comes back with it.
## Screenshots: present_cg_reveal, present_cg_line.

init python:
    def kozyr_present_in_reveal(cg):
        """True while `cg` is up and the story has hidden its window (the reveal's pause)."""
        return renpy.showing(cg) and not store._window and renpy.get_screen("say") is None

    _present_reveal = {}
    _present_errors = []    # what the waits saw wrong (a wait's condition cannot fail a test)

    def kozyr_present_reveal_shot(cg):
        """A wait's condition: in the reveal, once its dissolve is done (or half a second on),
        shoot the picture, check nothing lies over it, and be done; past the reveal without a
        shot, note it and be done."""
        import time
        if kozyr_present_in_reveal(cg):
            start = _present_reveal.setdefault("start", time.time())
            if renpy.display.interface.ongoing_transition and time.time() - start < 0.6:
                return False
            if kozyr_present_quick_menu_up():
                _present_errors.append("the quick menu is up over the CG in its reveal")
            kozyr_shot("present_cg_reveal")
            kozyr_test_note("present_cg: the reveal shot, %.2f s into it" % (time.time() - start,))
            return True
        if renpy.showing(cg) and (store._window or renpy.get_screen("say") is not None):
            kozyr_test_note("present_cg: the reveal ended before its shot", renpy.get_filename_line())
            return True
        return False

    def kozyr_present_quick_menu_up():
        """True if the quick menu screen draws its plate now (its own condition)."""
        return bool(store.quick_menu and kozyr_quick_menu_wanted())

    def kozyr_present_line_up():
        """A wait's condition: True once the say window holds a line; until then the quick
        menu must stay off the picture (over no window, or over the empty one)."""
        if renpy.get_screen("say") is not None and kozyr_say_line_shown():
            return True
        if kozyr_present_quick_menu_up():
            _present_errors.append("the quick menu is up over the CG with no line at %s" % (
                renpy.get_filename_line(),))
        return False

testcase present_cg:
    $ _test.timeout = 150.0
    move (0.5, 0.5) pattern "Start"
    run Start("chapter_brandt")
    pause .05 until run KozyrDrive("renpy.showing('cg_parapet_table')", skip=False)
    ## the reveal: the whole picture, shot from the wait itself (a test statement after the
    ## wait may come after the 2.5 s pause on a loaded machine)
    pause .02 until run TestCond("kozyr_present_reveal_shot('cg_parapet_table')")
    pause .02 until run TestCond("kozyr_present_line_up()")
    pause .05 until run TestCond("kozyr_present_quick_menu_up()")
    $ kozyr_test_note("present_cg: seen wrong:", _present_errors)
    assert not _present_errors
    pause 0.5
    $ kozyr_shot("present_cg_line")
    run Quit(confirm=False)

## present_name: the name prompt is the border guard's ledger with Ash's bust beside it, and
## says how long a name may be and what an empty line keeps; renaming the knight puts him
## beside the page for the question (one bust, not two) and back at his place after it. Both
## languages. Screenshots: present_name_en, present_name_brandt_en, present_name_ru.

default present_name_done = False

label present_name_demo:
    call ask_player_name
    scene bg bridge
    show brandt smug at right
    call name_character("brandt")
    $ present_name_done = True
    "…"
    return

testcase present_name:
    $ _test.timeout = 150.0
    run Start("present_name_demo")
    pause .1 until run TestCond("renpy.get_screen('input') is not None")
    pause 1.0
    assert renpy.get_displayable("input", "ledger_bust") is not None
    $ kozyr_shot("present_name_en")
    type RETURN
    pause .1 until run TestCond("renpy.get_screen('input') is not None and renpy.showing('bg bridge')")
    pause 0.5
    ## the knight beside the page, not also in the scene behind it
    assert not renpy.showing("brandt")
    assert renpy.get_displayable("input", "ledger_bust") is not None
    $ kozyr_shot("present_name_brandt_en")
    type RETURN
    pause .1 until run TestCond("present_name_done")
    assert renpy.showing("brandt") and renpy.get_attributes("brandt") == ("smug",)
    run Language("russian")
    pause .5
    $ present_name_done = False
    run Jump("present_name_demo")
    pause .1 until run TestCond("renpy.get_screen('input') is not None")
    pause 1.0
    $ kozyr_shot("present_name_ru")
    type RETURN
    pause .1 until run TestCond("renpy.get_screen('input') is not None and renpy.showing('bg bridge')")
    type RETURN
    pause .1 until run TestCond("present_name_done")
    run Quit(confirm=False)

## present_map: no marker (node card) of the map covers its place's landmark icon
## (map_places.json, written by the art's pipeline): the cards on screen, as the focus
## finds them, against the icons' rectangles; the computed rectangles the panel avoids hold
## them. The record in the panel says it counts Free Play too (Pip won in Free Play,
## still open in the story). Both languages.
## Screenshots: present_map_en, present_map_panel_en, present_map_panel_ru.

init python:
    def present_map_marker_rects():
        """{oid: (x, y, w, h)} of every marker as drawn (the focus's rectangles)."""
        alts = [(kozyr_marker_alt(o), o) for o in roster.IDS]
        got = {}
        for f in renpy.display.focus.focus_list:
            ## (the chosen marker's words end in "selected")
            try:
                said = f.widget._tts_all()
            except Exception:
                said = ""
            oid = next((o for alt, o in alts if said.startswith(alt)), None)
            if oid is not None and f.x is not None:
                got[oid] = (int(f.x), int(f.y), int(f.w), int(f.h))
        return got

    def present_map_check():
        drawn = present_map_marker_rects()
        if set(drawn) != set(roster.IDS):
            raise AssertionError("markers found: %r" % (sorted(drawn),))
        if set(KOZYR_MAP_ICONS) != set(roster.IDS):
            raise AssertionError("icons in map_places.json: %r" % (sorted(KOZYR_MAP_ICONS),))
        for oid, rect in drawn.items():
            for other, icon in KOZYR_MAP_ICONS.items():
                if kozyr_rect_overlap(rect, icon):
                    raise AssertionError("%s: the marker %r covers the icon of %s %r" % (
                        _preferences.language, rect, other, icon))
            ## the rectangle the panel keeps clear of holds the drawn one (it may be wider)
            calc = kozyr_marker_rect(oid)
            if kozyr_rect_overlap(calc, rect) < rect[2] * rect[3] - 4 * (rect[2] + rect[3]):
                raise AssertionError("%s: marker of %s drawn at %r, computed %r" % (
                    _preferences.language, oid, rect, calc))
        return True

label present_map_demo:
    $ spine_wins = {"marta"}
    call screen opponent_map
    return

testcase present_map:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ roster.reset_progress()
    $ roster.record("marta", "win", "easy")
    $ roster.record("pip", "win", "easy")
    run Start("present_map_demo")
    pause .1 until run TestCond("renpy.get_screen('opponent_map')")
    pause .5
    move (0.995, 0.995)
    pause .2
    assert present_map_check()
    $ kozyr_shot("present_map_en")
    "Pip, open" pos (0.5, 0.5)
    pause .1 until run TestCond("kozyr_page('opponent_map', sel='pip')")
    pause .5
    ## the case the panel must explain: won in Free Play, still open in the story
    assert roster.beaten("pip") and roster.story_status("pip") == "open"
    $ kozyr_shot("present_map_panel_en")
    run Language("russian")
    pause .8
    assert present_map_check()
    $ kozyr_shot("present_map_panel_ru")
    run Quit(confirm=False)
