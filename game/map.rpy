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
            return _("Free Play")
        return _("Locked")

    ## The chosen opponent's panel goes where it hides no marker (issue 26: beside its own
    ## marker, 820 px wide, it lay over the next ones). KozyrPanelPlace renders the panel
    ## at a few widths and places it at the free spot nearest its marker, inside the map
    ## (under the bar, above the frame's foot); kozyr_map_panel_rect keeps where it went.
    KOZYR_PANEL_WIDTHS = (1200, 900, 640, 480)
    KOZYR_PANEL_MARGIN = 14         # clear space around every marker
    ## the art's frame: the title and the tools stand this far in from the screen's edges,
    ## as the panel does (the tools' plate sat flush against the right edge: issue 26)
    KOZYR_MAP_EDGE = 24
    KOZYR_MAP_BAR_H = 72    # a plate's height: its row (56) in its padding
    KOZYR_MAP_AREA = (KOZYR_MAP_EDGE, KOZYR_MAP_EDGE + KOZYR_MAP_BAR_H + 4,
                      1920 - KOZYR_MAP_EDGE, 1036)   # left, top, right, bottom of the panel's room (inside the art's frame, under the plates)
    kozyr_map_panel_rect = None

    def kozyr_marker_rect(oid):
        """(x, y, w, h) of the marker of oid on screen, from its parts' sizes (the
        kozyr_marker button: portraits over the name and the status)."""
        o = roster.get(oid)
        known = kozyr_map_known(oid)
        n = len(o["who"])
        pw = n * (100 if n == 1 else 72) + (n - 1) * 4
        st = roster.story_status(oid)
        name = Text(roster.display_name(oid) if known else __("???"), style="kozyr_marker_name")
        status = Text(__(kozyr_map_status_text(oid)), style="kozyr_marker_status_" + ("beaten" if st == "won" else st))
        nw, nh = renpy.render(name, 1000, 200, 0, 0).get_size()
        sw, sh = renpy.render(status, 1000, 200, 0, 0).get_size()
        w = max(pw, nw, sw) + 20
        h = 104 + 4 + nh + 4 + sh + 16
        x, y, xa, ya = kozyr_marker_place(oid)
        return (int(x - w * xa), int(y - h * ya), w, h)

    ## Each marker stands beside its place's landmark on the art, never on it (player review
    ## 5: the cards hid the bridge, the scroll, the camp): above the icon, or left of it where
    ## the room under the title plates is too short (the lodge). The icons' rectangles are
    ## the art's, written by the pipeline (tools/assets/backgrounds.py) to map_places.json.
    KOZYR_MARKER_GAP = 6
    KOZYR_MARKER_TALL = 196     # room a marker needs above its icon (its height: about 180)

    def kozyr_map_icons():
        """{oid: (x, y, w, h)} of each place's landmark icon on `bg map` ({} without it)."""
        import json
        try:
            with renpy.open_file("images/bg/map_places.json") as f:
                places = json.loads(f.read().decode("utf-8"))
        except Exception:
            return {}
        return dict((k, tuple(v["icon"])) for k, v in places.items() if "icon" in v)

    def kozyr_marker_place(oid):
        """(x, y, xanchor, yanchor) of the marker of oid: the middle of its foot just
        above its landmark icon, or the middle of its right side just left of it. Without
        the art's icons, centred on roster's "pos"."""
        icon = KOZYR_MAP_ICONS.get(oid)
        if icon is None:
            o = roster.get(oid)
            return (int(o["pos"][0] * config.screen_width), int(o["pos"][1] * config.screen_height), 0.5, 0.5)
        ix, iy, iw, ih = icon
        if iy - KOZYR_MARKER_GAP - KOZYR_MARKER_TALL >= KOZYR_MAP_AREA[1]:
            return (ix + iw // 2, iy - KOZYR_MARKER_GAP, 0.5, 1.0)
        return (ix - KOZYR_MARKER_GAP, iy + ih // 2, 1.0, 0.5)

    KOZYR_MAP_ICONS = kozyr_map_icons()

    def kozyr_rect_overlap(a, b):
        """The area two (x, y, w, h) rectangles share."""
        dx = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
        dy = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
        return dx * dy if dx > 0 and dy > 0 else 0

    def kozyr_map_panel_spot(oid, sizes):
        """(x, y, index of the size) for the panel of oid: of the spots hiding no marker,
        at any of the sizes (w, h), the one nearest the marker of oid; if there is none,
        the spot hiding the least. Kept per panel and map (a hover re-renders the panel)."""
        memo = (oid, tuple(sizes), _preferences.language,
                tuple((roster.story_status(i), kozyr_map_known(i), roster.display_name(i)) for i in roster.IDS))
        spots = KozyrPanelPlace.spots     # (on the class: never saved nor rolled back)
        if memo not in spots:
            spots.clear()
            spots[memo] = _kozyr_map_panel_spot(oid, sizes)
        return spots[memo]

    def _kozyr_map_panel_spot(oid, sizes):
        m = KOZYR_PANEL_MARGIN
        markers = dict((i, kozyr_marker_rect(i)) for i in roster.IDS)
        own = markers[oid]
        ox, oy = own[0] + own[2] / 2.0, own[1] + own[3] / 2.0
        grown = [(r[0] - m, r[1] - m, r[2] + 2 * m, r[3] + 2 * m) for r in markers.values()]
        left, top, right, bottom = KOZYR_MAP_AREA
        best = None
        for k, (w, h) in enumerate(sizes):
            xs = list(range(left, right - w + 1, 16)) + [right - w]
            ys = list(range(top, bottom - h + 1, 16)) + [bottom - h]
            for x in xs:
                for y in ys:
                    hidden = sum(kozyr_rect_overlap((x, y, w, h), r) for r in grown)
                    ## the nearest edge of the panel to the marker's centre
                    dx = max(x - ox, 0, ox - (x + w))
                    dy = max(y - oy, 0, oy - (y + h))
                    key = (hidden, dx * dx + dy * dy, k)
                    if best is None or key < best[0]:
                        best = (key, (x, y, k))
        return best[1]

    def kozyr_panel_heading(oid):
        """The panel's first line: the name, then the title in italics (text tags of a
        renamed character's name escaped)."""
        name = roster.display_name(oid).replace("{", "{{").replace("[", "[[")
        title = roster.text(oid, "title").replace("{", "{{").replace("[", "[[")
        return name + u"{size=26}{i}  \u2014  " + title + u"{/i}{/size}"

    def kozyr_map_known(oid):
        """Shown by name and portrait: open or won in this story, or beaten
        in an earlier one (free play)."""
        return roster.story_status(oid) != "locked" or roster.beaten(oid)

    def kozyr_record_text(oid):
        """'Wins 2 · Losses 1 · Best level: hard' (translated)."""
        rec = roster.record_of(oid)
        parts = [__("Wins %(wins)d · Losses %(losses)d") % rec]
        if rec["draws"]:
            parts.append(__("Draws %d") % rec["draws"])
        if rec["best_level"]:
            parts.append(__("Best level: %s") % roster.level_name(rec["best_level"]))
        ## Each figure stays with its word: non-breaking spaces, so that a narrow panel
        ## breaks the line only at a " · " (it left a lone "0" on a line: issue 26).
        return u" · ".join(p.replace(u" \u00b7 ", u"\n").replace(u" ", u"\u00a0").replace(u"\n", u" \u00b7 ") for p in parts)

    def kozyr_marker_alt(oid):
        st = roster.story_status(oid)
        name = roster.display_name(oid)
        if st == "open":
            return __("%(name)s, open: %(game)s.") % dict(name=name, game=roster.text(oid, "game"))
        if st == "won":
            return __("%(name)s, won in this story. %(record)s.") % dict(name=name, record=kozyr_record_text(oid))
        if roster.beaten(oid):
            return __("%(name)s, not yet reached in this story; Free Play is open. %(record)s.") % dict(
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
    ## Two plates, not one bar across the top: the suits' cartouche (x 699-1222, from y
    ## 33) stands between them in full (issue 28: the bar covered its top).
    frame:
        style "kozyr_map_bar"
        pos (KOZYR_MAP_EDGE, KOZYR_MAP_EDGE)
        xmaximum 680
        text _("The Road of Cards") style "kozyr_map_title" yalign 0.5 ysize 56
    frame:
        style "kozyr_map_bar"
        pos (1920 - KOZYR_MAP_EDGE, KOZYR_MAP_EDGE) xanchor 1.0
        xmaximum 690
        fixed:
            fit_first True
            ysize 56
            ## (the four Russian words at the default size reached over the cartouche's
            ## right edge, x 1222: «Правила» was written across its frame; polish_menus)
            hbox:
                style_prefix "kozyr_map_nav"
                yalign 0.5
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
            pos kozyr_marker_place(oid)[:2] anchor kozyr_marker_place(oid)[2:]
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
        kozyr_panel_place sel:
            frame:
                style "kozyr_map_panel"
                xmaximum KOZYR_PANEL_WIDTHS[0]
                vbox:
                    spacing 8
                    ## (name and title on one line, the game and the record on the next: a
                    ## wide, low panel fits the foot of the map, under every marker)
                    if known:
                        text kozyr_panel_heading(sel) style "kozyr_panel_name"
                        ## the record counts every duel, Free Play's too, and says so: a "Wins 1"
                        ## under a chapter still "Open" in the story read as a contradiction
                        ## (player review 5)
                        ## (the scope after the figures: a label before them doubled the record's own
                        ## colons in Russian, «…: Победы: 1»: issue 26)
                        text (roster.text(sel, "game") + u" \u00b7 " + __("%(record)s (all duels, story and Free Play)") % dict(record=kozyr_record_text(sel))) style "kozyr_panel_text"
                    else:
                        text _("A locked road") style "kozyr_panel_name"
                    if st == "won":
                        text _("You have won this chapter in this story. Replay its duel here, or its scenes in the replay room (Extras).") style "kozyr_panel_text"
                    elif st == "locked":
                        text roster.text(sel, "hint") style "kozyr_panel_text"
                    hbox:
                        spacing 20
                        box_wrap True
                        box_wrap_spacing 8
                        if st == "open":
                            textbutton _("Continue story"):
                                style "kozyr_panel_button"
                                action Return(("story", sel))
                                alt __("Continue story with %s") % roster.display_name(sel)
                        if roster.beaten(sel):
                            textbutton _("Replay in Free Play"):
                                style "kozyr_panel_button"
                                action Return(("replay", sel))
                                alt __("Replay in Free Play against %s") % roster.display_name(sel)
                        textbutton _("Close") style "kozyr_panel_button" action SetScreenVariable("sel", None) alt _("Close the panel")

## The two plates in the cartouche's frame (parchment in a brown rule, as the art draws the
## suits' cartouche), not dark slabs on the mountains (player review 5).
style kozyr_map_bar is frame:
    background Frame(Composite((24, 24),
        (0, 0), Solid("#5a3a1e"),
        (5, 5), Solid("#efe0b8", xysize=(14, 14))), 8, 8)
    padding (30, 8)

style kozyr_map_title is text:
    size 40
    color "#5a3a1e"

style kozyr_map_nav_button is button:
    padding (6, 2)

style kozyr_map_nav_button_text is button_text:
    color "#5a3a1e"
    hover_color "#a02a22"
    selected_color "#a02a22"

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
    xmaximum 820        # (the chosen opponent's panel: as wide as KozyrPanelPlace lets it)
    background "#1a1410e8"
    padding (28, 14)

style kozyr_panel_name is text:
    size 34
    color "#f3e2b0"

style kozyr_panel_text is text:
    size 24
    color "#e8e0d0"

## The panel's buttons in gold, as the menus' (the default grey idle read as disabled
## on the panel's dark ground: issue 26).
style kozyr_panel_button is button:
    padding (14, 6)
    background "#2a2018"
    hover_background "#c8902e"

style kozyr_panel_button_text is button_text:
    color gui.accent_color
    hover_color "#1a1006"
