"""`judge bench search`: search latency against a bare query embedding, cold build and re-ingest times."""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from evaluation.evaluate import load_question_set
from index.build import build_index
from index.dense import EmbeddingCache
from index.embedder import Embedder
from index.searcher import Searcher
from ingest.pipeline import build_store


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return ordered[index]


def bench_search(
    embedder: Embedder,
    new_cr: Path,
    old_cr: Path,
    pages: list[Path],
    question_sets: list[Path],
    queries: int = 200,
) -> Iterator[str]:
    """Yield report lines as each measurement finishes (the cold build takes a couple of minutes)."""
    questions = [q.question for path in question_sets for q in load_question_set(path)][:queries]
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as tmp:
        root = Path(tmp)
        cache = EmbeddingCache(root / "embeddings.sqlite")
        started = time.perf_counter()
        build_store(root / "old.sqlite", old_cr, pages)
        old_manifest = build_index(root / "old.sqlite", embedder, root / "index", cache)
        yield (
            f"cold build (CR {old_manifest.cr_effective}, {old_manifest.chunk_count} chunks, empty cache): "
            f"{time.perf_counter() - started:.1f} s"
        )

        started = time.perf_counter()
        build_store(root / "new.sqlite", new_cr, pages)
        new_manifest = build_index(root / "new.sqlite", embedder, root / "index", cache)
        yield (
            f"re-ingest {old_manifest.cr_effective} → {new_manifest.cr_effective}: {time.perf_counter() - started:.1f} s "
            f"({new_manifest.embedded} chunks embedded, {new_manifest.reused} reused)"
        )

        searcher = Searcher(root / "index" / "current", embedder)
        for question in questions[:5]:
            searcher.search(question)
        embed_ms, search_ms = [], []
        for question in questions:
            mark = time.perf_counter()
            embedder.embed_queries([question])
            embed_ms.append((time.perf_counter() - mark) * 1000)
            mark = time.perf_counter()
            searcher.search(question, k=10)
            search_ms.append((time.perf_counter() - mark) * 1000)
        embed_p50 = statistics.median(embed_ms)
        search_p50 = statistics.median(search_ms)
        yield f"bare query embedding over {len(questions)} questions: p50 {embed_p50:.1f} ms, p95 {percentile(embed_ms, 95):.1f} ms"
        yield f"search (k=10, in-process):                p50 {search_p50:.1f} ms, p95 {percentile(search_ms, 95):.1f} ms"
        yield f"search p50 / embedding p50 = {search_p50 / embed_p50:.2f} (target ≤ 1.5)"
