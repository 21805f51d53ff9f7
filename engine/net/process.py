"""A server in a child process, seen from outside as a client sees it (for the benchmark and
the tests): ``ServerProcess(["--turn-seconds", "5"]).start()`` runs ``python -m engine
serve`` with those arguments on a free port, ``.port`` is where it listens, ``.stop()`` sends
SIGINT (a clean shutdown) and ``.kill()`` SIGKILL; ``.rss_kb()``, ``.cpu_seconds()`` and
``.open_sockets()`` read ``/proc`` (Linux) so callers can check what the server holds.
"""

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from typing import List, Optional, Tuple

__all__ = ["ServerProcess", "free_port", "ROOT"]

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
"""The directory holding the ``engine`` package (put on the child's ``PYTHONPATH``)."""


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now (for a server that must come back on the same
    port after a restart)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class ServerProcess:
    """``python -m engine.net.server`` in a child process; its log (stderr) is collected in
    :attr:`log_lines`."""

    def __init__(
        self, args: Optional[List[str]] = None, port: int = 0, max_fds: Optional[int] = None
    ) -> None:
        self.args = list(args or [])
        self.port = port
        self.max_fds = max_fds
        """Soft and hard limit of the child's open descriptors (Linux; None: inherited), as
        on a host whose limit is low."""
        self.proc: Optional[subprocess.Popen[str]] = None
        self.log_lines: List[str] = []
        self.out_lines: List[str] = []
        self._threads: List[threading.Thread] = []

    def start(self, timeout: float = 60.0) -> "ServerProcess":
        env = dict(os.environ)
        env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
        env["PYTHONUNBUFFERED"] = "1"
        cmd = [sys.executable, "-m", "engine.net.server", "--port", str(self.port)] + self.args
        limit = self.max_fds

        def lower_fd_limit() -> None:  # (in the child, before it runs Python)
            import resource

            if limit is not None:
                resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))

        self.proc = subprocess.Popen(
            cmd,
            preexec_fn=lower_fd_limit if limit is not None else None,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        assert self.proc.stdout is not None and self.proc.stderr is not None
        ready = threading.Event()

        def read_out() -> None:
            assert self.proc is not None and self.proc.stdout is not None
            for line in self.proc.stdout:
                self.out_lines.append(line.rstrip("\n"))
                if "listening on" in line:
                    self.port = int(line.rsplit(":", 1)[1])
                    ready.set()
            ready.set()

        def read_err() -> None:
            assert self.proc is not None and self.proc.stderr is not None
            for line in self.proc.stderr:
                self.log_lines.append(line.rstrip("\n"))

        for fn in (read_out, read_err):
            t = threading.Thread(target=fn, daemon=True)
            t.start()
            self._threads.append(t)
        if not ready.wait(timeout) or self.proc.poll() is not None and not self.port:
            self.kill()
            raise RuntimeError("server did not start: " + " | ".join(self.log_lines[-5:]))
        if not any("listening on" in x for x in self.out_lines):
            self.kill()
            raise RuntimeError("server did not start: " + " | ".join(self.log_lines[-5:]))
        return self

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def stop(self, timeout: float = 30.0, sig: int = signal.SIGINT) -> int:
        """Asks the server to shut down (SIGINT: what Ctrl-C does) and waits; returns its exit
        status (killed if it does not end within ``timeout``)."""
        if self.proc is None:
            return 0
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._join()
        return self.proc.returncode

    def kill(self) -> None:
        """SIGKILL: the server gets no chance to clean up (a crash, an OOM kill)."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self._join()

    def _join(self) -> None:
        for t in self._threads:
            t.join(5)

    def _proc_file(self, name: str) -> str:
        with open(f"/proc/{self.pid}/{name}") as f:
            return f.read()

    def rss_kb(self) -> int:
        """Resident memory of the server process in KiB (Linux)."""
        for line in self._proc_file("status").splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0

    def peak_rss_kb(self) -> int:
        """Peak resident memory (VmHWM) in KiB (Linux)."""
        for line in self._proc_file("status").splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
        return 0

    def cpu_seconds(self) -> float:
        """User + system CPU time of the server process itself (not its bot workers)."""
        fields = self._proc_file("stat").rsplit(")", 1)[1].split()
        ticks = os.sysconf("SC_CLK_TCK")
        return (int(fields[11]) + int(fields[12])) / ticks

    def loop_schedstat(self) -> Tuple[float, float]:
        """Seconds the server's main thread (its event loop) has run on a CPU, and has waited
        on a run queue for one (Linux ``/proc/<pid>/schedstat``): waiting time is latency
        the server did not cause (other processes had the CPU), running time is its own."""
        run_ns, wait_ns = self._proc_file("schedstat").split()[:2]
        return int(run_ns) / 1e9, int(wait_ns) / 1e9

    def children_cpu_seconds(self) -> float:
        """CPU time of the server's live child processes (bot workers), summed."""
        total = 0.0
        ticks = os.sysconf("SC_CLK_TCK")
        kids: List[str] = []
        try:
            for tid in os.listdir(f"/proc/{self.pid}/task"):
                kids += self._proc_file(f"task/{tid}/children").split()
        except OSError:
            return 0.0
        for pid in kids:
            try:
                with open(f"/proc/{pid}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            total += (int(fields[11]) + int(fields[12])) / ticks
        return total

    def open_sockets(self) -> int:
        """How many sockets the server process has open (its listening socket included)."""
        n = 0
        for fd in os.listdir(f"/proc/{self.pid}/fd"):
            try:
                if os.readlink(f"/proc/{self.pid}/fd/{fd}").startswith("socket:"):
                    n += 1
            except OSError:
                continue
        return n

    def accept_queue(self) -> int:
        """Connections the kernel has completed for the server's listening sockets that the
        server has not accepted yet (Linux: a listening socket's ``rx_queue`` in
        ``/proc/net/tcp`` is its accept queue; 0 where the OS does not say)."""
        port = f":{self.port:04X}"
        n = 0
        for name in ("tcp", "tcp6"):
            try:
                with open(f"/proc/net/{name}") as f:
                    next(f, None)
                    for line in f:
                        cols = line.split()
                        if len(cols) > 4 and cols[3] == "0A" and cols[1].endswith(port):
                            n += int(cols[4].split(":")[1], 16)
            except (OSError, ValueError, IndexError):
                continue
        return n

    def wait_log(self, text: str, timeout: float = 30.0) -> str:
        """The first log line containing ``text``, waiting up to ``timeout`` seconds."""
        limit = time.monotonic() + timeout
        while time.monotonic() < limit:
            for line in list(self.log_lines):
                if text in line:
                    return line
            time.sleep(0.05)
        raise TimeoutError(f"no log line with {text!r}; last: {self.log_lines[-5:]}")

    def __enter__(self) -> "ServerProcess":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
