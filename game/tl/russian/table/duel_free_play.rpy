
translate russian strings:

    # game/table/duel_free_play.rpy:83
    old "Player %d"
    new "Игрок %d"

    # game/table/duel_free_play.rpy:106
    old "Free play"
    new "Свободная игра"

    # game/table/duel_free_play.rpy:119
    old "Players:"
    new "Игроков:"

    # game/table/duel_free_play.rpy:130
    old "Deck:"
    new "Колода:"

    # game/table/duel_free_play.rpy:139
    old "Cards:"
    new "Карты:"

    # game/table/duel_free_play.rpy:148
    old "Opponents play:"
    new "Соперники играют:"

    # game/table/duel_free_play.rpy:155
    old "Opponents (in seat order; empty seats are filled from the unlocked ones):"
    new "Соперники (по порядку мест; пустые места занимают открытые соперники):"

    # game/table/duel_free_play.rpy:174
    old "seat {n}"
    new "место {n}"

    # game/table/duel_free_play.rpy:178
    old "Deal"
    new "Сдавать"

