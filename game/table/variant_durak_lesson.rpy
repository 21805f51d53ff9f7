## variant_durak_lesson.rpy — Marta teaches Podkidnoy at the table (owner: table): her
## stacked deal and her coach lines about the position on the table right now. The
## Durak adapter (variant_durak.rpy) starts the tutorial from TUTORIAL_DEAL
## (tutorial_state) and asks marta_line for the coach panel (coach_line); Lina's and
## Ash's lessons are in duel_lessons.rpy.

init -4 python in duel:

    ## Marta's stacked deal (36 cards, hearts trump): the player holds the
    ## lowest trump and leads; two sevens show a multi-card attack, and the
    ## first bouts give a throw-in, a defence, a take and a "bita".
    TUTORIAL_DEAL = {
        "format": 1, "variant": "podkidnoy", "players": 2, "seed": None,
        "options": {"deck": 36, "transfer_show": False, "first_bout_five": False,
                    "first_attacker": "pagat", "previous_durak": None, "dealer": None,
                    "action_cap": 2000},
        "trump": "9H",
        "hands": [["7C", "7S", "9D", "JC", "KS", "6H"],
                  ["8C", "TS", "QD", "6C", "8D", "AH"]],
        "talon": ["6D", "JD", "7D", "TC", "QS", "8S", "KD", "6S", "AC", "9C", "JS", "QC",
                  "AD", "TD", "KC", "9S", "AS", "7H", "8H", "TH", "JH", "QH", "KH", "9H"],
        "discard": [], "table": [], "attacker": 0, "defender": 1, "phase": "attack",
        "turn": 0, "passes": 0, "limit": 6, "bout": 1, "shown": [], "out": [],
        "known": [[], []], "actions": 0, "result": None,
    }

    def marta_line(state, m):
        """What Marta says about the position on the table right now."""
        if m.terminal:
            o = outcome_of(state)
            if o == "win":
                return tr(_("And there it is: your hand's empty and I'm left holding. That's the game, love."))
            if o == "loss":
                return tr(_("I'm out and you're left holding cards: that makes you the durak. That's the game."))
            return tr(_("Nobody's left holding cards: a draw. That's rare!"))
        events = [e.kind for e in m.view.events]
        if m.turn != 0:
            if "discard" in events:
                return tr(_("Bita! Beaten cards go to the discard pile, face down, gone for good. Then everyone draws back up to six, the attacker first."))
            if "take" in events:
                return tr(_("Taken. The taker adds the table to their hand and loses their turn to attack."))
            if m.phase == "defend":
                return tr(_("My turn to defend. Watch how I beat your cards: a higher card of the same suit, or a trump."))
            if m.talon == 0:
                return tr(_("The deck is gone. From now on nobody draws. Empty your hand and you're safe."))
            return tr(_("Let me think a moment…"))
        phase = m.phase
        if phase == "attack":
            if m.table_count == 0 and state.view(0).bout == 1:
                return tr(_("You hold the lowest trump, so you lead. Cards of one rank go together: drag both sevens onto the table, or just one, then press ATTACK."))
            return tr(_("Your attack. Lead with low cards you don't need, and keep your trumps for when nothing else will do."))
        if phase == "defend":
            beaters = [a for a in m.legal if a.kind == "defend"]
            if beaters:
                return tr(_("Beat my {card}: a higher card of its suit, or any trump. Drag your card onto mine, or click yours and then mine. Or press TAKE if you'd rather keep your cards.")).format(card=card_short(m.unbeaten[0]))
            return tr(_("Nothing in your hand beats that. Press TAKE: you pick up the table, and you miss your turn to attack."))
        if phase == "add":
            if any(a.kind == "throw_in" for a in m.legal):
                return tr(_("All beaten! Now the throw-in: you may add a card of any rank already on the table. Or press DISCARD, and it's bita."))
            return tr(_("All beaten, and you've nothing of those ranks to throw in. Press DISCARD: bita, the cards are beaten off."))
        if phase == "taking":
            return tr(_("I'm taking. Throw me anything else of the ranks on the table, I have to take it too, then press DONE."))
        return ""
