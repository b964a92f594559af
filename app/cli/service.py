"""`judge serve` and `judge ask`: the service, over HTTP or in the terminal."""

from __future__ import annotations

import argparse
import asyncio
import json
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

from answer.followup import Turn, check_history, trim_history
from answer.i18n import t
from app.cli.common import CommandError, ensure_index, open_searcher
from app.core.config import Settings

if TYPE_CHECKING:
    from answer.engine import Judge
    from answer.results import AnswerResult


def register(commands: argparse._SubParsersAction) -> None:
    serve = commands.add_parser("serve", help="run the HTTP service (builds the store and index first if missing)")
    serve.add_argument("--host", help="bind address (default: $JUDGE_HOST or 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port (default: $JUDGE_PORT or 8000)")
    serve.add_argument(
        "--workers", type=int, default=1, help="worker processes, each with its own judge (default 1; ≈ +400 MB each)"
    )
    serve.set_defaults(run=_cmd_serve)

    ask = commands.add_parser("ask", help="answer a rules question in the terminal")
    ask.add_argument("question")
    ask.add_argument("--lang", choices=["auto", "en", "es"], default="auto")
    ask.add_argument("--mode", choices=["auto", "extractive", "llm"], default="auto")
    ask.add_argument("--json", action="store_true")
    ask.add_argument(
        "--follow-up",
        type=Path,
        metavar="FILE",
        help="a JSON file with the conversation so far (created if missing); the new turn is added to it",
    )
    ask.set_defaults(run=_cmd_ask)


def _cmd_serve(args: argparse.Namespace, settings: Settings) -> int:
    import uvicorn

    from app.core.server import uvicorn_options
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
    uvicorn.run(app, factory=args.workers > 1, workers=args.workers, **uvicorn_options(settings))
    return 0


async def _ask(judge: Judge, question: str, lang: str, mode: str, history: list[Turn]) -> AnswerResult:
    try:
        return await judge.ask(question, lang, mode, history)
    finally:
        if judge.llm is not None:
            await judge.llm.client.aclose()


def _cmd_ask(args: argparse.Namespace, settings: Settings) -> int:
    from app.main import build_judge

    question = args.question.strip()
    if not question:
        raise CommandError("the question is empty")
    if len(question) > settings.max_question_chars:
        raise CommandError(
            f"the question is too long ({len(question)} characters; the limit is {settings.max_question_chars})"
        )
    history = _read_conversation(args.follow_up, settings) if args.follow_up else []
    # inputs are checked first: loading the model and the index takes seconds
    judge = build_judge(open_searcher(settings), settings)
    response = asyncio.run(_ask(judge, question, args.lang, args.mode, history))
    if args.follow_up:
        _write_conversation(args.follow_up, [*history, Turn(question, response.answer)], settings)
    if args.json:
        print(json.dumps(asdict(response), ensure_ascii=False, indent=2))
        return 0
    print(response.answer)
    lang = response.lang if response.lang in ("en", "es") else "en"
    if response.citations:
        cited = ", ".join(
            dict.fromkeys(
                c.rule or f"{c.card or c.title} ({t(lang, f'cli.kind_{c.kind}')}{' ' + c.date if c.date else ''})"
                for c in response.citations
            )
        )
        print(f"\n{t(lang, 'cli.citations')}: {cited}")
    if response.context.follow_up:
        cards = ", ".join(item.value for item in response.context.carried if item.kind == "card")
        understood = t(lang, "cli.follow_up", question=response.context.question or "")
        print(f"\n[{understood}" + (f"; {t(lang, 'cli.cards', cards=cards)}]" if cards else "]"))
    note = f"; {t(lang, 'cli.no_llm', reason=response.fallback_reason)}" if response.fallback_reason else ""
    composer = t(lang, f"cli.composer_{response.composer}")
    print(
        t(
            lang,
            "cli.trailer",
            composer=composer,
            version=response.rules_version,
            ms=f"{response.took_ms:.0f}",
            note=note,
        )
    )
    return 0 if response.answered else 1


def _read_conversation(path: Path, settings: Settings) -> list[Turn]:
    """The earlier turns: a JSON list of {"question", "answer"} objects; a missing file is a new conversation."""
    if not path.exists():
        return []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        turns = [Turn(str(item["question"]), item.get("answer")) for item in data]
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, TypeError, KeyError, AttributeError) as err:
        raise CommandError(f"{path}: not a conversation file (a JSON list of {{question, answer}}): {err}") from None
    if any(not isinstance(item["question"], str) for item in data):
        raise CommandError(f"{path}: every question must be a string")
    if any(not isinstance(turn.answer, str | None) for turn in turns):
        raise CommandError(f"{path}: every answer must be a string or null")
    return check_history(turns, settings.max_history_turns, settings.max_history_chars)


def _write_conversation(path: Path, turns: list[Turn], settings: Settings) -> None:
    kept = trim_history(turns, settings.max_history_turns, settings.max_history_chars)
    try:
        path.write_text(json.dumps([asdict(turn) for turn in kept], ensure_ascii=False, indent=2), encoding="utf-8")
    except OSError as err:
        raise CommandError(f"{path}: cannot write the conversation: {err}") from None
