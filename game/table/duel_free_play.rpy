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

    def free_variants():
        """The variants free play offers: those the engine knows, in its order."""
        return [v for v in engine.variants()]

    def free_decks(variant):
        """The deck sizes the player chooses from for `variant` (its spec's decks when it
        has a deck option; none to choose otherwise)."""
        spec = engine.VARIANTS[variant]
        return spec.decks if "deck" in spec.option_names() else ()

    def max_players(variant, deck):
        """The most seats `variant` takes with `deck` cards (the registry's figures)."""
        decks = free_decks(variant)
        return engine.VARIANTS[variant].players_range(deck if deck in decks else None)[1]

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
        options = {"deck": deck} if deck in free_decks(variant) else {}
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
            for v in duel.free_variants():
                textbutton duel.variant_title(v):
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
        if len(duel.free_decks(variant)) > 1:
            hbox:
                spacing 12
                text _("Deck:") style "duel_text" min_width 260 yalign 0.5
                for d in duel.free_decks(variant):
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
