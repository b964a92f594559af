"""What answering returns: plain dataclasses, rendered to HTTP and CLI output by app/."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class CitationItem:
    rule: str | None
    title: str | None
    quote: str
    lang: str
    kind: str = "rule"
    card: str | None = None
    date: str | None = None


@dataclass(frozen=True)
class RulingItem:
    date: str
    text: str
    #: when the current CR has replaced what the ruling says (old wording or an old rule): says so, in the
    #: answer's language, quoting the CR; the CR wins
    superseded_hint: str | None = None
    #: the CR glossary term or rule id that says so
    superseded_by: str | None = None


@dataclass(frozen=True)
class CardItem:
    """A card the question names, with its rulings that bear on the question (dated; the CR wins)."""

    name: str
    mana_cost: str
    type_line: str
    oracle_text: str
    rulings: list[RulingItem]
    #: the card's Spanish printed names, where the card data has them (MTGJSON foreignData)
    names_es: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class EvidenceItem:
    rule: str
    score: float


@dataclass(frozen=True)
class CarriedItem:
    kind: str  # "card", "rule" or "situation"
    value: str


@dataclass(frozen=True)
class AnswerContext:
    """What the answer took from earlier turns: nothing unless the question was read as a follow-up."""

    follow_up: bool = False
    carried: list[CarriedItem] = field(default_factory=list)
    #: the follow-up as understood, standing alone (None when it was not a follow-up)
    question: str | None = None


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
    dropped_quotes: list[str] = field(default_factory=list)
    context: AnswerContext = field(default_factory=AnswerContext)
    cards: list[CardItem] = field(default_factory=list)
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
