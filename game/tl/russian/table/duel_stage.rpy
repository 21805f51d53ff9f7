
translate russian strings:

    # game/table/duel_stage.rpy:99
    old "Transfer! {name} passes the attack to you."
    new "Перевод! {name} переводит, теперь отбиваетесь вы."

    # game/table/duel_stage.rpy:101
    old "Transfer! You pass the attack to {name}."
    new "Перевод! Теперь отбивается {name}."

    # game/table/duel_stage.rpy:103
    old "Transfer! {a} passes the attack to {b}."
    new "Перевод! {a} переводит, теперь отбивается {b}."

    # game/table/duel_stage.rpy:106
    old "You take."
    new "Вы берёте."

    # game/table/duel_stage.rpy:108
    old "{name}: “I take.”"
    new "{name}: «Беру!»"

    # game/table/duel_stage.rpy:110
    old "Bita! The beaten cards go to the discard pile."
    new "Бито! Отбитые карты уходят в биту."

    # game/table/duel_stage.rpy:112
    old "{name} picks up {n} card.|{name} picks up {n} cards."
    new "{name} забирает {n} карту.|{name} забирает {n} карты.|{name} забирает {n} карт."

    # game/table/duel_stage.rpy:115
    old "You win the battle: +{n} point.|You win the battle: +{n} points."
    new "Сражение ваше: +{n} очко.|Сражение ваше: +{n} очка.|Сражение ваше: +{n} очков."

    # game/table/duel_stage.rpy:117
    old "{name} wins the battle: +{n} point.|{name} wins the battle: +{n} points."
    new "{name} выигрывает сражение: +{n} очко.|{name} выигрывает сражение: +{n} очка.|{name} выигрывает сражение: +{n} очков."

    # game/table/duel_stage.rpy:119
    old "{name} is out of cards!"
    new "{name}: карты кончились — вышел из игры!"

    # game/table/duel_stage.rpy:126
    old "You have one card left!"
    new "У вас осталась одна карта!"

    # game/table/duel_stage.rpy:126
    old "{name} has one card left!"
    new "{name}: осталась одна карта!"

    # game/table/duel_stage.rpy:135
    old "The deck is empty: {name} drew the last card, the {card}."
    new "Колода кончилась: последнюю карту, {card}, взял(а) {name}."

    # game/table/duel_stage.rpy:225
    old "Bouts: {n}"
    new "Заходов: {n}"

    # game/table/duel_stage.rpy:231
    old "Attacks led"
    new "Начато заходов"

    # game/table/duel_stage.rpy:232
    old "Cards beaten"
    new "Отбито карт"

    # game/table/duel_stage.rpy:233
    old "Takes"
    new "Брали карты"

    # game/table/duel_stage.rpy:235
    old "Transfers"
    new "Переводов"

    # game/table/duel_stage.rpy:238
    old "Pick-ups"
    new "Забрано"

    # game/table/duel_stage.rpy:239
    old "Trumps played"
    new "Сыграно козырей"

    # game/table/duel_stage.rpy:242
    old "First to lead"
    new "Первый ход"

