translate russian strings:

    # game/screens_menus.rpy:111
    old "Start"
    new "Начать"

    # game/screens_menus.rpy:114
    old "Free Play"
    new "Свободная игра"

    # game/screens_menus.rpy:116
    old "Play Online"
    new "Игра по сети"

    # game/screens_menus.rpy:127
    old "Load"
    new "Загрузить"

    # game/screens_menus.rpy:129
    old "Preferences"
    new "Настройки"

    # game/screens_menus.rpy:131
    old "Rules"
    new "Правила"

    # game/screens_menus.rpy:134
    old "Extras"
    new "Дополнительно"

    # game/screens_menus.rpy:138
    old "End Replay"
    new "Завершить повтор"

    # game/screens_menus.rpy:142
    old "Main Menu"
    new "Главное меню"

    # game/screens_menus.rpy:144
    old "About"
    new "Об игре"

    # game/screens_menus.rpy:146
    old "Credits"
    new "Титры"

    # game/screens_menus.rpy:151
    old "Help"
    new "Помощь"

    # game/screens_menus.rpy:157
    old "Quit"
    new "Выход"

    # game/screens_menus.rpy:301
    old "Return"
    new "Вернуться"

    # game/screens_menus.rpy:475
    old "Version [config.version!t]\n"
    new "Версия [config.version!t]\n"

    # game/screens_menus.rpy:481
    old "Made with {a=https://www.renpy.org/}Ren'Py{/a} [renpy.version_only].\n\n[renpy.license!t]"
    new "Сделано с помощью {a=https://www.renpy.org/}Ren'Py{/a} [renpy.version_only].\n\n[renpy.license!t]"
translate russian strings:

    # game/screens_menus.rpy:121
    old "Continue: load the newest save"
    new "Продолжить: загрузить последнее сохранение"

