translate russian strings:

    # game/story/staging_cgs.rpy
    old "The white wolf"
    new "Белый волк"

    old "The altar of Fortune"
    new "Алтарь Фортуны"

    old "A table on the parapet"
    new "Стол на парапете"

    old "Where the map stops"
    new "Где кончается карта"

    old "The stall after dark"
    new "Лавка после заката"

    old "A flash and a bang"
    new "Вспышка и грохот"

    old "Nothing important is on fire"
    new "Ничего важного не горит"

    old "The first lantern"
    new "Первый фонарь"

    old "Ilse's table"
    new "Стол Ильзы"

    old "Ending: the travelling table"
    new "Финал: странствующий стол"

    old "Ending: no last table"
    new "Финал: без последнего стола"

    old "Ending: the new Hunter"
    new "Финал: новый Охотник"
