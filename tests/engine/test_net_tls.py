"""The client behind TLS: the server speaks plain TCP on 127.0.0.1 and a TLS terminator (here
a small stdlib one, standing in for stunnel or nginx) sits in front of it; clients given
``tls://host:port`` check its certificate, play, and resume a dropped seat through it.  The
certificate in tests/fixtures/tls is a self-signed test certificate for localhost/127.0.0.1
(test use only)."""

import select
import socket
import ssl
import threading
from pathlib import Path

import pytest

from engine.net.client import Client, NetError, parse_address
from engine.net.server import Limits, ServerThread

CERT = Path(__file__).resolve().parents[1] / "fixtures" / "tls" / "localhost.pem"
KEY = CERT.with_suffix(".key")


class Terminator:
    """Accepts TLS on a free port and pipes each connection to the plain server."""

    def __init__(self, backend_port):
        self.ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self.ctx.load_cert_chain(str(CERT), str(KEY))
        self.backend_port = backend_port
        self.lsock = socket.create_server(("127.0.0.1", 0))
        self.port = self.lsock.getsockname()[1]
        self.open = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            try:
                conn, _ = self.lsock.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn):
        try:
            tconn = self.ctx.wrap_socket(conn, server_side=True)
        except OSError:
            conn.close()
            return
        back = socket.create_connection(("127.0.0.1", self.backend_port))
        self.open.append((tconn, back))
        # one thread per connection does all of its SSL calls: an SSL socket must not be read
        # in one thread while another writes to it
        tconn.settimeout(0.02)
        try:
            while True:
                try:
                    data = tconn.recv(65536)
                    if not data:
                        break
                    back.sendall(data)
                except socket.timeout:
                    pass
                while select.select([back], [], [], 0)[0]:
                    data = back.recv(65536)
                    if not data:
                        return
                    tconn.settimeout(10)
                    tconn.sendall(data)
                    tconn.settimeout(0.02)
        except OSError:
            pass
        finally:
            for s in (tconn, back):
                try:
                    s.close()
                except OSError:
                    pass

    def close(self):
        self.lsock.close()


@pytest.fixture(scope="module")
def tls_server():
    st = ServerThread(limits=Limits(bot_delay=0.0, rate=300.0, burst=300.0)).start()
    term = Terminator(st.port)
    yield st, term
    term.close()
    st.stop()


def trusting():
    return ssl.create_default_context(cafile=str(CERT))


def test_parse_address():
    assert parse_address("tls://kozyr.example.org:7342") == ("kozyr.example.org", 7342, True)
    assert parse_address("TLS://kozyr.example.org") == ("kozyr.example.org", 7341, True)
    assert parse_address("192.168.1.5:7000") == ("192.168.1.5", 7000, False)
    assert parse_address("tcp://host") == ("host", 7341, False)
    assert parse_address("[::1]:7341") == ("::1", 7341, False)
    assert parse_address("") == ("127.0.0.1", 7341, False)
    with pytest.raises(ValueError):
        parse_address("host:port")
    with pytest.raises(ValueError):
        parse_address("host:70000")


def test_game_through_tls(tls_server):
    st, term = tls_server
    host = Client("127.0.0.1", term.port, name="Ann", tls_context=trusting(), timeout=10).connect()
    assert isinstance(host._sock, ssl.SSLSocket)
    host.create("podkidnoy", 2)
    code = host.wait_for("created")["code"]
    guest = Client("localhost", term.port, name="Boris", tls_context=trusting(), timeout=10)
    guest.connect()
    guest.join(code)
    assert guest.wait_for("joined")["seat"] == 1
    snaps = {
        1: guest.wait_for("snapshot", code=code, status="playing"),
        0: host.wait_for("snapshot", code=code, status="playing"),
    }
    turn = snaps[0]["view"]["current_player"]
    mover = {0: host, 1: guest}[turn]
    mover.act(snaps[turn]["view"]["legal"][0], seq=0)
    other = host if mover is guest else guest
    upd = other.wait_for("update", seq=1)
    assert upd["by"] == mover.seat

    # the line drops: the client resumes its seat through the terminator by itself
    other.drop()
    other.wait_for("reconnected", timeout=10)
    assert other.wait_for("snapshot", code=code)["seq"] == 1
    host.close()
    guest.close()


def test_untrusted_certificate_is_refused(tls_server):
    _st, term = tls_server
    c = Client("127.0.0.1", term.port, tls=True, timeout=5)  # the system's CAs only
    with pytest.raises(NetError, match="TLS"):
        c.connect()


def test_plain_client_cannot_talk_to_tls_port(tls_server):
    _st, term = tls_server
    c = Client("127.0.0.1", term.port, reconnect=False, timeout=3).connect()
    c.send({"type": "ping", "id": 1})
    # the terminator drops a connection that does not start a TLS handshake
    assert c.wait_for("disconnected", timeout=5)["type"] == "disconnected"
    c.close()
