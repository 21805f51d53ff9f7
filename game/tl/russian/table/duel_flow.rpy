
translate russian strings:

    # game/table/duel_flow.rpy:81
    old "You"
    new "Вы"

