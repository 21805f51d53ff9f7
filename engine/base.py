"""The variant-independent part of the engine, gathered in one place to import from (what
``from engine.base import ...`` has always read): actions in :mod:`engine.actions`, events
and results in :mod:`engine.events`, views in :mod:`engine.views`, the :class:`State` base
class with :func:`new_game` and :func:`replay` in :mod:`engine.state`, refusals in
:mod:`engine.errors`, the variant registry in :mod:`engine.registry`.  Old pickles that
name ``engine.base.View``, ``engine.base.IllegalAction``... load through these re-exports.

Every variant module (``engine.durak``, ``engine.kozyri``, ``engine.warfare``) subclasses
:class:`State` and registers its :class:`VariantSpec` with :func:`register_variant`;
:func:`new_game` checks a deal against that spec and :meth:`State.from_dict` dispatches on
the saved variant name.  Pickles name ``engine.base`` for :class:`Action`, :class:`Event`,
:class:`Result` and :class:`State` (below), as every save so far does.
"""

from .actions import ACTION_KINDS, Action, ActionLike, check_seat, well_formed
from .errors import (
    MESSAGES,
    IllegalAction,
    InvalidOptions,
    InvalidPosition,
    _rebuild_illegal,  # noqa: F401 - pickles of older versions refer to engine.base
    register_messages,
)
from .events import RESULT_REASONS, Event, Result, Termination
from .registry import (
    VARIANTS,
    Option,
    VariantSpec,
    register_variant,
    unregister_variant,
    variants,
)
from .state import FieldState, State, new_game, replay
from .views import View, plain_value

# Ren'Py saves pickle these classes by their module's name, and every save so far says
# ``engine.base`` (tests/engine/test_save_fixtures.py, STABLE_PATHS): they keep naming it, so
# a save from this build still loads in an older one, and the split stays free to move again.
for _cls in (Action, Event, Result, State):
    _cls.__module__ = __name__
del _cls

__all__ = [
    "Action",
    "ACTION_KINDS",
    "Event",
    "IllegalAction",
    "InvalidOptions",
    "InvalidPosition",
    "Option",
    "Result",
    "Termination",
    "View",
    "State",
    "FieldState",
    "MESSAGES",
    "VARIANTS",
    "VariantSpec",
    "register_variant",
    "unregister_variant",
    "register_messages",
    "new_game",
    "replay",
    "variants",
    "ActionLike",
    "check_seat",
    "well_formed",
    "plain_value",
    "RESULT_REASONS",
]
