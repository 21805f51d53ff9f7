translate russian strings:

    # game/screens_story.rpy:259
    old "Back"
    new "Назад"

    # game/screens_story.rpy:260
    old "History"
    new "История"

    # game/screens_story.rpy:261
    old "Skip"
    new "Пропуск"

    # game/screens_story.rpy:262
    old "Auto"
    new "Авто"

    # game/screens_story.rpy:263
    old "Save"
    new "Сохранить"

    # game/screens_story.rpy:264
    old "Q.Save"
    new "Быстр. сохр."

    # game/screens_story.rpy:265
    old "Q.Load"
    new "Быстр. загр."

    # game/screens_story.rpy:266
    old "Prefs"
    new "Настройки"

    # game/screens_story.rpy:425
    old "Menu"
    new "Меню"

    # game/screens_story.rpy:197
    old "Type a name and press Enter."
    new "Введите имя и нажмите Enter."
