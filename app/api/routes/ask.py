from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator
from dataclasses import asdict

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import StreamingResponse

from answer.engine import StreamEvent
from answer.followup import HistoryError, Turn, check_history
from app.api.deps import JudgeDep, SettingsDep
from app.core.error_lang import error_language, localize, preferred_language
from app.core.limits import checked_text, in_time
from app.core.metrics import Metrics
from app.schemas import AskRequest, AskResponse, ErrorOut
from index.lang import language_of

router = APIRouter(prefix="/v1", tags=["ask"])
log = logging.getLogger("judge.ask")


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

    With `"stream": true` or `Accept: text/event-stream` the answer arrives as Server-Sent Events. With
    `history` (the earlier turns, most recent last) a follow-up is answered in context; `context` says what
    was taken from it."""
    question = checked_text(body.question, "question", settings)
    try:
        history = check_history(
            [Turn(turn.question, turn.answer) for turn in body.history],
            settings.max_history_turns,
            settings.max_history_chars,
        )
    except HistoryError as err:
        raise HTTPException(err.status, str(err)) from None
    if settings.log_questions:
        fields = {"question": question, "lang": body.lang, "mode": body.mode, "history": [t.question for t in history]}
        log.info("question", extra={"fields": fields})
    lang = answer_language(body.lang, question, request.headers.get("accept-language"))
    metrics = request.app.state.metrics
    if body.stream or "text/event-stream" in request.headers.get("accept", ""):
        events = judge.ask_stream(question, lang, body.mode, history)
        return StreamingResponse(
            _sse(events, metrics, error_language(request.headers)),
            media_type="text/event-stream",
            headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
        )
    response = await in_time("answer", settings, judge.ask(question, lang, body.mode, history))
    metrics.record_answer(response.composer, response.answered, response.fallback_reason)
    return AskResponse.model_validate(asdict(response))


def answer_language(requested: str, question: str, accept_language: str | None) -> str:
    """The `lang` asked for; with "auto", the question's language, and for a question that reads as both
    ("indestructible") the language the request's Accept-Language prefers (still "auto" without one: English)."""
    if requested != "auto" or language_of(question) is not None:
        return requested
    return preferred_language(accept_language) or "auto"


async def _sse(events: AsyncIterator[StreamEvent], metrics: Metrics, lang: str) -> AsyncIterator[str]:
    try:
        async for event in events:
            if event.name == "final":
                fallback = event.data.get("fallback_reason")
                metrics.record_answer(
                    str(event.data["composer"]), bool(event.data["answered"]), str(fallback) if fallback else None
                )
            yield f"event: {event.name}\ndata: {json.dumps(event.data, ensure_ascii=False)}\n\n"
    except Exception:  # the 200 is already sent: end with an error event, never a silently cut stream
        log.exception("unhandled error while streaming an answer")
        detail = localize("internal error; the request was logged", lang)
        yield f"event: error\ndata: {json.dumps({'detail': detail}, ensure_ascii=False)}\n\n"
