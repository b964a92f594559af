"""A scripted OpenAI-compatible chat-completions server for tests, served by uvicorn on loopback."""

from __future__ import annotations

import asyncio
import json
from collections import deque
from dataclasses import dataclass, field

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response, StreamingResponse
from starlette.routing import Route


@dataclass
class Script:
    """What the next request gets: a reply, a stream of chunks, a delay, an HTTP status or raw garbage."""

    content: str = ""
    chunks: list[str] = field(default_factory=list)
    delay_s: float = 0.0
    status: int = 200
    raw: str | None = None


class FakeOpenAI:
    def __init__(self):
        self.scripts: deque[Script] = deque()
        self.requests: list[dict] = []
        self.authorizations: list[str | None] = []
        self.app = Starlette(routes=[Route("/v1/chat/completions", self.completions, methods=["POST"])])

    def then(self, **script) -> FakeOpenAI:
        self.scripts.append(Script(**script))
        return self

    async def completions(self, request: Request) -> Response:
        body = await request.json()
        self.requests.append(body)
        self.authorizations.append(request.headers.get("authorization"))
        script = self.scripts.popleft() if self.scripts else Script(content="No script left.")
        if script.delay_s:
            await asyncio.sleep(script.delay_s)
        if script.status != 200:
            return JSONResponse({"error": {"message": "scripted failure"}}, status_code=script.status)
        if script.raw is not None:
            return PlainTextResponse(script.raw, media_type="application/json")
        if body.get("stream"):
            return StreamingResponse(self._stream(script.chunks or [script.content]), media_type="text/event-stream")
        return JSONResponse(
            {
                "id": "cmpl-1",
                "object": "chat.completion",
                "model": body.get("model"),
                "choices": [
                    {"index": 0, "message": {"role": "assistant", "content": script.content}, "finish_reason": "stop"}
                ],
            }
        )

    async def _stream(self, chunks: list[str]):
        for chunk in chunks:
            payload = {"object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {"content": chunk}}]}
            yield f"data: {json.dumps(payload)}\n\n"
            await asyncio.sleep(0.01)
        yield "data: [DONE]\n\n"
