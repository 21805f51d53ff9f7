## story_cgs: every CG of the story (game/story/staging_cgs.rpy) reached where the chapters
## show it, by jumping to the chapter or its part and moving the story on line by line
## (KozyrDrive of story_walk.rpy, no skipping) until the picture is up; each is shot, and
## must then be marked seen. The ambience channel is checked where the place asks for a loop
## (the inn's, the temple's, the camp's and the lodge's fire, the market's crowd, the night wind, the
## road's and the border's breeze, Pip's tower) and where it must be silent (under the map). Last, the Extras gallery: locked tiles before (all eight
## CGs forgotten first), every tile seen after, and one picture opened full screen.
## Screenshots: cg_gallery_locked, cg_white_wolf, cg_altar, cg_bang, cg_roof_fire,
## cg_parapet_table, cg_market, cg_lina_map, cg_night_stall, cg_first_lantern, cg_covered_table, cg_end_travel, cg_end_leave, cg_end_stay, cg_gallery,
## cg_gallery_view, cg_gallery_ru.

init python:
    def kozyr_cgs_forget():
        """Forget that the story's CGs were seen (persistent, shared by testcases)."""
        for name, _title in kozyr_cgs:
            persistent._seen_images.pop((name,), None)

    _kozyr_cgs_deadline = {}

    def kozyr_cgs_ambience_settled(name, within=6.0):
        """A wait's condition: True once the ambience channel plays `name` (None: nothing).
        A change fades the old loop out over a second before the new one starts, so the
        channel may still name the old loop just after the scene changes; after `within`
        seconds of waiting, the wrong loop is an error, not something to wait for."""
        import time
        want = kozyr_ambience_file(name) if name else None
        if renpy.music.get_playing("ambience") == want:
            _kozyr_cgs_deadline.pop(name, None)
            return True
        deadline = _kozyr_cgs_deadline.setdefault(name, time.time() + within)
        if time.time() > deadline:
            _kozyr_cgs_deadline.pop(name, None)
            return kozyr_cgs_ambience(name)     # raises, naming what plays instead
        return False

    def kozyr_cgs_ambience(name):
        """True if the ambience channel plays `name` (None: nothing)."""
        playing = renpy.music.get_playing("ambience")
        want = kozyr_ambience_file(name) if name else None
        if playing != want:
            raise AssertionError("ambience plays %r, expected %r at %s" % (
                playing, want, renpy.get_filename_line()))
        return True

testcase story_cgs:
    $ _test.timeout = 450.0
    $ kozyr_cgs_forget()
    assert kozyr_gallery_seen_count() == 0
    move (0.5, 0.5) pattern "Start"

    ## the gallery before: every tile locked
    run ShowMenu("extras", tab="gallery")
    pause .1 until run TestCond("renpy.get_screen('extras')")
    pause .05 until run TestDrawn("kozyr_page('extras', current='gallery')")
    $ kozyr_shot("cg_gallery_locked")
    run Return()
    pause .05 until run TestDrawn("not renpy.get_screen('extras')")

    ## ch00: the white Wolf at the border (the open road's breeze and birds under it)
    run Start("chapter_prologue")
    pause .05 until run KozyrDrive("renpy.showing('cg_white_wolf')", skip=False)
    pause 1.0  # kept fixed: about time, the shot falls in the picture's hold, before its text
    $ kozyr_shot("cg_white_wolf")
    assert renpy.seen_image("cg_white_wolf")
    pause .05 until run TestCond("kozyr_cgs_ambience_settled('road')")
    assert kozyr_cgs_ambience("road")

    ## ch01: the temple's two bowls of fire, then the altar of Fortune before the duel
    run Jump("chapter_aurelia")
    pause .05 until run KozyrDrive("renpy.showing('bg temple')", skip=False)
    pause .05 until run TestCond("kozyr_cgs_ambience_settled('temple')")
    assert kozyr_cgs_ambience("temple")
    pause .05 until run KozyrDrive("renpy.showing('cg_altar')", skip=False)
    pause 1.0  # kept fixed: about time, the shot falls in the picture's hold, before its text
    $ kozyr_shot("cg_altar")
    assert renpy.seen_image("cg_altar")

    ## ch02: the bang on the river road, then the roof on fire after a loss
    run Jump("chapter_pip")
    pause .05 until run KozyrDrive("renpy.showing('cg_bang')", skip=False)
    pause 1.0  # kept fixed: about time, the shot falls in the picture's hold, before its text
    $ kozyr_shot("cg_bang")
    assert renpy.seen_image("cg_bang")
    pause .05 until run TestCond("kozyr_cgs_ambience_settled('road')")
    assert kozyr_cgs_ambience("road")
    ## Pip's tower: its own loop (wind at the top, a clock, bubbling flasks)
    pause .05 until run KozyrDrive("renpy.showing('bg tower')", skip=False)
    pause .05 until run TestCond("kozyr_cgs_ambience_settled('tower')")
    assert kozyr_cgs_ambience("tower")
    run Jump("chapter_pip.loss")
    pause .05 until run KozyrDrive("renpy.showing('cg_roof_fire')", skip=False)
    pause 1.0  # kept fixed: about time, the shot falls in the picture's hold, before its text
    $ kozyr_shot("cg_roof_fire")
    assert renpy.seen_image("cg_roof_fire")
    assert renpy.showing("pip")
    pause .05 until run TestCond("kozyr_cgs_ambience_settled('fire')")
    assert kozyr_cgs_ambience("fire")

    ## ch03: Brandt's folding table on the parapet of the Long Bridge
    run Jump("chapter_brandt")
    pause .05 until run KozyrDrive("renpy.showing('cg_parapet_table')", skip=False)
    pause 1.0  # kept fixed: about time, the shot falls in the picture's hold, before its text
    $ kozyr_shot("cg_parapet_table")
    assert renpy.seen_image("cg_parapet_table")

    ## ch04: the market's crowd
    run Jump("chapter_market")
    pause .05 until run KozyrDrive("renpy.showing('bg market')", skip=False)
    pause 1.0  # kept fixed: about time, the shot falls in the picture's hold, before its text
    $ kozyr_shot("cg_market")
    pause .05 until run TestCond("kozyr_cgs_ambience_settled('market')")
    assert kozyr_cgs_ambience("market")
    ## after the series won: Lina's map, which stops past the forests
    run Jump("chapter_market.win")
    pause .05 until run KozyrDrive("renpy.showing('cg_lina_map')", skip=False)
    pause 1.0  # kept fixed: about time, the shot falls in the picture's hold, before its text
    $ kozyr_shot("cg_lina_map")
    assert renpy.seen_image("cg_lina_map")

    ## ch05: the stall after dark, under its paper lanterns
    run Jump("chapter_lina")
    pause .05 until run KozyrDrive("renpy.showing('cg_night_stall')", skip=False)
    pause 1.0  # kept fixed: about time, the shot falls in the picture's hold, before its text
    $ kozyr_shot("cg_night_stall")
    assert renpy.seen_image("cg_night_stall")
    pause .05 until run TestCond("kozyr_cgs_ambience_settled('wind')")
    assert kozyr_cgs_ambience("wind")

    ## the map covers the scene: no crowd under it
    $ spine_finished = False
    $ spine_wins = set()
    run Jump("story_map")
    pause .1 until run TestCond("renpy.get_screen('opponent_map')")
    pause .05 until run TestCond("kozyr_cgs_ambience_settled(None)")
    assert kozyr_cgs_ambience(None)

    ## ch06: the first lantern, seen from the camp by its fire
    run Jump("chapter_ash.after")
    pause .05 until run KozyrDrive("renpy.showing('cg_first_lantern')", skip=False)
    pause 1.0  # kept fixed: about time, the shot falls in the picture's hold, before its text
    $ kozyr_shot("cg_first_lantern")
    assert renpy.seen_image("cg_first_lantern")
    pause .05 until run TestCond("kozyr_cgs_ambience_settled('fire')")
    assert kozyr_cgs_ambience("fire")

    ## ch07: the night climb in the wind, then Ilse's table under the lifted cloth
    run Jump("chapter_hunter")
    pause .05 until run KozyrDrive("renpy.showing('bg climb')", skip=False)
    pause .05 until run TestDrawn("renpy.showing('bg climb')")
    pause .05 until run TestCond("kozyr_cgs_ambience_settled('wind')")
    assert kozyr_cgs_ambience("wind")
    pause .05 until run KozyrDrive("renpy.showing('cg_covered_table')", skip=False)
    pause 1.0  # kept fixed: about time, the shot falls in the picture's hold, before its text
    $ kozyr_shot("cg_covered_table")
    assert renpy.seen_image("cg_covered_table")
    pause .05 until run TestCond("kozyr_cgs_ambience_settled('lodge')")
    assert kozyr_cgs_ambience("lodge")

    ## ch08: each ending's picture in the coda
    $ story_ending = "travel"
    run Jump("chapter_ending.coda")
    pause .05 until run KozyrDrive("renpy.showing('cg_end_travel')", skip=False)
    pause 1.0  # kept fixed: about time, the shot falls in the picture's hold, before its text
    $ kozyr_shot("cg_end_travel")
    ## the coda starts at the lodge's door (bg lodge: its room, fire and wind), not on the wheat-field road
    pause .05 until run TestCond("kozyr_cgs_ambience_settled('lodge')")
    assert kozyr_cgs_ambience("lodge")
    $ story_ending = "leave"
    run Jump("chapter_ending.coda")
    pause .05 until run KozyrDrive("renpy.showing('cg_end_leave')", skip=False)
    pause 1.0  # kept fixed: about time, the shot falls in the picture's hold, before its text
    $ kozyr_shot("cg_end_leave")
    $ story_ending = "stay"
    run Jump("chapter_ending.coda")
    pause .05 until run KozyrDrive("renpy.showing('cg_end_stay')", skip=False)
    pause 1.0  # kept fixed: about time, the shot falls in the picture's hold, before its text
    $ kozyr_shot("cg_end_stay")
    assert renpy.seen_image("cg_end_travel") and renpy.seen_image("cg_end_leave") and renpy.seen_image("cg_end_stay")

    ## the gallery after: every CG kept, one opened full screen
    assert kozyr_gallery_seen_count() == len(kozyr_cgs) == 12
    run ShowMenu("extras", tab="gallery")
    pause .1 until run TestCond("renpy.get_screen('extras')")
    pause .05 until run TestDrawn("kozyr_page('extras', current='gallery')")
    $ kozyr_shot("cg_gallery")
    "Ilse's table"
    pause .1 until run TestCond("renpy.get_screen('kozyr_cg_view')")
    pause .05 until run TestDrawn("renpy.get_screen('kozyr_cg_view')")
    $ kozyr_shot("cg_gallery_view")
    click
    pause .1 until run TestCond("not renpy.get_screen('kozyr_cg_view')")
    assert renpy.get_screen("extras")
    ## and in Russian
    run Language("russian")
    pause .1 until run TestCond("_preferences.language == 'russian' and renpy.get_screen('extras')")
    pause .05 until run TestDrawn("kozyr_language_is('russian') and kozyr_page('extras', current='gallery')")
    $ kozyr_shot("cg_gallery_ru")
    run Language(None)
    run Quit(confirm=False)
