"""The named cards as evidence: the CR rules their Oracle text calls on, and their rulings ranked against
the question.

Oracle text → rules: keyword abilities and keyword actions by their CR titles ("hexproof" → 702.11, from
the loaded CR, so a new keyword needs no table), and a curated table of Oracle phrasings
(index/data/oracle_rules.tsv: "instead" → 614.1a, "When/Whenever" → 603.1 …).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ingest.cards import fold_name
from ingest.models import Card, Rule, Ruling
from ingest.ruleid import RuleId
from ingest.words import RULING_STOPWORDS, WORD_RE

_TABLE = Path(__file__).parent / "data" / "oracle_rules.tsv"
_REMINDER_RE = re.compile(r"\([^()]*\)")
#: keyword actions too common in Oracle text to say anything (the phrase table covers the telling ones)
_GENERIC_TITLES = {
    "activate",
    "cast",
    "play",
    "counter",
    "tap and untap",
    "double",
    "exile",
    "destroy",
    "sacrifice",
    "discard",
    "search",
    "create",
    "reveal",
    "shuffle",
    "attach",
    "exchange",
    "transform",
    "enchant",
    "equip",
}


@dataclass(frozen=True)
class OracleRules:
    """Compiled once per loaded CR."""

    keywords: re.Pattern[str] | None
    keyword_rules: Mapping[str, RuleId]
    phrases: Sequence[tuple[re.Pattern[str], tuple[RuleId, ...]]]
    known: frozenset[RuleId] = frozenset()

    @classmethod
    def from_rules(cls, rules: Iterable[Rule]) -> OracleRules:
        rules = list(rules)
        keyword_rules: dict[str, RuleId] = {}
        for rule in rules:
            if rule.id.section in (701, 702) and rule.title and rule.id.kind.value == "rule":
                title = fold_name(rule.title)
                if title in _GENERIC_TITLES or not re.search(r"[a-z]", title):
                    continue
                for part in title.split(" and ") if title.endswith("bound") else [title]:
                    keyword_rules.setdefault(part, rule.id)
        alternatives = sorted(keyword_rules, key=len, reverse=True)
        pattern = re.compile(r"\b(" + "|".join(re.escape(k) for k in alternatives) + r")\b") if alternatives else None
        known = {rule.id for rule in rules}
        phrases = [(p, ids) for p, ids in _read_table() if all(i in known for i in ids)]
        return cls(pattern, keyword_rules, phrases, frozenset(known))

    def rules_for(self, cards: Sequence[Card]) -> list[RuleId]:
        """Rules the cards' Oracle text calls on: each card's keywords first, then its phrasings. A rule
        where different phrasings of different cards meet comes first: Furnace of Rath's "instead" and
        Healing Salve's "prevent" meet at 616.1, the rule that orders them (two cards that both say
        "target" meet nowhere new)."""
        meetings = self._meetings(cards)
        return sorted(meetings, key=lambda rule: -meetings[rule])

    def interactions(self, cards: Sequence[Card]) -> list[RuleId]:
        """Only the rules where different phrasings of different named cards meet: how the cards interact."""
        meetings = self._meetings(cards)
        return sorted((rule for rule, met in meetings.items() if met > 1), key=lambda rule: -meetings[rule])

    def _meetings(self, cards: Sequence[Card]) -> dict[RuleId, int]:
        """Every rule the cards call on (in order) → how many different phrasings of different cards meet
        there (1 when only one card calls on it)."""
        reached: dict[RuleId, set[tuple[int, str]]] = {}  # rule -> (card, phrasing) pairs that call on it
        for index, card in enumerate(cards):
            for rule, phrasing in self._card_rules(card):
                reached.setdefault(rule, set()).add((index, phrasing))
        meetings = {}
        for rule, pairs in reached.items():
            cards_met = {index for index, _ in pairs}
            meetings[rule] = len({phrasing for _, phrasing in pairs}) if len(cards_met) > 1 else 1
        return meetings

    def _card_rules(self, card: Card) -> list[tuple[RuleId, str]]:
        """(rule, the phrasing or keyword that calls on it), in the card's order."""
        found = [(rule, "layout") for rule in self._layout(card)]
        text = card.oracle_text
        if self.keywords is not None:
            for match in self.keywords.finditer(fold_name(text)):
                found.append((self.keyword_rules[match[1]], match[1]))
        plain = _REMINDER_RE.sub("", text)
        for line in [card.type_line, *plain.splitlines()]:
            for pattern, ids in self.phrases:
                if pattern.search(line):
                    found.extend((rule, pattern.pattern) for rule in ids)
        return found

    def _layout(self, card: Card) -> list[RuleId]:
        """A multi-face card's own rules: adventurer (715), double-faced (712), split (709), flip (710)."""
        if not card.faces:
            return []
        if "Adventure" in card.type_line:
            wanted = ["715.3", "715.4"]
        elif " // " not in card.mana_cost:
            wanted = ["712.8", "712.1"]
        elif all(t.split(" —")[0].strip() in ("Instant", "Sorcery") for t in card.type_line.split(" // ")):
            wanted = ["709.3", "709.4"]
        else:
            wanted = ["710.1"]
        return [rule for rule in (RuleId.parse(r) for r in wanted) if rule in self.known]


def oracle_terms(cards: Sequence[Card]) -> list[str]:
    """The cards' Oracle text without reminder text, as extra lexical query terms (measured: RulesGuru
    R@10 0.447 → 0.513 and the colloquial set 0.333 → 0.583 with the oracle channel at 1.0; adding it to
    the dense query instead did worse)."""
    return [_without_names(_REMINDER_RE.sub("", card.oracle_text), card) for card in cards if card.oracle_text]


def _without_names(text: str, card: Card) -> str:
    """Oracle text without the card's own name ("Lightning Bolt deals 3 damage…"): as query words the name
    matches rules whose examples use the card, not the rules its text calls on."""
    for name in sorted({card.name, *card.faces}, key=len, reverse=True):
        text = text.replace(name, " ")
    return text


@lru_cache(maxsize=1)
def _read_table() -> tuple[tuple[re.Pattern[str], tuple[RuleId, ...]], ...]:
    rows = []
    for line in _TABLE.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            pattern, *ids = line.split("\t")
            rows.append((re.compile(pattern, re.IGNORECASE), tuple(RuleId.parse(i) for i in ids)))
    return tuple(rows)


def rank_rulings(question: str, card: Card, k: int = 3) -> list[Ruling]:
    """The card's rulings that share the most telling words with the question (names excluded),
    best first; rulings that share none are left out. Cheap enough to run per request."""
    return list(_rank_rulings(question, card, k))


@lru_cache(maxsize=2048)
def _rank_rulings(question: str, card: Card, k: int) -> tuple[Ruling, ...]:
    if not card.rulings:
        return ()
    names = set(WORD_RE.findall(fold_name(" ".join([card.name, *card.faces]))))
    wanted = {
        w for w in WORD_RE.findall(fold_name(question)) if w not in RULING_STOPWORDS and w not in names and len(w) > 2
    }
    if not wanted:
        return ()
    documents = [set(WORD_RE.findall(fold_name(r.text))) for r in card.rulings]
    # idf over this card's rulings: a word every ruling uses says nothing about which one applies
    df = {w: sum(1 for d in documents if w in d or _stem_in(w, d)) for w in wanted}
    scored = []
    for index, (ruling, words) in enumerate(zip(card.rulings, documents, strict=True)):
        score = sum(
            math.log(1 + len(documents) / df[w]) for w in wanted if df[w] and (w in words or _stem_in(w, words))
        )
        if score > 0:
            scored.append((score / math.sqrt(1 + len(words) / 25), -index, ruling))
    scored.sort(reverse=True)
    return tuple(ruling for _, _, ruling in scored[:k])


def _stem_in(word: str, words: set[str]) -> bool:
    """ "counters" finds "countered", "dies" finds "die": a shared stem of five letters or more."""
    stem = word[:5]
    return len(word) >= 6 and any(w.startswith(stem) and len(w) >= 5 for w in words)
