"""The authoritative Kozyr server: ``python -m engine serve`` (or ``python -m
engine.net.server``).

One asyncio loop holds every table.  Clients send actions and receive, each, the view of their
own seat; every message to a seat is checked by :func:`engine.net.protocol.find_leaks` before
it is written, so no card hidden from that seat leaves the server.  The wire protocol is in
docs/protocol.md.

A server meets strangers, so everything a client can hold is bounded (:mod:`.limits`: line
length, message rate per connection and per address, unsent output, connections and tables
per address and per server, idle and finished-table expiry), the search bots run away from
the loop and share their workers fairly (:mod:`.bots`), every seat has a turn clock, and the
tables are kept in SQLite (:mod:`.store`) so a restart loses no game.  Every handler runs
inside one ``try``: a bad message gets an error reply, never an exception that could reach
another connection or table.

The server is in rooms, one responsibility each (issue 29):

* :mod:`.accept`: listening, the accept loop (paced during a flood), a new connection on
  its bare socket until it is served;
* :mod:`.sockets`: the client sockets counted by stage, their bounds, the flood budget;
* :mod:`.transport`: a served connection to its close: the PROXY header, connections per
  address and per server, rates, draining refused connections;
* :mod:`.tables`: what a table is (seats, clock state), the variants offered, options;
* :mod:`.handlers`: the messages a client sends, the moves they make, the leak-checked
  messages sent back;
* :mod:`.clock`: absence, the turn clock and the bots;
* :mod:`.service`: :class:`Server`, which puts those together (lifecycle, the store), and
  :class:`ServerThread`;
* :mod:`.cli`: the command line.

This module is the entry point (``python -m engine.net.server``) and keeps the names other
code imports from it.
"""

import sys

from .cli import DEFAULT_BOT_WORKERS, main, parser
from .limits import Limits
from .service import Server, ServerThread
from .tables import CODE_ALPHABET, available_variants
from .transport import addr_key, parse_proxy_header, raise_fd_limit

__all__ = [
    "CODE_ALPHABET",
    "DEFAULT_BOT_WORKERS",
    "Limits",
    "Server",
    "ServerThread",
    "addr_key",
    "available_variants",
    "main",
    "parse_proxy_header",
    "parser",
    "raise_fd_limit",
]

if __name__ == "__main__":
    sys.exit(main())
