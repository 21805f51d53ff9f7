# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/definitions.rpy:16
    old "Marta"
    new "Марта"

    # game/definitions.rpy:17
    old "Aurelia"
    new "Аурелия"

    # game/definitions.rpy:18
    old "Pip"
    new "Пип"

    # game/definitions.rpy:20
    old "Lina"
    new "Лина"

    # game/definitions.rpy:21
    old "Vix"
    new "Викс"

    # game/definitions.rpy:23
    old "The White Hunter"
    new "Белый Охотник"

    # game/definitions.rpy:28
    old "Stranger"
    new "Некто"

    # game/definitions.rpy:29
    old "The knight"
    new "Рыцарь"

    # game/definitions.rpy:30
    old "Orrin"
    new "Оррин"

    # game/definitions.rpy:38
    old "Traveller"
    new "Путник"

    # game/definitions.rpy:39
    old "Sir Brandt"
    new "сэр Брандт"

    # game/definitions.rpy:40
    old "Ash"
    new "Эш"
