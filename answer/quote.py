"""A verbatim quote with where it comes from: what answers cite and verify checks."""

from __future__ import annotations

from dataclasses import dataclass

from ingest.ruleid import RuleId


@dataclass(frozen=True)
class Quote:
    """A verbatim quote: of a rule (kind "rule"), or of a named card's Oracle text ("oracle") or one of
    its rulings ("ruling", with the ruling's date); card quotes carry the card's name and no rule. A CR glossary
    entry ("glossary") carries its term as the title and no rule."""

    rule: RuleId | None
    title: str | None
    quote: str
    lang: str
    kind: str = "rule"
    card: str | None = None
    date: str | None = None
