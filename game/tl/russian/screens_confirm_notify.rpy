translate russian strings:

    # game/screens_confirm_notify.rpy:51
    old "Yes"
    new "Да"

    # game/screens_confirm_notify.rpy:52
    old "No"
    new "Нет"

    # game/screens_confirm_notify.rpy:98
    old "Skipping"
    new "Пропуск"
