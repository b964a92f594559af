"""The HTTP contract. Field names are public: clients and the chat widget depend on them."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def has_control_characters(text: str) -> bool:
    """Control characters other than tab and newlines: refused in questions and search text alike."""
    return _CONTROL_RE.search(text) is not None


Lang = Literal["en", "es"]


class HistoryTurn(BaseModel):
    """One earlier turn of the conversation, as the client kept it."""

    model_config = ConfigDict(extra="forbid")

    question: str = Field(..., min_length=1, description="An earlier question (no control characters).")
    answer: str | None = Field(None, description="The answer it got, if the client kept it (optional).")

    @field_validator("question", "answer")
    @classmethod
    def no_control_characters(cls, value: str | None) -> str | None:
        if value is not None and _CONTROL_RE.search(value):
            raise ValueError("must not contain control characters")
        return value


class AskRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: str = Field(
        ...,
        min_length=1,
        pattern=r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*$",
        description="The rules question, in English or Spanish (no control characters; at most JUDGE_MAX_QUESTION_CHARS).",
    )
    lang: Literal["auto", "en", "es"] = "auto"
    mode: Literal["auto", "extractive", "llm"] = "auto"
    stream: bool = Field(False, description="Answer as Server-Sent Events: `delta` events, then one `final` event.")
    history: list[HistoryTurn] = Field(
        default_factory=list,
        description="Earlier turns of the conversation, most recent last, so a follow-up ('¿y si además…?') is "
        "understood (at most JUDGE_MAX_HISTORY_TURNS turns and JUDGE_MAX_HISTORY_CHARS characters in all).",
    )

    @field_validator("question")
    @classmethod
    def no_control_characters(cls, value: str) -> str:
        if has_control_characters(value):
            raise ValueError("must not contain control characters")
        return value


class Citation(BaseModel):
    rule: str | None = Field(description="The CR rule quoted (kind 'rule'); null for card and glossary citations.")
    title: str | None = Field(description="The rule's title, or the CR glossary term quoted (kind 'glossary').")
    quote: str
    lang: Lang
    kind: Literal["rule", "ruling", "oracle", "glossary"] = Field(
        "rule",
        description="What is quoted: a CR rule, a card's ruling, a card's Oracle text, or a CR glossary entry.",
    )
    card: str | None = Field(None, description="The card quoted, for ruling and Oracle citations.")
    date: str | None = Field(None, description="The ruling's date (YYYY-MM-DD), for ruling citations.")


class RulingOut(BaseModel):
    date: str
    text: str
    superseded_hint: str | None = Field(
        None,
        description="Set when the ruling uses wording or a rule the current CR has replaced (e.g. 'converted mana "
        "cost', 'mana burn', combat damage on the stack): what changed, quoting the CR, in the answer's language. "
        "The CR wins.",
    )
    superseded_by: str | None = Field(
        None, description="The CR glossary term (e.g. 'Mana Burn (Obsolete)') or rule id that replaces it."
    )


class CardBrief(BaseModel):
    name: str
    mana_cost: str
    type_line: str
    oracle_text: str
    rulings: list[RulingOut] = Field(
        description="The card's rulings that bear on the question, best first. Rulings are dated and some "
        "predate the current CR; where they disagree, the CR wins."
    )
    names_es: list[str] = Field(
        default_factory=list, description="Spanish printed names, where the card data has them."
    )


class Evidence(BaseModel):
    rule: str
    score: float


class Carried(BaseModel):
    kind: Literal["card", "rule", "situation"]
    value: str


class AskContext(BaseModel):
    follow_up: bool = Field(False, description="Whether the question was read as a follow-up of the history.")
    carried: list[Carried] = Field(
        default_factory=list, description="Cards, rules and the situation taken from earlier turns."
    )
    question: str | None = Field(None, description="The follow-up as understood, standing alone.")


class StepOut(BaseModel):
    text: str
    citations: list[str]


class AskResponse(BaseModel):
    answer: str
    lang: Lang
    answered: bool
    citations: list[Citation]
    evidence: list[Evidence]
    rules_version: str
    composer: Literal["extractive", "llm"]
    took_ms: float
    fallback_reason: str | None = Field(
        None, description="Why the LLM did not answer when one was expected (down, slow, garbage, no valid citation)."
    )
    dropped_citations: list[str] = Field(
        default_factory=list, description="Rule ids removed from the answer because they failed verification."
    )
    dropped_quotes: list[str] = Field(
        default_factory=list,
        description="Quotes removed from the answer because the rule they were attributed to does not contain them.",
    )
    context: AskContext = Field(default_factory=AskContext, description="What was taken from the history.")
    cards: list[CardBrief] = Field(default_factory=list, description="The cards the question names.")
    verdict: str = Field("", description="The first paragraph of `answer`: the conclusion with its deciding citations.")
    steps: list[StepOut] = Field(default_factory=list, description="The reasoning behind the verdict, each step cited.")


class SearchHit(BaseModel):
    rule: str
    title: str | None
    text: str
    score: float


class SearchResponse(BaseModel):
    results: list[SearchHit]
    rules_version: str
    took_ms: float


class CardHit(BaseModel):
    name: str
    mana_cost: str
    type_line: str


class CardList(BaseModel):
    results: list[CardHit]


class CardNotFound(BaseModel):
    detail: str
    #: close names; absent from the router's own 404 (a path the route cannot match, e.g. with a newline)
    suggestions: list[str] = Field(default_factory=list)


class CardStatus(BaseModel):
    sources: list[str]
    date: str
    cards: int
    rulings: int


class Health(BaseModel):
    status: str


class Ready(BaseModel):
    status: str
    rules_version: str
    model: str
    chunks: int
    build: str
    #: rules and sub-rules with official Spanish text (ingested Spanish pages), out of `rules`
    spanish_rules: int
    rules: int
    cards: CardStatus | None = None


class ReloadOut(BaseModel):
    status: str
    rules_version: str
    model: str
    chunks: int
    build: str


class ErrorOut(BaseModel):
    detail: str
