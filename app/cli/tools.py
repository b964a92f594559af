"""`judge eval`, `judge bench`, `judge load`: offline tooling from the evaluation package."""

from __future__ import annotations

import argparse
import asyncio
import json
from pathlib import Path

from app.cli.common import CommandError, ensure_index, load_embedder, open_searcher, open_store
from app.core.config import PROJECT_ROOT, Settings


def register(commands: argparse._SubParsersAction) -> None:
    evaluate = commands.add_parser(
        "eval", help="recall@k and MRR of search (--set), or first-paragraph verdicts of answers (--verdicts)"
    )
    evaluate.add_argument(
        "--set", dest="sets", type=Path, action="append", default=[], help="JSONL or YAML question set (repeatable)"
    )
    evaluate.add_argument(
        "--dialogues",
        type=Path,
        action="append",
        default=[],
        help="YAML dialogue set: follow-up turns vs first turns, unrelated questions vs no history (repeatable)",
    )
    evaluate.add_argument(
        "--standalone",
        type=Path,
        help='with --dialogues: YAML map of "dialogue-id#turn": a hand-written stand-alone version of that later turn, '
        "to tell rewriting failures from verdict failures",
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
    evaluate.add_argument(
        "--verdicts", type=Path, nargs="+", default=[], help="verdict sets: YAML items with expect/reject regexes"
    )
    evaluate.add_argument(
        "--polarity",
        choices=["even", "odd", "all"],
        help="with or without --verdicts: RulesGuru's yes/no questions, checking only the Yes/No the answer opens "
        "with (even ids tuned on, odd held out)",
    )
    evaluate.add_argument("--k", default="1,5,10", help="cut-offs, e.g. 1,5,10")
    evaluate.add_argument("--misses", type=int, default=10, help="how many misses to print per set")
    evaluate.add_argument("--json", action="store_true")
    evaluate.add_argument(
        "--framing",
        action="store_true",
        help="also answer every Spanish question and check that the answer's framing is all Spanish",
    )
    evaluate.set_defaults(run=_cmd_eval)

    bench = commands.add_parser("bench", help="speed figures")
    bench.add_argument(
        "what",
        choices=["search", "ask", "mcp"],
        help="search: latency and build times; ask: answer quality and /v1/ask latency over HTTP; "
        "mcp: ask_judge latency over MCP stdio and HTTP beside /v1/ask",
    )
    bench.add_argument("--queries", type=int, default=200)
    bench.add_argument(
        "--runtime",
        dest="runtimes",
        action="append",
        choices=["sentence-transformers", "onnx", "onnx-int8"],
        help="embedding runtime to compare (repeatable; default: every one the model folder has)",
    )
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

    if args.verdicts or args.polarity:
        return _eval_verdicts(args, settings)
    if args.cards:
        return _eval_cards(args, settings)
    if args.dialogues:
        return _eval_dialogues(args, settings)
    if not args.sets:
        raise CommandError("give --set FILE (repeatable), --verdicts FILE..., --dialogues FILE or --cards")

    try:
        cutoffs = sorted({int(x) for x in args.k.split(",") if x.strip()})
    except ValueError:
        raise CommandError(f"--k takes whole numbers separated by commas, not {args.k!r}") from None
    # read every set before loading the model or building anything: a typo fails in a second, not minutes
    question_sets = [(path, load_question_set(path)) for path in args.sets]
    for path, questions in question_sets:
        if not any(q.gold for q in questions):
            raise CommandError(f"{path.name}: no question has gold rule ids, so there is no recall to measure")
    searcher = open_searcher(settings)
    reports = []
    for path, questions in question_sets:
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
    if args.framing:
        from app.main import build_judge
        from evaluation.framing import check_answers, format_framing
        from evaluation.spanish_answers import check_spanish_answers, format_spanish_answers

        judge = build_judge(searcher, settings)
        for path in args.sets:
            spanish = [q for q in load_question_set(path) if q.lang == "es"]
            responses = [(q, asyncio.run(judge.ask(q.question, mode="extractive"))) for q in spanish]
            answers = [
                # the cards it names and the cards it quotes (an ability word's example card): proper names
                (q.question, r.answer, [n for c in r.cards for n in (c.name, *c.names_es)] + _quoted_cards(r))
                for q, r in responses
            ]
            print(format_framing(path.name, check_answers(answers), show=args.misses))
            print(format_spanish_answers(check_spanish_answers(responses), show=args.misses))
    return 0


def _eval_dialogues(args: argparse.Namespace, settings: Settings) -> int:
    from answer.followup import capitalised_cards
    from app.main import build_judge
    from evaluation.dialogues import evaluate_dialogues, format_report, load_dialogues, load_standalone, with_standalone

    standalone = load_standalone(args.standalone) if args.standalone else {}
    # every file checked before the slow part
    sets = [(path, with_standalone(load_dialogues(path), standalone)) for path in args.dialogues]
    judge = build_judge(open_searcher(settings), settings)
    find_cards = judge.find_cards or capitalised_cards
    reports = [
        asyncio.run(
            evaluate_dialogues(
                judge, dialogues, path.name, find_cards, settings.max_history_turns, settings.max_history_chars
            )
        )
        for path, dialogues in sets
    ]
    if args.json:
        print(json.dumps([r.as_json() for r in reports], indent=2, ensure_ascii=False))
    else:
        for report in reports:
            print(format_report(report, misses=args.misses))
    return 0


def _eval_verdicts(args: argparse.Namespace, settings: Settings) -> int:
    from app.main import build_judge
    from evaluation import SETS
    from evaluation.verdicts import (
        as_json,
        evaluate_verdicts,
        format_verdict_report,
        load_verdict_items,
        polarity_items,
    )

    items, skipped = load_verdict_items(args.verdicts) if args.verdicts else ([], 0)
    if args.polarity:
        items += polarity_items(SETS / "public" / "rulesguru_full_v2.jsonl", args.polarity)
    judge = build_judge(open_searcher(settings), settings)
    outcomes = evaluate_verdicts(lambda q, lang: asyncio.run(judge.ask(q, lang, mode="extractive")).answer, items)
    if args.json:
        print(json.dumps(as_json(outcomes, skipped), indent=2, ensure_ascii=False))
    else:
        print(format_verdict_report(outcomes, skipped, misses=args.misses))
    return 0


def _cmd_bench(args: argparse.Namespace, settings: Settings) -> int:
    from evaluation import SETS
    from evaluation.bench import bench_search
    from index.onnx_embedder import export_path

    if args.what == "ask":
        from evaluation.answer_bench import bench_ask

        ensure_index(settings)
        sets = [
            SETS / "es_questions.yaml",
            SETS / "stack_replacement_en.yaml",
            SETS / "public" / "questions_rules86.jsonl",
        ]
        for line in bench_ask(settings, sets, SETS / "offtopic.yaml"):
            print(line, flush=True)
        return 0
    if args.what == "mcp":
        from app.core.logging import configure_logging
        from evaluation.mcp_bench import bench_mcp

        configure_logging("WARNING")  # before the MCP SDK sets up INFO logging of its own
        ensure_index(settings)
        for line in bench_mcp(settings, [SETS / "es_questions.yaml", SETS / "stack_replacement_en.yaml"]):
            print(line, flush=True)
        return 0

    if not args.old_cr.is_file():  # a source checkout has one in tests/fixtures/cr/; an installed package does not
        raise CommandError(f"--old-cr {args.old_cr}: no such file (an older CR edition, for the re-ingest figure)")
    sets = [SETS / "es_questions.yaml", SETS / "stack_replacement_en.yaml", SETS / "public" / "questions_rules86.jsonl"]
    pages = sorted(settings.pages_dir.glob("*.txt"))
    runtimes = args.runtimes or [
        runtime
        for runtime in ("sentence-transformers", "onnx", "onnx-int8")
        if runtime == "sentence-transformers" or export_path(Path(settings.embed_model), runtime).exists()
    ]
    embedders = {runtime: load_embedder(settings, runtime) for runtime in runtimes}
    model_id = next(iter(embedders.values())).model_id
    print(f"model {model_id}, {settings.embed_threads} threads, runtimes {', '.join(runtimes)}", flush=True)
    for line in bench_search(embedders, settings.cr_path, args.old_cr, pages, sets, args.queries):
        print(line, flush=True)
    return 0


def _cmd_load(args: argparse.Namespace, _settings: Settings) -> int:
    from evaluation import SETS
    from evaluation.evaluate import load_question_set
    from evaluation.loadtest import run_load

    questions = [
        q.question
        for name in ("es_questions.yaml", "stack_replacement_en.yaml")
        for q in load_question_set(SETS / name)
    ]
    result = run_load(args.url, args.endpoint, questions, args.clients, args.seconds)
    for line in result.lines(f"/v1/{args.endpoint}", args.clients):
        print(line)
    return 0 if result.errors == 0 else 1


def _eval_cards(args: argparse.Namespace, settings: Settings) -> int:
    from evaluation import SETS
    from evaluation.cards import evaluate_cards, format_cards_report
    from index.cards import CardMatcher

    store = open_store(settings)
    no_card = args.sets or [
        SETS / "public" / "questions_rules86.jsonl",
        SETS / "es_questions.yaml",
        SETS / "stack_replacement_en.yaml",
        SETS / "offtopic.yaml",
    ]
    report = evaluate_cards(
        CardMatcher.from_store(store),
        lambda name: _in_card_data(store, name),
        SETS / "public" / "rulesguru_full_v2.jsonl",
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


def _quoted_cards(response) -> list[str]:
    """The names of the cards an answer quotes Oracle text or rulings of."""
    return [c.card for c in response.citations if c.card]
