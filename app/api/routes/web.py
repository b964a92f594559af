"""The embeddable chat widget (/widget.js) and a demo page (/) that embeds it."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from fastapi import APIRouter, Response
from fastapi.responses import FileResponse

from app.api.deps import SettingsDep

WEB = Path(__file__).resolve().parents[2] / "web"
#: where widget.js takes the service's limits, so the widget never holds its own copy of them
LIMITS_MARK = "__JUDGE_LIMITS__"

router = APIRouter(tags=["widget"], include_in_schema=False)


@cache
def _widget_source() -> str:
    return (WEB / "widget.js").read_text(encoding="utf-8")


@router.get("/widget.js")
def widget(settings: SettingsDep) -> Response:
    limits = {
        "max_question_chars": settings.max_question_chars,
        "max_history_turns": settings.max_history_turns,
        "max_history_chars": settings.max_history_chars,
    }
    return Response(
        _widget_source().replace(LIMITS_MARK, json.dumps(limits), 1),
        media_type="application/javascript",
        headers={"Cache-Control": "public, max-age=300"},
    )


@router.get("/")
def demo() -> FileResponse:
    return FileResponse(WEB / "index.html", media_type="text/html")
