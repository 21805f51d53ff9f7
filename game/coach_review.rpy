## coach_review.rpy — the post-duel review (owner: coach).
##
## From the end of a duel: step through the game move by move, seeing only what
## you could see then (your hand, the table, the cards you knew he held), with
## your chances after each of your decisions and the two or three moves where
## they dropped most, each with the better move (engine/review.py: the hard
## bot's search from your view; the exact solver once every card is known).
##
## coach_review.open(state, spec=None, player=0) starts it (the table's end-of-
## duel screen calls it); screen coach_review shows it.

init python in coach_review:

    import engine
    import store
    from store import coach

    class Review(object):
        """The review being looked at (never saved: created at init, changed in
        place). `steps` come from engine.review; `states[i]` is the position
        before move i."""

        def __init__(self):
            self.spec = {}
            self.rv = None
            self.job = None
            self.error = None

        def open(self, state, spec=None, player=0):
            from engine import review
            self.rv = None
            self.error = None
            self.spec = spec or {}
            self.player = player
            self.at = 0
            self.done = 0
            self.total = 0
            start = None
            try:
                rec = review.replay_record(state, player)
            except ValueError:
                pos = (spec or {}).get("position")
                rec = None
                if pos:
                    try:
                        start = engine.State.from_dict(pos)
                        rec = review.replay_record(state, player, start=start)
                    except ValueError:
                        rec = None
            if rec is None:
                self.error = __("This game cannot be reviewed: its moves were not all kept (a save from an older version).")
                self.states = [state]
                return
            first, actions, _p = review.load_replay(rec)
            self.actions = actions
            self.states = [first]
            for a in actions:
                self.states.append(self.states[-1].apply(a))
            self.total = sum(1 for s in self.states[:-1]
                             if s.current_player == player and len(s.legal_actions()) > 1)
            self.job = coach.Job(review.review, first, actions, player, progress=self._progress)

        def _progress(self, done, total):
            self.done = done

        def poll(self):
            if self.job is not None and self.job.done:
                if self.job.error:
                    self.error = __("The review failed: {error}").format(error=self.job.error)
                else:
                    self.rv = self.job.result
                    if self.rv.turning:
                        self.at = self.rv.steps[self.rv.turning[0]].ply
                self.job = None
                renpy.restart_interaction()

        ## moving through the game
        def go(self, ply):
            self.at = max(0, min(ply, len(self.states) - 2))
            renpy.restart_interaction()

        def next_turning(self):
            if self.rv is None or not self.rv.turning:
                return
            plies = [self.rv.steps[k].ply for k in self.rv.turning]
            later = [p for p in plies if p > self.at]
            self.go(later[0] if later else plies[0])

        ## what is shown
        def view(self):
            """The reviewed player's view before the move at `at`."""
            return self.states[self.at].view(self.player)

        def step(self):
            return self.rv.steps[self.at] if self.rv is not None else None

        def board(self):
            """The table of the position with the move at `at` laid on it: [(attack,
            defence, new)] where `new` says which of the two this move put there (an
            attack led on an empty table showed an empty board at its turning point)."""
            v = self.view()
            a = self.actions[self.at]
            rows = [[str(ta), (str(td) if td is not None else None), None] for ta, td in v.table]
            cards = [str(c) for c in a.cards]
            if a.kind in ("attack", "throw_in", "transfer"):    # ("show": the card stays in hand)
                rows += [[c, None, "attack"] for c in cards]
            elif a.kind == "defend" and a.target is not None and cards:
                for row in rows:
                    if row[0] == str(a.target) and row[1] is None:
                        row[1], row[2] = cards[0], "defence"
                        break
            return [tuple(r) for r in rows]

        def hand_row(self):
            """[(code, played)] of the reviewed player's hand before the move at `at`:
            `played` marks the card this move put on the table (drawn as a ghost in the
            hand, so a card is never shown twice, in the hand and on the table)."""
            moved = set()
            if self.states[self.at].current_player == self.player:
                moved = set(str(c) for c in self.actions[self.at].cards)
            return [(str(c), str(c) in moved) for c in self.view().hand]

        def is_turning(self, ply):
            return self.rv is not None and any(self.rv.steps[k].ply == ply for k in self.rv.turning)

        def move_line(self):
            s = self.states[self.at]
            a = self.actions[self.at]
            who = __("You") if s.current_player == self.player else coach.say("subject", self.who(s.current_player))
            return __("Move {n}").format(n=self.at + 1) + u" \u2014 " + who + u": " + coach.move_text(a, before=s) + u"."

        def who(self, seat):
            """The character id at `seat` (store.pronouns), None if unknown."""
            seats = self.spec.get("seats") or []
            return seats[seat].get("who") if 0 <= seat < len(seats) else None

        def chance_line(self):
            st = self.step()
            if st is None or not st.decision or st.chance is None:
                return u""
            text = __("Your chances with this move: {p}%").format(p=int(round(st.chance * 100)))
            if st.exact:
                text += u" " + __("(exact: every card was known)")
            return text

        def better_line(self):
            st = self.step()
            if st is None or not st.decision or st.best is None or st.drop < 0.005:
                return u""
            return __("Better: {move} ({p}%).").format(move=coach.move_text(st.best, before=self.states[self.at]),
                                                       p=int(round(st.best_chance * 100)))

        def bars(self):
            """(ply, chance, turning) of each of the player's decisions, for the graph."""
            if self.rv is None:
                return []
            return [(s.ply, s.chance, self.is_turning(s.ply)) for s in self.rv.steps
                    if s.decision and s.chance is not None]

        def outcome_text(self):
            o = self.rv.outcome if self.rv is not None else None
            return {"win": __("You won."), "loss": __("You lost."), "draw": __("A draw.")}.get(o, u"")

    review = Review()

    ROW_W = 1300
    """Room for a row of cards: from x 50 to the side panel (x 1380), centred at 700."""

    def row_spacing(n, card_w, spacing, room=ROW_W):
        """The spacing of a row of n cards card_w wide: `spacing` while they fit in
        `room`, else negative, so that the row overlaps and keeps to its room."""
        if n <= 1 or n * card_w + (n - 1) * spacing <= room:
            return spacing
        return int((room - n * card_w) // (n - 1))

    def open(state, spec=None, player=0):
        # the review replays the game's history: the whole state behind the table's source
        review.open(store.duel.engine_state(state), spec, player)
        renpy.show_screen("coach_review")
        renpy.restart_interaction()

screen coach_review():
    modal True
    zorder 60
    $ r = coach_review.review
    add Solid("#0f2a1e")
    if renpy.has_image("bg table"):
        add "bg table" alpha 0.3
    timer 0.2 repeat True action Function(r.poll)
    text _("Review of the duel") style "coach_title" size 44 pos (40, 24)
    text r.outcome_text() style "coach_text" pos (42, 86)
    if r.error:
        text r.error style "coach_text" pos (40, 200) xmaximum 1300 color "#f08a7a"
    elif r.rv is None:
        text (__("Looking at your decisions: {done} of {total}").format(done=r.done, total=r.total)) style "coach_text" pos (40, 200)
        bar value StaticValue(r.done, max(1, r.total)) pos (40, 250) xysize (900, 24)
    else:
        $ v = r.view()
        $ st = r.step()
        ## the opponents' hands: backs, and the cards you knew they held
        $ opp = [q for q in range(v.players) if q != r.player]
        hbox:
            xpos 700 xanchor 0.5 ypos 110 spacing 40
            for q in opp:
                vbox:
                    spacing 4
                    text coach.say("cards_n", r.who(q), n=v.hand_counts[q]) style "coach_small"
                    hbox:
                        spacing coach_review.row_spacing(v.hand_counts[q], int(208 * 0.42), -70, coach_review.ROW_W // max(1, len(opp)) - 40)
                        for code in v.known[q]:
                            add coach.face(str(code)) zoom 0.42
                        for i in range(v.hand_counts[q] - len(v.known[q])):
                            add coach.back() zoom 0.42
        ## the trump and the talon
        vbox:
            pos (40, 150) spacing 6
            text _("Trump") style "coach_small"
            add coach.face(str(v.trump_card)) zoom 0.42
            text (__("Deck: {n}").format(n=v.talon_count)) style "coach_small"
        ## the table, with this move's cards laid on it and marked
        $ board = r.board()
        hbox:
            xpos 700 xanchor 0.5 ypos 330 spacing 26
            for ta, td, new in board:
                fixed:
                    xysize (150, 250)
                    use coach_card(ta, 0.55, lift=True, mark=(new == "attack"))
                    if td is not None:
                        fixed:
                            pos (28, 60) xysize (150, 250)
                            use coach_card(td, 0.55, lift=True, mark=(new == "defence"))
        if not board:
            text _("The table is empty.") style "coach_small" xpos 700 xanchor 0.5 ypos 440
        ## your hand before the move, the card you played a ghost in its place with an
        ## arrow to the table (it was drawn twice: lifted here and on the table, issue
        ## 26): overlapped when it would not fit between the left edge and the side
        ## panel (coach_review.ROW_W)
        text _("Your cards") style "coach_small" xpos 700 xanchor 0.5 ypos 640
        $ hand = r.hand_row()
        hbox:
            xpos 700 xanchor 0.5 ypos 668 spacing coach_review.row_spacing(len(hand), int(208 * 0.6), 8)
            for code, played in hand:
                if played:
                    fixed:
                        id "coach_review_played_" + code
                        xysize (int(208 * 0.6), int(291 * 0.6) + 24)
                        add coach.face(code) zoom 0.6 ypos 24 alpha 0.22
                        add Frame(Solid("#f3c75a"), 0, 0) xysize (int(208 * 0.6), 6) ypos 24
                        text u"\u2191" style "coach_text" size 64 color "#f3c75a" xalign 0.5 ypos 60
                else:
                    use coach_card(code, 0.6)
        ## the move and what it cost
        vbox:
            pos (40, 900) spacing 6 xsize 1300
            text r.move_line() style "coach_text"
            text r.chance_line() style "coach_small" size 26
            if r.is_turning(r.at):
                text (u"\u2605 " + __("A turning point.") + u" " + r.better_line()) style "coach_text" color "#f3c75a"
            elif r.better_line():
                text r.better_line() style "coach_small" size 26
        ## your chances through the game; the turning points starred
        frame:
            pos (1380, 40) xysize (500, 1000)
            background Frame(Solid("#1b1511e8"), 0, 0)
            padding (22, 18)
            fixed:
                vbox:
                    spacing 12
                    text _("Your chances, decision by decision") style "coach_small" color "#f3c75a"
                    ## the chart: chance of winning (0-100 %) up the side, your decisions
                    ## along the foot, and what the colours mean (it had no labels)
                    fixed:
                        xysize (456, 232)
                        for frac, label in ((1.0, "100%"), (0.5, "50%"), (0.0, "0%")):
                            text label style "coach_small" size 18 xpos 48 xanchor 1.0 ypos (200 - int(190 * frac)) yanchor 0.5
                            add Solid("#ffffff22") pos (54, 200 - int(190 * frac)) xysize (402, 1)
                        hbox:
                            id "coach_review_chart"
                            pos (56, 0) ysize 200 spacing 2
                            for ply, ch, tp in r.bars():
                                button:
                                    yalign 1.0 xsize max(3, min(24, 400 // max(1, len(r.bars())) - 2)) ysize max(4, int(190 * ch))
                                    background Solid("#f3c75a" if tp else ("#9fd18b" if ply == r.at else "#6f8f7a"))
                                    hover_background Solid("#ffffff")
                                    action Function(r.go, ply)
                                    alt __("Move {n}").format(n=ply + 1)
                        ## kept to the chart's width (the Russian ran into the panel's edge)
                        text _("your decisions, first to last →") id "coach_review_axis" style "coach_small" size 18 xpos 56 ypos 206 xmaximum 400
                    hbox:
                        id "coach_review_legend"
                        spacing 8
                        for colour, label in (("#6f8f7a", _("a decision")), ("#9fd18b", _("this move")), ("#f3c75a", _("turning point"))):
                            add Solid(colour) xysize (16, 16) yalign 0.5
                            text label style "coach_small" size 18 yalign 0.5
                            null width 4
                    null height 6
                    text _("Turning points") style "coach_small" color "#f3c75a"
                    if not r.rv.turning:
                        text _("None: no move cost you more than ten points of chance.") style "coach_small" xmaximum 450
                    for k in r.rv.turning:
                        $ tstep = r.rv.steps[k]
                        textbutton (__("Move {n}").format(n=tstep.ply + 1) + u": " + coach.move_text(tstep.action, before=r.states[tstep.ply]) + u" (" + __("{a}% \u2192 {b}%").format(a=int(round(tstep.best_chance * 100)), b=int(round(tstep.chance * 100))).replace(u" ", u"\u00a0") + u")"):
                            style "coach_button" text_size 22
                            ## one width for all, text from the left (they were as wide as their text);
                            ## the change of chance kept whole on one line (no-break spaces)
                            xsize 456 text_xalign 0.0 text_text_align 0.0
                            action Function(r.go, tstep.ply)
                            selected r.at == tstep.ply
                    null height 10
                    hbox:
                        spacing 10
                        textbutton u"\u25c0" style "coach_button" action Function(r.go, r.at - 1) alt _("Previous move")
                        textbutton u"\u25b6" style "coach_button" action Function(r.go, r.at + 1) alt _("Next move")
                        textbutton _("Next turning point") style "coach_button" text_size 22 action Function(r.next_turning)
                ## Close inside the panel, at its foot (it sat on the panel's edge)
                textbutton _("Close") style "coach_button" action Hide("coach_review") xalign 1.0 yalign 1.0
    if r.rv is None or r.error:
        textbutton _("Close") style "coach_button" action Hide("coach_review") xpos 1880 xanchor 1.0 ypos 1040 yanchor 1.0
    key "game_menu" action Hide("coach_review")
    key "K_LEFT" action Function(r.go, r.at - 1)
    key "K_RIGHT" action Function(r.go, r.at + 1)
