# TODO: Translation updated at 2026-11-30 16:58

# game/story/ch01_aurelia.rpy:20
translate russian chapter_aurelia_9768d3ae:

    # "Every few hundred paces along the north road stands a little shrine with a painted seven on it."
    "Через каждые несколько сотен шагов у северной дороги стоит маленькое святилище с нарисованной семёркой."

# game/story/ch01_aurelia.rpy:22
translate russian chapter_aurelia_b59a0fdc:

    # ash "We're getting close. Smell that? Incense, and lamp oil, and vanity."
    ash "Уже близко. Чуешь? Ладан, лампадное масло и тщеславие."

# game/story/ch01_aurelia.rpy:24
translate russian chapter_aurelia_16302ac4:

    # mc "Vanity doesn't smell of anything."
    mc "Тщеславие ничем не пахнет."

# game/story/ch01_aurelia.rpy:28
translate russian chapter_aurelia_90082d9c:

    # ash "Wait till you meet her."
    ash "Погоди, вот увидишь её."

# game/story/ch01_aurelia.rpy:31
translate russian chapter_aurelia_ccf10f53:

    # ash "After Pip's tower, this will be restful. Nothing explodes here. Except egos."
    ash "После башни Пип здесь будет курорт. Тут ничего не взрывается. Кроме самолюбия."

# game/story/ch01_aurelia.rpy:36
translate russian chapter_aurelia_cfc5d4c0:

    # "The temple is small, but somebody has tried very hard to make it look large."
    "Храм невелик, но кто-то очень старался, чтобы он казался огромным."

# game/story/ch01_aurelia.rpy:42
translate russian chapter_aurelia_ac0bd505:

    # aurelia "Travellers! Pilgrims! Seekers of fortune! Halt, and behold!"
    aurelia "Странники! Паломники! Искатели фортуны! Остановитесь и узрите!"

# game/story/ch01_aurelia.rpy:42
translate russian chapter_aurelia_cb0941fd:

    # "A woman steps out from behind the altar with a golden die in each hand. She glows almost as much as the great gilt medallion above the altar, and she has clearly practised it."
    "Из-за алтаря выходит женщина с золотой игральной костью в каждой руке. Сияет она почти как огромный позолоченный медальон над алтарём — и явно долго это репетировала."

# game/story/ch01_aurelia.rpy:46
translate russian chapter_aurelia_68b9cdfd:

    # aurelia "I am Aurelia the Ever-Fortunate, Mistress of the Lucky Draw, Patroness of Sevens, and Goddess of Luck. You may applaud."
    aurelia "Я — Аурелия Вечно-Везучая, Владычица Удачной Сдачи, Покровительница Семёрок и Богиня Удачи. Можете аплодировать."

# game/story/ch01_aurelia.rpy:51
translate russian chapter_aurelia_f2da510e:

    # ash "We may. We probably won't."
    ash "Можем. Но, скорее всего, не станем."

# game/story/ch01_aurelia.rpy:55
translate russian chapter_aurelia_fed8a414:

    # aurelia "How rude. Who brings a sceptic to a temple? It's like bringing a cat to a bath."
    aurelia "Какая грубость. Кто же приводит в храм скептика? Это всё равно что нести кошку в баню."

# game/story/ch01_aurelia.rpy:57
translate russian chapter_aurelia_1e9e7927:

    # aurelia "Never mind. I forgive you. Luck is always generous."
    aurelia "Ну и ладно. Прощаю. Удача всегда великодушна."

# game/story/ch01_aurelia.rpy:64
translate russian chapter_aurelia_bdab87df:

    # "You bow, not too low, the way you would to a duchess whose name you have forgotten."
    "Вы кланяетесь — не слишком низко, как кланяются герцогине, чьё имя вылетело из головы."

# game/story/ch01_aurelia.rpy:64
translate russian chapter_aurelia_796084d8:

    # aurelia "Oh! Manners! At last, somebody raised properly. You may rise, little pilgrim. Luck smiles on you. Slightly."
    aurelia "О! Манеры! Наконец-то хоть кто-то воспитан как следует. Можешь подняться, паломник. Удача тебе улыбается. Слегка."

# game/story/ch01_aurelia.rpy:70
translate russian chapter_aurelia_4254c1ae:

    # mc "If you're a goddess, prove it."
    mc "Если вы богиня, докажите."

# game/story/ch01_aurelia.rpy:72
translate russian chapter_aurelia_aadd2914:

    # aurelia "Prove it? PROVE it? Do you ask the sun to prove it's warm?"
    aurelia "Доказать? ДОКАЗАТЬ? Разве солнце просят доказать, что оно греет?"

# game/story/ch01_aurelia.rpy:71
translate russian chapter_aurelia_b7660ed8:

    # "She throws both dice onto the altar: a one and a two."
    "Она бросает обе кости на алтарь: единица и двойка."

# game/story/ch01_aurelia.rpy:77
translate russian chapter_aurelia_43b32abf:

    # aurelia "...That was a practice throw. Luck was warming up."
    aurelia "…Это был пробный бросок. Удача разминалась."

# game/story/ch01_aurelia.rpy:76
translate russian chapter_aurelia_1d0553b4:

    # aurelia "The north road belongs to Luck, and every traveller pays the tithe. A coin, a ring, a heartfelt compliment, I'm not fussy."
    aurelia "Северная дорога принадлежит Удаче, и каждый, кто по ней идёт, платит десятину. Монету, кольцо, сердечный комплимент — я не привередлива."

# game/story/ch01_aurelia.rpy:78
translate russian chapter_aurelia_383abd17:

    # aurelia "But you, pilgrim... you're carrying something much more interesting. Something white and cold, in your inside pocket."
    aurelia "Но у тебя, паломник… у тебя с собой кое-что поинтереснее. Что-то белое и холодное, во внутреннем кармане."

# game/story/ch01_aurelia.rpy:85
translate russian chapter_aurelia_67d7bcb9:

    # "Your hand goes to your coat before you can stop it."
    "Рука сама тянется к куртке, прежде чем вы успеваете себя остановить."

# game/story/ch01_aurelia.rpy:84
translate russian chapter_aurelia_7e5e0ede:

    # aurelia "I knew it! Oh, give it here. It'll look marvellous on the altar."
    aurelia "Я так и знала! Ну-ка, дай сюда. На алтаре она будет смотреться дивно."

# game/story/ch01_aurelia.rpy:91
translate russian chapter_aurelia_fba6400c:

    # mc "It's not for sale. And it's not a tithe."
    mc "Она не продаётся. И это не десятина."

# game/story/ch01_aurelia.rpy:90
translate russian chapter_aurelia_31349e3e:

    # aurelia "Then we have a dispute, and in Karda that means my table. If I win, the white card goes on my altar. If you win, you pass free, and I'll even bless your boots."
    aurelia "Значит, у нас спор, а в Карде это значит — мой стол. Выиграю я — белая карта ляжет на мой алтарь. Выиграешь ты — пройдёшь даром, и я даже благословлю твои сапоги."

# game/story/ch01_aurelia.rpy:94
translate russian chapter_aurelia_2d0aa035:

    # ash "You don't have to stake the card, [player_name]. A coin would do."
    ash "Карту ставить не обязательно, [player_name]. Хватит и монеты."

# game/story/ch01_aurelia.rpy:108
translate russian chapter_aurelia_fc9ca45c:

    # mc "I'll stake it. I didn't come all this way to be frightened of a temple."
    mc "Ставлю карту. Не для того я проделываю такой путь, чтобы пугаться какого-то храма."

# game/story/ch01_aurelia.rpy:110
translate russian chapter_aurelia_67ef615e:

    # aurelia "Ooh. Bold. I do love bold. Bold people lose so beautifully."
    aurelia "О-о. Смело. Обожаю смелых. Смелые так красиво проигрывают."

# game/story/ch01_aurelia.rpy:112
translate russian chapter_aurelia_d9fbbde8:

    # ash "Just... don't lose."
    ash "Только… не проиграй."

# game/story/ch01_aurelia.rpy:107
translate russian chapter_aurelia_c1617a8a:

    # mc "A silver coin. The card stays with me. We play for honour."
    mc "Серебряная монета. Карта остаётся при мне. Играем на честь."

# game/story/ch01_aurelia.rpy:118
translate russian chapter_aurelia_04a4aad0:

    # aurelia "Honour. How very dull. Still, a goddess accepts all offerings."
    aurelia "Честь. Какая скука. Впрочем, богиня принимает любые подношения."

# game/story/ch01_aurelia.rpy:116
translate russian chapter_aurelia_8fcbcc7e:

    # aurelia "Podkidnoy, naturally. I throw in, and I throw in, until some boring rule stops me."
    aurelia "В подкидного, разумеется. Я подкидываю, и подкидываю, пока меня не остановит какое-нибудь скучное правило."

# game/story/ch01_aurelia.rpy:155
translate russian chapter_aurelia_b7802a8d:

    # aurelia "Come, pilgrim. Sit at the altar of Fortune, and let's see whose side she's on today."
    aurelia "Идём, паломник. Садись к алтарю Фортуны, и посмотрим, на чьей она сегодня стороне."

# game/story/ch01_aurelia.rpy:166
translate russian chapter_aurelia_rematch_91647182:

    # aurelia "The pilgrim returns! I knew you would. They always come back to Luck. It's practically the definition of her."
    aurelia "С возвращением, паломник! Я так и знала. К Удаче всегда возвращаются. В этом, собственно, вся она и есть."

# game/story/ch01_aurelia.rpy:135
translate russian chapter_aurelia_rematch_b3f9d63f:

    # "Your grandmother's card stands propped against the medallion on the altar, between two bowls of fire. Aurelia has given it a little cushion."
    "Бабушкина карта стоит на алтаре, прислонённая к медальону, между двумя чашами огня. Аурелия подложила под неё маленькую подушечку."

# game/story/ch01_aurelia.rpy:136
translate russian chapter_aurelia_rematch_7127873b:

    # aurelia "Sit, sit. Win, and your card comes down off my altar. Lose, and I buy it a second cushion. Try not to bore me this time."
    aurelia "Садись, садись. Выиграешь — карта сойдёт с моего алтаря. Проиграешь — куплю ей вторую подушечку. Постарайся на этот раз меня не утомить."

# game/story/ch01_aurelia.rpy:168
translate russian chapter_aurelia_rematch_73d64ec9:

    # aurelia "Sit, sit. Same stakes, same table, same gorgeous goddess. Try not to bore me this time."
    aurelia "Садись, садись. Те же ставки, тот же стол, та же ослепительная богиня. Постарайся на этот раз меня не утомить."

# game/story/ch01_aurelia.rpy:195
translate russian chapter_aurelia_win_bf9b7fa6:

    # aurelia "No. No, no, no. That can't be right. Count them again."
    aurelia "Нет. Нет-нет-нет. Быть этого не может. Пересчитай."

# game/story/ch01_aurelia.rpy:199
translate russian chapter_aurelia_win_571d475a:

    # mc "Count them yourself. You're still holding [story_cards]."
    mc "Пересчитайте сами. У вас ещё [story_cards]."

# game/story/ch01_aurelia.rpy:201
translate russian chapter_aurelia_win_7ef5c9db:

    # mc "Count them yourself. You're the one still holding cards."
    mc "Пересчитайте сами. Карты остались у вас."

# game/story/ch01_aurelia.rpy:201
translate russian chapter_aurelia_win_76179d3b:

    # aurelia "Luck doesn't LOSE! Luck is simply... resting! Luck looked away for one moment, to admire herself in a mirror, and you took advantage!"
    aurelia "Удача не ПРОИГРЫВАЕТ! Удача просто… отдыхает! Удача на миг отвернулась, чтобы полюбоваться собой в зеркало, а тебе только того и надо было!"

# game/story/ch01_aurelia.rpy:212
translate russian chapter_aurelia_win_ced8caac:

    # aurelia "...It's the throw-ins, isn't it. I always throw in too much. Marta told me that twenty years ago. She said, Aurelia, a card thrown in is a card you have given them to beat."
    aurelia "…Это всё подкидывание, да? Я всегда подкидываю слишком много. Марта мне это ещё двадцать лет назад говорила. «Аурелия, — говорила она, — подкинутая карта — это карта, которую ты дала им побить»."

# game/story/ch01_aurelia.rpy:214
translate russian chapter_aurelia_win_6fc58bb0:

    # mc "She told me something like that, too."
    mc "Мне она говорила что-то похожее."

# game/story/ch01_aurelia.rpy:196
translate russian chapter_aurelia_win_f94d00ed:

    # mc "She told me to keep my trumps for when they matter. It's nearly the same advice."
    mc "Мне она велела беречь козыри до поры. Почти тот же совет."

# game/story/ch01_aurelia.rpy:218
translate russian chapter_aurelia_win_5f667e1c:

    # aurelia "Well. A bargain is a bargain, and a goddess always pays. You pass free, pilgrim. And your boots are blessed."
    aurelia "Что ж. Уговор есть уговор, а богиня всегда платит. Проходи даром, паломник. И сапоги твои благословлены."

# game/story/ch01_aurelia.rpy:222
translate russian chapter_aurelia_win_509a020f:

    # "First, with a long sigh, she lifts your grandmother's card off the altar, cushion and all, and puts it back in your hand."
    "Сначала, тяжко вздохнув, она снимает с алтаря бабушкину карту — вместе с подушечкой — и вкладывает её вам в руку."

# game/story/ch01_aurelia.rpy:223
translate russian chapter_aurelia_win_69d0c034:

    # aurelia "Keep the cushion. It was never going to match anything else in here."
    aurelia "Подушечку оставь себе. Она здесь всё равно ни к чему не подходила."

# game/story/ch01_aurelia.rpy:225
translate russian chapter_aurelia_win_6c62d38e:

    # "She leans down and taps each of your boots with one golden die, very solemnly."
    "Она наклоняется и с величайшей торжественностью стучит золотой костью по каждому вашему сапогу."

# game/story/ch01_aurelia.rpy:227
translate russian chapter_aurelia_win_fd6818ed:

    # aurelia "There. They'll never get wet. Or they'll get slightly less wet. Results vary."
    aurelia "Вот. Теперь они никогда не промокнут. Или будут промокать чуть меньше. Результаты разнятся."

# game/story/ch01_aurelia.rpy:229
translate russian chapter_aurelia_win_b35dc15b:

    # aurelia "And because you beat me fairly, I'll give you something better than a blessing. A bit of gossip."
    aurelia "А раз победа честная, я дам тебе кое-что получше благословения. Сплетню."

# game/story/ch01_aurelia.rpy:233
translate russian chapter_aurelia_win_c9bdc42e:

    # aurelia "That card of yours. I've seen one like it once. On the table at the top of the mountain."
    aurelia "Эта твоя карта. Я видела такую однажды. На столе на вершине горы."

# game/story/ch01_aurelia.rpy:235
translate russian chapter_aurelia_win_34763ca4:

    # mc "You've played the White Hunter?"
    mc "Вы играли с Белым Охотником?"

# game/story/ch01_aurelia.rpy:239
translate russian chapter_aurelia_win_bf5baf70:

    # aurelia "When I was young and only semi-divine. I walked all the way up to the lodge to prove that luck could beat anyone. He beat me four games to nothing, and then he made me tea."
    aurelia "Когда я была молода и лишь наполовину божественна. Я дошла пешком до самой сторожки, чтобы доказать, что удача может обыграть кого угодно. Он обыграл меня четыре — ноль, а потом напоил чаем."

# game/story/ch01_aurelia.rpy:241
translate russian chapter_aurelia_win_2d809d52:

    # aurelia "He said: luck is the name we give to the cards we forgot to count. I cried the whole way down the mountain. Then I built this temple. Out of spite, mostly."
    aurelia "Он сказал: «Удачей мы зовём карты, которые забыли посчитать». Я проплакала всю дорогу вниз с горы. А потом построила этот храм. Главным образом назло."

# game/story/ch01_aurelia.rpy:245
translate russian chapter_aurelia_win_63f3f49e:

    # aurelia "He said it was a game that had never been finished."
    aurelia "Он сказал, что это партия, которую так и не доиграли."

# game/story/ch01_aurelia.rpy:249
translate russian chapter_aurelia_win_6fc36d73:

    # "Beside you, [ash_name] has gone very still."
    "[ash_name] рядом с вами вдруг замирает."

# game/story/ch01_aurelia.rpy:253
translate russian chapter_aurelia_win_d83fd131:

    # aurelia "Now off you go, before I decide this was all a terrible dream and demand a rematch. Luck is generous, but she's not a saint."
    aurelia "А теперь ступай, пока я не решила, что всё это был страшный сон, и не потребовала реванша. Удача великодушна, но она не святая."

# game/story/ch01_aurelia.rpy:256
translate russian chapter_aurelia_win_c511ded5:

    # aurelia "And pilgrim? Thank you for the bow. Nobody bows anymore. It was nice."
    aurelia "И ещё, паломник. Спасибо за поклон. Никто больше не кланяется. Было приятно."

# game/story/ch01_aurelia.rpy:240
translate russian chapter_aurelia_win_dc91d679:

    # aurelia "And pilgrim? Next time, bow. Goddesses notice."
    aurelia "И вот что, паломник: в следующий раз кланяйся. Богини такое замечают."

# game/story/ch01_aurelia.rpy:266
translate russian chapter_aurelia_draw_7fd3bd4a:

    # aurelia "Both of us out at once? A tie? Luck does not TIE!"
    aurelia "Оба вышли разом? Ничья? Удача не играет ВНИЧЬЮ!"

# game/story/ch01_aurelia.rpy:270
translate russian chapter_aurelia_draw_31309b30:

    # aurelia "This is a sign. I don't know of what, yet, but I'll think of something dramatic. We'll play again when the omens are clearer. Go, pilgrim. Come back soon."
    aurelia "Это знамение. Пока не знаю чего, но я придумаю что-нибудь драматичное. Сыграем снова, когда знамения прояснятся. Ступай, паломник. Возвращайся скорее."

# game/story/ch01_aurelia.rpy:280
translate russian chapter_aurelia_loss_6ffe8009:

    # aurelia "Ha! HA! Durak! The pilgrim is the fool, and Luck is triumphant! Kneel!"
    aurelia "Ха! ХА! Дурак! Ты в дураках, паломник, а Удача торжествует! На колени!"

# game/story/ch01_aurelia.rpy:282
translate russian chapter_aurelia_loss_efd91b4b:

    # aurelia "No, don't actually kneel, the floor is freezing. Just kneel in spirit."
    aurelia "Нет, на колени не надо, пол ледяной. Мысленно преклони колени."

# game/story/ch01_aurelia.rpy:288
translate russian chapter_aurelia_loss_bfb4322e:

    # aurelia "That's the thing about throw-ins, pilgrim. You give me a rank, I give it right back to you."
    aurelia "В этом вся соль подкидывания, паломник. Ты даёшь мне достоинство — я тут же возвращаю его тебе."

# game/story/ch01_aurelia.rpy:290
translate russian chapter_aurelia_loss_1cfc6825:

    # aurelia "But I'll tell you a divine secret, since you look so glum. I throw in too much. Everyone says so. If you keep your nerve and make me run out of ammunition, I fall over like a statue in an earthquake."
    aurelia "Но раз уж у тебя такой унылый вид, открою тебе божественную тайну. Я слишком много подкидываю. Все так говорят. Если не дрогнуть и дождаться, пока у меня кончатся патроны, я рухну, как статуя при землетрясении."

# game/story/ch01_aurelia.rpy:294
translate russian chapter_aurelia_loss_d62e23e4:

    # aurelia "Not that I'm telling you how to beat me. I'm merely being generous. Luck is always generous to the unlucky."
    aurelia "Не то чтобы я учила тебя, как меня обыграть. Я просто великодушна. Удача всегда великодушна к невезучим."

# game/story/ch01_aurelia.rpy:297
translate russian chapter_aurelia_loss_d777517f:

    # aurelia "Your grandmother's card stays on my altar a little longer. It's getting used to the place."
    aurelia "Бабушкина карта ещё немного постоит у меня на алтаре. Она уже привыкает к месту."

# game/story/ch01_aurelia.rpy:300
translate russian chapter_aurelia_loss_5a39305f:

    # "She plucks the white Wolf out of your coat, quick as a magpie, and props it against the medallion on the altar."
    "Быстрая, как сорока, она выхватывает у вас из-за пазухи белого Волка и ставит его на алтарь, прислонив к медальону."

# game/story/ch01_aurelia.rpy:301
translate russian chapter_aurelia_loss_efcd41b1:

    # aurelia "It looks marvellous there. I knew it would. It stays on my altar until you win it back, pilgrim."
    aurelia "Великолепно смотрится. Я так и знала. Пусть постоит на моём алтаре, пока ты его не отыграешь, паломник."

# game/story/ch01_aurelia.rpy:303
translate russian chapter_aurelia_loss_b653df50:

    # aurelia "I'll keep your silver coin warm, pilgrim. And I've already told the valley."
    aurelia "Твою серебряную монетку я пока пригрею, паломник. А долине я уже всё рассказала."

# game/story/ch01_aurelia.rpy:305
translate russian chapter_aurelia_loss_ea1fde40:

    # aurelia "Come back to the temple when you're ready, and Luck will give you another chance. She always does. It's very annoying of her."
    aurelia "Возвращайся в храм, когда захочешь, и Удача даст тебе ещё один шанс. Она всегда даёт. Ужасно раздражает."

# game/story/ch01_aurelia.rpy:310
translate russian chapter_aurelia_loss_e1a1efb6:

    # ash "Next time, let her attack herself to death. She can't help it."
    ash "В следующий раз просто дай ей выдохнуться на собственных атаках. Удержаться она не может."

# game/story/ch01_aurelia.rpy:321
translate russian chapter_aurelia_after_ac731616:

    # mc "A table with a cloth over it. A game that was never finished."
    mc "Стол, накрытый скатертью. Партия, которую так и не доиграли."

# game/story/ch01_aurelia.rpy:323
translate russian chapter_aurelia_after_2a9a4f0a:

    # mc "That's what the card means, isn't it. One game still owed."
    mc "Вот что значит карта, да? «За мной ещё одна партия»."

# game/story/ch01_aurelia.rpy:327
translate russian chapter_aurelia_after_0ea2943f:

    # ash "Maybe. Aurelia tells a lot of stories. Half of them are about Aurelia and the other half are about Aurelia being right."
    ash "Может быть. Аурелия много чего рассказывает. Половина её историй — про Аурелию, а вторая половина — про то, как Аурелия была права."

# game/story/ch01_aurelia.rpy:329
translate russian chapter_aurelia_after_81a6aa6c:

    # mc "You went quiet in there."
    mc "Там, в храме, из тебя слова было не вытянуть."

# game/story/ch01_aurelia.rpy:331
translate russian chapter_aurelia_after_05a4f2da:

    # ash "Incense. Makes my throat go funny."
    ash "Ладан. От него першит в горле."

# game/story/ch01_aurelia.rpy:333
translate russian chapter_aurelia_after_f63b0c0c:

    # "[ash_name] walks on ahead, hands deep in both pockets, and does not look back for a long time."
    "[ash_name] уходит вперёд, глубоко засунув руки в карманы, и долго не оглядывается."

# game/story/ch01_aurelia.rpy:337
translate russian chapter_aurelia_after_aa1850bb:

    # ash "Right. Temple done, tower done. The bridge is next. I hope you like knights."
    ash "Так. Храм пройден, башня пройдена. Дальше мост. Надеюсь, ты любишь рыцарей."

# game/story/ch01_aurelia.rpy:340
translate russian chapter_aurelia_after_019bf800:

    # ash "The river road and the tower are still ahead of us. Bring something fireproof."
    ash "Речная дорога и башня ещё впереди. Захвати что-нибудь несгораемое."

translate russian strings:

    # game/story/ch01_aurelia.rpy:61
    old "Bow politely to the goddess."
    new "Учтиво поклониться богине."

    # game/story/ch01_aurelia.rpy:61
    old "Ask her to prove she's a goddess."
    new "Попросить её доказать, что она богиня."

    # game/story/ch01_aurelia.rpy:105
    old "Stake the card. I trust my hands."
    new "Поставить карту. Я доверяю своим рукам."

    # game/story/ch01_aurelia.rpy:105
    old "Stake a coin instead, and play for honour."
    new "Поставить монету и сыграть на честь."

# game/story/ch01_aurelia.rpy:208
translate russian chapter_aurelia_win_53759752:

    # ash "You laid [story_count] in a single bout. Against [player_name]. On purpose."
    ash "За один заход у вас на стол легли [story_count]. Против [player_gen]. Нарочно."

# game/story/ch01_aurelia.rpy:210
translate russian chapter_aurelia_win_71c6858e:

    # aurelia "The [story_rank_pl] wanted to go! Who am I to hold them back?"
    aurelia "Эти [story_rank_pl] сами рвались в бой! Кто я такая, чтобы их удерживать?"

# game/story/ch01_aurelia.rpy:212
translate russian chapter_aurelia_win_0a525121:

    # ash "You threw in [story_cards] over the game, and [player_name] still ended up with empty hands."
    ash "За партию вы подкинули [story_cards] — и всё равно [player_name] остаётся с пустыми руками."

# game/story/ch01_aurelia.rpy:225
translate russian chapter_aurelia_win_2e7b3a78:

    # aurelia "...Marta warned me about this twenty years ago. She said, Aurelia, the deck doesn't owe anybody anything, least of all a goddess."
    aurelia "…Марта меня об этом ещё двадцать лет назад предупреждала. «Аурелия, — говорила она, — колода никому ничего не должна, а уж богине и подавно»."

# game/story/ch01_aurelia.rpy:256
translate russian chapter_aurelia_win_7c6f49d1:

    # aurelia "But there was a table by the window of that lodge, covered with a cloth. Nobody was allowed to touch it. One corner had slipped, and the cards underneath were white, like yours."
    aurelia "Но у окна той сторожки стоял стол, накрытый скатертью. Трогать его не позволялось никому. Один угол скатерти сполз, и карты под ней были белые, как твоя."

# game/story/ch01_aurelia.rpy:214
translate russian chapter_aurelia_win_62aedaf0:

    # aurelia "They wanted to go! Who am I to hold back a card?"
    aurelia "Они сами рвались в бой! Кто я такая, чтобы удерживать карту?"

# game/story/ch01_aurelia.rpy:216
translate russian chapter_aurelia_win_5ffcf649:

    # ash "You played as if the deck owed you money."
    ash "Вы играли так, будто колода вам задолжала."

# game/story/ch01_aurelia.rpy:218
translate russian chapter_aurelia_win_feb0b348:

    # aurelia "It does! It owes me everything! Who am I to hold back a card?"
    aurelia "Так и есть! Она мне должна всё! Кто я такая, чтобы удерживать карту?"

# game/story/ch01_aurelia.rpy:269
translate russian chapter_aurelia_win_ecf45b65:

    # aurelia "And finishing on a trump! In my own temple! That was practically a miracle, and miracles are MY department."
    aurelia "И последним ходом — козырь! В моём собственном храме! Это же почти чудо, а чудеса — МОЁ ведомство."

# game/story/ch01_aurelia.rpy
translate russian chapter_aurelia_win_334f1f9d:

    # aurelia "And you threw a whole run of one rank at me in a single bout! At a goddess! I'm almost proud."
    aurelia "Целую пачку карт одного достоинства за один заход — и в кого? В богиню! Я почти горжусь."

# game/story/ch01_aurelia.rpy:247
translate russian chapter_aurelia_win_3b59fe38:

    # aurelia "And you never once looked worried. I hate that in a pilgrim."
    aurelia "И ни тени тревоги на лице! Терпеть такого не могу."

# game/story/ch01_aurelia.rpy:279
translate russian chapter_aurelia_loss_7e007fbb:

    # mc "The last card you threw in at me was [story_rank]. I can still see it."
    mc "Последней вы подкинули мне [story_rank]. До сих пор перед глазами."

# game/story/ch01_aurelia.rpy:285
translate russian chapter_aurelia_loss_ef44f261:

    # mc "Where did all those cards come from?"
    mc "Откуда у вас столько карт?"

# game/story/ch01_aurelia.rpy:309
translate russian chapter_aurelia_loss_a2a29fc5:

    # aurelia "That's the thing about Podkidnoy, pilgrim. Every card you beat with gives the attacker a rank to throw in."
    aurelia "В этом весь подкидной, паломник. Каждая карта, которой ты отбиваешься, даёт атакующему достоинство для подкидывания."

# game/story/ch01_aurelia.rpy:316
translate russian chapter_aurelia_loss_c883d8c0:

    # aurelia "And you picked up the table so often! I counted. Luck always counts her victories."
    aurelia "А сколько раз стол уходил к тебе в руку! Я считала. Удача всегда считает свои победы."
