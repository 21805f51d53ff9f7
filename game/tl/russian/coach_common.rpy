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
    new "выбрать {suit}"

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
