# TODO: Translation updated at 2026-11-30 16:58

# game/story/ch02_pip.rpy:20
translate russian chapter_pip_ed5f2ddd:

    # "The river road runs east through the wheat. Somewhere ahead, smoke is rising."
    "Речная дорога бежит на восток через пшеницу. Где-то впереди поднимается дым."

# game/story/ch02_pip.rpy:22
translate russian chapter_pip_bb108e8c:

    # ash "That's the tower of Magister Holloway. He's away, I think. His apprentice is not."
    ash "Это башня магистра Холлоуэя. Сам он, кажется, в отъезде. А вот его ученица — нет."

# game/story/ch02_pip.rpy:24
translate russian chapter_pip_0818eaca:

    # mc "How can you tell?"
    mc "Откуда ты знаешь?"

# game/story/ch02_pip.rpy:31
translate russian chapter_pip_57b3d520:

    # "A flash, a bang, a gust of hot wind. The signpost beside you spins twice and falls over. A smoking crow lands on it and glares at you."
    "Вспышка, грохот, порыв горячего ветра. Дорожный указатель рядом с вами дважды крутится и падает. На него садится дымящаяся ворона и смотрит на вас с укором."

# game/story/ch02_pip.rpy:32
translate russian chapter_pip_9515c66e:

    # ash "That's how."
    ash "Вот откуда."

# game/story/ch02_pip.rpy:40
translate russian chapter_pip_558fc11b:

    # "The tower is streaked with soot from top to bottom, like a candle lit too often."
    "Башня сверху донизу в полосах копоти, как свеча, которую слишком часто зажигали."

# game/story/ch02_pip.rpy:44
translate russian chapter_pip_3028fac6:

    # pip "Oh no no no. Is anyone on fire? Please say nobody's on fire!"
    pip "Ой-ой-ой. Никто не горит? Скажите, что никто не горит!"

# game/story/ch02_pip.rpy:46
translate russian chapter_pip_4fbc16e2:

    # "A girl comes tumbling down the tower steps, all elbows and scorched sleeves."
    "По ступеням башни кубарем скатывается девчонка — сплошные локти и опалённые рукава."

# game/story/ch02_pip.rpy:44
translate russian chapter_pip_9669b0d8:

    # mc "Nobody's on fire. My hat is a bit warmer than it was."
    mc "Никто не горит. Шляпа разве что потеплела."

# game/story/ch02_pip.rpy:52
translate russian chapter_pip_520e2547:

    # pip "Oh, thank goodness. Hello! I'm Pip. Apprentice of the Third Circle. Well, officially the First, but I've nearly finished it."
    pip "Ох, слава богу! Привет! Я Пип. Ученица Третьего Круга. Ну, официально Первого, но я его почти закончила."

# game/story/ch02_pip.rpy:50
translate russian chapter_pip_928d4fce:

    # pip "That was a Grand Radiant Burst! It was meant to be a Modest Warming Glow."
    pip "Это был Великий Лучезарный Взрыв! А должно было быть Скромное Согревающее Свечение."

# game/story/ch02_pip.rpy:55
translate russian chapter_pip_f37daad2:

    # ash "How modest?"
    ash "Насколько скромное?"

# game/story/ch02_pip.rpy:61
translate russian chapter_pip_d4b9c7de:

    # pip "Candle-sized. But why have a candle when you could have a sunrise?"
    pip "Размером со свечку. Но зачем свечка, когда можно устроить рассвет?"

# game/story/ch02_pip.rpy:65
translate russian chapter_pip_49c47976:

    # pip "Oh! Wait. I singed your hat."
    pip "Ой! Погодите. Я же подпалила вам шляпу."

# game/story/ch02_pip.rpy:67
translate russian chapter_pip_81f6acca:

    # mc "It's fine, really."
    mc "Да ничего, правда."

# game/story/ch02_pip.rpy:71
translate russian chapter_pip_a0259ac1:

    # pip "It's not fine! It's a dispute! Either I owe you a hat, or you owe me a fine for standing in the blast zone. Only a table can say which!"
    pip "Какое там «ничего»! Это спор! Либо я должна вам шляпу, либо вы мне — штраф за то, что стояли в зоне взрыва. Рассудить может только стол!"

# game/story/ch02_pip.rpy:77
translate russian chapter_pip_8f9af594:

    # pip "And, um. There's one more thing."
    pip "И, м-м. Есть ещё одно дело."

# game/story/ch02_pip.rpy:83
translate russian chapter_pip_42a6dd97:

    # "Pip pulls a crumpled, singed letter out of her sleeve."
    "Пип вытаскивает из рукава мятое, обгоревшее письмо."

# game/story/ch02_pip.rpy:85
translate russian chapter_pip_97dfb66a:

    # pip "The Magister left me an exam before he went away: Win one game of Perevodnoy Durak against a stranger without setting anything on fire. Demonstrate restraint."
    pip "Магистр перед отъездом оставил мне экзамен: «Выиграть одну партию в переводного дурака у незнакомца, ничего не подпалив. Проявить сдержанность»."

# game/story/ch02_pip.rpy:87
translate russian chapter_pip_8dc55e7a:

    # pip "You're a stranger! You're perfect! Please? I've waited eleven days for a stranger."
    pip "А вас я вижу впервые! Идеально! Ну пожалуйста! Я одиннадцать дней жду незнакомца."

# game/story/ch02_pip.rpy:92
translate russian chapter_pip_bb853ad5:

    # mc "A small spell at the right moment can do more than a big one at the wrong moment."
    mc "Маленькое заклинание вовремя может больше, чем большое — невпопад."

# game/story/ch02_pip.rpy:90
translate russian chapter_pip_2ec3e2a1:

    # pip "That's what the Magister says. Word for word, nearly. Did he pay you?"
    pip "Так говорит магистр. Почти слово в слово. Он вам заплатил?"

# game/story/ch02_pip.rpy:97
translate russian chapter_pip_c05f69b7:

    # mc "Honestly? That Grand Radiant Burst was magnificent. Don't let anyone make you small."
    mc "Честно? Этот Великий Лучезарный Взрыв был великолепен. Не давай никому тебя принижать."

# game/story/ch02_pip.rpy:99
translate russian chapter_pip_88eb49b1:

    # pip "Thank you! Finally! Somebody understands art!"
    pip "Спасибо! Наконец-то! Хоть кто-то понимает искусство!"

# game/story/ch02_pip.rpy:101
translate russian chapter_pip_7f135bce:

    # ash "Somebody is going to regret that in about ten minutes."
    ash "А кто-то минут через десять об этом пожалеет."

# game/story/ch02_pip.rpy:110
translate russian chapter_pip_5dd55fcc:

    # pip "Do you know Perevodnoy? It's the game you know, plus the best bit: the transfer! The table will tell you when you can."
    pip "Вы играете в переводного? Это та же игра, что вы знаете, плюс самое лучшее — перевод! Стол сам подскажет, когда можно."

# game/story/ch02_pip.rpy:114
translate russian chapter_pip_eb84494b:

    # pip "Sit down! I very nearly promise not to set the table on fire."
    pip "Садитесь! Почти обещаю не поджечь стол."

# game/story/ch02_pip.rpy:155
translate russian chapter_pip_rematch_4a614eda:

    # pip "You came back! And the table's only a little bit charred. I scrubbed it."
    pip "Вы вернулись! А стол обгорел совсем чуть-чуть. Я его отскребла."

# game/story/ch02_pip.rpy:157
translate russian chapter_pip_rematch_7cab4c27:

    # pip "Same game, same stakes, same exam. Let's make it big. I mean, restrained. I mean, let's play."
    pip "Та же игра, те же ставки, тот же экзамен. Давайте с размахом. То есть сдержанно. То есть давайте играть."

# game/story/ch02_pip.rpy:181
translate russian chapter_pip_win_01941959:

    # pip "I'm... holding cards. You aren't. That means..."
    pip "У меня… остались карты. А у вас нет. Это значит…"

# game/story/ch02_pip.rpy:185
translate russian chapter_pip_win_9d77f47d:

    # pip "I failed the exam. Again. Eleven days of waiting for a stranger, and I failed it in one game."
    pip "Я провалила экзамен. Опять. Одиннадцать дней ждать незнакомца — и провалить всё за одну партию."

# game/story/ch02_pip.rpy:187
translate russian chapter_pip_win_78cf2069:

    # mc "Pip. Your letter said win without setting anything on fire. You didn't set anything on fire."
    mc "Пип. В твоём письме сказано: выиграть, ничего не подпалив. Ты ничего не подпалила."

# game/story/ch02_pip.rpy:189
translate russian chapter_pip_win_22a8ad6a:

    # pip "I didn't win, either."
    pip "Но и не выиграла."

# game/story/ch02_pip.rpy:195
translate russian chapter_pip_win_ddaf1194:

    # pip "...I did. I did do that. I thought, if I keep these, I'll have something when the next attack comes."
    pip "…Да. Так и было. Я подумала: если их оставить, у меня будет чем ответить, когда на меня снова пойдут."

# game/story/ch02_pip.rpy:197
translate russian chapter_pip_win_185a0227:

    # mc "That's restraint."
    mc "Это и есть сдержанность."

# game/story/ch02_pip.rpy:201
translate russian chapter_pip_win_b5268634:

    # pip "That's restraint! I restrained! I held a spell in my hand and didn't cast it! The Magister will faint!"
    pip "Это сдержанность! Я сдержалась! Держала заклинание в руке и не сотворила его! Магистр упадёт в обморок!"

# game/story/ch02_pip.rpy:181
translate russian chapter_pip_win_8ac49432:

    # pip "He always says I make every spell as big as it can possibly go. He says a mage who can only shout is like a singer who can only scream. And I hummed! A whole game!"
    pip "Он вечно твердит, что любое заклинание я раздуваю до предела. Что маг, который умеет только кричать, — как певец, который умеет только визжать. А я напевала! Целую партию!"

# game/story/ch02_pip.rpy:206
translate russian chapter_pip_win_133e8bb3:

    # pip "You were right, what you said before. A small card at the right moment. I'll write that on the wall. In soot, probably."
    pip "Вы тогда правильно сказали: маленькая карта в нужный момент. Напишу это на стене. Копотью, наверное."

# game/story/ch02_pip.rpy:210
translate russian chapter_pip_win_f976aef3:

    # pip "The hat dispute goes to you. I owe you a hat."
    pip "Спор о шляпе решён в вашу пользу. Я должна вам шляпу."

# game/story/ch02_pip.rpy:212
translate russian chapter_pip_win_05a68a27:

    # "She searches her sleeves and produces a hat. It has a small hole burned in the brim, in the shape of a star."
    "Она роется в рукавах и извлекает шляпу. На полях у неё прожжена маленькая дырочка в форме звезды."

# game/story/ch02_pip.rpy:214
translate russian chapter_pip_win_a931cb4a:

    # pip "It's my second-best one. The star is on purpose now."
    pip "Это у меня вторая по красоте. А звезда теперь — нарочно."

# game/story/ch02_pip.rpy:219
translate russian chapter_pip_win_36105f73:

    # ash "It suits you, [player_name]."
    ash "Тебе идёт, [player_name]."

# game/story/ch02_pip.rpy:212
translate russian chapter_pip_win_db89a77c:

    # pip "And one more thing. You're going up the road, aren't you? Nobody comes this way unless they're going up the road."
    pip "И ещё. Вы ведь идёте вверх по дороге? Сюда забредают, только если идут туда."

# game/story/ch02_pip.rpy:225
translate russian chapter_pip_win_89d55bf0:

    # pip "When you get to the bridge, you'll meet the knight. He won't let you past unless you beat him. He's the best defender I've ever seen. He takes and takes and takes, and never looks worried."
    pip "Когда дойдёте до моста, встретите рыцаря. Он не пропустит, пока вы его не обыграете. Лучше защитника я в жизни не видела. Он берёт, и берёт, и берёт — и никогда не выглядит встревоженным."

# game/story/ch02_pip.rpy:227
translate russian chapter_pip_win_c75dc8ba:

    # pip "I tried transferring a whole tableful of tens to him. He just picked them all up and said thank you."
    pip "Я пробовала перевести на него целый стол десяток. А он просто взял их все и сказал «спасибо»."

# game/story/ch02_pip.rpy:231
translate russian chapter_pip_win_bd7d6b80:

    # pip "Good luck! Come back and tell me if he ever loses. I'll make a Modest Warming Glow to celebrate. Candle-sized. Probably."
    pip "Удачи! Потом вернитесь и расскажите, если он хоть раз проиграет. Я устрою в честь этого Скромное Согревающее Свечение. Размером со свечку. Наверное."

# game/story/ch02_pip.rpy:241
translate russian chapter_pip_draw_edc552c1:

    # pip "We both ran out at the same moment! Is that allowed? Is that a tie? Is it a tie with no fire in it?"
    pip "Мы вышли одновременно! Так можно? Это ничья? Ничья без единого пожара?"

# game/story/ch02_pip.rpy:245
translate russian chapter_pip_draw_b872a75a:

    # pip "It's a peaceful tie! The Magister will like that, but it's not a win, so the exam is still open. Come back and play me again, any time."
    pip "Мирная ничья! Магистру понравится, но это не победа, так что экзамен ещё не сдан. Приходите сыграть со мной снова, когда угодно."

# game/story/ch02_pip.rpy:255
translate russian chapter_pip_loss_ab35967d:

    # pip "I won! I WON! And nothing is on fire!"
    pip "Я выиграла! Я ВЫИГРАЛА! И ничего не горит!"

# game/story/ch02_pip.rpy:257
translate russian chapter_pip_loss_66297db7:

    # "Something on the roof of the tower catches fire."
    "На крыше башни что-то вспыхивает."

# game/story/ch02_pip.rpy:261
translate russian chapter_pip_loss_a96a930a:

    # pip "Well. Nothing important is on fire."
    pip "Ну… ничего важного не горит."

# game/story/ch02_pip.rpy:285
translate russian chapter_pip_loss_9678db95:

    # mc "And you bounced one of mine straight back."
    mc "А ты одну мою отправила обратно."

# game/story/ch02_pip.rpy:271
translate russian chapter_pip_loss_d62b44f8:

    # pip "That's the best part! But remember when you gave me a rank I already had? Before you transfer, count what's been played. If I might still hold that rank, your big bounce can come straight home."
    pip "Это же самое лучшее! Но помните, как вы отдали мне достоинство, которое у меня уже было? Перед переводом посчитайте, что уже вышло. Если такая карта ещё может быть у меня, ваш большой перевод прилетит прямо к вам обратно."

# game/story/ch02_pip.rpy:288
translate russian chapter_pip_loss_f7ba7ab2:

    # pip "But the roof caught fire, so the exam doesn't count. Not your fault! It's a resit, that's all, and a resit needs an examiner. That's you. The Magister won't let me out of the First Circle until I pass."
    pip "Но крыша-то загорелась, так что экзамен не засчитан. Вы не виноваты! Это просто пересдача, а на пересдаче нужен экзаменатор. Это вы. Пока не сдам, Магистр не выпустит меня из Первого Круга."

# game/story/ch02_pip.rpy:278
translate russian chapter_pip_loss_644cd95a:

    # ash "And put that roof out."
    ash "И потуши крышу."

# game/story/ch02_pip.rpy:280
translate russian chapter_pip_loss_2c243597:

    # pip "Oh! Yes. Roof. Right."
    pip "Ой! Да. Крыша. Точно."

# game/story/ch02_pip.rpy:291
translate russian chapter_pip_after_32dbc0eb:

    # ash "You were kind to her."
    ash "А ты с ней по-доброму."

# game/story/ch02_pip.rpy:293
translate russian chapter_pip_after_19b963ba:

    # mc "She reminded me of somebody."
    mc "Она мне кое-кого напомнила."

# game/story/ch02_pip.rpy:295
translate russian chapter_pip_after_4c5c2588:

    # ash "Who?"
    ash "Кого?"

# game/story/ch02_pip.rpy:297
translate russian chapter_pip_after_f05e7b8a:

    # mc "Me, probably. Before I learned to keep a card back."
    mc "Себя, наверное. До того, как научиться придерживать карту."

# game/story/ch02_pip.rpy:301
translate russian chapter_pip_after_822bdd71:

    # ash "You know, in Karda they say you learn more about someone from what they keep in their hand than from what they play."
    ash "Знаешь, в Карде говорят: о человеке больше узнаешь по тому, что он держит в руке, чем по тому, чем он ходит."

# game/story/ch02_pip.rpy:303
translate russian chapter_pip_after_87baef7f:

    # mc "And what do you keep in yours?"
    mc "А что держишь в руке ты?"

# game/story/ch02_pip.rpy:307
translate russian chapter_pip_after_5ab599a9:

    # ash "Me? Three cards and a lot of dust."
    ash "Я? Три карты и много пыли."

# game/story/ch02_pip.rpy:312
translate russian chapter_pip_after_fc034b41:

    # ash "Come on. Temple done, tower done. The bridge is waiting, and so is the knight."
    ash "Пошли. Храм пройден, башня пройдена. Нас ждёт мост, а с ним и рыцарь."

# game/story/ch02_pip.rpy:314
translate russian chapter_pip_after_c8538f55:

    # ash "The north road is still ahead of us. The goddess will be wondering why nobody's come to admire her today."
    ash "Северная дорога ещё впереди. Богиня, небось, уже гадает, почему сегодня никто не пришёл ею полюбоваться."

translate russian strings:

    # game/story/ch02_pip.rpy:85
    old "Tell Pip that small, careful moves can be powerful too."
    new "Сказать Пип, что маленькие, осторожные ходы тоже бывают сильными."

    # game/story/ch02_pip.rpy:85
    old "Tell Pip there's nothing wrong with going big."
    new "Сказать Пип, что нет ничего плохого в размахе."

# game/story/ch02_pip.rpy:193
translate russian chapter_pip_win_f391a915:

    # mc "Did you notice what you did? You had [story_count] in your hand, and you didn't throw them all at once. You kept some back."
    mc "А ты заметила, что сделала? У тебя на руке были [story_count], и ты не выложила их разом. Часть придержала."

# game/story/ch02_pip.rpy:199
translate russian chapter_pip_win_7ea22106:

    # mc "Did you notice what you did? You thought before every card. I watched you do it."
    mc "А ты заметила, что сделала? Ты думала перед каждой картой. Это было видно."

# game/story/ch02_pip.rpy:203
translate russian chapter_pip_win_d0d18fca:

    # pip "...I did? I did! I counted to three before every attack. The Magister says counting to three is the beginning of wisdom."
    pip "…Правда? Правда! Я считала до трёх перед каждой атакой. Магистр говорит, что счёт до трёх — начало мудрости."

# game/story/ch02_pip.rpy:212
translate russian chapter_pip_win_c9e2f48c:

    # pip "And you beat me at the transfer game without transferring once! Not once! Is that allowed? That's allowed."
    pip "И вы обыграли меня в переводного, ни разу не переведя! Ни разу! А так можно? Так можно."

# game/story/ch02_pip.rpy:214
translate russian chapter_pip_win_18c9b6bc:

    # pip "And when I bounced one at you and you bounced it straight back! I felt that in my eyebrows."
    pip "А когда я перевела на вас, а оно тут же прилетело обратно! У меня аж брови это почувствовали."

# game/story/ch02_pip.rpy:217
translate russian chapter_pip_win_7bda5339:

    # pip "Even though you told me to go big. You were right too, though. My transfer was wonderful. It's just, big only works if you've got something left afterwards."
    pip "Хоть вы мне и советовали размах. Вы тоже правы, кстати. Мой перевод был чудесный. Просто размах работает, только если после него что-то остаётся."

# game/story/ch02_pip.rpy:219
translate russian chapter_pip_win_2fadf45c:

    # pip "Even though you told me to go big. You were right too, though. Big is wonderful. It's just, big only works if you've got something left afterwards."
    pip "Хоть вы мне и советовали размах. Вы тоже правы, кстати. Размах — это чудесно. Просто размах работает, только если после него что-то остаётся."

# game/story/ch02_pip.rpy:282
translate russian chapter_pip_loss_2897efd7:

    # pip "Thank you. Really. That was the best game I've had in ages. When you bounced my [story_rank_pl] straight back at me, that was brilliant."
    pip "Спасибо. Правда. Лучшая партия за целую вечность. Когда мои [story_rank_pl] полетели прямиком обратно ко мне — это было гениально."

# game/story/ch02_pip.rpy:291
translate russian chapter_pip_loss_73b44e8c:

    # mc "It didn't save me, though."
    mc "Только меня это не спасло."

# game/story/ch02_pip.rpy:295
translate russian chapter_pip_loss_6decb974:

    # pip "Bounces are brilliant, but they aren't free. Every card you transfer with is a card you haven't got at the end. Count what's been played, and keep something back for the last bouts."
    pip "Переводы — это здорово, но они не бесплатные. Каждая карта, которой вы переводите, — это карта, которой не будет в конце. Считайте, что вышло, и приберегите что-нибудь на последние заходы."

# game/story/ch02_pip.rpy:297
translate russian chapter_pip_loss_7d1be51b:

    # pip "Thank you. Really. That was the best game I've had in ages. But you never bounced a single attack back at me! Not one!"
    pip "Спасибо. Правда. Лучшая партия за целую вечность. Но вы ни разу не перевели на меня атаку! Ни единого раза!"

# game/story/ch02_pip.rpy:299
translate russian chapter_pip_loss_66ff3d12:

    # mc "I didn't want to hand you a rank you could throw back."
    mc "Не хотелось давать тебе достоинство, которое можно швырнуть обратно."

# game/story/ch02_pip.rpy:303
translate russian chapter_pip_loss_a6a39ad9:

    # pip "That's sensible. Too sensible! When you hold the rank and I can't have many of it left, bounce it. Count what's been played first, and then whoosh."
    pip "Это разумно. Слишком разумно! Если у вас есть это достоинство, а у меня таких почти не осталось, — переводите. Сначала посчитайте, что вышло, а потом — вжух."

# game/story/ch02_pip.rpy:305
translate russian chapter_pip_loss_e5ed7cdd:

    # pip "Thank you. Really. That was the best game I've had in ages."
    pip "Спасибо. Правда. Лучшая партия за целую вечность."

# game/story/ch02_pip.rpy:309
translate russian chapter_pip_loss_fa5913a1:

    # pip "Here's a tip, from one transferer to another. Before you bounce an attack back at me, count what's been played. If I might still hold that rank, your big bounce can come straight home."
    pip "Совет — от мастерицы переводов. Прежде чем переводить атаку обратно на меня, посчитайте, что уже вышло. Если такая карта ещё может быть у меня, ваш большой перевод прилетит прямо к вам обратно."
