"""Fuse ranked channels with weighted reciprocal rank fusion, then expand along the CR's structure."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ingest.ruleid import RuleId, RuleKind


@dataclass(frozen=True)
class FusionWeights:
    """Chosen on the eval sets (README, "Retrieval"); k is the RRF constant."""

    dense: float = 1.0
    lexical: float = 0.7
    glossary: float = 0.6
    explicit: float = 5.0
    k: float = 10.0
    children: float = 0.3
    parent: float = 0.2
    references: float = 0.25
    translation: float = 0.6
    same_rule_decay: float = 0.7
    intent: float = 1.0
    #: the intent weight when cards are named: their Oracle channels add weight the question's shape must
    #: still outvote
    intent_with_cards: float = 1.5
    #: the intent weight for a look-up (a question of at most `lookup_words` words, "fichas en el cementerio"):
    #: its shape is all it says, while its few words make any passage that repeats them look close
    intent_lookup: float = 2.0
    lookup_words: int = 4
    cards: float = 0.5
    oracle: float = 1.5
    oracle_common: float = 1.0
    rulings: float = 0.6
    interaction: float = 0.5

    def channel_weights(self, cards_named: bool = False, lookup: bool = False) -> dict[str, float]:
        intent = self.intent_with_cards if cards_named else self.intent_lookup if lookup else self.intent
        return {
            "dense": self.dense,
            "lexical": self.lexical,
            "glossary": self.glossary,
            "explicit": self.explicit,
            "translation": self.translation,
            "intent": intent,
            "cards": self.cards,
            "oracle": self.oracle,
            "oracle_common": self.oracle_common,
            "rulings": self.rulings,
            "interaction": self.interaction,
        }


def rrf(channels: Mapping[str, Sequence[RuleId]], weights: Mapping[str, float], k: float) -> dict[RuleId, float]:
    scores: dict[RuleId, float] = {}
    for name, ranked in channels.items():
        weight = weights.get(name, 0.0)
        seen: set[RuleId] = set()
        rank = 0
        for rule_id in ranked:
            if rule_id in seen:
                continue
            seen.add(rule_id)
            rank += 1
            scores[rule_id] = scores.get(rule_id, 0.0) + weight / (k + rank)
    return scores


def expand(
    scores: dict[RuleId, float],
    children: Mapping[RuleId, Sequence[RuleId]],
    references: Mapping[RuleId, Sequence[RuleId]],
    known: Mapping[RuleId, object],
    weights: FusionWeights,
    top: int = 8,
) -> dict[RuleId, float]:
    """Give neighbours of the top hits a share of their score: a titled rule's sub-rules,
    a sub-rule's parent, and the rules a hit refers to. Existing scores only ever grow."""
    expanded = dict(scores)
    leaders = sorted(scores.items(), key=lambda item: item[1], reverse=True)[:top]
    for rule_id, score in leaders:
        neighbours: list[tuple[RuleId, float]] = []
        if rule_id.kind is not RuleKind.SUBRULE:
            kids = children.get(rule_id, ())
            neighbours += [(kid, weights.children * score / (1 + i)) for i, kid in enumerate(kids[:6])]
        if rule_id.parent is not None and rule_id.parent.kind is not RuleKind.SECTION:
            neighbours.append((rule_id.parent, weights.parent * score))
        neighbours += [(ref, weights.references * score) for ref in references.get(rule_id, ())[:4]]
        for neighbour, share in neighbours:
            if neighbour in known:
                expanded[neighbour] = max(expanded.get(neighbour, 0.0), share)
    return expanded


def diversify(scores: dict[RuleId, float], decay: float) -> dict[RuleId, float]:
    """Each further id from the same "NNN.N" rule keeps `decay` times less of its score,
    so the top of the list covers several rules instead of four sub-rules of one."""
    if decay >= 1.0:
        return scores
    seen: dict[RuleId, int] = {}
    result: dict[RuleId, float] = {}
    for rule_id, score in sorted(scores.items(), key=lambda item: (-item[1], item[0].sort_key)):
        count = seen.get(rule_id.base_rule, 0)
        result[rule_id] = score * (decay**count)
        seen[rule_id.base_rule] = count + 1
    return result
