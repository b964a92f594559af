"""Limits on what one request may ask, shared by the HTTP routes and the MCP tools (same checks, same messages)."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from typing import TypeVar

from starlette.concurrency import run_in_threadpool

from app.core.config import Settings
from app.core.errors import RequestRefused

T = TypeVar("T")

_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def checked_text(text: str, field: str, settings: Settings) -> str:
    """The stripped text, or RequestRefused (422 empty or control characters, 413 too long)."""
    stripped = text.strip()
    if not stripped:
        raise RequestRefused(422, f"{field}: must not be empty or only whitespace")
    if _CONTROL_RE.search(stripped):
        raise RequestRefused(422, f"{field}: must not contain control characters")
    if len(stripped) > settings.max_question_chars:
        raise RequestRefused(
            413, f"{field}: too long ({len(stripped)} characters; the limit is {settings.max_question_chars})"
        )
    return stripped


async def in_time(what: str, settings: Settings, fn: Callable[..., T], *args: object) -> T:
    """Run blocking judge work off the event loop; past JUDGE_REQUEST_TIMEOUT_S it is a 503."""
    try:
        return await asyncio.wait_for(run_in_threadpool(fn, *args), settings.request_timeout_s)
    except TimeoutError:
        raise RequestRefused(503, f"the {what} took longer than {settings.request_timeout_s:g} s; try again") from None
