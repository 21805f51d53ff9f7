################################################################################
## screens_help.rpy: the Help screen
################################################################################
##
## Keys, mouse and gamepad, at the card table and in the story and the menus.
##
## Split out of the old game/screens.rpy (issue 17); like all the screens_*.rpy
## files it runs at init offset -1, as that file did.

init offset = -1


## Help screen #################################################################
##
## A screen that gives information about key and mouse bindings. It uses other
## screens (keyboard_help, mouse_help, and gamepad_help) to display the actual
## help.

screen help():

    tag menu

    default device = "keyboard"

    use game_menu(_("Help"), scroll="viewport"):

        style_prefix "help"

        vbox:
            spacing 20

            hbox:
                style_prefix "kozyr_tab"
                spacing 8
                textbutton _("Keyboard") action SetScreenVariable("device", "keyboard")
                textbutton _("Mouse") action SetScreenVariable("device", "mouse")
                textbutton _("Gamepad") action SetScreenVariable("device", "gamepad")

            ## Kozyr: how to play at the card table (docs/table.md, "Input"), then the
            ## story and the menus (Ren'Py's own bindings).
            use help_card(_("Making a move"), "table_rule_help")
            use help_card(_("At the card table"), device + "_table_help")
            use help_card(_("In the story and the menus"), device + "_help")


## One card of the Help page: its heading and the screen that fills it (device is
## "keyboard", "mouse" or "gamepad": keyboard_table_help, mouse_help, ...).
screen help_card(heading, part):
    frame:
        style "kozyr_card"
        xfill True
        vbox:
            spacing 14
            text heading style "kozyr_rules_heading"
            use expression part


screen keyboard_table_help():
    hbox:
        label _("Arrow Keys, Tab")
        text _("Move the focus over your hand, the cards on the table, the deck, the players and the buttons.")
    hbox:
        label _("Enter, Space")
        text _("On a card in your hand: select it (select several to place them together). On a free place or a card to beat: place the selected cards there. On a button: press it. With the cards placed, Enter plays them.")
    hbox:
        label "T"
        text _("TAKE (in Svoi Kozyri: PICK UP).")
    hbox:
        label "D"
        text _("DONE, or DISCARD (bita) when every card is beaten.")
    hbox:
        label _("Escape")
        text _("Takes back the selected and placed cards; with none, opens the game menu.")
    hbox:
        label "V"
        text _("Self-voicing reads every card, place and player aloud, with what you may do with it.")


## The one rule for a move, the same for every game, the hint and the problems
## (game/table/duel_input.rpy), in short rows: one paragraph of nine sentences ran down
## the whole card (issue 26).
screen table_rule_help():
    hbox:
        label _("Choose")
        text _("Click a card in your hand (or several), then where it goes; or drag it there.")
    hbox:
        label _("Placed")
        text _("The cards lie on the table, marked; nothing is played yet. Click a placed card to take it back.")
    hbox:
        label _("Play")
        text _("Press the move's button (ATTACK, THROW IN, DEFEND, TRANSFER, PLAY) or Enter.")
    hbox:
        label _("No cards")
        text _("TAKE, DONE and PICK UP are played by their buttons at once.")
    hbox:
        label _("Hint, problems")
        text _("The hint's Place it works the same way. In the problems a click places a card where its move goes; if it could go to several places, the move's buttons say which.")
    hbox:
        label _("Play at once")
        text _("Table options → Play cards as soon as they are placed.")


screen mouse_table_help():
    hbox:
        label _("Left Click")
        text _("Select a card in your hand (or several), then click a free place or the card to beat to place it; then click the move's button. Click a placed card to take it back.")
    hbox:
        label _("Drag")
        text _("Drag a card from your hand onto a free place to attack, throw in or transfer, or onto a card to beat it: it is placed there. A move the rules forbid springs back, and the line under the table says why.")
    hbox:
        label _("Right Click")
        text _("Takes back the selected and placed cards; with none, opens the game menu.")


screen gamepad_table_help():
    hbox:
        label _("D-Pad, Sticks")
        text _("Move the focus from card to card and to the buttons.")
    hbox:
        label _("A/Bottom Button")
        text _("Select the focused card in your hand, place it on the focused place or card, or press the focused button (the move's button plays what is placed).")
    hbox:
        label _("B/Right Button")
        text _("Takes back the selected cards.")
    hbox:
        label _("Start, Guide")
        text _("Accesses the game menu.")


screen keyboard_help():

    hbox:
        label _("Enter")
        text _("Advances dialogue and activates the interface.")

    hbox:
        label _("Space")
        text _("Advances dialogue without selecting choices.")

    hbox:
        label _("Arrow Keys")
        text _("Navigate the interface.")

    hbox:
        label _("Escape")
        text _("Accesses the game menu.")

    hbox:
        label _("Ctrl")
        text _("Skips dialogue while held down.")

    hbox:
        label _("Tab")
        text _("Toggles dialogue skipping.")

    hbox:
        label _("Page Up")
        text _("Rolls back to earlier dialogue.")

    hbox:
        label _("Page Down")
        text _("Rolls forward to later dialogue.")

    hbox:
        label "H"
        text _("Hides the user interface.")

    hbox:
        label "S"
        text _("Takes a screenshot.")

    hbox:
        label "V"
        text _("Toggles assistive {a=https://www.renpy.org/l/voicing}self-voicing{/a}.")

    hbox:
        label "Shift+A"
        text _("Opens the accessibility menu.")


screen mouse_help():

    hbox:
        label _("Left Click")
        text _("Advances dialogue and activates the interface.")

    hbox:
        label _("Middle Click")
        text _("Hides the user interface.")

    hbox:
        label _("Right Click")
        text _("Accesses the game menu.")

    hbox:
        label _("Mouse Wheel Up\nClick Rollback Side")
        text _("Rolls back to earlier dialogue.")

    hbox:
        label _("Mouse Wheel Down")
        text _("Rolls forward to later dialogue.")


screen gamepad_help():

    hbox:
        label _("Right Trigger\nA/Bottom Button")
        text _("Advances dialogue and activates the interface.")

    hbox:
        label _("Left Trigger\nLeft Shoulder")
        text _("Rolls back to earlier dialogue.")

    hbox:
        label _("Right Shoulder")
        text _("Rolls forward to later dialogue.")


    hbox:
        label _("D-Pad, Sticks")
        text _("Navigate the interface.")

    hbox:
        label _("Start, Guide")
        text _("Accesses the game menu.")

    hbox:
        label _("Y/Top Button")
        text _("Hides the user interface.")

    if GamepadExists():
        textbutton _("Calibrate") action GamepadCalibrate()


style help_button is gui_button
style help_button_text is gui_button_text
style help_label is gui_label
style help_label_text is gui_label_text
style help_text is gui_text

style help_button:
    properties gui.button_properties("help_button")
    xmargin 12

style help_button_text:
    properties gui.button_text_properties("help_button")

style help_label:
    xsize 375
    right_padding 30

style help_text:
    size 27
    xmaximum 900

style help_label_text:
    size 28
    xalign 1.0
    text_align 1.0
