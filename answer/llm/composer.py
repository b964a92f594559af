"""The LLM composer: retrieved rules in, a fluent answer out, with only verified rule ids left in it."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from answer.citations import Sanitized, StreamingSanitizer, sanitize
from answer.llm.client import ChatClient, LLMError
from answer.llm.prompts import PromptSet
from answer.quote import Quote
from answer.text import best_sentence, stems
from index.searcher import SearchResult
from ingest.models import Card, Rule
from ingest.ruleid import RuleId, RuleKind
from ingest.store import RuleStore

_EVIDENCE_RULES = 12


@dataclass(frozen=True)
class Context:
    """What the extractive side worked out, for the prompt: the reasoner's verdict and steps, and the
    named cards (Oracle text and rulings)."""

    findings: tuple[str, ...] = ()
    cards: tuple[Card, ...] = ()


_CARD_RULINGS = 4


@dataclass
class LLMAnswer:
    text: str
    citations: list[Quote]
    evidence: list[RuleId]
    dropped: list[str]


class NoValidCitation(LLMError):
    """The model answered, but no rule id it cited survived verification."""


class LLMComposer:
    def __init__(self, client: ChatClient, prompts: PromptSet, store: RuleStore):
        self.client = client
        self.prompts = prompts
        self.store = store

    def evidence(self, result: SearchResult, first: Sequence[RuleId] = ()) -> list[Rule]:
        """`first` (the rules the extractive answer quotes, walkthrough steps included), then the top
        hits; a titled rule is replaced by its sub-rules (the model needs text, not a heading)."""
        rules: list[Rule] = []
        for rule_id in [*first, *(hit.rule for hit in result.hits)]:
            rule = self.store.rules[rule_id]
            expanded = [rule]
            if rule.kind is RuleKind.SECTION or (rule.title and rule.text == rule.title):
                expanded = [self.store.rules[c] for c in self.store.children.get(rule.id, [])[:3]]
            rules.extend(r for r in expanded if r not in rules)
            if len(rules) >= _EVIDENCE_RULES:
                break
        return rules[:_EVIDENCE_RULES]

    def messages(
        self, question: str, lang: str, evidence: list[Rule], context: Context | None = None
    ) -> list[dict[str, str]]:
        items = [(str(rule.id), rule.title or self.store.section_title(rule.id), rule.text) for rule in evidence]
        context = context or Context()
        cards = [
            (card.name, card.oracle_text, [getattr(r, "text", r) for r in card.rulings[:_CARD_RULINGS]])
            for card in context.cards
        ]
        edition = self.store.edition.effective.isoformat()
        return self.prompts.messages(question, lang, edition, items, context.findings, cards)

    def answer(
        self,
        question: str,
        result: SearchResult,
        lang: str,
        first: Sequence[RuleId] = (),
        context: Context | None = None,
    ) -> LLMAnswer:
        evidence = self.evidence(result, first)
        raw = self.client.complete(self.messages(question, lang, evidence, context))
        return self._finish(sanitize(raw, self._validator(evidence)), evidence)

    def stream(
        self,
        question: str,
        result: SearchResult,
        lang: str,
        first: Sequence[RuleId] = (),
        context: Context | None = None,
    ) -> Iterator[str | LLMAnswer]:
        """Verified text deltas, then the LLMAnswer; raises LLMError (possibly after some deltas)."""
        evidence = self.evidence(result, first)
        sanitizer = StreamingSanitizer(self._validator(evidence))
        for delta in self.client.stream(self.messages(question, lang, evidence, context)):
            clean = sanitizer.feed(delta)
            if clean:
                yield clean
        tail = sanitizer.flush()
        if tail:
            yield tail
        yield self._finish(sanitize(sanitizer.emitted, self._validator(evidence)), evidence)

    def _validator(self, evidence: list[Rule]):
        allowed = {rule.id for rule in evidence}
        return lambda rule_id: rule_id in allowed and rule_id in self.store.rules

    def _finish(self, cleaned: Sanitized, evidence: list[Rule]) -> LLMAnswer:
        if not cleaned.cited:
            raise NoValidCitation("the LLM answer had no verifiable citation")
        answer_stems = stems(cleaned.text)
        citations = []
        for rule_id in cleaned.cited:
            rule = self.store.rules[rule_id]
            sentence, _ = best_sentence(answer_stems, rule.text)
            citations.append(Quote(rule_id, rule.title or self.store.section_title(rule_id), sentence, "en"))
        return LLMAnswer(cleaned.text, citations, [rule.id for rule in evidence], cleaned.dropped)
