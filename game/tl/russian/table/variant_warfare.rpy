
translate russian strings:

    # game/table/variant_warfare.rpy:25
    old "score {n}"
    new "очков: {n}"

    # game/table/variant_warfare.rpy:27
    old "Your score: {n}"
    new "Ваши очки: {n}"

    # game/table/variant_warfare.rpy:29
    old "Deck: {n}"
    new "Колода: {n}"

    # game/table/variant_warfare.rpy:47
    old "Your battle card: {card}"
    new "Ваша карта в бой: {card}"

    # game/table/variant_warfare.rpy:49
    old "{name}'s battle card: {card}"
    new "{name} — карта в бой: {card}"

    # game/table/variant_warfare.rpy:52
    old "{name} won the battle (+{n})"
    new "{name} — сражение выиграно (+{n})"

    # game/table/variant_warfare.rpy:60
    old "{name} has chosen a battle card"
    new "{name} — карта в бой выбрана"

    # game/table/variant_warfare.rpy:63
    old "Your battle card: drop a card here to commit it"
    new "Ваша карта в бой: перетащите сюда карту, чтобы выложить её"

    # game/table/variant_warfare.rpy:69
    old "take it"
    new "возьмите её"

    # game/table/variant_warfare.rpy:76
    old "Choose your battle card: drop it on your place, or click it and then the place."
    new "Выберите карту в бой: перетащите её на своё место или щёлкните по ней, а потом по месту."

    # game/table/variant_warfare.rpy:78
    old "You lost the battle: keep one of the offered cards (the other player won't see which)."
    new "Сражение проиграно: оставьте себе одну из предложенных карт (соперник не увидит какую)."

    # game/table/variant_warfare.rpy:80
    old "You won the battle: take one of the face-up cards."
    new "Сражение выиграно: возьмите одну из открытых карт."

    # game/table/variant_warfare.rpy:100
    old "The trump card: {card}"
    new "Козырная карта: {card}"

    # game/table/variant_warfare.rpy:117
    old "On offer:"
    new "На выбор:"

    # game/table/variant_warfare.rpy:117
    old "Face up:"
    new "Открыты:"

