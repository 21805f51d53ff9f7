
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

    # game/table/duel_names.rpy:38
    old "Classic"
    new "Классическая"

    # game/table/duel_names.rpy:38
    old "Four colours"
    new "Четыре цвета"

    # game/table/duel_names.rpy:38
    old "Animals"
    new "Звери"

    # game/table/duel_names.rpy:46
    old "That is not a move."
    new "Это не ход."

    # game/table/duel_names.rpy:46
    old "The game is over."
    new "Партия окончена."

    # game/table/duel_names.rpy:46
    old "That is not a move in this game."
    new "В этой игре такого хода нет."

    # game/table/duel_names.rpy:46
    old "You cannot do that now."
    new "Сейчас этого сделать нельзя."

    # game/table/duel_names.rpy:46
    old "You do not hold the {card}."
    new "У вас на руках нет карты {card}."

    # game/table/duel_names.rpy:46
    old "Choose at least one card."
    new "Выберите хотя бы одну карту."

    # game/table/duel_names.rpy:46
    old "An attack must be of cards of one rank."
    new "Ходить можно только картами одного достоинства."

    # game/table/duel_names.rpy:46
    old "No {rank} is on the table, so the {card} cannot be added."
    new "На столе нет достоинства «{rank}», поэтому {card} подкинуть нельзя."

    # game/table/duel_names.rpy:46
    old "No more than {limit} cards may be played against the defender now."
    new "Предел карт против отбивающегося сейчас: {limit}."

    # game/table/duel_names.rpy:46
    old "You may not add cards now."
    new "Сейчас подкидывать нельзя."

    # game/table/duel_names.rpy:46
    old "Only the defender may do that."
    new "Это может сделать только отбивающийся."

    # game/table/duel_names.rpy:46
    old "The {card} is not an unbeaten card on the table."
    new "На столе нет непобитой карты {card}."

    # game/table/duel_names.rpy:46
    old "The {card} cannot beat the {target}."
    new "{card} не бьёт {target}."

    # game/table/duel_names.rpy:46
    old "Transferring is not allowed in this game."
    new "В этой игре переводить нельзя."

    # game/table/duel_names.rpy:46
    old "You cannot transfer once a card has been beaten."
    new "Переводить нельзя, если хоть одна карта уже побита."

    # game/table/duel_names.rpy:46
    old "Only a card of rank {rank} can transfer this attack."
    new "Перевести этот ход можно только картой достоинства «{rank}»."

    # game/table/duel_names.rpy:46
    old "The next player holds only {count} cards, too few for a transfer."
    new "У следующего игрока карт на руках всего {count} — для перевода мало."

    # game/table/duel_names.rpy:46
    old "Only the trump of the attack's rank can be shown to transfer."
    new "Для перевода можно показать только козырь того же достоинства, что и атака."

    # game/table/duel_names.rpy:46
    old "The {card} has already been shown in this bout."
    new "Карту {card} уже показывали в этом заходе."

    # game/table/duel_names.rpy:46
    old "You must open the bout: you cannot pass now."
    new "Вы должны начать заход: пасовать сейчас нельзя."

    # game/table/duel_names.rpy:46
    old "You cannot take now."
    new "Сейчас взять нельзя."

    # game/table/duel_names.rpy:46
    old "You must play a card now."
    new "Сейчас нужно сыграть карту."

    # game/table/duel_names.rpy:46
    old "Choose your trump suit first."
    new "Сначала выберите свою козырную масть."

    # game/table/duel_names.rpy:46
    old "That suit is already someone's trump."
    new "Эта масть уже чей-то козырь."

    # game/table/duel_names.rpy:46
    old "You cannot lead the {card} now."
    new "Сейчас нельзя ходить картой {card}."

    # game/table/duel_names.rpy:46
    old "You must follow the {target}."
    new "Нужно ответить на {target}."

    # game/table/duel_names.rpy:46
    old "Commit a card first."
    new "Сначала выложите карту."

    # game/table/duel_names.rpy:46
    old "The {card} is not one of the cards on offer."
    new "Карты {card} нет среди предложенных."

    # game/table/duel_names.rpy:79
    old "That move is not allowed now."
    new "Сейчас так ходить нельзя."

    # game/table/duel_names.rpy:81
    old "beats"
    new "бьёт"

    # game/table/duel_names.rpy:81
    old "is done"
    new "пас"

    # game/table/duel_names.rpy:81
    old "chooses"
    new "выбирает"

    # game/table/duel_names.rpy:103
    old "{rank} of {suit}"
    new "{rank} {suit}"

    # game/table/duel_names.rpy:106
    old "{card}, trump"
    new "{card}, козырь"

    # game/table/duel_names.rpy:174
    old "A draw: nobody is left holding cards."
    new "Ничья: ни у кого не осталось карт."

    # game/table/duel_names.rpy:177
    old "You win!"
    new "Вы победили!"

    # game/table/duel_names.rpy:178
    old "{name} wins."
    new "{name} побеждает."

    # game/table/duel_names.rpy:180
    old "You are the durak."
    new "Вы в дураках."

    # game/table/duel_names.rpy:181
    old "{name} is the durak. You are out of trouble!"
    new "{name} в дураках. А вы выкрутились!"

