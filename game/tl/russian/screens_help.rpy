translate russian strings:

    # game/screens_help.rpy:35
    old "Keyboard"
    new "Клавиатура"

    # game/screens_help.rpy:36
    old "Mouse"
    new "Мышь"

    # game/screens_help.rpy:37
    old "Gamepad"
    new "Геймпад"

    # game/screens_help.rpy:46
    old "At the card table"
    new "За карточным столом"

    # game/screens_help.rpy:59
    old "In the story and the menus"
    new "В истории и в меню"

    # game/screens_help.rpy:70
    old "Arrow Keys, Tab"
    new "Стрелки, Tab"

    # game/screens_help.rpy:71
    old "Move the focus over your hand, the cards on the table, the deck, the players and the buttons."
    new "Переводят выделение по картам в руке и на столе, колоде, игрокам и кнопкам."

    # game/screens_help.rpy:73
    old "Enter, Space"
    new "Enter, пробел"

    # game/screens_help.rpy:74
    old "On a card in your hand: select it (select several to place them together). On a free place or a card to beat: place the selected cards there. On a button: press it. With the cards placed, Enter plays them."
    new "На карте в руке: выбрать её (выберите несколько, чтобы выложить их вместе). На свободном месте или карте, которую надо побить: выложить туда выбранные карты. На кнопке: нажать её. Когда карты выложены, Enter делает ход."

    # game/screens_help.rpy:76
    old "Escape"
    new "Esc"

    # game/screens_help.rpy:77
    old "Takes back the selected and placed cards; with none, opens the game menu."
    new "Возвращает выбранные и выложенные карты; если их нет — открывает меню игры."

    # game/screens_help.rpy:80
    old "Self-voicing reads every card, place and player aloud, with what you may do with it."
    new "Озвучивание читает вслух каждую карту, место и игрока и говорит, что с ними можно сделать."

    # game/screens_help.rpy:85
    old "Left Click"
    new "Левый клик"

    # game/screens_help.rpy:86
    old "Select a card in your hand (or several), then click a free place or the card to beat to place it; then click the move's button. Click a placed card to take it back."
    new "Выберите карту в руке (или несколько), затем нажмите на свободное место или на карту, которую бьёте, — карта выложится; потом нажмите кнопку хода. Нажмите на выложенную карту, чтобы вернуть её."

    # game/screens_help.rpy:88
    old "Drag"
    new "Перетаскивание"

    # game/screens_help.rpy:89
    old "Drag a card from your hand onto a free place to attack, throw in or transfer, or onto a card to beat it: it is placed there. A move the rules forbid springs back, and the line under the table says why."
    new "Перетащите карту из руки на свободное место, чтобы зайти, подкинуть или перевести, или на карту, чтобы её побить: карта выложится туда. Ход, запрещённый правилами, возвращается назад, а строка под столом объясняет почему."

    # game/screens_help.rpy:91
    old "Right Click"
    new "Правый клик"

    # game/screens_help.rpy:97
    old "D-Pad, Sticks"
    new "Крестовина, Стики"

    # game/screens_help.rpy:98
    old "Move the focus from card to card and to the buttons."
    new "Переводят выделение с карты на карту и на кнопки."

    # game/screens_help.rpy:100
    old "A/Bottom Button"
    new "A / нижняя кнопка"

    # game/screens_help.rpy:101
    old "Select the focused card in your hand, place it on the focused place or card, or press the focused button (the move's button plays what is placed)."
    new "Выбрать выделенную карту в руке, выложить её на выделенное место или карту или нажать выделенную кнопку (кнопка хода играет выложенное)."

    # game/screens_help.rpy:103
    old "B/Right Button"
    new "B / правая кнопка"

    # game/screens_help.rpy:104
    old "Takes back the selected cards."
    new "Возвращает выбранные карты."

    # game/screens_help.rpy:106
    old "Start, Guide"
    new "Start, Guide"

    # game/screens_help.rpy:107
    old "Accesses the game menu."
    new "Вход в игровое меню."

    # game/screens_help.rpy:113
    old "Enter"
    new "Enter"

    # game/screens_help.rpy:114
    old "Advances dialogue and activates the interface."
    new "Прохождение диалогов, активация интерфейса."

    # game/screens_help.rpy:117
    old "Space"
    new "Пробел"

    # game/screens_help.rpy:118
    old "Advances dialogue without selecting choices."
    new "Прохождение диалогов без возможности делать выбор."

    # game/screens_help.rpy:121
    old "Arrow Keys"
    new "Стрелки"

    # game/screens_help.rpy:122
    old "Navigate the interface."
    new "Навигация по интерфейсу."

    # game/screens_help.rpy:129
    old "Ctrl"
    new "Ctrl"

    # game/screens_help.rpy:130
    old "Skips dialogue while held down."
    new "Пропускает диалоги, пока зажат."

    # game/screens_help.rpy:133
    old "Tab"
    new "Tab"

    # game/screens_help.rpy:134
    old "Toggles dialogue skipping."
    new "Включает режим пропуска."

    # game/screens_help.rpy:137
    old "Page Up"
    new "Page Up"

    # game/screens_help.rpy:138
    old "Rolls back to earlier dialogue."
    new "Откат назад по сюжету игры."

    # game/screens_help.rpy:141
    old "Page Down"
    new "Page Down"

    # game/screens_help.rpy:142
    old "Rolls forward to later dialogue."
    new "Возврат вперёд по сюжету игры."

    # game/screens_help.rpy:146
    old "Hides the user interface."
    new "Скрывает интерфейс пользователя."

    # game/screens_help.rpy:150
    old "Takes a screenshot."
    new "Делает снимок экрана."

    # game/screens_help.rpy:154
    old "Toggles assistive {a=https://www.renpy.org/l/voicing}self-voicing{/a}."
    new "Включает поддерживаемый {a=https://www.renpy.org/l/voicing}синтезатор речи{/a}."

    # game/screens_help.rpy:158
    old "Opens the accessibility menu."
    new "Открывает меню специальных возможностей."

    # game/screens_help.rpy:168
    old "Middle Click"
    new "Клик колёсиком"

    # game/screens_help.rpy:176
    old "Mouse Wheel Up\nClick Rollback Side"
    new "Колёсико вверх\nКлик на сторону отката"

    # game/screens_help.rpy:180
    old "Mouse Wheel Down"
    new "Колёсико вниз"

    # game/screens_help.rpy:187
    old "Right Trigger\nA/Bottom Button"
    new "Правый триггер\nA/Нижняя кнопка"

    # game/screens_help.rpy:191
    old "Left Trigger\nLeft Shoulder"
    new "Левый триггер\nЛевый бампер"

    # game/screens_help.rpy:195
    old "Right Shoulder"
    new "Правый бампер"

    # game/screens_help.rpy:208
    old "Y/Top Button"
    new "Y/Верхняя кнопка"

    # game/screens_help.rpy:212
    old "Calibrate"
    new "Калибровка"

    old "TAKE (in Svoi Kozyri: PICK UP)."
    new "ВЗЯТЬ (в «Своих козырях»: ЗАБРАТЬ)."

    old "DONE, or DISCARD (bita) when every card is beaten."
    new "ХВАТИТ или БИТО, когда всё побито."

    old "Making a move"
    new "Как сделать ход"

    old "Choose"
    new "Выбрать"

    old "Click a card in your hand (or several), then where it goes; or drag it there."
    new "Нажмите на карту в руке (или на несколько), а затем туда, куда она идёт; или перетащите её туда."

    old "Placed"
    new "Выложено"

    old "The cards lie on the table, marked; nothing is played yet. Click a placed card to take it back."
    new "Карты лежат на столе с отметкой, но ход ещё не сделан. Нажмите на выложенную карту, чтобы вернуть её."

    old "Play"
    new "Сыграть"

    old "Press the move's button (ATTACK, THROW IN, DEFEND, TRANSFER, PLAY) or Enter."
    new "Нажмите кнопку хода (ХОДИТЬ, ПОДКИНУТЬ, ОТБИТЬСЯ, ПЕРЕВЕСТИ, СЫГРАТЬ) или Enter."

    old "No cards"
    new "Без карт"

    old "TAKE, DONE and PICK UP are played by their buttons at once."
    new "ВЗЯТЬ, ХВАТИТ и ЗАБРАТЬ делаются своими кнопками сразу."

    old "Hint, problems"
    new "Подсказка, задачи"

    old "The hint's Place it works the same way. In the problems a click places a card where its move goes; if it could go to several places, the move's buttons say which."
    new "Кнопка подсказки «Выложить» устроена так же. В задачах нажатие выкладывает карту туда, куда идёт её ход; если мест несколько, кнопки ходов скажут, какое."

    old "Play at once"
    new "Сразу в игру"

    old "Table options → Play cards as soon as they are placed."
    new "«Настройки стола» → «Играть карту сразу, как выложена»."
