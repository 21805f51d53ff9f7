## duel_remote.rpy — the card table playing an online game (owner: online play, issue 11).
##
##   call duel_online    plays the table the online session (game/online.rpy) is seated at,
##                       on the same duel_table screen as an offline duel; returns when the
##                       player leaves or closes the finished game
##
## The client never holds the whole game: every `snapshot`/`update` from the server carries
## the view of our seat only. engine/net/remote.py turns that view into local seat numbers
## (our seat is 0, as the table expects) and into an engine View; RemoteState below offers
## the table what it reads from an engine State (view(0), legal moves, events, result), so
## duel.model() builds the same model as offline and one set of screens draws both. What
## differs is the move source: the player's gesture ends the screen with an Action as
## offline, but instead of applying it we send it through the client and wait for the
## server's update; the other seats' moves arrive as updates whose events the table
## animates, each kept on screen for the table's speed preference. Networking stays in the
## client's reader thread: a 0.1 s timer on the overlay screen polls its queue.

default duel_online_saved_autosave = True

init python in duel:

    import time as _rtime
    import store
    import engine
    import engine.record    # the online figures (view_tally)
    from engine.net import remote as netview

    def is_remote(state):
        """Whether the table source `state` is an online game's position (RemoteState),
        not an engine State: the server moves the other seats and keeps the history."""
        return isinstance(state, RemoteState)

    def _clean_name(name):
        """A name typed by another player, safe to show: Ren'Py would read [ ] as
        substitutions and { } as text tags."""
        name = "".join(ch for ch in (name or "") if ch not in "[]{}")
        return name.strip()[:24]

    class RemoteState(python_object):
        """One position of an online game as our seat sees it, in local seat numbers.
        Plain data (the rotated wire view and the result), so it pickles; the engine View
        is rebuilt on demand. Told apart from an engine State by its type (is_remote)."""

        def __init__(self, wire, seq, status, result=None, by=None, mine=False):
            self.wire = wire              # rotated wire view (our seat is 0)
            self.seq = seq                # the server's move counter for this position
            self.status = status          # waiting, playing, over
            self.local_result = result    # rotated result dict, or None
            self.by = by                  # local seat whose move led here (None: snapshot)
            self.mine = mine              # our own move's update
            self.variant = wire.get("variant")
            self.players = int(wire.get("players") or 2)
            self._view = None

        def __getstate__(self):
            d = dict(self.__dict__)
            d["_view"] = None
            return d

        def __setstate__(self, d):
            self.__dict__.update(d)

        def view(self, p):
            if p != 0:
                raise ValueError("an online table knows only its own seat's view")
            if self._view is None:
                self._view = netview.view_from_wire(self.wire)
            return self._view

        @property
        def current_player(self):
            return None if self.is_terminal() else self.wire.get("current_player")

        @property
        def events(self):
            return self.view(0).events

        @property
        def result(self):
            r = self.local_result or self.wire.get("result")
            return None if r is None else engine.Result.from_dict(r)

        def is_terminal(self):
            # The status may say "over" a moment before the result arrives (a resignation
            # comes as game_over after the update): over only once the result is known.
            return self.local_result is not None or self.wire.get("result") is not None

        def legal_actions(self):
            if self.is_terminal() or self.status != "playing":
                return []
            return self.view(0).legal_actions()

        def is_legal(self, action):
            return action in self.legal_actions()

        def refusal(self, action):
            """Why the rules refuse `action` here (duel._refuse asks): the engine's own
            refusal, found on a position sampled to agree with our view; None when the
            move is legal, or when only the server can judge it."""
            if self.status != "playing":
                return engine.IllegalAction("not_your_turn")
            if self.is_legal(action):
                return None
            return netview.refusal(self.view(0), action, net.me)

        def with_result(self, result, shown=False):
            """This position with the game's result (a game_over after the last update).
            When the position is already on the table (`shown`), its events are not
            animated again."""
            w = dict(self.wire)
            if shown:
                w["events"] = []
            return RemoteState(w, self.seq, "over", result, None if shown else self.by, self.mine)

        def adjust_model(self, m):
            """Called by duel.build_model: the lines that differ online."""
            spec = store.duel_spec or {}
            seats = spec.get("seats") or []
            turn = m.turn
            if not m.terminal and self.status != "playing":
                m.status = tr(_("Waiting for players to join…"))
            elif not m.terminal and turn is not None and turn != 0:
                seat = seats[turn] if turn < len(seats) else {}
                if seat.get("human"):
                    m.status = tr(_("Waiting for {name}…")).format(name=seat_name(spec, turn))
            for s in m.seats:
                seat = seats[s["p"]] if s["p"] < len(seats) else {}
                if seat.get("human"):
                    s["busy"] = tr(_("waiting…"))
            r = self.result if m.terminal else None
            reason = r.reason if r is not None else None
            if reason == engine.Termination.RESIGN:
                loser = r.durak
                if loser == 0:
                    m.status = tr(_("You resigned."))
                elif loser is not None:
                    m.status = tr(_("{name} resigned. You win!")).format(name=seat_name(spec, loser))
            elif reason == engine.Termination.TIMEOUT:  # the turn clock's third time-out
                loser = r.durak
                if loser == 0:
                    m.status = tr(_("Your time ran out three times in a row: the game is lost."))
                elif loser is not None:
                    m.status = tr(_("{name} ran out of time. You win!")).format(name=seat_name(spec, loser))

    class RemoteRuntime(python_object):
        """The online table's transient data (never saved)."""

        def __init__(self):
            self.reset()

        def reset(self):
            self.active = False
            self.me = 0               # our seat in the server's numbers
            self.queue = []           # RemoteStates received, not yet on the table
            self.pending = None       # (request id, seq) of our move awaiting the server
            self.shown_at = 0.0
            self.last_key = None      # (seq, status) of the last position queued
            self.chat_open = False
            self.unread = 0
            self.tally = None         # the game's figures (remote_record)

    net = RemoteRuntime()

    def remote_record():
        """The online game in figures, shaped as the record's fields duel.figures reads
        (players, bouts, first and per seat attacks, beats, takes, transfers,
        trumps_spent, and the family's). The server plays the game and the table holds
        no history of it, so the record's place is taken by the engine's count of the
        views it was sent (engine.record.view_tally, which gives the record's figures
        for the same game); transient, like every online table's data (online games are
        not saved)."""
        return net.tally

    def _session():
        return store.online.session

    def remote_spec():
        """The duel spec of the online table: names from the server's seat list, in local
        seat order; bots marked by level, people by `human`."""
        s = _session()
        t = s.table or {}
        n = int(t.get("players") or (s.view or {}).get("players") or 2)
        by_seat = dict((x.get("seat"), x) for x in t.get("seats") or [])
        seats = []
        for p in range(n):
            x = by_seat.get(netview.server_seat(p, net.me, n)) or {}
            if p == 0:
                # str(): the default name is a str subclass shown in the current language
                name = str(store.player_name or "") or tr(_("You"))
            elif x and not x.get("joined"):
                name = tr(_("Free seat"))
            else:
                name = _clean_name(x.get("name")) or (tr(_("Player %d")) % (p + 1))
            bot = x.get("bot")
            seats.append({"who": None, "name": name, "level": bot if bot in LEVELS else None,
                          "style": None, "human": (not bot) or bool(x.get("taken_over"))})
        variant = t.get("variant") or (s.view or {}).get("variant") or "podkidnoy"
        skin = "classic4" if store.persistent.kozyr_four_colour else "classic"
        spec = normalise_spec({"variant": variant, "players": n, "options": t.get("options") or {},
                               "seats": seats, "skin": skin})
        spec["online"] = True
        return spec

    def _state_of(m, mine=False):
        n = int(m["view"]["players"])
        wire = netview.rotate_wire(m["view"], net.me)
        by = m.get("by")
        return RemoteState(wire, m.get("seq", 0), m.get("status"), None,
                           netview.local_seat(by, net.me, n) if by is not None else None, mine)

    def remote_begin():
        """Sets the table up from the session's latest snapshot; returns the first
        state (the label assigns it to duel_state, as offline assigns duel.commit's)."""
        s = _session()
        net.reset()
        net.active = True
        net.me = s.seat or 0
        set_up(remote_spec())     # (no series online; the server keeps the history)
        first = {"view": s.view, "seq": s.seq, "status": s.status}
        st = _state_of(first)
        if s.result is not None:
            st = st.with_result(netview.rotate_result(s.result, net.me, st.players), shown=True)
        show(st)
        net.last_key = (s.seq, s.status)
        net.shown_at = _rtime.time()
        del s.feed[:]
        return st

    def remote_end():
        net.reset()
        ui.table = None

    def _latest():
        return net.queue[-1] if net.queue else store.duel_state

    def _take_feed():
        """Turns the messages the session gathered into queued positions; True when the
        screen must be called again (a refusal ended our pending move)."""
        s = _session()
        refresh = False
        feed = list(s.feed)
        del s.feed[:]
        for m in feed:
            kind = m.get("type")
            if kind in ("snapshot", "update") and m.get("view"):
                key = (m.get("seq", 0), m.get("status"))
                if kind == "snapshot" and key == net.last_key:
                    continue            # a resume's snapshot of what is already shown
                if kind == "update" and net.last_key and key[0] <= net.last_key[0] and key[1] == net.last_key[1]:
                    continue            # an update we already have (after a resume's snapshot)
                mine = kind == "update" and m.get("by") == net.me
                if mine or (net.pending and m.get("seq", 0) > net.pending[1]):
                    net.pending = None
                net.last_key = key
                net.queue.append(_state_of(m, mine))
                if kind == "snapshot" and m.get("result"):
                    last = net.queue[-1]
                    net.queue[-1] = last.with_result(netview.rotate_result(m["result"], net.me, last.players))
            elif kind == "game_over":
                last = _latest()
                if last is None or last.is_terminal():
                    continue            # the last update's view already holds the result
                res = netview.rotate_result(m.get("result"), net.me, last.players)
                if net.queue:
                    net.queue[-1] = net.queue[-1].with_result(res)
                else:
                    net.queue.append(last.with_result(res, shown=True))
                net.pending = None
            elif kind == "error":
                if net.pending and m.get("ref") == net.pending[0]:
                    net.pending = None
                    ui.message = remote_refusal(m)
                    ui.message_bad = True
                    refresh = True
            elif kind == "seats":
                spec = remote_spec()
                if spec != store.duel_spec:
                    set_spec(spec)
                    forget_model()
            elif kind == "chat":
                if not net.chat_open:
                    net.unread += 1
        return refresh

    def remote_refusal(m):
        """The table's sentence for the server's refusal of our move."""
        code = m.get("code")
        if code in REFUSALS:
            return refusal_text(engine.IllegalAction(code, **(m.get("values") or {})))
        return store.online.error_text(m)

    def remote_poll():
        """The overlay's timer (every 0.1 s): takes what the client heard, never blocks.
        Returns "remote:next" when the next position may go on the table (other players'
        moves stay on screen at least the speed preference), "remote:refresh" when our
        move was refused, else None."""
        if not net.active:
            return None
        store.online.pump()
        refresh = _take_feed()
        cur = store.duel_state
        if cur is not None and cur.is_terminal():
            return None                 # the game is over: the result is on the table
        if net.queue:
            nxt = net.queue[0]
            pace = SPEEDS[store.persistent.duel_speed if store.persistent.duel_speed in (0, 1, 2) else 1]
            if len(net.queue) > 3:
                pace = pace / 3.0       # far behind (bots moving fast): catch up
            if nxt.mine or nxt.by is None or cur is None or _rtime.time() - net.shown_at >= pace:
                return "remote:next"
        if refresh:
            return "remote:refresh"
        return None

    def remote_human():
        """Whether the table takes the player's gestures now."""
        st = store.duel_state
        return bool(st is not None and not st.is_terminal() and st.current_player == 0
                    and st.status == "playing" and st.legal_actions()
                    and net.pending is None and not net.queue)

    def remote_over():
        st = store.duel_state
        return st is not None and st.is_terminal()

    def remote_after(rv):
        """What the label does with the table screen's return value: returns the state
        to show next (the label assigns it to duel_state: the one reassignment per
        position, as offline with duel.commit), or the same state when nothing moved.
        Leaving ("leave") is the label's own test, before this is called."""
        st = store.duel_state
        if rv == "remote:next":
            if net.queue:
                nxt = net.queue.pop(0)
                # the figures the end of the game shows, counted as duel.commit counts
                # them offline (the online end showed an empty panel)
                if st is not None and nxt.view(0).events:
                    net.tally = engine.record.view_tally(net.tally, nxt.view(0))
                show(nxt)
                net.shown_at = _rtime.time()
                play_event_sounds(nxt)    # the sounds duel.commit plays offline
                return nxt
            return st
        if isinstance(rv, engine.Action):
            c = _session().client
            if net.pending is not None:
                return st               # a move is already on its way (a second click)
            if c is not None and st is not None and st.is_legal(rv):
                ui.message = None
                net.pending = (c.act(str(rv), seq=st.seq), st.seq)
        return st

    def remote_connection_line():
        """The connection's state in words, or "" when all is well."""
        s = _session()
        if s.client is None:
            return ""
        if not s.online:
            if s.gave_up:
                return tr(_("The server cannot be reached. Press Retry, or leave the table."))
            if net.pending:
                return tr(_("Connection lost. Reconnecting… Your move will be sent when the line is back."))
            return tr(_("Connection lost. Reconnecting…"))
        return ""

    def remote_toggle_chat():
        net.chat_open = not net.chat_open
        net.unread = 0
        renpy.restart_interaction()


label duel_online:
    ## The online session is seated and has its first snapshot (game/online.rpy).
    $ duel_online_saved_autosave = _autosave
    $ _autosave = False
    $ duel_state = duel.remote_begin()
    show screen duel_remote_overlay
label duel_online_turn:
    $ renpy.block_rollback()
    if duel.remote_over():
        jump duel_online_over
    $ duel.announce(duel_state)
    call screen duel_table(human=duel.remote_human())
    if _return == "leave":
        jump duel_online_end
    $ duel_state = duel.remote_after(_return)
    jump duel_online_turn

label duel_online_over:
    $ duel.game_over_sound()
    show screen duel_table(human=False)
    call screen duel_over
    hide screen duel_table
label duel_online_end:
    hide screen duel_remote_overlay
    hide screen duel_remote_leave
    $ duel.remote_end()
    $ _autosave = duel_online_saved_autosave
    $ renpy.block_rollback()
    return


## The table's code (and the port, when the table is hosted here), lines of the table's
## top left panel; they stood over the talon's label.
screen duel_remote_code():
    $ s = online.session
    if s.code:
        text duel.tr(_("Table {code}")).format(code=s.code) style duel.S("duel_small")
        if s.server:
            text duel.tr(_("Hosted here, port {port}")).format(port=s.server.port) style duel.S("duel_small")

## The online additions over the table: the poll timer, the connection line (with
## Retry), the waiting-for-players notice, chat, and Leave (or resign).
screen duel_remote_overlay():
    zorder 15
    timer 0.1 repeat True action Function(duel.remote_poll)
    $ s = online.session
    $ st = duel_state
    $ conn = duel.remote_connection_line()

    if st is not None and not st.is_terminal() and st.status != "playing":
        frame:
            style "duel_panel"
            pos (duel.STATUS_XY[0], 430) xysize (duel.STATUS_PANEL_W, 150)
            has vbox spacing 8 xalign 0.5 yalign 0.5
            text duel.tr(_("Waiting for players. Tell your friend the table code:")) style "duel_text" xalign 0.5
            text (s.code or "") style "duel_name" size 56 xalign 0.5

    if conn:
        frame:
            style "duel_panel"
            pos (duel.STATUS_XY[0], 664) xysize (duel.STATUS_PANEL_W, 84)    # over the status line
            background Frame(Solid("#3a1d10"), 0, 0)
            hbox:
                spacing 20 yalign 0.5 xalign 0.5
                text conn style "duel_text" color "#ffd27a" yalign 0.5 xmaximum 860
                if s.gave_up:
                    textbutton _("Retry"):
                        style "duel_small_button"
                        xsize 160
                        yalign 0.5
                        action Function(online.retry)

    if duel.net.chat_open:
        frame:
            style "duel_panel"
            ## opaque (a panel under it, e.g. Svoi Kozyri's suit choice, showed through),
            ## right of the turn clock's column
            pos (400, 330) xysize (1080, 320)
            background Frame(Solid("#0d1f16"), 0, 0)
            has vbox spacing 6
            text _("Chat") style "duel_name"
            for line in s.chat:
                text line style "duel_small" substitute False
            hbox:
                spacing 10
                button:
                    style "duel_small_button"
                    xsize 760
                    input value DictInputValue(s.form, "chat", default=True) length 120 style "duel_small" copypaste True
                textbutton _("Say") style "duel_small_button" xsize 120 action Function(online.send_chat)
                textbutton _("Close") style "duel_small_button" xsize 160 action Function(duel.remote_toggle_chat)

    vbox:
        pos (duel.CORNER_XY[0], duel.remote_corner_top()) spacing duel.CORNER_GAP
        textbutton ((duel.tr(_("Chat ({n})")).format(n=duel.net.unread)) if duel.net.unread else _("Chat")):
            style duel.S("duel_corner_button")
            action Function(duel.remote_toggle_chat)
        textbutton _("Leave…"):
            style duel.S("duel_corner_button")
            action Show("duel_remote_leave")


screen duel_remote_leave():
    modal True
    zorder 150
    $ st = duel_state
    $ playing = st is not None and not st.is_terminal() and st.status == "playing"
    add Solid("#0009")
    frame:
        style "duel_panel"
        align (0.5, 0.5) xysize (820, 360)
        has vbox spacing 18 xalign 0.5
        text _("Leave the table?") style "duel_name" size 36
        if playing:
            text _("If you leave during the game, a bot takes over your seat after a few seconds. Resigning ends the game now as a loss.") style "duel_small" xmaximum 780
        hbox:
            spacing 14
            if playing:
                textbutton _("Resign"):
                    style "duel_button"
                    action [Hide("duel_remote_leave"), Function(online.resign)]
            textbutton _("Leave"):
                style "duel_button"
                action [Hide("duel_remote_leave"), Return("leave")]
            textbutton _("Stay"):
                style "duel_button"
                action Hide("duel_remote_leave")
    key "game_menu" action Hide("duel_remote_leave")
