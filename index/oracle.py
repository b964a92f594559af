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
from ingest.models import Card, GlossaryEntry, Rule, Ruling
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


#: the rule that orders several replacement and prevention effects on one event
_ORDERS_REPLACEMENTS = RuleId.parse("616.1")


@dataclass(frozen=True)
class Phrase:
    """One row of index/data/oracle_rules.tsv."""

    pattern: re.Pattern[str]
    rules: tuple[RuleId, ...]
    #: found on 10% or more of all cards (the table's "common" column)
    common: bool = False


@dataclass(frozen=True)
class OracleChannels:
    """What the named cards' Oracle text says, as three ranked channels."""

    #: rules the cards call on, most telling first: every card's layout and keywords, then the cards' telling
    #: phrasings taken in turn (one from each card), so a third card's rules are not all ranked below the
    #: first card's; a rule where different phrasings of different cards meet comes first (Furnace of Rath's
    #: "instead" and Healing Salve's "prevent" meet at 616.1, the rule that orders them; two cards that both
    #: say "target" meet nowhere new)
    telling: list[RuleId]
    #: rules of the phrasings most cards have ("target", "When/Whenever", an activation cost), which say little
    #: about what a question turns on: a channel of their own (measured on RulesGuru's dev half, R@10 0.543 ->
    #: 0.597 with the telling channel at 1.5 and this one at 1.0)
    common: list[RuleId]
    #: only the rules where different phrasings of different cards meet (common ones included): how they interact
    interactions: list[RuleId]


@dataclass(frozen=True)
class OracleRules:
    """Compiled once per loaded CR."""

    keywords: re.Pattern[str] | None
    keyword_rules: Mapping[str, RuleId]
    phrases: Sequence[Phrase]
    known: frozenset[RuleId] = frozenset()

    @classmethod
    def from_rules(cls, rules: Iterable[Rule], glossary: Mapping[str, GlossaryEntry] | None = None) -> OracleRules:
        """`glossary` adds the keywords the CR has renamed ("Totem Armor (Obsolete)" → 702.89, Umbra Armor),
        which older Oracle text still uses."""
        rules = list(rules)
        keyword_rules: dict[str, RuleId] = {}
        for rule in rules:
            if rule.id.section in (701, 702) and rule.title and rule.id.kind.value == "rule":
                title = fold_name(rule.title)
                if title in _GENERIC_TITLES or not re.search(r"[a-z]", title):
                    continue
                for part in title.split(" and ") if title.endswith("bound") else [title]:
                    keyword_rules.setdefault(part, rule.id)
        for term, entry in (glossary or {}).items():
            old = term.removesuffix(" (Obsolete)")
            refs = [ref for ref in entry.references if ref.section in (701, 702) and ref.kind.value == "rule"]
            if old != term and len(refs) == 1:
                keyword_rules.setdefault(fold_name(old), refs[0])
        alternatives = sorted(keyword_rules, key=len, reverse=True)
        pattern = re.compile(r"\b(" + "|".join(re.escape(k) for k in alternatives) + r")\b") if alternatives else None
        known = {rule.id for rule in rules}
        phrases = [row for row in _read_table() if all(i in known for i in row.rules)]
        return cls(pattern, keyword_rules, phrases, frozenset(known))

    def read(self, cards: Sequence[Card]) -> OracleChannels:
        """The named cards' Oracle text read once into the three channels it feeds (see OracleChannels)."""
        own, telling, common = [], [], []
        for card in cards:
            own.append(self._layout(card) + self._keywords(card))
            card_telling, card_common = self._phrasings(card)
            telling.append(card_telling)
            common.append(card_common)
        meetings = _meetings(own, telling, common)
        ordered = _meetings_first(
            [(rule, why) for rules in own for rule, why in rules] + _interleave(telling), own, telling
        )
        interactions = sorted((rule for rule, met in meetings.items() if met > 1), key=lambda rule: -meetings[rule])
        # two cards with replacement or prevention effects meet where those effects are ordered, even when both
        # say "instead" (Doubling Season and Hardened Scales)
        if sum(1 for rules in telling if any(rule == _ORDERS_REPLACEMENTS for rule, _ in rules)) > 1:
            ordered = [_ORDERS_REPLACEMENTS, *(rule for rule in ordered if rule != _ORDERS_REPLACEMENTS)]
            interactions = [_ORDERS_REPLACEMENTS, *(rule for rule in interactions if rule != _ORDERS_REPLACEMENTS)]
        return OracleChannels(ordered, _meetings_first(_interleave(common), common), interactions)

    def _keywords(self, card: Card) -> list[tuple[RuleId, str]]:
        if self.keywords is None:
            return []
        return [(self.keyword_rules[m[1]], m[1]) for m in self.keywords.finditer(fold_name(card.oracle_text))]

    def _phrasings(self, card: Card) -> tuple[list[tuple[RuleId, str]], list[tuple[RuleId, str]]]:
        """(rule, the phrasing that calls on it) in the card's order: the telling phrasings, then the common ones."""
        telling: list[tuple[RuleId, str]] = []
        common: list[tuple[RuleId, str]] = []
        plain = _REMINDER_RE.sub("", card.oracle_text)
        for line in [card.type_line, *plain.splitlines()]:
            for phrase in self.phrases:
                if phrase.pattern.search(line):
                    (common if phrase.common else telling).extend(
                        (rule, phrase.pattern.pattern) for rule in phrase.rules
                    )
        return telling, common

    def _layout(self, card: Card) -> list[tuple[RuleId, str]]:
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
        return [(rule, "layout") for rule in (RuleId.parse(r) for r in wanted) if rule in self.known]


def _meetings_first(
    ordered: list[tuple[RuleId, str]], *per_card: Sequence[Sequence[tuple[RuleId, str]]]
) -> list[RuleId]:
    """The rules in their order, those reached by different phrasings of different cards first."""
    meetings = _meetings(*per_card)
    rules = list(dict.fromkeys(rule for rule, _ in ordered))
    return sorted(rules, key=lambda rule: -meetings[rule])


def _meetings(*per_card: Sequence[Sequence[tuple[RuleId, str]]]) -> dict[RuleId, int]:
    """Every rule the cards call on → how many different phrasings of different cards meet there (1 when
    only one card calls on it). Each argument holds one list of (rule, phrasing) per card."""
    reached: dict[RuleId, set[tuple[int, str]]] = {}  # rule -> (card, phrasing) pairs that call on it
    for lists in per_card:
        for index, pairs in enumerate(lists):
            for rule, why in pairs:
                reached.setdefault(rule, set()).add((index, why))
    return {
        rule: len({why for _, why in pairs}) if len({index for index, _ in pairs}) > 1 else 1
        for rule, pairs in reached.items()
    }


def _interleave(lists: Sequence[Sequence[tuple[RuleId, str]]]) -> list[tuple[RuleId, str]]:
    """First of each list, then second of each, and so on."""
    longest = max((len(items) for items in lists), default=0)
    return [items[i] for i in range(longest) for items in lists if i < len(items)]


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
def _read_table() -> tuple[Phrase, ...]:
    rows = []
    for line in _TABLE.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            pattern, *ids = line.split("\t")
            common = ids[-1] == "common"
            rules = tuple(RuleId.parse(i) for i in (ids[:-1] if common else ids))
            rows.append(Phrase(re.compile(pattern, re.IGNORECASE), rules, common))
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
