## story_stage3: the story's staging as a fresh player saw it (issue 28, second pass).
## The name prompt's field (frame, caret, the default name in it); the choice column standing
## above the text box where no face is (between two busts, beside one in the middle); the
## busts moving with the prose (ch00: Marta leaning over to look at Ash); Lina's stall at night
## (ch05) with the market's tune; Aurelia's statue (ch08 coda); the ending card over each
## ending's picture; a CG's beat (the picture alone, then the text over a see-through box);
## the map (the suits' cartouche clear of the title bar, the markers on their landmarks).
## Screenshots: s3_name_prompt, s3_choice_two, s3_choice_one, s3_cg_reveal, s3_cg_text,
## s3_motion, s3_market_night, s3_statue, s3_map, s3_end_travel, s3_end_leave, s3_end_stay.

default kozyr_s3_step = ""

label kozyr_s3_choices:
    scene bg inn
    show ash neutral at left
    show marta neutral at right
    menu:
        "Marta looks at you, then at the door."
        "Stay a while.":
            pass
        "Ask Marta about the road ahead, and the Hunter beyond it.":
            pass
    scene bg inn
    show marta neutral
    menu:
        marta "Well, love?"
        "Stay a while.":
            pass
        "Go.":
            pass
    return

label kozyr_s3_motion:
    scene bg inn
    show ash neutral at left
    show marta neutral at right
    show marta surprised at right, kozyr_closer(-110)
    show ash smug at left, kozyr_turn_away
    $ renpy.pause(1.0, hard=True)
    $ kozyr_shot("s3_motion")
    return

label kozyr_s3_places:
    scene bg market_night with fade
    $ story_music("market", 0.5)
    show lina happy with dissolve
    $ renpy.pause(1.0, hard=True)
    $ kozyr_shot("s3_market_night")
    scene bg temple
    show aurelia happy at left
    show kozyr_statue at kozyr_statue_place behind aurelia with dissolve
    $ renpy.pause(0.6, hard=True)
    $ kozyr_shot("s3_statue")
    return

## a CG's beat as the chapters stage it: the whole picture first, then the text over a
## see-through box
label kozyr_s3_cg:
    scene bg lodge
    window hide
    show cg_covered_table with dissolve
    pause 2.5  # the demo's own beat (a label, not a wait of the test)
    window auto
    "Under a fine grey dust lie the cards of a game, the trump crosswise under the talon."
    hide cg_covered_table with dissolve
    return

label kozyr_s3_demo:
    call ask_player_name
    $ kozyr_s3_step = "named"
    call kozyr_s3_choices
    call kozyr_s3_cg
    call kozyr_s3_motion
    call kozyr_s3_places
    $ assert (renpy.music.get_loop() or [None])[0] == "audio/music/market.ogg"
    $ store.story_ending = "travel"
    $ kozyr_s3_step = "travel"
    call story_end_card
    $ store.story_ending = "leave"
    $ kozyr_s3_step = "leave"
    call story_end_card
    $ store.story_ending = "stay"
    $ kozyr_s3_step = "stay"
    call story_end_card
    ## the map: the suits' cartouche between the two plates, the markers on their places
    $ spine_wins = {"marta"}
    $ spine_current = None
    $ kozyr_s3_step = "map"
    call screen opponent_map
    return

testcase story_stage3:
    $ _test.timeout = 200.0
    run Start("kozyr_s3_demo")
    pause .1 until run TestCond("renpy.get_screen('input')")
    pause 1.3  # kept for time: the prompt's entrance plays before the shot
    python:
        assert renpy.get_displayable("input", "input_field") is not None
        assert renpy.get_displayable("input", "input").style.caret is not None
        assert renpy.get_displayable("input", "input").content == player_name
    $ kozyr_shot("s3_name_prompt")
    type RETURN

    ## two busts at the sides: the column in the middle, over no face
    pause .05 until run TestDrawn("renpy.get_screen('choice')")
    python:
        assert kozyr_choice_column() == 960
        assert renpy.get_screen("say")
    $ kozyr_shot("s3_choice_two")
    "Stay a while."
    ## one bust in the middle: the column beside it
    pause .05 until run TestDrawn("renpy.get_screen('choice') and not renpy.showing('ash')")
    python:
        assert kozyr_choice_column() != 960
    $ kozyr_shot("s3_choice_one")
    "Go."
    pause .1 until run TestCond("renpy.showing('cg_covered_table')")
    pause 1.2  # kept for time: the shot is of the reveal, part-way through its dissolve
    assert not renpy.get_screen("say")
    $ kozyr_shot("s3_cg_reveal")
    pause .05 until run TestDrawn("renpy.get_screen('say') and renpy.showing('cg_covered_table')")
    assert kozyr_cg_up()
    $ kozyr_shot("s3_cg_text")
    click
    pause .1 until run TestCond("kozyr_s3_step == 'travel' and renpy.get_screen('kozyr_the_end')")
    pause 3.5  # kept for time: the end picture's fade plays out before the shot
    assert renpy.showing("kozyr_end_picture")
    $ kozyr_shot("s3_end_travel")
    pause .1 until run TestCond("kozyr_s3_step == 'leave' and renpy.get_screen('kozyr_the_end')")
    pause 3.5  # kept for time: the end picture's fade plays out before the shot
    $ kozyr_shot("s3_end_leave")
    pause .1 until run TestCond("kozyr_s3_step == 'stay' and renpy.get_screen('kozyr_the_end')")
    pause 3.5  # kept for time: the end picture's fade plays out before the shot
    $ kozyr_shot("s3_end_stay")
    pause .05 until run TestDrawn("kozyr_s3_step == 'map' and renpy.get_screen('opponent_map')")
    $ kozyr_shot("s3_map")
    run Quit(confirm=False)
