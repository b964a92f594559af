"""OpenAI-compatible /v1/chat/completions over an async httpx client (Ollama, vLLM, llama.cpp server, OpenAI).

Every call has one total deadline (httpx's timeout is per read, so a server that drips bytes would
never trip it) and a size cap (a server may ignore max_tokens). Waiting on the LLM holds no thread,
and a cancelled call (the HTTP client went away) closes the upstream request. Errors are one class,
LLMError, with a short reason the response can show. The transport is injectable for tests.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator

import httpx


class LLMError(RuntimeError):
    """The LLM server is down, slow, answered with an HTTP error or with something that is not a completion."""


class ChatClient:
    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None,
        timeout_s: float,
        max_tokens: int,
        max_reply_bytes: int,
        transport: httpx.AsyncBaseTransport | None = None,
    ):
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.model = model
        self.max_tokens = max_tokens
        self.max_reply_bytes = max_reply_bytes
        self.timeout_s = timeout_s
        self._http = httpx.AsyncClient(
            base_url=base_url.rstrip("/"), headers=headers, timeout=httpx.Timeout(timeout_s), transport=transport
        )

    def _payload(self, messages: list[dict[str, str]], stream: bool) -> dict[str, object]:
        return {
            "model": self.model,
            "messages": messages,
            "max_tokens": self.max_tokens,
            "temperature": 0.1,
            "stream": stream,
        }

    def _deadline(self) -> float:
        return asyncio.get_running_loop().time() + self.timeout_s

    async def complete(self, messages: list[dict[str, str]]) -> str:
        deadline = self._deadline()
        body = bytearray()
        try:
            async with asyncio.timeout_at(deadline):
                async with self._http.stream(
                    "POST", "/chat/completions", json=self._payload(messages, stream=False)
                ) as response:
                    if response.status_code != 200:
                        raise LLMError(f"LLM answered HTTP {response.status_code}")
                    async for chunk in response.aiter_bytes():
                        body += chunk
                        if len(body) > self.max_reply_bytes:
                            raise LLMError(f"LLM reply longer than {self.max_reply_bytes} bytes")
        except TimeoutError:
            raise LLMError(f"LLM timed out after {self.timeout_s:g} s") from None
        except httpx.HTTPError as err:
            raise LLMError(f"LLM unreachable: {type(err).__name__}") from None
        try:
            data = json.loads(body)
            content = data["choices"][0]["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError):
            raise LLMError("LLM answered something that is not a chat completion") from None
        if not isinstance(content, str) or not content.strip():
            raise LLMError("LLM answered an empty completion")
        usage = data.get("usage") if isinstance(data, dict) else None
        used = usage.get("completion_tokens") if isinstance(usage, dict) else None
        if isinstance(used, int) and used > self.max_tokens:
            raise LLMError(f"LLM reply longer than {self.max_tokens} tokens")
        return content

    async def stream(self, messages: list[dict[str, str]]) -> AsyncIterator[str]:
        """Text deltas as the server sends them (SSE `data:` lines, ending with `[DONE]`), within the
        deadline and the size caps (bytes read, and chunks: a chunk carries at least one token)."""
        deadline = self._deadline()
        received = chunks = 0
        try:
            async with contextlib.AsyncExitStack() as stack:
                async with asyncio.timeout_at(deadline):
                    response = await stack.enter_async_context(
                        self._http.stream("POST", "/chat/completions", json=self._payload(messages, stream=True))
                    )
                if response.status_code != 200:
                    raise LLMError(f"LLM answered HTTP {response.status_code}")
                lines = response.aiter_lines()
                while True:
                    async with asyncio.timeout_at(deadline):  # around each read only, never across a yield
                        line = await anext(lines, None)
                    if line is None:
                        return
                    received += len(line) + 1
                    if received > self.max_reply_bytes:
                        raise LLMError(f"LLM reply longer than {self.max_reply_bytes} bytes")
                    if not line.startswith("data:"):
                        continue
                    data = line[5:].strip()
                    if data == "[DONE]":
                        return
                    chunks += 1
                    if chunks > self.max_tokens:
                        raise LLMError(f"LLM reply longer than {self.max_tokens} tokens")
                    try:
                        delta = json.loads(data)["choices"][0].get("delta", {}).get("content")
                    except (ValueError, KeyError, IndexError, TypeError, AttributeError):
                        raise LLMError("LLM stream carried something that is not a chat completion chunk") from None
                    if delta:
                        yield delta
        except TimeoutError:
            raise LLMError(f"LLM timed out after {self.timeout_s:g} s") from None
        except httpx.HTTPError as err:
            raise LLMError(f"LLM unreachable: {type(err).__name__}") from None

    async def aclose(self) -> None:
        await self._http.aclose()
