"""Raw sockets for the hostile tests against a real server process (test_net_accept,
test_net_budget, ...): a connection that reads nothing yet, and its first message."""

import json
import socket


def bare(port, src, timeout=20.0):
    """A connected socket from ``src`` that reads nothing yet (None if the connect
    failed)."""
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(timeout)
    try:
        s.bind((src, 0))
        s.connect(("127.0.0.1", port))
    except OSError:
        s.close()
        return None
    return s


def first_message(s):
    """The first message on ``s``, or None if the server closed it without one."""
    try:
        line = s.makefile("rb").readline()
    except OSError:
        return None
    return json.loads(line) if line else None
