# TODO: Translation updated at 2026-11-30 16:58

# game/story/ch04_market.rpy:34
translate russian chapter_market_87476ecf:

    # "Threeways is loud. Three roads meet in its square, and all three seem to have brought their own quarrel."
    "В Трёхдорожье шумно. На его площади сходятся три дороги, и каждая, похоже, принесла с собой собственную ссору."

# game/story/ch04_market.rpy:40
translate russian chapter_market_2061ffba:

    # ash "Welcome to Threeways. Mind your pockets, mind your temper, and never agree to play a man with a waxed moustache."
    ash "Добро пожаловать в Трёхдорожье. Береги карманы, береги нервы и ни за что не садись играть с человеком с нафабренными усами."

# game/story/ch04_market.rpy:42
translate russian chapter_market_978b5897:

    # mc "[brandt_name] said there was a map-maker here."
    mc "[brandt_name!tc] говорил, что здесь есть картограф."

# game/story/ch04_market.rpy:44
translate russian chapter_market_26ce938b:

    # ash "Follow the smell of ink. And the shouting."
    ash "Иди на запах чернил. Ну и на крики."

# game/story/ch04_market.rpy:48
translate russian chapter_market_8385150f:

    # "Halfway across the square somebody bumps into you: a blur of red hair, a muttered apology, something soft and bushy against your wrist."
    "На середине площади на вас кто-то налетает: рыжий вихрь, пробормотанное извинение, что-то мягкое и пушистое по запястью."

# game/story/ch04_market.rpy:52
translate russian chapter_market_4f1becc0:

    # "Your inside pocket is empty. The white Wolf is gone."
    "Внутренний карман пуст. Белый Волк исчез."

# game/story/ch04_market.rpy:56
translate russian chapter_market_2e5fd85f:

    # vix "Looking for something, pigeon?"
    vix "Что-то ищем, голубок?"

# game/story/ch04_market.rpy:58
translate russian chapter_market_c0540913:

    # "Leaning against a market stall, twirling your grandmother's card, is a young woman with a grin like a pulled knife and a fox's tail."
    "Прислонившись к прилавку и вертя бабушкину карту, стоит молодая женщина с улыбкой острой, как выхваченный нож, и с лисьим хвостом."

# game/story/ch04_market.rpy:60
translate russian chapter_market_8d6ffc08:

    # vix "Lovely piece, this. Hand-painted. Anyone who keeps it in a pocket with a hole doesn't want it."
    vix "Прелесть, а не вещица. Ручная роспись. Кто носит такое в дырявом кармане, тот ею не дорожит."

# game/story/ch04_market.rpy:62
translate russian chapter_market_f4b306a2:

    # mc "There's no hole in my pocket."
    mc "У меня нет дырки в кармане."

# game/story/ch04_market.rpy:66
translate russian chapter_market_bd0c06b2:

    # vix "There is now."
    vix "Теперь есть."

# game/story/ch04_market.rpy:71
translate russian chapter_market_99a07f33:

    # "You lunge for the tail. It whisks out of reach."
    "Вы бросаетесь к хвосту. Он ускользает."

# game/story/ch04_market.rpy:73
translate russian chapter_market_0dd2b286:

    # vix "Hands off the tail! There are laws about the tail!"
    vix "Руки прочь от хвоста! Про хвост есть законы!"

# game/story/ch04_market.rpy:74
translate russian chapter_market_41cfee62:

    # vix "...There aren't. But there ought to be."
    vix "…Нету. Но должны быть."

# game/story/ch04_market.rpy:77
translate russian chapter_market_35972922:

    # "It was, you have to admit, very neatly done. You clap, three times."
    "Надо признать, сработано было очень чисто. Вы трижды хлопаете в ладоши."

# game/story/ch04_market.rpy:79
translate russian chapter_market_f8ae52ec:

    # vix "Oh, I like this one. Manners and taste. I'll only steal half your things, pigeon."
    vix "О, а ты мне нравишься, голубок. И манеры, и вкус. Украду у тебя только половину вещей."

# game/story/ch04_market.rpy:82
translate russian chapter_market_2ec5b752:

    # "You say nothing. You hold out your hand, palm up, and wait."
    "Вы молчите. Просто протягиваете руку ладонью вверх и ждёте."

# game/story/ch04_market.rpy:84
translate russian chapter_market_f68458e9:

    # vix "Hm. The silent treatment. You must have had a strict grandmother."
    vix "Хм. Молчанка. У тебя, небось, была строгая бабушка."

# game/story/ch04_market.rpy:85
translate russian chapter_market_bd3f6757:

    # mc "I did. That's her card."
    mc "Была. Это её карта."

# game/story/ch04_market.rpy:90
translate russian chapter_market_5419c0cf:

    # lina "Vix! What did we agree?"
    lina "Викс! О чём мы договаривались?"

# game/story/ch04_market.rpy:92
translate russian chapter_market_f079af16:

    # "A girl of thirteen or fourteen pops up from behind the stall, ink on her fingers and ink on her nose."
    "Из-за прилавка выныривает девочка лет тринадцати-четырнадцати: чернила на пальцах, чернила на носу."

# game/story/ch04_market.rpy:94
translate russian chapter_market_0b0f9c12:

    # lina "We agreed no stealing from customers. We agreed that twice. I wrote it on the stall."
    lina "Мы договорились не воровать у покупателей. Дважды договорились. Я на прилавке написала."

# game/story/ch04_market.rpy:102
translate russian chapter_market_8f0be0c1:

    # lina "I'm Lina. I make maps. This is Vix. She shares my stall and steals things. I've drawn her a map of where to stop."
    lina "Я Лина. Я рисую карты. А это Викс. Она делит со мной прилавок и ворует. Я нарисовала ей карту, где надо остановиться."

# game/story/ch04_market.rpy:110
translate russian chapter_market_a9fa47ae:

    # lina "Oh! Is that... Vix, look at the card. Look at the back of it."
    lina "Ой! Это же… Викс, посмотри на карту. На оборот посмотри."

# game/story/ch04_market.rpy:114
translate russian chapter_market_6a025a50:

    # vix "One game still owed. I."
    vix "«За мной ещё одна партия. И.»"

# game/story/ch04_market.rpy:116
translate russian chapter_market_94b15d7d:

    # "For the first time, the grin slides off the fox-girl's face."
    "Впервые ухмылка сползает с лица лисицы."

# game/story/ch04_market.rpy:118
translate russian chapter_market_b1302ccc:

    # vix "That's a white card. The Hunter's. Pigeon, where did you get this?"
    vix "Это белая карта. Охотничья. Голубок, откуда она у тебя?"

# game/story/ch04_market.rpy:120
translate russian chapter_market_bb3f81a2:

    # mc "It was my grandmother's. I'm taking it to the lodge."
    mc "Она была бабушкина. Я несу её в сторожку."

# game/story/ch04_market.rpy:124
translate russian chapter_market_48a8981f:

    # vix "Then it's worth ten times what I thought, and I'm keeping it."
    vix "Тогда она стоит вдесятеро больше, чем я думала, и я оставлю её себе."

# game/story/ch04_market.rpy:128
translate russian chapter_market_27cf489a:

    # lina "You are NOT."
    lina "НЕ оставишь."

# game/story/ch04_market.rpy:130
translate russian chapter_market_a5b4b059:

    # vix "Finders keepers. It's a Karda rule."
    vix "Что упало, то пропало. Это кардское правило."

# game/story/ch04_market.rpy:132
translate russian chapter_market_4a23de3f:

    # lina "It is not a Karda rule. The Karda rule is, a dispute goes to the table."
    lina "Никакое это не кардское правило. Кардское правило — спор идёт за стол."

# game/story/ch04_market.rpy:136
translate russian chapter_market_e7644c17:

    # vix "Fine! To the table! Three of us. A proper series, with tokens. Whoever ends with the fewest tokens keeps the card."
    vix "Ладно! За стол! Втроём. Настоящая серия, с фишками. У кого в конце меньше всех фишек, тот и забирает карту."

# game/story/ch04_market.rpy:140
translate russian chapter_market_8aac8e0d:

    # lina "If I win it, I'm giving it straight back. Just so everyone knows."
    lina "Если выиграю я, сразу отдам её обратно. Просто чтобы все знали."

# game/story/ch04_market.rpy:142
translate russian chapter_market_0017070c:

    # vix "Nobody likes a saint, Lina."
    vix "Святых никто не любит, Лина."

# game/story/ch04_market.rpy:146
translate russian chapter_market_dc8c6b5f:

    # "[ash_name] arrives at your elbow, a little out of breath."
    "Рядом с вами возникает [ash_name], слегка запыхавшись."

# game/story/ch04_market.rpy:148
translate russian chapter_market_63706eb5:

    # ash "I turn my back for one minute..."
    ash "На минуту отвернуться нельзя…"

# game/story/ch04_market.rpy:147
translate russian chapter_market_6da62e39:

    # lina "Three at one table is a different game. Watch who's defending, and you'll pick it up."
    lina "Втроём — это совсем другая игра. Следите, кто отбивается, — и быстро разберётесь."

# game/story/ch04_market.rpy:158
translate russian chapter_market_3fcd1f77:

    # vix "And remember, pigeon: you don't have to win every game. You just have to be the fool less often than us."
    vix "И запомни, голубок: не обязательно выигрывать каждую партию. Надо просто реже нас оставаться в дураках."

# game/story/ch04_market.rpy:195
translate russian chapter_market_aaa52e5f:

    # mc "Lina. Just between us. Keep an eye on her hands."
    mc "Лина. Между нами. Последи за её руками."

# game/story/ch04_market.rpy:196
translate russian chapter_market_b9a06980:

    # lina "I always do. I've drawn a diagram."
    lina "Я всегда слежу. Я даже схему нарисовала."

# game/story/ch04_market.rpy:198
translate russian chapter_market_5b038126:

    # vix "I can hear you, you know. Foxes have excellent ears."
    vix "Я всё слышу, между прочим. У лис отличный слух."

# game/story/ch04_market.rpy:202
translate russian chapter_market_d1041ed7:

    # mc "Every player for themselves. No alliances."
    mc "Каждый сам за себя. Никаких союзов."

# game/story/ch04_market.rpy:204
translate russian chapter_market_232f1cb0:

    # vix "A purist! How adorable. I'll still cheat, though. Spiritually."
    vix "Пурист! Какая прелесть. Жульничать я всё равно буду. Духовно."

# game/story/ch04_market.rpy:173
translate russian chapter_market_8a972443:

    # lina "She means she'll play very aggressively."
    lina "Она имеет в виду, что будет играть очень напористо."

# game/story/ch04_market.rpy:210
translate russian chapter_market_288eba87:

    # "Lina clears a space among the inkpots. Vix produces a deck from somewhere inside her tail. Nobody asks how."
    "Лина расчищает место среди чернильниц. Викс достаёт колоду откуда-то из недр хвоста. Никто не спрашивает, откуда."

# game/story/ch04_market.rpy:223
translate russian chapter_market_rematch_8b26e03e:

    # vix "Back for the map, pigeon? The saint here gave you your card back, so the map is all that's left to play for."
    vix "Опять к нам, голубок? Волка наша святая тебе вернула, так что на кону осталась только Линина карта — та, что с дорогами."

# game/story/ch04_market.rpy:224
translate russian chapter_market_rematch_5856a197:

    # lina "Sit down. Same series. Fewest tokens wins the map."
    lina "Садитесь. Та же серия. У кого меньше фишек, тому и карта дороги."

# game/story/ch04_market.rpy:226
translate russian chapter_market_rematch_e163dc07:

    # vix "Back for your precious card, pigeon? I've been keeping it warm. In a very safe place. I'm not telling you where."
    vix "Снова за драгоценной картой, голубок? Я её грела. В очень надёжном месте. Не скажу в каком."

# game/story/ch04_market.rpy:227
translate russian chapter_market_rematch_13453d4b:

    # lina "It's in the cash box. Sit down. Same series, same stakes. Fewest tokens wins."
    lina "В денежном ящике. Садитесь. Та же серия, те же ставки. Выигрывает тот, у кого меньше фишек."

# game/story/ch04_market.rpy:252
translate russian chapter_market_win_ffcf6bf3:

    # vix "Fewest tokens. The pigeon has the fewest tokens. How? How does the pigeon have the fewest tokens?"
    vix "Меньше всех фишек. Меньше всех фишек у [player_gen]. Как? Как, голубок, у тебя может быть меньше всех фишек?"

# game/story/ch04_market.rpy:255
translate russian chapter_market_win_1b158be8:

    # vix "And it took a play-off to settle it. The regular games weren't enough for you, were they, pigeon?"
    vix "И чтобы всё решить, понадобилась переигровка. Обычных партий тебе мало, да, голубок?"

# game/story/ch04_market.rpy:227
translate russian chapter_market_win_d5180096:

    # lina "Because you threw more at me than at the pigeon, I mean, [player_name], and [player_name] stayed out of trouble the whole series."
    lina "Потому что ты бросала в меня больше, чем в [player_acc], а у [player_gen] хватило ума всю серию не лезть на рожон."

# game/story/ch04_market.rpy:229
translate russian chapter_market_win_aaf9db60:

    # lina "Because you threw more at me than at the pigeon, I mean, [player_name], and let [player_name] slip past us both."
    lina "Потому что ты бросала в меня больше, чем в [player_acc], а [player_acc] мы обе тем временем проглядели."

# game/story/ch04_market.rpy:263
translate russian chapter_market_win_0d9cc99e:

    # lina "Because the pigeon, I mean, [player_name], was never the fool. Not in a single game."
    lina "Потому что [player_dat] ни разу не выпало остаться в дураках. Ни в одной партии."

# game/story/ch04_market.rpy:265
translate russian chapter_market_win_8d179c78:

    # lina "Because the pigeon, I mean, [player_name], was the fool less often than either of us. That's the whole secret of a series."
    lina "Потому что [player_dat] выпадало оставаться в дураках реже, чем любой из нас. В этом весь секрет серии."

# game/story/ch04_market.rpy:270
translate russian chapter_market_win_b7788e68:

    # vix "I was trying to make you the durak so I could beat the pigeon one on one. It was a very clever plan."
    vix "Я хотела оставить тебя в дураках, чтобы потом обыграть [player_acc] один на один. Очень хитрый был план."

# game/story/ch04_market.rpy:272
translate russian chapter_market_win_3cc2b3be:

    # vix "I had a very clever plan. It needed you to be the durak, Lina, and the pigeon to be polite about it."
    vix "У меня был очень хитрый план. Для него нужно было, чтобы дурой осталась ты, Лина, а от [player_gen] — капелька вежливости."

# game/story/ch04_market.rpy:274
translate russian chapter_market_win_9a4e3359:

    # lina "It was a very loud plan."
    lina "Очень шумный был план."

# game/story/ch04_market.rpy
translate russian chapter_market_win_c92e9a86:

    # vix "And after the first game, pigeon, you were the durak. I had you down for dinner. Never count a pigeon before it's plucked."
    vix "А ведь после первой партии, голубок, в дураках — ты. Я тебя уже к ужину приготовила. Голубка не считают, пока не ощиплют."

# game/story/ch04_market.rpy:278
translate russian chapter_market_win_dbf10a8e:

    # vix "Fine. Fair is fair. The table says."
    vix "Ладно. Честно так честно. Стол своё слово сказал."

# game/story/ch04_market.rpy:281
translate russian chapter_market_win_d67f48a4:

    # "Vix sighs, and with a little bow hands you a button, a pencil stub, and a copper coin."
    "Викс вздыхает и с лёгким поклоном вручает вам пуговицу, огрызок карандаша и медную монетку."

# game/story/ch04_market.rpy:283
translate russian chapter_market_win_3142c2b4:

    # "Vix hands the white Wolf back to you, with a little bow. Then she hands you a button, a pencil stub, and a copper coin."
    "Викс с лёгким поклоном возвращает вам белого Волка. Потом вручает вам пуговицу, огрызок карандаша и медную монетку."

# game/story/ch04_market.rpy:286
translate russian chapter_market_win_9b5ec061:

    # mc "These aren't mine."
    mc "Это не моё."

# game/story/ch04_market.rpy:288
translate russian chapter_market_win_9f0bebbe:

    # vix "The button's your friend's, the pencil's Lina's, and the coin I've honestly forgotten. Call it interest."
    vix "Пуговица — с соседнего рукава, карандаш — Линин, а чья монетка, я честно забыла. Считай, проценты."

# game/story/ch04_market.rpy:292
translate russian chapter_market_win_60acc06d:

    # lina "Now. You need a map, don't you? To the lodge."
    lina "Ну вот. Вам ведь нужна карта? До сторожки."

# game/story/ch04_market.rpy:296
translate russian chapter_market_win_23fe0578:

    # "Two days' walk past the pine forests, the map simply stops. Beyond the last village there is nothing but white paper and a tiny, careful question mark."
    "В двух днях пути за сосновыми лесами карта просто обрывается. За последней деревней — только белая бумага и крошечный, аккуратный вопросительный знак."

# game/story/ch04_market.rpy:300
translate russian chapter_market_win_906f6623:

    # lina "That's the road to the lodge. I've drawn every road in Karda from what travellers told me. But nobody will describe that one. They come down from the mountain and they go quiet."
    lina "Это дорога к сторожке. Я нарисовала каждую дорогу в Карде по рассказам путников. Но эту никто не описывает. Спускаются с горы — и молчат."

# game/story/ch04_market.rpy:302
translate russian chapter_market_win_59032ca9:

    # lina "I've never been past the forests. I've never been anywhere, really. I draw the world from stories."
    lina "Я ни разу не бывала за лесами. Я вообще нигде не бывала, по правде. Я рисую мир по рассказам."

# game/story/ch04_market.rpy:304
translate russian chapter_market_win_79ce8e20:

    # mc "Then let me tell you the story, when I come back down."
    mc "Тогда я расскажу тебе эту историю, когда спущусь обратно."

# game/story/ch04_market.rpy:308
translate russian chapter_market_win_cf896819:

    # lina "Would you? Really? With distances? I need distances."
    lina "Правда? Честно? С расстояниями? Мне нужны расстояния."

# game/story/ch04_market.rpy:312
translate russian chapter_market_win_d67d80a2:

    # lina "Then I'll tell you what. Come to the stall tonight, after the lamps are lit. Play me at my own game. Not Durak. Svoi Kozyri. If you beat me, I'll draw you everything I know about the last stretch, all the little things people let slip."
    lina "Тогда вот что. Приходите к прилавку вечером, когда зажгут фонари. Сыграйте со мной в мою игру. Не в дурака. В «Свои козыри». Если выиграете, я нарисую вам всё, что знаю о последнем отрезке пути, все мелочи, которые люди случайно выбалтывают."

# game/story/ch04_market.rpy:314
translate russian chapter_market_win_41c61377:

    # mc "And if I lose?"
    mc "А если проиграю?"

# game/story/ch04_market.rpy:316
translate russian chapter_market_win_5c7ec8b3:

    # lina "Then you still get the map, silly. But you'll have to describe the lodge to me twice."
    lina "Тогда карту вы всё равно получите, ну что вы. Но сторожку вам придётся описать мне дважды."

# game/story/ch04_market.rpy:320
translate russian chapter_market_win_9d373837:

    # vix "And I'll be watching from the roof. With snacks."
    vix "А я буду смотреть с крыши. С орешками."

# game/story/ch04_market.rpy:297
translate russian chapter_market_win_faa3caca:

    # vix "Well, well. Look who's come down the mountain."
    vix "Так-так. Гляньте-ка, кто спустился с горы."

# game/story/ch04_market.rpy:301
translate russian chapter_market_win_43727bcc:

    # ash "I've no idea what you mean."
    ash "Понятия не имею, о чём ты."

# game/story/ch04_market.rpy:303
translate russian chapter_market_win_84b87719:

    # vix "Don't you? Funny. I never forget a face, and I never forget a shuffle, and you've got a very particular shuffle."
    vix "Неужели? Забавно. Я никогда не забываю лиц и никогда не забываю, кто как тасует, а у тебя манера тасовать очень особенная."

# game/story/ch04_market.rpy:307
translate russian chapter_market_win_39128c23:

    # ash "Count your tokens, fox. Not my cards."
    ash "Считай свои фишки, лиса. А не мои карты."

# game/story/ch04_market.rpy:324
translate russian chapter_market_win_4a457d6d:

    # vix "Oh, and pigeon? A free tip, for the road. Ask your quiet friend where they learned that shuffle. There's only one table in Karda that teaches a shuffle like that, and it isn't down here."
    vix "Да, и вот что, голубок. Бесплатный совет в дорогу. Спроси у тихони, что ходит с тобой, где так учат тасовать. Так тасовать учат только за одним столом в Карде, и стоит он не здесь, внизу."

# game/story/ch04_market.rpy:341
translate russian chapter_market_loss_526506d0:

    # lina "Fewest tokens: me? Me! I've never won a series in my life."
    lina "Меньше всех фишек — у меня? У меня! Я ни разу в жизни не выигрывала серию."

# game/story/ch04_market.rpy:344
translate russian chapter_market_loss_e2b705aa:

    # vix "Beginner's luck. Hand it over, Lina, I'll keep it somewhere safe."
    vix "Новичкам везёт. Давай сюда, Лина, я спрячу понадёжнее."

# game/story/ch04_market.rpy:346
translate russian chapter_market_loss_d8473b69:

    # lina "No. I said I'd give it straight back, and everybody heard me say it."
    lina "Нет. Я сказала, что сразу отдам, и все это слышали."

# game/story/ch04_market.rpy:347
translate russian chapter_market_loss_60708a7a:

    # "Lina puts your grandmother's card back into your hand and folds your fingers over it, very firmly, as if it might try to escape."
    "Лина вкладывает бабушкину карту вам в ладонь и крепко-крепко сжимает ваши пальцы, будто карта может сбежать."

# game/story/ch04_market.rpy:349
translate russian chapter_market_loss_0017070c:

    # vix "Nobody likes a saint, Lina."
    vix "Святых никто не любит, Лина."

# game/story/ch04_market.rpy:353
translate russian chapter_market_loss_a5f3122d:

    # lina "But the map is another matter. A map from this stall goes to whoever beats the stall, that's the Threeways custom. And you haven't, yet."
    lina "А вот карта дороги — другое дело. Карты с этого прилавка достаются тому, кто обыграет прилавок. Таков обычай Трёхдорожья. А вы пока не обыграли."

# game/story/ch04_market.rpy:361
translate russian chapter_market_loss_6ff71371:

    # vix "Fewest tokens: the fox! The fox wins! The fox is magnificent!"
    vix "Меньше всех фишек — у лисы! Лиса побеждает! Лиса великолепна!"

# game/story/ch04_market.rpy:363
translate russian chapter_market_loss_52a9eedf:

    # vix "Fewer tokens than the pigeon! The stall wins! The fox is magnificent!"
    vix "Фишек меньше, чем у [player_gen]! Прилавок побеждает! Лиса великолепна!"

# game/story/ch04_market.rpy:366
translate russian chapter_market_loss_6161b01c:

    # lina "It took a play-off to settle it, though. That's how close it was."
    lina "Правда, чтобы всё решить, понадобилась переигровка. Вот насколько было близко."

# game/story/ch04_market.rpy:370
translate russian chapter_market_loss_f0b26d6a:

    # "Vix tucks the white Wolf into the cash box and sits on it."
    "Викс прячет белого Волка в денежный ящик и садится на него сверху."

# game/story/ch04_market.rpy:373
translate russian chapter_market_loss_fcf40e80:

    # mc "You can't keep it. It's not yours."
    mc "Её нельзя оставлять себе. Она не твоя."

# game/story/ch04_market.rpy:377
translate russian chapter_market_loss_bfab61fe:

    # vix "The table says it's mine, pigeon. For now."
    vix "Стол говорит, что моя, голубок. Пока что."

# game/story/ch04_market.rpy:381
translate russian chapter_market_loss_60e65e13:

    # lina "She means it's in the stall's keeping until you win it back. That's the Threeways custom: a lost stake can be played for again, as long as the loser comes back to the same table."
    lina "Она хочет сказать, что карта хранится у прилавка, пока вы её не отыграете. Таков обычай Трёхдорожья: проигранную ставку можно разыграть снова, если проигравший вернётся к тому же столу."

# game/story/ch04_market.rpy:385
translate russian chapter_market_loss_08683dcf:

    # vix "And the map stays on the stall, where it's happy. Maps love it here."
    vix "А карта дороги остаётся на прилавке. Ей тут хорошо. Картам у нас нравится."

# game/story/ch04_market.rpy:391
translate russian chapter_market_loss_a08367b0:

    # lina "You stayed out of trouble in the first game. But over the series you threw most of your cards at Vix, and a fox remembers who did that. In a three-way game you can't fight everybody at once."
    lina "В первой партии у вас хорошо получалось не лезть на рожон. Но за всю серию почти все ваши карты полетели в Викс, а лиса такое помнит. Втроём нельзя воевать со всеми сразу."

# game/story/ch04_market.rpy:393
translate russian chapter_market_loss_fc3c07db:

    # lina "You threw most of your cards at Vix, and a fox remembers who did that. In a three-way game you can't fight everybody at once."
    lina "Почти все ваши карты летели в Викс, а лиса такое помнит. Втроём нельзя воевать со всеми сразу."

# game/story/ch04_market.rpy:395
translate russian chapter_market_loss_1915fbea:

    # lina "You stayed out of trouble in the first game. After that the tokens found you. Whoever defends fights two people at once: don't give us both a rank to throw in."
    lina "В первой партии у вас хорошо получалось не лезть на рожон. А потом фишки вас нашли. Кто отбивается, тот бьётся сразу с двумя: не давайте нам обеим достоинства для подкидывания."

# game/story/ch04_market.rpy:397
translate russian chapter_market_loss_1028ee43:

    # lina "In a three-way game you can't fight everybody at once. Whoever defends fights two people: don't give us both a rank to throw in."
    lina "Втроём нельзя воевать со всеми сразу. Кто отбивается, тот бьётся с двумя: не давайте нам обеим достоинства для подкидывания."

# game/story/ch04_market.rpy:399
translate russian chapter_market_loss_98088eef:

    # vix "Lina, stop teaching the pigeon to beat me."
    vix "Лина, хватит учить [player_acc] меня обыгрывать."

# game/story/ch04_market.rpy:401
translate russian chapter_market_loss_106b6d46:

    # lina "I'm teaching the pigeon to beat both of us. It's more interesting."
    lina "Я учу [player_acc] обыгрывать нас обеих. Так интереснее."

# game/story/ch04_market.rpy:406
translate russian chapter_market_loss_729767e4:

    # vix "Go on, then, pigeon. Have a bun, walk around the square, and come back to the stall when you feel lucky. The map will be right here, under the fox."
    vix "Давай, голубок. Съешь булочку, прогуляйся по площади и возвращайся к прилавку, когда почувствуешь удачу. Линина карта будет прямо тут, под лисой."

# game/story/ch04_market.rpy:408
translate russian chapter_market_loss_8b85fe0d:

    # vix "Go on, then, pigeon. Have a bun, walk around the square, and come back to the stall when you feel lucky. The card will be right here, under the fox."
    vix "Давай, голубок. Съешь булочку, прогуляйся по площади и возвращайся к прилавку, когда почувствуешь удачу. Карта будет прямо тут, под лисой."

# game/story/ch04_market.rpy:417
translate russian chapter_market_after_89183af0:

    # "By dusk the market square empties. Lamps come on in the upstairs windows of Threeways. On the edge of town, the pine forest is a long dark wall."
    "К сумеркам рыночная площадь пустеет. В верхних окнах Трёхдорожья загораются лампы. На краю города сосновый лес стоит длинной тёмной стеной."

# game/story/ch04_market.rpy:419
translate russian chapter_market_after_6340a142:

    # "Your grandmother's card is back in your inside pocket. Your hand keeps going to it, to make sure."
    "Бабушкина карта снова во внутреннем кармане. Рука то и дело тянется к ней — проверить."

# game/story/ch04_market.rpy:423
translate russian chapter_market_after_2639b169:

    # ash "Sew that pocket up tonight. Vix says there's a hole in it now, and Vix is usually right about holes."
    ash "Зашей-ка этот карман сегодня же. Викс говорит, там теперь дырка, а в дырках Викс обычно разбирается."

# game/story/ch04_market.rpy:425
translate russian chapter_market_after_78b8d0b5:

    # ash "You beat her at her own table, though. She'll respect that. She'll also try again."
    ash "Зато за её же столом победа осталась за тобой. Такое она уважает. И обязательно попробует ещё раз."

# game/story/ch04_market.rpy:429
translate russian chapter_market_after_9b1da50b:

    # mc "Vix knew you."
    mc "Викс тебя знает."

# game/story/ch04_market.rpy:433
translate russian chapter_market_after_7c19df95:

    # ash "Vix knows everybody. It's her trade."
    ash "Викс знает всех. Это её ремесло."

# game/story/ch04_market.rpy:435
translate russian chapter_market_after_7a98856c:

    # mc "She said you came down the mountain. She said there's only one table that teaches your shuffle."
    mc "Она сказала, что ты с горы. Сказала, что так тасовать учат только за одним столом."

# game/story/ch04_market.rpy:437
translate russian chapter_market_after_4eeb2e70:

    # "[ash_name] is quiet for so long that you think no answer is coming."
    "[ash_name] молчит так долго, что вам уже кажется: ответа не будет."

# game/story/ch04_market.rpy:439
translate russian chapter_market_after_0c247e17:

    # ash "Go and play Lina tonight. She's earned a proper game. I'll walk up to the edge of the forest and make camp for us."
    ash "Иди сыграй с Линой вечером. Она заслужила настоящую партию. А я дойду до опушки и разобью нам лагерь."

# game/story/ch04_market.rpy:441
translate russian chapter_market_after_6e9c7ac5:

    # ash "And then come and find me at the fire, [player_name]. There's something I owe you. And it's better said across a table."
    ash "А потом приходи к костру, [player_name]. За мной должок. А о долгах лучше говорить за столом."

# game/story/ch04_market.rpy:443
translate russian chapter_market_after_16f86331:

    # "[ash_name] takes the three cards out of one sleeve, looks at them, and puts them away again."
    "[ash_name] достаёт из рукава три карты, смотрит на них и снова прячет."

translate russian strings:

    # game/story/ch04_market.rpy:68
    old "Grab her by the tail."
    new "Схватить её за хвост."

    # game/story/ch04_market.rpy:68
    old "Laugh and applaud the trick."
    new "Рассмеяться и поаплодировать ловкости."

    # game/story/ch04_market.rpy:68
    old "Say nothing and hold out your hand."
    new "Промолчать и протянуть руку."

    # game/story/ch04_market.rpy:192
    old "Whisper to Lina: let's both keep an eye on Vix."
    new "Шепнуть Лине: давай вместе следить за Викс."

    # game/story/ch04_market.rpy:192
    old "Play it straight, every player for themselves."
    new "Играть честно, каждый сам за себя."
