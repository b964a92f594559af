"""Failures found by attacking the running service (issue 13), each pinned by a test over real HTTP."""

from __future__ import annotations

import httpx
import pytest

from tests.app.api.test_hardening import serve


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
