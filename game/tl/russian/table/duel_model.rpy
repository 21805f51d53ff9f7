
translate russian strings:

    # game/table/duel_model.rpy:237
    old "Deck: {n}"
    new "Колода: {n}"

    # game/table/duel_model.rpy:250
    old "{name} is thinking…"
    new "{name} думает…"

