"""The lookup and refusal counts of `judge eval --framing`."""

from __future__ import annotations

from types import SimpleNamespace

from evaluation.evaluate import Question
from evaluation.spanish_answers import check_spanish_answers, format_spanish_answers


def _answer(*rules: str, answered: bool = True) -> SimpleNamespace:
    return SimpleNamespace(answered=answered, citations=[SimpleNamespace(rule=r) for r in rules])


def _question(text: str, *gold: str) -> Question:
    return Question(id=text, question=text, gold=gold, lang="es", topic="")


def test_a_lookup_counts_only_when_its_first_quote_is_a_gold_rule():
    report = check_spanish_answers(
        [
            (_question("antimaleficio", "702.11"), _answer("702.11b", "702.18")),  # rule level: 702.11b is 702.11
            (_question("regla de leyenda", "704.5j"), _answer("704.3", "704.5j")),  # gold quoted, but second
            (_question("¿Qué pasa si mi criatura tiene resistencia 0 y un contador?", "704.5f"), _answer("704.5f")),
        ]
    )
    assert (report.lookups, report.lookups_first) == (2, 1)
    assert report.missed_lookups == [("regla de leyenda", "704.3")]
    assert "1/2" in format_spanish_answers(report)


def test_every_refusal_of_a_set_question_is_counted():
    report = check_spanish_answers([(_question("custodia", "702.21"), _answer(answered=False))])
    assert report.refused == ["custodia"] and report.lookups_first == 0
    assert "refused: 1/1" in format_spanish_answers(report)
