"""The embeddable chat widget (/widget.js) and a demo page (/) that embeds it."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse

WEB = Path(__file__).resolve().parents[2] / "web"

router = APIRouter(tags=["widget"], include_in_schema=False)


@router.get("/widget.js")
def widget() -> FileResponse:
    return FileResponse(
        WEB / "widget.js", media_type="application/javascript", headers={"Cache-Control": "public, max-age=300"}
    )


@router.get("/")
def demo() -> FileResponse:
    return FileResponse(WEB / "index.html", media_type="text/html")
