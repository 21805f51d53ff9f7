# TODO: Translation updated at 2026-11-30 16:58

# game/story/script.rpy:38
translate russian story_map_8b2934d1:

    # "You won the free game against [spine_replay_name]."
    "Свободная партия сыграна: [spine_replay_name] — и победа за вами."

# game/story/script.rpy:40
translate russian story_map_ab98e677:

    # "The free game against [spine_replay_name] is lost. The road stays open; try again whenever you like."
    "Свободная партия проиграна: на этот раз сильнее [spine_replay_name]. Дорога по-прежнему открыта — попробуйте снова, когда захотите."

# game/story/script.rpy:42
translate russian story_map_9b0832ea:

    # "The free game against [spine_replay_name] ends in a draw."
    "Свободная партия: [spine_replay_name] — ничья."

translate russian strings:

    # game/story/script.rpy:99
    old "A story of cards, roads and one game still owed"
    new "История о картах, дорогах и одной недоигранной партии"

    # game/story/script.rpy:110
    old "Thank you for playing, [player_name]."
    new "Спасибо за игру, [player_name]."

    # game/story/script.rpy:147
    old "The End"
    new "Конец"

    # game/story/script.rpy:148
    old "Thank you for playing Kozyr, [player_name]."
    new "Спасибо, что сыграли в «Козырь», [player_name]."

    # game/story/script.rpy:154
    old "What is your name, traveller?"
    new "Как вас зовут?"

    # game/story/script.rpy:91
    old "What will you call the knight?"
    new "Как вы назовёте рыцаря?"

    # game/story/script.rpy:95
    old "What is your companion's name?"
    new "Как вы будете звать того, кто идёт с вами?"
