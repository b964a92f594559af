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
    """What the next request gets: a reply, a stream of chunks, a delay, an HTTP status or raw garbage;
    a slow server (`chunk_delay_s` between stream chunks, `drip_s` between bytes of a plain reply); a
    stream that breaks after its chunks (`then_garbage`)."""

    content: str = ""
    chunks: list[str] = field(default_factory=list)
    delay_s: float = 0.0
    status: int = 200
    raw: str | None = None
    chunk_delay_s: float = 0.01
    drip_s: float = 0.0
    then_garbage: bool = False


class FakeOpenAI:
    def __init__(self):
        self.scripts: deque[Script] = deque()
        self.requests: list[dict] = []
        self.authorizations: list[str | None] = []
        self.default = Script(content="No script left.")
        self.open_streams = 0  # streamed replies still being sent (a cancelled upstream request ends its own)
        self.app = Starlette(routes=[Route("/v1/chat/completions", self.completions, methods=["POST"])])

    def then(self, **script) -> FakeOpenAI:
        self.scripts.append(Script(**script))
        return self

    async def completions(self, request: Request) -> Response:
        body = await request.json()
        self.requests.append(body)
        self.authorizations.append(request.headers.get("authorization"))
        script = self.scripts.popleft() if self.scripts else self.default
        if script.delay_s:
            await asyncio.sleep(script.delay_s)
        if script.status != 200:
            return JSONResponse({"error": {"message": "scripted failure"}}, status_code=script.status)
        if script.raw is not None:
            return PlainTextResponse(script.raw, media_type="application/json")
        if body.get("stream"):
            return StreamingResponse(self._stream(script), media_type="text/event-stream")
        reply = {
            "id": "cmpl-1",
            "object": "chat.completion",
            "model": body.get("model"),
            "choices": [
                {"index": 0, "message": {"role": "assistant", "content": script.content}, "finish_reason": "stop"}
            ],
        }
        if script.drip_s:
            return StreamingResponse(
                self._drip(json.dumps(reply).encode(), script.drip_s), media_type="application/json"
            )
        return JSONResponse(reply)

    async def _stream(self, script: Script):
        self.open_streams += 1
        try:
            for chunk in script.chunks or [script.content]:
                payload = {"object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {"content": chunk}}]}
                yield f"data: {json.dumps(payload)}\n\n"
                await asyncio.sleep(script.chunk_delay_s)
            yield "data: {not a chunk\n\n" if script.then_garbage else "data: [DONE]\n\n"
        finally:
            self.open_streams -= 1

    async def _drip(self, body: bytes, pause_s: float):
        for i in range(len(body)):
            yield body[i : i + 1]
            await asyncio.sleep(pause_s)
