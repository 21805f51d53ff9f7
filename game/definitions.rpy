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
default player_name = "Traveller"
default brandt_name = "Sir Brandt"
default ash_name = "Ash"

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
define kozyr_default_names = {"player": "Traveller", "brandt": "Sir Brandt", "ash": "Ash"}
define kozyr_name_length = 20

init -20 python:
    ## In the store, dict/list/set name Ren'Py's revertable classes; isinstance
    ## checks against plain built-ins (persistent data, other modules) use these.
    import builtins as kozyr_builtins

init python:
    def kozyr_clean_name(value, fallback):
        """Strip a typed name, drop text-tag/substitution brackets, cap its
        length and fall back when it is left empty."""
        value = "" if value is None else str(value)
        for ch in "[]{}":
            value = value.replace(ch, "")
        value = " ".join(value.split())[:kozyr_name_length].strip()
        return value or fallback

    def kozyr_remember_names():
        """Keep the chosen names in persistent data (built-in types only) so
        the replay room uses them too. A replay changes nothing here."""
        if store._in_replay:
            return
        import builtins
        persistent.kozyr_names = builtins.dict(
            player=builtins.str(store.player_name),
            brandt=builtins.str(store.brandt_name),
            ash=builtins.str(store.ash_name),
        )
