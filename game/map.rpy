## map.rpy — the map of opponents (owner: progression).
##
## `call screen opponent_map` returns ("story", id) to play that opponent's
## chapter or ("replay", id) for a free-play duel against a beaten opponent.
##
## The markers follow the story of THIS playthrough (roster.story_status,
## from spine_wins): "Continue story" is offered only for the chapter(s) next
## on the road, a chapter already won reads "Won" and offers free play only,
## so a New Game walks the road again. Free play follows the persistent
## records (roster.beaten): any opponent ever beaten can be replayed.
## Every marker and button is a focusable button with alt text, so the map
## works by keyboard, gamepad and self-voicing.

init python:
    def kozyr_map_status_text(oid):
        st = roster.story_status(oid)
        if st == "won":
            return _("Won")
        if st == "open":
            return _("Open")
        if roster.beaten(oid):
            return _("Free play")
        return _("Locked")

    ## How far the chosen opponent's panel keeps from the centre of its marker (half the
    ## widest marker, two portraits or a long Russian name, and a gap)
    KOZYR_PANEL_GAP = 110

    def kozyr_map_panel_x(oid):
        """(xpos, xanchor) of the panel of `oid`: beside its marker, on the side with more
        room, so that the panel never covers the marker it speaks of (it lay centred at
        the foot of the map, over Pip's name and status)."""
        x = int(roster.get(oid)["pos"][0] * config.screen_width)   # pos: fractions of the screen
        if x < config.screen_width // 2:
            return (x + KOZYR_PANEL_GAP, 0.0)
        return (x - KOZYR_PANEL_GAP, 1.0)

    def kozyr_map_known(oid):
        """Shown by name and portrait: open or won in this story, or beaten
        in an earlier one (free play)."""
        return roster.story_status(oid) != "locked" or roster.beaten(oid)

    def kozyr_record_text(oid):
        """'Wins 2 · Losses 1 · Best level: hard' (translated)."""
        rec = roster.record_of(oid)
        line = __("Wins %(wins)d · Losses %(losses)d") % rec
        if rec["draws"]:
            line += " · " + __("Draws %d") % rec["draws"]
        if rec["best_level"]:
            line += " · " + __("Best level: %s") % roster.level_name(rec["best_level"])
        return line

    def kozyr_marker_alt(oid):
        st = roster.story_status(oid)
        name = roster.display_name(oid)
        if st == "open":
            return __("%(name)s, open: %(game)s.") % dict(name=name, game=roster.text(oid, "game"))
        if st == "won":
            return __("%(name)s, won in this story. %(record)s.") % dict(name=name, record=kozyr_record_text(oid))
        if roster.beaten(oid):
            return __("%(name)s, not yet reached in this story; free play is open. %(record)s.") % dict(
                name=name, record=kozyr_record_text(oid))
        # the marker shows "???" until the road opens: its words keep the name too
        return __("A locked road. %s") % roster.text(oid, "hint")

    def kozyr_map_dots():
        """Points along every unlock edge, as (x, y, lit) fractions of the screen."""
        dots = []
        for o in roster.OPPONENTS:
            for target in o["unlocks"]:
                (x0, y0), (x1, y1) = o["pos"], roster.get(target)["pos"]
                lit = roster.beaten(o["id"])
                n = 14
                for i in range(2, n - 1):
                    t = float(i) / n
                    dots.append((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, lit))
        return dots

    def kozyr_portrait(who, size, locked=False):
        """A portrait for the map: the art if present (a dark silhouette while
        locked), else a lettered disc, so missing art never breaks the map."""
        img = roster.portrait(who)
        if img is not None:
            d = Transform(img, fit="contain", xysize=size)
            if locked:
                d = Transform(d, matrixcolor=BrightnessMatrix(-0.85) * SaturationMatrix(0.0))
            return d
        letter = Text(renpy.substitute(roster.WHO_NAMES.get(who, who))[:1], size=int(size[1] * 0.5),
                      color="#1a1410" if not locked else "#5a5248", bold=True)
        return Fixed(Solid("#d8c8a0" if not locked else "#2c2824", xysize=size),
                     Transform(letter, align=(0.5, 0.5)), xysize=size)

screen opponent_map():
    tag map
    modal True
    default sel = None
    ## The quick menu would sit under the panel: hidden while the map is up.
    on "show" action SetVariable("quick_menu", False)
    on "replace" action SetVariable("quick_menu", False)
    on "hide" action SetVariable("quick_menu", True)
    on "replaced" action SetVariable("quick_menu", True)

    if renpy.has_image("bg map", exact=True):
        add "bg map"
    else:
        add Solid("#3a4a3a")

    ## Without the map art, dots draw the roads between opponents (the art has its own).
    for dx, dy, lit in ([] if renpy.has_image("bg map", exact=True) else kozyr_map_dots()):
        add Solid("#f3e2b0" if lit else "#00000080", xysize=(8, 8)) xpos dx ypos dy anchor (0.5, 0.5)

    ## The compass's letter (the art leaves it out so that it can be translated).
    text _("N") style "kozyr_map_compass" xpos 1740 xanchor 0.5 ypos 752 yanchor 1.0

    ## Title and tools: the title at the left, the buttons at the right, clear of
    ## the suits' cartouche in the middle of the art (issue 26: a long Russian
    ## «Дополнительно» ran into it); Save and Menu, as the quick menu is hidden here.
    frame:
        style "kozyr_map_bar"
        fixed:
            ysize 56
            text _("The Road of Cards") style "kozyr_map_title" yalign 0.5
            ## (the four Russian words at the default size reached over the cartouche's
            ## right edge, x 1222: «Правила» was written across its frame; polish_menus)
            hbox:
                xalign 1.0 yalign 0.5
                spacing 16
                textbutton _("Rules") id "map_rules" text_size 25 action ShowMenu("rules") alt _("Rules of the games") yalign 0.5
                textbutton _("Extras") text_size 25 action ShowMenu("extras") alt _("Extras: replay room and statistics") yalign 0.5
                textbutton _("Save") text_size 25 action ShowMenu("save") alt _("Save the game") yalign 0.5
                textbutton _("Menu") text_size 25 action ShowMenu() alt _("The game menu: load, preferences, main menu") yalign 0.5

    ## One marker per opponent.
    for o in roster.OPPONENTS:
        $ oid = o["id"]
        $ st = roster.story_status(oid)
        $ known = kozyr_map_known(oid)
        button:
            style "kozyr_marker"
            xpos o["pos"][0] ypos o["pos"][1] anchor (0.5, 0.5)
            selected sel == oid
            action SetScreenVariable("sel", oid)
            alt kozyr_marker_alt(oid)
            tooltip kozyr_marker_alt(oid)
            vbox:
                spacing 4
                xalign 0.5
                hbox:
                    xalign 0.5
                    spacing 4
                    for who in o["who"]:
                        add kozyr_portrait(who, (100 if len(o["who"]) == 1 else 72, 104), not known)
                text (roster.display_name(oid) if known else _("???")) style "kozyr_marker_name"
                text kozyr_map_status_text(oid) style "kozyr_marker_status_" + ("beaten" if st == "won" else st)

    ## The focused marker, in words (hints for locked roads), while no panel is open.
    $ tip = GetTooltip()
    if sel is None and tip:
        frame:
            style "kozyr_map_panel"
            text tip style "kozyr_panel_text"

    ## The panel of the chosen opponent.
    if sel is not None:
        $ st = roster.story_status(sel)
        $ known = kozyr_map_known(sel)
        $ panel_x, panel_anchor = kozyr_map_panel_x(sel)
        frame:
            style "kozyr_map_panel"
            xpos panel_x xanchor panel_anchor
            vbox:
                spacing 12
                text (roster.display_name(sel) if known else _("A locked road")) style "kozyr_panel_name"
                if known:
                    text roster.text(sel, "title") style "kozyr_panel_text" italic True
                    text roster.text(sel, "game") style "kozyr_panel_text"
                    text kozyr_record_text(sel) style "kozyr_panel_text"
                if st == "won":
                    text _("You have won this chapter in this story. Replay its duel here, or its scenes in the replay room (Extras).") style "kozyr_panel_text"
                elif st == "locked":
                    text roster.text(sel, "hint") style "kozyr_panel_text"
                hbox:
                    spacing 20
                    if st == "open":
                        textbutton _("Continue story"):
                            action Return(("story", sel))
                            alt __("Continue story with %s") % roster.display_name(sel)
                    if roster.beaten(sel):
                        textbutton _("Replay in free play"):
                            action Return(("replay", sel))
                            alt __("Replay in free play against %s") % roster.display_name(sel)
                    textbutton _("Close") action SetScreenVariable("sel", None) alt _("Close the panel")

style kozyr_map_bar is frame:
    xfill True
    ypos 0
    background "#000000a0"
    padding (30, 10)

style kozyr_map_title is text:
    size 40
    color "#f3e2b0"

style kozyr_map_compass is text:
    font "fonts/NotoSerif-Bold.ttf"
    size 40
    color "#5a3a1e"

style kozyr_marker is button:
    padding (10, 8)
    background "#1e1610c8"
    hover_background "#c8902ef0"
    selected_background "#8a5a20e8"
    selected_hover_background "#d8a040f8"

style kozyr_marker_name is text:
    size 24
    color "#ffffff"
    xalign 0.5
    outlines [(2, "#000000", 0, 0)]

style kozyr_marker_status_locked is text:
    size 18
    color "#a8a098"
    hover_color "#1a1006"
    xalign 0.5

style kozyr_marker_status_open is kozyr_marker_status_locked:
    color "#ffd870"
    hover_color "#1a1006"

style kozyr_marker_status_beaten is kozyr_marker_status_locked:
    color "#9fe09f"
    hover_color "#0e3a0e"

style kozyr_map_panel is frame:
    xalign 0.5
    yalign 1.0
    yoffset -44         # clear of the map's frame at the foot of the screen (issue 26)
    xmaximum 820         # beside a marker at either side of the map (kozyr_map_panel_x)
    background "#1a1410e8"
    padding (30, 20)

style kozyr_panel_name is text:
    size 34
    color "#f3e2b0"

style kozyr_panel_text is text:
    size 24
    color "#e8e0d0"
