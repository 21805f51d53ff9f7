## kozyr_save_versions.rpy — a save made on a newer Ren'Py is refused with a reason.
##
## Saves hold Ren'Py's own objects by module and class, and newer Ren'Pys move them
## (8.3.4 pickles renpy.display.scenelists.SceneLists, which 8.0.3 does not have): such a
## save cannot load on an older Ren'Py, and trying raised a traceback. An older save loads
## on a newer Ren'Py exactly (tested both ways by ./kozyr test, see the README's "Ren'Py
## versions"). Every load (the Load screen, Quick Load, Continue, renpy.load) goes
## through renpy.loadsave.load; a slot whose save names a newer major.minor Ren'Py than
## this one is not unpickled: the player is told why, and stays where they were.

init -900 python:

    def kozyr_save_renpy_version(slotname):
        """The (major, minor, patch) of the Ren'Py that made save `slotname`, or None."""
        try:
            json = renpy.slot_json(slotname) or {}
            v = json.get("_renpy_version")
            return tuple(int(x) for x in v[:3]) if v else None
        except Exception:
            return None

    def kozyr_save_too_new(slotname):
        """True when `slotname` was made on a newer major.minor Ren'Py than this one."""
        v = kozyr_save_renpy_version(slotname)
        return v is not None and v[:2] > tuple(renpy.version_tuple[:2])

    def kozyr_renpy_version_text():
        """This Ren'Py's version as players read it: 8.0.3."""
        return ".".join(str(x) for x in renpy.version_tuple[:3])

    def _kozyr_refuse_newer(load):
        def guarded(filename, *args, **kwargs):
            if kozyr_save_too_new(filename):
                made = ".".join(str(x) for x in kozyr_save_renpy_version(filename))
                running = kozyr_renpy_version_text()
                print("[kozyr] refused to load %s: made on Ren'Py %s, this is %s" % (filename, made, running))
                renpy.invoke_in_new_context(renpy.call_screen, "kozyr_save_refused", made=made, running=running)
                return None
            return load(filename, *args, **kwargs)
        guarded.kozyr_original = load
        return guarded

    if not hasattr(renpy.loadsave.load, "kozyr_original"):
        renpy.loadsave.load = _kozyr_refuse_newer(renpy.loadsave.load)
        renpy.exports.load = renpy.loadsave.load
        renpy.load = renpy.loadsave.load

screen kozyr_save_refused(made, running):
    modal True
    zorder 200
    style_prefix "confirm"
    use confirm_panel(__("This save was made with Ren'Py {made}, newer than the Ren'Py {running} running Kozyr now, and cannot be loaded here. Open it with Ren'Py {made} or newer.").format(made=made, running=running)):
        textbutton _("OK") action Return(True) xalign 0.5
    key "game_menu" action Return(True)
