"""Error texts follow the request's Accept-Language (Spanish when it ranks Spanish above English); a question
that reads as both languages ("indestructible") is answered in the language the request prefers."""

from __future__ import annotations

import httpx
import pytest

from app.core.error_lang import localize, preferred_language
from tests.app.api.test_hardening import serve

ES = {"Accept-Language": "es-ES,es;q=0.9,en;q=0.8"}


@pytest.fixture(scope="module")
def live(small_searcher):
    with serve(small_searcher, rate_limit_per_minute=0, max_body_bytes=4096, max_question_chars=200) as server:
        yield server


@pytest.fixture()
def client(live):
    with httpx.Client(base_url=live.url, timeout=60) as http:
        yield http


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("es", "es"),
        ("es-MX", "es"),
        ("es-ES,es;q=0.9,en;q=0.8", "es"),
        ("en-US,es;q=0.5", "en"),
        ("fr-FR,es;q=0.8,en;q=0.7", "es"),
        ("en;q=0.2, es;q=0.3", "es"),
        ("es;q=0, en", "en"),
        ("fr, de", None),
        ("", None),
        (None, None),
        ("es;q=banana", None),
    ],
)
def test_preferred_language(header, expected):
    assert preferred_language(header) == expected


@pytest.mark.parametrize(
    ("method", "path", "kwargs", "status", "spanish"),
    [
        ("post", "/v1/ask", {"json": {"question": "   "}}, 422, "question: no puede estar vacío ni contener solo espacios"),
        ("post", "/v1/ask", {"json": {"question": "x" * 201}}, 413, "question: demasiado largo (201 caracteres; el límite es 200)"),
        ("post", "/v1/ask", {"json": {"question": "x" * 5000}}, 413, "el cuerpo de la petición es demasiado grande (límite: 4096 bytes)"),
        ("post", "/v1/ask", {"content": b"{not json", "headers": {"Content-Type": "application/json"}}, 400, "el cuerpo de la petición no es JSON válido"),
        ("post", "/v1/ask", {"json": {"question": "¿Hola?", "lang": "fr"}}, 422, "lang: debe ser 'auto', 'en' o 'es'"),
        ("post", "/v1/ask", {"json": {"question": "¿Hola?", "colour": "red"}}, 422, "colour: campo desconocido"),
        ("post", "/v1/ask", {"json": {}}, 422, "question: falta este campo"),
        ("post", "/v1/ask", {"json": {"question": "¿Y?", "history": [{"question": " "}]}}, 422, "history: el turno 1 tiene la pregunta vacía"),
        ("get", "/v1/rules/banana", {}, 422, "no es un número de regla: 'banana' (por ejemplo 608, 608.2 o 608.2b)"),
        ("get", "/v1/rules/999.9", {}, 404, "la regla 999.9 no está en las Reglas Completas del 2026-06-19"),
        ("get", "/v1/cards/Doubling Seasonal Cube Thing", {}, 404, "no hay ninguna carta llamada 'Doubling Seasonal Cube Thing' en los datos de cartas del 2026-06-19"),
        ("get", "/v1/cards/" + "x" * 151, {}, 422, "un nombre de carta tiene como máximo 150 caracteres"),
        ("get", "/v1/glossary/Frobnicate", {}, 404, "no hay ningún término del glosario 'Frobnicate'; prueba GET /v1/glossary?q="),
        ("get", "/v1/search?q=stack&colour=red", {}, 422, "parámetros de consulta desconocidos: colour"),
        ("get", "/nope", {}, 404, "No encontrado"),
    ],
)  # fmt: skip
def test_errors_are_spanish_for_a_spanish_request_and_english_otherwise(client, method, path, kwargs, status, spanish):
    headers = kwargs.pop("headers", {})
    response = getattr(client, method)(path, headers={**headers, **ES}, **kwargs)
    assert (response.status_code, response.json()["detail"]) == (status, spanish)
    english = getattr(client, method)(path, headers=headers, **kwargs)
    assert english.status_code == status
    assert english.json()["detail"] != spanish  # English unless the request prefers Spanish


def test_messages_without_a_template_stay_as_they_are():
    assert (
        localize("history: too many turns (7; the limit is 6)", "es")
        == "history: demasiados turnos (7; el límite es 6)"
    )
    assert localize("something new went wrong", "es") == "something new went wrong"
    assert localize("question: too long (3 characters; the limit is 2)", "en").startswith("question: too long")


def test_the_rate_limit_message_is_spanish(small_searcher):
    with serve(small_searcher, rate_limit_per_minute=1, rate_limit_burst=1) as live:
        with httpx.Client(base_url=live.url, timeout=60) as http:
            http.get("/v1/search", params={"q": "stack"}, headers=ES)
            limited = http.get("/v1/search", params={"q": "stack"}, headers=ES)
    assert limited.status_code == 429
    assert limited.json()["detail"].startswith("demasiadas peticiones; vuelve a intentarlo en ")


def test_card_rulings_follow_the_request_language(client):
    card = client.get("/v1/cards/Fire // Ice", headers=ES).json()
    assert card["rulings"][0]["superseded_hint"] is None and card["names_es"][:1] == ["Fuego // Hielo"]


@pytest.mark.parametrize(
    ("lang", "header", "expected"),
    [
        ("auto", None, "en"),
        ("auto", "es-ES,es;q=0.9", "es"),
        ("auto", "en-GB", "en"),
        ("en", "es", "en"),
        ("es", None, "es"),
    ],
)
def test_a_word_spelled_the_same_in_both_languages_follows_the_request(client, lang, header, expected):
    headers = {"Accept-Language": header} if header else {}
    body = client.post("/v1/ask", json={"question": "indestructible", "lang": lang}, headers=headers).json()
    assert body["lang"] == expected


def test_a_clearly_english_question_stays_english_whatever_the_header(client):
    body = client.post("/v1/ask", json={"question": "What happens when a spell resolves?"}, headers=ES).json()
    assert body["lang"] == "en"
