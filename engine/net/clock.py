"""The tables' time: a seat whose person went away (a bot sits in after ``away_timeout``),
the turn clock (strikes, a bot's move for a person out of time, the loss), tables left
with nobody, and the bots' moves (the cheap ones on the loop, the search ones in
:class:`.bots.BotPool`, released after a delay that does not depend on the position).

Part of :class:`engine.net.service.Server` (a mixin over :class:`.parts.Parts`).
"""

import asyncio
import logging
import time
from typing import Optional

from ..ai import fallback_move
from ..ai.levels import SEARCH_LEVELS
from ..base import Action, Termination
from .bots import bot_choose
from .parts import Parts
from .tables import Seat, Table, loss

__all__ = ["Clock"]

log = logging.getLogger("kozyr.server")


class Clock(Parts):
    """Absence, the turn clock and the bots (see the module)."""

    def _stop_timers(self, t: Table) -> None:
        self._stop_clock(t)
        if t.abandon_handle is not None:
            t.abandon_handle.cancel()
            t.abandon_handle = None
        for s in t.seats:
            if s.away_handle is not None:
                s.away_handle.cancel()
                s.away_handle = None
        self.bots.cancel(t.code)

    def _went_away(self, table: Table, seat: Seat) -> None:
        if self.closing or not seat.human or table.status == "over":
            return
        if seat.away_handle is not None:
            seat.away_handle.cancel()
            seat.away_handle = None
        if table.status == "waiting":
            if not table.people_here():  # nobody there any more: the table is dropped
                seat.away_handle = asyncio.get_event_loop().call_later(
                    self.limits.away_timeout, self._abandon_waiting, table
                )
            return
        if not seat.taken_over:
            self._away_timer(table, seat)
        self._schedule(table)

    def _away_timer(self, table: Table, seat: Seat) -> None:
        seat.away_handle = asyncio.get_event_loop().call_later(
            self.limits.away_timeout, self._take_over, table, seat
        )

    def _abandon_waiting(self, table: Table) -> None:
        """A table still waiting for players whose seated people have all gone away is
        removed (so tables made and left behind do not pile up)."""
        if table.status == "waiting" and not table.people_here():
            self._remove_table(table.code)

    def _take_over(self, table: Table, seat: Seat) -> None:
        seat.away_handle = None
        if (
            seat.conn is not None
            or table.status != "playing"
            or self.tables.get(table.code) is not table
        ):
            return
        seat.bot = "normal"
        seat.taken_over = True
        self._persist(table)
        self._schedule(table)
        self._broadcast_seats(table)

    def _schedule(self, t: Table) -> None:
        """After any change at a table: who moves next, and when.  A bot's seat gets a bot
        move (after ``bot_delay``); a person's seat gets the turn clock, which keeps running
        while that person is away (else ``leave`` before the deadline and ``resume`` after
        it would dodge it).  With nobody at the table the bots pause (no bot plays for
        nobody) and the game is ended after ``abandon_timeout``."""
        if t.status != "playing" or self.closing:
            self._stop_clock(t)
            return
        p = t.state.current_player
        seat = t.seats[p] if p is not None else None
        if not t.people_here():
            if t.abandon_handle is None:
                t.abandon_handle = asyncio.get_event_loop().call_later(
                    self.limits.abandon_timeout, self._abandon, t
                )
            if seat is None or seat.bot:
                self._stop_clock(t)
                return
        elif t.abandon_handle is not None:
            t.abandon_handle.cancel()
            t.abandon_handle = None
        if p is None or seat is None:
            return
        if seat.bot:
            self._stop_clock(t)
            self._want_bot(t)
        elif t.clock_handle is None or t.clock_seq != t.seq or t.clock_seat != p:
            self._stop_clock(t)
            t.clock_seat = p
            t.clock_seq = t.seq
            t.clock_deadline = time.monotonic() + t.turn_seconds
            t.clock_handle = asyncio.get_event_loop().call_later(
                t.turn_seconds, self._clock_ran_out, t, t.seq
            )

    @staticmethod
    def _stop_clock(t: Table) -> None:
        if t.clock_handle is not None:
            t.clock_handle.cancel()
            t.clock_handle = None
        t.clock_seat = None

    def _clock_ran_out(self, t: Table, seq: int) -> None:
        """A person's move time is over: a bot makes that move for them and the seat gets a
        strike, connected or not (a strike only for the connected let a player dodge the
        clock by leaving before the deadline); the ``strikes``-th time-out in a row loses
        the game.  A seat whose person stays away is taken over by a bot after
        ``away_timeout``, and a bot's moves make no strikes."""
        t.clock_handle = None
        if t.status != "playing" or t.seq != seq or self.tables.get(t.code) is not t:
            return
        p = t.state.current_player
        if p is None or t.seats[p].bot:
            return
        seat = t.seats[p]
        seat.strikes += 1
        self.events(logging.INFO, "timeout", table=t.code, seat=p, strikes=seat.strikes)
        if seat.strikes >= self.limits.strikes:
            self._finish(t, loss(t, p, Termination.TIMEOUT))
            return
        self._persist(t)
        action = self._quick_move(t, "normal", None)
        self._advance(t, t.state.apply(action), p, auto="timeout")

    def _abandon(self, t: Table) -> None:
        t.abandon_handle = None
        if t.status == "playing" and not t.people_here():
            self.events(logging.INFO, "expire", table=t.code, reason=Termination.ABANDONED.value)
            self._finish(
                t,
                {
                    "order": [],
                    "durak": None,
                    "draw": True,
                    "reason": Termination.ABANDONED.value,
                    "winner": None,
                },
            )

    def _quick_move(self, t: Table, level: str, style: Optional[str]) -> Action:
        """A cheap bot's move (easy, normal) for the seat to move, on the loop."""
        state = t.state
        p = state.current_player
        assert p is not None
        seed = self._rng.randrange(1 << 30)
        try:
            action = bot_choose(state.view(p), level, style, seed, self.limits.bot_budget_ms)
            if state.is_legal(action):
                return action
        except Exception:  # noqa: BLE001 - a bot bug: play on with the AI's safety-net move
            log.exception("event=bot_error table=%s", t.code)
        return fallback_move(state.legal_actions(), seed)

    def _want_bot(self, t: Table) -> None:
        if t.bot_pending:
            return
        t.bot_pending = True
        asyncio.get_event_loop().call_later(self.limits.bot_delay, self._bot_turn, t, t.seq)

    def _bot_ready(self, t: Table, seq: int) -> Optional[Seat]:
        """The bot seat to move at ``seq``, if a bot should still move there."""
        if (
            t.status != "playing"
            or t.seq != seq
            or self.closing
            or self.tables.get(t.code) is not t
            or not t.people_here()
        ):
            return None
        p = t.state.current_player
        if p is None or not t.seats[p].bot:
            return None
        return t.seats[p]

    def _bot_turn(self, t: Table, seq: int) -> None:
        seat = self._bot_ready(t, seq)
        if seat is None:
            t.bot_pending = False
            self._schedule(t)
            return
        level = seat.bot or "normal"
        if level not in SEARCH_LEVELS:
            t.bot_pending = False
            self._advance(t, t.state.apply(self._quick_move(t, level, seat.style)), seat.index)
            return
        view = t.state.view(seat.index)
        # the answer is released no sooner than the search's whole budget after it was
        # asked for: a forced move (one legal action) or an easy choice found at once would
        # otherwise come back faster and tell the table what the bot holds
        due = time.monotonic() + self.limits.bot_budget_ms / 1000.0

        def done(action: Optional[Action]) -> None:
            left = due - time.monotonic()
            if left > 0 and not self.closing:
                asyncio.get_event_loop().call_later(left, play, action)
            else:
                play(action)

        def play(action: Optional[Action]) -> None:
            t.bot_pending = False
            if self._bot_ready(t, seq) is not seat:
                self._schedule(t)  # somebody moved meanwhile, or nobody is left
                return
            if action is None or not t.state.is_legal(action):
                action = self._quick_move(t, "easy", None)
            self._advance(t, t.state.apply(action), seat.index)

        seed = self._rng.randrange(1 << 30)
        self.bots.submit(t.code, view, level, seat.style, seed, done, owner=t.owner)
