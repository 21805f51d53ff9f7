
translate russian strings:

    # game/table/duel_adapter.rpy:65
    old "Your move: choose a card or a move on the right."
    new "Ваш ход: выберите карту или действие справа."

    # game/table/duel_adapter.rpy:172
    old "{sym} {suit}"
    new "{sym} {suit}"

    # game/table/duel_adapter.rpy:174
    old "PICK UP"
    new "ЗАБРАТЬ"

