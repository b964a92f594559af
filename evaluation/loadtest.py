"""`judge load`: N concurrent clients for T seconds against a running server on loopback.

Bounded in clients, time and requests, and refuses any address outside this machine.
Prints throughput, latency percentiles and errors.
"""

from __future__ import annotations

import ipaddress
import socket
import statistics
import threading
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from urllib.parse import urlparse

import httpx

from ingest.errors import JudgeError

MAX_CLIENTS = 64
MAX_SECONDS = 300
MAX_REQUESTS = 200_000


class LoadTestError(JudgeError, ValueError):
    pass


def require_loopback(url: str) -> None:
    host = urlparse(url).hostname or ""
    try:
        addresses = {info[4][0] for info in socket.getaddrinfo(host, None)}
    except socket.gaierror:
        raise LoadTestError(f"cannot resolve {host!r}") from None
    if not addresses or not all(ipaddress.ip_address(str(a).split("%")[0]).is_loopback for a in addresses):
        raise LoadTestError(f"refusing to load {host!r}: only loopback addresses (127.0.0.0/8, ::1) may be targeted")


@dataclass
class LoadResult:
    seconds: float
    latencies_ms: list[float] = field(default_factory=list)
    statuses: Counter[str] = field(default_factory=Counter)

    @property
    def ok(self) -> int:
        return self.statuses.get("200", 0)

    @property
    def errors(self) -> int:
        return sum(count for status, count in self.statuses.items() if status != "200")

    def lines(self, endpoint: str, clients: int) -> Iterator[str]:
        ordered = sorted(self.latencies_ms) or [0.0]

        def pct(p: float) -> float:
            return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]

        yield f"{endpoint}: {clients} clients × {self.seconds:.1f} s → {self.ok + self.errors} requests, {self.ok / self.seconds:.1f} ok/s"
        yield f"latency ms: p50 {statistics.median(ordered):.1f}, p95 {pct(95):.1f}, p99 {pct(99):.1f}, max {ordered[-1]:.1f}"
        yield f"errors: {self.errors}" + (f" ({dict(self.statuses)})" if self.errors else "")


def run_load(url: str, endpoint: str, questions: list[str], clients: int, seconds: float) -> LoadResult:
    require_loopback(url)
    if not 1 <= clients <= MAX_CLIENTS:
        raise LoadTestError(f"clients must be between 1 and {MAX_CLIENTS}")
    if not 0 < seconds <= MAX_SECONDS:
        raise LoadTestError(f"seconds must be in (0, {MAX_SECONDS}]")
    if not questions:
        raise LoadTestError("no questions to send")
    result = LoadResult(seconds)
    lock = threading.Lock()
    deadline = time.monotonic() + seconds
    sent = 0

    def client(offset: int) -> None:
        nonlocal sent
        with httpx.Client(base_url=url, timeout=60) as http:
            index = offset
            while time.monotonic() < deadline:
                with lock:
                    if sent >= MAX_REQUESTS:
                        return
                    sent += 1
                question = questions[index % len(questions)]
                index += clients
                started = time.perf_counter()
                try:
                    if endpoint == "search":
                        response = http.get("/v1/search", params={"q": question, "k": 10})
                    else:
                        response = http.post("/v1/ask", json={"question": question})
                    status = str(response.status_code)
                except httpx.HTTPError as err:
                    status = type(err).__name__
                elapsed = (time.perf_counter() - started) * 1000
                with lock:
                    result.statuses[status] += 1
                    if status == "200":
                        result.latencies_ms.append(elapsed)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    result.seconds = time.monotonic() - started
    return result
