"""The endgame solver's model of the two-player Durak endgame: positions and their moves.

Engine states are general (any number of seats, a talon, events, history), so building one per
node costs far more than the search itself needs.  Here a position is a flat tuple of ints::

    (hand0, hand1, attacker, phase, table, unbeaten, attacks, limit, shown, cap, tal)

with hands and the table as bitmasks (``table``: every card on it; ``unbeaten``: the attack
cards not yet beaten, only while the defender is to move; ``attacks``: how many attack cards
lie there, for the bout's limit) and the rules of :mod:`engine.durak` for two seats and an
empty talon, or only the turned trump left in it (``tal`` is then its bit: every card is still
known, and who draws it follows from the hand sizes): the same legal moves, bout ends, draws,
transfers and shows.  :func:`engine.ai.solver.brute_force` (plain minimax over real engine
states) checks it.

Which card beat which is left out on purpose: nothing later depends on it (throw-ins go by the
ranks on the table, a pick-up or a discard takes every table card, a transfer needs a table
with nothing beaten, the limit counts attack cards), so tables that differ only in the pairing
are one position, and a flat tuple of ints hashes far faster than nested tuples.  (The
repetition rule below does not notice: a repeated position scoring 0 gives the value of the game
in which endless play is a draw, a value of the position's future alone, so positions with the
same future may be treated as one.)

**Dead ranks are left out.**  Only the order of the live cards (both hands, the table, the
talon card) within a suit and which of them share a rank matter to the rules, so a rank with
no live card is removed from every mask (the ranks above move down one; :func:`position`
does it for the root, a discard for the ranks it empties).  Positions that differ only in
dead ranks then meet in the table.  (The repetition rule does not notice either: the map is
one to one on the positions below a given one, whose live cards are a subset of its own.)

**Twin cards.**  Call two cards of one hand twins when they are of one suit, no live card of
that suit lies between them, and each is the only live card of its rank.  Swapping them
throughout is a symmetry of the game from here on: it keeps which card beats which (the same
suit, nothing between) and which cards share a rank (none do), and every later position's
live cards are a subset of today's.  So playing one twin or the other (an attack, a beater)
leads to positions with the same value, and only the lowest of a run of twins is played.
(With repetitions scoring 0 the search still gives the value of the game in which endless
play is a draw: the argument below needs, at each position, a move of each player's good
strategy among the moves searched, and the twin of a left-out move is as good, the symmetry
keeping values and how far a forced win is.)

Three move sets are narrowed where that provably cannot change the value:

* **Defence order.**  The defender beats the unbeaten cards in one order fixed by the position
  (next the card he has the fewest beaters for, the lowest of those; a card he cannot beat
  at all comes first, so a hopeless defence is seen at once).  Every complete defence is
  still reachable, each by one order instead of all of them.  When several cards lie unbeaten
  and nothing is beaten yet (an attack of several cards, or a transfer), each complete
  defence is one move, a set of beaters (:func:`_defences`): which beater went on which card
  and in what order is forgotten (above), so the defences with one set of beaters lead to one
  position, searched once.  A defence that gets stuck, or that takes after beating some of
  these cards, ends in the same pick-up as taking at once (his beaters come back to him),
  with more ranks on the table for the attacker to throw in onto the taker, which the
  attacker may leave unused: never better for the defender than taking at once, a move of
  its own.  **Taking after a beat** is not covered by that argument once the attacker has
  moved in between: after a throw-in the defender may always take (until `coach` found the
  position below, the solver left that out and called some lost positions won).  Taking then
  can beat both of his other plans: it takes the thrown-in card away from the attacker,
  and that card may have been the attacker's defence later (36 cards, trump hearts,
  attacker 7♣ K♣ 8♠ A♠ against 6♣ K♥ A♣ A♦: after 7♣, K♥ and the throw-in K♣, taking
  wins for the defender, while taking the 7♣ at once or beating the K♣ with the A♣ loses).
* **Podkidnoy attacks are single cards.**  Opening with several cards of a rank is never
  better than opening with one of them and throwing the others in once it is beaten (or onto
  the taker): the attacker can play that line card by card, the defender then chooses each
  beater knowing less, and the defender's one extra option (taking after beating some) ends in
  the same pick-up as taking at once with more ranks open for throw-ins.  In Perevodnoy the
  same holds for a rank the defender does not hold: he cannot transfer or show onto it, so
  such a bout goes as in Podkidnoy.  (A single card of a rank he holds can be transferred
  where a pair could not, so every attack with such a rank stays.)
* **Throw-ins onto a taking defender** are one choice of a set of cards (the defender answers
  none of them), not a sequence: the orders of one set all lead to the same position.

Two things save nodes without changing any move set. A throw-in that leaves the defender one
move only (he cannot beat it: he takes, as nothing can be transferred onto a table with a
beaten card) has as child the position after that move, not a node of its own (a node with one
move has its child's value). And before the defender's first move of a bout (talon empty), when
taking would end the bout at once, the table is probed for that next bout start: a stored bound
that cuts off is returned as the child would return it (taking is one of his moves, so a bound
of it is a bound of his best move in the direction that cuts; on the current line the child
would score 0 instead, so there the probe is skipped).

The values of bout starts known without a search (the proofs) are :mod:`.solver_known`'s, the
bit tables and the defence sets over card masks :mod:`.solver_masks`'.
"""

from typing import Dict, Iterator, List, Optional, Tuple, Union

from ..cards import BEATERS, SUIT_MASK, popcount
from ..cards import bits as indices_of
from ..durak import HAND_SIZE, MAX_ATTACK, RANK_OF_CARD, show_fits, transfer_fits
from .solver_known import KnownValues
from .solver_masks import (
    _BEATEN,
    _BELOW,
    _LOW2,
    _LOW3,
    _ODD,
    _SUBSETS,
    _TWO,
    RANK_LOWS,
    _defences,
    _fewest_beaters,
    _twins,
)

ATTACK, DEFEND, ADD, TAKING = 0, 1, 2, 3
PHASE_CODES = {"attack": ATTACK, "defend": DEFEND, "add": ADD, "taking": TAKING}
MAX_DEPTH = 150
"""Longest line searched (in positions searched: a defender's only reply to a throw-in is not
one); deeper (only seen in Perevodnoy, where cards can go round) the solver gives up as on a
timeout rather than return a value it has not proved."""

NO_REP = 1 << 30
KIDS_CACHE = 100_000
"""Most positions whose move lists are kept (in their best-first order) during one solve."""

Pos = Tuple[int, int, int, int, int, int, int, int, int, int, int]
Child = Union[int, Pos]


class SolverTimeout(Exception):
    """Raised inside the search when the deadline passes (or the line gets too long)."""


class SearchRules(KnownValues):
    """One solve's rules: the player whose value is computed, the rules that matter, the
    table; and the moves of a position (:meth:`children`) and the bout's end, on
    :class:`~engine.ai.solver_known.KnownValues`' exact values found without a search.
    :class:`engine.ai.solver_fast.Search` adds the search."""

    # (me, trump, transfer, show, plain and beaten are KnownValues' slots)
    __slots__ = (
        "beat",
        "tt",
        "deadline",
        "nodes",
        "path",
        "minrep",
        "tsuit",
        "probe",
        "node_limit",
    )

    def __init__(
        self, me: int, trump: int, transfer: bool, show: bool, deadline: Optional[float]
    ) -> None:
        self.me = me
        self.trump = trump
        self.transfer = transfer
        self.show = show
        self.beat = BEATERS[trump]
        self.plain = tuple(SUIT_MASK[x] for x in range(4) if x != trump)
        self.beaten = _BEATEN[trump]
        self.tsuit = SUIT_MASK[trump]
        self.tt: Dict[Union[int, Pos], List] = {}
        self.deadline = deadline
        self.nodes = 0
        # Perevodnoy only: position -> depth on the current line, and the shallowest depth a
        # repetition below the current node went back to
        self.path: Optional[Dict[Union[int, Pos], int]] = {} if transfer else None
        self.minrep = NO_REP
        self.probe = True  # the table probe of taking (module notes); off only in tests
        # most nodes a search may visit before it gives up as on a timeout (checked with the
        # deadline; None: no limit): a node count, unlike a clock, gives the same result on
        # every machine (the rollouts' exact leaves, durak_search)
        self.node_limit: Optional[int] = None

    # --- rules ------------------------------------------------------------------------------
    def end_bout(self, h0: int, h1: int, att: int, tbits: int, taken: bool, tal: int) -> Child:
        """The bout ends (the defender takes, or the table is discarded): the last talon card
        (``tal``, the turned trump, if still there) goes to the attacker, else the defender,
        if below six cards; then the game's result for ``me`` if a hand is empty and the
        talon is, otherwise the next bout's opening position."""
        if taken:
            if att:
                h0 |= tbits
            else:
                h1 |= tbits
        if tal:
            if att:
                if popcount(h1) < HAND_SIZE:
                    h1 |= tal
                    tal = 0
                elif popcount(h0) < HAND_SIZE:
                    h0 |= tal
                    tal = 0
            elif popcount(h0) < HAND_SIZE:
                h0 |= tal
                tal = 0
            elif popcount(h1) < HAND_SIZE:
                h1 |= tal
                tal = 0
        if not taken:
            # a discard: the table's ranks with no live card left go (module notes)
            r4 = tbits | tbits >> 1
            r4 = (r4 | r4 >> 2) & RANK_LOWS
            live = h0 | h1 | tal
            lr = live | live >> 1
            dead = r4 & ~((lr | lr >> 2) & RANK_LOWS)
            while dead:
                top = dead.bit_length() - 1
                dead ^= 1 << top
                keep = (1 << top) - 1
                h0 = h0 & keep | h0 >> 4 & ~keep
                h1 = h1 & keep | h1 >> 4 & ~keep
                tal = tal & keep | tal >> 4 & ~keep
        if not tal and (not h0 or not h1):
            if not h0 and not h1:
                return 0  # both out in the same bout: a draw
            return -1 if (h0 if self.me == 0 else h1) else 1
        natt = att if taken else 1 - att
        lim = popcount(h0 if natt else h1)
        if lim > MAX_ATTACK:
            lim = MAX_ATTACK
        if not tal:
            # a quick exact value is the child itself (no node, no table entry; such a
            # position has no moves searched, so it is never on the line either)
            if natt:
                hand, opp = h1, h0
            else:
                hand, opp = h0, h1
            if not hand & (hand - 1):  # one card left (as in quick, inline: it is common)
                if not opp & (opp - 1) and opp & self.beat[hand.bit_length() - 1]:
                    return 0
                return 1 if natt == self.me else -1
            top = opp & self.tsuit
            if top:  # his cards that the defender cannot beat (as in unbeatable)
                unb = hand & self.tsuit & ~_BELOW[top.bit_length() - 1]
            else:
                unb = hand
                for suit in self.plain:
                    top = opp & suit
                    if top:
                        unb &= ~_BELOW[top.bit_length() - 1]
            x = hand & ~unb
            # no rule can hold with two or more beatable cards, a defender with two or more,
            # and more than one rank in the attacker's hand
            if (
                not x & (x - 1)
                or not opp & (opp - 1)
                or not hand & ~RANK_OF_CARD[(hand & -hand).bit_length() - 1]
            ):
                q = self.quick(hand, opp, natt, unb, lim)
                if q is not None:
                    return q
        return (h0, h1, natt, ATTACK, 0, 0, 0, lim, 0, MAX_ATTACK, tal)

    def children(self, s: Pos, quick: bool = True) -> List[Child]:
        """Positions after each move of the player to move, in search order (likely best
        first); ints are finished games (their value for ``me``).  ``quick``: try the exact
        values of :meth:`quick` first (False where :meth:`end_bout` made ``s`` and has tried
        them already)."""
        h0, h1, att, ph, tb, ub, n, lim, shown, cap, tal = s
        trump = self.trump
        out: List[Child] = []
        if ph == ATTACK:
            hand = h1 if att else h0
            opp = h0 if att else h1
            # cards the defender cannot beat at all, and trumps
            trumps = SUIT_MASK[trump]
            top = opp & trumps
            if top:  # he beats every plain card, and the trumps below his best one
                unbeatable = hand & trumps & ~_BELOW[top.bit_length() - 1]
            else:
                unbeatable = hand
                for suit in self.plain:
                    top = opp & suit
                    if top:
                        unbeatable &= ~_BELOW[top.bit_length() - 1]
            if quick and not tal:  # quick exact values (see the module notes)
                q = self.quick(hand, opp, att, unbeatable, lim if lim < cap else cap)
                if q is not None:
                    return [q]
            live = hand & ~_twins(hand, h0 | h1 | tal)
            if self.transfer:
                y = opp | opp >> 1
                held = (y | y >> 2) & RANK_LOWS  # the ranks the defender holds
            else:
                held = 0
            if self.transfer and lim > 1:
                # ranks of which he holds two cards or more (and the defender one or more):
                # the only ones with attacks of several cards
                x = live & (live >> 1 & _LOW3 | live >> 2 & _LOW2 | live >> 3 & RANK_LOWS)
                x = (x | x >> 1 | x >> 2) & RANK_LOWS
                multi = x & held
            else:
                multi = 0
            # attacks are tried by (empties the hand, fewest trumps, a rank of which he holds
            # the fewest cards; in Perevodnoy then a rank the defender does not hold, most
            # cards the defender cannot beat; then the lowest rank, most cards)
            if not multi:
                # Podkidnoy, or Perevodnoy without attacks of several cards: one card at a
                # time (see the module notes), in that order from masks, without scoring and
                # sorting
                c = (hand & _ODD) + (hand >> 1 & _ODD)
                c = (c & _TWO) + (c >> 2 & _TWO)  # his cards per rank, counted in its bits
                b0 = c & RANK_LOWS
                b1 = c >> 1 & RANK_LOWS
                b2 = c >> 2 & RANK_LOWS
                # his ranks with one, two, three and four cards
                counts = ((b0 & ~b1) * 15, (b1 & ~b0) * 15, (b0 & b1) * 15, b2 * 15)
                splits: Tuple[int, ...]
                if held:
                    held *= 15
                    splits = (
                        unbeatable & ~held,
                        ~unbeatable & ~held,
                        unbeatable & held,
                        ~unbeatable & held,
                    )
                else:
                    splits = (-1,)
                for tm in (live & ~trumps, live & trumps):
                    if not tm:
                        continue
                    for cm in counts:
                        g = tm & cm
                        if not g:
                            continue
                        for sm in splits:
                            grp = g & sm
                            while grp:
                                m = grp & -grp
                                grp ^= m
                                if att:
                                    out.append(
                                        (h0, h1 ^ m, att, DEFEND, m, m, 1, lim, shown, cap, tal)
                                    )
                                else:
                                    out.append(
                                        (h0 ^ m, h1, att, DEFEND, m, m, 1, lim, shown, cap, tal)
                                    )
                return out
            # Perevodnoy: every set of one rank up to the limit (at most four cards)
            k = lim if lim < 4 else 4
            nh = popcount(hand)
            scored = []
            r = 0
            h = live
            while h:
                nib = h & 0xF
                if nib:
                    # a rank the defender does not hold: single cards only, as in Podkidnoy
                    hr = held >> 4 * r & 1
                    kr = k if hr else 1
                    base = popcount(nib) << 11 | hr << 10 | r << 3
                    for m, cnt in _SUBSETS[r][nib]:
                        if cnt > kr:
                            break
                        key = (
                            (cnt < nh) << 17
                            | popcount(m & trumps) << 14
                            | base
                            | (7 - popcount(m & unbeatable)) << 7
                            | (7 - cnt)
                        )
                        scored.append((key << 52 | m, cnt))
                h >>= 4
                r += 1
            scored.sort()
            mask52 = (1 << 52) - 1
            for key, cnt in scored:
                m = key & mask52
                if att:
                    out.append((h0, h1 ^ m, att, DEFEND, m, m, cnt, lim, shown, cap, tal))
                else:
                    out.append((h0 ^ m, h1, att, DEFEND, m, m, cnt, lim, shown, cap, tal))
            return out
        return list(self.inner(s))

    def inner(self, s: Pos) -> Iterator[Child]:
        """The moves of a position inside a bout, as :meth:`children`, one at a time (most
        cut off at the first, so the rest are never built)."""
        h0, h1, att, ph, tb, ub, n, lim, shown, cap, tal = s
        trump = self.trump
        beat = self.beat
        if ph == DEFEND:
            d = 1 - att
            hand = h1 if d else h0
            ahand = h1 if att else h0
            # the next card to beat: the one with the fewest beaters (lowest)
            low, c, m = _fewest_beaters(hand, ub, beat)
            fresh = tb == ub  # nothing beaten yet
            throws = n < lim and ahand
            if fresh and low != ub:
                # several cards and nothing beaten yet: each complete defence is one move, a
                # set of beaters (module notes); then take, then transfers
                sets: Dict[int, None] = {}
                if m:
                    _defences(hand, ub, beat, SUIT_MASK[trump], h0 | h1 | tb | tal, 0, sets)
                for bits in sets:
                    nhand = hand ^ bits
                    nh0, nh1 = (h0, nhand) if d else (nhand, h1)
                    ntb = tb | bits
                    if throws and nhand:
                        r4 = ntb | ntb >> 1
                        if ahand & ((r4 | r4 >> 2) & RANK_LOWS) * 15:
                            yield (nh0, nh1, att, ADD, ntb, 0, n, lim, shown, cap, tal)
                            continue
                    yield self.end_bout(nh0, nh1, att, ntb, False, tal)
                m = 0
            nub = ub ^ low
            if m & (m - 1):
                m &= ~_twins(m, h0 | h1 | tb | tal)
            # cheapest beaters first: plain cards (same suit) before trumps, each of a rank the
            # attacker does not hold (he cannot throw in on it) before one he holds
            tm = m & SUIT_MASK[trump]
            if not m & (m - 1):  # one beater, or none
                grps: Tuple[int, ...] = (m,)
            else:
                ar = ahand | ahand >> 1
                ar = ((ar | ar >> 2) & RANK_LOWS) * 15
                grps = ((m ^ tm) & ~ar, (m ^ tm) & ar, tm & ~ar, tm & ar)
            # when the attacker has nothing to add (no room, no card of a table rank), his only
            # move is to pass (or give nothing to the taker): that bout end is the child
            for grp in grps:
                while grp:
                    bit = grp & -grp
                    grp ^= bit
                    nhand = hand ^ bit
                    nh0, nh1 = (h0, nhand) if d else (nhand, h1)
                    if nub:
                        yield (nh0, nh1, att, DEFEND, tb | bit, nub, n, lim, shown, cap, tal)
                        continue
                    if throws and nhand:
                        ntb = tb | bit
                        r4 = ntb | ntb >> 1
                        if ahand & ((r4 | r4 >> 2) & RANK_LOWS) * 15:
                            yield (nh0, nh1, att, ADD, ntb, 0, n, lim, shown, cap, tal)
                            continue
                    yield self.end_bout(nh0, nh1, att, tb | bit, False, tal)
            # taking is always a move: after a throw-in, taking can be better for the
            # defender than beating it and than having taken at the bout's start (he takes
            # back the cards the attacker threw in; module notes, "taking after a beat")
            if throws:
                r4 = tb | tb >> 1
                if ahand & ((r4 | r4 >> 2) & RANK_LOWS) * 15:
                    yield (h0, h1, att, TAKING, tb, 0, n, lim, shown, cap, tal)
                else:
                    yield self.end_bout(h0, h1, att, tb, True, tal)
            else:
                yield self.end_bout(h0, h1, att, tb, True, tal)
            if fresh and self.transfer:
                acount = popcount(ahand)
                same = RANK_OF_CARD[c]
                nl = acount if acount < cap else cap
                if transfer_fits(n, cap, acount):
                    for t in indices_of(hand & same):
                        bit = 1 << t
                        nhand = hand ^ bit
                        nh0, nh1 = (h0, nhand) if d else (nhand, h1)
                        yield (
                            (nh0, nh1, d, DEFEND, tb | bit, ub | bit, n + 1, nl, shown, cap, tal)
                        )
                if self.show and show_fits(n, acount):
                    t = same & SUIT_MASK[trump] & hand & ~shown
                    if t:
                        yield (h0, h1, d, DEFEND, tb, ub, n, nl, shown | t, cap, tal)
            return
        hand = h1 if att else h0
        dhand = h0 if att else h1
        room = lim - n
        if room > 0:
            r4 = tb | tb >> 1
            r4 = (r4 | r4 >> 2) & RANK_LOWS  # one bit per rank on the table
            cand = hand & r4 * 15
        else:
            cand = 0
        if ph == ADD:
            # throw-ins the defender cannot beat first, then the others, then pass.  Where the
            # defender then has one move only, the child is what that move leads to (no node):
            # he cannot beat the card, so he takes (no transfer onto a table with a beaten
            # card).  With a beater he may beat or take: a node of its own
            cs = indices_of(cand)
            n1 = n + 1
            for c in cs:
                if dhand & beat[c]:
                    continue
                bit = 1 << c
                nhand = hand ^ bit
                nh0, nh1 = (h0, nhand) if att else (nhand, h1)
                ntb = tb | bit
                if n1 < lim and nhand:
                    r4 = ntb | ntb >> 1
                    if nhand & ((r4 | r4 >> 2) & RANK_LOWS) * 15:
                        yield (nh0, nh1, att, TAKING, ntb, 0, n1, lim, shown, cap, tal)
                        continue
                yield self.end_bout(nh0, nh1, att, ntb, True, tal)
            for c in cs:
                if not dhand & beat[c]:
                    continue
                bit = 1 << c
                nhand = hand ^ bit
                nh0, nh1 = (h0, nhand) if att else (nhand, h1)
                yield (nh0, nh1, att, DEFEND, tb | bit, bit, n1, lim, shown, cap, tal)
            yield self.end_bout(h0, h1, att, tb, False, tal)
            return
        # TAKING: the attacker gives the taking defender any set of table-rank cards that fits
        subs = []
        sub = cand
        while True:
            cnt = popcount(sub)
            if cnt <= room:
                subs.append((-cnt, sub))
            if not sub:
                break
            sub = (sub - 1) & cand
        subs.sort()
        for _n, sub in subs:
            nhand = hand ^ sub
            nh0, nh1 = (h0, nhand) if att else (nhand, h1)
            yield self.end_bout(nh0, nh1, att, tb | sub, True, tal)
        return
