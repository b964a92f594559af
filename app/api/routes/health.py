from __future__ import annotations

from fastapi import APIRouter, Request, Response
from prometheus_client import CONTENT_TYPE_LATEST

from app.api.deps import JudgeDep
from app.schemas import CardStatus, Health, Ready
from ingest.ruleid import RuleKind

router = APIRouter(tags=["health"])


@router.get("/healthz", response_model=Health)
def healthz() -> Health:
    """The process is up."""
    return Health(status="ok")


@router.get("/readyz", response_model=Ready, responses={503: {"description": "index not loaded"}})
def readyz(judge: JudgeDep) -> Ready:
    """The index is loaded: reports the CR edition, the embedding model, how many rules have Spanish text and
    the card data."""
    manifest = judge.searcher.manifest
    store = judge.searcher.store
    stats = store.card_stats
    return Ready(
        status="ready",
        rules_version=manifest.cr_effective,
        model=manifest.model_id,
        chunks=manifest.chunk_count,
        build=judge.searcher.path.name,
        spanish_rules=store.spanish_text_count(),
        rules=sum(1 for rule in store.rules.values() if rule.kind is not RuleKind.SECTION),
        cards=CardStatus(sources=stats.sources, date=stats.date, cards=stats.cards, rulings=stats.rulings),
    )


@router.get("/metrics", include_in_schema=False)
def metrics(request: Request) -> Response:
    """Prometheus metrics: requests and latency by route, answers by composer, LLM fallbacks, rate limiting."""
    return Response(request.app.state.metrics.render(), media_type=CONTENT_TYPE_LATEST)
