## one_rule_more (owner: table, coach): the one rule for a move where the table's
## own testcases (duel_one_rule) do not reach: the first Enter on a fresh Free Play
## table (it asked for a hint: the focus of the setup page's Deal button passed to
## the table's Hint button, the same unnamed focusable of the next screen) and the
## Problems board, which follows the table's rule (it played on a single click and
## ignored drags).

init python:
    def fresh_enter_centre(alt):
        """The middle of the widget whose alt text is `alt` (where a player clicks)."""
        for f in renpy.display.focus.focus_list:
            if f.x is not None and _dt_alt(f) == alt:
                return (int(f.x + f.w / 2), int(f.y + f.h / 2))
        return None

    class FreshEnterClick(Action):
        """`run FreshEnterClick("Deal")`: the pointer goes to the middle of the button
        (really: the display's pointer, where the next screen looks for what is under
        it) and clicks there."""

        def __init__(self, alt):
            self.alt = alt

        def get_sensitive(self):
            return fresh_enter_centre(self.alt) is not None

        def __call__(self):
            p = fresh_enter_centre(self.alt)
            if p is None:
                raise AssertionError("no %r on the screen" % self.alt)
            x, y = p
            renpy.set_mouse_pos(x, y)
            renpy.test.testmouse.click_mouse(1, x, y)
            return None

    def fresh_enter_seeded():
        """Free Play deals with a seed where the player leads, so the Hint button is up
        on the table's very first interaction (a dealt seed is random otherwise)."""
        orig = duel.free_spec

        def seeded(*args):
            spec = orig(*args)
            for seed in range(1, 100):
                st = engine.new_game(spec["variant"], players=spec["players"], seed=seed,
                                     **dict(spec.get("options") or {}))
                if st.current_player == 0:
                    spec["seed"] = seed
                    break
            return spec

        duel.free_spec = seeded


testcase duel_fresh_enter:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_speed = 0
    $ persistent.duel_instant = False
    $ persistent.duel_hint_button = "on"
    $ fresh_enter_seeded()
    run Start("free_play")
    pause 0.2 until run TestCond("renpy.get_screen('duel_free_play_setup') is not None")
    pause 0.3
    ## Deal clicked in its middle, as a player does: the Hint button lies under that point
    run FreshEnterClick("Deal")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    pause 0.5
    assert renpy.get_displayable("duel_table", "duel_btn_hint") is not None
    $ fe_before = duel_state
    $ fe_hints = duel_hints_used
    $ kozyr_test_note("fresh table: focus", renpy.display.focus.get_focused(), "pointer", renpy.get_mouse_pos())
    ## the first Enter: nothing is placed, so it does nothing (Help: Enter plays what is placed)
    type RETURN
    pause 1.0
    python:
        assert duel_hint.current() is None, "Enter asked for a hint"
        assert duel_hints_used == fe_hints
        assert duel_state is fe_before and not duel.ui.staged
    run Quit(confirm=False)
