"""The chat widget in a real browser (Debian's Chromium driven by Playwright), cross-origin, on loopback."""

from __future__ import annotations

import shutil
from pathlib import Path

import httpx
import pytest
from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

from app.main import build_judge, create_app
from evaluation.serving import LiveServer
from tests.conftest import ROOT

pytestmark = pytest.mark.slow

ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
]


class HostPage:
    """Another origin's page that embeds the widget with one script tag."""

    def __init__(self):
        self.api = ""
        self.app = Starlette(routes=[Route("/{lang}", self.page)])

    async def page(self, request):
        lang = request.path_params["lang"]
        api = request.query_params.get("api", self.api)
        return HTMLResponse(
            f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>host</title></head>'
            f"<body><h1>A store page</h1>"
            f'<script src="{self.api}/widget.js" data-api="{api}" async></script></body></html>'
        )


@pytest.fixture(scope="module")
def sites(full_searcher, full_settings):
    host = HostPage()
    with LiveServer(host.app) as page_server:
        settings = full_settings.model_copy(update={"cors_origins": [page_server.url]})
        with LiveServer(create_app(settings, loader=lambda s: build_judge(full_searcher, s))) as api_server:
            host.api = api_server.url
            yield page_server.url, api_server.url


@pytest.fixture(scope="module")
def browser():
    assert Path(CHROMIUM).exists(), "Chromium is missing: apt-get install chromium (the Makefile's browser target)"
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def ask_in_widget(page, launcher_name: str, question: str):
    page.get_by_role("button", name=launcher_name).click()
    box = page.locator("#mtg-judge-widget textarea")
    box.fill(question)
    box.press("Enter")
    answer = page.locator(".msg.a[data-answered]").last
    answer.wait_for(timeout=60_000)
    return answer


def test_spanish_question_streams_an_answer_with_a_citation_that_opens(browser, sites):
    page_url, api = sites
    page = browser.new_page(viewport={"width": 1100, "height": 800})
    page.goto(f"{page_url}/es")
    answer = ask_in_widget(
        page, "Pregunta al juez de reglas", "¿Qué pasa si el objetivo de mi hechizo se vuelve ilegal?"
    )
    assert answer.get_attribute("data-answered") == "true"
    assert answer.locator(".verdict").inner_text().strip()  # the verdict first, then steps and folded quotes
    assert "Reglas Completas 2026-06-19" in page.locator(".edition").inner_text()
    chip = page.locator(".chip", has_text="608.2b").first
    chip.click()
    rule_box = page.locator('.rule[data-rule-text="608.2b"]')
    rule_box.wait_for()
    page.wait_for_function(
        "() => !document.querySelector('#mtg-judge-widget').shadowRoot.querySelector('.rule').textContent.includes('…')"
    )
    spanish = httpx.get(f"{api}/v1/rules/608.2b").json()["translations"]["es"]["text"]
    assert spanish[:80] in rule_box.inner_text()
    assert chip.get_attribute("aria-expanded") == "true"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "widget-es.png"))
    page.keyboard.press("Escape")
    assert page.locator("#judge-panel").is_hidden()
    page.close()


def test_named_cards_are_chips_that_open_oracle_text_and_dated_rulings(browser, sites):
    """A Spanish page: the named card is a button chip (aria-expanded, aria-controls) that opens its Oracle text
    and the rulings that bear on the question, dated, labeled once as official English text, with the hint that
    a ruling's wording was replaced by the current CR. Only rule citations become rule chips."""
    page_url, _ = sites
    page = browser.new_page(viewport={"width": 1100, "height": 900})
    languages: list[str | None] = []
    page.on(
        "request", lambda r: languages.append(r.headers.get("accept-language")) if r.url.endswith("/v1/ask") else None
    )
    page.goto(f"{page_url}/es")
    answer = ask_in_widget(page, "Pregunta al juez de reglas", "¿Tarmogoyf cuenta las cartas tribales del cementerio?")
    assert languages == ["es"]  # the page's language, so the service's error texts are Spanish too
    group = page.get_by_role("group", name="Cartas nombradas")
    chip = group.get_by_role("button", name="Tarmogoyf")
    assert chip.get_attribute("aria-expanded") == "false"
    box = page.locator(f"#{chip.get_attribute('aria-controls')}")
    assert box.is_hidden()
    chip.click()
    assert chip.get_attribute("aria-expanded") == "true" and box.is_visible()
    text = box.inner_text()
    assert "Tarmogoyf's power is equal to the number of card types among cards in all graveyards" in text
    assert "Texto Oracle y resoluciones: texto oficial en inglés" in text
    assert "Resolución del 2018-12-07:" in text
    assert "Redacción antigua" in box.locator(".superseded").first.inner_text()
    rule_chips = answer.locator(".chips:not([aria-label='Cartas nombradas']) .chip").all_inner_texts()
    assert rule_chips and all(label[:3].isdigit() for label in rule_chips)  # no chip for a card citation
    ARTIFACTS.mkdir(exist_ok=True)
    group.evaluate("node => node.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(ARTIFACTS / "widget-es-cards.png"))  # README's docs/widget-es-cards.png
    chip.focus()
    page.keyboard.press("Enter")  # a real button: the keyboard closes it again
    assert chip.get_attribute("aria-expanded") == "false" and box.is_hidden()
    page.get_by_role("button", name="Nueva pregunta").click()
    textarea = page.locator("#mtg-judge-widget textarea")
    textarea.fill("Tengo Doubling Season y lanzo Raise the Alarm. ¿Cuántas fichas creo?")
    textarea.press("Enter")
    answer = page.locator(".msg.a[data-answered]").last
    answer.wait_for(timeout=60_000)
    assert "4 fichas" in answer.locator(".verdict").inner_text()
    chips = page.get_by_role("group", name="Cartas nombradas").get_by_role("button")
    # a Spanish page names a card in Spanish where the card data or the names table has it
    assert chips.all_inner_texts() == ["Temporada duplicadora (Doubling Season)", "Raise the Alarm"]
    chips.first.click()
    assert "Resolución del 2005-10-01:" in page.locator(f"#{chips.first.get_attribute('aria-controls')}").inner_text()
    labels = set(
        page.evaluate(
            """() => [...document.querySelector('#mtg-judge-widget').shadowRoot.querySelectorAll('*')].flatMap(n =>
                 [n.getAttribute('aria-label'), n.getAttribute('placeholder'),
                  ['BUTTON', 'SUMMARY'].includes(n.tagName) ? n.textContent : null]).filter(Boolean)"""
        )
    )
    assert {
        "Cerrar",
        "Preguntar",
        "Nueva pregunta",
        "Cartas nombradas",
        "Reglas citadas",
        "Por qué, paso a paso",
    } <= labels
    assert "Las reglas y las cartas, citadas" in labels and "Haz una pregunta de reglas…" in labels
    english = {"Close", "Ask", "New question", "Cards named", "Cited rules", "Why, step by step", "Rules judge"}
    assert not labels & english  # every label the widget writes is Spanish on a Spanish page
    answer.locator(".verdict").evaluate("node => node.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(ARTIFACTS / "widget-es-answer.png"))  # README's docs/widget-es.png
    page.close()


def test_english_question_on_a_phone_width_screen(browser, sites):
    page_url, api = sites
    page = browser.new_page(viewport={"width": 390, "height": 844}, is_mobile=True)
    page.goto(f"{page_url}/en")
    answer = ask_in_widget(
        page,
        "Ask the rules judge",
        "Two replacement effects apply to the same event. Who chooses which one applies first?",
    )
    assert "616.1" in answer.locator(".verdict").inner_text()
    chip = page.locator(".chip", has_text="616.1").first
    chip.click()
    rule_box = page.locator('.rule[data-rule-text="616.1"]')
    rule_box.wait_for()
    page.wait_for_function(
        "() => !document.querySelector('#mtg-judge-widget').shadowRoot.querySelector('.rule').textContent.includes('Loading')"
    )
    assert httpx.get(f"{api}/v1/rules/616.1").json()["text"][:80] in rule_box.inner_text()
    panel_box = page.locator("#judge-panel").bounding_box()
    assert panel_box is not None and panel_box["x"] >= 0 and panel_box["x"] + panel_box["width"] <= 390
    page.screenshot(path=str(ARTIFACTS / "widget-en-phone.png"))
    page.close()


def test_service_down_shows_a_clear_error(browser, sites):
    page_url, _ = sites
    page = browser.new_page()
    page.goto(f"{page_url}/en?api=http://127.0.0.1:9")
    page.get_by_role("button", name="Ask the rules judge").click()
    page.locator("#mtg-judge-widget textarea").fill("Do mana abilities use the stack?")
    page.locator("#mtg-judge-widget textarea").press("Enter")
    error = page.locator(".msg.err")
    error.wait_for(timeout=30_000)
    assert "can't be reached" in error.inner_text()
    page.close()


def test_keyboard_only_use(browser, sites):
    page_url, _ = sites
    page = browser.new_page()
    page.goto(f"{page_url}/en")
    page.locator("#mtg-judge-widget .launcher").focus()
    page.keyboard.press("Enter")
    assert page.locator("#judge-panel").is_visible()
    assert (
        page.evaluate("() => document.querySelector('#mtg-judge-widget').shadowRoot.activeElement.tagName")
        == "TEXTAREA"
    )
    page.keyboard.press("Enter")  # empty question
    assert "Type a question first." in page.locator(".msg.err").inner_text()
    page.keyboard.press("Escape")
    assert page.locator("#judge-panel").is_hidden()
    page.close()


def test_rate_limited_and_too_long_states(browser, full_searcher, full_settings):
    host = HostPage()
    with LiveServer(host.app) as page_server:
        settings = full_settings.model_copy(
            update={"cors_origins": [page_server.url], "rate_limit_per_minute": 1, "rate_limit_burst": 1}
        )
        with LiveServer(create_app(settings, loader=lambda s: build_judge(full_searcher, s))) as api_server:
            host.api = api_server.url
            page = browser.new_page()
            page.goto(f"{page_server.url}/es")
            answer = ask_in_widget(page, "Pregunta al juez de reglas", "¿Qué es la regla de leyendas?")
            assert answer.get_attribute("data-answered") == "true"
            box = page.locator("#mtg-judge-widget textarea")
            box.fill("¿Y si tengo dos?")
            box.press("Enter")
            error = page.locator(".msg.err")
            error.wait_for(timeout=30_000)
            assert "Demasiadas preguntas" in error.inner_text() and " s." in error.inner_text()
            page.evaluate(
                "() => document.querySelector('#mtg-judge-widget').shadowRoot.querySelector('textarea').removeAttribute('maxlength')"
            )
            box.fill("x" * 2100)
            box.press("Enter")
            assert "demasiado larga" in page.locator(".msg.err").last.inner_text()
            page.screenshot(path=str(ARTIFACTS / "widget-errors.png"))
            page.close()


def test_the_widget_keeps_the_conversation_until_new_question(browser, sites):
    page_url, _ = sites
    page = browser.new_page()
    sent: list[dict] = []
    page.on("request", lambda r: sent.append(r.post_data_json) if r.url.endswith("/v1/ask") else None)
    page.goto(f"{page_url}/en")
    first = "I control two Brothers Yamazaki. Do I have to put one of them into the graveyard?"
    ask_in_widget(page, "Ask the rules judge", first)
    box = page.locator("#mtg-judge-widget textarea")
    box.fill("what about three?")
    box.press("Enter")
    page.locator(".msg.a[data-answered]").nth(1).wait_for(timeout=60_000)
    assert sent[0]["history"] == []
    assert [turn["question"] for turn in sent[1]["history"]] == [first]
    assert 0 < len(sent[1]["history"][0]["answer"]) <= 600
    note = page.locator(".msg.a .ctx").first
    assert "Brothers Yamazaki" in note.inner_text() and "previous question" in note.inner_text()
    page.get_by_role("button", name="New question").click()
    assert page.locator(".msg").count() == 0
    box.fill("What is the legend rule?")
    box.press("Enter")
    page.locator(".msg.a[data-answered]").first.wait_for(timeout=60_000)
    assert sent[2]["history"] == []
    page.close()
