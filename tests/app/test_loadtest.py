"""The load script, run briefly against a real server on loopback."""

from __future__ import annotations

import pytest

from evaluation.loadtest import LoadTestError, require_loopback, run_load
from tests.app.api.conftest import serve


def test_brief_load_run_has_no_errors(small_searcher):
    with serve(small_searcher, rate_limit_per_minute=0) as live:
        result = run_load(
            live.url, "search", ["who chooses the replacement effect", "what resolves first"], clients=4, seconds=2
        )
        asked = run_load(live.url, "ask", ["Two replacement effects apply. Who chooses?"], clients=2, seconds=2)
    # counts, not rates: throughput is measured by `judge load` and `judge bench`, not asserted here
    assert result.errors == 0 and result.ok > 0
    assert asked.errors == 0 and asked.ok > 0
    lines = list(result.lines("/v1/search", 4))
    assert "ok/s" in lines[0] and "p95" in lines[1] and lines[2] == "errors: 0"


def test_rate_limited_run_reports_its_429s(small_searcher):
    with serve(small_searcher, rate_limit_per_minute=1, rate_limit_burst=1) as live:
        result = run_load(live.url, "search", ["stack"], clients=2, seconds=1)
    assert result.statuses["429"] > 0 and result.errors == result.statuses["429"]


@pytest.mark.parametrize("url", ["http://10.1.2.3:8000", "http://192.168.0.10", "http://8.8.8.8"])
def test_only_loopback_can_be_targeted(url):
    with pytest.raises(LoadTestError, match="only loopback"):
        require_loopback(url)


def test_bounds_are_enforced():
    with pytest.raises(LoadTestError, match="clients"):
        run_load("http://127.0.0.1:9", "search", ["q"], clients=1000, seconds=1)
    with pytest.raises(LoadTestError, match="seconds"):
        run_load("http://127.0.0.1:9", "search", ["q"], clients=1, seconds=10_000)
