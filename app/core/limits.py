"""Limits on what one request may ask, shared by the HTTP routes and the MCP tools (same checks, same messages)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TypeVar

from app.core.config import Settings
from app.core.errors import RequestRefused
from app.schemas import has_control_characters

T = TypeVar("T")


def checked_text(text: str, field: str, settings: Settings) -> str:
    """The stripped text, or RequestRefused (422 empty or control characters, 413 too long)."""
    stripped = text.strip()
    if not stripped:
        raise RequestRefused(422, f"{field}: must not be empty or only whitespace")
    if has_control_characters(stripped):
        raise RequestRefused(422, f"{field}: must not contain control characters")
    if len(stripped) > settings.max_question_chars:
        raise RequestRefused(
            413, f"{field}: too long ({len(stripped)} characters; the limit is {settings.max_question_chars})"
        )
    return stripped


async def in_time(what: str, settings: Settings, work: Awaitable[T]) -> T:
    """`work` awaited within JUDGE_REQUEST_TIMEOUT_S; past it, a 503."""
    try:
        async with asyncio.timeout(settings.request_timeout_s):
            return await work
    except TimeoutError:
        raise RequestRefused(503, f"the {what} took longer than {settings.request_timeout_s:g} s; try again") from None
