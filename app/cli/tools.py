"""`judge eval`, `judge bench`, `judge load`: offline tooling from the evaluation package."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from app.cli.common import CommandError, ensure_index, load_embedder, open_searcher, open_store
from app.core.config import PROJECT_ROOT, Settings


def register(commands: argparse._SubParsersAction) -> None:
    evaluate = commands.add_parser("eval", help="recall@k and MRR of search on question sets with gold rule ids")
    evaluate.add_argument(
        "--set", dest="sets", type=Path, action="append", default=[], help="JSONL or YAML question set (repeatable)"
    )
    evaluate.add_argument(
        "--known-cards",
        action="store_true",
        help="only questions that list cards, all of them in the loaded card data (RulesGuru's 977 of 1,400)",
    )
    evaluate.add_argument("--limit", type=int, default=0, help="first N questions of each set (0 = all)")
    evaluate.add_argument(
        "--cards",
        action="store_true",
        help="card recognition: recall on RulesGuru's cards, false detections on the card-free sets",
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

    load = commands.add_parser(
        "load", help="drive N concurrent clients for T seconds against a running server (loopback only)"
    )
    load.add_argument("--url", default="http://127.0.0.1:8000")
    load.add_argument("--endpoint", choices=["search", "ask"], default="search")
    load.add_argument("--clients", type=int, default=16)
    load.add_argument("--seconds", type=float, default=30.0)
    load.set_defaults(run=_cmd_load)


def _cmd_eval(args: argparse.Namespace, settings: Settings) -> int:
    from evaluation.evaluate import evaluate, format_report, load_question_set

    if args.cards:
        return _eval_cards(args, settings)
    if not args.sets:
        raise CommandError("give --set FILE (repeatable) or --cards")

    cutoffs = sorted({int(x) for x in args.k.split(",") if x.strip()})
    searcher = open_searcher(settings)
    reports = []
    for path in args.sets:
        questions = load_question_set(path)
        if args.known_cards:
            questions = [q for q in questions if q.cards and all(_in_card_data(searcher.store, c) for c in q.cards)]
        if args.limit:
            questions = questions[: args.limit]
        reports.append(evaluate(searcher, questions, cutoffs, name=path.name))
    if args.json:
        print(json.dumps([r.as_json() for r in reports], indent=2, ensure_ascii=False))
    else:
        for report in reports:
            print(format_report(report, misses=args.misses))
    return 0


def _cmd_bench(args: argparse.Namespace, settings: Settings) -> int:
    from evaluation.bench import bench_search

    if args.what == "ask":
        from evaluation.answer_bench import bench_ask

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


def _cmd_load(args: argparse.Namespace, _settings: Settings) -> int:
    from evaluation.evaluate import load_question_set
    from evaluation.loadtest import run_load

    eval_dir = PROJECT_ROOT / "tests" / "eval"
    questions = [
        q.question
        for name in ("es_questions.yaml", "stack_replacement_en.yaml")
        for q in load_question_set(eval_dir / name)
    ]
    result = run_load(args.url, args.endpoint, questions, args.clients, args.seconds)
    for line in result.lines(f"/v1/{args.endpoint}", args.clients):
        print(line)
    return 0 if result.errors == 0 else 1


def _eval_cards(args: argparse.Namespace, settings: Settings) -> int:
    from evaluation.cards import evaluate_cards, format_cards_report
    from index.cards import CardMatcher

    store = open_store(settings)
    eval_dir = PROJECT_ROOT / "tests" / "eval"
    no_card = args.sets or [
        eval_dir / "public" / "questions_rules86.jsonl",
        eval_dir / "es_questions.yaml",
        eval_dir / "stack_replacement_en.yaml",
        eval_dir / "offtopic.yaml",
    ]
    report = evaluate_cards(
        CardMatcher.from_store(store),
        lambda name: _in_card_data(store, name),
        eval_dir / "public" / "rulesguru_full_v2.jsonl",
        no_card,
    )
    print(
        json.dumps(report.as_json(), indent=2, ensure_ascii=False)
        if args.json
        else format_cards_report(report, args.misses)
    )
    return 0


def _in_card_data(store, name: str) -> bool:
    """A card from a card file, not just a name seen in a CR example."""
    card = store.card(name)
    return card is not None and card.source != "cr-examples"
