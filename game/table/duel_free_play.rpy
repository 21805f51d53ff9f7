## duel_free_play.rpy — Free Play (owner: table): the main menu's entry, a setup screen
## (game, players, deck, card skin, level, opponents), then `call duel(spec)`, then back
## to the setup; *Back* returns to the main menu.

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
default persistent.duel_free_play = None     # the last setup dealt (built-in types only)

init python in duel:

    import store
    import engine

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

    def variant_available(v):
        """Whether the engine can deal this variant (its module loads)."""
        return v in engine.VARIANTS

    def free_variants():
        """The variants free play offers: the engine's registry, in its order."""
        return list(engine.VARIANTS)

    DECKS = (24, 36, 52)    # the deck row's buttons (a variant enables those it plays)

    def variant_facts(v):
        """(min players, max players, the decks the player may choose, the default deck)
        of variant v, from the engine's registry (engine.VARIANTS)."""
        spec = engine.VARIANTS[v]
        decks = spec.decks if ("deck" in spec.option_names() and len(spec.decks) > 1) else ()
        return (spec.min_players, spec.max_players, decks, spec.default_deck)

    def deck_choices(variant):
        return variant_facts(variant)[2]

    def free_decks(variant):
        """The deck sizes the player chooses from for `variant` (its spec's decks when it
        has a deck option; none to choose otherwise)."""
        spec = engine.VARIANTS[variant]
        return spec.decks if "deck" in spec.option_names() else ()

    def max_players(variant, deck):
        """The most seats `variant` takes with `deck` cards (the registry's figures)."""
        decks = free_decks(variant)
        return engine.VARIANTS[variant].players_range(deck if deck in decks else None)[1]

    def min_players(variant):
        return engine.VARIANTS[variant].min_players

    def free_setup():
        """The setup free play opens with: the last one dealt (persistent), else a
        two-player Podkidnoy with 36 cards."""
        last = store.persistent.duel_free_play
        setup = {"variant": "podkidnoy", "players": 2, "deck": 36, "skin": "classic",
                 "level": "normal", "chosen": []}
        if isinstance(last, dict):
            for k in setup:
                if k in last and isinstance(last[k], type(setup[k])):
                    setup[k] = last[k]
        if setup["variant"] not in free_variants():
            setup["variant"] = "podkidnoy"
        if setup["deck"] not in DECKS:
            setup["deck"] = 36
        if setup["skin"] not in SKINS:
            setup["skin"] = "classic"
        if setup["level"] not in LEVELS:
            setup["level"] = "normal"
        setup["players"] = max(min_players(setup["variant"]),
                               min(setup["players"], max_players(setup["variant"], setup["deck"])))
        setup["chosen"] = [w for w in setup["chosen"] if isinstance(w, str)]
        return setup

    def free_spec(variant, players, deck, skin, level, chosen):
        """The duel spec built from the free-play setup (remembered for next time)."""
        import builtins
        store.persistent.duel_free_play = builtins.dict(
            variant=variant, players=players, deck=deck, skin=skin, level=level,
            chosen=builtins.list(chosen))
        players = max(min_players(variant), min(players, max_players(variant, deck)))
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
        options = {"deck": deck} if deck in free_decks(variant) else {}
        return {"variant": variant, "players": players, "options": options, "seats": seats,
                "series": None, "skin": skin, "tutorial": False, "seed": None,
                "free_play": True, "rematch": True}


screen duel_free_play_setup():
    modal True
    default setup = duel.free_setup()
    default variant = setup["variant"]
    default players = setup["players"]
    default deck = setup["deck"]
    default skin = setup["skin"]
    default level = setup["level"]
    default chosen = list(setup["chosen"])
    $ pool = duel.free_opponents()
    $ decks = duel.deck_choices(variant)
    $ maxp = duel.max_players(variant, deck)
    $ minp = duel.min_players(variant)

    add duel.stage_back("default")
    frame:
        style "duel_panel"
        background Frame(Solid(duel.col("ribbon")), 0, 0)
        align (0.5, 0.5) xysize (1560, 990)
        padding (40, 26)
        has vbox spacing 20
        text _("Free play") style "duel_name" size 52 color duel.col("accent")
        ## every row is always there (a row that does not apply is greyed out), so
        ## nothing moves under the mouse when the game changes
        hbox:
            spacing 12
            text _("Game:") style "duel_text" min_width 280 yalign 0.5
            for v in duel.free_variants():
                textbutton duel.variant_title(v):
                    style "duel_small_button"
                    xsize 270
                    selected variant == v
                    sensitive duel.variant_available(v)
                    action [SetScreenVariable("variant", v), SetScreenVariable("players", max(duel.min_players(v), min(players, duel.max_players(v, deck))))]
        hbox:
            spacing 12
            text _("Players:") style "duel_text" min_width 280 yalign 0.5
            for n in range(2, 7):
                textbutton str(n):
                    style "duel_small_button"
                    xsize 90
                    selected players == n
                    sensitive minp <= n <= maxp
                    action SetScreenVariable("players", n)
        hbox:
            spacing 12
            text _("Deck:") style "duel_text" min_width 280 yalign 0.5
            for d in duel.DECKS:
                textbutton nplural(d, _("{n} card|{n} cards")):
                    style "duel_small_button"
                    xsize 170
                    selected (deck == d if decks else d == duel.variant_facts(variant)[3])
                    sensitive d in decks
                    action [SetScreenVariable("deck", d), SetScreenVariable("players", max(minp, min(players, duel.max_players(variant, d))))]
            if not decks:
                text duel.tr(_("{game} is always played with {n} cards.")).format(game=duel.variant_title(variant), n=duel.variant_facts(variant)[3]) style "duel_small" yalign 0.5 color duel.col("muted")
        hbox:
            spacing 12
            text _("Cards:") style "duel_text" min_width 280 yalign 0.5
            for sk in duel.SKINS:
                textbutton duel.tr(duel.SKIN_NAMES[sk]):
                    style "duel_small_button"
                    xsize 200
                    selected skin == sk
                    action SetScreenVariable("skin", sk)
        hbox:
            spacing 12
            text _("Opponents play:") style "duel_text" min_width 280 yalign 0.5
            for lv in [x for x in duel.LEVELS if x != "expert"]:    # expert is no step above hard (docs/ai.md)
                textbutton duel.tr(duel.LEVEL_NAMES[lv]):
                    style "duel_small_button"
                    xsize 170
                    selected level == lv
                    action SetScreenVariable("level", lv)
        text _("Opponents (in seat order; empty seats are filled from the unlocked ones):") style "duel_text"
        hbox:
            spacing 12
            box_wrap True
            xmaximum 1480
            ysize 230
            for w, nm in pool:
                button:
                    style "duel_small_button"
                    xysize (220, 220)
                    selected w in chosen
                    alt nm
                    action (ToggleSetMembership(chosen, w) if (w in chosen or len(chosen) < players - 1) else NullAction())
                    vbox:
                        xalign 0.5
                        $ img = duel.portrait(w)
                        if img:
                            add Transform(img, xysize=(140, 140)) xalign 0.5
                        text nm style "duel_small" xalign 0.5
                        if w in chosen:
                            text duel.tr(_("seat {n}")).format(n=chosen.index(w) + 1) style "duel_small" color "#ffd36b" xalign 0.5
        null height 6
        hbox:
            spacing 30
            textbutton _("Deal"):
                style "duel_button"
                action Return(duel.free_spec(variant, players, deck, skin, level, list(chosen)))
            textbutton _("Back"):
                style "duel_button"
                action Return(None)
    key "game_menu" action Return(None)
