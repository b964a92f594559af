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


def test_polarity_items_from_rulesguru_yes_no_questions(tmp_path):
    import json

    from evaluation.verdicts import polarity_items

    rows = [
        {"id": "rg2", "question": "Ann casts [Shock]. Does it resolve?", "answer_gold": "No. It is countered."},
        {"id": "rg4", "question": "Ann attacks. Can [Grizzly Bears] block?", "answer_gold": "Yes, it can."},
        {"id": "rg6", "question": "Ann attacks. How much damage?", "answer_gold": "No damage."},  # not yes/no
        {"id": "rg8", "question": "Does it die?", "answer_gold": "It depends."},  # no polarity said
        {"id": "rg3", "question": "Can it block?", "answer_gold": "Yes."},  # odd id
    ]
    path = tmp_path / "rg.jsonl"
    path.write_text("\n".join(json.dumps(row) for row in rows), encoding="utf-8")
    even = polarity_items(path, "even")
    assert [item.question for item in even] == [
        "Ann casts Shock. Does it resolve?",
        "Ann attacks. Can Grizzly Bears block?",
    ]
    no, yes = even
    assert no.expect[0].search("No. It doesn't resolve.") and no.reject[0].search("Yes. It resolves.")
    assert yes.expect[0].search("Yes.") and not yes.expect[0].search("No, not yet.")
    assert [item.id for item in polarity_items(path, "odd")] == ["rulesguru-odd:rg3"]
    assert len(polarity_items(path, "all")) == 3
