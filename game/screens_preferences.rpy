################################################################################
## screens_preferences.rpy: the Preferences screen
################################################################################
##
## Ren'Py's preferences with Kozyr's own (language, card table, opponent speed,
## card size, names); the persistent fields it edits are in kozyr_preferences.rpy.
##
## Split out of the old game/screens.rpy (issue 17); like all the screens_*.rpy
## files it runs at init offset -1, as that file did.

init offset = -1


## Preferences screen ##########################################################
##
## The preferences screen allows the player to configure the game to better suit
## themselves.
##
## https://www.renpy.org/doc/html/screen_special.html#preferences

screen preferences():

    tag menu

    use game_menu(_("Preferences"), scroll="viewport"):

        vbox:

            hbox:
                box_wrap True

                if renpy.variant("pc") or renpy.variant("web"):

                    vbox:
                        style_prefix "radio"
                        label _("Display")
                        textbutton _("Window") action Preference("display", "window")
                        textbutton _("Fullscreen") action Preference("display", "fullscreen")

                vbox:
                    style_prefix "check"
                    label _("Skip")
                    textbutton _("Unseen text") action Preference("skip", "toggle")
                    textbutton _("After choices") action Preference("after choices", "toggle")
                    textbutton _("Transitions") action InvertSelected(Preference("transitions", "toggle"))

                ## Kozyr: language, the card table's options and renaming.
                vbox:
                    style_prefix "radio"
                    label _("Language")
                    textbutton "English" action Language(None)
                    textbutton "Русский" action Language("russian")

                ## the card table's options: the rows of duel.TABLE_OPTIONS that have a
                ## short name (game/table/duel_options.rpy), the table's panel reads the same
                vbox:
                    style_prefix "check"
                    label _("Card table")
                    for opt in duel.preference_switches():
                        textbutton opt.short action ToggleField(persistent, opt.field)

                for opt in duel.preference_choices():
                    vbox:
                        style_prefix "radio"
                        label opt.short
                        for value, name in opt.choices:
                            textbutton kozyr_option(name) action SetField(persistent, opt.field, value)

                vbox:
                    style_prefix "check"
                    label _("Names")
                    textbutton _("Rename…") action ShowMenu("rename_characters", origin="preferences") foreground None left_padding 0

                ## Kozyr (issue 26): Mute All in the free fourth column of this row; under
                ## the volume sliders it was half cut off at the foot of the page.
                if config.has_music or config.has_sound or config.has_voice:
                    vbox:
                        style_prefix "check"
                        label _("Sound")
                        textbutton _("Mute all"):
                            action Preference("all mute", "toggle")
                            style "mute_all_button"

            ## (no extra gap before the sliders: with the Russian labels, which wrap
            ## more, the page would need a scroll again)

            hbox:
                style_prefix "slider"
                box_wrap True

                vbox:

                    label _("Text speed")

                    bar value Preference("text speed")

                    label _("Auto-forward time")

                    bar value Preference("auto-forward time")

                vbox:

                    if config.has_music:
                        label _("Music volume")

                        hbox:
                            bar value Preference("music volume")

                    if config.has_sound:

                        label _("Sound volume")

                        hbox:
                            bar value Preference("sound volume")

                            if config.sample_sound:
                                textbutton _("Test") action Play("sound", config.sample_sound)


                    if config.has_voice:
                        label _("Voice volume")

                        hbox:
                            bar value Preference("voice volume")

                            if config.sample_voice:
                                textbutton _("Test") action Play("voice", config.sample_voice)



style pref_label is gui_label
style pref_label_text is gui_label_text
style pref_vbox is vbox

style radio_label is pref_label
style radio_label_text is pref_label_text
style radio_button is gui_button
style radio_button_text is gui_button_text
style radio_vbox is pref_vbox

style check_label is pref_label
style check_label_text is pref_label_text
style check_button is gui_button
style check_button_text is gui_button_text
style check_vbox is pref_vbox

style slider_label is pref_label
style slider_label_text is pref_label_text
style slider_slider is gui_slider
style slider_button is gui_button
style slider_button_text is gui_button_text
style slider_pref_vbox is pref_vbox

style mute_all_button is check_button
style mute_all_button_text is check_button_text

style pref_label:
    top_margin 6        # Kozyr: gui.pref_spacing (15) made the Russian page scroll
    bottom_margin 3

style pref_label_text:
    yalign 1.0
    size 33     # Kozyr: a heading keeps clear of the next column (at 36 «Темп соперников» touched it)

style pref_vbox:
    xsize 338

style radio_vbox:
    spacing gui.pref_button_spacing

style radio_button:
    properties gui.button_properties("radio_button")
    foreground "gui/button/radio_[prefix_]foreground.png"

style radio_button_text:
    properties gui.button_text_properties("radio_button")

style check_vbox:
    spacing gui.pref_button_spacing

style check_button:
    properties gui.button_properties("check_button")
    foreground "gui/button/check_[prefix_]foreground.png"

style check_button_text:
    properties gui.button_text_properties("check_button")

style slider_slider:
    xsize 525

style slider_button:
    properties gui.button_properties("slider_button")
    yalign 0.5
    left_margin 15

style slider_button_text:
    properties gui.button_text_properties("slider_button")

style slider_vbox:
    xsize 675



## Phones and tablets ###########################################################

style pref_vbox:
    variant "medium"
    xsize 675

style radio_button:
    variant "small"
    foreground "gui/phone/button/radio_[prefix_]foreground.png"

style check_button:
    variant "small"
    foreground "gui/phone/button/check_[prefix_]foreground.png"

style pref_vbox:
    variant "small"
    xsize 600

style slider_vbox:
    variant "small"
    xsize None

style slider_slider:
    variant "small"
    xsize 900
