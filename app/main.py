"""The FastAPI application: the lifespan loads the model and index once, then routers serve them."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, nullcontext

from fastapi import Depends, FastAPI
from starlette.routing import Route

from answer.engine import Judge
from answer.extractive import AbstainPolicy
from answer.followup import matched_cards
from answer.llm.breaker import CircuitBreaker
from answer.llm.client import ChatClient
from answer.llm.composer import LLMComposer
from answer.llm.prompts import load_prompts
from app.api.deps import loaded_judge, reject_unknown_query
from app.api.main import api_router
from app.core.config import Settings, get_settings
from app.core.errors import install_error_handlers
from app.core.logging import configure_logging
from app.core.metrics import Metrics
from app.core.middleware import (
    BodySizeLimitMiddleware,
    JSONCORSMiddleware,
    RateLimitMiddleware,
    RequestContextMiddleware,
    TokenBuckets,
)
from app.mcp.http import PATH as MCP_PATH
from app.mcp.http import McpEndpoint
from index.embedder import BatchingQueryEmbedder, open_embedder
from index.searcher import Searcher

log = logging.getLogger("judge")


def build_judge(
    searcher: Searcher,
    settings: Settings,
    client: ChatClient | None = None,
    breaker: CircuitBreaker | None = None,
) -> Judge:
    """The judge over a loaded searcher, with the LLM composer when the settings name an LLM. A reload
    passes the running judge's client and breaker: one connection pool and one failure count per process."""
    llm = None
    if settings.llm_enabled:
        llm = LLMComposer(client or chat_client(settings), load_prompts(settings.prompts_version), searcher.store)
    breaker = breaker or CircuitBreaker(settings.llm_breaker_failures, settings.llm_breaker_cooldown_s)
    policy = AbstainPolicy(settings.answer_threshold, settings.vocabulary_threshold)
    judge = Judge.create(searcher, policy, breaker, llm, semantic=settings.verdict_semantic)
    if searcher.store.card_stats.sources:  # a card file was ingested: follow-ups find cards with the matcher
        judge.find_cards = matched_cards(searcher.cards)
    return judge


def chat_client(settings: Settings) -> ChatClient:
    """The LLM client; its total deadline leaves a tenth of the request time limit for the extractive fallback."""
    assert settings.llm_base_url and settings.llm_model
    return ChatClient(
        settings.llm_base_url,
        settings.llm_model,
        settings.llm_api_key.get_secret_value() if settings.llm_api_key else None,
        min(settings.llm_timeout_s, settings.request_timeout_s * 0.9),
        settings.llm_max_tokens,
        settings.llm_max_reply_bytes,
    )


def rebuild_judge(current: Judge, searcher: Searcher, settings: Settings) -> Judge:
    """The judge for a newly loaded index, keeping the running judge's LLM client and breaker."""
    return build_judge(searcher, settings, current.llm.client if current.llm else None, current.breaker)


def load_judge(settings: Settings) -> Judge:
    embedder = open_embedder(
        settings.embed_model, settings.embed_runtime, settings.embed_threads, settings.embed_batch_size
    )
    batched = BatchingQueryEmbedder(embedder, settings.query_batch_size, settings.query_batch_wait_ms)
    return build_judge(Searcher(settings.index_dir / "current", batched), settings)


def create_app(settings: Settings | None = None, loader: Callable[[Settings], Judge] = load_judge) -> FastAPI:
    settings = settings or get_settings()

    mcp = McpEndpoint(lambda: loaded_judge(app), settings) if settings.mcp_http_enabled else None

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.judge = loader(settings)
        app.state.judge_factory = lambda searcher: rebuild_judge(app.state.judge, searcher, settings)
        manifest = app.state.judge.searcher.manifest
        log.info("loaded CR %s with %s (%s)", app.state.judge.rules_version, manifest.model_id, manifest.runtime)
        try:
            async with mcp.running() if mcp else nullcontext():
                yield
        finally:
            judge, app.state.judge = app.state.judge, None
            if judge.llm is not None:
                await judge.llm.client.aclose()

    app = FastAPI(
        title="MTG Rules Judge",
        version="0.1.0",
        description="Answers Magic: The Gathering rules questions in English and Spanish with verified Comprehensive Rules citations.",
        lifespan=lifespan,
        dependencies=[Depends(reject_unknown_query)],
    )
    app.state.settings = settings
    app.state.metrics = metrics = Metrics()
    app.state.reload_lock = asyncio.Lock()
    # added innermost first: request id/log → CORS (so 413/429 carry CORS headers) → body limit → rate limit → app
    if settings.rate_limit_per_minute > 0:
        buckets = TokenBuckets(settings.rate_limit_per_minute, settings.rate_limit_burst)
        app.add_middleware(
            RateLimitMiddleware,
            buckets=buckets,
            metrics=metrics,
            trust_forwarded=settings.trust_forwarded_for,
            trusted_proxies=settings.trusted_proxies,
        )
    app.add_middleware(BodySizeLimitMiddleware, max_bytes=settings.max_body_bytes)
    app.add_middleware(
        JSONCORSMiddleware,
        allow_origins=settings.cors_origins,
        allow_methods=["GET", "POST"],
        allow_headers=["Content-Type", "Accept", "X-Request-ID"],
        expose_headers=["Retry-After", "X-Request-ID"],
    )
    app.add_middleware(RequestContextMiddleware, metrics=metrics)
    install_error_handlers(app)
    app.include_router(api_router)
    if mcp:
        app.router.routes.append(Route(MCP_PATH, mcp, methods=["GET", "POST", "DELETE"], include_in_schema=False))
    return app


def create_worker_app() -> FastAPI:
    """App factory for `judge serve --workers N`: each worker process sets up its own logs and loads its own judge."""
    settings = get_settings()
    configure_logging(settings.log_level)
    return create_app(settings)
