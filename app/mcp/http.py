"""`/mcp` on the FastAPI app: the SDK's streamable HTTP transport (stateless, JSON responses) behind an optional
bearer key. It sits inside the app's middleware, so the body size limit and per-client rate limit apply."""

from __future__ import annotations

import hmac
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from starlette.responses import JSONResponse
from starlette.types import Receive, Scope, Send

from answer.engine import Judge
from answer.i18n import t
from app.core.config import Settings
from app.core.error_lang import error_language
from app.mcp.server import create_server

PATH = "/mcp"


class McpEndpoint:
    """A plain ASGI endpoint; its session manager lives for one run of the app's lifespan (`running`)."""

    path = PATH

    def __init__(self, current_judge: Callable[[], Judge], settings: Settings):
        self.current_judge = current_judge
        self.settings = settings
        key = settings.mcp_api_key
        self._key = key.get_secret_value().encode() if key else None
        self._manager: StreamableHTTPSessionManager | None = None

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        server = create_server(self.current_judge, self.settings)
        # builds the session manager; the SDK turns on DNS-rebinding protection when bound to loopback
        server.streamable_http_app(
            streamable_http_path=PATH,
            stateless_http=True,
            json_response=True,
            host=self.settings.host,
            max_request_body_size=self.settings.max_body_bytes,
        )
        self._manager = server.session_manager
        try:
            async with self._manager.run():
                yield
        finally:
            self._manager = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        scope["route"] = self  # FastAPI names only its own routes; access logs and metrics read route.path
        request_headers = scope.get("headers") or []
        lang = error_language(request_headers)
        refusal = self._refusal(dict(request_headers).get(b"authorization"))
        if refusal:
            headers = {"WWW-Authenticate": 'Bearer realm="mcp"'}
            await JSONResponse({"detail": t(lang, refusal)}, 401, headers)(scope, receive, send)
        elif self._manager is None:
            await JSONResponse({"detail": t(lang, "error.mcp_starting")}, 503)(scope, receive, send)
        else:
            await self._manager.handle_request(scope, receive, send)

    def _refusal(self, header: bytes | None) -> str | None:
        """The i18n key of the reason to refuse the request, if any."""
        if self._key is None:
            return None
        if not header or not header.lower().startswith(b"bearer "):
            return "error.mcp_no_key"
        if not hmac.compare_digest(header[7:].strip(), self._key):
            return "error.mcp_wrong_key"
        return None
