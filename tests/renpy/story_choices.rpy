## story_choices: the choices the story reads again later, and the scenes that
## depend on what the table returned. Chapters are called directly (no map),
## duels resolved by the TEST-ONLY hook, menus picked by KozyrDrive (story_walk)
## with preferred captions; every say line is recorded (story_test_said).
##   Aurelia: the card staked and lost sits on her altar; won back, it leaves.
##   Market: a lost series where Lina had the fewest tokens returns the card
##   (she promised); where Vix had, it goes into the cash box (tokens per seat).
##   Ending "stay": the valley scenes greet Ash and Orrin, not the traveller;
##   the alliance, the tail, the stake and the Hunter confession pay off.

init python:

    story_test_said = []

    def story_test_record_say():
        """Record the text of every say statement from now on."""
        original = renpy.exports.say
        def say(who, what, *args, **kwargs):
            story_test_said.append(what)
            return original(who, what, *args, **kwargs)
        renpy.exports.say = say

    def story_test_heard(fragment):
        return any(fragment in w for w in story_test_said)

default story_test_done = False

label story_test_choices:
    $ story_test_states = []
    $ spine_wins = {"marta"}
    $ kozyr_test_duel_outcome = ["loss", "win"]
    call story_chapter("aurelia")
    $ story_test_states.append(("aurelia", story_aurelia_stake, story_aurelia_holds_card))
    call story_chapter("aurelia")
    $ story_test_states.append(("aurelia", story_aurelia_stake, story_aurelia_holds_card))
    $ kozyr_test_duel_outcome = [{"outcome": "loss", "result": {"tokens": [2, 0, 1]}},
                                 {"outcome": "loss", "result": {"tokens": [2, 1, 0]}},
                                 {"outcome": "win", "result": {"tokens": [0, 2, 1]}}]
    call story_chapter("market")
    $ story_test_states.append(("market", story_market_keeper, story_market_card))
    call story_chapter("market")
    $ story_test_states.append(("market", story_market_keeper, story_market_card))
    call story_chapter("market")
    $ story_test_states.append(("market", story_market_keeper, story_market_card))
    $ kozyr_test_duel_outcome = "win"
    call story_chapter("lina")
    $ story_test_said[:] = []
    call chapter_ending
    $ story_test_done = True
    ## Skipping stops at a menu, so the testcase sees the flag before the end.
    menu:
        "Story choices: done.":
            pass
    return

testcase story_choices:
    $ _test.timeout = 150.0
    move (0.5, 0.5) pattern "Start"
    $ story_test_record_say()
    run Start("story_test_choices")
    pause .05 until run KozyrDrive("story_test_done", prefer=("Stake the card", "Grab her by the tail", "Whisper to Lina", "She kept your card", "take it myself"))
    $ kozyr_test_note("states:", story_test_states)
    assert story_test_states[0] == ("aurelia", "card", True) and story_test_states[1] == ("aurelia", "card", False)
    ## Lina had the fewest tokens: she hands the card back; then Vix wins, the map stays; then a win.
    python:
        assert story_test_states[2] == ("market", "lina", "player"), story_test_states
        assert story_test_states[3] == ("market", "vix", "player") and story_test_states[4][2] == "player", story_test_states
    assert story_market_alliance and story_market_grabbed_tail and story_ending == "stay"
    ## The stay ending: greetings go to Ash and Orrin; the choices pay off.
    assert story_test_heard("Tell the pigeon I'll visit") and not story_test_heard("Hello, pigeon. You look lighter")
    assert story_test_heard("tail has forgiven") and story_test_heard("diagram of Vix's hands")
    assert story_test_heard("white Wolf in the traveller's hand") and story_test_heard("Every day, [player_name] said")
    assert not story_test_heard("Go well, [player_name]")
    run Quit(confirm=False)
