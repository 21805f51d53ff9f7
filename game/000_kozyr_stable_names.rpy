## Debian's Ren'Py 8.0.3 never writes .rpyc files. Without them every process
## names each statement (file, int(time.time()), serial) afresh; saves refer to
## statements by name, so a save loaded in a new process cannot find its
## statement and resumes at the last `label`, replaying what followed. Official
## SDKs write .rpyc files, which keep names stable across edits, so there this
## file does nothing.
##
## Names given here (version 1) survive edits elsewhere in the script: a
## statement is named (anchor, digest, k) where
##   anchor  the nearest `label` before it (a label's name is global and fixed),
##           or, in a `translate <language> <id>:` block, that block; statements
##           before a file's first label are anchored to the file;
##   digest  8 hex digits of the MD5 of the statement's own content (what
##           Ren'Py's diff_info() compares when it matches old .rpyc names);
##   k       how many statements under the same anchor had the same digest
##           before it (identical lines, e.g. two `$ n += 1`, stay distinct).
## So inserting or deleting statements in another label, or in this label
## above, leaves a name unchanged; only editing the statement itself (or an
## identical twin above it under the same label) renames it, and then a save
## on it falls back, as Ren'Py does for any unknown name, to the latest earlier
## checkpoint whose statement still exists (the line before, usually).
##
## Version 0 (up to Kozyr 0.1.0) named statements (file, 0, index in file). Old
## saves hold such names; game/000_kozyr_stable_names_v0.json maps each of them,
## for the script of the last version-0 commit, to its version-1 name, and
## config.label_overrides resolves them (see _kozyr_install_v0_aliases). The
## table is frozen: it describes saves already made, never the current script.
## `KOZYR_DUMP_STATEMENT_NAMES=<file> renpy <game> compile` writes such a table
## for the script at hand (tools/make_save_fixtures.py names).

python early:

    def _kozyr_plain(value):
        """diff_info() parts as plain, process-independent text (classes by
        name, PyExpr and other str subclasses as str)."""
        if isinstance(value, type):
            return value.__name__
        if isinstance(value, str):
            return str(value)
        if isinstance(value, (tuple, list)):
            return tuple(_kozyr_plain(v) for v in value)
        if value is None or isinstance(value, (bool, int, float)):
            return value
        return type(value).__name__

    def _kozyr_statement_digest(node):
        import hashlib
        import renpy.ast as ast

        if type(node).diff_info is ast.Node.diff_info:
            # the default diff_info() is id(self): use the statement's kind
            info = (type(node).__name__,)
        else:
            info = _kozyr_plain(node.diff_info())
        return hashlib.md5(repr(info).encode("utf-8")).hexdigest()[:8]

    def _kozyr_anchor_of(node, anchor):
        """The anchor for `node` and what follows it."""
        import renpy.ast as ast

        if isinstance(node, ast.Label) and isinstance(node.name, str):
            return node.name
        if isinstance(node, ast.Translate) and node.language is not None:
            # a space never occurs in a label's name, a "/" never in a
            # translation identifier: anchors of the three kinds never meet
            return "translate %s %s" % (node.language, node.identifier)
        return anchor

    # (file, 0, index) -> version-1 name, filled only while dumping the table
    _kozyr_v0_names = {}
    _kozyr_dumping = False
    _kozyr_v0_in_init = set()  # names of statements inside init code (dumping)

    def _kozyr_stable_assign_names(self, stmts, fn):
        import renpy.script as script

        named = self.__dict__.setdefault("_kozyr_named_files", set())
        if fn in named:
            # the same file name a second time (load_string() of the console
            # and the like): names need only be unique, as Ren'Py's own are
            return _kozyr_renpy_assign_names(self, stmts, fn)
        named.add(fn)

        anchor = fn
        seen = {}
        for i, stmt in enumerate(script.collapse_stmts(stmts)):
            anchor = _kozyr_anchor_of(stmt, anchor)
            if stmt.name is not None:
                continue
            digest = _kozyr_statement_digest(stmt)
            k = seen.get((anchor, digest), 0)
            seen[(anchor, digest)] = k + 1
            stmt.name = (anchor, digest, k)
            if _kozyr_dumping:
                _kozyr_v0_names[(fn, 0, i)] = stmt.name
        if _kozyr_dumping:
            import renpy.ast as ast
            for top in stmts:
                if isinstance(top, ast.Init):
                    top.get_children(lambda n: _kozyr_v0_in_init.add(n.name))

    def _kozyr_writes_rpyc():
        """True when this Ren'Py writes .rpyc files (upstream builds do; Debian's does not)."""
        import renpy.script as script

        return "write_rpyc_header" in script.Script.load_file.__code__.co_names

    def _kozyr_install_stable_names():
        global _kozyr_renpy_assign_names, _kozyr_dumping
        import os
        import renpy.script as script

        if _kozyr_writes_rpyc():
            return False
        _kozyr_renpy_assign_names = script.Script.assign_names
        _kozyr_dumping = bool(os.environ.get("KOZYR_DUMP_STATEMENT_NAMES"))
        script.Script.assign_names = _kozyr_stable_assign_names
        return True

    kozyr_stable_names_active = _kozyr_install_stable_names()


init -999 python:

    def _kozyr_v0_alias_table():
        """{(file, 0, index): version-1 name} from the frozen table."""
        import json

        with renpy.loader.load("000_kozyr_stable_names_v0.json") as f:
            data = json.loads(f.read().decode("utf-8"))
        table = {}
        for fn, rows in data["files"].items():
            for i, anchor, digest, k in rows:
                table[(fn, 0, i)] = (anchor, digest, k)
        return table

    def _kozyr_install_v0_aliases():
        """Lets names of version-0 saves resolve; returns how many do."""
        table = _kozyr_v0_alias_table()
        namemap = renpy.game.script.namemap
        live = {old: new for old, new in table.items() if new in namemap}
        config.label_overrides.update(live)
        # "seen" marks (skipping read text) were kept under the old names too
        seen = persistent._seen_ever
        if seen:
            for old in [n for n in seen if n in live]:
                seen.setdefault(live[old], True)
        return len(live)

    def _kozyr_patch_come_from():
        """Loading a save calls the _after_load label (and so every
        config.after_load_callbacks) when control reaches the saved statement:
        Context.run compares each node's name with the name the save holds. A
        version-0 save holds an old name that resolves through
        config.label_overrides to a statement named otherwise, so the names never
        matched and the callbacks never ran after loading such a save. The name
        to wait for is the one the lookup resolves to."""
        Context = renpy.execution.Context
        original = getattr(Context, "_kozyr_original_come_from", None)
        if original is None:
            original = Context.come_from
            Context._kozyr_original_come_from = original

        def come_from(self, name, label):
            return original(self, config.label_overrides.get(name, name), label)

        Context.come_from = come_from

    def _kozyr_dump_statement_names(path):
        """Writes the version-0 -> version-1 table for the script as loaded.

        Only statements a save can name are kept: those under a label or in a
        translate block (saves hold the statement being run, call return sites
        and the rollback log, all inside labels), and none inside init code."""
        import json

        files = {}
        for (fn, _zero, i), new in sorted(_kozyr_v0_names.items()):
            if new in _kozyr_v0_in_init or new[0] == fn:
                continue
            files.setdefault(fn, []).append([i, new[0], new[1], new[2]])
        data = {
            "about": "Kozyr statement names: version-0 (file, 0, index) -> version-1 "
                     "[index, anchor, digest, k]; see game/000_kozyr_stable_names.rpy",
            "files": files,
        }
        with open(path, "w") as f:
            json.dump(data, f, sort_keys=True, separators=(",", ":"))
            f.write("\n")

    kozyr_v0_aliases = 0
    if kozyr_stable_names_active:
        if _kozyr_dumping:
            import os as _kozyr_os
            _kozyr_dump_statement_names(_kozyr_os.environ["KOZYR_DUMP_STATEMENT_NAMES"])
        else:
            kozyr_v0_aliases = _kozyr_install_v0_aliases()
            _kozyr_patch_come_from()
