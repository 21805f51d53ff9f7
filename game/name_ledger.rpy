## name_ledger.rpy — the name prompt (renpy.input's screen), drawn as the border guard's
## ledger (player review 5, story presentation 2; owner: present).
##
## The story's three prompts (ask_player_name and name_character in story/script.rpy) come
## at the border and on the road: the question is written into the ledger of travellers, the
## name goes on its ruled line in ink (`border`: the border post's own ledger, with its
## heading and the travellers before you), and the person who hears it stands beside the page
## (`who`, an image tag: Ash at the border; the one being renamed, who steps from the scene to
## the page's side for the question, see name_character). Under the line, how long a name
## may be (`limit`: the callers pass kozyr_name_length, the cap kozyr_clean_name applies) and
## what an empty line keeps (`default_name`, shown in the player's language). Other inputs
## (the case forms in Extras, kozyr_language.rpy) pass none of these: a plain page.

screen input(prompt, who=None, default_name=None, limit=None, border=False):
    style_prefix "ledger"

    ## the scene stays, a little dimmed, behind the page
    add Solid("#0000004d")

    if who:
        add who:
            id "ledger_bust"
            xanchor 0.5 yanchor 1.0
            xpos 1480 ypos 1080
            zoom 0.95

    frame:
        id "ledger_page"
        vbox:
            spacing 14
            if border:
                text _("KARDA BORDER POST · LEDGER OF TRAVELLERS") style "ledger_heading"
                add Solid("#8a6a3d", xysize=(820, 3))
                ## earlier entries: a page somebody has been writing in
                text _("A tinker with two mules — let through.") style "ledger_old"
                text _("A pilgrim for the temple of Fortune — let through.") style "ledger_old"
                null height 6
            text prompt style "ledger_prompt"
            frame:
                id "input_field"
                style "ledger_line"
                input id "input" style "ledger_input"
            if limit:
                text _("Up to [limit] letters. Press Enter to sign.") style "ledger_hint"
            else:
                text _("Type a name and press Enter.") style "ledger_hint"
            if default_name:
                text _("An empty line keeps “[default_name]”.") style "ledger_hint"

## the caret: a bar the height of the text, blinking, in the ink's colour
image kozyr_input_caret:
    Solid("#1f2b4a", xysize=(4, 52))
    block:
        alpha 1.0
        pause 0.55
        alpha 0.0
        pause 0.4
        repeat

style ledger_frame is frame:
    xpos 150
    yalign 0.42
    xsize 940
    padding (60, 44, 60, 40)
    ## the page: parchment in a leather binding (the binding is the frame's dark border)
    background Frame(Composite((32, 32),
        (0, 0), Solid("#3b2716"),
        (6, 6), Solid("#efe2c0", xysize=(20, 20))), 12, 12)

style ledger_heading is default:
    size 24
    bold True
    color "#6b4a22"
    xalign 0.5

style ledger_old is default:
    size 24
    italic True
    color "#8f7a58"

style ledger_prompt is default:
    size 34
    color "#2e1f10"

style ledger_line is frame:
    xfill True
    padding (10, 6, 10, 8)
    ## the ruled line the name is written on
    background Frame(Composite((16, 16),
        (0, 13), Solid("#8a6a3d", xysize=(16, 3))), 0, 0, 0, 8)

style ledger_input is input:
    xalign 0.0
    size 48
    color "#1f2b4a"
    caret "kozyr_input_caret"

style ledger_hint is default:
    size 24
    color "#5e4a2c"
