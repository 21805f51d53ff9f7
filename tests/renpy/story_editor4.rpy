## story_editor4: the editor's staging fixes on main 3ed1895 (issue 28), seen where a player
## meets them: Ash on stage when Lina looks past them at the ending's market (both endings
## share the scene), Ash kept at your elbow through the market's alliance menu, and the
## forgiveness said at the top when the confession was answered in anger.
## Screenshots: story_editor_market_ash, story_editor_alliance_ash, story_editor_forgiven,
## story_editor_forgiven_ru.

label kozyr_editor4_market:
    $ story_ending = "travel"
    jump chapter_ending.coda

label kozyr_editor4_alliance:
    $ story_market_seen = False
    jump chapter_market

label kozyr_editor4_angry:
    $ story_ash_forgiven = False
    jump chapter_ending

testcase story_editor_market_ash:
    $ _test.timeout = 150.0
    run Start("kozyr_editor4_market")
    click until move (0.5, 0.5) pattern "Distances! You promised me distances"
    assert renpy.showing("ash")
    assert renpy.showing("lina")
    $ kozyr_shot("story_editor_market_ash")
    run Quit(confirm=False)

testcase story_editor_alliance_ash:
    $ _test.timeout = 150.0
    run Start("kozyr_editor4_alliance")
    click until move (0.5, 0.5) pattern "Say nothing and hold out your hand."
    "Say nothing and hold out your hand."
    click until move (0.5, 0.5) pattern "Whisper to Lina"
    assert renpy.showing("ash")
    $ kozyr_shot("story_editor_alliance_ash")
    run Quit(confirm=False)

testcase story_editor_forgiven:
    $ _test.timeout = 150.0
    run Start("kozyr_editor4_angry")
    click until move (0.5, 0.5) pattern "A mile at a time, and it still came to all of it"
    assert renpy.showing("ash")
    $ kozyr_shot("story_editor_forgiven")
    run Quit(confirm=False)

testcase story_editor_forgiven_ru:
    $ _test.timeout = 150.0
    move (0.5, 0.5) pattern "Start"
    run Language("russian")
    run Start("kozyr_editor4_angry")
    click until move (0.5, 0.5) pattern "По версте"
    assert renpy.showing("ash")
    $ kozyr_shot("story_editor_forgiven_ru")
    run Quit(confirm=False)
