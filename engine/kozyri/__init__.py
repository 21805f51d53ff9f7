"""Svoi Kozyri ("one's own trumps") for 2–4 players (rules text: docs/rules.md, "Svoi Kozyri").

Reference: pagat.com, "Svoi Kozyri".  Where the reference and the story's table differ, the
story's version is the default and pagat's is an option.  Every reading chosen here keeps each
of the 36 cards in exactly one place (stock, a hand or the pile) at all times.

Cards and trumps
    36 cards, 6 to ace, ace high.  Before the deal each player, in turn order starting with the
    player to the dealer's left, chooses a different suit as their own trumps
    (``choose_suit S``); the choice is part of the state, and the deal happens when the last
    player has chosen.  With two or three players the suits nobody chose are nobody's trumps.
    Trump power belongs to the player who is beating: player P's card X beats the top card T
    when X is a higher card of T's suit, or when X is one of P's own trumps and T is not.  So a
    card of P's own suit on top can only be beaten by P with a higher card of that suit; a
    card of another player's trump suit is just an ordinary card for P.  Following suit is
    never required.

Dealing (option ``deal``)
    ``"stock"`` (default, the story's table): each player is dealt ``hand_size`` cards (default
    6), one at a time clockwise from the dealer's left; the rest stays face down as the stock.
    A player who *played* cards on their turn (``lead`` or ``beat``) then draws from the top of
    the stock until they hold ``hand_size`` cards or the stock is empty.  A pick-up is never
    followed by a draw, and nobody else draws.  A player is out only when their hand is empty
    after that draw, so nobody goes out while the stock lasts.  There is no exchange of sixes
    in this mode.
    ``"all"`` (pagat): all 36 cards are dealt one at a time clockwise (18, 12 or 9 each); then
    every six of a suit somebody chose is handed to that suit's owner, face up (so everyone
    knows where it is; event ``give``).  Sixes of unchosen suits stay where they are.
    ``dealer`` (option, default the last seat, so seat 0 chooses first and leads) fixes the
    dealer; the deal itself comes from the seed only, not from the suit choices.

Play
    The player to the dealer's left leads.  With an empty pile the player to move lays any
    card (``lead 7S``).  Otherwise they either beat the top card and lay one more card of
    their choice on top (``beat 7S with 9S then 4H``), or pick up (``pick_up``) — allowed even
    when they could beat.  A player whose only card beats the top card plays it alone
    (``beat 7S with 9S``) and goes out; the next player must then beat that card.
    Pick-up: the top 3 cards (all if 3 or fewer) when the top card is not one of the picker's
    trumps, the top 5 (all if 5 or fewer) when it is one of their trumps other than the ace,
    the whole pile when it is the ace of their trumps.  Picked-up cards were face up, so every
    player knows they are in that hand (``view.known``) until they are played.  After a
    pick-up the turn passes to the next player holding cards, who must beat the new top card
    or pick up the same way; an emptied pile is restarted with ``lead``.

End
    A player without cards (after drawing) has won and leaves; the turn skips them.  When only
    one player holds cards the game ends: if that player holds exactly one card and it beats
    the top card (for them), they play it (event ``beat``), nobody holds cards and the game is
    a draw; otherwise that player loses (``result.durak``).  ``result.order`` lists the
    players in the order they went out (on such a draw the last player is listed last).
    A game can cycle (cards come back by picking up; two fixed rule bots can repeat a cycle
    for ever), so ``action_cap`` (option, default 3000 actions, suit choices included) ends a
    game still running as a draw with ``result.reason == "action_cap"``.  Uniformly random
    play is slow to finish (about 1,700 actions on average) and reaches the cap in about a
    quarter of games.

Turn model and events
    phase ``choose`` (``choose_suit``), then ``play`` (``lead`` / ``beat`` / ``pick_up``),
    then ``over``.  ``legal_actions()`` lists suits in C D H S order, leads by card index,
    beats by beating card then laid card (card index order), and ``pick_up`` last.
    Events: ``choose_suit`` (player, count = suit), ``deal`` (count = cards per hand),
    ``give`` (a six handed to its owner: player = giver, cards, count = receiver),
    ``lead``, ``beat`` (cards = beating card then the laid card, target = the beaten card),
    ``pick_up`` (the picked cards), ``draw`` (cards hidden from others in views), ``out``,
    ``game_over`` (player = the loser or None).

Views
    Own hand, every player's suit, the whole pile (face up), hand sizes, stock size, the cards
    of other hands that are public (picked up from the pile or handed over as sixes),
    ``pile_owners`` (who laid each pile card: the rules record it as they apply a move, and
    saves keep it since format 2) and ``unknown`` (cards this player cannot place).  During
    suit choice nobody holds cards yet.
"""

from ..base import register_variant
from ..record import register_recorder
from ..registry import Family
from ..text import register_describer
from ..views import KozyriView
from .deal import _new, new_kozyri
from .load import load as _load
from .record import KozyriRecorder
from .rules import (
    BEAT,
    DEFAULT_ACTION_CAP,
    FORMAT,
    PICK_PLAIN,
    PICK_TRUMP,
    SPEC,
    VARIANT,
    beats_for,
    pick_count,
)
from .sample import sample_state
from .state import KozyriState
from .text import KozyriDescriber

__all__ = [
    "KozyriState",
    "new_kozyri",
    "FORMAT",
    "DEFAULT_ACTION_CAP",
    "PICK_PLAIN",
    "PICK_TRUMP",
    "beats_for",
    "pick_count",
    "BEAT",
    "VARIANT",
    "SPEC",
    "sample_state",
]


register_variant(SPEC, KozyriState, _new, sample_state, KozyriView, _load)
register_recorder(Family.KOZYRI, KozyriRecorder())
register_describer(Family.KOZYRI, KozyriDescriber())
