
translate russian strings:

    # game/table/variant_svoi_kozyri.rpy:30
    old "trumps {sym}"
    new "козыри {sym}"

    # game/table/variant_svoi_kozyri.rpy:38
    old "Choose your trumps"
    new "Выберите свои козыри"

    # game/table/variant_svoi_kozyri.rpy:40
    old "Your trumps: {suit} {sym}"
    new "Ваши козыри: масть {suit} {sym}"

    # game/table/variant_svoi_kozyri.rpy:41
    # game/table/variant_svoi_kozyri.rpy:50
    old "the top card"
    new "верхняя карта"

    # game/table/variant_svoi_kozyri.rpy:59
    old "The empty pile: lead a card here"
    new "Стопка пуста: положите сюда любую карту"

    # game/table/variant_svoi_kozyri.rpy:71
    old "Choose your own trump suit with the buttons above."
    new "Выберите свою козырную масть кнопками выше."

    # game/table/variant_svoi_kozyri.rpy:73
    old "The pile is empty: lead any card onto it."
    new "Стопка пуста: положите на неё любую карту."

    # game/table/variant_svoi_kozyri.rpy:75
    old "Beat the {card} (a higher card of its suit, or one of your trumps), then lay one more card on top; or PICK UP."
    new "Побейте {card} (старшей картой той же масти или одним из своих козырей), затем положите сверху ещё одну карту; или ЗАБЕРИТЕ."

    # game/table/variant_svoi_kozyri.rpy:76
    old "Nothing of yours beats the {card}: PICK UP."
    new "Вам нечем побить {card}: ЗАБЕРИТЕ."

    # game/table/variant_svoi_kozyri.rpy:117
    old "Beaten with the {card}. Now lay one more card on top."
    new "Побито картой {card}. Теперь положите сверху ещё одну."

    # game/table/variant_svoi_kozyri.rpy:141
    old "Choose {suit} as your trumps"
    new "Взять своими козырями масть {suit}"

    # game/table/variant_svoi_kozyri.rpy:169
    old "{card}, your beating card; click to take it back"
    new "{card} — ваша карта для защиты; щёлкните, чтобы забрать обратно"

    # game/table/variant_svoi_kozyri.rpy:183
    old "Choose your own trump suit"
    new "Выберите свою козырную масть"

    # game/table/variant_svoi_kozyri.rpy:184
    old "Before the deal each player takes a different suit as their own trumps. When you beat a card, any card of your suit beats a card of another suit; to everyone else your suit is an ordinary one. The cards are dealt once everybody has chosen."
    new "До раздачи каждый берёт себе свою масть козырей — у всех разную. Когда бьёте вы, любая карта вашей масти бьёт карту другой масти; для остальных ваша масть — обычная. Карты раздают, когда все выбрали."

    # game/table/variant_svoi_kozyri.rpy:193
    old "{suit}: taken by {name}"
    new "{suit}: уже у игрока {name}"

    # game/table/variant_svoi_kozyri.rpy:200
    old "taken by {name}"
    new "занята: {name}"

