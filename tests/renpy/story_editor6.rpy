## story_editor6: the second fresh editor's staging fixes (issue 28, review of main adc7e6e),
## each driven to the moment a player meets it (KozyrDrive of story_walk.rpy): Ash comes in
## at the inn's door line, so Marta's "Both of you" has two people to seat; at the bridge Ash,
## who does not play, stands in front of Brandt's table instead of sitting at it; the Hunter's
## rematch seats Ash at the left, where .win and .loss find Ash; and in the ending the knight
## who took the wisdom sits on the parapet, as the prose says.
## Screenshots: story_editor6_inn_door, story_editor6_bridge, story_editor6_lodge_rematch,
## story_editor6_parapet.

init python:
    def kozyr_editor6_ypos(tag):
        d = renpy.game.context().scene_lists.get_displayable_by_tag("master", tag)
        return d.get_placement()[1]

    def kozyr_editor6_above_table(tag):
        tags = [sle.tag for sle in renpy.game.context().scene_lists.layers["master"]]
        return tags.index(tag) > tags.index("table_fg")

label kozyr_editor6_rematch:
    $ story_hunter_losses = 1
    jump chapter_hunter.rematch

label kozyr_editor6_parapet:
    $ story_ending = "travel"
    $ story_brandt_view = "wisdom"
    jump chapter_ending.coda

testcase story_editor6:
    $ _test.timeout = 420.0
    move (0.5, 0.5) pattern "Start"
    run Start("chapter_prologue")
    pause .05 until run KozyrDrive("renpy.showing('marta') and renpy.showing('ash')", skip=False)
    pause 1.5
    $ kozyr_shot("story_editor6_inn_door")
    python:
        # the door line is the one that brings Ash in, before Marta's "Both of you"
        assert "Shut the door" in renpy.store._last_say_what, renpy.store._last_say_what

    run Jump("chapter_brandt")
    pause .05 until run KozyrDrive("renpy.showing('table_fg bridge')", skip=False)
    pause 1.5
    $ kozyr_shot("story_editor6_bridge")
    python:
        assert kozyr_editor6_ypos("brandt") == 870
        assert kozyr_editor6_ypos("ash") != 870 and kozyr_editor6_above_table("ash")

    # driven only to the picture of the tokens: a click still in flight there would carry the
    # drive past the seating into the duel (a screen over the seated scene, which it keeps)
    run Jump("kozyr_editor6_rematch")
    pause .05 until run KozyrDrive("renpy.showing('cg_ilse_tokens')", skip=False)
    pause 3.5
    click
    pause .1 until run TestCond("store._last_say_what == 'Count the animals. Sit.'")
    pause 1.5
    python:
        assert renpy.get_screen("say") is not None and not renpy.get_screen("duel_table")
    $ kozyr_shot("story_editor6_lodge_rematch")
    python:
        assert kozyr_editor6_ypos("hunter") == 870 and kozyr_editor6_ypos("ash") == 870
        assert not kozyr_editor6_above_table("ash") and not kozyr_editor6_above_table("hunter")

    run Jump("kozyr_editor6_parapet")
    pause .05 until run KozyrDrive("renpy.showing('brandt')", skip=False)
    pause 1.5
    $ kozyr_shot("story_editor6_parapet")
    python:
        assert kozyr_editor6_ypos("brandt") == 870
        # the wisdom branch's opening line, or (a drive's click in flight) the knight's first
        said = renpy.store._last_say_what
        assert "sitting on the parapet" in said or "I stepped off the bridge" in said, said
    run Quit(confirm=False)
