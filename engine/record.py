"""The duel record: what really happened in a finished game or series, for the story.

The story never states what the game did not record (a line about a transfer needs a
transfer in the record).  This module turns a finished game into a small dictionary of
built-ins (ints, strings, bools, None, lists and dicts only), so it can be kept in a
Ren'Py save, compared in tests and read by dialogue conditions::

    >>> import engine
    >>> from engine import record
    >>> s = engine.new_game("perevodnoy", players=2, seed=5)
    >>> while not s.is_terminal():
    ...     s = s.apply(s.legal_actions()[0])
    >>> rec = record.game_record(s, player=0)
    >>> rec["outcome"], rec["complete"]
    ('loss', True)
    >>> record.has(rec, "player_took")
    True

Two entry points (docs/contracts.md, "The duel record"):

- :func:`game_record` of one finished game, replayed from its deal so every event is
  seen (``start`` for a position not dealt by ``engine.new_game``, ``actions`` when the
  state's own history is shorter than the game, e.g. after loading a save);
- :func:`series_record` of the games of a series, its tokens and its play-off.

A record seen from ``player`` names its *highlights*, facts a scene may state, in
:data:`GAME_HIGHLIGHTS` and :data:`SERIES_HIGHLIGHTS`; ``has(rec, name)`` tests one.
A record whose history was incomplete (``"complete": False``) holds only what the final
position proves; highlights that claim something never happened (``player_never_took``)
are then left out, and counts may be short but never too high.
"""

from types import MappingProxyType
from typing import (
    Any,
    Callable,
    Dict,
    Generic,
    Iterable,
    Iterator,
    List,
    Mapping,
    Optional,
    Sequence,
    Tuple,
    TypeVar,
    Union,
)

from .base import Action, Event, FieldState, Result, State, View, new_game
from .cards import CARDS
from .registry import VARIANTS, Family
from .series import tokens_outcome

FORMAT = 1


def _family(variant: str) -> Family:
    """The variant's rules family as its spec declares it (``VariantSpec.family``);
    ``Family.OTHER`` for a name the registry does not know."""
    spec = VARIANTS.get(variant)
    return spec.family if spec is not None else Family.OTHER


def _transfers(variant: str) -> bool:
    """True when the variant lets a defender pass the attack on (``VariantSpec.transfers``)."""
    spec = VARIANTS.get(variant)
    return bool(spec is not None and spec.transfers)


def recorder_for(variant: str) -> "Recorder[Any]":
    """The recorder of ``variant``'s rules family (:func:`register_recorder`); a family with
    none registered gets :class:`Recorder` itself: no family's steps or highlights."""
    return _RECORDERS.get(_family(variant), _DEFAULT)


#: Cards held at some moment for a win to count as a comeback.
COMEBACK_CARDS = 8
#: Takes (Durak) or pick-ups (Svoi Kozyri) that make ``player_took_three``.
MANY_TAKES = 3
#: Cards of one rank one seat laid in one bout for a ``rank_run`` highlight.
RANK_RUN = 3
#: A non-trump card of this rank or lower beaten with a trump is "a trump on a low card".
LOW_RANK = 7
#: Cards picked up at once for ``big_pick_up``.
BIG_PICK_UP = 8
#: Warfare: battles lost with a one-point card for ``player_lost_small``.
SMALL_LOSSES = 3
#: Warfare: a point margin this small or smaller is a close game.
CLOSE_POINTS = 4

#: Highlights of one game, from the point of view of ``player`` ("opponent" = any other
#: seat).  Each is a fact a scene may state when it is in ``record["highlights"]``.
GAME_HIGHLIGHTS: Dict[str, str] = {
    # result
    "player_won": "the player won the game (not the durak; Warfare: more points)",
    "player_lost": "the player lost the game (the durak; Warfare: fewer points)",
    "draw": "nobody lost",
    "comeback": f"the player won after holding {COMEBACK_CARDS} or more cards at once",
    "won_with_trump": "the player won and the last card the player played was a trump",
    "won_with_last_card": "the player won and played the very last card of the game",
    "opponent_many_left": "the player won and the loser held 4 or more cards at the end",
    "close_finish": "the loser held exactly 1 card at the end (Durak, Svoi Kozyri)",
    # Durak
    "player_attacked": "the player opened at least one bout",
    "player_transferred": "the player transferred (or showed a trump to transfer) at least once",
    "player_transferred_twice": "the player transferred two or more times",
    "player_never_transferred": "Perevodnoy, complete record, no transfer by the player",
    "opponent_transferred": "an opponent transferred at least once",
    "player_bounced": "the player transferred an attack an opponent had opened or transferred",
    "opponent_returned_transfer": "in one bout, an opponent transferred back the player's transfer",
    "player_returned_transfer": "in one bout, the player transferred back an opponent's transfer",
    "player_took": "the player took (Svoi Kozyri: picked up) at least once",
    "player_took_three": f"the player took {MANY_TAKES} or more times",
    "player_never_took": "the player never took (complete record)",
    "opponent_took": "an opponent took (picked up) at least once",
    "opponent_took_three": f"one opponent took {MANY_TAKES} or more times",
    "opponent_never_took": "no opponent ever took (complete record)",
    "opponent_rank_run": f"an opponent laid {RANK_RUN}+ cards of a rank in a bout (rank_run)",
    "player_rank_run": f"the player laid {RANK_RUN}+ cards of one rank in one bout",
    "opponent_held_back": "an opponent led fewer cards of a rank than held (held_back)",
    "player_trumped_low": f"the player trumped a non-trump card of rank {LOW_RANK} or lower",
    "player_early_trumps": "the player played 2+ trumps while the talon (stock) still had cards",
    "player_saved_trumps": "the player played trumps, none before the talon (stock) ran out",
    "opponent_late_trumps": "an opponent played 2+ trumps after the talon (stock) ran out",
    "player_threw_in": "the player threw in at least one card",
    "opponent_threw_in": "an opponent threw in at least one card",
    # Svoi Kozyri
    "opponent_own_ace": "an opponent beat a card with the ace of their own trumps",
    "player_own_ace": "the player beat a card with the ace of their own trumps",
    "big_pick_up": f"somebody picked up {BIG_PICK_UP} or more cards at once",
    "opponent_gift_beaten": "the player beat a card an opponent had just laid, without a trump",
    # Warfare
    "player_lost_small": f"the player lost {SMALL_LOSSES}+ battles with one-point cards",
    "player_picked_last": "the last pick of the game was the player's",
    "player_picked_court_last": "the last pick was the player's and a jack, queen, king or ace",
    "player_won_trump_battle": "the player won a battle with a trump",
    "opponent_won_trump_battle": "an opponent won a battle with a trump",
    "close_game": f"Warfare: the points differ by {CLOSE_POINTS} or less",
}

#: Highlights of a series, from the point of view of ``player``.
SERIES_HIGHLIGHTS: Dict[str, str] = {
    "player_won": "the player has strictly fewest tokens",
    "player_lost": "another seat has strictly fewest tokens",
    "draw": "the fewest tokens are shared",
    "player_won_last_game": "the player was not the durak of the last game (and it was not drawn)",
    "player_lost_last_game": "the player was the durak of the last game",
    "player_won_first_game": "the player was not the durak of the first game (not drawn)",
    "player_lost_first_game": "the player was the durak of the first game",
    "player_never_durak": "the player took no token",
    "player_durak_every_game": "the player was the durak of every game",
    "series_comeback": "the player lost the first game and won the series",
    "playoff": "play-off games were needed",
    "player_never_took": "the player never took in any game (all records complete)",
    "player_took_three": "the player took 3 or more times over the series",
}

ActionLike = Union[Action, str]


# ---------------------------------------------------------------------------------------------
# helpers


def _popcount(mask: int) -> int:
    return bin(mask).count("1")


def card_code(card: Optional[int]) -> Optional[str]:
    return None if card is None else str(CARDS[int(card)])


def _start_state(state: State, start: Union[None, State, Mapping[str, Any]]) -> Optional[State]:
    if isinstance(start, State):
        return start
    if start is not None:
        return State.from_dict(start)
    if state.seed is None:
        return None
    return new_game(state.variant, players=state.players, seed=state.seed, **state.options)


def _replay(
    state: State,
    start: Union[None, State, Mapping[str, Any]],
    actions: Optional[Iterable[ActionLike]],
) -> Optional[List[Tuple[State, Optional[Action], State]]]:
    """[(before, action, after)] from the deal to ``state``, with the deal itself first as
    ``(start, None, start)``; None when the game cannot be replayed exactly."""
    try:
        first = _start_state(state, start)
    except (ValueError, TypeError, KeyError):
        return None
    if first is None:
        return None
    moves = list(state.history if actions is None else actions)
    steps: List[Tuple[State, Optional[Action], State]] = [(first, None, first)]
    s = first
    try:
        for a in moves:
            nxt = s.apply(a)
            steps.append((s, a if isinstance(a, Action) else Action.parse(a), nxt))
            s = nxt
    except ValueError:
        return None
    if s != state:
        return None
    return steps


def _own_past(state: State) -> Tuple[Optional[Mapping[str, Any]], Optional[List[str]]]:
    """(start, actions) from ``state.past()`` when the state knows how its game began:
    dealt by ``new_game`` (start None: dealt again from the seed) or loaded from a
    position before any move (a stacked deal such as Marta's lesson).  A game loaded in
    the middle knows only the moves since then: (None, None), replayed from the seed (and
    found incomplete)."""
    past = state.past()  # every State declares it (the game records no online table's game)
    if past is None:
        return None, None
    origin = past.get("origin")
    moves = list(past.get("moves") or ())
    if origin is None:
        return None, moves
    if isinstance(origin, Mapping) and origin.get("actions", 0) == 0:
        return origin, moves
    return None, None


# ---------------------------------------------------------------------------------------------
# one game


class Tally:
    """Counters filled while walking a game's events (internal; the record is a dict)."""

    def __init__(self, n: int, recorder: "Recorder[Any]") -> None:
        self.recorder = recorder
        """The family's recorder: whose trump a card is, what is left to draw."""
        z = [0] * n
        self.attacks = list(z)
        self.throw_ins = list(z)
        self.beats = list(z)
        self.takes = list(z)
        self.cards_taken = list(z)
        self.transfers = list(z)
        self.trumps_spent = list(z)
        self.trumps_early = list(z)
        self.trumps_late = list(z)
        self.max_hand = list(z)
        self.laid_against = [list(z) for _ in range(n)]
        self.last_cards: List[Optional[int]] = [None] * n
        self.last_throw_ins: List[Optional[int]] = [None] * n
        self.gift: Optional[int] = (
            None  # the last card an opponent laid that the player beat plainly
        )
        self.transfer_ranks: List[List[int]] = [[] for _ in range(n)]
        self.trump_on_low: List[Optional[int]] = [None] * n
        self.own_ace = list(z)
        self.gifts_beaten = list(z)
        self.bouts = 0
        self.first: Optional[int] = None  # the seat that opened the first bout
        self.last_card: Optional[Tuple[int, int]] = None
        self.runs: List[Optional[Dict[str, Any]]] = [None] * n
        self.held_back: Optional[Dict[str, Any]] = None
        self.biggest_pick_up: Optional[Dict[str, Any]] = None
        self.bounced = False
        self.returned: Dict[str, bool] = {"player": False, "opponent": False}
        # Warfare
        self.battles_won = list(z)
        self.trump_battles = list(z)
        self.small_losses = list(z)
        self.picks: List[List[int]] = [[] for _ in range(n)]
        self.last_pick: Optional[Tuple[int, int]] = None
        # per bout
        self._bout_runs: Dict[Tuple[int, int], int] = {}
        self._bout_transfers: List[int] = []
        self._last_laid: Optional[Tuple[int, int]] = None  # (seat, card) laid on top (Svoi Kozyri)

    def hand_sizes(self, state: State) -> None:
        for p in range(len(self.max_hand)):
            k = self.recorder.hand_size(state, p)
            if k > self.max_hand[p]:
                self.max_hand[p] = k

    def played(self, state: State, seat: int, card: int, early: bool) -> None:
        """``seat`` put ``card`` on the table (any variant)."""
        self.last_cards[seat] = card
        self.last_card = (seat, card)
        if CARDS[card].suit == self.recorder.trump_of(state, seat):
            self.trumps_spent[seat] += 1
            if early:
                self.trumps_early[seat] += 1
            else:
                self.trumps_late[seat] += 1

    def new_bout(self) -> None:
        self.bouts += 1
        self._bout_runs = {}
        self._bout_transfers = []

    def run(self, seat: int, card: int) -> None:
        """``seat`` laid ``card`` as an attack or throw-in of the current bout."""
        key = (seat, CARDS[card].rank)
        k = self._bout_runs.get(key, 0) + 1
        self._bout_runs[key] = k
        best = self.runs[seat]
        if best is None or k > best["count"]:
            self.runs[seat] = {"player": seat, "rank": CARDS[card].rank, "count": k}


def seat_events(after: State) -> Iterator[Tuple[str, int, Event]]:
    """``(kind, seat, event)`` for each event of the move that led to ``after`` and names a
    seat (a tally counts what seats do)."""
    for e in after.events:
        if e.player is not None:
            yield e.kind, int(e.player), e


class _Highlights:
    """The highlights of a record in order: :meth:`add` keeps a name when its condition
    holds.  Every record's first is its outcome's: ``player_won``, ``player_lost`` or
    ``draw``."""

    def __init__(self, outcome: str) -> None:
        self.names: List[str] = []
        self.add("player_won", outcome == "win")
        self.add("player_lost", outcome == "loss")
        self.add("draw", outcome == "draw")

    def add(self, name: str, cond: Any) -> None:
        if cond:
            self.names.append(name)


def _highlights_game(rec: Dict[str, Any], t: Tally, player: int) -> List[str]:
    n = rec["players"]
    others = [q for q in range(n) if q != player]
    rc = t.recorder
    out = rec["outcome"]
    hl = _Highlights(out)
    add = hl.add
    add("comeback", out == "win" and t.max_hand[player] >= COMEBACK_CARDS)
    # a game won by emptying one's hand: its last cards and the loser's hand say something
    shed = rc.sheds_hands
    last_mine = t.last_cards[player]
    add(
        "won_with_trump",
        out == "win"
        and last_mine is not None
        and shed
        and CARDS[last_mine].suit == rec["trump_of"][player],
    )
    add(
        "won_with_last_card",
        out == "win" and shed and t.last_card is not None and t.last_card[0] == player,
    )
    loser = rec["durak"]
    finals = rec["final_hands"]
    add("opponent_many_left", out == "win" and loser is not None and shed and finals[loser] >= 4)
    add("close_finish", loser is not None and shed and finals[loser] == 1)
    rc.highlights(add, rec, t, player, others)
    return hl.names


Add = Callable[[str, Any], None]
"""``add(name, condition)``: keeps a highlight when its condition holds (:class:`_Highlights`)."""


def bout_highlights(
    add: Add, rec: Dict[str, Any], t: Tally, player: int, others: List[int], attacks: bool
) -> None:
    """The highlights of games of bouts (Durak and Svoi Kozyri): transfers, takes, runs,
    trumps, throw-ins; ``attacks``: the game has attackers (Durak), so opening a bout
    counts."""
    complete = rec["complete"]
    add("player_attacked", t.attacks[player] > 0 and attacks)
    add("player_transferred", t.transfers[player] > 0)
    add("player_transferred_twice", t.transfers[player] > 1)
    add(
        "player_never_transferred",
        complete and _transfers(rec["variant"]) and t.transfers[player] == 0,
    )
    add("opponent_transferred", any(t.transfers[q] for q in others))
    add("player_bounced", t.bounced)
    add("opponent_returned_transfer", t.returned["opponent"])
    add("player_returned_transfer", t.returned["player"])
    add("player_took", t.takes[player] > 0)
    add("player_took_three", t.takes[player] >= MANY_TAKES)
    add("player_never_took", complete and t.takes[player] == 0)
    add("opponent_took", any(t.takes[q] for q in others))
    add("opponent_took_three", any(t.takes[q] >= MANY_TAKES for q in others))
    add("opponent_never_took", complete and not any(t.takes[q] for q in others))
    add("opponent_rank_run", rec["rank_run"] is not None)
    mine = t.runs[player]
    add("player_rank_run", mine is not None and mine["count"] >= RANK_RUN)
    add("opponent_held_back", t.held_back is not None)
    add("player_trumped_low", t.trump_on_low[player] is not None)
    add("player_early_trumps", t.trumps_early[player] >= 2)
    add(
        "player_saved_trumps",
        t.trumps_spent[player] > 0 and t.trumps_early[player] == 0 and complete,
    )
    add("opponent_late_trumps", any(t.trumps_late[q] >= 2 for q in others))
    add("player_threw_in", t.throw_ins[player] > 0)
    add("opponent_threw_in", any(t.throw_ins[q] for q in others))


# ---------------------------------------------------------------------------------------------
# a recorder per rules family


S = TypeVar("S", bound=FieldState)
"""The state class a recorder reads (its family's: ``DurakState``, ``KozyriState``, ...)."""


class Recorder(Generic[S]):
    """How the record reads the games of one rules family (``VariantSpec.family``),
    registered with :func:`register_recorder` by the family's rules package as the bots are
    with ``engine.ai.register_family_bot``: the record asks the recorder of the variant's
    family instead of testing family names, so a new variant of a known family (a fifth
    Durak game) is counted like its family with nothing to add here, and a new family adds
    one subclass, typed by its state class (``Recorder[DurakState]``: mypy checks what it
    reads).  The built-in ones: ``engine.durak.record.DurakRecorder``,
    ``engine.kozyri.record.KozyriRecorder``, ``engine.warfare.record.BattleRecorder``.

    This base class is what a family with no recorder gets (``Family.OTHER``): hand sizes,
    the result and no family's steps or highlights."""

    sheds_hands = True
    """The game is won by getting rid of one's cards (Durak, Svoi Kozyri; not Warfare's
    points), so the highlights about the last card played and the cards left apply."""

    def step(self, t: Tally, before: S, after: S, player: int) -> None:
        """Counts the move from ``before`` to ``after`` (its events) into ``t``."""

    def hand_size(self, state: S, seat: int) -> int:
        """Cards in ``seat``'s hand."""
        return _popcount(state.hand_mask(seat))

    def trump_of(self, state: S, seat: int) -> Optional[int]:
        """The trump suit that counts for ``seat`` (None: no trumps)."""
        return None

    def reserve(self, state: S) -> int:
        """Cards still to draw (trumps played before it runs out are "early")."""
        return 0

    def trump_card(self, state: S) -> Optional[str]:
        """The turned trump card's code, None for a game without one."""
        return None

    def points(self, state: S) -> Optional[List[int]]:
        """Each seat's points, for a game scored in points (else None)."""
        return None

    def score_piles(self, state: S) -> Optional[List[int]]:
        """Cards on each seat's score pile, for a game that keeps one (else None)."""
        return None

    def battle_fields(self, t: Tally) -> Dict[str, Any]:
        """The record's Warfare fields (None unless the family plays battles)."""
        return {"battles_won": None, "small_losses": None, "picks": None}

    def highlights(
        self, add: Add, rec: Dict[str, Any], t: Tally, player: int, others: List[int]
    ) -> None:
        """Adds the family's own highlights (after those every game has)."""

    # a game seen through one seat's views (view_tally): each method reads its family's
    # view class (``DurakView``, ``KozyriView``, ``BattleView``)

    spent_kinds: Tuple[str, ...] = ()
    """The kinds of event that play a hand's cards onto the table (a trump among them is
    spent, as :meth:`Tally.played` counts it from the history)."""

    def count_view(self, rec: Dict[str, Any], e: Event, view: Any) -> None:
        """Counts the family's own figures of the event ``e`` of ``view`` into ``rec``
        (:func:`view_tally`): those :func:`game_record` counts in :meth:`step`."""

    def view_trump(self, view: Any, seat: int) -> Optional[int]:
        """The trump suit that counts for ``seat`` as ``view`` shows it (None: none)."""
        return None

    def view_bouts(self, view: Any, rec: Mapping[str, Any]) -> int:
        """The record's ``bouts`` by ``view`` and the figures ``rec`` counted so far
        (``rec["moves"]``: the moves seen), the moves themselves unless the family counts
        bouts (rounds, battles)."""
        return int(rec["moves"])


_DEFAULT: Recorder[Any] = Recorder()
_RECORDERS: Dict[Family, Recorder[Any]] = {}
RECORDERS: Mapping[Family, Recorder[Any]] = MappingProxyType(_RECORDERS)
"""Every registered recorder by family (read-only; :func:`register_recorder` adds one; the
built-in families' are there once their variants are loaded, as ``engine.VARIANTS`` does on
first use)."""


def register_recorder(family: Union[Family, str], recorder: Recorder[Any]) -> None:
    """Makes the record read the games of rules family ``family`` (a :class:`Family` or its
    word; another word raises ``ValueError``) with ``recorder``; registering a family again
    replaces its recorder."""
    if not isinstance(recorder, Recorder):
        raise TypeError("register_recorder takes an engine.record.Recorder")
    _RECORDERS[Family(family)] = recorder


def unregister_recorder(family: Union[Family, str]) -> None:
    """Forgets the recorder of ``family`` (its games are then read by :class:`Recorder`)."""
    _RECORDERS.pop(Family(family), None)


def game_record(
    state: State,
    player: int = 0,
    start: Union[None, State, Mapping[str, Any]] = None,
    actions: Optional[Sequence[ActionLike]] = None,
) -> Dict[str, Any]:
    """The record of the finished (or running) game ``state``, seen from seat ``player``.

    The game is replayed from its deal (``engine.new_game`` with the state's seed and
    options, or ``start``: a State or ``to_dict()`` of the first position) through
    ``actions`` (default ``state.history``), and the replay must arrive at ``state``.
    Without ``start`` and ``actions`` the state's own ``past()`` says where its game began
    (a stacked deal loaded before any move counts as the start).  When the game cannot be
    replayed (no seed and no start, or only the moves since a position loaded mid-game),
    the record is built from the final position alone with ``"complete": False``.

    Returns a dict of built-ins; see docs/contracts.md for every field.
    """
    n = state.players
    if not 0 <= player < n:
        raise ValueError(f"player {player} is not a seat of a {n}-player game")
    variant = state.variant
    rc = recorder_for(variant)
    if start is None and actions is None:
        start, actions = _own_past(state)
    steps = _replay(state, start, actions)
    complete = steps is not None
    t = Tally(n, rc)
    if steps is not None:
        for before, action, after in steps:
            t.hand_sizes(after)
            if action is not None:
                rc.step(t, before, after, player)
    else:
        t.hand_sizes(state)
    result = state.result
    final_hands = [rc.hand_size(state, p) for p in range(n)]
    trump_of = [rc.trump_of(state, p) for p in range(n)]
    points = rc.points(state)
    trump_card = rc.trump_card(state)
    last = t.last_card
    rec: Dict[str, Any] = {
        "kind": "game",
        "format": FORMAT,
        "variant": variant,
        "players": n,
        "player": player,
        "complete": complete,
        "outcome": "draw" if result is None else result.outcome_for(player),
        "over": result is not None,
        "durak": None if result is None else result.durak,
        "winner": None if result is None else result.winner,
        "draw": bool(result is not None and result.draw),
        "reason": None if result is None else str(result.reason),  # the word, not the enum
        "order": [] if result is None else [int(p) for p in result.order],
        "trump_card": trump_card,
        "trump_of": trump_of,
        "bouts": t.bouts,
        "first": t.first,
        "actions": len(steps) - 1 if steps is not None else len(state.history),
        "attacks": t.attacks,
        "throw_ins": t.throw_ins,
        "beats": t.beats,
        "takes": t.takes,
        "cards_taken": t.cards_taken,
        "transfers": t.transfers,
        "transfer_ranks": t.transfer_ranks,
        "trumps_spent": t.trumps_spent,
        "trumps_early": t.trumps_early,
        "trumps_late": t.trumps_late,
        "trump_on_low": t.trump_on_low,
        "max_hand": t.max_hand,
        "final_hands": final_hands,
        "laid_against": t.laid_against,
        "last_card": None if last is None else {"player": last[0], "card": card_code(last[1])},
        "last_cards": [card_code(c) for c in t.last_cards],
        "last_throw_ins": [card_code(c) for c in t.last_throw_ins],
        "gift_card": card_code(t.gift),
        "rank_run": _best_run([t.runs[q] for q in range(n) if q != player]),
        "rank_runs": t.runs,
        "held_back": t.held_back,
        "own_ace": t.own_ace,
        "biggest_pick_up": t.biggest_pick_up,
        "points": points,
        "score_piles": rc.score_piles(state),
        **rc.battle_fields(t),
        "last_pick": (
            None
            if t.last_pick is None
            else {"player": t.last_pick[0], "card": card_code(t.last_pick[1])}
        ),
    }
    rec["highlights"] = _highlights_game(rec, t, player)
    return rec


# ---------------------------------------------------------------------------------------------
# one game, seen through one seat's views

VIEW_COUNTS = ("attacks", "beats", "takes", "transfers", "trumps_spent")
"""The per-seat figures every :func:`view_tally` holds (a family adds its own)."""


def view_tally(rec: Optional[Mapping[str, Any]], view: View) -> Dict[str, Any]:
    """The figures of a game that a table sees only through one seat's views (an online
    table: the server plays the game, the table holds no history of it): ``rec`` (None: a
    new game) with the events of ``view`` (the move that led to it) counted in, as a new
    dict of the record's own fields: ``players``, ``bouts``, ``first``, ``moves`` and per
    seat ``attacks``, ``beats``, ``takes``, ``transfers``, ``trumps_spent``, and the
    family's (:meth:`Recorder.count_view`; Warfare's ``battles_won``, ``points``,
    ``score_piles``). Fed every view of a game from the first move on, it gives the figures
    :func:`game_record` counts from the history (tests/engine/test_record.py), so the end
    of a game shows the same figures online and offline."""
    n = view.players
    rc = recorder_for(view.variant)
    if not rec:
        out: Dict[str, Any] = {"players": n, "bouts": 0, "first": None, "moves": 0}
        for key in VIEW_COUNTS:
            out[key] = [0] * n
    else:
        out = {k: list(x) if isinstance(x, list) else x for k, x in rec.items()}
    out["moves"] += 1
    for e in view.events:
        rc.count_view(out, e, view)
        p = e.player
        if p is None or not 0 <= p < n or e.kind not in rc.spent_kinds:
            continue
        trump = rc.view_trump(view, p)
        if trump is not None:
            out["trumps_spent"][p] += sum(1 for c in e.cards if c.suit == trump)
    out["bouts"] = rc.view_bouts(view, out)
    return out


def _best_run(runs: Sequence[Optional[Dict[str, Any]]]) -> Optional[Dict[str, Any]]:
    """The longest run of one rank an opponent laid in one bout, if it reaches RANK_RUN."""
    best = None
    for r in runs:
        if (
            r is not None
            and r["count"] >= RANK_RUN
            and (best is None or r["count"] > best["count"])
        ):
            best = r
    return None if best is None else dict(best)


# ---------------------------------------------------------------------------------------------
# a series


def series_record(
    games: Sequence[Mapping[str, Any]],
    tokens: Sequence[int],
    playoff_games: int = 0,
    player: Optional[int] = None,
) -> Dict[str, Any]:
    """The record of a series: ``games`` are the :func:`game_record` of each game in
    order (the play-off games last), ``tokens`` the loser tokens per seat at the end,
    ``playoff_games`` how many of the games were play-offs after the set number.
    ``player`` defaults to the seat the game records were made for."""
    games = [dict(g) for g in games]
    if not games:
        raise ValueError("a series record needs at least one game")
    n = len(tokens)
    if any(g["players"] != n for g in games):
        raise ValueError("every game of a series has as many seats as there are tokens")
    if player is None:
        player = int(games[0]["player"])
    if not 0 <= playoff_games <= len(games):
        raise ValueError("more play-off games than games")
    toks = [int(x) for x in tokens]
    fewest = min(toks)
    leaders = [p for p in range(n) if toks[p] == fewest]
    outcome = tokens_outcome(toks, player)
    results = [g["outcome"] if g["player"] == player else _seat_outcome(g, player) for g in games]
    takes = sum(g["takes"][player] for g in games)
    complete = all(g["complete"] for g in games)
    hl = _Highlights(outcome)
    add = hl.add
    add("player_won_last_game", results[-1] == "win")
    add("player_lost_last_game", results[-1] == "loss")
    add("player_won_first_game", results[0] == "win")
    add("player_lost_first_game", results[0] == "loss")
    add("player_never_durak", toks[player] == 0)
    add("player_durak_every_game", all(r == "loss" for r in results))
    add("series_comeback", results[0] == "loss" and outcome == "win")
    add("playoff", playoff_games > 0)
    add("player_never_took", complete and takes == 0)
    add("player_took_three", takes >= MANY_TAKES)
    return {
        "kind": "series",
        "format": FORMAT,
        "variant": games[0]["variant"],
        "players": n,
        "player": player,
        "complete": complete,
        "outcome": outcome,
        "tokens": toks,
        "leaders": leaders,
        "winner": leaders[0] if len(leaders) == 1 else None,
        "playoff_games": int(playoff_games),
        "game_outcomes": results,
        "duraks": [g["durak"] for g in games],
        "takes": [sum(g["takes"][p] for g in games) for p in range(n)],
        "transfers": [sum(g["transfers"][p] for g in games) for p in range(n)],
        "laid_against": [
            [sum(g["laid_against"][a][b] for g in games) for b in range(n)] for a in range(n)
        ],
        "games": games,
        "highlights": hl.names,
    }


def _seat_outcome(g: Mapping[str, Any], seat: int) -> str:
    """A game record's outcome for another seat than its player's (an unfinished game
    counts as a draw, as in ``"outcome"``)."""
    if not g["over"]:
        return "draw"
    result = Result(tuple(g["order"]), g["durak"], bool(g["draw"]), winner=g["winner"])
    return result.outcome_for(seat)


# ---------------------------------------------------------------------------------------------
# reading a record


def has(rec: Optional[Mapping[str, Any]], name: str) -> bool:
    """True when ``rec`` (a game or series record, or None) holds the highlight ``name``.
    A series record also answers for its last game with the prefix ``"last:"``
    (``has(series, "last:won_with_trump")``)."""
    if not rec:
        return False
    if name.startswith("last:"):
        game = last_game(rec)
        return game is not None and name[5:] in game.get("highlights", ())
    known = SERIES_HIGHLIGHTS if rec.get("kind") == "series" else GAME_HIGHLIGHTS
    if name not in known:
        raise KeyError(f"unknown highlight {name!r}")
    return name in rec.get("highlights", ())


def last_game(rec: Optional[Mapping[str, Any]]) -> Optional[Mapping[str, Any]]:
    """The record of the last game (the record itself for a single game)."""
    if not rec:
        return None
    if rec.get("kind") == "series":
        games: List[Mapping[str, Any]] = list(rec.get("games") or [])
        return games[-1] if games else None
    return rec
