translate russian strings:

    # game/table/duel_lessons.rpy:37
    old "Nobody's left holding cards: it's a draw."
    new "Ни у кого не осталось карт: ничья."

    # game/table/duel_lessons.rpy:39
    old "You're the one left holding cards, so I win this one. Now you know how it goes."
    new "Карты остались у вас, значит, эта партия моя. Теперь вы знаете, как оно бывает."

    # game/table/duel_lessons.rpy:40
    old "Your hand's empty and mine isn't: you win!"
    new "У вас рука пустая, а у меня нет: победа ваша!"

    # game/table/duel_lessons.rpy:47
    old "First, choose your own trump suit with the buttons on the table. It's yours alone: your north. Pick a suit you hold high cards of."
    new "Сначала выберите свою козырную масть кнопками на столе. Она только ваша: ваш север. Берите масть, в которой у вас старшие карты."

    # game/table/duel_lessons.rpy:48
    old "My turn to choose my north. Mine won't be yours: every player has their own trumps."
    new "Теперь я выбираю свой север. Мой не совпадёт с вашим: у каждого свои козыри."

    # game/table/duel_lessons.rpy:52
    old "You picked up. Three cards, usually; five when the top card was one of your own trumps; the whole pile for your own ace. Then it's my turn to beat the new top card."
    new "Это в руку. Обычно три карты; пять, если сверху лежал ваш собственный козырь; вся стопка — если ваш туз. Теперь мне бить новую верхнюю карту."

    # game/table/duel_lessons.rpy:53
    old "My turn now. I have to beat the top card and then lay another one on it, or pick up."
    new "Теперь мой ход. Мне надо побить верхнюю карту и положить сверху ещё одну — или забрать."

    # game/table/duel_lessons.rpy:57
    old "Somebody's out of cards: they've won, and they leave the table. The rest of us play on."
    new "У кого-то кончились карты: он выиграл и выходит из-за стола. Остальные играют дальше."

    # game/table/duel_lessons.rpy:59
    old "That was the last of the deck. From now on nobody draws: empty your hand and you've won."
    new "Колода кончилась. Больше никто не добирает: избавьтесь от всех карт — и победа ваша."

    # game/table/duel_lessons.rpy:61
    old "The pile is empty, so you lead: lay any card. A card you don't mind giving me is best."
    new "Стопка пуста, значит, ходите вы: кладите любую карту. Лучше такую, которую не жалко отдать мне."

    # game/table/duel_lessons.rpy:63
    old "Good, that's beaten. Now lay one more card on top: something I'll find hard to beat. Not one of my trumps!"
    new "Хорошо, побито. Теперь положите сверху ещё одну карту — такую, которую мне будет трудно побить. Только не моего козыря!"

    # game/table/duel_lessons.rpy:66
    old "That's one of your own trumps on top, so only a higher card of the same suit beats it. And if you pick up, you take five, not three."
    new "Сверху ваш собственный козырь, так что побить его можно только старшей картой той же масти. А если забирать — то пять карт, не три."

    # game/table/duel_lessons.rpy:69
    old "One of your own trumps is on top and you've nothing higher of that suit. PICK UP: five cards this time, because it's your own suit."
    new "Сверху ваш собственный козырь, а старше в этой масти у вас ничего нет. ЗАБРАТЬ: на этот раз пять карт, потому что масть ваша."

    # game/table/duel_lessons.rpy:71
    old "Beat my {card}: a higher card of its suit, or any of your own trumps. Then you must lay one more card on top, so think about what you give me."
    new "Бейте мою карту {card}: старшей картой той же масти или любым своим козырем. Потом надо положить сверху ещё одну, так что подумайте, что вы мне даёте."

    # game/table/duel_lessons.rpy:72
    old "Nothing of yours beats the {card}. PICK UP: the top three cards, or the whole pile if there are three or fewer."
    new "Карту {card} вам нечем побить. ЗАБРАТЬ: три верхние карты или всю стопку, если в ней три карты или меньше."

    # game/table/duel_lessons.rpy:81
    old "{a} beats {b}"
    new "{a} бьёт {b}"

    # game/table/duel_lessons.rpy:92
    old "Level: {n} points each."
    new "Поровну: по {n} очков."

    # game/table/duel_lessons.rpy:94
    old "{a} points to {b}. Yours, fair and square."
    new "{a} против {b}. Победа твоя, честно и чисто."

    # game/table/duel_lessons.rpy:95
    old "{a} points to {b}. Mine, this time. Jacks to aces are worth three: that's where the game is."
    new "{a} против {b}. На этот раз моя. Валеты, дамы, короли и тузы стоят по три очка: в них вся игра."

    # game/table/duel_lessons.rpy:103
    old "Your battle: both cards go on your score pile. I lost it, so I look at the deck first and keep one in secret."
    new "Сражение твоё: обе карты — в твою кучку очков. Зато первый взгляд на колоду теперь мой, и одну карту я оставлю себе тайком."

    # game/table/duel_lessons.rpy:104
    old "My battle. But losing it gives you the first look at the deck: you'll keep one of three, and I get what you leave."
    new "Сражение моё. Но проигрыш даёт тебе первый взгляд на колоду: одну из трёх оставишь себе, а мне — что останется."

    # game/table/duel_lessons.rpy:105
    old "My turn to choose. You won't see my card until we turn them over together."
    new "Мой черёд выбирать. Моей карты не видно, пока не откроем обе вместе."

    # game/table/duel_lessons.rpy:109
    old "Choose a battle card and drop it on your place; we turn them over together. Trumps are {trump}, and they beat everything. The rest go round: {circle}."
    new "Выбери карту для сражения и положи на своё место; откроем вместе. Козыри — масть {trump}, они бьют всё. Остальные масти ходят по кругу: {circle}."

    # game/table/duel_lessons.rpy:111
    old "The deck's done: now we play out our hands. Every battle still counts, and jacks to aces are worth three."
    new "Колода кончилась: доигрываем тем, что на руках. Каждое сражение по-прежнему в счёт, а валеты, дамы, короли и тузы стоят по три."

    # game/table/duel_lessons.rpy:113
    old "Lost that one? Fine. A small loss buys the first look at the deck. Lose small, choose well."
    new "Это сражение не твоё? Ничего. Мелкий проигрыш покупает первый взгляд на колоду. Проигрывай по мелочи — выбирай с умом."

    # game/table/duel_lessons.rpy:114
    old "Next battle. Trump beats all; otherwise {circle}; same suit, the higher card."
    new "Следующее сражение. Козырь бьёт всё; в остальном {circle}; в одной масти — старшая карта."

    # game/table/duel_lessons.rpy:116
    old "You lost the battle, so you choose first: keep one of these in secret. The other two go face up, and I take one of them."
    new "Сражение не твоё, зато выбор — за тобой: одну из этих карт оставь себе тайком. Две другие лягут лицом вверх, и одну из них возьму я."

    # game/table/duel_lessons.rpy:118
    old "You won: take one of the face-up cards. I kept one you'll never see. That's the price of winning."
    new "Сражение твоё: бери одну из открытых карт. Ещё одна теперь у меня, и её тебе не увидеть. Такова цена победы."
# TODO: Translation updated at 2026-12-07 04:03

translate russian strings:

    # game/table/duel_lessons.rpy:68
    old "Oh no. The ace of your own trumps is on top: nothing beats it, and picking up takes the whole pile."
    new "Ой-ой. Сверху туз вашей собственной козырной масти: его ничем не побить, а забирать придётся всю стопку."

