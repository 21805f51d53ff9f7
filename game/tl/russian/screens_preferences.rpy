translate russian strings:

    # game/screens_preferences.rpy:36
    old "Display"
    new "Режим экрана"

    # game/screens_preferences.rpy:37
    old "Window"
    new "Оконный"

    # game/screens_preferences.rpy:38
    old "Fullscreen"
    new "Полный"

    # game/screens_preferences.rpy:43
    old "Unseen text"
    new "Всего текста"

    # game/screens_preferences.rpy:44
    old "After choices"
    new "После выборов"

    # game/screens_preferences.rpy:45
    old "Transitions"
    new "Переходов"

    # game/screens_preferences.rpy:50
    old "Language"
    new "Язык"

    # game/screens_preferences.rpy:56
    old "Card table"
    new "Карточный стол"

    # game/screens_preferences.rpy:57
    old "Show playable cards"
    new "Выделять карты для хода"

    # game/screens_preferences.rpy:58
    old "Four-colour deck"
    new "Четырёхцветная колода"

    # game/screens_preferences.rpy:59
    old "Undo (easy)"
    new "Отмена хода (для новичков)"

    # game/screens_preferences.rpy:60
    old "High-contrast table"
    new "Контрастный стол"

    # game/screens_preferences.rpy:64
    old "Opponents' speed"
    new "Темп соперников"

    # game/screens_preferences.rpy:71
    old "Card size"
    new "Размер карт"

    # game/screens_preferences.rpy:78
    old "Names"
    new "Имена"

    # game/screens_preferences.rpy:79
    old "Rename…"
    new "Переименовать…"

    # game/screens_preferences.rpy:89
    old "Text speed"
    new "Скорость текста"

    # game/screens_preferences.rpy:93
    old "Auto-forward time"
    new "Скорость авточтения"

    # game/screens_preferences.rpy:100
    old "Music volume"
    new "Громкость музыки"

    # game/screens_preferences.rpy:107
    old "Sound volume"
    new "Громкость звуков"

    # game/screens_preferences.rpy:113
    old "Test"
    new "Тест"

    # game/screens_preferences.rpy:117
    old "Voice volume"
    new "Громкость голоса"

    # game/screens_preferences.rpy:128
    old "Mute all"
    new "Без звука"

    # not used in game/ any more (kept from the old tl/russian/screens.rpy)
    old "High Contrast"
    new "Высокий контраст"

    # not used in game/ any more (kept from the old tl/russian/screens.rpy)
    old "Largest"
    new "Самый крупный"
translate russian strings:

    # game/screens_preferences.rpy:86
    old "Sound"
    new "Звук"

