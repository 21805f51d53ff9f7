## duel_look.rpy — how the table looks (owner: table): the font with suit symbols, the
## two palettes (normal and high contrast), focus rings, card faces and backs, portraits,
## sounds, the stage (cloth, rim, busts, plates). The transforms and styles it names
## are in duel_styles.rpy.
##
## Runs at init -1 (after gui.rpy's -2, whose font it extends). The screens read
## colours through duel.col(name) and styles through duel.S("duel_text"), so the
## high-contrast look (persistent.duel_high_contrast) switches everything at once.

init -1 python in duel:
    import store
    from store import Fixed, Solid, Text, Frame, Transform, Crop

    ## Noto Sans (the game's font) has no card suit symbols: DejaVu Sans
    ## (shipped in game/fonts) draws U+2660..U+2667 on the table.
    FONT = store.FontGroup().add("fonts/DejaVuSans.ttf", 0x2660, 0x2667).add(
        store.gui.text_font, 0x0000, 0xffff) if renpy.loadable("fonts/DejaVuSans.ttf") else store.gui.text_font

    class Ring(renpy.Displayable):
        """A rectangular outline `width` pixels thick drawn inside the area it
        is given: the focus ring (a button's hover_foreground, or the hover
        background of a frame inside a hand card, which gets the hover style
        prefix from its drag when that drag has the focus) and, in the
        high-contrast look, the light outline of cards, slots and panels.
        `inner` adds a second, thinner ring of another colour inside the
        first, so the ring shows on white card faces and on dark cloth alike."""

        def __init__(self, color, width=4, inner=None, inner_width=2, **kwargs):
            super(Ring, self).__init__(**kwargs)
            self.solid = store.Solid(color)
            self.width = width
            self.inner = Ring(inner, inner_width) if inner else None

        def render(self, w, h, st, at):
            w, h, t = int(w), int(h), self.width
            rv = renpy.Render(w, h)
            for x, y, rw, rh in ((0, 0, w, t), (0, h - t, w, t), (0, t, t, h - 2 * t), (w - t, t, t, h - 2 * t)):
                if rw > 0 and rh > 0:
                    rv.blit(renpy.render(self.solid, rw, rh, st, at), (x, y))
            if self.inner is not None and w > 2 * t and h > 2 * t:
                rv.blit(renpy.render(self.inner, w - 2 * t, h - 2 * t, st, at), (t, t))
            return rv

    ## The focus ring: bright yellow with a dark inner edge; thicker and pure
    ## yellow/black in the high-contrast look.
    RING_FOCUS = Ring("#ffd84a", 5, inner="#1a1206", inner_width=2)
    RING_FOCUS_HC = Ring("#ffff00", 7, inner="#000000", inner_width=3)
    ## High-contrast outlines: cards and panels (white), free slots (light grey).
    RING_LIGHT = Ring("#ffffff", 3)
    RING_SLOT_HC = Ring("#c8c8c8", 3)

    def edged(fill, edge, t=3):
        """A box of colour `fill` with an edge `t` pixels wide (buttons and plates)."""
        return Frame(Fixed(Solid(edge), Transform(Solid(fill), pos=(t, t), xysize=(64 - 2 * t, 64 - 2 * t)),
                           xysize=(64, 64)), t + 1, t + 1)

    def hc():
        """True when the high-contrast table look is on (a preference)."""
        return bool(store.persistent.duel_high_contrast)

    ## Colours of the two looks: (normal, high contrast). Every high-contrast
    ## text colour is checked against its background for WCAG AA (4.5:1) by
    ## the duel_keyboard_play testcase (duel.contrast_ratio).
    PALETTE = {
        "felt": ("#1f5a3a", "#000000"),
        "field": ("#174a2f", "#000000"),
        "panel": ("#0d1f16d0", "#000000"),
        "seat": ("#0d1f16e8", "#000000"),
        "seat_frame": ("#0d1f16b0", "#ffffff"),
        "seat_active": ("#f0c040", "#ffff00"),
        "text": ("#f4ecd8", "#ffffff"),
        "accent": ("#ffd36b", "#ffff00"),
        "muted": ("#d8e8dc", "#ffffff"),
        "bad": ("#ffb38a", "#ffa08a"),
        "selected": ("#f0c040", "#ffff00"),
        "slot_open": ("#ffffff10", "#000000"),
        "slot_hover": ("#ffffff30", "#333333"),
        "dim": ("#00000070", "#000000a0"),
        "rank_chip": ("#000000", "#000000"),        # a dimmed card's rank (high contrast)
        "rank_chip_text": ("#ffffff", "#ffffff"),
        "coach": ("#2b1d10e8", "#000000"),
        "coach_name": ("#e0a060", "#ffff00"),
        "plate": ("#120c08d8", "#000000"),
        "plate_edge": ("#3a2a1a", "#ffffff"),
        "seat_plate": ("#120c08a0", "#000000"),     # an opponent's plate: translucent
        "ribbon": ("#1a0f08ee", "#000000"),
        "ribbon_solid": ("#1a0f08", "#000000"),     # the announcement: nothing shows through
        "options": ("#0f2219", "#000000"),          # the table options' panel, opaque
    }

    ## The high-contrast text pairs (foreground, background) that must meet AA.
    HC_TEXT_PAIRS = (("text", "panel"), ("accent", "panel"), ("muted", "seat"), ("bad", "panel"),
                     ("text", "felt"), ("accent", "seat"), ("coach_name", "coach"),
                     ("rank_chip_text", "rank_chip"))

    def col(name):
        return PALETTE[name][1 if hc() else 0]

    def S(name):
        """The style `name` ("duel_text", ...) of the current look."""
        return "duel_hc_" + name[5:] if hc() else name

    def zone_ring():
        """Whether a drop zone shows the focus ring: with a card selected or placed, or
        when the keyboard moves the focus."""
        return bool(ui.selected or ui.staged) or renpy.display.focus.focus_type == "keyboard"

    def focus_ring():
        return RING_FOCUS_HC if hc() else RING_FOCUS

    def _luminance(color):
        color = color.lstrip("#")[:6]
        def lin(v):
            v = int(v, 16) / 255.0
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b = lin(color[0:2]), lin(color[2:4]), lin(color[4:6])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    def contrast_ratio(fg, bg):
        """WCAG 2 contrast ratio of two opaque "#rrggbb" colours."""
        a, b = _luminance(fg), _luminance(bg)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)


    ##---------------------------------------------------------------- images
    _image_cache = {}

    def card_face(code, skin="classic"):
        """The face of a card: game/images/cards/<skin>/<CODE>.png, or a drawn
        fallback while the art is missing."""
        if skin == "classic" and store.persistent.kozyr_four_colour:
            skin = "classic4"  # the readability preference
        key = ("face", code, skin)
        d = _image_cache.get(key)
        if d is None:
            path = "images/cards/%s/%s.png" % (skin, code)
            if renpy.loadable(path):
                d = path
            else:
                c = engine.Card.parse(code)
                col = (SUIT_COLOURS4 if skin == "classic4" else SUIT_COLOURS)[c.suit]
                corner = tr(RANK_SHORT[c.rank]) + "\n" + SUIT_SYMBOLS[c.suit]
                d = Fixed(
                    Solid("#fffdf7"),
                    Text(corner, size=34, bold=True, color=col, xpos=8, ypos=4,
                         text_align=0.5, line_spacing=-6, font=FONT),
                    Text(SUIT_SYMBOLS[c.suit], size=110, color=col, align=(0.5, 0.55), font=FONT),
                    xysize=(208, 291))
                d = Frame(d, 0, 0)
            _image_cache[key] = d
        return d

    def card_back(skin="classic"):
        key = ("back", skin)
        d = _image_cache.get(key)
        if d is None:
            path = "images/cards/backs/%s.png" % BACKS.get(skin, "back_red")
            if renpy.loadable(path):
                d = path
            else:
                d = Frame(Fixed(Solid("#7a1f24"), Solid("#a83a3f", xysize=(180, 263),
                                                       align=(0.5, 0.5)),
                                xysize=(208, 291)), 0, 0)
            _image_cache[key] = d
        return d

    def portrait(who, mood="neutral"):
        """A head-and-shoulders crop of `who`'s portrait, or None."""
        for name in ("%s %s" % (who, mood), "%s neutral" % who):
            path = "images/characters/%s.png" % name.replace(" ", "_")
            if renpy.loadable(path):
                return Crop((100, 170, 380, 380), path)
        return None

    def sfx(name):
        path = sound_file(name)
        if path is not None:
            renpy.play(path, channel="sound")

    ## a sound heard many times a duel has takes of its own, played in turn (the card laid:
    ## tools/assets/audio.py's place, place2..place4), so that six cards laid are not one
    ## sample six times
    SOUND_TAKES = {"place": ("place", "place2", "place3", "place4")}
    _takes = {}

    def sound_file(name):
        """The file of the sound `name` (its next take), or None when there is none."""
        takes = SOUND_TAKES.get(name, (name,))
        k = _takes.get(name, 0)
        _takes[name] = k + 1
        for i in range(len(takes)):
            path = "audio/sfx/%s.ogg" % takes[(k + i) % len(takes)]
            if renpy.loadable(path):
                return path
        return None

    import store
    from store import Fixed, Solid, Text, Frame, Transform, Crop, NullAction

    _sized_cache = {}

    def sized(d, w, h):
        # A displayable is keyed by its id but kept beside its transform and checked with
        # `is`: an id alone is reused once its object is freed.
        key = (d if isinstance(d, str) else id(d), w, h)
        hit = _sized_cache.get(key)
        if hit is None or (hit[0] is not d and not isinstance(d, str)):
            hit = (d, Transform(d, xysize=(w, h)))
            _sized_cache[key] = hit
        return hit[1]

    def face(code, w, h):
        return sized(card_face(code, (store.duel_spec or {}).get("skin", "classic")), w, h)

    def back(w, h):
        return sized(card_back((store.duel_spec or {}).get("skin", "classic")), w, h)

    def seat_alt(s, turn):
        """What self-voicing reads for an opponent's seat: name, cards, role
        (suit symbols read as suit names), Warfare's score pile, whose move."""
        bits = [s["name"], store.nplural(s["count"], _("{n} card|{n} cards"))]
        if s["role"]:
            bits.append(spoken(s["role"]))
        if s.get("pile"):
            bits.append(store.nplural(s["pile"], _("Score pile: {n} card|Score pile: {n} cards")))
        if turn == s["p"]:
            bits.append(tr(_("to move")))
        return ", ".join(bits)

    def hand_alt(h, m):
        text = h["name"]
        if h["code"] in ui.selected:
            text += ", " + tr(_("selected"))
        elif h["legal"] and m.turn == 0:
            text += ", " + tr(_("playable"))
        return text

    ##------------------------------------------------------------ the stage
    ## The chapter's place dresses the table: the art pipeline's `table <place>` (the
    ## room blurred beyond a table seen from the player's chair, 1920x1080) under everything, the
    ## opponents' portraits on it, then `table <place> rim` (the far rim, drawn over the
    ## portraits' lower edge so they sit behind the table). Free play uses `table default`
    ## (a card club).
    ## Without the art: the place's background dimmed and a drawn cloth.
    PLACE_CLOTH = {
        "inn": "#23563a", "temple": "#24425a", "tower": "#3a3058", "road": "#3d4a2a",
        "market": "#5a2331", "night": "#1c2e4e", "camp": "#4b3a22", "lodge": "#24484a",
        "default": "#1f5a3a",
    }

    def table_place(spec):
        """The place the duel is played at: spec["place"], else the roster's place of the
        first opponent, else the card club, `default` (free play)."""
        spec = spec or {}
        if spec.get("place"):
            return spec["place"]
        seats = spec.get("seats") or []
        if len(seats) > 1 and not spec.get("free_play"):
            who = seats[1].get("who")
            for o in store.roster.OPPONENTS:
                if who in o.get("who", ()):
                    return o.get("place") or "default"
        return "default"

    def one_to_one():
        """True when the window shows the stage pixel for pixel (1920x1080)."""
        try:
            vp = renpy.display.draw.drawable_viewport
            return (vp[2], vp[3]) == (store.config.screen_width, store.config.screen_height)
        except Exception:
            return False

    def stage_back(place):
        """What lies under everything: the table in its room. The art is 1920x1080 and
        every frame draws it: pixel for pixel, it is sampled without filtering (the same
        picture; under software GL such a frame costs about half: 47 ms of CPU instead
        of 85 for this one image)."""
        exact = one_to_one()
        key = ("back", place, hc(), exact)
        d = _image_cache.get(key)
        if d is None:
            if hc():
                d = Fixed(Solid("#000000"),
                          Transform(Solid("#ffffff"), pos=(0, RIM_Y), xysize=(1920, 4)),
                          xysize=(1920, 1080))
            elif renpy.has_image("table " + place):
                d = Transform("table " + place, nearest=True) if exact else "table " + place
            else:
                kids = []
                for name in (place, "table"):
                    path = "images/bg/bg_%s.webp" % name
                    if renpy.loadable(path):
                        kids.append(Transform(path, xysize=(1920, 1080)))
                        break
                kids += [Solid("#0a0705a8"), placeholder_surface(PLACE_CLOTH.get(place, PLACE_CLOTH["default"]))]
                d = Fixed(*kids, xysize=(1920, 1080))
            _image_cache[key] = d
        return d

    def stage_rim(place):
        """The far rim, drawn over the opponents' portraits (None without the art);
        1920 wide, unfiltered pixel for pixel as the stage is."""
        if hc() or not renpy.has_image("table %s rim" % place):
            return None
        exact = one_to_one()
        key = ("rim", place, exact)
        d = _image_cache.get(key)
        if d is None:
            d = Transform("table %s rim" % place, nearest=True) if exact else "table %s rim" % place
            _image_cache[key] = d
        return d

    def placeholder_surface(cloth):
        """A drawn table until the art lands: cloth, a vignette in steps, wood rims."""
        top = RIM_Y
        h = 1080 - top
        kids = [Transform(Solid(cloth), pos=(0, top), xysize=(1920, h))]
        for k in range(8):
            a = "#0000000c"
            w = 30 + k * 34
            kids += [Transform(Solid(a), pos=(0, top), xysize=(w, h)),
                     Transform(Solid(a), pos=(1920 - w, top), xysize=(w, h)),
                     Transform(Solid(a), pos=(0, 1080 - w // 2), xysize=(1920, w // 2)),
                     Transform(Solid(a), pos=(0, top), xysize=(1920, w // 3))]
        kids += [Transform(Solid("#2a170c"), pos=(0, top - 22), xysize=(1920, 30)),
                 Transform(Solid("#6b4226"), pos=(0, top - 22), xysize=(1920, 8)),
                 Transform(Solid("#00000055"), pos=(0, top + 8), xysize=(1920, 10))]
        return Fixed(*kids, xysize=(1920, 1080))

    def bust(who, mood="neutral", zoom=0.62, cut=0.75):
        """`who`'s portrait at `zoom`, cut straight across at `cut` of its height (the
        table's rim hides the cut), in the mood asked for when the art has it, else a
        close one, else neutral; an unnamed seat (or one without art) gets the hooded
        stranger when the art has it; None otherwise."""
        key = ("bust", who, mood, zoom, cut)
        if key in _image_cache:
            return _image_cache[key]
        d = None
        for w, m in [(who, mood), (who, MOOD_FALLBACK.get(mood, "neutral")), (who, "neutral"),
                     ("stranger", "neutral")]:
            path = "images/characters/%s_%s.png" % (w, m)
            if renpy.loadable(path):
                d = Transform(Crop((0, 0, PORTRAIT_W, int(PORTRAIT_H * cut)), path), zoom=zoom)
                break
        _image_cache[key] = d
        return d

    PORTRAIT_W, PORTRAIT_H = 561, 880     # the art pipeline's portrait size

    ## a mood the art does not have falls back to one it has
    MOOD_FALLBACK = {"smug": "happy"}

    def seat_look(s):
        """(zoom, cut, top) of an opponent's portrait: cut at the chest, the cut hidden
        behind the far rim's wood (y 232-270), the head inside the room above it; a lone
        opponent larger."""
        if s["scale"] >= 1.0:
            zoom, cut = 0.58, 0.70
        else:
            zoom, cut = (0.5 if s["scale"] > 0.7 else 0.44), 0.72
        h = int(PORTRAIT_H * cut * zoom)
        return zoom, cut, s["rim"] + 30 - h

    def plate_box(s, m):
        """(x, y, w, h) of an opponent's name plate: left of a lone opponent's portrait
        (the right side keeps room for speech), else on the cloth under the cards they
        hold (the room above the rim is the portraits')."""
        if m.n == 2:
            return (s["x"] - 520, 36, 330, 170)
        return plate_under_hand(s["x"])

    def plate_under_hand(x):
        """(x, y, w, h) of the name plate of an opponent seated at x when there are two or
        more opponents (table talk covers it whole with a speech bubble when there is no
        room beside the portrait)."""
        return (x - 140, rim_top(x) + 74, 280, 64)

    ## The coach's panel (a tutorial duel): top right, above the far rim (it reached 56 px
    ## down over the rail), beside a lone opponent's portrait.
    COACH_BOX = (1150, 8, 754, RIM_Y - 16)

    def hand_ring_widths(m, cw):
        """{code: width} of each hand card's focus ring: the part of the card its right
        neighbour leaves uncovered (a ring as wide as the card ran under the next card:
        its right edge was cut off, worst in the high-contrast look)."""
        vh = visible_hand(m)
        ys = [hand_card_y(h, m) for h, _x in vh]
        out = {}
        for k, (h, x) in enumerate(vh):
            # the next card drawn over this one: no lower (hand_draw_order)
            nxt = next((vh[j][1] for j in range(k + 1, len(vh)) if ys[j] <= ys[k]), None)
            out[h["code"]] = cw if nxt is None or nxt - x >= cw else max(30, int(nxt - x))
        return out

    ## One text size for the plates' lines (the opponents' and the player's box: a line
    ## shrunk to fit made the size change box to box; a long one wraps), and one for the
    ## announcement banner's lines (issue 26).
    PLATE_LINE_SIZE = 21
    PLATE_BIG_LINE_SIZE = 26      # the lines under the name on a lone opponent's plate
    MY_BOX_W = (290, 340)         # the player's box (normal, high contrast)
    BANNER_SIZE = 46

    _line_sizes = {}

    def one_line_size(text, width, style="duel_small", sizes=(21, 19, 17, 15)):
        """The largest of `sizes` at which `text` takes one line of `width` pixels (a
        small plate's "6 cards · takes the cards" ran out of its box on two lines); the
        smallest when none does."""
        key = (text, width, style, hc())
        size = _line_sizes.get(key)
        if size is None:
            for size in sizes:
                t = store.Text(text, style=S(style), size=size)
                if renpy.render(t, 4000, 200, 0, 0).get_size()[0] <= width:
                    break
            if len(_line_sizes) > 500:
                _line_sizes.clear()
            _line_sizes[key] = size
        return size

    def turned_back(k):
        """A face-down card of the discard pile, turned a little (cached per k)."""
        key = ("turned", k, (store.duel_spec or {}).get("skin"))
        d = _image_cache.get(key)
        if d is None:
            d = Transform(back(DISCARD_W, DISCARD_H), rotate=(11, -7, 4, -13)[k % 4])
            _image_cache[key] = d
        return d

    def suit_icon(s, size=40):
        """The suit's picture: the art pipeline's icon for the animal deck
        (images/cards/animal/suit_<C|D|H|S>.png), else the animal's medallion from its ace;
        the symbol for the classic decks."""
        key = ("suit", s, size, animal_deck(), hc())
        d = _image_cache.get(key)
        if d is None:
            letter = "CDHS"[s]
            icon = "images/cards/animal/suit_%s.png" % letter
            ace = "images/cards/animal/A%s.png" % letter
            if animal_deck() and renpy.loadable(icon):
                d = Transform(icon, xysize=(size, size))
            elif animal_deck() and renpy.loadable(ace):
                d = Transform(Crop((44, 86, 120, 120), ace), xysize=(size, size))
            else:
                colour = "#ffffff" if hc() else ("#f4ecd8" if SUIT_COLOURS[s] == "#1b1b1b" else "#ff8f80")
                d = Text(SUIT_SYMBOLS[s], font=FONT, size=int(size * 0.9), color=colour,
                         outlines=[(2, "#0008", 0, 0)])
            _image_cache[key] = d
        return d

    def inline_suit(s, st, at):
        """The suit icon of text tags {image=duel_suit_N} (a module-level function, so
        that a displayable built from it pickles)."""
        return (suit_icon(s, 30), None)

    for _s in range(4):
        renpy.image("duel_suit_%d" % _s, store.DynamicDisplayable(renpy.partial(inline_suit, _s)))

## "thinking…" appears once the opponent has been at it THINKING_AFTER seconds (the AI's
## poll shows it: duel.poll_ai), at once and without animation: an endless pulse would
## redraw the whole table every frame while the AI thinks, and anything timed on the
## screen (a fade, a delayed appearance) asks for a frame of its own, which a quick
## answer then waits for (under software rendering a frame costs 100-200 ms).
init -1 python in duel:

    THINKING_AFTER = 0.35

    def thinking_shown():
        """True when the opponent to move is shown thinking (duel.poll_ai decides)."""
        st = store.duel_state
        rt = ui.table
        return st is not None and rt is not None and rt.state is st and rt.thinking
