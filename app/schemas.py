"""The HTTP contract. Field names are public: clients and the chat widget depend on them."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")

Lang = Literal["en", "es"]


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

    @field_validator("question")
    @classmethod
    def no_control_characters(cls, value: str) -> str:
        if _CONTROL_RE.search(value):
            raise ValueError("must not contain control characters")
        return value


class Citation(BaseModel):
    rule: str
    title: str | None
    quote: str
    lang: Lang


class Evidence(BaseModel):
    rule: str
    score: float


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


class RuleOut(BaseModel):
    id: str
    kind: str
    title: str | None
    text: str
    examples: list[str]
    parent: str | None
    children: list[str]
    references: list[str]
    translations: dict[str, dict[str, object]]
    section_title: str | None
    rules_version: str


class GlossaryOut(BaseModel):
    term: str
    definition: str
    references: list[str]


class GlossaryList(BaseModel):
    results: list[GlossaryOut]
    rules_version: str


class Health(BaseModel):
    status: str


class Ready(BaseModel):
    status: str
    rules_version: str
    model: str
    chunks: int
    build: str


class ReloadOut(BaseModel):
    status: str
    rules_version: str
    model: str
    chunks: int
    build: str


class ErrorOut(BaseModel):
    detail: str
