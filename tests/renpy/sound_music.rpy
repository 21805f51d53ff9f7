## sound_music (owner: sound; issue 26): what the music channel (and the sting and banner
## channels where it matters) holds on each screen, from game/kozyr_music.rpy's one map:
## the main menu's theme, a menu page (Preferences, Load), Problems' study loop and the solved
## chime, the name prompt, a story scene, a story duel (the duel theme taking over from the
## scene's track, the role-change banner on its channel, the end-of-game sting with the music
## ducked under it, then the scene's track back), the ending's finale, Free Play's setup and
## its duel theme.
##
## sound_listen (# audio-capture): the runner plays it through SDL's disk audio driver and
## measures the captured sound between the KOZYR-AUDIO marks this testcase prints (the byte
## offset of the capture file at each mark): the main menu, a menu page, a story scene, a
## duel and Free Play must each be above the RMS floor, and the end-of-game sting 3 dB above the
## duel theme it ducks (tests/renpy/run.py).

init python:

    import os as _sm_os
    import sys as _sm_sys
    import time as _sm_time

    def sm_on(channel="music"):
        """The track or cue playing on `channel`, by name ('theme'), or None."""
        return soundtrack.name_of(renpy.music.get_playing(channel))

    def sm_volume():
        """The music channel's own volume (the duck)."""
        return renpy.audio.audio.get_channel("music").context.secondary_volume

    def sm_problem_spec(who="marta"):
        """A story-like duel that ends in a few moves: a Problems endgame, against `who`
        (the table's place, hence its theme, comes from the roster: Marta's inn)."""
        p = coach_puzzles.problems()[0]
        return {"variant": p["variant"], "players": 2, "options": {},
                "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None},
                          {"who": who, "name": who.title(), "level": "easy", "style": "balanced"}],
                "series": None, "skin": "classic", "tutorial": False, "seed": 7,
                "position": p["position"]}

    ## What the cue channels played, noted by a periodic and an interact callback, as the
    ## game's own soundtrack.periodic (a cue of a second may be over before the testcase's next
    ## line runs on a busy machine), and the stings heard while the music was ducked under them.
    SM_SEEN = {"table_cue": set(), "sting": set()}
    SM_DUCKED = set()

    def sm_listen():
        try:
            for ch in SM_SEEN:
                n = sm_on(ch)
                if n:
                    SM_SEEN[ch].add(n)
                    if ch == "sting" and sm_volume() == soundtrack.DUCK:
                        SM_DUCKED.add(n)
        except Exception:
            pass

    config.periodic_callbacks.append(sm_listen)
    config.interact_callbacks.append(sm_listen)     # as soundtrack.periodic (kozyr_music.rpy)

    def sm_clear():
        for seen in SM_SEEN.values():
            seen.clear()
        SM_DUCKED.clear()
        return True

    _SM_WAITING = {}

    class SoundWatch(Action):
        """`pause .05 until run SoundWatch("expr")`: ready once expr holds; a wait longer
        than `limit` seconds fails the testcase, naming what it waited for (a `pause until`
        that never ends is never 'stuck' to Ren'Py: the pause restarts)."""

        def __init__(self, expr, limit=45.0):
            self.expr = expr
            self.limit = limit

        def get_sensitive(self):
            now = _sm_time.time()
            since = _SM_WAITING.setdefault(self.expr, now)
            try:
                ok = bool(renpy.python.py_eval(self.expr))
            except Exception:
                ok = False
            if ok:
                _SM_WAITING.pop(self.expr, None)
                return True
            if now - since > self.limit:
                _SM_WAITING.pop(self.expr, None)
                raise AssertionError("waited %.0f s for %s (music %r, volume %r, heard %r, at %r)" % (
                    now - since, self.expr, sm_on(), sm_volume(), SM_SEEN, renpy.get_filename_line()))
            return False

        def __call__(self):
            return None

    class SoundDismiss(SoundWatch):
        """As SoundWatch, and meanwhile dismisses the say line on screen, at most every 1.5 s
        (one dismiss queued as the line comes up may be lost on Ren'Py 8.3)."""

        last = [0.0]

        def get_sensitive(self):
            if super(SoundDismiss, self).get_sensitive():
                return True
            now = _sm_time.time()
            if renpy.get_screen("say") is not None and now - self.last[0] > 1.5:
                self.last[0] = now
                renpy.queue_event("dismiss")
            return False

    def sm_mark(what):
        """KOZYR-AUDIO: <what> <bytes captured so far>: the runner's window marks."""
        fn = _sm_os.environ.get("KOZYR_AUDIO_FILE")
        size = _sm_os.path.getsize(fn) if fn and _sm_os.path.exists(fn) else -1
        _sm_sys.stdout.write("KOZYR-AUDIO: %s %d %.3f\n" % (what, size, _sm_time.time()))
        _sm_sys.stdout.flush()
        return True

    ## sound_listen's sting window begins where the game starts the sting (soundtrack.sting),
    ## not where the testcase next sees it playing: the capture runs ahead of the game's clock
    ## on a busy machine, and a late mark would miss the sting's first second
    SM_MARK_STING = [False]
    _sm_sting = soundtrack.sting

    def _sm_sting_marked(names, delay=0.0):
        if SM_MARK_STING[0]:
            SM_MARK_STING[0] = False
            sm_mark("begin sting")
        return _sm_sting(names, delay)

    soundtrack.sting = _sm_sting_marked

    ## the table's move sounds asked of the "cards" channel (duel.play_cards), by name: a card
    ## laid sounds 0.1 s, too short for a watch on the channel on a busy machine
    SM_CARDS = []
    _sm_play_cards = duel.play_cards

    def _sm_play_cards_noted(plan):
        SM_CARDS.extend(name for _pause, name in plan)
        return _sm_play_cards(plan)

    duel.play_cards = _sm_play_cards_noted

label sound_test_story_duel:
    scene bg inn
    $ story_music("inn", 0.5)
    "The inn is warm; Marta shuffles."
    call duel(DUEL_TEST["spec"])
    $ DUEL_TEST["return"] = _return
    "Duel finished."
    return

testcase sound_music:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    ## the main menu: its theme, and the menus' button sounds
    pause .1 until run SoundWatch("sm_on() == 'theme'")
    assert config.main_menu_music == "audio/music/theme.ogg"
    assert style.navigation_button.activate_sound == soundtrack.CLICK and style.navigation_button.hover_sound == soundtrack.HOVER
    assert all(getattr(style, s).activate_sound == soundtrack.CLICK for s in soundtrack.UI_STYLES)
    assert style.kozyr_marker.hover_sound == soundtrack.HOVER and style.choice_button.activate_sound == soundtrack.CLICK
    ## menu pages keep it
    pause .05 until run TestClick("Preferences", "renpy.get_screen('preferences')", 45.0)
    pause .3  # kept for time: the music would have changed by now if the page changed it
    assert sm_on() == "theme"
    ## a click made as the page's transition ends may be lost (Ren'Py 8.3.4): TestClick clicks again
    pause .05 until run TestClick("Load", "renpy.get_screen('load')", 45.0)
    pause .3  # kept for time: the music would have changed by now if the page changed it
    assert sm_on() == "theme"
    ## Problems: the study loop, the solved chime above the ducked music, then the theme back
    $ persistent.coach_problems = None
    pause .05 until run TestClick("Problems", "renpy.get_screen('coach_problems')", 45.0)
    pause .1 until run SoundWatch("sm_on() == 'study'")
    $ sm_p = coach_test_first_problem()
    run Function(coach_puzzles.open_problem, sm_p["id"])
    pause .1 until run SoundWatch("renpy.get_screen('coach_problem')")
    assert sm_on() == "study"
    $ sm_clear()
    pause .2 until run CoachSolve(sm_p)
    assert coach_puzzles.board.status == "solved"
    pause .05 until run SoundWatch("'solved' in SM_SEEN['sting']")
    assert "solved" in SM_DUCKED
    pause .1 until run SoundWatch("sm_volume() == 1.0 and not renpy.music.is_playing('sting')")
    assert sm_on() == "study"
    run Hide("coach_problem")
    pause .05 until run TestClick("Return", "renpy.get_screen('coach_problems') is None", 45.0)
    pause .1 until run SoundWatch("sm_on() == 'theme'")
    ## the name prompt: still the theme; the prologue's first scene: the road
    pause .05 until run TestClick("Start", "renpy.get_screen('input')", 45.0)
    pause .3  # kept for time: the music would have changed by now if the page changed it
    assert sm_on() == "theme"
    type RETURN
    pause .1 until run SoundWatch("sm_on() == 'road'")
    assert renpy.get_filename_line()[0].endswith("ch00_prologue.rpy")
    ## a story duel: the scene's track, the duel theme at the table with the role banner on
    ## its channel, the sting above the ducked music at the end, the scene's track back
    $ duel_test_setup(sm_problem_spec("marta"))
    run Jump("sound_test_story_duel")
    pause .1 until run SoundWatch("sm_on() == 'inn'")
    assert renpy.get_screen("say") is not None
    pause 2.5  # kept for time: the inn's track plays 2.5 s before the duel
    $ sm_inn_left = soundtrack.position()
    $ sm_clear()
    pause .05 until run SoundDismiss("renpy.get_screen('duel_table') is not None")
    assert duel.table_place(duel_spec) == "inn" and soundtrack.duel_track(duel_spec) == "duel_folk"
    assert soundtrack.name_of(renpy.music.get_loop()[0]) == "duel_folk"
    ## the channel loops the theme's two files in turn (soundtrack.SECOND)
    assert [soundtrack.name_of(f) for f in renpy.music.get_loop()] == ["duel_folk", "duel_folk_b"]
    assert soundtrack.name_of(soundtrack_before_duel) == "inn"
    pause .05 until run SoundWatch("sm_on() == 'duel_folk'")
    pause .05 until run SoundWatch("'banner' in SM_SEEN['table_cue']")
    run DuelTestClick() until run SoundWatch("duel_test_over()", 90.0)
    ## every move was heard on the cards channel, the card laid among them
    $ kozyr_test_note("cards heard:", SM_CARDS)
    assert "place" in SM_CARDS
    pause .05 until run SoundWatch("SM_SEEN['sting'] & {'win', 'durak', 'lose'}")
    assert sm_on() == "duel_folk"
    pause .1 until run SoundWatch("sm_volume() == 1.0 and not renpy.music.is_playing('sting')")
    $ kozyr_test_note("stings heard:", sorted(SM_SEEN["sting"]), "ducked:", sorted(SM_DUCKED), "outcome", duel.outcome_of(duel_state))
    assert SM_SEEN["sting"] >= ({"win"} if duel.outcome_of(duel_state) == "win" else {"lose"})
    assert SM_DUCKED >= ({"win"} if duel.outcome_of(duel_state) == "win" else {"lose"})
    assert sm_on() == "duel_folk"
    pause .05 until run TestClick("Continue", "renpy.get_screen('say') is not None", 45.0)
    pause .1 until run SoundWatch("sm_on() == 'inn'")
    assert soundtrack_before_duel is None
    ## the duel theme is kept where the duel left it: the next duel at the inn goes on from there
    $ kozyr_test_note("duel_folk left at", soundtrack_resume.get("duel_folk"))
    assert soundtrack_resume.get("duel_folk", 0.0) >= 1.0
    assert soundtrack_turn.get("duel_folk") == "duel_folk"
    ## a theme left in its second file comes back there, from where it was, and the first after
    $ sm_kept = (dict(soundtrack_turn), dict(soundtrack_resume))
    $ soundtrack_turn["duel_folk"] = "duel_folk_b"
    $ soundtrack_resume["duel_folk_b"] = 12.0
    assert soundtrack.resumed("duel_folk") == ["<from 12.00 loop 0>audio/music/duel_folk_b.ogg", "audio/music/duel_folk.ogg"]
    assert soundtrack.track_of(soundtrack.resumed("duel_folk")[0]) == "duel_folk"
    $ soundtrack_turn.clear()
    $ soundtrack_turn.update(sm_kept[0])
    $ soundtrack_resume.clear()
    $ soundtrack_resume.update(sm_kept[1])
    ## ... going on where it was left, not from its first bars (a fresh player heard the road's
    ## opening sixteen times in an evening); a scene that asks for it again does not restart it
    $ kozyr_test_note("inn left at", sm_inn_left, "resumed as", renpy.music.get_loop()[0], "at", soundtrack.position())
    assert sm_inn_left >= 1.0 and soundtrack_resume["inn"] >= sm_inn_left - 0.5
    assert renpy.music.get_loop()[0] == "<from %.2f loop 0>audio/music/inn.ogg" % soundtrack_resume["inn"]
    pause 0.5  # kept for time: the track plays on for half a second
    assert soundtrack.position() >= sm_inn_left
    $ sm_loop = renpy.music.get_loop()[0]
    $ story_music("inn")
    assert renpy.music.get_loop()[0] == sm_loop
    ## another scene's track, then the inn again: the inn goes on from where it was left
    $ story_music("road", 0.2)
    pause 2.5  # kept for time: the road's track plays 2.5 s before the inn comes back
    $ story_music("inn", 0.2)
    assert renpy.music.get_loop()[0].startswith("<from ") and soundtrack_resume["inn"] > sm_inn_left
    assert soundtrack_resume["road"] >= 1.0
    ## the ending: the finale
    run Jump("chapter_ending")
    pause .1 until run SoundWatch("sm_on() == 'finale'")
    ## back to the main menu, then Free Play: the theme on its setup, the duel theme at its table
    run MainMenu(confirm=False)
    pause .1 until run SoundWatch("renpy.get_screen('main_menu')")
    pause .1 until run SoundWatch("sm_on() == 'theme'")
    pause .05 until run TestClick("Free Play", "renpy.get_screen('duel_free_play_setup')", 45.0)
    pause .3  # kept for time: the music would have changed by now if the page changed it
    assert sm_on() == "theme"
    pause .05 until run TestClick("Deal", "renpy.get_screen('duel_table')", 45.0)
    assert soundtrack.duel_track(duel_spec) == "duel"
    pause .1 until run SoundWatch("sm_on() == 'duel'")
    assert [soundtrack.name_of(f) for f in renpy.music.get_loop()] == ["duel", "duel_b"]
    run Quit(confirm=False)

## Each window: a mark, about two seconds on the screen, a mark; the music has faded in first.
testcase sound_listen:  # audio-capture
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    pause .1 until run SoundWatch("sm_on() == 'theme'")
    pause 1.2  # kept for time: the theme fades in before the window
    $ sm_mark("begin main_menu")
    pause 2.0  # kept for time: the listening window
    $ sm_mark("end main_menu")
    pause .05 until run TestClick("Preferences", "renpy.get_screen('preferences')", 45.0)
    pause .3  # kept for time: the page settles before its listening window
    $ sm_mark("begin preferences")
    pause 2.0  # kept for time: the listening window
    $ sm_mark("end preferences")
    pause .05 until run TestClick("Free Play", "renpy.get_screen('duel_free_play_setup')", 45.0)
    pause .3  # kept for time: the page settles before its listening window
    $ sm_mark("begin free_play")
    pause 2.0  # kept for time: the listening window
    $ sm_mark("end free_play")
    ## Escape leaves the setup page for the main menu (it used to start a duel of `True`)
    type ESCAPE
    pause .1 until run SoundWatch("renpy.get_screen('main_menu') and renpy.get_screen('duel_free_play_setup') is None")
    pause .1 until run SoundWatch("sm_on() == 'theme'")
    pause .05 until run TestClick("Start", "renpy.get_screen('input')", 45.0)
    type RETURN
    pause .1 until run SoundWatch("sm_on() == 'road'")
    pause 1.5  # kept for time: the road fades in before the window
    $ sm_mark("begin story_scene")
    pause 2.0  # kept for time: the listening window
    $ sm_mark("end story_scene")
    $ duel_test_setup(sm_problem_spec("pip"))
    run Jump("sound_test_story_duel")
    pause .1 until run SoundWatch("renpy.get_screen('say') is not None and sm_on() == 'inn'")
    ## Pip plays in the tower: its own duel theme (sound_music hears duel_folk at the inn)
    pause .1 until run SoundDismiss("renpy.get_screen('duel_table') is not None")
    assert duel.table_place(duel_spec) == "tower" and soundtrack.duel_track(duel_spec) == "duel_arcane"
    pause .1 until run SoundWatch("sm_on() == 'duel_arcane'")
    pause 1.0  # kept for time: the duel theme fades in before the window
    $ sm_mark("begin duel")
    pause 2.0  # kept for time: the listening window
    $ sm_mark("end duel")
    ## the mix: the end-of-game sting (win, or the fool's wah-wah and the loss) above the
    ## ducked duel theme; the runner wants the loudest second of this window 3 dB over the
    ## duel's (AUDIO_OVER)
    $ SM_MARK_STING[0] = True
    run DuelTestClick() until run SoundWatch("renpy.music.is_playing('sting')", 90.0)
    assert not SM_MARK_STING[0]
    pause .05 until run SoundWatch("not renpy.music.is_playing('sting')")
    $ sm_mark("end sting")
    run Quit(confirm=False)
