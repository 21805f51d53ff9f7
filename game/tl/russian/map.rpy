# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/map.rpy:18
    old "Won"
    new "Пройдено"

    # game/map.rpy:20
    old "Open"
    new "Открыто"

    # game/map.rpy:23
    old "Locked"
    new "Закрыто"

    # game/map.rpy:33
    old "Wins %(wins)d · Losses %(losses)d"
    new "Победы: %(wins)d · Поражения: %(losses)d"

    # game/map.rpy:35
    old "Draws %d"
    new "Ничьи: %d"

    # game/map.rpy:37
    old "Best level: %s"
    new "Лучший уровень: %s"

    # game/map.rpy:44
    old "%(name)s, open: %(game)s."
    new "%(name)s — открыто: %(game)s."

    # game/map.rpy:46
    old "%(name)s, won in this story. %(record)s."
    new "%(name)s — пройдено в этой истории. %(record)s."

    # game/map.rpy:48
    old "%(name)s, not yet reached in this story; Free Play is open. %(record)s."
    new "%(name)s — в этой истории ещё впереди; свободная игра открыта. %(record)s."

    # game/map.rpy:50
    old "A locked road. %s"
    new "Закрытая дорога. %s"

    # game/map.rpy:103
    old "The Road of Cards"
    new "Дорога карт"

    # game/map.rpy:104
    old "Rules of the games"
    new "Правила игр"

    # game/map.rpy:105
    old "Extras: replay room and statistics"
    new "Дополнительно: зал повторов и статистика"

    # game/map.rpy:145
    old "A locked road"
    new "Закрытая дорога"

    # game/map.rpy:151
    old "You have won this chapter in this story. Replay its duel here, or its scenes in the replay room (Extras)."
    new "Эта глава в вашей истории уже пройдена. Здесь можно снова сыграть её партию, а сцены — пересмотреть в зале повторов (раздел «Дополнительно»)."

    # game/map.rpy:157
    old "Continue story"
    new "Продолжить историю"

    # game/map.rpy:159
    old "Continue story with %s"
    new "Продолжить историю: %s"

    # game/map.rpy:161
    old "Replay in Free Play"
    new "Сыграть снова в свободной игре"

    # game/map.rpy:163
    old "Replay in Free Play against %s"
    new "Свободная игра: %s"

    # game/map.rpy:164
    old "Close"
    new "Закрыть"

    # game/map.rpy:164
    old "Close the panel"
    new "Закрыть панель"
translate russian strings:

    # game/map.rpy:99
    old "N"
    new "С"

    # game/map.rpy:114
    old "Save the game"
    new "Сохранить игру"

    # game/map.rpy:115
    old "The game menu: load, preferences, main menu"
    new "Меню игры: загрузка, настройки, главное меню"


    # game/map.rpy (the record counts every duel: player review 5)
    old "%(record)s (all duels, story and Free Play)"
    new "%(record)s (в сюжете и в свободной игре)"
