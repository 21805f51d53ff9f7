## kozyr_map_place.rpy — `kozyr_panel_place oid:` for the map's panel (game/map.rpy).
##
## A screen-language statement must be registered in a `python early` block of a file
## loaded before the screens that use it (files load in name order: this one comes before
## map.rpy). The placing itself, kozyr_map_panel_spot, lives with the map.

python early:
    class KozyrPanelPlace(renpy.Displayable):
        """Places its one child, the panel of `oid`, by kozyr_map_panel_spot."""

        spots = {}      # kozyr_map_panel_spot's memo

        def __init__(self, oid, **properties):
            super(KozyrPanelPlace, self).__init__(**properties)
            self.oid = oid
            self.child = None
            self.offset = (0, 0)

        def add(self, child):
            self.child = renpy.displayable(child)

        def visit(self):
            return [self.child] if self.child is not None else []

        def render(self, width, height, st, at):
            renders = [renpy.render(self.child, w, height, st, at) for w in KOZYR_PANEL_WIDTHS]
            sizes = [tuple(int(v) for v in r.get_size()) for r in renders]
            x, y, k = kozyr_map_panel_spot(self.oid, sizes)
            self.offset = (x, y)
            renpy.store.kozyr_map_panel_rect = (x, y) + sizes[k]
            rv = renpy.Render(width, height)
            rv.blit(renders[k], (x, y))
            return rv

        def event(self, ev, x, y, st):
            return self.child.event(ev, x - self.offset[0], y - self.offset[1], st)

    ## `kozyr_panel_place oid:` with one child, in the screen language
    ## (done() ends the statement in newer Ren'Pys; 8.0 has none)
    _kozyr_place = renpy.register_sl_displayable("kozyr_panel_place", KozyrPanelPlace, "default", 1)
    _kozyr_place.add_positional("oid")
    if hasattr(_kozyr_place, "done"):
        _kozyr_place.done()

