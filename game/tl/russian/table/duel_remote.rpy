translate russian strings:

    # game/table/duel_remote.rpy
    old "Waiting for players to join…"
    new "Ждём, пока подключатся игроки…"

    # game/table/duel_remote.rpy
    old "Waiting for {name}…"
    new "Ждём: {name}…"

    # game/table/duel_remote.rpy
    old "waiting…"
    new "ждём…"

    # game/table/duel_remote.rpy
    old "{name} resigned. You win!"
    new "{name} сдаётся. Вы выиграли!"

    # game/table/duel_remote.rpy
    old "Your time ran out three times in a row: the game is lost."
    new "Время на ход вышло три раза подряд: партия проиграна."

    # game/table/duel_remote.rpy
    old "{name} ran out of time. You win!"
    new "У игрока {name} вышло время. Вы выиграли!"

    # game/table/duel_remote.rpy
    old "The server cannot be reached. Press Retry, or leave the table."
    new "Сервер недоступен. Нажмите «Повторить» или уйдите из-за стола."

    # game/table/duel_remote.rpy
    old "Connection lost. Reconnecting… Your move will be sent when the line is back."
    new "Связь потеряна. Переподключаемся… Ваш ход отправится, когда связь вернётся."

    # game/table/duel_remote.rpy
    old "Table {code}"
    new "Стол {code}"

    # game/table/duel_remote.rpy
    old "Hosted here, port {port}"
    new "Сервер здесь, порт {port}"

    # game/table/duel_remote.rpy
    old "Waiting for players. Tell your friend the table code:"
    new "Ждём игроков. Сообщите другу код стола:"

    # game/table/duel_remote.rpy
    old "Retry"
    new "Повторить"

    # game/table/duel_remote.rpy
    old "Chat"
    new "Чат"

    # game/table/duel_remote.rpy
    old "Chat ({n})"
    new "Чат ({n})"

    # game/table/duel_remote.rpy
    old "Leave…"
    new "Уйти…"

    # game/table/duel_remote.rpy
    old "Leave the table?"
    new "Уйти из-за стола?"

    # game/table/duel_remote.rpy
    old "If you leave during the game, a bot takes over your seat after a few seconds. Resigning ends the game now as a loss."
    new "Если уйти во время игры, через несколько секунд ваше место займёт бот. Если сдаться, игра сразу закончится вашим проигрышем."

    # game/table/duel_remote.rpy
    old "Stay"
    new "Остаться"

    # game/table/duel_remote.rpy
    old "Free seat"
    new "Свободное место"
