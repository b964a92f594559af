"""`judge bench ask`: answer quality and latency of /v1/ask over real HTTP on loopback.

Starts the service in-process under uvicorn on a free loopback port, sends every question
of the given sets, and reports the share of answers citing a gold rule, abstention accuracy
(on-topic answered, off-topic refused) and p50/p95 latency as the client saw it.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator
from pathlib import Path

import httpx

from app.core.config import Settings
from app.main import create_app
from evaluation.bench import percentile
from evaluation.evaluate import cites_gold, load_question_set
from evaluation.serving import LiveServer


def bench_ask(settings: Settings, sets: list[Path], off_topic: Path) -> Iterator[str]:
    # one client asks hundreds of questions: the per-client rate limit would only measure itself
    unlimited = settings.model_copy(update={"rate_limit_per_minute": 0})
    latencies: list[float] = []
    with LiveServer(create_app(unlimited)) as server:
        with httpx.Client(base_url=server.url, timeout=60) as client:

            def ask(question: str) -> dict:
                started = time.perf_counter()
                response = client.post("/v1/ask", json={"question": question})
                latencies.append((time.perf_counter() - started) * 1000)
                response.raise_for_status()
                return response.json()

            answered_total = asked_total = 0
            for path in sets:
                questions = [q for q in load_question_set(path) if q.gold]
                cited = answered = 0
                for question in questions:
                    body = ask(question.question)
                    answered += body["answered"]
                    cited += cites_gold(body["citations"], question.gold)
                answered_total += answered
                asked_total += len(questions)
                yield f"{path.name}: {len(questions)} questions, {cited / len(questions):.3f} cite a gold rule, {answered / len(questions):.3f} answered"
            refused = sum(not ask(q.question)["answered"] for q in load_question_set(off_topic))
            off_count = len(load_question_set(off_topic))
            accuracy = (answered_total + refused) / (asked_total + off_count)
            yield f"{off_topic.name}: {refused}/{off_count} refused; abstention accuracy over all {asked_total + off_count} questions {accuracy:.3f}"
            yield f"/v1/ask over HTTP, {len(latencies)} requests: p50 {statistics.median(latencies):.1f} ms, p95 {percentile(latencies, 95):.1f} ms"
