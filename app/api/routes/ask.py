from __future__ import annotations

from fastapi import APIRouter, HTTPException
from starlette.concurrency import run_in_threadpool

from app.api.deps import JudgeDep, SettingsDep
from app.schemas import AskRequest, AskResponse, ErrorOut

router = APIRouter(prefix="/v1", tags=["ask"])


@router.post("/ask", response_model=AskResponse, responses={413: {"model": ErrorOut}, 422: {"model": ErrorOut}})
async def ask(body: AskRequest, judge: JudgeDep, settings: SettingsDep) -> AskResponse:
    """Answer a rules question with verified CR citations (extractive unless an LLM is configured)."""
    question = body.question.strip()
    if not question:
        raise HTTPException(422, "question: must not be empty or only whitespace")
    if len(question) > settings.max_question_chars:
        raise HTTPException(
            413, f"question: too long ({len(question)} characters; the limit is {settings.max_question_chars})"
        )
    return await run_in_threadpool(judge.ask, question, body.lang)
