
translate russian strings:

    # game/table/duel_ai.rpy:16
    old "fast"
    new "быстрый"

    # game/table/duel_ai.rpy:16
    old "slow"
    new "медленный"

