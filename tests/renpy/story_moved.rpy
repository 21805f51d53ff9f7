## story_moved: scenes that issue 28's pacing moved after the duel, read where a
## player now meets them (the played-path measure of tests/test_story_pacing.py):
## Ash's "what brings you to Karda?" on the woodpile the night after Marta's
## game (ch00), and the Hunter's forty years and the three wrong turns under the
## first lantern after Ash's game (ch06), in English and in Russian.
## Screenshots: story_moved_reason, story_moved_lantern, story_moved_lantern_ru
## (testcases story_moved, story_moved_camp, story_moved_ru).

label kozyr_moved_prologue:
    scene bg inn
    show marta neutral
    jump chapter_prologue.after

label kozyr_moved_camp:
    $ story_ash_forgiven = True
    $ story_lina_seen = True
    $ story_lina_won = True
    jump chapter_ash.after

testcase story_moved:
    $ _test.timeout = 150.0
    run Start("kozyr_moved_prologue")
    click until move (0.5, 0.5) pattern "Ask Marta about the road ahead."
    "Ask Marta about the road ahead."
    click until move (0.5, 0.5) pattern "rather not say"
    assert renpy.showing("ash")
    $ kozyr_shot("story_moved_reason")
    "rather not say"
    click until move (0.5, 0.5) pattern "Karda will try to win it off you"
    assert story_reason == "secret"
    run Quit(confirm=False)

testcase story_moved_camp:
    $ _test.timeout = 120.0
    run Start("kozyr_moved_camp")
    click until move (0.5, 0.5) pattern "Three times I nearly led you"
    assert renpy.showing("ash")
    $ kozyr_shot("story_moved_lantern")
    run Quit(confirm=False)

testcase story_moved_ru:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    run Language("russian")
    run Start("kozyr_moved_camp")
    click until move (0.5, 0.5) pattern "Трижды был соблазн"
    $ kozyr_shot("story_moved_lantern_ru")
    run Quit(confirm=False)
