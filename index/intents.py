"""Judge knowledge as data: question shapes (index/data/intents.tsv) → the rules a judge opens first."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ingest.lexicon import fold
from ingest.ruleid import RuleId


@dataclass(frozen=True)
class Intent:
    pattern: re.Pattern[str]
    rules: tuple[RuleId, ...]


@lru_cache(maxsize=1)
def load_intents() -> tuple[Intent, ...]:
    text = (Path(__file__).parent / "data" / "intents.tsv").read_text(encoding="utf-8")
    intents = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        pattern, rules = line.split("\t")
        intents.append(Intent(re.compile(pattern, re.IGNORECASE), tuple(RuleId.parse(r) for r in rules.split(","))))
    return tuple(intents)


def match_intents(*texts: str) -> list[RuleId]:
    """Rules of every intent whose pattern matches any of the texts, in file order."""
    folded = [fold(text) for text in texts if text]
    found: list[RuleId] = []
    for intent in load_intents():
        if any(intent.pattern.search(text) for text in folded):
            found.extend(rule for rule in intent.rules if rule not in found)
    return found
