"""The HTTP contract, over real HTTP against uvicorn on loopback with the full index."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow


def test_ask_returns_every_contract_field(client):
    response = client.post("/v1/ask", json={"question": "What happens if the target of my spell becomes illegal?"})
    assert response.status_code == 200
    body = response.json()
    contract = {"answer", "lang", "answered", "citations", "evidence", "rules_version", "composer", "took_ms"}
    optional = {"fallback_reason", "dropped_citations", "dropped_quotes", "context", "verdict", "steps", "cards"}
    assert contract <= set(body) and set(body) - contract == optional
    assert body["fallback_reason"] is None and body["dropped_citations"] == body["dropped_quotes"] == []
    assert body["context"] == {"follow_up": False, "carried": [], "question": None}
    assert body["lang"] == "en" and body["answered"] is True and body["composer"] == "extractive"
    assert body["rules_version"] == "2026-06-19"
    assert {"rule", "title", "quote", "lang", "kind", "card", "date"} == set(body["citations"][0])
    assert body["citations"][0]["kind"] == "rule"
    assert {"rule", "score"} == set(body["evidence"][0])
    assert "608.2b" in {c["rule"] for c in body["citations"]}
    assert body["verdict"] and body["answer"].startswith(body["verdict"])
    assert all({"text", "citations"} == set(step) for step in body["steps"])


def test_spanish_in_spanish_out(client):
    body = client.post("/v1/ask", json={"question": "¿Qué pasa si el objetivo de mi hechizo se vuelve ilegal?"}).json()
    assert body["lang"] == "es"
    assert body["verdict"] and body["answer"].startswith(body["verdict"])
    assert any(c["lang"] == "es" and c["rule"].startswith("608.2") for c in body["citations"])


def test_short_question_naming_a_rule_gets_that_rule(client):
    body = client.post("/v1/ask", json={"question": "¿Qué dice la regla 608.2c?"}).json()
    assert body["lang"] == "es" and body["answered"]
    assert [c["rule"] for c in body["citations"]] == ["608.2c"]
    assert "El controlador del hechizo o la habilidad sigue sus instrucciones" in body["answer"]


def test_explicit_lang_overrides_detection(client):
    body = client.post("/v1/ask", json={"question": "608.2b", "lang": "en"}).json()
    assert body["lang"] == "en" and body["citations"][0]["rule"] == "608.2b"


def test_search_contract(client):
    response = client.get("/v1/search", params={"q": "two replacement effects who chooses", "k": 5})
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"results", "rules_version", "took_ms"}
    assert len(body["results"]) == 5
    assert set(body["results"][0]) == {"rule", "title", "text", "score"}
    assert "616.1" in [r["rule"][:5] for r in body["results"]]


def test_rule_lookup_has_structure_and_translations(client):
    body = client.get("/v1/rules/616.1").json()
    assert body["children"] == [f"616.1{c}" for c in "abcdefg"]
    assert body["parent"] == "616" and body["section_title"] == "Interaction of Replacement and/or Prevention Effects"
    assert body["translations"]["es"]["text"].startswith("Si dos o más efectos de reemplazo")
    child = client.get("/v1/rules/608.2b").json()
    assert len(child["examples"]) == 2 and "613.11" in child["references"]
    ward = client.get("/v1/rules/702.21a").json()
    assert ward["titles"] == {"en": "Ward", "es": "Rebatir"}


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/v1/rules/999.9", 404),
        ("/v1/rules/608.2z", 404),
        ("/v1/rules/999.99zz", 422),
        ("/v1/rules/banana", 422),
        ("/v1/rules/..%2F..%2Fetc", 404),
        ("/v1/glossary/NotATerm", 404),
    ],
)
def test_unknown_and_malformed_ids_are_clear_json_errors(client, path, status):
    response = client.get(path)
    assert response.status_code == status
    assert set(response.json()) == {"detail"} and response.json()["detail"]


def test_glossary_lookup_and_search(client):
    assert client.get("/v1/glossary/trample").json()["references"] == ["702.19"]
    terms = [r["term"] for r in client.get("/v1/glossary", params={"q": "replacement"}).json()["results"]]
    assert "Replacement Effect" in terms


def test_health_ready_and_docs(client):
    assert client.get("/healthz").json() == {"status": "ok"}
    ready = client.get("/readyz").json()
    assert (
        ready["status"] == "ready"
        and ready["rules_version"] == "2026-06-19"
        and ready["model"].startswith("multilingual-e5-small")
    )
    assert ready["spanish_rules"] == 37 and ready["rules"] == 3152
    assert client.get("/docs").status_code == 200
    assert "/v1/ask" in client.get("/openapi.json").json()["paths"]


@pytest.mark.parametrize(
    ("kwargs", "status"),
    [
        ({"json": {"question": ""}}, 422),
        ({"json": {"question": "   \n "}}, 422),
        ({"json": {"question": "x" * 2001}}, 413),
        ({"json": {"question": "hi", "lang": "fr"}}, 422),
        ({"json": {"question": "hi", "surprise": 1}}, 422),
        ({"json": {}}, 422),
        ({"json": ["not", "an", "object"]}, 422),
        ({"content": b"{not json", "headers": {"Content-Type": "application/json"}}, 400),
        ({"content": b"question=hi", "headers": {"Content-Type": "application/x-www-form-urlencoded"}}, 422),
    ],
)
def test_bad_ask_bodies_are_4xx_json(client, kwargs, status):
    response = client.post("/v1/ask", **kwargs)
    assert response.status_code == status, response.text
    assert isinstance(response.json()["detail"], str)


def test_cors_allows_only_configured_origins(client):
    allowed = client.options(
        "/v1/ask", headers={"Origin": "http://widget.example", "Access-Control-Request-Method": "POST"}
    )
    assert allowed.headers.get("access-control-allow-origin") == "http://widget.example"
    denied = client.options(
        "/v1/ask", headers={"Origin": "http://evil.example", "Access-Control-Request-Method": "POST"}
    )
    assert "access-control-allow-origin" not in denied.headers
