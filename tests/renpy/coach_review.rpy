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
