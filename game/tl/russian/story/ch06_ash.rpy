# TODO: Translation updated at 2026-11-30 16:58

# game/story/ch06_ash.rpy:19
translate russian chapter_ash_2ddf36ee:

    # "[ash_name] has built a fire at the edge of the pine forest, with a flat stone between two logs for a table."
    "У края соснового леса горит костёр. [ash_name] сидит у огня: два бревна, а между ними — плоский камень вместо стола."

# game/story/ch06_ash.rpy:25
translate russian chapter_ash_96ed2571:

    # ash "You found me. Sit down. Warm your hands. I made tea. It's terrible."
    ash "А, вот и ты. Садись. Грей руки. Чай готов. Ужасный."

# game/story/ch06_ash.rpy:28
translate russian chapter_ash_ddee8d8d:

    # mc "Lina drew me the last stretch. A stone wolf, a one-log bridge, and lanterns in the pines."
    mc "Лина нарисовала мне последний отрезок. Каменный волк, мост из одного бревна и фонари среди сосен."

# game/story/ch06_ash.rpy:30
translate russian chapter_ash_e4c41b8a:

    # ash "Lanterns. He still lights them, then."
    ash "Фонари. Значит, он всё ещё их зажигает."

# game/story/ch06_ash.rpy:34
translate russian chapter_ash_abb79ffe:

    # mc "You said there was something you owed me."
    mc "Помнишь, вечером после рынка: «За мной должок». Какой?"

# game/story/ch06_ash.rpy:36
translate russian chapter_ash_7dca34b2:

    # ash "Yes. I did say that."
    ash "Помню. Было такое."

# game/story/ch06_ash.rpy:42
translate russian chapter_ash_b76203d6:

    # mc "Start with the shuffle. Vix said there's only one table in Karda that teaches it."
    mc "Начни с того, как ты тасуешь. Викс сказала, что так учат только за одним столом в Карде."

# game/story/ch06_ash.rpy:40
translate russian chapter_ash_be705772:

    # ash "Vix is right. I learned it at the White Hunter's lodge, along with dealing, counting, and losing without crying."
    ash "Викс права. Этому учат в сторожке Белого Охотника — там же, где учат сдавать, считать карты и проигрывать без слёз."

# game/story/ch06_ash.rpy:42
translate russian chapter_ash_68fbc05e:

    # ash "I grew up there, [player_name]. He found me in the snow when I was very small, next to a burnt-out wagon, and raised me. I'm his apprentice. I was, anyway."
    ash "Там прошло моё детство, [player_name]. Он нашёл меня в снегу, совсем крохой, возле сгоревшей повозки, и вырастил. Я у него в учениках. По крайней мере, так было."

# game/story/ch06_ash.rpy:46
translate russian chapter_ash_81a5438f:

    # ash "This spring, as soon as the pass opened, he sent me across the border with a letter, to an old woman called Ilse."
    ash "Этой весной, едва открылся перевал, он отправил меня с письмом за границу, к старой женщине по имени Ильза."

# game/story/ch06_ash.rpy:52
translate russian chapter_ash_edd1e74e:

    # mc "My grandmother."
    mc "К моей бабушке."

# game/story/ch06_ash.rpy:50
translate russian chapter_ash_fb85d70c:

    # ash "I got there the week of her funeral, with his letter in my coat. And then I saw you at the graveside, turning a white card over and over in your hands."
    ash "Добираюсь туда в неделю её похорон, с его письмом за пазухой. А потом вижу тебя у могилы: ты всё вертишь и вертишь в руках белую карту."

# game/story/ch06_ash.rpy:52
translate russian chapter_ash_078e4e77:

    # ash "So I didn't give you the letter. I followed you, and at the border I sat on that barrier and pretended to be a stranger."
    ash "Так что письмо я не отдаю. Иду за тобой следом, а у границы сажусь на тот шлагбаум и делаю вид, что мы не знакомы."

# game/story/ch06_ash.rpy:56
translate russian chapter_ash_1e12943a:

    # mc "Why didn't you tell me?"
    mc "Почему ни слова?"

# game/story/ch06_ash.rpy:58
translate russian chapter_ash_22afb87e:

    # ash "Because of the lodge's rule."
    ash "Из-за правила сторожки."

# game/story/ch06_ash.rpy:60
translate russian chapter_ash_f8c5ea6f:

    # ash "When his last dispute is settled, the Hunter lays down the white deck, and his apprentice takes it up and never leaves the mountain again. Not for a day. I'm the apprentice, [player_name]. When you finish her game, I get the lodge. And the snow."
    ash "Когда решён последний спор Охотника, он складывает белую колоду, её берёт ученик — и больше никогда не покидает гору. Ни на день. И поднимать её мне, [player_name]. Доиграешь её партию — и мне достанется сторожка. И снег."

# game/story/ch06_ash.rpy:65
translate russian chapter_ash_31018d5d:

    # mc "Every mile. You let me think you were just somebody going the same way."
    mc "Каждую версту. И всю дорогу — «просто нам по пути»."

# game/story/ch06_ash.rpy:83
translate russian chapter_ash_24600e91:

    # ash "I was going the same way. That part was true. I lied. I'm sorry. I'm not asking you to say it's alright."
    ash "Мне и впрямь было по пути. Это правда. Всё остальное — враньё. Прости. Не прошу говорить, что всё в порядке."

# game/story/ch06_ash.rpy:84
translate russian chapter_ash_4a3af216:

    # mc "Good. Because it isn't. Not yet."
    mc "Хорошо. Потому что не в порядке. Пока нет."

# game/story/ch06_ash.rpy:85
translate russian chapter_ash_5a2fa41a:

    # ash "Not yet is more than I expected."
    ash "«Пока нет» — уже больше, чем можно было надеяться."

# game/story/ch06_ash.rpy:73
translate russian chapter_ash_e2d1a266:

    # mc "You've been carrying that letter and that choice by yourself, every mile to this fire."
    mc "Ты несёшь это письмо и этот выбор в одиночку — каждую версту до этого костра."

# game/story/ch06_ash.rpy:91
translate russian chapter_ash_442c39b9:

    # ash "That's... not what I thought you'd say."
    ash "Вот уж чего… не ожидалось услышать."

# game/story/ch06_ash.rpy:77
translate russian chapter_ash_272c9ef7:

    # ash "I kept waiting for you to shout. It would have been easier."
    ash "Всю дорогу жду, что ты закричишь. Так было бы легче."

# game/story/ch06_ash.rpy:94
translate russian chapter_ash_05217c7d:

    # mc "I might shout later. Right now you look too tired to shout at."
    mc "Может, покричу потом. А сейчас у тебя слишком усталый вид, чтобы на тебя кричать."

# game/story/ch06_ash.rpy:82
translate russian chapter_ash_ab6a8a45:

    # ash "So let a table settle it. If I win, you don't go up the mountain. We go and see the rest of the world, and I never pick up that deck."
    ash "Так пусть решит стол. Если выиграю я, ты не пойдёшь в гору. Пойдём смотреть остальной мир, и та колода мне в руки не попадёт."

# game/story/ch06_ash.rpy:102
translate russian chapter_ash_3aec1ec3:

    # mc "And if I win?"
    mc "А если выиграю я?"

# game/story/ch06_ash.rpy:104
translate russian chapter_ash_4694c79f:

    # ash "Then I walk up with you, and I stand next to you at his table, and I don't run. Whatever it costs me."
    ash "Тогда я иду с тобой наверх, встаю рядом с тобой у его стола и не бегу. Чего бы мне это ни стоило."

# game/story/ch06_ash.rpy:90
translate russian chapter_ash_8b486df6:

    # ash "Warfare, then. The lodge game: a snowstorm lasts three days, Durak ten minutes, and Warfare just long enough."
    ash "Значит, «Война». Игра сторожки: метель длится три дня, партия в дурака — десять минут, а «Война» — в самый раз."

# game/story/ch06_ash.rpy:130
translate russian chapter_ash_rematch_90d55af3:

    # ash "Back to the fire? Good. I kept the tea hot. It's still terrible."
    ash "Снова к костру? Хорошо. Чай ещё горячий. И всё такой же ужасный."

# game/story/ch06_ash.rpy:132
translate russian chapter_ash_rematch_041c8dcd:

    # ash "Sit down, [player_name]. I'll talk you through it again as we play, if you want me to."
    ash "Садись, [player_name]. Если хочешь, снова буду подсказывать по ходу."

# game/story/ch06_ash.rpy:108
translate russian chapter_ash_rematch_73f4e30d:

    # ash "Sit down, [player_name]. Same game, same stake."
    ash "Садись, [player_name]. Игра та же, ставка та же."

# game/story/ch06_ash.rpy:139
translate russian chapter_ash_climb_back_32624e30:

    # "It is a cold walk back up to the clearing, and it feels twice as long as it did the first time."
    "Обратно к поляне идти холодно, и путь кажется вдвое длиннее, чем в первый раз."

# game/story/ch06_ash.rpy:141
translate russian chapter_ash_climb_back_e73b45d4:

    # "The fire is smaller than it was. [ash_name] sits on the far side of it, wrapped in a blanket, and does not get up to pour you any tea."
    "Костёр меньше, чем был. [ash_name] сидит по ту сторону огня, закутавшись в одеяло, и не встаёт, чтобы налить вам чаю."

# game/story/ch06_ash.rpy:145
translate russian chapter_ash_climb_back_e9e52b9b:

    # ash "You came back up. I wasn't sure you would, after that walk."
    ash "Всё-таки ты здесь. Не верилось, что придёшь после такой дороги."

# game/story/ch06_ash.rpy:147
translate russian chapter_ash_climb_back_9ab77926:

    # ash "The stake stands as it stood. Win, and I climb the mountain beside you. Lose, and we walk down again. Sit down, [player_name]."
    ash "Ставка прежняя. Выиграешь — я иду с тобой на гору. Проиграешь — снова спускаемся вниз. Садись, [player_name]."

# game/story/ch06_ash.rpy:171
translate russian chapter_ash_win_6ee5057a:

    # ash "You've more points. You've actually got more points."
    ash "У тебя больше очков. У тебя правда больше очков."

# game/story/ch06_ash.rpy:175
translate russian chapter_ash_win_418cea0b:

    # mc "You let [story_rank] go to me, at the end. On the last pick."
    mc "Под конец тебе было не жалко отдать мне [story_rank]. В последнем сражении, из открытых карт."

# game/story/ch06_ash.rpy:179
translate russian chapter_ash_win_397200db:

    # ash "I didn't let it. I just didn't fight very hard. There's a difference. Ask [brandt_name]."
    ash "Никто ничего не отдавал. Просто бороться не очень хотелось. Это разные вещи. Спроси у [brandt_gen]."

# game/story/ch06_ash.rpy:181
translate russian chapter_ash_win_979401f7:

    # mc "That was close. A card either way, and it was yours."
    mc "Было близко. Одна карта туда-сюда — и победа твоя."

# game/story/ch06_ash.rpy:185
translate russian chapter_ash_win_b4ebbaf0:

    # ash "I know. I counted every point. There's nothing worse than counting a game you're losing."
    ash "Знаю. Каждое очко на счету. Нет ничего хуже, чем считать партию, которая уходит из рук."

# game/story/ch06_ash.rpy:187
translate russian chapter_ash_win_41d2914a:

    # mc "You didn't make it easy."
    mc "Легко не было."

# game/story/ch06_ash.rpy:191
translate russian chapter_ash_win_5bcf0d31:

    # ash "I didn't make it hard enough, either. There's a difference. Ask [brandt_name]."
    ash "Но и по-настоящему трудно тоже не было. Это разные вещи. Спроси у [brandt_gen]."

# game/story/ch06_ash.rpy:196
translate russian chapter_ash_win_bab54e0f:

    # ash "No. That's not the whole truth, and I promised to stop lying. You beat me, properly. You kept losing the small battles on purpose so you could choose the cards, didn't you?"
    ash "Нет. Это не вся правда, а я же обещаю больше не врать. Победа твоя, честная. Мелкие сражения ты нарочно сдаёшь, чтобы выбирать карты, да?"

# game/story/ch06_ash.rpy:204
translate russian chapter_ash_win_0bb30e35:

    # mc "Is that what he'd say?"
    mc "Он бы так и сказал?"

# game/story/ch06_ash.rpy:209
translate russian chapter_ash_win_d9f313f8:

    # ash "Then it's settled. I'm coming up the mountain with you. And I'm not running."
    ash "Значит, решено. Я иду с тобой в гору. И бежать не стану."

# game/story/ch06_ash.rpy:212
translate russian chapter_ash_win_a9a66fb2:

    # ash "Then it's settled. I'm coming up the mountain with you, whether you've forgiven me or not. That part can wait. The table's said what it said."
    ash "Значит, решено. Я иду с тобой в гору — простишь ты меня или нет. Это может подождать. Стол сказал своё слово."

# game/story/ch06_ash.rpy:213
translate russian chapter_ash_win_e0d73ceb:

    # mc "...It's a start, [ash_name]."
    mc "…Это начало, [ash_name]."

# game/story/ch06_ash.rpy:215
translate russian chapter_ash_win_0423efde:

    # ash "It's a start."
    ash "Это начало."

# game/story/ch06_ash.rpy:218
translate russian chapter_ash_win_7227e20a:

    # ash "And nobody walks down the road tonight."
    ash "И сегодня ночью никто не спускается вниз."

# game/story/ch06_ash.rpy:222
translate russian chapter_ash_win_da8885a0:

    # "[ash_name] takes a folded letter from inside one sleeve. The paper is soft and grey from being carried. It has never been opened."
    "[ash_name] достаёт из рукава сложенное письмо. Бумага мягкая и посеревшая — так долго её носили. Его ни разу не вскрывали."

# game/story/ch06_ash.rpy:224
translate russian chapter_ash_win_8c0386df:

    # ash "His letter. It's for her, so I suppose it's yours. I couldn't hand it over before we played. It would have been like playing with a marked card."
    ash "Его письмо. Оно ей, значит, теперь тебе. До игры отдавать его было нельзя: всё равно что играть краплёной картой."

# game/story/ch06_ash.rpy:230
translate russian chapter_ash_win_f136c692:

    # ash "When you finish Ilse's game, he'll lay down the deck. And he'll look at me."
    ash "Когда ты доиграешь партию Ильзы, он сложит колоду. И посмотрит на меня."

# game/story/ch06_ash.rpy:232
translate russian chapter_ash_win_b031c700:

    # mc "Then we'll think of something, when he does. Something that isn't you alone in the snow."
    mc "Тогда и придумаем что-нибудь, когда посмотрит. Что-нибудь, где ты не будешь в снегу в одиночестве."

# game/story/ch06_ash.rpy:236
translate russian chapter_ash_win_00caabad:

    # ash "You say that as if there's a choice."
    ash "Ты так говоришь, будто есть выбор."

# game/story/ch06_ash.rpy:238
translate russian chapter_ash_win_8dd29558:

    # mc "This is Karda. There's always a table."
    mc "Это Карда. Здесь всегда есть стол."

# game/story/ch06_ash.rpy:240
translate russian chapter_ash_win_3335e161:

    # "[ash_name] laughs, the first real laugh you have heard since the border, and throws another log on the fire."
    "[ash_name] смеётся — впервые по-настоящему с самой границы — и подбрасывает в костёр ещё полено."

# game/story/ch06_ash.rpy:250
translate russian chapter_ash_rename_76564893:

    # ash "He called me Ash, after the fire he found me beside. When I told you that was my name, on the barrier, it was the only true thing I said that day."
    ash "Он назвал меня Эш — «пепел», по костру, у которого меня нашёл. Имя, названное тебе тогда на шлагбауме, — единственная правда за весь тот день."

# game/story/ch06_ash.rpy:252
translate russian chapter_ash_rename_fc0181cd:

    # ash "He called me Ash, after the fire he found me beside. And then you called me [ash_name], on the barrier, and I liked it better, because you gave it to me without knowing what I was."
    ash "Он назвал меня Эш — «пепел», по костру, у которого меня нашёл. А на шлагбауме ты зовёшь меня «[ash_name]» — просто так, не зная, кто перед тобой. Это имя мне нравится больше."

# game/story/ch06_ash.rpy:254
translate russian chapter_ash_rename_eab80a06:

    # ash "You named me once at the border, while I was lying to you. I'd like you to name me again, now that I'm not."
    ash "На границе ты даёшь мне имя, а я тебе вру. Теперь врать больше незачем — дай мне имя ещё раз."

# game/story/ch06_ash.rpy:256
translate russian chapter_ash_rename_b402251d:

    # ash "Whatever you choose, I'll keep it. Even on the mountain."
    ash "Какое ни выберешь, я его сохраню. Даже на горе."

# game/story/ch06_ash.rpy:264
translate russian chapter_ash_rename_79a2781d:

    # ash "[ash_name]. A new name for a new start. Thank you."
    ash "[ash_name]. Новое имя для нового начала. Спасибо."

# game/story/ch06_ash.rpy:267
translate russian chapter_ash_rename_cdab680f:

    # ash "[ash_name], still. Good. I was getting used to it."
    ash "По-прежнему [ash_name]. Хорошо. Я уже начинаю привыкать."

# game/story/ch06_ash.rpy:275
translate russian chapter_ash_letter_3c4546f5:

    # "You break the seal. The handwriting is old-fashioned and very steady."
    "Вы ломаете печать. Почерк старомодный и очень твёрдый."

# game/story/ch06_ash.rpy:277
translate russian chapter_ash_letter_e8f7c907:

    # "{i}Ilse. I have lit the lanterns every night. The game is still on the table, under the cloth, exactly as you left it. I am getting old. Come and finish it, or send someone who will. — H.{/i}"
    "{i}Ильза. Я зажигаю фонари каждую ночь. Партия всё ещё на столе, под скатертью, в точности как ты её оставила. Я старею. Приходи и доиграй её — или пришли того, кто доиграет. — О.{/i}"

# game/story/ch06_ash.rpy:281
translate russian chapter_ash_letter_53cfc8ed:

    # ash "Send someone who will. He didn't know it would be you. Neither did I, until the graveside."
    ash "«Пришли того, кто доиграет». Он не знал, что это будешь ты. А мне это стало ясно только у могилы."

# game/story/ch06_ash.rpy:291
translate russian chapter_ash_draw_f61381d7:

    # ash "The same score. Exactly the same."
    ash "Поровну. Ровно поровну."

# game/story/ch06_ash.rpy:295
translate russian chapter_ash_draw_e05985cb:

    # ash "That's the lodge's favourite joke. Two people in the snow, and the cards can't choose between them. Let's sleep, and play it again when the fire's been built up."
    ash "Любимая шутка сторожки. Двое в снегу, и карты не могут между ними выбрать. Давай поспим, а когда подбросим дров, сыграем ещё раз."

# game/story/ch06_ash.rpy:305
translate russian chapter_ash_loss_a69b561d:

    # ash "I've won."
    ash "Победа за мной."

# game/story/ch06_ash.rpy:307
translate russian chapter_ash_loss_9dc9eb5d:

    # mc "Then we turn round. That was the stake."
    mc "Тогда мы поворачиваем назад. Такова была ставка."

# game/story/ch06_ash.rpy:311
translate russian chapter_ash_loss_4487f3de:

    # ash "That was the stake. And a stake is a stake, or none of this means anything. Every table since the border has taught us that."
    ash "Такова была ставка. А ставка есть ставка, иначе всё это ничего не стоит. Этому нас учил каждый стол от самой границы."

# game/story/ch06_ash.rpy:313
translate russian chapter_ash_loss_b10641bb:

    # "[ash_name] kicks earth over the fire, and the clearing goes dark all at once."
    "[ash_name] ногой засыпает костёр землёй, и поляна разом погружается в темноту."

# game/story/ch06_ash.rpy:317
translate russian chapter_ash_loss_57dbea79:

    # "You walk back down by starlight, out of the pines and down the long slope, all the way to the first lamps of Threeways. [ash_name] walks a pace ahead of you and says nothing the whole way."
    "Вы спускаетесь при свете звёзд, прочь из сосен и вниз по долгому склону, до самых первых фонарей Трёхдорожья. [ash_name] идёт на шаг впереди и всю дорогу молчит."

# game/story/ch06_ash.rpy:321
translate russian chapter_ash_loss_5df445d6:

    # ash "There. You've been turned round. The table said so, and I did it."
    ash "Вот. Дорога повернула назад. Так сказал стол, а моё дело — исполнить."

# game/story/ch06_ash.rpy:326
translate russian chapter_ash_loss_d531b940:

    # "Under the first lamp of Threeways, [ash_name] stops and takes a folded letter from inside one sleeve. The paper is soft and grey from being carried. It has never been opened."
    "Под первым фонарём Трёхдорожья [ash_name] останавливается и достаёт из рукава сложенное письмо. Бумага мягкая и посеревшая — так долго её носили. Его ни разу не вскрывали."

# game/story/ch06_ash.rpy:328
translate russian chapter_ash_loss_749ab288:

    # ash "His letter. It's for her, so I suppose it's yours. The table said we turn round. It didn't say I get to keep lying."
    ash "Его письмо. Оно ей, значит, теперь тебе. Стол велел повернуть назад. Но врать дальше он не велел."

# game/story/ch06_ash.rpy:334
translate russian chapter_ash_loss_ce1086b4:

    # ash "So challenge me again. Climb back up when you like, and I'll accept, because I'm a terrible gambler and a worse liar. But I keep my stakes."
    ash "Так что вызови меня снова. Поднимайся обратно, когда захочешь, и я соглашусь, потому что играю я ужасно, а вру ещё хуже. Но ставку я держу."

# game/story/ch06_ash.rpy:338
translate russian chapter_ash_loss_f615fb08:

    # ash "You won more battles than I did, and you still lost. That's Warfare: it isn't how many you win, it's what you carry home."
    ash "Выигранных сражений у тебя больше, чем у меня, а партия всё равно моя. Это и есть «Война»: важно не сколько выиграешь, а что унесёшь домой."

# game/story/ch06_ash.rpy:318
translate russian chapter_ash_loss_30aab59d:

    # ash "A tip, since I owe you more than one. Don't try to win every battle. When you lose one, you get the first look at the deck. Lose small, choose well."
    ash "Совет — раз уж за мной и так не один долг. Не пытайся выиграть каждое сражение. Проиграешь одно — первым заглянешь в колоду. Проигрывай по мелочи — выбирай с умом."

# game/story/ch06_ash.rpy:342
translate russian chapter_ash_loss_a9a79c3a:

    # mc "That sounds like his advice."
    mc "Похоже на его совет."

# game/story/ch06_ash.rpy:344
translate russian chapter_ash_loss_e5ecea09:

    # ash "Everything good I know is his advice. Come back to the fire when you're ready. I'm not going anywhere without you."
    ash "Всё хорошее, что я знаю, — его советы. Возвращайся к костру, когда захочешь. Без тебя я никуда не уйду."

# game/story/ch06_ash.rpy:354
translate russian chapter_ash_after_6a759231:

    # "Later, the fire burns low. Above the black pines the stars go on and on, and somewhere under them, out of sight, the mountain is waiting."
    "Позже костёр догорает. Над чёрными соснами звёздам нет конца, и где-то под ними, невидимая, ждёт гора."

# game/story/ch06_ash.rpy:358
translate russian chapter_ash_after_97ba56ee:

    # "Then, high up in the dark, very small, a light comes on."
    "И вот высоко-высоко в темноте загорается крошечный огонёк."

# game/story/ch06_ash.rpy:362
translate russian chapter_ash_after_ad68a6fa:

    # ash "That's the lodge. His window. On a clear night you can see it from here, if you know where to look."
    ash "Это сторожка. Его окно. В ясную ночь его отсюда видно, если знать, куда смотреть."

# game/story/ch06_ash.rpy:364
translate russian chapter_ash_after_3da3b9a3:

    # mc "Every night, the letter said."
    mc "«Каждую ночь» — так в письме."

# game/story/ch06_ash.rpy:366
translate russian chapter_ash_after_5294a41e:

    # ash "Every night. And the lanterns on the last mile too, every wick trimmed by hand. You can't see those from here. You will."
    ash "Каждую ночь. И фонари на последней версте тоже — каждый фитиль подрезан вручную. Отсюда их не видно. Скоро увидишь."

# game/story/ch06_ash.rpy:346
translate russian chapter_ash_after_fad5bb90:

    # ash "Forty-one years ago your grandmother sat down at his table, and halfway through the series she got up and walked out into the snow, and never came back. In Karda, an unfinished game is an open dispute. It never closes. He's been waiting for it ever since."
    ash "Сорок один год назад твоя бабушка села за его стол, а на середине серии встала, ушла в снег и больше не вернулась. В Карде недоигранная партия — это открытый спор. Он никогда не закрывается. С тех пор он и ждёт."

# game/story/ch06_ash.rpy:347
translate russian chapter_ash_after_e7187d75:

    # ash "Three times I nearly led you the wrong way. Once at the temple fork. Once at the bridge. Once in the market. And every time I thought of him lighting those lanterns alone, and I couldn't do it."
    ash "Трижды был соблазн увести тебя не той дорогой. На развилке у храма. На мосту. На рынке. И каждый раз перед глазами он — один, зажигает эти фонари. И рука не поднималась."

# game/story/ch06_ash.rpy:349
translate russian chapter_ash_after_6d9885ab:

    # mc "You could have. You wanted the road."
    mc "Могло бы и получиться. Тебе ведь хотелось дороги."

# game/story/ch06_ash.rpy:351
translate russian chapter_ash_after_d7cd0c04:

    # ash "I did. Towers and temples and markets and a foolish knight on a bridge. Everything I've seen with you. I still do."
    ash "Хотелось. Башни, храмы, рынки, глупый рыцарь на мосту. Всё, что мы видели вместе. И до сих пор хочется."

# game/story/ch06_ash.rpy:369
translate russian chapter_ash_after_fd8fc163:

    # mc "I haven't forgiven you, you know. Not all of it. Not yet."
    mc "Знаешь, прощения тебе пока нет. Не за всё. Ещё нет."

# game/story/ch06_ash.rpy:373
translate russian chapter_ash_after_2970a2d7:

    # ash "I know. Walk up beside me anyway. You can forgive me a mile at a time, and tell me when we get to the top."
    ash "Знаю. Всё равно иди рядом. Прощать можно понемногу, по версте, а наверху скажешь, сколько набралось."

# game/story/ch06_ash.rpy:378
translate russian chapter_ash_after_6db86f0f:

    # mc "And in a few days we walk past the stone wolf, over the one-log bridge, and up the lantern road."
    mc "А через несколько дней мы пройдём мимо каменного волка, по мосту из одного бревна и вверх по дороге с фонарями."

# game/story/ch06_ash.rpy:380
translate russian chapter_ash_after_48c6151b:

    # mc "And in a few days we walk up there."
    mc "А через несколько дней мы пойдём туда."

# game/story/ch06_ash.rpy:383
translate russian chapter_ash_after_39d45036:

    # ash "Lina's game first, though. She'll never forgive you if you go up without her map."
    ash "Только сначала — игра Лины. Она никогда тебе не простит, если ты уйдёшь в гору без её карты."

# game/story/ch06_ash.rpy:387
translate russian chapter_ash_after_4d2b32b5:

    # ash "I'm frightened, [player_name]."
    ash "Мне страшно, [player_name]."

# game/story/ch06_ash.rpy:389
translate russian chapter_ash_after_ac313663:

    # mc "So am I."
    mc "Мне тоже."

# game/story/ch06_ash.rpy:393
translate russian chapter_ash_after_788155d8:

    # ash "Good. Then neither of us is the fool."
    ash "Хорошо. Значит, никто из нас не дурак."

translate russian strings:

    # game/story/ch06_ash.rpy:78
    old "You lied to me the whole way here."
    new "Вся дорога сюда — сплошное враньё."

    # game/story/ch06_ash.rpy:78
    old "You've been carrying this alone all this way."
    new "Ты несёшь это в одиночку всю дорогу."
# TODO: Translation updated at 2026-12-07 04:03

# game/story/ch06_ash.rpy:176
translate russian chapter_ash_win_93982786:

    # mc "Lose a small one, and you get the first look at the deck. It wasn't hard to see."
    mc "Проиграешь мелкое — первым смотришь в колоду. Это нетрудно заметить."

# game/story/ch06_ash.rpy:178
translate russian chapter_ash_win_4c0d7015:

    # ash "His words: lose small, choose well. I didn't think anyone would notice. He'd have taken you as an apprentice."
    ash "Его слова: «Проигрывай по мелочи — выбирай с умом». Не думалось, что кто-то заметит. Тебя бы он взял в ученики."

# game/story/ch06_ash.rpy:202
translate russian chapter_ash_win_c71f3b45:

    # ash "No. That's not the whole truth, and I promised to stop lying. You beat me, properly."
    ash "Нет. Это не вся правда, а я же обещаю больше не врать. Победа твоя, честная."

# game/story/ch06_ash.rpy:206
translate russian chapter_ash_win_18ed4cf5:

    # ash "He'd say lose small, choose well. Next time, try the first half on purpose. You'd have made a good apprentice."
    ash "Он бы сказал: «Проигрывай по мелочи — выбирай с умом». В следующий раз попробуй и первую половину, нарочно. Тебя бы он взял в ученики."

# game/story/ch06_ash.rpy:323
translate russian chapter_ash_loss_4d3509e0:

    # ash "I thought I'd be relieved. I'm not. I kept looking back for his window the whole way down."
    ash "Мне казалось, станет легче. Не становится. Всю дорогу вниз так и тянуло оглянуться на его окно."

