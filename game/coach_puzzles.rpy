## coach_puzzles.rpy — Durak problems (owner: coach).
##
## The problems come from the engine's exact endgame solver (engine/puzzles.py,
## shipped in game/puzzles/problems.json, checked by `python -m engine puzzles
## check`): every card is known, exactly one first move wins. The player plays
## against the solver's best defence (a reply that wins or draws if his move
## allowed one, else the one that holds out longest).
##
## screen coach_problems(): the list (by game and grade), progress, the problem of
##   the day (from the date). Reached from the main menu and Extras:
##   ShowMenu("coach_problems").
## screen coach_problem(): the board: retry, show the solution, the next problem.
## Progress: persistent.coach_problems, {id: {"solved": bool, "tries": int,
##   "shown": bool}} (built-in types only).

default persistent.coach_problems = None     # {id: progress}, built-in types only (see _record)

init python in coach_puzzles:

    import datetime as _datetime
    import json as _json
    import time as _time

    import engine
    import store
    from store import coach

    PATH = "puzzles/problems.json"
    import engine.puzzles
    # the games the problems are of: the engine's Durak-family variants, read once at init
    GAMES = engine.puzzles.variants()
    OPPONENT = "rival"  # the defence: no one in particular (store.pronouns: "they")
    PACE = 0.9  # seconds a reply of the defence waits before it is played

    ## The list of problems: 13 tiles a row, at most 8 rows on the page (the 620 px
    ## between the intro line and Return); list_height is a whole number of rows.
    LIST_COLS = 13
    LIST_ROWS = 8
    LIST_TILE = (124, 70)
    LIST_GAP = 8

    def list_height(rows):
        n = max(1, min(rows, LIST_ROWS))
        return n * LIST_TILE[1] + (n - 1) * LIST_GAP

    _problems = []

    def problems():
        """The shipped problems (loaded once); [] if the file is missing or broken.
        Never loaded while Ren'Py predicts a screen: 8.1+ refuses to open files then
        (and said so in the log each time the Extras screen was predicted)."""
        if not _problems and not renpy.predicting():
            try:
                f = renpy.file(PATH)
                try:
                    data = _json.loads(f.read().decode("utf-8"))
                finally:
                    f.close()
                _problems.extend(p for p in data["problems"] if p.get("variant") in GAMES)
            except Exception as e:
                print("[kozyr] problems:", e)
        return _problems

    def by_id(pid):
        for p in problems():
            if p["id"] == pid:
                return p
        return None

    def of_the_day(today=None):
        """The problem of the day: the same for everyone on a date."""
        ps = problems()
        if not ps:
            return None
        today = today or _datetime.date.today()
        return ps[(today.toordinal() * 7919) % len(ps)]

    ## In a store, `dict` is Ren'Py's RevertableDict, which persistent data must not hold
    ## (and a built-in dict is not an instance of it): progress is kept and checked as
    ## builtins.dict (a RevertableDict from an older version is one too, and is rebuilt).
    import builtins as _builtins

    def progress(pid):
        rec = store.persistent.coach_problems
        if not isinstance(rec, _builtins.dict):
            return {}
        got = rec.get(pid)
        return got if isinstance(got, _builtins.dict) else {}

    def _record(pid, **changes):
        """Keeps a problem's progress (a new dict each time: persistent data hold
        built-in types only, and a reassignment is what gets saved)."""
        rec = store.persistent.coach_problems
        if isinstance(rec, _builtins.dict):
            rec = _builtins.dict((k, _builtins.dict(v)) for k, v in rec.items()
                                 if isinstance(v, _builtins.dict))
        else:
            rec = _builtins.dict()
        entry = _builtins.dict(progress(pid))
        entry.update(changes)
        rec[pid] = entry
        store.persistent.coach_problems = rec

    def solved_count(game=None):
        return sum(1 for p in problems()
                   if progress(p["id"]).get("solved") and (game is None or p["variant"] == game))

    def listed(game, grade):
        return [p for p in problems() if p["variant"] == game and (grade == 0 or p["grade"] == grade)]

    def title(p):
        return __("Problem {n}").format(n=p["id"].split("-")[-1].lstrip("0")) + u" \u00b7 " + \
            store.duel.variant_title(p["variant"]) + u" \u00b7 " + u"\u2605" * p["grade"]

    ## --- playing one -------------------------------------------------------

    class Board(object):
        """The problem being played (never saved: created at init, changed in
        place; the Problems screens run in a menu)."""

        def __init__(self):
            self.p = None

        def open(self, p):
            self.p = p
            self.start = engine.State.from_dict(p["position"])
            self.me = self.start.current_player
            self.retry()

        def retry(self):
            self.state = self.start
            self.played = []        # the moves so far (engine Actions)
            self.status = "play"    # play, wait, solved, failed, solution
            ## (the side panel's first line already says whose move it is: "You attack.")
            self.message = __("Exactly one first move wins.")
            self.job = None
            self.placed = []        # cards placed on the table, not yet played (the one rule)
            self.next_at = 0.0
            self.fail_value = None

        def record_try(self):
            n = progress(self.p["id"]).get("tries", 0)
            _record(self.p["id"], tries=n + 1)

        ## the player's moves
        def legal(self):
            if self.status != "play" or self.state.current_player != self.me:
                return []
            return self.state.legal_actions()

        def moves_with(self, code):
            return [a for a in self.legal() if any(str(c) == code for c in a.cards)]

        def cardless(self):
            return [a for a in self.legal() if not a.cards]

        def codes(self, action):
            return sorted(str(c) for c in action.cards)

        def click(self, code):
            """A card of your hand, clicked: placed on the table, marked, and nothing
            is played yet (the table's one rule: game/table/duel_input.rpy); clicked
            again, taken back. Cards that no move plays together do not stay placed
            together: the new one starts afresh. With the table option "Play cards as
            soon as they are placed" a placement that makes exactly one move plays it."""
            if code in self.placed:
                self.placed.remove(code)
                self.message = __("Taken back.")
            elif self.moves_with(code):
                want = set(self.placed) | {code}
                if not any(want <= set(self.codes(a)) for a in self.legal()):
                    self.placed = []
                self.placed.append(code)
                cs = self.candidates()
                if len(cs) == 1 and store.persistent.duel_instant:
                    return self.play(cs[0])
                if cs:
                    self.message = __("Placed. Press the move's button or Enter to play it; click a placed card to take it back.")
                else:
                    self.message = __("Place the other cards of the move too.")
            renpy.restart_interaction()

        def candidates(self):
            """The moves that play exactly the placed cards (several when they could go
            to several places: a card to beat, or a transfer): their buttons play them."""
            if not self.placed:
                return []
            want = sorted(self.placed)
            return [a for a in self.legal() if a.cards and self.codes(a) == want]

        def placed_over(self):
            """The table card a placed card will beat when that is the one move it makes
            (it is shown lying on it, as at the table), else None."""
            cs = self.candidates()
            if len(cs) == 1 and cs[0].target is not None and len(self.placed) == 1:
                return str(cs[0].target)
            return None

        def commit(self):
            """Enter: plays what is placed when that makes one move."""
            cs = self.candidates()
            if len(cs) == 1:
                return self.play(cs[0])
            if cs:
                self.message = __("These cards can make several moves: press the one you mean.")
            elif self.status == "play":
                self.message = __("Place a card first: click a card in your hand.")
            renpy.restart_interaction()

        def take_back(self):
            """Escape or a right click: every placed card back to the hand."""
            self.placed = []
            self.message = __("Taken back.")
            renpy.restart_interaction()

        def play(self, action):
            self.placed = []
            if not self.played:
                self.record_try()
            self.state = self.state.apply(action)
            self.played.append(action)
            self.message = coach.move_text(action, True) + u"."
            self.status = "wait"
            self.job = coach.Job(self._after, self.state)
            renpy.restart_interaction()

        def _after(self, state):
            """(still winning?, value after the move if not, the defence's reply)."""
            from engine import puzzles
            from engine.ai import solver
            me = self.me
            if state.result is not None:
                return (state.returns()[me] > 0, None, None)
            if not puzzles.still_winning(state, me):
                return (False, solver.solve(state, me), None)
            if state.current_player == me:
                return (True, None, None)
            return (True, None, self._reply(state))

        def _reply(self, state):
            """The defence: the stored solution while the player follows it, else
            the solver's best defence."""
            from engine import puzzles
            line = self.p["solution"]
            done = [str(a) for a in self.played]
            if done == line[:len(done)] and len(done) < len(line):
                return engine.Action.parse(line[len(done)])
            return puzzles.defence_move(state, self.me)

        def poll(self):
            """Timer: takes the worker's answer and plays the defence's reply."""
            job = self.job
            if job is None or not job.done:
                return
            if job.error:
                self.status = "failed"
                self.message = __("The solver failed here; please retry.")
                self.job = None
                renpy.restart_interaction()
                return
            ok, value, reply = job.result
            if not ok:
                self.job = None
                self.status = "failed"
                if self.state.result is not None:
                    self.message = __("The game is over and you did not win.")
                else:
                    self.fail_value = value
                    self.message = coach.move_text(self.played[-1], True) + u": " + (
                        coach.say("escape_draw", OPPONENT)
                        if value == 0 else
                        coach.say("escape_win", OPPONENT))
                renpy.restart_interaction()
                return
            if self.state.result is not None:
                self.job = None
                self.status = "solved"
                self.message = coach.say("solved", OPPONENT)
                _record(self.p["id"], solved=True)
                store.soundtrack.solved()     # the solved chime (kozyr_music.rpy)
                renpy.restart_interaction()
                return
            if reply is None:           # the player's turn again
                self.job = None
                self.status = "play"
                renpy.restart_interaction()
                return
            if not self.next_at:
                self.next_at = _time.time() + PACE
                return
            if _time.time() < self.next_at:
                return
            self.next_at = 0.0
            self.state = self.state.apply(reply)
            self.played.append(reply)
            self.message = coach.say("answers", OPPONENT, move=coach.move_text(reply))
            self.job = coach.Job(self._after, self.state)
            renpy.restart_interaction()

        ## the solution, step by step
        def show_solution(self):
            self.retry()
            self.status = "solution"
            self.step = 0
            _record(self.p["id"], shown=True)
            self.message = __("The solution: the only winning first move, then the quickest win against the longest defence.")
            renpy.restart_interaction()

        def solution_step(self):
            line = self.p["solution"]
            if self.step >= len(line):
                return
            a = engine.Action.parse(line[self.step])
            self.state = self.state.apply(a)
            self.played.append(a)
            self.step += 1
            if self.step >= len(line):
                self.message = coach.say("durak", OPPONENT)
            renpy.restart_interaction()

        def next_problem(self):
            ps = problems()
            i = ps.index(self.p)
            for q in ps[i + 1:] + ps[:i]:
                if not progress(q["id"]).get("solved"):
                    self.open(q)
                    return
            self.open(ps[(i + 1) % len(ps)])

        ## what the board shows
        def role(self):
            s = self.state
            if s.result is not None or self.status not in ("play", "wait"):
                return u""
            if s.current_player == self.me:
                return __("You attack.") if s.phase in ("attack", "add", "taking") else __("You defend.")
            return coach.say("thinking", OPPONENT)

        def log(self):
            """The moves so far, one line each: 'You: beat 8♦ with 10♦'."""
            out = []
            s = self.start
            for a in self.played:
                who = __("You") if s.current_player == self.me else coach.say("subject", OPPONENT)
                out.append(u"{}: {}".format(who, coach.move_text(a)))
                s = s.apply(a)
            return out

        def hand(self, p):
            """The cards of `p`'s hand as shown: yours without the ones placed on the table."""
            return [str(c) for c in self.state.hand(p) if p != self.me or str(c) not in self.placed]

        def table(self):
            return [(str(a), None if d is None else str(d)) for a, d in self.state.table]

    board = Board()

    def open_problem(pid):
        p = by_id(pid)
        if p is not None:
            board.open(p)
            renpy.show_screen("coach_problem")
            renpy.restart_interaction()

## A card placed on the problem's table and not yet played: a gold wash and edges, as at
## the table (duel.placed_mark); a click takes it back.
screen coach_placed(code):
    button:
        padding (0, 0)
        xysize (int(208 * 0.65), int(291 * 0.65))
        action Function(coach_puzzles.board.click, code)
        alt __("%s, placed: click to take it back") % coach.card_text(code)
        add coach.face(code) zoom 0.65
        add Solid("#f0c04038")
        add Solid("#ffd36b", xysize=(int(208 * 0.65), 5))
        add Solid("#ffd36b", xysize=(int(208 * 0.65), 5)) yalign 1.0

style coach_title is text:
    size 52
    color "#f3e2b0"

style coach_text is text:
    size 28
    color "#e8e0d0"

style coach_small is text:
    size 22
    color "#bfb5a3"

## The duel's buttons (game/table/duel_look.rpy: edged, gold when focused or chosen):
## bare grey boxes made the problems look unfinished (issue 26).
style coach_button is button:
    background duel.edged("#2a1a0eee", "#8a6a2a")
    hover_background duel.edged("#6b4a1c", "#f0c040")
    selected_background duel.edged("#8a6a2a", "#f0c040")
    insensitive_background duel.edged("#2a2624cc", "#4a4540")
    padding (18, 10)

style coach_button_text is button_text:
    size 28
    bold True
    xalign 0.5
    text_align 0.5
    color "#f7e7b4"
    hover_color "#ffffff"
    selected_color "#ffffff"
    insensitive_color "#8c8679"

## the buttons of a row or a column share one width (uneven widths looked unfinished)
style coach_wide_button is coach_button:
    xsize 420

style coach_wide_button_text is coach_button_text

style coach_tile is coach_button:
    xysize coach_puzzles.LIST_TILE
    padding (4, 4)

style coach_tile_text is coach_button_text:
    size 24
    text_align 0.5
    xalign 0.5

screen coach_problems():
    tag menu
    modal True
    default game = "podkidnoy"
    default grade = 0
    add Solid("#14110ef4")
    text _("Durak problems") style "coach_title" pos (60, 36)
    ## this tab's count, and all the problems' (it said "of 200" over a tab of 100)
    text (__("Solved {n} of {total} · {all_n} of {all_total} in all").format(
        n=coach_puzzles.solved_count(game), total=len(coach_puzzles.listed(game, 0)),
        all_n=coach_puzzles.solved_count(), all_total=len(coach_puzzles.problems()))) id "coach_problems_solved" style "coach_text" pos (62, 108)
    $ today = coach_puzzles.of_the_day()
    if today is not None:
        frame:
            pos (1180, 40) xsize 680
            background Frame(Solid("#2b2118"), 0, 0)
            padding (20, 14)
            vbox:
                spacing 8
                text _("Problem of the day") style "coach_small" color "#f3c75a"
                textbutton coach_puzzles.title(today):
                    style "coach_button" xsize 640
                    action Function(coach_puzzles.open_problem, today["id"])
                    alt __("Problem of the day: %s") % coach_puzzles.title(today)
    hbox:
        pos (60, 190) spacing 12
        for g in coach_puzzles.GAMES:
            textbutton duel.variant_title(g):
                style "coach_button" xsize 330
                action SetScreenVariable("game", g)
                selected game == g
        null width 40
        for gr, name in ((0, _("All")), (1, _("Easy")), (2, _("Medium")), (3, _("Hard"))):
            textbutton name:
                style "coach_button" xsize 200
                action SetScreenVariable("grade", gr)
                selected grade == gr
    ## The list fits whole rows: 100 problems of a game on 8 rows without a scroll; a
    ## longer list scrolls in a window of whole rows, so the last row is whole at the
    ## end (it was cut in half at the foot: issue 26, menus_polish).
    $ shown = coach_puzzles.listed(game, grade)
    $ rows = (len(shown) + coach_puzzles.LIST_COLS - 1) // coach_puzzles.LIST_COLS
    ## The intro over the list in one vbox: the Russian intro runs to two lines, and at
    ## fixed positions its second line hid under the first row (issue 26, coach_problems_list_ru).
    vbox:
        pos (60, 270) spacing 12
        text coach.say("problems_intro", coach_puzzles.OPPONENT) id "coach_problems_intro" style "coach_small" xmaximum 1800 xoffset 2
        viewport:
            id "coach_problem_list"
            xysize (1800, coach_puzzles.list_height(rows))
            mousewheel True
            scrollbars ("vertical" if rows > coach_puzzles.LIST_ROWS else None)
            vpgrid:
                cols coach_puzzles.LIST_COLS
                spacing coach_puzzles.LIST_GAP
                for p in shown:
                    $ prog = coach_puzzles.progress(p["id"])
                    $ label = p["id"].split("-")[-1].lstrip("0") + "\n" + u"\u2605" * p["grade"] + (u" \u2713" if prog.get("solved") else u"")
                    textbutton label:
                        style "coach_tile"
                        text_style "coach_tile_text"
                        text_color ("#9fd18b" if prog.get("solved") else "#ffffff")
                        action Function(coach_puzzles.open_problem, p["id"])
                        alt coach_puzzles.title(p) + (__(", solved") if prog.get("solved") else u"")
                for i in range(-len(shown) % coach_puzzles.LIST_COLS):
                    null
    textbutton _("Return") style "coach_button" xsize 330 action Return() pos (60, 1000) alt _("Return")
    key "game_menu" action Return()

screen coach_problem():
    modal True
    zorder 50
    $ b = coach_puzzles.board
    $ p = b.p
    $ st = b.state
    $ me = b.me
    ## Enter plays what is placed; first in the screen, so that a focused button
    ## (which sees the key before this binding) still takes its own Enter.
    key "K_RETURN" action Function(b.commit)
    key "K_KP_ENTER" action Function(b.commit)
    add Solid("#0f2a1e")
    if renpy.has_image("bg table"):
        add "bg table" alpha 0.35
    timer 0.1 repeat True action Function(b.poll)
    if b.status == "solution":
        timer 1.3 repeat True action Function(b.solution_step)
    ## the title, the trump
    text coach_puzzles.title(p) style "coach_title" size 40 pos (40, 24)
    vbox:
        pos (40, 110) spacing 6 xsize 300
        ## the trump as the table shows it: the suit's picture, the turned card while the
        ## deck lasts (the suit in words alone looked unfinished: issue 26)
        text _("Trump") style "coach_small"
        hbox:
            id "coach_problem_trump"
            spacing 10
            add duel.suit_icon(st.trump, 48) yalign 0.5
            text coach.tr(coach.SUIT_TITLES[st.trump]) style "coach_text" size 36 yalign 0.5
        null height 16
        if st.talon and st.trump_card is not None:
            text _("Last card of the deck") style "coach_small"
            use coach_card(str(st.trump_card), 0.5)
        else:
            ## the deck is gone: the trump's suit on a card of the table's size, where
            ## the turned trump lies on the duel table (only the words looked unfinished)
            frame:
                id "coach_problem_trump_card"
                xysize (int(208 * 0.5), int(291 * 0.5))
                background Frame(Solid("#f4ecd8"), 0, 0)
                foreground Frame(Solid("#f3c75a"), 0, 0, xysize=(int(208 * 0.5), 4))
                add duel.suit_icon(st.trump, 72) align (0.5, 0.5)
        null height 16
        text (__("Discarded: {n}").format(n=st.view(me).discard_count)) style "coach_small"
    ## his hand, face up (every card is known in a problem)
    text coach.say("cards", coach_puzzles.OPPONENT) style "coach_small" xpos 870 xanchor 0.5 ypos 70
    hbox:
        xpos 870 xanchor 0.5 ypos 100 spacing 10
        for code in b.hand(1 - me):
            use coach_card(code, 0.6)
    ## the table
    $ over = b.placed_over()
    hbox:
        xpos 870 xanchor 0.5 ypos 390 spacing 34
        for a, d in b.table():
            fixed:
                xysize (172, 300)
                add coach.face(a) zoom 0.65
                if d:
                    add coach.face(d) zoom 0.65 pos (32, 70)
                elif a == over:
                    fixed:
                        pos (32, 70) fit_first True
                        use coach_placed(b.placed[0])
        ## the cards you placed, not yet played (beside the table unless they lie on
        ## the card they beat)
        for code in ([] if over else b.placed):
            fixed:
                xysize (172, 300)
                use coach_placed(code)
    if not st.table and not b.placed and st.result is None:
        ## an empty place for the first card, as the duel table shows it (the words
        ## alone left a bare middle)
        frame:
            id "coach_problem_empty_slot"
            xpos 870 xanchor 0.5 ypos 420 xysize (int(208 * 0.65), int(291 * 0.65))
            background Solid("#ffffff12")
            text _("The table is empty.") style "coach_small" align (0.5, 0.5) text_align 0.5 xmaximum int(208 * 0.65) - 16
    ## your hand: the cards you can play are raised
    text _("Your cards") style "coach_small" xpos 870 xanchor 0.5 ypos 712
    hbox:
        xpos 870 xanchor 0.5 ypos 740 spacing 12
        for code in b.hand(me):
            $ ms = b.moves_with(code)
            button:
                padding (0, 0)
                action Function(b.click, code)
                sensitive bool(ms)
                alt coach.card_text(code)
                use coach_card(code, 0.72, lift=bool(ms), dim=(b.status == "play" and not ms))
    ## the side panel: what happened, what to do
    frame:
        pos (1420, 40) xysize (470, 1000)
        background Frame(Solid("#1b1511e8"), 0, 0)
        padding (24, 20)
        vbox:
            spacing 14
            text b.role() style "coach_text" color "#f3c75a"
            text b.message style "coach_text" xmaximum 420 color ("#9fd18b" if b.status == "solved" else ("#f08a7a" if b.status == "failed" else "#e8e0d0"))
            if b.status == "play":
                ## the move's button for what is placed (one per place it could go)
                for a in b.candidates():
                    textbutton coach.move_text(a, True) style "coach_wide_button" action Function(b.play, a) text_color "#f3c75a"
                for a in b.cardless():
                    textbutton coach.move_text(a, True) style "coach_wide_button" action Function(b.play, a)
            null height 8
            textbutton _("Retry") style "coach_wide_button" action Function(b.retry) sensitive (b.played != [])
            textbutton _("Show the solution") style "coach_wide_button" action Function(b.show_solution)
            textbutton _("Next problem") style "coach_wide_button" action Function(b.next_problem)
            textbutton _("Back to the list") style "coach_wide_button" action Hide("coach_problem")
            ## the moves so far, under their heading once there are some (an empty
            ## "Moves" box read as a list that failed to load)
            $ moves = b.log()[-9:]
            if moves:
                null height 8
                vbox:
                    id "coach_moves"
                    spacing 14
                    text _("Moves") style "coach_small" color "#f3c75a"
                    for line in moves:
                        text line style "coach_small" xmaximum 420
    ## Escape (right click) takes the placed cards back; with none, leaves the board.
    key "game_menu" action If(b.placed, Function(b.take_back), Hide("coach_problem"))
