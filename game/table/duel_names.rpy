## duel_names.rpy — the table's words (owner: table): card, suit, rank and level names,
## the engine's refusal codes as sentences, seat names, outcome lines.
##
## Everything lives in the named store `duel` (docs/contracts.md). The engine speaks in
## codes (cards "7C", refusal codes with values); this file turns them into translated
## text. Every player-visible string is marked with _() and translated in
## game/tl/russian/table/duel_names.rpy.

init -5 python in duel:

    import store
    import engine
    import re as _re

    ## The variants' names for the player, (short, long), the one table of them
    ## (variant_title): the short name is the engine spec's own `title`, marked here for
    ## translation; the long one heads the table and free play. A variant missing here
    ## shows its spec's title.
    VARIANT_NAMES = {
        "podkidnoy": (_("Podkidnoy"), _("Podkidnoy Durak")),
        "perevodnoy": (_("Perevodnoy"), _("Perevodnoy Durak")),
        "svoi_kozyri": (_("Svoi Kozyri"), _("Svoi Kozyri")),
        ## (both are labels, tabs and buttons among them: Война without quotes; a sentence
        ## says «Война», roster.rpy's "Warfare"; the rules tab had «Война»: issue 26)
        "warfare": (_("Warfare{#title}"), _("Warfare{#title}")),
    }

    RANK_NAMES = {
        2: _("Two"), 3: _("Three"), 4: _("Four"), 5: _("Five"), 6: _("Six"),
        7: _("Seven"), 8: _("Eight"), 9: _("Nine"), 10: _("Ten"), 11: _("Jack"),
        12: _("Queen"), 13: _("King"), 14: _("Ace"),
    }
    ## Rank letters of the short card names ("7♣", "Q♥").
    RANK_SHORT = {
        2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
        11: _("J"), 12: _("Q"), 13: _("K"), 14: _("A"),
    }
    SUIT_NAMES = (_("clubs"), _("diamonds"), _("hearts"), _("spades"))
    SUIT_TITLES = (_("Clubs"), _("Diamonds"), _("Hearts"), _("Spades"))
    SUIT_SYMBOLS = engine.cards.SUIT_SYMBOLS    # ♣♦♥♠ by suit index: the engine's one table
    ## The animal deck's own suits (tools/assets/cards.py: C bear, D duck, H goat, S wolf):
    ## as in a card's name ("Seven of Bears"; Russian: "семёрка медведей"), and as a title.
    ANIMAL_NAMES = (_("Bears"), _("Ducks"), _("Goats"), _("Wolves"))
    ANIMAL_TITLES = (_("Bear"), _("Duck"), _("Goat"), _("Wolf"))
    SUIT_COLOURS = ("#1b1b1b", "#c0302a", "#c0302a", "#1b1b1b")
    SUIT_COLOURS4 = ("#1f7a2e", "#1f5fbf", "#c0302a", "#1b1b1b")
    SKINS = ("classic", "classic4", "animal")
    SKIN_NAMES = {"classic": _("Classic"), "classic4": _("Four colours"), "animal": _("Animals")}
    BACKS = {"classic": "back_red", "classic4": "back_blue", "animal": "back_animal"}
    LEVELS = ("easy", "normal", "hard", "expert")
    ## expert is no step above hard (54.7%, docs/ai.md, "An expert a step above hard?"): named hard
    LEVEL_NAMES = {"easy": _("easy"), "normal": _("normal"), "hard": _("hard"),
                   "expert": _("hard")}

    ## Refusal codes (docs/engine-api.md) -> translatable templates. Values are
    ## filled from IllegalAction.values: cards as short names ("7♣"), ranks as names.
    REFUSALS = {
        "bad_action": _("That is not a move."),
        "game_over": _("The game is over."),
        "not_your_turn": _("It is not your turn."),
        "unknown_kind": _("That is not a move in this game."),
        "wrong_phase": _("You cannot do that now."),
        "not_in_hand": _("You do not hold the {card}."),
        "empty_action": _("Choose at least one card."),
        "mixed_ranks": _("An attack must be of cards of one rank."),
        "rank_not_on_table": _("No {rank} is on the table, so the {card} cannot be added."),
        "too_many_cards": _("No more than {limit} cards may be played against the defender now."),
        "not_attacker": _("You may not add cards now."),
        "not_defender": _("Only the defender may do that."),
        "nothing_to_beat": _("The {card} is not an unbeaten card on the table."),
        "cannot_beat": _("The {card} cannot beat the {target}."),
        "transfer_not_allowed": _("Transferring is not allowed in this game."),
        "transfer_after_defence": _("You cannot transfer once a card has been beaten."),
        "transfer_wrong_rank": _("Only a {rank} can transfer this attack."),
        "transfer_too_many": _("The next player holds only {count} cards, too few for a transfer."),
        "show_not_trump": _("Only the trump of the attack's rank can be shown to transfer."),
        "show_already_used": _("The {card} has already been shown in this bout."),
        "cannot_pass": _("You must open the bout: you cannot pass now."),
        "cannot_take": _("You cannot take now."),
        "must_play": _("You must play a card now."),
        # Svoi Kozyri and Warfare (their modules register the codes; tests/test_refusals.py
        # keeps this table and engine.MESSAGES in step).
        "suit_taken": _("That suit is already someone's trump."),
        "must_lead": _("The pile is empty: lead a card."),
        "pile_empty": _("The pile is empty: there is nothing to beat or pick up."),
        "not_top_card": _("Only the top card of the pile can be beaten, not the {card}."),
        "must_lay": _("After beating you must lay one more card."),
        "one_card_only": _("Lay exactly one card after beating."),
        "not_face_up": _("The {card} is not one of the face-up cards."),
        "not_offered": _("The {card} is not one of the cards on offer."),
    }
    REFUSAL_FALLBACK = _("That move is not allowed now.")

    ACTION_WORDS = {
        "attack": _("attacks with"), "throw_in": _("throws in"), "defend": _("beats"),
        "transfer": _("transfers with"), "show": _("shows"), "take": _("takes"),
        "pass": _("is done"), "choose_suit": _("chooses"), "lead": _("leads"),
        "beat": _("beats"), "pick_up": _("picks up"), "commit": _("commits a card"),
        "keep": _("keeps a card"), "pick": _("picks"),
    }

    def tr(s):
        """Translates a string marked with _() at the moment of use."""
        return __(s)

    def animal_deck():
        """True when the duel is played with the animal deck: suits are then named for
        their animals, and their marks replace the ♣♦♥♠ symbols."""
        return (store.duel_spec or {}).get("skin") == "animal"

    def suit_mark(s):
        """The suit's mark inside a text: its symbol, or the animal's picture."""
        if animal_deck():
            return "{image=duel_suit_%d}" % s
        return SUIT_SYMBOLS[s]

    def card_short(c):
        """'7♣' (translated rank letters for court cards; the animal's mark with the
        animal deck)."""
        c = engine.Card.parse(c) if isinstance(c, str) else engine.CARDS[int(c)]
        return tr(RANK_SHORT[c.rank]) + suit_mark(c.suit)

    def rank_chip(c):
        """(rank, suit mark) of a card, for the high-contrast chip over a dimmed card."""
        c = engine.Card.parse(c) if isinstance(c, str) else engine.CARDS[int(c)]
        return tr(RANK_SHORT[c.rank]), suit_mark(c.suit)

    def card_name(c, trump=None, mid=False):
        """'Seven of clubs', plus ', trump' when the card is of the trump suit.  ``mid``: the
        name stands inside a sentence ('top card seven of clubs'), so it starts in lower case;
        in both of our languages a card's name is a common noun ('семёрка треф')."""
        c = engine.Card.parse(c) if isinstance(c, str) else engine.CARDS[int(c)]
        text = tr(_("{rank} of {suit}")).format(rank=tr(RANK_NAMES[c.rank]),
                                                  suit=suit_name(c.suit))
        if trump is not None and c.suit == trump:
            text = tr(_("{card}, trump")).format(card=text)
        if mid:
            text = text[:1].lower() + text[1:]
        return text

    def suit_name(s):
        """The suit in a sentence ("clubs", "Bears")."""
        return tr((ANIMAL_NAMES if animal_deck() else SUIT_NAMES)[s])

    def suit_title(s):
        """The suit on its own, as a title ("Clubs", "Bear")."""
        return tr((ANIMAL_TITLES if animal_deck() else SUIT_TITLES)[s])

    def trump_label(s):
        """'Trump: ♠ spades' (animal deck: the wolf's mark and 'Wolves')."""
        return tr(_("Trump: {suit} {sym}")).format(suit=suit_name(s), sym=suit_mark(s))

    def spoken(text):
        """`text` for self-voicing: suit symbols and marks read as suit names."""
        for i, sym in enumerate(SUIT_SYMBOLS):
            text = text.replace(sym, " " + suit_name(i))
            text = text.replace("{image=duel_suit_%d}" % i, " " + suit_name(i))
        return text

    _TITLE_TAG = _re.compile(r"\{#[^}]*\}")   # a translation's disambiguating tag

    def variant_title(variant, long=False):
        """The variant's name for the player, translated: short ("Podkidnoy": tabs, the
        lobby, the coach) or long ("Podkidnoy Durak": the table, free play). From
        VARIANT_NAMES, else the engine spec's title."""
        names = VARIANT_NAMES.get(variant)
        if names is not None:
            title = names[1 if long else 0]
        else:
            spec = engine.VARIANTS.get(variant)
            title = spec.title if spec is not None else None
        return _TITLE_TAG.sub("", tr(title)) if title else variant.replace("_", " ").title()

    ## refusals whose sentence depends on a count (plural forms, and none at all)
    COUNTED_REFUSALS = {
        "transfer_too_many": ("count", _("The next player has no cards left: a transfer is not possible."),
                              _("The next player holds only {n} card, too few for a transfer.|The next player holds only {n} cards, too few for a transfer.")),
    }

    def refusal_text(err):
        """The translated sentence for an engine.IllegalAction."""
        code = err.code
        values = err.values
        if code in COUNTED_REFUSALS:
            key, none, some = COUNTED_REFUSALS[code]
            try:
                n = int(values.get(key))
            except (TypeError, ValueError):
                n = None
            if n is not None:
                return tr(none) if n == 0 else store.nplural(n, some)
        template = REFUSALS.get(code)
        if template is None:
            return tr(REFUSAL_FALLBACK)
        vals = {}
        for k, v in values.items():
            if k in ("card", "target") and isinstance(v, str):
                try:
                    v = card_short(v)
                except ValueError:
                    pass
            elif k == "rank":
                try:
                    v = tr(RANK_NAMES[int(v)])
                except (ValueError, KeyError, TypeError):
                    try:
                        v = tr(RANK_NAMES[engine.Card.parse(str(v) + "C").rank])
                    except Exception:
                        pass
            vals[k] = v
        try:
            return tr(template).format(**vals)
        except (KeyError, IndexError, ValueError):
            return tr(template)

    ##------------------------------------------------------------ seats
    def seat_name(spec, p):
        seats = spec.get("seats") or []
        if p < len(seats):
            s = seats[p]
            name = s.get("name") or s.get("who") or ""
            return renpy.substitute(name) if name else tr(_("Player %d")) % (p + 1)
        return tr(_("Player %d")) % (p + 1)

    def seat_who(spec, p):
        seats = spec.get("seats") or []
        return seats[p].get("who") if p < len(seats) else None

    def seat_level(spec, p):
        seats = spec.get("seats") or []
        lvl = seats[p].get("level") if p < len(seats) else None
        return lvl if lvl in LEVELS else "normal"

    def headline_level(spec):
        levels = [seat_level(spec, p) for p in range(1, spec.get("players", 2))]
        return max(levels, key=LEVELS.index) if levels else "normal"

    ##------------------------------------------------------------ outcomes
    def outcome_line(state, spec):
        r = state.result
        if r is None:
            return ""
        if r.draw:
            return tr(_("A draw: nobody is left holding cards."))
        if r.winner is not None:
            if r.winner == 0:
                return tr(_("You win!"))
            return tr(_("{name} wins.")).format(name=seat_name(spec, r.winner))
        if r.durak == 0:
            return tr(_("You are the durak."))
        return tr(_("{name} is the durak. You are out of trouble!")).format(name=seat_name(spec, r.durak))

    def outcome_of(state):
        """The human seat's outcome: engine.Result.outcome_for is the one rule (an
        unfinished game reads as a draw here)."""
        r = state.result
        return "draw" if r is None else r.outcome_for(0)
