## duel_one_rule (owner: table): the table's one rule for a move (duel_input.rpy):
## a click or a drag places cards, the move's button or Enter plays them; the table
## option plays on placing; multi-select in every phase (two defences, two throw-ins
## while the opponent takes and while everything is beaten: the second after the
## opponent's answer); T and D; H and the other Ren'Py keys that blanked the table
## do nothing there; the Hint button's "On" holds in the tutorial; the hint's
## "Place it" follows the rule. Each of these failed on the old table (drops on a
## target or slot played at once, a second click in the throw-in dropped the first
## card, H hid the table, no Hint in the tutorial).

init python:

    ONE_RULE_SEATS = [{"who": "mc", "name": "Traveller", "level": None, "style": None},
                      {"who": "marta", "name": "Marta", "level": "easy", "style": "balanced"}]
    _OR_OPTS = {"deck": 36, "transfer_show": False, "first_bout_five": False, "first_attacker": "pagat",
                "previous_durak": None, "dealer": None, "action_cap": 2000}
    ## Marta attacks with 6♣ 6♦; the player can beat them with 7♣ and 7♦
    ONE_RULE_DEFEND = {"format": 1, "variant": "podkidnoy", "players": 2, "seed": 1, "options": _OR_OPTS, "trump": "9H", "talon": [], "discard": ["6H", "6S", "7H", "7S", "8C", "8D", "8H", "9C", "9D", "9H", "9S", "TC", "TD", "TH", "TS", "JC", "JD", "JH", "QC", "QD", "QH", "KC", "KD", "KH", "AC", "AD", "AH", "AS"], "hands": [["7C", "7D", "8S", "KS"], ["JS", "QS"]], "table": [["6C", None], ["6D", None]], "attacker": 1, "defender": 0, "phase": "defend", "turn": 0, "passes": 0, "limit": 4, "bout": 12, "shown": [], "out": [], "known": [[], []], "actions": 41, "result": None}
    ## Marta takes the A♣; the player may throw in A♠ and A♦
    ONE_RULE_TAKING = {"format": 1, "variant": "podkidnoy", "players": 2, "seed": 1, "options": _OR_OPTS, "trump": "9H", "talon": [], "discard": ["6C", "6D", "6S", "7D", "7H", "7S", "8D", "8H", "8S", "9D", "9H", "9S", "TD", "TH", "TS", "JC", "JD", "JH", "JS", "QC", "QD", "QH", "QS", "KC", "KD", "KH", "KS", "AH"], "hands": [["6H", "AD", "AS"], ["7C", "8C", "9C", "TC"]], "table": [["AC", None]], "attacker": 0, "defender": 1, "phase": "taking", "turn": 0, "passes": 0, "limit": 4, "bout": 12, "shown": [], "out": [], "known": [[], []], "actions": 42, "result": None}
    ## everything is beaten (A♣ by 7♥); the player may throw in A♠ and A♦
    ONE_RULE_ADD = {"format": 1, "variant": "podkidnoy", "players": 2, "seed": 1, "options": _OR_OPTS, "trump": "9H", "talon": [], "discard": ["6C", "6D", "6H", "7C", "7D", "7S", "8C", "8D", "8S", "9C", "9D", "9H", "9S", "TD", "TH", "TS", "JC", "JD", "JH", "JS", "QC", "QD", "QH", "QS", "KD", "KH", "KS", "AH"], "hands": [["6S", "AD", "AS"], ["8H", "TC", "KC"]], "table": [["AC", "7H"]], "attacker": 0, "defender": 1, "phase": "add", "turn": 0, "passes": 0, "limit": 4, "bout": 12, "shown": [], "out": [], "known": [[], []], "actions": 42, "result": None}

    def one_rule_spec(position, tutorial=False):
        return {"variant": "podkidnoy", "players": 2, "options": {}, "seats": ONE_RULE_SEATS,
                "series": None, "skin": "classic", "tutorial": tutorial, "seed": 3, "position": position}

    class OneRuleClick(Action):
        """`run OneRuleClick(("target", "6C"))`: one real click on a table widget,
        found and aimed as the duel testcases' planner does."""

        def __init__(self, target):
            self.target = target

        def get_sensitive(self):
            return duel_test_find(self.target) is not None

        def __call__(self):
            p = duel_test_find(self.target)
            renpy.test.testmouse.click_mouse(1, p[0], p[1])
            return None

    def one_rule_moves(n):
        return [str(a) for a in duel_state.history[-n:]] if len(duel_state.history) >= n else []

    def one_rule_history_has(*moves):
        return set(moves) <= set(str(a) for a in duel_state.history)


testcase duel_one_rule:
    $ _test.timeout = 240.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_speed = 0
    $ persistent.duel_instant = False
    ## ---- a defence: the drop places the card on the one it beats; nothing is played
    $ duel_test_setup(one_rule_spec(ONE_RULE_DEFEND))
    run Start("duel_test_entry")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    $ or_before = duel_state
    drag duel_test_drag_points("7C", ("target", "6C"))
    pause 0.1 until run TestWait("duel.ui.staged == ['7C']")
    assert duel_state is or_before
    assert duel.ui.staged == ["7C"] and duel.ui.stage_on == {"7C": "6C"}
    assert any(x.startswith("Seven of clubs, placed on the 6♣") for x in duel_test_screen_strings("duel_table"))
    ## ...and a second card, selected and clicked onto the other attack card
    run OneRuleClick(("hand", "7D"))
    pause 0.1 until run TestWait("duel.ui.selected == ['7D']")
    run OneRuleClick(("target", "6D"))
    pause 0.1 until run TestWait("duel.ui.stage_on == {'7C': '6C', '7D': '6D'} and kozyr_table_settled()")
    assert duel_state is or_before and duel.ui.stage_on == {"7C": "6C", "7D": "6D"}
    $ kozyr_shot("duel_one_rule_placed")
    ## H (hide the windows) and the middle button leave the table up (the fixed pauses
    ## here are windows in which nothing may happen: there is no change to wait for)
    type "h"
    pause 0.5  # kept fixed: a window in which nothing may happen
    assert not _windows_hidden and renpy.get_screen("duel_table") is not None
    type PAGEUP
    type PAGEDOWN
    pause 0.3  # kept fixed: a window in which nothing may happen
    assert not _windows_hidden and renpy.get_screen("duel_table") is not None and duel_state is or_before
    ## Enter (nothing focused) plays both: one defence now, the other next
    move (1575, 735)
    type RETURN
    pause 0.2 until run TestCond("one_rule_history_has('defend 6C with 7C', 'defend 6D with 7D')")
    pause 0.1 until run TestWait("not duel.ui.queue")
    assert not duel.ui.queue
    run Quit(confirm=False)


## The start of the two throw-in testcases: the duel of `one_rule_position` at the table, the
## player's two aces selected.
testcase duel_one_rule_two_aces:  # part-of duel_one_rule_throw_in duel_one_rule_add
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_speed = 0
    $ persistent.duel_instant = False
    $ duel_test_setup(one_rule_spec(one_rule_position))
    run Start("duel_test_entry")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    $ or_before = duel_state
    run OneRuleClick(("hand", "AS"))
    pause 0.1 until run TestWait("duel.ui.selected == ['AS']")
    run OneRuleClick(("hand", "AD"))
    pause 0.1 until run TestWait("duel.ui.selected == ['AS', 'AD']")
    assert duel.ui.selected == ["AS", "AD"]


testcase duel_one_rule_throw_in:
    $ _test.timeout = 240.0
    ## ---- Marta takes: two aces selected, THROW IN throws both
    $ one_rule_position = ONE_RULE_TAKING
    call duel_one_rule_two_aces
    run OneRuleClick(("slot", 1))
    pause 0.1 until run TestWait("sorted(duel.ui.staged) == ['AD', 'AS']")
    assert sorted(duel.ui.staged) == ["AD", "AS"] and duel_state is or_before
    "THROW IN"
    pause 0.2 until run TestCond("one_rule_history_has('throw_in AS', 'throw_in AD')")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    ## D: DONE (Marta takes the lot)
    move (1575, 735)
    type "d"
    pause 0.2 until run TestCond("str(duel_state.history[-1]) == 'pass' or duel_state.view(0).phase != 'taking'")
    assert one_rule_history_has("pass")
    run Quit(confirm=False)


testcase duel_one_rule_add:
    $ _test.timeout = 240.0
    ## ---- everything beaten: two aces thrown in; the second follows Marta's answer
    $ one_rule_position = ONE_RULE_ADD
    call duel_one_rule_two_aces
    drag duel_test_drag_points("AD", ("slot", 1))
    pause 0.1 until run TestWait("sorted(duel.ui.staged) == ['AD', 'AS']")
    assert sorted(duel.ui.staged) == ["AD", "AS"] and duel_state is or_before
    "THROW IN"
    pause 0.2 until run TestCond("len([a for a in duel_state.history if a.kind == 'throw_in']) == 2 or duel_state.is_terminal()")
    assert len([a for a in duel_state.history if a.kind == "throw_in"]) == 2
    run Quit(confirm=False)


testcase duel_one_rule_instant:
    $ _test.timeout = 240.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_speed = 0
    ## ---- the table option: a drop plays at once
    $ persistent.duel_instant = True
    $ duel_test_setup(one_rule_spec(ONE_RULE_DEFEND))
    run Start("duel_test_entry")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    drag duel_test_drag_points("7C", ("target", "6C"))
    pause 0.2 until run TestCond("one_rule_history_has('defend 6C with 7C')")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    ## T: TAKE
    move (1575, 735)
    type "t"
    pause 0.2 until run TestCond("one_rule_history_has('take')")
    $ persistent.duel_instant = False
    run Quit(confirm=False)


testcase duel_one_rule_hint:
    $ _test.timeout = 240.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_speed = 0
    $ persistent.duel_instant = False
    ## ---- the tutorial with the Hint button "On": it is there
    $ persistent.duel_hint_button = "on"
    $ duel_test_setup(TUTORIAL_SPEC)
    run Start("duel_test_entry")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    assert renpy.get_displayable("duel_table", "duel_btn_hint") is not None
    $ or_before = duel_state
    "Hint"
    pause 0.2 until run TestCond("coach_hint_ready()")
    pause 0.1 until run TestWait("kozyr_table_ready()")
    $ or_hint = duel_hint.current().hint.action
    ## "Place it" places the hint's cards; ATTACK plays them
    run Function(duel_hint.play)
    pause 0.1 until run TestWait("sorted(duel.ui.staged) == sorted(str(c) for c in or_hint.cards)")
    assert duel_state is or_before and sorted(duel.ui.staged) == sorted(str(c) for c in or_hint.cards)
    "ATTACK"
    pause 0.2 until run TestCond("duel_state is not or_before")
    assert duel_state.history[0] == or_hint
    $ persistent.duel_hint_button = "auto"
    run Quit(confirm=False)
