translate russian strings:

    # game/screens_history.rpy:27
    old "History"
    new "История"

    # game/screens_history.rpy:55
    old "The dialogue history is empty."
    new "История диалогов пуста."
