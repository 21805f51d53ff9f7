## warfare_why.rpy — Warfare's battles explained (issue 26).
##
## Why a battle went as it did: the rule that decided (issue 26: a lost battle
## said nothing, and "four of ducks beats nine of wolves" looked wrong).
init python in duel:

    def battle_why(a, b, winner, trump):
        """'Four of ducks beats nine of wolves: a trump beats every other suit.'
        a: seat 0's battle card, b: seat 1's; winner: the seat that won."""
        ca = engine.Card.parse(a) if isinstance(a, str) else engine.CARDS[int(a)]
        cb = engine.Card.parse(b) if isinstance(b, str) else engine.CARDS[int(b)]
        win, lose = (ca, cb) if winner == 0 else (cb, ca)
        if win.suit == lose.suit:
            rule = tr(_("the higher card of one suit wins."))
        elif win.suit == trump:
            rule = tr(_("a trump beats every other suit."))
        else:
            rule = tr(_("{win_suit} beat {lose_suit} in the circle of suits.")).format(
                win_suit=suit_name(win.suit), lose_suit=suit_name(lose.suit))
        text = tr(_("{win} beats {lose}: {rule}")).format(
            win=card_name(win), lose=card_name(lose, mid=True), rule=rule)
        return text
