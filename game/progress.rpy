## progress.rpy — `call play_duel("<id>")` (owner: progression).
##
## Builds the duel spec from the roster (roster.rpy), offers an easier game
## after two losses in a row, calls the card table (`call duel(spec)`, see
## docs/contracts.md), records the result persistently and returns "win",
## "loss" or "draw" in _return.
##
## play_duel(opponent_id, free_play=False): free play (a replay of a beaten
## opponent from the map, or a chapter in the replay room) is recorded in the
## statistics too, but never counts toward the story of this playthrough.
##
## TEST-ONLY HOOK: when the store variable `kozyr_test_duel_outcome` is not
## None the table is skipped and that outcome used (a string, or a list of
## them used in turn; an item may also be a dict shaped like the table's
## return value, {"outcome": "loss", "result": {"tokens": [2, 0, 1]},
## "record": <duel record>}, to stand for a duel with that result and record).
## Only testcases in tests/renpy/ set it; no screen,
## label or action reachable by a player does. The result is recorded as usual.
## The same fallback (outcome "win") is used while the table's `duel` label does
## not exist yet, so the story is walkable before the table lands; it is logged.

init python:
    def kozyr_autosave(why):
        """A story autosave now (chapter starts, after every duel). Ren'Py's background
        autosave drops its exceptions, so a game that cannot be saved would lose its
        autosaves without a word: this one is made in the foreground (a chapter start
        and a duel's end are quiet moments), so a failure is logged instead."""
        if not config.has_autosave or not store._autosave or _in_replay or main_menu:
            return
        # Ren'Py's own background autosave (after an input or a choice: the name prompt
        # just before the prologue) may still be running, and force_autosave then returns
        # without saving; that one is dropped when the game moves on while it pickles, so
        # the chapter's autosave was lost. Wait for it (it takes well under a second).
        import renpy.loadsave as _kozyr_loadsave
        running = getattr(_kozyr_loadsave, "autosave_not_running", None)
        if running is not None and not running.wait(5.0):
            kozyr_log("autosave skipped (%s): Ren'Py's background autosave is still running" % why)
            return
        try:
            renpy.force_autosave(take_screenshot=True, block=True)
            kozyr_log("autosave: %s" % why)
        except Exception as e:
            kozyr_log("autosave failed (%s): %r" % (why, e))

    def kozyr_log(msg):
        """One line on stdout (the test runner keeps it) and in log.txt."""
        line = "[kozyr] " + msg
        print(line)
        try:
            renpy.log(line)
        except Exception:
            pass

    def kozyr_take_test_outcome():
        """Pop the next outcome from the test-only hook: (outcome, result)."""
        value = store.kozyr_test_duel_outcome
        if isinstance(value, (kozyr_builtins.list, tuple)):
            if not value:
                raise Exception("kozyr_test_duel_outcome: the list of outcomes ran out")
            outcome = value[0]
            store.kozyr_test_duel_outcome = list(value[1:])
        else:
            outcome = value
        result = record = None
        if isinstance(outcome, kozyr_builtins.dict):
            outcome, result, record = outcome.get("outcome"), outcome.get("result"), outcome.get("record")
        if outcome not in ("win", "loss", "draw"):
            raise Exception("kozyr_test_duel_outcome must be win/loss/draw, not %r" % (outcome,))
        return outcome, result, record

    def kozyr_duel_tokens(duel_return):
        """The loser tokens per seat of a series from the table's return
        value ({"result": {"tokens": [...]}}), as a list of ints, or None."""
        result = duel_return.get("result") if isinstance(duel_return, kozyr_builtins.dict) else None
        tokens = result.get("tokens") if isinstance(result, kozyr_builtins.dict) else None
        if not isinstance(tokens, (kozyr_builtins.list, tuple)):
            return None
        try:
            return [int(t) for t in tokens]
        except (TypeError, ValueError):
            return None

    def kozyr_opponent_character(oid):
        """The Character who speaks for opponent `oid` (the first of its `who`)."""
        return getattr(store, roster.get(oid)["who"][0])

default kozyr_last_duel = None

## After two losses in a row the opponent offers an easier game, in their own
## voice (the market's offer is Lina's). [pd_level_name] is the offered level.
define kozyr_offer_lines = {
    "marta": _("That's two to me, love, and I'm proud of neither. Shall we take the next one gently? I'll play at the [pd_level_name] level, and we'll call it part of the lesson."),
    "aurelia": _("Two in a row to Luck! Even a goddess can see you're suffering. Shall I play the next one at the [pd_level_name] level, as a divine kindness? Nobody else needs to know."),
    "pip": _("That's two for me! Um. Is it still fun for you? I could hold back and play at the [pd_level_name] level. Restraint! It's good practice for my exam, too."),
    "brandt": _("Two falls in a row, traveller, and no shame in either. Shall I meet you with a lighter lance next time, at the [pd_level_name] level? A knight may choose to spare the charger."),
    "market": _("That's two series to the stall, and Vix is unbearable about it. Shall we play the next one gentler, at the [pd_level_name] level? I'll make her promise. She'll break it, but I'll make her."),
    "lina": _("Two to me. I could play at the [pd_level_name] level next time, so you can find your north without drowning in the pile. Only if you'd like."),
    "ash": _("That's twice. I could play at the [pd_level_name] level instead. Not because I'm sorry for you. All right, a bit because I'm sorry for you."),
    "hunter": _("The tokens have gone my way twice now. I am old, not proud. I can play at the [pd_level_name] level next time, if you would rather learn than suffer. Ilse never asked. I would have said yes."),
}
## The offer is spoken by the opponent's own Character (name box, colour,
## portrait tag): kozyr_offer stands in for it, chosen by kozyr_offer_id.
default kozyr_offer_id = None
define kozyr_offer = KozyrOfferSpeaker()

init -5 python:
    class KozyrOfferSpeaker(object):
        """The Character of the opponent in kozyr_offer_id (see play_duel)."""

        def _who(self):
            return kozyr_opponent_character(store.kozyr_offer_id or roster.START)

        def __call__(self, what, *args, **kwargs):
            return self._who()(what, *args, **kwargs)

        def __getattr__(self, name):
            if name.startswith("__"):
                raise AttributeError(name)
            return getattr(self._who(), name)

define kozyr_offer_default = _("Two games in a row go to me. Shall we make the next one gentler? I would play at the [pd_level_name] level instead of my full strength.")

init -5 python:
    def kozyr_after_duel(chapter, outcome):
        """Where a chapter goes on after its duel (`jump expression` after `call
        play_duel`): its local label `<chapter>.win`, `.draw` or `.loss` for play_duel's
        outcome; a chapter with no `.draw` scene (a series has no draw) goes on at
        `.loss`. The one dispatch every chapter shares."""
        name = "%s.%s" % (chapter, outcome)
        return name if renpy.has_label(name) else chapter + ".loss"

label play_duel(opponent_id, free_play=False):
    $ renpy.dynamic("pd_easier", "pd_spec", "pd_level", "pd_token", "pd_result", "pd_outcome", "pd_new", "pd_level_name", "pd_offer", "pd_record")
    $ pd_easier = 0
    if _in_replay:
        $ free_play = True

    if roster.can_offer_easier(opponent_id):
        $ pd_easier = roster.easier_steps(opponent_id)
        $ pd_level = roster.headline_level(roster.spec(opponent_id, pd_easier))
        $ pd_level_name = roster.level_name(pd_level)
        $ kozyr_offer_id = opponent_id
        $ pd_offer = kozyr_offer_lines.get(opponent_id, kozyr_offer_default)
        ## "t" translates the chosen line, "i" then fills in [pd_level_name].
        menu:
            kozyr_offer "[pd_offer!ti]"
            "Yes, an easier game":
                pass
            "No, play at full strength":
                $ pd_easier = 0

    $ pd_spec = roster.spec(opponent_id, pd_easier)
    ## a story duel: table talk may remember the story (duel_talk.STORY); never in free play
    $ pd_spec["story"] = not free_play
    $ pd_level = roster.headline_level(pd_spec)
    $ pd_token = roster.new_token()

    if kozyr_test_duel_outcome is not None:
        $ pd_outcome, pd_result, pd_record = kozyr_take_test_outcome()
        $ kozyr_log("play_duel(%s): test hook outcome %s at %s" % (opponent_id, pd_outcome, pd_level))
        $ pd_result = {"outcome": pd_outcome, "result": pd_result, "level": pd_level, "record": pd_record}
    elif not renpy.has_label("duel"):
        $ kozyr_log("play_duel(%s): no `duel` label yet, counting a win" % opponent_id)
        $ pd_result = {"outcome": "win", "result": None, "level": pd_level}
    else:
        ## the story's scene is pushed off as the table comes in (definitions.rpy)
        $ renpy.transition(kozyr_deal)
        call expression "duel" pass (pd_spec)
        $ pd_result = _return

    python:
        pd_outcome = pd_result.get("outcome") if isinstance(pd_result, kozyr_builtins.dict) else None
        if pd_outcome not in ("win", "loss", "draw"):
            raise Exception("duel returned %r, expected a dict with outcome win/loss/draw" % (pd_result,))
        pd_level = pd_result.get("level") or pd_level
        pd_new = roster.record(opponent_id, pd_outcome, pd_level, pd_token)
        if pd_outcome == "win" and not free_play:
            spine_wins = spine_wins | {opponent_id}
        # the duel record for the story's scenes (docs/contracts.md): reassigned, never mutated
        story_record = pd_result.get("record") if isinstance(pd_result.get("record"), kozyr_builtins.dict) else None
        kozyr_last_duel = {"id": opponent_id, "outcome": pd_outcome, "level": pd_level,
                           "free_play": bool(free_play), "unlocked": list(pd_new),
                           "record": story_record}
        ## A series' loser tokens per seat (seat 0 the player), as the table
        ## returned them; None for a single game. The market scenes read it.
        kozyr_last_duel["tokens"] = kozyr_duel_tokens(pd_result)
        kozyr_log("play_duel(%s): %s at %s; newly open: %s" % (opponent_id, pd_outcome, pd_level, ", ".join(pd_new) or "-"))

    ## An autosave after every duel, the result recorded: a load resumes here, in the
    ## duel's aftermath (the checkpoint), not at the table's end panel.
    $ renpy.checkpoint()
    $ kozyr_autosave("after the %s duel" % opponent_id)
    return pd_outcome
