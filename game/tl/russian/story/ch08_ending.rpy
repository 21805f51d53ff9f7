# TODO: Translation updated at 2026-11-30 16:58

# game/story/ch08_ending.rpy:10
translate russian chapter_ending_5ce6e5b9:

    # "The fire has burned down to a red heart. Outside, the lanterns are still lit along the road, one every twenty paces, all the way down into the dark."
    "Огонь догорел до красной сердцевины. Снаружи вдоль дороги всё ещё горят фонари, через каждые двадцать шагов, до самого низа, в темноту."

# game/story/ch08_ending.rpy:12
translate russian chapter_ending_9800a57e:

    # "The white deck lies in the middle of the table. Nobody has touched it."
    "Белая колода лежит посреди стола. Никто к ней не притронулся."

# game/story/ch08_ending.rpy:16
translate russian chapter_ending_ac66cf89:

    # hunter "Do you know, I have not said my own name aloud since I picked that deck up. The Hunter has no name. He is just the last table."
    hunter "Знаешь, с тех пор как я взял эту колоду, я ни разу не произносил вслух собственного имени. У Охотника нет имени. Он просто последний стол."

# game/story/ch08_ending.rpy:18
translate russian chapter_ending_dd13251d:

    # hunter "It was Orrin. Ilse used to say it as if it were a joke only she understood."
    hunter "Меня звали Оррин. Ильза произносила это так, будто это шутка, понятная ей одной."

# game/story/ch08_ending.rpy:20
translate russian chapter_ending_4bb536fc:

    # mc "Orrin."
    mc "Оррин."

# game/story/ch08_ending.rpy:24
translate russian chapter_ending_e9973ffa:

    # orrin "Yes. It still fits, a little. Like an old boot."
    orrin "Да. Всё ещё немного впору. Как старый сапог."

# game/story/ch08_ending.rpy:29
translate russian chapter_ending_32538f78:

    # ash "Say it, then. Say the rule. The deck is laid down, and the apprentice picks it up."
    ash "Тогда говори. Скажи правило. Колода сложена, и ученик её поднимает."

# game/story/ch08_ending.rpy:31
translate russian chapter_ending_c842261d:

    # orrin "That is the rule."
    orrin "Таково правило."

# game/story/ch08_ending.rpy:33
translate russian chapter_ending_ab24f4ae:

    # ash "I'll do it. I will. I came up the mountain, I didn't run. I'm not running now."
    ash "Я возьму её. Правда. Я на горе, а не в бегах. И сейчас не побегу."

# game/story/ch08_ending.rpy:35
translate russian chapter_ending_bff6009c:

    # "[ash_name] reaches for the deck. Their hand stops just above it and trembles there, like a bird deciding whether to land."
    "[ash_name] тянется к колоде. Рука замирает над ней и дрожит, как птица, которая решает, садиться ли."

# game/story/ch08_ending.rpy:37
translate russian chapter_ending_8d86ebdf:

    # orrin "[ash_name]. Wait."
    orrin "[ash_name]. Постой."

# game/story/ch08_ending.rpy:49
translate russian chapter_ending_c7b1d7e6:

    # mc "[ash_name]. We're at the top. You said to tell you here."
    mc "[ash_name]. Вот мы и наверху. Уговор был — сказать здесь."

# game/story/ch08_ending.rpy:51
translate russian chapter_ending_268bdd9b:

    # mc "It's added up. All of it. I forgive you."
    mc "Набралось. Всё. Прощаю."

# game/story/ch08_ending.rpy:53
translate russian chapter_ending_47c25914:

    # ash "All of it? ...A mile at a time, and it still came to all of it."
    ash "Всё? …По версте — и всё-таки набралось всё."

# game/story/ch08_ending.rpy:41
translate russian chapter_ending_c927db1f:

    # orrin "A rule is only a dispute that somebody settled a long time ago. And this country settles disputes fresh, at the table, every day."
    orrin "Правило — это всего лишь спор, который кто-то решил давным-давно. А эта страна решает споры заново, за столом, каждый день."

# game/story/ch08_ending.rpy:45
translate russian chapter_ending_c41e793b:

    # orrin "[player_name]. You won the series. By Ilse's stake, the white deck is laid down at your word. What should become of it?"
    orrin "[player_name]. Серия за тобой. По ставке Ильзы белая колода сложена по твоему слову. Что с ней станет?"

# game/story/ch08_ending.rpy:62
translate russian chapter_ending_travel_aa80322e:

    # mc "The rule says the Hunter never leaves the mountain. But why does the last table need to stay in one place?"
    mc "Правило гласит, что Охотник никогда не покидает гору. Но почему последний стол должен стоять на одном месте?"

# game/story/ch08_ending.rpy:64
translate russian chapter_ending_travel_eb4d3a56:

    # mc "People climb up here half frozen, with disputes that have been rotting for years. What if the last table came to them instead? Down every road, to every market, to every bridge."
    mc "Люди поднимаются сюда полузамёрзшими, со спорами, которые гниют годами. А что, если последний стол сам придёт к ним? По каждой дороге, на каждый рынок, к каждому мосту."

# game/story/ch08_ending.rpy:68
translate russian chapter_ending_travel_b34561ee:

    # ash "A travelling table."
    ash "Странствующий стол."

# game/story/ch08_ending.rpy:70
translate russian chapter_ending_travel_dc9858e1:

    # mc "Carried by two people. So that neither of them ever has to be alone in the snow."
    mc "И нести его будут двое. Чтобы никому из них никогда не остаться в снегу в одиночестве."

# game/story/ch08_ending.rpy:74
translate russian chapter_ending_travel_2a041c80:

    # orrin "In three hundred years, nobody has suggested that."
    orrin "За триста лет никто такого не предлагал."

# game/story/ch08_ending.rpy:78
translate russian chapter_ending_travel_14649ca5:

    # orrin "It is a terrible idea. It is completely against the rule. It is exactly what Ilse would have said."
    orrin "Ужасная мысль. Полностью против правила. Ровно то, что сказала бы Ильза."

# game/story/ch08_ending.rpy:82
translate russian chapter_ending_travel_8149c209:

    # ash "You'd share it? With me?"
    ash "Ты разделишь его? Со мной?"

# game/story/ch08_ending.rpy:84
translate russian chapter_ending_travel_7966648c:

    # mc "You were going the same way as me, remember. That part was true."
    mc "Тебе ведь было со мной по пути, помнишь? Это была правда."

# game/story/ch08_ending.rpy:86
translate russian chapter_ending_travel_48961527:

    # "[ash_name] picks up the white deck. Not alone: you put your hand on it too, so that for a moment you are holding it together."
    "[ash_name] поднимает белую колоду. Но не в одиночку: вы тоже кладёте на неё руку, и на миг вы держите её вместе."

# game/story/ch08_ending.rpy:88
translate russian chapter_ending_travel_b9c3ace4:

    # ash "It's lighter than I thought."
    ash "Легче, чем казалось."

# game/story/ch08_ending.rpy:90
translate russian chapter_ending_travel_6119ea32:

    # orrin "It always is, when somebody else has a corner of it."
    orrin "Так всегда, когда за другой край держится кто-то ещё."

# game/story/ch08_ending.rpy:96
translate russian chapter_ending_leave_87bbae9e:

    # mc "Leave it on the table. Let it lie there."
    mc "Оставьте её на столе. Пусть лежит."

# game/story/ch08_ending.rpy:98
translate russian chapter_ending_leave_b7f01471:

    # mc "Karda has tables everywhere. Marta's inn. The temple. The bridge. The market. Every dispute I've seen was settled where it started, by the people who had it. The hardest ones just took longer."
    mc "В Карде столы повсюду. Трактир Марты. Храм. Мост. Рынок. Каждый спор, что мне довелось видеть, решался там, где начался, теми, кого он касался. На самые трудные просто уходило больше времени."

# game/story/ch08_ending.rpy:102
translate russian chapter_ending_leave_1d811524:

    # orrin "No last table?"
    orrin "Без последнего стола?"

# game/story/ch08_ending.rpy:104
translate russian chapter_ending_leave_ad8ab3d9:

    # mc "No last table. Just lots of first ones."
    mc "Без последнего стола. Просто много первых."

# game/story/ch08_ending.rpy:108
translate russian chapter_ending_leave_c0c3a960:

    # ash "Then nobody has to pick it up. Nobody at all."
    ash "Тогда никому не придётся её поднимать. Совсем никому."

# game/story/ch08_ending.rpy:112
translate russian chapter_ending_leave_a8e6999b:

    # orrin "Three hundred years of Hunters, and a traveller from over the border ends it in a sentence."
    orrin "Триста лет Охотников — а тут приходят из-за границы и кончают с этим одной фразой."

# game/story/ch08_ending.rpy:114
translate russian chapter_ending_leave_d8573855:

    # orrin "Well. Karda will complain. Karda complains about everything. Then it will get on with it."
    orrin "Что ж. Карда будет ворчать. Карда ворчит обо всём. А потом займётся делом."

# game/story/ch08_ending.rpy:116
translate russian chapter_ending_leave_2dff80ac:

    # "The old man folds the white cloth and lays it over the deck, gently, the way you would cover a sleeping child. Then he opens the door and looks out at the lanterns."
    "Старик складывает белую скатерть и бережно накрывает ею колоду, как укрывают спящего ребёнка. Потом открывает дверь и смотрит на фонари."

# game/story/ch08_ending.rpy:118
translate russian chapter_ending_leave_5efd2a5d:

    # orrin "I think I shall let them burn out on their own tonight."
    orrin "Пожалуй, сегодня я дам им догореть самим."

# game/story/ch08_ending.rpy:128
translate russian chapter_ending_stay_5e247f04:

    # mc "Someone should keep the last table. And it shouldn't be someone who's dreamed of the road every day of their life."
    mc "Кто-то должен хранить последний стол. И пусть это будет не тот, кто всю жизнь каждый день мечтает о дороге."

# game/story/ch08_ending.rpy:130
translate russian chapter_ending_stay_8767ca06:

    # mc "I'll take it. I came to Karda to settle a debt. I think I'd like to stay and settle other people's."
    mc "Его возьму я. В Карду меня привёл долг. Кажется, я хочу остаться и улаживать чужие."

# game/story/ch08_ending.rpy:150
translate russian chapter_ending_stay_4733ea03:

    # mc "I'll take it. I came to Karda with a card and a question. I think I'd like to stay and settle other people's disputes."
    mc "Его возьму я. В Карду меня привели бабушкина карта и один вопрос. Кажется, я хочу остаться и улаживать чужие споры."

# game/story/ch08_ending.rpy:134
translate russian chapter_ending_stay_a86ea131:

    # ash "You can't! You'll never leave the mountain, [player_name]. Not for a day. That's the whole point. That's why I ran."
    ash "Нельзя! Ты никогда не покинешь гору, [player_name]. Ни на день. В этом же вся суть. Вот от этого я всю жизнь и бегу."

# game/story/ch08_ending.rpy:136
translate russian chapter_ending_stay_2b9eda7f:

    # mc "I know. But you didn't run. You came all the way up. Now it's your turn to go."
    mc "Знаю. Но ты же не бежишь. Ты здесь, на самом верху. Теперь твой черёд уходить."

# game/story/ch08_ending.rpy:140
translate russian chapter_ending_stay_4fdf53da:

    # orrin "You are sure? I was sure, once. Then I lit lanterns every night for half my life."
    orrin "Это твёрдое решение? Я тоже когда-то был уверен. А потом полжизни каждый вечер зажигал фонари."

# game/story/ch08_ending.rpy:142
translate russian chapter_ending_stay_ff18a2ac:

    # mc "I'm sure. And I'll have visitors. Lina wants distances. Vix will try to steal the furniture. And somebody will have to come back every spring and tell me what the road looks like."
    mc "Твёрдое. И гости у меня будут. Лине нужны расстояния. Викс попытается стащить мебель. А кто-то должен будет возвращаться каждую весну и рассказывать мне, как выглядит дорога."

# game/story/ch08_ending.rpy:146
translate russian chapter_ending_stay_64964f5d:

    # ash "Every spring. I swear it. And every autumn, too. And whenever anybody brings me a decent dispute."
    ash "Каждую весну. Клянусь. И каждую осень тоже. И всякий раз, как кто-нибудь принесёт мне приличный спор."

# game/story/ch08_ending.rpy:148
translate russian chapter_ending_stay_6f3f2978:

    # "You pick up the white deck. It is cold at first, and then it is not."
    "Вы поднимаете белую колоду. Сначала она холодная, а потом — уже нет."

# game/story/ch08_ending.rpy:152
translate russian chapter_ending_stay_f7f8fdb4:

    # orrin "Then the Hunter has a new name. And the old one may go down the mountain at last."
    orrin "Значит, у Охотника новое имя. А старое может наконец спуститься с горы."

# game/story/ch08_ending.rpy:181
translate russian chapter_ending_coda_b2e5f215:

    # "In the morning, Orrin walks down the mountain for the first time since he picked up the deck."
    "Утром Оррин впервые с тех пор, как взял в руки колоду, спускается с горы."

# game/story/ch08_ending.rpy:164
translate russian chapter_ending_coda_060c872a:

    # "You walk with him as far as the stone wolf, with the white deck in your coat, and watch him and [ash_name] go on down the road together, until they are two small dark shapes against the snow. Then you turn back, and climb home to the lodge."
    "Вы провожаете его до каменного волка, с белой колодой за пазухой, и смотрите, как старик и [ash_name] идут вниз по дороге, пока не превращаются в две маленькие тёмные фигурки на снегу. Потом вы поворачиваете назад и поднимаетесь домой, в сторожку."

# game/story/ch08_ending.rpy:165
translate russian chapter_ending_coda_32979477:

    # "That night, for the first time, you light the lanterns yourself."
    "Той ночью вы впервые зажигаете фонари сами."

# game/story/ch08_ending.rpy:166
translate russian chapter_ending_coda_f7e72968:

    # "What happens in the valleys, you hear in the spring from [ash_name], by the lodge fire, with a great deal of waving of hands."
    "Что было дальше в долинах, вы узнаёте весной: [ash_name] рассказывает об этом у огня в сторожке, бурно размахивая руками."

# game/story/ch08_ending.rpy:167
translate russian chapter_ending_coda_93908f48:

    # "The news goes down the mountain faster than they do. By the time they reach the valleys, everyone in Karda knows."
    "Весть спускается с горы быстрее них. Когда они добираются до долин, о случившемся знает уже вся Карда."

# game/story/ch08_ending.rpy:170
translate russian chapter_ending_coda_c0532f82:

    # "You and [ash_name] walk beside him, the white deck wrapped in oilcloth in [ash_name]'s pack. At the lodge door, [ash_name] blows out the last lantern, and does not look back."
    "Вы и [ash_name] идёте рядом с ним; белая колода, завёрнутая в промасленную ткань, лежит в котомке, которую несёт [ash_name]. У дверей сторожки [ash_name] задувает последний фонарь и не оглядывается."

# game/story/ch08_ending.rpy:172
translate russian chapter_ending_coda_fc3a6aab:

    # "You and [ash_name] walk beside him. Behind you, on the table by the window, the white deck lies under its cloth, and nobody is waiting for anything any more."
    "Вы и [ash_name] идёте рядом с ним. Позади, на столе у окна, под скатертью лежит белая колода, и никто больше ничего не ждёт."

# game/story/ch08_ending.rpy:173
translate russian chapter_ending_coda_37ae6439:

    # "The news goes down the mountain faster than you do. By the time you reach the valleys, everyone in Karda knows."
    "Весть спускается с горы быстрее вас. Когда вы добираетесь до долин, о случившемся знает уже вся Карда."

# game/story/ch08_ending.rpy:180
translate russian chapter_ending_coda_f22fee4f:

    # "In Threeways, Lina is waiting at the edge of the square with a new sheet of paper and three sharpened pencils."
    "В Трёхдорожье на краю площади ждёт Лина — с чистым листом бумаги и тремя заточенными карандашами."

# game/story/ch08_ending.rpy:184
translate russian chapter_ending_coda_01733f51:

    # "She looks past [ash_name] and the old man, up the road, for a third traveller who is not coming."
    "Старик здесь, [ash_name] здесь, а она смотрит мимо них, вверх по дороге, — ищет на дороге ещё одну фигуру, которой не будет."

# game/story/ch08_ending.rpy:188
translate russian chapter_ending_coda_d6c8006d:

    # lina "Then it's true. [player_name] stayed up there."
    lina "Значит, правда. [player_name!tc] — там, наверху. Навсегда."

# game/story/ch08_ending.rpy:190
translate russian chapter_ending_coda_c98ac22b:

    # ash "With the deck, and the lanterns, and a great many opinions about how a lodge should be run."
    ash "С колодой, с фонарями и с целой кучей мнений о том, как надо вести хозяйство в сторожке."

# game/story/ch08_ending.rpy:195
translate russian chapter_ending_coda_f928c8bf:

    # lina "Then I'll go up and see it for myself. I've bought boots. Vix and I are walking up there in the spring, and I'll draw it properly. With distances."
    lina "Тогда я поднимусь и посмотрю сама. Я купила сапоги. Весной мы с Викс пойдём туда пешком, и я нарисую всё как следует. С расстояниями."

# game/story/ch08_ending.rpy:196
translate russian chapter_ending_coda_4dd804dc:

    # vix "She's bought me boots too. For my tail. I don't want to talk about it."
    vix "Она и мне купила сапоги. Для хвоста. Не хочу об этом говорить."

# game/story/ch08_ending.rpy:198
translate russian chapter_ending_coda_5610d3a6:

    # lina "Then you'll have to give me the distances, [ash_name]. Sit down. Start at the beginning. Slowly. I'm drawing."
    lina "Тогда расстояния придётся рассказать тебе, [ash_name]. Садись. Начни с самого начала. Медленно. Я рисую."

# game/story/ch08_ending.rpy:201
translate russian chapter_ending_coda_e6e724ca:

    # lina "And tell [player_name] I still have the diagram of Vix's hands. We were allies, for a whole series."
    lina "И передай [player_dat], что схема рук Викс у меня до сих пор хранится. Целую серию мы играли в союзе."

# game/story/ch08_ending.rpy:396
translate russian chapter_ending_coda_73482819:

    # "You crossed the border to pay a debt you did not understand. It was never money. It was a game, and its interest was forty-one years of lanterns lit in case. The game has been played."
    "Вы перешли границу, чтобы заплатить долг, которого не понимали. Это были вовсе не деньги. Это была партия, а проценты по ней — сорок один год фонарей, зажжённых на всякий случай. Партия сыграна."

# game/story/ch08_ending.rpy:385
translate russian chapter_ending_coda_a544c1d1:

    # "You crossed the border to see the country everyone talks about. You have seen it, one table at a time, and the last table most of all."
    "Вы перешли границу, чтобы увидеть страну, о которой все говорят. И вы её увидели — стол за столом, а последний стол лучше всех."

# game/story/ch08_ending.rpy:387
translate russian chapter_ending_coda_dc459ca7:

    # "You never told anyone why you crossed the border, and you are not going to start now. The line on the back of the card can keep the secret with you."
    "Вы так никому и не сказали, зачем перешли границу, и не собираетесь говорить теперь. Строчка на обороте карты сохранит эту тайну вместе с вами."

# game/story/ch08_ending.rpy:203
translate russian chapter_ending_coda_f835f16f:

    # vix "Tell the pigeon I'll visit. I'll steal the furniture. It's only polite."
    vix "Передай [player_dat], что я загляну в гости. Украду мебель. Это же простая вежливость."

# game/story/ch08_ending.rpy:212
translate russian chapter_ending_coda_8819b1ce:

    # vix "And the tail has forgiven the pigeon everything. Nearly everything."
    vix "А хвост всё простил. Почти всё."

# game/story/ch08_ending.rpy:210
translate russian chapter_ending_coda_fd34d539:

    # lina "Distances! You promised me distances. How far from the stone wolf to the log bridge? How many lanterns? Were there really lanterns?"
    lina "Расстояния! Вы обещали мне расстояния. Сколько от каменного волка до бревна-моста? Сколько фонарей? Там правда были фонари?"

# game/story/ch08_ending.rpy:213
translate russian chapter_ending_coda_c0448abe:

    # lina "Actually, don't tell me. I've bought boots. Vix and I are going to walk up there ourselves in the spring, and draw it properly."
    lina "Вообще-то не говорите. Я купила сапоги. Весной мы с Викс сами туда поднимемся и нарисуем всё как следует."

# game/story/ch08_ending.rpy:214
translate russian chapter_ending_coda_4dd804dc_1:

    # vix "She's bought me boots too. For my tail. I don't want to talk about it."
    vix "Она и мне купила сапоги. Для хвоста. Не хочу об этом говорить."

# game/story/ch08_ending.rpy:216
translate russian chapter_ending_coda_6fc706f0:

    # lina "Sit down. Start at the beginning. Slowly. I'm drawing."
    lina "Садитесь. Начните с самого начала. Медленно. Я рисую."

# game/story/ch08_ending.rpy:219
translate russian chapter_ending_coda_babe280b:

    # lina "And you were my first ally ever, you know. I've kept the diagram of Vix's hands."
    lina "А знаете, до вас со мной никто не заключал союзов. Схему рук Викс я сохранила."

# game/story/ch08_ending.rpy:221
translate russian chapter_ending_coda_3f207028:

    # vix "Hello, pigeon. You look lighter. Did somebody steal something from you? Because it wasn't me. This time."
    vix "Привет, голубок. Ты что-то налегке. У тебя что-то украли? Потому что это не я. На этот раз."

# game/story/ch08_ending.rpy:224
translate russian chapter_ending_coda_dc00d93f:

    # vix "And the tail forgives you. It took a while. It has a very long memory, the tail."
    vix "И хвост тебя прощает. Не сразу. Память у хвоста очень длинная."

# game/story/ch08_ending.rpy:231
translate russian chapter_ending_coda_a3d3561b:

    # "At the Long Bridge, the knight is not standing in the middle. He is sitting on the parapet with his helmet off, eating soup, with both feet dangling over the river."
    "На Долгом мосту рыцарь не стоит посередине. Он сидит на парапете, сняв шлем, ест суп и болтает над рекой обеими ногами."

# game/story/ch08_ending.rpy:239
translate russian chapter_ending_coda_428aba12:

    # brandt "I stepped off the bridge, friend. Yesterday. I walked to the pass and back, where my riders fell, and I spoke to them. Then I came back and sat down."
    brandt "Я сошёл с моста, друг мой. Вчера. Дошёл до перевала, где пали мои всадники, и поговорил с ними. Потом вернулся и сел."

# game/story/ch08_ending.rpy:240
translate russian chapter_ending_coda_f11ffc9d:

    # brandt "Tell [player_name] that sitting down is very strange, and I recommend it."
    brandt "Передайте [player_dat], что сидеть очень странно, и я это рекомендую."

# game/story/ch08_ending.rpy:236
translate russian chapter_ending_coda_d57a2aed:

    # brandt "I stepped off the bridge, traveller. Yesterday. I walked to the pass and back, where my riders fell, and I spoke to them. Then I came back and sat down."
    brandt "Я сошёл с моста, путник. Вчера. Дошёл до перевала, где пали мои всадники, и поговорил с ними. Потом вернулся и сел."

# game/story/ch08_ending.rpy:237
translate russian chapter_ending_coda_c5e61cdb:

    # brandt "It is very strange, sitting down. I recommend it."
    brandt "Очень странно — сидеть. Рекомендую."

# game/story/ch08_ending.rpy:239
translate russian chapter_ending_coda_9aeb744f:

    # "At the Long Bridge, the knight still stands in the middle, but he is laughing at something a village child has said, and his armour has been polished until it shines."
    "На Долгом мосту рыцарь по-прежнему стоит посередине, но смеётся над чем-то, что сказал деревенский мальчишка, а доспехи его начищены до блеска."

# game/story/ch08_ending.rpy:247
translate russian chapter_ending_coda_fb395d39:

    # brandt "I still do not retreat, friend. But I have begun to let the soup come to me. It is a great improvement."
    brandt "Я по-прежнему не отступаю, друг мой. Но теперь позволяю супу самому приходить ко мне. Это огромное улучшение."

# game/story/ch08_ending.rpy:243
translate russian chapter_ending_coda_b4a1994f:

    # brandt "I still do not retreat, traveller. But I have begun to let the soup come to me. It is a great improvement."
    brandt "Я по-прежнему не отступаю, путник. Но теперь позволяю супу самому приходить ко мне. Это огромное улучшение."

# game/story/ch08_ending.rpy:246
translate russian chapter_ending_coda_adea3129:

    # brandt "And tell [player_name] I shall climb the mountain in the spring, with soup. Forward is a direction my vow allows."
    brandt "И скажите [player_dat], что весной я поднимусь на гору — с супом. Вперёд мой обет ходить позволяет."

# game/story/ch08_ending.rpy:248
translate russian chapter_ending_coda_eac319d3:

    # brandt "Go well, [player_name]. The bridge is always open to you. I will see to it personally."
    brandt "Доброго пути, [player_name]. Мост для вас всегда открыт. Я лично за этим прослежу."

# game/story/ch08_ending.rpy:254
translate russian chapter_ending_coda_568ce1ff:

    # "At the sooty tower, Pip is waiting on the steps, holding a small flame in the palm of her hand. It is exactly the size of a candle."
    "У закопчённой башни на ступенях ждёт Пип, держа на ладони маленький огонёк. Точь-в-точь как у свечи."

# game/story/ch08_ending.rpy:256
translate russian chapter_ending_coda_4f75b3b5:

    # pip "Look! A Modest Warming Glow! The Magister came home and I showed him and he cried! Or it was the smoke. But I think he cried!"
    pip "Смотрите! Скромное Согревающее Свечение! Магистр вернулся, я ему показала, и он заплакал! Или это был дым. Но мне кажется, заплакал!"

# game/story/ch08_ending.rpy:258
translate russian chapter_ending_coda_d0ac897e:

    # pip "I passed! I'm a Second Circle apprentice now! Properly!"
    pip "Я сдала! Теперь я ученица Второго Круга! По-настоящему!"

# game/story/ch08_ending.rpy:261
translate russian chapter_ending_coda_a8a3221a:

    # pip "Tell [player_name]! Tell everyone, but tell [player_name] first! I'll send a glow up the mountain. A small one."
    pip "Расскажите [player_dat]! Расскажите всем, но [player_dat] — в первую очередь! Я пошлю на гору свечение. Маленькое."

# game/story/ch08_ending.rpy:269
translate russian chapter_ending_coda_d08fd357:

    # pip "And I went big, once, like [player_name] told me to. Then I made it small on purpose. That's harder!"
    pip "А я один раз сделала по-крупному — по совету [player_gen]. А потом нарочно поменьше. Это труднее!"

# game/story/ch08_ending.rpy:271
translate russian chapter_ending_coda_d808d051:

    # pip "You told me to go big. I did, once. Then I made it small on purpose. That's harder!"
    pip "Вы мне сказали: давай по-крупному. Я так и сделала, один раз. А потом нарочно поменьше. Это труднее!"

# game/story/ch08_ending.rpy:265
translate russian chapter_ending_coda_59a5f00c:

    # "The flame grows, just slightly, with excitement. Pip hastily blows it out."
    "Огонёк от волнения чуть-чуть подрастает. Пип поспешно его задувает."

# game/story/ch08_ending.rpy:267
translate russian chapter_ending_coda_85bd7fec:

    # pip "...Mostly properly."
    pip "…Почти по-настоящему."

# game/story/ch08_ending.rpy:273
translate russian chapter_ending_coda_1bd41524:

    # "At the temple of Luck, there is a new statue beside the altar: a traveller bowing to a goddess who is holding all the cards."
    "В храме Удачи рядом с алтарём появилась статуя: фигура, склонённая перед богиней, у которой в руках все карты."

# game/story/ch08_ending.rpy:276
translate russian chapter_ending_coda_f5670b95:

    # aurelia "Artistic licence. In the statue, I won."
    aurelia "Художественная вольность. В статуе выиграла я."

# game/story/ch08_ending.rpy:278
translate russian chapter_ending_coda_29a98f7e:

    # aurelia "Artistic licence. In the statue, I won, and the traveller bowed. Luck is allowed to dream."
    aurelia "Художественная вольность. В статуе выиграла я, а мне поклонились. Удаче можно и помечтать."

# game/story/ch08_ending.rpy:281
translate russian chapter_ending_coda_c3e50b0e:

    # aurelia "That white Wolf in the traveller's hand, I had it carved from memory. The real one was staked on this altar once. I'm still not over it."
    aurelia "Белого Волка в руке у каменной фигуры я велела вырезать по памяти. Настоящий когда-то стоял на кону на этом самом алтаре. Я до сих пор это не пережила."

# game/story/ch08_ending.rpy:283
translate russian chapter_ending_coda_47c456dd:

    # aurelia "And in the traveller's hand, a silver coin, gilded, for the one that was staked here. Honour looks very well in gold."
    aurelia "А в руке у каменной фигуры — серебряная монетка, позолоченная, в память о той, что стояла здесь на кону. Честь в золоте смотрится чудесно."

# game/story/ch08_ending.rpy:289
translate russian chapter_ending_coda_640194fb:

    # "Then she sees who is walking behind [ash_name]."
    "Впереди идёт [ash_name]. И тут она видит, кто идёт следом."

# game/story/ch08_ending.rpy:291
translate russian chapter_ending_coda_bebf4656:

    # "Then she sees who is walking behind you."
    "И тут она видит, кто идёт следом за вами."

# game/story/ch08_ending.rpy:293
translate russian chapter_ending_coda_b19b0c0b:

    # aurelia "You. You came down."
    aurelia "Ты. Ты спустился."

# game/story/ch08_ending.rpy:295
translate russian chapter_ending_coda_81b4d912:

    # orrin "Hello, Aurelia. You built a temple."
    orrin "Здравствуй, Аурелия. Ты построила храм."

# game/story/ch08_ending.rpy:297
translate russian chapter_ending_coda_8494f974:

    # aurelia "Out of spite. Mostly. Tell me, old man. Is luck still just the cards we forgot to count?"
    aurelia "Назло. В основном. Скажи-ка, старик. Удача — это всё ещё просто карты, которые мы забыли посчитать?"

# game/story/ch08_ending.rpy:301
translate russian chapter_ending_coda_4d914756:

    # orrin "It is. I forgot a great many of them, these last years."
    orrin "Всё ещё. Я и сам немало их забыл за эти годы."

# game/story/ch08_ending.rpy:305
translate russian chapter_ending_coda_3e851a51:

    # aurelia "...Go on, then. Go and see her. And then come back one day and lose to me properly. I've been practising."
    aurelia "…Ну иди. Иди к ней. А потом как-нибудь возвращайся и проиграй мне как следует. Я тренировалась."

# game/story/ch08_ending.rpy:312
translate russian chapter_ending_coda_7685e9da:

    # "And at the border, at the Stile, Marta is wiping down the tables as if no time has passed at all."
    "А на границе, в «Перелазе», Марта протирает столы, будто время вовсе не шло."

# game/story/ch08_ending.rpy:314
translate russian chapter_ending_coda_62cc895b:

    # marta "Well, look what the mountain sent down."
    marta "Ну-ка, гляньте, кого гора прислала."

# game/story/ch08_ending.rpy:334
translate russian chapter_ending_coda_7a2c015d:

    # marta "That white card was out on my table the very first night. Half the room stopped chewing. Now look."
    marta "Эта белая карта лежала у меня на столе в первый же вечер. Полтрактира перестало жевать. А теперь гляди-ка."

# game/story/ch08_ending.rpy:379
translate russian chapter_ending_coda_3f9c16b1:

    # marta "Just the two of you? And one of them's Orrin, or I'm a duck. Then it's true. Our traveller's gone and made themself the last table. You tell [player_name] from me, [ash_name], the toll's still one game, and I'll come up and collect it."
    marta "Только вы двое? И один из вас — Оррин, не будь я Марта. Значит, правда: теперь последний стол — наш [player_name]. Передай [player_dat] от меня, [ash_name]: пошлина — по-прежнему одна партия, и я сама поднимусь её взыскать."

# game/story/ch08_ending.rpy:323
translate russian chapter_ending_coda_b99ee2fa:

    # marta "Sit down, the lot of you. Boots off the bench. There's soup."
    marta "Садитесь, вся компания. Сапоги с лавки долой. Есть суп."

# game/story/ch08_ending.rpy:328
translate russian chapter_ending_coda_804cd29f:

    # ash "Marta. On the first day, you said you thought you knew my face."
    ash "Марта. В первый день вы сказали, что моё лицо вам будто знакомо."

# game/story/ch08_ending.rpy:336
translate russian chapter_ending_coda_aad21c13:

    # ash "You could have told."
    ash "Могли бы и рассказать."

# game/story/ch08_ending.rpy:338
translate russian chapter_ending_coda_6a76e4af:

    # marta "Love, in Karda we don't tell other people's secrets. We make them play for them."
    marta "Дорогуша, в Карде чужих тайн не рассказывают. За них заставляют играть."

# game/story/ch08_ending.rpy:411
translate russian chapter_ending_coda_8c1fae43:

    # ash "The last time I came down this road, it was by starlight, turning a traveller round because a table said so. This time the table said go on."
    ash "В прошлый раз по этой дороге шли при звёздах: путника поворачивали назад, потому что так сказал стол. А в этот раз стол сказал: иди дальше."

# game/story/ch08_ending.rpy:343
translate russian chapter_ending_coda_f30b52c1:

    # "The next morning the barrier is up, and the road out of Karda runs down through the pines toward the world."
    "На следующее утро шлагбаум поднят, и дорога из Карды бежит вниз сквозь сосны, навстречу миру."

# game/story/ch08_ending.rpy:361
translate russian chapter_ending_coda_0aff26dd:

    # "[ash_name] stands at the barrier with the old man beside them. Orrin is going across the border, to stand at a grave in a little chapel yard and tell her, at last, that the game is finished."
    "[ash_name] стоит у шлагбаума, рядом — старик. Оррин идёт за границу, чтобы постоять у могилы на маленьком церковном кладбище и сказать ей наконец, что партия доиграна."

# game/story/ch08_ending.rpy:350
translate russian chapter_ending_coda_54d74556:

    # orrin "Every day, [player_name] said. She took it out every evening and looked at it. Then I shall tell her the lanterns were lit every night, and we will call it even."
    orrin "Каждый день — так говорит [player_name]. Каждый вечер она доставала карту и смотрела на неё. Тогда я скажу ей, что фонари горели каждую ночь, и будем квиты."

# game/story/ch08_ending.rpy:352
translate russian chapter_ending_coda_8ea0f7ef:

    # orrin "She never said my name, [player_name] told me. Then I shall say hers, and do the talking for both of us. I have had a long time to decide what to say."
    orrin "Моего имени она так и не произнесла — так говорит [player_name]. Тогда её имя произнесу я и поговорю за нас обоих. У меня было много времени, чтобы решить, что сказать."

# game/story/ch08_ending.rpy:353
translate russian chapter_ending_coda_6680c33d:

    # ash "I'll bring him back in the spring. And I'll bring [player_name] everything I see. That's a promise, and it's written down. Lina made me."
    ash "Весной приведу его обратно. И принесу [player_dat] всё, что увижу. Это обещание, и оно записано. Лина заставила."

# game/story/ch08_ending.rpy:354
translate russian chapter_ending_coda_bc35ecca:

    # "Far up on the mountain, when night falls, a row of small lights will come on among the pines, one every twenty paces. Not in case, any more. Just so that visitors can find the way."
    "Далеко наверху, на горе, с наступлением ночи среди сосен зажжётся цепочка маленьких огоньков — через каждые двадцать шагов. Уже не на всякий случай. Просто чтобы гости нашли дорогу."

# game/story/ch08_ending.rpy:371
translate russian chapter_ending_coda_e555417d:

    # "Orrin goes across the border first, to stand at a grave in a little chapel yard and tell her, at last, that the game is finished. You and [ash_name] will go with him that far."
    "Сначала Оррин идёт за границу — постоять у могилы на маленьком церковном кладбище и сказать ей наконец, что партия доиграна. Вы и [ash_name] проводите его туда."

# game/story/ch08_ending.rpy:360
translate russian chapter_ending_coda_42eca30c:

    # orrin "Every day, you said. She took it out every evening and looked at it. Then I shall tell her the lanterns were lit every night, and we will call it even."
    orrin "Каждый день, говоришь. Каждый вечер она доставала карту и смотрела на неё. Тогда я скажу ей, что фонари горели каждую ночь, и будем квиты."

# game/story/ch08_ending.rpy:362
translate russian chapter_ending_coda_ab184e24:

    # orrin "She never said my name, you told me. Then I shall say hers, and do the talking for both of us. I have had a long time to decide what to say."
    orrin "Моего имени она так и не произнесла, говоришь. Тогда её имя произнесу я и поговорю за нас обоих. У меня было много времени, чтобы решить, что сказать."

# game/story/ch08_ending.rpy:364
translate russian chapter_ending_coda_7ad2f525:

    # ash "And then? Where does a travelling table go?"
    ash "А потом? Куда идёт странствующий стол?"

# game/story/ch08_ending.rpy:365
translate russian chapter_ending_coda_aeb7d36b:

    # mc "Wherever someone's waiting for a game."
    mc "Туда, где кто-то ждёт партию."

# game/story/ch08_ending.rpy:366
translate russian chapter_ending_coda_c776bac7:

    # ash "That's everywhere, [player_name]. That's the whole world."
    ash "Это везде, [player_name]. Это весь мир."

# game/story/ch08_ending.rpy:367
translate russian chapter_ending_coda_50d7aae7:

    # mc "Then we'd better start walking."
    mc "Тогда пора в путь."

# game/story/ch08_ending.rpy:369
translate russian chapter_ending_coda_7bf0e73a:

    # "And then further. Much further."
    "А потом и дальше. Гораздо дальше."

# game/story/ch08_ending.rpy:370
translate russian chapter_ending_coda_1e57951b:

    # ash "No last table. No lanterns. Just the road."
    ash "Без последнего стола. Без фонарей. Только дорога."

# game/story/ch08_ending.rpy:371
translate russian chapter_ending_coda_c9159aaa:

    # mc "And a deck in your pocket."
    mc "И колода в кармане."

# game/story/ch08_ending.rpy:372
translate russian chapter_ending_coda_ca16dac1:

    # ash "Always a deck in my pocket. It's a Karda habit. I'll never shake it."
    ash "Колода в кармане — всегда. Кардская привычка. Никогда от неё не избавиться."

# game/story/ch08_ending.rpy:380
translate russian chapter_ending_coda_ff386ed4:

    # "{i}One game still owed.{/i}"
    "{i}За мной ещё одна партия.{/i}"

# game/story/ch08_ending.rpy:382
translate russian chapter_ending_coda_fb4114f3:

    # "Beneath it, in your own hand, you write one word."
    "Под ней вы своей рукой дописываете одно слово."

# game/story/ch08_ending.rpy:384
translate russian chapter_ending_coda_e9de6d5b:

    # "{i}Paid.{/i}"
    "{i}Уплачено.{/i}"

translate russian strings:

    # game/story/ch08_ending.rpy:47
    old "The last table should travel. [ash_name] and I will carry it on the road."
    new "Последний стол должен странствовать. Понесём его по дороге — я и [ash_name]."

    # game/story/ch08_ending.rpy:47
    old "Leave it on the table. Karda can settle its disputes where they begin."
    new "Пусть колода останется на столе. Карда может решать споры там, где они начинаются."

    # game/story/ch08_ending.rpy:47
    old "I'll take it myself, and keep the last table here on the mountain."
    new "Колоду возьму я — и буду хранить последний стол здесь, на горе."
# TODO: Translation updated at 2026-12-07 04:03

# game/story/ch08_ending.rpy:39
translate russian chapter_ending_56fbde9a:

    # orrin "Forty-one years ago, the woman I loved found a move that was not on the table. I have spent a long time being angry at her for it, and a longer time understanding it."
    orrin "Сорок один год назад женщина, которую я любил, нашла ход, которого не было на столе. Я долго на неё за это злился — и ещё дольше это понимал."

# game/story/ch08_ending.rpy:122
translate russian chapter_ending_leave_9f00722a:

    # ash "I'll carry the oil can down in the morning. Empty. It'll be the lightest it's ever been."
    ash "Утром я понесу маслёнку вниз. Пустую. Легче она ещё никогда не была."

# game/story/ch08_ending.rpy:329
translate russian chapter_ending_coda_360fcf05:

    # marta "Three of you! And one of them's Orrin, or I'm a duck. I was a girl pulling pints for my mother at this very bar the last time you came down. You've not changed. You've just gone white."
    marta "Трое! И один из вас — Оррин, не будь я Марта. Я ещё девчонкой помогала матери — наливала кружки за этой самой стойкой, когда ты спускался в последний раз. Ты ничуть не изменился. Только поседел."

# game/story/ch08_ending.rpy:345
translate russian chapter_ending_coda_5719bd48:

    # marta "I did know it. You came down every spring as soon as the pass opened, for oil and flour, from the time you were knee-high, and sat in that corner dealing cards to yourself. I wasn't going to say so in front of your friend. It was your secret to tell."
    marta "Конечно, знала. Каждую весну, как только открывался перевал, за маслом и мукой спускалось дитё от горшка два вершка и садилось вон в тот угол сдавать карты само себе. При [player_pre] я говорить не стала. Это была твоя тайна."

# game/story/ch08_ending.rpy:441
translate russian chapter_ending_coda_579bdf96:

    # "Up at the lodge, on your first night alone, by the fire, you take out the only thing you still carry from your grandmother: not the card, which lives in the white deck on your own table now, but the line from its back, copied into your papers before the card went home."
    "В первую ночь в сторожке, одни у огня, вы достаёте единственное, что ещё храните от бабушки: не карту — она теперь живёт в белой колоде, на вашем собственном столе, — а строчку с её оборота, переписанную в ваши бумаги, прежде чем карта вернулась домой."

# game/story/ch08_ending.rpy:381
translate russian chapter_ending_coda_5602be7e:

    # "You take out the only thing you still carry from your grandmother: not the card, but the line from its back, which you copied into your papers before it went home to its deck."
    "Вы достаёте единственное, что ещё несёте от бабушки: не карту, а строчку с её оборота, которую вы переписали в свои бумаги, прежде чем карта вернулась домой, в свою колоду."

