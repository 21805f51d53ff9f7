translate russian strings:

    # game/table/duel_talk.rpy:409
    old "Table talk:"
    new "Разговоры за столом:"

    # game/table/duel_talk.rpy:410
    old "all"
    new "все"

    # game/table/duel_talk.rpy:410
    old "some"
    new "иногда"

    # game/table/duel_talk.rpy:415
    old "Table talk: {value}"
    new "Разговоры за столом: {value}"
