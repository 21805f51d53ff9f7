# TODO: Translation updated

translate russian strings:

    # game/kozyr_language.rpy:44
    old "Genitive case: (there is no) whom?"
    new "Родительный падеж: (нет) кого?"

    # game/kozyr_language.rpy:44
    old "Dative case: (give) to whom?"
    new "Дательный падеж: (дать) кому?"

    # game/kozyr_language.rpy:44
    old "Accusative case: (I see) whom?"
    new "Винительный падеж: (вижу) кого?"

    # game/kozyr_language.rpy:44
    old "Instrumental case: (together) with whom?"
    new "Творительный падеж: (вместе) с кем?"

    # game/kozyr_language.rpy:44
    old "Prepositional case: (thinking) about whom?"
    new "Предложный падеж: (думаю) о ком?"

    # game/kozyr_language.rpy:68
    old "How the story declines the names (press a row to correct it):"
    new "Как история склоняет имена (нажмите на строку, чтобы поправить):"

    # game/kozyr_language.rpy:69
    old "You:"
    new "Вы:"

    # game/kozyr_language.rpy:77
    old "Correct the case forms of %s"
    new "Поправить падежи имени «%s»"
