"""Compare two CR editions rule by rule."""

from __future__ import annotations

from dataclasses import dataclass

from ingest.models import Rule, RuleBook
from ingest.ruleid import RuleId


@dataclass
class EditionDiff:
    added: list[Rule]
    removed: list[Rule]
    changed: list[tuple[Rule, Rule]]


def diff_books(old: RuleBook, new: RuleBook) -> EditionDiff:
    before = old.by_id()
    after = new.by_id()
    ids: list[RuleId] = sorted(set(before) | set(after))
    return EditionDiff(
        added=[after[rid] for rid in ids if rid not in before],
        removed=[before[rid] for rid in ids if rid not in after],
        changed=[
            (before[rid], after[rid])
            for rid in ids
            if rid in before
            and rid in after
            and (before[rid].text, before[rid].examples) != (after[rid].text, after[rid].examples)
        ],
    )
