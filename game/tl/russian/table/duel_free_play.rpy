
translate russian strings:

    # game/table/duel_free_play.rpy:116
    old "Player %d"
    new "Игрок %d"

    # game/table/duel_free_play.rpy:145
    old "Free play"
    new "Свободная игра"

    # game/table/duel_free_play.rpy:160
    old "Players:"
    new "Игроков:"

    # game/table/duel_free_play.rpy:170
    old "Deck:"
    new "Колода:"

    # game/table/duel_free_play.rpy:179
    old "{game} is always played with {n} card.|{game} is always played with {n} cards."
    new "В игре «{game}» всегда колода в {n} карту.|В игре «{game}» всегда колода в {n} карты.|В игре «{game}» всегда колода в {n} карт."

    # game/table/duel_free_play.rpy:182
    old "Cards:"
    new "Карты:"

    # game/table/duel_free_play.rpy:191
    old "Opponents play:"
    new "Уровень соперников:"

    # game/table/duel_free_play.rpy:198
    old "Opponents (in seat order; empty seats are filled from the unlocked ones):"
    new "Соперники (по порядку мест; пустые места занимают открытые соперники):"

    # game/table/duel_free_play.rpy:218
    old "seat {n}"
    new "место {n}"

    # game/table/duel_free_play.rpy:222
    old "Deal"
    new "Раздать"

