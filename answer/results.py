"""What answering returns: plain dataclasses, rendered to HTTP and CLI output by app/."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class CitationItem:
    rule: str
    title: str | None
    quote: str
    lang: str


@dataclass(frozen=True)
class EvidenceItem:
    rule: str
    score: float


@dataclass(frozen=True)
class StepItem:
    text: str
    citations: list[str]


@dataclass(frozen=True)
class AnswerResult:
    answer: str
    lang: str
    answered: bool
    citations: list[CitationItem]
    evidence: list[EvidenceItem]
    rules_version: str
    composer: str
    took_ms: float
    fallback_reason: str | None = None
    dropped_citations: list[str] = field(default_factory=list)
    #: the first paragraph of `answer`: the conclusion, with its deciding citations
    verdict: str = ""
    #: the reasoning behind the verdict, each step with the rules it cites
    steps: list[StepItem] = field(default_factory=list)


@dataclass(frozen=True)
class SearchHitItem:
    rule: str
    title: str | None
    text: str
    score: float


@dataclass(frozen=True)
class SearchResults:
    results: list[SearchHitItem]
    rules_version: str
    took_ms: float
