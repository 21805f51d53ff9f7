## kozyr_music.rpy — what plays where (owner: sound; issue 26). The one map of the game's
## music and its cues, `soundtrack`:
##
##   MENU            the main menu's theme (config.main_menu_music): the language chooser, the
##                   main menu and every menu page opened from it, the name prompt (it carries
##                   into the game until the prologue's first scene track), Play Online
##   SCREENS         a page with a track of its own while it is up (Problems, Free Play's
##                   setup); when it goes, the track that played before comes back
##   DUEL_BY_PLACE   the duel theme by the table's place (duel.table_place: the roster's
##                   "place" of the opponent, "default" for Free Play): `label duel` takes the
##                   music over from the scene's track (duel_begin) and gives it back after
##                   (duel_end); the track before the duel is kept in `soundtrack_before_duel`;
##                   a duel theme, like a scene's track, goes on where the last duel left it
##   SECOND          a duel theme's second variation (another section order, a quiet
##                   breakdown, other leads: tools/assets/duels.py): the channel loops the
##                   two files in turn, [theme, theme_b] (a fresh player heard a 100 s theme
##                   four to six times in a ten-minute game); the track's name is the first's
##   the story's scene tracks are the chapters' story_music("inn"/"road"/"temple"/"tower"/
##   "market"/"camp"/"lodge"/"finale") calls (game/story/ch00_prologue.rpy); the ending plays
##   ENDING (the Hunter's chapter has the lodge's own cue, so that the finale is heard first
##   at the ending)
##
## Channels (mixer "sfx"): "sting", the end of a game and a solved problem, with the music
## ducked to DUCK under it and brought back when the sting is over (periodic(), run by both
## config.periodic_callbacks and config.interact_callbacks); "table_cue",
## the role-change banner, so that the table's other cues on "sound" never cut it; "cards",
## the cards that move on the table (duel.play_event_sounds: laid, turned, dealt). Button
## sounds (UI_STYLES): hover and click on the menus', pages', choices', Problems', Free Play's
## and the map's buttons; not on the table's own buttons, which have the table's cues.

define config.main_menu_music = "audio/music/theme.ogg"
define config.main_menu_music_fadein = 1.0
define config.main_menu_stop_channels = ["sound", "voice", "movie", "sting", "table_cue", "cards"]

default soundtrack_before_duel = None     # the music filename playing when the table opened
## where each track was left, {name: seconds into the file}: a track that comes back (after a
## duel, or when a later scene asks for it again) goes on from there instead of replaying its
## opening bars (a fresh player heard the road's first bars sixteen times in an evening)
default soundtrack_resume = {}
## which file of a two-file track (SECOND) was playing when it was left, {track: file's name}
default soundtrack_turn = {}

init -15 python in soundtrack:

    import time as _time
    import store

    MENU = "theme"
    SCREENS = (("coach_problem", "study"), ("coach_problems", "study"),
               ("duel_free_play_setup", MENU), ("online_lobby", MENU))
    ## a theme per kind of place (tools/assets/duels.py says how each sounds): the inn's
    ## dance, the temple's, tower's and night hill's arcane harp and choir, the road's
    ## knightly march, the market's caper, the camp's and lodge's hunt; Free Play's card club
    ## ("default") keeps its own
    DUEL_BY_PLACE = {"inn": "duel_folk", "temple": "duel_arcane", "tower": "duel_arcane",
                     "night": "duel_arcane", "road": "duel_march", "market": "duel_market",
                     "camp": "duel_wild", "lodge": "duel_wild", "default": "duel"}
    DUEL_DEFAULT = "duel"
    SECOND = {"duel": "duel_b", "duel_folk": "duel_folk_b", "duel_arcane": "duel_arcane_b",
              "duel_march": "duel_march_b", "duel_market": "duel_market_b",
              "duel_wild": "duel_wild_b"}
    FIRST = dict((b, a) for a, b in SECOND.items())
    ENDING = "finale"
    DUCK = 0.3          # the music's volume under a sting
    HOVER = "audio/sfx/hover.ogg"
    CLICK = "audio/sfx/click.ogg"
    UI_STYLES = ("navigation_button", "page_button", "slot_button", "radio_button",
                 "check_button", "slider_button", "help_button", "confirm_button",
                 "kozyr_tab_button", "kozyr_tile", "kozyr_name_field", "kozyr_plain_button",
                 "choice_button", "quick_button", "kozyr_marker", "coach_button",
                 "duel_free_tile", "duel_free_deal", "online_button")

    def music(name):
        return "audio/music/%s.ogg" % name

    def sfx(name):
        return "audio/sfx/%s.ogg" % name

    def name_of(filename):
        """'audio/music/inn.ogg' -> 'inn' (None for None)."""
        if not filename:
            return None
        return filename.rsplit("/", 1)[-1].rsplit(".", 1)[0]

    def track_of(filename):
        """The track a file belongs to: 'audio/music/duel_folk_b.ogg' -> 'duel_folk' (SECOND)."""
        name = name_of(filename)
        return FIRST.get(name, name)

    def files_of(name):
        """The names of track `name`'s files, looped in turn: [name] or [name, SECOND[name]]."""
        second = SECOND.get(name)
        return [name, second] if second and renpy.loadable(music(second)) else [name]

    def requested():
        """The file the music channel was last told to loop (it may still be fading in;
        renpy.music.get_playing() gives the old one until the fade is over), or None."""
        loop = renpy.music.get_loop(channel="music")
        return loop[0] if loop else None

    def play(name, fadein=1.0, fadeout=1.0):
        fn = music(name)
        if renpy.loadable(fn):
            renpy.music.play(fn, channel="music", fadein=fadein, fadeout=fadeout, if_changed=True)

    ##------------------------------------------------------------ resuming a track
    def position():
        """Seconds into the file the music channel is playing now (0 when unknown)."""
        pos = renpy.music.get_pos(channel="music")
        return pos if pos and pos > 0 else 0.0

    def remember():
        """Keeps where the track now playing is, before something else takes the channel:
        the position in the file that plays (soundtrack_resume, by file) and, for a track of
        two files, which of them it was (soundtrack_turn)."""
        track = track_of(requested())
        playing = name_of(renpy.music.get_playing(channel="music"))
        if track and playing and track_of(playing) == track:
            store.soundtrack_resume[playing] = round(position(), 2)
            if track in SECOND:
                store.soundtrack_turn[track] = playing

    def resumed(name):
        """The filenames that play track `name` from where it was left, its files in turn
        from the one that was playing: Ren'Py's partial playback, "<from N loop 0>", starts
        at N and loops back to the file's start. One filename for a track of one file."""
        names = files_of(name)
        turn = store.soundtrack_turn.get(name, name) if store.soundtrack_turn else name
        if turn in names:
            k = names.index(turn)
            names = names[k:] + names[:k]
        pos = store.soundtrack_resume.get(names[0], 0.0) if store.soundtrack_resume else 0.0
        first = music(names[0])
        first = "<from %.2f loop 0>%s" % (pos, first) if pos >= 1.0 else first
        if len(names) == 1:
            return first
        return [first] + [music(n) for n in names[1:]]

    def scene(name, fadein=1.0):
        """A scene's track (story_music): nothing happens when it is already playing (resumed
        or not); otherwise the track before is remembered and this one goes on where it was
        left."""
        fn = music(name)
        if not renpy.loadable(fn) or track_of(requested()) == name:
            return
        remember()
        renpy.music.play(resumed(name), channel="music", fadein=fadein, fadeout=1.0)

    def play_file(fn, fadein=1.5, fadeout=1.0):
        """Back to a track that played before (a filename), or silence for None."""
        if fn:
            renpy.music.play(fn, channel="music", fadein=fadein, fadeout=fadeout, if_changed=True)
        else:
            renpy.music.stop(channel="music", fadeout=fadeout)

    ##------------------------------------------------------------ the duel
    def duel_track(spec):
        place = store.duel.table_place(spec)
        return DUEL_BY_PLACE.get(place, DUEL_DEFAULT)

    def duel_begin(spec):
        """`label duel`: the duel theme takes over, going on where the last duel at such a
        place left it (resumed: a fresh player heard the same opening bars at every table of
        an evening); the scene's track is kept to give back."""
        store.soundtrack_before_duel = requested()
        remember()
        name = duel_track(spec)
        if renpy.loadable(music(name)) and track_of(requested()) != name:
            renpy.music.play(resumed(name), channel="music", fadein=1.0, fadeout=1.0)

    def duel_end():
        """The end of `label duel`: where the duel theme is is kept for the next duel, and the
        scene's track comes back where it was left (silence if there was none)."""
        remember()
        before = store.soundtrack_before_duel
        store.soundtrack_before_duel = None
        name = track_of(before)
        if name and before.endswith(music(name_of(before))) and renpy.loadable(music(name)):
            play_file(resumed(name))
        else:
            play_file(before)

    ##------------------------------------------------------------ stings
    _duck = {"until": 0.0}

    def sting(names, delay=0.0):
        """Plays the cues `names` one after the other on the sting channel, above the music:
        the music dips to DUCK while they sound (periodic() brings it back)."""
        files = [sfx(n) for n in names if renpy.loadable(sfx(n))]
        if not files:
            return
        if delay:
            files = ["<silence %.2f>" % delay] + files
        renpy.music.set_volume(DUCK, delay=0.25, channel="music")
        renpy.music.play(files, channel="sting", loop=False)
        _duck["until"] = _time.time() + delay + 0.5

    def game_over(outcome, durak, final):
        """The end of a game: the win fanfare; the fool's wah-wah when the player is the durak,
        followed by the loss sting when that loses the duel (a plain loss: the sting alone);
        a draw: the banner's chime."""
        if outcome == "win":
            sting(["win"])
        elif outcome == "loss":
            sting((["durak"] if durak else []) + (["lose"] if final or not durak else []))
        else:
            sting(["banner"])

    def solved():
        """A problem solved (coach_puzzles.rpy)."""
        sting(["solved"])

    def table_cue(name, delay=0.0):
        """A table cue on its own channel (the role-change banner): after `delay` seconds, so
        that it follows the cue of the move that changed the role instead of covering it."""
        fn = sfx(name)
        if renpy.loadable(fn):
            renpy.music.play(["<silence %.2f>" % delay, fn] if delay else fn,
                             channel="table_cue", loop=False)

    ##------------------------------------------------------------ screens and the duck
    _screen = {"track": None, "before": None}

    def screen_track():
        for scr, name in SCREENS:
            if renpy.get_screen(scr) is not None:
                return name
        return None

    def sync_screens():
        """A page of SCREENS that came up gets its track; when it goes, the track that played
        before it comes back, unless something else (the duel) has changed the music since."""
        want = screen_track()
        have = _screen["track"]
        if want == have:
            return
        if want is not None:
            if have is None:
                _screen["before"] = requested()
            play(want)
        elif track_of(requested()) == have:
            play_file(_screen["before"])
        _screen["track"] = want

    def unduck():
        now = _time.time()
        if _duck["until"]:
            if now < _duck["until"] or renpy.music.is_playing(channel="sting"):
                return
            _duck["until"] = 0.0
            renpy.music.set_volume(1.0, delay=1.2, channel="music")
            return
        # a save made while the music was ducked loads ducked: bring it back
        try:
            ctx = renpy.audio.audio.get_channel("music").context
            if ctx.secondary_volume < 1.0:
                renpy.music.set_volume(1.0, delay=1.2, channel="music")
        except Exception:
            pass

    _said = set()

    def periodic():
        """config.periodic_callbacks (20 times a second) and config.interact_callbacks: the
        duck and SCREENS; it must never break the game (a failure is printed once)."""
        try:
            unduck()
            sync_screens()
        except Exception as e:
            line = "%s: %s" % (type(e).__name__, e)
            if line not in _said:
                _said.add(line)
                print("[kozyr] soundtrack.periodic failed:", line)

init -14 python:
    renpy.music.register_channel("sting", mixer="sfx", loop=False, stop_on_mute=True, tight=False)
    renpy.music.register_channel("table_cue", mixer="sfx", loop=False, stop_on_mute=True, tight=False)
    renpy.music.register_channel("cards", mixer="sfx", loop=False, stop_on_mute=True, tight=False)
    config.periodic_callbacks.append(soundtrack.periodic)
    ## ... and at every (re)start of an interaction: Ren'Py drops the pending periodic events
    ## there, so a screen whose timer restarts the interaction ten times a second (a Problem's
    ## poll, `Function` actions) would otherwise keep the music ducked as long as it is up
    config.interact_callbacks.append(soundtrack.periodic)

## The button sounds (UI_STYLES above names the same styles, for the testcase). Style
## statements, as the styles they add to are (deferred, in order).
style navigation_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style page_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style slot_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style radio_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style check_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style slider_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style help_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style confirm_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style kozyr_tab_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style kozyr_tile:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style kozyr_name_field:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style kozyr_plain_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style choice_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style quick_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style kozyr_marker:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style coach_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style duel_free_tile:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style duel_free_deal:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"

style online_button:
    hover_sound "audio/sfx/hover.ogg"
    activate_sound "audio/sfx/click.ogg"
