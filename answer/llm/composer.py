"""The LLM composer: retrieved rules in, a fluent answer out, with only verified rule ids left in it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field

from answer.citations import Sanitized, StreamingSanitizer, sanitize
from answer.followup import Turn
from answer.llm.client import ChatClient, LLMError
from answer.llm.prompts import PromptSet
from answer.quote import Quote
from answer.rulings import ruling_item
from answer.text import best_sentence, stems
from answer.verify import QuoteCheck, StreamingQuoteCheck, check_quotes
from index.searcher import SearchResult
from ingest.models import Card, Rule, Ruling
from ingest.ruleid import RuleId
from ingest.store import RuleStore

_EVIDENCE_RULES = 12


@dataclass(frozen=True)
class Context:
    """What the extractive side worked out, for the prompt: the reasoner's verdict and steps, and the
    named cards (Oracle text and rulings)."""

    findings: tuple[str, ...] = ()
    cards: tuple[Card, ...] = ()


_CARD_RULINGS = 4


@dataclass(frozen=True)
class LLMRequest:
    """What the model is sent: the evidence rules (the only ids it may cite) and the messages."""

    evidence: list[Rule]
    messages: list[dict[str, str]]


@dataclass
class LLMAnswer:
    text: str
    citations: list[Quote]
    evidence: list[RuleId]
    dropped: list[str]
    #: quotes attributed to a rule that the rule does not contain, removed from the text
    dropped_quotes: list[str] = field(default_factory=list)


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
            if rule.is_heading:
                expanded = [self.store.rules[c] for c in self.store.children.get(rule.id, [])[:3]]
            rules.extend(r for r in expanded if r not in rules)
            if len(rules) >= _EVIDENCE_RULES:
                break
        return rules[:_EVIDENCE_RULES]

    def messages(
        self,
        question: str,
        lang: str,
        evidence: list[Rule],
        context: Context | None = None,
        history: Sequence[Turn] = (),
    ) -> list[dict[str, str]]:
        items = [(str(rule.id), rule.title or self.store.section_title(rule.id), rule.text) for rule in evidence]
        context = context or Context()
        cards = [
            (card.name, card.oracle_text, [_ruling_line(r, self.store) for r in card.rulings[:_CARD_RULINGS]])
            for card in context.cards
        ]
        turns = [(turn.question, turn.answer or "") for turn in history]
        edition = self.store.edition.effective.isoformat()
        return self.prompts.messages(question, lang, edition, items, turns, context.findings, cards)

    def request(
        self,
        question: str,
        result: SearchResult,
        lang: str,
        first: Sequence[RuleId] = (),
        context: Context | None = None,
        history: Sequence[Turn] = (),
    ) -> LLMRequest:
        """The evidence and the messages for one answer, streamed or not."""
        evidence = self.evidence(result, first)
        return LLMRequest(evidence, self.messages(question, lang, evidence, context, history))

    async def answer(self, request: LLMRequest) -> LLMAnswer:
        evidence, messages = request.evidence, request.messages
        raw = await self.client.complete(messages)
        cleaned = sanitize(raw, self._validator(evidence))
        return self._finish(cleaned, check_quotes(cleaned.text, self._sources), evidence, messages)

    async def stream(self, request: LLMRequest) -> AsyncIterator[str | LLMAnswer]:
        """Verified text deltas, then the LLMAnswer; raises LLMError (possibly after some deltas)."""
        evidence, messages = request.evidence, request.messages
        sanitizer = StreamingSanitizer(self._validator(evidence))
        quotes = StreamingQuoteCheck(self._sources)
        async for delta in self.client.stream(messages):
            clean = quotes.feed(sanitizer.feed(delta))
            if clean:
                yield clean
        tail = quotes.feed(sanitizer.flush()) + quotes.flush()
        if tail:
            yield tail
        cleaned = Sanitized(sanitizer.emitted, sanitizer.cited, sanitizer.dropped)
        yield self._finish(cleaned, quotes.result, evidence, messages)

    def _sources(self, rule_id: RuleId) -> list[str]:
        """What a quote attributed to a rule may be: its text or examples, in English or a translation."""
        rule = self.store.rules.get(rule_id)
        if rule is None:
            return []
        texts = [rule.text, *rule.examples]
        translation = self.store.translation(rule_id, "es")
        if translation is not None:
            texts += [translation.text, *translation.examples]
        return texts

    def _validator(self, evidence: list[Rule]):
        allowed = {rule.id for rule in evidence}
        return lambda rule_id: rule_id in allowed and rule_id in self.store.rules

    def _finish(
        self, cleaned: Sanitized, quotes: QuoteCheck, evidence: list[Rule], messages: list[dict[str, str]]
    ) -> LLMAnswer:
        if self.prompts.echoed(quotes.text, messages):
            raise LLMError("the LLM answer reproduces its prompt")
        cited = [rule_id for rule_id in cleaned.cited if rule_id in quotes.supported]
        if not cited:
            if quotes.made_up:
                raise NoValidCitation("the LLM answer rests on a quote that is not in the rule it cites")
            raise NoValidCitation("the LLM answer had no verifiable citation")
        answer_stems = stems(quotes.text)
        citations = []
        for rule_id in cited:
            rule = self.store.rules[rule_id]
            sentence, _ = best_sentence(answer_stems, rule.text)
            citations.append(Quote(rule_id, rule.title or self.store.section_title(rule_id), sentence, "en"))
        return LLMAnswer(quotes.text, citations, [rule.id for rule in evidence], cleaned.dropped, quotes.made_up)


def _ruling_line(ruling: Ruling, store: RuleStore) -> str:
    """A ruling as evidence: dated, with the note when the current CR has replaced its wording or rule."""
    item = ruling_item(ruling, store, "en")
    return f"({item.date}) {item.text}" + (f" [{item.superseded_hint}]" if item.superseded_hint else "")
