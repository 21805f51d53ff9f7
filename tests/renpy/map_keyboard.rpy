## map_keyboard: the map works by keyboard alone. With Marta beaten (persistent
## record), arrow keys reach a locked marker (its hint shows as the focused
## tooltip), then Aurelia's marker; Enter opens her panel and Enter on
## "Continue story" returns ("story", "aurelia"). Screenshot: map_keyboard_hint.

init python:
    def kozyr_focused_alt():
        """The self-voicing text of the focused displayable ("" if none)."""
        f = renpy.display.focus.get_focused()
        return f._tts_all() if f is not None else ""

    import time as _mk_time
    _mk_state = {"last": 0.0, "tried": set(), "keys": []}

    def _mk_rect(f):
        return (f.x + f.w / 2.0, f.y + f.h / 2.0)

    class KozyrKeyToward(Action):
        """`pause .05 until run KozyrKeyToward("Aurelia, open")`: presses arrow
        keys (real key events, as a player would) toward the button whose alt
        text starts with the pattern, until it has the focus."""

        def __init__(self, pattern):
            self.pattern = pattern

        def get_sensitive(self):
            if kozyr_focused_alt().startswith(self.pattern):
                return True
            if _mk_state.get("walk") != self.pattern:
                # a new walk: its own count of keys and of directions tried
                _mk_state.update(walk=self.pattern, keys=[], tried=set())
            now = _mk_time.time()
            if now - _mk_state["last"] < 0.25:
                return False
            _mk_state["last"] = now
            focus_list = renpy.display.focus.focus_list
            target = [f for f in focus_list if f.x is not None and f.widget._tts_all().startswith(self.pattern)]
            current = renpy.display.focus.get_focused()
            cur = [f for f in focus_list if f.x is not None and f.widget is current]
            if not target:
                return False
            # a walk that does not arrive fails here, with where it got stuck,
            # not at the runner's timeout
            assert len(_mk_state["keys"]) < 80, ("the arrows never reached", self.pattern,
                "focused", kozyr_focused_alt(), "keys", _mk_state["keys"][-12:],
                "focusables", [f.widget._tts_all() for f in focus_list if f.x is not None])
            if not cur:
                key = "DOWN"
            else:
                (cx, cy), (tx, ty) = _mk_rect(cur[0]), _mk_rect(target[0])
                dx, dy = tx - cx, ty - cy
                horiz = "RIGHT" if dx > 0 else "LEFT"
                vert = "DOWN" if dy > 0 else "UP"
                keys = [horiz, vert] if abs(dx) > abs(dy) else [vert, horiz]
                alt = cur[0].widget._tts_all()
                key = keys[0] if (alt, keys[0]) not in _mk_state["tried"] else keys[1]
                _mk_state["tried"].add((alt, key))
            _mk_state["keys"].append(key)
            renpy.test.testkey.down(None, key)
            renpy.test.testkey.up(None, key)
            return False

        def __call__(self):
            return None

label kozyr_test_map_keyboard:
    ## The map follows this playthrough's wins (Marta's prologue is won).
    $ spine_wins = {"marta"}
    call screen opponent_map
    $ kozyr_test_map_result = _return
    "The map returned [kozyr_test_map_result!r]."
    return

testcase map_keyboard:
    $ _test.timeout = 20.0
    move (0.5, 0.5) pattern "Start"
    $ roster.reset_progress()
    $ roster.record("marta", "win", "easy")
    assert roster.status("marta") == "beaten" and roster.status("aurelia") == "open"
    run Start("kozyr_test_map_keyboard")
    pause .1 until run TestCond("renpy.get_screen('opponent_map')")
    pause .5
    ## Keys only: the mouse stays in a corner with nothing focusable. The arrows
    ## walk to a locked marker (the first arrow focuses the map bar's first
    ## button, whose neighbours to the right are more buttons, not markers).
    move (0.995, 0.995)
    pause .2
    $ _mk_locked = [o for o in roster.IDS if roster.status(o) == "locked"]
    assert _mk_locked
    pause .05 until run KozyrKeyToward(kozyr_marker_alt(_mk_locked[0]))
    pause .3
    $ kozyr_shot("map_keyboard_hint")
    $ kozyr_test_note("focused:", kozyr_focused_alt())
    assert any(kozyr_focused_alt() == kozyr_marker_alt(o) and roster.status(o) == "locked" and roster.text(o, "hint") in kozyr_focused_alt() for o in roster.IDS)
    pause .05 until run KozyrKeyToward("Aurelia, open")
    $ kozyr_test_note("keys to Aurelia:", _mk_state["keys"])
    type RETURN pos (0.995, 0.995)
    pause .3
    assert renpy.get_screen("opponent_map").scope["sel"] == "aurelia"
    $ kozyr_shot("map_panel")
    pause .05 until run KozyrKeyToward("Continue story")
    type RETURN pos (0.995, 0.995)
    pause .1 until run TestCond("renpy.get_screen('say')")
    assert kozyr_test_map_result == ("story", "aurelia")
    run Quit(confirm=False)
