# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/table/duel_screens.rpy:121
    old "to move"
    new "ходит"

    # game/table/duel_screens.rpy:129
    old "playable"
    new "можно сыграть"

    # game/table/duel_screens.rpy:161
    old "thinking…"
    new "думает…"

    # game/table/duel_screens.rpy:208
    old "Talon, {n} cards; trump {card}"
    new "Прикуп, карт: {n}; козырь {card}"

    # game/table/duel_screens.rpy:214
    old "The talon is empty; the trump was the {card}"
    new "Прикуп пуст; козырем была {card}"

    # game/table/duel_screens.rpy:218
    old "Trump: {suit} {sym}"
    new "Козырь: {sym}"

    # game/table/duel_screens.rpy:219
    old "Talon: {n}"
    new "Прикуп: {n}"

    # game/table/duel_screens.rpy:221
    old "Game {g} of {n}"
    new "Партия {g} из {n}"

    # game/table/duel_screens.rpy:228
    old "Discard pile, {n} cards"
    new "Бита, карт: {n}"

    # game/table/duel_screens.rpy:235
    old "Discard: {n}"
    new "Бита: {n}"

    # game/table/duel_screens.rpy:250
    old "{a} beaten by {d}"
    new "{a} побита картой {d}"

    # game/table/duel_screens.rpy:275
    old "{card}, placed for the attack; click to take it back"
    new "{card} — выложена для хода; щёлкните, чтобы забрать обратно"

    # game/table/duel_screens.rpy:281
    old "Free place {n} on the table"
    new "Свободное место {n} на столе"

    # game/table/duel_screens.rpy:295
    old "{card} on the table, not yet beaten"
    new "{card} на столе, ещё не побита"

    # game/table/duel_screens.rpy:342
    old "Tokens: {t}"
    new "Фишки: {t}"

    # game/table/duel_screens.rpy:367
    old "Undo"
    new "Отменить ход"

    # game/table/duel_screens.rpy:370
    old "Table options"
    new "Настройки стола"

    # game/table/duel_screens.rpy:416
    old "Hints (lift playable cards):"
    new "Подсказки (приподнимать карты, которыми можно ходить):"

    # game/table/duel_screens.rpy:417
    old "On"
    new "Вкл."

    # game/table/duel_screens.rpy:423
    old "Opponents' speed:"
    new "Скорость соперников:"

    # game/table/duel_screens.rpy:431
    old "Card size:"
    new "Размер карт:"

    # game/table/duel_screens.rpy:432
    old "small"
    new "мелкий"

    # game/table/duel_screens.rpy:432
    old "large"
    new "крупный"

    # game/table/duel_screens.rpy:439
    old "Undo against easy opponents:"
    new "Отмена хода против лёгких соперников:"

    # game/table/duel_screens.rpy:463
    old "Game {g} of {n}. Tokens (fewest wins): {t}"
    new "Партия {g} из {n}. Фишки (выигрывает тот, у кого меньше): {t}"

    # game/table/duel_screens.rpy:466
    old "Continue"
    new "Продолжить"

    # game/table/duel_screens.rpy:471
    old "Next game"
    new "Следующая партия"

# TODO: Translation updated at 2026-11-30 17:11

translate russian strings:

    # game/table/duel_screens.rpy:216
    old "The trump card: {card}"
    new "Козырная карта: {card}"

    # game/table/duel_screens.rpy:222
    old "Deck, {n} cards"
    new "Колода, карт: {n}"

    # game/table/duel_screens.rpy:245
    old "Stock, {n} cards"
    new "Колода, карт: {n}"

    # game/table/duel_screens.rpy:300
    old "On offer:"
    new "На выбор:"

    # game/table/duel_screens.rpy:300
    old "Face up:"
    new "Открыты:"

    # game/table/duel_screens.rpy:322
    old "{card}, your beating card; click to take it back"
    new "{card} — ваша карта для защиты; щёлкните, чтобы забрать обратно"

# TODO: Translation updated at 2026-11-30 18:08

translate russian strings:

    # game/table/duel_screens.rpy:183
    old "pile {n}"
    new "стопка: {n}"

    # game/table/duel_screens.rpy:423
    old "Score pile: {n} cards"
    new "Стопка очков, карт: {n}"


translate russian strings:

    # game/table/duel_screens.rpy: Table options (self-voicing reads the setting with its value)
    old "Hints: {state}"
    new "Подсказки: {state}"

    old "Opponents' speed: {value}"
    new "Скорость соперников: {value}"

    old "Card size: {value}"
    new "Размер карт: {value}"

    old "Undo against easy opponents: {state}"
    new "Отмена хода против лёгких соперников: {state}"

    old "High-contrast table:"
    new "Контрастный стол:"

    old "High-contrast table: {state}"
    new "Контрастный стол: {state}"
