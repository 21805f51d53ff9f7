## story_editor5: the editor's staging fixes on main 76f16df (issue 28), seen where a player
## meets them in the ending's montage: Orrin on the market square when Lina looks past Ash and
## "the old man"; Ash at the bridge and the tower for Brandt and Pip to give their messages to;
## Ash at the temple, and Orrin coming on only once the line has turned Aurelia's head; Ash and
## Orrin at the inn, where Marta speaks to them (both endings).
## Screenshots: story_editor5_market, story_editor5_bridge, story_editor5_tower,
## story_editor5_temple, story_editor5_inn_stay, story_editor5_inn_travel, story_editor5_lina_ally_ru,
## story_editor5_walk_down.

label kozyr_editor5_stay:
    $ story_ending = "stay"
    jump chapter_ending.coda

label kozyr_editor5_travel:
    $ story_ending = "travel"
    jump chapter_ending.coda

testcase story_editor5_stay:
    $ _test.timeout = 200.0
    run Start("kozyr_editor5_stay")
    click until move (0.5, 0.5) pattern "She looks past"
    assert renpy.showing("hunter") and renpy.showing("ash") and renpy.showing("vix") and renpy.showing("lina")
    pause 0.6
    $ kozyr_shot("story_editor5_market")
    click until move (0.5, 0.5) pattern "climb the mountain in the spring"
    assert renpy.showing("ash") and renpy.showing("brandt")
    $ kozyr_shot("story_editor5_bridge")
    click until move (0.5, 0.5) pattern "Tell everyone"
    assert renpy.showing("ash") and renpy.showing("pip")
    $ kozyr_shot("story_editor5_tower")
    click until move (0.5, 0.5) pattern "Then she sees who is walking behind"
    assert renpy.showing("ash") and not renpy.showing("hunter")
    click until move (0.5, 0.5) pattern "You came down"
    assert renpy.showing("hunter")
    pause 0.6
    $ kozyr_shot("story_editor5_temple")
    click until move (0.5, 0.5) pattern "Just the two of you"
    assert renpy.showing("hunter") and renpy.showing("ash") and renpy.showing("marta")
    pause 0.6
    $ kozyr_shot("story_editor5_inn_stay")
    run Quit(confirm=False)

testcase story_editor5_travel:
    $ _test.timeout = 200.0
    run Start("kozyr_editor5_travel")
    click until move (0.5, 0.5) pattern "Three of you"
    assert renpy.showing("hunter") and renpy.showing("ash") and renpy.showing("marta")
    pause 0.6
    $ kozyr_shot("story_editor5_inn_travel")
    run Quit(confirm=False)

## the market's alliance changes Lina's opening offer in ch05 (tests/test_story_branch.py walks
## both sides): an ally hears the fork in the lodge road before the game, here in Russian
label kozyr_editor5_lina_ally:
    $ story_market_alliance = True
    jump chapter_lina

testcase story_editor5_lina_ally_ru:
    $ _test.timeout = 150.0
    move (0.5, 0.5) pattern "Start"
    run Language("russian")
    run Start("kozyr_editor5_lina_ally")
    click until move (0.5, 0.5) pattern "дорога раздваивается у каменного волка"
    assert renpy.showing("lina")
    pause 0.6
    $ kozyr_shot("story_editor5_lina_ally_ru")
    run Quit(confirm=False)

## ch06 after a loss: Ash walks a pace ahead down the slope, back turned, and turns to speak
label kozyr_editor5_walk_down:
    jump chapter_ash.loss

testcase story_editor5_walk_down:
    $ _test.timeout = 150.0
    run Start("kozyr_editor5_walk_down")
    click until move (0.5, 0.5) pattern "You walk back down by starlight"
    assert renpy.showing("ash")
    pause 0.8
    $ kozyr_shot("story_editor5_walk_down")
    run Quit(confirm=False)
