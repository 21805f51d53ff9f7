
translate russian strings:

    # game/table/duel_look.rpy:201
    old "to move"
    new "ходит"

    # game/table/duel_look.rpy:209
    old "playable"
    new "можно сыграть"

