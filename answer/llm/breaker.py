"""A small circuit breaker: after N consecutive failures the LLM is skipped for a cooldown."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable


class CircuitBreaker:
    def __init__(self, failures: int, cooldown_s: float, clock: Callable[[], float] = time.monotonic):
        self._threshold = failures
        self._cooldown = cooldown_s
        self._clock = clock
        self._failures = 0
        self._opened_at: float | None = None
        self._lock = threading.Lock()

    def allow(self) -> bool:
        """Closed: yes. Open: no until the cooldown passes, then one trial request (half-open)."""
        with self._lock:
            if self._opened_at is None:
                return True
            if self._clock() - self._opened_at >= self._cooldown:
                self._opened_at = self._clock()  # let one request through, re-arm for the others
                return True
            return False

    def record_success(self) -> None:
        with self._lock:
            self._failures = 0
            self._opened_at = None

    def record_failure(self) -> None:
        with self._lock:
            self._failures += 1
            if self._failures >= self._threshold:
                self._opened_at = self._clock()
