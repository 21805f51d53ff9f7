## Debian's Ren'Py 8.0.3 never writes .rpyc files. Without them every process
## names each statement (file, int(time.time()), serial) afresh; saves refer to
## statements by name, so a save loaded in a new process cannot find its
## statement and resumes at the last `label`, replaying what followed. Here the
## statements get deterministic names (file, 0, index) instead - stable for as
## long as the script is unchanged. Official SDKs write .rpyc files, which keep
## names stable across edits, so there this file does nothing.

python early:

    def _kozyr_stable_assign_names(self, stmts, fn):
        import renpy.script as script

        for i, stmt in enumerate(script.collapse_stmts(stmts)):
            if stmt.name is None:
                stmt.name = (fn, 0, i)

    def _kozyr_writes_rpyc():
        """True when this Ren'Py writes .rpyc files (upstream builds do; Debian's does not)."""
        import renpy.script as script

        return "write_rpyc_header" in script.Script.load_file.__code__.co_names

    def _kozyr_install_stable_names():
        import renpy.script as script

        if _kozyr_writes_rpyc():
            return False
        script.Script.assign_names = _kozyr_stable_assign_names
        return True

    kozyr_stable_names_active = _kozyr_install_stable_names()
