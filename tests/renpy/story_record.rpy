## story_record: the post-duel scenes read the duel record (engine/record.py).
##
## Pip's chapter is played four times with real records of Perevodnoy games
## (found in-game by playing the engine with seeded random players): a win
## with a transfer sent back, a win without a single transfer by the player, a
## loss after a transfer and a loss without one. The record reaches the scene
## through play_duel (the test hook's {"outcome", "record"} form), and each
## scene must say its record's line and none of the others'. The last loss is
## played again in Russian. Then the speech bubble of table talk is shown over
## a dealt table.
## Screenshots: story_record_pip_win_transfer, story_record_pip_win_no_transfer,
## story_record_pip_loss_transfer, story_record_pip_loss_no_transfer,
## story_record_talk_bubble, story_record_pip_loss_russian.

init python:

    import random as _sr_random
    import engine as _sr_engine
    import engine.record as _sr_record

    def kozyr_sr_find(outcome, transfers, returned=False):
        """The record of a real Perevodnoy game against Pip with that outcome for
        the player, who transfers (or never does)."""
        for seed in range(1, 3000):
            s = _sr_engine.new_game("perevodnoy", players=2, seed=seed)
            rng = _sr_random.Random(seed)
            while not s.is_terminal():
                legal = s.legal_actions()
                if s.current_player == 0 and not transfers:
                    legal = [a for a in legal if a.kind not in ("transfer", "show")] or legal
                if s.current_player == 0 and transfers:
                    t = [a for a in legal if a.kind == "transfer"]
                    if t and rng.random() < 0.8:
                        legal = t
                s = s.apply(rng.choice(legal))
            rec = _sr_record.game_record(s)
            if rec["outcome"] != outcome:
                continue
            if transfers and not _sr_record.has(rec, "player_bounced"):
                continue
            if not transfers and not _sr_record.has(rec, "player_never_transferred"):
                continue
            if returned != _sr_record.has(rec, "player_returned_transfer" if outcome == "win" else "opponent_returned_transfer"):
                continue
            return rec
        raise Exception("no record found for %s / %s" % (outcome, transfers))

    ## what each case must say, and what it must not
    KOZYR_SR_LINES = {
        "win_transfer": ("you bounced it straight back", "without transferring once"),
        "win_no_transfer": ("without transferring once", "bounced it straight back"),
        "loss_transfer": ("straight back at me, that was brilliant", "never bounced a single attack"),
        "loss_no_transfer": ("never bounced a single attack", "straight back at me, that was brilliant"),
    }

    def kozyr_sr_talk_check():
        """True (ends the wait screen) once the testcase has taken its screenshot."""
        return True if store.kozyr_sr_talk_done else None

    def kozyr_sr_say_text():
        scr = renpy.get_screen("say")
        return (scr.scope.get("what") or "") if scr is not None else ""

    def kozyr_sr_mark():
        """The history entry a case starts after."""
        return _history_list[-1] if _history_list else None

    def kozyr_sr_check(case, mark):
        """The scene of `case` (the history after `mark`) said its line and not the other one."""
        entries = list(_history_list)
        start = 0
        for i, h in enumerate(entries):
            if h is mark:
                start = i + 1
        said = " | ".join(h.what for h in entries[start:])
        want, never = KOZYR_SR_LINES[case]
        if want not in said:
            raise AssertionError("%s: the scene did not say %r: %s" % (case, want, said))
        if never in said:
            raise AssertionError("%s: the scene said %r: %s" % (case, never, said))
        return True

    class KozyrSrStep(Action):
        """`pause .05 until run KozyrSrStep("text")`: ready when a line with
        `text` is on screen; until then, dismisses each line (answering name
        inputs with their default)."""

        def __init__(self, text, expr=None):
            self.text = text
            self.expr = expr
            self.last = 0.0

        def get_sensitive(self):
            import time
            if self.text and self.text in kozyr_sr_say_text():
                return True
            if self.expr:
                try:
                    if renpy.python.py_eval(self.expr):
                        return True
                except Exception:
                    pass
            if renpy.get_screen("say") is None and renpy.get_screen("input") is None:
                now = time.time()
                if now - getattr(self, "noted", 0) > 5.0:
                    self.noted = now
                    kozyr_test_note("waiting (nothing said) for", self.text, self.expr, "at", renpy.get_filename_line())
                return False   # nothing to dismiss (a pause, a screen of our own)
            now = time.time()
            what = kozyr_sr_say_text()
            if now - getattr(self, "noted", 0) > 5.0:
                self.noted = now
                kozyr_test_note("waiting for", self.text, "at", renpy.get_filename_line(), repr(what[:60]))
            # one dismiss per line (a second one queued under load would skip the
            # line we wait for), repeated only if the line has not moved for 1.5 s
            if what == getattr(self, "sent_for", None) and now - self.last < 1.5:
                return False
            if now - self.last < 0.08:
                return False
            self.last = now
            self.sent_for = what
            if renpy.get_screen("input") is not None:
                renpy.queue_event("input_enter")
            else:
                renpy.queue_event("dismiss")
            return False

        def __call__(self):
            return None

default kozyr_sr_case = None
default kozyr_sr_talk_done = False

label kozyr_sr_pip(case, outcome, rec):
    $ kozyr_sr_case = case
    $ roster.reset_progress()   # no easier-game offer after two losses
    $ story_pip_seen = True
    $ kozyr_test_duel_outcome = [{"outcome": outcome, "record": rec}]
    $ kozyr_sr_start_mark = kozyr_sr_mark()
    call chapter_pip
    $ kozyr_sr_check(case, kozyr_sr_start_mark)
    return

label kozyr_sr_start:
    $ player_name = "Dasha"
    $ kozyr_sr_records = {
        "win_transfer": kozyr_sr_find("win", True, returned=True),
        "win_no_transfer": kozyr_sr_find("win", False),
        "loss_transfer": kozyr_sr_find("loss", True),
        "loss_no_transfer": kozyr_sr_find("loss", False),
    }
    call kozyr_sr_pip("win_transfer", "win", kozyr_sr_records["win_transfer"])
    call kozyr_sr_pip("win_no_transfer", "win", kozyr_sr_records["win_no_transfer"])
    call kozyr_sr_pip("loss_transfer", "loss", kozyr_sr_records["loss_transfer"])
    call kozyr_sr_pip("loss_no_transfer", "loss", kozyr_sr_records["loss_no_transfer"])
    $ kozyr_sr_case = "talk"
    call kozyr_sr_talk
    $ persistent.kozyr_sr_loss_transfer = kozyr_sr_records["loss_transfer"]
    return

## The same loss, in Russian (the testcase switches the language at the main menu).
label kozyr_sr_russian:
    $ player_name = "Даша"
    $ kozyr_sr_case = "russian"
    $ roster.reset_progress()
    $ story_pip_seen = True
    $ kozyr_test_duel_outcome = [{"outcome": "loss", "record": persistent.kozyr_sr_loss_transfer}]
    call chapter_pip
    return

## The talk bubble over a dealt table (the table's own screen, with a line said).
label kozyr_sr_talk:
    $ kozyr_sr_spec = {"variant": "perevodnoy", "players": 2, "options": {},
                       "seats": [{"who": "mc", "name": "Dasha", "level": None, "style": None},
                                 {"who": "pip", "name": "Pip", "level": "normal", "style": "aggressive"}],
                       "series": None, "skin": "classic", "tutorial": False, "seed": 7}
    $ duel.begin(kozyr_sr_spec)
    $ duel_talk.react(duel_spec, None, duel_state, duel_state.events)
    $ duel_talk.say(1, "player_transfer", None)
    $ duel_talk.talk.line["until"] = None    # held for the screenshot (a loaded machine is slow)
    ## the table as the `duel` label shows it: without the story's quick menu
    $ quick_menu = False
    show screen duel_table(human=True)
    show screen duel_speech(1)
    $ kozyr_sr_talk_done = False
    call screen kozyr_sr_wait
    hide screen duel_speech
    hide screen duel_table
    $ quick_menu = True
    return

## Waits above the (modal) table until the testcase has taken its screenshot.
screen kozyr_sr_wait():
    zorder 100
    timer 0.2 repeat True action Function(kozyr_sr_talk_check)

testcase story_record:
    $ _test.timeout = 100.0
    run Start("kozyr_sr_start")
    pause .05 until run KozyrSrStep("bounced it straight back")
    pause .6
    $ kozyr_shot("story_record_pip_win_transfer")
    pause .05 until run KozyrSrStep("without transferring once")
    pause .6
    $ kozyr_shot("story_record_pip_win_no_transfer")
    pause .05 until run KozyrSrStep("straight back at me, that was brilliant")
    pause .6
    $ kozyr_shot("story_record_pip_loss_transfer")
    pause .05 until run KozyrSrStep("never bounced a single attack")
    pause .6
    $ kozyr_shot("story_record_pip_loss_no_transfer")
    pause .05 until run KozyrSrStep(None, "kozyr_sr_case == 'talk' and renpy.get_screen('duel_speech') is not None")
    pause .5
    $ kozyr_shot("story_record_talk_bubble")
    assert duel_talk.current(1)["text"] in [duel_talk.translate(x) for x in duel_talk.LINES["pip"]["player_transfer"]]
    $ kozyr_sr_talk_done = True
    pause .05 until run KozyrSrStep(None, "renpy.get_screen('main_menu') is not None")
    $ renpy.change_language("russian")
    pause .5
    run Start("kozyr_sr_russian")
    pause .05 until run KozyrSrStep("полетели прямиком обратно ко мне")
    pause .6
    $ kozyr_shot("story_record_pip_loss_russian")
    pause .05 until run KozyrSrStep(None, "renpy.get_screen('main_menu') is not None")
    $ renpy.change_language(None)
    run Quit(confirm=False)
