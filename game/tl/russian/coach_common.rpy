# Russian strings of game/coach_common.rpy (owner: coach).

translate russian strings:

    old "attack with {cards}"
    new "пойти с {cards}"

    old "throw in {cards}"
    new "подкинуть {cards}"

    old "beat {target} with {cards}"
    new "покрыть {target} картой {cards}"

    old "transfer with {cards}"
    new "перевести картой {cards}"

    old "show {cards} to transfer"
    new "показать {cards} и перевести"

    old "take the cards"
    new "взять карты"

    old "add nothing"
    new "больше не подкидывать"

    old "lead {cards}"
    new "пойти с {cards}"

    old "pick up the pile"
    new "забрать стопку"

    old "choose {suit}"
    new "выбрать масть {suit}"

    old "play {cards}"
    new "сыграть {cards}"

    old "keep {cards}"
    new "оставить {cards}"

    old "take {cards}"
    new "взять {cards}"

    old "It is your only move."
    new "Другого хода у вас нет."

    old "Only this move wins, whatever he does."
    new "Только этот ход выигрывает, что бы он ни делал."

    old "This wins whatever he does ({count} of your {moves} moves do)."
    new "Этот ход выигрывает, что бы он ни делал (выигрывают {count} из {moves} ваших ходов)."

    old "Every move wins from here, whatever he does."
    new "Отсюда выигрывает любой ход, что бы он ни делал."

    old "Only this move saves a draw; every other move loses."
    new "Только этот ход спасает ничью; все остальные проигрывают."

    old "With best play on both sides it ends in a draw; this move holds it."
    new "При лучшей игре обеих сторон будет ничья; этот ход её сохраняет."

    old "With best play he wins whatever you do; this is the most natural try."
    new "При лучшей игре он выигрывает, что бы вы ни делали; это самая естественная попытка."

    old "It wins {rate}% of {deals} likely deals; {alt}: {alt_rate}%."
    new "Выигрывает в {rate}% из {deals} вероятных раскладов; {alt}: {alt_rate}%."

    old "You stay out of the fool's seat in {rate}% of {deals} likely deals; {alt}: {alt_rate}%."
    new "Вы не остаётесь дураком в {rate}% из {deals} вероятных раскладов; {alt}: {alt_rate}%."

    old "No move does clearly better in {deals} likely deals (this one wins {rate}%)."
    new "Ни один ход не лучше явно в {deals} вероятных раскладах (этот выигрывает в {rate}%)."

    old "No move does clearly better in {deals} likely deals (this one escapes in {rate}%)."
    new "Ни один ход не лучше явно в {deals} вероятных раскладах (с этим вы не дурак в {rate}%)."

    old "This is the rule of thumb's move; the search had nothing to add here."
    new "Это ход по простому правилу; поиску тут нечего добавить."

    old "he cannot beat {cards}"
    new "ему нечем покрыть {cards}"

    old "he can beat {cards} in only {share}% of them"
    new "покрыть {cards} он может лишь в {share}% из них"

    old "keep your trumps: he has {his} left"
    new "берегите козыри: у него их осталось {his}"

    old "keep your trumps: he has about {his} left"
    new "берегите козыри: у него их осталось около {his}"

    old "beating it would cost you {cards}"
    new "чтобы отбиться, пришлось бы отдать {cards}"

    old "you cannot beat {cards}"
    new "вам нечем покрыть {cards}"

    old "he would beat {cards} in {share}% of them"
    new "{cards} он покрыл бы в {share}% из них"

    old "he can beat {cards}"
    new "ему есть чем покрыть {cards}"

    old "he holds {cards}"
    new "у него на руках {cards}"
translate russian strings:

    # game/coach_common.rpy:41
    old "Only this move wins, whatever she does."
    new "Только этот ход выигрывает, что бы она ни делала."

    # game/coach_common.rpy:41
    old "Only this move wins, whatever they do."
    new "Только этот ход выигрывает при любом ответе соперника."

    # game/coach_common.rpy:41
    old "This wins whatever she does ({count} of your {moves} moves do)."
    new "Этот ход выигрывает, что бы она ни делала (выигрывают {count} из {moves} ваших ходов)."

    # game/coach_common.rpy:41
    old "This wins whatever they do ({count} of your {moves} moves do)."
    new "Этот ход выигрывает при любом ответе соперника (выигрывают {count} из {moves} ваших ходов)."

    # game/coach_common.rpy:41
    old "Every move wins from here, whatever she does."
    new "Отсюда выигрывает любой ход, что бы она ни делала."

    # game/coach_common.rpy:41
    old "Every move wins from here, whatever they do."
    new "Отсюда выигрывает любой ход при любом ответе соперника."

    # game/coach_common.rpy:41
    old "With best play she wins whatever you do; this is the most natural try."
    new "При лучшей игре она выигрывает, что бы вы ни делали; это самая естественная попытка."

    # game/coach_common.rpy:41
    old "With best play they win whatever you do; this is the most natural try."
    new "При лучшей игре соперник выигрывает, что бы вы ни делали; это самая естественная попытка."

    # game/coach_common.rpy:41
    old "she cannot beat {cards}"
    new "ей нечем покрыть {cards}"

    # game/coach_common.rpy:41
    old "they cannot beat {cards}"
    new "сопернику нечем покрыть {cards}"

    # game/coach_common.rpy:41
    old "she can beat {cards} in only {share}% of them"
    new "покрыть {cards} она может лишь в {share}% из них"

    # game/coach_common.rpy:41
    old "they can beat {cards} in only {share}% of them"
    new "покрыть {cards} соперник может лишь в {share}% из них"

    # game/coach_common.rpy:41
    old "keep your trumps: she has {his} left"
    new "берегите козыри: у неё их осталось {his}"

    # game/coach_common.rpy:41
    old "keep your trumps: they have {his} left"
    new "берегите козыри: у соперника их осталось {his}"

    # game/coach_common.rpy:41
    old "keep your trumps: she has about {his} left"
    new "берегите козыри: у неё их осталось около {his}"

    # game/coach_common.rpy:41
    old "keep your trumps: they have about {his} left"
    new "берегите козыри: у соперника их осталось около {his}"

    # game/coach_common.rpy:41
    old "she would beat {cards} in {share}% of them"
    new "{cards} она покрыла бы в {share}% из них"

    # game/coach_common.rpy:41
    old "they would beat {cards} in {share}% of them"
    new "соперник покрыл бы {cards} в {share}% из них"

    # game/coach_common.rpy:41
    old "she can beat {cards}"
    new "ей есть чем покрыть {cards}"

    # game/coach_common.rpy:41
    old "they can beat {cards}"
    new "сопернику есть чем покрыть {cards}"

    # game/coach_common.rpy:41
    old "she holds {cards}"
    new "у неё на руках {cards}"

    # game/coach_common.rpy:41
    old "they hold {cards}"
    new "у соперника на руках {cards}"

    # game/coach_common.rpy:88
    old "She"
    new "Она"

    # game/coach_common.rpy:88
    old "They"
    new "Соперник"

    # game/coach_common.rpy:88
    old "Her cards: {n}"
    new "Карт у неё: {n}"

    # game/coach_common.rpy:88
    old "Their cards: {n}"
    new "Карт у соперника: {n}"

    # game/coach_common.rpy:88
    old "Her cards"
    new "Её карты"

    # game/coach_common.rpy:88
    old "Their cards"
    new "Карты соперника"

    # game/coach_common.rpy:88
    old "that lets her escape: with best play it is now a draw."
    new "так она уходит: при лучшей игре теперь ничья."

    # game/coach_common.rpy:88
    old "that lets them escape: with best play it is now a draw."
    new "так соперник уходит: при лучшей игре теперь ничья."

    # game/coach_common.rpy:88
    old "that lets her escape: with best play she now wins."
    new "так она уходит: при лучшей игре теперь выигрывает она."

    # game/coach_common.rpy:88
    old "that lets them escape: with best play they now win."
    new "так соперник уходит: при лучшей игре теперь выигрывает он."

    # game/coach_common.rpy:88
    old "Solved! She is the durak."
    new "Решено! Она осталась в дураках."

    # game/coach_common.rpy:88
    old "Solved! They are the durak."
    new "Решено! Соперник — дурак."

    # game/coach_common.rpy:88
    old "She is the durak."
    new "Она осталась в дураках."

    # game/coach_common.rpy:88
    old "They are the durak."
    new "Соперник — дурак."

    # game/coach_common.rpy:88
    old "She answers: {move}."
    new "Её ответ: {move}."

    # game/coach_common.rpy:88
    old "They answer: {move}."
    new "Ответ соперника: {move}."

    # game/coach_common.rpy:88
    old "She is thinking."
    new "Она думает."

    # game/coach_common.rpy:88
    old "They are thinking."
    new "Соперник думает."

    # game/coach_common.rpy:88
    old "Every card is known. Exactly one first move wins; find it, then win against her best defence. Stars: how long the winning line is."
    new "Все карты открыты. Выигрывает ровно один первый ход: найдите его, затем выиграйте против её лучшей защиты. Звёзды — длина выигрывающей линии."

    # game/coach_common.rpy:88
    old "Every card is known. Exactly one first move wins; find it, then win against their best defence. Stars: how long the winning line is."
    new "Все карты открыты. Выигрывает ровно один первый ход: найдите его, затем выиграйте против лучшей защиты соперника. Звёзды — длина выигрывающей линии."


translate russian strings:

    # a pass in the review, by what it did (coach.PASS_DID)
    old "let the defender take the cards"
    new "дать защитнику взять карты"

    old "end the bout: bita"
    new "закончить заход: бито"
