## coach_review (owner: coach): the post-duel review of a finished game (played
## here by two bots, the reviewed seat a `normal` bot against `hard`): the
## review runs in its thread, marks turning points, and steps through the game
## from the player's view. Screenshots: coach_review, coach_review_ru.

init python:
    import engine.ai

    def coach_test_game(seed):
        s = engine.new_game("podkidnoy", players=2, seed=seed)
        i = 0
        while s.result is None:
            p = s.current_player
            level = "normal" if p == 0 else "hard"
            s = s.apply(engine.ai.choose(s.view(p), level=level, seed=i, budget_ms=60))
            i += 1
        return s

    def coach_test_boards():
        """(ply, kind, board) at each turning point: the board with that move's cards."""
        r = coach_review.review
        out = []
        for k in r.rv.turning:
            ply = r.rv.steps[k].ply
            r.go(ply)
            out.append((ply, r.actions[ply].kind, r.board()))
        return out

testcase coach_review:
    $ _test.timeout = 240.0
    move (0.5, 0.5) pattern "Start"
    $ coach_test_state = coach_test_game(3)
    run Function(coach_review.open, coach_test_state)
    pause .2 until run TestCond("coach_review.review.rv is not None or coach_review.review.error")
    assert coach_review.review.error is None
    assert len(coach_review.review.rv.steps) == len(coach_test_state.history)
    assert coach_review.review.rv.turning
    assert coach_review.review.is_turning(coach_review.review.at)
    pause .5
    $ kozyr_shot("coach_review")
    ## the chart has its axis and a legend (it had neither)
    $ coach_test_strings = duel_test_screen_strings("coach_review")
    $ kozyr_test_note("review strings:", sorted(coach_test_strings))
    assert {"100%", "50%", "0%", "a decision", "this move", "turning point"} <= coach_test_strings
    assert any(x.startswith("your decisions, first to last") for x in coach_test_strings)
    ## every turning point that put cards on the table shows them there, marked (an
    ## attack on an empty table showed an empty board)
    $ coach_test_at = coach_review.review.at
    $ coach_test_b = coach_test_boards()
    $ kozyr_test_note("turning boards:", coach_test_b)
    assert all(any(row[2] for row in b) for ply, kind, b in coach_test_b if kind in ("attack", "throw_in", "defend", "transfer"))
    assert all(b for ply, kind, b in coach_test_b if kind in ("attack", "throw_in", "defend", "transfer"))
    run Function(coach_review.review.go, coach_test_at)
    pause .3
    ## step through: next move, next turning point
    run Function(coach_review.review.go, coach_review.review.at + 1)
    pause .2
    "Next turning point"
    pause .3
    assert coach_review.review.is_turning(coach_review.review.at)
    run Language("russian")
    pause .6
    $ kozyr_shot("coach_review_ru")
    run Quit(confirm=False)
