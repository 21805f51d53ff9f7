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
