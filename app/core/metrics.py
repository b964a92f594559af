"""Prometheus metrics, one registry per app (so several apps in one process do not collide)."""

from __future__ import annotations

from dataclasses import dataclass, field

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest


@dataclass
class Metrics:
    registry: CollectorRegistry = field(default_factory=CollectorRegistry)

    def __post_init__(self) -> None:
        self.requests = Counter(
            "judge_requests_total",
            "HTTP requests by route, method and status",
            ["route", "method", "status"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "judge_request_seconds",
            "HTTP request latency by route",
            ["route"],
            registry=self.registry,
            buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30),
        )
        self.answers = Counter(
            "judge_answers_total",
            "Answers by composer and whether they answered",
            ["composer", "answered"],
            registry=self.registry,
        )
        self.llm_fallbacks = Counter(
            "judge_llm_fallbacks_total",
            "Answers where an expected LLM answer fell back to extractive",
            registry=self.registry,
        )
        self.rate_limited = Counter(
            "judge_rate_limited_total", "Requests refused by the rate limiter", registry=self.registry
        )
        self.reloads = Counter(
            "judge_index_reloads_total", "Index reloads by outcome", ["outcome"], registry=self.registry
        )

    def record_answer(self, composer: str, answered: bool, fallback_reason: str | None) -> None:
        self.answers.labels(composer, str(answered).lower()).inc()
        if fallback_reason and composer == "extractive":
            self.llm_fallbacks.inc()

    def render(self) -> bytes:
        return generate_latest(self.registry)
