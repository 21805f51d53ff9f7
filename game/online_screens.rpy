## online_screens.rpy — the screens of "Play online" (owner: online play, issue 11): the
## lobby, the turn clock over the online table and the wait between them. The session, the
## labels and the styles they share are in game/online.rpy.

## --------------------------------------------------------------------------------- lobby

## A menu page like Free Play's setup (game_menu's felt, title and navigation, the
## kozyr_card and the setup's tabs), in the player's words: it was a panel of its own
## style with the story's quick menu under it, naming interfaces, TLS and a file of the
## docs (issue 26). Return (and Escape) go back to the main menu.
screen online_lobby():
    modal True
    default tab = "host"
    $ form = online.session.form
    key "game_menu" action Return("back")

    use game_menu(_("Play Online")):
        vbox:
            spacing 14
            ## the page's tabs, as Extras' and Help's (an underline), apart from the card's chips
            hbox:
                style_prefix "kozyr_tab"
                spacing 8
                textbutton _("Host a table") selected tab == "host" action SetScreenVariable("tab", "host")
                textbutton _("Join with a code") selected tab == "join" action SetScreenVariable("tab", "join")
            frame:
                style "kozyr_card"
                xsize 1380
                vbox:
                    spacing 10
                    if tab == "host":
                        hbox:
                            style_prefix "duel_free_tab"
                            spacing 8 ysize duel.FREE_ROW_H
                            text _("Game:") style "duel_free_label"
                            for v in online.variants():
                                textbutton duel.variant_title(v) yalign 0.5 selected form["variant"] == v action Function(online.choose_variant, form, v)
                        hbox:
                            style_prefix "duel_free_tab"
                            spacing 8 ysize duel.FREE_ROW_H
                            text _("Seats:") style "duel_free_label"
                            for n in (2, 3, 4):
                                textbutton str(n) yalign 0.5 selected form["players"] == n sensitive online.seats_allowed(form["variant"], n) action [SetDict(form, "players", n), SetDict(form, "bots", min(form["bots"], n - 2))]
                        hbox:
                            style_prefix "duel_free_tab"
                            spacing 8 ysize duel.FREE_ROW_H
                            text _("Bots in seats:") style "duel_free_label"
                            for n in range(0, form["players"] - 1):
                                textbutton str(n) yalign 0.5 selected form["bots"] == n action SetDict(form, "bots", n)
                        hbox:
                            style_prefix "duel_free_tab"
                            spacing 8 ysize duel.FREE_ROW_H
                            text _("Time per move:") style "duel_free_label"
                            for n in online.TURN_CHOICES:
                                textbutton (online.tr(_("{n} s")).format(n=n)) yalign 0.5 selected form["turn_seconds"] == n action SetDict(form, "turn_seconds", n)
                        hbox:
                            style_prefix "duel_free_tab"
                            spacing 8 ysize duel.FREE_ROW_H
                            text _("Who may join:") style "duel_free_label"
                            textbutton _("This computer") yalign 0.5 selected not form["lan"] action SetDict(form, "lan", False)
                            textbutton _("Anyone on my network") yalign 0.5 selected form["lan"] action SetDict(form, "lan", True)
                    else:
                        hbox:
                            spacing 8 ysize duel.FREE_ROW_H
                            text _("Table code:") style "duel_free_label"
                            button:
                                style "online_field" xsize 420 yalign 0.5
                                input value DictInputValue(form, "code", default=True) length 6 allow "ABCDEFGHJKLMNPQRSTUVWXYZ23456789abcdefghjkmnpqrstuvwxyz" style "online_input"
                        ## the empty state: no code yet, and what to do about it
                        if not form["code"].strip():
                            hbox:
                                spacing 16 ysize duel.FREE_ROW_H
                                null width 230
                                text _("No table yet? Ask the host for its six-letter code, or host one yourself.") style "duel_free_note" xmaximum 760
                                textbutton _("Host a table") style "online_small_go" yalign 0.5 action SetScreenVariable("tab", "host")
                    hbox:
                        spacing 8 ysize duel.FREE_ROW_H
                        text _("Server address:") style "duel_free_label"
                        button:
                            style "online_field" xsize 720 yalign 0.5
                            input value DictInputValue(form, "address", default=(tab == "join")) length 60 style "online_input"
            text _("Friends on your network join with this computer's address and the port shown at the table. To play over the internet, type the address of the server you were given.") style "duel_free_note" xmaximum 1380
            hbox:
                spacing 20
                if tab == "host":
                    textbutton _("Host on this computer") style "online_go" action [Function(online.start, "host_local"), Return("table")]
                    textbutton _("Host at the server address") style "online_go" action [Function(online.start, "host_remote"), Return("table")]
                else:
                    textbutton _("Join table") style "online_go" sensitive len(form["code"].strip()) == 6 action [Function(online.start, "join"), Return("table")]

## the lobby's buttons that start a game: Free Play's Deal, wide enough for two Russian lines
style online_go is duel_free_deal:
    xysize (560, 96)
    insensitive_foreground duel.Ring("#6b6450", 3)     # Join table before a code: plainly off
style online_go_text is duel_free_deal_text:
    size 30
    text_align 0.5
    insensitive_color "#8c8470"

## a smaller one for the lobby's other buttons (Back, Retry, Host a table)
style online_small_go is duel_free_deal:
    xysize (None, None)
    padding (28, 12)
style online_small_go_text is duel_free_deal_text:
    size 28

style online_field is button:
    background Frame("gui/button/slot_idle_background.png", gui.slot_button_borders, tile=gui.frame_tile)
    hover_background Frame("gui/button/slot_hover_background.png", gui.slot_button_borders, tile=gui.frame_tile)
    padding (16, 8)


## --------------------------------------------------------------------------------- clock

## The turn clock over the online table, in its left column: whose move it is, the
## time left counting down (red under ten seconds) and, when the time ran out on us, what
## happened and how many time-outs in a row lose the game (docs/protocol.md, "The turn
## clock"). It redraws itself (a DynamicDisplayable), so the table is not restarted for it.
screen online_clock():
    zorder 16
    add online.clock_widget() pos online.CLOCK_XY


## --------------------------------------------------------------------------------- waiting

## Between the lobby and the table: connecting, then the first snapshot of our seat. The
## table itself is the game's card table (game/table/duel_remote.rpy).
screen online_wait():
    modal True
    timer 0.1 repeat True action [Function(online.pump), If(online.ready(), Return("table"))]
    ## the lobby's felt, title and card (a menu page's look), without the page's navigation
    add gui.game_menu_background
    label _("Play Online") style "game_menu_label" text_size kozyr_title_size(_("Play Online"))
    frame:
        style "kozyr_card"
        xpos 1170 xanchor 0.5 yalign 0.5 xsize 1200
        padding (50, 40)
        has vbox spacing 30
        ## a failure says so in the card's heading, then why in plain words
        if online.session.phase == "failed":
            text _("Could not join") style "kozyr_rules_heading"
        text online.status_line() style "kozyr_page_text"
        hbox:
            spacing 20
            if online.session.gave_up:
                textbutton _("Retry now") style "online_small_go" action Function(online.retry)
            textbutton _("Back") style "online_small_go" action Return("leave")
