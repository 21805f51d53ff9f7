# TODO: Translation updated at 2026-11-30 16:58

# game/story/ch05_lina.rpy:24
translate russian chapter_lina_c5e58e7e:

    # "After dark the market stall becomes something else."
    "С темнотой прилавок превращается в нечто иное."

# game/story/ch05_lina.rpy:20
translate russian chapter_lina_4a4afe22:

    # "Somewhere on the roof above, something rustles and crunches. Vix, with snacks, as promised."
    "Где-то наверху, на крыше, что-то шуршит и хрустит. Викс с орешками, как и было обещано."

# game/story/ch05_lina.rpy:23
translate russian chapter_lina_4df00cdf:

    # "A long red tail lowers itself over the edge of the roof, thinks better of it, and curls back up out of your reach."
    "С края крыши свешивается длинный рыжий хвост, передумывает и уползает обратно, подальше от ваших рук."

# game/story/ch05_lina.rpy:24
translate russian chapter_lina_1500d8ec:

    # vix "Hands on the table tonight, pigeon. The tail remembers."
    vix "Сегодня руки на стол, голубок. Хвост всё помнит."

# game/story/ch05_lina.rpy:28
translate russian chapter_lina_8ae870fa:

    # lina "You came! I wasn't sure you would. Travellers say they'll come back, and then they don't, and I have to draw them walking away."
    lina "Вы пришли! А я не была уверена. Путники говорят, что вернутся, а потом не возвращаются, и приходится рисовать их уходящими."

# game/story/ch05_lina.rpy:30
translate russian chapter_lina_94292f2b:

    # mc "I said I'd come."
    mc "Обещание есть обещание."

# game/story/ch05_lina.rpy:32
translate russian chapter_lina_31eccc58:

    # lina "You did. I've written it down."
    lina "Было обещание. Я его записала."

# game/story/ch05_lina.rpy:36
translate russian chapter_lina_dbef65c1:

    # lina "Where's [ash_name]? Still at the camp?"
    lina "А где [ash_name]? Всё ещё в лагере?"

# game/story/ch05_lina.rpy:37
translate russian chapter_lina_cf19192b:

    # mc "Keeping the fire going. We talked, last night. A lot of things make more sense now."
    mc "Поддерживает огонь. Вчера ночью мы поговорили. Теперь многое стало понятнее."

# game/story/ch05_lina.rpy:40
translate russian chapter_lina_15d897b7:

    # mc "[ash_name] knows the road as it was. Not as it is now. And I'd rather have both."
    mc "[ash_name] знает дорогу такой, какой она была. А не такой, какая она сейчас. А я хочу знать и то, и другое."

# game/story/ch05_lina.rpy:42
translate russian chapter_lina_d24d334d:

    # lina "That's the most sensible thing anyone's said to me all week."
    lina "Это самое разумное, что мне сказали за всю неделю."

# game/story/ch05_lina.rpy:45
translate russian chapter_lina_a49d2c4c:

    # lina "[ash_name] isn't with you? Good. I mean, not good. I mean, it's quieter. Vix makes [ash_name] nervous, and nervous people knock over inkpots."
    lina "[ash_name] не с вами? Хорошо. То есть не хорошо. То есть так тише. При Викс [ash_name] нервничает, а нервные люди опрокидывают чернильницы."

# game/story/ch05_lina.rpy:50
translate russian chapter_lina_10f20c1f:

    # lina "Past the last village, the road forks at a stone wolf. Take the left road. The right one goes to a frozen waterfall and nowhere else."
    lina "За последней деревней дорога раздваивается у каменного волка. Идите налево. Правая дорога ведёт к замёрзшему водопаду — и больше никуда."

# game/story/ch05_lina.rpy:54
translate russian chapter_lina_57215d7b:

    # lina "Sit down. Mind the coast of the Grey Lake, it's still wet."
    lina "Садитесь. Осторожно с берегом Серого озера, он ещё не высох."

# game/story/ch05_lina.rpy:56
translate russian chapter_lina_9da53064:

    # "You sit. Lina shuffles, badly but with great concentration, tongue poking out of one corner of her mouth."
    "Вы садитесь. Лина тасует — неумело, зато с огромным старанием, высунув кончик языка из уголка рта."

# game/story/ch05_lina.rpy:58
translate russian chapter_lina_9e48d322:

    # lina "This is my game. Svoi Kozyri. It means your own trumps. Everybody at the table has their own north."
    lina "Это моя игра. «Свои козыри». У каждого за столом свой козырь — свой собственный север."

# game/story/ch05_lina.rpy:60
translate russian chapter_lina_4e63f5e6:

    # lina "I'll tell you the rest as we play. Rules are like roads: easier to learn with your feet on them."
    lina "Остальное расскажу по ходу игры. Правила — как дороги: их проще запомнить, когда по ним идёшь."

# game/story/ch05_lina.rpy:64
translate russian chapter_lina_54ccddf3:

    # lina "I'll warn you about one thing, though. I once picked up nineteen cards. Vix laughed so hard she fell off the roof."
    lina "Но кое о чём предупрежу сразу. Я как-то взяла девятнадцать карт. Викс так хохотала, что свалилась с крыши."

# game/story/ch05_lina.rpy:66
translate russian chapter_lina_d6c440d2:

    # vix "I did. It was the best night of my life."
    vix "Свалилась. Лучшая ночь в моей жизни."

# game/story/ch05_lina.rpy:70
translate russian chapter_lina_54a85107:

    # lina "It was NOT funny. I had to hold them in two hands and my chin."
    lina "Это было НЕ смешно. Мне пришлось держать их двумя руками и подбородком."

# game/story/ch05_lina.rpy:85
translate russian chapter_lina_rematch_303763c3:

    # lina "You came back! I've cleaned the teacups. And moved the Grey Lake."
    lina "Вы вернулись! Я помыла чашки. И передвинула Серое озеро."

# game/story/ch05_lina.rpy:87
translate russian chapter_lina_rematch_f45f8773:

    # lina "Sit down. I'll talk you through it again, if you like. I like explaining it. Nobody ever lets me."
    lina "Садитесь. Если хотите, я снова буду подсказывать по ходу. Я люблю объяснять. Мне просто никто не даёт."

# game/story/ch05_lina.rpy:95
translate russian chapter_lina_rematch_3ba57cf8:

    # lina "Sit down. Same rules, same stakes. Let's see what the roads have taught you."
    lina "Садитесь. Правила те же, ставки те же. Посмотрим, чему вас научили дороги."

# game/story/ch05_lina.rpy:111
translate russian chapter_lina_win_3e280910:

    # lina "Oh! I'm the one holding cards. You went out first."
    lina "Ой! Карты остались у меня. Вы вышли раньше."

# game/story/ch05_lina.rpy:119
translate russian chapter_lina_win_7a180ed4:

    # lina "That was a lovely game. And your ace! Beating me with the ace of your own north. I should draw that on a flag."
    lina "Какая была чудесная партия. А ваш туз! Побить меня тузом собственного севера. Это надо нарисовать на флаге."

# game/story/ch05_lina.rpy:121
translate russian chapter_lina_win_bbb38c64:

    # lina "That was a lovely game. You found your north before I found mine."
    lina "Какая была чудесная партия. Вы нашли свой север раньше, чем я свой."

# game/story/ch05_lina.rpy:124
translate russian chapter_lina_win_1b5dd210:

    # mc "You left me an opening. You laid [story_rank], and I could beat it without a trump."
    mc "Ты подставилась: положила [story_rank], а такую карту можно было побить и без козыря."

# game/story/ch05_lina.rpy:126
translate russian chapter_lina_win_2160ff9f:

    # lina "I know. I saw it just after I laid it. That's the worst part of this game: you always have to lay another card, and sometimes the only card you've got is a gift."
    lina "Знаю. Я это увидела сразу, как только положила. Это самое худшее в моей игре: всегда нужно положить ещё одну карту, и иногда единственная карта, что у тебя есть, — это подарок."

# game/story/ch05_lina.rpy:128
translate russian chapter_lina_win_b3f55293:

    # mc "You never gave me an easy card, did you?"
    mc "Лёгких карт от тебя не дождёшься, да?"

# game/story/ch05_lina.rpy:130
translate russian chapter_lina_win_1b243784:

    # lina "I tried not to. That's the worst part of this game: you always have to lay another card, and sometimes the only card you've got is a gift."
    lina "Я старалась. Это самое худшее в моей игре: всегда нужно положить ещё одну карту, и иногда единственная карта, что у тебя есть, — это подарок."

# game/story/ch05_lina.rpy:132
translate russian chapter_lina_win_90f69802:

    # "From the roof, a shower of nutshells. Vix's way of applauding."
    "С крыши сыплется дождь ореховой скорлупы. Так Викс аплодирует."

# game/story/ch05_lina.rpy:136
translate russian chapter_lina_win_952007e8:

    # lina "A bargain's a bargain. Give me your map."
    lina "Уговор есть уговор. Давайте вашу карту дороги."

# game/story/ch05_lina.rpy:162
translate russian chapter_lina_win_cc147fb7:

    # lina "The stone wolf you have already, from before the game: the left road at the fork. I'm drawing it in anyway, so the map is whole."
    lina "Каменный волк у вас уже есть — я рассказала о нём ещё до игры: на развилке налево. Но я всё равно его нарисую, чтобы карта была целой."

# game/story/ch05_lina.rpy:140
translate russian chapter_lina_win_33b1b774:

    # lina "A tinker told me there's a stone wolf at the fork, four hours past the last village. Take the left road. The right one goes to a frozen waterfall and nowhere else."
    lina "Один лудильщик рассказывал, что на развилке, в четырёх часах ходьбы за последней деревней, стоит каменный волк. Идите налево. Правая дорога ведёт к замёрзшему водопаду — и больше никуда."

# game/story/ch05_lina.rpy:142
translate russian chapter_lina_win_c2f18cc2:

    # lina "A shepherd's boy said there's a bridge made from one single pine trunk. He said it's the most frightening thing he's ever walked across, and he's walked across a bull."
    lina "Мальчишка-пастушок говорил, что там есть мост из одного-единственного соснового ствола. Сказал, что страшнее ничего в жизни не переходил, а он однажды переходил через быка."

# game/story/ch05_lina.rpy:146
translate russian chapter_lina_win_665c406c:

    # lina "And an old woman who came down from the mountain a long time ago told me there are lanterns in the pines, the last mile before the lodge. She said the Hunter lights them himself, every night, and has done for as long as anyone remembers."
    lina "А одна старушка, которая давным-давно спустилась с горы, рассказывала, что на последней версте перед сторожкой среди сосен висят фонари. Говорила, что Охотник каждую ночь зажигает их сам, и так было, сколько люди себя помнят."

# game/story/ch05_lina.rpy:148
translate russian chapter_lina_win_2876efd9:

    # mc "Why?"
    mc "Зачем?"

# game/story/ch05_lina.rpy:150
translate russian chapter_lina_win_b55b9ea4:

    # lina "She said so that somebody who was coming back could find the way in the dark."
    lina "Она говорила — чтобы тот, кто возвращается, нашёл дорогу в темноте."

# game/story/ch05_lina.rpy:152
translate russian chapter_lina_win_e39172fe:

    # "Lina blows on the ink. Where the question mark was, there is now a dotted line, a stone wolf, a pine-trunk bridge, and a row of tiny lanterns leading up to a house among the trees."
    "Лина дует на чернила. Там, где стоял вопросительный знак, теперь пунктирная линия, каменный волк, мост из соснового ствола и цепочка крошечных фонарей, ведущая к дому среди деревьев."

# game/story/ch05_lina.rpy:156
translate russian chapter_lina_win_117cf87c:

    # lina "There. That's the best I can do without seeing it."
    lina "Вот. Лучше я не могу, не увидев своими глазами."

# game/story/ch05_lina.rpy:165
translate russian chapter_lina_ask_ea490885:

    # lina "Can I ask you something? Now that the game's done, and I can't be accused of distracting you."
    lina "Можно вас кое о чём спросить? Теперь, когда игра кончилась и никто не скажет, что я вас отвлекаю."

# game/story/ch05_lina.rpy:167
translate russian chapter_lina_ask_1bf60051:

    # mc "Of course."
    mc "Конечно."

# game/story/ch05_lina.rpy:169
translate russian chapter_lina_ask_a45fdbf5:

    # lina "What's it like? Out there. Past the forest. Past the border, even. I've drawn so much of it, and I've never seen any of it."
    lina "Как там? Снаружи. За лесом. Даже за границей. Я столько всего нарисовала, а сама ничего этого не видела."

# game/story/ch05_lina.rpy:174
translate russian chapter_lina_ask_8dbc0f4a:

    # mc "I can tell you. But honestly, Lina, you should go and look for yourself. Your maps are the best I've seen. Imagine them drawn from your own eyes."
    mc "Могу рассказать. Но, честно, Лина, тебе стоит пойти и посмотреть самой. Твои карты — лучшие из всех, что мне попадались. Представь, какими они будут, если рисовать то, что видишь своими глазами."

# game/story/ch05_lina.rpy:176
translate russian chapter_lina_ask_32c18f70:

    # lina "Me? Leave the stall? Leave Threeways?"
    lina "Мне? Бросить прилавок? Уйти из Трёхдорожья?"

# game/story/ch05_lina.rpy:178
translate russian chapter_lina_ask_aeb5f9c8:

    # lina "I... I'd need better boots. And a compass. And Vix would have to come, or she'd steal the stall while I was gone."
    lina "Я… Мне понадобятся сапоги получше. И компас. И Викс придётся пойти со мной, а то она, пока меня нет, украдёт прилавок."

# game/story/ch05_lina.rpy:179
translate russian chapter_lina_ask_d4b16fa7:

    # vix "I absolutely would. ...Wait. Oh no. She's going to make me walk."
    vix "Ещё как украду. ...Погоди. Ой, нет. Она же заставит меня ходить пешком."

# game/story/ch05_lina.rpy:183
translate russian chapter_lina_ask_9bdeab14:

    # mc "You know, I've walked a long way, and I've never seen a map as true as yours. You see further from this stall than most people do from a mountain."
    mc "Знаешь, путь у меня за спиной долгий, но карты вернее твоей мне не попадалось. Ты отсюда, из-за прилавка, видишь дальше, чем многие с вершины горы."

# game/story/ch05_lina.rpy:185
translate russian chapter_lina_ask_7c4c01a7:

    # lina "That's kind. It's not the same, though, is it."
    lina "Это мило. Но это ведь не одно и то же, правда?"

# game/story/ch05_lina.rpy:187
translate russian chapter_lina_ask_3ced4007:

    # lina "But it's kind. I'll draw you with a nice hat, for that. And you'll come back and tell me if I got the lodge right, won't you? You said you would. I've written it down."
    lina "Но мило. За это я нарисую вас в красивой шляпе. А вы ведь вернётесь и расскажете, правильно ли я нарисовала сторожку? Вы обещали. Я записала."

# game/story/ch05_lina.rpy:201
translate russian chapter_lina_draw_80f61486:

    # lina "Nobody won and nobody lost. But I'm still curious who's better, so come back and we'll play again. The lanterns are staying up."
    lina "Никто не выиграл и никто не проиграл. Но мне всё равно интересно, кто сильнее, так что возвращайтесь, сыграем ещё. Фонарики я не снимаю."

# game/story/ch05_lina.rpy:211
translate russian chapter_lina_loss_e856dc12:

    # lina "I went out first! I won! Sorry. I'm not sorry. I'm a little bit sorry."
    lina "Я вышла первой! Я выиграла! Простите. Мне не жаль. Мне чуточку жаль."

# game/story/ch05_lina.rpy:215
translate russian chapter_lina_loss_e0cfffe5:

    # mc "That ace. I didn't see that ace coming."
    mc "Этот туз. Вот уж этого туза никто не ждал."

# game/story/ch05_lina.rpy:219
translate russian chapter_lina_loss_235c12dc:

    # lina "Nobody does. I keep it until someone lays a card of my suit, and then I beat it with the ace and give them something horrible to deal with."
    lina "Никто никогда не ждёт. Я держу его, пока кто-нибудь не положит карту моей масти, а потом бью её тузом и подсовываю что-нибудь ужасное."

# game/story/ch05_lina.rpy:221
translate russian chapter_lina_loss_8882fe6e:

    # mc "That pile. I picked up [story_cards] in one go."
    mc "Эта стопка. Разом — [story_cards] в руку."

# game/story/ch05_lina.rpy:227
translate russian chapter_lina_loss_89512a01:

    # mc "I didn't see that coming."
    mc "Вот это было неожиданно."

# game/story/ch05_lina.rpy:231
translate russian chapter_lina_loss_01715188:

    # lina "Nobody does, the first time. My game turns on the card you lay after you beat."
    lina "В первый раз никто не ждёт. В моей игре всё решает карта, которую кладёшь после того, как побьёшь."

# game/story/ch05_lina.rpy:234
translate russian chapter_lina_loss_68b644c4:

    # lina "You spent your own trumps too early, I think. In my game, your own trumps are what saves you when the pile turns nasty. If you use them on easy cards, you've nothing left when someone lays down a big one of another suit."
    lina "Мне кажется, вы слишком рано потратили свои козыри. В моей игре именно свои козыри спасают, когда стопка становится злой. Если тратить их на лёгкие карты, ничего не останется, когда кто-то положит крупную карту другой масти."

# game/story/ch05_lina.rpy:236
translate russian chapter_lina_loss_d9bad86f:

    # lina "Keep your own trumps for when the pile turns nasty. If you use them on easy cards, you've nothing left when someone lays down a big one of another suit."
    lina "Берегите свои козыри на тот случай, когда стопка станет злой. Если тратить их на лёгкие карты, ничего не останется, когда кто-то положит крупную карту другой масти."

# game/story/ch05_lina.rpy:238
translate russian chapter_lina_loss_7681a271:

    # lina "And watch what you lay after you beat. That's half the game. Don't give the next player an easy card."
    lina "И следите за тем, что кладёте после того, как побили. Это половина игры. Не давайте следующему лёгкую карту."

# game/story/ch05_lina.rpy:242
translate russian chapter_lina_loss_afd658cf:

    # lina "You still get the map. I always meant you to have the map. But come back and play me again whenever you like. I'll want a proper rematch, and you'll want to win it, I can tell. It's all over your face."
    lina "Карту дороги вы всё равно получите. Я с самого начала собиралась её вам отдать. Но возвращайтесь сыграть со мной ещё, когда захотите. Мне нужен настоящий реванш, а вам — его выиграть, я же вижу. У вас всё на лице написано."

# game/story/ch05_lina.rpy:244
translate russian chapter_lina_loss_f388985d:

    # vix "It's true, pigeon. You've got a very sulky face."
    vix "Правда, голубок. Лицо у тебя очень обиженное."

# game/story/ch05_lina.rpy:254
translate russian chapter_lina_after_3bffc6d0:

    # lina "Where will you go now?"
    lina "Куда вы теперь?"

# game/story/ch05_lina.rpy:257
translate russian chapter_lina_after_45711f02:

    # mc "Up the mountain. [ash_name] is waiting at the camp, and then there's only the Hunter."
    mc "В гору. [ash_name] ждёт в лагере, а потом остаётся только Охотник."

# game/story/ch05_lina.rpy:259
translate russian chapter_lina_after_ed84b2eb:

    # lina "Then this is goodbye, for a while."
    lina "Значит, прощаемся. На время."

# game/story/ch05_lina.rpy:261
translate russian chapter_lina_after_4db394c2:

    # mc "To the camp at the edge of the forest. [ash_name] said there was something that needed saying, across a table."
    mc "В лагерь на опушке. [ash_name] говорит, что есть разговор, который лучше вести за столом, друг напротив друга."

# game/story/ch05_lina.rpy:263
translate russian chapter_lina_after_4d97138e:

    # lina "[ash_name] is going to play? Actually play? I've never seen [ash_name] even hold a deck properly."
    lina "[ash_name] будет играть? По-настоящему играть? Да [ash_name] на моей памяти и колоду-то толком в руках не держит!"

# game/story/ch05_lina.rpy:264
translate russian chapter_lina_after_7103b69d:

    # vix "Oh, [ash_name] can do a lot more than hold one. I've seen that shuffle."
    vix "О, [ash_name] умеет с колодой куда больше, чем просто держать. Видела я эту манеру тасовать."

# game/story/ch05_lina.rpy:268
translate russian chapter_lina_after_9328e43d:

    # lina "Good luck, [player_name]. Come back and tell me about the lodge. With distances."
    lina "Удачи, [player_name]. Возвращайтесь и расскажите мне о сторожке. С расстояниями."

translate russian strings:

    # game/story/ch05_lina.rpy:171
    old "Tell her she should go and see it for herself."
    new "Сказать ей, что ей стоит самой пойти и всё увидеть."

    # game/story/ch05_lina.rpy:171
    old "Tell her that her maps already see further than most travellers."
    new "Сказать ей, что её карты и так видят дальше, чем большинство путников."
# TODO: Translation updated at 2026-12-07 04:03

# game/story/ch05_lina.rpy:39
translate russian chapter_lina_a57e6211:

    # lina "Then doesn't [ash_name] know the road to the lodge? Why do you even need my map?"
    lina "Но разве [ash_name] не знает дорогу к сторожке? Зачем вам тогда моя карта дороги?"

# game/story/ch05_lina.rpy:45
translate russian chapter_lina_b63dd598:

    # lina "[ash_name] walked you all the way down in the dark and then sat outside the inn till dawn. Vix saw. What happened up there?"
    lina "Викс всё видела: [ash_name] — всю дорогу вниз рядом с вами, в темноте, а потом до самого рассвета — под дверью трактира. Что там наверху случилось?"

# game/story/ch05_lina.rpy:46
translate russian chapter_lina_c9c991f1:

    # mc "A game I lost, and something that needed saying. It got said."
    mc "Проигранная партия. И то, что давно надо было сказать. Теперь сказано."

# game/story/ch05_lina.rpy:48
translate russian chapter_lina_517e00f0:

    # lina "Then I won't ask twice. I'll just draw the road very carefully."
    lina "Тогда не буду переспрашивать. Просто нарисую дорогу очень-очень аккуратно."

# game/story/ch05_lina.rpy:55
translate russian chapter_lina_cb61e335:

    # lina "And thank you for the market. Nobody ever asks me to be on their side. So here's something for an ally, before the game, whatever it says."
    lina "И спасибо за рынок. Меня никто никогда не зовёт на свою сторону. Так что вот вам кое-что по-союзнически — до игры, чем бы она ни кончилась."

# game/story/ch05_lina.rpy:123
translate russian chapter_lina_win_913f801e:

    # lina "That was a lovely game. You kept your own trumps until the deck was gone. Nobody ever does it on purpose."
    lina "Какая была чудесная партия. Вы берегли свои козыри, пока не кончилась колода. Только никто никогда не делает этого нарочно."

# game/story/ch05_lina.rpy:144
translate russian chapter_lina_win_9ed7d7ad:

    # "Lina takes the long map of the road you won at the market and dips her finest pen. Beyond the last village, where there was only white paper and a question mark, she begins to draw."
    "Лина берёт длинную карту дороги, выигранную вами на рынке, и обмакивает своё самое тонкое перо. За последней деревней, где была лишь белая бумага и вопросительный знак, она начинает рисовать."

# game/story/ch05_lina.rpy:203
translate russian chapter_lina_draw_64c788a2:

    # lina "A draw! If the last card laid could still beat the one under it, the game's a draw: nobody's the fool. That's my favourite rule. It's fair."
    lina "Ничья! Если последняя положенная карта ещё может побить ту, что под ней, — это ничья: дураком не остаётся никто. Это моё любимое правило. Оно честное."

# game/story/ch05_lina.rpy:231
translate russian chapter_lina_loss_37bb1184:

    # lina "I know. My record is nineteen. It gets better. Well, it gets less bad."
    lina "Знаю. Мой рекорд — девятнадцать. Потом становится лучше. Ну, не так плохо."

# game/story/ch05_lina.rpy:267
translate russian chapter_lina_after_7308ae64:

    # mc "Back up to the camp. I owe [ash_name] a rematch."
    mc "Обратно в лагерь. [ash_name] ждёт реванша, и я тоже."

# game/story/ch05_lina.rpy:269
translate russian chapter_lina_after_65e674f7:

    # lina "Then take the map, and take [ash_name] some of my tea. Nobody should climb on an empty stomach."
    lina "Тогда берите карту дороги, а вот мой чай — пусть [ash_name] тоже выпьет. Нельзя подниматься в гору на пустой желудок."

# TODO: Translation updated at 2026-12-07 04:07

# game/story/ch05_lina.rpy:80
translate russian chapter_lina_ca20b5d7:

    # lina "The stakes are the ones I named at the market. I've written them down."
    lina "Ставки — те, что я назвала на рынке. Я их записала."

