# TODO: Translation updated at 2026-12-07 03:15

# game/story/ch03_brandt.rpy:20
translate russian chapter_brandt_ed2c74bf:

    # "Beyond the wheat fields, the road runs down to a long stone bridge over a fast grey river."
    "За пшеничными полями дорога спускается к длинному каменному мосту над быстрой серой рекой."

# game/story/ch03_brandt.rpy:22
translate russian chapter_brandt_8b5ee30a:

    # "In the very middle of the bridge stands a knight in dented armour, as if he grew there."
    "На самой середине моста стоит рыцарь в помятых доспехах — будто вырос на этом месте."

# game/story/ch03_brandt.rpy:24
translate russian chapter_brandt_1ba939b6:

    # ash "That's the Long Bridge. Everything beyond it is the high country: the market town, the pine forests, and then the snow."
    ash "Это Долгий мост. Всё, что за ним, — нагорье: торговый город, сосновые леса, а потом снега."

# game/story/ch03_brandt.rpy:26
translate russian chapter_brandt_53053060:

    # mc "And the knight?"
    mc "А рыцарь?"

# game/story/ch03_brandt.rpy:28
translate russian chapter_brandt_65ee56d2:

    # ash "He's been there nine years. The villagers bring him soup."
    ash "Стоит тут девятый год. Деревенские носят ему суп."

# game/story/ch03_brandt.rpy:30
translate russian chapter_brandt_8f718595:

    # "The knight raises one gauntleted hand. He does not move his feet."
    "Рыцарь поднимает руку в латной перчатке. С места он не сходит."

# game/story/ch03_brandt.rpy:37
translate russian chapter_brandt_05bf7042:

    # brandt_stranger "Halt, traveller. Good morrow. Forgive me if I do not come to greet you. I do not step back, and I seldom step forward either."
    brandt_stranger "Стойте, путник. Доброго утра. Простите, что не выхожу навстречу. Назад я не ступаю ни шагу, а вперёд — редко."

# game/story/ch03_brandt.rpy:37
translate russian chapter_brandt_339f4e7b:

    # brandt_stranger "I hold this bridge. No one crosses into the high country who has not first beaten me at the table."
    brandt_stranger "Я держу этот мост. Никто не пройдёт в нагорье, не одолев прежде меня за столом."

# game/story/ch03_brandt.rpy:39
translate russian chapter_brandt_2876efd9:

    # mc "Why?"
    mc "Зачем?"

# game/story/ch03_brandt.rpy:41
translate russian chapter_brandt_cc599bc4:

    # brandt_stranger "Because beyond this river the road goes to the mountain, and to the hardest table in Karda. Travellers who cannot beat an old knight on a bridge have no business climbing to the White Hunter."
    brandt_stranger "Затем, что за этой рекой дорога ведёт к горе, к самому трудному столу в Карде. Тому, кто не может обыграть старого рыцаря на мосту, нечего делать у Белого Охотника."

# game/story/ch03_brandt.rpy:47
translate russian chapter_brandt_dd188367:

    # brandt_stranger "I would rather stop fools here, with soup, than see them carried down frozen."
    brandt_stranger "Лучше уж останавливать глупцов здесь, супом, чем видеть, как их сносят с горы замёрзшими."

# game/story/ch03_brandt.rpy:51
translate russian chapter_brandt_0e1b34d7:

    # brandt_stranger "You may call me Sir Brandt; the villages gave me that name. My own I left in the river the day I took my vow."
    brandt_stranger "Можете звать меня сэр Брандт: так меня прозвали в деревнях. Своё же имя я оставил в реке в тот день, когда принёс обет."

# game/story/ch03_brandt.rpy:51
translate russian chapter_brandt_7eb2d9df:

    # brandt_stranger "So call me what you wish, traveller. A knight is named by those he serves."
    brandt_stranger "Так что зовите меня как пожелаете, путник. Рыцаря нарекают те, кому он служит."

# game/story/ch03_brandt.rpy:57
translate russian chapter_brandt_3c88a381:

    # brandt "[brandt_name]. It has a ring to it. I shall answer to it gladly."
    brandt "[brandt_name!tc]. Звучит. Охотно буду откликаться."

# game/story/ch03_brandt.rpy:65
translate russian chapter_brandt_1b493b61:

    # brandt "And you, [player_name], I see the mark on your papers. A six of hearts, from Marta's pencil."
    brandt "А у вас, [player_name], я вижу знак на бумагах. Шестёрка червей, карандашом Марты."

# game/story/ch03_brandt.rpy:68
translate russian chapter_brandt_6276aabb:

    # brandt "And a hat with a star burnt in it, and boots that smell faintly of temple incense. You have met the goddess and the apprentice, then."
    brandt "И шляпа с прожжённой звездой, и сапоги, от которых едва уловимо пахнет храмовым ладаном. Значит, вы повстречали и богиню, и ученицу."

# game/story/ch03_brandt.rpy:70
translate russian chapter_brandt_2cdf9fbb:

    # brandt "Good. Sit. I keep a table here, on the parapet."
    brandt "Хорошо. Садитесь. Я держу здесь стол, у парапета."

# game/story/ch03_brandt.rpy:78
translate russian chapter_brandt_8f3deb5e:

    # "The wind tugs at the stones on it."
    "Ветер дёргает камни, которыми он придавлен."

# game/story/ch03_brandt.rpy:74
translate russian chapter_brandt_d3632f59:

    # mc "What was your vow, [brandt_name]?"
    mc "Какой вы дали обет, [brandt_name]?"

# game/story/ch03_brandt.rpy:78
translate russian chapter_brandt_ae6c66c2:

    # brandt "Never to retreat. Not one step, from any field, for any reason, for the rest of my life."
    brandt "Никогда не отступать. Ни на шаг, ни с какого поля, ни по какой причине, до конца моих дней."

# game/story/ch03_brandt.rpy:80
translate russian chapter_brandt_2876efd9_1:

    # mc "Why?"
    mc "Почему?"

# game/story/ch03_brandt.rpy:82
translate russian chapter_brandt_d3d36764:

    # brandt "A longer story than the wind will allow, traveller. Beat me, and I shall tell it."
    brandt "Долгая история, путник, ветер не даст её досказать. Победите меня — и я расскажу."

# game/story/ch03_brandt.rpy:86
translate russian chapter_brandt_47709f1c:

    # brandt "We shall play Perevodnoy. The transfer game."
    brandt "Мы сыграем в переводного. В игру с переводом."

# game/story/ch03_brandt.rpy:88
translate russian chapter_brandt_05f4bc64:

    # mc "I know it. Pip taught me. Or Pip shouted at me until I learned."
    mc "Я её знаю. Меня научила Пип. Вернее, кричала на меня, пока до меня не дошло."

# game/story/ch03_brandt.rpy:92
translate russian chapter_brandt_9155d832:

    # brandt "Ha! The little mage. I have met her charge. I am still here."
    brandt "Ха! Маленькая волшебница. Встречал я её атаку. И, как видите, стою."

# game/story/ch03_brandt.rpy:110
translate russian chapter_brandt_3ad8a3df:

    # brandt "I hold a great many cards. I am a patient man."
    brandt "Карт у меня бывает много. Я человек терпеливый."

# game/story/ch03_brandt.rpy:114
translate russian chapter_brandt_c095dfa0:

    # ash "He means he'll take everything you throw, then bury you in trumps."
    ash "Это значит: он возьмёт всё, что ты бросишь, а потом закопает тебя в козырях."

# game/story/ch03_brandt.rpy:116
translate russian chapter_brandt_a8c60bbe:

    # brandt "Your companion knows the game well, for someone who carries no deck."
    brandt "Для того, кто не носит с собой колоды, [ash_name] отлично знает игру."

# game/story/ch03_brandt.rpy:120
translate russian chapter_brandt_82975241:

    # ash "I listen at a lot of tables."
    ash "Я прислушиваюсь у многих столов."

# game/story/ch03_brandt.rpy:120
translate russian chapter_brandt_55f6d16a:

    # brandt "And I have seen that face before. Every spring, going down past me with an empty oil can."
    brandt "И лицо мне знакомо. Каждую весну — мимо меня вниз, с пустой маслёнкой."

# game/story/ch03_brandt.rpy:122
translate russian chapter_brandt_36dc26b7:

    # ash "I've got one of those faces."
    ash "Лицо у меня такое."

# game/story/ch03_brandt.rpy:124
translate russian chapter_brandt_6115aa05:

    # brandt "Sit, [player_name]. The wind is rising. Let us see if you are ready for the high country."
    brandt "Садитесь, [player_name]. Ветер крепчает. Посмотрим, готовы ли вы к нагорью."

# game/story/ch03_brandt.rpy:135
translate russian chapter_brandt_rematch_41519fa9:

    # brandt "Welcome back, traveller. The bridge is where you left it, and so am I."
    brandt "С возвращением, путник. Мост там же, где вы его оставили. И я тоже."

# game/story/ch03_brandt.rpy:137
translate russian chapter_brandt_rematch_afb78f7d:

    # brandt "Sit. The river has not moved, and neither have I. A card I take is not a card I have lost."
    brandt "Садитесь. Река никуда не делась, и я тоже. А взятая мною карта — не потерянная карта."

# game/story/ch03_brandt.rpy:161
translate russian chapter_brandt_win_41a8e7f0:

    # brandt "Well."
    brandt "Что ж."

# game/story/ch03_brandt.rpy:165
translate russian chapter_brandt_win_3bc03d30:

    # brandt "Well, well. I am holding [story_cards], and you are holding none."
    brandt "Так-так. У меня на руках [story_cards], а у вас — ни одной."

# game/story/ch03_brandt.rpy:167
translate russian chapter_brandt_win_d25d9ecf:

    # brandt "Well, well. I am holding cards, and you are holding none."
    brandt "Так-так. У меня на руках карты, а у вас — ни одной."

# game/story/ch03_brandt.rpy:171
translate russian chapter_brandt_win_b1b4579e:

    # brandt "Nine years I have held this bridge, traveller, and you are the first to beat me on it in three winters. A fine game."
    brandt "Девять лет я держу этот мост, путник, и за три последние зимы никто, кроме вас, не одолел меня на нём. Славная партия."

# game/story/ch03_brandt.rpy:174
translate russian chapter_brandt_win_4c369030:

    # brandt "You turned my charge like a cavalry captain."
    brandt "Вы развернули мою атаку, как капитан кавалерии."

# game/story/ch03_brandt.rpy:176
translate russian chapter_brandt_win_b161a163:

    # brandt "You never once turned my charge, and still you rode me down."
    brandt "Вы ни разу не развернули мою атаку — и всё же опрокинули меня."

# game/story/ch03_brandt.rpy:178
translate russian chapter_brandt_win_c95581b2:

    # brandt "You rode like a cavalry captain."
    brandt "Вы вели атаку, как капитан кавалерии."

# game/story/ch03_brandt.rpy:181
translate russian chapter_brandt_win_42aa8a4a:

    # mc "And you kept taking."
    mc "А вы всё брали."

# game/story/ch03_brandt.rpy:183
translate russian chapter_brandt_win_570493e9:

    # brandt "I kept taking. It is what I do. Even when the taking becomes too much to carry, it seems."
    brandt "Я всё брал. Такова моя натура. Даже когда взятого, как выяснилось, больше, чем можно унести."

# game/story/ch03_brandt.rpy:185
translate russian chapter_brandt_win_d8291a0b:

    # mc "And you took, too."
    mc "И вы тоже брали."

# game/story/ch03_brandt.rpy:187
translate russian chapter_brandt_win_62a8cdca:

    # brandt "I did. Taking is not retreat, but it is not a strategy either. Today, the bridge was crossed."
    brandt "Брал. Брать — не значит отступать, но и стратегией это не назовёшь. Сегодня мост перешли."

# game/story/ch03_brandt.rpy:189
translate russian chapter_brandt_win_41d2914a:

    # mc "You didn't make it easy."
    mc "Легко не было."

# game/story/ch03_brandt.rpy:191
translate russian chapter_brandt_win_6691daf7:

    # brandt "I never do. It is what the bridge is for."
    brandt "У меня легко не бывает. На то и мост."

# game/story/ch03_brandt.rpy:195
translate russian chapter_brandt_win_845ae87b:

    # brandt "Then the bridge is yours to cross."
    brandt "Что ж, мост ваш — проходите."

# game/story/ch03_brandt.rpy:197
translate russian chapter_brandt_win_330f3c79:

    # "[brandt_name] does not move. Then, slowly, with a creak of old armour, he takes one step sideways, to the parapet."
    "[brandt_name!tc] не двигается. Потом медленно, со скрипом старых доспехов, делает один шаг в сторону, к парапету."

# game/story/ch03_brandt.rpy:199
translate russian chapter_brandt_win_dcec1c56:

    # brandt "You will observe that I did not step back. I stepped aside. That is a different direction entirely."
    brandt "Прошу заметить: я не отступил. Я отошёл в сторону. Это совершенно иное направление."

# game/story/ch03_brandt.rpy:204
translate russian chapter_brandt_win_5e0f6686:

    # ash "Very different. Completely different. Nobody could possibly confuse the two."
    ash "Совершенно иное. Абсолютно. Никто бы их ни за что не перепутал."

# game/story/ch03_brandt.rpy:214
translate russian chapter_brandt_draw_a1b78e9e:

    # brandt "A draw! We laid down our last cards together, like two knights breaking lances at the same moment."
    brandt "Ничья! Мы выложили последние карты одновременно, как два рыцаря, что ломают копья в один и тот же миг."

# game/story/ch03_brandt.rpy:218
translate russian chapter_brandt_draw_612c4a52:

    # brandt "An honourable result, but the bridge asks for a victory. Rest, and return. I shall be here. I am always here."
    brandt "Почётный итог, но мост требует победы. Отдохните и возвращайтесь. Я буду здесь. Я всегда здесь."

# game/story/ch03_brandt.rpy:228
translate russian chapter_brandt_loss_63683ab9:

    # brandt "Durak, I am afraid. But a well-fought durak. You charged bravely."
    brandt "Боюсь, вы в дураках. Но в дураках после доброго боя. Вы храбро атаковали."

# game/story/ch03_brandt.rpy:232
translate russian chapter_brandt_loss_4bbc8406:

    # mc "I charged. You took again and again. And at the end you still had trumps to play."
    mc "Я — в атаку, вы — брать, раз за разом. А под конец у вас ещё оставались козыри."

# game/story/ch03_brandt.rpy:234
translate russian chapter_brandt_loss_e1947d5f:

    # mc "I charged. And at the end you still had trumps to play."
    mc "Я — в атаку. А под конец у вас ещё оставались козыри."

# game/story/ch03_brandt.rpy:236
translate russian chapter_brandt_loss_7a27af49:

    # mc "I charged. You took what I threw, again and again, and it still came back at me."
    mc "Я — в атаку, а вы раз за разом брали всё, что летело к вам, и всё это потом вернулось ко мне."

# game/story/ch03_brandt.rpy:238
translate russian chapter_brandt_loss_311e16fd:

    # mc "I charged. It wasn't enough."
    mc "Я — в атаку. Этого не хватило."

# game/story/ch03_brandt.rpy:242
translate russian chapter_brandt_loss_adf0bb42:

    # brandt "That is the way of a patient defender. Every card I take is a soldier I bring home to fight another day."
    brandt "Таков путь терпеливого защитника. Каждая взятая карта — это солдат, которого я уведу домой, чтобы он ещё повоевал."

# game/story/ch03_brandt.rpy:244
translate russian chapter_brandt_loss_cbf1f658:

    # brandt "Here is counsel from an old knight. Do not pour every card you have into one bout against me. Give me small attacks I must answer, and make me spend my trumps before the end."
    brandt "Вот совет старого рыцаря. Не бросайте на меня все карты в одном заходе. Атакуйте понемногу, так, чтобы мне приходилось отвечать, и заставьте меня потратить козыри до конца игры."

# game/story/ch03_brandt.rpy:236
translate russian chapter_brandt_loss_7ca0dfef:

    # brandt "I do not leave my post, traveller, so I cannot come after you for a rematch. You must come back to me. Fortunately, there is soup."
    brandt "Я не покидаю поста, путник, так что догнать вас ради реванша не могу. Придётся вам вернуться ко мне. К счастью, здесь есть суп."

# game/story/ch03_brandt.rpy:253
translate russian chapter_brandt_loss_377b9610:

    # ash "The soup is good, actually."
    ash "Суп, между прочим, и правда хороший."

# game/story/ch03_brandt.rpy:255
translate russian chapter_brandt_loss_227b7736:

    # brandt "It is excellent soup. It is the main reason I have not starved."
    brandt "Суп превосходный. Это главная причина, по которой я до сих пор не умер с голоду."

# game/story/ch03_brandt.rpy:247
translate russian chapter_brandt_after_0c9951f1:

    # mc "Pip says you took every card she threw at you. Isn't taking the cards a kind of retreat?"
    mc "Пип говорит, вы забрали у неё всё до последней карты. Но взять карты — разве это не то же отступление?"

# game/story/ch03_brandt.rpy:251
translate russian chapter_brandt_after_c30c3894:

    # brandt "Have a care, traveller. There are men in the valleys who have said that to me, and I have made them play until dawn."
    brandt "Осторожнее, путник. В долинах есть люди, которые говорили мне это, и я заставлял их играть до рассвета."

# game/story/ch03_brandt.rpy:255
translate russian chapter_brandt_after_0c89107c:

    # brandt "Forgive me. That was unworthy."
    brandt "Простите. Это было недостойно."

# game/story/ch03_brandt.rpy:257
translate russian chapter_brandt_after_f6d13039:

    # brandt "That is a question I have asked myself many nights, standing on this bridge."
    brandt "Этот вопрос я задавал себе многими ночами, стоя на этом мосту."

# game/story/ch03_brandt.rpy:261
translate russian chapter_brandt_after_1a63dd60:

    # mc "You said you would tell me. The vow."
    mc "Вы обещали рассказать. Про обет."

# game/story/ch03_brandt.rpy:265
translate russian chapter_brandt_after_19c309b2:

    # brandt "Long ago, when I was young and my armour was not yet dented, I led eleven riders against raiders in the pass. I saw how many they were, and I turned my horse and ran. Some of my riders followed me. Some did not hear the order."
    brandt "Давным-давно, когда я был молод, а доспехи мои ещё не помяты, я повёл одиннадцать всадников против разбойников на перевале. Я увидел, сколько их, развернул коня и бежал. Кто-то из моих всадников последовал за мной. Кто-то не расслышал приказа."

# game/story/ch03_brandt.rpy:267
translate russian chapter_brandt_after_6f75e8e1:

    # brandt "Four of them came home. I was one of the four."
    brandt "Домой вернулись четверо. Я был одним из них."

# game/story/ch03_brandt.rpy:269
translate russian chapter_brandt_after_d9ba09e9:

    # "The river roars underneath you. For a while, nobody says anything."
    "Под мостом ревёт река. Какое-то время все молчат."

# game/story/ch03_brandt.rpy:274
translate russian chapter_brandt_after_022f0ab9:

    # mc "Maybe turning back saved the four who lived. Sometimes retreat is just wisdom wearing muddy boots."
    mc "Может, именно то, что вы повернули назад, и спасло тех четверых. Иногда отступление — это просто мудрость в грязных сапогах."

# game/story/ch03_brandt.rpy:276
translate russian chapter_brandt_after_36192366:

    # brandt "Wisdom wearing muddy boots."
    brandt "Мудрость в грязных сапогах."

# game/story/ch03_brandt.rpy:277
translate russian chapter_brandt_after_557bdf4c:

    # brandt "No one has said that to me in nine years. They say: how brave you are, Sir Knight. They say: what a noble vow."
    brandt "Девять лет никто не говорил мне такого. Говорят: «Какой вы храбрый, сэр рыцарь». Говорят: «Какой благородный обет»."

# game/story/ch03_brandt.rpy:279
translate russian chapter_brandt_after_5e60331e:

    # brandt "I think perhaps I have been standing on this bridge so that I would never have to decide whether you are right."
    brandt "Быть может, я стоял на этом мосту затем, чтобы мне никогда не пришлось решать, правы ли вы."

# game/story/ch03_brandt.rpy:280
translate russian chapter_brandt_after_7cfdb1de:

    # brandt "I shall decide it, now that you have beaten me. Not today. But soon."
    brandt "Теперь, когда вы меня одолели, я решу. Не сегодня. Но скоро."

# game/story/ch03_brandt.rpy:284
translate russian chapter_brandt_after_75ec0f85:

    # mc "You made a promise to the ones who didn't come home. I respect that."
    mc "Вы дали обещание тем, кто не вернулся. Я это уважаю."

# game/story/ch03_brandt.rpy:286
translate russian chapter_brandt_after_da267d62:

    # brandt "Thank you, traveller. It is a heavy thing to carry, and it is lighter when someone else understands why."
    brandt "Благодарю, путник. Это тяжкая ноша, и нести её легче, когда кто-то понимает, зачем."

# game/story/ch03_brandt.rpy:288
translate russian chapter_brandt_after_f8aaacce:

    # ash "Nine years is a long time to carry anything."
    ash "Девять лет — долгий срок для любой ноши."

# game/story/ch03_brandt.rpy:289
translate russian chapter_brandt_after_fe5d2219:

    # brandt "I shall keep it a little longer, and now perhaps I shall keep it more lightly."
    brandt "Я сохраню его ещё немного, и теперь, быть может, буду нести его легче."

# game/story/ch03_brandt.rpy:293
translate russian chapter_brandt_after_d08f60c1:

    # brandt "Beyond the bridge is Threeways, the market town. You will want a map before the forests. There is a girl there who draws the best maps in Karda."
    brandt "За мостом — Трёхдорожье, торговый город. Перед лесами вам понадобится карта. Там есть девушка, которая рисует лучшие карты в Карде."

# game/story/ch03_brandt.rpy:295
translate russian chapter_brandt_after_0bc26136:

    # brandt "Hold on to your purse. She shares a stall with a fox."
    brandt "Держитесь за кошелёк. Она делит прилавок с лисой."

# game/story/ch03_brandt.rpy:297
translate russian chapter_brandt_after_697f5646:

    # mc "A fox?"
    mc "С лисой?"

# game/story/ch03_brandt.rpy:299
translate russian chapter_brandt_after_d44731d0:

    # brandt "A fox with hands. You will understand when your purse is gone."
    brandt "С лисой, у которой есть руки. Поймёте, когда кошелька не станет."

# game/story/ch03_brandt.rpy:303
translate russian chapter_brandt_after_f97828cb:

    # brandt "And, traveller. When you reach the White Hunter, remember that he is not cruel. He is only very, very patient. I climbed to him once, the winter after the pass, before I took my vow. He beat me with the Bear and the Wolf and did not even take off his gloves."
    brandt "И ещё, путник. Когда доберётесь до Белого Охотника, помните: он не жесток. Он лишь очень, очень терпелив. Я поднимался к нему однажды — той зимой, после перевала, ещё до обета. Он побил меня Медведем и Волком и даже не снял перчаток."

# game/story/ch03_brandt.rpy:305
translate russian chapter_brandt_after_12435046:

    # brandt "He asked me what I was running from. I could not answer him. Perhaps you will have a better answer."
    brandt "Он спросил, от чего я бегу. Я не смог ответить. Быть может, у вас найдётся ответ получше."

# game/story/ch03_brandt.rpy:312
translate russian chapter_brandt_after_5d8534d3:

    # "You cross the Long Bridge into the high country. Behind you, the knight stands at the parapet, watching the river."
    "Вы переходите Долгий мост и попадаете в нагорье. Позади рыцарь стоит у парапета и смотрит на реку."

# game/story/ch03_brandt.rpy:314
translate russian chapter_brandt_after_7e749c44:

    # mc "[brandt_name] said the Hunter asked him what he was running from."
    mc "[brandt_name!tc] сказал, что Охотник спросил его, от чего он бежит."

# game/story/ch03_brandt.rpy:316
translate russian chapter_brandt_after_9c296775:

    # ash "The Hunter asks everybody that. It's his favourite question."
    ash "Охотник всех об этом спрашивает. Его любимый вопрос."

# game/story/ch03_brandt.rpy:318
translate russian chapter_brandt_after_f997a7dc:

    # mc "How do you know?"
    mc "Откуда ты знаешь?"

# game/story/ch03_brandt.rpy:322
translate russian chapter_brandt_after_f9bc221a:

    # ash "I... it's a famous question. It's in songs."
    ash "Я… это известный вопрос. Про него песни поют."

# game/story/ch03_brandt.rpy:324
translate russian chapter_brandt_after_1aa6edea:

    # mc "Which songs?"
    mc "Какие песни?"

# game/story/ch03_brandt.rpy:328
translate russian chapter_brandt_after_7d387125:

    # ash "Lots of songs. Bad ones. You wouldn't like them. Come on, Threeways is half a day's walk, and you'll want to see the market before the stalls close."
    ash "Разные. Плохие. Тебе не понравятся. Идём, до Трёхдорожья полдня пути, а рынок хорошо бы застать до того, как закроются лавки."

# game/story/ch03_brandt.rpy:330
translate russian chapter_brandt_after_28b9df6a:

    # "[ash_name] strides ahead, too quickly. You notice that the three cards are out again, turning over and over between restless fingers."
    "[ash_name] шагает впереди — слишком быстро. Вы замечаете, что три карты снова в ходу: так и вертятся в беспокойных пальцах."

translate russian strings:

    # game/story/ch03_brandt.rpy:86
    old "Tell him that retreat can be wisdom, too."
    new "Сказать ему, что отступление тоже бывает мудростью."

    # game/story/ch03_brandt.rpy:86
    old "Tell him you respect the vow."
    new "Сказать, что вы уважаете его обет."
