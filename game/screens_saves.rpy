################################################################################
## screens_saves.rpy: the save and load screens
################################################################################
##
## The save slots (file_slots) and the titles that say where each save stands.
##
## Split out of the old game/screens.rpy (issue 17); like all the screens_*.rpy
## files it runs at init offset -1, as that file did.

init offset = -1


## Load and Save screens #######################################################
##
## These screens are responsible for letting the player save the game and load
## it again. Since they share nearly everything in common, both are implemented
## in terms of a third screen, file_slots.
##
## https://www.renpy.org/doc/html/screen_special.html#save https://
## www.renpy.org/doc/html/screen_special.html#load

screen save():

    tag menu

    use file_slots(_("Save"))


screen load():

    tag menu

    use file_slots(_("Load"))


screen file_slots(title):

    default page_name_value = FilePageNameInputValue(pattern=_("Page {}"), auto=_("Automatic saves"), quick=_("Quick saves"))

    use game_menu(title):

        fixed:

            ## This ensures the input will get the enter event before any of the
            ## buttons do.
            order_reverse True

            ## The page name, which can be edited by clicking on a button.
            button:
                style "page_label"

                key_events True
                xalign 0.5
                action page_name_value.Toggle()

                input:
                    style "page_label_text"
                    value page_name_value

            ## The grid of file slots.
            grid gui.file_slot_cols gui.file_slot_rows:
                style_prefix "slot"

                xalign 0.5
                yalign 0.5

                spacing gui.slot_spacing

                for i in range(gui.file_slot_cols * gui.file_slot_rows):

                    $ slot = i + 1
                    $ where = kozyr_slot_title(slot)

                    button:
                        action FileAction(slot)
                        alt ((where + ", " if where else "") + kozyr_file_time(slot))

                        has vbox

                        add FileScreenshot(slot) xalign 0.5

                        if where:
                            text where:
                                style "slot_name_text"

                        text kozyr_file_time(slot):
                            style "slot_time_text"

                        key "save_delete" action FileDelete(slot)

            ## Buttons to access other pages.
            hbox:
                style_prefix "page"

                xalign 0.5
                yalign 1.0

                spacing gui.page_spacing

                textbutton _("<") action FilePagePrevious()

                if config.has_autosave:
                    textbutton _("{#auto_page}A") action FilePage("auto")

                if config.has_quicksave:
                    textbutton _("{#quick_page}Q") action FilePage("quick")

                ## range(1, 10) gives the numbers from 1 to 9.
                for page in range(1, 10):
                    textbutton "[page]" action FilePage(page)

                textbutton _(">") action FilePageNext()


style page_label is gui_label
style page_label_text is gui_label_text
style page_button is gui_button
style page_button_text is gui_button_text

style slot_button is gui_button
style slot_button_text is gui_button_text
style slot_time_text is slot_button_text
style slot_name_text is slot_button_text

style page_label:
    xpadding 75
    ypadding 5

style page_label_text:
    text_align 0.5
    layout "subtitle"
    hover_color gui.hover_color

style page_button:
    properties gui.button_properties("page_button")

style page_button_text:
    properties gui.button_text_properties("page_button")

style slot_button:
    properties gui.button_properties("slot_button")

style slot_button_text:
    properties gui.button_text_properties("slot_button")

style slot_name_text:
    size 24
    color gui.accent_color
    hover_color gui.hover_color
    insensitive_color gui.accent_color

style slot_time_text:
    size 19


## Kozyr: the save slots say where the story stands: the chapter and its opponent
## (spine_current, set by story/script.rpy while a chapter plays), the opponents of
## a duel outside the story (duel_spec of the table), or the map. Saved as plain
## built-ins in the save's json (config.save_json_callbacks); the title is made when
## the slot is shown, in the language of the moment. Older saves show only the date.

init python:
    def kozyr_save_json(d):
        d["kozyr_opponent"] = store.spine_current if isinstance(store.spine_current, str) else None
        spec = store.duel_spec if store.duel_state is not None else None
        seats = spec.get("seats") if isinstance(spec, kozyr_builtins.dict) else None
        d["kozyr_duel"] = [kozyr_builtins.str(s.get("who")) for s in seats[1:]] if seats else None
        d["kozyr_story"] = not store.main_menu

    config.save_json_callbacks.append(kozyr_save_json)

    def kozyr_slot_title(slot):
        """"Chapter 2 · Pip", "Free Play · Lina, Vix", "On the map", or None."""
        j = FileJson(slot)
        if not isinstance(j, kozyr_builtins.dict) or "kozyr_story" not in j:
            return None
        oid = j.get("kozyr_opponent")
        if oid in roster.IDS:
            number = roster.IDS.index(oid)
            chapter = __("Prologue") if number == 0 else __("Chapter %d") % number
            return chapter + u" \u00b7 " + roster.display_name(oid)
        duel = j.get("kozyr_duel")
        if duel:
            names = [renpy.substitute(roster.WHO_NAMES[w]) for w in duel if w in roster.WHO_NAMES]
            return __("Free Play") + u" \u00b7 " + ", ".join(names)
        return __("On the map")


init python:
    import re as _kozyr_re

    def kozyr_file_time(slot):
        """A slot's date as the language writes it: "Friday, December 4 2026, 03:58",
        «Пятница, 4 декабря 2026, 03:58» (the Russian month in the genitive and in
        lower case, game/tl/russian/common.rpy); the day without a leading zero
        (strftime's %-d is not portable, so the zero is dropped here)."""
        text = FileTime(slot, format=_("{#file_time}%A, %B %d %Y, %H:%M"), empty=_("empty slot"))
        return _kozyr_re.sub(r"(?<=[ ,])0(\d)(?= )", r"\1", text)
