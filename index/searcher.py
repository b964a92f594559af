"""Load a built index once and answer searches: dense + lexical + glossary + explicit ids, fused."""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path

from index.build import hold_build
from index.cards import CardMatcher, CardMention
from index.dense import DenseIndex
from index.embedder import Embedder, start_query
from index.hybrid import FusionWeights, diversify, expand, rrf
from index.lexical import LexicalIndex
from index.manifest import IndexLoadError, Manifest
from index.oracle import OracleRules, oracle_terms, rank_rulings
from index.query import QueryPlan, narrowing_words, plan_query
from ingest.errors import IngestError
from ingest.lexicon import fold
from ingest.models import Ruling
from ingest.ruleid import RuleId, RuleKind
from ingest.store import RuleStore

_CANDIDATES = 60
#: how many of each named card's best-matching rulings are also a lexical query of their own
_RULINGS_AS_QUERY = 2
#: at most this many narrowed rules lead a short look-up's glossary channel
_NARROWED = 3


@dataclass(frozen=True)
class Hit:
    rule: RuleId
    score: float
    channels: tuple[str, ...]


@dataclass
class Retrieval:
    """Each channel's ranked rule ids for one question, before fusion."""

    plan: QueryPlan
    channels: dict[str, list[RuleId]]
    dense_top: float
    timings_ms: dict[str, float] = field(default_factory=dict)


@dataclass
class SearchResult:
    plan: QueryPlan
    hits: list[Hit]
    #: cosine of the best dense match: how close the nearest rule text is to the question at all
    dense_top: float = 0.0
    timings_ms: dict[str, float] = field(default_factory=dict)
    #: for each named card (by name), its rulings that bear on the question, best first
    rulings: dict[str, list[Ruling]] = field(default_factory=dict)

    @property
    def cards(self) -> list[CardMention]:
        """The cards the question names (card, surface text, span), in order of appearance."""
        return self.plan.cards


class Searcher:
    """Everything needed at query time, loaded from one build directory."""

    def __init__(self, index_dir: Path, embedder: Embedder, weights: FusionWeights | None = None):
        """Opens and checks every file of the build now (a reload must refuse a broken build before the
        swap, not fail on the first search), and holds a shared lock on it so pruning skips it."""
        build = index_dir.resolve()
        self.manifest = Manifest.read(build / "manifest.json")
        self.manifest.check_model(embedder.model_id, embedder.dim, embedder.runtime)
        try:
            hold_build(build, self)
            self.store = RuleStore(build / "rules.sqlite")
            chunk_rows = json.loads((build / "chunks.json").read_text(encoding="utf-8"))
            self.dense = DenseIndex(build / "dense.faiss")
            self.lexical = LexicalIndex(build / "lexical.sqlite")
            lexical_rows = self.lexical.count()
            self.chunk_keys = [row["key"] for row in chunk_rows]
            self.translated = {row["key"] for row in chunk_rows if row["kind"] == "translation"}
            self.chunk_rules = {row["key"]: [RuleId.parse(r) for r in row["rules"]] for row in chunk_rows}
            chunks_sha256 = hashlib.sha256("".join(row["hash"] for row in chunk_rows).encode()).hexdigest()
        except (IngestError, OSError, ValueError, RuntimeError, KeyError, TypeError, sqlite3.Error) as err:
            raise IndexLoadError(f"index at {build} is unreadable: {type(err).__name__}: {err}") from None
        counts = {self.dense.size, len(chunk_rows), lexical_rows, self.manifest.chunk_count}
        if len(counts) != 1:
            raise IndexLoadError(
                f"index at {build} is inconsistent: {self.dense.size} vectors, {lexical_rows} lexical rows, "
                f"{len(chunk_rows)} chunks, {self.manifest.chunk_count} in the manifest"
            )
        if chunks_sha256 != self.manifest.chunks_sha256:
            raise IndexLoadError(f"index at {build} is inconsistent: chunks.json does not match the manifest")
        unknown = {rid for ids in self.chunk_rules.values() for rid in ids} - self.store.rules.keys()
        if unknown:
            raise IndexLoadError(f"index at {build} is inconsistent: chunks cite rules not in its store")
        self.embedder = embedder
        self.weights = weights or FusionWeights()
        self.path = build
        self.cards = CardMatcher.from_store(self.store)
        self.oracle = OracleRules.from_rules(self.store.rules.values(), self.store.glossary)
        self._references = {rid: self._first_rules(list(rule.references)) for rid, rule in self.store.rules.items()}

    @property
    def edition(self) -> str:
        return self.manifest.cr_effective

    def search(self, question: str, k: int = 10, lang: str = "auto") -> SearchResult:
        started = time.perf_counter()
        retrieval = self.retrieve(question, lang)
        mark = time.perf_counter()
        lookup = len(question.split()) <= self.weights.lookup_words
        hits = self.rank(retrieval.channels, self.weights, k, lookup)
        timings = retrieval.timings_ms
        timings["fuse"] = _ms(mark)
        plan = retrieval.plan
        query = " ".join(plan.lexical_terms)
        rulings = {m.card.name: rank_rulings(query, m.card) for m in plan.cards}
        timings["total"] = _ms(started)
        return SearchResult(plan, hits, retrieval.dense_top, timings, rulings)

    def retrieve(self, question: str, lang: str = "auto") -> Retrieval:
        timings: dict[str, float] = {}
        started = time.perf_counter()
        plan = plan_query(question, self.store.glossary, lang, self.cards.find(question))
        timings["plan"] = _ms(started)
        mark = time.perf_counter()
        # the lexical channel runs while the query is embedded (on the micro-batcher's thread when serving)
        vector_of = start_query(self.embedder, plan.dense_text)
        named = [mention.card for mention in plan.cards]
        lexical_terms = plan.lexical_terms + oracle_terms(named)
        lexical_keys = [key for key, _ in self.lexical.search(lexical_terms, _CANDIDATES + len(self.translated))]
        # the named cards' rulings that bear on the question say in rules words what the card text leaves
        # implicit ("the ability triggers", "state-based action"): they search the rules too
        query = " ".join(plan.lexical_terms)
        rulings = [r.text for card in named for r in rank_rulings(query, card)[:_RULINGS_AS_QUERY]]
        ruling_keys = [key for key, _ in self.lexical.search(rulings, _CANDIDATES + len(self.translated))]
        vector = vector_of()
        timings["embed+lexical"] = _ms(mark)
        mark = time.perf_counter()
        dense_hits = self.dense.search(vector, _CANDIDATES + len(self.translated))
        dense_keys = [self.chunk_keys[i] for i, _ in dense_hits]
        timings["dense"] = _ms(mark)
        oracle = self.oracle.read(named)
        # Spanish text is close to any Spanish question whatever its topic, so translations rank apart
        channels = {
            "dense": self._rules_of([k for k in dense_keys if k not in self.translated][:_CANDIDATES]),
            "translation": self._rules_of([k for k in dense_keys if k in self.translated][:5]),
            "lexical": self._rules_of([k for k in lexical_keys if k not in self.translated][:_CANDIDATES]),
            "glossary": self._narrowed(plan)
            + self._first_rules([r for entry in plan.glossary for r in entry.references]),
            "explicit": plan.explicit_ids,
            "intent": plan.intents,
            "cards": plan.card_rules,
            "oracle": oracle.telling,
            "oracle_common": oracle.common,
            "rulings": self._rules_of([k for k in ruling_keys if k not in self.translated][:_CANDIDATES]),
            "interaction": oracle.interactions,
        }
        # one check for every channel: an id outside this edition (a glossary or intent pointing past a
        # smaller corpus, a rule the user made up) never reaches ranking
        known = {name: [r for r in ids if r in self.store.rules] for name, ids in channels.items()}
        return Retrieval(plan, known, dense_hits[0][1] if dense_hits else 0.0, timings)

    def rank(
        self, channels: dict[str, list[RuleId]], weights: FusionWeights, k: int, lookup: bool = False
    ) -> list[Hit]:
        cards_named = bool(channels.get("oracle") or channels.get("oracle_common"))
        scores = rrf(channels, weights.channel_weights(cards_named, lookup), weights.k)
        scores = expand(scores, self.store.children, self._references, self.store.rules, weights)
        scores = diversify(scores, weights.same_rule_decay)
        ranked = sorted(scores.items(), key=lambda item: (-item[1], item[0].sort_key))[:k]
        return [
            Hit(rid, round(score, 6), tuple(name for name, ids in channels.items() if rid in ids))
            for rid, score in ranked
        ]

    def _narrowed(self, plan: QueryPlan) -> list[RuleId]:
        """A short look-up naming a glossary term and more ("empate rango limitado", "trample deathtouch"): the rules
        under the term that also speak of the rest, in rule order, come before the term's opening rule."""
        words = narrowing_words(plan)
        found: list[RuleId] = []
        for entry in plan.glossary:
            own = set(re.findall(r"[a-z0-9]+", fold(entry.term)))
            others = [w for w in words if w not in own]
            if not others:
                continue
            pattern = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in others) + r")(?:s|es|ed|d|ing)?\b", re.I)
            for ref in entry.references:
                found += [rid for rid in self._descendants(ref) if pattern.search(self.store.rules[rid].text)]
        return list(dict.fromkeys(found))[:_NARROWED]

    def _descendants(self, rule_id: RuleId) -> list[RuleId]:
        """The rule's subrules, two levels down (a section's rules and their lettered subrules)."""
        children = [c for c in self.store.children.get(rule_id, []) if c in self.store.rules]
        return children + [g for c in children for g in self.store.children.get(c, []) if g in self.store.rules]

    def _first_rules(self, ids: list[RuleId]) -> list[RuleId]:
        """A section ("see rule 305") stands for its opening rule (305.1): a heading answers nothing."""
        result = []
        for rule_id in ids:
            if rule_id.kind is RuleKind.SECTION and self.store.children.get(rule_id):
                rule_id = self.store.children[rule_id][0]
            result.append(rule_id)
        return result

    def _rules_of(self, keys: list[str]) -> list[RuleId]:
        return [rule for key in keys for rule in self.chunk_rules.get(key, ())]


def _ms(since: float) -> float:
    return round((time.perf_counter() - since) * 1000, 3)
