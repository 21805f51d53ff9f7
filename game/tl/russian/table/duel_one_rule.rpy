# The table's one rule for a move (game/table/duel_input.rpy and the adapters):
# place, then play. Kept in one file.

translate russian strings:

    old "DONE is not a move now."
    new "Сейчас нельзя сказать «ХВАТИТ»."

    old "TAKE is not a move now."
    new "Сейчас нельзя взять."

    old "PLAY"
    new "СЫГРАТЬ"

    old "Place a card first: click a card in your hand, then where it goes."
    new "Сначала выложите карту: нажмите на карту в руке, затем туда, куда она идёт."

    old "Place it"
    new "Выложить"

    old "Place the hint's cards: {move}"
    new "Выложить карты подсказки: {move}"

    old "Place the selected card first: click where it goes, or drag it there."
    new "Сначала выложите выбранную карту: нажмите туда, куда она идёт, или перетащите её."

    old "Placed to transfer. Press TRANSFER (or Enter) to play it."
    new "Выложено для перевода. Нажмите «ПЕРЕВЕСТИ» (или Enter), чтобы сыграть."

    old "Placed. Place more cards of the same rank, or press ATTACK (or Enter) to play."
    new "Выложено. Добавьте карты того же достоинства или нажмите «ХОДИТЬ» (или Enter), чтобы сыграть."

    old "Placed. Press DEFEND (or Enter) to play, or beat more cards first."
    new "Выложено. Нажмите «ОТБИТЬСЯ» (или Enter), чтобы сыграть, или сначала побейте ещё карты."

    old "Placed. Press PLAY (or Enter) to beat and lay it."
    new "Выложено. Нажмите «СЫГРАТЬ» (или Enter), чтобы побить и положить карту сверху."

    old "Placed. Press PLAY (or Enter) to beat with it, or lay one more card on top."
    new "Выложено. Нажмите «СЫГРАТЬ» (или Enter), чтобы побить ею, или положите сверху ещё одну карту."

    old "Placed. Press PLAY (or Enter) to commit your battle card."
    new "Выложено. Нажмите «СЫГРАТЬ» (или Enter), чтобы выставить карту в бой."

    old "Placed. Press PLAY (or Enter) to lead it."
    new "Выложено. Нажмите «СЫГРАТЬ» (или Enter), чтобы зайти с неё."

    old "Placed. Press THROW IN (or Enter) to play, or place more."
    new "Выложено. Нажмите «ПОДКИНУТЬ» (или Enter), чтобы сыграть, или выложите ещё."

    old "Placed. Press the move's button or Enter to play it; click a placed card to take it back."
    new "Выложено. Нажмите кнопку хода или Enter, чтобы сыграть; нажмите на выложенную карту, чтобы вернуть её."

    old "Play cards as soon as they are placed:"
    new "Играть карту сразу, как выложена:"

    old "Play cards as soon as they are placed: {state}"
    new "Играть карту сразу, как выложена: {state}"

    old "Press the move's button or Enter to play the cards you placed."
    new "Нажмите кнопку хода или Enter, чтобы сыграть выложенные карты."

    old "The card you placed transfers the attack: press TRANSFER, or take it back."
    new "Выложенная карта переводит ход: нажмите «ПЕРЕВЕСТИ» или верните её."

    old "{card}, placed on the {target}, not yet played; click to take it back"
    new "{card}: выложена на {target}, ход ещё не сделан; нажмите, чтобы вернуть"

    old "{card}, placed, not yet played; click to take it back"
    new "{card}: выложена, ход ещё не сделан; нажмите, чтобы вернуть"
