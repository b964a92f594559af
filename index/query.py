"""Read a question before searching: language, explicit rule ids, glossary terms, English terms."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from index.cards import CardMention
from index.intents import match_intents
from index.lang import detect_language
from ingest.lexicon import fold, spanish_lexicon
from ingest.models import GlossaryEntry
from ingest.ruleid import RuleId, RuleKind, find_mentions
from ingest.talk import search_terms, spelled_out
from ingest.titles import spanish_titles

_TERM_WORD_RE = re.compile(r"[a-z0-9+/]+(?:[’'-][a-z0-9+/]+)*")


@dataclass
class QueryPlan:
    text: str
    lang: str
    explicit_ids: list[RuleId] = field(default_factory=list)
    glossary: list[GlossaryEntry] = field(default_factory=list)
    lexical_terms: list[str] = field(default_factory=list)
    #: the text the dense channel embeds: the question, or for Spanish its term-by-term English gloss
    dense_text: str = ""
    intents: list[RuleId] = field(default_factory=list)
    #: rules whose CR examples use a card the question names ("Clone", "Sorin’s Thirst")
    card_rules: list[RuleId] = field(default_factory=list)
    #: the cards the question names, in order of appearance
    cards: list[CardMention] = field(default_factory=list)
    #: a Spanish question's lexicon terms in English ("empate rango limitado" → draw, limited range of influence)
    translated: list[str] = field(default_factory=list)


_GAME_NAME_RE = re.compile(r"\b(?:mtga?|magic(?::? the gathering)?)\b", re.I)


def plan_query(
    text: str, glossary: Mapping[str, GlossaryEntry], lang: str = "auto", cards: Sequence[CardMention] = ()
) -> QueryPlan:
    # "champion mtg", "regla de leyendas magic": the game's name in a short look-up names nothing to look up
    bare = _GAME_NAME_RE.sub(" ", text).strip()
    if bare and bare != text.strip() and len(text.split()) <= 4:
        text = bare
    # card names are proper names in any language ("Rest in Peace" in a Spanish question): the rest decides
    language = detect_language(_without_spans(text, [mention.span for mention in cards])) if lang == "auto" else lang
    explicit = find_mentions(text)
    terms = [text]
    dense_text = spelled_out(text)
    translated: list[str] = []
    if language == "es":
        # card names are not glossed ("Thalia, Guardian of Thraben" has no "keep" in it); a Spanish name
        # reads as the English one the rules and rulings use ("mi Relámpago" → "my Lightning Bolt")
        translated = spanish_lexicon().translate_terms(text)
        terms += translated
        dense_text = _gloss_around_cards(text, cards)
    terms += search_terms(fold(text))
    english_text = " ".join(terms)
    return QueryPlan(
        text,
        language,
        explicit,
        match_glossary(english_text, glossary),
        terms,
        dense_text,
        match_intents(text, dense_text) + (keyword_rules(text) if language == "es" else []),
        list(dict.fromkeys(rule for mention in cards for rule in mention.card.rules)),
        list(cards),
        translated,
    )


#: a short question rather than a look-up: it opens with an auxiliary or a question word
_ASKS_RE = re.compile(
    r"\W*(?:do|does|did|can|could|is|are|was|will|would|should|what|how|who|why|when|where|which|que|como|cual|quien|"
    r"cuando|donde|puedo|puede|se puede|hay)\b"
)
#: words that narrow nothing in a short look-up
_NARROW_STOP = frozenset(
    "the and for with what does that this from into when rule rules regla can its you are not how why who has".split()
)


def narrowing_words(plan: QueryPlan) -> list[str]:
    """The English words of a short look-up ("empate rango limitado" → draw, limited, range, influence;
    "trample deathtouch"): each glossary term it names is narrowed by the others ([] for a longer question, a card
    or a rule id named)."""
    if not plan.glossary or plan.cards or plan.explicit_ids or len(plan.text.split()) > 4:
        return []
    if "?" in plan.text or _ASKS_RE.match(fold(plan.text)):
        return []  # "do you cast lands?": a question, not a look-up of two terms
    english = " ".join(plan.translated) if plan.lang == "es" else plan.text
    words = dict.fromkeys(w for w in _TERM_WORD_RE.findall(fold(english)) if len(w) >= 3 and w not in _NARROW_STOP)
    return list(words)


def _gloss_around_cards(text: str, cards: Sequence[CardMention]) -> str:
    parts: list[str] = []
    start = 0
    for mention in sorted(cards, key=lambda m: m.span):
        if mention.span[0] < start:
            continue
        parts += [spanish_lexicon().gloss(text[start : mention.span[0]]), mention.surface.lower()]
        start = mention.span[1]
    parts.append(spanish_lexicon().gloss(text[start:]))
    return " ".join(part for part in parts if part)


def _without_spans(text: str, spans: Sequence[tuple[int, int]]) -> str:
    for start, end in sorted(spans, reverse=True):
        text = text[:start] + " " + text[end:]
    return text


#: words around a bare keyword that do not change what is asked ("qué es custodia", "cómo funciona prisa")
_KEYWORD_FILLER = {"que", "es", "son", "como", "funciona", "significa", "la", "el", "habilidad", "accion", "regla"}


def keyword_rules(text: str) -> list[RuleId]:
    """A Spanish query that is only a keyword's name ("contrarrestar", "qué es custodia", misspelt
    "destresa") → that keyword's rule (701.x/702.x), so a verb shared with a game term ("counter") still
    opens the keyword."""
    lexicon = spanish_lexicon()
    words = [lexicon.respelt(w) for w in _TERM_WORD_RE.findall(fold(text)) if w not in _KEYWORD_FILLER]
    if not words:
        return []
    return [rule for name, rule in _spanish_keywords().items() if name == " ".join(words)][:1]


@lru_cache(maxsize=1)
def _spanish_keywords() -> dict[str, RuleId]:
    """Every Spanish name of a keyword: its printed title, and the term table's other names for it ("custodia",
    "predecir") that translate to that title."""
    keywords = [
        row for row in spanish_titles().values() if row.rule.section in (701, 702) and row.rule.kind is RuleKind.RULE
    ]
    titles = {fold(row.english): row.rule for row in keywords}
    names = {
        " ".join(key): titles[fold(english)]
        for key, english in spanish_lexicon().phrases.items()
        if fold(english) in titles
    }
    names.update({" ".join(_TERM_WORD_RE.findall(fold(row.spanish))): row.rule for row in keywords})
    return names


def match_glossary(text: str, glossary: Mapping[str, GlossaryEntry]) -> list[GlossaryEntry]:
    """Glossary terms named in the text as whole words, longest first, no term inside another."""
    folded = " " + " ".join(_TERM_WORD_RE.findall(fold(text))) + " "
    found: list[GlossaryEntry] = []
    taken: list[str] = []
    for term, needle in _needles(tuple(glossary)):
        if f" {needle} " in folded or f" {needle}s " in folded:
            if any(needle in bigger for bigger in taken):
                continue
            taken.append(needle)
            found.append(glossary[term])
    return found


@lru_cache(maxsize=4)
def _needles(terms: tuple[str, ...]) -> list[tuple[str, str]]:
    """(term, folded term) longest first, terms under four letters left out: folded once per glossary,
    not once per question (it was a third of a search's Python time)."""
    folded = [(term, fold(term)) for term in sorted(terms, key=len, reverse=True)]
    # "Two-Headed Giant Variant" is said "Two-Headed Giant": a variant or option is named without the word
    folded += [
        (term, needle[: -len(tail)]) for term, needle in folded for tail in _NAMED_WITHOUT if needle.endswith(tail)
    ]
    return [(term, needle) for term, needle in folded if len(needle) >= 4]


_NAMED_WITHOUT = (" variant", " option")
