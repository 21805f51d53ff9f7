## duel_flow.rpy — the duel's turn loop, series and return value (owner: table).
##
##   call duel(spec)     spec as in docs/contracts.md; returns in _return a plain dict
##                       {"outcome": "win"|"loss"|"draw", "result": ..., "level": ...,
##                        "record": ...} (series: also "tokens", "games", "playoff_games")
##
## Save/rollback policy (docs/table.md): the engine state is one immutable value,
## `duel_state`, reassigned once per committed move, right after the screen
## returns the move. Rollback is blocked after every committed move (and at the
## deal), so luck cannot be redrawn; against easy opponents the table offers an
## Undo button instead (a game-level undo of the player's last move, which is
## itself a committed reassignment). Skipping is off for the whole duel.
##
## A series (spec["series"] = N) is an engine.Series in `duel_series`, reassigned once
## per finished game: each durak gets a loser token and deals the next game; after N
## games the fewest tokens wins, and a tie is played off with more games until one
## player alone holds the fewest (the rules screen's promise, engine/series.py).

label duel(spec=None):
    $ duel_saved_skipping = _skipping
    $ duel_saved_quick_menu = quick_menu
    $ quick_menu = False
    $ _skipping = False
    $ config.skipping = None
    window hide
    ## the table covers the whole screen: the story's scene under it is not drawn
    ## while it is up (every frame would draw that picture too, for nothing: under
    ## software GL a full-screen picture costs a frame about 80 ms of CPU)
    $ renpy.show_layer_at([duel.offstage], layer="master")
    $ duel.begin(spec)
    $ soundtrack.duel_begin(duel_spec)    # the duel theme over the scene's track (kozyr_music.rpy)
    $ renpy.block_rollback()
    jump duel_turn

label duel_turn:
    if duel_state.is_terminal():
        jump duel_game_over
    $ duel.announce(duel_state)
    $ renpy.checkpoint()
    $ renpy.block_rollback()
    if duel_state.current_player == 0:
        call screen duel_table(human=True)
    else:
        call screen duel_table(human=False)
    $ duel_state = duel.commit(_return)
    $ renpy.block_rollback()
    jump duel_turn

label duel_game_over:
    $ duel.finish_game()
    $ duel.game_over_sound()
    show screen duel_table(human=False)
    $ renpy.checkpoint()
    call screen duel_over
    hide screen duel_table
    if _return == "next":
        $ duel.next_game()
        $ renpy.block_rollback()
        jump duel_turn
    if _return == "rematch":
        $ duel.begin(duel_spec)
        $ renpy.block_rollback()
        jump duel_turn
    $ _skipping = duel_saved_skipping if duel_saved_skipping is not None else True
    $ quick_menu = duel_saved_quick_menu
    $ renpy.show_layer_at([], layer="master")
    $ soundtrack.duel_end()               # the scene's track back
    $ renpy.block_rollback()
    return duel.return_value()

default duel_saved_skipping = True
default duel_saved_quick_menu = True

init -5 python in duel:

    import store
    import engine
    from engine import record as _record

    def offstage(d):
        """The master layer while the table is up (label duel): nothing (the table
        covers it)."""
        return store.Null()

    ##------------------------------------------------------------ the spec
    def undo_allowed(spec):
        return bool(store.persistent.duel_undo) and headline_level(spec) == "easy"

    def normalise_spec(spec):
        """A plain copy of `spec` with every field of the contract filled in."""
        spec = dict(spec or {})
        variant = spec.get("variant") or "podkidnoy"
        players = int(spec.get("players") or len(spec.get("seats") or []) or 2)
        seats = [dict(s) for s in (spec.get("seats") or [])]
        while len(seats) < players:
            seats.append({"who": None, "name": None, "level": "normal", "style": None})
        if not seats[0].get("name"):
            seats[0]["name"] = store.player_name or tr(_("You"))
        skin = spec.get("skin") if spec.get("skin") in SKINS else "classic"
        out = dict(spec)    # additions (place, rematch, free_play, ...) pass through
        out.update({"variant": variant, "players": players,
                    "options": dict(spec.get("options") or {}), "seats": seats[:players],
                    "series": spec.get("series"), "skin": skin,
                    "tutorial": bool(spec.get("tutorial")), "seed": spec.get("seed"),
                    "position": spec.get("position"), "coach": spec.get("coach") or "marta"})
        return out

    def duel_game_no():
        return store.duel_game_no or 1

    def new_state(spec):
        """Deals game number duel_game_no of `spec`: a saved position or the tutorial's
        stacked deal for the first game when the spec asks for one, else the series'
        next deal, else a fresh game."""
        if duel_game_no() == 1:
            if spec.get("position"):
                # an optional saved position to start from (State.to_dict), e.g. a puzzle
                return engine.State.from_dict(spec["position"])
            if spec.get("tutorial"):
                st = adapter_for(spec["variant"]).tutorial_state(spec)
                if st is not None:
                    return st
        if store.duel_series is not None:
            return store.duel_series.new_game()
        return engine.new_game(spec["variant"], players=spec["players"], seed=spec.get("seed"),
                               **dict(spec.get("options") or {}))

    ##------------------------------------------------------------ the series
    def make_series(spec):
        """The engine.Series of a spec with "series": N games (None for a single game)."""
        if not spec.get("series"):
            return None
        return engine.Series(spec["variant"], players=spec["players"], games=int(spec["series"]),
                             seed=spec.get("seed"), **dict(spec.get("options") or {}))

    def series():
        """The running series (None for a single game): the one source of its games'
        results and tokens."""
        return store.duel_series

    def upgrade_series():
        """After a load: a save made before the table kept an engine.Series (duel_series
        loads as None) gets its series rebuilt from the finished games' results it kept
        (the old duel_results, a store variable nothing else reads)."""
        spec = store.duel_spec
        if store.duel_series is not None or not spec or not spec.get("series") \
                or store.duel_state is None:
            return
        s = make_series(spec)
        for r in store.__dict__.get("duel_results") or ():
            if r is not None:
                s = s.record(engine.Result.from_dict(dict((k, v) for k, v in r.items() if k != "variant")))
        store.duel_series = s

    store.config.after_load_callbacks.append(upgrade_series)

    def playoff():
        """True when the game being played (or just finished) is a play-off game."""
        s = series()
        return s is not None and duel_game_no() > s.games

    def series_over():
        s = series()
        return s is None or s.is_over()

    def tokens_text():
        spec = store.duel_spec
        return ", ".join("%s %d" % (seat_name(spec, p), t)
                         for p, t in enumerate(tokens()))

    ##------------------------------------------------------------ the saved duel variables
    ## This file is their one writer (duel_model.rpy's defaults and duel_hint.rpy's
    ## duel_hints_used): set_up for a new duel (offline or online), next_game, commit
    ## and finish_game here, note_role for the role banner (duel_stage.rpy) and set_spec
    ## for an online table whose seats changed (duel_remote.rpy). The turn loop's
    ## `$ duel_state = ...` assigns what commit and remote_after return.
    def set_up(spec, series=None):
        """A new duel of `spec` (normalised): its first game, nothing finished, counted
        or announced yet."""
        store.duel_spec = spec
        store.duel_game_no = 1
        store.duel_records = ()
        store.duel_series = series
        store.duel_undo_state = None
        store.duel_last_role = None
        store.duel_hints_used = 0

    def note_role(role):
        """The player's role the banner announced last (duel_stage.announce)."""
        store.duel_last_role = role

    def set_spec(spec):
        """The online table's spec again (a seat was taken or left: duel_remote.rpy)."""
        store.duel_spec = spec

    ##------------------------------------------------------------ the loop
    def begin(spec):
        spec = normalise_spec(spec)
        set_up(spec, make_series(spec))
        store.duel_state = new_state(spec)
        show(store.duel_state)
        play_event_sounds(store.duel_state)     # the deal: shuffled, dealt, the trump turned
        store.duel_hint.begin()         # the coach's hint panel, new (duel_hint.rpy)
        store.duel_talk.talk.reset(None)       # a new duel, even with the same spec as the last one
        talk_react(None, store.duel_state)     # the deal: an opening line (duel_talk.rpy)
        forget_focus()

    def forget_focus():
        """A new table takes no focus from the screen before it. Ren'Py gives the focus
        of a widget that is gone to the next screen's widget of the same place in its
        focus order, and after a click it focuses whatever lies under the pointer on
        the next screen's first frame: Free Play's Deal (and the end panel's Rematch)
        left the focus on the table's Hint button, lying under Deal, and the first
        Enter asked for a hint. Moving the mouse focuses what it is over, as always
        (drop_mouse_focus, for a move, keeps that first-frame refocus)."""
        import pygame_sdl2 as pygame
        renpy.display.focus.set_focused(None, None, None)
        iface = renpy.display.interface
        ev = iface.last_event     # (as drop_mouse_focus reads it)
        if ev is not None and ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            iface.last_event = None

    def next_game():
        """Series: deal the next game (the last durak deals: engine.Series)."""
        store.duel_game_no = duel_game_no() + 1
        store.duel_undo_state = None
        store.duel_last_role = None
        store.duel_state = new_state(store.duel_spec)
        show(store.duel_state)
        play_event_sounds(store.duel_state)
        talk_react(None, store.duel_state)     # the deal: an opening line (duel_talk.rpy)
        forget_focus()

    def drop_mouse_focus():
        """A move made with the mouse leaves the screen (its button, card or slot): Ren'Py
        would give the focus, by its number in the screen, to whatever widget of the next
        screen has that number (a first frame with the wrong button lit), then, after that
        frame, to what is really under the mouse: a second frame (~150 ms under software
        GL) before the opponent's answer can be polled. With no focus carried over, that
        first frame is right and nothing asks for a second one unless the mouse rests on
        a widget (which then lights up as before). The keyboard's focus is kept."""
        import pygame_sdl2 as pygame
        ev = renpy.display.interface.last_event
        if ev is not None and ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                                          pygame.MOUSEMOTION) \
                and renpy.display.focus.get_grab() is None:
            renpy.display.focus.set_focused(None, None, None)

    def count_hint(hinted):
        """Counts the hint asked for the position a move (or Undo) leaves (commit)."""
        if hinted:
            store.duel_hints_used = (store.duel_hints_used or 0) + 1

    def commit(action):
        """Applies the chosen action; returns the new state (the caller
        assigns it to duel_state: one reassignment per move). The new state is
        computed before the hint count and the undo state are written, so an
        action the engine refuses raises with neither half-written."""
        state = store.duel_state
        hinted = store.duel_hint.asked_for(state)   # a hint asked for this position (duel_hint.rpy)
        if action == UNDO:
            count_hint(hinted)
            prev = store.duel_undo_state
            store.duel_undo_state = None
            if prev is None:
                return state
            show(prev)
            return prev
        mover = state.current_player
        drop_mouse_focus()
        new = state.apply(action)
        count_hint(hinted)
        if mover == 0:
            store.duel_undo_state = state if undo_allowed(store.duel_spec) else None
        play_event_sounds(new, mover)
        show(new, mover)     # its runtime: a fresh gesture, no AI job yet
        talk_react(mover, new)
        if TIMING["ai"] and not new.is_terminal() and new.current_player != 0 \
                and not is_remote(new):
            start_ai(new)    # the opponent thinks while this move is drawn and flies
            shown_since(new)     # and this move's time on screen starts now
        return new

    ## the move's sounds (issue 26: a fresh player heard the opponents' cards land in
    ## silence): one sound per event, in the engine's order, on their own channel ("cards",
    ## game/kozyr_music.rpy) so that the announcements' cues on "sound" never cut them, and
    ## never more than MOVE_SOUNDS of them (a three-seat draw is not a rattle)
    MOVE_SOUNDS = 4
    SOUND_GAP = 0.06     # seconds between two of one move's sounds

    def move_sounds(state, mover=None):
        """[(seconds of silence before it, sound name)] for the move that made `state`
        (its events as seat 0 sees them; the deal's for a fresh deal). The first sound
        waits until the move's first card lands (duel_motion.rpy's flight), except for
        the player's own move, heard as it is made, and the deal, heard as it begins; a
        sound the event before has just played is not played again."""
        sounds = adapter_for(state.variant).event_sounds     # the family's events' sounds
        events = state.view(0).events
        wait = motion_on() and mover != 0 and not any(e.kind == "deal" for e in events)
        flight = motion()["flight"] if wait else 0.0
        out = []
        for e in events:
            name = sounds.get(e.kind)
            if name is None or (out and out[-1][1] == name):
                continue
            out.append((flight if not out else SOUND_GAP, name))
        return out[:MOVE_SOUNDS]

    def play_event_sounds(state, mover=None):
        """Plays the sounds of the move that made `state` (move_sounds). One place for
        offline (commit, the deal) and online (remote_after)."""
        play_cards(move_sounds(state, mover))

    def play_cards(plan):
        """Plays [(silence, name)] one after the other on the "cards" channel (a new move
        replaces what is left of the last one's)."""
        files = []
        for pause, name in plan:
            fn = sound_file(name)
            if fn is None:
                continue
            if pause > 0.005:
                files.append("<silence %.2f>" % pause)
            files.append(fn)
        if files:
            renpy.music.play(files, channel="cards", loop=False)

    def talk_react(seat, state):
        """Table talk (game/table/duel_talk.rpy, the story's): told about every committed
        move; it must never break a duel."""
        try:
            store.duel_talk.react(store.duel_spec, seat, state, tuple(state.view(0).events))
        except Exception as e:
            print("[kozyr] duel_talk.react failed:", "%s: %s" % (type(e).__name__, e))

    def finish_game():
        """Records one finished game (in the series, when there is one); returns True
        when the duel is over."""
        state = store.duel_state
        if len(store.duel_records) >= duel_game_no():
            return series_over()       # already counted (a re-run after load)
        s = series()
        if s is not None and s.games_played < duel_game_no():
            store.duel_series = s.record(state.result)
        store.duel_records = tuple(store.duel_records) + (game_record(state),)
        return series_over()

    def result_dict(r):
        """A finished game's engine Result as the plain dict `call duel` returns."""
        d = dict(r.to_dict())
        d["variant"] = store.duel_spec["variant"]
        return d

    def engine_state(source):
        """The whole game behind the table source `source`, for the engine's own
        computations of it, which read more than the table may (docs/contracts.md, "The
        table source"): the record and the review (the state's history), the AI's seed
        (its position) and the AI's job for another seat (that seat's view). The one
        gate from the table to the whole state: the table itself reads `source`. An
        engine State is its own game; the online table's RemoteState has no more to give.
        (tests/renpy/table_source.rpy hands the table a source that refuses all else and
        makes this gate open it.)"""
        return source

    def game_record(state):
        """The game's record (engine.record, the story's): the duel's one history and
        tally, computed by the engine from the state's own history (a pickled state keeps
        it: State.past). A game dealt from the spec's position starts there; the tutorial's
        stacked deal is a position loaded before any move, which the record finds by
        itself. None online (the table holds no history of a game the server plays) or if
        the record fails."""
        if is_remote(state):
            return None
        spec = store.duel_spec or {}
        start = spec.get("position") if duel_game_no() == 1 else None
        try:
            return _plain(_record.game_record(engine_state(state), player=0, start=start))
        except Exception as e:
            print("[kozyr] engine.record.game_record failed:", "%s: %s" % (type(e).__name__, e))
            return None

    def shown_record(state):
        """The record the end of the game shows (its figures): this finished game's,
        counted by finish_game; online the table's own (duel_remote.rpy)."""
        if is_remote(state):
            return remote_record()
        records = store.duel_records or ()
        k = duel_game_no() - 1
        if state.is_terminal() and 0 <= k < len(records):
            return records[k]
        return None

    def tokens():
        """Each seat's loser tokens in the running series (empty without one): the
        series' own (engine.Series), the one source of the count."""
        s = series()
        return tuple(s.tokens) if s is not None else ()

    def final_outcome():
        s = series()
        if s is None:
            return outcome_of(store.duel_state)
        return s.outcome_for(0)     # engine.series.tokens_outcome: the one series rule

    def return_value():
        import builtins
        s = series()
        rv = builtins.dict(outcome=final_outcome(), level=headline_level(store.duel_spec))
        rv["hints"] = store.duel_hints_used or 0   # the coach's hints asked for (duel_hint.rpy)
        if s is not None:
            games = [result_dict(r) for r in s.results]
            playoff_games = max(0, s.games_played - s.games)
            rv["result"] = {"games": games, "tokens": list(s.tokens), "playoff_games": playoff_games}
            rv["games"] = games
            rv["tokens"] = list(s.tokens)
            rv["playoff_games"] = playoff_games
            rv["record"] = None
            records = list(store.duel_records)
            if records and all(r is not None for r in records):
                try:
                    rv["record"] = _record.series_record(records, list(s.tokens), playoff_games)
                except Exception as e:
                    print("[kozyr] engine.record.series_record failed:", "%s: %s" % (type(e).__name__, e))
        else:
            r = store.duel_state.result
            rv["result"] = result_dict(r) if r is not None else None
            rv["record"] = store.duel_records[-1] if store.duel_records else None
        return _plain(rv)

    def _plain(v):
        """Built-in dicts, lists and scalars only (what the story may keep in a save)."""
        import builtins
        if isinstance(v, dict):
            return builtins.dict((builtins.str(k), _plain(x)) for k, x in v.items())
        if isinstance(v, (list, tuple)):
            return builtins.list(_plain(x) for x in v)
        return v

    def game_over_sound():
        """The end of a game: a fanfare when the player won, the fool's sting when the
        player is the durak, then the loss sting when the duel is lost (a plain loss or a
        draw: their own cues); above the music (soundtrack.game_over, kozyr_music.rpy)."""
        st = store.duel_state
        o = outcome_of(st)
        r = st.result
        durak = o == "loss" and r is not None and r.durak == 0
        store.soundtrack.game_over(o, durak, series_over())
