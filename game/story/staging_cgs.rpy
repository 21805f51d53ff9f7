## staging_cgs.rpy — the story's CGs and its scene sound (issue 28; owner: art).
##
## kozyr_cgs: every CG in story order with its gallery title. The pictures are drawn by the
## asset pipeline (tools/assets/cgs.py, `image cg_<name>` in images/kozyr_images.rpy); the
## chapters show them with `show cg_<name>` at the line the prose describes (a set piece drawn
## over its place, such as cg_roof_fire, goes `behind` the sprites). Showing an image marks it
## seen in Ren'Py's persistent data (renpy.seen_image), which is all the gallery
## (extras_gallery.rpy) reads: a CG is kept there once seen, in any playthrough or replay.
##
## Ambience: a loop on the "ambience" channel (mixer "sfx": the sound volume) for the place on
## screen, one rule for every chapter: KOZYR_AMBIENCE maps a scene's image to a loop of
## game/audio/ambience (tools/assets/ambience.py). A `scene` statement sets the place (a scene
## of another place, or none, stops the loop); a set piece in the map plays its own loop over
## the place's; the map and the duel table cover the scene, so the loop stops while they are
## up. The channel follows kozyr_ambience at every interaction (kozyr_ambience_sync), so
## rollback and loading put the right loop back. The loud moments' one-shot effects (bang,
## ignite, cloth) are played by the chapters with story_sound.

define kozyr_cgs = [
    ("cg_white_wolf", _("The white wolf")),
    ("cg_altar", _("The altar of Fortune")),
    ("cg_bang", _("A flash and a bang")),
    ("cg_roof_fire", _("Nothing important is on fire")),
    ("cg_parapet_table", _("A table on the parapet")),
    ("cg_lina_map", _("Where the map stops")),
    ("cg_night_stall", _("The stall after dark")),
    ("cg_first_lantern", _("The first lantern")),
    ("cg_covered_table", _("Ilse's table")),
    ("cg_end_travel", _("Ending: the travelling table")),
    ("cg_end_leave", _("Ending: no last table")),
    ("cg_end_stay", _("Ending: the new Hunter")),
]

## Ilse's table as the player finds it again (ch07 .rematch): the covered table with the tokens
## the Hunter laid on her side, one per lost series, read from story_hunter_losses (drawn per
## count by the pipeline, cgs.py VARIANTS; beyond the last drawing, the last). Not in the
## gallery: it is cg_covered_table's variant.
image cg_ilse_tokens = ConditionSwitch(
    "story_hunter_losses <= 0", Null(),
    "story_hunter_losses == 1", "images/cg/ilse_tokens_1.webp",
    "story_hunter_losses == 2", "images/cg/ilse_tokens_2.webp",
    "story_hunter_losses == 3", "images/cg/ilse_tokens_3.webp",
    "True", "images/cg/ilse_tokens_4.webp")

define KOZYR_AMBIENCE = {
    "bg inn": "fire",       # Marta's hearth
    "bg temple": "temple",  # a hushed stone hall, a choir's hum, far bells (issue 26)
    "bg camp": "fire",
    "bg lodge": "lodge",    # a timber room, a low fire, the wind outside (issue 26)
    "bg market": "market",
    "bg night": "wind",
    "bg market_night": "wind",  # Lina's stall after dark (ch05): the crowd gone home
    "bg climb": "wind",     # the snowy climb to the lodge (ch07)
    "bg tower": "tower",    # Pip's tower: wind at the top, a clock, bubbling flasks, sparks
    "bg road": "road",      # the open road: a breeze, small birds
    "bg border": "road",
    "bg bridge": "river",   # the Long Bridge (ch03, ch08): the river under it, a faint breeze
    "cg_roof_fire": "fire",
    "cg_first_lantern": "fire",
}
## screens that cover the story's scene: no ambience under them
define KOZYR_AMBIENCE_COVERS = ("opponent_map", "duel_table")

default kozyr_ambience = None       # the loop the scene on screen asks for (a KOZYR_AMBIENCE value)

init -14 python:
    renpy.music.register_channel("ambience", mixer="sfx", loop=True, stop_on_mute=True, tight=False)

init 5 python:
    config.main_menu_stop_channels = list(config.main_menu_stop_channels) + ["ambience"]

    def kozyr_ambience_file(name):
        return "audio/ambience/%s.ogg" % name

    def kozyr_ambience_sync():
        """Start, change or stop the ambience channel to match kozyr_ambience."""
        want = store.kozyr_ambience
        if want and any(renpy.get_screen(s) for s in KOZYR_AMBIENCE_COVERS):
            want = None
        fn = kozyr_ambience_file(want) if want else None
        now = renpy.music.get_playing("ambience")
        if fn == now:
            return
        if fn and renpy.loadable(fn):
            renpy.music.play(fn, channel="ambience", loop=True, fadein=1.0, fadeout=1.0)
        elif now:
            renpy.music.stop("ambience", fadeout=1.0)

    config.interact_callbacks.append(kozyr_ambience_sync)

    def kozyr_ambience_hooks(scene, show):
        """Wrap config.scene and config.show (the scene and show statements): a new scene on
        the master layer clears the place; a background, or a set piece with a loop of its own,
        sets it."""

        def on_scene(layer="master", *args, **kwargs):
            if layer in (None, "master"):
                store.kozyr_ambience = None
            return scene(layer, *args, **kwargs)

        def on_show(name, *args, **kwargs):
            if kwargs.get("layer") in (None, "master"):
                parts = tuple(name.split()) if isinstance(name, basestring) else tuple(name)
                key = " ".join(str(p) for p in parts)
                if parts and parts[0] == "bg":
                    store.kozyr_ambience = KOZYR_AMBIENCE.get(key)
                elif key in KOZYR_AMBIENCE:
                    store.kozyr_ambience = KOZYR_AMBIENCE[key]
            return show(name, *args, **kwargs)

        return on_scene, on_show

    config.scene, config.show = kozyr_ambience_hooks(config.scene, config.show)
