## definitions.rpy — the cast of Kozyr and the story's defaults (owner: progression).
##
## Characters carry an `image` tag, so a say statement with attributes
## (`marta happy "..."`) changes the portrait of a shown `marta` image, and
## `show marta neutral` / `hide marta` work with the portraits named in
## docs/contracts.md (`<who> <expression>`).
##
## Brandt and Ash can be renamed (when met, and later from the preferences via
## ShowMenu("rename_characters")): their Character names are the substitutions
## "[brandt_name]" and "[ash_name]", so every line uses the chosen name.

## Name boxes use the "t" and "c" conversions: a default name is shown in the
## current language and capitalised («Сэр Брандт» in the box, «сэр Брандт» in
## a sentence); a name the player typed is shown as typed, capitalised.
define mc = Character("[player_name!tc]", color="#e8d9a8")
define marta = Character(_("Marta"), image="marta", color="#e0a060")
define aurelia = Character(_("Aurelia"), image="aurelia", color="#f2d04b")
define pip = Character(_("Pip"), image="pip", color="#ff7a3d")
define brandt = Character("[brandt_name!tc]", image="brandt", color="#9fb7d9")
define lina = Character(_("Lina"), image="lina", color="#7fd6a4")
define vix = Character(_("Vix"), image="vix", color="#e36f5a")
define ash = Character("[ash_name!tc]", image="ash", color="#b9a3e3")
define hunter = Character(_("The White Hunter"), image="hunter", color="#e8eef2")

## Before the player has a name for them, Ash and the knight speak under these
## (same portraits and colours); the Hunter is Orrin once he has laid down the
## white deck and said his name (the ending's coda).
define ash_stranger = Character(_("Stranger"), image="ash", color="#b9a3e3")
define brandt_stranger = Character(_("The knight"), image="brandt", color="#9fb7d9")
define orrin = Character(_("Orrin"), image="hunter", color="#e8eef2")

## Staging (issue 28): the story's shared transitions and placements, Ren'Py
## built-ins only. `dissolve` within a place, `fade` for a change of place or
## time (both built in); kozyr_deal pushes the story's scene off the table like
## a card slid away as a duel begins (progress.rpy, label play_duel).
define kozyr_deal = PushMove(0.6, "pushleft")
## a white flash, for the bang and the white card
define kozyr_flash = Fade(0.1, 0.0, 0.5, color="#fff")

## Ash on the woodpile below the inn window (ch00 .after): small and down in
## the yard among the pines, seen from above, not floating in the sky.
transform kozyr_woodpile:
    xalign 0.3 yanchor 1.0 ypos 0.92 zoom 0.62
## the woodpile itself (tools/assets/cgs.py woodpile_front), shown in front of Ash at
## kozyr_woodpile: its top row hides the half-length sprite's lower edge (y 0.92)
image kozyr_woodpile_logs = "images/cg/woodpile_front.webp"
transform kozyr_woodpile_front:
    xpos 0.336 xanchor 0.5 yanchor 1.0 ypos 1.0

## Set pieces made from the game's own art with ATL (issue 28): the white Wolf
## (the animal deck's ace of Wolves) laid on Marta's table, the first lantern at
## the lodge, and the inn's table under Marta's lesson (drawn by the pipeline,
## tools/assets/cgs.py lesson_table). The big moments are CGs (staging_cgs.rpy).
image kozyr_white_wolf = "images/cards/animal/AS.png"
## The lanterns of the last mile (ch07, over bg climb): scaled copies of the road's lantern
## (tools/assets/cgs.py road_lantern) hung beside the road up the slope, the nearest first,
## each lit a moment after the one below it, each hanging from a pine the scene draws for it.
## (x, y, zoom) of each lantern's body beside the road, nearest first: the same points as
## tools/assets/backgrounds.py CLIMB_LANTERNS (keep both).
define kozyr_lantern_row = (
    (1790, 788, 0.93), (1690, 700, 0.75), (1601, 629, 0.59), (1527, 573, 0.47),
    (1470, 529, 0.38), (1426, 494, 0.30), (1392, 466, 0.24))
image kozyr_lantern = Fixed(
    *[At(Transform("images/cg/road_lantern.webp", zoom=z, xpos=x, ypos=y, anchor=(0.5, 0.63)),
         kozyr_lantern_light(i * 0.45))
      for i, (x, y, z) in enumerate(kozyr_lantern_row)],
    xysize=(1920, 1080))
image kozyr_lesson_table = "images/cg/lesson_table.webp"

## the lesson's tabletop: across the screen under the cards (ch00 .lesson deals them
## between y 0.3 and 0.6), its front edge just above the say box
transform kozyr_lesson_tabletop:
    xalign 0.5 ypos 0.2

## one lantern of the row coming on after `delay` seconds, then its flame breathing
transform kozyr_lantern_light(delay=0.0):
    alpha 0.0
    pause delay
    linear 0.8 alpha 1.0
    block:
        linear 0.9 alpha 0.82
        linear 1.1 alpha 1.0
        repeat 4

## Names. player_name is asked for at the start (script.rpy); brandt_name and
## ash_name may be changed when those characters are met (call name_character)
## and from the preferences (screen rename_characters, extras.rpy).
## Until the player gives another name, each holds a KozyrDefaultName (below):
## the English name, shown in the current language ("Путник" in Russian)
## wherever "[player_name]" is substituted.
default player_name = KozyrDefaultName(_("Traveller"))
default brandt_name = KozyrDefaultName(_("Sir Brandt"))
default ash_name = KozyrDefaultName(_("Ash"))

## The default names are also "translated" for the default language (None):
## renpy.translate_string() then returns a plain str in English as in Russian,
## never the KozyrDefaultName object itself, which Ren'Py's text layout (Cython,
## exact str only) refuses when code shows a name variable directly, e.g. the
## table's seat names (duel_core.rpy, duel_flow.rpy, roster.rpy).
translate None strings:
    old "Traveller"
    new "Traveller"

    old "Sir Brandt"
    new "Sir Brandt"

    old "Ash"
    new "Ash"

## Choices the story reads again later (each pays off in a later chapter or
## the ending; the older choice flags are defaulted at the top of their
## chapter files). Defaults here also fill in saves made before they existed.
default story_aurelia_stake = "coin"      # "card" or "coin": what the player staked at the temple
default story_aurelia_holds_card = False  # True while the card sits on Aurelia's altar (a lost card stake)
default story_aurelia_took_card = False   # True once the card has ever sat on her altar (never reset; ch07 reads it)
default story_market_alliance = False     # True if the player whispered to Lina to watch Vix
default story_market_card = "stake"       # "stake" (Vix has it, at stake), "stall" (in the cash box), "player"
default story_market_boxed = False        # True once the card sat in the stall's cash box after a lost series (ch07)
default story_market_keeper = None        # who had the fewest tokens in the last lost series: "lina", "vix", "both"; None: the tokens are unknown
## Stakes kept (issue 28): a loss to Ash sends the traveller back down the road
## by night (ch06 .loss; the rematch is the climb back, .climb_back); every
## series lost to the Hunter leaves a token on Ilse's side of the table, shown
## at the rematch and burnt in the fire only when the series is won (ch07).
default story_ash_walked_down = False
default story_hunter_losses = 0

## Opponents won against in THIS playthrough (story progress; the persistent
## unlocks and records in roster.rpy span every playthrough).
default spine_wins = set()
## The id of the chapter currently being played through the map, or None.
default spine_current = None
## True once the ending has been reached in this playthrough.
default spine_finished = False

## TEST-ONLY hook, read by `label play_duel` (progress.rpy): when not None the
## card table is skipped and this outcome is returned (and still recorded).
## It is a string ("win", "loss", "draw") or a list of them used in turn.
## No player path sets it: it is assigned only by testcases in tests/renpy/.
default kozyr_test_duel_outcome = None

## Names the player may give; the fallbacks used when a name is left empty.
define kozyr_default_names = {"player": KozyrDefaultName("Traveller"), "brandt": KozyrDefaultName("Sir Brandt"), "ash": KozyrDefaultName("Ash")}
define kozyr_name_length = 20

init -20 python:
    ## In the store, dict/list/set name Ren'Py's revertable classes; isinstance
    ## checks against plain built-ins (persistent data, other modules) use these.
    import builtins as kozyr_builtins

    class KozyrDefaultName(kozyr_builtins.str):
        """A default name the player has not changed ("Traveller", "Sir
        Brandt", "Ash"). It compares, hashes and is sent (JSON) as the English
        string, but is shown translated: "[player_name]" in any line or screen
        (str.format calls __format__), str() (the input prompt's default text)
        and %-formatting give the current language's name.

        Saves hold a plain str (see __reduce__): a save never needs this class,
        and kozyr_restore_default_names turns the English defaults back into
        KozyrDefaultName after a load, as it does for saves made before the
        names were translatable."""

        __slots__ = ()

        def raw(self):
            return kozyr_builtins.str.__str__(self)

        def __str__(self):
            return renpy.translate_string(self.raw())

        def __format__(self, spec):
            return format(self.__str__(), spec)

        def __reduce__(self):
            return (kozyr_builtins.str, (self.raw(),))

## Russian case forms of the three names the player may give (the Russian
## translation says «Спроси у [brandt_gen]», «Передай [player_dat]»). Every
## form is derived by rule from the name as shown (the Russian default
## «сэр Брандт», or what the player typed); the player may correct the forms
## in the rename screen (kozyr_language.rpy), kept in kozyr_name_cases for the
## name they were made for. In English every form is the name itself.
init -20 python in kozyr_ru:

    import re as _re

    CASES = ("nom", "gen", "dat", "acc", "ins", "pre")

    _HUSHING = u"жшщчц"
    _VELAR = u"гкх"
    _FLEETING = {u"павел": u"павл", u"лев": u"льв"}

    def _ending(stem, ending, model):
        """stem + ending, upper case if the word was written all in capitals."""
        out = stem + ending
        return out.upper() if model.isupper() and len(model) > 1 else out

    def decline_word(word, case):
        """One word of a Russian name in `case` (see CASES). Words with Latin
        letters or digits, and endings Russian does not decline (-о, -е, -и,
        -у, -ю, -э, -ы), stay as they are. A consonant or -ь ending declines
        as a man's name does; a woman's name ending in a consonant (Эстер) is
        left to the player's correction."""
        low = word.lower()
        if case == "nom" or not _re.search(u"[а-яё]", low) or _re.search(u"[a-z0-9]", low):
            return word
        last, prev = low[-1], low[-2:-1]
        if low.endswith(u"ия"):
            return _ending(word[:-1], dict(gen=u"и", dat=u"и", acc=u"ю", ins=u"ей", pre=u"и")[case], word)
        if last == u"а":
            gen = u"и" if prev and prev in _HUSHING[:-1] + _VELAR else u"ы"
            ins = u"ей" if prev and prev in _HUSHING else u"ой"
            return _ending(word[:-1], dict(gen=gen, dat=u"е", acc=u"у", ins=ins, pre=u"е")[case], word)
        if last == u"я":
            return _ending(word[:-1], dict(gen=u"и", dat=u"е", acc=u"ю", ins=u"ей", pre=u"е")[case], word)
        if last == u"й":
            pre = u"и" if prev == u"и" else u"е"
            return _ending(word[:-1], dict(gen=u"я", dat=u"ю", acc=u"я", ins=u"ем", pre=pre)[case], word)
        if last == u"ь":
            return _ending(word[:-1], dict(gen=u"я", dat=u"ю", acc=u"я", ins=u"ем", pre=u"е")[case], word)
        if last in u"оеиуюэыё" or not _re.match(u"[а-яё]", last):
            return word
        stem = word
        if low in _FLEETING:
            stem = word[0] + _FLEETING[low][1:]
        ins = u"ем" if last in _HUSHING else u"ом"
        return _ending(stem, dict(gen=u"а", dat=u"у", acc=u"а", ins=ins, pre=u"е")[case], word)

    def decline(name, case):
        """A name of one or more words in `case`: each word declines
        («сэр Брандт» -> «сэра Брандта»); hyphenated parts too."""
        if case not in CASES:
            raise ValueError("unknown case %r" % (case,))
        return u" ".join(u"-".join(decline_word(part, case) for part in word.split(u"-"))
                         for word in name.split(u" "))

    def forms(name):
        """All six forms of `name`, by rule."""
        return dict((c, decline(name, c)) for c in CASES)

init -20 python:

    class KozyrCaseForm(object):
        """One case form of a renamable name, for substitutions in the
        Russian translation: `define brandt_gen = KozyrCaseForm("brandt",
        "gen")` makes "[brandt_gen]" show «сэра Брандта» (the chosen name,
        the player's corrected form when there is one). Shown as the plain
        name in any other language."""

        def __init__(self, which, case):
            self.which = which
            self.case = case

        def __str__(self):
            return kozyr_name_case(self.which, self.case)

        def __format__(self, spec):
            return format(self.__str__(), spec)

    def kozyr_name_case(which, case):
        """The `case` form of the name in store.<which>_name as shown now."""
        name = kozyr_builtins.str(getattr(store, which + "_name"))
        if case == "nom" or _preferences.language != "russian":
            return name
        cases = store.kozyr_name_cases
        saved = cases.get(which) if isinstance(cases, kozyr_builtins.dict) else None
        if isinstance(saved, kozyr_builtins.dict) and saved.get("nom") == name and saved.get(case):
            return saved[case]
        return kozyr_ru.decline(name, case)

    def kozyr_name_forms_now(which):
        """All six forms of a name as the story will use them now."""
        return dict((c, kozyr_name_case(which, c)) for c in kozyr_ru.CASES)

    def kozyr_set_name_cases(which, forms):
        """Keep the player's corrected forms for the current name (built-in
        types only; empty fields fall back to the rule)."""
        name = kozyr_builtins.str(getattr(store, which + "_name"))
        clean = kozyr_builtins.dict(nom=name)
        for c in kozyr_ru.CASES[1:]:
            value = u"" if forms.get(c) is None else kozyr_builtins.str(forms.get(c))
            for ch in "[]{}":
                value = value.replace(ch, "")
            value = " ".join(value.split())[:kozyr_name_length + 10]
            if value:
                clean[c] = value
        cases = kozyr_builtins.dict(store.kozyr_name_cases or {})
        cases[which] = clean
        store.kozyr_name_cases = cases
        kozyr_remember_names()

## The forms the Russian translation substitutes (nominative: [player_name] …).
define player_gen = KozyrCaseForm("player", "gen")
define player_dat = KozyrCaseForm("player", "dat")
define player_acc = KozyrCaseForm("player", "acc")
define player_ins = KozyrCaseForm("player", "ins")
define player_pre = KozyrCaseForm("player", "pre")
define brandt_gen = KozyrCaseForm("brandt", "gen")
define brandt_dat = KozyrCaseForm("brandt", "dat")
define brandt_acc = KozyrCaseForm("brandt", "acc")
define brandt_ins = KozyrCaseForm("brandt", "ins")
define brandt_pre = KozyrCaseForm("brandt", "pre")
define ash_gen = KozyrCaseForm("ash", "gen")
define ash_dat = KozyrCaseForm("ash", "dat")
define ash_acc = KozyrCaseForm("ash", "acc")
define ash_ins = KozyrCaseForm("ash", "ins")
define ash_pre = KozyrCaseForm("ash", "pre")

## The player's corrections: {"brandt": {"nom": "сэр Дуб", "gen": "сэра Дуба", …}}.
default kozyr_name_cases = {}

init python:
    def kozyr_clean_name(value, fallback):
        """Strip a typed name, drop text-tag/substitution brackets, cap its
        length and fall back when it is left empty. A typed name equal to the
        default in any language (the prompt offers "Путник" in Russian) keeps
        the default, so it follows the language."""
        value = "" if value is None else str(value)
        for ch in "[]{}":
            value = value.replace(ch, "")
        value = " ".join(value.split())[:kozyr_name_length].strip()
        if value and isinstance(fallback, KozyrDefaultName) and value in kozyr_name_forms(fallback):
            return fallback
        return value or fallback

    def kozyr_name_forms(default):
        """The English default name and its translation in every language."""
        raw = default.raw() if isinstance(default, KozyrDefaultName) else kozyr_builtins.str(default)
        forms = set([raw])
        for lang in renpy.known_languages():
            forms.add(renpy.translate_string(raw, lang))
        return forms

    def kozyr_restore_default_names():
        """After a load or at the start of a replay: a name that is still a
        default (a plain "Traveller" from a save or from persistent.kozyr_names,
        or its translation) becomes the translatable default again."""
        for var, which in (("player_name", "player"), ("brandt_name", "brandt"), ("ash_name", "ash")):
            value = getattr(store, var)
            default = kozyr_default_names[which]
            if isinstance(value, kozyr_builtins.str) and not isinstance(value, KozyrDefaultName) \
                    and value in kozyr_name_forms(default):
                setattr(store, var, default)

    def kozyr_raw_name(value):
        """A name as a plain built-in str; a default stays English (its key)."""
        if isinstance(value, KozyrDefaultName):
            return value.raw()
        return kozyr_builtins.str(value)

    config.after_load_callbacks.append(kozyr_restore_default_names)
    ## a replay starts from persistent.kozyr_names (extras.rpy), plain strings
    config.start_callbacks.append(kozyr_restore_default_names)

    def kozyr_remember_names():
        """Keep the chosen names in persistent data (built-in types only) so
        the replay room uses them too. A replay changes nothing here."""
        if store._in_replay:
            return
        import builtins
        persistent.kozyr_names = builtins.dict(
            player=kozyr_raw_name(store.player_name),
            brandt=kozyr_raw_name(store.brandt_name),
            ash=kozyr_raw_name(store.ash_name),
        )
        cases = store.kozyr_name_cases if isinstance(store.kozyr_name_cases, builtins.dict) else {}
        persistent.kozyr_name_cases = builtins.dict(
            (builtins.str(k), builtins.dict((builtins.str(c), builtins.str(f)) for c, f in v.items()))
            for k, v in cases.items() if isinstance(v, builtins.dict))

## Pronouns: ONE table, who -> gender, for every character the game may speak
## of in the third person (issue 26). The coach's hints and reasons
## (coach_common.rpy), the post-duel review (coach_review.rpy), the Problems
## board (coach_puzzles.rpy) and table talk (duel_talk.rpy) read it through
## pronouns.of() and pronouns.pick(); nothing else says "he" or "she".
## The traveller, Ash and the anonymous opponents (Free Play's strangers,
## the Problems' defence) have no fixed gender: "they" in English; the
## Russian for "they" speaks of «соперник» and keeps verbs out of the past
## tense (docs/translation.md, style guide).
## WORDS gives the bare pronouns of each gender in both languages; a sentence
## whose verb agrees (взял/взяла, has/have) has one template per gender
## instead, {"he": _(…), "she": _(…), "they": _(…)}, chosen by pick().
init -20 python in pronouns:

    import store

    CAST = {
        "marta": "she",
        "aurelia": "she",
        "pip": "she",
        "lina": "she",
        "vix": "she",
        "brandt": "he",
        "hunter": "he",
        "orrin": "he",
        "ash": "they",
        "mc": "they",
        "player": "they",
        "rival": "they",
    }

    GENDERS = ("he", "she", "they")

    WORDS = {
        "he": {"en": {"he": "he", "him": "him", "his": "his"},
               "ru": {"he": u"он", "him": u"него", "his": u"его"}},
        "she": {"en": {"he": "she", "him": "her", "his": "her"},
                "ru": {"he": u"она", "him": u"неё", "his": u"её"}},
        "they": {"en": {"he": "they", "him": "them", "his": "their"},
                 "ru": {"he": u"соперник", "him": u"соперника", "his": u"соперника"}},
    }

    def of(who):
        """The gender of a character id ("pip"), "they" for anyone not in CAST."""
        return CAST.get(who, "they") if who is not None else "they"

    def word(who, form, language=None):
        """A bare pronoun ("he", "him", "his") of `who` in the language shown now."""
        if language is None:
            language = "ru" if store._preferences.language == "russian" else "en"
        return WORDS[of(who)][language][form]

    def pick(variants, who):
        """The translated template of `who`'s gender from {"he": …, "she": …, "they": …}
        (a plain string is the same for everyone)."""
        if not isinstance(variants, dict):
            return renpy.translate_string(variants)
        g = of(who)
        return renpy.translate_string(variants.get(g) or variants["they"])
