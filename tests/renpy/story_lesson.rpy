## story_lesson: Marta's rules lesson (ch00, label chapter_prologue.lesson) dealt
## on screen with the game's own cards (issue 28): the trump crosswise under the
## talon, her seven of clubs and the nine that beats it, a seven thrown in, and
## the take that sweeps them to the player. The lesson is played from its label
## at the inn, in English and then in Russian, to the duel it leads into.
## Screenshots: stage_lesson_trump, stage_lesson_beat, stage_lesson_throw,
## stage_lesson_take (mid-sweep), stage_lesson_ru (the throw-in, in Russian).

label kozyr_lesson_demo:
    scene bg inn
    show marta happy at right
    jump chapter_prologue.lesson

testcase story_lesson:
    $ _test.timeout = 120.0
    run Start("kozyr_lesson_demo")
    click until move (0.5, 0.5) pattern "Hearts, today"
    pause 1.0
    assert renpy.showing("kozyr_lesson_talon") and not renpy.showing("kozyr_lesson_attack")
    $ kozyr_shot("stage_lesson_trump")
    click until move (0.5, 0.5) pattern "A spade or a diamond"
    pause 1.0
    assert renpy.showing("kozyr_lesson_attack") and renpy.showing("kozyr_lesson_beat")
    $ kozyr_shot("stage_lesson_beat")
    click until move (0.5, 0.5) pattern "the throw-in game"
    pause 1.0
    assert renpy.showing("kozyr_lesson_throw")
    $ kozyr_shot("stage_lesson_throw")
    click until move (0.5, 0.5) pattern "the whole table goes into your hand"
    $ kozyr_shot("stage_lesson_take")
    click until move (0.5, 0.5) pattern "You stacked the deck"
    assert not renpy.showing("kozyr_lesson_attack") and not renpy.showing("kozyr_lesson_throw")
    click until run TestCond("renpy.get_screen('duel_table')")
    run Quit(confirm=False)

testcase story_lesson_ru:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    run Language("russian")
    run Start("kozyr_lesson_demo")
    click until move (0.5, 0.5) pattern "Потому игра и зовётся подкидной"
    pause 1.0
    assert renpy.showing("kozyr_lesson_throw")
    $ kozyr_shot("stage_lesson_ru")
    run Quit(confirm=False)
