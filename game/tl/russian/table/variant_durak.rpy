
translate russian strings:

    # game/table/variant_durak.rpy:16
    old "You attack"
    new "Вы ходите"

    # game/table/variant_durak.rpy:16
    old "You defend"
    new "Вы отбиваетесь"

    # game/table/variant_durak.rpy (the defender said Take)
    old "You take the cards"
    new "Вы берёте карты"

    # game/table/variant_durak.rpy (the defender said Take)
    old "takes the cards"
    new "берёт карты"

    # game/table/variant_durak.rpy:16
    old "You are out of cards!"
    new "У вас кончились карты!"

    # game/table/variant_durak.rpy:19
    old "ATTACK"
    new "ХОДИТЬ"

    # game/table/variant_durak.rpy:19
    old "DEFEND"
    new "ОТБИТЬСЯ"

    # game/table/variant_durak.rpy:19
    old "TRANSFER"
    new "ПЕРЕВЕСТИ"

    # game/table/variant_durak.rpy:19
    old "TAKE"
    new "ВЗЯТЬ"

    # game/table/variant_durak.rpy:19
    old "DONE"
    new "ХВАТИТ"

    # game/table/variant_durak.rpy:47
    old "out"
    new "вне игры"

    # game/table/variant_durak.rpy:49
    old "defends"
    new "отбивается"

    # game/table/variant_durak.rpy:51
    old "attacks"
    new "ходит"

    # game/table/variant_durak.rpy:54
    old "You are out"
    new "Вы вышли из игры"

    # game/table/variant_durak.rpy:60
    old "You may throw in"
    new "Можно подкинуть"

    # game/table/variant_durak.rpy:84
    old "Your attack: place one card, or several of one rank, on the table and press ATTACK."
    new "Ваш ход: положите на стол одну карту или несколько карт одного достоинства и нажмите «ХОДИТЬ»."

    # game/table/variant_durak.rpy:88
    old "Beat the {card} with a higher card of its suit or a trump, TRANSFER it with a card of its rank, or TAKE."
    new "Побейте {card} старшей картой той же масти или козырем, ПЕРЕВЕДИТЕ картой того же достоинства или ВОЗЬМИТЕ."

    # game/table/variant_durak.rpy:91
    old "Beat the {card} with a higher card of its suit or a trump, or TAKE."
    new "Побейте {card} старшей картой той же масти или козырем — или ВОЗЬМИТЕ."

    # game/table/variant_durak.rpy:93
    old "Everything is beaten. Throw in a card of a rank on the table, or press DISCARD: the beaten cards go to the discard pile (bita)."
    new "Всё побито. Подкиньте карту достоинства, которое есть на столе, или нажмите «БИТО»."

    # game/table/variant_durak.rpy:95
    old "{name} takes. Throw in more cards of the ranks on the table, or press DONE."
    new "{name} берёт. Подкиньте ещё карт тех достоинств, что на столе, или нажмите «ХВАТИТ»."

    # game/table/variant_durak.rpy (nothing to throw in: issue 26)
    old "Everything is beaten and you have nothing to throw in: press DISCARD."
    new "Всё побито, а подкинуть вам нечего: нажмите «БИТО»."

    # game/table/variant_durak.rpy (nothing to throw in: issue 26)
    old "{name} takes. Nothing to throw in: press DONE."
    new "{name} берёт. Подкинуть нечего: нажмите «ХВАТИТ»."

    # game/table/variant_durak.rpy:119
    old "THROW IN"
    new "ПОДКИНУТЬ"

    # game/table/variant_durak.rpy:121
    old "DISCARD"
    new "БИТО"

    # game/table/variant_durak.rpy:142
    old "Place one or more cards of one rank on the table first."
    new "Сначала положите на стол одну или несколько карт одного достоинства."

    # game/table/variant_durak.rpy:147
    old "Choose a card to throw in first."
    new "Сначала выберите карту, чтобы подкинуть."

    # game/table/variant_durak.rpy:151
    old "Choose a card to beat with first."
    new "Сначала выберите карту, чтобы отбиться."

    # game/table/variant_durak.rpy:162
    old "Choose a card of the attacking rank to transfer with."
    new "Выберите карту атакующего достоинства, чтобы перевести."

    # game/table/variant_durak.rpy:187
    old "Place more cards of the same rank, or press ATTACK."
    new "Положите ещё карты того же достоинства или нажмите «ХОДИТЬ»."

    # game/table/variant_durak.rpy:248
    old "{a} attacks {d}"
    new "{a} ходит под {d}"

    # game/table/variant_durak.rpy:286
    old "And there it is: your hand's empty and I'm left holding. That's the game, love."
    new "Вот и всё: у тебя в руке пусто, а у меня карты остались. Так партия и кончается, дорогуша."

    # game/table/variant_durak.rpy:288
    old "I'm out and you're left holding cards: that makes you the durak. That's the game."
    new "Я вышла, а у тебя карты остались — значит, ты в дураках. Так партия и кончается."

    # game/table/variant_durak.rpy:289
    old "Nobody's left holding cards: a draw. That's rare!"
    new "Ни у кого не осталось карт — ничья. Это редкость!"

    # game/table/variant_durak.rpy:293
    old "Bita! Beaten cards go to the discard pile, face down, gone for good. Then everyone draws back up to six, the attacker first."
    new "Бито! Побитые карты уходят в отбой, рубашкой вверх, насовсем. Потом все добирают до шести, первым — атакующий."

    # game/table/variant_durak.rpy:295
    old "Taken. The taker adds the table to their hand and loses their turn to attack."
    new "Взято. Кто взял, забирает всё со стола на руки и пропускает свой ход."

    # game/table/variant_durak.rpy:297
    old "My turn to defend. Watch how I beat your cards: a higher card of the same suit, or a trump."
    new "Теперь отбиваюсь я. Смотри, как я бью твои карты: старшей картой той же масти или козырем."

    # game/table/variant_durak.rpy:299
    old "The deck is gone. From now on nobody draws. Empty your hand and you're safe."
    new "Колода кончилась. Больше никто не добирает. Избавься от всех карт — и опасность позади."

    # game/table/variant_durak.rpy:300
    old "Let me think a moment…"
    new "Дай подумать…"

    # game/table/variant_durak.rpy:304
    old "You hold the lowest trump, so you lead. Cards of one rank go together: drag both sevens onto the table, or just one, then press ATTACK."
    new "У тебя самый младший козырь, так что ходишь ты. Карты одного достоинства идут вместе: перетащи на стол обе семёрки или одну, потом нажми «ХОДИТЬ»."

    # game/table/variant_durak.rpy:305
    old "Your attack. Lead with low cards you don't need, and keep your trumps for when nothing else will do."
    new "Твой ход. Ходи мелкими картами, которые тебе не нужны, а козыри береги, пока ничто другое не поможет."

    # game/table/variant_durak.rpy:309
    old "Beat my {card}: a higher card of its suit, or any trump. Drag your card onto mine, or click yours and then mine. Or press TAKE if you'd rather keep your cards."
    new "Побей мою карту {card}: старшей картой той же масти или любым козырем. Перетащи свою карту на мою или щёлкни по своей, а потом по моей. Или нажми «ВЗЯТЬ», если хочешь оставить свои карты при себе."

    # game/table/variant_durak.rpy:310
    old "Nothing in your hand beats that. Press TAKE: you pick up the table, and you miss your turn to attack."
    new "Этого тебе нечем побить. Нажми «ВЗЯТЬ»: заберёшь всё со стола и пропустишь свой ход."

    # game/table/variant_durak.rpy:313
    old "All beaten! Now the throw-in: you may add a card of any rank already on the table. Or press DISCARD, and it's bita."
    new "Всё побито! Теперь можно подкинуть: добавь карту любого достоинства, что уже есть на столе. Или нажми «БИТО»."

    # game/table/variant_durak.rpy:314
    old "All beaten, and you've nothing of those ranks to throw in. Press DISCARD: bita, the cards are beaten off."
    new "Всё побито, а подкинуть таких достоинств тебе нечего. Нажми «БИТО»: карты уходят в отбой."

    # game/table/variant_durak.rpy:316
    old "I'm taking. Throw me anything else of the ranks on the table, I have to take it too, then press DONE."
    new "Беру. Подкинь мне ещё что-нибудь тех достоинств, что на столе, — мне придётся взять и это, — потом нажми «ХВАТИТ»."

    # game/table/variant_durak.rpy:337
    old "Deck: only the trump is left, the {card}"
    new "Колода: остался только козырь, {card}"

    # game/table/variant_durak.rpy:345
    old "The deck is empty; the trump was the {card}"
    new "Колода пуста; козырь — {card}"

    # game/table/variant_durak.rpy:366
    old "{a} beaten by {d}"
    new "{a}: карта побита картой {d}"

    # game/table/variant_durak.rpy:394
    old "{card}, placed for the attack; click to take it back"
    new "{card}: карта выложена для хода; щёлкните, чтобы забрать обратно"

    # game/table/variant_durak.rpy:402
    old "Free place {n} on the table"
    new "Свободное место {n} на столе"

    # game/table/variant_durak.rpy:418
    old "{card} on the table, not yet beaten"
    new "{card}: карта на столе, ещё не побита"

