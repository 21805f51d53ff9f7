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
                    text_size 56
                    alt "English"
                    action [Language(None), Return("english")]
                textbutton "Русский":
                    text_size 56
                    alt "Русский язык"
                    action [Language("russian"), Return("russian")]

label splashscreen:
    if not persistent.kozyr_language_chosen:
        call screen kozyr_choose_language
        $ persistent.kozyr_language_chosen = True
    return
