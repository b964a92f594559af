from __future__ import annotations

from dataclasses import asdict
from typing import Annotated, Literal

from fastapi import APIRouter, Query
from starlette.concurrency import run_in_threadpool

from app.api.deps import JudgeDep, SettingsDep
from app.core.limits import checked_text, in_time
from app.schemas import ErrorOut, SearchResponse

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
    query = checked_text(q, "q", settings)
    results = await in_time("search", settings, run_in_threadpool(judge.search, query, k, lang))
    return SearchResponse.model_validate(asdict(results))
