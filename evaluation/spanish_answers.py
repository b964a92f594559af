"""Two figures of the Spanish-parity issue that need whole answers: a one- to three-word lookup
("antimaleficio", "regla de leyenda") quotes a gold rule first, and no on-topic question is refused."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from answer.results import AnswerResult
from evaluation.evaluate import Question, cites_gold

#: a lookup is a question of at most this many words
LOOKUP_WORDS = 3


@dataclass
class SpanishAnswers:
    lookups: int = 0
    lookups_first: int = 0
    answered: int = 0
    refused: list[str] = field(default_factory=list)
    missed_lookups: list[tuple[str, str]] = field(default_factory=list)


def check_spanish_answers(responses: Iterable[tuple[Question, AnswerResult]]) -> SpanishAnswers:
    """(question, the engine's answer) pairs → lookup and refusal counts. Every question of an eval set has
    gold rules, so every refusal is a wrong one."""
    report = SpanishAnswers()
    for question, response in responses:
        citations = [{"rule": c.rule} for c in response.citations if c.rule]
        if response.answered:
            report.answered += 1
        else:
            report.refused.append(question.question)
        if len(question.question.split()) <= LOOKUP_WORDS:
            report.lookups += 1
            if citations and cites_gold(citations[:1], question.gold):
                report.lookups_first += 1
            else:
                first = citations[0]["rule"] if citations else "nothing"
                report.missed_lookups.append((question.question, first))
    return report


def format_spanish_answers(report: SpanishAnswers, show: int = 5) -> str:
    lines = [
        f"  lookups (≤ {LOOKUP_WORDS} words) quoting a gold rule first: {report.lookups_first}/{report.lookups}; "
        f"refused: {len(report.refused)}/{report.answered + len(report.refused)}"
    ]
    lines += [f"    lookup {q!r} quoted {first} first" for q, first in report.missed_lookups[:show]]
    lines += [f"    refused {q[:70]!r}" for q in report.refused[:show]]
    return "\n".join(lines)
