## Test-only: where widgets were drawn, read from the tree of Renders of the last frame
## (issue 26's table polish: panels that overlapped, a button out of its panel, a focus
## ring cut off). A testcase calls kozyr_layout_on() once, waits a frame, then asks
## kozyr_rect(screen, id) for the rectangle a widget with that id was drawn in.

init -10 python:

    KOZYR_LAYOUT = {"tree": None, "orig": None}

    def _kozyr_layout_render_screen(root, width, height):
        tree = KOZYR_LAYOUT["orig"](root, width, height)
        KOZYR_LAYOUT["tree"] = tree
        return tree

    def kozyr_layout_on():
        """Keeps the tree of every frame drawn from now on (the last one is read)."""
        if KOZYR_LAYOUT["orig"] is None:
            KOZYR_LAYOUT["orig"] = renpy.display.render.render_screen
            renpy.display.render.render_screen = _kozyr_layout_render_screen

    def kozyr_rect_of(d):
        """(x, y, w, h) of the outermost Render of displayable d in the last frame drawn,
        None when it was not drawn."""
        tree = KOZYR_LAYOUT["tree"]
        todo = [(tree, 0, 0)] if tree is not None else []
        while todo:
            r, x, y = todo.pop(0)          # breadth first: the outermost render of d
            if not isinstance(r, renpy.display.render.Render):
                continue
            if any(o is d for o in (r.render_of or ())):
                return (int(x), int(y), int(r.width), int(r.height))
            for c in r.children:
                todo.append((c[0], x + c[1], y + c[2]))
        return None

    def kozyr_rect(screen, wid):
        """The rectangle the widget `wid` of a shown `screen` was drawn in, or None."""
        d = renpy.get_displayable(screen, wid)
        return kozyr_rect_of(d) if d is not None else None

    def kozyr_button_rect(screen, wid):
        """The focus rectangle of the button `wid` of a shown `screen` (a textbutton's id
        names its text, drawn smaller than the button), or None."""
        d = renpy.get_displayable(screen, wid)
        for f in renpy.display.focus.focus_list:
            w = f.widget
            if f.x is not None and d is not None and (w is d or getattr(w, "child", None) is d):
                return (int(f.x), int(f.y), int(f.w), int(f.h))
        return None

    def kozyr_overlap(a, b):
        """True when rectangles a and b (x, y, w, h) share any area."""
        return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]

    def kozyr_within(inner, outer, slack=0):
        return inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack and \
            inner[0] + inner[2] <= outer[0] + outer[2] + slack and inner[1] + inner[3] <= outer[1] + outer[3] + slack
