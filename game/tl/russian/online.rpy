# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/online.rpy:190
    old "No table has that code."
    new "Стола с таким кодом нет."

    # game/online.rpy:190
    old "That table is full."
    new "За этим столом нет мест."

    # game/online.rpy:190
    old "It is not your turn."
    new "Сейчас не ваш ход."

    # game/online.rpy:190
    old "The game moved on before your move arrived; look again."
    new "Игра ушла вперёд, пока ваш ход был в пути; посмотрите ещё раз."

    # game/online.rpy:190
    old "Too many messages."
    new "Слишком много сообщений."

    # game/online.rpy:190
    old "The server is full."
    new "Сервер переполнен."

    # game/online.rpy:190
    old "The server does not offer that game."
    new "Сервер не предлагает такой игры."

    # game/online.rpy:273
    old "attacks with"
    new "— ход:"

    # game/online.rpy:273
    old "throws in"
    new "— подкинуто:"

    # game/online.rpy:273
    old "transfers with"
    new "— перевод:"

    # game/online.rpy:273
    old "shows"
    new "— показ:"

    # game/online.rpy:273
    old "takes"
    new "— «беру»"

    # game/online.rpy:273
    old "leads"
    new "— ход:"

    # game/online.rpy:273
    old "picks up"
    new "— взято из стопки:"

    # game/online.rpy:273
    old "commits a card"
    new "— карта выложена"

    # game/online.rpy:273
    old "keeps a card"
    new "— карта оставлена"

    # game/online.rpy:273
    old "picks"
    new "— выбрано:"

    # game/online.rpy:326
    old "Your card"
    new "Ваша карта"

    # game/online.rpy:397
    old "Who may join:"
    new "Кто может подключиться:"

    # game/online.rpy:400
    old "Host a table"
    new "Открыть стол"

    # game/online.rpy:401
    old "Join with a code"
    new "Войти по коду"

    # game/online.rpy:405
    old "Game:"
    new "Игра:"

    # game/online.rpy:410
    old "Seats:"
    new "Мест:"

    # game/online.rpy:415
    old "Bots in seats:"
    new "Ботов на местах:"

    # game/online.rpy:418
    old "Anyone on my network"
    new "Любой из моей сети"

    # game/online.rpy:421
    old "Host on this computer"
    new "Открыть стол на этом компьютере"

    # game/online.rpy:422
    old "Host at the server address"
    new "Создать на сервере по адресу"

    # game/online.rpy:426
    old "Table code:"
    new "Код стола:"

    # game/online.rpy:430
    old "Join table"
    new "Сесть за стол"

    # game/online.rpy:433
    old "Server address:"
    new "Адрес сервера:"

    # game/online.rpy:437
    old "Friends on your network join with this computer's address and the port shown at the table. To play over the internet, type the address of the server you were given."
    new "Друзья из вашей сети подключаются по адресу этого компьютера и порту, указанному за столом. Чтобы играть через интернет, введите адрес сервера, который вам дали."

    # game/online.rpy:517
    old "Say"
    new "Сказать"

    # game/online.rpy:521
    old "Retry now"
    new "Повторить сейчас"

    # game/online.rpy:523
    old "Resign"
    new "Сдаться"

    # game/online.rpy:524
    old "Leave"
    new "Уйти"


    old "Connecting…"
    new "Подключение…"

    old "Connection lost. Reconnecting…"
    new "Связь потеряна. Переподключаемся…"

    old "That is not a server address. Type it as host:port, for example 192.168.1.20:7341."
    new "Это не адрес сервера. Введите его как хост:порт, например 192.168.1.20:7341."

    old "Nobody answered at that address. Check it, and that the server is running."
    new "По этому адресу никто не ответил. Проверьте адрес и запущен ли сервер."

    old "The server did not answer in time. Check the address and your network."
    new "Сервер не ответил вовремя. Проверьте адрес и сеть."

    old "No computer has that name. Check the address."
    new "Компьютера с таким именем нет. Проверьте адрес."

    old "Could not connect to the server. Check the address and your network."
    new "Не удалось подключиться к серверу. Проверьте адрес и сеть."

    old "No table yet? Ask the host for its six-letter code, or host one yourself."
    new "Стола ещё нет? Попросите у хозяина код из шести знаков или откройте стол сами."

    old "Could not join"
    new "Не удалось подключиться"

    old "Error"
    new "Ошибка"

    old "The server cannot be reached. Try again or leave the table."
    new "Сервер недоступен. Попробуйте ещё раз или покиньте стол."

    old "Waiting for the table…"
    new "Ждём стол…"

    old "You resigned."
    new "Вы сдались."

    # game/online.rpy (issue 20: limits, restarts and the turn clock)
    old "Too many connections from your address."
    new "Слишком много подключений с вашего адреса."

    old "Too many tables from your address; try again later."
    new "С вашего адреса создано слишком много столов; попробуйте позже."

    old "The server is shutting down."
    new "Сервер завершает работу."

    old "You are already at that table."
    new "Вы уже сидите за этим столом."

    old "Nobody joined in time; the table was closed."
    new "Никто не подсел вовремя; стол закрыт."

    old "The server is restarting. Reconnecting…"
    new "Сервер перезапускается. Переподключаемся…"

    old "Your move"
    new "Ваш ход"

    old "{name} to move"
    new "Ходит {name}"

    old "Time-outs in a row: {n} of {most}"
    new "Время вышло подряд: {n} из {most}"

    old "Time ran out: a move was made for you."
    new "Время вышло: за вас сходил бот."

    old "Time per move:"
    new "Время на ход:"

    old "{n} s"
    new "{n} с"

    # game/online.rpy (the lobby's "Who may join")
    old "This computer"
    new "Только этот компьютер"
