# TODO: Translation updated at 2026-11-30 16:58

translate russian strings:

    # game/progress.rpy:60
    old "Two games in a row go to me. Shall we make the next one gentler? I would play at the [pd_level_name] level instead of my full strength."
    new "Две партии подряд остались за мной. Может, следующую сыграем помягче? Могу играть на уровне «[pd_level_name]», а не в полную силу."

    # game/progress.rpy:61
    old "Yes, an easier game"
    new "Да, полегче"

    # game/progress.rpy:61
    old "No, play at full strength"
    new "Нет, в полную силу"

# TODO: Translation updated at 2026-11-30 17:05

# game/progress.rpy:66
translate russian play_duel_fbcc028b:

    # kozyr_offer "Two games in a row go to me. Shall we make the next one gentler? I would play at the [pd_level_name] level instead of my full strength." nointeract
    kozyr_offer "Две партии подряд остались за мной. Может, следующую сыграем помягче? Могу играть на уровне «[pd_level_name]», а не в полную силу." nointeract

