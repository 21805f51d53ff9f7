## duel_ai.rpy — the opponents' moves (owner: table): the AI runs in a thread per
## state, the table polls it with a timer and shows each AI move for at least the speed
## preference. A failing AI never ends a duel: a seeded legal move is played instead
## (and the error is kept in duel.ai_errors).

init -5 python in duel:

    import store
    import engine
    import time as _time
    import zlib as _zlib
    import threading as _threading

    def ai_budget_ms(level):
        """The table's time for one decision of `level`: the engine's level table
        (engine.ai.levels, the one source of the AI's budgets and fallbacks), read when
        a duel asks, so that loading the game does not load the bots."""
        from engine.ai.levels import level_info
        return level_info(level).interactive_ms
    SPEED_NAMES = (_("fast"), _("normal"), _("slow"))
    TIMING = {"ai": True}       # the bench's switch (False: start the AI after the motion; True:
                                # at once, when the move before it is committed: duel.commit)

    class Job(python_object):
        """One AI decision, run in a thread; kept in the runtime of its state."""

        def __init__(self, view, level, style, seed, budget):
            self.view = view
            self.level = level
            self.style = style
            self.seed = seed
            self.budget = budget
            self.action = None
            self.error = None
            self.done = False
            self.started = _time.time()
            self.finished = None

    def ai_seed(state):
        """A seed for the AI (and the coach's hint) at `state`: the spec's seed and a CRC of
        the position. The one read of a state beyond the table source (docs/contracts.md):
        the AI's, not the table's, kept so that every position meets the same AI answers
        as before (a seed drawn from the view changed Marta's tutorial game into a draw)."""
        spec = store.duel_spec or {}
        base = spec.get("seed") or 0
        text = repr(sorted(engine_state(state).to_dict().items()))
        return (int(base) * 1000003 + _zlib.crc32(text.encode("utf-8"))) & 0x7fffffff

    def _ai_worker(job, state):
        try:
            try:
                import engine.ai as _ai
            except ImportError as e:
                raise RuntimeError("engine.ai is not available: %s" % e)
            a = _ai.choose(job.view, level=job.level, style=job.style, seed=job.seed,
                           budget_ms=job.budget)
            a = engine.Action.parse(a) if not isinstance(a, engine.Action) else a
            if not state.is_legal(a):
                raise RuntimeError("the AI chose an illegal move: %s" % (a,))
            job.action = a
        except Exception as e:
            job.error = "%s: %s" % (type(e).__name__, e)
            job.action = fallback_action(job.view, job.seed)
        job.finished = _time.time()
        job.done = True

    def fallback_action(view, seed):
        """A legal move when the AI fails: the engine's one safety net
        (engine.ai.fallback_move, which the server's bots use too) among the moves the
        seat's view offers."""
        legal = view.legal_actions()
        if not legal:
            return None
        import engine.ai as _ai
        return _ai.fallback_move(legal, seed)

    def start_ai(state):
        p = state.current_player
        spec = store.duel_spec
        rt = table(state)
        if rt.job is not None:
            return rt.job
        seat = (spec.get("seats") or [{}] * (p + 1))[p] if p < len(spec.get("seats") or []) else {}
        level = seat.get("level") if seat.get("level") in LEVELS else "normal"
        # the seat's own view, as every bot reads it (the table reads seat 0's only)
        job = Job(engine_state(state).view(p), level, seat.get("style"), ai_seed(state),
                  ai_budget_ms(level))
        rt.job = job
        # a plain thread: renpy.invoke_in_thread would restart the interaction when the
        # AI is done, and a restart redraws the whole table before the poll timer can
        # run again (under software GL that is a frame of 100-300 ms before the move
        # is shown); the poll timer finds the finished job by itself
        t = _threading.Thread(target=_ai_worker, args=(job, state))
        t.daemon = True
        t.start()
        return job

    def poll_ai():
        """Timer action of the AI turn: returns the AI's action once it is ready
        and has been on screen long enough (the speed preference)."""
        state = store.duel_state
        if state is None or state.is_terminal() or state.current_player == 0:
            return None
        if is_remote(state):
            return None     # online: the server moves the other seats (duel_remote.rpy)
        m = model(state)
        shown = motion_start(m, state)
        if not TIMING["ai"] and _time.time() - shown < m.motion_end:
            return None
        job = start_ai(state)
        if not job.done:
            rt = table(state)
            if not rt.thinking and _time.time() - shown >= THINKING_AFTER:
                rt.thinking = True              # it takes a moment: say so (one redraw)
                renpy.restart_interaction()
            return None
        # the move that led here stays on screen: its cards land, then an opponent's
        # move is left to be seen (dwell), the player's own only a beat
        sp = motion()
        wait = m.motion_end + (sp["beat"] if last_mover(state) == 0 else sp["dwell"])
        if _time.time() - shown < wait or _time.time() < ui.banner_until:
            return None
        if job.error:
            print("[kozyr] AI error, playing a legal move instead:", job.error)
            ai_errors.append(job.error)
        return job.action

    ai_errors = []

    def shown_since(state):
        """When `state` was first polled on screen (the start of its motion)."""
        rt = table(state)
        if rt.shown_at is None:
            rt.shown_at = _time.time()
        return rt.shown_at

    def motion_start(m, state):
        """When the motion of `state` began on screen: the clock of its flights (set
        by their first frame), else when it was first polled."""
        starts = [f["t0"] for f in m.flights if f.get("t0") is not None]
        return min(starts) if starts else shown_since(state)

    def last_mover(state):
        """Who made the move that led to `state` (None after a load)."""
        return table(state).mover
