translate russian strings:

    # game/name_ledger.rpy
    old "KARDA BORDER POST · LEDGER OF TRAVELLERS"
    new "ПОГРАНИЧНАЯ ЗАСТАВА КАРДЫ · КНИГА ПРОЕЗЖИХ"

    # game/name_ledger.rpy
    old "A tinker with two mules — let through."
    new "Лудильщик с двумя мулами — пропущен."

    # game/name_ledger.rpy
    old "A pilgrim for the temple of Fortune — let through."
    new "Паломник в храм Фортуны — пропущен."

    # game/name_ledger.rpy
    old "Up to [limit] letters. Press Enter to sign."
    new "Не длиннее [limit] знаков. Enter — расписаться."

    # game/name_ledger.rpy
    old "An empty line keeps “[default_name]”."
    new "Пустая строка оставит «[default_name]»."
