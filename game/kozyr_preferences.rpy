## Player preferences that belong to Kozyr rather than to Ren'Py. They live in
## `persistent` (built-in types only) so they survive new games and updates;
## the preferences screen (screens.rpy) edits them and the card table reads them.

default persistent.kozyr_hints = True            # lift legal cards, dim the others
default persistent.kozyr_four_colour = False     # four-colour classic deck
default persistent.kozyr_high_contrast = False   # high-contrast table felt and text
default persistent.kozyr_undo = False            # undo a move (only on the easiest level)
default persistent.kozyr_ai_speed = "normal"     # "slow" | "normal" | "fast"
default persistent.kozyr_card_scale = 1.0        # 1.0 | 1.15 | 1.3
