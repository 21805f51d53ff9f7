# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/table/duel_flow.rpy:147
    old "Free play"
    new "Свободная игра"

    # game/table/duel_flow.rpy:160
    old "Players:"
    new "Игроков:"

    # game/table/duel_flow.rpy:171
    old "Deck:"
    new "Колода:"

    # game/table/duel_flow.rpy:173
    old "{n} cards"
    new "Карт: {n}"

    # game/table/duel_flow.rpy:180
    old "Cards:"
    new "Карты:"

    # game/table/duel_flow.rpy:189
    old "Opponents play:"
    new "Соперники играют:"

    # game/table/duel_flow.rpy:196
    old "Opponents (in seat order; empty seats are filled from the unlocked ones):"
    new "Соперники (по порядку мест; пустые места занимают открытые соперники):"

    # game/table/duel_flow.rpy:215
    old "seat {n}"
    new "место {n}"

    # game/table/duel_flow.rpy:219
    old "Deal"
    new "Сдавать"

    # game/table/duel_flow.rpy:262
    old "And there it is: your hands are empty and mine aren't. I'm the durak. Not bad for a first game, love."
    new "Ну вот и всё: у тебя руки пустые, а у меня нет. Дурак — я. Для первой партии недурно, дорогуша."

    # game/table/duel_flow.rpy:264
    old "Left holding cards: that makes you the durak this time. No shame in it. Everyone's the fool at first."
    new "Карты остались у тебя — значит, на этот раз ты в дураках. Ничего стыдного. Поначалу все в дураках ходят."

    # game/table/duel_flow.rpy:265
    old "Nobody's left holding cards: a draw. That's rare!"
    new "Ни у кого не осталось карт — ничья. Это редкость!"

    # game/table/duel_flow.rpy:270
    old "Bita! Beaten cards go to the discard pile, face down, gone for good. Then everyone draws back up to six, the attacker first."
    new "Бито! Побитые карты уходят в отбой, рубашкой вверх, насовсем. Потом все добирают до шести, первым — атакующий."

    # game/table/duel_flow.rpy:272
    old "Taken. The taker adds the table to their hand and loses their turn to attack."
    new "Взято. Кто взял, забирает всё со стола на руки и пропускает свой ход."

    # game/table/duel_flow.rpy:274
    old "My turn to defend. Watch how I beat your cards: a higher card of the same suit, or a trump."
    new "Теперь отбиваюсь я. Смотри, как я бью твои карты: старшей картой той же масти или козырем."

    # game/table/duel_flow.rpy:276
    old "The talon is gone. From now on nobody draws. Empty your hand and you're safe."
    new "Прикуп кончился. Больше никто не добирает. Избавься от всех карт — и опасность позади."

    # game/table/duel_flow.rpy:277
    old "Let me think a moment…"
    new "Дай подумать…"

    # game/table/duel_flow.rpy:281
    old "You hold the lowest trump, so you lead. Cards of one rank go together: drag both sevens onto the table, or just one, then press ATTACK."
    new "У тебя самый младший козырь, так что ходишь ты. Карты одного достоинства идут вместе: перетащи на стол обе семёрки или одну, потом нажми «ХОДИТЬ»."

    # game/table/duel_flow.rpy:282
    old "Your attack. Lead with low cards you don't need, and keep your trumps for when nothing else will do."
    new "Твой ход. Ходи мелкими картами, которые тебе не нужны, а козыри береги, пока ничто другое не поможет."

    # game/table/duel_flow.rpy:286
    old "Beat my {card}: a higher card of its suit, or any trump. Drag your card onto mine, or click yours and then mine. Or press TAKE if you'd rather keep your cards."
    new "Побей мою карту {card}: старшей картой той же масти или любым козырем. Перетащи свою карту на мою или щёлкни по своей, а потом по моей. Или нажми «ВЗЯТЬ», если хочешь оставить свои карты при себе."

    # game/table/duel_flow.rpy:287
    old "Nothing in your hand beats that. Press TAKE: you pick up the table, and you miss your turn to attack."
    new "Этого тебе нечем побить. Нажми «ВЗЯТЬ»: заберёшь всё со стола и пропустишь свой ход."

    # game/table/duel_flow.rpy:290
    old "All beaten! Now the throw-in: you may add a card of any rank already on the table. Or press DONE, and it's bita."
    new "Всё побито! Теперь можно подкинуть: добавь карту любого достоинства, что уже есть на столе. Или нажми «БИТО»."

    # game/table/duel_flow.rpy:291
    old "All beaten, and you've nothing of those ranks to throw in. Press DONE: bita, the cards are beaten off."
    new "Всё побито, а подкинуть таких достоинств тебе нечего. Нажми «БИТО»: карты уходят в отбой."

    # game/table/duel_flow.rpy:293
    old "I'm taking. Throw me anything else of the ranks on the table, I have to take it too, then press DONE."
    new "Беру. Подкинь мне ещё что-нибудь тех достоинств, что на столе, — мне придётся взять и это, — потом нажми «ХВАТИТ»."

