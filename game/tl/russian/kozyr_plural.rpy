# Russian plural forms for counted strings (see game/kozyr_plural.rpy): three
# forms separated by "|" - one (1, 21), few (2-4, 22-24), many (5-20, 11-14).

translate russian strings:

    old "{n} card|{n} cards"
    new "{n} карта|{n} карты|{n} карт"

    old "Deck, {n} card|Deck, {n} cards"
    new "Колода, {n} карта|Колода, {n} карты|Колода, {n} карт"

    old "Deck, {n} card; trump {card}|Deck, {n} cards; trump {card}"
    new "Колода, {n} карта; козырь {card}|Колода, {n} карты; козырь {card}|Колода, {n} карт; козырь {card}"

    old "Discard pile, {n} card|Discard pile, {n} cards"
    new "Бита, {n} карта|Бита, {n} карты|Бита, {n} карт"

    old "Score pile: {n} card|Score pile: {n} cards"
    new "Стопка очков: {n} карта|Стопка очков: {n} карты|Стопка очков: {n} карт"

    old "The pile, {n} card; top card {card}: drop a card on it to beat it|The pile, {n} cards; top card {card}: drop a card on it to beat it"
    new "Стопка, {n} карта; сверху {card}: положите на неё карту, чтобы побить|Стопка, {n} карты; сверху {card}: положите на неё карту, чтобы побить|Стопка, {n} карт; сверху {card}: положите на неё карту, чтобы побить"

    old "Beat the card on the table, or TAKE it.|Beat every card on the table ({n} left), or TAKE them all."
    new "Побейте карту на столе или ВОЗЬМИТЕ её.|Побейте {n} карты на столе или ВОЗЬМИТЕ их все.|Побейте {n} карт на столе или ВОЗЬМИТЕ их все."
