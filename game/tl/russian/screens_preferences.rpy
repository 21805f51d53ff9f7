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
    old "Unseen Text"
    new "Всего текста"

    # game/screens_preferences.rpy:44
    old "After Choices"
    new "После выборов"

    # game/screens_preferences.rpy:45
    old "Transitions"
    new "Переходов"

    # game/screens_preferences.rpy:50
    old "Language"
    new "Язык"

    # game/screens_preferences.rpy:56
    old "Card Table"
    new "Карточный стол"

    # game/screens_preferences.rpy:57
    old "Show Playable Cards"
    new "Выделять карты для хода"

    # game/screens_preferences.rpy:58
    old "Four-Colour Deck"
    new "Четырёхцветная колода"

    # game/screens_preferences.rpy:59
    old "Undo (Easy)"
    new "Отмена хода (для новичков)"

    # game/screens_preferences.rpy:60
    old "High-Contrast Table"
    new "Контрастный стол"

    # game/screens_preferences.rpy:64
    old "Opponent Speed"
    new "Темп соперника"

    # game/screens_preferences.rpy:65
    old "Slow"
    new "Медленный"

    # game/screens_preferences.rpy:66
    old "Normal"
    new "Обычный"

    # game/screens_preferences.rpy:67
    old "Fast"
    new "Быстрый"

    # game/screens_preferences.rpy:71
    old "Card Size"
    new "Размер карт"

    # game/screens_preferences.rpy:74
    old "Large"
    new "Крупный"

    # game/screens_preferences.rpy:78
    old "Names"
    new "Имена"

    # game/screens_preferences.rpy:79
    old "Rename…"
    new "Переименовать…"

    # game/screens_preferences.rpy:89
    old "Text Speed"
    new "Скорость текста"

    # game/screens_preferences.rpy:93
    old "Auto-Forward Time"
    new "Скорость авточтения"

    # game/screens_preferences.rpy:100
    old "Music Volume"
    new "Громкость музыки"

    # game/screens_preferences.rpy:107
    old "Sound Volume"
    new "Громкость звуков"

    # game/screens_preferences.rpy:113
    old "Test"
    new "Тест"

    # game/screens_preferences.rpy:117
    old "Voice Volume"
    new "Громкость голоса"

    # game/screens_preferences.rpy:128
    old "Mute All"
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

