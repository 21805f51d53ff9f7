translate russian strings:

    # game/screens_history.rpy:55
    old "The dialogue history is empty."
    new "История диалогов пуста."
