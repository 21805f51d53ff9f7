"""A ``str`` enum whose members are their words (:class:`engine.Termination`,
:class:`engine.Family`): each member equals its value, so comparing with the plain word, a
dict keyed by it and JSON keep working, and ``str()`` and formatting give the word (as
:class:`enum.StrEnum` of Python 3.11 does; the engine runs on 3.9)."""

from enum import Enum


class WordEnum(str, Enum):
    """Subclass it with the members; see the module docstring."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)
