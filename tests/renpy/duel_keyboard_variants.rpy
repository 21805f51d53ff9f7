## duel_keyboard_svoi, duel_keyboard_warfare (owner: table, accessibility):
## Svoi Kozyri and Warfare played with key presses only, by the machinery of
## duel_keyboard_play.rpy (KbPlayer): the mouse is parked in a corner, every
## move is walked to with the arrow keys and made with Enter (Enter on a hand
## card moves the focus to the pile or the battle slot, Enter there places it,
## checked: placed, nothing played; then PLAY plays it, the one rule; the suit
## choice, PICK UP and the face-up cards of Warfare are reached with the
## arrows too). Moves 2 and 3 use the gamepad. Every move checks that each
## reachable widget has a distinct, meaningful alt text. Each testcase plays
## a fixed number of the player's moves (enough for every kind of move the
## variant has at the start of a game), not a whole game: the whole-game path
## of these variants is played by mouse in duel_play.rpy.
##
## Screenshots (artifacts/screens/): svoi_duel_kb_focus, svoi_duel_kb_jump,
## svoi_duel_kb_fan (its hands start with 18 overlapping cards),
## warfare_duel_kb_focus, warfare_duel_kb_jump.

init python:
    def kb_variant_check(kinds_needed):
        kozyr_test_note("keyboard %s: %d moves, %d key presses (%s), kinds %s, longest arrow walk %d, focus jumps %d, placed by Enter %d, frames waiting for a press to be handled %d"
                        % (duel_state.variant, KB["moves"], len(KB["keys"]),
                           ", ".join("%s %d" % (k, KB["keys"].count(k)) for k in sorted(set(KB["keys"]))),
                           sorted(KB["kinds"]), KB["max_walk"], KB["jumps"], KB.get("placed_checks", 0), KB.get("input_waits", 0)))
        missing = set(kinds_needed) - KB["kinds"]
        assert not missing, ("moves never made by keyboard", missing, KB["kinds"])
        assert KB["max_walk"] <= KB_MAX_PRESSES
        assert KB.get("alts_checked", 0) == KB["moves"], (KB.get("alts_checked"), KB["moves"])
        assert KB["jumps"] >= 3, KB["jumps"]
        assert KB.get("placed_checks", 0) >= 3, ("Enter placed a card without playing it only", KB.get("placed_checks", 0))
        assert "pad:RETURN" in KB["keys"], KB["keys"][:40]
        # the last move's keys reached the engine too (each earlier one did,
        # or the next move would never have been planned)
        assert KB["move"] in duel_state.history, (KB["move"], duel_state.history[-5:])

label duel_kbv_entry:
    call duel(DUEL_TEST["spec"])
    $ DUEL_TEST["return"] = _return
    "Duel finished."
    $ DUEL_TEST["said"] = True
    return

testcase duel_keyboard_svoi:
    $ _test.timeout = 40.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_high_contrast = False
    $ persistent.duel_hints = True
    $ kb_reset()
    $ KB["limit"] = 12
    $ KB["prefix"] = "svoi_"
    $ KB["options_done"] = True
    $ duel_test_setup({"variant": "svoi_kozyri", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "lina", "name": "Lina", "level": "easy", "style": "balanced"}], "series": None, "skin": "classic", "tutorial": False, "seed": 5})
    run Start("duel_kbv_entry")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    $ renpy.test.testmouse.move_mouse(*KB_CORNER)
    pause 0.3
    $ _test.timeout = 400.0
    $ DUEL_TEST["said"] = False
    pause .05 until run KbPlayer()
    pause 0.5
    $ _test.timeout = 20.0
    $ kb_variant_check(("choose_suit", "lead", "beat"))
    python:
        assert KB["fan_walk_done"], "the 18-card hand was never walked through"
    run Quit(confirm=False)

testcase duel_keyboard_warfare:
    $ _test.timeout = 40.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_high_contrast = False
    $ persistent.duel_hints = True
    $ kb_reset()
    $ KB["limit"] = 10
    $ KB["prefix"] = "warfare_"
    $ KB["options_done"] = True
    $ KB["fan_walk_done"] = True
    $ duel_test_setup({"variant": "warfare", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "ash", "name": "Ash", "level": "normal", "style": "cunning"}], "series": None, "skin": "animal", "tutorial": False, "seed": 99})
    run Start("duel_kbv_entry")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    $ renpy.test.testmouse.move_mouse(*KB_CORNER)
    pause 0.3
    $ _test.timeout = 400.0
    $ DUEL_TEST["said"] = False
    pause .05 until run KbPlayer()
    pause 0.5
    $ _test.timeout = 20.0
    $ kb_variant_check(("commit",))
    python:
        assert KB["kinds"] & {"keep", "pick"}, ("never took a face-up card by keyboard", KB["kinds"])
    run Quit(confirm=False)
