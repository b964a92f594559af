"""Citations are checked before an answer leaves: the rule exists in the loaded edition, it was part
of the evidence, and the quote is a verbatim substring of that rule's text in the quoted language.
Card citations alike: the card is loaded and named by the question, and the quote is verbatim text of
its Oracle text or of its ruling of that date."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from answer.extractive import Quote
from ingest.ruleid import RuleId
from ingest.store import RuleStore


@dataclass(frozen=True)
class Rejected:
    quote: Quote
    reason: str


def verify_citations(
    quotes: Iterable[Quote], store: RuleStore, evidence: Iterable[RuleId], cards: Iterable[str] = ()
) -> tuple[list[Quote], list[Rejected]]:
    """`evidence`: the rules the answer may cite; `cards`: the names of the cards it may cite."""
    allowed = set(evidence)
    named = set(cards)
    valid: list[Quote] = []
    rejected: list[Rejected] = []
    seen: set[tuple[object, ...]] = set()
    for quote in quotes:
        key = (quote.kind, quote.rule, quote.card, quote.date, quote.quote, quote.lang)
        if key in seen:
            continue
        seen.add(key)
        reason = _card_problem(quote, store, named) if quote.kind != "rule" else _problem(quote, store, allowed)
        if reason:
            rejected.append(Rejected(quote, reason))
        else:
            valid.append(quote)
    return valid, rejected


def _card_problem(quote: Quote, store: RuleStore, named: set[str]) -> str | None:
    card = store.card(quote.card) if quote.card else None
    if card is None:
        return f"no loaded card named {quote.card!r}"
    if card.name not in named:
        return f"{card.name} was not named by the question"
    if not quote.quote.strip():
        return "empty quote"
    if quote.kind == "oracle":
        return None if quote.quote in card.oracle_text else f"quote is not verbatim Oracle text of {card.name}"
    if quote.kind == "ruling":
        if any(r.date == quote.date and quote.quote in r.text for r in card.rulings):
            return None
        return f"quote is not verbatim text of a {quote.date} ruling on {card.name}"
    return f"unknown citation kind {quote.kind!r}"


def _problem(quote: Quote, store: RuleStore, allowed: set[RuleId]) -> str | None:
    if quote.rule is None:
        return "a rule citation without a rule id"
    rule = store.get(quote.rule)
    if rule is None:
        return f"{quote.rule} is not in the CR of {store.edition.effective}"
    if quote.rule not in allowed:
        return f"{quote.rule} was not part of the evidence"
    if quote.lang == "en":
        source = rule.text
    else:
        translation = store.translation(quote.rule, quote.lang)
        if translation is None:
            return f"{quote.rule} has no {quote.lang} text"
        source = translation.text
    if not quote.quote.strip() or quote.quote not in source:
        return f"quote is not verbatim text of {quote.rule}"
    return None
