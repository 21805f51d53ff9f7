"""The endgame solver's values known without a search (:class:`KnownValues`): the bout
starts with the talon empty whose value for ``me`` follows from the hands alone, each with
its proof.  :class:`engine.ai.solver_moves.SearchRules` builds on it; the positions and the
moves are described in :mod:`engine.ai.solver_moves`.

Five kinds of bout start (talon empty) get their exact value without a search.  Such a
position is not even a node: :meth:`~engine.ai.solver_moves.SearchRules.end_bout` returns
its value (it has no moves searched, so it is never on the current line either).

* **The defender can beat at most one of the attacker's cards** (who holds two or more): the
  attacker wins (in Perevodnoy only when the attacker's cards that the defender cannot beat
  all differ in rank and the defender holds none of those ranks, or when the attacker holds
  exactly two cards and trumps cannot be shown).  The attacker attacks with one card the
  defender cannot beat a bout, plain cards before trumps, each group from its lowest rank up,
  and the card he can beat (if any) last.  The defender cannot beat it, so he takes it (in
  Perevodnoy he cannot transfer or show: he never holds a rank of these cards), the attacker
  gives nothing and stays attacker.  No taken card beats a later one (a later card is a
  higher card of the same suit, a trump after a plain card, or a higher trump), so this goes
  on until the attacker holds at most one card, the one the defender can beat, while the
  defender holds at least two: the attacker is out, or wins by the rule for one card below.
  With exactly two cards in Perevodnoy the ranks do not matter: after the first attack the
  attacker holds one card, fewer than a transfer would put on the table, so the defender
  can only take (no shows), and the attacker holds one card against at least three.

  In Perevodnoy the attacker also wins (:meth:`KnownValues.plays_out`) when the defender beats
  none of his cards and he can attack with
  all his cards of one rank a bout: no rank has more cards than the bout limit allows now
  (the defender's hand, and so the limit, only grows), at most one of his ranks is held by
  the defender and it comes last, and the ranks have an order in which no card beats a card
  of a later rank.  Each bout the defender cannot beat any card on the table (his own cards
  beat none of the attacker's, and a taken card none of a later rank), cannot transfer or
  show (he holds no card of the rank: his own cards are of other ranks, the taken ones of
  ranks the attacker has played out; in the last bout the attacker has no card left, and a
  transfer or show needs him to hold as many cards as the table would then have), so he
  takes; the attacker, with nothing of that rank to add, stays attacker until he is out.
  The same holds when the defender can beat one card of the attacker, no other card of the
  attacker has its rank, and trumps cannot be shown: the attacker plays out the other cards
  so, rank by rank (these conditions on them alone), and that card last, alone.  The bouts
  go as above (the defender never holds that card, and when the rank he holds comes, the
  attacker holds only that card besides, fewer than a transfer would need), and then he
  holds one card against at least two: he wins by the rule for one card below.
* **All the attacker's cards are of one rank, and the defender holds more cards** (and the
  bout's limit is at least the attacker's cards; in Perevodnoy only with two such cards and
  no shows): the attacker wins.  He attacks with one, and throws in the next whenever the
  defender has beaten the last or takes (its rank is on the table, and the limit leaves
  room), so he is out in this bout, while the defender, who beat at most as many cards as
  were played, still holds one.
  In Perevodnoy the first card cannot be transferred (the attacker then holds one card,
  fewer than the two a transfer would put on the table), and the second comes onto a table
  with a beaten card or onto a taker, where nothing can be transferred.
* **The defender has one card left, and the attacker a card it cannot beat, of another
  rank**: attacked with it, the defender can only take (no beat; no transfer or show: he
  holds no card of its rank), and the attacker gives nothing and attacks again.  If one of
  these rules makes that next position a win for the attacker, this one is a win too.  (It
  decides more only in Perevodnoy, where the rules above look at ranks.)
* **The attacker has one card left**: he attacks with it and is out.  The defender cannot pass
  it on (a transfer or a show needs the attacker to hold at least as many cards as go on the
  table), so he is out in the same bout only by beating it with his last card: a draw if he
  holds exactly one card and it beats the attack, a win for the attacker otherwise.
* **The defender has one card left and it beats every card of the attacker** (who holds two
  or more): the defender wins.  The bout's limit is one card, so the attack is one card; the
  defender beats it with his last card, which ends the bout (the limit is reached) with him
  out and the attacker not.  (In Perevodnoy he may have other moves too, but this one wins.)
"""

from typing import Optional, Tuple

from ..cards import SUIT_MASK, popcount
from ..durak import RANK_OF_CARD
from .solver_masks import _BELOW, _RANK_MASKS, RANK_LOWS


class KnownValues:
    """The exact values of bout starts known without a search, for one solve's ``me``,
    trump and rules (the slots :class:`~engine.ai.solver_moves.SearchRules` sets)."""

    __slots__ = ("me", "trump", "transfer", "show", "beaten", "plain")
    me: int
    trump: int
    transfer: bool
    show: bool
    beaten: Tuple[int, ...]
    plain: Tuple[int, ...]

    def plays_out(self, hand: int, opp: int, most: int) -> bool:
        """Perevodnoy, talon empty, the defender (``opp``) beats none of the cards ``hand``
        (the attacker's, or all of them but one, see the module docstring): whether the attacker
        can attack with all these cards of one rank a bout: at most ``most`` cards a rank, at
        most one rank that the defender holds (played last), and an order of the ranks in
        which no card beats a card of a later rank."""
        groups = []
        last = 0
        r = 0
        h = hand
        while h:
            nib = h & 15
            if nib:
                if nib & (nib - 1) and popcount(nib) > most:
                    return False
                g = nib << 4 * r
                if opp & _RANK_MASKS[r]:
                    if last:
                        return False
                    last = g
                else:
                    groups.append(g)
            h >>= 4
            r += 1
        beaten = self.beaten
        rest = hand
        while groups:
            for g in groups:
                others = rest ^ g
                b = 0
                x = g
                while x:
                    low = x & -x
                    x ^= low
                    b |= beaten[low.bit_length() - 1]
                if not b & others:  # g can go next: none of its cards beats a later card
                    groups.remove(g)
                    rest = others
                    break
            else:
                return False
        return True

    def quick(self, hand: int, opp: int, att: int, unbeatable: int, most: int) -> Optional[int]:
        """The exact value for ``me`` of a bout start with the talon empty where one of the
        rules of the module notes gives it (``hand``: the attacker's, ``att``: who he is,
        ``unbeatable``: his cards the defender cannot beat, ``most``: the bout's limit), or
        None."""
        win = 1 if att == self.me else -1
        if not hand & (hand - 1):  # one card left
            return 0 if not unbeatable and not opp & (opp - 1) else win
        beatable = hand & ~unbeatable
        if not beatable & (beatable - 1):  # he beats at most one of the attacker's cards
            if not self.transfer:
                return win
            if unbeatable and popcount(hand) == 2 and not self.show:
                return win  # he holds one card after attacking: no transfer onto it
            r4 = unbeatable | unbeatable >> 1
            r4 = (r4 | r4 >> 2) & RANK_LOWS
            if popcount(r4) == popcount(unbeatable) and not opp & r4 * 15:
                return win
            if not beatable:
                if self.plays_out(hand, opp, most):
                    return win
            elif (
                not self.show
                and not unbeatable & RANK_OF_CARD[beatable.bit_length() - 1]
                and self.plays_out(unbeatable, opp, most)
            ):
                return win  # the same, with the card he can beat played alone last
        elif not unbeatable and not opp & (opp - 1):  # the defender's last card beats all
            return -win
        low = hand & -hand
        if not hand & ~RANK_OF_CARD[low.bit_length() - 1]:  # all his cards of one rank
            nh = popcount(hand)
            if nh < popcount(opp) and nh <= most:
                if not self.transfer or (nh == 2 and not self.show):
                    return win
        if not opp & (opp - 1):
            # the defender holds one card: an attack it cannot beat, of another rank, he must
            # take; a win for the attacker after that (he gives nothing) is a win now
            x = unbeatable
            if self.transfer:
                x &= ~RANK_OF_CARD[opp.bit_length() - 1]
            while x:
                a = x & -x
                x ^= a
                nhand = hand ^ a
                nopp = opp | a
                if self.quick(nhand, nopp, att, self.unbeatable(nhand, nopp), 2) == win:
                    return win
        return None

    def unbeatable(self, hand: int, opp: int) -> int:
        """The cards of ``hand`` that no card of ``opp`` beats."""
        trumps = SUIT_MASK[self.trump]
        top = opp & trumps
        if top:  # he beats every plain card, and the trumps below his best one
            return hand & trumps & ~_BELOW[top.bit_length() - 1]
        for suit in self.plain:
            top = opp & suit
            if top:
                hand &= ~_BELOW[top.bit_length() - 1]
        return hand
