## Debian's Ren'Py 8.0.3 never writes .rpyc files, so every start parses every
## script file again: Kozyr's and Ren'Py's own common files. Worse, a freshly
## parsed Python block carries the time of parsing in its location, which is
## part of its key in the bytecode cache (game/cache/bytecode.rpyb), so every
## start also recompiles every Python block and rewrites that cache. Together
## that was about 1.3 s of a 3.4 s start on an idle machine.
##
## Official SDKs keep the parsed script in .rpyc files beside the sources. This
## file does the same for the build that does not: after a file is parsed, the
## statements (names given by 000_kozyr_stable_names.rpy, static transforms
## applied: what an .rpyc's second slot holds) are pickled to
## game/cache/kozyr_scripts/, keyed by the MD5 of the source and the Ren'Py,
## script and Python versions. The next start unpickles instead of parsing when
## the source is unchanged. The common files live in a read-only system
## directory, hence the cache under game/ rather than .rpyc files beside them.
##
## It does nothing where Ren'Py writes .rpyc files itself (upstream builds),
## while statement names are being dumped (that needs a real parse), or with
## `renpy <game> compile` (which asks for a fresh parse; it refreshes the cache).
## A missing, stale or unreadable entry just means a parse, as before.
##
## The name sorts after 000_kozyr_ast_fix and before 000_kozyr_stable_names
## and renpy/common/00*.rpy, so every later file goes through the cache.

python early:

    _kozyr_script_cache_version = 1

    ## files this process took from the cache and files it parsed (the testcases look)
    kozyr_script_cache_stats = {"cached": 0, "parsed": 0}

    def _kozyr_script_cache_key():
        """What an entry must have been written by to be usable here."""
        import sys
        import renpy

        return ("kozyr-script-cache %d; renpy %s; script %s; python %d.%d" % (
            _kozyr_script_cache_version, renpy.version_only, renpy.script_version,
            sys.version_info[0], sys.version_info[1])).encode("utf-8")

    def _kozyr_script_cache_path(fullfn):
        import os
        import renpy

        name = renpy.parser.elide_filename(fullfn).replace("/", "__")
        return os.path.join(renpy.config.gamedir, "cache", "kozyr_scripts", name + "c")

    def _kozyr_script_cache_read(path, key, digest):
        """(data, stmts) from the entry at path, or None when it does not fit."""
        import builtins  # the store's dict is Ren'Py's RevertableDict
        import renpy
        from renpy.compat.pickle import loads

        try:
            with open(path, "rb") as f:
                blob = f.read()
        except (IOError, OSError):
            return None
        head = key + b"\n" + digest + b"\n"
        if not blob.startswith(head):
            return None
        data, stmts = loads(blob[len(head):])
        if not isinstance(data, builtins.dict) or data.get("version") != renpy.script_version:
            return None
        return data, stmts

    def _kozyr_script_cache_write(path, key, digest, data, stmts):
        import os
        from renpy.compat.pickle import dumps

        blob = key + b"\n" + digest + b"\n" + dumps((data, stmts))
        os.makedirs(os.path.dirname(path), exist_ok=True)  # (two games may start at once)
        temp = "%s.%d.tmp" % (path, os.getpid())
        with open(temp, "wb") as f:
            f.write(blob)
        os.replace(temp, path)  # readers never see half an entry

    def _kozyr_cached_load_file(self, dir, fn):  # @ReservedAssignment
        import hashlib
        import renpy

        original = _kozyr_renpy_load_file
        if not dir or not (fn.endswith(".rpy") or fn.endswith(".rpym")):
            return original(self, dir, fn)

        fullfn = dir + "/" + fn
        try:
            with open(fullfn, "rb") as f:
                digest = hashlib.md5(f.read()).hexdigest().encode("ascii")
            path = _kozyr_script_cache_path(fullfn)
        except Exception:
            return original(self, dir, fn)
        key = _kozyr_script_cache_key()

        if not renpy.game.args.compile:  # type: ignore
            try:
                found = _kozyr_script_cache_read(path, key, digest)
            except Exception:
                # a damaged entry: parse, and the write below replaces it
                renpy.display.log.write("Kozyr script cache: could not read %r", path)
                found = None
            if found is not None:
                self.loaded_rpy = True  # as for a parse: backups still cover it
                kozyr_script_cache_stats["cached"] += 1
                return found

        errors_before = len(renpy.parser.parse_errors)
        data, stmts = original(self, dir, fn)
        kozyr_script_cache_stats["parsed"] += 1
        if stmts and len(renpy.parser.parse_errors) == errors_before:
            try:
                _kozyr_script_cache_write(path, key, digest, data, stmts)
            except Exception:
                # a read-only game directory: start as fast as before, no faster
                renpy.display.log.write("Kozyr script cache: could not write %r", path)
        return data, stmts

    def _kozyr_install_script_cache():
        import os
        import renpy.script as script

        if "write_rpyc_header" in script.Script.load_file.__code__.co_names:
            return False  # this Ren'Py keeps .rpyc files itself
        if os.environ.get("KOZYR_DUMP_STATEMENT_NAMES") or os.environ.get("KOZYR_NO_SCRIPT_CACHE"):
            return False
        global _kozyr_renpy_load_file
        _kozyr_renpy_load_file = script.Script.load_file
        script.Script.load_file = _kozyr_cached_load_file
        return True

    kozyr_script_cache_active = _kozyr_install_script_cache()
