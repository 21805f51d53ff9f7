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
## strings used in turn). Only testcases in tests/renpy/ set it; no screen,
## label or action reachable by a player does. The result is recorded as usual.
## The same fallback (outcome "win") is used while the table's `duel` label does
## not exist yet, so the story is walkable before the table lands; it is logged.

init python:
    def kozyr_log(msg):
        """One line on stdout (the test runner keeps it) and in log.txt."""
        line = "[kozyr] " + msg
        print(line)
        try:
            renpy.log(line)
        except Exception:
            pass

    def kozyr_take_test_outcome():
        """Pop the next outcome from the test-only hook."""
        value = store.kozyr_test_duel_outcome
        if isinstance(value, (kozyr_builtins.list, tuple)):
            if not value:
                raise Exception("kozyr_test_duel_outcome: the list of outcomes ran out")
            outcome = value[0]
            store.kozyr_test_duel_outcome = list(value[1:])
        else:
            outcome = value
        if outcome not in ("win", "loss", "draw"):
            raise Exception("kozyr_test_duel_outcome must be win/loss/draw, not %r" % (outcome,))
        return outcome

    def kozyr_opponent_character(oid):
        """The Character who speaks for opponent `oid` (the first of its `who`)."""
        return getattr(store, roster.get(oid)["who"][0])

default kozyr_last_duel = None

## The opponent who offers an easier game: kozyr_offer speaks with the name
## in kozyr_offer_name (set just before the offer).
default kozyr_offer_name = ""
define kozyr_offer = Character("[kozyr_offer_name]", color="#f3e2b0")

label play_duel(opponent_id, free_play=False):
    $ renpy.dynamic("pd_easier", "pd_spec", "pd_level", "pd_token", "pd_result", "pd_outcome", "pd_new", "pd_level_name")
    $ pd_easier = 0
    if _in_replay:
        $ free_play = True

    if roster.can_offer_easier(opponent_id):
        $ pd_easier = roster.easier_steps(opponent_id)
        $ pd_level = roster.headline_level(roster.spec(opponent_id, pd_easier))
        $ kozyr_offer_name = renpy.substitute(roster.WHO_NAMES[roster.get(opponent_id)["who"][0]])
        $ pd_level_name = roster.level_name(pd_level)
        menu:
            kozyr_offer "Two games in a row go to me. Shall we make the next one gentler? I would play at the [pd_level_name] level instead of my full strength."
            "Yes, an easier game":
                pass
            "No, play at full strength":
                $ pd_easier = 0

    $ pd_spec = roster.spec(opponent_id, pd_easier)
    $ pd_level = roster.headline_level(pd_spec)
    $ pd_token = roster.new_token()

    if kozyr_test_duel_outcome is not None:
        $ pd_outcome = kozyr_take_test_outcome()
        $ kozyr_log("play_duel(%s): test hook outcome %s at %s" % (opponent_id, pd_outcome, pd_level))
        $ pd_result = {"outcome": pd_outcome, "result": None, "level": pd_level}
    elif not renpy.has_label("duel"):
        $ kozyr_log("play_duel(%s): no `duel` label yet, counting a win" % opponent_id)
        $ pd_result = {"outcome": "win", "result": None, "level": pd_level}
    else:
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
        kozyr_last_duel = {"id": opponent_id, "outcome": pd_outcome, "level": pd_level,
                           "free_play": bool(free_play), "unlocked": list(pd_new)}
        kozyr_log("play_duel(%s): %s at %s; newly open: %s" % (opponent_id, pd_outcome, pd_level, ", ".join(pd_new) or "-"))

    return pd_outcome
