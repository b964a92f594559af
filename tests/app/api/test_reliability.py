"""Failures found by attacking the running service (issue 13), each pinned by a test over real HTTP."""

from __future__ import annotations

import httpx
import pytest

from tests.app.api.conftest import serve


@pytest.fixture(scope="module")
def server(small_searcher):
    with serve(small_searcher, rate_limit_per_minute=0, cors_origins=["http://widget.example"]) as live:
        yield live


@pytest.fixture()
def client(server):
    with httpx.Client(base_url=server.url, timeout=30) as http:
        yield http


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/v1/rules/608." + "2" * 4400, 422),
        ("/v1/rules/٦٠٨.٢b", 422),
        ("/v1/rules/６０８", 422),
        ("/v1/rules/608%0a", 422),
        ("/v1/rules/608.", 422),
        ("/v1/rules/608.9999", 404),
        ("/v1/rules/608.2b", 200),
    ],
)
def test_rule_ids_are_ascii_canonical_and_bounded(client, path, status):
    response = client.get(path)
    assert response.status_code == status, response.text[:200]
    assert response.headers["content-type"] == "application/json"


def test_search_refuses_control_characters_like_ask(client):
    for q in ("stack\x00", "bell\x07 priority"):
        response = client.get("/v1/search", params={"q": q})
        assert response.status_code == 422 and "control characters" in response.json()["detail"]


def test_malformed_json_is_400_as_documented(client):
    response = client.post("/v1/ask", content=b'{"question": ', headers={"Content-Type": "application/json"})
    assert response.status_code == 400 and response.json() == {"detail": "the request body is not valid JSON"}


def test_refused_cors_preflight_is_json(client):
    headers = {"Origin": "http://evil.example", "Access-Control-Request-Method": "POST"}
    response = client.options("/v1/ask", headers=headers)
    assert response.status_code == 400 and response.headers["content-type"] == "application/json"
    assert "origin" in response.json()["detail"].lower()
    allowed = client.options("/v1/ask", headers={**headers, "Origin": "http://widget.example"})
    assert allowed.status_code == 200


def raw_exchange(server, payload: bytes, wait_s: float = 10.0) -> bytes:
    import socket

    with socket.create_connection(("127.0.0.1", server.port), timeout=wait_s) as sock:
        sock.sendall(payload)
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
        return received


def test_the_servers_own_400_is_json(server):
    reply = raw_exchange(server, b"GARBAGE / NOT-HTTP\r\n\r\n")
    head, _, body = reply.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400") and b"content-type: application/json" in head.lower()
    assert b'"detail"' in body


def test_idle_and_slow_header_connections_are_closed(small_searcher):
    import time

    with serve(small_searcher, rate_limit_per_minute=0, keep_alive_s=0.5) as live:
        started = time.monotonic()
        assert raw_exchange(live, b"") == b""  # idle: closed without a word
        assert raw_exchange(live, b"GET /healthz HTTP/1.1\r\nHost: x\r\n") == b""  # headers never finished
        assert time.monotonic() - started < 15  # generous: without the timeout this waits forever (socket timeout)
        reply = raw_exchange(live, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        assert reply.startswith(b"HTTP/1.1 200")


def test_uvicorn_does_not_rewrite_the_client_address():
    from app.core.config import Settings
    from app.core.server import uvicorn_options

    assert uvicorn_options(Settings())["proxy_headers"] is False
    assert uvicorn_options(Settings(trust_forwarded_for=True))["proxy_headers"] is False


def statuses(live, forwarded: list[str]) -> list[int]:
    with httpx.Client(base_url=live.url) as http:
        return [
            http.get("/v1/search", params={"q": "stack", "k": 1}, headers={"X-Forwarded-For": f}).status_code
            for f in forwarded
        ]


def test_rotating_x_forwarded_for_does_not_escape_the_limit_when_trust_is_off(small_searcher):
    with serve(small_searcher, rate_limit_per_minute=1, rate_limit_burst=3) as live:
        assert statuses(live, [f"10.0.0.{i}" for i in range(6)]) == [200, 200, 200, 429, 429, 429]


def test_with_trust_on_the_address_the_proxy_added_is_the_key(small_searcher):
    with serve(small_searcher, rate_limit_per_minute=1, rate_limit_burst=2, trust_forwarded_for=True) as live:
        # the client rotates the leftmost entry; the proxy (the loopback peer) appended the real address
        spoofed = [f"10.0.0.{i}, 203.0.113.7" for i in range(4)]
        assert statuses(live, spoofed) == [200, 200, 429, 429]
        assert statuses(live, ["198.51.100.1", "198.51.100.1"]) == [200, 200]  # another client, its own bucket


@pytest.mark.parametrize(
    ("peer", "header", "client"),
    [
        ("127.0.0.1", None, "127.0.0.1"),
        ("127.0.0.1", "1.1.1.1", "1.1.1.1"),
        ("127.0.0.1", "6.6.6.6, 1.1.1.1", "1.1.1.1"),
        ("127.0.0.1", "6.6.6.6, 1.1.1.1, 10.0.0.2", "1.1.1.1"),  # two proxies, both trusted
        ("8.8.8.8", "1.1.1.1", "8.8.8.8"),  # an untrusted peer cannot name its client
        ("127.0.0.1", "garbage, 1.1.1.1", "1.1.1.1"),
    ],
)
def test_client_address_is_the_rightmost_untrusted_hop(peer, header, client):
    import ipaddress

    from app.core.middleware import client_address

    trusted = [ipaddress.ip_network(n) for n in ("127.0.0.1", "::1", "10.0.0.0/8")]
    assert client_address(peer, header, trusted) == client


def test_unhandled_error_is_logged_with_the_request_id(small_searcher):
    import logging

    from app.core.config import Settings
    from app.core.logging import JsonFormatter
    from app.main import build_judge, create_app
    from evaluation.serving import LiveServer

    lines: list[str] = []

    class Capture(logging.Handler):
        def emit(self, record):
            lines.append(JsonFormatter().format(record))  # formatted now, in the request's context

    def broken(settings):
        judge = build_judge(small_searcher, settings)
        judge.search = lambda *args, **kwargs: 1 / 0
        return judge

    settings = Settings(data_dir="/nonexistent", rate_limit_per_minute=0)
    handler = Capture()
    logging.getLogger("judge.errors").addHandler(handler)
    try:
        with LiveServer(create_app(settings, loader=broken), settings) as live:
            response = httpx.get(f"{live.url}/v1/search", params={"q": "stack"}, headers={"X-Request-ID": "req-42"})
    finally:
        logging.getLogger("judge.errors").removeHandler(handler)
    assert response.status_code == 500 and response.json()["detail"].startswith("internal error")
    errors = [line for line in lines if "unhandled error" in line]
    assert len(errors) == 1 and '"request_id": "req-42"' in errors[0] and "ZeroDivisionError" in errors[0]


def test_asks_and_searches_past_the_request_time_limit_are_503(small_searcher):
    import time

    from app.core.config import Settings
    from app.main import build_judge, create_app
    from evaluation.serving import LiveServer

    def delayed(function):
        def wrapper(*args, **kwargs):
            time.sleep(6)
            return function(*args, **kwargs)

        return wrapper

    def slow(settings):
        judge = build_judge(small_searcher, settings)
        judge.search, judge._prepare = delayed(judge.search), delayed(judge._prepare)
        return judge

    settings = Settings(data_dir="/nonexistent", rate_limit_per_minute=0, request_timeout_s=0.3)
    with LiveServer(create_app(settings, loader=slow), settings) as live:
        started = time.monotonic()
        searched = httpx.get(f"{live.url}/v1/search", params={"q": "stack"}, timeout=30)
        asked = httpx.post(f"{live.url}/v1/ask", json={"question": "who chooses?"}, timeout=30)
        took = time.monotonic() - started
    assert took < 10  # generous: the limit is 0.3 s each; waiting for the slow searches would take 12 s
    assert searched.status_code == 503 and "took longer than 0.3 s" in searched.json()["detail"]
    assert asked.status_code == 503 and "took longer than 0.3 s" in asked.json()["detail"]


def _truncate(path):
    path.write_bytes(path.read_bytes()[:100])


def _edit_chunks(change):
    def edit(build):
        import json

        rows = json.loads((build / "chunks.json").read_text())
        change(rows)
        (build / "chunks.json").write_text(json.dumps(rows))

    return edit


@pytest.mark.parametrize(
    "corrupt",
    [
        lambda build: (build / "lexical.sqlite").unlink(),
        lambda build: _truncate(build / "lexical.sqlite"),
        lambda build: (build / "lexical.sqlite").write_bytes(b"SQLite format 3\x00" + b"\x00" * 4000),
        _edit_chunks(lambda rows: rows[0].pop("key")),
        _edit_chunks(lambda rows: rows[0].__setitem__("rules", ["608.2l"])),
        _edit_chunks(lambda rows: rows[0].__setitem__("hash", "0" * 64)),
        _edit_chunks(lambda rows: rows[0].__setitem__("rules", ["999.9"])),
    ],
    ids=["lexical-missing", "lexical-truncated", "lexical-garbage", "no-key", "bad-id", "hash", "unknown-rule"],
)
def test_every_broken_candidate_is_409_and_the_old_index_keeps_serving(reloadable, corrupt):
    import shutil

    from index.build import activate

    live, data_dir = reloadable
    serving = (data_dir / "index" / "current").resolve()
    broken = data_dir / "index" / "builds" / "zz-broken"
    shutil.copytree(serving, broken)
    corrupt(broken)
    activate(data_dir / "index", broken)
    response = httpx.post(f"{live.url}/v1/admin/reload", headers={"X-API-Key": "s3cret"}, timeout=60)
    assert response.status_code == 409 and "still serving" in response.json()["detail"], response.text
    assert httpx.get(f"{live.url}/readyz").json()["build"] == serving.name
    with httpx.Client(base_url=live.url) as http:  # new connections, new worker threads: all still fine
        assert all(http.get("/v1/search", params={"q": f"stack {i}"}).status_code == 200 for i in range(8))


def test_pruning_never_deletes_the_build_in_service(reloadable):
    import shutil

    from index.build import activate

    live, data_dir = reloadable
    serving = (data_dir / "index" / "current").resolve()
    for name in ("zz-1", "zz-2", "zz-3"):
        shutil.copytree(serving, data_dir / "index" / "builds" / name)
        activate(data_dir / "index", data_dir / "index" / "builds" / name)
    assert serving.exists()
    assert not (data_dir / "index" / "builds" / "zz-1").exists()  # unused old builds are still pruned
    with httpx.Client(base_url=live.url) as http:
        assert all(http.get("/v1/search", params={"q": f"priority {i}"}).status_code == 200 for i in range(8))


def test_token_bucket_refills_at_the_configured_rate_on_a_fake_clock():
    from app.core.middleware import TokenBuckets

    buckets = TokenBuckets(per_minute=60, burst=2)
    assert [buckets.take("a", now=100.0) for _ in range(2)] == [0.0, 0.0]
    assert buckets.take("a", now=100.0) == pytest.approx(1.0)  # one token a second: wait a second
    assert buckets.take("b", now=100.0) == 0.0  # another client has its own bucket
    assert buckets.take("a", now=100.5) == pytest.approx(0.5)
    assert buckets.take("a", now=101.6) == 0.0  # refilled
    assert buckets.take("a", now=200.0) == 0.0 and buckets.take("a", now=200.0) == 0.0  # capped at the burst
    assert buckets.take("a", now=200.0) > 0


def test_one_llm_client_and_breaker_across_reloads_closed_at_shutdown(tmp_path, small_index_root, small_embedder):
    import shutil

    from app.core.config import Settings
    from app.main import build_judge, create_app
    from evaluation.serving import LiveServer
    from index.searcher import Searcher

    data_dir = tmp_path / "data"
    shutil.copytree(small_index_root / "index", data_dir / "index", symlinks=True)
    settings = Settings(
        data_dir=data_dir,
        admin_api_key="s3cret",
        rate_limit_per_minute=0,
        llm_base_url="http://127.0.0.1:9/v1",
        llm_model="never-called",
    )
    searcher = Searcher(data_dir / "index" / "current", small_embedder)
    app = create_app(settings, loader=lambda s: build_judge(searcher, s))
    with LiveServer(app, settings) as live:
        before = app.state.judge
        response = httpx.post(f"{live.url}/v1/admin/reload", headers={"X-API-Key": "s3cret"}, timeout=60)
        after = app.state.judge
        assert response.status_code == 200 and after is not before
        assert after.llm.client is before.llm.client and after.breaker is before.breaker
        client = after.llm.client
        assert not client._http.is_closed
    assert client._http.is_closed
