## coach_problems (owner: coach): the Problems screen from the main menu, a
## problem played to the end by clicking its solution's moves (the defence
## answering by itself), progress kept in persistent data; a wrong first move
## is refused as "lets him escape"; the solution shown step by step; then the
## same screens in Russian. Screenshots: coach_problems_list, coach_problem_board,
## coach_problem_solved, coach_problem_failed, coach_problems_list_ru,
## coach_problem_board_ru.

init python:
    def coach_test_click_move(text):
        """Plays the move `text` on the board as a player would, by the one rule:
        click its cards (they are placed, nothing is played), then Enter, or the
        move's button when the cards could go to several places; a cardless move
        by its button."""
        a = engine.Action.parse(text)
        b = coach_puzzles.board
        if not a.cards:
            b.play(a)
            return
        before = len(b.played)
        for c in a.cards:
            b.click(str(c))
        assert len(b.played) == before and sorted(b.placed) == sorted(str(c) for c in a.cards), (
            "a click placed and played nothing", b.placed, b.played)
        cs = b.candidates()
        assert any(str(x) == str(a) for x in cs), ("the move's button is offered", text, [str(x) for x in cs])
        if len(cs) == 1:
            b.commit()
        else:
            b.play([x for x in cs if str(x) == str(a)][0])
        assert len(b.played) == before + 1 and not b.placed

    class CoachSolve(Action):
        """`pause .1 until run CoachSolve(p)`: whenever it is the player's turn,
        plays the next move of the solution by clicks; ready once the problem
        is solved or failed."""

        def __init__(self, p):
            self.p = p

        def get_sensitive(self):
            b = coach_puzzles.board
            if b.status in ("solved", "failed"):
                return True
            if b.status == "play":
                done = len(b.played)
                coach_test_click_move(self.p["solution"][done])
            return False

        def __call__(self):
            return None

    def coach_test_first_problem():
        """A problem whose first move is the player's and whose line is short."""
        for p in coach_puzzles.problems():
            if p["grade"] == 1 and p["variant"] == "podkidnoy" and p["decisions"] >= 2:
                return p
        return coach_puzzles.problems()[0]

testcase coach_problems:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.coach_problems = None
    pause .05 until run TestClick("Problems", "renpy.get_screen('coach_problems')")
    pause .05 until run TestDrawn("renpy.get_screen('coach_problems')")
    $ kozyr_shot("coach_problems_list")
    assert len(coach_puzzles.problems()) >= 150
    assert coach_puzzles.of_the_day() is coach_puzzles.of_the_day()
    ## the count says this tab's total and all the problems' (issue 26: "of 200" over 100)
    assert u"".join(renpy.get_displayable("coach_problems", "coach_problems_solved").text) == u"Solved 0 of %d · 0 of %d in all" % (len(coach_puzzles.listed("podkidnoy", 0)), len(coach_puzzles.problems()))
    ## open a problem and play its solution by clicks
    $ coach_test_p = coach_test_first_problem()
    run Function(coach_puzzles.open_problem, coach_test_p["id"])
    pause .05 until run TestDrawn("renpy.get_screen('coach_problem')")
    $ kozyr_shot("coach_problem_board")
    ## no moves yet: no "Moves" heading over an empty list
    assert renpy.get_displayable("coach_problem", "coach_moves") is None
    ## the trump as a picture of its suit, beside its name
    assert renpy.get_displayable("coach_problem", "coach_problem_trump") is not None
    ## the one rule: a click places (marked on the table, not played), a click
    ## on the placed card takes it back, Escape takes everything back
    $ coach_test_code = str(engine.Action.parse(coach_test_p["solution"][0]).cards[0])
    run Function(coach_puzzles.board.click, coach_test_code)
    assert coach_puzzles.board.placed == [coach_test_code] and coach_puzzles.board.played == []
    assert coach_test_code not in coach_puzzles.board.hand(coach_puzzles.board.me)
    pause .05 until run TestDrawn("coach_puzzles.board.placed == [coach_test_code]")
    $ kozyr_shot("coach_problem_placed")
    run Function(coach_puzzles.board.click, coach_test_code)
    assert coach_puzzles.board.placed == [] and coach_test_code in coach_puzzles.board.hand(coach_puzzles.board.me)
    run Function(coach_puzzles.board.click, coach_test_code)
    type ESCAPE
    pause .05 until run TestWait("coach_puzzles.board.placed == []")
    assert coach_puzzles.board.placed == [] and renpy.get_screen("coach_problem")
    assert coach_puzzles.board.played == []
    pause .2 until run CoachSolve(coach_test_p)
    pause .05 until run TestDrawn("coach_puzzles.board.status == 'solved'")
    $ kozyr_shot("coach_problem_solved")
    assert coach_puzzles.board.status == "solved"
    assert renpy.get_displayable("coach_problem", "coach_moves") is not None
    assert persistent.coach_problems[coach_test_p["id"]]["solved"] is True
    assert persistent.coach_problems[coach_test_p["id"]]["tries"] == 1
    ## retry, and a wrong first move: refused as an escape
    run Function(coach_puzzles.board.retry)
    $ coach_test_wrong = [a for a in coach_puzzles.board.state.legal_actions() if str(a) != coach_test_p["solution"][0]][0]
    run Function(coach_puzzles.board.play, coach_test_wrong)
    pause .05 until run TestDrawn("coach_puzzles.board.status == 'failed'")
    $ kozyr_shot("coach_problem_failed")
    assert "escape" in coach_puzzles.board.message
    ## the solution, shown step by step, ends in his loss
    "Show the solution"
    pause .1 until run TestCond("coach_puzzles.board.state.result is not None")
    assert coach_puzzles.board.state.returns()[coach_puzzles.board.me] > 0
    pause .05 until run TestClick("Back to the list", "not renpy.get_screen('coach_problem')")
    ## the same in Russian
    run Language("russian")
    pause .05 until run TestDrawn("kozyr_language_is('russian') and renpy.get_screen('coach_problems')")
    $ kozyr_shot("coach_problems_list_ru")
    run Function(coach_puzzles.open_problem, coach_puzzles.of_the_day()["id"])
    pause .05 until run TestDrawn("renpy.get_screen('coach_problem')")
    $ kozyr_shot("coach_problem_board_ru")
    assert __("Show the solution") != "Show the solution"
    run Quit(confirm=False)
