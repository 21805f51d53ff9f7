
translate russian strings:

    # game/table/duel_input.rpy:51
    old "Wait for your turn."
    new "Дождитесь своего хода."

    # game/table/duel_input.rpy:74
    old "Press ATTACK to play the cards you placed."
    new "Нажмите «ХОДИТЬ», чтобы сыграть выложенные карты."

    # game/table/duel_input.rpy:75
    old "Choose a card from your hand first."
    new "Сначала выберите карту из руки."

    # game/table/duel_input.rpy:82
    old "Choose a card from your hand to beat the {card} with."
    new "Выберите карту из руки, чтобы побить {card}."

