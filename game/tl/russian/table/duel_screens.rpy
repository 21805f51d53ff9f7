
translate russian strings:

    # game/table/duel_screens.rpy:36
    old "thinking…"
    new "думает…"

    # game/table/duel_screens.rpy:47
    old "pile {n}"
    new "стопка: {n}"

    # game/table/duel_screens.rpy:98
    old "Trump: {suit} {sym}"
    new "Козырь: {sym}"

    # game/table/duel_screens.rpy:102
    old "Play-off game {g}"
    new "Переигровка, партия {g}"

    # game/table/duel_screens.rpy:104
    old "Game {g} of {n}"
    new "Партия {g} из {n}"

    # game/table/duel_screens.rpy:119
    old "Discard: {n}"
    new "Бита: {n}"

    # game/table/duel_screens.rpy:231
    old "Tokens: {t}"
    new "Фишки: {t}"

    # game/table/duel_screens.rpy:257
    old "Undo"
    new "Отменить ход"

    # game/table/duel_screens.rpy:260
    old "Table options"
    new "Настройки стола"

    # game/table/duel_screens.rpy:309
    old "Hints (lift playable cards):"
    new "Подсказки (приподнимать карты, которыми можно ходить):"

    # game/table/duel_screens.rpy:310
    old "On"
    new "Вкл."

    # game/table/duel_screens.rpy:313
    old "Hints: {state}"
    new "Подсказки: {state}"

    # game/table/duel_screens.rpy:317
    old "Opponents' speed:"
    new "Скорость соперников:"

    # game/table/duel_screens.rpy:322
    old "Opponents' speed: {value}"
    new "Скорость соперников: {value}"

    # game/table/duel_screens.rpy:326
    old "Card size:"
    new "Размер карт:"

    # game/table/duel_screens.rpy:327
    old "small"
    new "мелкий"

    # game/table/duel_screens.rpy:327
    old "large"
    new "крупный"

    # game/table/duel_screens.rpy:331
    old "Card size: {value}"
    new "Размер карт: {value}"

    # game/table/duel_screens.rpy:335
    old "Undo against easy opponents:"
    new "Отмена хода против лёгких соперников:"

    # game/table/duel_screens.rpy:339
    old "Undo against easy opponents: {state}"
    new "Отмена хода против лёгких соперников: {state}"

    # game/table/duel_screens.rpy:343
    old "High-contrast table:"
    new "Контрастный стол:"

    # game/table/duel_screens.rpy:347
    old "High-contrast table: {state}"
    new "Контрастный стол: {state}"

    # game/table/duel_screens.rpy:371
    old "Play-off game {g}. Tokens (fewest wins): {t}"
    new "Переигровка, партия {g}. Фишки (выигрывает тот, у кого меньше): {t}"

    # game/table/duel_screens.rpy:373
    old "Game {g} of {n}. Tokens (fewest wins): {t}"
    new "Партия {g} из {n}. Фишки (выигрывает тот, у кого меньше): {t}"

    # game/table/duel_screens.rpy:375
    old "You win the series!"
    new "Вы выиграли серию!"

    # game/table/duel_screens.rpy:375
    old "{name} wins the series."
    new "{name} выигрывает серию."

    # game/table/duel_screens.rpy:377
    old "A tie for the fewest tokens: a play-off game decides."
    new "Поровну фишек у лидеров: решит переигровка."

    # game/table/duel_screens.rpy:380
    old "Continue"
    new "Продолжить"

    # game/table/duel_screens.rpy:385
    old "Play-off game"
    new "Переигровка"

    # game/table/duel_screens.rpy:385
    old "Next game"
    new "Следующая партия"

