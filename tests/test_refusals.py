"""The table's refusal sentences (``REFUSALS`` in game/table/duel_names.rpy) against the
engine's refusal codes (``engine.MESSAGES``, filled in by every variant module on import).

A code the engine raises with no sentence in the game reaches the player as the generic
"That move is not allowed now."; a sentence for a code the engine never raises is dead text
that translators still work on. Both drifts happened once (Svoi Kozyri's and Warfare's codes),
so the two key sets are compared here. Codes of options and saved positions
(``InvalidOptions``, ``InvalidPosition``) never reach the table as a refused move: they are
listed as exempt.
"""

import ast
import importlib
import pkgutil
import string
from pathlib import Path

from rpy_block import python_block

import engine

ROOT = Path(__file__).resolve().parents[1]
NAMES = ROOT / "game" / "table" / "duel_names.rpy"

# Raised by new_game / options / State.from_dict, shown by the menus or the loader, not by
# the table's refusal line; `no_player` is a programming error (a seat the game lacks).
EXEMPT = {
    "no_player",
    "unknown_variant",
    "unknown_option",
    "bad_option_type",
    "bad_option_value",
    "bad_players",
    "bad_deck",
    "bad_seed",
    "bad_series_games",
    "series_option",
    "not_a_series_variant",  # engine.Series of a one-game variant: the game never builds one
    "bad_position",
}


def _engine_messages():
    """engine.MESSAGES after every engine module is imported (variant modules register their
    codes when imported, so a lazily imported variant would otherwise be missed)."""
    for mod in pkgutil.walk_packages(engine.__path__, "engine."):
        if mod.name.endswith("__main__"):
            continue
        importlib.import_module(mod.name)
    return dict(engine.MESSAGES)


def _table(name):
    """``{code: English template}`` of the dict literal `name` in the `duel` init block."""
    tree = ast.parse(python_block(NAMES, "duel"))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == name for t in node.targets)
            and isinstance(node.value, ast.Dict)
        ):
            out = {}
            for k, v in zip(node.value.keys, node.value.values):
                assert isinstance(k, ast.Constant), ast.dump(k)
                out[k.value] = v
            return out
    raise AssertionError(f"no {name} dict in {NAMES}")


def _sentence(node):
    """The English of a ``_("...")`` call (the translatable string of a REFUSALS entry)."""
    assert isinstance(node, ast.Call) and getattr(node.func, "id", None) == "_", ast.dump(node)
    (arg,) = node.args
    assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), ast.dump(arg)
    return arg.value


def _fields(template):
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def test_every_engine_code_has_a_sentence_and_no_sentence_is_dead():
    codes = set(_engine_messages())
    game = set(_table("REFUSALS")) | set(_table("COUNTED_REFUSALS"))
    assert EXEMPT <= codes, sorted(EXEMPT - codes)  # an exempt code the engine dropped
    missing = codes - EXEMPT - game
    dead = game - codes
    assert not missing, f"engine codes without a sentence in REFUSALS: {sorted(missing)}"
    assert not dead, f"REFUSALS entries the engine never raises: {sorted(dead)}"
    assert not (game & EXEMPT), sorted(game & EXEMPT)


def test_sentences_are_translatable_and_use_only_the_engines_values():
    """Every sentence is a ``_()`` string whose ``{fields}`` the engine's error carries (the
    engine's English template names the values it passes); a field it lacks would show raw."""
    messages = _engine_messages()
    for code, node in _table("REFUSALS").items():
        text = _sentence(node)
        assert text.strip(), code
        extra = _fields(text) - _fields(messages[code])
        given = sorted(_fields(messages[code]))
        assert not extra, f"{code}: {text!r} uses {sorted(extra)}, the engine gives {given}"
