
translate russian strings:

    # game/table/duel_model.rpy:175
    old "Talon: {n}"
    new "Прикуп: {n}"

    # game/table/duel_model.rpy:183
    old "{name} is thinking…"
    new "{name} думает…"

