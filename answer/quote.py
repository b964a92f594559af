"""A verbatim sentence of a rule, with where it comes from: what answers cite and verify checks."""

from __future__ import annotations

from dataclasses import dataclass

from ingest.ruleid import RuleId


@dataclass(frozen=True)
class Quote:
    rule: RuleId
    title: str | None
    quote: str
    lang: str
