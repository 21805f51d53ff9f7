## duel_core.rpy — the card table's Python side (owner: table).
##
## Everything here lives in the named store `duel` (docs/contracts.md). The table
## talks to the rules engine only through its public API (engine.new_game,
## State.apply / legal_actions / is_legal / view / to_dict / from_dict, Action,
## IllegalAction). docs/table.md explains the design: one immutable engine state
## in `duel_state`, reassigned once per committed move; everything else the
## screen needs is derived from it and cached by state identity.

## Saved, rolled-back data (reassigned, never mutated in place).
default duel_state = None          # the engine State of the running game
default duel_spec = None           # the spec passed to `call duel(spec)`
default duel_undo_state = None     # easy-level undo: the state before the player's last move
default duel_tokens = None         # series: tuple of loser tokens per seat
default duel_game_no = 0           # series: number of the game being played (1-based)
default duel_results = ()          # series: tuple of finished games' results (dicts)
default duel_last_role = None      # the role last announced by the banner

## Preferences of the table (persistent, built-in types only).
default persistent.duel_hints = True     # lift legal cards, dim the others
default persistent.duel_speed = 1        # 0 fast, 1 normal, 2 slow (AI pacing)
default persistent.duel_undo = False     # offer Undo when every opponent is at the easy level (opt-in: issue 10)
default persistent.duel_card_size = 1    # 0 small, 1 normal, 2 large hand cards

init -5 python in duel:

    import store
    from store import Fixed, Solid, Text, Frame, Transform, Crop, NullAction

    import time as _time
    import zlib as _zlib
    import random as _random
    import engine

    ##------------------------------------------------------------- vocabulary
    DURAK = ("podkidnoy", "perevodnoy")
    VARIANTS = ("podkidnoy", "perevodnoy", "svoi_kozyri", "warfare")

    VARIANT_NAMES = {
        "podkidnoy": _("Podkidnoy Durak"),
        "perevodnoy": _("Perevodnoy Durak"),
        "svoi_kozyri": _("Svoi Kozyri"),
        "warfare": _("Warfare"),
    }

    RANK_NAMES = {
        2: _("Two"), 3: _("Three"), 4: _("Four"), 5: _("Five"), 6: _("Six"),
        7: _("Seven"), 8: _("Eight"), 9: _("Nine"), 10: _("Ten"), 11: _("Jack"),
        12: _("Queen"), 13: _("King"), 14: _("Ace"),
    }
    ## Plural rank names for messages like "Only a Seven can transfer".
    RANK_SHORT = {
        2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
        11: _("J"), 12: _("Q"), 13: _("K"), 14: _("A"),
    }
    SUIT_NAMES = (_("clubs"), _("diamonds"), _("hearts"), _("spades"))
    SUIT_SYMBOLS = (u"\u2663", u"\u2666", u"\u2665", u"\u2660")
    SUIT_COLOURS = ("#1b1b1b", "#c0302a", "#c0302a", "#1b1b1b")
    SUIT_COLOURS4 = ("#1f7a2e", "#1f5fbf", "#c0302a", "#1b1b1b")
    SKINS = ("classic", "classic4", "animal")
    SKIN_NAMES = {"classic": _("Classic"), "classic4": _("Four colours"), "animal": _("Animals")}
    BACKS = {"classic": "back_red", "classic4": "back_blue", "animal": "back_animal"}
    LEVELS = ("easy", "normal", "hard", "expert")
    LEVEL_NAMES = {"easy": _("easy"), "normal": _("normal"), "hard": _("hard"),
                   "expert": _("expert")}
    AI_BUDGET_MS = {"easy": 60, "normal": 200, "hard": 450, "expert": 800}
    SPEEDS = (0.35, 0.9, 1.6)            # seconds an AI move stays on screen at least
    SPEED_NAMES = (_("fast"), _("normal"), _("slow"))

    ## Refusal codes (docs/engine-api.md) -> translatable templates. Values are
    ## filled from IllegalAction.values: cards as short names ("7♣"), ranks as names.
    REFUSALS = {
        "bad_action": _("That is not a move."),
        "game_over": _("The game is over."),
        "not_your_turn": _("It is not your turn."),
        "unknown_kind": _("That is not a move in this game."),
        "wrong_phase": _("You cannot do that now."),
        "not_in_hand": _("You do not hold the {card}."),
        "empty_action": _("Choose at least one card."),
        "mixed_ranks": _("An attack must be of cards of one rank."),
        "rank_not_on_table": _("No {rank} is on the table, so the {card} cannot be added."),
        "too_many_cards": _("No more than {limit} cards may be played against the defender now."),
        "not_attacker": _("You may not add cards now."),
        "not_defender": _("Only the defender may do that."),
        "nothing_to_beat": _("The {card} is not an unbeaten card on the table."),
        "cannot_beat": _("The {card} cannot beat the {target}."),
        "transfer_not_allowed": _("Transferring is not allowed in this game."),
        "transfer_after_defence": _("You cannot transfer once a card has been beaten."),
        "transfer_wrong_rank": _("Only a card of rank {rank} can transfer this attack."),
        "transfer_too_many": _("The next player holds only {count} cards, too few for a transfer."),
        "show_not_trump": _("Only the trump of the attack's rank can be shown to transfer."),
        "show_already_used": _("The {card} has already been shown in this bout."),
        "cannot_pass": _("You must open the bout: you cannot pass now."),
        "cannot_take": _("You cannot take now."),
        "must_play": _("You must play a card now."),
        # Svoi Kozyri and Warfare (their modules register the codes; unknown codes
        # fall back to a generic line below).
        "must_choose_suit": _("Choose your trump suit first."),
        "suit_taken": _("That suit is already someone's trump."),
        "cannot_lead": _("You cannot lead the {card} now."),
        "must_follow": _("You must follow the {target}."),
        "not_committed": _("Commit a card first."),
        "not_offered": _("The {card} is not one of the cards on offer."),
    }
    REFUSAL_FALLBACK = _("That move is not allowed now.")

    ACTION_WORDS = {
        "attack": _("attacks with"), "throw_in": _("throws in"), "defend": _("beats"),
        "transfer": _("transfers with"), "show": _("shows"), "take": _("takes"),
        "pass": _("is done"), "choose_suit": _("chooses"), "lead": _("leads"),
        "beat": _("beats"), "pick_up": _("picks up"), "commit": _("commits a card"),
        "keep": _("keeps a card"), "pick": _("picks"),
    }

    def tr(s):
        """Translates a string marked with _() at the moment of use."""
        return __(s)

    def card_short(c):
        """'7♣' (translated rank letters for court cards)."""
        c = engine.Card.parse(c) if isinstance(c, str) else engine.CARDS[int(c)]
        return tr(RANK_SHORT[c.rank]) + SUIT_SYMBOLS[c.suit]

    def card_name(c, trump=None, mid=False):
        """'Seven of clubs', plus ', trump' when the card is of the trump suit.  ``mid``: the
        name stands inside a sentence ('top card seven of clubs'), so it starts in lower case;
        in both of our languages a card's name is a common noun ('семёрка треф')."""
        c = engine.Card.parse(c) if isinstance(c, str) else engine.CARDS[int(c)]
        text = tr(_("{rank} of {suit}")).format(rank=tr(RANK_NAMES[c.rank]),
                                                  suit=tr(SUIT_NAMES[c.suit]))
        if trump is not None and c.suit == trump:
            text = tr(_("{card}, trump")).format(card=text)
        if mid:
            text = text[:1].lower() + text[1:]
        return text

    def suit_name(s):
        return tr(SUIT_NAMES[s])

    def refusal_text(err):
        """The translated sentence for an engine.IllegalAction."""
        template = REFUSALS.get(getattr(err, "code", None))
        if template is None:
            return tr(REFUSAL_FALLBACK)
        vals = {}
        for k, v in (getattr(err, "values", None) or {}).items():
            if k in ("card", "target") and isinstance(v, str):
                try:
                    v = card_short(v)
                except ValueError:
                    pass
            elif k == "rank":
                try:
                    v = tr(RANK_NAMES[int(v)])
                except (ValueError, KeyError, TypeError):
                    try:
                        v = tr(RANK_NAMES[engine.Card.parse(str(v) + "C").rank])
                    except Exception:
                        pass
            vals[k] = v
        try:
            return tr(template).format(**vals)
        except (KeyError, IndexError, ValueError):
            return tr(template)

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
        path = "audio/sfx/%s.ogg" % name
        if renpy.loadable(path):
            renpy.play(path, channel="sound")

    ##------------------------------------------------------------ the spec
    def seat_name(spec, p):
        seats = spec.get("seats") or []
        if p < len(seats):
            s = seats[p]
            name = s.get("name") or s.get("who") or ""
            return renpy.substitute(name) if name else tr(_("Player %d")) % (p + 1)
        return tr(_("Player %d")) % (p + 1)

    def seat_who(spec, p):
        seats = spec.get("seats") or []
        return seats[p].get("who") if p < len(seats) else None

    def seat_level(spec, p):
        seats = spec.get("seats") or []
        lvl = seats[p].get("level") if p < len(seats) else None
        return lvl if lvl in LEVELS else "normal"

    def headline_level(spec):
        levels = [seat_level(spec, p) for p in range(1, spec.get("players", 2))]
        return max(levels, key=LEVELS.index) if levels else "normal"

    def undo_allowed(spec):
        return bool(store.persistent.duel_undo) and headline_level(spec) == "easy"

    def normalise_spec(spec):
        """A plain copy of `spec` with every field of the contract filled in."""
        spec = dict(spec or {})
        variant = spec.get("variant") or "podkidnoy"
        players = int(spec.get("players") or len(spec.get("seats") or []) or 2)
        seats = [dict(s) for s in (spec.get("seats") or [])]
        while len(seats) < players:
            seats.append({"who": None, "name": None, "level": "normal", "style": None})
        if not seats[0].get("name"):
            seats[0]["name"] = getattr(store, "player_name", None) or tr(_("You"))
        skin = spec.get("skin") if spec.get("skin") in SKINS else "classic"
        return {"variant": variant, "players": players,
                "options": dict(spec.get("options") or {}), "seats": seats[:players],
                "series": spec.get("series"), "skin": skin,
                "tutorial": bool(spec.get("tutorial")), "seed": spec.get("seed"),
                "position": spec.get("position")}

    def new_state(spec, previous_durak=None):
        """Deals the game of `spec` (the tutorial uses Marta's stacked deal)."""
        if spec.get("position") and duel_game_no() == 1:
            # an optional saved position to start from (State.to_dict), e.g. a puzzle
            return engine.State.from_dict(spec["position"])
        if spec.get("tutorial") and spec["variant"] == "podkidnoy" and spec["players"] == 2:
            return tutorial_state()
        options = dict(spec.get("options") or {})
        if previous_durak is not None and spec["variant"] in DURAK:
            options["previous_durak"] = previous_durak
        seed = spec.get("seed")
        if seed is not None and duel_game_no() > 1:
            seed = int(seed) + duel_game_no() - 1
        return engine.new_game(spec["variant"], players=spec["players"], seed=seed, **options)

    def duel_game_no():
        return store.duel_game_no or 1

    ##------------------------------------------------------------ runtime
    class Runtime(python_object):
        """Transient UI data (selection, staged cards, the last refusal, the
        AI job). Never saved: it is created at init and only mutated, and it
        is reset whenever a new state is shown."""

        def __init__(self):
            self.reset()
            self.job = None
            self.banner = None       # (id of the state it announces, text)

        def reset(self):
            self.selected = []       # codes selected in the hand
            self.staged = []         # codes placed on free slots before ATTACK
            self.message = None      # refusal or hint shown in the status line
            self.message_bad = False
            self.state_id = None

    ui = Runtime()

    def sync_ui(state):
        """Clears the selection when a new state is on the table."""
        if ui.state_id != id(state):
            ui.reset()
            ui.state_id = id(state)

    ##----------------------------------------------------------- the model
    ## Everything the screen shows is computed once per state and kept here,
    ## keyed by the identity of the state object (states are immutable).
    _model_cache = {"key": None, "model": None}

    def hand_w():
        return (140, 160, 182)[store.persistent.duel_card_size if store.persistent.duel_card_size in (0, 1, 2) else 1]

    TABLE_W = 140
    SEAT_W = 300

    def seat_positions(n):
        """x centre of each opponent's seat along the top (seat 1 at the left)."""
        opp = n - 1
        if opp == 1:
            return {1: 960}
        left, right = 250, 1670
        step = (right - left) / float(opp - 1)
        return dict((i + 1, int(left + i * step)) for i in range(opp))

    def sort_hand(cards, trump):
        """Sorted by suit then rank, trumps last."""
        def key(c):
            return (1 if (trump is not None and c.suit == trump) else 0,
                    c.suit, c.rank)
        return sorted(cards, key=key)

    def fan(n, cw, x0=300, x1=1640):
        """x of each card of a hand of n cards fanned between x0 and x1, so a
        hand of any size fits (the step shrinks, never below a readable corner)."""
        if n == 0:
            return [], 0
        width = x1 - x0
        step = min(cw + 8, (width - cw) / float(max(1, n - 1)))
        total = cw + step * (n - 1)
        start = x0 + (width - total) / 2.0
        return [int(start + i * step) for i in range(n)], step

    def model(state):
        """The cached description of `state` for the screen (player 0's view)."""
        key = (id(state), store.persistent.duel_card_size)
        if _model_cache["key"] == key and _model_cache["state"] is state:
            return _model_cache["model"]
        t0 = _time.perf_counter()
        m = build_model(state)
        m["build_ms"] = (_time.perf_counter() - t0) * 1000.0
        _model_cache["key"] = key
        _model_cache["state"] = state
        _model_cache["model"] = m
        return m

    def build_model(state):
        spec = store.duel_spec or normalise_spec({})
        v = state.view(0)
        n = state.players
        variant = getattr(v, "variant", spec.get("variant"))
        trump = getattr(v, "trump", None)
        legal = state.legal_actions() if state.current_player == 0 else []
        m = {"variant": variant, "n": n, "view": v, "trump": trump, "legal": legal,
             "durak": variant in DURAK, "turn": state.current_player,
             "terminal": state.is_terminal()}
        # legal index
        by_card = {}
        singles = {}          # (kind, card) -> action, for one-card actions
        defend = {}           # (card, target) -> action
        attack_sets = set()
        kinds = {}
        for a in legal:
            kinds.setdefault(a.kind, []).append(a)
            for c in a.cards:
                by_card.setdefault(str(c), []).append(a)
            if a.kind == "defend":
                defend[(str(a.cards[0]), str(a.target))] = a
            elif a.kind == "attack":
                attack_sets.add(frozenset(str(c) for c in a.cards))
            elif len(a.cards) == 1 and a.target is None:
                singles[(a.kind, str(a.cards[0]))] = a
        m.update(by_card=by_card, singles=singles, defend=defend, attack_sets=attack_sets,
                 kinds=kinds)
        # the player's hand
        hand = sort_hand(list(getattr(v, "hand", ())), trump)
        cw = hand_w()
        ch = int(cw * 1.4)
        xs, step = fan(len(hand), cw)
        m["hand"] = [{"code": str(c), "x": x, "name": card_name(c, trump),
                      "legal": str(c) in by_card} for c, x in zip(hand, xs)]
        m["hand_cw"], m["hand_ch"], m["hand_step"] = cw, ch, step
        m["hand_y"] = 1080 - ch - 14
        # seats
        counts = getattr(v, "hand_counts", (0,) * n)
        xs_seat = seat_positions(n)
        attacker = getattr(v, "attacker", None)
        defender = getattr(v, "defender", None)
        out = getattr(v, "out", (False,) * n)
        seats = []
        for p in range(1, n):
            role = ""
            if not m["terminal"]:
                if out[p]:
                    role = tr(_("out"))
                elif p == defender and m["durak"]:
                    role = tr(_("defends"))
                elif p == attacker and m["durak"]:
                    role = tr(_("attacks"))
            cnt = counts[p]
            seats.append({"p": p, "x": xs_seat[p], "name": seat_name(spec, p),
                          "who": seat_who(spec, p), "count": cnt, "role": role,
                          "backs": min(cnt, 12), "out": bool(out[p])})
        m["seats"] = seats
        m["my_role"] = ""
        if m["durak"] and not m["terminal"]:
            if out[0]:
                m["my_role"] = tr(_("You are out"))
            elif defender == 0:
                m["my_role"] = tr(_("You defend"))
            elif attacker == 0:
                m["my_role"] = tr(_("You attack"))
            else:
                m["my_role"] = tr(_("You may throw in"))
        m["attacker"], m["defender"] = attacker, defender
        # talon, trump, discard
        m["talon"] = getattr(v, "talon_count", 0)
        m["discard"] = getattr(v, "discard_count", 0)
        tc = getattr(v, "trump_card", None)
        m["trump_card"] = None if tc is None else str(tc)
        m["trump_name"] = "" if tc is None else card_name(tc, trump, mid=True)
        # the battlefield: six pair slots
        table = list(getattr(v, "table", ()) or ())
        m["phase"] = getattr(v, "phase", None)
        m["limit"] = getattr(v, "limit", 6)
        slots = []
        for i in range(6):
            x = 400 + i * 176
            y = 372
            pair = table[i] if i < len(table) else None
            s = {"i": i, "x": x, "y": y, "attack": None, "defence": None,
                 "attack_name": "", "defence_name": ""}
            if pair is not None:
                a, d = pair
                s["attack"] = str(a)
                s["attack_name"] = card_name(a, trump)
                if d is not None:
                    s["defence"] = str(d)
                    s["defence_name"] = card_name(d, trump, mid=True)
            slots.append(s)
        m["slots"] = slots
        m["table_count"] = len(table)
        m["unbeaten"] = [s["attack"] for s in slots if s["attack"] and not s["defence"]]
        m["events"] = event_anims(state, m)
        m["center"], m["zones"] = [], []
        m["talon_word"] = _("Talon: {n}")
        if variant == "svoi_kozyri":
            kozyri_model(state, v, m)
        elif variant == "warfare":
            warfare_model(state, v, m)
        m["status"] = status_text(state, m, spec)
        m["buttons"] = button_states(m)
        m["generic"] = [] if m["durak"] else generic_actions(m)
        adjust = getattr(state, "adjust_model", None)
        if adjust is not None:
            adjust(m)   # an online game (duel_remote.rpy): waiting lines, resignations
        return m

    ##---------------------------------------------- Svoi Kozyri and Warfare
    def kozyri_model(state, v, m):
        """One pile in the middle; each player's own trump suit at their seat."""
        suits = tuple(getattr(v, "suits", ()) or ())
        for s in m["seats"]:
            su = suits[s["p"]] if s["p"] < len(suits) else None
            bits = []
            if su is not None:
                bits.append(tr(_("trumps {sym}")).format(sym=SUIT_SYMBOLS[su]))
            if s["out"]:
                bits.append(tr(_("out")))
            s["role"] = ", ".join(bits)
        mine = suits[0] if suits else None
        if m["terminal"]:
            m["my_role"] = ""
        elif mine is None:
            m["my_role"] = tr(_("Choose your trumps"))
        else:
            m["my_role"] = tr(_("Your trumps: {suit} {sym}")).format(suit=suit_name(mine), sym=SUIT_SYMBOLS[mine])
        m["talon_word"] = _("Stock: {n}")
        m["talon"] = getattr(v, "stock_count", m["talon"])
        pile = list(getattr(v, "pile", ()) or ())
        shown = pile[-6:]
        x0 = 560
        for i, c in enumerate(shown):
            top = i == len(shown) - 1
            m["center"].append({"code": str(c), "x": x0 + i * 92, "y": 372 + (i % 2) * 12,
                                "alt": card_name(c) + (", " + tr(_("the top card")) if top else ""),
                                "act": None, "zone": None})
        if shown:
            zx, zy = x0 + (len(shown) - 1) * 92, 372 + ((len(shown) - 1) % 2) * 12
            alt = store.nplural(len(pile), _("The pile, {n} card; top card {card}: drop a card on it to beat it|The pile, {n} cards; top card {card}: drop a card on it to beat it"),
                card=card_name(shown[-1], mid=True))
        else:
            zx, zy = x0, 372
            alt = tr(_("The empty pile: lead a card here"))
        m["zones"].append({"name": "zone:pile", "x": zx, "y": zy, "w": TABLE_W, "h": 196, "alt": alt})
        m["pile_count"] = len(pile)
        m["kz_top"] = str(pile[-1]) if pile else None
        beat = {}
        for a in m["legal"]:
            if a.kind == "beat":
                beat.setdefault(str(a.cards[0]), []).append(a)
        m["beat_first"] = beat

    def warfare_model(state, v, m):
        """Two hidden commitments, the reveal, the draft cards and both scores."""
        scores = tuple(getattr(v, "scores", ()) or (0,) * m["n"])
        piles = tuple(getattr(v, "score_piles", ()) or ((),) * m["n"])
        for s in m["seats"]:
            s["role"] = tr(_("score {n}")).format(n=scores[s["p"]])
            s["pile"] = len(piles[s["p"]]) if s["p"] < len(piles) else 0
        m["my_role"] = tr(_("Your score: {n}")).format(n=scores[0])
        m["my_pile"] = len(piles[0]) if piles else 0
        m["talon_word"] = _("Deck: {n}")
        m["talon"] = getattr(v, "deck_count", m["talon"])
        spec = store.duel_spec or {}
        y = 372
        reveal = None
        won = None
        for e in getattr(state, "events", ()):
            if e.kind == "reveal":
                reveal = e
            elif e.kind == "battle_won":
                won = e
        committed = tuple(getattr(v, "committed", ()) or (False, False))
        mine = getattr(v, "my_commit", None)
        if reveal is not None and len(reveal.cards) == 2:
            # the battle just fought: on the battle places, or at the right when
            # the next battle's commitments already need the places
            a, b = reveal.cards
            bx = 420 if m["phase"] != "commit" else 1000
            m["center"].append({"code": str(a), "x": bx, "y": y, "act": None, "zone": None,
                                "alt": tr(_("Your battle card: {card}")).format(card=card_name(a, m["trump"], mid=True))})
            m["center"].append({"code": str(b), "x": bx + 180, "y": y, "act": None, "zone": None,
                                "alt": tr(_("{name}'s battle card: {card}")).format(name=seat_name(spec, 1), card=card_name(b, m["trump"], mid=True))})
            if won is not None:
                m["battle_note"] = tr(_("{name} won the battle (+{n})")).format(
                    name=(tr(_("You")) if won.player == 0 else seat_name(spec, won.player)), n=won.count)
                m["battle_note_x"] = bx
        if reveal is None or m["phase"] == "commit":
            if mine is not None:
                m["center"].append({"code": str(mine), "x": 420, "y": y, "act": None, "zone": None,
                                    "alt": tr(_("Your battle card: {card}")).format(card=card_name(mine, m["trump"], mid=True))})
            if len(committed) > 1 and committed[1]:
                m["center"].append({"code": None, "x": 600, "y": y, "act": None, "zone": None,
                                    "alt": tr(_("{name} has chosen a battle card")).format(name=seat_name(spec, 1))})
            if mine is None and m["phase"] == "commit" and not m["terminal"]:
                m["zones"].append({"name": "zone:commit", "x": 420, "y": y, "w": TABLE_W, "h": 196,
                                   "alt": tr(_("Your battle card: drop a card here to commit it"))})
        draft = list(getattr(v, "offered", ()) or ()) or list(getattr(v, "face_up", ()) or ())
        acts = dict((str(a.cards[0]), a) for a in m["legal"] if a.kind in ("keep", "pick") and a.cards)
        for i, c in enumerate(draft):
            a = acts.get(str(c))
            m["center"].append({"code": str(c), "x": 860 + i * 176, "y": y, "act": a, "zone": None,
                                "alt": card_name(c, m["trump"]) + (", " + tr(_("take it")) if a else "")})
        m["draft"] = bool(draft)

    def slot_xy(i):
        return 400 + i * 176, 372

    def seat_xy(m, p):
        """Where cards fly from/to for player p."""
        if p == 0:
            return 900, 860
        for s in m["seats"]:
            if s["p"] == p:
                return s["x"] - 40, 140
        return 960, 140

    def event_anims(state, m):
        """Cards that arrived with the last move, with where they come from, and
        ghosts of cards that left the table (taken or beaten off)."""
        arrivals = {}
        ghosts = []
        draws = []
        for e in getattr(state, "events", ()):
            if e.kind in ("attack", "throw_in", "transfer", "defend", "lead", "beat"):
                fx, fy = seat_xy(m, e.player if e.player is not None else 0)
                for c in e.cards:
                    arrivals[str(c)] = (fx, fy)
            elif e.kind in ("take", "discard", "pick_up"):
                if e.kind == "discard":
                    tx, ty = 1520, 400
                else:
                    tx, ty = seat_xy(m, e.player if e.player is not None else 0)
                cards = [str(c) for c in e.cards]
                half = (len(cards) + 1) // 2 if e.kind != "pick_up" else len(cards)
                for k, c in enumerate(cards):
                    i = k if k < half else k - half
                    sx, sy = slot_xy(min(i, 5))
                    if k >= half:
                        sx, sy = sx + 24, sy + 50
                    ghosts.append({"code": c, "sx": sx, "sy": sy, "tx": tx, "ty": ty,
                                   "face": e.kind != "discard", "delay": 0.03 * k})
            elif e.kind == "draw" and e.player is not None:
                draws.append((e.player, e.count, [str(c) for c in e.cards]))
        m["draws"] = draws
        m["draw_codes"] = set(c for p, n, cs in draws if p == 0 for c in cs)
        return {"arrivals": arrivals, "ghosts": ghosts}

    ##------------------------------------------------------------ texts
    def status_text(state, m, spec):
        if m["terminal"]:
            return outcome_line(state, spec)
        turn = state.current_player
        if turn != 0:
            return tr(_("{name} is thinking…")).format(name=seat_name(spec, turn))
        phase = m["phase"]
        kinds = m["kinds"]
        if m["durak"]:
            if phase == "attack":
                return tr(_("Your attack: place one card, or several of one rank, on the table and press ATTACK."))
            if phase == "defend":
                first = m["unbeaten"][0] if m["unbeaten"] else None
                if "transfer" in kinds:
                    return tr(_("Beat the {card} with a higher card of its suit or a trump, TRANSFER it with a card of its rank, or TAKE.")).format(card=card_short(first))
                if len(m["unbeaten"]) > 1:
                    return store.nplural(len(m["unbeaten"]), _("Beat the card on the table, or TAKE it.|Beat every card on the table ({n} left), or TAKE them all."))
                return tr(_("Beat the {card} with a higher card of its suit or a trump, or TAKE.")).format(card=card_short(first))
            if phase == "add":
                return tr(_("Everything is beaten. Throw in a card of a rank on the table, or press DONE (bita)."))
            if phase == "taking":
                return tr(_("{name} takes. Throw in more cards of the ranks on the table, or press DONE.")).format(name=seat_name(spec, m["defender"]))
        if m["variant"] == "svoi_kozyri":
            if phase == "choose":
                return tr(_("Choose your own trump suit with the buttons at the right."))
            if not m.get("kz_top"):
                return tr(_("The pile is empty: lead any card onto it."))
            if m["beat_first"]:
                return tr(_("Beat the {card} (a higher card of its suit, or one of your trumps), then lay one more card on top; or PICK UP.")).format(card=card_short(m["kz_top"]))
            return tr(_("Nothing of yours beats the {card}: PICK UP.")).format(card=card_short(m["kz_top"]))
        if m["variant"] == "warfare":
            if phase == "commit":
                return tr(_("Choose your battle card: drop it on your place, or click it and then the place."))
            if phase == "keep":
                return tr(_("You lost the battle: keep one of the offered cards (the other player won't see which)."))
            if phase == "pick":
                return tr(_("You won the battle: take one of the face-up cards."))
        return tr(_("Your move: choose a card or a move on the right."))

    def outcome_line(state, spec):
        r = state.result
        if r is None:
            return ""
        if r.draw:
            return tr(_("A draw: nobody is left holding cards."))
        if getattr(r, "winner", None) is not None:
            if r.winner == 0:
                return tr(_("You win!"))
            return tr(_("{name} wins.")).format(name=seat_name(spec, r.winner))
        if r.durak == 0:
            return tr(_("You are the durak."))
        return tr(_("{name} is the durak. You are out of trouble!")).format(name=seat_name(spec, r.durak))

    def outcome_of(state):
        r = state.result
        if r is None or r.draw:
            return "draw"
        if getattr(r, "winner", None) is not None:
            return "win" if r.winner == 0 else "loss"
        return "loss" if r.durak == 0 else "win"

    ##------------------------------------------------------------ buttons
    BUTTONS = (
        ("attack", _("ATTACK")),
        ("defend", _("DEFEND")),
        ("transfer", _("TRANSFER")),
        ("take", _("TAKE")),
        ("pass", _("DONE")),
    )

    def button_states(m):
        """Which of the action buttons the situation offers (sensitivity is
        decided per redraw from the selection)."""
        kinds = m["kinds"]
        out = []
        if not m["durak"] or m["turn"] != 0:
            return out
        phase = m["phase"]
        if phase == "attack":
            out.append("attack")
        if phase == "defend":
            out.append("defend")
            if "transfer" in kinds or "show" in kinds:
                out.append("transfer")
            out.append("take")
        if phase in ("add", "taking"):
            out.append("attack")
            out.append("pass")
        return out

    def button_label(kind, m):
        if kind == "attack" and m["phase"] in ("add", "taking"):
            return tr(_("THROW IN"))
        if kind == "pass" and m["phase"] == "add":
            return tr(_("DONE (bita)"))
        for k, label in BUTTONS:
            if k == kind:
                return tr(label)
        return kind

    ##------------------------------------------------------------ gestures
    def _refuse(state, action):
        """Asks the engine why `action` is refused; returns the sentence."""
        try:
            state.apply(action)
        except engine.IllegalAction as e:
            return refusal_text(e)
        except Exception:
            return tr(REFUSAL_FALLBACK)
        return None

    def _say(msg, bad=True):
        ui.message = msg
        ui.message_bad = bad
        renpy.restart_interaction()

    def _ok(action):
        """A gesture produced a legal action: end the interaction with it."""
        sfx("place")
        return action

    def staged_attack(m):
        codes = list(ui.staged) or list(ui.selected)
        return codes

    def card_clicked(code):
        """Click (or Enter) on a card of the hand: select / deselect it."""
        state = store.duel_state
        m = model(state)
        sync_ui(state)
        if m["turn"] != 0:
            return _say(tr(_("Wait for your turn.")))
        if code in ui.staged:
            ui.staged.remove(code)
        elif code in ui.selected:
            ui.selected.remove(code)
        else:
            multi = m["durak"] and m["phase"] == "attack"
            if multi and ui.selected:
                rank = engine.Card.parse(code).rank
                if any(engine.Card.parse(c).rank != rank for c in ui.selected):
                    ui.selected = []
            elif not multi:
                ui.selected = []
            ui.selected.append(code)
            if not m["durak"]:
                # one-card moves of the other variants play on the second click
                pass
        ui.message = None
        renpy.restart_interaction()
        return None

    def slot_clicked(i):
        """Click on the i-th free slot of the battlefield."""
        state = store.duel_state
        sync_ui(state)
        if not ui.selected:
            m = model(state)
            if m["turn"] == 0 and m["phase"] == "attack" and ui.staged:
                return _say(tr(_("Press ATTACK to play the cards you placed.")), False)
            return _say(tr(_("Choose a card from your hand first.")), False)
        code = ui.selected[-1]
        return place(code, i)

    def target_clicked(target):
        """Click on an unbeaten card of the table."""
        state = store.duel_state
        sync_ui(state)
        if not ui.selected:
            return _say(tr(_("Choose a card from your hand to beat the {card} with.")).format(
                card=card_short(target)), False)
        return beat(ui.selected[-1], target)

    def place(code, i=None):
        """The card `code` goes to a free slot: staged for an attack, a throw-in,
        or a transfer, depending on the phase."""
        state = store.duel_state
        m = model(state)
        if m["turn"] != 0:
            return _say(tr(_("Wait for your turn.")))
        phase = m["phase"]
        if phase == "attack":
            rank = engine.Card.parse(code).rank
            if any(engine.Card.parse(c).rank != rank for c in ui.staged):
                return _say(refusal_text(engine.IllegalAction("mixed_ranks")))
            candidate = frozenset(ui.staged + [code])
            if candidate not in m["attack_sets"]:
                return _say(_refuse(state, engine.Action("attack", tuple(
                    engine.Card.parse(c) for c in sorted(candidate)))) or tr(REFUSAL_FALLBACK))
            ui.staged.append(code)
            if code in ui.selected:
                ui.selected.remove(code)
            for c in list(ui.selected):
                if engine.Card.parse(c).rank != rank:
                    ui.selected.remove(c)
            ui.message = tr(_("Place more cards of the same rank, or press ATTACK."))
            ui.message_bad = False
            sfx("click")
            renpy.restart_interaction()
            return None
        card = engine.Card.parse(code)
        if phase in ("add", "taking"):
            a = engine.Action("throw_in", (card,))
        elif phase == "defend":
            a = m["singles"].get(("transfer", code)) or m["singles"].get(("show", code))
            if a is None:
                a = engine.Action("transfer", (card,))
        else:
            return _say(tr(REFUSAL_FALLBACK))
        if state.is_legal(a):
            return _ok(a)
        return _say(_refuse(state, a))

    def beat(code, target):
        state = store.duel_state
        m = model(state)
        if m["turn"] != 0:
            return _say(tr(_("Wait for your turn.")))
        a = m["defend"].get((code, target))
        if a is not None:
            return _ok(a)
        if m["phase"] != "defend":
            # dropping on a beaten or unbeaten card outside defence = add to the table
            return place(code)
        a = engine.Action("defend", (engine.Card.parse(code),), engine.Card.parse(target))
        return _say(_refuse(state, a))

    def zone_clicked(name):
        """Click on a drop zone of Svoi Kozyri / Warfare with a selected card."""
        state = store.duel_state
        sync_ui(state)
        if not ui.selected:
            return _say(tr(_("Choose a card from your hand first.")), False)
        return zone_play(name, ui.selected[-1])

    def zone_play(name, code):
        state = store.duel_state
        m = model(state)
        if m["turn"] != 0:
            return _say(tr(_("Wait for your turn.")))
        card = engine.Card.parse(code)
        if name == "zone:commit":
            a = engine.Action("commit", (card,))
        elif name == "zone:pile":
            top = m.get("kz_top")
            if top is None:
                a = engine.Action("lead", (card,))
            elif ui.staged:
                beater = engine.Card.parse(ui.staged[0])
                a = engine.Action("beat", (beater, card), engine.Card.parse(top))
            else:
                options = m["beat_first"].get(code)
                alone = engine.Action("beat", (card,), engine.Card.parse(top))
                if options is None:
                    return _say(_refuse(state, alone) or tr(REFUSAL_FALLBACK))
                if alone in options:
                    return _ok(alone)
                ui.staged = [code]
                if code in ui.selected:
                    ui.selected.remove(code)
                ui.message = tr(_("Beaten with the {card}. Now lay one more card on top.")).format(card=card_short(code))
                ui.message_bad = False
                sfx("click")
                renpy.restart_interaction()
                return None
        else:
            return None
        if state.is_legal(a):
            return _ok(a)
        return _say(_refuse(state, a) or tr(REFUSAL_FALLBACK))

    def center_clicked(i):
        state = store.duel_state
        m = model(state)
        item = m["center"][i]
        if item["act"] is not None and m["turn"] == 0:
            return _ok(item["act"])
        if m["variant"] == "svoi_kozyri" and ui.selected:
            return zone_play("zone:pile", ui.selected[-1])
        return None

    def on_drop(drop, drags):
        """`dropped` callback of the battlefield's drop targets."""
        drag = drags[0]
        code = drag.drag_name
        name = drop.drag_name
        sync_ui(store.duel_state)
        if name.startswith("target:"):
            rv = beat(code, name[7:])
        elif name.startswith("slot:"):
            rv = place(code, int(name[5:]))
        elif name.startswith("zone:"):
            rv = zone_play(name, code)
        else:
            rv = None
        if rv is None:
            # illegal (the reason is in the status line) or only staged for an
            # attack (the slot now shows it): the dragged card springs back
            spring_back(drag)
        return rv

    def on_dragged(drags, drop):
        """`dragged` callback of a hand card: a drop outside any target springs back."""
        if drop is None:
            spring_back(drags[0])
        return None

    _fan_cache = {"key": None, "value": None}

    def visible_hand(m):
        """The hand cards shown in the fan (staged ones are on the table) with
        their x, re-fanned so no gap is left; cached per state and staging."""
        key = (id(m), tuple(ui.staged))
        if _fan_cache["key"] == key:
            return _fan_cache["value"]
        cards = [h for h in m["hand"] if h["code"] not in ui.staged]
        if len(cards) == len(m["hand"]):
            value = [(h, h["x"]) for h in cards]
        else:
            xs, _step = fan(len(cards), m["hand_cw"])
            value = list(zip(cards, xs))
        _fan_cache["key"] = key
        _fan_cache["value"] = value
        return value

    def home_of(code):
        m = model(store.duel_state)
        for h, x in visible_hand(m):
            if h["code"] == code:
                return x, hand_card_y(h, m)
        return None

    def hand_card_y(h, m):
        """The y of a hand card: lifted when legal (hints on) or selected."""
        y = m["hand_y"]
        if h["code"] in ui.selected:
            return y - 44
        if h["legal"] and store.persistent.duel_hints and m["turn"] == 0:
            return y - 22
        return y

    def hand_key(hx, m):
        """The screen's cache key of a hand card: a card whose home moves gets
        a fresh Drag (a reused one would stay where it was)."""
        return "%s@%d,%d" % (hx[0]["code"], hx[1], hand_card_y(hx[0], m))

    def spring_back(drag):
        home = home_of(drag.drag_name)
        if home is not None:
            drag.snap(home[0], home[1], 0.2)

    def button(kind):
        """One of the action buttons at the right."""
        state = store.duel_state
        m = model(state)
        sync_ui(state)
        if m["turn"] != 0:
            return _say(tr(_("Wait for your turn.")))
        phase = m["phase"]
        if kind == "attack":
            if phase == "attack":
                codes = staged_attack(m)
                if not codes:
                    return _say(tr(_("Place one or more cards of one rank on the table first.")), False)
                a = engine.Action("attack", tuple(engine.CARDS[i] for i in sorted(
                    int(engine.Card.parse(c)) for c in codes)))
                if state.is_legal(a):
                    return _ok(a)
                return _say(_refuse(state, a))
            if not ui.selected:
                return _say(tr(_("Choose a card to throw in first.")), False)
            return place(ui.selected[-1])
        if kind == "defend":
            if not ui.selected:
                return _say(tr(_("Choose a card to beat with first.")), False)
            code = ui.selected[-1]
            for t in m["unbeaten"]:
                a = m["defend"].get((code, t))
                if a is not None:
                    return _ok(a)
            if m["unbeaten"]:
                return beat(code, m["unbeaten"][0])
            return _say(tr(REFUSAL_FALLBACK))
        if kind == "transfer":
            if not ui.selected:
                return _say(tr(_("Choose a card of the attacking rank to transfer with.")), False)
            return place(ui.selected[-1])
        if kind in ("take", "pass"):
            a = engine.Action(kind)
            if state.is_legal(a):
                return _ok(a)
            return _say(_refuse(state, a))
        return None

    def button_sensitive(kind, m):
        if m["turn"] != 0:
            return False
        if kind == "attack":
            return bool(ui.staged or ui.selected)
        if kind in ("defend", "transfer"):
            return bool(ui.selected)
        if kind == "take":
            return "take" in m["kinds"]
        if kind == "pass":
            return "pass" in m["kinds"]
        return False

    ##---------------------------------------------- other variants (generic)
    def action_label(a, m=None):
        trump = m["trump"] if m else None
        words = tr(ACTION_WORDS.get(a.kind, a.kind))
        if a.kind == "choose_suit" and a.suit is not None:
            return tr(_("{sym} {suit}")).format(sym=SUIT_SYMBOLS[a.suit], suit=suit_name(a.suit).capitalize())
        if a.kind == "pick_up":
            return tr(_("PICK UP"))
        if a.target is not None:
            rest = " ".join(card_short(c) for c in a.cards)
            return "%s %s: %s" % (tr(a.kind.replace("_", " ").capitalize()), card_short(a.target), rest)
        if a.cards:
            return "%s %s" % (tr(a.kind.replace("_", " ").capitalize()),
                              " ".join(card_short(c) for c in a.cards))
        return tr(a.kind.replace("_", " ").capitalize())

    def generic_actions(m):
        """Buttons for moves without a card (choose a suit, pick up); for a
        variant without a dedicated layout, every legal move."""
        if m["variant"] in ("svoi_kozyri", "warfare"):
            return [(action_label(a, m), a) for a in m["legal"] if not a.cards]
        return [(action_label(a, m), a) for a in m["legal"]]

    def generic_play(a):
        return _ok(a)

    ##------------------------------------------------------------ keyboard
    def key_activate():
        """Enter on a focused hand card selects it (drags take no key input)."""
        f = renpy.display.focus.get_focused()
        name = getattr(f, "drag_name", None)
        if name and not (name.startswith("slot:") or name.startswith("target:")):
            return card_clicked(name)
        return None

    ##------------------------------------------------------------ the AI
    class Job(python_object):
        def __init__(self, key, view, level, style, seed, budget):
            self.key = key
            self.view = view
            self.level = level
            self.style = style
            self.seed = seed
            self.budget = budget
            self.action = None
            self.error = None
            self.done = False
            self.started = _time.time()
            self.finished = None

    def ai_seed(state):
        spec = store.duel_spec or {}
        base = spec.get("seed") or 0
        text = repr(sorted(state.to_dict().items()))
        return (int(base) * 1000003 + _zlib.crc32(text.encode("utf-8"))) & 0x7fffffff

    def _ai_worker(job, state):
        try:
            try:
                import engine.ai as _ai
            except ImportError as e:
                raise RuntimeError("engine.ai is not available: %s" % e)
            a = _ai.choose(job.view, level=job.level, style=job.style, seed=job.seed,
                           budget_ms=job.budget)
            a = engine.Action.parse(a) if not isinstance(a, engine.Action) else a
            if not state.is_legal(a):
                raise RuntimeError("the AI chose an illegal move: %s" % (a,))
            job.action = a
        except Exception as e:
            job.error = "%s: %s" % (type(e).__name__, e)
            job.action = fallback_action(state, job.seed)
        job.finished = _time.time()
        job.done = True

    def fallback_action(state, seed):
        """A legal move when the AI fails: a seeded random choice."""
        legal = state.legal_actions()
        if not legal:
            return None
        return _random.Random(seed).choice(legal)

    def start_ai(state):
        p = state.current_player
        spec = store.duel_spec
        key = id(state)
        if ui.job is not None and ui.job.key == key:
            return ui.job
        seat = (spec.get("seats") or [{}] * (p + 1))[p] if p < len(spec.get("seats") or []) else {}
        level = seat.get("level") if seat.get("level") in LEVELS else "normal"
        job = Job(key, state.view(p), level, seat.get("style"), ai_seed(state),
                  AI_BUDGET_MS.get(level, 200))
        ui.job = job
        renpy.invoke_in_thread(_ai_worker, job, state)
        return job

    def poll_ai():
        """Timer action of the AI turn: returns the AI's action once it is ready
        and has been on screen long enough (the speed preference)."""
        state = store.duel_state
        if state is None or state.is_terminal() or state.current_player == 0:
            return None
        if getattr(state, "remote", False):
            return None     # online: the server moves the other seats (duel_remote.rpy)
        job = start_ai(state)
        if not job.done:
            return None
        pace = SPEEDS[store.persistent.duel_speed if store.persistent.duel_speed in (0, 1, 2) else 1]
        if _time.time() - job.started < pace:
            return None
        if job.error:
            print("[kozyr] AI error, playing a legal move instead:", job.error)
            ai_errors.append(job.error)
        return job.action

    ai_errors = []

    ##------------------------------------------------------------ the loop
    def begin(spec):
        spec = normalise_spec(spec)
        store.duel_spec = spec
        store.duel_game_no = 1
        store.duel_results = ()
        store.duel_tokens = tuple([0] * spec["players"])
        store.duel_undo_state = None
        store.duel_last_role = None
        ui.reset()
        ui.job = None
        store.duel_state = new_state(spec)

    def next_game():
        """Series: deal the next game (the last durak deals)."""
        last = store.duel_state.result
        store.duel_game_no += 1
        store.duel_undo_state = None
        store.duel_last_role = None
        ui.reset()
        ui.job = None
        prev = last.durak if (last is not None and not last.draw) else None
        store.duel_state = new_state(store.duel_spec, previous_durak=prev)

    def commit(action):
        """Applies the chosen action; returns the new state (the caller
        assigns it to duel_state: one reassignment per move)."""
        state = store.duel_state
        if action == "undo":
            prev = store.duel_undo_state
            store.duel_undo_state = None
            return prev if prev is not None else state
        if state.current_player == 0:
            store.duel_undo_state = state if undo_allowed(store.duel_spec) else None
        new = state.apply(action)
        for e in new.events:
            if e.kind in ("take", "pick_up"):
                sfx("take")
            elif e.kind == "discard":
                sfx("swoosh")
        ui.job = None
        return new

    def finish_game():
        """Records one finished game of a series; returns True when the series
        (or the single game) is over."""
        state = store.duel_state
        if len(store.duel_results) >= duel_game_no():
            return series_over()       # already counted (a re-run after load)
        r = state.result
        tokens = list(store.duel_tokens or [0] * state.players)
        if r is not None and not r.draw and r.durak is not None:
            tokens[r.durak] += 1
        store.duel_tokens = tuple(tokens)
        store.duel_results = tuple(store.duel_results) + (result_dict(state),)
        return series_over()

    def series_over():
        series = store.duel_spec.get("series")
        return not series or store.duel_game_no >= int(series)

    def tokens_text():
        spec = store.duel_spec
        return ", ".join("%s %d" % (seat_name(spec, p), t)
                         for p, t in enumerate(store.duel_tokens or ()))

    def result_dict(state):
        r = state.result
        d = r.to_dict() if r is not None else None
        if d is not None:
            d = dict(d)
            d["variant"] = store.duel_spec["variant"]
        return d

    def final_outcome():
        state = store.duel_state
        series = store.duel_spec.get("series")
        if not series:
            return outcome_of(state)
        tokens = store.duel_tokens
        mine = tokens[0]
        others = tokens[1:]
        if mine < min(others):
            return "win"
        if mine > min(others):
            return "loss"
        return "draw"

    def return_value():
        series = store.duel_spec.get("series")
        if series:
            result = {"games": [dict(r) if r else None for r in store.duel_results],
                      "tokens": list(store.duel_tokens)}
        else:
            result = result_dict(store.duel_state)
        import builtins
        return builtins.dict(outcome=final_outcome(), result=_plain(result),
                             level=headline_level(store.duel_spec))

    def _plain(v):
        import builtins
        if isinstance(v, dict):
            return builtins.dict((builtins.str(k), _plain(x)) for k, x in v.items())
        if isinstance(v, (list, tuple)):
            return builtins.list(_plain(x) for x in v)
        return v

    ##------------------------------------------------------------ banner
    def role_of(state):
        if state.is_terminal():
            return None
        v = state.view(0)
        if getattr(v, "variant", None) not in DURAK:
            return None
        if v.out[0]:
            return "out"
        bout = getattr(v, "bout", 0)
        if v.defender == 0:
            return ("defend", bout)
        if v.attacker == 0:
            return ("attack", bout)
        return ("watch", bout)

    ROLE_BANNERS = {"attack": _("You attack"), "defend": _("You defend"),
                    "out": _("You are out of cards!")}

    def announce(state):
        """Shows the role banner when the player's role changes."""
        role = role_of(state)
        if role is None or role == store.duel_last_role:
            return
        prev = store.duel_last_role
        store.duel_last_role = role
        kind = role if isinstance(role, str) else role[0]
        if prev is not None and not isinstance(prev, str) and prev[0] == kind:
            return
        text = ROLE_BANNERS.get(kind)
        if text is None:
            m = model(state)
            text = tr(_("{a} attacks {d}")).format(a=seat_name(store.duel_spec, m["attacker"]),
                                                  d=seat_name(store.duel_spec, m["defender"]))
        else:
            text = tr(text)
        sfx("banner")
        ui.banner = (id(state), text)
