"""Eval harness: does the right rule come back for the question?

A hit at rule level is a returned id in the same "NNN.N" rule as a gold id (or inside a
gold section); at exact level it is the gold id itself. An item counts as found at k
when any of its gold ids is found in the top k.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import yaml

from index.lang import detect_language
from ingest.errors import JudgeError
from ingest.models import GlossaryEntry
from ingest.ruleid import RuleId, RuleKind

if TYPE_CHECKING:  # the real ones load faiss and the store; the eval takes anything shaped like them
    from index.manifest import Manifest
    from index.searcher import SearchResult
    from ingest.store import RuleStore


class EvalSetError(JudgeError, ValueError):
    pass


@dataclass(frozen=True)
class Question:
    id: str
    question: str
    gold: tuple[str, ...]
    lang: str
    topic: str
    #: the card names the question uses (RulesGuru's `cards`), when the set lists them
    cards: tuple[str, ...] = ()


class _Searcher(Protocol):
    """What the eval reads of index.searcher.Searcher."""

    store: RuleStore
    manifest: Manifest

    def search(self, question: str, k: int = 10, lang: str = "auto") -> SearchResult: ...


def load_question_set(path: Path) -> list[Question]:
    """Read rulemancer JSONL, eliso7's `examples:` YAML, or our own `questions:` YAML."""
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, UnicodeDecodeError) as err:
        raise EvalSetError(f"{path}: cannot read question set: {err}") from None
    if path.suffix == ".jsonl":
        items = []
        for number, line in enumerate(text.splitlines(), start=1):
            if line.strip():
                try:
                    items.append(json.loads(line))
                except json.JSONDecodeError as err:
                    raise EvalSetError(f"{path}:{number}: not JSON: {err}") from None
    else:
        try:
            data = yaml.safe_load(text) or {}
        except yaml.YAMLError as err:
            raise EvalSetError(f"{path}: not YAML: {err}") from None
        if not isinstance(data, dict):
            raise EvalSetError(f"{path}: expected a mapping with a `questions:` or `examples:` list")
        items = data.get("questions") or data.get("examples") or []
    questions = []
    for index, item in enumerate(items, start=1):
        if not isinstance(item, dict) or "question" not in item:
            raise EvalSetError(f"{path}: item {index} has no question")
        gold = item.get("gold") or item.get("key_rules") or []
        questions.append(
            Question(
                id=str(item.get("id", f"{path.stem}-{index}")),
                question=str(item["question"]),
                gold=tuple(str(g) for g in gold),
                lang=item.get("lang") or detect_language(str(item["question"])),
                topic=str(item.get("topic") or item.get("category") or item.get("kind") or "-"),
                cards=tuple(str(c) for c in item.get("cards") or ()),
            )
        )
    return questions


def resolve_gold(gold: Iterable[str], glossary: dict[str, GlossaryEntry]) -> list[RuleId]:
    """Rule ids as given; a glossary term stands for the rules its entry cites."""
    ids: list[RuleId] = []
    by_term = {term.lower(): entry for term, entry in glossary.items()}
    for item in gold:
        parsed = RuleId.try_parse(item)
        if parsed is not None:
            ids.append(parsed)
        elif item.lower() in by_term:
            ids.extend(by_term[item.lower()].references)
    return ids


def rule_level_match(hit: RuleId, gold: RuleId) -> bool:
    if gold.kind is RuleKind.SECTION:
        return hit.section == gold.section
    return hit.base_rule == gold.base_rule


def cites_gold(citations: list[dict], gold: Sequence[str]) -> bool:
    """Whether an answer's citations (the API's JSON) include a gold rule at rule level. Card citations (Oracle
    text, rulings) have no rule id, and gold entries that are glossary terms, not ids, are skipped."""
    gold_ids = [g for g in (RuleId.try_parse(item) for item in gold) if g is not None]
    return any(rule_level_match(RuleId.parse(c["rule"]), g) for c in citations if c.get("rule") for g in gold_ids)


@dataclass
class Outcome:
    question: Question
    gold: list[RuleId]
    returned: list[RuleId]
    rule_rank: int | None
    exact_rank: int | None


@dataclass
class EvalReport:
    name: str
    cutoffs: Sequence[int]
    outcomes: list[Outcome]
    skipped: int
    edition: str = ""
    model: str = ""

    def metrics(self, outcomes: list[Outcome] | None = None, level: str = "rule") -> dict[str, float]:
        rows = self.outcomes if outcomes is None else outcomes
        if not rows:
            return {}
        ranks = [o.rule_rank if level == "rule" else o.exact_rank for o in rows]
        result = {f"recall@{k}": sum(1 for r in ranks if r is not None and r <= k) / len(rows) for k in self.cutoffs}
        result["mrr"] = sum(1 / r for r in ranks if r is not None) / len(rows)
        return result

    def groups(self, attribute: str) -> dict[str, list[Outcome]]:
        grouped: dict[str, list[Outcome]] = {}
        for outcome in self.outcomes:
            grouped.setdefault(getattr(outcome.question, attribute), []).append(outcome)
        return dict(sorted(grouped.items()))

    def as_json(self) -> dict[str, Any]:
        return {
            "set": self.name,
            "edition": self.edition,
            "model": self.model,
            "questions": len(self.outcomes),
            "skipped_without_gold": self.skipped,
            "rule_level": self.metrics(level="rule"),
            "exact_level": self.metrics(level="exact"),
            "by_lang": {lang: self.metrics(rows) for lang, rows in self.groups("lang").items()},
            "by_topic": {topic: self.metrics(rows) for topic, rows in self.groups("topic").items()},
        }


def evaluate(searcher: _Searcher, questions: list[Question], cutoffs: Sequence[int], name: str = "") -> EvalReport:
    store = searcher.store
    depth = max(cutoffs)
    outcomes: list[Outcome] = []
    skipped = 0
    for question in questions:
        gold = resolve_gold(question.gold, store.glossary)
        if not gold:
            skipped += 1
            continue
        returned = [hit.rule for hit in searcher.search(question.question, k=depth, lang=question.lang).hits]
        rule_rank = next((i for i, hit in enumerate(returned, 1) if any(rule_level_match(hit, g) for g in gold)), None)
        exact_rank = next((i for i, hit in enumerate(returned, 1) if hit in gold), None)
        outcomes.append(Outcome(question, gold, returned, rule_rank, exact_rank))
    if not outcomes:
        raise EvalSetError(f"{name or 'the set'}: no question has gold rule ids, so there is no recall to measure")
    manifest = searcher.manifest
    return EvalReport(name, list(cutoffs), outcomes, skipped, manifest.cr_effective, manifest.model_id)


def format_report(report: EvalReport, misses: int = 10) -> str:
    cut = [f"R@{k}" for k in report.cutoffs]
    header = f"{'':28}{'n':>5}" + "".join(f"{c:>7}" for c in cut) + f"{'MRR':>7}"
    lines = [
        f"== {report.name}: {len(report.outcomes)} questions with gold ({report.skipped} without gold skipped); "
        f"CR {report.edition}; model {report.model}",
        header,
    ]

    def row(label: str, rows: list[Outcome], level: str = "rule") -> str:
        values = report.metrics(rows, level)
        return (
            f"{label:28}{len(rows):>5}"
            + "".join(f"{values[f'recall@{k}']:>7.3f}" for k in report.cutoffs)
            + f"{values['mrr']:>7.3f}"
        )

    lines.append(row("rule level", report.outcomes))
    lines.append(row("exact level", report.outcomes, "exact"))
    for lang, rows in report.groups("lang").items():
        lines.append(row(f"  lang={lang}", rows))
    topics = report.groups("topic")
    if 1 < len(topics) <= 40:
        for topic, rows in topics.items():
            lines.append(row(f"  topic={topic[:20]}", rows))
    miss_cut = 5 if 5 in report.cutoffs else max(report.cutoffs)
    missed = [o for o in report.outcomes if o.rule_rank is None or o.rule_rank > miss_cut]
    lines.append(f"misses at k={miss_cut}: {len(missed)}")
    for outcome in missed[:misses]:
        gold = ",".join(str(g) for g in outcome.gold)
        got = ",".join(str(r) for r in outcome.returned[:5])
        lines.append(f"  {outcome.question.id}: {outcome.question.question[:90]!r} gold={gold} got={got}")
    return "\n".join(lines)
