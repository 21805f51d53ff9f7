## Menu speed figures (issue 18, item 5): prints, for each menu screen, the time from the
## action to the last frame of its transition (cold: first opening; warm: again), how many
## frames that took, and the same with transitions off; and the cold start to the main menu
## (step2: a second launch of the same project copy, so scripts are compiled as in a release).
## Figures go to the testcase log as "KOZYR-TEST: menus ..." lines; no timing is asserted.

init python:
    import time as _ms_time

    _ms_state = {}

    class KozyrTimed(Action):
        """`run KozyrTimed(action)`: starts the clock, then runs the action."""

        def __init__(self, action):
            self.action = action

        def __call__(self):
            _ms_state["t0"] = _ms_time.time()
            _ms_state["c0"] = _ms_time.process_time()
            _ms_state["f0"] = renpy.config.frames
            _ms_state.pop("end", None)
            return renpy.run(self.action)

    def kozyr_ms_done(screen):
        """True once `screen` is shown, a frame was drawn and no transition is running
        (polled by the testcase every 20 ms; the first true poll is the end time)."""
        if "end" in _ms_state:
            return True
        if "f0" not in _ms_state:
            if not _ms_state.get("warned"):
                kozyr_test_note("menus: the timed action has not run")
                _ms_state["warned"] = True
            return False
        if not renpy.get_screen(screen) or renpy.config.frames == _ms_state["f0"]:
            return False
        itf = renpy.display.interface
        for layer in itf.ongoing_transition:   # kept until the interaction ends: compare times
            start = itf.transition_time.get(layer)
            if not start or itf.frame_time - start < itf.transition_delay.get(layer, 0):
                return False
        _ms_state["end"] = (_ms_time.time(), renpy.config.frames, _ms_time.process_time())
        return True

    def kozyr_ms_report(label):
        end, frames, cpu = _ms_state["end"]
        kozyr_test_note("menus %-28s %6.0f ms wall %6.0f ms cpu %3d frames" % (
            label, (end - _ms_state["t0"]) * 1000, (cpu - _ms_state["c0"]) * 1000,
            frames - _ms_state["f0"]))
        return True

    def kozyr_ms_process_age():
        """Seconds since this process started (Linux /proc)."""
        import os
        with open("/proc/self/stat") as f:
            start_ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")

    def kozyr_ms_load():
        with open("/proc/loadavg") as f:
            return f.read().strip()

testcase menus_speed__step1:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ kozyr_test_note("menus load average: " + kozyr_ms_load())
    $ kozyr_test_note("menus first start (scripts compiled): %.2f s wall, %.2f s cpu" % (kozyr_ms_process_age(), _ms_time.process_time()))
    $ _preferences.transitions = 2
    run KozyrTimed(ShowMenu("preferences"))
    pause .02 until run TestCond("kozyr_ms_done('preferences')")
    $ kozyr_ms_report("preferences cold")
    run KozyrTimed(ShowMenu("main_menu"))
    pause .02 until run TestCond("kozyr_ms_done('main_menu')")
    $ kozyr_ms_report("back to main menu")
    run KozyrTimed(ShowMenu("preferences"))
    pause .02 until run TestCond("kozyr_ms_done('preferences')")
    $ kozyr_ms_report("preferences warm")
    run KozyrTimed(ShowMenu("rename_characters"))
    pause .02 until run TestCond("kozyr_ms_done('rename_characters')")
    $ kozyr_ms_report("rename from preferences")
    run KozyrTimed(ShowMenu("rules"))
    pause .02 until run TestCond("kozyr_ms_done('rules')")
    $ kozyr_ms_report("rules")
    run KozyrTimed(ShowMenu("extras"))
    pause .02 until run TestCond("kozyr_ms_done('extras')")
    $ kozyr_ms_report("extras")
    run KozyrTimed(ShowMenu("help"))
    pause .02 until run TestCond("kozyr_ms_done('help')")
    $ kozyr_ms_report("help")
    run KozyrTimed(ShowMenu("load"))
    pause .02 until run TestCond("kozyr_ms_done('load')")
    $ kozyr_ms_report("load")
    $ kozyr_test_note("menus transitions given way to speed: %s" % kozyr_menus_instant())
    run KozyrTimed(ShowMenu("main_menu"))
    pause .02 until run TestCond("kozyr_ms_done('main_menu')")
    $ _preferences.transitions = 0
    run KozyrTimed(ShowMenu("preferences"))
    pause .02 until run TestCond("kozyr_ms_done('preferences')")
    $ kozyr_ms_report("preferences, no transitions")
    run KozyrTimed(ShowMenu("rules"))
    pause .02 until run TestCond("kozyr_ms_done('rules')")
    $ kozyr_ms_report("rules, no transitions")
    run KozyrTimed(ShowMenu("main_menu"))
    pause .02 until run TestCond("kozyr_ms_done('main_menu')")
    $ kozyr_ms_report("main menu, no transitions")
    run Quit(confirm=False)

testcase menus_speed__step2:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    $ kozyr_test_note("menus load average: " + kozyr_ms_load())
    $ kozyr_test_note("menus cold start to the main menu: %.2f s wall, %.2f s cpu (all threads)" % (kozyr_ms_process_age(), _ms_time.process_time()))
    run Quit(confirm=False)
