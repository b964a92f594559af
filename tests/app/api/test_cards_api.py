"""Cards over HTTP: /v1/cards lookups, the cards /v1/ask returns, /readyz card status."""

from __future__ import annotations

import httpx
import pytest

from tests.app.api.test_hardening import serve


@pytest.fixture(scope="module")
def client(small_searcher):
    with serve(small_searcher, rate_limit_per_minute=0) as live, httpx.Client(base_url=live.url, timeout=30) as http:
        yield http


def test_card_by_exact_face_spanish_and_misspelt_name(client):
    exact = client.get("/v1/cards/Bonecrusher Giant // Stomp").json()
    assert exact["match"] == "exact" and exact["faces"] == ["Bonecrusher Giant", "Stomp"]
    assert exact["rulings"][0] == {
        "date": "2019-10-04",
        "text": "Bonecrusher Giant’s ability resolves before the spell that caused it to trigger.",
        "superseded_hint": None,
        "superseded_by": None,
    }
    assert client.get("/v1/cards/stomp").json()["name"] == "Bonecrusher Giant // Stomp"
    assert client.get("/v1/cards/Relámpago").json()["name"] == "Lightning Bolt"
    fuzzy = client.get("/v1/cards/Lightnig Bolt").json()
    assert (fuzzy["name"], fuzzy["match"]) == ("Lightning Bolt", "fuzzy")


def test_unknown_card_is_404_with_suggestions(client):
    response = client.get("/v1/cards/Doubling Seasonal Cube Thing")
    assert response.status_code == 404
    body = response.json()
    assert "no card named" in body["detail"] and "Doubling Season" in body["suggestions"]


@pytest.mark.parametrize("name", ["x" * 151, "%00abc", "%E2%80%94%E2%80%94", "!!!"])
def test_absurd_names_are_422(client, name):
    response = client.get(f"/v1/cards/{name}")
    assert response.status_code == 422 and isinstance(response.json()["detail"], str)


def test_name_search_finds_prefixes_and_spanish_names(client):
    names = [hit["name"] for hit in client.get("/v1/cards", params={"q": "bonecr"}).json()["results"]]
    assert names[0] == "Bonecrusher Giant // Stomp"
    names = [hit["name"] for hit in client.get("/v1/cards", params={"q": "hielo"}).json()["results"]]
    assert names[0] == "Fire // Ice"
    assert client.get("/v1/cards", params={"q": ""}).status_code == 422
    assert client.get("/v1/cards", params={"q": "ok", "limit": 500}).status_code == 422


def test_bundled_cards_answer_to_their_spanish_names_from_the_table(client):
    # the bundled file has no foreignData: these names come from ingest/data/card_names_es.tsv
    card = client.get("/v1/cards/Temporada duplicadora").json()
    assert (card["name"], card["names_es"], card["match"]) == ("Doubling Season", ["Temporada duplicadora"], "exact")
    assert client.get("/v1/cards/contrahechizo").json()["name"] == "Counterspell"
    names = [hit["name"] for hit in client.get("/v1/cards", params={"q": "temporada dup"}).json()["results"]]
    assert names[0] == "Doubling Season"


def test_ask_returns_the_named_cards_with_relevant_rulings(client):
    body = client.post(
        "/v1/ask", json={"question": "Does Bonecrusher Giant's ability resolve before the spell that targets it?"}
    ).json()
    (card,) = body["cards"]
    assert card["name"] == "Bonecrusher Giant // Stomp" and card["mana_cost"] == "{2}{R} // {1}{R}"
    assert card["oracle_text"].startswith("Whenever Bonecrusher Giant becomes the target of a spell")
    assert card["rulings"][0]["date"] == "2019-10-04"
    # the answer cites the card's Oracle text and its matching ruling, dated, verified like rule quotes
    cards = [(c["kind"], c["card"], c["date"]) for c in body["citations"] if c["kind"] != "rule"]
    assert ("oracle", "Bonecrusher Giant // Stomp", None) in cards
    assert ("ruling", "Bonecrusher Giant // Stomp", "2019-10-04") in cards
    assert all(
        c["rule"] is None and c["quote"] in card["oracle_text"] for c in body["citations"] if c["kind"] == "oracle"
    )
    assert "Ruling of 2019-10-04: “Bonecrusher Giant’s ability resolves before the spell" in body["answer"]
    assert all(c["card"] is None for c in body["citations"] if c["kind"] == "rule")


def test_a_question_naming_no_card_has_no_cards(client):
    assert client.post("/v1/ask", json={"question": "what is the stack?"}).json()["cards"] == []


def test_readyz_reports_the_card_data(client):
    cards = client.get("/readyz").json()["cards"]
    assert cards["date"] == "2026-06-19" and cards["cards"] >= 9 and cards["rulings"] >= 2
