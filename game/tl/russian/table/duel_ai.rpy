
translate russian strings:

    # game/table/duel_ai.rpy:15
    old "fast"
    new "быстрый"

    # game/table/duel_ai.rpy:15
    old "slow"
    new "медленный"

