## story_replay: the replay room of the extras replays a beaten chapter with
## Ren'Py's Replay; its duel counts in the statistics (persistent records) but
## the replay leaves the store as it was. Screenshot: story_replay_room.

testcase story_replay:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    $ roster.reset_progress()
    $ roster.record("marta", "win", "easy")
    $ persistent.kozyr_names = {"player": "Olya", "brandt": "Sir Brandt", "ash": "Ash"}
    run ShowMenu("extras")
    pause .6
    $ kozyr_shot("story_replay_room")
    $ kozyr_wins_before = roster.record_of("marta")["wins"]
    assert kozyr_wins_before >= 1
    "Prologue: Marta" pos (0.5, 0.5)
    pause .1 until run TestCond("_in_replay == 'chapter_prologue'")
    assert player_name == "Olya"
    $ kozyr_test_duel_outcome = "win"
    pause .05 until run KozyrDrive("not _in_replay")
    pause .5
    $ kozyr_test_note("records after replay:", persistent.kozyr_records, persistent.kozyr_tokens)
    assert roster.record_of("marta")["wins"] == kozyr_wins_before + 1
    assert persistent.kozyr_unlocked and "aurelia" in persistent.kozyr_unlocked
    run Quit(confirm=False)
