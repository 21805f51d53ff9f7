
translate russian strings:

    # game/table/duel_look.rpy:191
    old "to move"
    new "ходит"

    # game/table/duel_look.rpy:199
    old "playable"
    new "можно сыграть"

