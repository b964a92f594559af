"""Card rulings against the current CR: rulings are dated, and some use wording or rules the current
Comprehensive Rules have since replaced. Where they disagree the CR wins, so a ruling that uses such wording
is flagged with the CR text that says so (answer/data/superseded.tsv: only distinctive phrases, each with a
CR sentence that is checked to be verbatim in the loaded edition before it is used)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from answer.i18n import t
from answer.results import RulingItem
from ingest.models import Ruling
from ingest.ruleid import RuleId
from ingest.store import RuleStore

_TABLE = Path(__file__).parent / "data" / "superseded.tsv"


@dataclass(frozen=True)
class _Row:
    kind: str  # "wording" (a renamed term, same meaning) or "rules" (the rule itself changed)
    pattern: re.Pattern[str]
    source: str  # "glossary:TERM" or "rule:ID"
    quote: str


@dataclass(frozen=True)
class Superseded:
    """What in a ruling the current CR has replaced, and the CR text that says so."""

    kind: str
    #: the phrase as the ruling writes it
    term: str
    #: the CR glossary term ("Mana Burn (Obsolete)") or the rule id ("510.2") that says so
    source: str
    #: a verbatim sentence of that glossary entry or rule
    quote: str
    rule: RuleId | None = None


@lru_cache(maxsize=1)
def _rows() -> tuple[_Row, ...]:
    rows = []
    for line in _TABLE.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            kind, pattern, source, quote = line.split("\t")
            rows.append(_Row(kind, re.compile(pattern, re.IGNORECASE), source, quote))
    return tuple(rows)


def superseded(text: str, store: RuleStore) -> Superseded | None:
    """The first table entry the ruling's text matches whose CR sentence is in the loaded edition."""
    for row in _rows():
        match = row.pattern.search(text)
        if match is None:
            continue
        where, _, name = row.source.partition(":")
        if where == "rule":
            rule_id = RuleId.try_parse(name)
            rule = store.get(rule_id) if rule_id is not None else None
            if rule is not None and row.quote in rule.text:
                return Superseded(row.kind, match[0], name, row.quote, rule_id)
        else:
            entry = store.glossary_entry(name)
            if entry is not None and row.quote in entry.definition:
                return Superseded(row.kind, match[0], entry.term, row.quote)
    return None


def hint(found: Superseded, lang: str) -> str:
    """One sentence in the answer's language: what is outdated, the CR text that says so, and that the CR wins."""
    if found.rule is not None:
        source = t(lang, "superseded.rule", rule=found.source)
    else:
        source = t(lang, "superseded.glossary", entry=found.source)
    return t(lang, f"superseded.{found.kind}", term=found.term, source=source, quote=found.quote)


def ruling_item(ruling: Ruling, store: RuleStore, lang: str) -> RulingItem:
    """A ruling as the API returns it, with a hint when the current CR has replaced what it says."""
    found = superseded(ruling.text, store)
    if found is None:
        return RulingItem(ruling.date, ruling.text)
    return RulingItem(ruling.date, ruling.text, hint(found, lang), found.source)
