## roster.rpy — the opponents, their duels and the unlock graph (owner: progression).
##
## ONE table of data, `OPPONENTS` below, is read by the map screen (map.rpy),
## the story spine (story/script.rpy), play_duel (progress.rpy), the extras
## (extras.rpy) and tests/test_roster.py. Keep `OPPONENTS`, `LEVELS`,
## `UNLOCK_RULE` and `START` plain literals (strings, numbers, None, True/False,
## lists, dicts and _("...") calls only): the pytest reads this block with `ast`.
##
## Unlock rule (UNLOCK_RULE = "all"): an opponent opens once EVERY opponent
## with an `unlocks` edge to it has been beaten. So Brandt needs both Aurelia
## and Pip, and the White Hunter needs both Lina's game and Ash. Marta (START)
## is always open.
##
## Two kinds of progress:
##   the STORY of one playthrough: spine_wins (a store variable, saved with
##     the game; New Game starts it empty). story_status() reads it: the map's
##     "Continue story" follows it, so a New Game walks the road again;
##   the RECORDS of every playthrough: persistent (below). Free play (the
##     map's "Replay in free play", the main menu's Free Play) and the replay
##     room read those, so nothing earned is lost by starting over.
##
## Persistent data (built-in types only, survives new games and updates):
##   persistent.kozyr_records  : dict id -> {"wins", "losses", "draws",
##                               "best_level", "streak_losses"}
##   persistent.kozyr_unlocked : sorted list of ids that are open or beaten
##   persistent.kozyr_tokens   : list of the last recorded duel tokens, so a
##                               result re-run by rollback/load counts once

init -10 python in roster:

    LEVELS = ["easy", "normal", "hard", "expert"]

    LEVEL_NAMES = {
        "easy": _("easy"),
        "normal": _("normal"),
        "hard": _("hard"),
        # expert is only a little stronger than hard (54.7% of decided games over 884, below
        # the 56% of a step: docs/ai.md, "An expert a step above hard?"), so it is not
        # offered as a step above it (coach, issue 21)
        "expert": _("hard"),
    }

    UNLOCK_RULE = "all"

    START = "marta"

    OPPONENTS = [
        {
            "id": "marta",
            "name": _("Marta"),
            "title": _("Keeper of the border inn"),
            "who": ["marta"],
            "place": "inn",
            "variant": "podkidnoy",
            "game": _("Podkidnoy Durak"),
            "players": 2,
            "options": {},
            "seats": [{"who": "marta", "level": "easy", "style": "balanced"}],
            "series": None,
            "skin": "classic",
            "tutorial": True,
            "chapter": "chapter_prologue",
            "unlocks": ["aurelia", "pip"],
            "pos": [0.189, 0.590],
            "hint": _("Marta waits at the border inn. Her lesson opens the road."),
        },
        {
            "id": "aurelia",
            "name": _("Aurelia"),
            "title": _("Self-proclaimed goddess of luck"),
            "who": ["aurelia"],
            "place": "temple",
            "variant": "podkidnoy",
            "game": _("Podkidnoy Durak"),
            "players": 2,
            "options": {},
            "seats": [{"who": "aurelia", "level": "normal", "style": "reckless"}],
            "series": None,
            "skin": "classic",
            "tutorial": False,
            "chapter": "chapter_aurelia",
            "unlocks": ["brandt"],
            "pos": [0.349, 0.272],
            "hint": _("Beat Marta at the border inn to open the temple road."),
        },
        {
            "id": "pip",
            "name": _("Pip"),
            "title": _("Apprentice blast-mage"),
            "who": ["pip"],
            "place": "tower",
            "variant": "perevodnoy",
            "game": _("Perevodnoy Durak (transfers)"),
            "players": 2,
            "options": {},
            "seats": [{"who": "pip", "level": "normal", "style": "aggressive"}],
            "series": None,
            "skin": "classic",
            "tutorial": False,
            "chapter": "chapter_pip",
            "unlocks": ["brandt"],
            "pos": [0.410, 0.651],
            "hint": _("Beat Marta at the border inn to reach Pip's tower."),
        },
        {
            "id": "brandt",
            "name": "[brandt_name]",
            "title": _("A knight sworn never to retreat"),
            "who": ["brandt"],
            "place": "road",
            "variant": "perevodnoy",
            "game": _("Perevodnoy Durak (transfers)"),
            "players": 2,
            "options": {},
            "seats": [{"who": "brandt", "level": "hard", "style": "defensive"}],
            "series": None,
            "skin": "classic",
            "tutorial": False,
            "chapter": "chapter_brandt",
            "unlocks": ["market"],
            "pos": [0.549, 0.431],
            "hint": _("The knight guards the bridge. Beat both Aurelia and Pip to face him."),
        },
        {
            "id": "market",
            "name": _("Lina and Vix"),
            "title": _("The market stall table, three seats"),
            "who": ["lina", "vix"],
            "place": "market",
            "variant": "podkidnoy",
            "game": _("Three-seat Durak, a loser-token series"),
            "players": 3,
            "options": {},
            "seats": [
                {"who": "lina", "level": "normal", "style": "balanced"},
                {"who": "vix", "level": "hard", "style": "cunning"},
            ],
            "series": 3,
            "skin": "classic",
            "tutorial": False,
            "chapter": "chapter_market",
            "unlocks": ["lina", "ash"],
            "pos": [0.677, 0.608],
            "hint": _("The market lies past the knight's bridge. Beat the knight first."),
        },
        {
            "id": "lina",
            "name": _("Lina"),
            "title": _("The young map-maker, in her own game"),
            "who": ["lina"],
            "place": "night",
            "variant": "svoi_kozyri",
            "game": _("Svoi Kozyri (each her own trump)"),
            "players": 2,
            "options": {},
            "seats": [{"who": "lina", "level": "hard", "style": "balanced"}],
            "series": None,
            "skin": "classic",
            "tutorial": True,
            "chapter": "chapter_lina",
            "unlocks": ["hunter"],
            "pos": [0.748, 0.328],
            "hint": _("Win the market table and Lina will teach you her own game."),
        },
        {
            "id": "ash",
            "name": "[ash_name]",
            "title": _("Your travelling companion"),
            "who": ["ash"],
            "place": "camp",
            "variant": "warfare",
            "game": _("Warfare"),
            "players": 2,
            "options": {},
            "seats": [{"who": "ash", "level": "hard", "style": "cunning"}],
            "series": None,
            "skin": "classic",
            "tutorial": True,
            "chapter": "chapter_ash",
            "unlocks": ["hunter"],
            "pos": [0.852, 0.566],
            "hint": _("Win the market table; that night by the fire your companion deals a challenge."),
        },
        {
            "id": "hunter",
            "name": _("The White Hunter"),
            "title": _("The old master at the end of the road"),
            "who": ["hunter"],
            "place": "lodge",
            "variant": "podkidnoy",
            "game": _("Durak with the animal deck, a series"),
            "players": 2,
            "options": {},
            "seats": [{"who": "hunter", "level": "expert", "style": "master"}],
            "series": 3,
            "skin": "animal",
            "tutorial": False,
            "chapter": "chapter_hunter",
            "unlocks": [],
            "pos": [0.907, 0.167],
            "hint": _("The Hunter's lodge opens to one who has beaten both Lina at her game and your companion at Warfare."),
        },
    ]

    ## Seat names by portrait tag (Brandt and Ash can be renamed).
    WHO_NAMES = {
        "marta": _("Marta"),
        "aurelia": _("Aurelia"),
        "pip": _("Pip"),
        "brandt": "[brandt_name]",
        "lina": _("Lina"),
        "vix": _("Vix"),
        "ash": "[ash_name]",
        "hunter": _("The White Hunter"),
    }

    ## "pos": a marker's centre as fractions of the screen: the marker stands on its
    ## place on the art of `bg map` (inn, temple, tower, bridge, market, map-maker's
    ## scroll, camp fire, lodge), its foot over the landmark's upper half, the
    ## landmark's base showing under it (issue 28: beside them, the markers seemed to
    ## float); the lodge, under the title bar, is covered (its marker is the lodge).

    ## After the White Hunter is beaten the story plays this label, then ends.
    ENDING_CHAPTER = "chapter_ending"
    FINAL = "hunter"

    ##----------------------------------------------------------------- lookup
    import builtins as _builtins
    import store

    BY_ID = {o["id"]: o for o in OPPONENTS}
    IDS = [o["id"] for o in OPPONENTS]

    def get(oid):
        return BY_ID[oid]

    def predecessors(oid):
        """Ids with an `unlocks` edge to `oid`."""
        return [o["id"] for o in OPPONENTS if oid in o["unlocks"]]

    def display_name(oid):
        """The opponent's name, translated, with renamed characters substituted."""
        return renpy.substitute(BY_ID[oid]["name"])

    def text(oid, field):
        return renpy.substitute(BY_ID[oid][field])

    ##---------------------------------------------------------------- graph
    def graph_problems(opponents=None):
        """Return a list of readable problems with the unlock graph (empty = fine):
        unknown ids in edges, opponents unreachable from START, cycles."""
        opponents = OPPONENTS if opponents is None else opponents
        ids = [o["id"] for o in opponents]
        edges = {o["id"]: list(o["unlocks"]) for o in opponents}
        problems = []
        for a, bs in edges.items():
            for b in bs:
                if b not in edges:
                    problems.append("%s unlocks unknown %s" % (a, b))
        seen = set()
        todo = [START] if START in edges else []
        while todo:
            a = todo.pop()
            if a in seen:
                continue
            seen.add(a)
            todo.extend(b for b in edges.get(a, []) if b in edges)
        for i in ids:
            if i not in seen:
                problems.append("%s is unreachable from %s" % (i, START))
        # cycle check: depth-first with colours
        colour = {i: 0 for i in ids}
        def visit(a, path):
            colour[a] = 1
            for b in edges.get(a, []):
                if b not in colour:
                    continue
                if colour[b] == 1:
                    problems.append("cycle: " + " -> ".join(path + [a, b]))
                elif colour[b] == 0:
                    visit(b, path + [a])
            colour[a] = 2
        for i in ids:
            if colour[i] == 0:
                visit(i, [])
        return problems

    ##----------------------------------------------------- persistent records
    def _plain(value):
        """(NB: in a store, dict/list/set name the Revertable classes: use _builtins.)
        A deep copy of `value` made of built-in types only (Ren'Py turns
        dict/list/set literals in script code into revertable subclasses)."""
        if isinstance(value, _builtins.dict):
            return _builtins.dict((_builtins.str(k), _plain(v)) for k, v in value.items())
        if isinstance(value, (_builtins.list, tuple, _builtins.set, frozenset)):
            return _builtins.list(_plain(v) for v in value)
        if isinstance(value, bool) or value is None:
            return value
        if isinstance(value, int):
            return _builtins.int(value)
        if isinstance(value, float):
            return _builtins.float(value)
        return _builtins.str(value)

    def _empty_record():
        return _builtins.dict(wins=0, losses=0, draws=0, best_level=None, streak_losses=0)

    def records():
        """All records, one per opponent id (a fresh built-in copy)."""
        stored = store.persistent.kozyr_records
        out = _builtins.dict()
        for oid in IDS:
            rec = _empty_record()
            if isinstance(stored, _builtins.dict) and isinstance(stored.get(oid), _builtins.dict):
                for k in rec:
                    if k in stored[oid]:
                        rec[k] = stored[oid][k]
            out[oid] = rec
        return out

    def record_of(oid):
        return records()[oid]

    def level_name(level):
        """The translated name of an AI level ("" for none)."""
        return renpy.substitute(LEVEL_NAMES[level]) if level in LEVEL_NAMES else ""

    def level_index(level):
        return LEVELS.index(level) if level in LEVELS else -1

    def beaten(oid):
        return record_of(oid)["wins"] > 0

    def compute_unlocked(recs=None):
        """The set of ids open or beaten given the records: START always; any
        other once all its predecessors are beaten (UNLOCK_RULE "all")."""
        recs = records() if recs is None else recs
        won = set(i for i in IDS if recs[i]["wins"] > 0)
        out = set([START]) | won
        for oid in IDS:
            pre = predecessors(oid)
            if pre and all(p in won for p in pre):
                out.add(oid)
        return out

    def unlocked():
        stored = store.persistent.kozyr_unlocked or []
        return compute_unlocked() | set(i for i in stored if i in BY_ID)

    def compute_story_open(wins):
        """The ids the story of a playthrough may play now, given its wins
        (spine_wins): START, and every opponent whose predecessors are all
        won in it, that is not won yet."""
        wins = set(wins or ())
        out = set()
        for oid in IDS:
            pre = predecessors(oid)
            if oid not in wins and (oid == START or (pre and all(p in wins for p in pre))):
                out.add(oid)
        return out

    def story_status(oid, wins=None):
        """"won" (in this playthrough), "open" (its chapter is next in this
        playthrough) or "locked", from spine_wins (or `wins`)."""
        wins = set(store.spine_wins if wins is None else wins)
        if oid in wins:
            return "won"
        if oid in compute_story_open(wins):
            return "open"
        return "locked"

    def status(oid):
        """"locked", "open" or "beaten" in the persistent records (every
        playthrough): what free play and the statistics go by."""
        if beaten(oid):
            return "beaten"
        if oid in unlocked():
            return "open"
        return "locked"

    def save_records(recs):
        store.persistent.kozyr_records = _plain(recs)
        store.persistent.kozyr_unlocked = _plain(sorted(compute_unlocked(recs) |
                                                         set(store.persistent.kozyr_unlocked or [])))
        renpy.save_persistent()

    def new_token():
        """A token identifying one duel; renpy.random keeps it the same when
        the statement is re-run by roll-forward, so record() counts once."""
        return "%08x" % renpy.random.randint(0, 0xffffffff)

    def record(oid, outcome, level, token=None):
        """Record one finished duel against `oid` persistently. Returns the
        list of ids newly unlocked by it. A token already recorded is ignored."""
        tokens = _builtins.list(store.persistent.kozyr_tokens or [])
        if token is not None and token in tokens:
            return []
        before = unlocked()
        recs = records()
        rec = recs[oid]
        if outcome == "win":
            rec["wins"] += 1
            rec["streak_losses"] = 0
            if level_index(level) > level_index(rec["best_level"]):
                rec["best_level"] = level
        elif outcome == "loss":
            rec["losses"] += 1
            rec["streak_losses"] += 1
        else:
            rec["draws"] += 1
        if token is not None:
            tokens.append(token)
            store.persistent.kozyr_tokens = _plain(tokens[-64:])
        save_records(recs)
        return [i for i in IDS if i in unlocked() and i not in before]

    def reset_progress():
        """Forget every record and unlock (the statistics screen offers it)."""
        store.persistent.kozyr_records = _builtins.dict()
        store.persistent.kozyr_unlocked = _builtins.list()
        store.persistent.kozyr_tokens = _builtins.list()
        renpy.save_persistent()

    ##------------------------------------------------------------------ specs
    def headline_level(spec):
        """The strongest AI level at the table (what a record notes)."""
        levels = [s["level"] for s in spec["seats"][1:] if s.get("level") in LEVELS]
        return max(levels, key=LEVELS.index) if levels else "normal"

    def easier_steps(oid):
        """How many levels easier the opponent offers: one per two losses in a row."""
        return record_of(oid)["streak_losses"] // 2

    def can_offer_easier(oid):
        return easier_steps(oid) > 0 and any(
            level_index(s["level"]) > 0 for s in BY_ID[oid]["seats"])

    def spec(oid, easier=0):
        """The `call duel(spec)` argument for opponent `oid` (docs/contracts.md),
        every AI seat `easier` levels lower (never below "easy")."""
        o = BY_ID[oid]
        seats = [_builtins.dict(who="mc", name=renpy.substitute(store.player_name),
                                level=None, style=None)]
        for s in o["seats"]:
            # one step easier than expert is normal: hard is no easier (docs/ai.md)
            base = "hard" if easier and s["level"] == "expert" else s["level"]
            lvl = LEVELS[max(0, level_index(base) - easier)]
            name = renpy.substitute(WHO_NAMES.get(s["who"], s["who"]))
            seats.append(_builtins.dict(who=s["who"], name=name, level=lvl, style=s["style"]))
        return _builtins.dict(
            variant=o["variant"], players=o["players"], options=_plain(o["options"]),
            seats=seats, series=o["series"], skin=o["skin"],
            tutorial=bool(o["tutorial"] and easier == 0), seed=None,
            coach=o["seats"][0]["who"])

    def chapter(oid):
        return BY_ID[oid]["chapter"]

    def portrait(who, mood="neutral"):
        """A displayable for `who`'s portrait, or None when the art is missing."""
        name = "%s %s" % (who, mood)
        if renpy.has_image(name, exact=True):
            return name
        if renpy.has_image(who):
            return who
        return None
