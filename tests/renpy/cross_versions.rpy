## Saves carried from one Ren'Py to another (issue 27; ./kozyr test runs these across the
## host's Ren'Py and the chroot's, see tools/kozyr_cli.py CROSS_CHAINS). A save made on an
## older Ren'Py loads and plays on exactly on a newer one: reliability_saves.rpy's chains
## check that with their save step on one and their load steps on the other. A save made
## on a newer Ren'Py cannot be unpickled by an older one (its classes moved): this
## testcase, run on the older one with the newer one's saves in slot 1, checks that the
## load is refused with the reason on screen, and that nothing else happens.

testcase saves_from_newer_renpy:  # only-when-named
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    python:
        made = kozyr_save_renpy_version("1-1")
        kozyr_test_note("slot 1-1 made on", made, "running", renpy.version_only)
        assert made is not None and kozyr_save_too_new("1-1"), (made, renpy.version_tuple)
    run FileLoad(1, page="1", confirm=False)
    pause .2 until run TestCond("renpy.get_screen('kozyr_save_refused')")
    pause .3
    $ kozyr_shot("save_refused_newer_renpy")
    "OK"
    pause .3 until run TestCond("renpy.get_screen('main_menu') and not renpy.get_screen('kozyr_save_refused')")
    run Quit(confirm=False)
