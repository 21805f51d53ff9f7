# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/map.rpy:12
    old "Beaten"
    new "Пройдено"

    # game/map.rpy:14
    old "Open"
    new "Открыто"

    # game/map.rpy:15
    old "Locked"
    new "Закрыто"

    # game/map.rpy:20
    old "Wins %(wins)d · Losses %(losses)d"
    new "Победы: %(wins)d · Поражения: %(losses)d"

    # game/map.rpy:22
    old "Draws %d"
    new "Ничьи: %d"

    # game/map.rpy:24
    old "Best level: %s"
    new "Лучший уровень: %s"

    # game/map.rpy:31
    old "%(name)s, locked. %(hint)s"
    new "%(name)s — закрыто. %(hint)s"

    # game/map.rpy:33
    old "%(name)s, open: %(game)s."
    new "%(name)s — открыто: %(game)s."

    # game/map.rpy:34
    old "%(name)s, beaten. %(record)s."
    new "%(name)s — пройдено. %(record)s."

    # game/map.rpy:82
    old "The Road of Cards"
    new "Дорога карт"

    # game/map.rpy:83
    old "Rules of the games"
    new "Правила игр"

    # game/map.rpy:84
    old "Extras: replay room and statistics"
    new "Дополнительно: зал повторов и статистика"

    # game/map.rpy:114
    old "A locked road"
    new "Закрытая дорога"

    # game/map.rpy:124
    old "Continue story"
    new "Продолжить историю"

    # game/map.rpy:126
    old "Continue story with %s"
    new "Продолжить историю: %s"

    # game/map.rpy:128
    old "Replay in free play"
    new "Сыграть снова, свободная партия"

    # game/map.rpy:130
    old "Replay in free play against %s"
    new "Свободная партия: %s"

    # game/map.rpy:131
    old "Close"
    new "Закрыть"

    # game/map.rpy:131
    old "Close the panel"
    new "Закрыть панель"

