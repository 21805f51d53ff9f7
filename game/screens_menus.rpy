################################################################################
## screens_menus.rpy: the main menu, the game menu frame and navigation
################################################################################
##
## Menu transitions that give way on slow renderers, the navigation column, the
## main menu, the game_menu frame every menu page uses, the styles the Kozyr
## menu pages share (Rules, Extras, Rename, Help, save slots) and About.
##
## Split out of the old game/screens.rpy (issue 17); like all the screens_*.rpy
## files it runs at init offset -1, as that file did.

init offset = -1


################################################################################
## Kozyr: menu transitions that give way on slow renderers
################################################################################
##
## Under software rendering on a busy machine one full-screen frame can take half a
## second, and a dissolve draws at least two of them (its first frame also renders the
## old and the new screen into textures): the menus took 3-5 s to change (issue 18).
## Each menu transition (config.enter/exit/intra_transition, as options.rpy sets them)
## is wrapped: the wrapper times the first frame of the dissolve, and after two
## transitions in a row whose first frame took longer than KOZYR_SLOW_FRAME the menus
## change at once for the rest of the session. On an ordinary machine (a frame in a few
## milliseconds) the dissolves stay exactly as they were.
## tests/renpy/menus_speed.rpy prints the figures.

init 2 python:
    import time as _kozyr_time

    KOZYR_SLOW_FRAME = 0.12
    _kozyr_renderer = {"slow_in_a_row": 0, "slow": False}

    def kozyr_menus_instant():
        """True once this session's renderer proved too slow for menu dissolves."""
        return _kozyr_renderer["slow"]

    def _kozyr_frame_timed(seconds):
        state = _kozyr_renderer
        state["slow_in_a_row"] = state["slow_in_a_row"] + 1 if seconds > KOZYR_SLOW_FRAME else 0
        if state["slow_in_a_row"] >= 2 and not state["slow"]:
            state["slow"] = True
            print("[kozyr] menu transitions off for this session: a frame took %.0f ms" % (seconds * 1000))

    class _KozyrClockedTransition(renpy.Displayable):
        """Shows a transition unchanged and times the interval between its first two frames."""

        def __init__(self, child, **kwargs):
            super(_KozyrClockedTransition, self).__init__(**kwargs)
            self.child = child
            self.delay = getattr(child, "delay", 0)
            self.first_frame = None
            self.timed = False

        def render(self, width, height, st, at):
            now = _kozyr_time.time()
            if self.first_frame is None:
                self.first_frame = now
            elif not self.timed:
                self.timed = True
                _kozyr_frame_timed(now - self.first_frame)
            cr = renpy.render(self.child, width, height, st, at)
            rv = renpy.Render(width, height)
            rv.blit(cr, (0, 0))
            return rv

        def event(self, ev, x, y, st):
            return self.child.event(ev, x, y, st)

        def visit(self):
            return [self.child]

    class KozyrMenuTransition(object):
        """config.*_transition: the original transition, or none on a slow renderer."""

        def __init__(self, original):
            self.original = original

        def __call__(self, old_widget=None, new_widget=None):
            if _kozyr_renderer["slow"]:
                # a transition of no length, not the bare new widget: Ren'Py 8.1+ reads
                # the delay of the ongoing transition (a displayable's is None)
                return renpy.display.transition.NoTransition(0.0, old_widget=old_widget, new_widget=new_widget)
            return _KozyrClockedTransition(self.original(old_widget=old_widget, new_widget=new_widget))

    for _kozyr_name in ("enter_transition", "exit_transition", "intra_transition"):
        if getattr(config, _kozyr_name) is not None:
            setattr(config, _kozyr_name, KozyrMenuTransition(getattr(config, _kozyr_name)))


################################################################################
## Main and Game Menu Screens
################################################################################

## Navigation screen ###########################################################
##
## This screen is included in the main and game menus, and provides navigation
## to other menus, and to start the game.

init python:
    def kozyr_newest_save():
        """The newest save a player made (a slot, an autosave or a quick save),
        None when there is none."""
        return renpy.newest_slot(r"(\d+|auto|quick)-\d+$")

screen navigation():

    vbox:
        style_prefix "navigation"

        xpos gui.navigation_xpos
        yalign 0.5

        spacing gui.navigation_spacing

        if main_menu:

            ## Kozyr (issue 26): the newest save, one click away; only when there is one.
            if kozyr_newest_save() is not None:
                textbutton _("Continue") action FileLoad(kozyr_newest_save(), confirm=False, slot=True) alt _("Continue: load the newest save")

            textbutton _("Start") action Start()

            ## Kozyr: card games outside the story, from any unlocked opponent.
            textbutton _("Free Play") action Start("free_play")

            textbutton _("Play Online") action Start("online_play")

            ## The coach's Durak problems (game/coach_puzzles.rpy).
            textbutton _("Problems") action ShowMenu("coach_problems")

        elif not duel_free_play_page and not online_lobby_page:

            textbutton _("History") action ShowMenu("history")

            textbutton _("Save") action ShowMenu("save")

        textbutton _("Load") action ShowMenu("load")

        textbutton _("Preferences") action ShowMenu("preferences")

        textbutton _("Rules") action ShowMenu("rules")

        if main_menu:
            textbutton _("Extras") action ShowMenu("extras")

        if _in_replay:

            textbutton _("End Replay") action EndReplay(confirm=True)

        elif not main_menu and not duel_free_play_page and not online_lobby_page:

            ## (Free Play's setup page has Return for that, without the warning about
            ## unsaved progress)
            textbutton _("Main Menu") action MainMenu()

        textbutton _("About") action ShowMenu("about")

        textbutton _("Credits") action ShowMenu("credits")

        if renpy.variant("pc") or (renpy.variant("web") and not renpy.variant("mobile")):

            ## Help isn't necessary or relevant to mobile devices.
            textbutton _("Help") action ShowMenu("help")

        if renpy.variant("pc"):

            ## The quit button is banned on iOS and unnecessary on Android and
            ## Web.
            textbutton _("Quit") action Quit(confirm=not main_menu)


style navigation_button is gui_button
style navigation_button_text is gui_button_text

style navigation_button:
    size_group "navigation"
    properties gui.button_properties("navigation_button")

style navigation_button_text:
    properties gui.button_text_properties("navigation_button")


## Main Menu screen ############################################################
##
## Used to display the main menu when Ren'Py starts.
##
## https://www.renpy.org/doc/html/screen_special.html#main-menu

screen main_menu():

    ## This ensures that any other menu screen is replaced.
    tag menu

    add gui.main_menu_background

    ## This empty frame darkens the main menu.
    frame:
        style "main_menu_frame"

    ## The use statement includes another screen inside this one. The actual
    ## contents of the main menu are in the navigation screen.
    use navigation

    if gui.show_name:

        vbox:
            style "main_menu_vbox"

            ## The title is part of the main-menu art; only the version is text.
            text "[config.version]":
                style "main_menu_version"


style main_menu_frame is empty
style main_menu_vbox is vbox
style main_menu_text is gui_text
style main_menu_title is main_menu_text
style main_menu_version is main_menu_text

style main_menu_frame:
    xsize 420
    yfill True

    ## Kozyr: the column's shade is part of gui/main_menu.png (one full-screen picture
    ## per frame instead of two: see game_menu below).
    background None

style main_menu_vbox:
    xalign 1.0
    xoffset -60     # inside the art's gold frame (at -30 the version sat on its line)
    xmaximum 1200
    yalign 1.0
    yoffset -56

style main_menu_text:
    properties gui.text_properties("main_menu", accent=True)

style main_menu_title:
    properties gui.text_properties("title")

style main_menu_version:
    properties gui.text_properties("version")


## Game Menu screen ############################################################
##
## This lays out the basic common structure of a game menu screen. It's called
## with the screen title, and displays the background, title, and navigation.
##
## The scroll parameter can be None, or one of "viewport" or "vpgrid". When
## this screen is intended to be used with one or more children, which are
## transcluded (placed) inside it.

screen game_menu(title, scroll=None, yinitial=0.0, back=None):

    ## Kozyr: every menu page, from the main menu or from the game, draws the same one
    ## opaque picture (felt, veil, navigation column and gold rule baked together by
    ## tools/assets/gui.py): the title art no longer shows through the page, and a frame
    ## costs one full-screen pass instead of two under software rendering.
    ## `back`: the menu screen that "Return" and Escape go back to (None: leave the menus).

    style_prefix "game_menu"

    add gui.game_menu_background

    frame:
        style "game_menu_outer_frame"

        hbox:

            ## Reserve space for the navigation section.
            frame:
                style "game_menu_navigation_frame"

            frame:
                style "game_menu_content_frame"

                if scroll == "viewport":

                    viewport:
                        yinitial yinitial
                        scrollbars "vertical"
                        mousewheel True
                        draggable True
                        pagekeys True

                        side_yfill True

                        vbox:
                            transclude

                elif scroll == "vpgrid":

                    vpgrid:
                        cols 1
                        yinitial yinitial

                        scrollbars "vertical"
                        mousewheel True
                        draggable True
                        pagekeys True

                        side_yfill True

                        transclude

                else:

                    transclude

    use navigation

    textbutton _("Return"):
        style "return_button"

        action (ShowMenu(back) if back else Return())

    ## Kozyr: the title stays inside the navigation column (about 345 px), in either
    ## language: long titles ("Preferences", "Дополнительно") get a smaller size.
    label title:
        text_size kozyr_title_size(title)

    if back:
        key "game_menu" action ShowMenu(back)
    elif main_menu:
        key "game_menu" action ShowMenu("main_menu")


style game_menu_outer_frame is empty
style game_menu_navigation_frame is empty
style game_menu_content_frame is empty
style game_menu_viewport is gui_viewport
style game_menu_side is gui_side
style game_menu_scrollbar is gui_vscrollbar

style game_menu_label is gui_label
style game_menu_label_text is gui_label_text

style return_button is navigation_button
style return_button_text is navigation_button_text

style game_menu_outer_frame:
    bottom_padding 45
    top_padding 180

    background None

style game_menu_navigation_frame:
    xsize 420
    yfill True

style game_menu_content_frame:
    left_margin 60
    right_margin 30
    top_margin 15

style game_menu_viewport:
    xsize 1380

style game_menu_vscrollbar:
    unscrollable gui.unscrollable

style game_menu_side:
    spacing 15

style game_menu_label:
    xpos 75
    ysize 180

style game_menu_label_text:
    size gui.title_text_size
    color gui.accent_color
    yalign 0.5

style return_button:
    xpos gui.navigation_xpos
    yalign 1.0
    yoffset -45


## Kozyr pages: the pieces the menu pages outside the table share ###############

init python:
    def kozyr_title_size(title):
        """A menu page title's text size that keeps it inside the navigation column."""
        n = max(1, len(__(title)))
        return max(34, min(gui.title_text_size, int(325 / (0.66 * n))))   # (345: «Дополнительно» touched the gold rule)

    def kozyr_option(s):
        """An option's value as a button shows it, translated: first letter a capital
        (docs/translation.md, "Capitals and order"), though the same word is small
        inside a sentence ("at the easy level", «на лёгком уровне»)."""
        s = __(s)
        return s[:1].upper() + s[1:]

    ## Ordered choices run from less to more, everywhere: slow, normal, fast (the
    ## speeds' values are persistent.duel_speed's: 0 fast, 1 normal, 2 slow).
    KOZYR_SPEED_ORDER = (2, 1, 0)

##
## Tabs (kozyr_tab), felt cards with a gold edge (kozyr_card, the panel of
## gui/frame.png), tiles that light up under the pointer (kozyr_tile, the save
## slots' art), a name field (kozyr_name_field / kozyr_name_input), a plain text
## button (kozyr_plain_button) and page text. Rules, Extras, Rename, Help and the
## save slots use them; so can Free Play (game/table/duel_flow.rpy: see
## /work/wt/requests/art-to-table.md): a setup card is `frame style "kozyr_card"`,
## a row of choices `hbox style_prefix "kozyr_tab"`.

style kozyr_tab_button is gui_button:
    background Frame("gui/button/[prefix_]background.png", gui.button_borders, tile=gui.button_tile)
    padding (18, 8, 18, 10)
    xminimum 150

style kozyr_tab_button_text is gui_button_text:
    size 30
    xalign 0.5
    idle_color gui.idle_color
    hover_color gui.hover_color
    selected_color gui.selected_color

style kozyr_card is frame:
    background Frame("gui/frame.png", gui.frame_borders, tile=gui.frame_tile)
    padding (30, 22, 30, 24)

style kozyr_page_text is text:
    font gui.text_font
    size 26
    color "#ece4d2"

style kozyr_tile is button:
    background Frame("gui/button/slot_[prefix_]background.png", gui.slot_button_borders, tile=gui.frame_tile)
    insensitive_background Frame("gui/button/slot_idle_background.png", gui.slot_button_borders, tile=gui.frame_tile)
    padding (16, 14, 16, 14)
    xsize 450
    ysize 180

style kozyr_tile_title is text:
    font gui.interface_text_font
    size 30
    color gui.accent_color
    insensitive_color "#a08a50"

style kozyr_tile_text is text:
    font gui.text_font
    size 24
    color "#ece4d2"
    xmaximum 250

style kozyr_name_field is button:
    background Frame("gui/button/slot_idle_background.png", gui.slot_button_borders, tile=gui.frame_tile)
    hover_background Frame("gui/button/slot_hover_background.png", gui.slot_button_borders, tile=gui.frame_tile)
    selected_background Frame("gui/button/slot_hover_background.png", gui.slot_button_borders, tile=gui.frame_tile)
    padding (20, 10, 20, 12)
    xsize 620

style kozyr_name_input is input:
    font gui.text_font
    size 36
    color "#ffffff"
    caret Solid(gui.accent_color, xsize=3, ysize=40)

style kozyr_plain_button is gui_button:
    padding (0, 6, 0, 6)

style kozyr_plain_button_text is gui_button_text:
    size 28
    idle_color gui.idle_color
    hover_color gui.hover_color
    insensitive_color "#6a6a6a"

style kozyr_kept_text is text:
    font gui.text_font
    size 24
    color "#9fe0a0"


## About screen ################################################################
##
## This screen gives credit and copyright information about the game and Ren'Py.
##
## There's nothing special about this screen, and hence it also serves as an
## example of how to make a custom screen.

screen about():

    tag menu

    ## This use statement includes the game_menu screen inside this one. The
    ## vbox child is then included inside the viewport inside the game_menu
    ## screen.
    use game_menu(_("About"), scroll="viewport"):

        style_prefix "about"

        vbox:

            label "[config.name!t]"
            text _("Version [config.version!t]\n")

            ## gui.about is usually set in options.rpy.
            if gui.about:
                text "[gui.about!t]\n"

            text _("Made with {a=https://www.renpy.org/}Ren'Py{/a} [renpy.version_only].\n\n[renpy.license!t]")


style about_label is gui_label
style about_label_text is gui_label_text
style about_text is gui_text

style about_label_text:
    size gui.label_text_size



## Phones #######################################################################

style main_menu_frame:
    variant "small"
    background "gui/phone/overlay/main_menu.png"

style game_menu_outer_frame:
    variant "small"
    background "gui/phone/overlay/game_menu.png"

style game_menu_navigation_frame:
    variant "small"
    xsize 510

style game_menu_content_frame:
    variant "small"
    top_margin 0
