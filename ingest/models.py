"""Plain records that ingestion produces and every later stage reads."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from ingest.ruleid import RuleId, RuleKind


@dataclass(frozen=True)
class Rule:
    """One numbered item of the CR: a section, a rule or a sub-rule."""

    id: RuleId
    text: str
    title: str | None = None
    examples: tuple[str, ...] = ()
    references: tuple[RuleId, ...] = ()
    line: int = 0

    @property
    def kind(self) -> RuleKind:
        return self.id.kind

    @property
    def parent(self) -> RuleId | None:
        return self.id.parent

    @property
    def is_heading(self) -> bool:
        """A section, or a titled rule whose text is only its title ("702.19. Trample"): it answers nothing
        itself, so answers use its sub-rules instead."""
        return self.kind is RuleKind.SECTION or (bool(self.title) and self.text == self.title)


@dataclass(frozen=True)
class GlossaryEntry:
    term: str
    definition: str
    references: tuple[RuleId, ...] = ()


@dataclass(frozen=True)
class Edition:
    """One published CR text: its effective date and where it came from."""

    effective: date
    source: str
    sha256: str


@dataclass
class RuleBook:
    """A parsed CR edition: numbered rules in CR order plus the glossary."""

    edition: Edition
    rules: list[Rule]
    glossary: list[GlossaryEntry]
    chapters: dict[int, str] = field(default_factory=dict)

    def by_id(self) -> dict[RuleId, Rule]:
        return {rule.id: rule for rule in self.rules}

    def children(self, parent: RuleId) -> list[Rule]:
        return [rule for rule in self.rules if rule.parent == parent]


@dataclass(frozen=True)
class Translation:
    """A rule's text in another language, keyed by the CR id it was aligned to."""

    rule: RuleId
    lang: str
    text: str
    title: str | None = None
    examples: tuple[str, ...] = ()
    source: str = ""


@dataclass(frozen=True)
class Ruling:
    """A dated ruling on a card (Gatherer / Scryfall). Some predate the current CR; the CR wins."""

    date: str
    text: str


@dataclass(frozen=True)
class Card:
    """A card's Oracle data. Multi-face cards (split, adventure, flip, double-faced) are one card named
    "Front // Back" whose `faces` are the face names; their costs, types and texts are joined with " // "
    and "\n//\n" as Scryfall does. `rules` are the CR rules whose examples mention the card."""

    name: str
    oracle_text: str = ""
    rulings: tuple[Ruling, ...] = ()
    rules: tuple[RuleId, ...] = ()
    source: str = ""
    mana_cost: str = ""
    type_line: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    faces: tuple[str, ...] = ()
    names_es: tuple[str, ...] = ()
