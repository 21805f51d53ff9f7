## story_staging: the story's staging (issue 28) drawn as the chapters draw it,
## from the game's own art: the name prompt on the border picture, the white
## Wolf held up (ch00, ch07), the roof of Pip's tower on fire (ch02), the first
## lantern at the lodge seen from Ash's camp (ch06), Ilse's covered table (ch07)
## and Ash on the woodpile below the inn window (ch00). Each set piece's
## animation is let run to its end, then shot. Last, a real duel is started
## through play_duel: the inn is pushed off as the table comes in (kozyr_deal).
## Screenshots: stage_name_prompt, stage_white_wolf, stage_roof_fire,
## stage_lantern, stage_ilse_table, stage_woodpile, stage_deal (mid-push),
## stage_deal_table.

default kozyr_stage_done = False

label kozyr_stage_demo:
    call ask_player_name
    scene bg border
    show kozyr_white_wolf at kozyr_card_up with kozyr_flash
    $ renpy.pause(1.2, hard=True)
    $ kozyr_shot("stage_white_wolf")
    scene bg tower
    show pip surprised
    show kozyr_fire_glow at kozyr_fire_flicker behind pip
    $ renpy.pause(1.2, hard=True)
    $ kozyr_shot("stage_roof_fire")
    scene bg camp
    show kozyr_lantern at kozyr_lantern_on
    show ash neutral
    $ renpy.pause(1.8, hard=True)
    $ kozyr_shot("stage_lantern")
    scene bg lodge
    show hunter neutral at right
    show kozyr_ilse_table at kozyr_table_reveal
    $ renpy.pause(1.5, hard=True)
    $ kozyr_shot("stage_ilse_table")
    scene bg night
    show ash neutral at kozyr_woodpile
    $ renpy.pause(0.6, hard=True)
    $ kozyr_shot("stage_woodpile")
    $ kozyr_stage_done = True
    scene bg inn with dissolve
    show marta happy
    $ renpy.pause(0.3, hard=True)
    call play_duel("marta")
    return

testcase story_staging:
    $ _test.timeout = 120.0
    run Start("kozyr_stage_demo")
    pause .1 until run TestCond("renpy.get_screen('input')")
    pause 1.0
    $ kozyr_shot("stage_name_prompt")
    type RETURN
    pause .1 until run TestCond("kozyr_stage_done")
    pause .05 until run TestCond("renpy.get_screen('duel_table')")
    pause .2
    $ kozyr_shot("stage_deal")
    pause 2.0
    $ kozyr_shot("stage_deal_table")
    run Quit(confirm=False)
