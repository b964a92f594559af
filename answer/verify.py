"""Citations are checked before an answer leaves: the rule exists in the loaded edition, it was part
of the evidence, and the quote is a verbatim substring of that rule's text or of one of its CR
examples, in the quoted language."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from answer.quote import Quote
from ingest.ruleid import RuleId
from ingest.store import RuleStore


@dataclass(frozen=True)
class Rejected:
    quote: Quote
    reason: str


def verify_citations(
    quotes: Iterable[Quote], store: RuleStore, evidence: Iterable[RuleId]
) -> tuple[list[Quote], list[Rejected]]:
    allowed = set(evidence)
    valid: list[Quote] = []
    rejected: list[Rejected] = []
    seen: set[tuple[RuleId, str, str]] = set()
    for quote in quotes:
        key = (quote.rule, quote.quote, quote.lang)
        if key in seen:
            continue
        seen.add(key)
        reason = _problem(quote, store, allowed)
        if reason:
            rejected.append(Rejected(quote, reason))
        else:
            valid.append(quote)
    return valid, rejected


def _problem(quote: Quote, store: RuleStore, allowed: set[RuleId]) -> str | None:
    rule = store.get(quote.rule)
    if rule is None:
        return f"{quote.rule} is not in the CR of {store.edition.effective}"
    if quote.rule not in allowed:
        return f"{quote.rule} was not part of the evidence"
    if quote.lang == "en":
        sources = (rule.text, *rule.examples)
    else:
        translation = store.translation(quote.rule, quote.lang)
        if translation is None:
            return f"{quote.rule} has no {quote.lang} text"
        sources = (translation.text, *translation.examples)
    if not quote.quote.strip() or not any(quote.quote in source for source in sources):
        return f"quote is not verbatim text of {quote.rule}"
    return None
