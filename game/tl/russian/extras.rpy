# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/extras.rpy:24
    old "Prologue: Marta's lesson"
    new "Пролог: урок Марты"

    # game/extras.rpy:27
    old "The ending"
    new "Финал"

    # game/extras.rpy:64
    old "Replay room"
    new "Зал повторов"

    # game/extras.rpy:65
    old "Statistics"
    new "Статистика"

    # game/extras.rpy:66
    old "Rename characters"
    new "Переименовать персонажей"

    # game/extras.rpy:75
    old "Replay a chapter of an opponent you have beaten. A replay starts the chapter afresh with the default choices: what you chose in earlier chapters is not carried in, only the names you gave. Duels played in a replay count in the statistics but not in your story."
    new "Переиграйте главу с соперником, которого вы уже обыграли. Повтор начинает главу заново, с выборами по умолчанию: решения из прежних глав в него не переносятся, сохраняются только данные вами имена. Партии в повторах идут в статистику, но не влияют на историю."

    # game/extras.rpy:79
    old "Replay %s"
    new "Повтор: %s"

    # game/extras.rpy:81
    old "Locked: beat this opponent first"
    new "Закрыто: сначала обыграйте этого соперника"

    # game/extras.rpy:81
    old "A locked chapter"
    new "Закрытая глава"

    # game/extras.rpy:88
    old "Opponents beaten: %(beaten)d of %(total)d · Wins %(wins)d · Losses %(losses)d · Draws %(draws)d"
    new "Обыграно соперников: %(beaten)d из %(total)d · Победы: %(wins)d · Поражения: %(losses)d · Ничьи: %(draws)d"

    # game/extras.rpy:91
    old "Opponent"
    new "Соперник"

    # game/extras.rpy:92
    old "Game"
    new "Игра"

    # game/extras.rpy:93
    old "Wins"
    new "Победы"

    # game/extras.rpy:94
    old "Losses"
    new "Поражения"

    # game/extras.rpy:95
    old "Draws"
    new "Ничьи"

    # game/extras.rpy:96
    old "Best level"
    new "Лучший уровень"

    # game/extras.rpy:100
    old "???"
    new "???"

    # game/extras.rpy:107
    old "Forget all records and unlocks"
    new "Забыть все результаты и открытия"

    # game/extras.rpy:108
    old "Forget every record and unlock? This cannot be undone."
    new "Забыть все результаты и открытия? Это нельзя отменить."

    # game/extras.rpy:117
    old "Click a name (or select it and press Enter) to edit it; Enter again to finish."
    new "Щёлкните по имени (или выберите его и нажмите Enter), чтобы изменить его; Enter ещё раз — чтобы закончить."

    # game/extras.rpy:120
    old "The knight:"
    new "Рыцарь:"

    # game/extras.rpy:123
    old "Rename the knight, now called %s"
    new "Переименовать рыцаря (сейчас — %s)"

    # game/extras.rpy:128
    old "Your companion:"
    new "Кто идёт с вами:"

    # game/extras.rpy:131
    old "Rename your companion, now called %s"
    new "Переименовать того, кто идёт с вами (сейчас — %s)"

    # game/extras.rpy:134
    old "Done renaming"
    new "Готово"

# TODO: Translation updated at 2026-11-30 17:47

translate russian strings:

    # game/extras.rpy:128
    old "Choose a name to change it. The story uses the new name from now on."
    new "Выберите имя, чтобы его изменить. Дальше история будет называть персонажа по-новому."

# TODO: Translation updated at 2026-11-30 17:57

translate russian strings:

    # game/extras.rpy:25
    old "Chapter %d: locked, beat this opponent first"
    new "Глава %d: закрыто, сначала обыграйте этого соперника"

    # game/extras.rpy:25
    old "Prologue: locked"
    new "Пролог: закрыто"

    # game/extras.rpy:29
    old "Chapter %(n)d: %(name)s"
    new "Глава %(n)d: %(name)s"

    # game/extras.rpy:32
    old "The ending: locked"
    new "Финал: закрыто"


translate russian strings:

    # game/extras.rpy:102
    old "Home again"
    new "Снова дома"

    # game/extras.rpy:102
    old "Locked: beat the White Hunter first"
    new "Закрыто: сначала обыграйте Белого Охотника"

    # game/extras.rpy:184
    old "Click a name, type the new one and press Enter. The story uses it from now on."
    new "Нажмите на имя, введите новое и нажмите Enter. С этого момента история зовёт героя так."


    # game/extras.rpy:185
    old "Your companion"
    new "Ваш спутник"

    # game/extras.rpy:209
    old "Keep this name"
    new "Оставить имя"

    # game/extras.rpy:213
    old "Default name"
    new "Имя по умолчанию"

    # game/extras.rpy:217
    old "Kept: from now on the story says %s."
    new "Готово: теперь в истории — %s."
