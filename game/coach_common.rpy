## coach_common.rpy — what the coach's screens share (owner: coach): move and
## reason words for the hints and the review (the engine gives codes and values,
## engine/ai/coach.py; the words are here, translatable), card pictures and a
## small worker thread for searches.
##
## Store `coach`. Screens: coach_card (one card picture), coach_cards (a row).

init -1 python in coach:

    import time as _time

    import engine
    import store

    ## --- words --------------------------------------------------------------

    ## The coach's moves, as a player would say them (also the buttons of the
    ## Problems board): {cards} and {target} are card names such as "9♠".
    MOVES = {
        "attack": _("attack with {cards}"),
        "throw_in": _("throw in {cards}"),
        "defend": _("beat {target} with {cards}"),
        "transfer": _("transfer with {cards}"),
        "show": _("show {cards} to transfer"),
        "take": _("take the cards"),
        "pass": _("add nothing"),
        "lead": _("lead {cards}"),
        "beat": _("beat {target} with {cards}"),
        "pick_up": _("pick up the pile"),
        "choose_suit": _("choose {suit}"),
        "commit": _("play {cards}"),
        "keep": _("keep {cards}"),
        "pick": _("take {cards}"),
    }

    ## The reasons of engine.ai.coach (its codes; the English there is a copy for
    ## the terminal). {move} and {alt} are moves, {cards} card names, {rate},
    ## {alt_rate} and {share} percentages, {deals}, {count}, {moves}, {his} counts.
    ## A reason that speaks of the opponent has one template per gender
    ## (store.pronouns: "he", "she", "they"), chosen for the opponent it means.
    REASONS = {
        "forced": _("It is your only move."),
        "only_win": {"he": _("Only this move wins, whatever he does."),
                     "she": _("Only this move wins, whatever she does."),
                     "they": _("Only this move wins, whatever they do.")},
        "wins": {"he": _("This wins whatever he does ({count} of your {moves} moves do)."),
                 "she": _("This wins whatever she does ({count} of your {moves} moves do)."),
                 "they": _("This wins whatever they do ({count} of your {moves} moves do).")},
        "all_win": {"he": _("Every move wins from here, whatever he does."),
                    "she": _("Every move wins from here, whatever she does."),
                    "they": _("Every move wins from here, whatever they do.")},
        "only_draw": _("Only this move saves a draw; every other move loses."),
        "draw": _("With best play on both sides it ends in a draw; this move holds it."),
        "lost": {"he": _("With best play he wins whatever you do; this is the most natural try."),
                 "she": _("With best play she wins whatever you do; this is the most natural try."),
                 "they": _("With best play they win whatever you do; this is the most natural try.")},
        "best_rate": _("It wins {rate}% of {deals} likely deals; {alt}: {alt_rate}%."),
        "best_rate_escape": _("You stay out of the fool's seat in {rate}% of {deals} likely deals; {alt}: {alt_rate}%."),
        "no_better": _("No move does clearly better in {deals} likely deals (this one wins {rate}%)."),
        "no_better_escape": _("No move does clearly better in {deals} likely deals (this one escapes in {rate}%)."),
        "rule": _("This is the rule of thumb's move; the search had nothing to add here."),
        "cannot_beat_sure": {"he": _("he cannot beat {cards}"),
                             "she": _("she cannot beat {cards}"),
                             "they": _("they cannot beat {cards}")},
        "cannot_beat": {"he": _("he can beat {cards} in only {share}% of them"),
                        "she": _("she can beat {cards} in only {share}% of them"),
                        "they": _("they can beat {cards} in only {share}% of them")},
        "keep_trumps_sure": {"he": _("keep your trumps: he has {his} left"),
                             "she": _("keep your trumps: she has {his} left"),
                             "they": _("keep your trumps: they have {his} left")},
        "keep_trumps": {"he": _("keep your trumps: he has about {his} left"),
                        "she": _("keep your trumps: she has about {his} left"),
                        "they": _("keep your trumps: they have about {his} left")},
        "beating_costs": _("beating it would cost you {cards}"),
        "cannot_hold": _("you cannot beat {cards}"),
        "he_beats": {"he": _("he would beat {cards} in {share}% of them"),
                     "she": _("she would beat {cards} in {share}% of them"),
                     "they": _("they would beat {cards} in {share}% of them")},
        "he_beats_sure": {"he": _("he can beat {cards}"),
                          "she": _("she can beat {cards}"),
                          "they": _("they can beat {cards}")},
        "he_holds": {"he": _("he holds {cards}"),
                     "she": _("she holds {cards}"),
                     "they": _("they hold {cards}")},
    }
    ## What the review and the Problems board say of the opponent, one template
    ## per gender (store.pronouns); say(key, who) picks and translates.
    PHRASES = {
        "subject": {"he": _("He"), "she": _("She"), "they": _("They")},
        "cards_n": {"he": _("His cards: {n}"), "she": _("Her cards: {n}"), "they": _("Their cards: {n}")},
        "cards": {"he": _("His cards"), "she": _("Her cards"), "they": _("Their cards")},
        "escape_draw": {"he": _("that lets him escape: with best play it is now a draw."),
                        "she": _("that lets her escape: with best play it is now a draw."),
                        "they": _("that lets them escape: with best play it is now a draw.")},
        "escape_win": {"he": _("that lets him escape: with best play he now wins."),
                       "she": _("that lets her escape: with best play she now wins."),
                       "they": _("that lets them escape: with best play they now win.")},
        "solved": {"he": _("Solved! He is the durak."),
                   "she": _("Solved! She is the durak."),
                   "they": _("Solved! They are the durak.")},
        "durak": {"he": _("He is the durak."), "she": _("She is the durak."), "they": _("They are the durak.")},
        "answers": {"he": _("He answers: {move}."), "she": _("She answers: {move}."),
                    "they": _("They answer: {move}.")},
        "thinking": {"he": _("He is thinking."), "she": _("She is thinking."), "they": _("They are thinking.")},
        "problems_intro": {
            "he": _("Every card is known. Exactly one first move wins; find it, then win against his best defence. Stars: how long the winning line is."),
            "she": _("Every card is known. Exactly one first move wins; find it, then win against her best defence. Stars: how long the winning line is."),
            "they": _("Every card is known. Exactly one first move wins; find it, then win against their best defence. Stars: how long the winning line is.")},
    }

    def say(key, who, **fields):
        """PHRASES[key] for `who` (a character id) in the current language."""
        text = store.pronouns.pick(PHRASES[key], who)
        return text.format(**fields) if fields else text

    SUITS = (_("clubs"), _("diamonds"), _("hearts"), _("spades"))
    ## a suit named on its own, as a label (Russian nominative «Бубны»; SUITS is the form
    ## in a phrase, «выбрать масть бубен»)
    SUIT_TITLES = (_("Clubs"), _("Diamonds"), _("Hearts"), _("Spades"))
    RANKS = {11: _("J"), 12: _("Q"), 13: _("K"), 14: _("A")}
    SYMBOLS = engine.cards.SUIT_SYMBOLS    # ♣♦♥♠ by suit index: the engine's one table

    def tr(s):
        return __(s)

    def card_text(code):
        """'9♠' (court cards with the language's letters)."""
        c = engine.Card.parse(code) if not isinstance(code, int) else engine.CARDS[int(code)]
        rank = tr(RANKS[c.rank]) if c.rank in RANKS else str(c.rank)
        return rank + SYMBOLS[c.suit]

    def cards_text(codes):
        return u" ".join(card_text(c) for c in codes)

    ## A Durak pass says what it did when the position it was made in is known: "add
    ## nothing" alone meant nothing to a player reading the review (issue 26).
    PASS_DID = {
        "taking": _("let the defender take the cards"),
        "add": _("end the bout: bita"),
    }

    def move_text(action, capital=False, before=None):
        """A move in words ('beat 9♠ with J♠'); action: an engine Action or its text.
        `before`: the State the move was made in, when known (a pass then says what
        it did)."""
        a = engine.Action.parse(action) if isinstance(action, str) else action
        template = MOVES.get(a.kind)
        if a.kind == "pass" and before is not None:
            template = PASS_DID.get(before.phase, template)    # every variant's State has its phase (FieldState, the engine's common state)
        if template is None:
            return str(a)
        text = tr(template).format(
            cards=cards_text(a.cards),
            target=card_text(a.target) if a.target is not None else u"",
            suit=tr(SUITS[a.suit]) if a.suit is not None else u"")
        if capital:
            text = text[:1].upper() + text[1:]
        return text

    def reason_text(reasons, who=None):
        """A hint's reasons ([[code, values], ...] or Reason tuples) as one line.
        `who`: the opponent the reasons speak of (a character id, see
        store.pronouns), or a function seat -> id of the seat a reason names (its value
        "seat", engine.ai.coach.about; a reason naming none: "they"); None: "they"."""
        parts = []
        for r in reasons:
            code, values = r     # a Reason is a (code, values) NamedTuple, as a saved pair is
            template = REASONS.get(code)
            if template is None:
                continue
            if callable(who):
                seat = values.get("seat")
                person = who(seat) if seat is not None else None
            else:
                person = who
            template = store.pronouns.pick(template, person)
            vals = dict(values)
            for k, v in values.items():
                if k == "cards":
                    vals[k] = cards_text(v)
                elif k in ("move", "alt"):
                    vals[k] = move_text(v)
            try:
                parts.append(template.format(**vals))
            except (KeyError, IndexError, ValueError):
                parts.append(template)
        if not parts:
            return u""
        line = parts[0]
        if len(parts) > 1:
            line = line.rstrip(u".") + u"; " + u"; ".join(parts[1:]) + u"."
        return line

    ## --- pictures -----------------------------------------------------------

    def face(code):
        """A card's face picture (the table's, in the skin the player chose)."""
        return store.duel.card_face(str(code))

    def back():
        return store.duel.card_back()

    ## --- a search in a thread ----------------------------------------------

    class Job(object):
        """One engine call run off the interaction thread (searches take up to a
        second; the screen keeps drawing and polls `done`): `result`, or `error`
        (a readable line) if the engine failed."""

        def __init__(self, fn, *args, **kw):
            self.done = False
            self.result = None
            self.error = None
            self.started = _time.time()
            renpy.invoke_in_thread(self._run, fn, args, kw)

        def _run(self, fn, args, kw):
            try:
                self.result = fn(*args, **kw)
            except Exception as e:  # an engine error must not end the game
                self.error = "%s: %s" % (type(e).__name__, e)
                print("[kozyr] coach:", self.error)
            self.done = True

# A card picture, scaled; `lift` raises it (a highlight), `dim` greys it.
screen coach_card(code, zoom=0.55, lift=False, dim=False, mark=False):
    fixed:
        xysize (int(208 * zoom), int(291 * zoom) + 24)
        add coach.face(code):
            zoom zoom
            ypos (0 if lift else 24)
            if dim:
                alpha 0.55
        if mark:
            add Frame(Solid("#f3c75a"), 0, 0) xysize (int(208 * zoom), 6) ypos (int(291 * zoom) + 24 if not lift else int(291 * zoom) + 4)
