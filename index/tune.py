"""Choose fusion weights on the eval sets: each question's channels are computed once, then
every weight setting in a small grid is scored by mean recall@5 (rule level) across the sets."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace

from index.evaluate import Question, resolve_gold, rule_level_match
from index.hybrid import FusionWeights
from index.searcher import Searcher

GRID: dict[str, Sequence[float]] = {
    "lexical": (0.4, 0.7, 1.0),
    "glossary": (0.3, 0.6, 1.0),
    "translation": (0.0, 0.3, 0.6),
    "k": (10.0, 20.0, 40.0),
    "children": (0.3, 0.5, 0.8),
    "parent": (0.2, 0.35, 0.6),
    "references": (0.0, 0.25),
    "same_rule_decay": (0.5, 0.7, 1.0),
}


def tune(
    searcher: Searcher, sets: dict[str, list[Question]], k: int = 5
) -> list[tuple[float, dict[str, float], FusionWeights]]:
    prepared = {
        name: [
            (resolve_gold(q.gold, searcher.store.glossary), searcher.retrieve(q.question, q.lang).channels)
            for q in questions
            if resolve_gold(q.gold, searcher.store.glossary)
        ]
        for name, questions in sets.items()
    }
    results = []
    keys = list(GRID)
    for values in itertools.product(*(GRID[key] for key in keys)):
        weights = replace(FusionWeights(), **dict(zip(keys, values, strict=True)))
        per_set = {name: _recall(searcher, rows, weights, k) for name, rows in prepared.items()}
        results.append((sum(per_set.values()) / len(per_set), per_set, weights))
    results.sort(key=lambda item: item[0], reverse=True)
    return results


def _recall(searcher: Searcher, rows, weights: FusionWeights, k: int) -> float:
    found = 0
    for gold, channels in rows:
        hits = searcher.rank(channels, weights, k)
        if any(rule_level_match(h.rule, g) for h in hits for g in gold):
            found += 1
    return found / len(rows)
