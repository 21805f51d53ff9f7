## extras_gallery.rpy — the Gallery tab of Extras (issue 28; owner: art).
##
## screen kozyr_gallery(): a tile for every CG of kozyr_cgs (game/story/staging_cgs.rpy), in
## story order: the picture and its title once it has been seen (renpy.seen_image: Ren'Py marks
## an image seen whenever the story shows it), a locked tile before. A click on a seen picture
## shows it full screen (screen kozyr_cg_view); a click, Escape or right-click closes it.

init python:
    def kozyr_gallery_tiles():
        """(image name, title, seen) for every CG, in story order."""
        return [(name, title, renpy.seen_image(name)) for name, title in kozyr_cgs]

    def kozyr_gallery_seen_count():
        return sum(1 for _n, _t, seen in kozyr_gallery_tiles() if seen)

screen kozyr_gallery():
    $ tiles = kozyr_gallery_tiles()
    vbox:
        spacing 14
        text (__("Pictures of the story's big moments, kept here once you have seen them: %(seen)d of %(total)d.") % dict(seen=kozyr_gallery_seen_count(), total=len(tiles))) style "kozyr_page_text"
        vpgrid:
            cols 4
            spacing 14
            xsize 1400
            ysize 640
            ## twelve tiles are three rows: more than the page shows, so a scrollbar says so
            scrollbars ("vertical" if len(tiles) > 8 else None)
            mousewheel True
            draggable True
            for name, title, seen in tiles:
                button:
                    style "kozyr_cg_tile"
                    sensitive seen
                    action Show("kozyr_cg_view", cg=name, title=title)
                    alt ((__("View %s") % __(title)) if seen else __("A picture not seen yet"))
                    vbox:
                        spacing 8
                        if seen:
                            add Transform(name, xysize=(304, 171))
                            text title style "kozyr_cg_tile_title"
                        else:
                            frame:
                                style "kozyr_cg_locked"
                                text "?" style "kozyr_cg_locked_mark"
                            text _("Not seen yet") style "kozyr_cg_tile_title"

## One CG full screen, over the menu: a click, Escape or right-click closes it.
screen kozyr_cg_view(cg, title=""):
    modal True
    zorder 200
    add Solid("#000")
    add cg
    button:
        style "kozyr_cg_close"
        action Hide("kozyr_cg_view")
        alt _("Close the picture")
    frame:
        style "kozyr_cg_caption"
        text (__(title) + "  ·  " + __("Click to close")) style "kozyr_cg_caption_text"
    key "game_menu" action Hide("kozyr_cg_view")

style kozyr_cg_tile is kozyr_tile:
    xsize 334
    ysize 262
    padding (15, 14, 15, 14)

style kozyr_cg_tile_title is kozyr_tile_title:
    size 23
    xmaximum 304

style kozyr_cg_locked is frame:
    background Solid("#1b1512")
    xysize (304, 171)
    padding (0, 0)

style kozyr_cg_locked_mark is text:
    font gui.interface_text_font
    size 80
    color "#5a4c3c"
    align (0.5, 0.5)

style kozyr_cg_close is button:
    background None
    xfill True
    yfill True

style kozyr_cg_caption is frame:
    background Solid("#000000a0")
    xalign 0.5
    yalign 0.98
    padding (24, 8, 24, 8)

style kozyr_cg_caption_text is text:
    font gui.interface_text_font
    size 24
    color "#ece4d2"
