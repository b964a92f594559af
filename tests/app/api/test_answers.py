"""Answers over HTTP: gold rules cited in both languages, off-topic refused, every citation verified."""

from __future__ import annotations

import pytest

from evaluation.evaluate import load_question_set, rule_level_match
from ingest.ruleid import RuleId
from tests.conftest import ROOT

pytestmark = pytest.mark.slow

EVAL = ROOT / "tests" / "eval"


def cites_gold(body, gold) -> bool:
    return any(rule_level_match(RuleId.parse(c["rule"]), RuleId.parse(g)) for c in body["citations"] for g in gold)


def assert_citations_verified(client, body):
    evidence = {e["rule"] for e in body["evidence"]}
    for citation in body["citations"]:
        assert citation["rule"] in evidence
        rule = client.get(f"/v1/rules/{citation['rule']}").json()
        source = rule["text"] if citation["lang"] == "en" else rule["translations"][citation["lang"]]["text"]
        assert citation["quote"] in source


@pytest.mark.parametrize(("name", "lang"), [("es_questions.yaml", "es"), ("stack_replacement_en.yaml", "en")])
def test_answers_cite_a_gold_rule(client, name, lang):
    questions = load_question_set(EVAL / name)
    results = []
    for question in questions:
        body = client.post("/v1/ask", json={"question": question.question}).json()
        assert body["lang"] == lang and body["answered"], question.id
        assert_citations_verified(client, body)
        results.append(cites_gold(body, question.gold))
    share = sum(results) / len(results)
    assert len(results) >= 20 and share >= 0.9, (
        share,
        [q.id for q, ok in zip(questions, results, strict=True) if not ok],
    )


def test_rules86_answers_cite_a_gold_rule(client):
    questions = load_question_set(EVAL / "public" / "questions_rules86.jsonl")
    results = [cites_gold(client.post("/v1/ask", json={"question": q.question}).json(), q.gold) for q in questions]
    assert sum(results) / len(results) >= 0.85


def test_off_topic_questions_are_refused_politely(client):
    for question in load_question_set(EVAL / "offtopic.yaml"):
        body = client.post("/v1/ask", json={"question": question.question}).json()
        assert body["answered"] is False, question.question
        assert body["citations"] == [] and body["evidence"]
        assert body["lang"] == question.lang
        assert ("Solo puedo responder" if question.lang == "es" else "I can only answer") in body["answer"]


def test_stack_question_gets_the_walkthrough_in_cr_order(client):
    body = client.post(
        "/v1/ask",
        json={
            "question": "My opponent sacrificed the creature I targeted with Lightning Bolt in response. What happens to Lightning Bolt?"
        },
    ).json()
    walkthrough = body["answer"].split("step by step:")[1]
    positions = [walkthrough.index(f"[{rule}]") for rule in ("405.5", "608.2b", "608.2n", "117.3b")]
    assert positions == sorted(positions)


def test_replacement_question_gets_the_616_procedure(client):
    body = client.post(
        "/v1/ask", json={"question": "¿Quién elige el orden si dos efectos de reemplazo se aplican al mismo evento?"}
    ).json()
    walkthrough = body["answer"].split("paso a paso:")[1]
    positions = [
        walkthrough.index(f"[{rule}]") for rule in ("616.1", "616.1a", "616.1b", "616.1c", "616.1d", "616.1e", "616.1f")
    ]
    assert positions == sorted(positions)
    assert all(c["lang"] == "es" for c in body["citations"] if c["rule"].startswith("616.1"))
