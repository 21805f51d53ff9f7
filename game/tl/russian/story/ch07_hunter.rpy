# TODO: Translation updated at 2026-11-30 16:58

# game/story/ch07_hunter.rpy:18
translate russian chapter_hunter_70c6c160:

    # "The road climbs all day. The pines grow shorter, the snow deeper, and the air so clean it hurts."
    "Весь день дорога идёт в гору. Сосны всё ниже, снег всё глубже, а воздух такой чистый, что больно дышать."

# game/story/ch07_hunter.rpy:23
translate russian chapter_hunter_1b024b20:

    # "Everything is where Lina drew it: the stone wolf at the fork, the bridge that is a single pine trunk over a frozen river."
    "Всё там, где нарисовала Лина: каменный волк на развилке, мост из одного соснового ствола над замёрзшей рекой."

# game/story/ch07_hunter.rpy:27
translate russian chapter_hunter_137d7cc2:

    # "And then, as the light fails, the lanterns."
    "А потом, когда гаснет свет, — фонари."

# game/story/ch07_hunter.rpy:29
translate russian chapter_hunter_0742d2ba:

    # "One every twenty paces, all the way up the last mile of road."
    "По одному через каждые двадцать шагов, всю последнюю версту дороги."

# game/story/ch07_hunter.rpy:33
translate russian chapter_hunter_b4374252:

    # ash "He does it every evening. He used to let me carry the oil can."
    ash "Он делает это каждый вечер. Раньше он давал мне носить маслёнку."

# game/story/ch07_hunter.rpy:35
translate russian chapter_hunter_688b3937:

    # mc "For forty years."
    mc "Сорок лет."

# game/story/ch07_hunter.rpy:39
translate russian chapter_hunter_3fba50c9:

    # ash "For forty-one. When I was eight I asked him why, and he said: in case."
    ash "Сорок один. А когда мне было восемь, на вопрос «зачем» он ответил: на всякий случай."

# game/story/ch07_hunter.rpy:41
translate russian chapter_hunter_01899aa6:

    # "The lodge is long and low, of old logs gone silver. The door is open."
    "Сторожка длинная и низкая, из посеребревших старых брёвен. Дверь открыта."

# game/story/ch07_hunter.rpy:45
translate russian chapter_hunter_8424bc91:

    # "Inside: a stone hearth, a bench, and a table by the window covered with a white cloth."
    "Внутри — каменный очаг, скамья и стол у окна, накрытый белой скатертью."

# game/story/ch07_hunter.rpy:49
translate russian chapter_hunter_4d20b8b4:

    # "An old man sits by the fire in a white knitted cap, his hands resting on his knees: the steadiest hands you have ever seen."
    "У огня сидит старик в белой вязаной шапке. Руки его лежат на коленях — таких спокойных рук вы ещё не видели."

# game/story/ch07_hunter.rpy:49
translate russian chapter_hunter_3965ea06:

    # hunter "Come in. Shut the door. The lanterns are for finding the way, not for heating the mountain."
    hunter "Входите. Закройте дверь. Фонари — чтобы находить дорогу, а не чтобы отапливать гору."

# game/story/ch07_hunter.rpy:54
translate russian chapter_hunter_3f5bb619:

    # hunter "Hello, Ash."
    hunter "Здравствуй, Эш."

# game/story/ch07_hunter.rpy:57
translate russian chapter_hunter_482c05aa:

    # ash "It's [ash_name] now. Somebody gave it to me on the road."
    ash "Теперь я [ash_name]. Это имя мне дали в дороге."

# game/story/ch07_hunter.rpy:58
translate russian chapter_hunter_a29afafc:

    # hunter "[ash_name]. Good. A name given on the road fits better than one given in the snow."
    hunter "[ash_name]. Хорошо. Имя, данное в дороге, сидит лучше, чем данное в снегу."

# game/story/ch07_hunter.rpy:62
translate russian chapter_hunter_e2568459:

    # ash "Hello. I didn't deliver your letter. I'm sorry."
    ash "Здравствуй. Твоё письмо до неё не дошло. Прости."

# game/story/ch07_hunter.rpy:64
translate russian chapter_hunter_1617bdde:

    # hunter "You brought something better than a letter back."
    hunter "Вместо письма с тобой пришло кое-что получше."

# game/story/ch07_hunter.rpy:72
translate russian chapter_hunter_eb62a14c:

    # hunter "And something sits between you two. Leave it by the door; the table is no place for it."
    hunter "А между вами двоими что-то лежит. Оставьте это у двери: за столом ему не место."

# game/story/ch07_hunter.rpy:72
translate russian chapter_hunter_f773136a:

    # hunter "And you. You have her way of standing in a doorway. As if deciding whether to stay."
    hunter "А ты. Ты стоишь в дверях, как она. Будто решаешь, остаться ли."

# game/story/ch07_hunter.rpy:74
translate russian chapter_hunter_6f50123b:

    # mc "You knew my grandmother."
    mc "Вы знали мою бабушку."

# game/story/ch07_hunter.rpy:76
translate russian chapter_hunter_d3974ae2:

    # hunter "I knew Ilse. I have not known her for forty-one years. That is a different thing."
    hunter "Я знал Ильзу. Сорок один год я её не знаю. Это другое."

# game/story/ch07_hunter.rpy:78
translate russian chapter_hunter_7f1a0e8d:

    # hunter "She is gone, then. I knew it when I saw you in my doorway instead of her."
    hunter "Значит, её больше нет. Я понял это, когда увидел на пороге тебя, а не её."

# game/story/ch07_hunter.rpy:80
translate russian chapter_hunter_55010205:

    # mc "I brought her card."
    mc "Вот её карта."

# game/story/ch07_hunter.rpy:84
translate russian chapter_hunter_c5bab98a:

    # "You hold out the white Wolf. He does not take it, only looks at it for a long time."
    "Вы протягиваете белого Волка. Старик не берёт карту, только долго на неё смотрит."

# game/story/ch07_hunter.rpy:88
translate russian chapter_hunter_f78fb869:

    # "He turns it over with one finger and reads the back."
    "Одним пальцем он переворачивает её и читает оборот."

# game/story/ch07_hunter.rpy:88
translate russian chapter_hunter_a7c10e03:

    # hunter "One game still owed. In her hand, and signed. Ilse always signed what she owed."
    hunter "«За мной ещё одна партия». Её рукой, и с подписью. Ильза всегда подписывалась под своими долгами."

# game/story/ch07_hunter.rpy:94
translate russian chapter_hunter_bcb78ab6:

    # hunter "The ace of Wolves. She walked out of that door with it in her pocket. A deck one card short cannot be dealt: she found the only move that was not on the table."
    hunter "Туз Волков. Она вышла в эту дверь с ним в кармане. Колоду без одной карты не сдать: она нашла единственный ход, которого не было на столе."

# game/story/ch07_hunter.rpy:100
translate russian chapter_hunter_4d94a584:

    # "He rises and lifts the white cloth from the table by the window."
    "Он встаёт и поднимает белую скатерть со стола у окна."

# game/story/ch07_hunter.rpy:107
translate russian chapter_hunter_a847532d:

    # "Under a fine grey dust lie the cards of a game, the trump crosswise under the deck, and a single loser's token at each end of the table: one game to her, one to him."
    "Под тонким слоем серой пыли лежит партия: козырь поперёк под колодой и по одной штрафной фишке на каждом конце стола — по партии каждому."

# game/story/ch07_hunter.rpy:115
translate russian chapter_hunter_a0d31e41:

    # hunter "Her game, as she left it. Then she kissed me on the forehead, stood up, and was gone."
    hunter "Её партия — такая, какой она её оставила. А потом она поцеловала меня в лоб, встала и ушла."

# game/story/ch07_hunter.rpy:122
translate russian chapter_hunter_469aeec2:

    # mc "What did you play for? You and she."
    mc "А на что вы с ней играли?"

# game/story/ch07_hunter.rpy:124
translate russian chapter_hunter_aa1a7e13:

    # hunter "I will tell you when it is finished. It is not a story to tell before a game."
    hunter "Расскажу, когда партия будет доиграна. Такую историю не рассказывают перед игрой."

# game/story/ch07_hunter.rpy:125
translate russian chapter_hunter_89fa48a4:

    # hunter "She sent you instead. Will you finish it, [player_name]?"
    hunter "Вместо себя она прислала тебя. Доиграешь её, [player_name]?"

# game/story/ch07_hunter.rpy:130
translate russian chapter_hunter_3aa416d5:

    # mc "What's the stake?"
    mc "Какова ставка?"

# game/story/ch07_hunter.rpy:127
translate russian chapter_hunter_5b3537e6:

    # hunter "Her stake. If you win, I lay down the white deck. If I win, a token goes on her side, and the deck stays in my hands until you beat me."
    hunter "Её ставка. Выиграешь ты — я сложу белую колоду. Выиграю я — на её сторону ляжет фишка, а колода останется у меня, пока ты меня не обыграешь."

# game/story/ch07_hunter.rpy:137
translate russian chapter_hunter_4bdf7228:

    # hunter "Not the old hands. A fresh series, with the whole deck. Her card goes back in."
    hunter "Старую сдачу доигрывать не станем. Новая серия, целой колодой. Её карта возвращается на место."

# game/story/ch07_hunter.rpy:135
translate russian chapter_hunter_6bc1ad06:

    # "You lay the ace of Wolves on the table. For the first time since Ilse walked out, the white deck is whole."
    "Вы кладёте туза Волков на стол. Впервые с тех пор, как Ильза ушла, белая колода снова цела."


# game/story/ch07_hunter.rpy:154
translate russian chapter_hunter_e79c1ed0:

    # hunter "Sit, [player_name]. Ilse's chair. It has been waiting too."
    hunter "Садись, [player_name]. Стул Ильзы. Он тоже ждал."

# game/story/ch07_hunter.rpy:165
translate russian chapter_hunter_rematch_24fb21a3:

    # hunter "You have come back up the mountain. Good. The lanterns are lit, and the deck is still whole."
    hunter "Ты снова на горе. Хорошо. Фонари горят, а колода всё ещё цела."

# game/story/ch07_hunter.rpy:173
translate russian chapter_hunter_rematch_f29a9e58:

    # hunter "Count the animals. Sit."
    hunter "Считай зверей. Садись."

# game/story/ch07_hunter.rpy:199
translate russian chapter_hunter_win_42130ba0:

    # "The last card falls. The old man looks at the cards in his hand, and then at your empty hands, and then at the tokens."
    "Падает последняя карта. Старик смотрит на карты у себя в руке, потом на ваши пустые руки, потом на фишки."

# game/story/ch07_hunter.rpy:201
translate russian chapter_hunter_win_3683d18d:

    # "The last card falls, and this time it is you left holding cards. But the old man is not looking at the cards. He is looking at the tokens."
    "Падает последняя карта, и на этот раз с картами остаётесь вы. Но старик смотрит не на карты. Он смотрит на фишки."

# game/story/ch07_hunter.rpy:203
translate russian chapter_hunter_win_490bccd5:

    # "The last card falls. The old man does not look at the cards. He looks at the tokens."
    "Падает последняя карта. Старик не смотрит на карты. Он смотрит на фишки."

# game/story/ch07_hunter.rpy:205
translate russian chapter_hunter_win_1a5288c5:

    # hunter "Fewer tokens. You have fewer tokens."
    hunter "Меньше фишек. У тебя меньше фишек."

# game/story/ch07_hunter.rpy:208
translate russian chapter_hunter_win_65d566ba:

    # hunter "You lost the first game, and you did not get up from the table. She got up. You stayed."
    hunter "Первая партия — моя, а ты всё равно за столом. Она тогда встала и ушла. Ты — здесь."

# game/story/ch07_hunter.rpy:210
translate russian chapter_hunter_win_8347bd9e:

    # hunter "And not one token of your own. Not one. I have not seen that since I was young."
    hunter "И ни одной твоей фишки. Ни одной. Такого я не видел с молодости."

# game/story/ch07_hunter.rpy:205
translate russian chapter_hunter_win_007997dc:

    # hunter "Her chair suits you."
    hunter "Её место за столом тебе идёт."

# game/story/ch07_hunter.rpy:213
translate russian chapter_hunter_win_b0ab0ab9:

    # hunter "It went to a play-off. She never let a game end quickly, either."
    hunter "Дошло до переигровки. Она тоже никогда не давала партии кончиться быстро."

# game/story/ch07_hunter.rpy:217
translate russian chapter_hunter_win_d52eb9f0:

    # hunter "All those years, and it took one evening."
    hunter "Столько лет — а хватило одного вечера."

# game/story/ch07_hunter.rpy:221
translate russian chapter_hunter_win_78821d69:

    # "And then, astonishingly, he laughs. It is a big laugh, too big for the quiet room, the laugh of a much younger man."
    "А потом, к вашему изумлению, он смеётся. Смех у него раскатистый, слишком громкий для тихой комнаты, — смех куда более молодого человека."

# game/story/ch07_hunter.rpy:223
translate russian chapter_hunter_win_069f93e5:

    # hunter "She beat me! Ilse beat me! Through you, with her own card back in the deck, but she beat me. I always knew she could."
    hunter "Она меня обыграла! Ильза меня обыграла! Твоими руками, со своей картой в колоде, — но обыграла. Я всегда знал, что она может."

# game/story/ch07_hunter.rpy:228
translate russian chapter_hunter_win_b3728a00:

    # ash "You're happy. You've lost, and you're happy."
    ash "Ты рад. Проиграл — и рад."

# game/story/ch07_hunter.rpy:230
translate russian chapter_hunter_win_20057ba5:

    # hunter "[ash_name], I have been the last table in Karda since before you were born. Do you know how tiring it is, never losing anything that matters?"
    hunter "[ash_name], я — последний стол Карды ещё с тех времён, когда тебя и на свете не было. Знаешь, как это утомительно — никогда не проигрывать ничего важного?"

# game/story/ch07_hunter.rpy:234
translate russian chapter_hunter_win_394e7336:

    # hunter "The game is finished. The dispute is closed."
    hunter "Партия доиграна. Спор закрыт."

# game/story/ch07_hunter.rpy:236
translate russian chapter_hunter_win_87c20913:

    # "He takes the tokens from both ends of the table and drops them into the fire, one by one."
    "Он берёт фишки с обоих концов стола и бросает их в огонь, одну за другой."

# game/story/ch07_hunter.rpy:239
translate russian chapter_hunter_win_f7a8f587:

    # "The token from the evening you lost goes in last. He holds it a moment over the flames before he lets it fall."
    "Фишка с вечера вашего проигрыша отправляется в огонь последней. Он миг держит её над пламенем и только потом роняет."

# game/story/ch07_hunter.rpy:241
translate russian chapter_hunter_win_660a581f:

    # "The tokens from the evenings you lost go in last. He holds each of them a moment over the flames before he lets it fall."
    "Фишки с вечеров ваших проигрышей отправляются в огонь последними. Каждую он миг держит над пламенем и только потом роняет."

# game/story/ch07_hunter.rpy:250
translate russian chapter_hunter_told_152473bd:

    # hunter "I said I would tell you when it was finished. It is finished."
    hunter "Я обещал рассказать, когда партия будет доиграна. Она доиграна."

# game/story/ch07_hunter.rpy:254
translate russian chapter_hunter_told_f1d75d9f:

    # hunter "By spring we both knew what we wanted, and we wanted different things. She wanted the road. I was bound to the mountain. So we did what people do in Karda."
    hunter "К весне мы оба знали, чего хотим, и хотели мы разного. Она хотела дороги. Я был привязан к горе. И мы сделали то, что делают в Карде."

# game/story/ch07_hunter.rpy:256
translate russian chapter_hunter_told_6ca0542c:

    # mc "You played for it."
    mc "И вы разыграли это за столом."

# game/story/ch07_hunter.rpy:258
translate russian chapter_hunter_told_9c07e580:

    # hunter "A series, with tokens. If she won, I would lay down the white deck and walk down the mountain with her. If I won, she would stay."
    hunter "Серию, с фишками. Если выиграет она, я сложу белую колоду и уйду с ней вниз с горы. Если выиграю я, она останется."

# game/story/ch07_hunter.rpy:262
translate russian chapter_hunter_told_46e7af3c:

    # hunter "When she walked out, I stood in that doorway and shouted after her until I had no voice left. The mountain did not care. Mountains never do."
    hunter "Когда она ушла, я стоял в этих дверях и кричал ей вслед, пока не сорвал голос. Гора молчала. Горам всегда всё равно."

# game/story/ch07_hunter.rpy:266
translate russian chapter_hunter_told_c862c969:

    # hunter "Later I understood. Whichever of us won, the other would lose the life they needed. So she made sure nobody won."
    hunter "Потом я понял. Кто бы из нас ни выиграл, другой потерял бы ту жизнь, которая была ему нужна. И она сделала так, чтобы не выиграл никто."

# game/story/ch07_hunter.rpy:269
translate russian chapter_hunter_told_5843be30:

    # ash "And you kept the table covered all those years."
    ash "И все эти годы стол так и стоял под скатертью."

# game/story/ch07_hunter.rpy:271
translate russian chapter_hunter_told_eeea379e:

    # hunter "Because as long as it was open, she might come back to finish it."
    hunter "Потому что, пока партия открыта, она могла вернуться и доиграть её."

# game/story/ch07_hunter.rpy:270
translate russian chapter_hunter_told_b3c0135f:

    # ash "You never told me that. Not once, in all those winters."
    ash "Ты мне никогда этого не рассказывал. Ни разу, за все эти зимы."

# game/story/ch07_hunter.rpy:272
translate russian chapter_hunter_told_879faf17:

    # hunter "You never asked. [player_name] asked, before the game, and had the sense to wait for the answer."
    hunter "Вопроса не было. А [player_name] задаёт его ещё до игры — и умеет дождаться ответа."

# game/story/ch07_hunter.rpy:291
translate russian chapter_hunter_told_407c6173:

    # hunter "Everyone who climbs up here, I ask what they are running from. I never asked you. Nobody runs carrying a thing like that card. They bring it."
    hunter "Всех, кто сюда поднимается, я спрашиваю, от чего они бегут. Тебя я не спрашивал: с такой картой не бегут — с ней приходят."

# game/story/ch07_hunter.rpy:276
translate russian chapter_hunter_told_0d64a8af:

    # hunter "Tonight somebody won. Whether anybody loses the life they need, that is not settled yet."
    hunter "Сегодня кто-то выиграл. А потеряет ли кто-нибудь нужную ему жизнь — это ещё не решено."

# game/story/ch07_hunter.rpy:278
translate russian chapter_hunter_told_8749276a:

    # hunter "Tell me one thing, and then I will not ask again. Did she ever speak of me?"
    hunter "Скажи мне одно, и больше я не спрошу. Она когда-нибудь говорила обо мне?"

# game/story/ch07_hunter.rpy:283
translate russian chapter_hunter_told_1cf0485a:

    # mc "She kept it in her prayer book. Every day of her life. I used to see her take it out in the evenings and just look at it."
    mc "Она хранила её в молитвеннике. Каждый день своей жизни. По вечерам она, бывало, доставала её и просто смотрела."

# game/story/ch07_hunter.rpy:285
translate russian chapter_hunter_told_f7bf286c:

    # hunter "Every day."
    hunter "Каждый день."

# game/story/ch07_hunter.rpy:286
translate russian chapter_hunter_told_b2a695cf:

    # "The old man closes his eyes."
    "Старик закрывает глаза."

# game/story/ch07_hunter.rpy:287
translate russian chapter_hunter_told_c5ae01cf:

    # hunter "Thank you. I lit the lanterns every night. It seems she lit one too, in her way."
    hunter "Спасибо. Я зажигал фонари каждую ночь. Похоже, и она зажигала свой — по-своему."

# game/story/ch07_hunter.rpy:291
translate russian chapter_hunter_told_c196f02a:

    # mc "She never said your name. Not once. She never said anything about Karda at all."
    mc "Она ни разу не называла вашего имени. Ни разу. И вообще ничего не рассказывала о Карде."

# game/story/ch07_hunter.rpy:293
translate russian chapter_hunter_told_b178a5c9:

    # hunter "No. She wouldn't have. Ilse kept her cards close. It was what made her so hard to beat."
    hunter "Нет. Она бы не стала. Ильза держала карты при себе. Потому её так трудно было обыграть."

# game/story/ch07_hunter.rpy:294
translate russian chapter_hunter_told_36c9dadc:

    # hunter "But she kept the card. And she let it reach you. That is a kind of speaking, too."
    hunter "Но карту она сохранила. И позволила ей дойти до тебя. Это ведь тоже разговор."

# game/story/ch07_hunter.rpy:298
translate russian chapter_hunter_told_2b202983:

    # "Then he picks up the white deck and squares it neatly. He finds the ace of Wolves among the others and holds it a moment to the firelight."
    "Потом он берёт белую колоду и аккуратно выравнивает её. Находит среди карт туза Волков и на миг подносит его к огню."

# game/story/ch07_hunter.rpy:302
translate russian chapter_hunter_told_99bbeec6:

    # hunter "Her card has sat on an altar, I think. It smells of Aurelia's incense. She always did burn too much of it."
    hunter "Её карта побывала на алтаре, я думаю. Пахнет ладаном Аурелии. Та всегда жгла его слишком много."

# game/story/ch07_hunter.rpy:305
translate russian chapter_hunter_told_58d03d6a:

    # hunter "Aurelia asked you for it, I suppose. She asks everyone for everything."
    hunter "Аурелия, полагаю, просила её у тебя. Она у всех всё просит."

# game/story/ch07_hunter.rpy:306
translate russian chapter_hunter_told_aede36ad:

    # mc "I gave her a coin instead."
    mc "Вместо неё на кону была монета."

# game/story/ch07_hunter.rpy:311
translate russian chapter_hunter_told_f9595af0:

    # hunter "And it smells of fox. Vix had it, I think."
    hunter "А ещё от неё пахнет лисой. Кажется, она побывала у Викс."

# game/story/ch07_hunter.rpy:314
translate russian chapter_hunter_told_c76a020b:

    # mc "She lifted it at Threeways, and it sat in her cash box until I won it back."
    mc "Её стащили в Трёхдорожье, и она пролежала у Викс в денежном ящике, пока её не удалось отыграть."

# game/story/ch07_hunter.rpy:316
translate russian chapter_hunter_told_bc2b530b:

    # mc "She lifted it at Threeways. Only for an afternoon."
    mc "Её стащили в Трёхдорожье. Всего на полдня."

# game/story/ch07_hunter.rpy:319
translate russian chapter_hunter_told_ca035227:

    # hunter "Ilse would have staked it too. She never could leave a stake alone. Neither, it seems, can you."
    hunter "Ильза тоже поставила бы. Она никогда не могла пройти мимо ставки. Ты, похоже, тоже."

# game/story/ch07_hunter.rpy:307
translate russian chapter_hunter_told_fd93d971:

    # hunter "Good. Ilse would have done the same. She played for coins all that winter, and kept this card for the one game that mattered."
    hunter "Хорошо. Ильза поступила бы так же. Всю ту зиму она играла на монеты, а эту карту берегла для единственной партии, которая что-то значила."

# game/story/ch07_hunter.rpy:309
translate russian chapter_hunter_told_2920bdaf:

    # "He lays the white deck in the very middle of the table."
    "Он кладёт белую колоду на самую середину стола."

# game/story/ch07_hunter.rpy:311
translate russian chapter_hunter_told_0d55d5a9:

    # hunter "And so I lay down the white deck, as she asked."
    hunter "И вот я складываю белую колоду, как она просила."

# game/story/ch07_hunter.rpy:326
translate russian chapter_hunter_told_30e6bfef:

    # ash "And if you lay down the deck, it comes to me. You know it does. That's the rule."
    ash "А если ты сложишь колоду, она перейдёт ко мне. Ты же знаешь. Таково правило."

# game/story/ch07_hunter.rpy:328
translate russian chapter_hunter_told_8f8c7fd6:

    # hunter "That is the rule. We will talk about the rule now, because now there is something to talk about."
    hunter "Таково правило. Теперь о нём и поговорим: теперь есть о чём."

# game/story/ch07_hunter.rpy:315
translate russian chapter_hunter_told_4f410710:

    # "Beside you, [ash_name] has gone pale."
    "Рядом с вами [ash_name] бледнеет."

# game/story/ch07_hunter.rpy:317
translate russian chapter_hunter_told_23c8f924:

    # hunter "Come. Sit by the fire, both of you. There is one thing left to decide, and it is not mine to decide any more."
    hunter "Подойдите сюда. Садитесь к огню, вы двое. Осталось решить одну вещь, и решать её теперь не мне."

# game/story/ch07_hunter.rpy:327
translate russian chapter_hunter_loss_9ac96f1e:

    # hunter "The tokens say I am ahead. By her stake, the deck stays in my hands."
    hunter "Фишки говорят, что я впереди. По её ставке колода остаётся у меня в руках."

# game/story/ch07_hunter.rpy:353
translate russian chapter_hunter_loss_55fe077e:

    # hunter "The lanterns stay lit another night. That is the rule, and I will not bend it, not for her and not for me."
    hunter "Фонари горят ещё одну ночь. Таково правило, и я не стану его гнуть — ни ради неё, ни ради себя."

# game/story/ch07_hunter.rpy:337
translate russian chapter_hunter_loss_17d074d3:

    # hunter "That is this evening's. A series lost at her chair is counted against her chair. It will lie there until you win, and nobody will clear it away before."
    hunter "Это за сегодняшний вечер. Серия, проигранная на её стуле, записывается на её стул. Фишка пролежит здесь, пока ты не выиграешь, и никто её раньше не уберёт."

# game/story/ch07_hunter.rpy:339
translate russian chapter_hunter_loss_18635285:

    # mc "I'm sorry. I wanted to finish it for her."
    mc "Простите. Так хотелось доиграть её ради бабушки."

# game/story/ch07_hunter.rpy:376
translate russian chapter_hunter_loss_deda4f10:

    # hunter "Here is my counsel. You spend your trumps early, as if they burn your fingers. Be braver with low cards, and stingier with trumps. And count the trump animals: when the last of them is gone, nothing in my hand can frighten you."
    hunter "Вот мой совет. Ты тратишь козыри рано, будто они жгут тебе пальцы. Смелее с мелкими картами, скупее с козырями. И считай козырных зверей: когда вышел последний, ничто в моей руке тебя не напугает."

# game/story/ch07_hunter.rpy:378
translate russian chapter_hunter_loss_8427fcb0:

    # hunter "Here is my counsel. You take as if taking were free. It is not: every take hands me the attack. Beat what you can beat cheaply, and count the trump animals: when the last of them is gone, nothing in my hand can frighten you."
    hunter "Вот мой совет. Ты берёшь так, будто брать ничего не стоит. А это не так: каждый раз, когда берёшь, ход уходит ко мне. Бей то, что можно побить дёшево, и считай козырных зверей: когда вышел последний, ничто в моей руке тебя не напугает."

# game/story/ch07_hunter.rpy:380
translate russian chapter_hunter_loss_b112230e:

    # hunter "Here is my counsel. Be braver with low cards, and stingier with trumps. And count the trump animals: when the last of them is gone, nothing in my hand can frighten you."
    hunter "Вот мой совет. Смелее с мелкими картами, скупее с козырями. И считай козырных зверей: когда вышел последний, ничто в моей руке тебя не напугает."

# game/story/ch07_hunter.rpy:362
translate russian chapter_hunter_loss_43b8ce4c:

    # mc "You said you would tell me what you played for. You and she."
    mc "Вы обещали рассказать, на что вы с ней играли."

# game/story/ch07_hunter.rpy:366
translate russian chapter_hunter_loss_039f44cc:

    # hunter "When it is finished. It has kept forty-one years. It will keep until you win."
    hunter "Когда партия будет доиграна. Эта история ждала сорок один год. Подождёт и до твоей победы."

# game/story/ch07_hunter.rpy:368
translate russian chapter_hunter_loss_91312389:

    # ash "Stay tonight. Play him again in the morning. Or whenever you're ready."
    ash "Оставайся на ночь. Сыграй с ним снова утром. Или когда захочешь."

# game/story/ch07_hunter.rpy:372
translate russian chapter_hunter_loss_f2f3c702:

    # hunter "Yes. The game is whole now, and a whole game can be played again. I have waited half my life for this table. I can wait for you to warm your hands. Come back whenever you like."
    hunter "Да. Теперь партия цела, а целую партию можно сыграть снова. Я полжизни ждал этого стола. Подожду и того, пока ты согреешь руки. Возвращайся, когда захочешь."

translate russian strings:

    # game/story/ch07_hunter.rpy:280
    old "She kept your card all her life."
    new "Она хранила вашу карту всю жизнь."

    # game/story/ch07_hunter.rpy:280
    old "She never spoke of you."
    new "Она никогда не говорила о вас."
# TODO: Translation updated at 2026-12-07 04:03

# game/story/ch07_hunter.rpy:172
translate russian chapter_hunter_rematch_09e87cfe:

    # "The table by the window is as you left it. On Ilse's side, beside her old token, lies the new token he put there the night you lost."
    "Стол у окна такой же, каким вы его оставили. На стороне Ильзы, рядом с её старой фишкой, лежит новая — та, что он положил туда в вечер вашего проигрыша."

# game/story/ch07_hunter.rpy:174
translate russian chapter_hunter_rematch_39650336:

    # "The table by the window is as you left it. On Ilse's side, beside her old token, lie the new tokens he put there, one for every series you have lost at her chair."
    "Стол у окна такой же, каким вы его оставили. На стороне Ильзы, рядом с её старой фишкой, лежат новые, которые он положил туда, — по одной за каждую серию, проигранную вами на её стуле."

# game/story/ch07_hunter.rpy:223
translate russian chapter_hunter_win_1f56d7a1:

    # hunter "All those years, and it took a few evenings. That is nothing at all."
    hunter "Столько лет — а хватило нескольких вечеров. Это совсем ничего."

# game/story/ch07_hunter.rpy:258
translate russian chapter_hunter_told_da1f4c95:

    # hunter "I was young. I had been the old Hunter's apprentice, as [ash_name] is mine, and that autumn he settled his last dispute and laid down the white deck, and I picked it up. He walked down the mountain the next morning and did not come back."
    hunter "Я был молод. Я был учеником старого Охотника, как [ash_name] — у меня, и той осенью он уладил свой последний спор и положил белую колоду, а я её поднял. Наутро он ушёл вниз с горы и больше не вернулся."

# game/story/ch07_hunter.rpy:260
translate russian chapter_hunter_told_78711a31:

    # hunter "She was a traveller who came up the road to settle a silly quarrel about a borrowed horse. She won the quarrel in an afternoon. Then she stayed all winter."
    hunter "А она была путницей, которая пришла по этой дороге уладить глупую ссору из-за одолженной лошади. Ссору она выиграла за один день. А потом осталась на всю зиму."

# game/story/ch07_hunter.rpy:310
translate russian chapter_hunter_told_46c1a631:

    # mc "I staked it at her table. And won it back."
    mc "Она стояла на кону за её столом. Пришлось отыгрывать."

# game/story/ch07_hunter.rpy:305
translate russian chapter_hunter_told_37191fe0:

    # hunter "Aurelia will have asked you for it. She asks everyone for everything."
    hunter "Аурелия, наверное, и её просила. Она у всех всё просит."

# game/story/ch07_hunter.rpy:306
translate russian chapter_hunter_told_af377e26:

    # mc "I staked it at her table, and kept it."
    mc "Она стояла на кону за её столом — и осталась у меня."

# game/story/ch07_hunter.rpy:347
translate russian chapter_hunter_loss_ce5fb68e:

    # "He takes a token from the box on the mantel and lays it on Ilse's side of the table, beside her old token."
    "Он берёт фишку из коробки на каминной полке и кладёт её на сторону Ильзы, рядом с её старой фишкой."

# game/story/ch07_hunter.rpy:355
translate russian chapter_hunter_loss_63bef5c6:

    # hunter "Do not be sorry. You played well. Better than most who have sat at this table."
    hunter "Не извиняйся. Игра была хорошая. Лучше, чем у многих, кто сидел за этим столом."

# game/story/ch07_hunter.rpy:385
translate russian chapter_hunter_loss_e8c9d857:

    # hunter "Do not be sorry. You sat down in her chair. Most who climb up here never do."
    hunter "Не извиняйся. Её стул сегодня не пустовал. Большинство тех, кто сюда поднимается, за этот стол так и не садятся."

# game/story/ch07_hunter.rpy:359
translate russian chapter_hunter_loss_67598e56:

    # hunter "You simply played against an old man who has had forty-one years to think."
    hunter "Просто за столом напротив — старик, у которого был сорок один год на раздумья."

# TODO: Translation updated at 2026-12-07 04:06

# game/story/ch07_hunter.rpy:365
translate russian chapter_hunter_loss_c22b4bb5:

    # hunter "Every game of the series, the same place: cards left in your hand, and the token on your side. That is not bad luck. That is a habit, and habits can be broken."
    hunter "Каждую партию серии — одно и то же: в руке остаются карты, а на твоей стороне — фишка. Это не невезение. Это привычка, а от привычек можно избавиться."

