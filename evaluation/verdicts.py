"""Verdict evaluation: does the answer's first paragraph state the right conclusion?

An item passes when every `expect` regex matches the first paragraph of the answer and no
`reject` regex does. Sets are YAML files with a `questions:` (or `items:`) list, or a bare list;
items without `expect` are not verdict items and are skipped.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from evaluation.evaluate import EvalSetError
from index.lang import detect_language


@dataclass(frozen=True)
class VerdictItem:
    id: str
    question: str
    lang: str
    topic: str
    expect: tuple[re.Pattern[str], ...]
    reject: tuple[re.Pattern[str], ...] = ()
    gold: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    source: str = ""


@dataclass
class VerdictOutcome:
    item: VerdictItem
    first_paragraph: str
    failed: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failed


def _patterns(value: Any, where: str) -> tuple[re.Pattern[str], ...]:
    if value is None:
        return ()
    items = [value] if isinstance(value, str) else list(value)
    try:
        return tuple(re.compile(str(p)) for p in items)
    except re.error as err:
        raise EvalSetError(f"{where}: bad regex: {err}") from None


def load_verdict_items(paths: Iterable[Path]) -> tuple[list[VerdictItem], int]:
    """All verdict items of the given files (ids made unique per file), and how many were skipped."""
    items: list[VerdictItem] = []
    skipped = 0
    for path in paths:
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as err:
            raise EvalSetError(f"{path}: cannot read verdict set: {err}") from None
        except yaml.YAMLError as err:
            raise EvalSetError(f"{path}: not YAML: {err}") from None
        rows = data if isinstance(data, list) else (data or {}).get("questions") or (data or {}).get("items") or []
        if not rows:
            raise EvalSetError(f"{path}: no questions")
        for number, row in enumerate(rows, start=1):
            where = f"{path}: item {number}"
            if not isinstance(row, dict) or not row.get("question"):
                raise EvalSetError(f"{where} has no question")
            expect = _patterns(row.get("expect"), where)
            if not expect:
                skipped += 1
                continue
            question = str(row["question"])
            items.append(
                VerdictItem(
                    id=f"{path.stem}:{row.get('id', number)}",
                    question=question,
                    lang=str(row.get("lang") or detect_language(question)),
                    topic=str(row.get("topic") or "-"),
                    expect=expect,
                    reject=_patterns(row.get("reject"), where),
                    gold=tuple(str(g) for g in row.get("gold") or ()),
                    cards=tuple(str(c) for c in row.get("cards") or ()),
                    source=path.name,
                )
            )
    return items, skipped


def first_paragraph(answer: str) -> str:
    return answer.strip().split("\n\n", 1)[0]


def judge_item(item: VerdictItem, answer: str) -> VerdictOutcome:
    head = first_paragraph(answer)
    failed = [f"expect {p.pattern}" for p in item.expect if not p.search(head)]
    failed += [f"reject {p.pattern}" for p in item.reject if p.search(head)]
    return VerdictOutcome(item, head, failed)


def evaluate_verdicts(ask: Callable[[str, str], str], items: list[VerdictItem]) -> list[VerdictOutcome]:
    """`ask(question, lang)` returns the answer text."""
    return [judge_item(item, ask(item.question, item.lang)) for item in items]


def _rate(rows: list[VerdictOutcome]) -> str:
    passed = sum(o.passed for o in rows)
    return f"{passed / len(rows):.3f} ({passed}/{len(rows)})"


def format_verdict_report(outcomes: list[VerdictOutcome], skipped: int = 0, misses: int = 50) -> str:
    if not outcomes:
        return "no verdict items"
    lines = [f"== verdicts: {len(outcomes)} items ({skipped} without expect skipped): first paragraph correct"]
    lines.append(f"  {'all':28}{_rate(outcomes)}")
    for attribute in ("lang", "topic", "source"):
        groups: dict[str, list[VerdictOutcome]] = {}
        for outcome in outcomes:
            groups.setdefault(getattr(outcome.item, attribute), []).append(outcome)
        if len(groups) > 1:
            for key, rows in sorted(groups.items()):
                lines.append(f"  {attribute}={key[:22]:23}{_rate(rows)}")
    missed = [o for o in outcomes if not o.passed]
    lines.append(f"misses: {len(missed)}")
    for outcome in missed[:misses]:
        lines.append(f"  {outcome.item.id} [{outcome.item.lang}/{outcome.item.topic}] {outcome.item.question[:110]!r}")
        lines.append(f"      got: {outcome.first_paragraph[:220]!r}")
        lines.append(f"      failed: {'; '.join(outcome.failed)}")
    return "\n".join(lines)


def as_json(outcomes: list[VerdictOutcome], skipped: int = 0) -> dict[str, Any]:
    def rate(rows: list[VerdictOutcome]) -> float:
        return sum(o.passed for o in rows) / len(rows) if rows else 0.0

    by: dict[str, dict[str, float]] = {}
    for attribute in ("lang", "topic"):
        groups: dict[str, list[VerdictOutcome]] = {}
        for outcome in outcomes:
            groups.setdefault(getattr(outcome.item, attribute), []).append(outcome)
        by[attribute] = {key: rate(rows) for key, rows in sorted(groups.items())}
    return {
        "items": len(outcomes),
        "skipped_without_expect": skipped,
        "rate": rate(outcomes),
        "by_lang": by["lang"],
        "by_topic": by["topic"],
        "misses": [
            {"id": o.item.id, "question": o.item.question, "first_paragraph": o.first_paragraph, "failed": o.failed}
            for o in outcomes
            if not o.passed
        ],
    }
