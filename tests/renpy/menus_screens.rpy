## Menus outside the table (issue 18, item 6). menus_shots: screenshots of Rules (each
## tab), Extras, Rename, Help and the load screen, in English and Russian, and the save
## slots' titles (chapter and opponent). menus_rename: Rename opened from the preferences
## keeps a typed name in place and Return goes back to the preferences; opened from the
## extras, Escape goes back to the extras (both went to the main menu before).

label kozyr_test_menus_story:
    $ spine_current = "pip"
    scene bg tower
    show pip neutral
    "Menus probe: at Pip's tower."
    $ spine_current = None
    "Menus probe: on the map."
    return

testcase menus_shots:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    run Start("kozyr_test_menus_story")
    move (0.5, 0.5) pattern "Menus probe: at Pip's tower."
    pause .05 until run TestDrawn("renpy.get_screen('say')")
    run FileTakeScreenshot()
    run FileSave(1, confirm=False)
    click
    move (0.5, 0.5) pattern "Menus probe: on the map."
    run FileSave(2, confirm=False)
    assert kozyr_slot_title(1) == u"Chapter 2 \u00b7 Pip" and kozyr_slot_title(2) == "On the map"
    assert kozyr_slot_title(3) is None
    run ShowMenu("load")
    pause .05 until run TestDrawn("renpy.get_screen('load')")
    $ kozyr_shot("menus_load_en")
    run ShowMenu("rules", game="podkidnoy")
    pause .05 until run TestDrawn("kozyr_page('rules', current='podkidnoy')")
    $ kozyr_shot("menus_rules_podkidnoy_en")
    run ShowMenu("rules", game="perevodnoy")
    pause .05 until run TestDrawn("kozyr_page('rules', current='perevodnoy')")
    $ kozyr_shot("menus_rules_perevodnoy_en")
    run ShowMenu("rules", game="svoi_kozyri")
    pause .05 until run TestDrawn("kozyr_page('rules', current='svoi_kozyri')")
    $ kozyr_shot("menus_rules_svoi_kozyri_en")
    run ShowMenu("rules", game="warfare")
    pause .05 until run TestDrawn("kozyr_page('rules', current='warfare')")
    $ kozyr_shot("menus_rules_warfare_en")
    run ShowMenu("rules", game="decks")
    pause .05 until run TestDrawn("kozyr_page('rules', current='decks')")
    $ kozyr_shot("menus_rules_decks_en")
    $ roster.record("marta", "win", "easy")
    $ roster.record("pip", "win", "normal")
    run ShowMenu("extras")
    pause .05 until run TestDrawn("renpy.get_screen('extras')")
    $ kozyr_shot("menus_extras_en")
    run ShowMenu("rename_characters")
    pause .05 until run TestDrawn("renpy.get_screen('rename_characters')")
    $ kozyr_shot("menus_rename_en")
    run ShowMenu("help")
    pause .05 until run TestDrawn("renpy.get_screen('help')")
    $ kozyr_shot("menus_help_en")
    run Language("russian")
    pause .05 until run TestDrawn("kozyr_language_is('russian')")
    assert kozyr_slot_title(1) == u"Глава 2 \u00b7 Пип"
    run ShowMenu("load")
    pause .05 until run TestDrawn("renpy.get_screen('load')")
    $ kozyr_shot("menus_load_ru")
    run ShowMenu("rules", game="podkidnoy")
    pause .05 until run TestDrawn("kozyr_page('rules', current='podkidnoy')")
    $ kozyr_shot("menus_rules_podkidnoy_ru")
    run ShowMenu("rules", game="perevodnoy")
    pause .05 until run TestDrawn("kozyr_page('rules', current='perevodnoy')")
    $ kozyr_shot("menus_rules_perevodnoy_ru")
    run ShowMenu("rules", game="svoi_kozyri")
    pause .05 until run TestDrawn("kozyr_page('rules', current='svoi_kozyri')")
    $ kozyr_shot("menus_rules_svoi_kozyri_ru")
    run ShowMenu("rules", game="warfare")
    pause .05 until run TestDrawn("kozyr_page('rules', current='warfare')")
    $ kozyr_shot("menus_rules_warfare_ru")
    run ShowMenu("rules", game="decks")
    pause .05 until run TestDrawn("kozyr_page('rules', current='decks')")
    $ kozyr_shot("menus_rules_decks_ru")
    run ShowMenu("extras")
    pause .05 until run TestDrawn("renpy.get_screen('extras')")
    $ kozyr_shot("menus_extras_ru")
    run ShowMenu("rename_characters")
    pause .05 until run TestDrawn("renpy.get_screen('rename_characters')")
    $ kozyr_shot("menus_rename_ru")
    run ShowMenu("help")
    pause .05 until run TestDrawn("renpy.get_screen('help')")
    $ kozyr_shot("menus_help_ru")
    run Quit(confirm=False)

## Menu pages dissolve in on a fast renderer, and a click or key that arrives during the
## dissolve is swallowed (Ren'Py gives events to the new page only once it is over); the
## `until` waiting for its effect then waits for ever (its state changes every cycle, so
## Ren'Py's stuck-test timeout never fires): on an idle machine this testcase hung. The
## renaming is under test here, not the dissolves (menus_speed times those), so the menus
## change at once, as they do on a slow renderer.
testcase menus_rename:
    $ _test.timeout = 60.0
    $ _kozyr_renderer["slow"] = True
    move (0.5, 0.5) pattern "Start"
    run ShowMenu("preferences")
    pause .1 until run TestCond("renpy.get_screen('preferences')")
    "Rename…" pos (0.5, 0.5)
    pause .1 until run TestCond("renpy.get_screen('rename_characters')")
    "Rename the knight" pos (0.5, 0.5)
    pause .1 until run TestCond("renpy.get_editable_input_value()[1]")
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type "bors"
    type RETURN
    pause .1 until run TestCond("brandt_name == 'bors'")
    assert persistent.kozyr_names["brandt"] == "bors" and not renpy.get_editable_input_value()[1]
    $ kozyr_shot("menus_rename_kept")
    "Return" pos (0.5, 0.5)
    pause .1 until run TestCond("renpy.get_screen('preferences')")
    assert not renpy.get_screen("rename_characters")
    ## From the extras, Escape goes back to the extras.
    run ShowMenu("extras")
    pause .1 until run TestCond("renpy.get_screen('extras')")
    "Rename characters" pos (0.5, 0.5)
    pause .1 until run TestCond("renpy.get_screen('rename_characters')")
    type ESCAPE
    pause .1 until run TestCond("renpy.get_screen('extras')")
    assert not renpy.get_screen("rename_characters")
    run Quit(confirm=False)


## The confirm screen and the refused save's notice share one panel (confirm_panel in
## screens_confirm_notify.rpy): each shows its message and its own buttons.
testcase menus_confirm_panels:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    run Start("kozyr_test_menus_story")
    move (0.5, 0.5) pattern "Menus probe: at Pip's tower."
    run Show("confirm", message=gui.MAIN_MENU, yes_action=Hide("confirm"), no_action=Hide("confirm"))
    pause .05 until run TestDrawn("renpy.get_screen('confirm')")
    $ kozyr_shot("menus_confirm_en")
    $ mcp_shown = duel_test_screen_strings("confirm")
    assert {__(gui.MAIN_MENU), __("Yes"), __("No")} <= mcp_shown
    run Hide("confirm")
    run Show("kozyr_save_refused", made="8.3.4", running="8.0.3")
    pause .05 until run TestDrawn("renpy.get_screen('kozyr_save_refused')")
    $ kozyr_shot("menus_save_refused_en")
    $ mcp_shown = duel_test_screen_strings("kozyr_save_refused")
    assert __("OK") in mcp_shown and any("8.3.4" in t and "8.0.3" in t for t in mcp_shown)
    run Hide("kozyr_save_refused")
    run Quit(confirm=False)
