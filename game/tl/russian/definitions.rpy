# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/definitions.rpy:13
    old "Marta"
    new "Марта"

    # game/definitions.rpy:14
    old "Aurelia"
    new "Аурелия"

    # game/definitions.rpy:15
    old "Pip"
    new "Пип"

    # game/definitions.rpy:17
    old "Lina"
    new "Лина"

    # game/definitions.rpy:18
    old "Vix"
    new "Викс"

    # game/definitions.rpy:20
    old "The White Hunter"
    new "Белый Охотник"


translate russian strings:

    # game/definitions.rpy (default names, shown while the player has not renamed)
    old "Traveller"
    new "Путник"

    old "Sir Brandt"
    new "сэр Брандт"

    old "Ash"
    new "Эш"
