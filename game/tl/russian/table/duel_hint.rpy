# Russian strings of game/table/duel_hint.rpy (owner: coach).

translate russian strings:

    old "off"
    new "выкл."

    old "Hint"
    new "Подсказка"

    old "Hint: what would a strong player do?"
    new "Подсказка: как сыграл бы сильный игрок?"

    old "Thinking about a hint…"
    new "Подсказка обдумывается…"

    old "Hint: {move}."
    new "Подсказка: {move}."

    old "Play it"
    new "Сыграть"

    old "Play the hint: {move}"
    new "Сыграть подсказку: {move}"

    old "Hint button (suggests a move):"
    new "Кнопка «Подсказка»:"

    old "Hint button (suggests a move): {state}"
    new "Кнопка «Подсказка» (совет хода): {state}"

    old "You asked for {n} hint.|You asked for {n} hints."
    new "Вы взяли {n} подсказку.|Вы взяли {n} подсказки.|Вы взяли {n} подсказок."

    old "Review the game"
    new "Разобрать партию"

    old "Hints asked for at the table: {n}"
    new "Взято подсказок за столом: {n}"

translate russian strings:

    # the Hint button greyed, with the reason (it stays in its place in every state)
    # (auto at a hard table: no hints, the button says why: issue 26)
    old "Hint: off at this level (Table options)"
    new "Подсказка выключена на этом уровне (Настройки стола)"

    old "Hint: game over"
    new "Партия окончена"

    old "Hint: on your turn"
    new "Подсказка — в ваш ход"

    old "Hint shown"
    new "Подсказка на столе"
