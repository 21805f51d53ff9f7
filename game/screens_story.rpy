################################################################################
## screens_story.rpy: the screens of the story itself
################################################################################
##
## The screens Ren'Py shows while the story plays: say, input, choice and the quick
## menu. The base styles they build on are in screens_base.rpy, NVL mode in
## screens_nvl.rpy, the variants for phones and touch screens in screens_touch.rpy.

## Split out of the old game/screens.rpy (issue 17); like all the screens_*.rpy
## files it runs at init offset -1, as that file did.

init offset = -1


################################################################################
## In-game screens
################################################################################


## Say screen ##################################################################
##
## The say screen is used to display dialogue to the player. It takes two
## parameters, who and what, which are the name of the speaking character and
## the text to be displayed, respectively. (The who parameter can be None if no
## name is given.)
##
## This screen must create a text displayable with id "what", as Ren'Py uses
## this to manage text display. It can also create displayables with id "who"
## and id "window" to apply style properties.
##
## https://www.renpy.org/doc/html/screen_special.html#say

screen say(who, what):
    style_prefix "say"

    window:
        id "window"
        ## over a CG the box is see-through, so the picture's lower quarter still shows
        ## (a property, not a style: the Character sets the window's style)
        background kozyr_say_background()

        if who is not None:

            window:
                id "namebox"
                style "namebox"
                text who id "who"

        text what id "what"


    ## If there's a side image, display it above the text. Do not display on the
    ## phone variant - there's no room.
    if not renpy.variant("small"):
        add SideImage() xalign 0.0 yalign 1.0


## Make the namebox available for styling through the Character object.
init python:
    config.character_id_prefixes.append('namebox')

    def kozyr_cg_up():
        """True while one of the story's CGs (an image tagged cg_...) is on the master layer."""
        return any(t.startswith("cg_") for t in renpy.get_showing_tags("master"))

    def kozyr_say_background():
        """The say window's box: style.window's, see-through while a CG is up."""
        if kozyr_cg_up():
            return Transform("gui/textbox.png", alpha=0.5, xalign=0.5, yalign=1.0)
        return style.window.background

style window is default
style say_label is default
style say_dialogue is default
style say_thought is say_dialogue

style namebox is default
style namebox_label is say_label


style window:
    xalign 0.5
    xfill True
    yalign gui.textbox_yalign
    ysize gui.textbox_height

    background Image("gui/textbox.png", xalign=0.5, yalign=1.0)

style namebox:
    xpos gui.name_xpos
    xanchor gui.name_xalign
    xsize gui.namebox_width
    ypos gui.name_ypos
    ysize gui.namebox_height

    background Frame("gui/namebox.png", gui.namebox_borders, tile=gui.namebox_tile, xalign=gui.name_xalign)
    padding gui.namebox_borders.padding

style say_label:
    properties gui.text_properties("name", accent=True)
    xalign gui.name_xalign
    yalign 0.5

style say_dialogue:
    properties gui.text_properties("dialogue")

    xpos gui.dialogue_xpos
    xsize gui.dialogue_width
    ypos gui.dialogue_ypos

    adjust_spacing False

## Input screen ################################################################
##
## This screen is used to display renpy.input. The prompt parameter is used to
## pass a text prompt in.
##
## This screen must create an input displayable with id "input" to accept the
## various input parameters.
##
## https://www.renpy.org/doc/html/screen_special.html#input

## Kozyr: the screen is the border guard's ledger, in game/name_ledger.rpy.

style input_prompt is default

style input_prompt:
    xalign 0.5
    properties gui.text_properties("input_prompt")

style input:
    xalign gui.dialogue_text_xalign
    xmaximum gui.dialogue_width


## Choice screen ###############################################################
##
## This screen is used to display the in-game choices presented by the menu
## statement. The one parameter, items, is a list of objects, each with caption
## and action fields.
##
## https://www.renpy.org/doc/html/screen_special.html#choice

## Kozyr (issue 26): the question stays on screen. A menu with a say line
## shows it in the say screen; a menu without one shows the last line said
## (the narration or the question that led to it) in the same window, so a
## choice never appears with nothing to answer. The buttons stand in a column
## just above the text box (issue 28: at the top they lay over the scene's art),
## on the side where no face is: between two busts at left and right, beside a
## bust standing in the middle (kozyr_choice_column).

screen choice(items):
    style_prefix "choice"

    if not renpy.get_screen("say") and kozyr_choice_question() is not None:
        $ q_who, q_what = kozyr_choice_question()
        window:
            id "choice_question"
            style "window"
            if q_who:
                window:
                    style "namebox"
                    text q_who style "say_label"
            text q_what style "say_dialogue"

    vbox:
        id "choice_column"
        xcenter kozyr_choice_column()
        ypos config.screen_height - gui.textbox_height - 14
        for i in items:
            textbutton i.caption action i.action


default kozyr_last_line_id = None     # the translation id of the last line said

init python:
    ## the column's width and the places it may stand (its centre, in pixels)
    KOZYR_CHOICE_WIDTH = 820
    KOZYR_CHOICE_CENTRES = (960, 1490, 430)     # the middle first: it wins a tie; the sides 20 px from the edge

    def kozyr_choice_column():
        """The x centre of the choice column: of KOZYR_CHOICE_CENTRES, the one whose
        column covers the least of the faces shown on the master layer (a face: the
        middle three fifths of a bust's width)."""
        faces = []
        for tag in renpy.get_showing_tags("master"):
            if not renpy.has_image(tag + " neutral"):
                continue    # not a character's bust (a background, a CG, a prop)
            box = renpy.get_image_bounds(tag, layer="master")
            if box:
                x, _y, w, _h = box
                faces.append((x + 0.2 * w, x + 0.8 * w))
        half = KOZYR_CHOICE_WIDTH / 2.0

        def covered(cx):
            return sum(max(0.0, min(cx + half, b) - max(cx - half, a)) for a, b in faces)

        return min(KOZYR_CHOICE_CENTRES, key=covered)

    def kozyr_choice_question():
        """(who, what) of the last line said, shown with a menu that has no say
        line of its own; None when nothing has been said yet.

        Switching the language empties Ren'Py's history (its lines are in the old
        language), which left a choice without its question after a trip to
        Preferences: the line is then read again from the script, in the new language."""
        h = getattr(store, "_history_list", None)
        if h:
            last = h[-1]
            return (last.who or None, last.what)
        return kozyr_line_again(store.kozyr_last_line_id)

    def kozyr_line_again(tid):
        """(who, what) of the say statement with translation id `tid`, in the current
        language (its translation, else the script's own words); None if there is none."""
        if tid is None:
            return None
        try:
            block = renpy.game.script.translator.lookup_translate(tid)
        except Exception:
            return None
        node = block
        while node is not None and not isinstance(node, renpy.ast.Say):
            node = getattr(node, "next", None)
        if node is None:
            return None
        who = renpy.ast.eval_who(node.who, getattr(node, "who_fast", None))
        name = getattr(who, "name", None)
        if name is not None and getattr(who, "dynamic", False):
            name = renpy.python.py_eval(name)
        return (renpy.substitute(name) if name else None, renpy.substitute(node.what))

    def kozyr_remember_line(event, interact=True, **kwargs):
        """Every character: keeps the id of the line being said (for kozyr_line_again)."""
        if event == "begin":
            tid = renpy.game.context().translate_identifier
            if tid is not None:
                store.kozyr_last_line_id = tid

    config.all_character_callbacks.append(kozyr_remember_line)

style choice_vbox is vbox
style choice_button is button
style choice_button_text is button_text

style choice_vbox:
    yanchor 1.0         # its foot just above the text box (the screen sets ypos and xcenter)
    xsize 820           # KOZYR_CHOICE_WIDTH

    spacing 14

style choice_button is default:
    properties gui.button_properties("choice_button")
    xsize 820           # the column's width (gui.choice_button_width is the screen's)
    padding (48, 10, 48, 10)

style choice_button_text is default:
    properties gui.button_text_properties("choice_button")


## Quick Menu screen ###########################################################
##
## The quick menu is displayed in-game to provide easy access to the out-of-game
## menus.

screen quick_menu():

    ## Ensure this appears on top of other screens.
    zorder 100

    if quick_menu and kozyr_quick_menu_wanted():

        ## on a dark plate of its own: grey words straight on the picture read poorly
        ## over bright scenes (issue 26)
        frame:
            id "quick_plate"
            style "quick_plate"

            hbox:
                style_prefix "quick"

                textbutton _("Back") action Rollback()
                textbutton _("History") id "quick_history" action ShowMenu('history')
                textbutton _("Skip") action Skip() alternate Skip(fast=True, confirm=True)
                textbutton _("Auto") action Preference("auto-forward", "toggle")
                textbutton _("Save") action ShowMenu('save')
                textbutton _("Q.Save") action QuickSave()
                textbutton _("Q.Load") id "quick_qload" action QuickLoad()
                textbutton _("Prefs") action ShowMenu('preferences')


## This code ensures that the quick_menu screen is displayed in-game, whenever
## the player has not explicitly hidden the interface.
init python:
    config.overlay_screens.append("quick_menu")

    ## Screens that own the whole screen and their own buttons: the quick menu stays off
    ## them even when a story line is said over them (the card table, a problem, the
    ## review of a duel).
    KOZYR_NO_QUICK_MENU = ("duel_table", "coach_problem", "coach_review")

    def kozyr_quick_menu_wanted():
        """The quick menu sits under the say window: it shows with a line on screen (a
        choice with its line kept in the window too), never alone over a CG or the
        scene's art with the window hidden (a choice hides the window: it lay over
        Marta's apron, issue 26), and never over the card table."""
        if any(renpy.get_screen(s) for s in KOZYR_NO_QUICK_MENU):
            return False
        ## the empty window (Ren'Py's `window auto` shows it, dissolving in, before the first
        ## line after a "picture first" CG) has no line yet: no quick menu over the picture
        ## until the line is there (player review 5)
        if renpy.get_screen("say") is not None:
            return kozyr_say_line_shown()
        if renpy.get_screen("nvl"):
            return True
        ## a choice: only under its question's window (the choice screen is updated
        ## before this one, which has the higher zorder)
        return bool(renpy.get_screen("choice")) and renpy.get_displayable("choice", "choice_question") is not None

    def kozyr_say_line_shown():
        """True if the say window holds a line: the line the screen was shown with (its
        arguments) is not the empty window's "" (config.empty_window)."""
        say = renpy.get_screen("say")
        what = say.scope.get("_kwargs", {}).get("what") if say is not None else None
        return bool(what and what.strip())

default quick_menu = True

style quick_button is default
style quick_button_text is button_text

style quick_button:
    properties gui.button_properties("quick_button")

style quick_button_text:
    properties gui.button_text_properties("quick_button")
    ## light on the plate, and a greyed-out button still legible (it was half transparent)
    idle_color "#d8d2c4"
    insensitive_color "#8f8979"
    outlines [(1, "#000000a0", 0, 1)]

style quick_plate is empty:
    xalign 0.5
    yalign 1.0
    background Solid("#0a120ee0")
    padding (18, 0, 18, 2)
