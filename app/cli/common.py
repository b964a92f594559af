"""Helpers the command groups share: opening (and, on first use, building) the store, model and index."""

from __future__ import annotations

import sys
from pathlib import Path

from tqdm import tqdm

from app.core.config import Settings
from ingest.errors import JudgeError
from ingest.models import Rule
from ingest.pipeline import build_store
from ingest.store import RuleStore


class CommandError(JudgeError):
    """A user-facing failure: printed as one line, exit code 2."""


def card_files(settings: Settings) -> list[Path]:
    """The card data to ingest: JUDGE_CARDS_PATH when set, else the last `judge cards update`, else the bundled file."""
    downloaded = settings.cards_download_dir / "current"
    if "cards_path" not in settings.model_fields_set and downloaded.is_dir():
        return sorted(downloaded.glob("*.json*"))
    return [settings.cards_path] if settings.cards_path else []


def open_store(settings: Settings) -> RuleStore:
    """The built store; built on first use from the bundled defaults so a newcomer's first command works."""
    if not settings.store_path.exists():
        print(f"judge: no rule store at {settings.store_path}; building it now", file=sys.stderr)
        build_store(
            settings.store_path, settings.cr_path, sorted(settings.pages_dir.glob("*.txt")), card_files(settings)
        )
    return RuleStore(settings.store_path)


def load_embedder(settings: Settings, runtime: str | None = None):
    from index.embedder import open_embedder

    return open_embedder(
        settings.embed_model, runtime or settings.embed_runtime, settings.embed_threads, settings.embed_batch_size
    )


def build_search_index(settings: Settings, embedder=None):
    """Build the index from the store (built first if missing); `embedder` saves loading the model twice."""
    from index.build import build_index
    from index.dense import EmbeddingCache

    embedder = embedder or load_embedder(settings)
    open_store(settings)
    with tqdm(total=1, unit="chunk", file=sys.stderr, leave=False, desc="embedding") as bar:

        def progress(done: int, total: int) -> None:
            bar.total = total
            bar.n = done
            bar.refresh()

        manifest = build_index(
            settings.store_path,
            embedder,
            settings.index_dir,
            EmbeddingCache(settings.data_dir / "embeddings.sqlite", settings.vectors_dir),
            progress,
        )
    return manifest, embedder


def ensure_index(settings: Settings, embedder=None) -> None:
    """First run on a fresh machine: build what is missing, so `judge serve` and friends just work."""
    open_store(settings)
    if not (settings.index_dir / "current" / "manifest.json").exists():
        print(
            "judge: no search index yet; building it now (seconds with the shipped vectors, minutes otherwise)",
            file=sys.stderr,
        )
        build_search_index(settings, embedder)


def open_searcher(settings: Settings):
    from index.searcher import Searcher

    embedder = load_embedder(settings)
    ensure_index(settings, embedder)
    return Searcher(settings.index_dir / "current", embedder)


def rule_json(rule: Rule) -> dict[str, object]:
    return {
        "id": str(rule.id),
        "kind": rule.kind.value,
        "parent": str(rule.parent) if rule.parent else None,
        "title": rule.title,
        "text": rule.text,
        "examples": list(rule.examples),
        "references": [str(r) for r in rule.references],
    }
