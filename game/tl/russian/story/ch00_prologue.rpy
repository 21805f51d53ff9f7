# TODO: Translation updated at 2026-12-07 03:15

# game/story/ch00_prologue.rpy:74
translate russian chapter_prologue_7782a599:

    # "The road climbs out of the pine woods and stops at a striped wooden barrier."
    "Дорога выбирается из соснового леса и упирается в полосатый деревянный шлагбаум."

# game/story/ch00_prologue.rpy:76
translate russian chapter_prologue_bcfccb56:

    # "Nailed to the door of the toll-house beside it is a painted sign."
    "На двери домика сборщика пошлин прибита расписная вывеска."

# game/story/ch00_prologue.rpy:78
translate russian chapter_prologue_edba963f:

    # "{i}KARDA. Every dispute settled at the table. Bring your own luck.{/i}"
    "{i}КАРДА. Всякий спор решается за столом. Удачу приносите свою.{/i}"

# game/story/ch00_prologue.rpy:80
translate russian chapter_prologue_630fb08d:

    # "You touch the card in your coat, carried for three hundred miles."
    "Вы нащупываете за пазухой карту, которую несли с собой триста вёрст."

# game/story/ch00_prologue.rpy:84
translate russian chapter_prologue_23800209:

    # "Your grandmother's card: a white Wolf. On the back, in faded brown ink, one line in her own small, upright hand."
    "Бабушкина карта: белый Волк. На обороте выцветшими бурыми чернилами — одна строчка, её мелким прямым почерком."

# game/story/ch00_prologue.rpy:86
translate russian chapter_prologue_ca5f872a:

    # "{i}One game still owed. — I.{/i}"
    "{i}За мной ещё одна партия. — И.{/i}"

# game/story/ch00_prologue.rpy:90
translate russian chapter_prologue_5f7729ea:

    # "The week after her funeral, you packed a bag."
    "Через неделю после похорон вы собрали дорожную сумку."

# game/story/ch00_prologue.rpy:94
translate russian chapter_prologue_ea40f6f0:

    # ash_stranger "You're staring at that sign as if it owes you money."
    ash_stranger "Ты так смотришь на эту вывеску, будто она тебе денег должна."

# game/story/ch00_prologue.rpy:96
translate russian chapter_prologue_228aadea:

    # "Somebody is sitting on the barrier rail, swinging dusty boots and shuffling three cards without looking at them."
    "На перекладине шлагбаума кто-то сидит, болтает пыльными сапогами и, не глядя, тасует три карты."

# game/story/ch00_prologue.rpy:98
translate russian chapter_prologue_987a56b0:

    # mc "Does it?"
    mc "А что, должна?"

# game/story/ch00_prologue.rpy:102
translate russian chapter_prologue_bf93004b:

    # ash_stranger "In Karda? Probably. Everything here owes somebody something."
    ash_stranger "В Карде-то? Наверняка. Тут все кому-нибудь что-нибудь должны."

# game/story/ch00_prologue.rpy:104
translate russian chapter_prologue_0c65a526:

    # ash_stranger "I'm going your way. Over the line, up the long road."
    ash_stranger "Мне туда же, куда и тебе. За черту, вверх по длинной дороге."

# game/story/ch00_prologue.rpy:106
translate russian chapter_prologue_3d82ad8b:

    # mc "And who are you?"
    mc "А ты кто?"

# game/story/ch00_prologue.rpy:108
translate russian chapter_prologue_3dafdf53:

    # ash_stranger "Names are cheap on the road. People call me Ash, mostly. Call me whatever you like, if it's said kindly."
    ash_stranger "В дороге имена дёшево стоят. Обычно меня зовут Эш. А ты зови как хочешь, лишь бы по-доброму."

# game/story/ch00_prologue.rpy:112
translate russian chapter_prologue_17b27ec1:

    # ash "[ash_name]. Yes, that'll do. I've been called worse by people who liked me more."
    ash "[ash_name]. Да, сойдёт. Меня и похуже звали — и те, кто любил меня побольше."

# game/story/ch00_prologue.rpy:114
translate russian chapter_prologue_ffce29c6:

    # ash "And you?"
    ash "А тебя?"

# game/story/ch00_prologue.rpy:116
translate russian chapter_prologue_153d5e6a:

    # mc "[player_name]."
    mc "[player_name]."

# game/story/ch00_prologue.rpy:118
translate russian chapter_prologue_6ba95baa:

    # ash "[player_name]. Good. Short enough to shout across a market, long enough to carve on a stool."
    ash "[player_name]. Хорошо. Достаточно короткое, чтобы крикнуть через весь рынок, и достаточно длинное, чтобы вырезать на табуретке."

# game/story/ch00_prologue.rpy:122
translate russian chapter_prologue_a8c4cc1b:

    # ash "The toll is paid at Marta's inn, just down the slope. Nobody walks into Karda without sitting across from Marta."
    ash "Пошлину платят у Марты, на постоялом дворе, вон там, под горкой. В Карду никто не войдёт, не посидев напротив Марты."

# game/story/ch00_prologue.rpy:149
translate russian chapter_prologue_23cc9a34:

    # mc "You're not coming?"
    mc "А ты разве не идёшь?"

# game/story/ch00_prologue.rpy:151
translate russian chapter_prologue_90b4a330:

    # ash "I'm coming. I just don't play."
    ash "Иду. Я просто не играю."

# game/story/ch00_prologue.rpy:153
translate russian chapter_prologue_cd6124b4:

    # "[ash_name] says it lightly. The three cards vanish into a sleeve, quick as a trout under a stone."
    "[ash_name] говорит это легко. Три карты исчезают в рукаве — быстро, как форель под камнем."

# game/story/ch00_prologue.rpy:158
translate russian chapter_prologue_33297a7e:

    # "The inn is low and warm and smells of onions, woodsmoke and wet wool. Every table has a deck on it, the way other inns have salt."
    "Постоялый двор низкий и тёплый, пахнет луком, дымом и мокрой шерстью. На каждом столе лежит колода — как в других трактирах солонка."

# game/story/ch00_prologue.rpy:162
translate russian chapter_prologue_866248e1:

    # marta "Shut the door, you're letting the weather in. Sit. Both of you. Boots off the bench."
    marta "Закрой дверь, всю погоду напустишь. Садитесь-ка, вы двое. И сапоги с лавки долой."

# game/story/ch00_prologue.rpy:141
translate russian chapter_prologue_852bf94a:

    # marta "Travellers. Are you crossing, or just lost?"
    marta "Путники. Переходите или просто заблудились?"

# game/story/ch00_prologue.rpy:168
translate russian chapter_prologue_f1cc9685:

    # mc "Crossing. I was told the toll is paid here."
    mc "Переходим. Мне сказали, что пошлину платят здесь."

# game/story/ch00_prologue.rpy:147
translate russian chapter_prologue_0b4c87e6:

    # marta "The toll is paid here, because I say it's paid. I'm Marta. This is the Stile, the first inn in Karda and the last one out of it. The toll is one game."
    marta "Пошлину платят здесь, потому что я так говорю. Я Марта. Это «Перелаз», первый постоялый двор в Карде и последний на выходе. Пошлина — одна партия."

# game/story/ch00_prologue.rpy:174
translate russian chapter_prologue_95d10ce2:

    # mc "One game of what?"
    mc "Партия во что?"

# game/story/ch00_prologue.rpy:176
translate russian chapter_prologue_08fd313f:

    # marta "Of Durak, love. What else is there?"
    marta "В дурака, дорогуша. Во что же ещё?"

# game/story/ch00_prologue.rpy:155
translate russian chapter_prologue_df5b81e0:

    # marta "Win, and you cross with my blessing, which is worth something on this road. Lose, and you scrub my pans tonight and sit down again in the morning."
    marta "Выиграешь — пройдёшь с моим благословением, а оно на этой дороге кое-чего стоит. Проиграешь — вечером перемоешь мне сковородки, а утром снова сядешь за стол."

# game/story/ch00_prologue.rpy:187
translate russian chapter_prologue_5491d892:

    # marta "And you, the quiet one. Are you playing?"
    marta "А ты, тихоня? Играть будешь?"

# game/story/ch00_prologue.rpy:189
translate russian chapter_prologue_7b66923f:

    # ash "I'm just the luggage."
    ash "Я просто багаж."

# game/story/ch00_prologue.rpy:191
translate russian chapter_prologue_9ebdb4d4:

    # marta "Then it's you and me, love. Let's see if we can make you adequate."
    marta "Тогда играем мы с тобой, дорогуша. Посмотрим, удастся ли научить тебя играть сносно."

# game/story/ch00_prologue.rpy:179
translate russian chapter_prologue_lesson_57586d69:

    # marta "Right. Durak. The word means the fool. Nobody wins in Durak, strictly: the one left holding cards when everyone else is out, that one's the fool."
    marta "Итак. Дурак. Победителя в дураке, строго говоря, нет: у кого остались карты на руках, когда все остальные вышли, тот и дурак."

# game/story/ch00_prologue.rpy:208
translate russian chapter_prologue_lesson_2f8c23e9:

    # marta "Thirty-six cards, sixes up to aces, six each. The next card off the deck goes face up, crosswise under the rest. There."
    marta "Тридцать шесть карт, от шестёрки до туза, сдаём по шесть. Следующую карту — лицом вверх и поперёк, под колоду. Вот так."

# game/story/ch00_prologue.rpy:210
translate russian chapter_prologue_lesson_540b65cc:

    # marta "Hearts, today. That's the trump: kozyr. The littlest heart beats the proudest ace of any other suit."
    marta "Сегодня черви. Это козырь. Самая махонькая червовая карта бьёт самого гордого туза любой другой масти."

# game/story/ch00_prologue.rpy:214
translate russian chapter_prologue_lesson_60ec88ee:

    # marta "I attack with a card. Say, this seven of clubs."
    marta "Я хожу. Ну, скажем, вот этой семёркой треф."

# game/story/ch00_prologue.rpy:194
translate russian chapter_prologue_lesson_f841c439:

    # marta "You beat it with a higher club, like that nine, or with any heart. A spade or a diamond can't."
    marta "Кроешь её трефой постарше — вот хоть этой девяткой — или любой червой. А пики да бубны — никак."

# game/story/ch00_prologue.rpy:222
translate russian chapter_prologue_lesson_ba6aa435:

    # marta "Then I may throw in any card of a rank that's on the table: a seven, or a nine. That's Podkidnoy, the throw-in game."
    marta "А я могу подкинуть любую карту того достоинства, что уже лежит на столе: семёрку или девятку. Потому игра и зовётся подкидной."

# game/story/ch00_prologue.rpy:224
translate russian chapter_prologue_lesson_c22f775f:

    # mc "So every card I play to defend gives you new ammunition."
    mc "Выходит, каждая карта, которой я отбиваюсь, даёт вам новые патроны."

# game/story/ch00_prologue.rpy:228
translate russian chapter_prologue_lesson_a16bbc30:

    # marta "Listen to that. Three minutes in and already suspicious. Good."
    marta "Вы только послушайте. Три минуты за столом — и уже подозревает. Молодец."

# game/story/ch00_prologue.rpy:235
translate russian chapter_prologue_lesson_ab4cfd06:

    # marta "And if you can't beat a card, or won't, you take: the whole table goes into your hand."
    marta "А если покрыть нечем или не хочется — берёшь: всё, что на столе, уходит тебе в руку."

# game/story/ch00_prologue.rpy:217
translate russian chapter_prologue_lesson_96e2b5db:

    # marta "The rest I'll talk you through as we go. I've set the deck so the lesson comes out right."
    marta "Остальное подскажу по ходу игры. Колоду я сложила так, чтобы урок вышел как надо."

# game/story/ch00_prologue.rpy:245
translate russian chapter_prologue_lesson_058056cd:

    # mc "You stacked the deck?"
    mc "Вы подтасовали колоду?"

# game/story/ch00_prologue.rpy:249
translate russian chapter_prologue_lesson_fed17666:

    # marta "Hush! Not that word, not in a Karda inn."
    marta "Тише! Не произноси этого слова в кардском трактире."

# game/story/ch00_prologue.rpy:228
translate russian chapter_prologue_lesson_29ddab56:

    # marta "For a lesson, love. Never for money."
    marta "Для урока, дорогуша. Не ради денег."

# game/story/ch00_prologue.rpy:255
translate russian chapter_prologue_lesson_b7a5329c:

    # marta "Sit. Cut. Let's see what the border makes of you."
    marta "Садись. Снимай. Посмотрим, что о тебе скажет граница."

# game/story/ch00_prologue.rpy:275
translate russian chapter_prologue_rematch_f19fa9a8:

    # marta "Back again? Good. The table's warm and the deck's still cut. Same deal, same lesson."
    marta "Опять ты? Вот и славно. Стол тёплый, колода снята. Та же сдача, тот же урок."

# game/story/ch00_prologue.rpy:277
translate russian chapter_prologue_rematch_2247e3a8:

    # marta "Sit down, love."
    marta "Садись, дорогуша."

# game/story/ch00_prologue.rpy:288
translate russian chapter_prologue_win_5e0645a1:

    # marta "Well, look at that. The border's got an empty-handed traveller and a full-handed innkeeper. I'm the durak."
    marta "Ну надо же. У тебя руки пустые, а у трактирщицы — полные. Дурак — я."

# game/story/ch00_prologue.rpy:292
translate russian chapter_prologue_win_510989ba:

    # marta "Don't look so pleased. I was teaching. ...Alright, look a little pleased. You earned it."
    marta "Не сияй так. Я же учила. …Ладно, посияй немножко. Заслужено."

# game/story/ch00_prologue.rpy:294
translate russian chapter_prologue_win_eb914005:

    # mc "You said your blessing was worth something."
    mc "Вы говорили, что ваше благословение кое-чего стоит."

# game/story/ch00_prologue.rpy:296
translate russian chapter_prologue_win_21d17226:

    # marta "So it is. Give me your papers."
    marta "Так и есть. Давай сюда бумаги."

# game/story/ch00_prologue.rpy:298
translate russian chapter_prologue_win_77d484ee:

    # "She looks your papers over the way a carpenter looks at a plank: fondly, and for cracks. Then she takes a pencil from behind her ear and draws a small, neat six of hearts in the corner."
    "Она оглядывает ваши бумаги, как плотник доску: с любовью и на предмет трещин. Потом достаёт из-за уха карандаш и рисует в уголке маленькую аккуратную шестёрку червей."

# game/story/ch00_prologue.rpy:300
translate russian chapter_prologue_win_63e4c634:

    # marta "Show that to anyone on the road. It means: Marta sat with this one and was not ashamed. You'll get a fair deal and a clean bed for it, mostly."
    marta "Показывай это всем на дороге. Это значит: «Марта сидела за столом с этим человеком и не стыдилась». За это тебе дадут честную игру и чистую постель. Обычно."

# game/story/ch00_prologue.rpy:306
translate russian chapter_prologue_win_6217123e:

    # marta "And you went out on a trump. That's a nice way to leave a table."
    marta "И последняя карта — козырь. Красиво уходишь из-за стола."

# game/story/ch00_prologue.rpy:308
translate russian chapter_prologue_win_29a907f2:

    # marta "And you held [story_cards] at one point, and still climbed out. That's not luck, love. That's nerve."
    marta "А ведь на руках у тебя в какой-то миг было [story_cards] — и всё равно выход нашёлся. Это не удача, дорогуша. Это характер."

# game/story/ch00_prologue.rpy:310
translate russian chapter_prologue_win_1a94e6fb:

    # marta "Now a piece of advice, free, which is more than anyone else in Karda will give you. Keep your trumps for when they matter. A player who beats everything with trumps is rich at breakfast and a beggar by supper."
    marta "А теперь совет, даром, а это больше, чем тебе даст кто-нибудь ещё в Карде. Береги козыри до поры. Кто всё бьёт козырями, тот к завтраку богач, а к ужину нищий."

# game/story/ch00_prologue.rpy:312
translate russian chapter_prologue_win_a30c1859:

    # marta "And watch what you give the attacker. Every card you beat with is a rank they can throw in."
    marta "И смотри, что даёшь атакующему. Каждая карта, которой ты отбиваешься, — это достоинство, которое тебе могут подкинуть."

# game/story/ch00_prologue.rpy:294
translate russian chapter_prologue_win_6ad6d679:

    # ash "That was well played. Properly well played."
    ash "Хорошо сыграно. По-настоящему хорошо."

# game/story/ch00_prologue.rpy:319
translate russian chapter_prologue_win_2c2b0f0d:

    # mc "You were watching closely for someone who doesn't play."
    mc "Для того, кто не играет, ты очень уж внимательно следишь за столом."

# game/story/ch00_prologue.rpy:323
translate russian chapter_prologue_win_004d9524:

    # ash "...I watch everything. It's cheaper than playing."
    ash "…Я смотрю на всё. Это дешевле, чем играть."

# game/story/ch00_prologue.rpy:333
translate russian chapter_prologue_draw_4f57ee2f:

    # marta "Both of us out at once! Now there's a thing."
    marta "Оба вышли разом! Вот так штука."

# game/story/ch00_prologue.rpy:337
translate russian chapter_prologue_draw_02e4b130:

    # marta "At the border we call that a handshake. Nobody's the fool, nobody's the winner. It's not a pass, mind, so you'll sit down with me again when you're ready. But I like you better already."
    marta "На границе это называют рукопожатием. Никто не дурак, никто не победитель. Но это не пропуск, учти, так что сядешь со мной ещё раз, когда захочешь. А ты мне уже больше нравишься."

# game/story/ch00_prologue.rpy:347
translate russian chapter_prologue_loss_038524c7:

    # marta "Durak! There, it's said, and the roof is still on."
    marta "Дурак! Ну вот, сказано, а крыша на месте."

# game/story/ch00_prologue.rpy:349
translate russian chapter_prologue_loss_69f46749:

    # mc "I thought I had it for a moment."
    mc "На миг мне показалось, что партия моя."

# game/story/ch00_prologue.rpy:355
translate russian chapter_prologue_loss_c200021d:

    # marta "Everybody thinks that, love. Then you spent a trump on [story_rank]. We all do it, the first time. I did it in this very chair when my knees were still pretty."
    marta "Это всем так кажется, дорогуша. А потом козырь уходит на [story_rank]. В первый раз все так делают. Я сама так сделала, на этом самом стуле, когда коленки у меня были ещё хорошенькие."

# game/story/ch00_prologue.rpy:357
translate russian chapter_prologue_loss_29df89a1:

    # marta "Everybody thinks that, love. Then you picked up the table time after time, and ended up holding [story_cards] at once. A full hand is a slow hand."
    marta "Это всем так кажется, дорогуша. А потом стол раз за разом уходил к тебе в руку, и под конец там было [story_cards] разом. Полная рука — медленная рука."

# game/story/ch00_prologue.rpy:359
translate russian chapter_prologue_loss_12c5199d:

    # marta "Everybody thinks that, love, and then the cards run away from them. We all have that, the first time. I had it in this very chair when my knees were still pretty."
    marta "Это всем так кажется, дорогуша, а потом карты убегают. У всех так в первый раз. У меня так было на этом самом стуле, когда коленки у меня были ещё хорошенькие."

# game/story/ch00_prologue.rpy:361
translate russian chapter_prologue_loss_ff7f5d55:

    # marta "Here's the bargain. You scrub those pans, you sleep on it, and then you sit down across from me again. The table will be here. It's always here. Come back whenever you're ready and we'll play the lesson through once more."
    marta "Уговор такой. Отдраишь сковородки, выспишься, а потом снова сядешь напротив меня. Стол никуда не денется. Он всегда здесь. Возвращайся, когда почувствуешь, что пора, и пройдём урок ещё раз."

# game/story/ch00_prologue.rpy:366
translate russian chapter_prologue_loss_36996a63:

    # ash "I'll dry."
    ash "Я буду вытирать."

# game/story/ch00_prologue.rpy:370
translate russian chapter_prologue_loss_adff291a:

    # marta "Ha! The luggage does dishes. Wonders never cease."
    marta "Ха! Багаж моет посуду. Чудеса, да и только."

# game/story/ch00_prologue.rpy:378
translate russian chapter_prologue_after_a5b5e382:

    # marta "Hm. Have we met? There's something about your face."
    marta "Хм. Мы не встречались? Что-то в твоём лице знакомое."

# game/story/ch00_prologue.rpy:382
translate russian chapter_prologue_after_afaec44a:

    # ash "I've got one of those faces. Everybody's cousin looks like me."
    ash "Лицо у меня такое. Все чьи-нибудь двоюродные на меня похожи."

# game/story/ch00_prologue.rpy:386
translate russian chapter_prologue_after_5401faf9:

    # marta "Maybe so."
    marta "Может, и так."

# game/story/ch00_prologue.rpy:388
translate russian chapter_prologue_after_9d9d5611:

    # "Marta looks at [ash_name] a heartbeat too long. Then she wipes her hands on her apron and turns back to you."
    "[ash_name] ловит на себе взгляд Марты — на удар сердца дольше, чем нужно. Потом Марта вытирает руки о фартук и снова поворачивается к вам."

# game/story/ch00_prologue.rpy:393
translate russian chapter_prologue_after_f44df744:

    # mc "Before I go. Do you know what this is?"
    mc "Перед дорогой — вы знаете, что это такое?"

# game/story/ch00_prologue.rpy:394
translate russian chapter_prologue_after_188bfe35:

    # "You lay the white Wolf on the table."
    "Вы кладёте на стол белого Волка."

# game/story/ch00_prologue.rpy:397
translate russian chapter_prologue_after_8378ae4b:

    # marta "Put that away."
    marta "Убери."

# game/story/ch00_prologue.rpy:398
translate russian chapter_prologue_after_cb1bf1ba:

    # marta "No, I mean it, put it away. Don't wave that about in a Karda inn. Half the room just stopped chewing."
    marta "Нет, я серьёзно, убери. Не размахивай этим в кардском трактире. Полкомнаты жевать перестало."

# game/story/ch00_prologue.rpy:400
translate russian chapter_prologue_after_6a51fd47:

    # "You slip the card back into your coat. Slowly, the spoons start moving again."
    "Вы прячете карту обратно за пазуху. Ложки понемногу снова начинают стучать."

# game/story/ch00_prologue.rpy:401
translate russian chapter_prologue_after_21fd318f:

    # marta "That's from the White Hunter's deck. Where on earth did you get it?"
    marta "Это из колоды Белого Охотника. Откуда она у тебя, скажи на милость?"

# game/story/ch00_prologue.rpy:402
translate russian chapter_prologue_after_14d5101b:

    # mc "It was my grandmother's. It says a game is still owed."
    mc "Она была бабушкина. Там написано, что за ней ещё одна партия."

# game/story/ch00_prologue.rpy:404
translate russian chapter_prologue_after_9c755c3e:

    # marta "Then somebody has been waiting a very long time."
    marta "Значит, кто-то ждёт уже очень долго."

# game/story/ch00_prologue.rpy:407
translate russian chapter_prologue_after_9912d76a:

    # mc "What's up the road, past your inn?"
    mc "А что там, дальше по дороге, за вашим двором?"

# game/story/ch00_prologue.rpy:408
translate russian chapter_prologue_after_2660e593:

    # marta "The whole of Karda, love. Temples and towers and a bridge and a market. And at the very end, past the snow, the White Hunter's lodge."
    marta "Вся Карда, дорогуша. Храмы и башни, мост и рынок. А в самом конце, за снегами, — сторожка Белого Охотника."

# game/story/ch00_prologue.rpy:409
translate russian chapter_prologue_after_dfc8c3a5:

    # mc "The White Hunter?"
    mc "Белого Охотника?"

# game/story/ch00_prologue.rpy:386
translate russian chapter_prologue_after_d83a97f3:

    # marta "The last table in the country. Nobody goes up there for fun, love. People go up there when every other table has said no."
    marta "Последний стол в стране. Ради забавы туда никто не ходит, дорогуша. Туда идут, когда все остальные столы сказали «нет»."

# game/story/ch00_prologue.rpy:415
translate russian chapter_prologue_after_ceb6996c:

    # marta "Listen. In Karda we don't have judges. When two people quarrel, over a debt, a fence, a dowry, a borrowed donkey, they sit down and play. And the table's word is final."
    marta "Слушай. Судей в Карде нет. Если двое поссорятся — из-за долга, забора, приданого, одолженного осла, — они садятся и играют. И слово стола — последнее."

# game/story/ch00_prologue.rpy:417
translate russian chapter_prologue_after_9f7a58fe:

    # marta "But sometimes a dispute is too big for any table in the valleys. Then it goes up the mountain, to the lodge, to the Hunter. He's the last word. There's been a Hunter on that mountain since before the border had a barrier."
    marta "Но бывает, что спор слишком велик для любого стола в долинах. Тогда он уходит в гору, в сторожку, к Охотнику. Его слово — окончательное. Охотник сидел на той горе ещё тогда, когда на границе и шлагбаума не было."

# game/story/ch00_prologue.rpy:419
translate russian chapter_prologue_after_eb83b130:

    # marta "If your business is with him, you'll need to be good. Very good. Tonight you were adequate. It's a start."
    marta "Если у тебя дело к нему, играть придётся хорошо. Очень хорошо. Сегодня вышло сносно. Для начала сойдёт."

# game/story/ch00_prologue.rpy:424
translate russian chapter_prologue_after_c06f25ed:

    # "That night the inn goes quiet early. Karda, it seems, goes to bed at ten and gets up to argue at six."
    "Вечером трактир затихает рано. Карда, похоже, ложится в десять, а встаёт спорить в шесть."

# game/story/ch00_prologue.rpy:401
translate russian chapter_prologue_after_903c84e2:

    # "You sit by the window of your little room under the eaves, turning the white card over. Your grandmother kept it in her prayer book for forty years and never once explained it. Down below, [ash_name] is on the woodpile, shuffling those three cards again."
    "Вы сидите у окна своей каморки под самой крышей и вертите в руках белую карту. Сорок лет бабушка хранила её в молитвеннике и так ни разу ничего не объяснила. Внизу, на поленнице, [ash_name] снова тасует свои три карты."

# game/story/ch00_prologue.rpy:430
translate russian chapter_prologue_after_53b66ca9:

    # ash "Can't sleep either?"
    ash "Тоже не спится?"

# game/story/ch00_prologue.rpy:433
translate russian chapter_prologue_after_19552628:

    # mc "I keep thinking about the card. Marta knew what it was."
    mc "Всё думаю про карту. Марта знала, что это такое."

# game/story/ch00_prologue.rpy:434
translate russian chapter_prologue_after_46bf0e99:

    # ash "Everyone in Karda knows a white card when they see one. You saw the room go quiet."
    ash "Белую карту в Карде узнает каждый. Видишь же, как весь зал притих."

# game/story/ch00_prologue.rpy:436
translate russian chapter_prologue_after_5c83ccb1:

    # mc "I keep thinking about the card. And the Hunter, at the end of the road."
    mc "Всё думаю про карту. И про Охотника в конце дороги."

# game/story/ch00_prologue.rpy:437
translate russian chapter_prologue_after_86e87185:

    # ash "Everyone in Karda knows about the Hunter. He's the sort of story mothers tell to get children to play fair."
    ash "Про Охотника в Карде знают все. Такой сказкой матери уговаривают детей играть честно."

# game/story/ch00_prologue.rpy:439
translate russian chapter_prologue_after_767dda5b:

    # mc "Do you know him?"
    mc "А ты его знаешь?"

# game/story/ch00_prologue.rpy:443
translate russian chapter_prologue_after_ebe11991:

    # ash "I know of him. Everyone knows of him."
    ash "Знаю, что о нём говорят. Все знают."

# game/story/ch00_prologue.rpy:445
translate russian chapter_prologue_after_4d7d5392:

    # "It is not quite an answer. You let it go, for now."
    "Это не совсем ответ. Но пока вы не настаиваете."

# game/story/ch00_prologue.rpy:447
translate russian chapter_prologue_after_942b0ad1:

    # mc "Marta thought she knew your face."
    mc "Марте твоё лицо показалось знакомым."

# game/story/ch00_prologue.rpy:451
translate russian chapter_prologue_after_7637e691:

    # ash "Marta thinks she knows everybody's face. It's an innkeeper's disease. Give her a week and she'll think she knows yours."
    ash "Марте все лица кажутся знакомыми. Трактирщицкая болезнь. Дай ей неделю — и твоё тоже покажется."

# game/story/ch00_prologue.rpy:431
translate russian chapter_prologue_after_2fab9b7f:

    # ash "You never said, [player_name]. What brings a sensible person to the one country in the world where a quarrel over a fence can end with somebody losing their goat?" nointeract
    ash "Слушай, [player_name], а что всё-таки приводит здравомыслящего человека в единственную на свете страну, где спор из-за забора может кончиться тем, что кто-то останется без козы?" nointeract

# game/story/ch00_prologue.rpy:435
translate russian chapter_prologue_after_6ccb2949:

    # mc "My grandmother left me something. A card, and a debt written on the back of it. I mean to find out what she owed, and pay it."
    mc "Бабушка оставила мне одну вещь. Карту — и долг, записанный на её обороте. Хочу узнать, что она была должна, и расплатиться."

# game/story/ch00_prologue.rpy:437
translate russian chapter_prologue_after_43d30495:

    # ash "Then you're in the right country. Karda never forgets a debt. It just forgets to tell you the interest."
    ash "Тогда тебе точно сюда. Карда никогда не забывает долгов. Только забывает сказать, сколько набежало процентов."

# game/story/ch00_prologue.rpy:441
translate russian chapter_prologue_after_a03dd02d:

    # mc "Everyone back home talks about Karda. The land of cards. I wanted to see whether it's real."
    mc "Дома все только и говорят, что о Карде. Страна карт. Хочу увидеть, правда ли она есть."

# game/story/ch00_prologue.rpy:443
translate russian chapter_prologue_after_ff161f1e:

    # ash "Oh, it's real. Real enough to take your boots off you if you play badly. But you'll see things, I promise."
    ash "О, ещё какая правда. Такая, что сапоги с тебя снимет, если будешь плохо играть. Но насмотришься всякого, обещаю."

# game/story/ch00_prologue.rpy:447
translate russian chapter_prologue_after_ebf8a375:

    # mc "That's my own business."
    mc "Это моё личное дело."

# game/story/ch00_prologue.rpy:449
translate russian chapter_prologue_after_aae57e41:

    # ash "A traveller with a secret. Wonderful. You'll fit right in. Half of Karda is people with secrets, and the other half is people trying to win them at cards."
    ash "С тайной, значит. Чудесно. Тебе тут самое место. Пол-Карды — люди с тайнами, а вторая половина пытается выиграть их в карты."

# game/story/ch00_prologue.rpy:455
translate russian chapter_prologue_after_461baa9d:

    # ash "Tomorrow the road forks. The north road climbs to the temple, where a lady who calls herself the goddess of luck takes tolls from everyone who passes. The river road runs east to an old tower full of scorch marks and an apprentice who sets things on fire."
    ash "Завтра дорога раздваивается. Северная поднимается к храму, где дама, называющая себя богиней удачи, собирает пошлину со всех прохожих. Речная уходит на восток, к старой башне в подпалинах и к ученице, которая всё поджигает."

# game/story/ch00_prologue.rpy:457
translate russian chapter_prologue_after_3fceda9e:

    # ash "Both roads meet again at the big bridge, and the knight there likes people who've been tested."
    ash "Дороги снова сходятся у большого моста, а рыцарь на мосту любит тех, кто прошёл испытания."

# game/story/ch00_prologue.rpy:459
translate russian chapter_prologue_after_5c4eca71:

    # mc "Which first?"
    mc "Куда сначала?"

# game/story/ch00_prologue.rpy:463
translate russian chapter_prologue_after_a33b02dc:

    # ash "Your choice. You're the one with the card."
    ash "Тебе решать. Карта-то у тебя."

# game/story/ch00_prologue.rpy:466
translate russian chapter_prologue_after_011e569c:

    # ash "And the debt. Don't forget the debt. It's got forty years of interest on it, by now."
    ash "И долг. Не забывай про долг. За сорок лет на нём наросли уже изрядные проценты."

# game/story/ch00_prologue.rpy:468
translate russian chapter_prologue_after_aad9f7a9:

    # ash "You wanted to see Karda. Well, here it comes. All of it, one table at a time."
    ash "Хотелось увидеть Карду? Ну вот она. Вся, стол за столом."

# game/story/ch00_prologue.rpy:470
translate russian chapter_prologue_after_5151f141:

    # ash "And the secret. Keep it warm. Karda will try to win it off you."
    ash "И тайну. Береги её за пазухой. Карда попробует её у тебя выиграть."

# game/story/ch00_prologue.rpy:472
translate russian chapter_prologue_after_de75dd1e:

    # "Then [ash_name] swings down off the woodpile, yawns hugely, and goes to bed, and you are left with the moon and the dark pines."
    "Потом [ash_name] соскальзывает с поленницы, широко зевает и уходит спать, а вы остаётесь наедине с луной и тёмными соснами."

# game/story/ch00_prologue.rpy:476
translate russian chapter_prologue_after_55761244:

    # "Somewhere far beyond them, at the end of the road, someone has been waiting for a game."
    "Где-то далеко за ними, в самом конце дороги, кто-то всё ещё ждёт свою партию."

translate russian strings:

    # game/story/ch00_prologue.rpy:78
    old "I've come to settle my grandmother's debt."
    new "Хочу уплатить бабушкин долг."

    # game/story/ch00_prologue.rpy:78
    old "I want to see the country everyone talks about."
    new "Хочу увидеть страну, о которой все говорят."

    # game/story/ch00_prologue.rpy:78
    old "I'd rather not say."
    new "Предпочитаю не говорить."

    # game/story/ch00_prologue.rpy:161
    old "Show Marta your grandmother's card."
    new "Показать Марте бабушкину карту."

    # game/story/ch00_prologue.rpy:161
    old "Ask Marta about the road ahead."
    new "Спросить Марту, что там дальше по дороге."
