## Table talk remembers the story (issue 28; owner: story): at a story duel the first deal's
## line is the one about what the player did before it (duel_talk.STORY), in both languages;
## screenshots of the Hunter's word on the token on Ilse's side, and of Aurelia's on the card
## on her altar. Uses duel_stage.rpy's helpers (ds_spec, ds_show, ds_check).

init python:

    def story_talk_show(spec, name, language):
        """Begins a duel of `spec` (its deal is what the talk answers, as at the table) and
        takes the screenshot `name` with the first line up; returns the talk's lines said."""
        lang = None if language == "english" else language
        if _preferences.language != lang:
            renpy.change_language(lang)
        # a fresh duel for the talk (a duel is known by its spec's value)
        duel_talk.talk.reset(None)
        duel.begin(spec)
        renpy.show_screen("duel_table", human=True)
        renpy.call_screen("ds_wait", 1.8)
        kozyr_shot(name)
        renpy.hide_screen("duel_table")
        return list(duel_talk.talk.said), duel_talk.talk.line

    def story_talk_shots():
        store.quick_menu = False
        persistent.duel_speed = 1
        cases = [
            ("hunter", "animal", {"story_hunter_losses": 1, "story_hunter_won": False},
             "Her side of the table is heavier than it was. Let us see if it stays so."),
            ("aurelia", "classic", {"story_aurelia_holds_card": True, "story_aurelia_stake": "card"},
             "Back for your card? It's grown so fond of my altar."),
        ]
        for who, skin, state, line in cases:
            for name, value in state.items():
                setattr(store, name, value)
            for lang in ("russian", "english"):
                spec = ds_spec("podkidnoy", skin=skin, who=(who,), story=True, seed=3)
                said, up = story_talk_show(spec, "story_talk_%s_%s" % (who, lang), lang)
                ds_check(said[:1] == [(who, "start", line)] and up is not None
                         and up["text"] == duel_talk.substitute(duel_talk.translate(line)),
                         "%s opens with the story (%s): %r %r" % (who, lang, said, up))
            # Free Play: the same store, no story duel, never that line
            spec = ds_spec("podkidnoy", skin=skin, who=(who,), story=False, seed=3)
            said, up = story_talk_show(spec, "story_talk_%s_free_play" % who, "english")
            ds_check(line not in [s for (w, k, s) in said], "%s: no story line in Free Play: %r" % (who, said))
        renpy.change_language(None)
        return True


label story_talk_entry:
    $ story_talk_shots()
    "Shots taken."
    return


testcase story_talk_remembers:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    run Start("story_talk_entry")
    pause 0.2 until run TestCond("DS['checks'] and len(DS['checks']) >= 6")
    move (0.5, 0.5) pattern "Shots taken."
    ## (no `, message`: see duel_stage_shots)
    assert all(ok for ok, what in DS["checks"])
    run Quit(confirm=False)
