"""How :func:`engine.text.describe_view` writes a Durak view: the talon, the bout, who
attacks and defends, the table's pairs."""

from typing import List

from ..text import Describer
from ..views import DurakView

__all__ = ["DurakDescriber"]


class DurakDescriber(Describer[DurakView]):
    def progress(self, view: DurakView) -> List[str]:
        return [f"bout {view.bout}"]

    def roles(self, view: DurakView, seat: int) -> List[str]:
        roles = []
        if not view.terminal:
            if seat == view.attacker:
                roles.append("attacker")
            if seat == view.defender:
                roles.append("defender")
        return roles

    def table(self, view: DurakView) -> List[str]:
        if not view.table:
            return []
        pairs = "  ".join(
            a.pretty() + "/" + (d.pretty() if d is not None else "--") for a, d in view.table
        )
        return [f"  table: {pairs}"]
