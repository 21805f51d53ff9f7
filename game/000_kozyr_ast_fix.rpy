## Ren'Py 8.0.x on Python 3.11 (Debian's package): screen-language expressions
## are compiled from AST nodes whose end_lineno/end_col_offset are missing or
## precede their start, and Python 3.11's compile() rejects them with
## "ValueError: AST node line range (N, 1) is not valid". Upstream fixed this in
## 8.1 ("py311: Fix end_lineno"); this file does the same from the game side and
## does nothing on Python < 3.11 or Ren'Py >= 8.1.
##
## The name sorts before renpy/common/00*.rpy so it runs before any screen is
## compiled; it must never be named like a common file (that would replace it).

python early:

    def _kozyr_clamp_ast_positions(tree):
        """Makes every node's end position at least its start position."""
        import ast

        for node in ast.walk(tree):
            lineno = getattr(node, "lineno", None)
            if lineno is None:
                continue
            end_lineno = getattr(node, "end_lineno", None)
            if end_lineno is None or end_lineno < lineno:
                node.end_lineno = end_lineno = lineno
            col = getattr(node, "col_offset", None)
            end_col = getattr(node, "end_col_offset", None)
            if col is not None and end_lineno == lineno and (end_col is None or end_col < col):
                node.end_col_offset = col
        return tree

    def _kozyr_sl_compile_expr(loc, node):
        # Function-local imports: at store level `import renpy.x` would rebind
        # the store's `renpy` (the exports module) to the package.
        import ast
        import renpy

        filename = loc[0]
        if filename in renpy.python.py3_files:
            flags = renpy.python.py3_compile_flags
        else:
            flags = renpy.python.new_compile_flags

        expr = ast.Expression(body=node)
        ast.fix_missing_locations(expr)
        _kozyr_clamp_ast_positions(expr)
        return compile(expr, filename, "eval", flags, 1)

    def _kozyr_install_ast_fix():
        import sys
        import renpy as _renpy_package
        import renpy.sl2.slast as slast

        if sys.version_info < (3, 11) or _renpy_package.version_tuple >= (8, 1):
            return False
        slast.compile_expr = _kozyr_sl_compile_expr
        return True

    kozyr_ast_fix_active = _kozyr_install_ast_fix()
