## story_staging: the story's staging (issue 28) drawn as the chapters draw it:
## the name prompt on the border picture, the white Wolf held up (ch00, ch07), the
## roof of Pip's tower on fire behind Pip (ch02), the lanterns of the last mile lit one
## by one up the snowy climb (ch07, bg climb), Ilse's table found again after two lost series
## (ch07 .rematch: the variant chosen by story_hunter_losses, two new tokens), Ash
## on the woodpile below the inn window, behind its logs (ch00), the places the prose peoples or
## names: the Long Bridge with Brandt and Ash (ch03), the market's crowd behind
## Lina and Vix (ch04), Aurelia before the temple's glow (ch01). Last, a real duel
## is started through play_duel: the inn is pushed off as the table comes in
## (kozyr_deal). Screenshots: stage_name_prompt, stage_white_wolf,
## stage_roof_fire, stage_lantern_lighting, stage_lantern, stage_ilse_table, stage_woodpile,
## stage_bridge, stage_market, stage_temple, stage_deal (mid-push),
## stage_deal_table.

default kozyr_stage_done = False

label kozyr_stage_demo:
    call ask_player_name
    scene bg border
    show cg_white_wolf with kozyr_flash
    $ renpy.pause(1.2, hard=True)
    $ kozyr_shot("stage_white_wolf")
    scene bg tower
    show pip surprised
    show cg_roof_fire behind pip
    $ renpy.pause(0.6, hard=True)
    $ kozyr_shot("stage_roof_fire")
    scene bg climb
    show ash neutral
    show kozyr_lantern behind ash
    ## mid-way: the near lanterns lit, the far ones still coming on
    $ renpy.pause(1.6, hard=True)
    $ kozyr_shot("stage_lantern_lighting")
    $ renpy.pause(2.2, hard=True)
    $ kozyr_shot("stage_lantern")
    scene bg lodge
    show hunter neutral at right
    $ story_hunter_losses = 2
    show cg_ilse_tokens with dissolve
    $ renpy.pause(1.0, hard=True)
    $ assert renpy.showing("cg_ilse_tokens")
    $ kozyr_shot("stage_ilse_table")
    $ story_hunter_losses = 0
    scene bg night
    show ash neutral at kozyr_woodpile
    show kozyr_woodpile_logs at kozyr_woodpile_front
    $ renpy.pause(0.6, hard=True)
    $ kozyr_shot("stage_woodpile")
    scene bg bridge
    show ash neutral at left
    show brandt neutral at right
    $ renpy.pause(0.6, hard=True)
    $ kozyr_shot("stage_bridge")
    scene bg market
    show lina neutral at left
    show vix smug at right
    $ renpy.pause(0.6, hard=True)
    $ kozyr_shot("stage_market")
    scene bg temple
    show aurelia neutral
    $ renpy.pause(0.6, hard=True)
    $ kozyr_shot("stage_temple")
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
