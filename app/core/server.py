"""The uvicorn settings of the service, in one place (`judge serve` and the tests' live servers use them).

uvicorn's own proxy-header handling is off: it would trust X-Forwarded-For from 127.0.0.1 whatever
JUDGE_TRUST_FORWARDED_FOR says; the rate limiter reads the header itself (app/core/middleware.py).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from app.core.config import Settings


class JudgeH11Protocol(H11Protocol):
    """uvicorn's h11 protocol with two changes: its own 400 is the JSON error shape, and a connection must
    finish a request's headers within the keep-alive timeout (uvicorn alone lets a new connection idle, or
    send its headers a byte at a time, forever). A module-level class, so `--workers` can pickle it."""

    _header_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm_header_timer()

    def handle_events(self) -> None:
        super().handle_events()
        if self.conn.their_state is not h11.IDLE and self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._arm_header_timer()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
        super().connection_lost(exc)

    def _arm_header_timer(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
        self._header_timer = self.loop.call_later(self.timeout_keep_alive, self._headers_too_slow)

    def _headers_too_slow(self) -> None:
        self._header_timer = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()

    def send_400_response(self, msg: str) -> None:
        body = json.dumps({"detail": msg}).encode()
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"connection", b"close"),
        ]
        for event in (h11.Response(status_code=400, headers=headers), h11.Data(data=body), h11.EndOfMessage()):
            self.transport.write(self.conn.send(event))
        self.transport.close()


def uvicorn_options(settings: Settings) -> dict[str, Any]:
    """Keyword arguments for uvicorn.run / uvicorn.Config."""
    return {
        "host": settings.host,
        "port": settings.port,
        "http": JudgeH11Protocol,
        "proxy_headers": False,
        "server_header": False,
        "timeout_keep_alive": settings.keep_alive_s,
        "h11_max_incomplete_event_size": 16 * 1024,
        "limit_concurrency": settings.max_connections,
        "log_config": None,
    }


def uvicorn_config(app: Any, settings: Settings, **overrides: Any) -> uvicorn.Config:
    return uvicorn.Config(app, **{**uvicorn_options(settings), **overrides})
