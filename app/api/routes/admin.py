from __future__ import annotations

import hmac
import logging
from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Header, HTTPException, Request
from starlette.concurrency import run_in_threadpool

from answer.engine import Judge
from answer.i18n import t
from app.api.deps import JudgeDep, SettingsDep
from app.core.config import Settings
from app.schemas import ErrorOut, ReloadOut
from index.manifest import IndexLoadError
from index.searcher import Searcher

router = APIRouter(prefix="/v1/admin", tags=["admin"])
log = logging.getLogger("judge.admin")


@router.post(
    "/reload",
    response_model=ReloadOut,
    responses={401: {"model": ErrorOut}, 403: {"model": ErrorOut}, 409: {"model": ErrorOut}},
)
async def reload_index(
    request: Request,
    judge: JudgeDep,
    settings: SettingsDep,
    x_api_key: Annotated[str | None, Header(description="The admin key (JUDGE_ADMIN_API_KEY)")] = None,
) -> ReloadOut:
    """Load the index that `current` points to now (built by `judge index`) and swap it in atomically.

    Requests in flight finish on the old index; a corrupt or mismatched index is rejected (409) and the
    old one keeps serving."""
    if settings.admin_api_key is None:
        raise HTTPException(403, t("en", "error.admin_disabled"))
    if not x_api_key:
        raise HTTPException(401, t("en", "error.admin_no_key"), headers={"WWW-Authenticate": "X-API-Key"})
    if not hmac.compare_digest(x_api_key.encode(), settings.admin_api_key.get_secret_value().encode()):
        raise HTTPException(403, t("en", "error.admin_wrong_key"))
    metrics = request.app.state.metrics
    async with request.app.state.reload_lock:
        try:
            candidate = await run_in_threadpool(_load_candidate, request.app.state.judge_factory, settings, judge)
        except IndexLoadError as err:
            metrics.reloads.labels("rejected").inc()
            log.warning("index reload rejected: %s", err)
            raise HTTPException(409, t("en", "error.index_rejected", reason=str(err))) from None
        request.app.state.judge = candidate
        searcher = candidate.searcher
    metrics.reloads.labels("ok").inc()
    manifest = searcher.manifest
    log.info("index reloaded: CR %s, build %s", manifest.cr_effective, searcher.path.name)
    return ReloadOut(
        status="reloaded",
        rules_version=manifest.cr_effective,
        model=manifest.model_id,
        chunks=manifest.chunk_count,
        build=searcher.path.name,
    )


def _load_candidate(factory: Callable[[Searcher], Judge], settings: Settings, serving: Judge) -> Judge:
    """The whole candidate is checked before the swap: every file opened and cross-checked (Searcher),
    then a probe search through the new judge; any failure is a rejection, never a 500 later."""
    searcher = Searcher(settings.index_dir / "current", serving.searcher.embedder, serving.searcher.weights)
    candidate = factory(searcher)
    try:
        candidate.search("probe: what happens when a spell resolves", k=3)
    except Exception as err:  # whatever breaks the probe would break every request
        raise IndexLoadError(f"probe search failed: {type(err).__name__}: {err}") from None
    return candidate
