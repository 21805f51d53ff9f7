
translate russian strings:

    # game/table/duel_input.rpy:56
    old "Wait for your turn."
    new "Дождитесь своего хода."

    # game/table/duel_input.rpy:79
    old "Press ATTACK to play the cards you placed."
    new "Нажмите «ХОДИТЬ», чтобы сыграть выложенные карты."

    # game/table/duel_input.rpy:80
    old "Choose a card from your hand first."
    new "Сначала выберите карту из руки."

    # game/table/duel_input.rpy:87
    old "Choose a card from your hand to beat the {card} with."
    new "Выберите карту из руки, чтобы побить {card}."

