
translate russian strings:

    # game/table/duel_names.rpy:16
    old "Perevodnoy Durak"
    new "Переводной дурак"

    # game/table/duel_names.rpy:23
    old "Two"
    new "Двойка"

    # game/table/duel_names.rpy:23
    old "Three"
    new "Тройка"

    # game/table/duel_names.rpy:23
    old "Four"
    new "Четвёрка"

    # game/table/duel_names.rpy:23
    old "Five"
    new "Пятёрка"

    # game/table/duel_names.rpy:23
    old "Six"
    new "Шестёрка"

    # game/table/duel_names.rpy:23
    old "Seven"
    new "Семёрка"

    # game/table/duel_names.rpy:23
    old "Eight"
    new "Восьмёрка"

    # game/table/duel_names.rpy:23
    old "Nine"
    new "Девятка"

    # game/table/duel_names.rpy:23
    old "Ten"
    new "Десятка"

    # game/table/duel_names.rpy:23
    old "Jack"
    new "Валет"

    # game/table/duel_names.rpy:23
    old "Queen"
    new "Дама"

    # game/table/duel_names.rpy:23
    old "King"
    new "Король"

    # game/table/duel_names.rpy:23
    old "Ace"
    new "Туз"

    # game/table/duel_names.rpy:29
    old "J"
    new "В"

    # game/table/duel_names.rpy:29
    old "Q"
    new "Д"

    # game/table/duel_names.rpy:29
    old "K"
    new "К"

    # game/table/duel_names.rpy:29
    old "A"
    new "Т"

    # game/table/duel_names.rpy:33
    old "clubs"
    new "треф"

    # game/table/duel_names.rpy:33
    old "diamonds"
    new "бубен"

    # game/table/duel_names.rpy:33
    old "hearts"
    new "червей"

    # game/table/duel_names.rpy:33
    old "spades"
    new "пик"

    # game/table/duel_names.rpy:34
    old "Clubs"
    new "Трефы"

    # game/table/duel_names.rpy:34
    old "Diamonds"
    new "Бубны"

    # game/table/duel_names.rpy:34
    old "Hearts"
    new "Черви"

    # game/table/duel_names.rpy:34
    old "Spades"
    new "Пики"

    # game/table/duel_names.rpy:38
    old "Bears"
    new "медведей"

    # game/table/duel_names.rpy:38
    old "Ducks"
    new "уток"

    # game/table/duel_names.rpy:38
    old "Goats"
    new "коз"

    # game/table/duel_names.rpy:38
    old "Wolves"
    new "волков"

    # game/table/duel_names.rpy:39
    old "Bear"
    new "Медведь"

    # game/table/duel_names.rpy:39
    old "Duck"
    new "Утка"

    # game/table/duel_names.rpy:39
    old "Goat"
    new "Коза"

    # game/table/duel_names.rpy:39
    old "Wolf"
    new "Волк"

    # game/table/duel_names.rpy:43
    old "Classic"
    new "Классическая"

    # game/table/duel_names.rpy:43
    old "Four colours"
    new "Четыре цвета"

    # game/table/duel_names.rpy:43
    old "Animals"
    new "Звери"

    # game/table/duel_names.rpy:51
    old "That is not a move."
    new "Это не ход."

    # game/table/duel_names.rpy:51
    old "The game is over."
    new "Партия окончена."

    # game/table/duel_names.rpy:51
    old "That is not a move in this game."
    new "В этой игре такого хода нет."

    # game/table/duel_names.rpy:51
    old "You cannot do that now."
    new "Сейчас этого сделать нельзя."

    # game/table/duel_names.rpy:51
    old "You do not hold the {card}."
    new "У вас на руках нет карты {card}."

    # game/table/duel_names.rpy:51
    old "Choose at least one card."
    new "Выберите хотя бы одну карту."

    # game/table/duel_names.rpy:51
    old "An attack must be of cards of one rank."
    new "Ходить можно только картами одного достоинства."

    # game/table/duel_names.rpy:51
    old "No {rank} is on the table, so the {card} cannot be added."
    new "На столе нет достоинства «{rank}», поэтому {card} подкинуть нельзя."

    # game/table/duel_names.rpy:51
    old "No more than {limit} cards may be played against the defender now."
    new "Предел карт против отбивающегося сейчас: {limit}."

    # game/table/duel_names.rpy:51
    old "You may not add cards now."
    new "Сейчас подкидывать нельзя."

    # game/table/duel_names.rpy:51
    old "Only the defender may do that."
    new "Это может сделать только отбивающийся."

    # game/table/duel_names.rpy:51
    old "The {card} is not an unbeaten card on the table."
    new "На столе нет непобитой карты {card}."

    # game/table/duel_names.rpy:51
    old "The {card} cannot beat the {target}."
    new "{card} не бьёт {target}."

    # game/table/duel_names.rpy:51
    old "Transferring is not allowed in this game."
    new "В этой игре переводить нельзя."

    # game/table/duel_names.rpy:51
    old "You cannot transfer once a card has been beaten."
    new "Переводить нельзя, если хоть одна карта уже побита."

    # game/table/duel_names.rpy:51
    old "Only a {rank} can transfer this attack."
    new "Перевести этот ход можно только картой «{rank}»."

    # game/table/duel_names.rpy:51
    old "The next player holds only {count} cards, too few for a transfer."
    new "У следующего игрока карт на руках всего {count} — для перевода мало."

    # game/table/duel_names.rpy:51
    old "Only the trump of the attack's rank can be shown to transfer."
    new "Для перевода можно показать только козырь того же достоинства, что и атака."

    # game/table/duel_names.rpy:51
    old "The {card} has already been shown in this bout."
    new "Карту {card} уже показывали в этом заходе."

    # game/table/duel_names.rpy:51
    old "You must open the bout: you cannot pass now."
    new "Вы должны начать заход: пасовать сейчас нельзя."

    # game/table/duel_names.rpy:51
    old "You cannot take now."
    new "Сейчас взять нельзя."

    # game/table/duel_names.rpy:51
    old "You must play a card now."
    new "Сейчас нужно сыграть карту."

    # game/table/duel_names.rpy:51
    old "That suit is already someone's trump."
    new "Эта масть уже чей-то козырь."

    # game/table/duel_names.rpy:51
    old "The pile is empty: lead a card."
    new "Стопка пуста: ходите картой."

    # game/table/duel_names.rpy:51
    old "The pile is empty: there is nothing to beat or pick up."
    new "Стопка пуста: нечего ни бить, ни забирать."

    # game/table/duel_names.rpy:51
    old "Only the top card of the pile can be beaten, not the {card}."
    new "Бить можно только верхнюю карту стопки, а не {card}."

    # game/table/duel_names.rpy:51
    old "After beating you must lay one more card."
    new "Побив карту, нужно выложить ещё одну."

    # game/table/duel_names.rpy:51
    old "Lay exactly one card after beating."
    new "После того как побили, выложите ровно одну карту."

    # game/table/duel_names.rpy:51
    old "The {card} is not one of the face-up cards."
    new "Карты {card} нет среди открытых."

    # game/table/duel_names.rpy:51
    old "The {card} is not one of the cards on offer."
    new "Карты {card} нет среди предложенных."

    # game/table/duel_names.rpy:84
    old "That move is not allowed now."
    new "Сейчас так ходить нельзя."

    # game/table/duel_names.rpy:86
    old "beats"
    new "бьёт"

    # game/table/duel_names.rpy:86
    old "is done"
    new "пас"

    # game/table/duel_names.rpy:86
    old "chooses"
    new "выбирает"

    # game/table/duel_names.rpy:120
    old "{rank} of {suit}"
    new "{rank} {suit}"

    # game/table/duel_names.rpy:123
    old "{card}, trump"
    new "{card}, козырь"

    # game/table/duel_names.rpy:138
    old "Trump: {suit} {sym}"
    new "Козырь: {sym}"

    # game/table/duel_names.rpy:154
    old "The next player has no cards left: a transfer is not possible."
    new "У следующего игрока не осталось карт: переводить некуда."

    # game/table/duel_names.rpy:154
    old "The next player holds only {n} card, too few for a transfer.|The next player holds only {n} cards, too few for a transfer."
    new "У следующего игрока всего {n} карта — для перевода мало.|У следующего игрока всего {n} карты — для перевода мало.|У следующего игрока всего {n} карт — для перевода мало."

    # game/table/duel_names.rpy:223
    old "A draw: nobody is left holding cards."
    new "Ничья: ни у кого не осталось карт."

    # game/table/duel_names.rpy:226
    old "You win!"
    new "Вы победили!"

    # game/table/duel_names.rpy:227
    old "{name} wins."
    new "{name} побеждает."

    # game/table/duel_names.rpy:229
    old "You are the durak."
    new "Вы в дураках."

    # game/table/duel_names.rpy:230
    old "{name} is the durak. You are out of trouble!"
    new "{name} в дураках. А вы выкрутились!"


translate russian strings:

    # Warfare's name as a title (the table's label, free play): no quotes (in a
    # sentence the game is «Война»: roster.rpy's "Warfare")
    old "Warfare{#title}"
    new "Война"
