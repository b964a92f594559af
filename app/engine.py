"""The judge: search, compose, verify. One instance per loaded index, shared by all requests."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

from app.answer.extractive import AbstainPolicy, ExtractiveComposer
from app.answer.verify import verify_citations
from app.schemas import AskResponse, Citation, Evidence, SearchHit, SearchResponse
from index.searcher import Searcher

log = logging.getLogger("judge.engine")


@dataclass
class Judge:
    searcher: Searcher
    composer: ExtractiveComposer

    @classmethod
    def create(cls, searcher: Searcher, policy: AbstainPolicy | None = None) -> Judge:
        return cls(searcher, ExtractiveComposer(searcher.store, policy))

    @property
    def rules_version(self) -> str:
        return self.searcher.edition

    def ask(self, question: str, lang: str = "auto") -> AskResponse:
        started = time.perf_counter()
        result = self.searcher.search(question, k=10, lang=lang)
        answer_lang = result.plan.lang if lang == "auto" else lang
        composed = self.composer.compose(question, result, answer_lang)
        evidence_ids = [rid for rid, _ in composed.evidence]
        citations, rejected = verify_citations(composed.citations, self.searcher.store, evidence_ids)
        for problem in rejected:
            log.warning("dropped citation %s: %s", problem.quote.rule, problem.reason)
        return AskResponse(
            answer=composed.answer,
            lang=answer_lang,  # type: ignore[arg-type]
            answered=composed.answered,
            citations=[Citation(rule=str(q.rule), title=q.title, quote=q.quote, lang=q.lang) for q in citations],  # type: ignore[arg-type]
            evidence=[Evidence(rule=str(rid), score=score) for rid, score in composed.evidence],
            rules_version=self.rules_version,
            composer="extractive",
            took_ms=round((time.perf_counter() - started) * 1000, 2),
        )

    def search(self, query: str, k: int = 10, lang: str = "auto") -> SearchResponse:
        started = time.perf_counter()
        result = self.searcher.search(query, k=k, lang=lang)
        store = self.searcher.store
        hits = []
        for hit in result.hits:
            rule = store.rules[hit.rule]
            hits.append(
                SearchHit(
                    rule=str(hit.rule),
                    title=rule.title or store.section_title(hit.rule),
                    text=rule.text,
                    score=hit.score,
                )
            )
        return SearchResponse(
            results=hits, rules_version=self.rules_version, took_ms=round((time.perf_counter() - started) * 1000, 2)
        )
