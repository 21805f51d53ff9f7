## story/recap.rpy — what the post-duel scenes may say about the duel (owner: story engineer).
##
## play_duel (progress.rpy) puts the record of the duel just played in
## `story_record` (engine/record.py, docs/contracts.md "The duel record"):
## reassigned for every duel, never mutated, None when there is none (a
## testcase's bare outcome, or a table that returns no record). A scene states
## a fact about the game only under a condition on the record:
##
##     if story_has("player_transferred"):
##         pip "When you bounced my [story_rank_pl] straight back at me..."
##
## and always has a true line for the other case (which includes "no record").
## tests/test_story_record.py walks every post-duel scene's conditions against
## real records and checks that no line states what the record does not hold.
##
## The words a line fills in ([story_rank_pl], [story_cards]) are set by
## story_words(...) just before the line, already translated and in the form
## the Russian line needs (every rank has its own strings).

default story_record = None

## Filled in by story_words() for the next lines (plain strings).
default story_rank = ""          # "a queen"      / "даму"  (one card, as an object)
default story_rank_pl = ""       # "queens"       / "дамы"  (several; Russian: as a subject)
default story_count = ""         # "three queens" / "три дамы" (Russian: as a subject)
default story_cards = ""         # "four cards"   / "четыре карты" (as a subject)

init python:

    import engine.record as kozyr_record

    ## One card of a rank as an object of a verb, several of them, and a count
    ## of them ("three queens"), per rank: Russian needs each form spelled out.
    STORY_RANK_ONE = {
        2: _("a two"), 3: _("a three"), 4: _("a four"), 5: _("a five"), 6: _("a six"),
        7: _("a seven"), 8: _("an eight"), 9: _("a nine"), 10: _("a ten"), 11: _("a jack"),
        12: _("a queen"), 13: _("a king"), 14: _("an ace"),
    }
    STORY_RANK_MANY = {
        2: _("twos"), 3: _("threes"), 4: _("fours"), 5: _("fives"), 6: _("sixes"),
        7: _("sevens"), 8: _("eights"), 9: _("nines"), 10: _("tens"), 11: _("jacks"),
        12: _("queens"), 13: _("kings"), 14: _("aces"),
    }
    ## "three queens" for two to four cards of a rank (a rank has four cards).
    STORY_COUNTS = {
        "2x2": _("two twos"), "2x3": _("three twos"), "2x4": _("four twos"),
        "3x2": _("two threes"), "3x3": _("three threes"), "3x4": _("four threes"),
        "4x2": _("two fours"), "4x3": _("three fours"), "4x4": _("four fours"),
        "5x2": _("two fives"), "5x3": _("three fives"), "5x4": _("four fives"),
        "6x2": _("two sixes"), "6x3": _("three sixes"), "6x4": _("four sixes"),
        "7x2": _("two sevens"), "7x3": _("three sevens"), "7x4": _("four sevens"),
        "8x2": _("two eights"), "8x3": _("three eights"), "8x4": _("four eights"),
        "9x2": _("two nines"), "9x3": _("three nines"), "9x4": _("four nines"),
        "10x2": _("two tens"), "10x3": _("three tens"), "10x4": _("four tens"),
        "11x2": _("two jacks"), "11x3": _("three jacks"), "11x4": _("four jacks"),
        "12x2": _("two queens"), "12x3": _("three queens"), "12x4": _("four queens"),
        "13x2": _("two kings"), "13x3": _("three kings"), "13x4": _("four kings"),
        "14x2": _("two aces"), "14x3": _("three aces"), "14x4": _("four aces"),
    }
    STORY_CARD_COUNTS = (
        _("no cards"), _("one card"), _("two cards"), _("three cards"), _("four cards"),
        _("five cards"), _("six cards"), _("seven cards"), _("eight cards"), _("nine cards"),
        _("ten cards"), _("eleven cards"), _("twelve cards"),
    )

    def story_has(name, rec=None):
        """True when the duel record (story_record by default) holds highlight `name`
        (engine.record.has: an unknown name fails loudly)."""
        return kozyr_record.has(story_record if rec is None else rec, name)

    def story_game(rec=None):
        """The record of the duel's (last) game, or None."""
        return kozyr_record.last_game(story_record if rec is None else rec)

    def story_field(name, default=None, rec=None):
        """A field of the duel's record (a series' own field first, else its last game's)."""
        rec = story_record if rec is None else rec
        if not rec:
            return default
        if name in rec:
            return rec[name]
        game = kozyr_record.last_game(rec)
        return game.get(name, default) if game else default

    def story_mine(field, rec=None):
        """The player's entry of a per-seat field of the (last) game's record."""
        game = story_game(rec)
        return game[field][game["player"]] if game else None

    def story_seat(field, seat, rec=None):
        """Seat `seat`'s entry of a per-seat field of the (last) game's record."""
        game = story_game(rec)
        return game[field][seat] if game else None

    def story_pressed(a, b, rec=None):
        """Seat `a` laid more cards (attacks and throw-ins) against seat `b` than
        against anybody else, over the duel (a series: over all its games)."""
        rec = story_record if rec is None else rec
        if not rec:
            return False
        grid = rec.get("laid_against")
        if not grid or a >= len(grid):
            return False
        row = grid[a]
        others = [row[q] for q in range(len(row)) if q not in (a, b)]
        return row[b] > 0 and all(row[b] > x for x in others)

    def story_series_games(rec=None):
        """How many games the duel had (1 for a single game; 0 without a record)."""
        rec = story_record if rec is None else rec
        if not rec:
            return 0
        return len(rec["games"]) if rec.get("kind") == "series" else 1

    def story_series_count(name, rec=None):
        """In how many of the duel's games the player's record holds highlight `name`."""
        rec = story_record if rec is None else rec
        if not rec:
            return 0
        games = rec["games"] if rec.get("kind") == "series" else [rec]
        return sum(1 for g in games if kozyr_record.has(g, name))

    def story_cards_word(n):
        """'four cards' (translated, spelled out up to twelve)."""
        if 0 <= n < len(STORY_CARD_COUNTS):
            return __(STORY_CARD_COUNTS[n])
        return nplural(n, _("{n} card|{n} cards"))

    def story_count_word(rank, n):
        """'three queens' / 'три дамы' (2 to 4; digits otherwise)."""
        key = "%dx%d" % (rank, n)
        if key in STORY_COUNTS:
            return __(STORY_COUNTS[key])
        return "%d %s" % (n, __(STORY_RANK_MANY[rank]))

    def story_words(rank=None, count=None, cards=None):
        """Sets the words the next lines fill in; returns True (so it can be used
        inside a condition)."""
        if rank is not None:
            store.story_rank = __(STORY_RANK_ONE[rank])
            store.story_rank_pl = __(STORY_RANK_MANY[rank])
            if count is not None:
                store.story_count = story_count_word(rank, count)
        if cards is not None:
            store.story_cards = story_cards_word(cards)
        return True
