"""Answers over HTTP: gold rules cited in both languages, off-topic refused, every citation verified."""

from __future__ import annotations

import pytest

from evaluation import SETS
from evaluation.evaluate import cites_gold, load_question_set

pytestmark = pytest.mark.slow

EVAL = SETS


def assert_citations_verified(client, body):
    """Every rule citation is in the evidence and quotes the rule's text or one of its examples verbatim."""
    evidence = {e["rule"] for e in body["evidence"]}
    for citation in body["citations"]:
        if citation["kind"] != "rule":
            continue
        assert citation["rule"] in evidence
        rule = client.get(f"/v1/rules/{citation['rule']}").json()
        text = rule if citation["lang"] == "en" else rule["translations"][citation["lang"]]
        assert any(citation["quote"] in source for source in [text["text"], *text.get("examples", [])])


@pytest.mark.parametrize(("name", "lang"), [("es_questions.yaml", "es"), ("stack_replacement_en.yaml", "en")])
def test_answers_cite_a_gold_rule(client, name, lang):
    questions = load_question_set(EVAL / name)
    results = []
    for question in questions:
        body = client.post("/v1/ask", json={"question": question.question}).json()
        assert body["lang"] == lang and body["answered"], question.id
        assert_citations_verified(client, body)
        results.append(cites_gold(body["citations"], question.gold))
    share = sum(results) / len(results)
    assert len(results) >= 20 and share >= 0.9, (
        share,
        [q.id for q, ok in zip(questions, results, strict=True) if not ok],
    )


def test_rules86_answers_cite_a_gold_rule(client):
    questions = load_question_set(EVAL / "public" / "questions_rules86.jsonl")
    results = [
        cites_gold(client.post("/v1/ask", json={"question": q.question}).json()["citations"], q.gold) for q in questions
    ]
    assert sum(results) / len(results) >= 0.85


def test_off_topic_questions_are_refused_politely(client):
    for question in load_question_set(EVAL / "offtopic.yaml"):
        body = client.post("/v1/ask", json={"question": question.question}).json()
        assert body["answered"] is False, question.question
        assert body["citations"] == [] and body["evidence"]
        assert body["lang"] == question.lang
        polite = (
            ("Solo puedo responder", "Solo respondo") if question.lang == "es" else ("I can only answer", "I answer")
        )
        assert body["answer"].startswith(polite), body["answer"]


def test_sacrificed_target_gets_the_verdict_first(client):
    """The verdict says what happens, with the deciding rule; the steps are cited."""
    body = client.post(
        "/v1/ask",
        json={
            "question": "My opponent sacrificed the creature I targeted with Lightning Bolt in response. What happens to Lightning Bolt?"
        },
    ).json()
    assert body["answer"].startswith(body["verdict"])
    assert "Lightning Bolt doesn" in body["verdict"] and "608.2b" in body["verdict"]
    assert body["steps"] and all(step["citations"] for step in body["steps"])


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
