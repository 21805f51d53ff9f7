
translate russian strings:

    # game/table/variant_warfare.rpy:28
    old "Score: {n}"
    new "Очки: {n}"

    # game/table/variant_warfare.rpy:32
    # game/table/variant_warfare.rpy:50
    old "Your battle card: {card}"
    new "Ваша карта в бой: {card}"

    # game/table/variant_warfare.rpy:52
    old "{name}'s battle card: {card}"
    new "{name} — карта в бой: {card}"

    # game/table/variant_warfare.rpy:55
    old "{name} won the battle (+{n})"
    new "Сражение выигрывает: {name} (+{n})"

    # game/table/variant_warfare.rpy:63
    old "{name} has chosen a battle card"
    new "{name} — карта в бой выбрана"

    # game/table/variant_warfare.rpy:66
    old "Your battle card: drop a card here to commit it"
    new "Ваша карта в бой: перетащите сюда карту, чтобы выложить её"

    # game/table/variant_warfare.rpy:72
    old "take it"
    new "возьмите её"

    # game/table/variant_warfare.rpy:82
    old "Choose your battle card: drop it on your place, or click it and then the place."
    new "Выберите карту в бой: перетащите её на своё место или щёлкните по ней, а потом по месту."

    # game/table/variant_warfare.rpy:84
    old "You lost the battle: keep one of the offered cards (the other player won't see which)."
    new "Сражение проиграно: оставьте себе одну из предложенных карт (соперник не увидит какую)."

    # game/table/variant_warfare.rpy:86
    old "You won the battle: take one of the face-up cards."
    new "Сражение выиграно: возьмите одну из открытых карт."

    # game/table/variant_warfare.rpy:107
    old "The trump card: {card}"
    new "Козырная карта: {card}"

    # game/table/variant_warfare.rpy:124
    old "On offer:"
    new "На выбор:"

    # game/table/variant_warfare.rpy:124
    old "Face up:"
    new "Открыты:"


    # game/table/variant_warfare.rpy:99
    old "Score"
    new "Очки"

    # game/table/variant_warfare.rpy:99
    old "Score pile"
    new "Стопка очков"

    # game/table/variant_warfare.rpy:99
    old "Battles won"
    new "Выиграно сражений"

    # game/table/variant_warfare.rpy:102
    old "Battles: {n}"
    new "Сражений: {n}"
