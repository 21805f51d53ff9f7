# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/table/duel_core.rpy:40
    old "Perevodnoy Durak"
    new "Переводной дурак"

    # game/table/duel_core.rpy:47
    old "Two"
    new "Двойка"

    # game/table/duel_core.rpy:47
    old "Three"
    new "Тройка"

    # game/table/duel_core.rpy:47
    old "Four"
    new "Четвёрка"

    # game/table/duel_core.rpy:47
    old "Five"
    new "Пятёрка"

    # game/table/duel_core.rpy:47
    old "Six"
    new "Шестёрка"

    # game/table/duel_core.rpy:47
    old "Seven"
    new "Семёрка"

    # game/table/duel_core.rpy:47
    old "Eight"
    new "Восьмёрка"

    # game/table/duel_core.rpy:47
    old "Nine"
    new "Девятка"

    # game/table/duel_core.rpy:47
    old "Ten"
    new "Десятка"

    # game/table/duel_core.rpy:47
    old "Jack"
    new "Валет"

    # game/table/duel_core.rpy:47
    old "Queen"
    new "Дама"

    # game/table/duel_core.rpy:47
    old "King"
    new "Король"

    # game/table/duel_core.rpy:47
    old "Ace"
    new "Туз"

    # game/table/duel_core.rpy:53
    old "J"
    new "В"

    # game/table/duel_core.rpy:53
    old "Q"
    new "Д"

    # game/table/duel_core.rpy:53
    old "K"
    new "К"

    # game/table/duel_core.rpy:53
    old "A"
    new "Т"

    # game/table/duel_core.rpy:57
    old "clubs"
    new "треф"

    # game/table/duel_core.rpy:57
    old "diamonds"
    new "бубен"

    # game/table/duel_core.rpy:57
    old "hearts"
    new "червей"

    # game/table/duel_core.rpy:57
    old "spades"
    new "пик"

    # game/table/duel_core.rpy:62
    old "Classic"
    new "Классическая"

    # game/table/duel_core.rpy:62
    old "Four colours"
    new "Четыре цвета"

    # game/table/duel_core.rpy:62
    old "Animals"
    new "Звери"

    # game/table/duel_core.rpy:69
    old "fast"
    new "быстрый"

    # game/table/duel_core.rpy:69
    old "slow"
    new "медленный"

    # game/table/duel_core.rpy:73
    old "That is not a move."
    new "Это не ход."

    # game/table/duel_core.rpy:73
    old "The game is over."
    new "Партия окончена."

    # game/table/duel_core.rpy:73
    old "That is not a move in this game."
    new "В этой игре такого хода нет."

    # game/table/duel_core.rpy:73
    old "You cannot do that now."
    new "Сейчас этого сделать нельзя."

    # game/table/duel_core.rpy:73
    old "You do not hold the {card}."
    new "У вас на руках нет карты {card}."

    # game/table/duel_core.rpy:73
    old "Choose at least one card."
    new "Выберите хотя бы одну карту."

    # game/table/duel_core.rpy:73
    old "An attack must be of cards of one rank."
    new "Ходить можно только картами одного достоинства."

    # game/table/duel_core.rpy:73
    old "No {rank} is on the table, so the {card} cannot be added."
    new "На столе нет достоинства «{rank}», поэтому {card} подкинуть нельзя."

    # game/table/duel_core.rpy:73
    old "No more than {limit} cards may be played against the defender now."
    new "Предел карт против отбивающегося сейчас: {limit}."

    # game/table/duel_core.rpy:73
    old "You may not add cards now."
    new "Сейчас подкидывать нельзя."

    # game/table/duel_core.rpy:73
    old "Only the defender may do that."
    new "Это может сделать только отбивающийся."

    # game/table/duel_core.rpy:73
    old "The {card} is not an unbeaten card on the table."
    new "На столе нет непобитой карты {card}."

    # game/table/duel_core.rpy:73
    old "The {card} cannot beat the {target}."
    new "{card} не бьёт {target}."

    # game/table/duel_core.rpy:73
    old "Transferring is not allowed in this game."
    new "В этой игре переводить нельзя."

    # game/table/duel_core.rpy:73
    old "You cannot transfer once a card has been beaten."
    new "Переводить нельзя, если хоть одна карта уже побита."

    # game/table/duel_core.rpy:73
    old "Only a card of rank {rank} can transfer this attack."
    new "Перевести этот ход можно только картой достоинства «{rank}»."

    # game/table/duel_core.rpy:73
    old "The next player holds only {count} cards, too few for a transfer."
    new "У следующего игрока карт на руках всего {count} — для перевода мало."

    # game/table/duel_core.rpy:73
    old "Only the trump of the attack's rank can be shown to transfer."
    new "Для перевода можно показать только козырь того же достоинства, что и атака."

    # game/table/duel_core.rpy:73
    old "The {card} has already been shown in this bout."
    new "Карту {card} уже показывали в этом заходе."

    # game/table/duel_core.rpy:73
    old "You must open the bout: you cannot pass now."
    new "Вы должны начать заход: пасовать сейчас нельзя."

    # game/table/duel_core.rpy:73
    old "You cannot take now."
    new "Сейчас взять нельзя."

    # game/table/duel_core.rpy:73
    old "You must play a card now."
    new "Сейчас нужно сыграть карту."

    # game/table/duel_core.rpy:73
    old "Choose your trump suit first."
    new "Сначала выберите свою козырную масть."

    # game/table/duel_core.rpy:73
    old "That suit is already someone's trump."
    new "Эта масть уже чей-то козырь."

    # game/table/duel_core.rpy:73
    old "You cannot lead the {card} now."
    new "Сейчас нельзя ходить картой {card}."

    # game/table/duel_core.rpy:73
    old "You must follow the {target}."
    new "Нужно ответить на {target}."

    # game/table/duel_core.rpy:73
    old "Commit a card first."
    new "Сначала выложите карту."

    # game/table/duel_core.rpy:73
    old "The {card} is not one of the cards on offer."
    new "Карты {card} нет среди предложенных."

    # game/table/duel_core.rpy:106
    old "That move is not allowed now."
    new "Сейчас так ходить нельзя."

    # game/table/duel_core.rpy:108
    old "beats"
    new "бьёт"

    # game/table/duel_core.rpy:108
    old "is done"
    new "пас"

    # game/table/duel_core.rpy:108
    old "chooses"
    new "выбирает"

    # game/table/duel_core.rpy:128
    old "{rank} of {suit}"
    new "{rank} {suit}"

    # game/table/duel_core.rpy:131
    old "{card}, trump"
    new "{card}, козырь"

    # game/table/duel_core.rpy:222
    old "Player %d"
    new "Игрок %d"

    # game/table/duel_core.rpy:250
    old "You"
    new "Вы"

    # game/table/duel_core.rpy:397
    old "out"
    new "вне игры"

    # game/table/duel_core.rpy:399
    old "defends"
    new "отбивается"

    # game/table/duel_core.rpy:401
    old "attacks"
    new "ходит"

    # game/table/duel_core.rpy:410
    old "You are out"
    new "Вы вышли из игры"

    # game/table/duel_core.rpy:412
    old "You defend"
    new "Вы отбиваетесь"

    # game/table/duel_core.rpy:414
    old "You attack"
    new "Вы ходите"

    # game/table/duel_core.rpy:416
    old "You may throw in"
    new "Можно подкинуть"

    # game/table/duel_core.rpy:501
    old "{name} is thinking…"
    new "{name} думает…"

    # game/table/duel_core.rpy:506
    old "Your attack: place one card, or several of one rank, on the table and press ATTACK."
    new "Ваш ход: положите на стол одну карту или несколько карт одного достоинства и нажмите «ХОДИТЬ»."

    # game/table/duel_core.rpy:510
    old "Beat the {card} with a higher card of its suit or a trump, TRANSFER it with a card of its rank, or TAKE."
    new "Побейте {card} старшей картой той же масти или козырем, ПЕРЕВЕДИТЕ картой того же достоинства или ВОЗЬМИТЕ."

    # game/table/duel_core.rpy:512
    old "Beat every card on the table ({n} left), or TAKE them all."
    new "Побейте все карты на столе (осталось: {n}) или ВОЗЬМИТЕ их все."

    # game/table/duel_core.rpy:513
    old "Beat the {card} with a higher card of its suit or a trump, or TAKE."
    new "Побейте {card} старшей картой той же масти или козырем — или ВОЗЬМИТЕ."

    # game/table/duel_core.rpy:515
    old "Everything is beaten. Throw in a card of a rank on the table, or press DONE (bita)."
    new "Всё побито. Подкиньте карту достоинства, которое есть на столе, или нажмите «БИТО»."

    # game/table/duel_core.rpy:517
    old "{name} takes. Throw in more cards of the ranks on the table, or press DONE."
    new "{name} берёт. Подкиньте ещё карт тех достоинств, что на столе, или нажмите «ХВАТИТ»."

    # game/table/duel_core.rpy:518
    old "Your move: choose a card or a move on the right."
    new "Ваш ход: выберите карту или действие справа."

    # game/table/duel_core.rpy:525
    old "A draw: nobody is left holding cards."
    new "Ничья: ни у кого не осталось карт."

    # game/table/duel_core.rpy:528
    old "You win!"
    new "Вы победили!"

    # game/table/duel_core.rpy:529
    old "{name} wins."
    new "{name} побеждает."

    # game/table/duel_core.rpy:531
    old "You are the durak."
    new "Вы в дураках."

    # game/table/duel_core.rpy:532
    old "{name} is the durak. You are out of trouble!"
    new "{name} в дураках. А вы выкрутились!"

    # game/table/duel_core.rpy:543
    old "ATTACK"
    new "ХОДИТЬ"

    # game/table/duel_core.rpy:543
    old "DEFEND"
    new "ОТБИТЬСЯ"

    # game/table/duel_core.rpy:543
    old "TRANSFER"
    new "ПЕРЕВЕСТИ"

    # game/table/duel_core.rpy:543
    old "TAKE"
    new "ВЗЯТЬ"

    # game/table/duel_core.rpy:543
    old "DONE"
    new "ХВАТИТ"

    # game/table/duel_core.rpy:573
    old "THROW IN"
    new "ПОДКИНУТЬ"

    # game/table/duel_core.rpy:575
    old "DONE (bita)"
    new "БИТО"

    # game/table/duel_core.rpy:612
    old "Wait for your turn."
    new "Дождитесь своего хода."

    # game/table/duel_core.rpy:640
    old "Press ATTACK to play the cards you placed."
    new "Нажмите «ХОДИТЬ», чтобы сыграть выложенные карты."

    # game/table/duel_core.rpy:641
    old "Choose a card from your hand first."
    new "Сначала выберите карту из руки."

    # game/table/duel_core.rpy:650
    old "Choose a card from your hand to beat the {card} with."
    new "Выберите карту из руки, чтобы побить {card}."

    # game/table/duel_core.rpy:676
    old "Place more cards of the same rank, or press ATTACK."
    new "Положите ещё карты того же достоинства или нажмите «ХОДИТЬ»."

    # game/table/duel_core.rpy:770
    old "Place one or more cards of one rank on the table first."
    new "Сначала положите на стол одну или несколько карт одного достоинства."

    # game/table/duel_core.rpy:777
    old "Choose a card to throw in first."
    new "Сначала выберите карту, чтобы подкинуть."

    # game/table/duel_core.rpy:781
    old "Choose a card to beat with first."
    new "Сначала выберите карту, чтобы отбиться."

    # game/table/duel_core.rpy:792
    old "Choose a card of the attacking rank to transfer with."
    new "Выберите карту атакующего достоинства, чтобы перевести."

    # game/table/duel_core.rpy:819
    old "Choose {suit} as trump"
    new "Козырь — масть {suit}"

    # game/table/duel_core.rpy:1047
    old "You are out of cards!"
    new "У вас кончились карты!"

    # game/table/duel_core.rpy:1063
    old "{a} attacks {d}"
    new "{a} ходит под {d}"

# TODO: Translation updated at 2026-11-30 17:11

translate russian strings:

    # game/table/duel_core.rpy:466
    old "trumps {sym}"
    new "козыри {sym}"

    # game/table/duel_core.rpy:474
    old "Choose your trumps"
    new "Выберите свои козыри"

    # game/table/duel_core.rpy:476
    old "Your trumps: {suit} {sym}"
    new "Ваши козыри: масть {suit} {sym}"

    # game/table/duel_core.rpy:477
    old "Stock: {n}"
    new "Колода: {n}"

    # game/table/duel_core.rpy:484
    old "the top card"
    new "верхняя карта"

    # game/table/duel_core.rpy:489
    old "The pile, {n} cards; top card {card}: drop a card on it to beat it"
    new "Стопка, карт: {n}; сверху {card}: положите на неё карту, чтобы побить"

    # game/table/duel_core.rpy:493
    old "The empty pile: lead a card here"
    new "Стопка пуста: положите сюда любую карту"

    # game/table/duel_core.rpy:507
    old "score {n}"
    new "очков: {n}"

    # game/table/duel_core.rpy:508
    old "Your score: {n}"
    new "Ваши очки: {n}"

    # game/table/duel_core.rpy:509
    old "Deck: {n}"
    new "Колода: {n}"

    # game/table/duel_core.rpy:524
    old "Your battle card: {card}"
    new "Ваша карта в бой: {card}"

    # game/table/duel_core.rpy:526
    old "{name}'s battle card: {card}"
    new "{name} — карта в бой: {card}"

    # game/table/duel_core.rpy:529
    old "{name} won the battle (+{n})"
    new "{name} — сражение выиграно (+{n})"

    # game/table/duel_core.rpy:536
    old "{name} has chosen a battle card"
    new "{name} — карта в бой выбрана"

    # game/table/duel_core.rpy:539
    old "Your battle card: drop a card here to commit it"
    new "Ваша карта в бой: перетащите сюда карту, чтобы выложить её"

    # game/table/duel_core.rpy:545
    old "take it"
    new "возьмите её"

    # game/table/duel_core.rpy:617
    old "Choose your own trump suit with the buttons at the right."
    new "Выберите свою козырную масть кнопками справа."

    # game/table/duel_core.rpy:619
    old "The pile is empty: lead any card onto it."
    new "Стопка пуста: положите на неё любую карту."

    # game/table/duel_core.rpy:621
    old "Beat the {card} (a higher card of its suit, or one of your trumps), then lay one more card on top; or PICK UP."
    new "Побейте {card} (старшей картой той же масти или одним из своих козырей), затем положите сверху ещё одну карту; или ЗАБЕРИТЕ."

    # game/table/duel_core.rpy:622
    old "Nothing of yours beats the {card}: PICK UP."
    new "Вам нечем побить {card}: ЗАБЕРИТЕ."

    # game/table/duel_core.rpy:625
    old "Choose your battle card: drop it on your place, or click it and then the place."
    new "Выберите карту в бой: перетащите её на своё место или щёлкните по ней, а потом по месту."

    # game/table/duel_core.rpy:627
    old "You lost the battle: keep one of the offered cards (the other player won't see which)."
    new "Сражение проиграно: оставьте себе одну из предложенных карт (соперник не увидит какую)."

    # game/table/duel_core.rpy:629
    old "You won the battle: take one of the face-up cards."
    new "Сражение выиграно: возьмите одну из открытых карт."

    # game/table/duel_core.rpy:853
    old "Beaten with the {card}. Now lay one more card on top."
    new "Побито картой {card}. Теперь положите сверху ещё одну."

    # game/table/duel_core.rpy:987
    old "{sym} {suit}"
    new "{sym} — масть {suit}"

    # game/table/duel_core.rpy:989
    old "PICK UP"
    new "ЗАБРАТЬ"

