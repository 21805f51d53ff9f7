## duel_stage.rpy — the table as a stage (owner: table): the opponents' faces follow the
## game, announcements (role change, transfer, take, bita, the last card of the talon)
## with a sound and a spoken line for self-voicing, and the duel in figures.
##
## Moods and announcements are transient (never saved: after a load the table starts
## calm); the figures are read from the finished game's record (engine.record, computed
## from the state's own history: the duel's one tally), so saves, loads and rollback keep
## them exact with nothing of their own to save.

init -5 python in duel:

    import store
    import time as _time

    ##------------------------------------------------------------ moods
    ## An opponent's face after a move: pleased when you take, stung when their card is
    ## beaten, smug on their own transfer, surprised when you transfer onto them. A mood
    ## lasts MOOD_MOVES moves, then the face relaxes.
    MOOD_MOVES = 3

    def moods_after(state, v, m):
        """{seat: mood} for the model of `state` (counted once per state: its runtime
        keeps them), from the moods the state before left it (duel.show)."""
        rt = table(state)
        if rt.moods is not None:
            return dict(rt.moods)
        seats = dict((p, (md, ttl - 1)) for p, (md, ttl) in rt.moods_before.items() if ttl > 1)
        for p, mood in m.adapter.moods(v.events, m):     # the family's events (Adapter.moods)
            if p is not None and p != 0:
                seats[p] = (mood, MOOD_MOVES)
        others = [s["p"] for s in m.seats]
        r = state.result
        if r is not None:
            for q in others:
                won = (r.durak is not None and r.durak != q) or r.winner == q
                lost = r.durak == q or (r.winner not in (None, q))
                seats[q] = ("happy" if won and not lost else ("sad" if lost else "neutral"), 99)
        rt.mood_seats = seats
        rt.moods = dict((p, md) for p, (md, _ttl) in seats.items())
        return dict(rt.moods)

    ##------------------------------------------------------------ announcements
    ## (kind -> sound, falling back to an existing cue until the art pipeline adds it)
    CUES = {"role": ("banner",), "transfer": ("transfer", "banner"), "take": ("take",),
            "bita": ("bita", "swoosh"), "last": ("lastcard", "banner"), "out": ("banner",),
            "battle": ("place",)}
    RIBBON = (0.9, 1.25, 1.6)     # seconds one announcement stays, per speed

    def cue(kind):
        for name in CUES.get(kind, ()):
            if renpy.loadable("audio/sfx/%s.ogg" % name):
                sfx(name)
                return

    def banner_of(state):
        """([(kind, text)], hold) announced for `state` while it is on the table, or None."""
        rt = ui.table
        return rt.banner if rt is not None and rt.state is state else None

    def speak(text):
        """Self-voicing reads an announcement out (it has no focus to be read from)."""
        if text and renpy.game.preferences.self_voicing:
            try:
                renpy.display.tts.speak(text, translate=False)
            except (OSError, AttributeError, TypeError, ValueError) as e:   # no speech here
                print("[kozyr] self-voicing could not speak:", "%s: %s" % (type(e).__name__, e))

    def event_lines(state, v):
        """[(kind, text)] to announce for the move that led to `state`."""
        spec = store.duel_spec or {}
        out = []
        def name(p):
            return tr(_("You")) if p == 0 else seat_name(spec, p)
        events = list(v.events)
        ad = adapter_for(v.variant)
        for e in events:
            line = ad.event_line(e, state, name)       # the family's own events (Adapter.event_line)
            if line is not None:
                out.append(line)
            elif e.kind == "out" and e.player != 0 and not state.is_terminal():
                out.append(("out", tr(_("{name} is out of cards!")).format(name=name(e.player))))
        counts = v.hand_counts
        if v.talon_count == 0 and not state.is_terminal():     # (Svoi Kozyri: the stock; Warfare: the deck)
            for e in events:
                p = e.player
                if e.kind in ad.laid and p is not None \
                        and p < len(counts) and counts[p] == 1:
                    out.append(("last", tr(_("You have one card left!")) if p == 0 else
                                tr(_("{name} has one card left!")).format(name=name(p))))
                    break
        trump = v.trump_card
        if trump is not None and v.talon_count == 0:
            for e in events:
                if e.kind == "draw" and e.player is not None and e.count:
                    last = [e2 for e2 in events if e2.kind == "draw"][-1]
                    if e is last:
                        out.append(("last", tr(_("The deck is empty: {name} drew the last card, the {card}.")).format(
                            name=name(e.player), card=card_name(trump, mid=True))))
        return out

    def ribbon_sentence(text):
        """The ribbon's lines are sentences: the role's words ("You attack", also the
        status bar's label) get the full stop the event lines above them end with
        (issue 26: «Вы ходите» sat bare under «Вы берёте.»)."""
        return text if text[-1:] in u".!?\u2026\u00bb\u201d" else text + u"."

    def announce(state):
        """Before the table shows `state`: what the last move did, worth a moment
        (transfer, take, bita, the last card of the talon), then the player's new role
        when it changed (the adapter says what a role is). Each line comes with its
        sound, is read out under self-voicing, and keeps the opponents from moving on
        until it has been seen."""
        if state.is_terminal():
            return
        v = state.view(0)
        lines = event_lines(state, v)
        ad = adapter_for(state.variant)
        role = ad.role(state, v)
        if role is not None and role != store.duel_last_role:
            prev = store.duel_last_role
            note_role(role)
            kind = role if isinstance(role, str) else role[0]
            if prev is None or isinstance(prev, str) or prev[0] != kind:
                text = ad.role_banner(kind, state)
                if text:
                    lines.append(("role", ribbon_sentence(text)))
        if not lines:
            return
        # one ribbon, the lines one under the other (the role last, largest)
        hold = RIBBON[speed_index()] + 0.45 * (len(lines) - 1)
        table(state).banner = (lines, hold)
        seen = 1.0 if lines[0][0] == "battle" else (0.6 if state.current_player == 0 else 0.85)
        ui.banner_until = _time.time() + hold * seen
        if lines[0][0] == "role":
            store.soundtrack.table_cue("banner")
        else:
            cue(lines[0][0])
            if any(kind == "role" for kind, _t in lines):
                # the role change is heard too, after the move's own cue, on its own channel
                store.soundtrack.table_cue("banner", delay=0.4)
        speak(" ".join(text for kind, text in lines))

    ##------------------------------------------------------------ the duel in figures
    def over_focus(state, m):
        """The opponent whose reaction the end of a game shows: the durak when it is
        not the player, else the winner, else the first opponent."""
        r = state.result
        seats = dict((s["p"], s) for s in m.seats)
        for p in ((r.durak if r is not None else None), (r.winner if r is not None else None), 1):
            if p in seats:
                return seats[p]
        return None

    ## the end panel's heading: large when it fits one line of the text column, else a
    ## size that keeps a long outcome ("A draw: nobody is left holding cards.") from
    ## wrapping into two large lines that crowded the figures (issue 26)
    OVER_TEXT_W = 780
    OVER_HEADING_SIZES = (54, 40)
    OVER_HEADING_H = 100          # the heading's room: one large line or two smaller ones

    def over_heading_size(text):
        big, small = OVER_HEADING_SIZES
        key = ("over_heading", text, hc())
        if key not in _image_cache:
            t = Text(text, style=S("duel_text"), size=big, bold=True)
            w = renpy.render(t, 10000, 2000, 0, 0).get_size()[0]
            _image_cache[key] = big if w <= OVER_TEXT_W else small
        return _image_cache[key]

    def figures(state, m):
        """The game in figures, as rows of text: a header (the seats), then the variant's
        rows (its adapter's figure_rows: bouts led, cards beaten, takes, transfers where
        the rules allow them, ...) and trumps played, all from the game's record; the
        last row says who opened the game, in that seat's column."""
        rec = shown_record(state)
        if not rec:
            return []
        spec = store.duel_spec or {}
        n = min(state.players, int(rec.get("players") or 0))
        head = [tr(m.adapter.count_label()).format(n=rec.get("bouts", 0))] + \
               [tr(_("You")) if p == 0 else seat_name(spec, p) for p in range(n)]
        def row(label, key):
            values = rec.get(key) or [0] * n
            return [tr(label)] + [str(values[p]) for p in range(n)]
        rows = [head]
        for label, key in m.adapter.figure_rows(m.variant):
            rows.append(row(label, key))
        rows.append(row(_("Trumps played"), "trumps_spent"))
        first = rec.get("first")
        if first is not None and 0 <= first < n:
            # the leader's name in the leader's own column
            who = tr(_("You")) if first == 0 else seat_name(spec, first)
            rows.append([tr(_("First to lead"))] + [who if p == first else "" for p in range(n)])
        return rows
