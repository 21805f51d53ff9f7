## Test-only support, copied into the temporary project with the testcases; it
## never ships with the game. (Testcase syntax is Ren'Py-version specific, so
## testcases and this file live outside game/.)

init -10 python:

    import os as _kt_os

    def kozyr_shot(name):
        """Saves a screenshot at the game's own resolution to the runner's folder."""
        folder = _kt_os.environ.get("KOZYR_SCREENS") or _kt_os.path.join(
            config.basedir, "artifacts", "screens")
        if not _kt_os.path.isdir(folder):
            _kt_os.makedirs(folder)
        renpy.screenshot(_kt_os.path.join(folder, name + ".png"))

    def kozyr_test_note(*args):
        """Prints a line into the testcase log (the runner keeps stdout)."""
        print("KOZYR-TEST:", *args)

    class TestCond(Action):
        """`pause .1 until run TestCond("expr")` waits until the expression is true.

        A `run X` condition is ready when X is sensitive; running it does nothing.
        """

        def __init__(self, expr):
            self.expr = expr

        def get_sensitive(self):
            try:
                return bool(renpy.python.py_eval(self.expr))
            except Exception:
                return False

        def __call__(self):
            return None

    def kozyr_test_shared_path(name):
        """A file shared by the steps of one chained testcase (same HOME)."""
        return _kt_os.path.join(_kt_os.environ.get("HOME", config.basedir), name)

init 999 python:
    # Testcases start at the main menu: the first-launch language question is
    # answered (English) unless the testcase is about first launch itself.
    if not _kt_os.environ.get("KOZYR_TEST_NAME", "").startswith("first_launch"):
        if not persistent.kozyr_language_chosen:
            persistent.kozyr_language_chosen = True

init -10 python:

    import sys as _kt_sys

    ## Ren'Py 8.3.4's own testfocus aims a click with random.randrange(f.x, f.x + f.w),
    ## whose bounds are floats when a widget sits at a fractional position; Python
    ## 3.12+ refuses floats there (TypeError). Test support only: the game never calls it.
    if _kt_sys.version_info >= (3, 12):
        import random as _kt_random

        class _KozyrIntRandom(object):
            def __getattr__(self, name):
                return getattr(_kt_random, name)

            def randrange(self, start, stop=None, *rest):
                return _kt_random.randrange(int(start), None if stop is None else max(int(start) + 1, int(stop)), *rest)

        renpy.test.testfocus.random = _KozyrIntRandom()

    ## Ren'Py 8.1+ signs saves with a key of this device (renpy.savetoken) and asks
    ## "This save was created on a different device..." before loading one it did not
    ## sign: the fixtures of tests/fixtures/ were made elsewhere, so loading them asks.
    ## (Saves that were in the save folder when a game first ran on 8.1+ are signed then,
    ## without a question: the case of a player who upgrades.)
    KOZYR_TOKEN = {"asked": 0}

    def kozyr_test_token_question():
        """The text of the save-token question on screen now, or None."""
        s = renpy.get_screen("confirm")
        if s is None:
            return None
        msg = s.scope.get("message")
        for name in ("UNKNOWN_TOKEN", "TRUST_TOKEN"):
            if msg is not None and msg == getattr(gui, name, object()):
                return name
        return None

    class TestTrusting(TestCond):
        """`pause .2 until run TestTrusting("expr")`: as TestCond, and meanwhile answers
        Ren'Py's save-token question Yes (a player who trusts a save they copied), counting
        the questions in KOZYR_TOKEN["asked"]."""

        def get_sensitive(self):
            q = kozyr_test_token_question()
            if q is not None:
                f = renpy.test.testfocus.find_focus("Yes")
                if f is not None:
                    x, y = renpy.test.testfocus.find_position(f, (0.5, 0.5))
                    renpy.test.testmouse.click_mouse(1, int(x), int(y))
                    KOZYR_TOKEN["asked"] += 1
                    KOZYR_TOKEN["last"] = q
                    print("KOZYR-TEST: answered the save-token question", q)
                return False
            return super(TestTrusting, self).get_sensitive()

    def kozyr_test_token_expected(asked_before):
        """On 8.1+ an unsigned fixture asked once; on 8.0 nothing asks."""
        want = 1 if renpy.version_tuple[:2] >= (8, 1) else 0
        got = KOZYR_TOKEN["asked"] - asked_before
        assert got == want, "save-token questions: %d, expected %d on Ren'Py %s" % (got, want, renpy.version_only)
        return True

init 999 python:
    print("KOZYR-RENPY:", renpy.version_only, "on Python", "%d.%d" % _kt_sys.version_info[:2])

init -10 python:

    import time as _kt_time

    _KT_WAITS = {}

    class TestWait(TestCond):
        """`pause .1 until run TestWait("expr")`: waits until the expression is true, like
        TestCond, but fails the testcase, naming the expression and the line, when it is
        still false after `within` seconds (a wait that never ends would hang until the
        testcase's timeout, with no word of what it waited for). A wait on the thing a
        step needs replaces a fixed `pause N`, which guessed how long that takes: too
        short on a busy host, time lost on an idle one."""

        def __init__(self, expr, within=15.0):
            TestCond.__init__(self, expr)
            self.within = within

        def get_sensitive(self):
            if TestCond.get_sensitive(self):
                _KT_WAITS.pop(self.expr, None)
                return True
            # the testcase builds a new action at every check: the deadline is kept by expression
            deadline = _KT_WAITS.setdefault(self.expr, _kt_time.time() + self.within)
            if _kt_time.time() > deadline:
                _KT_WAITS.pop(self.expr, None)
                raise AssertionError("still false after %.0f s: %s (at %s)" % (
                    self.within, self.expr, renpy.get_filename_line()))
            return False

    def kozyr_table_settled():
        """The duel table shows duel_state and no card of its motion is in flight (a card
        lands at the end of its flight; reduced motion has no flights)."""
        if renpy.get_screen("duel_table") is None or duel_state is None:
            return False
        rt = duel.ui.table
        if rt is None or rt.state is not duel_state or rt.model is None:
            return False
        return all(f.get("landed") for f in rt.model.flights)

    def kozyr_table_ready():
        """The player's turn on a settled table: what a click or a key of the player needs."""
        return kozyr_table_settled() and duel_test_human_turn()

    def kozyr_page(screen, **scope):
        """Screen `screen` is shown with these values in its scope (a tab: the rules'
        `current` game, the extras' `current` tab, the map's `sel`ected opponent): what
        a wait before a screenshot or a click on that page names (issue 29)."""
        s = renpy.get_screen(screen)
        return s is not None and all(s.scope.get(k) == v for k, v in scope.items())

    def kozyr_language_is(lang):
        """The language switch is done (Language(None) is English)."""
        return _preferences.language == lang

    def kozyr_drawn(screen, wid=None):
        """Screen `screen` (its widget `wid`) was drawn in the last frame. Needs
        kozyr_layout_on() (layout_support.rpy), which keeps the last frame's tree."""
        d = renpy.get_displayable(screen, wid) if wid else renpy.get_screen(screen)
        return d is not None and kozyr_rect_of(d) is not None

init -10 python:

    _KT_DRAWN = {}

    def kozyr_transition_left(since):
        """Whether a transition may still be drawn, `since` being when the wait began
        (after whatever started it): the longest delay of the transitions Ren'Py lists
        has not passed since then. (Ren'Py keeps a finished transition listed until the
        interaction ends, and its start time is not always set, so its delay is what tells.)"""
        i = renpy.game.interface
        delay = max([i.transition_delay.get(layer, 0) or 0 for layer in list(i.ongoing_transition)] or [0])
        return _kt_time.time() - since < delay

    class TestDrawn(TestWait):
        """`pause .05 until run TestDrawn("renpy.get_screen('preferences')")`: waits, as
        TestWait (failing after `within` seconds), until the expression is true AND that
        is on screen: a frame drawn since the wait began, no restart of the interaction
        pending (a change a test makes is drawn after the restart), no transition under
        way. What a screenshot, a focus rectangle or a pixel check needs; it replaces the
        fixed `pause .3`-`pause .5` that guessed how long a page takes to show (issue 29)."""

        def __init__(self, expr="True", within=15.0):
            TestWait.__init__(self, expr, within)

        def get_sensitive(self):
            # the testcase builds a new action at every check: its start is kept by expression
            key = self.expr
            first, since = _KT_DRAWN.setdefault(key, (renpy.config.frames, _kt_time.time()))
            deadline = _KT_WAITS.setdefault("drawn: " + key, _kt_time.time() + self.within)
            i = renpy.game.interface
            if (TestCond.get_sensitive(self) and renpy.config.frames > first
                    and not i.restart_interaction and not kozyr_transition_left(since)):
                _KT_DRAWN.pop(key, None)
                _KT_WAITS.pop("drawn: " + key, None)
                return True
            if _kt_time.time() > deadline:
                _KT_DRAWN.pop(key, None)
                _KT_WAITS.pop("drawn: " + key, None)
                kozyr_shot("wait_failed_" + _kt_os.environ.get("KOZYR_TEST_NAME", "testcase"))
                print("KOZYR-TEST: waited for", key, "frames", renpy.config.frames, "from", first,
                      "restart", i.restart_interaction, "transition", kozyr_transition_left(since),
                      "true", TestCond.get_sensitive(self))
                raise AssertionError("not on screen after %.0f s: %s (at %s)" % (
                    self.within, self.expr, renpy.get_filename_line()))
            return False

init -10 python:

    _KT_CLICKS = {}

    class TestClick(TestCond):
        """`pause .05 until run TestClick("Rules of Svoi Kozyri", "kozyr_page('rules',
        current='svoi_kozyri')")`: clicks the focusable whose text holds `target` (as a
        testcase's `"target"` line does) and waits until `until` is true. A click that
        lands while a transition is drawn is dropped by Ren'Py (a transition passes no
        events until it ends), and a fixed pause before it only guessed how long that
        lasts; so when `until` is still false `retry` seconds after a click, no transition
        of that click is still drawn and the target is still on screen, it clicks again.
        Only for idempotent clicks (a tab, a menu button, a page link): a second click of
        a button that did act would do no harm. Fails with a screenshot and the line after
        `within` seconds. The first click waits for no transition listed since the wait
        began (the one that brought the target on screen)."""

        def __init__(self, target, until, within=20.0, retry=1.5):
            TestCond.__init__(self, until)
            self.target = target
            self.within = within
            self.retry = retry

        def get_sensitive(self):
            key = (self.target, self.expr)
            now = _kt_time.time()
            st = _KT_CLICKS.setdefault(key, {"began": now, "clicked": None, "clicks": 0})
            if TestCond.get_sensitive(self):
                _KT_CLICKS.pop(key, None)
                if st["clicks"] > 1:
                    print("KOZYR-TEST: clicked %r %d times for %s" % (self.target, st["clicks"], self.expr))
                return True
            if now - st["began"] > self.within:
                _KT_CLICKS.pop(key, None)
                kozyr_shot("click_failed_" + _kt_os.environ.get("KOZYR_TEST_NAME", "testcase"))
                raise AssertionError("clicked %r %d times; still false after %.0f s: %s (at %s)" % (
                    self.target, st["clicks"], self.within, self.expr, renpy.get_filename_line()))
            last = st["clicked"]
            if last is None:
                if kozyr_transition_left(st["began"]):
                    return False
            elif now - last < self.retry or kozyr_transition_left(last):
                return False
            f = renpy.test.testfocus.find_focus(self.target)
            if f is None:
                return False
            x, y = renpy.test.testfocus.find_position(f, (0.5, 0.5))
            renpy.test.testmouse.click_mouse(1, int(x), int(y))
            st["clicked"] = now
            st["clicks"] += 1
            return False
