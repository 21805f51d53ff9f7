# Russian strings of game/coach_review.rpy (owner: coach).

translate russian strings:

    old "This game cannot be reviewed: its moves were not all kept (a save from an older version)."
    new "Эту партию нельзя разобрать: не все её ходы сохранились (сохранение из старой версии)."

    old "The review failed: {error}"
    new "Разбор не удался: {error}"

    old "Move {n}"
    new "Ход {n}"

    old "Your chances with this move: {p}%"
    new "Ваши шансы с этим ходом: {p}%"

    old "(exact: every card was known)"
    new "(точно: все карты были известны)"

    old "Better: {move} ({p}%)."
    new "Лучше: {move} ({p}%)."

    old "You won."
    new "Вы выиграли."

    old "You lost."
    new "Вы проиграли."

    old "A draw."
    new "Ничья."

    old "Review of the duel"
    new "Разбор партии"

    old "Looking at your decisions: {done} of {total}"
    new "Смотрим ваши решения: {done} из {total}"

    old "His cards: {n}"
    new "Его карт: {n}"

    old "A turning point."
    new "Поворотный момент."

    old "Your chances, decision by decision"
    new "Ваши шансы, решение за решением"

    old "Turning points"
    new "Поворотные моменты"

    old "None: no move cost you more than ten points of chance."
    new "Нет: ни один ход не стоил вам больше десяти пунктов шанса."

    old "{a}% → {b}%"
    new "{a}% → {b}%"

    old "Previous move"
    new "Предыдущий ход"

    old "Next move"
    new "Следующий ход"

    old "Next turning point"
    new "Следующий поворот"

    old "your decisions, first to last →"
    new "решения по порядку →"

    old "a decision"
    new "решение"

    old "this move"
    new "этот ход"

    old "turning point"
    new "поворотный момент"
