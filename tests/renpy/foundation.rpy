## Foundation testcases: the game boots headless, the menus work, the engine
## imports inside Ren'Py and survives save -> quit -> load, and a save made in
## the middle of a scene resumes on the same line in a new process.

testcase boot:
    $ _test.timeout = 30.0
    move (0.5, 0.5) pattern "Start"
    assert kozyr_ast_fix_active == (renpy.version_tuple < (8, 1) and sys.version_info >= (3, 11))
    assert config.version == kozyr_manifest["version"] and config.version != "unknown"
    $ kozyr_shot("main_menu")
    "Preferences"
    pause .6
    $ kozyr_shot("preferences")
    "Return"
    pause .6
    "Start"
    pause 1.0
    $ kozyr_shot("story_start")
    assert renpy.context_nesting_level() >= 0 and not renpy.get_screen("main_menu")
    run Quit(confirm=False)


testcase engine_save__step1:
    $ _test.timeout = 30.0
    move (0.5, 0.5) pattern "Start"
    run Start("kozyr_test_engine_probe")
    move (0.5, 0.5) pattern "Engine probe ready."
    assert type(probe_state) is engine.State or isinstance(probe_state, engine.State)
    run FileSave(1, confirm=False)
    pause .5
    run Quit(confirm=False)


testcase engine_save__step2:
    $ _test.timeout = 30.0
    move (0.5, 0.5) pattern "Start"
    run FileLoad(1, confirm=False)
    move (0.5, 0.5) pattern "Engine probe ready."
    assert isinstance(probe_state, engine.State)
    assert probe_state == engine.new_game("podkidnoy", players=2, seed=20261130)
    assert probe_state.to_dict() == engine.new_game("podkidnoy", players=2, seed=20261130).to_dict()
    assert str(probe_card) == "7C" and type(probe_card) is engine.Card
    run Quit(confirm=False)


testcase stable_names__step1:
    $ _test.timeout = 30.0
    move (0.5, 0.5) pattern "Start"
    run Start("kozyr_test_resume_probe")
    move (0.5, 0.5) pattern "Resume probe: line one."
    click
    move (0.5, 0.5) pattern "Resume probe: line two."
    click
    move (0.5, 0.5) pattern "Resume probe: line three."
    assert resume_probe_counter == 2
    run FileSave(1, confirm=False)
    pause .5
    run Quit(confirm=False)


testcase stable_names__step2:
    $ _test.timeout = 30.0
    move (0.5, 0.5) pattern "Start"
    run FileLoad(1, confirm=False)
    # Without stable statement names the load falls back to the label and shows line one.
    move (0.5, 0.5) pattern "Resume probe: line three."
    assert resume_probe_counter == 2
    click
    move (0.5, 0.5) pattern "Resume probe: the end."
    assert resume_probe_counter == 3
    run Quit(confirm=False)


init python:
    import sys

default probe_state = None
default probe_card = None
default resume_probe_counter = 0

label kozyr_test_engine_probe:
    $ probe_state = engine.new_game("podkidnoy", players=2, seed=20261130)
    $ probe_card = engine.Card.parse("7C")
    "Engine probe ready."
    "Engine probe done."
    return

label kozyr_test_resume_probe:
    "Resume probe: line one."
    $ resume_probe_counter += 1
    "Resume probe: line two."
    $ resume_probe_counter += 1
    "Resume probe: line three."
    $ resume_probe_counter += 1
    "Resume probe: the end."
    return


testcase first_launch_language:
    $ _test.timeout = 30.0
    move (0.5, 0.5) pattern "Русский"
    $ kozyr_shot("first_launch_language")
    "English"
    move (0.5, 0.5) pattern "Start"
    assert persistent.kozyr_language_chosen and _preferences.language is None
    run Quit(confirm=False)
