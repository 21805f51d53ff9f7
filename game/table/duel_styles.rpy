## duel_styles.rpy — the table's transforms and styles (owner: table): the ribbon of an
## announcement, the sizes and turn of a card, and the styles of the normal and the
## high-contrast look. The screens pick a style through duel.S("duel_text")
## (duel_look.rpy), so the high-contrast look switches every style at once.

## ------------------------------------------------------------------ transforms

## An announcement: a ribbon glides in from a little to the left after `delay`, stays
## `hold` seconds in all, and leaves a little to the right (with reduced motion, swoop=0:
## it only fades). The glide is short: a ribbon that crossed the screen from off its left
## edge showed its translucent tail there ("…ard pile", issue 26) while the cards moved.
## The announcement ribbon opens and closes like a blind (yzoom), never translucent: a
## fading ribbon let the status line's new prompt show through its text (issue 26).
transform duel_ribbon(delay=0.0, hold=1.2, swoop=80):
    xoffset -swoop yzoom 0.0
    pause delay
    easein 0.25 xoffset 0 yzoom 1.0
    pause max(0.1, hold - 0.5)
    easeout 0.2 xoffset swoop yzoom 0.0

transform duel_sized(w, h):
    xysize (w, h)

transform duel_turned(w, h):
    xysize (w, h)
    rotate 90

## ------------------------------------------------------------------ styles

style duel_text is text:
    font duel.FONT
    color "#f4ecd8"
    size 29
    outlines [(2, "#0008", 0, 0)]

style duel_small is duel_text:
    size 24

style duel_name is duel_text:
    size 32
    bold True

style duel_status is duel_text:
    size 31
    text_align 0.5
    xalign 0.5

style duel_button is button:
    xysize (250, 60)
    background duel.edged("#2a1a0eee", "#8a6a2a")
    hover_background duel.edged("#6b4a1c", "#f0c040")
    insensitive_background duel.edged("#2a2624cc", "#4a4540")
    selected_background duel.edged("#8a6a2a", "#f0c040")
    padding (6, 6)
    focus_mask None

style duel_button_text is duel_text:
    size 30
    bold True
    xalign 0.5
    yalign 0.5
    text_align 0.5
    color "#f7e7b4"
    hover_color "#ffffff"
    insensitive_color "#8c8679"

style duel_small_button is duel_button:
    xysize (216, 50)

style duel_small_button_text is duel_button_text:
    size 21

## the lower right corner's column (Undo, Hint, Table options, Menu): one line of 21 px
## ("Настройки стола" is 215 px wide)
style duel_corner_button is duel_small_button:
    xysize (236, 44)
    padding (6, 2)

style duel_corner_button_text is duel_small_button_text

style duel_panel is frame:
    background Frame(Solid("#0d1f16d0"), 0, 0)
    padding (14, 10)

## Every action button shows the focus ring when it has the focus (keyboard
## or mouse), so a keyboard player always sees where Enter goes.
style duel_button:
    hover_foreground duel.RING_FOCUS

## The high-contrast look (persistent.duel_high_contrast): white text on
## black without shadows, larger and bolder; buttons black with a white
## outline, yellow with black text when focused. duel.S("duel_text") picks
## the style of the current look.
style duel_hc_text is duel_text:
    color "#ffffff"
    outlines []
    size 31

style duel_hc_small is duel_hc_text:
    size 26

style duel_hc_name is duel_hc_text:
    size 34
    bold True

style duel_hc_status is duel_hc_text:
    size 34
    bold True
    text_align 0.5
    xalign 0.5

style duel_hc_button is duel_button:
    background Solid("#000000")
    foreground duel.RING_LIGHT
    hover_background Solid("#ffff00")
    hover_foreground duel.RING_FOCUS_HC
    insensitive_background Solid("#000000")
    insensitive_foreground duel.RING_SLOT_HC
    selected_background Solid("#ffffff")

style duel_hc_button_text is duel_button_text:
    size 29
    outlines []
    color "#ffffff"
    hover_color "#000000"
    selected_color "#000000"
    insensitive_color "#a6a6a6"

style duel_hc_small_button is duel_hc_button:
    xysize (216, 50)

## as in the normal look: "Настройки стола" needs two lines of 21 px in 50 px
style duel_hc_small_button_text is duel_hc_button_text:
    size 21

style duel_hc_corner_button is duel_hc_small_button:
    xysize (236, 44)
    padding (6, 2)

style duel_hc_corner_button_text is duel_hc_small_button_text

style duel_hc_panel is duel_panel:
    background Solid("#000000")
    foreground duel.RING_LIGHT
