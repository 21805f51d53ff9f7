
translate russian strings:

    # game/table/duel_screens.rpy:60
    old "pile {n}"
    new "стопка: {n}"

    # game/table/duel_screens.rpy:64
    old "thinking…"
    new "думает…"

    # game/table/duel_screens.rpy:124
    old "Play-off game {g}"
    new "Переигровка, партия {g}"

    # game/table/duel_screens.rpy:126
    old "Game {g} of {n}"
    new "Партия {g} из {n}"

    # game/table/duel_screens.rpy:128
    old "Tokens: {t}"
    new "Фишки: {t}"

    # game/table/duel_screens.rpy:160
    old "Discard"
    new "Бита"

    # game/table/duel_screens.rpy:303
    old "Undo"
    new "Отменить ход"

    # game/table/duel_screens.rpy:306
    old "Table options"
    new "Настройки стола"

    # game/table/duel_screens.rpy:371
    old "Show playable cards:"
    new "Выделять карты для хода:"

    # game/table/duel_screens.rpy:372
    old "On"
    new "Вкл."

    # game/table/duel_screens.rpy:375
    old "Show playable cards: {state}"
    new "Выделять карты для хода: {state}"

    # game/table/duel_screens.rpy:379
    old "Opponents' speed:"
    new "Темп соперников:"

    # game/table/duel_screens.rpy:384
    old "Opponents' speed: {value}"
    new "Темп соперников: {value}"

    # game/table/duel_screens.rpy:388
    old "Card size:"
    new "Размер карт:"

    # game/table/duel_screens.rpy:389
    old "small"
    new "мелкий"

    # game/table/duel_screens.rpy:389
    old "large"
    new "крупный"

    # game/table/duel_screens.rpy:393
    old "Card size: {value}"
    new "Размер карт: {value}"

    # game/table/duel_screens.rpy:397
    old "Cards fly across the table:"
    new "Карты летят по столу:"

    # game/table/duel_screens.rpy:401
    old "Cards fly across the table: {state}"
    new "Карты летят по столу: {state}"

    # game/table/duel_screens.rpy:405
    old "Undo against easy opponents:"
    new "Отмена хода против лёгких соперников:"

    # game/table/duel_screens.rpy:409
    old "Undo against easy opponents: {state}"
    new "Отмена хода против лёгких соперников: {state}"

    # game/table/duel_screens.rpy:413
    old "High-contrast table:"
    new "Контрастный стол:"

    # game/table/duel_screens.rpy:417
    old "High-contrast table: {state}"
    new "Контрастный стол: {state}"

    # game/table/duel_screens.rpy:454
    old "Play-off game {g}. Tokens for losing — the lowest total wins the series: {t}"
    new "Переигровка, партия {g}. Фишки за проигрыш — серию выигрывает тот, у кого их меньше всех: {t}"

    # game/table/duel_screens.rpy:456
    old "Game {g} of {n}. Tokens for losing — the lowest total wins the series: {t}"
    new "Партия {g} из {n}. Фишки за проигрыш — серию выигрывает тот, у кого их меньше всех: {t}"

    # game/table/duel_screens.rpy:458
    old "You win the series!"
    new "Вы выиграли серию!"

    # game/table/duel_screens.rpy:458
    old "{name} wins the series."
    new "{name} выигрывает серию."

    # game/table/duel_screens.rpy:460
    old "A tie for the fewest tokens: a play-off game decides."
    new "Поровну фишек у лидеров: решит переигровка."

    # game/table/duel_screens.rpy:471
    old "Rematch"
    new "Ещё раз"

    # game/table/duel_screens.rpy:476
    old "Continue"
    new "Продолжить"

    # game/table/duel_screens.rpy:481
    old "Play-off game"
    new "Переигровка"

    # game/table/duel_screens.rpy:481
    old "Next game"
    new "Следующая партия"

