
translate russian strings:

    # game/table/variant_svoi_kozyri.rpy:26
    old "trumps {sym}"
    new "козыри {sym}"

    # game/table/variant_svoi_kozyri.rpy:34
    old "Choose your trumps"
    new "Выберите свои козыри"

    # game/table/variant_svoi_kozyri.rpy:36
    old "Your trumps: {suit} {sym}"
    new "Ваши козыри: масть {suit} {sym}"

    # game/table/variant_svoi_kozyri.rpy:37
    old "Stock: {n}"
    new "Колода: {n}"

    # game/table/variant_svoi_kozyri.rpy:44
    old "the top card"
    new "верхняя карта"

    # game/table/variant_svoi_kozyri.rpy:53
    old "The empty pile: lead a card here"
    new "Стопка пуста: положите сюда любую карту"

    # game/table/variant_svoi_kozyri.rpy:65
    old "Choose your own trump suit with the buttons at the right."
    new "Выберите свою козырную масть кнопками справа."

    # game/table/variant_svoi_kozyri.rpy:67
    old "The pile is empty: lead any card onto it."
    new "Стопка пуста: положите на неё любую карту."

    # game/table/variant_svoi_kozyri.rpy:69
    old "Beat the {card} (a higher card of its suit, or one of your trumps), then lay one more card on top; or PICK UP."
    new "Побейте {card} (старшей картой той же масти или одним из своих козырей), затем положите сверху ещё одну карту; или ЗАБЕРИТЕ."

    # game/table/variant_svoi_kozyri.rpy:70
    old "Nothing of yours beats the {card}: PICK UP."
    new "Вам нечем побить {card}: ЗАБЕРИТЕ."

    # game/table/variant_svoi_kozyri.rpy:96
    old "Beaten with the {card}. Now lay one more card on top."
    new "Побито картой {card}. Теперь положите сверху ещё одну."

    # game/table/variant_svoi_kozyri.rpy:138
    old "{card}, your beating card; click to take it back"
    new "{card} — ваша карта для защиты; щёлкните, чтобы забрать обратно"

