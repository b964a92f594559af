"""`judge bench mcp`: latency of ask_judge over MCP (stdio and streamable HTTP) beside /v1/ask over REST.

Starts the service in-process under uvicorn on a free loopback port with /mcp on, spawns `judge mcp` over
stdio with the same settings, and asks the same questions through each transport with one client, one
question at a time. Latency is what the client saw, round trip included.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import anyio
import httpx
from mcp import Client, StdioServerParameters

from app.core.config import PROJECT_ROOT, Settings
from app.main import create_app
from evaluation.bench import percentile
from evaluation.evaluate import load_question_set
from evaluation.serving import LiveServer


def bench_mcp(settings: Settings, sets: list[Path]) -> Iterator[str]:
    questions = [q.question for path in sets for q in load_question_set(path)]
    yield f"{len(questions)} questions from {', '.join(p.name for p in sets)}; one client, one question at a time"
    served = settings.model_copy(update={"rate_limit_per_minute": 0, "mcp_enabled": True, "mcp_api_key": None})
    with LiveServer(create_app(served)) as server:
        url = server.url
        with httpx.Client(base_url=url, timeout=60) as http:
            http.post("/v1/ask", json={"question": questions[0]}).raise_for_status()  # warm-up
            rest = []
            for question in questions:
                started = time.perf_counter()
                http.post("/v1/ask", json={"question": question}).raise_for_status()
                rest.append((time.perf_counter() - started) * 1000)
        yield _line("REST POST /v1/ask", rest)
        yield _line("MCP ask_judge, streamable HTTP (/mcp)", anyio.run(_ask_all, f"{url}/mcp", questions))
    env = dict(os.environ) | {"PYTHONPATH": str(PROJECT_ROOT), "JUDGE_DATA_DIR": str(settings.data_dir)}
    stdio = StdioServerParameters(command=sys.executable, args=["-m", "app.cli", "mcp"], env=env, cwd=str(PROJECT_ROOT))
    yield _line("MCP ask_judge, stdio (judge mcp)", anyio.run(_ask_all, stdio, questions))


async def _ask_all(server: str | StdioServerParameters, questions: list[str]) -> list[float]:
    async with Client(server, read_timeout_seconds=120) as client:
        await client.call_tool("ask_judge", {"question": questions[0]})  # warm-up
        latencies = []
        for question in questions:
            started = time.perf_counter()
            result = await client.call_tool("ask_judge", {"question": question})
            latencies.append((time.perf_counter() - started) * 1000)
            if result.is_error:
                raise RuntimeError(f"ask_judge failed: {result.content}")
        return latencies


def _line(label: str, latencies: list[float]) -> str:
    return (
        f"{label}: {len(latencies)} calls, p50 {statistics.median(latencies):.1f} ms, "
        f"p95 {percentile(latencies, 95):.1f} ms"
    )
