"""OpenAI-compatible /v1/chat/completions over httpx (Ollama, vLLM, llama.cpp server, OpenAI).

The transport is injectable so tests can point it anywhere; errors are one class, LLMError,
with a short reason the response can show.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx


class LLMError(RuntimeError):
    """The LLM server is down, slow, answered with an HTTP error or with something that is not a completion."""


class ChatClient:
    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout_s: float = 20.0,
        max_tokens: int = 600,
        transport: httpx.BaseTransport | None = None,
    ):
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.model = model
        self.max_tokens = max_tokens
        self._timeout = timeout_s
        self._http = httpx.Client(
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

    def complete(self, messages: list[dict[str, str]]) -> str:
        try:
            response = self._http.post("/chat/completions", json=self._payload(messages, stream=False))
        except httpx.TimeoutException:
            raise LLMError(f"LLM timed out after {self._timeout:g} s") from None
        except httpx.HTTPError as err:
            raise LLMError(f"LLM unreachable: {type(err).__name__}") from None
        if response.status_code != 200:
            raise LLMError(f"LLM answered HTTP {response.status_code}")
        try:
            content = response.json()["choices"][0]["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError):
            raise LLMError("LLM answered something that is not a chat completion") from None
        if not isinstance(content, str) or not content.strip():
            raise LLMError("LLM answered an empty completion")
        return content

    def stream(self, messages: list[dict[str, str]]) -> Iterator[str]:
        """Text deltas as the server sends them (SSE `data:` lines, ending with `[DONE]`)."""
        try:
            with self._http.stream("POST", "/chat/completions", json=self._payload(messages, stream=True)) as response:
                if response.status_code != 200:
                    raise LLMError(f"LLM answered HTTP {response.status_code}")
                for line in response.iter_lines():
                    if not line.startswith("data:"):
                        continue
                    data = line[5:].strip()
                    if data == "[DONE]":
                        return
                    try:
                        delta = json.loads(data)["choices"][0].get("delta", {}).get("content")
                    except (ValueError, KeyError, IndexError, TypeError, AttributeError):
                        raise LLMError("LLM stream carried something that is not a chat completion chunk") from None
                    if delta:
                        yield delta
        except httpx.TimeoutException:
            raise LLMError(f"LLM timed out after {self._timeout:g} s") from None
        except httpx.HTTPError as err:
            raise LLMError(f"LLM unreachable: {type(err).__name__}") from None

    def close(self) -> None:
        self._http.close()
