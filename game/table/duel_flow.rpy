## duel_flow.rpy — the duel's turn loop, free play and Marta's tutorial (owner: table).
##
##   call duel(spec)     spec as in docs/contracts.md; returns in _return
##                       {"outcome": "win"|"loss"|"draw", "result": ..., "level": ...}
##   Start("free_play")  the main menu's free-play entry (setup screen, then duels)
##
## Save/rollback policy (docs/table.md): the engine state is one immutable value,
## `duel_state`, reassigned once per committed move, right after the screen
## returns the move. Rollback is blocked after every committed move (and at the
## deal), so luck cannot be redrawn; against easy opponents the table offers an
## Undo button instead (a game-level undo of the player's last move, which is
## itself a committed reassignment). Skipping is off for the whole duel.

label duel(spec=None):
    $ duel_saved_skipping = _skipping
    $ duel_saved_quick_menu = quick_menu
    $ quick_menu = False
    $ _skipping = False
    $ config.skipping = None
    window hide
    $ duel.begin(spec)
    $ renpy.block_rollback()
    jump duel_turn

label duel_turn:
    if duel_state.is_terminal():
        jump duel_game_over
    $ duel.announce(duel_state)
    $ renpy.checkpoint()
    $ renpy.block_rollback()
    if duel_state.current_player == 0:
        call screen duel_table(human=True)
    else:
        call screen duel_table(human=False)
    $ duel_state = duel.commit(_return)
    $ renpy.block_rollback()
    jump duel_turn

label duel_game_over:
    $ duel.finish_game()
    $ duel.game_over_sound()
    show screen duel_table(human=False)
    $ renpy.checkpoint()
    call screen duel_over
    hide screen duel_table
    if _return == "next":
        $ duel.next_game()
        $ renpy.block_rollback()
        jump duel_turn
    $ _skipping = duel_saved_skipping if duel_saved_skipping is not None else True
    $ quick_menu = duel_saved_quick_menu
    $ renpy.block_rollback()
    return duel.return_value()

default duel_saved_skipping = True
default duel_saved_quick_menu = True

## ------------------------------------------------------------------ free play

label free_play:
    $ _skipping = False
    $ quick_menu = False
    scene black
    window hide
    call screen duel_free_play_setup
    if not _return:
        return
    call duel(_return)
    $ duel_free_play_last = _return
    jump free_play

default duel_free_play_last = None

init python in duel:

    import store
    from store import Fixed, Solid, Text, Frame, Transform, Crop, NullAction

    def free_opponents():
        """(who, name) of every opponent the player may face in free play:
        the unlocked roster when the progression's store is there, else Marta."""
        out = []
        r = getattr(store, "roster", None)
        try:
            ids = r.unlocked() if r is not None else set(["marta"])
            for o in r.OPPONENTS:
                if o["id"] in ids:
                    for w in o["who"]:
                        if w not in [x[0] for x in out]:
                            out.append((w, renpy.substitute(r.WHO_NAMES.get(w, w))))
        except Exception:
            out = []
        if not out:
            out = [("marta", tr(_("Marta")))]
        return out

    _variant_ok = {}

    def variant_available(v):
        """Whether the engine can deal this variant (modules land one by one)."""
        if v not in _variant_ok:
            try:
                engine.new_game(v, players=2, seed=1)
                _variant_ok[v] = True
            except Exception:
                _variant_ok[v] = False
        return _variant_ok[v]

    def max_players(variant, deck):
        if variant in DURAK:
            return {24: 4, 36: 6, 52: 6}.get(deck, 6)
        if variant == "svoi_kozyri":
            return 4
        return 2

    def free_spec(variant, players, deck, skin, level, chosen):
        """The duel spec built from the free-play setup."""
        players = max(2, min(players, max_players(variant, deck)))
        pool = free_opponents()
        picked = [w for w in chosen if w in [p[0] for p in pool]]
        for w, _n in pool:
            if len(picked) >= players - 1:
                break
            if w not in picked:
                picked.append(w)
        names = dict(pool)
        seats = [{"who": "mc", "name": renpy.substitute(getattr(store, "player_name", "") or tr(_("You"))),
                  "level": None, "style": None}]
        for i in range(players - 1):
            if i < len(picked):
                w = picked[i]
                seats.append({"who": w, "name": names[w], "level": level, "style": None})
            else:
                seats.append({"who": None, "name": tr(_("Player %d")) % (i + 2),
                              "level": level, "style": None})
        options = {"deck": deck} if variant in DURAK else {}
        return {"variant": variant, "players": players, "options": options, "seats": seats,
                "series": None, "skin": skin, "tutorial": False, "seed": None}


screen duel_free_play_setup():
    modal True
    default variant = "podkidnoy"
    default players = 2
    default deck = 36
    default skin = "classic"
    default level = "normal"
    default chosen = []
    $ pool = duel.free_opponents()
    $ maxp = duel.max_players(variant, deck)

    add Solid("#1f5a3a")
    frame:
        style "duel_panel"
        align (0.5, 0.5) xysize (1500, 960)
        has vbox spacing 22
        text _("Free play") style "duel_name" size 48
        hbox:
            spacing 12
            text _("Game:") style "duel_text" min_width 260 yalign 0.5
            for v in duel.VARIANTS:
                textbutton duel.tr(duel.VARIANT_NAMES[v]):
                    style "duel_small_button"
                    xsize 270
                    selected variant == v
                    sensitive duel.variant_available(v)
                    action [SetScreenVariable("variant", v), SetScreenVariable("players", min(players, duel.max_players(v, deck)))]
        hbox:
            spacing 12
            text _("Players:") style "duel_text" min_width 260 yalign 0.5
            for n in range(2, 7):
                textbutton str(n):
                    style "duel_small_button"
                    xsize 90
                    selected players == n
                    sensitive n <= maxp
                    action SetScreenVariable("players", n)
        if variant in duel.DURAK:
            hbox:
                spacing 12
                text _("Deck:") style "duel_text" min_width 260 yalign 0.5
                for d in (24, 36, 52):
                    textbutton nplural(d, _("{n} card|{n} cards")):
                        style "duel_small_button"
                        xsize 170
                        selected deck == d
                        action [SetScreenVariable("deck", d), SetScreenVariable("players", min(players, duel.max_players(variant, d)))]
        hbox:
            spacing 12
            text _("Cards:") style "duel_text" min_width 260 yalign 0.5
            for sk in duel.SKINS:
                textbutton duel.tr(duel.SKIN_NAMES[sk]):
                    style "duel_small_button"
                    xsize 200
                    selected skin == sk
                    action SetScreenVariable("skin", sk)
        hbox:
            spacing 12
            text _("Opponents play:") style "duel_text" min_width 260 yalign 0.5
            for lv in duel.LEVELS:
                textbutton duel.tr(duel.LEVEL_NAMES[lv]):
                    style "duel_small_button"
                    xsize 170
                    selected level == lv
                    action SetScreenVariable("level", lv)
        text _("Opponents (in seat order; empty seats are filled from the unlocked ones):") style "duel_text"
        hbox:
            spacing 12
            box_wrap True
            xmaximum 1460
            for w, nm in pool:
                button:
                    style "duel_small_button"
                    xysize (220, 200)
                    selected w in chosen
                    alt nm
                    action (ToggleSetMembership(chosen, w) if (w in chosen or len(chosen) < players - 1) else NullAction())
                    vbox:
                        xalign 0.5
                        $ img = duel.portrait(w)
                        if img:
                            add Transform(img, xysize=(130, 130)) xalign 0.5
                        text nm style "duel_small" xalign 0.5
                        if w in chosen:
                            text duel.tr(_("seat {n}")).format(n=chosen.index(w) + 1) style "duel_small" color "#ffd36b" xalign 0.5
        null height 10
        hbox:
            spacing 30
            textbutton _("Deal"):
                style "duel_button"
                action Return(duel.free_spec(variant, players, deck, skin, level, list(chosen)))
            textbutton _("Back"):
                style "duel_button"
                action Return(None)
    key "game_menu" action Return(None)


## ------------------------------------------------------------------ the tutorial

init python in duel:

    import store

    ## Marta's stacked deal (36 cards, hearts trump): the player holds the
    ## lowest trump and leads; two sevens show a multi-card attack, and the
    ## first bouts give a throw-in, a defence, a take and a "bita".
    TUTORIAL_DEAL = {
        "format": 1, "variant": "podkidnoy", "players": 2, "seed": None,
        "options": {"deck": 36, "transfer_show": False, "first_bout_five": False,
                    "first_attacker": "pagat", "previous_durak": None, "dealer": None,
                    "action_cap": 2000},
        "trump": "9H",
        "hands": [["7C", "7S", "9D", "JC", "KS", "6H"],
                  ["8C", "TS", "QD", "6C", "8D", "AH"]],
        "talon": ["6D", "JD", "7D", "TC", "QS", "8S", "KD", "6S", "AC", "9C", "JS", "QC",
                  "AD", "TD", "KC", "9S", "AS", "7H", "8H", "TH", "JH", "QH", "KH", "9H"],
        "discard": [], "table": [], "attacker": 0, "defender": 1, "phase": "attack",
        "turn": 0, "passes": 0, "limit": 6, "bout": 1, "shown": [], "out": [],
        "known": [[], []], "actions": 0, "result": None,
    }

    def tutorial_state():
        return engine.State.from_dict(TUTORIAL_DEAL)

    def coach_line(state, m):
        """What Marta says about the position on the table right now."""
        if state is None:
            return ""
        if m["terminal"]:
            o = outcome_of(state)
            if o == "win":
                return tr(_("And there it is: your hands are empty and mine aren't. I'm the durak. Not bad for a first game, love."))
            if o == "loss":
                return tr(_("Left holding cards: that makes you the durak this time. No shame in it. Everyone's the fool at first."))
            return tr(_("Nobody's left holding cards: a draw. That's rare!"))
        kinds = m["kinds"]
        events = [e.kind for e in getattr(state, "events", ())]
        if m["turn"] != 0:
            if "discard" in events:
                return tr(_("Bita! Beaten cards go to the discard pile, face down, gone for good. Then everyone draws back up to six, the attacker first."))
            if "take" in events:
                return tr(_("Taken. The taker adds the table to their hand and loses their turn to attack."))
            if m["phase"] == "defend":
                return tr(_("My turn to defend. Watch how I beat your cards: a higher card of the same suit, or a trump."))
            if m["talon"] == 0:
                return tr(_("The talon is gone. From now on nobody draws. Empty your hand and you're safe."))
            return tr(_("Let me think a moment…"))
        phase = m["phase"]
        if phase == "attack":
            if m["table_count"] == 0 and state.view(0).bout == 1:
                return tr(_("You hold the lowest trump, so you lead. Cards of one rank go together: drag both sevens onto the table, or just one, then press ATTACK."))
            return tr(_("Your attack. Lead with low cards you don't need, and keep your trumps for when nothing else will do."))
        if phase == "defend":
            beaters = [a for a in m["legal"] if a.kind == "defend"]
            if beaters:
                return tr(_("Beat my {card}: a higher card of its suit, or any trump. Drag your card onto mine, or click yours and then mine. Or press TAKE if you'd rather keep your cards.")).format(card=card_short(m["unbeaten"][0]))
            return tr(_("Nothing in your hand beats that. Press TAKE: you pick up the table, and you miss your turn to attack."))
        if phase == "add":
            if any(a.kind == "throw_in" for a in m["legal"]):
                return tr(_("All beaten! Now the throw-in: you may add a card of any rank already on the table. Or press DONE, and it's bita."))
            return tr(_("All beaten, and you've nothing of those ranks to throw in. Press DONE: bita, the cards are beaten off."))
        if phase == "taking":
            return tr(_("I'm taking. Throw me anything else of the ranks on the table, I have to take it too, then press DONE."))
        return ""

    def game_over_sound():
        o = outcome_of(store.duel_state)
        sfx("win" if o == "win" else ("lose" if o == "loss" else "banner"))
