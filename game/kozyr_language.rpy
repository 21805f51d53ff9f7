## The language choice on first launch (Ren'Py's own translation framework does
## the rest; the preferences screen lets the player change it later).

default persistent.kozyr_language_chosen = False

screen kozyr_choose_language():
    modal True
    add gui.main_menu_background
    frame:
        align (0.5, 0.5)
        padding (80, 60)
        background Frame("gui/frame.png", gui.frame_borders, tile=gui.frame_tile)
        vbox:
            spacing 30
            xalign 0.5
            text "Choose your language · Выберите язык" xalign 0.5 size 44
            hbox:
                spacing 60
                xalign 0.5
                textbutton "English":
                    style "kozyr_language_button"
                    text_size 56
                    alt "English"
                    action [Language(None), Return("english")]
                textbutton "Русский":
                    style "kozyr_language_button"
                    text_size 56
                    alt "Русский язык"
                    action [Language("russian"), Return("russian")]

style kozyr_language_button is button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

label splashscreen:
    if not persistent.kozyr_language_chosen:
        ## the main menu's theme starts with the question (kozyr_music.rpy)
        $ renpy.music.play(config.main_menu_music, channel="music", fadein=1.0, if_changed=True)
        call screen kozyr_choose_language
        $ persistent.kozyr_language_chosen = True
    return

## Russian case forms of the names. The Russian translation declines the names
## the player gives («Спроси у [brandt_gen]»); the forms come by rule
## (definitions.rpy: kozyr_ru, kozyr_name_case) and the player may check and
## correct them here: the rename screen (extras.rpy) shows this panel while
## the game is in Russian. A correction holds for the name it was made for.

init python:

    ## (case, prompt): the question Russian grammar books ask for each case.
    KOZYR_CASE_PROMPTS = [
        ("gen", _("Genitive case: (there is no) whom?")),
        ("dat", _("Dative case: (give) to whom?")),
        ("acc", _("Accusative case: (I see) whom?")),
        ("ins", _("Instrumental case: (together) with whom?")),
        ("pre", _("Prepositional case: (thinking) about whom?")),
    ]

    def kozyr_edit_name_cases(which):
        """Ask for each case form in turn (the standard input screen, prefilled
        with the form the story uses now) and keep the answers."""
        forms = kozyr_name_forms_now(which)
        typed = {}
        for case, prompt in KOZYR_CASE_PROMPTS:
            typed[case] = renpy.invoke_in_new_context(
                renpy.input, prompt, default=forms[case], exclude="[]{}",
                length=kozyr_name_length + 10)
        kozyr_set_name_cases(which, typed)
        renpy.restart_interaction()

screen kozyr_name_cases_panel():
    vbox:
        spacing 12
        null height 10
        text _("How the story declines the names (press a row to correct it):") style "kozyr_extras_text"
        for which, label in (("player", _("You:")), ("brandt", _("The knight:")), ("ash", _("Your companion:"))):
            $ case_forms = kozyr_name_forms_now(which)
            hbox:
                spacing 20
                text label style "kozyr_extras_text" yalign 0.5 min_width 300
                textbutton " · ".join(case_forms[c] for c in kozyr_ru.CASES[1:]):
                    style "kozyr_name_button"
                    action Function(kozyr_edit_name_cases, which)
                    alt __("Correct the case forms of %s") % case_forms["nom"]
