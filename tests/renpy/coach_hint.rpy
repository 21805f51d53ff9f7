## coach_hint (owner: coach): the Hint button at the table (against a normal
## opponent: on by default), the suggested move framed on the table with its
## reason, "Play it" plays it; a second hint in Russian; the duel played to the
## end, the hints counted at the end of the duel and in its return value, and
## "Review the game" opening the review; the hints kept in persistent data
## (per game, built-in types) and shown in the Extras statistics, in English and
## Russian. Screenshots: coach_hint_table, coach_hint_table_ru, coach_hint_over,
## coach_review_from_duel, coach_hint_stats, coach_hint_stats_ru.

init python:
    COACH_HINT_SPEC = {"variant": "podkidnoy", "players": 2, "options": {},
                       "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None},
                                 {"who": "aurelia", "name": "Aurelia", "level": "normal", "style": None}],
                       "series": None, "skin": "classic", "tutorial": False, "seed": 777}

    ## the hints line of the statistics after the duel (2 here, 3 before it)
    COACH_HINT_STATS_EN = u"Hints asked for at the table: 5 (Podkidnoy Durak: 2 \u00b7 Warfare: 3)"
    COACH_HINT_STATS_RU = u"Взято подсказок за столом: 5 ("

    def coach_hint_stats_shown():
        """The hints line of the Extras statistics, as displayed ("" if not shown)."""
        t = renpy.get_displayable("extras", "kozyr_stats_hints")
        return u"".join(x for x in t.text if isinstance(x, str)) if t is not None else u""

    def coach_hint_button_alt():
        """The alt text of the hint's button: Place the hint's cards, or Play the hint."""
        fmt = "Place the hint's cards: {move}" if duel_hint.places() else "Play the hint: {move}"
        return fmt.format(move=duel_hint.move_line())

    def coach_hint_ready():
        h = duel_hint.current()
        return h is not None and h.hint is not None

testcase coach_hint:
    $ _test.timeout = 400.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.coach_hints_used = {"warfare": 3}
    $ duel_test_setup(COACH_HINT_SPEC)
    run Start("duel_test_entry")
    ## (the tree of every frame is kept from here: the waits below read what was drawn)
    $ kozyr_layout_on()
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    assert renpy.get_displayable("duel_table", "duel_btn_hint") is not None
    "Hint"
    pause 0.2 until run TestCond("coach_hint_ready()")
    pause 0.1 until run TestWait("kozyr_drawn('duel_table', 'duel_hint_panel') and kozyr_table_settled()")
    $ kozyr_shot("coach_hint_table")
    ## "Place it" lies inside the hint's panel (it stuck out of its right edge)
    $ coach_hint_rects = (kozyr_rect("duel_table", "duel_hint_panel"), kozyr_button_rect("duel_table", "duel_hint_play"))
    $ kozyr_test_note("hint panel, button:", coach_hint_rects)
    assert coach_hint_rects[0] is not None and coach_hint_rects[1] is not None
    assert kozyr_within(coach_hint_rects[1], coach_hint_rects[0])
    assert duel_hint.used() == 1 and duel_hints_used == 0    # counted when the move commits
    assert persistent.coach_hints_used == {"warfare": 3, "podkidnoy": 1}
    assert type(persistent.coach_hints_used) is python_dict
    $ coach_hint_action = duel_hint.current().hint.action
    $ coach_hint_before = duel_state
    $ kozyr_test_note("hint:", coach_hint_action, "|", duel_hint.reason_line())
    assert duel_hint.reason_line()
    assert duel_hint.current().hint.source in ("search", "solver", "forced")
    ## the one rule (duel_input.rpy): "Place it" places the hint's cards, Enter plays them
    ## (a move without cards: "Play it" plays it)
    $ coach_hint_places = sorted(str(c) for c in coach_hint_action.cards) if duel_hint.places() else None
    run OneRuleClick(("alt", coach_hint_button_alt()))
    pause 0.1 until run TestWait("sorted(duel.ui.staged) == coach_hint_places if coach_hint_places else duel_state is not coach_hint_before")
    move (1575, 735)
    type RETURN
    pause 0.2 until run TestCond("duel_state is not coach_hint_before")
    assert duel_state.history[len(coach_hint_before.history)] == coach_hint_action
    ## the next turn: a hint in Russian
    pause 0.2 until run TestCond("duel_test_human_turn()")
    run Language("russian")
    pause 0.1 until run TestWait("kozyr_language_is('russian') and kozyr_table_ready()", within=30)
    run Function(duel_hint.ask)
    pause 0.2 until run TestCond("coach_hint_ready()")
    pause 0.1 until run TestWait("kozyr_drawn('duel_table', 'duel_hint_panel') and kozyr_table_settled()")
    $ kozyr_shot("coach_hint_table_ru")
    $ coach_hint_rects = (kozyr_rect("duel_table", "duel_hint_panel"), kozyr_button_rect("duel_table", "duel_hint_play"))
    $ kozyr_test_note("hint panel, button (ru):", coach_hint_rects)
    assert coach_hint_rects[0] is not None and coach_hint_rects[1] is not None
    assert kozyr_within(coach_hint_rects[1], coach_hint_rects[0])
    assert duel_hint.used() == 2 and duel_hints_used == 1
    assert persistent.coach_hints_used == {"warfare": 3, "podkidnoy": 2}
    run Language(None)
    pause 0.1 until run TestWait("kozyr_language_is(None) and kozyr_table_settled()")
    ## to the end of the duel
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 0.1 until run TestWait("kozyr_drawn('duel_over') and kozyr_table_settled()")
    $ kozyr_shot("coach_hint_over")
    ## the Hint button stays in its place at the end, greyed (it vanished), its label
    ## "Hint" at full size and its reason shown when it has the focus (issue 26: the reason
    ## as its label was shrunk unreadable)
    $ coach_hint_btn = renpy.get_displayable("duel_table", "duel_btn_hint")
    assert coach_hint_btn is not None and u"".join(x for x in coach_hint_btn.text if isinstance(x, str)) == u"Hint"
    assert duel_hint.why_not(duel.model(duel_state), False) == u"Hint: game over"
    "Review the game"
    pause 0.2 until run TestCond("coach_review.review.rv is not None or coach_review.review.error")
    assert coach_review.review.error is None
    pause .05 until run TestDrawn("renpy.get_screen('coach_review')")
    $ kozyr_shot("coach_review_from_duel")
    run Hide("coach_review")
    pause .05 until run TestDrawn("not renpy.get_screen('coach_review')")
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert DUEL_TEST["return"]["hints"] == 2
    ## the Extras statistics show them, in English and Russian
    run ShowMenu("extras", tab="stats")
    pause .05 until run TestDrawn("coach_hint_stats_shown() == COACH_HINT_STATS_EN")
    $ kozyr_test_note("stats:", coach_hint_stats_shown())
    assert coach_hint_stats_shown() == COACH_HINT_STATS_EN
    $ kozyr_shot("coach_hint_stats")
    run Language("russian")
    pause .05 until run TestDrawn("kozyr_language_is('russian') and coach_hint_stats_shown().startswith(COACH_HINT_STATS_RU)")
    $ kozyr_test_note("stats ru:", coach_hint_stats_shown())
    assert coach_hint_stats_shown().startswith(COACH_HINT_STATS_RU)
    $ kozyr_shot("coach_hint_stats_ru")
    run Language(None)
    assert persistent.coach_hints_used == {"warfare": 3, "podkidnoy": 2}
    run Quit(confirm=False)
