## duel_lessons.rpy — Lina teaches Svoi Kozyri and Ash teaches Warfare at the table
## (owner: story engineer), as Marta teaches Podkidnoy in her lesson.
##
## The table shows its coach panel when the spec has "tutorial" (the roster sets it for
## Marta's, Lina's and Ash's story duels, with "coach" = who speaks) and asks the coach
## registered for the variant (duel.register_coach, duel_adapter.rpy) for a line about the
## position on the table right now. The lines only use what the player may know: the
## pile, the suits chosen, the counts, the player's own hand, the cards revealed.

init -3 python in duel_lessons:

    import store
    import engine

    SUIT_SYMBOLS = store.duel.SUIT_SYMBOLS    # (duel_names.rpy: the engine's table)

    def tr(s):
        return store.duel.tr(s)

    def card(c):
        return store.duel.card_short(c)

    def suit(s):
        return store.duel.suit_name(s)

    def _events(m):
        """The events of the last move as the player saw them (the view's)."""
        return tuple(m.view.events)

    ##------------------------------------------------------------- Lina: Svoi Kozyri
    def lina_line(state, m, spec):
        """Lina, teaching her own game as it is played."""
        if (spec or {}).get("coach") != "lina":
            return None
        if m.terminal:
            r = state.result
            if r.draw:
                return tr(_("Nobody's left holding cards: it's a draw."))
            if r.durak == 0:
                return tr(_("You're the one left holding cards, so I win this one. Now you know how it goes."))
            return tr(_("Your hand's empty and mine isn't: you win!"))
        v = m.view
        suits = v.suits
        mine = suits[0] if suits[0] is not None and suits[0] >= 0 else None
        events = _events(m)
        kinds = [e.kind for e in events]
        if v.phase == "choose":
            if m.turn == 0:
                return tr(_("First, choose your own trump suit with the buttons on the table. It's yours alone: your north. Pick a suit you hold high cards of."))
            return tr(_("My turn to choose my north. Mine won't be yours: every player has their own trumps."))
        if m.turn != 0:
            for e in events:
                if e.kind == "pick_up" and e.player == 0:
                    return tr(_("You picked up. Three cards, usually; five when the top card was one of your own trumps; the whole pile for your own ace. Then it's my turn to beat the new top card."))
            return tr(_("My turn now. I have to beat the top card and then lay another one on it, or pick up."))
        pile = v.pile
        top = pile[-1] if pile else None
        if "out" in kinds:
            return tr(_("Somebody's out of cards: they've won, and they leave the table. The rest of us play on."))
        if "draw" in kinds and not v.stock_count:
            return tr(_("That was the last of the deck. From now on nobody draws: empty your hand and you've won."))
        if top is None:
            return tr(_("The pile is empty, so you lead: lay any card. A card you don't mind giving me is best."))
        if store.duel.ui.staged:
            return tr(_("Good, that's beaten. Now lay one more card on top: something I'll find hard to beat. Not one of my trumps!"))
        if mine is not None and top.suit == mine:
            if m.own.beat_first:
                return tr(_("That's one of your own trumps on top, so only a higher card of the same suit beats it. And if you pick up, you take five, not three."))
            if top.rank == 14:
                return tr(_("Oh no. The ace of your own trumps is on top: nothing beats it, and picking up takes the whole pile."))
            return tr(_("One of your own trumps is on top and you've nothing higher of that suit. PICK UP: five cards this time, because it's your own suit."))
        if m.own.beat_first:
            return tr(_("Beat my {card}: a higher card of its suit, or any of your own trumps. Then you must lay one more card on top, so think about what you give me.")).format(card=card(top))
        return tr(_("Nothing of yours beats the {card}. PICK UP: the top three cards, or the whole pile if there are three or fewer.")).format(card=card(top))

    ##------------------------------------------------------------------ Ash: Warfare
    def circle(trump):
        """'♣ beats ♦, ♦ beats ♥, ♥ beats ♣' for the three suits that are not trumps."""
        others = [s for s in range(4) if s != trump]
        bits = []
        for i, s in enumerate(others):
            t = others[(i + 1) % 3]
            bits.append(tr(_("{a} beats {b}")).format(a=SUIT_SYMBOLS[s], b=SUIT_SYMBOLS[t]))
        return ", ".join(bits)

    def ash_line(state, m, spec):
        """Ash, teaching the lodge game as it is played."""
        if (spec or {}).get("coach") != "ash":
            return None
        if m.terminal:
            r = state.result
            pts = m.view.scores
            if r.draw:
                return tr(_("Level: {n} points each.")).format(n=pts[0])
            if r.winner == 0:
                return tr(_("{a} points to {b}. Yours, fair and square.")).format(a=pts[0], b=pts[1])
            return tr(_("{a} points to {b}. Mine, this time. Jacks to aces are worth three: that's where the game is.")).format(a=pts[1], b=pts[0])
        v = m.view
        events = _events(m)
        won = [e for e in events if e.kind == "battle_won"]
        phase = v.phase
        if m.turn != 0:
            if won:
                w = won[0]
                if w.player == 0:
                    return tr(_("Your battle: both cards go on your score pile. I lost it, so I look at the deck first and keep one in secret."))
                return tr(_("My battle. But losing it gives you the first look at the deck: you'll keep one of three, and I get what you leave."))
            return tr(_("My turn to choose. You won't see my card until we turn them over together."))
        trump = v.trump
        if phase == "commit":
            if v.battle == 1:
                return tr(_("Choose a battle card and drop it on your place; we turn them over together. Trumps are {trump}, and they beat everything. The rest go round: {circle}.")).format(trump=suit(trump), circle=circle(trump))
            if not v.talon_count:     # Warfare's deck (the view's talon_count)
                return tr(_("The deck's done: now we play out our hands. Every battle still counts, and jacks to aces are worth three."))
            if won and won[0].player == 1:
                return tr(_("Lost that one? Fine. A small loss buys the first look at the deck. Lose small, choose well."))
            return tr(_("Next battle. Trump beats all; otherwise {circle}; same suit, the higher card.")).format(circle=circle(trump))
        if phase == "keep":
            return tr(_("You lost the battle, so you choose first: keep one of these in secret. The other two go face up, and I take one of them."))
        if phase == "pick":
            return tr(_("You won: take one of the face-up cards. I kept one you'll never see. That's the price of winning."))
        return ""

    store.duel.register_coach("svoi_kozyri", lina_line)
    store.duel.register_coach("warfare", ash_line)
