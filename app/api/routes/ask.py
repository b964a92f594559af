from __future__ import annotations

import json
from collections.abc import Iterator

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import StreamingResponse
from starlette.concurrency import run_in_threadpool

from app.api.deps import JudgeDep, SettingsDep
from app.engine import StreamEvent
from app.schemas import AskRequest, AskResponse, ErrorOut

router = APIRouter(prefix="/v1", tags=["ask"])


@router.post(
    "/ask",
    response_model=AskResponse,
    responses={
        200: {
            "content": {
                "text/event-stream": {"description": "with stream=true: `delta` events, then one `final` event"}
            }
        },
        413: {"model": ErrorOut},
        422: {"model": ErrorOut},
    },
)
async def ask(body: AskRequest, request: Request, judge: JudgeDep, settings: SettingsDep):
    """Answer a rules question with verified CR citations (an LLM when configured and healthy, else extractive).

    With `"stream": true` or `Accept: text/event-stream` the answer arrives as Server-Sent Events."""
    question = body.question.strip()
    if not question:
        raise HTTPException(422, "question: must not be empty or only whitespace")
    if len(question) > settings.max_question_chars:
        raise HTTPException(
            413, f"question: too long ({len(question)} characters; the limit is {settings.max_question_chars})"
        )
    if body.stream or "text/event-stream" in request.headers.get("accept", ""):
        events = judge.ask_stream(question, body.lang, body.mode)
        return StreamingResponse(
            _sse(events),
            media_type="text/event-stream",
            headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
        )
    return await run_in_threadpool(judge.ask, question, body.lang, body.mode)


def _sse(events: Iterator[StreamEvent]) -> Iterator[str]:
    for event in events:
        yield f"event: {event.name}\ndata: {json.dumps(event.data, ensure_ascii=False)}\n\n"
