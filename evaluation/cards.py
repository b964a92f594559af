"""Card recognition: recall on RulesGuru's `cards` field (brackets removed from the question, so the matcher
reads plain prose), recall on the other sets' listed cards as typed, and false detections.

A question counts as naming a card when its item lists it (`cards:`); any other detection is false.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from index.cards import CardMatcher
from ingest.cards import fold_name

_BRACKETS_RE = re.compile(r"\[\[?([^\[\]]+)\]\]?")


@dataclass
class CardRecognitionReport:
    names: int = 0
    names_known: int = 0
    found: int = 0
    found_known: int = 0
    questions: int = 0
    questions_all_found: int = 0
    misses: list[tuple[str, str]] = field(default_factory=list)
    #: questions of the other sets that list their cards (written the way players type)
    listed_names: int = 0
    listed_found: int = 0
    listed_misses: list[tuple[str, str]] = field(default_factory=list)
    no_card_questions: int = 0
    false_questions: list[tuple[str, str, list[str]]] = field(default_factory=list)

    @property
    def recall_known(self) -> float:
        return self.found_known / self.names_known if self.names_known else 0.0

    @property
    def false_rate(self) -> float:
        return len(self.false_questions) / self.no_card_questions if self.no_card_questions else 0.0

    def as_json(self) -> dict[str, object]:
        return {
            "card_names": self.names,
            "card_names_in_store": self.names_known,
            "recall_in_store": round(self.recall_known, 4),
            "recall_all": round(self.found / self.names, 4) if self.names else 0.0,
            "questions_all_cards_found": f"{self.questions_all_found}/{self.questions}",
            "listed_card_names": self.listed_names,
            "listed_recall": round(self.listed_found / self.listed_names, 4) if self.listed_names else None,
            "listed_misses": [{"id": i, "card": c} for i, c in self.listed_misses],
            "no_card_questions": self.no_card_questions,
            "false_detection_rate": round(self.false_rate, 4),
            "false_detections": [{"id": i, "question": q, "cards": c} for i, q, c in self.false_questions],
            "misses": [{"id": i, "card": c} for i, c in self.misses],
        }


def _items(path: Path) -> list[dict]:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".jsonl":
        return [json.loads(line) for line in text.splitlines() if line.strip()]
    data = yaml.safe_load(text) or {}
    return data.get("questions") or data.get("examples") or []


def _names(card) -> set[str]:
    return {fold_name(card.name), *(fold_name(face) for face in card.faces)}


def evaluate_cards(matcher: CardMatcher, known, rulesguru: Path, no_card_sets: Sequence[Path]) -> CardRecognitionReport:
    """`known(name)`: whether the loaded card data has this card (recall is reported on those and on all)."""
    report = CardRecognitionReport()
    for item in _items(rulesguru):
        gold = item.get("cards") or []
        if not gold:
            continue
        text = _BRACKETS_RE.sub(r"\1", item["question"])
        detected: set[str] = set()
        for mention in matcher.find(text):
            detected |= _names(mention.card)
        report.questions += 1
        all_found = True
        for name in gold:
            hit = fold_name(name) in detected or all(fold_name(p) in detected for p in name.split(" // "))
            in_store = known(name)
            report.names += 1
            report.found += hit
            report.names_known += in_store
            report.found_known += hit and in_store
            if not hit:
                all_found = False
                if in_store:
                    report.misses.append((str(item.get("id")), name))
        report.questions_all_found += all_found
    for path in no_card_sets:
        for index, item in enumerate(_items(path), start=1):
            listed = item.get("cards") or []
            named = {fold_name(n) for n in listed}
            mentions = matcher.find(item["question"])
            detected = set().union(*(_names(m.card) for m in mentions)) if mentions else set()
            qid = str(item.get("id", f"{path.stem}-{index}"))
            for name in (n for n in listed if known(n)):
                report.listed_names += 1
                if fold_name(name) in detected:
                    report.listed_found += 1
                else:
                    report.listed_misses.append((qid, name))
            report.no_card_questions += 1
            wrong = [m.card.name for m in mentions if not (_names(m.card) & named)]
            if wrong:
                report.false_questions.append((qid, item["question"], wrong))
    return report


def format_cards_report(report: CardRecognitionReport, misses: int = 10) -> str:
    data = report.as_json()
    lines = [
        f"card recognition (RulesGuru, brackets removed): recall {data['recall_in_store']:.3f} on "
        f"{report.names_known} card names in the loaded data ({data['recall_all']:.3f} on all {report.names}); "
        f"all cards found in {data['questions_all_cards_found']} questions",
        f"false detections: {len(report.false_questions)}/{report.no_card_questions} questions "
        f"({data['false_detection_rate']:.3f})",
    ]
    if report.listed_names:
        lines.append(
            f"recall on the other sets' listed cards (as typed): {report.listed_found}/{report.listed_names} "
            f"({data['listed_recall']:.3f})"
        )
        lines += [f"  missed {i}: {c}" for i, c in report.listed_misses[:misses]]
    lines += [f"  false  {i}: {c} ← {q[:90]}" for i, q, c in report.false_questions[:misses]]
    lines += [f"  missed {i}: {c}" for i, c in report.misses[:misses]]
    return "\n".join(lines)
