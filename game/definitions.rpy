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

define mc = Character("[player_name]", color="#e8d9a8")
define marta = Character(_("Marta"), image="marta", color="#e0a060")
define aurelia = Character(_("Aurelia"), image="aurelia", color="#f2d04b")
define pip = Character(_("Pip"), image="pip", color="#ff7a3d")
define brandt = Character("[brandt_name]", image="brandt", color="#9fb7d9")
define lina = Character(_("Lina"), image="lina", color="#7fd6a4")
define vix = Character(_("Vix"), image="vix", color="#e36f5a")
define ash = Character("[ash_name]", image="ash", color="#b9a3e3")
define hunter = Character(_("The White Hunter"), image="hunter", color="#e8eef2")

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
            value = getattr(store, var, None)
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
