"""The engine's typed errors and their English messages.

Every refusal the engine makes is an :class:`IllegalAction` (a ``ValueError``) with a
machine-readable ``code``, the ``values`` of its message and a readable English sentence as
``str()``.  Two families refine it:

* :class:`InvalidOptions`: ``new_game`` (or a saved position) asks for something the
  variant's spec does not allow (an unknown option, a wrong type, a player count or a deck
  outside the spec);
* :class:`InvalidPosition`: ``State.from_dict`` refuses a saved position that is malformed or
  impossible.

The game maps codes to its own translated strings; :data:`MESSAGES` holds the English
templates.

>>> str(IllegalAction("cannot_take"))
'You cannot take now.'
>>> e = InvalidOptions("bad_players", title="Warfare", count="2", low=2, high=2, value=3)
>>> isinstance(e, IllegalAction), isinstance(e, ValueError), str(e)
(True, True, 'Warfare is for 2 players, not 3.')
"""

from typing import Any, Dict, Mapping, Optional, Type

from .cards import Card

__all__ = [
    "MESSAGES",
    "register_messages",
    "IllegalAction",
    "InvalidOptions",
    "InvalidPosition",
]

MESSAGES: Dict[str, str] = {
    "bad_action": "“{text}” is not an action.",
    "game_over": "The game is over.",
    "not_your_turn": "It is not player {player}'s turn.",
    "unknown_kind": "“{kind}” is not a move in this game.",
    "not_in_hand": "You do not hold the {card}.",
    "wrong_phase": "You cannot {kind} now.",
    "mixed_ranks": "An attack must be of cards of one rank.",
    "rank_not_on_table": "No {rank} is on the table, so the {card} cannot be added.",
    "too_many_cards": "No more than {limit} cards may be played against the defender now.",
    "not_attacker": "Player {player} may not add cards now.",
    "not_defender": "Only the defender may do that.",
    "nothing_to_beat": "The {card} is not an unbeaten card on the table.",
    "cannot_beat": "Your {card} cannot beat the {target}.",
    "transfer_not_allowed": "Transferring is not allowed in this game.",
    "transfer_after_defence": "You cannot transfer once a card has been beaten.",
    "transfer_wrong_rank": "Only a {rank} can transfer this attack.",
    "transfer_too_many": "The next player holds only {count} cards, too few for a transfer.",
    "show_not_trump": "Only the trump of the attack's rank can be shown to transfer.",
    "show_already_used": "The {card} has already been shown in this bout.",
    "cannot_pass": "You cannot pass now.",
    "cannot_take": "You cannot take now.",
    "must_play": "You must play a card now.",
    "empty_action": "Choose at least one card.",
    "no_player": "There is no player {player} in a game of {players}.",
    # new_game and saved options (InvalidOptions)
    "unknown_variant": "There is no game called “{variant}” (known: {known}).",
    "unknown_option": "{title} has no option “{option}” (its options: {known}).",
    "bad_option_type": "The option “{option}” of {title} must be {expected}, not {value}.",
    "bad_option_value": "The option “{option}” of {title} must be {allowed}, not {value}.",
    "bad_players": "{title} is for {count} players, not {value}.",
    "bad_deck": "{title} is played with a deck of {allowed} cards, not {value}.",
    "bad_seed": "The seed of a deal must be a whole number or None, not {value}.",
    "bad_series_games": "A series is of at least one game, not {value}.",
    "series_option": "A series sets the option “{option}” itself.",
    "not_a_series_variant": "{title} is not played in series.",
    # State.from_dict (InvalidPosition)
    "bad_position": "This saved game cannot be loaded: {reason}.",
}
"""English templates for every refusal code; the game maps codes to its own ``_()`` strings.
Values that are cards are shown with suit symbols."""


def register_messages(messages: Mapping[str, str]) -> None:
    """Adds refusal codes and their English templates (for other variant modules)."""
    for code, text in messages.items():
        MESSAGES.setdefault(code, text)


class IllegalAction(ValueError):
    """An action the rules refuse.  ``.code`` is machine-readable, ``.values`` holds the
    card codes and numbers of the message, ``str()`` is a readable English sentence."""

    def __init__(self, code: str, message: Optional[str] = None, **values: Any) -> None:
        self.code = code
        self.values: Dict[str, Any] = {
            k: (str(v) if isinstance(v, Card) else v) for k, v in values.items()
        }
        if message is None:
            shown = {k: (v.pretty() if isinstance(v, Card) else v) for k, v in values.items()}
            template = MESSAGES.get(code, code.replace("_", " ").capitalize() + ".")
            try:
                message = template.format(**shown)
            except (KeyError, IndexError):
                message = template
        self.message = message
        super().__init__(message)

    def __reduce__(self):
        return (_rebuild_error, (type(self), self.code, self.message, self.values))


class InvalidOptions(IllegalAction):
    """``new_game`` (or a saved position's options) asked for what the variant's spec does
    not allow.  Codes: ``unknown_variant``, ``unknown_option``, ``bad_option_type``,
    ``bad_option_value``, ``bad_players``, ``bad_deck``, ``bad_seed``; for a
    :class:`~engine.Series` also ``bad_series_games``, ``series_option`` and
    ``not_a_series_variant`` (a variant whose spec says ``series=False``)."""


class InvalidPosition(IllegalAction):
    """``State.from_dict`` refused a saved position: code ``bad_position``, ``values["reason"]``
    names the field and what is wrong with it ("hand 1: unknown card 'ZZ'")."""

    def __init__(self, reason: str) -> None:
        super().__init__("bad_position", reason=reason)

    @property
    def reason(self) -> str:
        """What is wrong, in English (the field first)."""
        return str(self.values.get("reason", ""))


def _rebuild_error(
    cls: Type[IllegalAction], code: str, message: str, values: Dict[str, Any]
) -> IllegalAction:
    if cls is InvalidPosition:
        return InvalidPosition(str(values.get("reason", message)))
    return cls(code, message, **values)


def _rebuild_illegal(code: str, message: str, values: Dict[str, Any]) -> IllegalAction:
    """Unpickles an :class:`IllegalAction` pickled by an older version."""
    return IllegalAction(code, message, **values)
