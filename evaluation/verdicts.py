"""Verdict evaluation: does the answer's first paragraph state the right conclusion?

An item passes when every `expect` regex matches the first paragraph of the answer and no
`reject` regex does. Sets are YAML files with a `questions:` (or `items:`) list, or a bare list;
items without `expect` are not verdict items and are skipped.
"""

from __future__ import annotations

import json
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


#: a last sentence asking yes or no ("…. Does Aubrey gain 2 life?"), and a reference answer opening with its polarity
_ASKS_YES_NO = re.compile(r"\b(Can|Does|Do|Is|Are|Will|Would|Could|Should|Must|Did|Has|Have)\b[^?.]*\?\s*$")
_POLARITY = re.compile(r"^\W*(yes|no)\b", re.I)
_OPENS_YES = r"(?i)^\W*yes\b"
_OPENS_NO = r"(?i)^\W*no\b"


def polarity_items(path: Path, half: str) -> list[VerdictItem]:
    """RulesGuru's yes/no questions whose judge-written answer opens with "Yes" or "No", as verdict items checking
    only the polarity the first paragraph opens with. `half`: "even" or "odd" ids (the split was fixed before the
    first run: even to read and tune on, odd held out), or "all". Card names lose RulesGuru's [brackets]."""
    items = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as err:
        raise EvalSetError(f"{path}: cannot read: {err}") from None
    for line_number, line in enumerate(lines, start=1):
        try:
            row = json.loads(line)
        except ValueError as err:
            raise EvalSetError(f"{path}: line {line_number}: not JSON: {err}") from None
        number = int(re.sub(r"\D", "", str(row["id"])) or 0)
        if half != "all" and number % 2 != (0 if half == "even" else 1):
            continue
        said = _POLARITY.match(str(row.get("answer_gold") or ""))
        question = str(row["question"]).replace("[", "").replace("]", "")
        if said is None or not _ASKS_YES_NO.search(question):
            continue
        yes = said.group(1).lower() == "yes"
        items.append(
            VerdictItem(
                id=f"rulesguru-{half}:{row['id']}",
                question=question,
                lang="en",
                topic="yes" if yes else "no",
                expect=(re.compile(_OPENS_YES if yes else _OPENS_NO),),
                reject=(re.compile(_OPENS_NO if yes else _OPENS_YES),),
                gold=tuple(str(g) for g in row.get("gold") or ()),
                cards=tuple(str(c) for c in row.get("cards") or ()),
                source=path.name,
            )
        )
    return items


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
