"""`judge eval`, `judge bench`, `judge load`: offline tooling from the evaluation package."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from app.cli.common import ensure_index, load_embedder, open_searcher
from app.core.config import PROJECT_ROOT, Settings


def register(commands: argparse._SubParsersAction) -> None:
    evaluate = commands.add_parser(
        "eval", help="recall@k and MRR of search (--set), or first-paragraph verdicts of answers (--verdicts)"
    )
    evaluate.add_argument(
        "--set", dest="sets", type=Path, action="append", default=[], help="JSONL or YAML question set (repeatable)"
    )
    evaluate.add_argument(
        "--verdicts", type=Path, nargs="+", default=[], help="verdict sets: YAML items with expect/reject regexes"
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
    from evaluation.evaluate import EvalSetError, evaluate, format_report, load_question_set

    if not args.sets and not args.verdicts:
        raise EvalSetError("give --set FILE (retrieval) or --verdicts FILE... (answers)")
    if args.verdicts:
        return _eval_verdicts(args, settings)

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


def _eval_verdicts(args: argparse.Namespace, settings: Settings) -> int:
    from app.main import build_judge
    from evaluation.verdicts import as_json, evaluate_verdicts, format_verdict_report, load_verdict_items

    items, skipped = load_verdict_items(args.verdicts)
    judge = build_judge(open_searcher(settings), settings)
    outcomes = evaluate_verdicts(lambda q, lang: judge.ask(q, lang, mode="extractive").answer, items)
    if args.json:
        print(json.dumps(as_json(outcomes, skipped), indent=2, ensure_ascii=False))
    else:
        print(format_verdict_report(outcomes, skipped, misses=args.misses))
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
