"""`history` on /v1/ask over real HTTP: bad shapes are 4xx, a follow-up says what it carried, and a
self-contained question is answered exactly as without history."""

from __future__ import annotations

import json
import logging

import httpx
import pytest

from tests.app.api.conftest import serve

FIRST = "Tengo Doubling Season y lanzo Walking Ballista con X=3. ¿Con cuántos contadores +1/+1 entra?"
HISTORY = [{"question": FIRST, "answer": "Entra con 6 [614.1c]."}]


@pytest.fixture(scope="module")
def server(small_searcher):
    with serve(small_searcher, rate_limit_per_minute=0, max_history_turns=3, max_history_chars=500) as live:
        yield live


def without_timing(body: dict) -> dict:
    return {key: value for key, value in body.items() if key != "took_ms"}


@pytest.mark.parametrize(
    ("history", "status", "detail"),
    [
        ("not a list", 422, "history"),
        ([{"answer": "no question"}], 422, "history.0.question"),
        ([{"question": "q", "extra": 1}], 422, "history.0.extra"),
        ([{"question": 5}], 422, "history.0.question"),
        ([{"question": "q", "answer": ["a"]}], 422, "history.0.answer"),
        ([{"question": "bell\x07"}], 422, "control characters"),
        ([{"question": "q", "answer": "nul\x00"}], 422, "control characters"),
        ([{"question": "   "}], 422, "empty question"),
        ([{"question": "q"}] * 4, 422, "too many turns (4; the limit is 3)"),
        ([{"question": "q" * 300, "answer": "a" * 300}], 413, "too long (600 characters; the limit is 500)"),
    ],
)
def test_bad_history_is_4xx_json(client, history, status, detail):
    response = client.post("/v1/ask", json={"question": "and with two?", "history": history})
    assert response.status_code == status, response.text
    assert detail in response.json()["detail"]


def test_a_follow_up_says_what_it_carried(client):
    body = client.post("/v1/ask", json={"question": "¿Y si además tengo Hardened Scales?", "history": HISTORY}).json()
    context = body["context"]
    assert context["follow_up"] is True
    carried = {(item["kind"], item["value"]) for item in context["carried"]}
    assert {("card", "Doubling Season"), ("card", "Walking Ballista"), ("rule", "614.1c")} <= carried
    assert context["question"].startswith("Tengo Doubling Season y lanzo Walking Ballista con X=3. Además tengo")


def test_a_follow_up_is_answered_in_the_language_it_was_asked_in(client):
    body = client.post(
        "/v1/ask", json={"question": "and what if I also had Hardened Scales?", "history": HISTORY}
    ).json()
    assert body["context"]["follow_up"] is True and body["context"]["question"].startswith("Tengo Doubling Season")
    assert body["lang"] == "en"


def test_a_follow_up_is_answered_as_its_resolved_question(client):
    follow_up = client.post("/v1/ask", json={"question": "¿Y si además tengo Hardened Scales?", "history": HISTORY})
    alone = client.post("/v1/ask", json={"question": follow_up.json()["context"]["question"]})
    assert without_timing(follow_up.json())["answer"] == alone.json()["answer"]
    assert follow_up.json()["evidence"] == alone.json()["evidence"]


@pytest.mark.parametrize(
    "question",
    ["What happens to an Aura if the creature it enchants leaves the battlefield?", "¿Cómo funciona la pila?"],
)
def test_an_unrelated_question_is_answered_exactly_as_without_history(client, question):
    plain = client.post("/v1/ask", json={"question": question}).json()
    with_history = client.post("/v1/ask", json={"question": question, "history": HISTORY}).json()
    assert with_history["context"] == {"follow_up": False, "carried": [], "question": None}
    assert without_timing(with_history) == without_timing(plain)


def test_the_streamed_final_event_carries_the_context(client):
    response = client.post("/v1/ask", json={"question": "and with X=5?", "history": HISTORY, "stream": True})
    final = [block for block in response.text.split("\n\n") if block.startswith("event: final")]
    data = json.loads(final[0].split("data: ", 1)[1])
    assert data["context"]["follow_up"] is True and "X=5" in data["context"]["question"]


def test_history_stays_out_of_info_logs_unless_enabled(small_searcher, caplog):
    secret = "Mi carta secreta Zyzzyva Maravillosa. ¿Qué pasa?"
    for enabled in (False, True):
        caplog.clear()
        with caplog.at_level(logging.INFO), serve(small_searcher, log_questions=enabled) as live:
            httpx.post(f"{live.url}/v1/ask", json={"question": "¿Y con dos?", "history": [{"question": secret}]})
        logged = " ".join(str(getattr(r, "fields", "")) + r.getMessage() for r in caplog.records)
        assert ("Zyzzyva" in logged) is enabled
