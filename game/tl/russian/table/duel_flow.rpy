
translate russian strings:

    # game/table/duel_flow.rpy:85
    old "You"
    new "Вы"

