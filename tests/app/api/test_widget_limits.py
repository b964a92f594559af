"""/widget.js carries the service's own limits: the widget holds no copy of them."""

from __future__ import annotations

import httpx

from tests.app.api.conftest import serve


def test_the_widget_takes_its_limits_from_the_service(small_searcher):
    with serve(small_searcher, max_question_chars=1234, max_history_turns=3) as live:
        script = httpx.get(f"{live.url}/widget.js", timeout=30)
    assert script.status_code == 200 and script.headers["content-type"].startswith("application/javascript")
    limits = '{"max_question_chars": 1234, "max_history_turns": 3, "max_history_chars": 8000}'
    assert f"var LIMITS = {limits};" in script.text
    assert "__JUDGE_LIMITS__" not in script.text and "2000" not in script.text
