"""ASGI middleware: request id + access log + metrics, JSON CORS refusals, body size limit, per-client rate limit."""

from __future__ import annotations

import ipaddress
import json
import logging
import math
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import Sequence

from starlette.datastructures import Headers
from starlette.middleware.cors import CORSMiddleware
from starlette.responses import JSONResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.core.error_lang import error_language, localize
from app.core.logging import request_id_var
from app.core.metrics import Metrics

access_log = logging.getLogger("judge.access")
errors_log = logging.getLogger("judge.errors")


def _route(scope: Scope) -> str:
    return getattr(scope.get("route"), "path", None) or "unmatched"


async def _send_json(
    scope: Scope, send: Send, status: int, detail: str, headers: list[tuple[bytes, bytes]] | None = None
) -> None:
    """The JSON error shape, in the request's language (app.core.error_lang)."""
    detail = localize(detail, error_language(scope.get("headers") or []))
    body = json.dumps({"detail": detail}, ensure_ascii=False).encode()
    base = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": base + (headers or [])})
    await send({"type": "http.response.body", "body": body})


class RequestContextMiddleware:
    """Gives every request an id (X-Request-ID, echoed back), logs one line per request, records metrics."""

    def __init__(self, app: ASGIApp, metrics: Metrics):
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        incoming = dict(scope.get("headers") or []).get(b"x-request-id", b"").decode("latin-1")
        request_id = incoming[:64] if incoming and incoming.isprintable() else uuid.uuid4().hex[:16]
        token = request_id_var.set(request_id)
        started = time.perf_counter()
        status = 500

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", []), (b"x-request-id", request_id.encode())]
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except Exception:
            # logged here, where the request id is still set; the 500 itself comes from the error handler
            errors_log.exception("unhandled error", extra={"fields": {"route": _route(scope)}})
            raise
        finally:
            elapsed = time.perf_counter() - started
            route = _route(scope)
            self.metrics.requests.labels(route, scope["method"], str(status)).inc()
            self.metrics.latency.labels(route).observe(elapsed)
            access_log.info(
                "%s %s %s",
                scope["method"],
                route,
                status,
                extra={
                    "fields": {
                        "method": scope["method"],
                        "route": route,
                        "status": status,
                        "ms": round(elapsed * 1000, 1),
                    }
                },
            )
            request_id_var.reset(token)


class JSONCORSMiddleware(CORSMiddleware):
    """Starlette's CORS middleware, with a refused preflight in the JSON error shape like every other error."""

    def preflight_response(self, request_headers: Headers) -> Response:
        response = super().preflight_response(request_headers)
        if response.status_code < 400:
            return response
        headers = {k: v for k, v in response.headers.items() if k not in ("content-type", "content-length")}
        detail = bytes(response.body).decode("utf-8", "replace")
        return JSONResponse({"detail": detail}, status_code=response.status_code, headers=headers)


class BodySizeLimitMiddleware:
    """Refuses request bodies over `max_bytes` with 413, by Content-Length or by counting."""

    def __init__(self, app: ASGIApp, max_bytes: int):
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_bytes:
            await _send_json(scope, send, 413, f"request body too large (limit {self.max_bytes} bytes)")
            return
        received = 0
        too_large = False

        async def counting_receive() -> Message:
            nonlocal received, too_large
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    too_large = True
                    return {"type": "http.disconnect"}
            return message

        started = False

        async def guarded_send(message: Message) -> None:
            nonlocal started
            if too_large:
                return
            started = started or message["type"] == "http.response.start"
            await send(message)

        await self.app(scope, counting_receive, guarded_send)
        if too_large and not started:
            await _send_json(scope, send, 413, f"request body too large (limit {self.max_bytes} bytes)")


class TokenBuckets:
    """Per-client token buckets: `per_minute` sustained, `burst` at once; least recently seen clients are forgotten."""

    def __init__(self, per_minute: float, burst: int, max_clients: int = 50_000):
        self.rate = per_minute / 60.0
        self.burst = burst
        self.max_clients = max_clients
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        self._lock = threading.Lock()

    def take(self, client: str, now: float | None = None) -> float:
        """0 when the request may go, else the seconds to wait."""
        now = time.monotonic() if now is None else now
        with self._lock:
            tokens, last = self._buckets.pop(client, (float(self.burst), now))
            tokens = min(float(self.burst), tokens + (now - last) * self.rate)
            wait = 0.0
            if tokens >= 1.0:
                tokens -= 1.0
            else:
                wait = (1.0 - tokens) / self.rate
            self._buckets[client] = (tokens, now)
            while len(self._buckets) > self.max_clients:
                self._buckets.popitem(last=False)
            return wait


class RateLimitMiddleware:
    """429 with Retry-After for clients over their budget on /v1/ and /mcp (health, metrics and the widget are free)."""

    def __init__(
        self,
        app: ASGIApp,
        buckets: TokenBuckets,
        metrics: Metrics,
        trust_forwarded: bool = False,
        trusted_proxies: list[str] | None = None,
    ):
        self.app = app
        self.buckets = buckets
        self.metrics = metrics
        self.trust_forwarded = trust_forwarded
        self.trusted = [ipaddress.ip_network(p, strict=False) for p in trusted_proxies or ["127.0.0.1", "::1"]]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        limited = scope["type"] == "http" and (scope["path"].startswith("/v1/") or scope["path"] == "/mcp")
        if not limited or scope["method"] == "OPTIONS":
            await self.app(scope, receive, send)
            return
        wait = self.buckets.take(self._client(scope))
        if wait > 0:
            self.metrics.rate_limited.inc()
            retry = str(max(1, math.ceil(wait)))
            await _send_json(
                scope, send, 429, f"too many requests; retry in {retry} s", [(b"retry-after", retry.encode())]
            )
            return
        await self.app(scope, receive, send)

    def _client(self, scope: Scope) -> str:
        client = scope.get("client")
        peer = client[0] if client else "unknown"
        if not self.trust_forwarded:
            return peer
        forwarded = dict(scope.get("headers") or []).get(b"x-forwarded-for")
        return client_address(peer, forwarded.decode("latin-1") if forwarded else None, self.trusted)


def client_address(
    peer: str, forwarded_for: str | None, trusted: Sequence[ipaddress.IPv4Network | ipaddress.IPv6Network]
) -> str:
    """The client a trusted proxy saw: walk X-Forwarded-For from the right (the entries trusted proxies
    appended) and take the first address that is not a trusted proxy. The leftmost entries are whatever
    the client sent, so they are never believed; a peer that is not a trusted proxy is the client."""

    def is_trusted(address: str) -> bool:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in network for network in trusted)

    if not forwarded_for or not is_trusted(peer):
        return peer
    hops = [hop.strip() for hop in forwarded_for.split(",")]
    for hop in reversed(hops):
        if not is_trusted(hop):
            return hop[:64] or peer
    return hops[0][:64] or peer
