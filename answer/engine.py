"""The judge: search, compose (LLM when configured and healthy, else extractive), verify.

One instance per loaded index, shared by all requests. The extractive answer is always
computed first: it decides abstention and rule lookups, and it is the fallback whenever the
LLM is down, slow, returns garbage or cites nothing verifiable.
"""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator, Sequence
from dataclasses import asdict, dataclass, replace

import anyio

from answer.extractive import AbstainPolicy, Composed, ExtractiveComposer
from answer.followup import FindCards, Resolved, Turn, context_of, resolve
from answer.llm.breaker import CircuitBreaker
from answer.llm.client import LLMError
from answer.llm.composer import Context, LLMAnswer, LLMComposer
from answer.quote import Quote
from answer.reasoners.base import Step
from answer.results import (
    AnswerResult,
    CardItem,
    CitationItem,
    EvidenceItem,
    SearchHitItem,
    SearchResults,
    StepItem,
)
from answer.rulings import ruling_item
from answer.verdict import SentenceSimilarity
from answer.verify import verify_citations
from index.lang import language_of
from index.searcher import Searcher, SearchResult
from ingest.ruleid import RuleId

log = logging.getLogger("judge.engine")


@dataclass
class StreamEvent:
    name: str  # "delta" or "final"
    data: dict[str, object]


@dataclass
class Judge:
    searcher: Searcher
    composer: ExtractiveComposer
    breaker: CircuitBreaker
    llm: LLMComposer | None = None
    #: finds the cards a question names, for follow-ups (None: a capitalised-words stand-in)
    find_cards: FindCards | None = None

    @classmethod
    def create(
        cls,
        searcher: Searcher,
        policy: AbstainPolicy,
        breaker: CircuitBreaker,
        llm: LLMComposer | None = None,
        semantic: bool = False,
    ) -> Judge:
        """`semantic`: the general verdict selection also ranks sentences by the index embedder's similarity."""
        similarity = SentenceSimilarity(searcher.embedder) if semantic else None
        composer = ExtractiveComposer(searcher.store, policy, similarity)
        return cls(searcher, composer, breaker, llm)

    @property
    def rules_version(self) -> str:
        return self.searcher.edition

    async def ask(
        self, question: str, lang: str = "auto", mode: str = "auto", history: Sequence[Turn] = ()
    ) -> AnswerResult:
        """The whole answer at once: the same path as ask_stream, with the LLM asked for one completion.
        `history`: the earlier turns, most recent last; a follow-up is answered as its resolved question."""
        resolved = resolve(question, history, self.find_cards)
        lang = _spoken(question, resolved, lang)
        async for item in self._answer(question, resolved, lang, mode, history, streaming=False):
            if isinstance(item, AnswerResult):
                return replace(item, context=context_of(resolved))
        raise AssertionError("_answer always ends with the response")  # pragma: no cover

    async def ask_stream(
        self, question: str, lang: str = "auto", mode: str = "auto", history: Sequence[Turn] = ()
    ) -> AsyncIterator[StreamEvent]:
        """`delta` events with text, then one `final` event carrying the whole verified response.
        The final `answer` is authoritative: after a mid-stream LLM failure it is the extractive answer.
        Cancelling the iteration (the client went away) cancels the LLM request."""
        resolved = resolve(question, history, self.find_cards)
        lang = _spoken(question, resolved, lang)
        async for item in self._answer(question, resolved, lang, mode, history, streaming=True):
            if isinstance(item, AnswerResult):
                yield StreamEvent("final", asdict(replace(item, context=context_of(resolved))))
            else:
                yield StreamEvent("delta", {"text": item})

    async def _answer(
        self, question: str, resolved: Resolved, lang: str, mode: str, history: Sequence[Turn], streaming: bool
    ) -> AsyncIterator[str | AnswerResult]:
        """Text deltas (only when streaming), then the verified AnswerResult. Search and the extractive answer
        run in a worker thread; waiting on the LLM holds none."""
        started = time.perf_counter()
        result, answer_lang, extractive = await anyio.to_thread.run_sync(
            self._prepare, resolved.question, lang, abandon_on_cancel=True
        )
        use_llm, reason = self._llm_plan(extractive, mode)
        if use_llm:
            assert self.llm is not None
            request = self.llm.request(
                question, result, answer_lang, _relied_on(extractive), _context(extractive), history
            )
            try:
                if not streaming:
                    answer = await self.llm.answer(request)
                    self.breaker.record_success()
                    yield self._llm_response(answer, answer_lang, started, extractive, result)
                    return
                async for item in self.llm.stream(request):
                    if isinstance(item, LLMAnswer):
                        self.breaker.record_success()
                        yield self._llm_response(item, answer_lang, started, extractive, result)
                        return
                    yield item
            except LLMError as err:
                reason = self._record_failure(err)
        response = self._extractive_response(extractive, started, reason, result)
        if streaming:
            for paragraph in response.answer.split("\n\n"):
                yield paragraph + "\n\n"
        yield response

    def _prepare(self, question: str, lang: str) -> tuple[SearchResult, str, Composed]:
        result = self.searcher.search(question, k=10, lang=lang)
        answer_lang = result.plan.lang if lang == "auto" else lang
        return result, answer_lang, self.composer.compose(question, result, answer_lang)

    def _llm_plan(self, extractive: Composed, mode: str) -> tuple[bool, str | None]:
        """(use the LLM?, why not — reported to the client when it expected an LLM answer)."""
        if mode == "extractive":
            return False, None
        if self.llm is None:
            return False, "no LLM configured" if mode == "llm" else None
        if not extractive.answered or extractive.lookup:
            return False, None  # refusals and rule lookups are answered verbatim
        if not self.breaker.allow():
            return False, "LLM circuit open after repeated failures"
        return True, None

    def _record_failure(self, err: LLMError) -> str:
        self.breaker.record_failure()
        log.warning("LLM failed, answering extractively: %s", err)
        return str(err)

    def _llm_response(
        self, answer: LLMAnswer, lang: str, started: float, extractive: Composed, result: SearchResult
    ) -> AnswerResult:
        """The LLM's text; its first paragraph is the verdict, the steps are the extractive ones (verified)."""
        if answer.dropped:
            log.warning("dropped unverified rule ids from LLM answer: %s", ", ".join(answer.dropped))
        if answer.dropped_quotes:
            log.warning("dropped made-up quotes from LLM answer: %d", len(answer.dropped_quotes))
        evidence = [(rid, 0.0) for rid in answer.evidence]
        response = self._response(
            answer.text,
            lang,
            True,
            answer.citations,
            evidence,
            "llm",
            started,
            result,
            dropped=answer.dropped,
            verdict=answer.text.strip().split("\n\n", 1)[0],
            steps=extractive.steps,
        )
        return replace(response, dropped_quotes=answer.dropped_quotes)

    def _extractive_response(
        self, composed: Composed, started: float, reason: str | None, result: SearchResult
    ) -> AnswerResult:
        return self._response(
            composed.answer,
            composed.lang,
            composed.answered,
            composed.citations,
            composed.evidence,
            "extractive",
            started,
            result,
            fallback=reason,
            verdict=composed.verdict or composed.answer.split("\n\n", 1)[0],
            steps=composed.steps,
            examples=composed.examples,
        )

    def _response(
        self,
        answer: str,
        lang: str,
        answered: bool,
        quotes: list[Quote],
        evidence: list[tuple[RuleId, float]],
        composer: str,
        started: float,
        result: SearchResult,
        fallback: str | None = None,
        dropped: list[str] | None = None,
        verdict: str = "",
        steps: list[Step] | None = None,
        examples: tuple[str, ...] = (),
    ) -> AnswerResult:
        named = [mention.card for mention in result.cards]
        citations, rejected = verify_citations(
            quotes, self.searcher.store, [rid for rid, _ in evidence], [*(card.name for card in named), *examples]
        )
        for problem in rejected:
            log.warning("dropped citation %s: %s", problem.quote.rule or problem.quote.card, problem.reason)
        return AnswerResult(
            answer=answer,
            lang=lang,
            answered=answered,
            citations=[
                CitationItem(
                    rule=str(q.rule) if q.rule else None,
                    title=q.title,
                    quote=q.quote,
                    lang=q.lang,
                    kind=q.kind,
                    card=q.card,
                    date=q.date,
                )
                for q in citations
            ],
            evidence=[EvidenceItem(rule=str(rid), score=score) for rid, score in evidence],
            rules_version=self.rules_version,
            composer=composer,
            took_ms=round((time.perf_counter() - started) * 1000, 2),
            fallback_reason=fallback,
            dropped_citations=(dropped or []) + [str(p.quote.rule or p.quote.card) for p in rejected],
            cards=[
                CardItem(
                    card.name,
                    card.mana_cost,
                    card.type_line,
                    card.oracle_text,
                    [ruling_item(r, self.searcher.store, lang) for r in result.rulings.get(card.name, [])],
                    list(card.names_es),
                )
                for card in named
            ],
            verdict=verdict,
            steps=[StepItem(step.text, [str(r) for r in step.rules]) for step in steps or []],
        )

    def search(self, query: str, k: int = 10, lang: str = "auto") -> SearchResults:
        started = time.perf_counter()
        result = self.searcher.search(query, k=k, lang=lang)
        store = self.searcher.store
        hits = []
        for hit in result.hits:
            rule = store.rules[hit.rule]
            hits.append(
                SearchHitItem(
                    rule=str(hit.rule),
                    title=store.title(hit.rule, result.plan.lang),
                    text=rule.text,
                    score=hit.score,
                )
            )
        return SearchResults(
            results=hits, rules_version=self.rules_version, took_ms=round((time.perf_counter() - started) * 1000, 2)
        )


def _spoken(question: str, resolved: Resolved, lang: str) -> str:
    """The answer's language for `lang` "auto": a follow-up is answered in the language it was asked in ("and
    without Doubling Season?" after a Spanish question), not in that of the earlier turn its rewrite keeps."""
    if lang != "auto" or not resolved.follow_up:
        return lang
    return language_of(question) or lang


def _context(composed: Composed) -> Context:
    """A reasoner's verdict and steps (not the general selection's: that is only a quoted sentence) and the
    named cards, for the LLM's evidence."""
    findings: tuple[str, ...] = ()
    if composed.reasoner and composed.reasoner != "general":
        findings = (composed.verdict, *(step.text for step in composed.steps))
    return Context(findings, composed.frame.cards if composed.frame else ())


def _relied_on(composed: Composed) -> list[RuleId]:
    """Rules the extractive answer relies on (its citations and walkthrough steps), best first."""
    cited = [quote.rule for quote in composed.citations if quote.rule is not None]
    ids = cited + [rid for rid, score in composed.evidence if score == 0.0]
    return list(dict.fromkeys(ids))
