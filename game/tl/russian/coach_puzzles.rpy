# Russian strings of game/coach_puzzles.rpy and its menu buttons (owner: coach).

translate russian strings:

    old "Problem {n}"
    new "Задача {n}"

    old "Exactly one first move wins."
    new "Выигрывает ровно один первый ход."

    old "The solver failed here; please retry."
    new "Решатель здесь сбился; попробуйте ещё раз."

    old "The game is over and you did not win."
    new "Партия окончена, и вы не выиграли."

    old "that lets him escape: with best play it is now a draw."
    new "так он уходит: при лучшей игре теперь ничья."

    old "that lets him escape: with best play he now wins."
    new "так он уходит: при лучшей игре теперь выигрывает он."

    old "Solved! He is the durak."
    new "Решено! Он — дурак."

    old "He answers: {move}."
    new "Его ответ: {move}."

    old "The solution: the only winning first move, then the quickest win against the longest defence."
    new "Решение: единственный выигрывающий первый ход, затем самый быстрый выигрыш против самой упорной защиты."

    old "He is the durak."
    new "Он — дурак."

    old "You attack."
    new "Вы ходите."

    old "You defend."
    new "Вы отбиваетесь."

    old "He is thinking."
    new "Он думает."

    old "He"
    new "Он"

    old "Durak problems"
    new "Задачи по дураку"

    old "Solved {n} of {total} · {all_n} of {all_total} in all"
    new "Решено {n} из {total} · всего {all_n} из {all_total}"

    old "Problem of the day"
    new "Задача дня"

    old "Problem of the day: %s"
    new "Задача дня: %s"

    old "All"
    new "Все"

    old "Easy"
    new "Лёгкие"

    old "Medium"
    new "Средние"

    old "Hard"
    new "Трудные"

    old "Every card is known. Exactly one first move wins; find it, then win against his best defence. Stars: how long the winning line is."
    new "Все карты открыты. Выигрывает ровно один первый ход: найдите его, затем выиграйте против лучшей защиты. Звёзды — длина выигрывающей линии."

    old ", solved"
    new ", решена"

    old "Last card of the deck"
    new "Последняя карта колоды"

    old "Discarded: {n}"
    new "В отбое: {n}"

    old "His cards"
    new "Его карты"

    old "The table is empty."
    new "Стол пуст."

    old "Your cards"
    new "Ваши карты"

    old "Show the solution"
    new "Показать решение"

    old "Next problem"
    new "Следующая задача"

    old "Back to the list"
    new "К списку"

    old "Moves"
    new "Ходы"

    old "Problems"
    new "Задачи"

    # the one rule on the problem's board: a click places, the move's button plays
    old "Taken back."
    new "Возвращено в руку."

    old "Place the other cards of the move too."
    new "Выложите и остальные карты этого хода."

    old "These cards can make several moves: press the one you mean."
    new "Этими картами можно сделать несколько ходов: нажмите нужный."

    old "Place a card first: click a card in your hand."
    new "Сначала выложите карту: нажмите на карту в руке."

    old "%s, placed: click to take it back"
    new "%s — на столе: нажмите, чтобы вернуть в руку"
