from __future__ import annotations

import asyncio
from dataclasses import asdict
from typing import Annotated, Literal

from fastapi import APIRouter, HTTPException, Query
from starlette.concurrency import run_in_threadpool

from app.api.deps import JudgeDep, SettingsDep
from app.schemas import ErrorOut, SearchResponse, has_control_characters

router = APIRouter(prefix="/v1", tags=["search"])


@router.get("/search", response_model=SearchResponse, responses={413: {"model": ErrorOut}, 422: {"model": ErrorOut}})
async def search(
    judge: JudgeDep,
    settings: SettingsDep,
    q: Annotated[str, Query(min_length=1, description="Search text, English or Spanish")],
    k: Annotated[int, Query(ge=1, le=50)] = 10,
    lang: Literal["auto", "en", "es"] = "auto",
) -> SearchResponse:
    """Rules ranked by hybrid search (dense + lexical + glossary + explicit ids)."""
    query = q.strip()
    if not query:
        raise HTTPException(422, "q: must not be empty or only whitespace")
    if has_control_characters(query):
        raise HTTPException(422, "q: must not contain control characters")
    if len(query) > settings.max_question_chars:
        raise HTTPException(413, f"q: too long ({len(query)} characters; the limit is {settings.max_question_chars})")
    try:
        results = await asyncio.wait_for(run_in_threadpool(judge.search, query, k, lang), settings.request_timeout_s)
    except TimeoutError:
        raise HTTPException(503, f"the search took longer than {settings.request_timeout_s:g} s; try again") from None
    return SearchResponse.model_validate(asdict(results))
