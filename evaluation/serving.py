"""The one in-thread uvicorn runner: a real server on a loopback port, for benchmarks and tests."""

from __future__ import annotations

import socket
import threading
import time
from typing import Any

import uvicorn
from fastapi import FastAPI

from app.core.config import Settings
from app.core.server import uvicorn_config


class LiveServer:
    """`with LiveServer(app) as server:` serves `app` at `server.url` until the block ends; with `settings`,
    configured as `judge serve` configures it (app/core/server.py)."""

    def __init__(self, app: FastAPI, settings: Settings | None = None):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = int(probe.getsockname()[1])
        self.url = f"http://127.0.0.1:{self.port}"
        # a request still running at the end (a test's LLM that never answers) is cut after 2 s, not waited for
        options: dict[str, Any] = {
            "host": "127.0.0.1",
            "port": self.port,
            "log_level": "warning",
            "timeout_graceful_shutdown": 2,
        }
        if settings is None:
            config = uvicorn.Config(app, **options)
        else:
            config = uvicorn_config(app, settings, **options)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, daemon=True)

    def __enter__(self) -> LiveServer:
        self._thread.start()
        deadline = time.monotonic() + 120
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.05)
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=30)
