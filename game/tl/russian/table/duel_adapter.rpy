
translate russian strings:

    # game/table/duel_adapter.rpy:61
    old "Your move: choose a card or a move on the right."
    new "Ваш ход: выберите карту или действие справа."

    # game/table/duel_adapter.rpy:164
    old "{sym} {suit}"
    new "{sym} — масть {suit}"

    # game/table/duel_adapter.rpy:166
    old "PICK UP"
    new "ЗАБРАТЬ"

