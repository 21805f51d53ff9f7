## online.rpy — "Play online" for free play (owner: online play, issue 11).
##
##   Start("online_play") / call online_play   the lobby: host a table (a server started in a
##                                             background thread, or one at an address) or
##                                             join one with its code
##
## The server is engine/net/server.py, the wire protocol docs/protocol.md. Networking runs in
## the client's reader thread and (when hosting) the server's own thread; the UI only polls the
## client's queue from a screen timer, so the window never waits on the network. The session
## lives outside the save system (an object made at init and only mutated): an online game is
## not saved, and rollback is blocked while it runs; nothing the player did is lost on a
## dropped line, because the client resumes its seat and re-sends a move made while offline.
##
## The game is played on the game's own card table (game/table/duel_remote.rpy), drawn from
## the seat's view alone: the client never holds the whole game. The screens (lobby, turn
## clock, waiting) are in game/online_screens.rpy.

init -5 python in online:

    import threading
    import time as _time
    from collections.abc import Mapping

    import engine
    import store
    from engine.net.client import Client, NetError
    from engine.net.client import parse_address as client_address
    from engine.net.server import ServerThread
    from engine.net import remote as netview

    DEFAULT_PORT = 7341

    class Session(object):
        """One online game: the client, what it last heard, and the lobby's form.  Made once
        at init and only mutated, so Ren'Py never tries to save or roll it back."""

        def __init__(self):
            self.form = {"address": "127.0.0.1:%d" % DEFAULT_PORT, "code": "",
                         "variant": "podkidnoy", "players": 2, "bots": 0, "lan": False,
                         "chat": "", "turn_seconds": 30}
            self.server = None
            self.reset()

        def reset(self):
            self.client = None
            self.phase = "idle"       # idle, connecting, seated, failed
            self.message = ""         # shown under the table (errors, notices)
            self.code = None
            self.seat = None
            self.view = None
            self.seq = 0
            self.status = None        # waiting, playing, over
            self.table = None
            self.result = None
            self.chat = []
            self.online = False
            self.gave_up = False
            self.changed = True
            # what the card table (game/table/duel_remote.rpy) has not taken yet: positions,
            # results, errors and seat lists in the order they came
            self.feed = []
            # the turn clock: whose (the server's seat), when it runs out (time.time()),
            # the move time and that seat's time-outs in a row; and when a move was last
            # made for us because our time ran out
            self.clock = None
            self.timed_out_at = 0.0
            self.restarting = False

    session = Session()

    TURN_CHOICES = (15, 30, 60, 120)

    def tr(s):
        """Translates a string marked with _() at the moment of use."""
        return __(s)

    def variants():
        """The variants the local server offers (engine.VARIANTS, those whose modules load)."""
        try:
            from engine.net.server import available_variants
            return list(available_variants())
        except Exception:
            return list(engine.VARIANTS)

    def seats_allowed(v, n):
        """True when variant ``v`` is played by ``n`` seats (its spec's player range)."""
        spec = engine.VARIANTS.get(v)
        if spec is None:
            return False
        low, high = spec.players_range()
        return low <= n <= high

    def choose_variant(form, v):
        """Picks variant ``v`` in the lobby's form: the seats within its player range, the
        bots within the seats."""
        spec = engine.VARIANTS.get(v)
        form["variant"] = v
        if spec is not None:
            low, high = spec.players_range()
            form["players"] = max(low, min(high, form["players"]))
        form["bots"] = max(0, min(form["bots"], form["players"] - 2))

    def parse_address(text):
        """(host, port, tls) of "host:port", or "tls://host:port" for a server behind a
        TLS terminator (docs/protocol.md); ValueError on a bad port."""
        return client_address(text, DEFAULT_PORT)

    # --- hosting ------------------------------------------------------------------------------
    def host_server(lan=False):
        """Starts the local server in a background thread (once); returns its port.  Binds
        127.0.0.1 unless ``lan`` (then every interface, for a friend on the same network)."""
        s = session
        if s.server is not None:
            return s.server.port
        host = "0.0.0.0" if lan else "127.0.0.1"
        try:
            s.server = ServerThread(host, DEFAULT_PORT).start()
        except OSError:  # the usual port is taken: any free one
            s.server = ServerThread(host, 0).start()
        return s.server.port

    def stop_server():
        s = session
        if s.server is not None:
            s.server.stop()
            s.server = None

    # --- connecting (in a thread: connect() blocks up to its timeout) --------------------------
    def start(kind, address=None):
        """``kind`` "host_local", "host_remote" or "join": connects off the UI thread, then
        creates or joins a table; the screens follow ``session.phase``."""
        s = session
        leave()
        s.reset()
        s.phase = "connecting"
        s.message = tr(_("Connecting…"))
        form = dict(s.form)
        name = str(store.player_name or "") or "Player"

        def run():
            try:
                tls = False
                if kind == "host_local":
                    host, port = "127.0.0.1", host_server(form["lan"])
                else:
                    host, port, tls = parse_address(address or form["address"])
                c = Client(host, port, name=name, timeout=8.0, tls=tls)
                c.connect()
            except (NetError, OSError, ValueError) as e:
                s.phase = "failed"
                s.message = connect_error_text(e)
                s.changed = True
                return
            s.client = c
            s.online = True
            if kind == "join":
                c.join(form["code"].strip().upper())
            else:
                players = int(form["players"])
                bots = [{"seat": i, "level": "normal"}
                        for i in range(players - int(form["bots"]), players)]
                c.create(form["variant"], players, bots=bots,
                         turn_seconds=form["turn_seconds"])
            s.changed = True

        threading.Thread(target=run, name="kozyr-online-connect", daemon=True).start()

    def leave():
        s = session
        c = s.client
        if c is not None:
            c.reconnect = False
            threading.Thread(target=c.close, daemon=True).start()  # close() may join a thread
        s.client = None

    # --- the UI thread's side ------------------------------------------------------------------
    def pump():
        """Takes every message waiting in the client's queue (never blocks); called by the
        table screen's timer.  Restarts the interaction when anything changed."""
        s = session
        c = s.client
        changed, s.changed = s.changed, False
        if c is not None:
            c.keepalive()
            for m in c.poll():
                changed = True
                handle(s, m)
        if changed:
            renpy.restart_interaction()

    FEED = ("snapshot", "update", "game_over", "error", "seats", "chat")

    def handle(s, m):
        kind = m.get("type")
        if kind in FEED:
            s.feed.append(m)
        if kind in ("snapshot", "update", "seats") and m.get("code") == s.code and "clock" in m:
            c = m.get("clock")
            # (not isinstance(c, dict): in a Ren'Py store, dict is RevertableDict, and the
            # client's thread makes plain dicts)
            if isinstance(c, Mapping) and isinstance(c.get("left"), (int, float)):
                s.clock = dict(c, deadline=_time.time() + float(c["left"]))
            else:
                s.clock = None
        if kind == "update" and m.get("auto") == "timeout" and m.get("by") == s.seat:
            s.timed_out_at = _time.time()
        if kind in ("created", "joined", "resumed"):
            s.code, s.seat, s.phase = m["code"], m["seat"], "seated"
            s.message = ""
        elif kind in ("snapshot", "update") and m.get("code") == s.code:
            if m["seq"] >= s.seq or kind == "snapshot":
                s.view, s.seq, s.status = m["view"], m["seq"], m["status"]
            if kind == "snapshot":
                s.table, s.result = m.get("table"), m.get("result")
        elif kind == "seats" and m.get("code") == s.code:
            s.table = m["table"]
            s.status = s.table.get("status", s.status)
        elif kind == "game_over" and m.get("code") == s.code:
            s.status, s.result = "over", m["result"]
            s.clock = None
        elif kind == "chat":
            # another player's words: shown with substitutions off and text tags escaped
            line = "%s: %s" % (m.get("name") or "?", m.get("text", ""))
            s.chat = (s.chat + [line.replace("{", "{{")])[-6:]
        elif kind == "error":
            if s.phase == "connecting":
                s.phase = "failed"
            s.message = error_text(m)
        elif kind == "closing":
            s.restarting = True
        elif kind == "disconnected":
            s.online = False
            s.gave_up = False
            s.clock = None
            if s.restarting:
                s.message = tr(_("The server is restarting. Reconnecting…"))
            else:
                s.message = tr(_("Connection lost. Reconnecting…"))
        elif kind == "reconnected":
            s.online = True
            s.gave_up = False
            s.restarting = False
            s.message = ""
        elif kind == "gave_up":
            s.gave_up = True
            s.message = tr(_("The server cannot be reached. Try again or leave the table."))

    ERRORS = {
        "no_such_table": _("No table has that code."),
        "table_full": _("That table is full."),
        "not_your_turn": _("It is not your turn."),
        "stale": _("The game moved on before your move arrived; look again."),
        "rate_limited": _("Too many messages."),
        "server_full": _("The server is full."),
        "bad_variant": _("The server does not offer that game."),
        "too_many_connections": _("Too many connections from your address."),
        "address_tables": _("Too many tables from your address; try again later."),
        "shutting_down": _("The server is shutting down."),
        "already_seated": _("You are already at that table."),
        "table_closed": _("Nobody joined in time; the table was closed."),
    }

    def connect_error_text(e):
        """Why a connection failed, in a player's words (it read "Could not connect:
        [Errno 111] Connection refused": issue 26)."""
        import socket
        said = str(e).lower()     # (the client's NetError keeps the cause in its words only)
        if isinstance(e, ValueError):
            return tr(_("That is not a server address. Type it as host:port, for example 192.168.1.20:7341."))
        if isinstance(e, ConnectionRefusedError) or "refused" in said:
            return tr(_("Nobody answered at that address. Check it, and that the server is running."))
        if isinstance(e, (socket.timeout, TimeoutError)) or "timed out" in said:
            return tr(_("The server did not answer in time. Check the address and your network."))
        if isinstance(e, socket.gaierror) or "name or service" in said or "getaddrinfo" in said:
            return tr(_("No computer has that name. Check the address."))
        return tr(_("Could not connect to the server. Check the address and your network."))

    def error_text(m):
        code = m.get("code")
        if code in ERRORS:
            return tr(ERRORS[code])
        return m.get("message") or code or tr(_("Error"))

    def act(text):
        s = session
        if s.client is not None and my_turn():
            s.client.act(text, seq=s.seq)
            s.message = ""

    def resign():
        if session.client is not None:
            session.client.resign()

    def send_chat():
        s = session
        text = s.form.get("chat", "").strip()
        if s.client is not None and text:
            s.client.chat(text[:200])
        s.form["chat"] = ""
        renpy.restart_interaction()

    def retry():
        """"Retry" after the client gave up reconnecting by itself: one more round of
        attempts, in a thread (it blocks for seconds)."""
        s = session
        c = s.client
        if c is None or c.connected:
            return
        s.gave_up = False
        s.message = tr(_("Connection lost. Reconnecting…"))

        def run():
            if not c.reconnect_now():
                s.gave_up = True
                s.message = tr(_("The server cannot be reached. Try again or leave the table."))
                s.changed = True

        threading.Thread(target=run, name="kozyr-online-retry", daemon=True).start()

    def ready():
        """The lobby's wait is over: seated, with the first view of the table."""
        s = session
        return s.phase == "seated" and s.view is not None

    # --- the turn clock ------------------------------------------------------------------------
    def clock_now():
        """The running clock as the table shows it: (who, seconds left, move time, ours,
        our time-outs in a row, the limit of them), or None."""
        s = session
        c = s.clock
        if not c or s.status != "playing" or s.code is None:
            return None
        left = max(0.0, c["deadline"] - _time.time())
        seat = c.get("seat")
        mine = seat == s.seat
        if mine:
            who = tr(_("Your move"))
        else:
            who = tr(_("{name} to move")).format(name=seat_name(seat))
        limit = 3
        w = s.client.welcome if s.client is not None else None
        if w:
            limit = (w.get("limits") or {}).get("strikes", 3)
        return who, left, float(c.get("limit") or 30), mine, int(c.get("strikes") or 0), limit

    def seat_name(seat):
        """The name the table shows for the server's seat ``seat``."""
        s = session
        n = int((s.table or {}).get("players") or 2)
        local = netview.local_seat(seat, int(s.seat or 0), n)
        return store.duel.seat_name(store.duel_spec, local)

    def clock_text(left):
        left = int(left + 0.999)
        return "%d:%02d" % (left // 60, left % 60)

    def clock_display(st, at):
        """The countdown (a DynamicDisplayable: it redraws itself, the screen need not)."""
        c = clock_now()
        note = _time.time() - session.timed_out_at < 6.0
        if c is None and not note:
            return store.Null(), 0.25
        rows = []
        height = 20
        if c is not None:
            who, left, limit, mine, strikes, most = c
            urgent = left < 10.0
            colour = "#ff8a6a" if urgent else ("#ffd36b" if mine else "#f2ead3")
            rows.append(store.HBox(store.Text(clock_text(left), style="duel_name", size=40, color=colour, yalign=0.5),
                                   store.Text(who, style="duel_small", color=colour, yalign=0.5, xmaximum=CLOCK_W - 150),
                                   spacing=14))
            inner = CLOCK_W - 40    # inside the panel's padding
            width = int(inner * max(0.0, min(1.0, left / limit)))
            bar = store.Fixed(store.Solid("#0b1a12", xysize=(inner, 8)),
                              store.Solid(colour, xysize=(max(1, width), 8)),
                              xysize=(inner, 8))
            rows.append(bar)
            height += 52 + 12
            if mine and strikes:
                rows.append(store.Text(tr(_("Time-outs in a row: {n} of {most}")).format(
                    n=strikes, most=most), style="duel_small", color="#ff8a6a", size=22))
                height += 32
        if note:
            rows.append(store.Text(tr(_("Time ran out: a move was made for you.")),
                                   style="duel_small", color="#ff8a6a", size=22, xmaximum=CLOCK_W - 40))
            height += 60
        box = store.VBox(*rows, spacing=4, xpos=20, ypos=10)
        panel = store.Fixed(store.Solid("#0f281de8", xysize=(CLOCK_W, height)), box,
                            xysize=(CLOCK_W, height))
        return panel, 0.1

    CLOCK = None
    ## The clock's place: the left column, under the opponents' name plates (they end at
    ## y 370 with four or more seats) and over the talon (y 522 and below): nothing else
    ## lies there at any seat count. (It stood right of the status line, over the action
    ## buttons and the hand's last card.)
    CLOCK_XY = (16, 376)
    CLOCK_W = 364

    def clock_widget():
        global CLOCK
        if CLOCK is None:
            CLOCK = store.DynamicDisplayable(clock_display)
        return CLOCK

    # --- what the lobby's wait shows -------------------------------------------------------
    def status_line():
        s = session
        if s.phase == "failed":
            return s.message
        if s.client is not None and not s.online and s.phase != "connecting":
            return s.message or tr(_("Connection lost. Reconnecting…"))
        if s.phase == "connecting":
            return tr(_("Connecting…"))
        return tr(_("Waiting for the table…"))


## --------------------------------------------------------------------------------- styles

style online_text is default:
    font "DejaVuSans.ttf"   # Ren'Py's own font: it has the suit symbols (and Cyrillic)
    color "#f2ead3"
    size 30
style online_title is online_text:
    size 52
style online_small is online_text:
    size 24
style online_button is button:
    background Solid("#2d5d44")
    hover_background Solid("#3f7f5e")
    selected_background Solid("#7a5b22")
    insensitive_background Solid("#26382f")
    padding (18, 10)
style online_button_text is online_text:
    size 28
    insensitive_color "#8c8c80"
style online_input is online_text:
    color "#ffffff"


## --------------------------------------------------------------------------------- label

label online_play:
    $ _skipping = False
    $ online_saved_menu = _game_menu_screen
    ## the lobby is a menu page: no story quick menu under it (issue 26)
    $ online_saved_quick_menu = quick_menu
    $ quick_menu = False
    scene black
    window hide
label online_lobby_again:
    $ online_lobby_page = True
    call screen online_lobby
    $ online_lobby_page = False
    ## Return (a menu page's button: True) and Escape leave
    if _return != "table":
        $ online.leave()
        $ online.stop_server()
        $ _game_menu_screen = online_saved_menu
        $ quick_menu = online_saved_quick_menu
        return
    $ renpy.block_rollback()
    $ _game_menu_screen = None
    call screen online_wait
    if _return == "table":
        show screen online_clock
        call duel_online
        hide screen online_clock
    $ online.leave()
    $ renpy.block_rollback()
    jump online_lobby_again

default online_saved_menu = "save"
default online_saved_quick_menu = True
## True while the lobby is up: a menu page (the navigation offers no History, Save nor
## Main Menu there, as on Free Play's setup page)
default online_lobby_page = False
