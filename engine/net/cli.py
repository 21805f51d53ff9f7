"""The server's command line: ``python -m engine serve ...`` (``python -m engine.net.server``,
whose module is the entry point; ``--help`` lists every option, one per limit of
:mod:`.limits` that has a flag)."""

import argparse
import asyncio
import logging
import math
import signal
import sqlite3
import sys
from typing import Any, Callable, List, NoReturn, Optional

from .events import Throttle
from .limits import LIMITS, Limit, Limits, check_value
from .service import Server
from .sockets import FD_RESERVE, MAX_LINGERING, MAX_PROXY_WAITING
from .store import Store, StoreBusy, default_path
from .transport import raise_fd_limit

__all__ = ["main", "parser", "DEFAULT_BOT_WORKERS"]


class _Parser(argparse.ArgumentParser):
    """Argument errors as one line (``prog: error: …``), without the usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _arg_type(limit: Limit) -> Callable[[str], Any]:
    def parse(text: str) -> Any:
        try:
            value: Any = float(text) if limit.kind is float else int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
        try:
            return check_value(limit, value)
        except ValueError as e:
            raise argparse.ArgumentTypeError(str(e)) from None

    parse.__name__ = limit.kind.__name__
    return parse


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= port < 65536:
        raise argparse.ArgumentTypeError(f"a port is 0 to 65535, not {port}")
    return port


def _seconds(text: str) -> float:
    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not math.isfinite(x) or x <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, not {text!r}")
    return x


DEFAULT_BOT_WORKERS = 1
"""Bot processes of ``python -m engine serve`` (one core for the loop, one for bots on a
two-core host; raise it with ``--bot-workers`` on bigger ones)."""


def parser() -> argparse.ArgumentParser:
    ap = _Parser(
        prog="python -m engine serve",
        description="Kozyr's authoritative game server (NDJSON over TCP; docs/protocol.md).",
    )
    ap.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to bind (default 127.0.0.1; see docs/protocol.md for TLS)",
    )
    ap.add_argument("--port", type=_port, default=7341, help="port (0: any free port)")
    store = ap.add_mutually_exclusive_group()
    store.add_argument(
        "--store",
        metavar="PATH",
        default=None,
        help=f"SQLite file the tables are kept in (default {default_path()})",
    )
    store.add_argument(
        "--no-store", action="store_true", help="keep tables in memory only (lost on restart)"
    )
    for x in LIMITS:
        if x.flag is None:
            continue
        default = DEFAULT_BOT_WORKERS if x.name == "bot_workers" else x.default
        ap.add_argument(
            x.flag,
            dest=x.name,
            type=_arg_type(x),
            default=default,
            metavar="N",
            help=f"{x.doc} (default {default})",
        )
    ap.add_argument(
        "--proxy-protocol",
        action="store_true",
        help="each connection starts with a PROXY v1 header from a TLS terminator (nginx "
        "proxy_protocol, stunnel protocol = proxy, HAProxy send-proxy): per-address limits "
        "then apply to the real clients",
    )
    ap.add_argument(
        "--allow-seed",
        action="store_true",
        help="let creators choose the deal's seed (tests only: never on a public server)",
    )
    ap.add_argument("--seconds", type=_seconds, default=None, help="stop by itself after this")
    ap.add_argument("-v", "--verbose", action="store_true", help="debug log lines too")
    ap.add_argument("-q", "--quiet", action="store_true", help="warnings and errors only")
    return ap


def main(argv: Optional[List[str]] = None) -> int:
    """``python -m engine serve [--host H] [--port P] ...``: prints the bound address, serves
    until SIGINT/SIGTERM (or ``--seconds``), then shuts down cleanly: clients are told
    (``closing``), the store is flushed.  Errors are one line on stderr (exit status 2 for
    bad arguments, 1 when the server cannot start)."""
    ap = parser()
    args = ap.parse_args(argv)
    logging.basicConfig(
        stream=sys.stderr,
        level=logging.DEBUG if args.verbose else logging.WARNING if args.quiet else logging.INFO,
        format="%(asctime)s %(levelname)s %(message)s",
    )
    throttle = Throttle()
    for h in logging.getLogger().handlers:
        h.addFilter(throttle)
    kw = {x.name: getattr(args, x.name) for x in LIMITS if x.flag is not None}
    try:
        limits = Limits(allow_seed=args.allow_seed, **kw)
    except ValueError as e:
        ap.error(str(e))
    prog = "kozyr server"
    # every client socket, the refused ones draining and the PROXY waits, plus the server's
    # own files: the soft limit is often 1024 while the hard one allows far more
    raise_fd_limit(limits.max_conns + MAX_LINGERING + MAX_PROXY_WAITING + 2 * FD_RESERVE)
    store: Optional[Store] = None
    if not args.no_store:
        path = args.store or default_path()
        try:
            store = Store(path)
        except StoreBusy as e:
            print(f"{prog}: the store {e}", file=sys.stderr)
            return 1
        except (sqlite3.Error, OSError) as e:
            print(f"{prog}: cannot open the store {path}: {e}", file=sys.stderr)
            return 1

    async def run() -> int:
        server = Server(args.host, args.port, limits, store, args.proxy_protocol)
        try:
            await server.start()
        except OSError as e:  # a busy port, an address that is not ours or does not resolve
            why = e.strerror or str(e)
            if "address already in use" in str(e).lower():
                why = "the port is in use (another server?)"
            print(f"{prog}: cannot listen on {args.host}:{args.port}: {why}", file=sys.stderr)
            await server.close()
            return 1
        print(f"kozyr server listening on {server.host}:{server.port}", flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_event_loop()
        got: List[str] = []

        def on_signal(name: str) -> None:
            got.append(name)
            stop.set()

        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(sig, on_signal, sig.name)
            except (NotImplementedError, RuntimeError):  # Windows: Ctrl-C raises instead
                pass
        try:
            await asyncio.wait_for(stop.wait(), args.seconds)
        except asyncio.TimeoutError:
            pass
        finally:
            server.events(
                logging.INFO,
                "shutdown",
                signal=got[0] if got else "timer",
                connections=len(server.conns),
                tables=server.live_tables,
            )
            await server.close()
            print(
                f"served {server.actions} actions, {server.sent} messages, {server.leaks} withheld",
                flush=True,
            )
        return 0

    try:
        if sys.platform == "win32":  # (the accept loop needs ``add_reader``: see ServerThread)
            asyncio.set_event_loop_policy(asyncio.WindowsSelectorEventLoopPolicy())
        return asyncio.run(run())
    except KeyboardInterrupt:  # (where signal handlers are not available)
        return 0
    finally:
        if store is not None:
            store.close()  # (once more, if start-up failed: closing twice is harmless)
