"""Direct lookups in the rule store (a rule, a glossary term, a card), shared by the HTTP routes and the MCP
tools so both return the same data (these dataclasses are their response shapes) and the same error messages."""

from __future__ import annotations

from dataclasses import dataclass

from answer.results import RulingItem
from answer.rulings import ruling_item
from index.cards import CardMatcher
from ingest.errors import JudgeError
from ingest.lexicon import fold
from ingest.models import Card, GlossaryEntry
from ingest.ruleid import RuleId, RuleIdError
from ingest.store import RuleStore


class NotFound(JudgeError):
    """Well-formed, but not in the loaded data (HTTP 404)."""


class Malformed(JudgeError):
    """Not a well-formed id or name (HTTP 422)."""


class CardNotFound(NotFound):
    """No card by that name, not even a close one; `suggestions` are names it might have meant."""

    def __init__(self, message: str, suggestions: list[str]):
        super().__init__(message)
        self.suggestions = suggestions


@dataclass(frozen=True)
class TranslationItem:
    text: str
    title: str | None
    examples: list[str]


@dataclass(frozen=True)
class RuleDetail:
    id: str
    kind: str
    title: str | None
    text: str
    examples: list[str]
    parent: str | None
    children: list[str]
    references: list[str]
    translations: dict[str, TranslationItem]
    section_title: str | None
    #: the title a reader sees, by language (own, titled parent's or section's; Spanish where known)
    titles: dict[str, str | None]
    rules_version: str


@dataclass(frozen=True)
class GlossaryItem:
    term: str
    definition: str
    references: list[str]


@dataclass(frozen=True)
class GlossaryMatches:
    results: list[GlossaryItem]
    rules_version: str


@dataclass(frozen=True)
class CardDetail:
    name: str
    mana_cost: str
    type_line: str
    oracle_text: str
    power: str | None
    toughness: str | None
    loyalty: str | None
    faces: list[str]
    names_es: list[str]
    #: dated; a ruling whose wording or rule the current CR has replaced carries `superseded_hint`
    rulings: list[RulingItem]
    #: CR rules whose examples mention the card
    rules: list[str]
    source: str
    cards_date: str
    #: "exact" (a name, face name, Spanish name or nickname), or "fuzzy": the closest name to a misspelt one
    match: str


def rule(store: RuleStore, rule_id: str, rules_version: str) -> RuleDetail:
    """One rule with its examples, parent, children, references and translations."""
    try:
        parsed = RuleId.parse_canonical(rule_id)
    except RuleIdError:
        raise Malformed(f"not a rule id: {rule_id[:40]!r} (expected e.g. 608, 608.2 or 608.2b)") from None
    found = store.get(parsed)
    if found is None:
        raise NotFound(f"rule {parsed} is not in the Comprehensive Rules of {store.edition.effective}")
    return RuleDetail(
        id=str(found.id),
        kind=found.kind.value,
        title=found.title,
        text=found.text,
        examples=list(found.examples),
        parent=str(found.parent) if found.parent else None,
        children=[str(c) for c in store.children.get(parsed, [])],
        references=[str(r) for r in found.references],
        translations={
            lang: TranslationItem(tr.text, tr.title, list(tr.examples))
            for (rid, lang), tr in store.translations.items()
            if rid == parsed
        },
        section_title=store.section_title(parsed),
        titles={lang: store.title(parsed, lang) for lang in ("en", "es")},
        rules_version=rules_version,
    )


def glossary_term(store: RuleStore, term: str) -> GlossaryItem:
    entry = store.glossary_entry(term)
    if entry is None:
        raise NotFound(f"no glossary term {term[:60]!r}; try GET /v1/glossary?q=")
    return _glossary_item(entry)


def glossary_search(store: RuleStore, query: str, limit: int, rules_version: str) -> GlossaryMatches:
    """Glossary terms containing `query` (accents and case ignored); terms starting with it first."""
    needle = fold(query.strip())
    matches = [e for e in store.glossary.values() if needle in fold(e.term)]
    matches.sort(key=lambda e: (not fold(e.term).startswith(needle), e.term))
    return GlossaryMatches([_glossary_item(e) for e in matches[:limit]], rules_version)


def card(store: RuleStore, matcher: CardMatcher, name: str, lang: str = "en") -> CardDetail:
    """A card by name, face name, Spanish printed name or nickname (case, accents and punctuation ignored),
    else the closest name to a misspelt one. `lang`: the language of the rulings' superseded-wording hints."""
    if not name.strip():
        raise Malformed("name: must not be empty or only whitespace")
    found, match = store.card(name), "exact"
    if found is None:
        found, match = matcher.resolve(name), "fuzzy"
    if found is None:
        if not store.card_stats.cards:
            raise CardNotFound(f"no card named {name[:60]!r}: no card data is loaded (judge ingest --cards FILE)", [])
        raise CardNotFound(
            f"no card named {name[:60]!r} in the card data of {store.card_stats.date or 'unknown date'}",
            matcher.suggest(name, 5),
        )
    return _card_detail(found, store, match, lang)


def _card_detail(found: Card, store: RuleStore, match: str, lang: str) -> CardDetail:
    return CardDetail(
        name=found.name,
        mana_cost=found.mana_cost,
        type_line=found.type_line,
        oracle_text=found.oracle_text,
        power=found.power,
        toughness=found.toughness,
        loyalty=found.loyalty,
        faces=list(found.faces),
        names_es=list(found.names_es),
        rulings=[ruling_item(r, store, lang) for r in found.rulings],
        rules=[str(r) for r in found.rules],
        source=found.source,
        cards_date=store.card_stats.date,
        match=match,
    )


def _glossary_item(entry: GlossaryEntry) -> GlossaryItem:
    return GlossaryItem(term=entry.term, definition=entry.definition, references=[str(r) for r in entry.references])
