"""The verdict evaluation: loading sets, judging first paragraphs, clear errors for bad files."""

from __future__ import annotations

import pytest

from evaluation.evaluate import EvalSetError
from evaluation.verdicts import evaluate_verdicts, format_verdict_report, load_verdict_items

SET = r"""
questions:
  - id: v1
    lang: en
    topic: targets
    question: "Sacrificed in response to my Bolt?"
    expect: ['(?i)doesn.t resolve', '608\.2b']
    reject: ['(?i)^\W*yes\b']
  - id: v2
    topic: lookup
    question: "¿Qué es custodia?"
    expect: '(?i)contrarr'
  - id: v3
    question: "no expect here"
"""


def test_load_and_judge(tmp_path):
    path = tmp_path / "set.yaml"
    path.write_text(SET, encoding="utf-8")
    items, skipped = load_verdict_items([path])
    assert [i.id for i in items] == ["set:v1", "set:v2"] and skipped == 1
    assert items[1].lang == "es"
    answers = {
        items[0].question: "Lightning Bolt doesn't resolve [608.2b].\n\nSteps…",
        items[1].question: "Yes.\n\nLa custodia contrarresta…",  # the verdict is not in the first paragraph
    }
    outcomes = evaluate_verdicts(lambda q, _lang: answers[q], items)
    assert [o.passed for o in outcomes] == [True, False]
    report = format_verdict_report(outcomes, skipped)
    assert "0.500 (1/2)" in report and "lang=es" in report and "set:v2" in report


@pytest.mark.parametrize(
    ("text", "message"),
    [("questions: []\n", "no questions"), ("questions:\n  - {expect: 'x'}\n", "has no question"),
     ("questions:\n  - {question: q, expect: '('}\n", "bad regex"), ("a: [", "not YAML")],
)  # fmt: skip
def test_bad_sets_are_one_line_errors(tmp_path, text, message):
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(EvalSetError, match=message):
        load_verdict_items([path])
