## Russian translation testcase (owner: localisation): switch the language to
## Russian with Ren'Py's own Language action, then take screenshots of the main
## menu, the first line of the story and the card table, checking each time
## that Russian text is what is on screen. Look at artifacts/screens/i18n_ru_*.png:
## every string must be drawn in Cyrillic (no boxes where a glyph is missing).

init python:
    import re as _i18n_re

    I18N_CYRILLIC = _i18n_re.compile(u"[\u0400-\u04ff]")

    def i18n_is_russian(text):
        """True when the text holds Cyrillic letters."""
        return bool(text) and bool(I18N_CYRILLIC.search(text))

    I18N_DUEL_SPEC = {
        "variant": "podkidnoy", "players": 2, "options": {},
        "seats": [
            {"who": "mc", "name": "Traveller", "level": None, "style": None},
            {"who": "marta", "name": "Marta", "level": "easy", "style": None},
        ],
        "series": None, "skin": "classic", "tutorial": False, "seed": 20261130,
    }

label i18n_test_duel:
    call duel(I18N_DUEL_SPEC)
    return


testcase i18n_russian:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    run Language("russian")
    # The main menu, in Russian.
    move (0.5, 0.5) pattern "Начать"
    assert _preferences.language == "russian"
    assert __("Start") == "Начать" and __("Preferences") == "Настройки"
    pause .05 until run TestDrawn("renpy.get_screen('main_menu')")
    $ kozyr_shot("i18n_ru_main_menu")
    # Preferences: the language choice is there, in Russian (clicks that are made again
    # if a menu's transition drops them, as Ren'Py 8.3.4 does)
    pause .05 until run TestClick("Настройки", "renpy.get_screen('preferences')")
    pause .05 until run TestDrawn("renpy.get_screen('preferences')")
    $ kozyr_shot("i18n_ru_preferences")
    # Rules and credits screens.
    pause .05 until run TestClick("Правила", "renpy.get_screen('rules')")
    pause .05 until run TestDrawn("renpy.get_screen('rules')")
    $ kozyr_shot("i18n_ru_rules")
    pause .05 until run TestClick("Вернуться", "renpy.get_screen('main_menu')")
    pause .05 until run TestClick("Титры", "renpy.get_screen('credits')")
    pause .05 until run TestDrawn("renpy.get_screen('credits')")
    $ kozyr_shot("i18n_ru_credits")
    pause .05 until run TestClick("Вернуться", "renpy.get_screen('main_menu')")
    # The story: the name prompt, then the first line of the prologue.
    pause .05 until run TestClick("Начать", "renpy.get_screen('input') is not None")
    # the default name is offered in Russian
    assert renpy.get_displayable("input", "input").content == "Путник"
    $ kozyr_shot("i18n_ru_name_prompt")
    type RETURN
    move (0.5, 0.5) pattern "Дорога выбирается из соснового леса"
    assert i18n_is_russian(_last_say_what)
    # accepting "Путник" keeps the translatable default (English underneath)
    assert isinstance(player_name, KozyrDefaultName) and player_name == "Traveller"
    assert "[player_name]" not in renpy.substitute("[player_name]") and renpy.substitute("[player_name], [brandt_name], [ash_name]") == "Путник, сэр Брандт, Эш"
    pause .05 until run TestDrawn("renpy.get_screen('say')")
    $ kozyr_shot("i18n_ru_dialogue")
    # A line with a speaker: Ash's first words.
    click until move (0.5, 0.5) pattern "будто она тебе денег должна"
    assert i18n_is_russian(_last_say_what) and "[ash_name]" not in _last_say_what
    # the speaker's name box is in Russian: "Stranger" (Некто) until Ash names himself
    python:
        assert renpy.get_screen("say").scope["who"] == "Некто", renpy.get_screen("say").scope["who"]
    pause .05 until run TestDrawn("renpy.get_screen('say')")
    $ kozyr_shot("i18n_ru_dialogue_ash")
    python:
        # A save keeps the names as plain strings; a save made before the names
        # were translatable held "Traveller" too. After a load both are shown
        # in Russian again (kozyr_restore_default_names, an after-load callback).
        import pickle as _i18n_pickle
        saved = _i18n_pickle.loads(_i18n_pickle.dumps(player_name, 2))
        assert type(saved) is kozyr_builtins.str and saved == "Traveller", repr(saved)
        store.player_name, store.brandt_name, store.ash_name = saved, "Sir Brandt", "Dasha"
        kozyr_restore_default_names()
        assert isinstance(player_name, KozyrDefaultName) and isinstance(brandt_name, KozyrDefaultName)
        assert ash_name == "Dasha" and not isinstance(ash_name, KozyrDefaultName)
        assert renpy.substitute("[player_name] / [brandt_name] / [ash_name]") == "Путник / сэр Брандт / Dasha"
        store.ash_name = kozyr_default_names["ash"]
        # the replay room's persistent copy keeps the English key
        kozyr_remember_names()
        assert persistent.kozyr_names == {"player": "Traveller", "brandt": "Sir Brandt", "ash": "Ash"}, persistent.kozyr_names
    # The card table (started from the main menu, as Free Play does).
    run MainMenu(confirm=False)
    move (0.5, 0.5) pattern "Свободная игра"
    run Start("i18n_test_duel")
    pause .2 until run TestCond("renpy.get_screen('duel_table') is not None")
    move (0.5, 0.5) pattern "Настройки стола"
    assert duel.card_name("7C", trump=0) == "Семёрка треф, козырь"
    # inside a sentence ("сверху семёрка треф") the name is not capitalised
    assert duel.card_name("7C", trump=0, mid=True) == "семёрка треф, козырь"
    python:
        assert duel.tr(_("The trump card: {card}")).format(card=duel.card_name("QH", mid=True)) == "Козырная карта: дама червей", duel.tr(_("The trump card: {card}"))
    assert duel.variant_title("perevodnoy", long=True) == "Переводной дурак" and duel.variant_title("perevodnoy") == "Переводной"
    # self-voicing: every card, slot, seat and button reads in Russian
    python:
        alts = [e[0].widget._tts_all() for e in duel._focus_entries()]
        kozyr_test_note("table alt texts:", alts)
        assert len(alts) >= 10, alts
        assert all(i18n_is_russian(a) for a in alts), [a for a in alts if not i18n_is_russian(a)]
    pause .05 until run TestDrawn("kozyr_table_settled()")
    $ kozyr_shot("i18n_ru_table")
    # the high-contrast table, in Russian (longer words, larger text)
    $ persistent.duel_high_contrast = True
    $ renpy.restart_interaction()
    pause .05 until run TestDrawn("kozyr_table_settled()")
    $ kozyr_shot("i18n_ru_table_hc")
    $ persistent.duel_high_contrast = False
    run Quit(confirm=False)
