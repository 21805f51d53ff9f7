translate russian strings:

    # game/extras.rpy
    old "Gallery"
    new "Галерея"

    # game/extras_gallery.rpy
    old "Pictures of the story's big moments, kept here once you have seen them: %(seen)d of %(total)d."
    new "Картины главных мгновений истории; увиденная картина остаётся здесь: %(seen)d из %(total)d."

    old "View %s"
    new "Открыть картину «%s»"

    old "A picture not seen yet"
    new "Картина, которую вы ещё не видели"

    old "Not seen yet"
    new "Ещё не видели"

    old "Close the picture"
    new "Закрыть картину"

    old "Click to close"
    new "Щёлкните, чтобы закрыть"
