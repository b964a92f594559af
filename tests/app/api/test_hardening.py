"""Bad input, rate limiting, body limits, metrics, request ids and atomic index reload, over real HTTP."""

from __future__ import annotations

import logging
import shutil
import threading
import time

import httpx
import pytest

from index.build import activate, build_index
from index.dense import EmbeddingCache
from ingest.cr import parse_cr_file
from ingest.models import RuleBook
from ingest.store import write_store
from tests.app.api.conftest import serve
from tests.conftest import CR_OLD, FIXTURE_SECTIONS


@pytest.fixture(scope="module")
def server(small_searcher):
    with serve(small_searcher, rate_limit_per_minute=0) as live:
        yield live


@pytest.mark.parametrize(
    ("kwargs", "status"),
    [
        ({"json": {"question": "what\x00 is the stack"}}, 422),
        ({"json": {"question": "bell\x07"}}, 422),
        ({"content": b'{"question": "\xff\xfe"}', "headers": {"Content-Type": "application/json"}}, 400),
        ({"content": b"[" * 20000 + b"]" * 20000, "headers": {"Content-Type": "application/json"}}, 400),
        ({"content": bytes(range(256)), "headers": {"Content-Type": "application/octet-stream"}}, 422),
        ({"content": b"x" * 70_000, "headers": {"Content-Type": "application/json"}}, 413),
        ({"json": {"question": "q", "pad": "y" * 100_000}}, 413),
    ],
)
def test_garbage_bodies_are_4xx_and_the_server_stays_up(client, kwargs, status):
    response = client.post("/v1/ask", **kwargs)
    assert response.status_code == status, response.text
    assert isinstance(response.json()["detail"], str)
    assert client.get("/healthz").status_code == 200


def test_chunked_body_over_the_limit_is_413(client):
    def chunks():
        for _ in range(20):
            yield b"a" * 8192

    response = client.post("/v1/ask", content=chunks(), headers={"Content-Type": "application/json"})
    assert response.status_code == 413


def test_unknown_query_parameters_are_422(client):
    response = client.get("/v1/search", params={"q": "stack", "kk": "5"})
    assert response.status_code == 422 and "kk" in response.json()["detail"]
    assert client.get("/v1/search", params={"q": "stack", "k": 3}).status_code == 200


def test_request_id_is_echoed_or_created(client):
    assert client.get("/healthz", headers={"X-Request-ID": "abc123"}).headers["x-request-id"] == "abc123"
    assert len(client.get("/healthz").headers["x-request-id"]) == 16


def test_metrics_count_routes_and_composers(client):
    client.post("/v1/ask", json={"question": "Who chooses between two replacement effects?"})
    client.get("/v1/search", params={"q": "priority"})
    text = client.get("/metrics").text
    assert 'judge_requests_total{method="GET",route="/v1/search",status="200"}' in text
    assert 'judge_answers_total{answered="true",composer="extractive"}' in text
    assert "judge_request_seconds_bucket" in text and "judge_llm_fallbacks_total" in text


def test_questions_stay_out_of_info_logs_unless_enabled(small_searcher, caplog):
    marker = "Zyxwvut replacement question"
    for enabled in (False, True):
        caplog.clear()
        with caplog.at_level(logging.INFO), serve(small_searcher, log_questions=enabled) as live:
            httpx.post(f"{live.url}/v1/ask", json={"question": marker}, timeout=30)
        logged = " ".join(str(getattr(r, "fields", "")) + r.getMessage() for r in caplog.records)
        assert (marker in logged) is enabled
        assert any(getattr(r, "fields", {}).get("route") == "/v1/ask" for r in caplog.records)


def test_rate_limit_answers_429_with_retry_after(small_searcher):
    # one token a minute: no refill can happen during the test, however slow the machine
    with serve(small_searcher, rate_limit_per_minute=1, rate_limit_burst=3) as live:
        with httpx.Client(base_url=live.url) as http:
            statuses = [http.get("/v1/search", params={"q": "stack"}).status_code for _ in range(5)]
            assert statuses[:3] == [200, 200, 200] and statuses[3:] == [429, 429]
            limited = http.get("/v1/search", params={"q": "stack"})
            assert int(limited.headers["retry-after"]) >= 1 and "too many requests" in limited.json()["detail"]
            assert http.get("/healthz").status_code == 200
            assert "judge_rate_limited_total 3.0" in http.get("/metrics").text


def test_admin_reload_needs_the_key(reloadable, small_searcher):
    live, _ = reloadable
    assert httpx.post(f"{live.url}/v1/admin/reload").status_code == 401
    assert httpx.post(f"{live.url}/v1/admin/reload", headers={"X-API-Key": "nope"}).status_code == 403
    spanish = httpx.post(f"{live.url}/v1/admin/reload", headers={"X-API-Key": "nope", "Accept-Language": "es"})
    assert spanish.json()["detail"] == "clave de administración incorrecta"
    with serve(small_searcher) as no_admin:
        response = httpx.post(f"{no_admin.url}/v1/admin/reload", headers={"X-API-Key": "s3cret"})
        assert response.status_code == 403 and "disabled" in response.json()["detail"]


def test_reload_swaps_to_a_new_edition_without_failing_requests(reloadable, small_embedder, tmp_path):
    live, data_dir = reloadable
    old = parse_cr_file(CR_OLD)
    store = tmp_path / "old.sqlite"
    write_store(
        store, RuleBook(old.edition, [r for r in old.rules if r.id.section in FIXTURE_SECTIONS], [], old.chapters)
    )
    build_index(store, small_embedder, data_dir / "index", EmbeddingCache(tmp_path / "emb.sqlite"))

    failures: list[str] = []
    answered: list[tuple[float, float, str]] = []  # (sent, answered, CR edition) per search
    stop = threading.Event()

    def hammer():
        with httpx.Client(base_url=live.url, timeout=30) as http:
            while not stop.is_set():
                sent = time.monotonic()
                response = http.get("/v1/search", params={"q": "who chooses the replacement effect", "k": 3})
                if response.status_code != 200:
                    failures.append(response.text)
                else:
                    answered.append((sent, time.monotonic(), response.json()["rules_version"]))

    workers = [threading.Thread(target=hammer) for _ in range(4)]
    for worker in workers:
        worker.start()
    try:
        before = httpx.get(f"{live.url}/readyz").json()
        reload_sent = time.monotonic()
        reloaded = httpx.post(f"{live.url}/v1/admin/reload", headers={"X-API-Key": "s3cret"}, timeout=60)
        reload_done = time.monotonic()
        deadline = reload_done + 30
        while not any(sent > reload_done for sent, _, _ in answered) and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        stop.set()
        for worker in workers:
            worker.join()
    assert reloaded.status_code == 200, reloaded.text
    assert before["rules_version"] == "2026-06-19" and reloaded.json()["rules_version"] == "2026-04-17"
    assert httpx.get(f"{live.url}/readyz").json()["rules_version"] == "2026-04-17"
    assert failures == []
    # the load really overlapped the swap: searches answered while the reload ran, from the old index,
    # and searches sent after it, from the new one
    assert any(reload_sent < done < reload_done and version == "2026-06-19" for _, done, version in answered)
    assert any(sent > reload_done for sent, _, _ in answered)
    assert all(version == "2026-04-17" for sent, _, version in answered if sent > reload_done)


def test_corrupt_or_mismatched_index_is_rejected_and_the_old_one_keeps_serving(reloadable):
    live, data_dir = reloadable
    current = (data_dir / "index" / "current").resolve()
    broken = data_dir / "index" / "builds" / "zz-broken"
    shutil.copytree(current, broken)
    (broken / "dense.faiss").write_bytes(b"not a faiss index")
    activate(data_dir / "index", broken)
    response = httpx.post(f"{live.url}/v1/admin/reload", headers={"X-API-Key": "s3cret"})
    assert response.status_code == 409 and "still serving" in response.json()["detail"]
    manifest = (broken / "manifest.json").read_text().replace('"dim": 384', '"dim": 768')
    (broken / "manifest.json").write_text(manifest)
    assert httpx.post(f"{live.url}/v1/admin/reload", headers={"X-API-Key": "s3cret"}).status_code == 409
    search = httpx.get(f"{live.url}/v1/search", params={"q": "stack"})
    assert search.status_code == 200 and search.json()["rules_version"] == "2026-06-19"
