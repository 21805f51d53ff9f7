# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # renpy/common/00accessibility.rpy:28
    old "Self-voicing disabled."
    new "Синтезатор речи отключён."

    # renpy/common/00accessibility.rpy:29
    old "Clipboard voicing enabled. "
    new "Озвучка буфера обмена включена."

    # renpy/common/00accessibility.rpy:30
    old "Self-voicing enabled. "
    new "Синтезатор речи включён."

    # renpy/common/00accessibility.rpy:32
    old "bar"
    new ". Полоса настройки"

    # renpy/common/00accessibility.rpy:33
    old "selected"
    new ". На данный момент это выбрано"

    # renpy/common/00accessibility.rpy:34
    old "viewport"
    new "порт просмотра"

    # renpy/common/00accessibility.rpy:35
    old "horizontal scroll"
    new ". горизонтальная полоса прокрутки"

    # renpy/common/00accessibility.rpy:36
    old "vertical scroll"
    new ". вертикальная полоса прокрутки"

    # renpy/common/00accessibility.rpy:37
    old "activate"
    new "элемент активирован"

    # renpy/common/00accessibility.rpy:38
    old "deactivate"
    new "элемент деактивирован"

    # renpy/common/00accessibility.rpy:39
    old "increase"
    new "больше"

    # renpy/common/00accessibility.rpy:40
    old "decrease"
    new "меньше"

    # renpy/common/00accessibility.rpy:138
    old "Font Override"
    new "Переопределение шрифта"

    # renpy/common/00accessibility.rpy:142
    old "Default"
    new "По умолчанию"

    # renpy/common/00accessibility.rpy:146
    old "DejaVu Sans"
    new "DejaVu Sans"

    # renpy/common/00accessibility.rpy:150
    old "Opendyslexic"
    new "Opendyslexic"

    # renpy/common/00accessibility.rpy:156
    old "Text Size Scaling"
    new "Масштабирование размера текста"

    # renpy/common/00accessibility.rpy:162
    old "Reset"
    new "Сбросить"

    # renpy/common/00accessibility.rpy:168
    old "Line Spacing Scaling"
    new "Масштабирование межстрочного интервала"

    # renpy/common/00accessibility.rpy:180
    old "High Contrast Text"
    new "Высококонтрастный текст"

    # renpy/common/00accessibility.rpy:182
    old "Enable"
    new "Активировано"

    # renpy/common/00accessibility.rpy:186
    old "Disable"
    new "Отключено"

    # renpy/common/00accessibility.rpy:193
    old "Self-Voicing"
    new "Озвучка через синтезатор речи"

    # renpy/common/00accessibility.rpy:197
    old "Off"
    new "Выкл."

    # renpy/common/00accessibility.rpy:201
    old "Text-to-speech"
    new "Преобразование текста в речь"

    # renpy/common/00accessibility.rpy:205
    old "Clipboard"
    new "Из буфера обмена"

    # renpy/common/00accessibility.rpy:209
    old "Debug"
    new "Отладку"

    # renpy/common/00accessibility.rpy:215
    old "Self-Voicing Volume Drop"
    new "Уменьшение громкости при озвучке через синтезатор речи"

    # renpy/common/00accessibility.rpy:224
    old "The options on this menu are intended to improve accessibility. They may not work with all games, and some combinations of options may render the game unplayable. This is not an issue with the game or engine. For the best results when changing fonts, try to keep the text size the same as it originally was."
    new "Параметры этого меню предназначены для увеличения доступности. Они могут работать не со всеми играми, а некоторые комбинации опций могут сделать игру отображаемой некорректно. Это не проблема с игрой или движком. Для достижения наилучших результатов при изменении шрифтов старайтесь сохранять размер текста таким, каким он был изначально."

    # renpy/common/00action_file.rpy:26
    old "{#weekday}Monday"
    new "{#weekday}Понедельник"

    # renpy/common/00action_file.rpy:26
    old "{#weekday}Tuesday"
    new "{#weekday}Вторник"

    # renpy/common/00action_file.rpy:26
    old "{#weekday}Wednesday"
    new "{#weekday}Среда"

    # renpy/common/00action_file.rpy:26
    old "{#weekday}Thursday"
    new "{#weekday}Четверг"

    # renpy/common/00action_file.rpy:26
    old "{#weekday}Friday"
    new "{#weekday}Пятница"

    # renpy/common/00action_file.rpy:26
    old "{#weekday}Saturday"
    new "{#weekday}Суббота"

    # renpy/common/00action_file.rpy:26
    old "{#weekday}Sunday"
    new "{#weekday}Воскресенье"

    # renpy/common/00action_file.rpy:37
    old "{#weekday_short}Mon"
    new "{#weekday_short}Пн"

    # renpy/common/00action_file.rpy:37
    old "{#weekday_short}Tue"
    new "{#weekday_short}Вт"

    # renpy/common/00action_file.rpy:37
    old "{#weekday_short}Wed"
    new "{#weekday_short}Ср"

    # renpy/common/00action_file.rpy:37
    old "{#weekday_short}Thu"
    new "{#weekday_short}Чт"

    # renpy/common/00action_file.rpy:37
    old "{#weekday_short}Fri"
    new "{#weekday_short}Пт"

    # renpy/common/00action_file.rpy:37
    old "{#weekday_short}Sat"
    new "{#weekday_short}Сб"

    # renpy/common/00action_file.rpy:37
    old "{#weekday_short}Sun"
    new "{#weekday_short}Вс"

    # renpy/common/00action_file.rpy:47
    old "{#month}January"
    new "{#month}января"

    # renpy/common/00action_file.rpy:47
    old "{#month}February"
    new "{#month}февраля"

    # renpy/common/00action_file.rpy:47
    old "{#month}March"
    new "{#month}марта"

    # renpy/common/00action_file.rpy:47
    old "{#month}April"
    new "{#month}апреля"

    # renpy/common/00action_file.rpy:47
    old "{#month}May"
    new "{#month}мая"

    # renpy/common/00action_file.rpy:47
    old "{#month}June"
    new "{#month}июня"

    # renpy/common/00action_file.rpy:47
    old "{#month}July"
    new "{#month}июля"

    # renpy/common/00action_file.rpy:47
    old "{#month}August"
    new "{#month}августа"

    # renpy/common/00action_file.rpy:47
    old "{#month}September"
    new "{#month}сентября"

    # renpy/common/00action_file.rpy:47
    old "{#month}October"
    new "{#month}октября"

    # renpy/common/00action_file.rpy:47
    old "{#month}November"
    new "{#month}ноября"

    # renpy/common/00action_file.rpy:47
    old "{#month}December"
    new "{#month}декабря"

    # renpy/common/00action_file.rpy:63
    old "{#month_short}Jan"
    new "{#month_short}Янв"

    # renpy/common/00action_file.rpy:63
    old "{#month_short}Feb"
    new "{#month_short}Фев"

    # renpy/common/00action_file.rpy:63
    old "{#month_short}Mar"
    new "{#month_short}Мар"

    # renpy/common/00action_file.rpy:63
    old "{#month_short}Apr"
    new "{#month_short}Апр"

    # renpy/common/00action_file.rpy:63
    old "{#month_short}May"
    new "{#month_short}Мая"

    # renpy/common/00action_file.rpy:63
    old "{#month_short}Jun"
    new "{#month_short}Июн"

    # renpy/common/00action_file.rpy:63
    old "{#month_short}Jul"
    new "{#month_short}Июл"

    # renpy/common/00action_file.rpy:63
    old "{#month_short}Aug"
    new "{#month_short}Авг"

    # renpy/common/00action_file.rpy:63
    old "{#month_short}Sep"
    new "{#month_short}Сен"

    # renpy/common/00action_file.rpy:63
    old "{#month_short}Oct"
    new "{#month_short}Окт"

    # renpy/common/00action_file.rpy:63
    old "{#month_short}Nov"
    new "{#month_short}Ноя"

    # renpy/common/00action_file.rpy:63
    old "{#month_short}Dec"
    new "{#month_short}Дек"

    # renpy/common/00action_file.rpy:250
    old "%b %d, %H:%M"
    new "%d %b, %H:%M"

    # renpy/common/00action_file.rpy:364
    old "Save slot %s: [text]"
    new "Слот сохранения %s: [text]"

    # renpy/common/00action_file.rpy:445
    old "Load slot %s: [text]"
    new "Слот загрузки %s: [text]"

    # renpy/common/00action_file.rpy:498
    old "Delete slot [text]"
    new "Удалить слот [text]"

    # renpy/common/00action_file.rpy:577
    old "File page auto"
    new "Автосохранения"

    # renpy/common/00action_file.rpy:579
    old "File page quick"
    new "Быстрые сохранения"

    # renpy/common/00action_file.rpy:581
    old "File page [text]"
    new "Страница сохранений [text]"

    # renpy/common/00action_file.rpy:780
    old "Next file page."
    new "Следующая страница сохранений"

    # renpy/common/00action_file.rpy:852
    old "Previous file page."
    new "Предыдущая страница сохранений"

    # renpy/common/00action_file.rpy:913
    old "Quick save complete."
    new "Быстрое сохранение завершено."

    # renpy/common/00action_file.rpy:931
    old "Quick save."
    new "Быстрое сохранение"

    # renpy/common/00action_file.rpy:950
    old "Quick load."
    new "Быстрая загрузка"

    # renpy/common/00action_other.rpy:381
    old "Language [text]"
    new "Язык [text]"

    # renpy/common/00action_other.rpy:703
    old "Open [text] directory."
    new "Открыть папку [text]."

    # renpy/common/00director.rpy:708
    old "The interactive director is not enabled here."
    new "Интерактивный директор недоступен."

    # renpy/common/00director.rpy:1481
    old "⬆"
    new "⬆"

    # renpy/common/00director.rpy:1487
    old "⬇"
    new "⬇"

    # renpy/common/00director.rpy:1551
    old "Done"
    new "Принять"

    # renpy/common/00director.rpy:1561
    old "(statement)"
    new "(функция)"

    # renpy/common/00director.rpy:1562
    old "(tag)"
    new "(тег)"

    # renpy/common/00director.rpy:1563
    old "(attributes)"
    new "(аттрибут)"

    # renpy/common/00director.rpy:1564
    old "(transform)"
    new "(трансформация)"

    # renpy/common/00director.rpy:1589
    old "(transition)"
    new "(переход)"

    # renpy/common/00director.rpy:1601
    old "(channel)"
    new "(канал)"

    # renpy/common/00director.rpy:1602
    old "(filename)"
    new "(имя файла)"

    # renpy/common/00director.rpy:1631
    old "Change"
    new "Изменить"

    # renpy/common/00director.rpy:1633
    old "Add"
    new "Добавить"

    # renpy/common/00director.rpy:1636
    old "Cancel"
    new "Отмена"

    # renpy/common/00director.rpy:1639
    old "Remove"
    new "Убрать"

    # renpy/common/00director.rpy:1674
    old "Statement:"
    new "Функции:"

    # renpy/common/00director.rpy:1695
    old "Tag:"
    new "Теги:"

    # renpy/common/00director.rpy:1711
    old "Attributes:"
    new "Аттрибут:"

    # renpy/common/00director.rpy:1729
    old "Transforms:"
    new "Трансформации:"

    # renpy/common/00director.rpy:1748
    old "Behind:"
    new "Позади:"

    # renpy/common/00director.rpy:1767
    old "Transition:"
    new "Переходы:"

    # renpy/common/00director.rpy:1785
    old "Channel:"
    new "Каналы:"

    # renpy/common/00director.rpy:1803
    old "Audio Filename:"
    new "Имя файла:"

    # renpy/common/00gui.rpy:445
    old "Are you sure?"
    new "Вы уверены?"

    # renpy/common/00gui.rpy:446
    old "Are you sure you want to delete this save?"
    new "Вы уверены, что хотите удалить это сохранение?"

    # renpy/common/00gui.rpy:447
    old "Are you sure you want to overwrite your save?"
    new "Вы уверены, что хотите перезаписать ваше сохранение?"

    # renpy/common/00gui.rpy:448
    old "Loading will lose unsaved progress.\nAre you sure you want to do this?"
    new "Загрузка игры приведёт к потере несохранённого прогресса.\nВы уверены, что хотите это сделать?"

    # renpy/common/00gui.rpy:449
    old "Are you sure you want to quit?"
    new "Вы уверены, что хотите выйти?"

    # renpy/common/00gui.rpy:450
    old "Are you sure you want to return to the main menu?\nThis will lose unsaved progress."
    new "Вы уверены, что хотите вернуться в главное меню?\nЭто приведёт к потере несохранённого прогресса."

    # renpy/common/00gui.rpy:451
    old "Are you sure you want to end the replay?"
    new "Вы уверены, что хотите завершить повтор?"

    # renpy/common/00gui.rpy:452
    old "Are you sure you want to begin skipping?"
    new "Вы уверены, что хотите начать пропуск?"

    # renpy/common/00gui.rpy:453
    old "Are you sure you want to skip to the next choice?"
    new "Вы точно хотите пропустить всё до следующего выбора?"

    # renpy/common/00gui.rpy:454
    old "Are you sure you want to skip unseen dialogue to the next choice?"
    new "Вы уверены, что хотите пропустить непрочитанные диалоги до следующего выбора?"

    # renpy/common/00keymap.rpy:310
    old "Failed to save screenshot as %s."
    new "Провалена попытка сохранить скриншот как %s."

    # renpy/common/00keymap.rpy:322
    old "Saved screenshot as %s."
    new "Скриншот сохранён как %s."

    # renpy/common/00library.rpy:230
    old "Skip Mode"
    new "Режим Пропуска"

    # renpy/common/00library.rpy:316
    old "This program contains free software under a number of licenses, including the MIT License and GNU Lesser General Public License. A complete list of software, including links to full source code, can be found {a=https://www.renpy.org/l/license}here{/a}."
    new "Эта программа содержит свободное и открытое программное обеспечение под несколькими лицензиями, включая лицензию MIT и GNU Lesser General Public. Полный список лицензий, включая ссылки на полный исходный код, можно найти {a=https://www.renpy.org/l/license}здесь{/a}."

    # renpy/common/00preferences.rpy:259
    old "display"
    new "режим экрана"

    # renpy/common/00preferences.rpy:271
    old "transitions"
    new "переходы"

    # renpy/common/00preferences.rpy:280
    old "skip transitions"
    new "пропускать переходы"

    # renpy/common/00preferences.rpy:282
    old "video sprites"
    new "видео-спрайты"

    # renpy/common/00preferences.rpy:291
    old "show empty window"
    new "показывать пустое окно диалога"

    # renpy/common/00preferences.rpy:300
    old "text speed"
    new "скорость текста"

    # renpy/common/00preferences.rpy:308
    old "joystick"
    new "джойстик"

    # renpy/common/00preferences.rpy:308
    old "joystick..."
    new "джойстик..."

    # renpy/common/00preferences.rpy:315
    old "skip"
    new "пропускать"

    # renpy/common/00preferences.rpy:318
    old "skip unseen [text]"
    new "пропускать весь [text]"

    # renpy/common/00preferences.rpy:323
    old "skip unseen text"
    new "пропускать весь текст"

    # renpy/common/00preferences.rpy:325
    old "begin skipping"
    new "начать пропуск"

    # renpy/common/00preferences.rpy:329
    old "after choices"
    new "после выборов"

    # renpy/common/00preferences.rpy:336
    old "skip after choices"
    new "пропускать после выборов"

    # renpy/common/00preferences.rpy:338
    old "auto-forward time"
    new "скорость авточтения"

    # renpy/common/00preferences.rpy:352
    old "auto-forward"
    new "авточтение"

    # renpy/common/00preferences.rpy:359
    old "Auto forward"
    new "Авточтение"

    # renpy/common/00preferences.rpy:362
    old "auto-forward after click"
    new "продолжать авточтение после клика"

    # renpy/common/00preferences.rpy:371
    old "automatic move"
    new "автоматически передвигать мышь к кнопке" ##"

    # renpy/common/00preferences.rpy:380
    old "wait for voice"
    new "ждать голос"

    # renpy/common/00preferences.rpy:389
    old "voice sustain"
    new "не останавливать голос"

    # renpy/common/00preferences.rpy:398
    old "self voicing"
    new "озвучка через синтезатор речи"

    # renpy/common/00preferences.rpy:407
    old "self voicing volume drop"
    new "уменьшение громкости при озвучке через синтезатор речи"

    # renpy/common/00preferences.rpy:415
    old "clipboard voicing"
    new "синтез речи из буфера обмена"

    # renpy/common/00preferences.rpy:424
    old "debug voicing"
    new "режим дебага синтеза речи"

    # renpy/common/00preferences.rpy:433
    old "emphasize audio"
    new "усилить громкость заранее заданных звуковых каналов за счёт приглушения остальных каналов"

    # renpy/common/00preferences.rpy:442
    old "rollback side"
    new "сторона отката"

    # renpy/common/00preferences.rpy:452
    old "gl powersave"
    new "настройка графики. Экономия энергии"

    # renpy/common/00preferences.rpy:458
    old "gl framerate"
    new "настройка графики. Частота кадров"

    # renpy/common/00preferences.rpy:461
    old "gl tearing"
    new "настройка графики. Разрывание кадров"

    # renpy/common/00preferences.rpy:464
    old "font transform"
    new "преобразование шрифта"

    # renpy/common/00preferences.rpy:467
    old "font size"
    new "размер шрифта"

    # renpy/common/00preferences.rpy:475
    old "font line spacing"
    new "межстрочный интервал"

    # renpy/common/00preferences.rpy:483
    old "system cursor"
    new "системный курсор"

    # renpy/common/00preferences.rpy:492
    old "renderer menu"
    new "меню рендерера"

    # renpy/common/00preferences.rpy:495
    old "accessibility menu"
    new "меню специальных возможностей"

    # renpy/common/00preferences.rpy:498
    old "high contrast text"
    new "высококонтрастный текст"

    # renpy/common/00preferences.rpy:507
    old "audio when minimized"
    new "звук при сворачивании окна"

    # renpy/common/00preferences.rpy:527
    old "main volume"
    new "общая громкость"

    # renpy/common/00preferences.rpy:528
    old "music volume"
    new "громкость музыки"

    # renpy/common/00preferences.rpy:529
    old "sound volume"
    new "громкость звуков"

    # renpy/common/00preferences.rpy:530
    old "voice volume"
    new "громкость голоса"

    # renpy/common/00preferences.rpy:531
    old "mute main"
    new "режим без звука"

    # renpy/common/00preferences.rpy:532
    old "mute music"
    new "без музыки"

    # renpy/common/00preferences.rpy:533
    old "mute sound"
    new "без звуков"

    # renpy/common/00preferences.rpy:534
    old "mute voice"
    new "без голоса"

    # renpy/common/00preferences.rpy:535
    old "mute all"
    new "режим без звука"

    # renpy/common/00preferences.rpy:616
    old "Clipboard voicing enabled. Press 'shift+C' to disable."
    new "Озвучка буфера обмена включена. Нажмите 'shift+C', чтобы отключить её."

    # renpy/common/00preferences.rpy:618
    old "Self-voicing would say \"[renpy.display.tts.last]\". Press 'alt+shift+V' to disable."
    new "Синтезатор речи должен сказать \"[renpy.display.tts.last]\". Нажмите 'alt+shift+V', чтобы отключить его."

    # renpy/common/00preferences.rpy:620
    old "Self-voicing enabled. Press 'v' to disable."
    new "Синтезатор речи включён. Нажмите 'v', чтобы отключить его."

    # renpy/common/00iap.rpy:219
    old "Contacting App Store\nPlease Wait..."
    new "Связываюсь с App Store\nПожалуйста, ждите..."

    # renpy/common/00updater.rpy:419
    old "The Ren'Py Updater is not supported on mobile devices."
    new "Ren'Py Updater не поддерживается на мобильных устройствах."

    # renpy/common/00updater.rpy:548
    old "An error is being simulated."
    new "Симулируется ошибка."

    # renpy/common/00updater.rpy:738
    old "Either this project does not support updating, or the update status file was deleted."
    new "Или этот проект не поддерживает обновление, или файл статуса обновления был удалён."

    # renpy/common/00updater.rpy:752
    old "This account does not have permission to perform an update."
    new "У этого аккаунта нет прав проводить обновление."

    # renpy/common/00updater.rpy:755
    old "This account does not have permission to write the update log."
    new "У этого аккаунта нет прав писать лог обновления."

    # renpy/common/00updater.rpy:783
    old "Could not verify update signature."
    new "Не могу верифицировать подпись обновления."

    # renpy/common/00updater.rpy:1084
    old "The update file was not downloaded."
    new "Файл обновления не был загружен."

    # renpy/common/00updater.rpy:1102
    old "The update file does not have the correct digest - it may have been corrupted."
    new "Файл обновления не содержит корректного дайджеста — он может быть повреждён."

    # renpy/common/00updater.rpy:1252
    old "While unpacking {}, unknown type {}."
    new "При распаковке {} обнаружен неизвестный тип {}."

    # renpy/common/00updater.rpy:1624
    old "Updater"
    new "Обновление"

    # renpy/common/00updater.rpy:1631
    old "An error has occured:"
    new "Возникла ошибка:"

    # renpy/common/00updater.rpy:1633
    old "Checking for updates."
    new "Проверка обновлений."

    # renpy/common/00updater.rpy:1635
    old "This program is up to date."
    new "Эта программа обновлена."

    # renpy/common/00updater.rpy:1637
    old "[u.version] is available. Do you want to install it?"
    new "[u.version] доступна. Вы хотите её установить?"

    # renpy/common/00updater.rpy:1639
    old "Preparing to download the updates."
    new "Подготовка к загрузке обновлений."

    # renpy/common/00updater.rpy:1641
    old "Downloading the updates."
    new "Загрузка обновлений."

    # renpy/common/00updater.rpy:1643
    old "Unpacking the updates."
    new "Распаковка обновлений."

    # renpy/common/00updater.rpy:1645
    old "Finishing up."
    new "Завершаю..."

    # renpy/common/00updater.rpy:1647
    old "The updates have been installed. The program will restart."
    new "Обновления установлены. Программа будет перезапущена."

    # renpy/common/00updater.rpy:1649
    old "The updates have been installed."
    new "Обновления были установлены."

    # renpy/common/00updater.rpy:1651
    old "The updates were cancelled."
    new "Обновления были отменены."

    # renpy/common/00updater.rpy:1666
    old "Proceed"
    new "Продолжить"

    # renpy/common/00gallery.rpy:627
    old "Image [index] of [count] locked."
    new "Изображение [index] из [count] закрыто."

    # renpy/common/00gallery.rpy:647
    old "prev"
    new "пред"

    # renpy/common/00gallery.rpy:648
    old "next"
    new "след"

    # renpy/common/00gallery.rpy:649
    old "slideshow"
    new "слайд-шоу"

    # renpy/common/00gallery.rpy:650
    old "return"
    new "вернуться"

    # renpy/common/00gltest.rpy:89
    old "Renderer"
    new "Рендер"

    # renpy/common/00gltest.rpy:93
    old "Automatically Choose"
    new "Выбирать Автоматически"

    # renpy/common/00gltest.rpy:100
    old "Force GL Renderer"
    new "Принудительный GL рендеринг"

    # renpy/common/00gltest.rpy:105
    old "Force ANGLE Renderer"
    new "Принудительный ANGLE рендеринг"

    # renpy/common/00gltest.rpy:110
    old "Force GLES Renderer"
    new "Принудительный GLES рендеринг"

    # renpy/common/00gltest.rpy:116
    old "Force GL2 Renderer"
    new "Принудительный GL2 рендеринг"

    # renpy/common/00gltest.rpy:121
    old "Force ANGLE2 Renderer"
    new "Принудительный ANGLE2 рендеринг"

    # renpy/common/00gltest.rpy:126
    old "Force GLES2 Renderer"
    new "Принудительный GLES2 рендеринг"

    # renpy/common/00gltest.rpy:136
    old "Enable (No Blocklist)"
    new "Включить (игнорировать блоклист)"

    # renpy/common/00gltest.rpy:159
    old "Powersave"
    new "Экономия энергии"

    # renpy/common/00gltest.rpy:173
    old "Framerate"
    new "Частота кадров"

    # renpy/common/00gltest.rpy:177
    old "Screen"
    new "Экранная"

    # renpy/common/00gltest.rpy:181
    old "60"
    new "60"

    # renpy/common/00gltest.rpy:185
    old "30"
    new "30"

    # renpy/common/00gltest.rpy:191
    old "Tearing"
    new "Разрывание кадров"

    # renpy/common/00gltest.rpy:207
    old "Changes will take effect the next time this program is run."
    new "Изменения вступят в силу при следующем запуске программы."

    # renpy/common/00gltest.rpy:242
    old "Performance Warning"
    new "Предупреждение Производительности"

    # renpy/common/00gltest.rpy:247
    old "This computer is using software rendering."
    new "Этот компьютер использует программный рендеринг."

    # renpy/common/00gltest.rpy:249
    old "This game requires use of GL2 that can't be initialised."
    new "Эта игра требует использование GL2 который не может быть инициализирован."

    # renpy/common/00gltest.rpy:251
    old "This computer has a problem displaying graphics: [problem]."
    new "У этого компьютера проблема с отображением графики: [problem]"

    # renpy/common/00gltest.rpy:255
    old "Its graphics drivers may be out of date or not operating correctly. This can lead to slow or incorrect graphics display."
    new "Графические драйвера устарели или работают неверно. Это может привести к медленному или неверному отображению графики."

    # renpy/common/00gltest.rpy:259
    old "The {a=edit:1:log.txt}log.txt{/a} file may contain information to help you determine what is wrong with your computer."
    new "Файл {a=edit:1:log.txt}log.txt{/a} может содержать информацию, которая поможет вам определить, что не так с вашим компьютером."

    # renpy/common/00gltest.rpy:264
    old "More details on how to fix this can be found in the {a=[url]}documentation{/a}."
    new "Больше информации о том как это может быть исправлено смотрите в {a=[url]}документации{/a}."

    # renpy/common/00gltest.rpy:269
    old "Continue, Show this warning again"
    new "Продолжить, Показать это предупреждение снова"

    # renpy/common/00gltest.rpy:273
    old "Continue, Don't show warning again"
    new "Продолжить, Не показывать это предупреждение снова."

    # renpy/common/00gltest.rpy:281
    old "Change render options"
    new "Изменить настройки рендеринга"

    # renpy/common/00gamepad.rpy:32
    old "Select Gamepad to Calibrate"
    new "Выберите Геймпад для Калибровки"

    # renpy/common/00gamepad.rpy:35
    old "No Gamepads Available"
    new "Геймпады Не Обнаружены"

    # renpy/common/00gamepad.rpy:54
    old "Calibrating [name] ([i]/[total])"
    new "Калибрую [name] ([i]/[total])"

    # renpy/common/00gamepad.rpy:58
    old "Press or move the '[control!s]' [kind]."
    new "Нажмите или сдвиньте [kind] '[control!s]'"

    # renpy/common/00gamepad.rpy:68
    old "Skip (A)"
    new "Пропуск (A)"

    # renpy/common/00gamepad.rpy:71
    old "Back (B)"
    new "Назад (B)"

    # renpy/common/_errorhandling.rpym:557
    old "Opens the traceback.txt file in a text editor."
    new "Открывает файл traceback.txt в текстовом редакторе."

    # renpy/common/_errorhandling.rpym:559
    old "Copy BBCode"
    new "Скопировать как BBCode"

    # renpy/common/_errorhandling.rpym:561
    old "Copies the traceback.txt file to the clipboard as BBcode for forums like https://lemmasoft.renai.us/."
    new "Копирует файл traceback.txt в буфер обмена как BBCode для форумов типа https://lemmasoft.renai.us/."

    # renpy/common/_errorhandling.rpym:563
    old "Copy Markdown"
    new "Скопировать как Markdown"

    # renpy/common/_errorhandling.rpym:565
    old "Copies the traceback.txt file to the clipboard as Markdown for Discord."
    new "Копирует файл traceback.txt в буфер обмена как Markdown для Дискорда."

    # renpy/common/_errorhandling.rpym:594
    old "An exception has occurred."
    new "Возникло исключение."

    # renpy/common/_errorhandling.rpym:617
    old "Rollback"
    new "Назад"

    # renpy/common/_errorhandling.rpym:619
    old "Attempts a roll back to a prior time, allowing you to save or choose a different choice."
    new "Пытается вернуться назад, позволяя вам сохраниться или принять другой выбор."

    # renpy/common/_errorhandling.rpym:622
    old "Ignore"
    new "Игнорировать"

    # renpy/common/_errorhandling.rpym:626
    old "Ignores the exception, allowing you to continue."
    new "Игнорирует это исключение, позволяя вам продолжить."

    # renpy/common/_errorhandling.rpym:628
    old "Ignores the exception, allowing you to continue. This often leads to additional errors."
    new "Игнорирует это исключение, позволяя вам продолжить. Зачастую это ведёт к дополнительным ошибкам."

    # renpy/common/_errorhandling.rpym:632
    old "Reload"
    new "Перезагрузить"

    # renpy/common/_errorhandling.rpym:634
    old "Reloads the game from disk, saving and restoring game state if possible."
    new "Перезагружает игру с диска, сохраняя и восстанавливая её состояние, если это возможно."

    # renpy/common/_errorhandling.rpym:637
    old "Console"
    new "Консоль"

    # renpy/common/_errorhandling.rpym:639
    old "Opens a console to allow debugging the problem."
    new "Открывает консоль, позволяющую отладить проблему."

    # renpy/common/_errorhandling.rpym:652
    old "Quits the game."
    new "Выходит из игры."

    # renpy/common/_errorhandling.rpym:673
    old "Parsing the script failed."
    new "Обработка сценария завершилась неудачно."


    # renpy/common/00gui.rpy (Ren'Py 8.1+: a save not signed on this device)
    old "This save was created on a different device. Maliciously constructed save files can harm your computer. Do you trust this save's creator and everyone who could have changed the file?"
    new "Это сохранение сделано на другом устройстве. Специально подделанные файлы сохранений могут навредить компьютеру. Доверяете ли вы автору сохранения и всем, кто мог изменить файл?"

    # renpy/common/00gui.rpy (Ren'Py 8.1+)
    old "Do you trust the device the save was created on? You should only choose yes if you are the device's sole user."
    new "Доверяете ли вы устройству, на котором сделано сохранение? Отвечайте «да», только если этим устройством пользуетесь лишь вы."
