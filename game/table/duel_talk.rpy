## duel_talk.rpy — the opponents talk at the table (owner: story engineer).
##
## Every opponent says a line now and then, in their own voice, about what
## just happened: your attack, their take, your take, a transfer either way, a
## trump you play against them, the last cards, Warfare's battles, and the end
## of the game. The table (docs/contracts.md, "Table talk") calls
##
##     duel_talk.react(spec, seat, state, events)
##
## after every committed move (`seat` the seat that moved, `events` the events of
## the player's view of the new state) and once after each deal (seat None, the deal's events), and
## shows the line with `use duel_speech(seat)` beside that seat's portrait.
##
## At most one line at a time. Lines are rate-limited (a gap in seconds and in
## moves since the last line, longer at the "some" setting), each kind has a
## chance of being said at all, and each (character, kind) deals its lines
## from a shuffled deck so a duel does not repeat itself until the deck is used
## up. The end of the game is always spoken (unless talk is off).
## The current line lives in `duel_talk.talk`, a plain object created at init
## and only mutated: never saved, never rolled back (a line is gone after a load).
##
## Preference: persistent.duel_talk — 0 off, 1 some, 2 all (default 2).
## Tutorials (Marta's lesson) are silent: the coach speaks there.
##
## A line may be said only in some duels (duel_talk.ONLY, beside the lines): a closer
## ("Rest, and come back") only when the game ends the duel, a line about the next game
## only while a series goes on, a play-off line only when one is to come, Svoi Kozyri's
## words ("your own north") only at a table of own trumps. The end of a series' game
## learns where the series stands from the table (series_context: duel.series(), the
## game's number, this game counted in), before the table records it. A start line may
## remember the story (duel_talk.STORY: the Hunter's token on Ilse's side after a lost
## series): at a story duel it is said on the first deal after it comes true.
##
## The lines themselves, duel_talk.LINES[who][kind], are in duel_talk_lines.rpy
## (init -5, before this file's block). The `init python in duel_talk` blocks of
## both files are plain Python apart from the names they get from the store
## (tests/test_duel_talk.py runs them without Ren'Py, with stubs for them).

default persistent.duel_talk = 2

init -4 python in duel_talk:

    import store
    import time as _time
    import random as _random
    import zlib as _zlib
    import engine as _engine

    KINDS = ("start", "attacked", "took", "player_took", "transfer", "player_transfer",
             "trump", "last_cards", "battle_won", "battle_lost", "win", "loss", "draw")
    FINAL = ("win", "loss", "draw")

    ## The chance that an event of each kind is spoken about at the "all"
    ## setting (halved at "some"); the end of the game is always spoken.
    CHANCE = {"start": 0.85, "attacked": 0.25, "took": 0.55, "player_took": 0.55,
              "transfer": 0.8, "player_transfer": 0.85, "trump": 0.4, "last_cards": 0.9,
              "battle_won": 0.3, "battle_lost": 0.35, "win": 1.0, "loss": 1.0, "draw": 1.0}
    ## A take of this many cards or more is always worth a word (if the gap allows).
    BIG_TAKE = 4
    ## Rate limit per setting: seconds and moves since the last line.
    GAP_SECONDS = {1: 20.0, 2: 8.0}
    GAP_MOVES = {1: 6, 2: 3}
    ## How long a line stays up: a base plus a little per character.
    SHOW_BASE = 2.8
    SHOW_PER_CHAR = 0.05

    def _adapter(v):
        """The table of the view's variant (duel_adapter.rpy): what its family does."""
        return store.duel.adapter_for(v.variant)

    ## Stubs of the store's names the logic uses, replaced by the tests.
    def clock():
        return _time.time()

    def translate(s):
        return __(s)

    def substitute(s):
        return renpy.substitute(s, translate=False)

    def refresh():
        renpy.restart_interaction()

    class Talk(python_object):
        """The line on show and the memory that keeps talk varied and rare.
        Transient: created at init, only mutated, never saved."""

        def __init__(self):
            self.reset(None)

        def reset(self, spec):
            # The duel is known by its spec's value (specs are reassigned, never mutated
            # in place): an id() would be reused after the spec is freed, and a loaded
            # spec is a new object with the same value, the same duel.
            self.spec = spec            # the spec of the duel talked about (None: none yet)
            self.line = None            # {"seat", "who", "kind", "text", "until", "serial"}
            self.serial = 0
            self.last_time = None       # clock() of the last line
            self.moves = 0              # moves since the last line
            self.last_kind = None
            self.decks = {}             # (who, kind) -> indices of lines not said yet
            self.rng = _random.Random(0)
            self.opener = None          # who opened the current bout (Durak)
            self.layer = None           # who laid the top card (Svoi Kozyri)
            self.reserve = None         # cards left to draw after the last move
            self.said = []              # (who, kind, source text) of every line said
            self.context = None         # series_context() at the end of a game
            self.one_trump = True       # one trump suit for the whole table (the adapter's one_trump)

    talk = Talk()

    def level():
        v = store.persistent.duel_talk
        return v if v in (0, 1, 2) else 2

    def who_at(spec, seat):
        seats = spec.get("seats") or []
        if seat is None or seat <= 0 or seat >= len(seats):
            return None
        who = seats[seat].get("who")
        return who if who in LINES else None

    ## Talk reads what the player sees (the table source, docs/contracts.md): the view
    ## of seat 0, never the whole state (the talon's cards, the others' hands).
    def _seed(spec, v):
        """The talk's random seed: the duel's, else one drawn from the player's hand at
        the deal (a different order of lines for every unseeded duel)."""
        s = spec.get("seed")
        if s is None:
            s = _zlib.crc32(" ".join(str(c) for c in v.hand).encode("utf-8"))
        return int(s or 0) & 0xffffffff

    def _reserve(v):
        """Cards left to draw: the talon, the stock or the deck (the adapter's reserve)."""
        return _adapter(v).reserve(v)

    def _trump_for(v, seat):
        return _adapter(v).seat_trump(v, seat)

    def _opponents(spec, v):
        """Seats with lines who still play."""
        out = v.out
        return [p for p in range(1, v.players) if who_at(spec, p) and not (p < len(out) and out[p])]

    def _took(e, giver):
        """The line about a take (Durak's take, Svoi Kozyri's pick-up): the taker's own,
        or, when the player took, the line of the seat whose cards they took; a big take
        counts double."""
        n = e.count or len(e.cards)
        boost = 2.0 if n >= BIG_TAKE else 1.0
        if e.player != 0:
            return (e.player, "took", boost)
        return (giver, "player_took", boost)

    def candidates(spec, state, events):
        """[(seat, kind, boost)]: who could say what about these events."""
        v = state.view(0)
        cands = []
        for e in events:
            k, p = e.kind, e.player
            if k == "deal":
                for q in _opponents(spec, v):
                    cands.append((q, "start", 1.0))
            elif k == "attack":
                talk.opener = p
                if p == 0:
                    d = v.defender     # an attack is the Durak family's (engine.views.DurakView)
                    if any(c.suit == v.trump for c in e.cards):
                        cands.append((d, "trump", 1.0))
                    cands.append((d, "attacked", 1.0))
            elif k in ("transfer", "show"):
                if p == 0:
                    cands.append((e.count, "player_transfer", 1.0))
                else:
                    cands.append((p, "transfer", 1.0))
                talk.opener = p
            elif k == "defend":
                c, t = e.cards[0], e.target
                if p == 0 and c.suit == v.trump and t is not None and t.suit != v.trump:
                    cands.append((talk.opener, "trump", 1.0))
            elif k == "take":
                cands.append(_took(e, talk.opener))
            elif k == "lead":
                talk.layer = p
                if p == 0:
                    cands.append((state.current_player, "attacked", 1.0))
            elif k == "beat":
                if p == 0:
                    own = _trump_for(v, 0)
                    t = e.target
                    if e.cards[0].suit == own and t is not None and t.suit != own:
                        cands.append((talk.layer, "trump", 1.0))
                    elif len(e.cards) > 1:
                        cands.append((state.current_player, "attacked", 0.6))
                talk.layer = p
            elif k == "pick_up":
                cands.append(_took(e, talk.layer))
                talk.layer = None
            elif k == "battle_won":
                mine = e.cards[0]
                if p == 0:
                    if mine.suit == v.trump:
                        cands.append((1, "trump", 1.0))
                    else:
                        cands.append((1, "battle_lost", 1.0))
                else:
                    cands.append((p, "battle_won", 1.0))
        if state.result is None:
            reserve = _reserve(v)
            if talk.reserve is not None and talk.reserve > 0 and reserve == 0:
                for q in _opponents(spec, v):
                    cands.append((q, "last_cards", 1.0))
            talk.reserve = reserve
        else:
            cands = final_candidates(spec, state)
        return [(s, k, b) for (s, k, b) in cands if who_at(spec, s)]

    def final_candidates(spec, state):
        r = state.result
        seats = [p for p in range(1, state.players) if who_at(spec, p)]
        if not seats:
            return []
        if r.draw:
            return [(seats[0], "draw", 1.0)]
        loser = r.durak
        if loser is None and r.winner is not None:
            loser = 1 - r.winner if state.players == 2 else None
        if loser in seats:
            return [(loser, "loss", 1.0)]
        if loser == 0:
            order = [p for p in r.order if p in seats] or seats
            return [(order[0], "win", 1.0)]
        return []

    def series_context(spec, state):
        """Where the duel stands at the end of a game: None for a single game, else
        {"game": this game's number, "games": the series' length, "over": True when this
        game ends the series, "playoff": True when this game is a play-off game or the
        series goes on to one, "tokens": the loser tokens with this game counted}.
        The table counts the game only after the last move's talk, so it is counted
        in here (engine.Series.record returns a new series; the table's is untouched)."""
        if not (spec or {}).get("series"):
            return None
        try:
            s = store.duel.series()
            n = int(store.duel_game_no or 1)
            if s is None:
                return None
            if state is not None and state.result is not None and s.games_played < n:
                s = s.record(state.result)
            over = bool(s.is_over())
            return {"game": n, "games": int(s.games), "over": over,
                    "playoff": n > s.games or (not over and n >= s.games),
                    "tokens": list(s.tokens)}
        except Exception as e:
            print("[kozyr] duel_talk.series_context failed:", "%s: %s" % (type(e).__name__, e))
            return None

    def fits(src, context, one_trump):
        """May line `src` be said in this duel (duel_talk.ONLY)? `context` is
        series_context()'s answer (None: a single game), `one_trump` whether one trump
        suit holds for the whole table (the adapter's one_trump)."""
        when = ONLY.get(src)
        if when is None:
            return True
        if when == "end":        # a closer: the game ends the duel
            return context is None or context["over"]
        if when == "mid":        # another game of the series follows
            return context is not None and not context["over"] and context["game"] < context["games"]
        if when == "playoff":    # a play-off game follows
            return context is not None and not context["over"] and context["game"] >= context["games"]
        if when == "kozyri":     # own trumps (Svoi Kozyri)
            return not one_trump
        if when == "shared":     # one trump for the whole table
            return one_trump
        return False

    def story_fits(src):
        """Does the story hold what start line `src` remembers (duel_talk.STORY)? Only at
        a story duel (the spec's "story"); a line not in STORY never does."""
        when = STORY.get(src)
        if when is None or not (talk.spec or {}).get("story"):
            return False
        for name, want in when.items():
            have = getattr(store, name)    # a story variable: each has its `default`
            if (bool(have) != want) if isinstance(want, bool) else (have != want):
                return False
        return True

    def story_line(who):
        """The start line of `who` that remembers the story and is not said yet in this
        duel, or None."""
        said = set(s for (w, k, s) in talk.said if w == who and k == "start")
        for src in (LINES.get(who) or {}).get("start") or []:
            if src not in said and story_fits(src):
                return src
        return None

    def pick_line(who, kind):
        """The next line of `who` for `kind`: a start line that remembers the story first
        (story_line), else one from its shuffled deck (source text), among the lines that
        fit the duel (fits); STORY's lines are said only through story_line."""
        if kind == "start":
            src = story_line(who)
            if src is not None:
                return src
        lines = LINES[who].get(kind) or []
        ok = tuple(i for i, src in enumerate(lines)
                   if src not in STORY
                   and fits(src, talk.context if kind in FINAL else None, talk.one_trump))
        if not ok:
            return None
        deck = talk.decks.get((who, kind, ok))
        if not deck:
            deck = list(ok)
            talk.rng.shuffle(deck)
            # never the same line twice in a row across a reshuffle
            last = [s for (w, k, s) in talk.said if w == who and k == kind][-1:]
            if last and len(deck) > 1 and lines[deck[-1]] == last[0]:
                deck.insert(0, deck.pop())
            talk.decks[(who, kind, ok)] = deck
        return lines[deck.pop()]

    def react(spec, seat, state, events=None):
        """After a committed move (or a deal): maybe one opponent says one line."""
        if spec is None or state is None:
            return None
        if events is None:
            events = state.view(0).events
        if talk.spec is None or talk.spec != spec:
            talk.reset(spec)
            talk.rng = _random.Random(_seed(spec, state.view(0)))
        lvl = level()
        if spec.get("tutorial"):
            return None
        talk.moves += 1
        talk.one_trump = _adapter(state).one_trump
        cands = candidates(spec, state, events)
        if lvl == 0 or not cands:
            return None
        now = clock()
        final = [c for c in cands if c[1] in FINAL]
        if final:
            talk.context = series_context(spec, state)
            return say(final[0][0], final[0][1], None)
        start = [c for c in cands if c[1] == "start"]
        if start:
            # a new deal: no gap (the last line was the previous game's end)
            talk.line = None
            # what the player did in the story before this duel is always worth a word
            story = [c for c in start if story_line(who_at(spec, c[0])) is not None]
            if story:
                return say(story[0][0], "start", now)
            if talk.rng.random() < CHANCE["start"] * (1.0 if lvl == 2 else 0.5):
                return say(talk.rng.choice(start)[0], "start", now)
            return None
        if talk.line is not None and talk.line["until"] is not None and now < talk.line["until"]:
            return None
        if talk.last_time is not None and (now - talk.last_time < GAP_SECONDS[lvl] or
                                            talk.moves < GAP_MOVES[lvl]):
            return None
        scale = 1.0 if lvl == 2 else 0.5
        talk.rng.shuffle(cands)
        for s, kind, boost in sorted(cands, key=lambda c: -CHANCE[c[1]] * c[2]):
            if kind == talk.last_kind and kind != "start":
                continue
            if talk.rng.random() < min(1.0, CHANCE[kind] * boost * scale):
                return say(s, kind, now)
            break
        return None

    def say(seat, kind, now):
        """Puts up a line of the opponent at `seat` (`now` None: the end of the game,
        which stays until the next deal)."""
        spec_who = who_at(talk.spec, seat) if talk.spec is not None else None
        if spec_who is None:
            return None
        src = pick_line(spec_who, kind)
        if src is None:
            return None
        text = substitute(translate(src))
        t = clock() if now is None else now
        talk.serial += 1
        talk.line = {"seat": seat, "who": spec_who, "kind": kind, "text": text,
                     "until": None if kind in FINAL else t + SHOW_BASE + SHOW_PER_CHAR * len(text),
                     "serial": talk.serial}
        talk.last_time = t
        talk.moves = 0
        talk.last_kind = kind
        talk.said.append((spec_who, kind, src))
        return None

    def current(seat):
        """The line on show beside `seat`, or None."""
        line = talk.line
        if line is None or line["seat"] != seat:
            return None
        spec = store.duel_spec
        if spec is not None and talk.spec is not None and talk.spec != spec:
            return None
        if line["until"] is not None and clock() >= line["until"]:
            return None
        return line

    def left(line):
        """Seconds until `line` goes (None: it stays)."""
        if line["until"] is None:
            return None
        return max(0.05, line["until"] - clock())

    def tick():
        """Takes down a line whose time is up (the bubble's timer calls it)."""
        line = talk.line
        if line is not None and line["until"] is not None and clock() >= line["until"]:
            talk.line = None
            refresh()


    ##------------------------------------------------------------- the bubble
    BUBBLE_W = 440        # beside a seat (up to three opponents), and the most under one
    BUBBLE_W_BELOW = 300  # the least under a seat (four or more opponents), over its name plate
    BUBBLE_OVER_PLATE = 6 # how far such a bubble reaches past the plate's edges
    BUBBLE_BELOW_RIM = 4  # its top: just under the far rim, so every face above stays clear

    def place(seat):
        """(x, y, width, side) of the bubble of `seat`: side is where the
        portrait is, seen from the bubble ("left", "right" or "top")."""
        spec = store.duel_spec or {}
        n = int(spec.get("players") or 2)
        try:
            xs = store.duel.seat_positions(n)
        except (AttributeError, TypeError, ValueError) as e:   # no table (a test), a bad spec
            print("[kozyr] duel_talk.place: no seat positions:", "%s: %s" % (type(e).__name__, e))
            xs = {1: 960}
        cx = xs.get(seat, 960)
        half = int(360 * store.duel.seat_scale(n)) // 2 + 18   # half the portrait, the tail
        others = sorted(x for p, x in xs.items() if p != seat)
        if cx <= 960:
            x0 = cx + half
            room = min([x - half - x0 for x in others if x > cx] + [1900 - x0])
            if room >= 300:
                return x0, 26, min(BUBBLE_W, room), "left"
        else:
            x1 = cx - half
            room = min([x1 - (x + half) for x in others if x < cx] + [x1 - 20])
            if room >= 300:
                w = min(BUBBLE_W, room)
                return x1 - w, 26, w, "right"
        # No room beside the portrait: under it, from just below the far rim over the
        # seat's own cards and name plate (hidden whole: a plate half hidden read as a cut
        # name), the tail up at the portrait. Every portrait stands above the rim, so no
        # bubble covers a face (inward at the portraits' height, an outer seat's bubble
        # hid its neighbour's face: issue 26), and starting this high a long line ends
        # above the battlefield and the deck. As wide as the gap to the next plates allows
        # (fewer lines, a shorter bubble), never onto them.
        gap = min([abs(x - cx) for x in others] + [2 * BUBBLE_W])
        pw = store.duel.plate_under_hand(cx)[2]
        w = max(BUBBLE_W_BELOW, min(BUBBLE_W, 2 * (gap - pw // 2) - 2 * BUBBLE_OVER_PLATE - 20))
        x = max(8, min(1912 - w, cx - w // 2))
        return x, bubble_top(), w, "top"

    def bubble_top():
        """The y of a bubble under a portrait (see place)."""
        return store.duel.rim_top(960) + BUBBLE_BELOW_RIM

    def tail_x(seat, bx, bw):
        """Where, along a bubble under a portrait, its tail points up: at the seat's
        centre (a bubble kept on the screen may not be centred under its seat)."""
        spec = store.duel_spec or {}
        try:
            cx = store.duel.seat_positions(int(spec.get("players") or 2)).get(seat, bx + bw // 2)
        except (AttributeError, TypeError, ValueError) as e:   # no table (a test), a bad spec
            print("[kozyr] duel_talk.tail_x: no seat positions:", "%s: %s" % (type(e).__name__, e))
            cx = bx + bw // 2
        return max(24, min(bw - 24, cx - bx))

    def bubble_min_h(side):
        """The least height inside the bubble's 3-px edge: under a portrait, enough for
        the whole bubble to hide the name plate."""
        if side != "top":
            return 0
        px, py, pw, ph = store.duel.plate_under_hand(960)
        return py + ph + BUBBLE_OVER_PLATE - bubble_top() - 6

    def colours():
        """(background, text, outline) of the bubble in the table's current look."""
        hc = store.persistent.duel_high_contrast
        if hc:
            return "#000000", "#ffffff", "#ffffff"
        return "#f7efd9", "#2a1c0e", "#8a6a3a"


## The speech bubble of the opponent at `seat`, beside their portrait. The
## table's screen does `use duel_speech(seat)` for every opponent's seat.
screen duel_speech(seat):
    zorder 12    # above the table when shown on its own; inside the table's screen it is drawn in place
    $ line = duel_talk.current(seat)
    ## none under the table's options or the end panel (either cut the bubble mid-line:
    ## issue 26)
    if line and not renpy.get_screen("duel_options") and not renpy.get_screen("duel_over"):
        $ bx, by, bw, side = duel_talk.place(seat)
        $ bg, fg, edge = duel_talk.colours()
        fixed at duel_talk_pop:
            id "duel_speech_%d" % seat
            pos (bx, by)
            fit_first True
            frame:
                xsize bw
                background Frame(Solid(edge), 0, 0)
                padding (3, 3)
                frame:
                    yminimum duel_talk.bubble_min_h(side)
                    background Frame(Solid(bg), 0, 0)
                    padding (18, 12)
                    xfill True
                    text line["text"] font duel.FONT size 26 color fg xmaximum bw - 42
            ## the tail, pointing at the portrait
            if side == "left":
                add Transform(Solid(edge), xysize=(22, 22), rotate=45) pos (-12, 44) anchor (0.5, 0.5)
                add Transform(Solid(bg), xysize=(18, 18), rotate=45) pos (-8, 44) anchor (0.5, 0.5)
            elif side == "right":
                add Transform(Solid(edge), xysize=(22, 22), rotate=45) pos (bw + 12, 44) anchor (0.5, 0.5)
                add Transform(Solid(bg), xysize=(18, 18), rotate=45) pos (bw + 8, 44) anchor (0.5, 0.5)
            else:
                $ tx = duel_talk.tail_x(seat, bx, bw)
                add Transform(Solid(edge), xysize=(22, 22), rotate=45) pos (tx, -12) anchor (0.5, 0.5)
                add Transform(Solid(bg), xysize=(18, 18), rotate=45) pos (tx, -8) anchor (0.5, 0.5)
        if line["until"] is not None:
            ## one polling timer (a timer's start survives screen updates, so a
            ## timer per line could fire early for the next line)
            timer 0.25 repeat True action Function(duel_talk.tick, _update_screens=False)

transform duel_talk_pop:
    alpha 0.0 zoom 0.92
    easein 0.18 alpha 1.0 zoom 1.0
