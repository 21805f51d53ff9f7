translate russian strings:

    # game/table/duel_talk_lines.rpy:17
    old "Cut, love. Let's see what you remember."
    new "Снимай, дорогуша. Посмотрим, что у тебя в голове осталось."

    # game/table/duel_talk_lines.rpy:18
    old "Sit up straight. Cards on the table, elbows off it."
    new "Сядь ровно. Карты на стол, локти со стола."

    # game/table/duel_talk_lines.rpy:19
    old "Same deck, same rules. No lessons this time."
    new "Та же колода, те же правила. Только уроков больше не будет."

    # game/table/duel_talk_lines.rpy:22
    old "Low card first. Good habit."
    new "Сперва мелкая карта. Хорошая привычка."

    # game/table/duel_talk_lines.rpy:23
    old "Hm. That's a question, not an answer."
    new "Хм. Это вопрос, а не ответ."

    # game/table/duel_talk_lines.rpy:24
    old "Coming after me already? Cheeky."
    new "Уже на меня идёшь? Нахальство какое."

    # game/table/duel_talk_lines.rpy:27
    old "I'll take those. They keep, like soup."
    new "Беру. Пусть полежат, как суп на леднике."

    # game/table/duel_talk_lines.rpy:28
    old "Taken. Don't look so smug, love."
    new "Взяла. Не сияй так, дорогуша."

    # game/table/duel_talk_lines.rpy:29
    old "Into the pot they go."
    new "Всё в котёл."

    # game/table/duel_talk_lines.rpy:30
    old "A full hand never killed anyone. Usually."
    new "От полной руки ещё никто не умирал. Обычно."

    # game/table/duel_talk_lines.rpy:33
    old "Pick them up, love. No shame in it."
    new "Забирай, дорогуша. Стыда в этом нет."

    # game/table/duel_talk_lines.rpy:34
    old "That's a heavy hand you're carrying now."
    new "Тяжеловата у тебя теперь рука."

    # game/table/duel_talk_lines.rpy:35
    old "Taken. And there goes your turn to attack."
    new "Взято. А с ним и твой ход."

    # game/table/duel_talk_lines.rpy:36
    old "Told you. Every card you beat with is ammunition."
    new "Говорила же: каждая карта, которой бьёшь, — это мне патроны."

    # game/table/duel_talk_lines.rpy:39
    old "Not me, love. You."
    new "Не мне, дорогуша. Тебе."

    # game/table/duel_talk_lines.rpy:40
    old "Back across the counter it goes."
    new "Обратно через стойку."

    # game/table/duel_talk_lines.rpy:41
    old "Pass the plate, as my mother used to say."
    new "Передай тарелку, как говаривала моя мать."

    # game/table/duel_talk_lines.rpy:44
    old "Oh, you've learnt the passing game. Who taught you that?"
    new "О, да тут переводить умеют. Кто ж научил?"

    # game/table/duel_talk_lines.rpy:45
    old "Sent it on to me? The cheek of it!"
    new "Перевести на меня? Ну и наглость!"

    # game/table/duel_talk_lines.rpy:46
    old "Hm. Fair. I'd have done the same."
    new "Хм. Справедливо. Я бы и сама так."

    # game/table/duel_talk_lines.rpy:49
    old "A trump on that? Rich at breakfast, a beggar by supper."
    new "Козырь на такое? Утром богач, к ужину нищий."

    # game/table/duel_talk_lines.rpy:50
    old "Spending trumps, are we? I'll remember that."
    new "Козыри в ход? Я запомню."

    # game/table/duel_talk_lines.rpy:51
    old "There goes a trump. Count them, love."
    new "Вот и козырь ушёл. Считай их, дорогуша."

    # game/table/duel_talk_lines.rpy:54
    old "The deck's gone. Now we see who was counting."
    new "Колода кончилась. Теперь видно, кто считал."

    # game/table/duel_talk_lines.rpy:55
    old "No more drawing. Empty your hand and you're safe."
    new "Добирать больше нечего. Избавься от карт — и опасность позади."

    # game/table/duel_talk_lines.rpy:56
    old "Last cards. Steady hands now."
    new "Последние карты. Рукам не дрожать."

    # game/table/duel_talk_lines.rpy:59
    old "Mine. Don't sulk."
    new "Моё. Не дуйся."

    # game/table/duel_talk_lines.rpy:60
    old "That one's for the pot."
    new "Это в котёл."

    # game/table/duel_talk_lines.rpy:63
    old "Go on, take it. You earned it."
    new "Бери, бери. Заслужено."

    # game/table/duel_talk_lines.rpy:64
    old "Hm. Well struck."
    new "Хм. Хороший удар."

    # game/table/duel_talk_lines.rpy:67
    old "Durak! The pans are waiting, love."
    new "Дурак! Сковородки ждут, дорогуша."

    # game/table/duel_talk_lines.rpy:68
    old "There. Sit down again when you're ready."
    new "Ну вот. Садись снова, как соберёшься с духом."

    # game/table/duel_talk_lines.rpy:69
    old "Not today. But you're getting closer."
    new "Не сегодня. Но ты уже близко."

    # game/table/duel_talk_lines.rpy:72
    old "Well! Look who's been paying attention."
    new "Ну! Гляньте-ка, кто у нас слушал внимательно."

    # game/table/duel_talk_lines.rpy:73
    old "Beaten at my own table. Don't tell the regulars."
    new "Побита за собственным столом. Завсегдатаям ни слова."

    # game/table/duel_talk_lines.rpy:74
    old "Nicely done, love. Very nicely done."
    new "Чисто сработано, дорогуша. Очень чисто."

    # game/table/duel_talk_lines.rpy:77
    old "Nobody left holding a card? Fancy that."
    new "Ни у кого ни карты? Вот те на."

    # game/table/duel_talk_lines.rpy:78
    old "Even-stevens. I'll take it."
    new "Баш на баш. Меня устраивает."

    # game/table/duel_talk_lines.rpy:83
    old "Luck has shuffled. Luck is ready. Luck looks marvellous."
    new "Удача перетасовала. Удача готова. Удача выглядит дивно."

    # game/table/duel_talk_lines.rpy:84
    old "Behold the altar of Fortune, pilgrim. Try not to drool on it."
    new "Узри алтарь Фортуны, паломник. Постарайся не капать на него слюной."

    # game/table/duel_talk_lines.rpy:85
    old "Cut the deck. Gently. It's sacred."
    new "Сними колоду. Нежно. Она священна."

    # game/table/duel_talk_lines.rpy:88
    old "You dare attack a goddess? Bold. Foolish, but bold."
    new "Ты смеешь нападать на богиню? Смело. Глупо, но смело."

    # game/table/duel_talk_lines.rpy:89
    old "A mortal attack. How quaint."
    new "Атака смертных. Как мило."

    # game/table/duel_talk_lines.rpy:90
    old "Oh, a little card. For me? You shouldn't have."
    new "Ой, карточка. Мне? Не стоило."

    # game/table/duel_talk_lines.rpy:93
    old "I'm not taking. I'm accepting offerings."
    new "Я не беру. Я принимаю подношения."

    # game/table/duel_talk_lines.rpy:94
    old "Fine! I'll carry them. Goddesses have very large hands."
    new "Ладно! Унесу. У богинь очень большие руки."

    # game/table/duel_talk_lines.rpy:95
    old "A temporary setback in a glorious destiny."
    new "Временная неудача на пути к славной судьбе."

    # game/table/duel_talk_lines.rpy:96
    old "Luck is simply... collecting."
    new "Удача просто… коллекционирует."

    # game/table/duel_talk_lines.rpy:99
    old "Take them, pilgrim! All of them! Luck insists!"
    new "Бери, паломник! Все! Удача настаивает!"

    # game/table/duel_talk_lines.rpy:100
    old "Ha! More! More! MORE!"
    new "Ха! Ещё! Ещё! ЕЩЁ!"

    # game/table/duel_talk_lines.rpy:101
    old "That's what comes of defying Fortune."
    new "Вот что бывает с теми, кто перечит Фортуне."

    # game/table/duel_talk_lines.rpy:102
    old "Look at you, holding all those cards. Adorable."
    new "Только посмотри: сколько карт в руках. Прелесть."

    # game/table/duel_talk_lines.rpy:105
    old "Returned to sender, with divine regards."
    new "Вернуть отправителю, с божественным приветом."

    # game/table/duel_talk_lines.rpy:106
    old "Luck declines. Politely."
    new "Удача отказывается. Вежливо."

    # game/table/duel_talk_lines.rpy:107
    old "Not for me, pilgrim. For YOU."
    new "Не мне, паломник. ТЕБЕ."

    # game/table/duel_talk_lines.rpy:110
    old "You passed it on? To a GODDESS?"
    new "Перевести? На БОГИНЮ?"

    # game/table/duel_talk_lines.rpy:111
    old "How dare you return my offering!"
    new "Да как ты смеешь возвращать моё подношение!"

    # game/table/duel_talk_lines.rpy:112
    old "Rude. Effective, but rude."
    new "Грубо. Действенно, но грубо."

    # game/table/duel_talk_lines.rpy:115
    old "A trump? Against Luck? That's practically heresy."
    new "Козырь? Против Удачи? Это почти ересь."

    # game/table/duel_talk_lines.rpy:116
    old "Ooh. You were hiding that one."
    new "О-о. А этот-то где прятался?"

    # game/table/duel_talk_lines.rpy:117
    old "Trumps are vulgar. Beautiful, but vulgar."
    new "Козыри вульгарны. Прекрасны, но вульгарны."

    # game/table/duel_talk_lines.rpy:120
    old "The deck is empty! Now Luck does her finest work."
    new "Колода пуста! Теперь Удача покажет себя во всей красе."

    # game/table/duel_talk_lines.rpy:121
    old "No more cards to draw. Pray, pilgrim."
    new "Добирать больше нечего. Молись, паломник."

    # game/table/duel_talk_lines.rpy:122
    old "The final act! I do adore a final act."
    new "Последний акт! Обожаю последние акты."

    # game/table/duel_talk_lines.rpy:125
    old "Luck wins! Luck always wins!"
    new "Удача побеждает! Удача всегда побеждает!"

    # game/table/duel_talk_lines.rpy:126
    old "Mine! Carve it on a wall."
    new "Моё! Высеките это на стене."

    # game/table/duel_talk_lines.rpy:129
    old "Luck was admiring herself in a mirror."
    new "Удача любовалась собой в зеркале."

    # game/table/duel_talk_lines.rpy:130
    old "That one didn't count."
    new "Это не считается."

    # game/table/duel_talk_lines.rpy:133
    old "Fortune smiles! On me. Only ever on me."
    new "Фортуна улыбается! Мне. Всегда только мне."

    # game/table/duel_talk_lines.rpy:134
    old "As foretold! By me, just now, but foretold."
    new "Как и было предсказано! Мною, только что, но предсказано."

    # game/table/duel_talk_lines.rpy:135
    old "Victory! I shall commission a statue."
    new "Победа! Закажу себе статую."

    # game/table/duel_talk_lines.rpy:138
    old "This is a clerical error."
    new "Это канцелярская ошибка."

    # game/table/duel_talk_lines.rpy:139
    old "Fortune has stepped out. Leave a message."
    new "Фортуна вышла. Оставь записку."

    # game/table/duel_talk_lines.rpy:140
    old "Someone has tampered with the cosmos."
    new "Кто-то подкрутил мироздание."

    # game/table/duel_talk_lines.rpy:143
    old "Even? Luck is never EVEN."
    new "Поровну? Удача НИКОГДА не бывает поровну."

    # game/table/duel_talk_lines.rpy:144
    old "Hm. How suspiciously symmetrical."
    new "Хм. Подозрительно симметрично."

    # game/table/duel_talk_lines.rpy:149
    old "Cards up! I promise nothing's going to catch fire."
    new "Карты в руки! Обещаю, ничего не загорится."

    # game/table/duel_talk_lines.rpy:150
    old "Right. Restraint. Restraint, restraint, restraint. Let's play!"
    new "Так. Сдержанность. Сдержанность, сдержанность, сдержанность. Играем!"

    # game/table/duel_talk_lines.rpy:151
    old "Shuffled! Only slightly singed."
    new "Перетасовано! Лишь слегка подпалено."

    # game/table/duel_talk_lines.rpy:154
    old "Ooh, an attack! Incoming!"
    new "О, атака! Летит!"

    # game/table/duel_talk_lines.rpy:155
    old "That's a Modest Attack. I can handle a Modest Attack."
    new "Это Скромная Атака. Со Скромной Атакой я справлюсь."

    # game/table/duel_talk_lines.rpy:156
    old "Coming at me? Brilliant!"
    new "На меня? Здорово!"

    # game/table/duel_talk_lines.rpy:159
    old "I'll take it! I'm absorbing the blast."
    new "Беру! Принимаю взрыв на себя."

    # game/table/duel_talk_lines.rpy:160
    old "Fine! I'm a very large fireball now."
    new "Ладно! Теперь я очень большой огненный шар."

    # game/table/duel_talk_lines.rpy:161
    old "Taking is restrained. Isn't it? It is, isn't it?"
    new "Брать — это сдержанно. Правда ведь? Правда?"

    # game/table/duel_talk_lines.rpy:162
    old "That's a lot of cards. That's fine. That's fine."
    new "Сколько карт. Ничего. Ничего страшного."

    # game/table/duel_talk_lines.rpy:165
    old "The whole blast! All of it! Into your hand!"
    new "Весь взрыв! Целиком! Прямо вам в руки!"

    # game/table/duel_talk_lines.rpy:166
    old "Ha! Whoosh!"
    new "Ха! Вжух!"

    # game/table/duel_talk_lines.rpy:167
    old "That was my Grand Radiant Attack. You're welcome."
    new "Это была моя Великая Лучезарная Атака. Не благодарите."

    # game/table/duel_talk_lines.rpy:168
    old "Now you've got all my sparks."
    new "Теперь все мои искры у вас."

    # game/table/duel_talk_lines.rpy:171
    old "WHOOSH! Straight back at you!"
    new "ВЖУХ! Прямо обратно!"

    # game/table/duel_talk_lines.rpy:172
    old "Bounce! Fireball coming down the corridor!"
    new "Рикошет! Огненный шар летит по коридору!"

    # game/table/duel_talk_lines.rpy:173
    old "Not me! You! The loudest move in cards!"
    new "Не мне! Вам! Самый громкий ход в картах!"

    # game/table/duel_talk_lines.rpy:176
    old "You bounced it! You actually bounced it!"
    new "Перевели! Вы правда перевели!"

    # game/table/duel_talk_lines.rpy:177
    old "Ooh, it's getting BIGGER!"
    new "Ого, оно всё БОЛЬШЕ!"

    # game/table/duel_talk_lines.rpy:178
    old "Careful. That's how towers lose their roofs."
    new "Осторожно. Так башни и остаются без крыш."

    # game/table/duel_talk_lines.rpy:181
    old "A trump! That's a big spell."
    new "Козырь! Это большое заклинание."

    # game/table/duel_talk_lines.rpy:182
    old "Whoa. Where did that come from?"
    new "Ого! Откуда это взялось?"

    # game/table/duel_talk_lines.rpy:183
    old "That's not modest. That's not modest at all."
    new "Это не скромно. Это совсем не скромно."

    # game/table/duel_talk_lines.rpy:186
    old "No more cards to draw! Now everything counts!"
    new "Добирать больше нечего! Теперь всё считается!"

    # game/table/duel_talk_lines.rpy:187
    old "The deck's gone. Deep breath, Pip."
    new "Колода кончилась. Глубокий вдох, Пип."

    # game/table/duel_talk_lines.rpy:188
    old "Last cards! Steady, Pip. Steady."
    new "Последние карты! Спокойно, Пип. Спокойно."

    # game/table/duel_talk_lines.rpy:191
    old "I won a battle! And nothing exploded!"
    new "Бой мой! И ничего не взорвалось!"

    # game/table/duel_talk_lines.rpy:192
    old "Ha! Got it!"
    new "Ха! Моё!"

    # game/table/duel_talk_lines.rpy:195
    old "Oh. Fizzle."
    new "Ой. Пшик."

    # game/table/duel_talk_lines.rpy:196
    old "That one went out like a wet match."
    new "Погасло, как мокрая спичка."

    # game/table/duel_talk_lines.rpy:199
    old "Ha! Got you! Wait. Let me check. Yes! Got you!"
    new "Ха! Попались! Погодите. Сейчас проверю. Да! Попались!"

    # game/table/duel_talk_lines.rpy:200
    old "Did the Magister see that? Somebody tell the Magister!"
    new "Магистр видел? Скажите кто-нибудь Магистру!"

    # game/table/duel_talk_lines.rpy:201
    old "Good game! Great game! Again?"
    new "Хорошая партия! Отличная партия! Ещё?"

    # game/table/duel_talk_lines.rpy:204
    old "Oh. Oh no. Um. Oh."
    new "Ой. Ой-ой. Эм. Ой."

    # game/table/duel_talk_lines.rpy:205
    old "That was a very quiet way to lose."
    new "Очень тихо я проиграла. Совсем без шума."

    # game/table/duel_talk_lines.rpy:206
    old "Wait. That's not... hm."
    new "Погодите. Это же не… хм."

    # game/table/duel_talk_lines.rpy:209
    old "Nobody won? Nobody lost? Nobody burned anything?"
    new "Никто не выиграл? Никто не проиграл? Никто ничего не поджёг?"

    # game/table/duel_talk_lines.rpy:210
    old "Even! Perfectly, wonderfully even!"
    new "Поровну! Совершенно, чудесно поровну!"

    # game/table/duel_talk_lines.rpy:215
    old "Sit, traveller. The wind favours neither of us."
    new "Садитесь, путник. Ветер не за вас и не за меня."

    # game/table/duel_talk_lines.rpy:216
    old "Let us cross swords, honourably."
    new "Скрестим же мечи — с честью."

    # game/table/duel_talk_lines.rpy:217
    old "To the table. I shall not give ground."
    new "К столу. Я не уступлю ни пяди."

    # game/table/duel_talk_lines.rpy:220
    old "A charge! I shall receive it."
    new "Атака! Я приму её."

    # game/table/duel_talk_lines.rpy:221
    old "Come, then. I am ready."
    new "Что ж, идите. Я готов."

    # game/table/duel_talk_lines.rpy:222
    old "A fair blow. Let us see whether it lands."
    new "Честный удар. Посмотрим, достигнет ли он цели."

    # game/table/duel_talk_lines.rpy:225
    old "I take. I do not retreat."
    new "Я беру. Я не отступаю."

    # game/table/duel_talk_lines.rpy:226
    old "Into my hands. They will fight for me later."
    new "Ко мне в руки. Потом они будут сражаться за меня."

    # game/table/duel_talk_lines.rpy:227
    old "Gathered up, every one. A patient man wastes nothing."
    new "Собраны, все до одной. Терпеливый ничего не теряет."

    # game/table/duel_talk_lines.rpy:228
    old "Taken. The war is long."
    new "Взято. Война долгая."

    # game/table/duel_talk_lines.rpy:231
    old "You gather up the field. Wisely, I hope."
    new "Вы собираете поле боя. Надеюсь, мудро."

    # game/table/duel_talk_lines.rpy:232
    old "Taken. Carry them well, traveller."
    new "Взято. Несите их достойно, путник."

    # game/table/duel_talk_lines.rpy:233
    old "That is no retreat. I know it well."
    new "Это не отступление. Мне ли не знать."

    # game/table/duel_talk_lines.rpy:234
    old "A heavy load. I have carried heavier."
    new "Тяжёлая ноша. Я носил и тяжелее."

    # game/table/duel_talk_lines.rpy:237
    old "I turn your charge."
    new "Я разворачиваю вашу атаку."

    # game/table/duel_talk_lines.rpy:238
    old "Not a retreat. A change of direction."
    new "Не отступление. Смена направления."

    # game/table/duel_talk_lines.rpy:239
    old "Back to you, with my compliments."
    new "Обратно к вам, с моим почтением."

    # game/table/duel_talk_lines.rpy:242
    old "Ha! I did not see that coming."
    new "Ха! Этого я не ожидал."

    # game/table/duel_talk_lines.rpy:243
    old "A bold manoeuvre. Bold indeed."
    new "Смелый манёвр. Весьма смелый."

    # game/table/duel_talk_lines.rpy:244
    old "Ha! Back it comes. I like you, traveller."
    new "Ха! Вернулась. Вы мне нравитесь, путник."

    # game/table/duel_talk_lines.rpy:247
    old "A trump. A heavy blade."
    new "Козырь. Тяжёлый клинок."

    # game/table/duel_talk_lines.rpy:248
    old "The reserves ride in. So be it."
    new "В бой идут резервы. Да будет так."

    # game/table/duel_talk_lines.rpy:249
    old "Well struck. I felt that through the armour."
    new "Славный удар. Я почувствовал его сквозь доспех."

    # game/table/duel_talk_lines.rpy:252
    old "The reserves are spent. Now the true battle."
    new "Резервы исчерпаны. Теперь начинается настоящий бой."

    # game/table/duel_talk_lines.rpy:253
    old "No more drawing. Hold your ground."
    new "Добирать больше нечего. Держите позицию."

    # game/table/duel_talk_lines.rpy:254
    old "The field is bare. We fight with what we carry."
    new "Поле пусто. Сражаемся тем, что при нас."

    # game/table/duel_talk_lines.rpy:257
    old "The field is mine."
    new "Поле за мной."

    # game/table/duel_talk_lines.rpy:258
    old "A clean victory."
    new "Чистая победа."

    # game/table/duel_talk_lines.rpy:261
    old "Well struck."
    new "Метко."

    # game/table/duel_talk_lines.rpy:262
    old "Yielded. Not retreated."
    new "Уступил. Не отступил."

    # game/table/duel_talk_lines.rpy:265
    old "Your charge broke on my shield. Gallantly, though."
    new "Ваша атака разбилась о мой щит. Но как доблестно!"

    # game/table/duel_talk_lines.rpy:266
    old "The bridge holds another day."
    new "Мост выстоял ещё один день."

    # game/table/duel_talk_lines.rpy:267
    old "Sheathe your cards, traveller. The field is mine today."
    new "Вложите карты в ножны, путник. Сегодня поле за мной."

    # game/table/duel_talk_lines.rpy:270
    old "Ha! My shield is down. Well ridden."
    new "Ха! Мой щит пал. Славная скачка."

    # game/table/duel_talk_lines.rpy:271
    old "Beaten, fairly and squarely."
    new "Побеждён честно и чисто."

    # game/table/duel_talk_lines.rpy:272
    old "Bravely done. The bridge salutes you."
    new "Доблестно. Мост отдаёт вам честь."

    # game/table/duel_talk_lines.rpy:275
    old "Both saddles empty at once!"
    new "Оба седла опустели разом!"

    # game/table/duel_talk_lines.rpy:276
    old "Honours even."
    new "Честь поровну."

    # game/table/duel_talk_lines.rpy:281
    old "North is ready. Are you?"
    new "Мой север готов. А ваш?"

    # game/table/duel_talk_lines.rpy:282
    old "I've cleared away the inkpots. Mostly."
    new "Я убрала чернильницы. Почти все."

    # game/table/duel_talk_lines.rpy:283
    old "Let's see whose north is stronger."
    new "Посмотрим, чей север сильнее."

    # game/table/duel_talk_lines.rpy:286
    old "Oh! Right. Let me think."
    new "Ой! Так. Дайте подумать."

    # game/table/duel_talk_lines.rpy:287
    old "That's a hard one. Hm."
    new "Трудная. Хм."

    # game/table/duel_talk_lines.rpy:288
    old "I know where that one's going."
    new "Я знаю, куда она ведёт."

    # game/table/duel_talk_lines.rpy:291
    old "I'll take them. More to draw with."
    new "Возьму. Будет чем рисовать."

    # game/table/duel_talk_lines.rpy:292
    old "Oh no. That's a whole lake of cards."
    new "Ой-ой. Тут целое озеро карт."

    # game/table/duel_talk_lines.rpy:293
    old "Picking up. I'm writing this down."
    new "Беру. Запишу себе."

    # game/table/duel_talk_lines.rpy:294
    old "Fine. I'll hold them with my chin if I have to."
    new "Ладно. Придержу подбородком, если придётся."

    # game/table/duel_talk_lines.rpy:298
    old "You picked those up. I'm making a note."
    new "Это вам в руку. Я отмечу."

    # game/table/duel_talk_lines.rpy:299
    old "That's a few more cards between you and home."
    new "Вот ещё несколько карт между вами и домом."

    # game/table/duel_talk_lines.rpy:300
    old "Careful, those add up."
    new "Осторожнее, они копятся."

    # game/table/duel_talk_lines.rpy:303
    old "Passing it on! Sorry."
    new "Передаю дальше! Простите."

    # game/table/duel_talk_lines.rpy:304
    old "That's your problem now."
    new "Теперь это ваша забота."

    # game/table/duel_talk_lines.rpy:305
    old "Round the circle it goes."
    new "И дальше по кругу."

    # game/table/duel_talk_lines.rpy:308
    old "Oh, clever."
    new "О, ловко."

    # game/table/duel_talk_lines.rpy:309
    old "You sent it on! I should draw that."
    new "Перевели! Это надо нарисовать."

    # game/table/duel_talk_lines.rpy:310
    old "That's a road I didn't have on my map."
    new "Такой дороги на моей карте не было."

    # game/table/duel_talk_lines.rpy:313
    old "Your own north! I should have seen that."
    new "Ваш собственный север! Надо было предвидеть."

    # game/table/duel_talk_lines.rpy:314
    old "A trump. Of course. I'll remember that."
    new "Козырь. Ну конечно. Я запомню."

    # game/table/duel_talk_lines.rpy:315
    old "Oh. That's a big one."
    new "Ой. Это серьёзная карта."

    # game/table/duel_talk_lines.rpy:318
    old "The deck's gone. Now it's all counting."
    new "Колода кончилась. Теперь только счёт."

    # game/table/duel_talk_lines.rpy:319
    old "No more drawing. I know where everything is. Nearly."
    new "Добирать нечего. Я знаю, где что. Почти."

    # game/table/duel_talk_lines.rpy:320
    old "Last stretch. Mind the coast."
    new "Последний отрезок. Осторожнее у берега."

    # game/table/duel_talk_lines.rpy:323
    old "Mine! Is that right? That's right."
    new "Моё! Правильно? Правильно."

    # game/table/duel_talk_lines.rpy:324
    old "I won that one!"
    new "Этот бой мой!"

    # game/table/duel_talk_lines.rpy:327
    old "Oh. Noted."
    new "Ой. Отмечено."

    # game/table/duel_talk_lines.rpy:328
    old "That one's yours."
    new "Этот ваш."

    # game/table/duel_talk_lines.rpy:332
    old "I won! Can I write that down?"
    new "Я выиграла! Можно я это запишу?"

    # game/table/duel_talk_lines.rpy:333
    old "That was a good one. Again?"
    new "Хорошая была партия. Ещё?"

    # game/table/duel_talk_lines.rpy:337
    old "Properly beaten. You're getting a crown on my next map."
    new "Разбита по всем правилам. На следующей карте вы будете в короне."

    # game/table/duel_talk_lines.rpy:338
    old "Lovely game. Truly. I'm not crying."
    new "Чудесная партия. Правда. Я не плачу."

    # game/table/duel_talk_lines.rpy:341
    old "A draw! Nobody holds a thing. I'll mark it on the map."
    new "Ничья! Ни у кого ни карты. Отмечу это на карте."

    # game/table/duel_talk_lines.rpy:342
    old "Nobody won. That's fair, really."
    new "Никто не выиграл. Это, в общем, честно."

    # game/table/duel_talk_lines.rpy:347
    old "Cut the deck, pigeon. I won't look. Much."
    new "Снимай, голубок. Я не подсматриваю. Почти."

    # game/table/duel_talk_lines.rpy:348
    old "Pockets empty? Shame."
    new "Карманы пустые? Жаль."

    # game/table/duel_talk_lines.rpy:349
    old "Lovely. Let's play for everything you've got."
    new "Прелестно. Сыграем на всё, что у тебя есть."

    # game/table/duel_talk_lines.rpy:352
    old "The pigeon's got claws! Cute."
    new "А у тебя коготки, голубок! Мило."

    # game/table/duel_talk_lines.rpy:353
    old "Oh, is that for me? You shouldn't have."
    new "Ой, это мне? Не стоило."

    # game/table/duel_talk_lines.rpy:354
    old "Coming at the fox? Brave."
    new "На лису идёшь? Храбро."

    # game/table/duel_talk_lines.rpy:357
    old "I'm not taking. I'm collecting."
    new "Я не беру. Я коллекционирую."

    # game/table/duel_talk_lines.rpy:358
    old "Fine. More for the tail."
    new "Ладно. Будет что в хвост припрятать."

    # game/table/duel_talk_lines.rpy:359
    old "Keep them coming, pigeon. I've got deep pockets."
    new "Давай ещё, голубок. Карманы у меня глубокие."

    # game/table/duel_talk_lines.rpy:360
    old "Borrowed. I'll give them back. Maybe."
    new "Одолжила. Верну. Может быть."

    # game/table/duel_talk_lines.rpy:363
    old "Ha! Stuffed like a goose, pigeon."
    new "Ха! Набито, как гусь к празднику, голубок."

    # game/table/duel_talk_lines.rpy:364
    old "Heavy pockets. Careful, there are thieves about."
    new "Тяжёлые карманы. Осторожно, тут воры водятся."

    # game/table/duel_talk_lines.rpy:365
    old "That's what you get for sitting next to the map-maker."
    new "Вот что бывает, когда садишься рядом с картографом."

    # game/table/duel_talk_lines.rpy:366
    old "That's a lot of cards. Need a bag?"
    new "Сколько карт. Мешок дать?"

    # game/table/duel_talk_lines.rpy:369
    old "Not mine, pigeon. Never was."
    new "Не моё, голубок. И не было моим."

    # game/table/duel_talk_lines.rpy:370
    old "Passing it along, like a hot coin."
    new "Передаю дальше, как горячую монету."

    # game/table/duel_talk_lines.rpy:371
    old "Whoops. Look at that. It's yours now."
    new "Опа. Смотри-ка. Теперь это твоё."

    # game/table/duel_talk_lines.rpy:374
    old "Oh, you slippery thing."
    new "Ох ты, скользкая душа."

    # game/table/duel_talk_lines.rpy:375
    old "Stealing my moves! I'm almost proud."
    new "Крадёшь мои приёмы! Я почти горжусь."

    # game/table/duel_talk_lines.rpy:376
    old "Passing it to me? Rude."
    new "Переводить на меня? Хамство."

    # game/table/duel_talk_lines.rpy:379
    old "A trump! Where were you hiding that?"
    new "Козырь! Откуда он у тебя взялся?"

    # game/table/duel_talk_lines.rpy:380
    old "Oof. The pigeon bites."
    new "Ух. Кусаешься, голубок."

    # game/table/duel_talk_lines.rpy:381
    old "Nice card. Can I have it?"
    new "Хорошая карта. Можно мне?"

    # game/table/duel_talk_lines.rpy:384
    old "The deck's dry. Hands on the table, everyone."
    new "Колода иссякла. Руки на стол, все."

    # game/table/duel_talk_lines.rpy:385
    old "No more drawing. Now I can count."
    new "Добирать нечего. Теперь можно считать."

    # game/table/duel_talk_lines.rpy:386
    old "Endgame, pigeon. My favourite bit."
    new "Эндшпиль, голубок. Моё любимое."

    # game/table/duel_talk_lines.rpy:389
    old "Mine, and the pot too."
    new "Моё, и банк тоже."

    # game/table/duel_talk_lines.rpy:390
    old "Got it! Pay the fox."
    new "Есть! Плати лисе."

    # game/table/duel_talk_lines.rpy:393
    old "Lucky pigeon."
    new "Везёт же тебе, голубок."

    # game/table/duel_talk_lines.rpy:394
    old "Fine. Keep it. For now."
    new "Ладно. Оставь. Пока."

    # game/table/duel_talk_lines.rpy:397
    old "Another feather for the fox!"
    new "Ещё пёрышко в лисью копилку!"

    # game/table/duel_talk_lines.rpy:398
    old "Better luck next time, pigeon."
    new "В другой раз повезёт, голубок."

    # game/table/duel_talk_lines.rpy:399
    old "Off you go, pigeon. The fox keeps the table."
    new "Лети, голубок. Стол остаётся за лисой."

    # game/table/duel_talk_lines.rpy:402
    old "The fool? Me? Somebody cheated, and for once it wasn't me."
    new "Я — в дураках? Кто-то жульничал, и впервые не я."

    # game/table/duel_talk_lines.rpy:403
    old "Lucky. Very lucky. Suspiciously lucky."
    new "Везёт. Очень везёт. Подозрительно везёт."

    # game/table/duel_talk_lines.rpy:404
    old "I'll steal it back later."
    new "Потом украду обратно."

    # game/table/duel_talk_lines.rpy:407
    old "Nobody wins? Boring."
    new "Никто не выиграл? Скукота."

    # game/table/duel_talk_lines.rpy:408
    old "Nobody's the fool? Then who do I rob?"
    new "Никто не дурак? И кого мне тогда грабить?"

    # game/table/duel_talk_lines.rpy:418
    old "Straight at me? Fair."
    new "Прямо в меня? Честно."

    # game/table/duel_talk_lines.rpy:419
    old "Hm. I felt that one coming."
    new "Хм. Так и чуялось."

    # game/table/duel_talk_lines.rpy:420
    old "Go on, then."
    new "Ну давай."

    # game/table/duel_talk_lines.rpy:423
    old "I'll take it. I've carried worse."
    new "Беру. Бывала ноша и потяжелее."

    # game/table/duel_talk_lines.rpy:424
    old "Picked up. That's the road for you."
    new "Взято. Такая уж дорога."

    # game/table/duel_talk_lines.rpy:425
    old "Into the pack it goes."
    new "Всё в котомку."

    # game/table/duel_talk_lines.rpy:426
    old "Heavier hand, lighter heart. Or the other way round."
    new "Рука тяжелее, на сердце легче. Или наоборот."

    # game/table/duel_talk_lines.rpy:429
    old "Got you."
    new "Есть."

    # game/table/duel_talk_lines.rpy:430
    old "Sorry. Not very sorry."
    new "Прости. Не очень-то и жаль."

    # game/table/duel_talk_lines.rpy:431
    old "There. Now you're carrying something too."
    new "Вот. Теперь и тебе есть что нести."

    # game/table/duel_talk_lines.rpy:432
    old "He'd have called that careless."
    new "Он бы назвал это небрежностью."

    # game/table/duel_talk_lines.rpy:435
    old "Not me. You."
    new "Не мне. Тебе."

    # game/table/duel_talk_lines.rpy:436
    old "Passed on. Like everything I've ever been handed."
    new "Передаю дальше. Как всё, что мне когда-либо вручали."

    # game/table/duel_talk_lines.rpy:437
    old "Back across the fire it goes."
    new "Обратно через костёр."

    # game/table/duel_talk_lines.rpy:440
    old "Neat. Very neat."
    new "Чисто. Очень чисто."

    # game/table/duel_talk_lines.rpy:441
    old "Where did you learn that? Oh. From watching me."
    new "Откуда это у тебя? А. Подсмотрено у меня."

    # game/table/duel_talk_lines.rpy:442
    old "Fair. I'd have done it too."
    new "Справедливо. На твоём месте — так же."

    # game/table/duel_talk_lines.rpy:445
    old "A trump. You've been listening."
    new "Козырь. Слушаешь, значит."

    # game/table/duel_talk_lines.rpy:446
    old "That's the lodge's favourite trick."
    new "Любимый фокус сторожки."

    # game/table/duel_talk_lines.rpy:447
    old "Oof. Well chosen."
    new "Ух. Удачный выбор."

    # game/table/duel_talk_lines.rpy:450
    old "The deck's done. Now it's what's in our hands."
    new "Колода кончилась. Теперь всё решают руки."

    # game/table/duel_talk_lines.rpy:451
    old "No more picks. Just us."
    new "Выбирать больше не из чего. Только мы."

    # game/table/duel_talk_lines.rpy:452
    old "Last cards. Breathe."
    new "Последние карты. Дыши."

    # game/table/duel_talk_lines.rpy:455
    old "Mine. Don't look so glum, you get first look."
    new "Моё. Не кисни: в колоду сначала смотришь ты."

    # game/table/duel_talk_lines.rpy:456
    old "I'll take that one. You choose next."
    new "Этот бой мой. Выбираешь ты."

    # game/table/duel_talk_lines.rpy:457
    old "Won. Which means you choose."
    new "Моя взяла. Значит, выбираешь ты."

    # game/table/duel_talk_lines.rpy:460
    old "Yours. Now I get the first look."
    new "Твоё. Зато первый взгляд на колоду — мой."

    # game/table/duel_talk_lines.rpy:461
    old "Lose small, choose well."
    new "Проигрывай по мелочи — выбирай с умом."

    # game/table/duel_talk_lines.rpy:462
    old "Go on, take it. I'm choosing."
    new "Бери, бери. А выбираю я."

    # game/table/duel_talk_lines.rpy:465
    old "Mine. Don't look at me like that."
    new "Моя. Не смотри на меня так."

    # game/table/duel_talk_lines.rpy:466
    old "Good game. The fire's still going."
    new "Хорошая партия. Огонь ещё горит."

    # game/table/duel_talk_lines.rpy:467
    old "That one's mine. The next one might not be."
    new "Эта — моя. А следующая — не факт."

    # game/table/duel_talk_lines.rpy:470
    old "That's yours. I counted twice."
    new "Твоя. Пересчитываю второй раз — твоя."

    # game/table/duel_talk_lines.rpy:471
    old "Good. I wanted to lose to someone who meant it."
    new "Хорошо. Проигрывать — так тому, кто играет всерьёз."

    # game/table/duel_talk_lines.rpy:472
    old "He'd have liked that game."
    new "Ему бы понравилась эта партия."

    # game/table/duel_talk_lines.rpy:475
    old "Level. Of course it's level."
    new "Поровну. Ну конечно, поровну."

    # game/table/duel_talk_lines.rpy:476
    old "Even. The cards won't choose."
    new "Ровно. Карты не хотят выбирать."

    # game/table/duel_talk_lines.rpy:481
    old "Sit. Count the animals as they fall."
    new "Садись. Считай зверей, пока они выходят."

    # game/table/duel_talk_lines.rpy:482
    old "The deck is whole. Let us begin."
    new "Колода цела. Начнём."

    # game/table/duel_talk_lines.rpy:483
    old "Cut. Slowly. There is no hurry on the mountain."
    new "Снимай. Не спеша. На горе спешить некуда."

    # game/table/duel_talk_lines.rpy:486
    old "Hm."
    new "Хм."

    # game/table/duel_talk_lines.rpy:487
    old "A fair question."
    new "Честный вопрос."

    # game/table/duel_talk_lines.rpy:488
    old "You lead well. Go on."
    new "Хорошо ходишь. Продолжай."

    # game/table/duel_talk_lines.rpy:491
    old "I will take these. Patience costs nothing."
    new "Я возьму. Терпение ничего не стоит."

    # game/table/duel_talk_lines.rpy:492
    old "Taken. I have carried more, for longer."
    new "Взято. Я носил больше и дольше."

    # game/table/duel_talk_lines.rpy:493
    old "Into the hand. They will come out again."
    new "В руку. Они ещё выйдут."

    # game/table/duel_talk_lines.rpy:494
    old "Hm. You counted that one."
    new "Хм. Вижу, ты считаешь."

    # game/table/duel_talk_lines.rpy:497
    old "Take them. Learn their names."
    new "Бери. Выучи их имена."

    # game/table/duel_talk_lines.rpy:498
    old "A full hand teaches more than an empty one."
    new "Полная рука учит больше пустой."

    # game/table/duel_talk_lines.rpy:499
    old "You will need to count those, too."
    new "Этих тоже придётся сосчитать."

    # game/table/duel_talk_lines.rpy:500
    old "She used to take like that. All at once."
    new "Она тоже так брала. Всё разом."

    # game/table/duel_talk_lines.rpy:503
    old "Back to you."
    new "Обратно к тебе."

    # game/table/duel_talk_lines.rpy:504
    old "Not today."
    new "Не сегодня."

    # game/table/duel_talk_lines.rpy:505
    old "Passed on. As most things are."
    new "Передано дальше. Как почти всё."

    # game/table/duel_talk_lines.rpy:508
    old "Hm. She would have done that."
    new "Хм. Она бы так и сделала."

    # game/table/duel_talk_lines.rpy:509
    old "Well turned."
    new "Ловко развёрнуто."

    # game/table/duel_talk_lines.rpy:510
    old "You have been taught well."
    new "Тебя хорошо учили."

    # game/table/duel_talk_lines.rpy:513
    old "A trump. Spend them as if you mean it."
    new "Козырь. Трать их так, будто знаешь зачем."

    # game/table/duel_talk_lines.rpy:514
    old "The right card, at the right time."
    new "Нужная карта в нужный час."

    # game/table/duel_talk_lines.rpy:515
    old "Hm. I did not count on that one."
    new "Хм. На эту я не рассчитывал."

    # game/table/duel_talk_lines.rpy:518
    old "The deck is gone. Now we see who counted."
    new "Колода вышла вся. Теперь видно, кто считал."

    # game/table/duel_talk_lines.rpy:519
    old "No more drawing. Every card is known, to one who counted."
    new "Добирать нечего. Тот, кто считал, знает каждую карту."

    # game/table/duel_talk_lines.rpy:520
    old "Last cards. The lanterns will keep."
    new "Последние карты. Фонари подождут."

    # game/table/duel_talk_lines.rpy:523
    old "Mine."
    new "Моё."

    # game/table/duel_talk_lines.rpy:524
    old "Hm. As I thought."
    new "Хм. Как я и думал."

    # game/table/duel_talk_lines.rpy:527
    old "Well chosen."
    new "Хороший выбор."

    # game/table/duel_talk_lines.rpy:528
    old "Yours. Choose well."
    new "Твоё. Выбирай с толком."

    # game/table/duel_talk_lines.rpy:531
    old "The table has spoken. Rest, and come back."
    new "Стол сказал своё. Отдохни и возвращайся."

    # game/table/duel_talk_lines.rpy:532
    old "Not yet. But soon, I think."
    new "Ещё нет. Но, думаю, скоро."

    # game/table/duel_talk_lines.rpy:533
    old "Hm. You will remember that one."
    new "Хм. Эту партию ты запомнишь."

    # game/table/duel_talk_lines.rpy:536
    old "Beaten. Hm. It has been a long time."
    new "Побит. Хм. Давно со мной такого не было."

    # game/table/duel_talk_lines.rpy:537
    old "Well. Well, well."
    new "Так. Так-так."

    # game/table/duel_talk_lines.rpy:538
    old "She would have laughed at my face just now."
    new "Она бы сейчас посмеялась над моим лицом."

    # game/table/duel_talk_lines.rpy:541
    old "No fool in this game. That is rare, up here."
    new "В этой партии нет дурака. Здесь, наверху, это редкость."

    # game/table/duel_talk_lines.rpy:542
    old "A game with no fool. She played those, sometimes."
    new "Партия без дурака. Она и такие играла, иногда."

    # game/table/duel_talk_lines.rpy
    old "One trump for the whole table. Like one compass for everyone at the table."
    new "Один козырь на весь стол. Как один компас на всех за столом."

    # game/table/duel_talk_lines.rpy
    old "A trump! Everyone's trump, and still it stings."
    new "Козырь! Общий для всех, а всё равно обидно."

    # game/table/duel_talk_lines.rpy
    old "Deal again, pigeon. I'm only warming up."
    new "Сдавай снова, голубок. Я только разогреваюсь."

    # game/table/duel_talk_lines.rpy
    old "A tie at the top? Then we play till somebody cries."
    new "Поровну наверху? Тогда играем, пока кто-нибудь не заплачет."

    # game/table/duel_talk_lines.rpy
    old "Fine. Next game, pigeon. I'm counting your cards now."
    new "Ладно. Следующая партия, голубок. Теперь я считаю твои карты."

    # game/table/duel_talk_lines.rpy
    old "Level at the top? Good. I hate a short series."
    new "Наверху поровну? Отлично. Терпеть не могу короткие серии."

    # game/table/duel_talk_lines.rpy
    old "One game to me. Deal again; the fire will keep."
    new "Одна партия моя. Сдавай снова: огонь подождёт."

    # game/table/duel_talk_lines.rpy
    old "Level. One more game, then. The mountain can wait."
    new "Поровну. Значит, ещё партия. Гора подождёт."

    # game/table/duel_talk_lines.rpy
    old "Your game. The series is not finished."
    new "Твоя партия. Серия ещё не кончена."

    # game/table/duel_talk_lines.rpy
    old "Level, then. One more, and it decides."
    new "Значит, поровну. Ещё одна, и она решит."

    # game/table/duel_talk_lines.rpy
    old "The deck's empty. Now it's all counting."
    new "Колода кончилась. Теперь всё решает счёт."
# TODO: Translation updated at 2026-12-07 04:03

translate russian strings:

    # game/table/duel_talk_lines.rpy:14
    old "Oh dear. That's a lot of paper to carry."
    new "Ох. Это ж сколько бумаги нести."

    # game/table/duel_talk_lines.rpy:14
    old "Ha! I'll draw a little flag on this spot."
    new "Ха! Нарисую на этом месте флажок."

    # game/table/duel_talk_lines.rpy:14
    old "Hm. I'll have to redraw that bit of the map."
    new "Хм. Придётся перерисовать этот кусок карты."

    # game/table/duel_talk_lines.rpy:14
    old "One game. I'm writing it down. Deal."
    new "Одна партия. Записываю. Сдавайте."

    # game/table/duel_talk_lines.rpy:14
    old "Cut. Then we'll see."
    new "Снимай. А там посмотрим."

    # game/table/duel_talk_lines.rpy:14
    old "Sit closer to the fire. The cards are cold."
    new "Садись ближе к огню. Карты холодные."

    # game/table/duel_talk_lines.rpy:14
    old "My deal. Watch my hands, not my face."
    new "Сдаю я. Смотри на руки, а не на лицо."


    # game/table/duel_talk_lines.rpy:14
    old "Back for your card? It's grown so fond of my altar."
    new "Снова за картой? Она так прижилась на моём алтаре."

    # game/table/duel_talk_lines.rpy:14
    old "A silver coin for honour. Luck has had duller offerings. Rarely."
    new "Серебряная монета во имя чести. Удача видала подношения и скучнее. Редко."

    # game/table/duel_talk_lines.rpy:14
    old "Down the hill in the dark, and all the way back up. Sit. No mercy."
    new "Вниз впотьмах и обратно наверх. Садись. Пощады не будет."

    # game/table/duel_talk_lines.rpy:14
    old "Still angry? Good. Be angry, just don't be careless."
    new "Всё ещё злишься? Хорошо. Злись, только не зевай."

    # game/table/duel_talk_lines.rpy:14
    old "Her side of the table is heavier than it was. Let us see if it stays so."
    new "На её стороне стола прибавилось. Посмотрим, так ли останется."
