# TODO: Translation updated at 2026-11-30 16:58

# game/progress.rpy:114
translate russian play_duel_ae71d1e9:

    # kozyr_offer "[pd_offer!ti]" nointeract
    kozyr_offer "[pd_offer!ti]" nointeract

translate russian strings:

    # game/progress.rpy:68
    old "That's two to me, love, and I'm proud of neither. Shall we take the next one gently? I'll play at the [pd_level_name] level, and we'll call it part of the lesson."
    new "Две партии за мной, дорогуша, и ни одной я не горжусь. Следующую сыграем помягче? Буду играть на уровне «[pd_level_name]» — считай, это тоже часть урока."

    # game/progress.rpy:68
    old "Two in a row to Luck! Even a goddess can see you're suffering. Shall I play the next one at the [pd_level_name] level, as a divine kindness? Nobody else needs to know."
    new "Две подряд — за Удачей! Даже богиня видит, как ты страдаешь. Сыграть следующую на уровне «[pd_level_name]», по божественной милости? Никому не скажем."

    # game/progress.rpy:68
    old "That's two for me! Um. Is it still fun for you? I could hold back and play at the [pd_level_name] level. Restraint! It's good practice for my exam, too."
    new "Уже две мои! Э-э. Вам ещё весело? Я могу сдержаться и сыграть на уровне «[pd_level_name]». Сдержанность! Мне для экзамена тоже полезно."

    # game/progress.rpy:68
    old "Two falls in a row, traveller, and no shame in either. Shall I meet you with a lighter lance next time, at the [pd_level_name] level? A knight may choose to spare the charger."
    new "Два падения подряд, путник, и ни в одном нет позора. Выйти мне в следующий раз с копьём полегче — на уровне «[pd_level_name]»? Рыцарь вправе пощадить коня."

    # game/progress.rpy:68
    old "That's two series to the stall, and Vix is unbearable about it. Shall we play the next one gentler, at the [pd_level_name] level? I'll make her promise. She'll break it, but I'll make her."
    new "Уже две серии за прилавком, и Викс теперь просто невыносима. Сыграем следующую помягче, на уровне «[pd_level_name]»? Я возьму с неё слово. Она его нарушит, но я возьму."

    # game/progress.rpy:68
    old "Two to me. I could play at the [pd_level_name] level next time, so you can find your north without drowning in the pile. Only if you'd like."
    new "Две партии за мной. В следующий раз могу играть на уровне «[pd_level_name]» — чтобы вы нашли свой север и не утонули в стопке. Только если хотите."

    # game/progress.rpy:68
    old "That's twice. I could play at the [pd_level_name] level instead. Not because I'm sorry for you. All right, a bit because I'm sorry for you."
    new "Уже дважды. Могу сыграть на уровне «[pd_level_name]». Не потому, что мне тебя жалко. Ладно, немножко и поэтому."

    # game/progress.rpy:68
    old "The tokens have gone my way twice now. I am old, not proud. I can play at the [pd_level_name] level next time, if you would rather learn than suffer. Ilse never asked. I would have said yes."
    new "Фишки уже дважды ушли ко мне. Я стар, но не горд. В следующий раз могу играть на уровне «[pd_level_name]», если тебе больше хочется учиться, чем мучиться. Ильза ни разу не попросила. Я бы согласился."

    # game/progress.rpy:98
    old "Two games in a row go to me. Shall we make the next one gentler? I would play at the [pd_level_name] level instead of my full strength."
    new "Две партии подряд остались за мной. Может, следующую сыграем помягче? Могу играть на уровне «[pd_level_name]», а не в полную силу."

    # game/progress.rpy:113
    old "Yes, an easier game"
    new "Да, полегче"

    # game/progress.rpy:113
    old "No, play at full strength"
    new "Нет, в полную силу"
