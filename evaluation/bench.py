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
    embedders: dict[str, Embedder],
    new_cr: Path,
    old_cr: Path,
    pages: list[Path],
    question_sets: list[Path],
    queries: int = 200,
) -> Iterator[str]:
    """Yield report lines as each measurement finishes, for every runtime side by side.

    Latencies are taken in turns (each question on every runtime before the next question) so a noisy,
    shared machine slows all runtimes alike; the ratios against the first runtime are the robust figures.
    """
    questions = [q.question for path in question_sets for q in load_question_set(path)][:queries]
    names = list(embedders)
    figures: dict[str, dict[str, float]] = {name: {} for name in names}
    with tempfile.TemporaryDirectory(prefix="judge-bench-") as tmp:
        root = Path(tmp)
        build_store(root / "old.sqlite", old_cr, pages)
        build_store(root / "new.sqlite", new_cr, pages)
        searchers = {}
        for name, embedder in embedders.items():
            cache = EmbeddingCache(root / f"{name}.sqlite")
            started = time.perf_counter()
            old_manifest = build_index(root / "old.sqlite", embedder, root / name, cache)
            figures[name]["cold build s"] = time.perf_counter() - started
            started = time.perf_counter()
            new_manifest = build_index(root / "new.sqlite", embedder, root / name, cache)
            figures[name]["re-ingest s"] = time.perf_counter() - started
            yield (
                f"{name}: cold build (CR {old_manifest.cr_effective}, {old_manifest.chunk_count} chunks, empty cache) "
                f"{figures[name]['cold build s']:.1f} s; re-ingest → {new_manifest.cr_effective} "
                f"({new_manifest.embedded} chunks embedded) {figures[name]['re-ingest s']:.1f} s"
            )
            searchers[name] = Searcher(root / name / "current", embedder)
            for question in questions[:5]:
                searchers[name].search(question)

        embed_ms: dict[str, list[float]] = {name: [] for name in names}
        search_ms: dict[str, list[float]] = {name: [] for name in names}
        for question in questions:
            for name in names:
                mark = time.perf_counter()
                embedders[name].embed_queries([question])
                embed_ms[name].append((time.perf_counter() - mark) * 1000)
                mark = time.perf_counter()
                searchers[name].search(question, k=10)
                search_ms[name].append((time.perf_counter() - mark) * 1000)
        for name in names:
            batch = questions[:64]
            mark = time.perf_counter()
            embedders[name].embed_queries(batch)
            figures[name]["batched embedding ms/query"] = (time.perf_counter() - mark) * 1000 / len(batch)
            figures[name]["embedding p50 ms"] = statistics.median(embed_ms[name])
            figures[name]["embedding p95 ms"] = percentile(embed_ms[name], 95)
            figures[name]["search p50 ms"] = statistics.median(search_ms[name])
            figures[name]["search p95 ms"] = percentile(search_ms[name], 95)
            figures[name]["search / embedding p50"] = figures[name]["search p50 ms"] / figures[name]["embedding p50 ms"]

    yield f"over {len(questions)} questions (k=10, in-process); ratio = runtime / {names[0]}"
    yield f"{'figure':28}" + "".join(f"{name:>22}" for name in names)
    for figure in figures[names[0]]:
        cells = []
        for name in names:
            value = figures[name][figure]
            ratio = (
                ""
                if name == names[0] or figure.startswith("search /")
                else f" ({value / figures[names[0]][figure]:.2f}×)"
            )
            cells.append(f"{value:.2f}{ratio}".rjust(22))
        yield f"{figure:28}" + "".join(cells)
