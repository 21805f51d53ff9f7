## Makes the top-level `engine/` package importable (one copy of the code, no
## symlinks) and reads the project manifest, the single source of the version.

python early:

    import json as _kozyr_json
    import os as _kozyr_os
    import sys as _kozyr_sys

    if config.basedir not in _kozyr_sys.path:
        _kozyr_sys.path.insert(0, config.basedir)

    def _kozyr_read_manifest():
        path = _kozyr_os.path.join(config.basedir, "renpy_project.json")
        try:
            with open(path, "rb") as f:
                return _kozyr_json.loads(f.read().decode("utf-8"))
        except (IOError, OSError, ValueError):
            # A distribution without the manifest still runs; it shows no version.
            return {"name": "kozyr", "title": "Kozyr", "version": "unknown"}

    kozyr_manifest = _kozyr_read_manifest()

# Reload the engine package with Shift+R in developer mode.
define config.reload_modules = ["engine"]

init -100 python:
    # The rules engine, for every store that needs it (`import engine` there too).
    import engine
