# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/screens.rpy:252
    old "Back"
    new "Назад"

    # game/screens.rpy:253
    old "History"
    new "История"

    # game/screens.rpy:254
    old "Skip"
    new "Пропуск"

    # game/screens.rpy:255
    old "Auto"
    new "Авто"

    # game/screens.rpy:256
    old "Save"
    new "Сохранить"

    # game/screens.rpy:257
    old "Q.Save"
    new "Б.Сохр"

    # game/screens.rpy:258
    old "Q.Load"
    new "Б.Загр"

    # game/screens.rpy:259
    old "Prefs"
    new "Опции"

    # game/screens.rpy:300
    old "Start"
    new "Начать"

    # game/screens.rpy:303
    old "Free Play"
    new "Свободная игра"

    # game/screens.rpy:311
    old "Load"
    new "Загрузить"

    # game/screens.rpy:313
    old "Preferences"
    new "Настройки"

    # game/screens.rpy:315
    old "Rules"
    new "Правила"

    # game/screens.rpy:318
    old "Extras"
    new "Дополнительно"

    # game/screens.rpy:322
    old "End Replay"
    new "Завершить повтор"

    # game/screens.rpy:326
    old "Main Menu"
    new "Главное меню"

    # game/screens.rpy:328
    old "About"
    new "Об игре"

    # game/screens.rpy:330
    old "Credits"
    new "Титры"

    # game/screens.rpy:335
    old "Help"
    new "Помощь"

    # game/screens.rpy:341
    old "Quit"
    new "Выход"

    # game/screens.rpy:482
    old "Return"
    new "Вернуться"

    # game/screens.rpy:566
    old "Version [config.version!t]\n"
    new "Версия [config.version!t]\n"

    # game/screens.rpy:572
    old "Made with {a=https://www.renpy.org/}Ren'Py{/a} [renpy.version_only].\n\n[renpy.license!t]"
    new "Сделано с помощью {a=https://www.renpy.org/}Ren'Py{/a} [renpy.version_only].\n\n[renpy.license!t]"

    # game/screens.rpy:608
    old "Page {}"
    new "{} страница"

    # game/screens.rpy:608
    old "Automatic saves"
    new "Автосохранения"

    # game/screens.rpy:608
    old "Quick saves"
    new "Быстрые сохранения"

    # game/screens.rpy:650
    old "{#file_time}%A, %B %d %Y, %H:%M"
    new "{#file_time}%A, %d %B %Y, %H:%M"

    # game/screens.rpy:650
    old "empty slot"
    new "Пустой слот"

    # game/screens.rpy:667
    old "<"
    new "<"

    # game/screens.rpy:670
    old "{#auto_page}A"
    new "{#auto_page}А"

    # game/screens.rpy:673
    old "{#quick_page}Q"
    new "{#quick_page}Б"

    # game/screens.rpy:679
    old ">"
    new ">"

    # game/screens.rpy:736
    old "Display"
    new "Режим экрана"

    # game/screens.rpy:737
    old "Window"
    new "Оконный"

    # game/screens.rpy:738
    old "Fullscreen"
    new "Полный"

    # game/screens.rpy:743
    old "Unseen Text"
    new "Всего текста"

    # game/screens.rpy:744
    old "After Choices"
    new "После выборов"

    # game/screens.rpy:745
    old "Transitions"
    new "Переходов"

    # game/screens.rpy:750
    old "Language"
    new "Язык"

    # game/screens.rpy:756
    old "Card Table"
    new "Карточный стол"

    # game/screens.rpy:757
    old "Move Hints"
    new "Подсказки ходов"

    # game/screens.rpy:758
    old "Four-Colour Deck"
    new "Четырёхцветная колода"

    # game/screens.rpy:759
    old "High Contrast"
    new "Высокий контраст"

    # game/screens.rpy:760
    old "Undo (Easy)"
    new "Отмена хода (лёгкий)"

    # game/screens.rpy:764
    old "Opponent Speed"
    new "Скорость соперника"

    # game/screens.rpy:765
    old "Slow"
    new "Медленный"

    # game/screens.rpy:766
    old "Normal"
    new "Обычный"

    # game/screens.rpy:767
    old "Fast"
    new "Быстрый"

    # game/screens.rpy:771
    old "Card Size"
    new "Размер карт"

    # game/screens.rpy:773
    old "Large"
    new "Крупный"

    # game/screens.rpy:774
    old "Largest"
    new "Самый крупный"

    # game/screens.rpy:778
    old "Names"
    new "Имена"

    # game/screens.rpy:779
    old "Rename…"
    new "Переименовать…"

    # game/screens.rpy:789
    old "Text Speed"
    new "Скорость текста"

    # game/screens.rpy:793
    old "Auto-Forward Time"
    new "Скорость авточтения"

    # game/screens.rpy:800
    old "Music Volume"
    new "Громкость музыки"

    # game/screens.rpy:807
    old "Sound Volume"
    new "Громкость звуков"

    # game/screens.rpy:813
    old "Test"
    new "Тест"

    # game/screens.rpy:817
    old "Voice Volume"
    new "Громкость голоса"

    # game/screens.rpy:828
    old "Mute All"
    new "Без звука"

    # game/screens.rpy:947
    old "The dialogue history is empty."
    new "История диалогов пуста."

    # game/screens.rpy:1015
    old "Keyboard"
    new "Клавиатура"

    # game/screens.rpy:1016
    old "Mouse"
    new "Мышь"

    # game/screens.rpy:1019
    old "Gamepad"
    new "Геймпад"

    # game/screens.rpy:1032
    old "Enter"
    new "Enter"

    # game/screens.rpy:1033
    old "Advances dialogue and activates the interface."
    new "Прохождение диалогов, активация интерфейса."

    # game/screens.rpy:1036
    old "Space"
    new "Пробел"

    # game/screens.rpy:1037
    old "Advances dialogue without selecting choices."
    new "Прохождение диалогов без возможности делать выбор."

    # game/screens.rpy:1040
    old "Arrow Keys"
    new "Стрелки"

    # game/screens.rpy:1041
    old "Navigate the interface."
    new "Навигация по интерфейсу."

    # game/screens.rpy:1044
    old "Escape"
    new "Esc"

    # game/screens.rpy:1045
    old "Accesses the game menu."
    new "Вход в игровое меню."

    # game/screens.rpy:1048
    old "Ctrl"
    new "Ctrl"

    # game/screens.rpy:1049
    old "Skips dialogue while held down."
    new "Пропускает диалоги, пока зажат."

    # game/screens.rpy:1052
    old "Tab"
    new "Tab"

    # game/screens.rpy:1053
    old "Toggles dialogue skipping."
    new "Включает режим пропуска."

    # game/screens.rpy:1056
    old "Page Up"
    new "Page Up"

    # game/screens.rpy:1057
    old "Rolls back to earlier dialogue."
    new "Откат назад по сюжету игры."

    # game/screens.rpy:1060
    old "Page Down"
    new "Page Down"

    # game/screens.rpy:1061
    old "Rolls forward to later dialogue."
    new "Возврат вперёд по сюжету игры."

    # game/screens.rpy:1065
    old "Hides the user interface."
    new "Скрывает интерфейс пользователя."

    # game/screens.rpy:1069
    old "Takes a screenshot."
    new "Делает снимок экрана."

    # game/screens.rpy:1073
    old "Toggles assistive {a=https://www.renpy.org/l/voicing}self-voicing{/a}."
    new "Включает поддерживаемый {a=https://www.renpy.org/l/voicing}синтезатор речи{/a}."

    # game/screens.rpy:1077
    old "Opens the accessibility menu."
    new "Открывает меню специальных возможностей."

    # game/screens.rpy:1083
    old "Left Click"
    new "Левый клик"

    # game/screens.rpy:1087
    old "Middle Click"
    new "Клик колёсиком"

    # game/screens.rpy:1091
    old "Right Click"
    new "Правый клик"

    # game/screens.rpy:1095
    old "Mouse Wheel Up\nClick Rollback Side"
    new "Колёсико вверх\nКлик на сторону отката"

    # game/screens.rpy:1099
    old "Mouse Wheel Down"
    new "Колёсико вниз"

    # game/screens.rpy:1106
    old "Right Trigger\nA/Bottom Button"
    new "Правый триггер\nA/Нижняя кнопка"

    # game/screens.rpy:1110
    old "Left Trigger\nLeft Shoulder"
    new "Левый триггер\nЛевый бампер"

    # game/screens.rpy:1114
    old "Right Shoulder"
    new "Правый бампер"

    # game/screens.rpy:1119
    old "D-Pad, Sticks"
    new "Крестовина, Стики"

    # game/screens.rpy:1123
    old "Start, Guide"
    new "Start, Guide"

    # game/screens.rpy:1127
    old "Y/Top Button"
    new "Y/Верхняя кнопка"

    # game/screens.rpy:1130
    old "Calibrate"
    new "Калибровка"

    # game/screens.rpy:1195
    old "Yes"
    new "Да"

    # game/screens.rpy:1196
    old "No"
    new "Нет"

    # game/screens.rpy:1242
    old "Skipping"
    new "Пропуск"

    # game/screens.rpy:1465
    old "Menu"
    new "Меню"

# TODO: Translation updated at 2026-11-30 17:11

translate russian strings:

    # game/screens.rpy:305
    old "Play Online"
    new "Игра по сети"


translate russian strings:

    # game/screens.rpy:760
    old "High-Contrast Table"
    new "Контрастный стол"

translate russian strings:

    # game/screens.rpy:920
    old "Prologue"
    new "Пролог"

    # game/screens.rpy:920
    old "Chapter %d"
    new "Глава %d"

    # game/screens.rpy:926
    old "On the map"
    new "На карте"

    # game/screens.rpy:1242
    old "At the card table"
    new "За карточным столом"

    # game/screens.rpy:1255
    old "In the story and the menus"
    new "В истории и в меню"

    # game/screens.rpy:1266
    old "Arrow Keys, Tab"
    new "Стрелки, Tab"

    # game/screens.rpy:1267
    old "Move the focus over your hand, the cards on the table, the talon, the players and the buttons."
    new "Переводят выделение по картам в руке и на столе, прикупу, игрокам и кнопкам."

    # game/screens.rpy:1269
    old "Enter, Space"
    new "Enter, пробел"

    # game/screens.rpy:1270
    old "On a card in your hand: select it (select more of one rank to attack with several). On a free place or a card to beat: play the selected card there. On a button: press it."
    new "На карте в руке: выбрать её (выберите ещё карты того же достоинства, чтобы зайти несколькими). На свободном месте или карте, которую надо побить: сыграть туда выбранную карту. На кнопке: нажать её."

    # game/screens.rpy:1273
    old "Takes back the selected and placed cards; with none, opens the game menu."
    new "Возвращает выбранные и выложенные карты; если их нет — открывает меню игры."

    # game/screens.rpy:1276
    old "Self-voicing reads every card, place and player aloud, with what you may do with it."
    new "Озвучивание читает вслух каждую карту, место и игрока и говорит, что с ними можно сделать."

    # game/screens.rpy:1282
    old "Select a card in your hand (more of one rank to attack with several), then click a free place, the card to beat, or a button such as Take or Done."
    new "Выберите карту в руке (или несколько одного достоинства, чтобы зайти ими), затем нажмите на свободное место, на карту, которую бьёте, или на кнопку, например «Беру» или «Бито»."

    # game/screens.rpy:1284
    old "Drag"
    new "Перетаскивание"

    # game/screens.rpy:1285
    old "Drag a card from your hand onto a free place to attack, throw in or transfer, or onto a card to beat it. A move the rules forbid springs back, and the line under the table says why."
    new "Перетащите карту из руки на свободное место, чтобы зайти, подкинуть или перевести, или на карту, чтобы её побить. Ход, запрещённый правилами, возвращается назад, а строка под столом объясняет почему."

    # game/screens.rpy:1294
    old "Move the focus from card to card and to the buttons."
    new "Переводят выделение с карты на карту и на кнопки."

    # game/screens.rpy:1296
    old "A/Bottom Button"
    new "A / нижняя кнопка"

    # game/screens.rpy:1297
    old "Select the focused card in your hand, play it on the focused place or card, or press the focused button."
    new "Выбрать выделенную карту в руке, сыграть её на выделенное место или карту или нажать выделенную кнопку."

    # game/screens.rpy:1299
    old "B/Right Button"
    new "B / правая кнопка"

    # game/screens.rpy:1300
    old "Takes back the selected cards."
    new "Возвращает выбранные карты."
