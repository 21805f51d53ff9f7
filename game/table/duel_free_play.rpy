## duel_free_play.rpy — Free Play (owner: table): the main menu's entry, a setup screen
## (game, players, deck, card skin, level, opponents), then `call duel(spec)`, then back
## to the setup; *Back* returns to the main menu.

label free_play:
    $ _skipping = False
    $ quick_menu = False
    scene black
    window hide
    $ duel_free_play_page = True
    call screen duel_free_play_setup
    $ duel_free_play_page = False
    ## Deal gives a spec; Return and Escape give True (Ren'Py's Return() outside the main menu)
    if not _return or _return is True:
        return
    call duel(_return)
    $ duel_free_play_last = _return
    jump free_play

default duel_free_play_last = None
## True while the setup page is up: a menu page, so the navigation offers neither
## History (there is none) nor Save (a save there would only bring the page back), nor
## Main Menu (Return goes there, without a warning about unsaved progress)
default duel_free_play_page = False
default persistent.duel_free_play = None     # the last setup dealt (built-in types only)

init python in duel:

    import store
    import engine

    def free_opponents():
        """(who, name) of every opponent the player may face in free play:
        the unlocked roster (game/roster.rpy), else Marta."""
        out = []
        r = store.roster
        ids = r.unlocked()
        for o in r.OPPONENTS:
            if o["id"] in ids:
                for w in o["who"]:
                    if w not in [x[0] for x in out]:
                        out.append((w, renpy.substitute(r.WHO_NAMES.get(w, w))))
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
        import builtins
        last = store.persistent.duel_free_play
        setup = {"variant": "podkidnoy", "players": 2, "deck": 36, "skin": "classic",
                 "level": "normal", "chosen": []}
        ## built-in types: in the store `dict` and `list` are Ren'Py's revertable kinds,
        ## which the remembered setup (built-in, as persistent data must be) is not; the
        ## setup was never recognised and Free Play always opened with the default
        kinds = {"variant": str, "players": int, "deck": int, "skin": str, "level": str,
                 "chosen": (builtins.list, builtins.tuple)}
        if isinstance(last, builtins.dict):
            for k in setup:
                if k in last and isinstance(last[k], kinds[k]):
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

    def free_deal(variant, players, deck, skin, level, chosen):
        """Deal: remembers the setup for next time and returns the duel spec (the Deal
        button's Function: its value ends the setup screen). Only here: the screen
        evaluates its actions' arguments at every redraw and prediction, and a spec
        built there used to overwrite the remembered setup with whatever was drawn."""
        import builtins
        store.persistent.duel_free_play = builtins.dict(
            variant=variant, players=players, deck=deck, skin=skin, level=level,
            chosen=builtins.list(chosen))
        return free_spec(variant, players, deck, skin, level, chosen)

    def player_seat_name():
        """The player's seat: the name the player chose (this game's, or, from the
        main menu where no game is loaded, the last one kept in
        persistent.kozyr_names), else the default name in the current language."""
        import builtins
        name = store.player_name
        if name and not isinstance(name, store.KozyrDefaultName):
            return builtins.str(name)
        kept = store.persistent.kozyr_names
        kept = kept.get("player") if isinstance(kept, builtins.dict) else None
        if kept and kept not in store.kozyr_name_forms(store.kozyr_default_names["player"]):
            return builtins.str(kept)
        return renpy.substitute(name or tr(_("You")))

    def free_spec(variant, players, deck, skin, level, chosen):
        """The duel spec built from the free-play setup."""
        players = max(min_players(variant), min(players, max_players(variant, deck)))
        pool = free_opponents()
        picked = [w for w in chosen if w in [p[0] for p in pool]]
        for w, _n in pool:
            if len(picked) >= players - 1:
                break
            if w not in picked:
                picked.append(w)
        names = dict(pool)
        seats = [{"who": "mc", "name": player_seat_name(), "level": None, "style": None}]
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


## The setup page looks like the main menu's pages (Rules, Extras: game_menu's felt,
## title and navigation, kozyr_card and kozyr_tab), and keeps still: every row is always
## there, each the same height (a row that does not apply is greyed out), so nothing moves
## under the mouse when the game changes. Return (and Escape) go back to the main menu.
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

    use game_menu(_("Free Play")):
        vbox:
            spacing 14
            ## the page's top band is for a heading, which the setup has not: the box
            ## starts level with the title (it sat under a large empty space, issue 26)
            yoffset -duel.FREE_RISE
            frame:
                id "free_setup_box"
                style "kozyr_card"
                xsize 1380
                vbox:
                    spacing 10
                    hbox:
                        style_prefix "duel_free_tab"
                        spacing 8 ysize duel.FREE_ROW_H
                        text _("Game:") style "duel_free_label"
                        for v in duel.free_variants():
                            textbutton duel.variant_title(v, long=True):
                                yalign 0.5
                                selected variant == v
                                sensitive duel.variant_available(v)
                                action [SetScreenVariable("variant", v), SetScreenVariable("players", max(duel.min_players(v), min(players, duel.max_players(v, deck))))]
                    hbox:
                        style_prefix "duel_free_tab"
                        spacing 8 ysize duel.FREE_ROW_H
                        text _("Players:") style "duel_free_label"
                        for n in range(2, 7):
                            textbutton str(n):
                                yalign 0.5
                                selected players == n
                                sensitive minp <= n <= maxp
                                action SetScreenVariable("players", n)
                    hbox:
                        style_prefix "duel_free_tab"
                        spacing 8 ysize duel.FREE_ROW_H
                        text _("Deck:") style "duel_free_label"
                        for d in duel.DECKS:
                            textbutton nplural(d, _("{n} card|{n} cards")):
                                yalign 0.5
                                selected (deck == d if decks else d == duel.variant_facts(variant)[3])
                                sensitive d in decks
                                action [SetScreenVariable("deck", d), SetScreenVariable("players", max(minp, min(players, duel.max_players(variant, d))))]
                        if not decks:
                            text nplural(duel.variant_facts(variant)[3], _("{game} is always played with {n} card.|{game} is always played with {n} cards."), game=duel.variant_title(variant, long=True)) style "duel_free_note"
                    hbox:
                        style_prefix "duel_free_tab"
                        spacing 8 ysize duel.FREE_ROW_H
                        text _("Cards:") style "duel_free_label"
                        for sk in duel.SKINS:
                            textbutton duel.tr(duel.SKIN_NAMES[sk]):
                                yalign 0.5
                                selected skin == sk
                                action SetScreenVariable("skin", sk)
                    hbox:
                        style_prefix "duel_free_tab"
                        spacing 8 ysize duel.FREE_ROW_H
                        text _("Opponents play:") style "duel_free_label"
                        for lv in [x for x in duel.LEVELS if x != "expert"]:    # expert is no step above hard (docs/ai.md)
                            textbutton kozyr_option(duel.LEVEL_NAMES[lv]):
                                yalign 0.5
                                selected level == lv
                                action SetScreenVariable("level", lv)
            text _("Opponents (in seat order; empty seats are filled from the unlocked ones):") style "kozyr_page_text"
            hbox:
                spacing 20
                hbox:
                    spacing 10
                    box_wrap True
                    box_wrap_spacing 10
                    xsize 1030 ysize 2 * duel.FREE_TILE[1] + 10 + duel.FREE_RISE    # Deal stays at the foot
                    for w, nm in pool:
                        button:
                            style "duel_free_tile"
                            selected w in chosen
                            alt nm
                            action (ToggleSetMembership(chosen, w) if (w in chosen or len(chosen) < players - 1) else NullAction())
                            vbox:
                                xalign 0.5 spacing 0
                                $ img = duel.portrait(w)
                                if img:
                                    add Transform(img, xysize=(90, 90)) xalign 0.5
                                text nm style "duel_free_tile_text"
                                text (duel.tr(_("seat {n}")).format(n=chosen.index(w) + 1) if w in chosen else " ") style "duel_free_tile_text" color gui.accent_color
                ## Deal: at the page's lower right, where the eye ends
                textbutton _("Deal"):
                    style "duel_free_deal"
                    yalign 1.0
                    action Function(duel.free_deal, variant, players, deck, skin, level, list(chosen))
    key "game_menu" action Return(None)

init python in duel:
    FREE_ROW_H = 62             # every setup row is this high, its note wrapped inside
    FREE_TILE = (164, 170)      # an opponent's tile
    FREE_RISE = 130             # the setup rises this far into the menu page's top band

style duel_free_label is kozyr_page_text:
    min_width 230
    yalign 0.5

## the setup's choices: the menu pages' tabs, a little tighter (four Russian game names
## and the label fit the card)
## The chosen value of each row is a filled chip, dark letters on gold (white in the
## high-contrast look): the tabs' thin underline did not read as "chosen" (issue 26).
style duel_free_tab_button is kozyr_tab_button:
    padding (12, 8, 12, 10)
    xminimum 90
    selected_background ConditionSwitch("persistent.duel_high_contrast", Solid("#ffffff"), "True", Solid(gui.accent_color))
    selected_hover_background ConditionSwitch("persistent.duel_high_contrast", Solid("#ffffff"), "True", Solid("#f3d27a"))
    ## a fixed choice (Svoi Kozyri's 36 cards) still shows which it is, dimmer
    selected_insensitive_background Solid("#9c8440")

style duel_free_tab_button_text is kozyr_tab_button_text:
    size 28
    selected_color "#14110e"
    selected_insensitive_color "#14110e"

style duel_free_tile is button:
    background Frame("gui/button/slot_idle_background.png", gui.slot_button_borders, tile=gui.frame_tile)
    hover_background Frame("gui/button/slot_hover_background.png", gui.slot_button_borders, tile=gui.frame_tile)
    selected_background Frame("gui/button/slot_hover_background.png", gui.slot_button_borders, tile=gui.frame_tile)
    selected_foreground ConditionSwitch("persistent.duel_high_contrast", duel.Ring("#ffffff", 5), "True", duel.Ring(gui.accent_color, 5))
    hover_foreground duel.Ring("#ffffff", 2)
    padding (6, 8)
    xysize duel.FREE_TILE

style duel_free_deal is button:
    background Frame("gui/button/slot_hover_background.png", gui.slot_button_borders, tile=gui.frame_tile)
    hover_background Frame("gui/button/slot_hover_background.png", gui.slot_button_borders, tile=gui.frame_tile)
    foreground duel.Ring(gui.accent_color, 3)
    hover_foreground duel.Ring("#ffffff", 4)
    xysize (320, 96)

style duel_free_deal_text is text:
    font gui.interface_text_font
    size 40
    bold True
    color gui.accent_color
    hover_color "#ffffff"
    align (0.5, 0.5)

style duel_free_note is kozyr_page_text:
    size 22
    color "#c8bca4"
    yalign 0.5
    xmaximum 560

style duel_free_tile_text is kozyr_page_text:
    size 22
    xalign 0.5
    text_align 0.5

