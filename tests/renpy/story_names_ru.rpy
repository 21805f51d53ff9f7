## story_names_ru: the Russian case forms of the names. The defaults decline by
## rule («Передай Путнику», «Спроси у сэра Брандта», «Мы с Эшем»), the name box
## capitalises «Сэр Брандт», a custom name declines too, and the rename screen
## shows the forms and lets the player correct them (five inputs, prefilled).
## Screenshot: story_names_ru (the rename screen in Russian).

testcase story_names_ru:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    run Language("russian")
    pause .5
    assert str(player_dat) == "Путнику" and str(brandt_gen) == "сэра Брандта" and str(ash_ins) == "Эшем"
    assert renpy.substitute("Спроси у [brandt_gen]. Передай [player_dat].") == "Спроси у сэра Брандта. Передай Путнику."
    assert renpy.substitute("[brandt_name!tc]") == "Сэр Брандт" and renpy.substitute("[brandt_name]") == "сэр Брандт"
    $ ash_name = "Искра"
    assert str(ash_gen) == "Искры" and str(ash_ins) == "Искрой"
    $ kozyr_set_name_cases("ash", {"gen": "Искорки", "ins": ""})
    assert str(ash_gen) == "Искорки" and str(ash_ins) == "Искрой"
    assert persistent.kozyr_name_cases["ash"] == {"nom": "Искра", "gen": "Искорки"}
    $ ash_name = kozyr_default_names["ash"]
    assert str(ash_gen) == "Эша"
    run ShowMenu("rename_characters")
    pause .8
    $ kozyr_shot("story_names_ru")
    ## Correct the knight's forms: five prefilled inputs; the first one changed.
    "Поправить падежи имени «сэр Брандт»" pos (0.5, 0.5)
    pause .1 until run TestCond("renpy.get_screen('input')")
    type BACKSPACE
    type "x"
    type RETURN
    pause .1 until run TestCond("renpy.get_screen('input')")
    type RETURN
    pause .1 until run TestCond("renpy.get_screen('input')")
    type RETURN
    pause .1 until run TestCond("renpy.get_screen('input')")
    type RETURN
    pause .1 until run TestCond("renpy.get_screen('input')")
    type RETURN
    pause .5
    assert str(brandt_gen) == "сэра Брандтx" and str(brandt_dat) == "сэру Брандту"
    run Language(None)
    pause .3
    assert str(brandt_gen) == "Sir Brandt"
    run Quit(confirm=False)
