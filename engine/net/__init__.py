"""Online play: an authoritative asyncio server, the wire protocol and a threaded client.

* :mod:`engine.net.protocol`: NDJSON messages, error codes, the leak check.
* :mod:`engine.net.server`: ``python -m engine.net.server`` (``python -m engine serve``).
* :mod:`engine.net.client`: a blocking client with a reader thread, for the game.
* :mod:`engine.net.bench`: ``python -m engine.net.bench``, a loopback load benchmark.

Standard library only; see docs/protocol.md.
"""
