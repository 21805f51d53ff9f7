translate russian strings:

    # game/table/warfare_why.rpy:14
    old "the higher card of one suit wins."
    new "в одной масти побеждает старшая карта."

    # game/table/warfare_why.rpy:16
    old "a trump beats every other suit."
    new "козырь бьёт любую другую масть."

    # game/table/warfare_why.rpy:18
    old "{win_suit} beat {lose_suit} in the circle of suits."
    new "в круге мастей масть {win_suit} бьёт масть {lose_suit}."

    # game/table/warfare_why.rpy:20
    old "{win} beats {lose}: {rule}"
    new "{win} сильнее, чем {lose}: {rule}"

