translate russian strings:

    # game/screens_saves.rpy:38
    old "Automatic saves"
    new "Автосохранения"

    # game/screens_saves.rpy:38
    old "Page {}"
    new "Страница {}"

    # game/screens_saves.rpy:38
    old "Quick saves"
    new "Быстрые сохранения"

    # game/screens_saves.rpy:76
    old "empty slot"
    new "Пустой слот"

    # game/screens_saves.rpy:76
    old "{#file_time}%A, %B %d %Y, %H:%M"
    new "{#file_time}%A, %d %B %Y, %H:%M"

    # game/screens_saves.rpy:100
    old "<"
    new "<"

    # game/screens_saves.rpy:103
    old "{#auto_page}A"
    new "{#auto_page}А"

    # game/screens_saves.rpy:106
    old "{#quick_page}Q"
    new "{#quick_page}Б"

    # game/screens_saves.rpy:112
    old ">"
    new ">"

    # game/screens_saves.rpy:180
    old "Chapter %d"
    new "Глава %d"

    # game/screens_saves.rpy:180
    old "Prologue"
    new "Пролог"

    # game/screens_saves.rpy:186
    old "On the map"
    new "На карте"
