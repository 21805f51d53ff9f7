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
## return value, {"outcome": "loss", "result": {"tokens": [2, 0, 1]}}, to
## stand for a duel with that result). Only testcases in tests/renpy/ set it; no screen,
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
        """Pop the next outcome from the test-only hook: (outcome, result)."""
        value = store.kozyr_test_duel_outcome
        if isinstance(value, (kozyr_builtins.list, tuple)):
            if not value:
                raise Exception("kozyr_test_duel_outcome: the list of outcomes ran out")
            outcome = value[0]
            store.kozyr_test_duel_outcome = list(value[1:])
        else:
            outcome = value
        result = None
        if isinstance(outcome, kozyr_builtins.dict):
            outcome, result = outcome.get("outcome"), outcome.get("result")
        if outcome not in ("win", "loss", "draw"):
            raise Exception("kozyr_test_duel_outcome must be win/loss/draw, not %r" % (outcome,))
        return outcome, result

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
        $ pd_outcome, pd_result = kozyr_take_test_outcome()
        $ kozyr_log("play_duel(%s): test hook outcome %s at %s" % (opponent_id, pd_outcome, pd_level))
        $ pd_result = {"outcome": pd_outcome, "result": pd_result, "level": pd_level}
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
        ## A series' loser tokens per seat (seat 0 the player), as the table
        ## returned them; None for a single game. The market scenes read it.
        kozyr_last_duel["tokens"] = kozyr_duel_tokens(pd_result)
        kozyr_log("play_duel(%s): %s at %s; newly open: %s" % (opponent_id, pd_outcome, pd_level, ", ".join(pd_new) or "-"))

    return pd_outcome
