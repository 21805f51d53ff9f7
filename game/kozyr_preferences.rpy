## Player preferences that belong to Kozyr rather than to Ren'Py. They live in
## `persistent` (built-in types only) so they survive new games and updates; the
## preferences screen (screens_preferences.rpy) edits them. The card table's options
## are the rows of duel.TABLE_OPTIONS (game/table/duel_options.rpy), which both the
## preferences screen and the table's "Table options" draw.

default persistent.kozyr_four_colour = False     # four-colour classic deck (skin classic4)
## The high-contrast card table: solid black instead of the felt, light outlines
## around cards, slots and panels, a thick yellow focus ring, larger white text
## (WCAG AA). Read by game/table/duel_screens.rpy (duel.hc()); edited in the
## preferences screen and the table's "Table options".
default persistent.duel_high_contrast = False
