"""The FastAPI application: the lifespan loads the model and index once, then routers serve them."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

from app.answer.extractive import AbstainPolicy
from app.api.main import api_router
from app.core.config import Settings, get_settings
from app.core.errors import install_error_handlers
from app.engine import Judge
from index.embedder import SentenceTransformerEmbedder
from index.searcher import Searcher

log = logging.getLogger("judge")


def load_judge(settings: Settings) -> Judge:
    embedder = SentenceTransformerEmbedder(settings.embed_model, settings.torch_threads, settings.embed_batch_size)
    searcher = Searcher(settings.index_dir / "current", embedder)
    return Judge.create(searcher, AbstainPolicy(settings.answer_threshold, settings.vocabulary_threshold))


def create_app(settings: Settings | None = None, loader: Callable[[Settings], Judge] = load_judge) -> FastAPI:
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.judge = loader(settings)
        log.info("loaded CR %s with %s", app.state.judge.rules_version, app.state.judge.searcher.manifest.model_id)
        yield
        app.state.judge = None

    app = FastAPI(
        title="MTG Rules Judge",
        version="0.1.0",
        description="Answers Magic: The Gathering rules questions in English and Spanish with verified Comprehensive Rules citations.",
        lifespan=lifespan,
    )
    app.dependency_overrides[get_settings] = lambda: settings
    app.add_middleware(
        CORSMiddleware,
        allow_origins=settings.cors_origins,
        allow_methods=["GET", "POST"],
        allow_headers=["Content-Type"],
    )
    install_error_handlers(app)
    app.include_router(api_router)
    return app
