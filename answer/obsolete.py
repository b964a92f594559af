"""Look-ups of obsolete terms ("mana burn", "interrupt", "artefacto mono"): the CR glossary's "(Obsolete)" entry
says what the old term meant and what replaced it, so the answer quotes that entry, then the current rule it
points to ("See rule 903", "See Exile", "are now instants") when there is one. Without this, retrieval finds the
nearest current words (mana symbols for "mana burn", indestructible for "interrupt")."""

from __future__ import annotations

import re
from weakref import WeakKeyDictionary

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.quote import Quote
from answer.reasoners.base import Verdict
from answer.text import sentences
from ingest.lexicon import fold, spanish_lexicon
from ingest.models import GlossaryEntry, Rule
from ingest.store import RuleStore

_SUFFIX = " (Obsolete)"
#: old words that still have a current meaning a look-up more likely wants ("legend" → the legend rule)
_STILL_USED = frozenset({"legend", "during", "permanently", "counts as"})
#: words around the term in a look-up: "what is mana burn?", "¿qué es la interrupción?", "is mana burn still a rule"
_ASKING = frozenset(
    "what whats what's is are was were a an the does do did mean means meaning term rule old obsolete still "
    "a thing anymore exist exists que es son era significa el la lo los las un una termino regla antiguo antigua "
    "obsoleto obsoleta todavia existe sigue".split()
)
#: where an entry says what replaced the term: "an obsolete term for mana value", "are now instants", "See Exile."
_REPLACED_BY = (
    re.compile(r"obsolete term for (?:an? |the )?“?([\w-]+(?: [\w-]+)?)"),
    re.compile(r"\bare now (\w+)"),
    re.compile(r"\bto (?:simply )?say “([\w-]+)"),
    re.compile(r"\bSee ([A-Z][\w -]+)\."),
)
_WORD = re.compile(r"[a-z][a-z'-]*")
_QUOTED_SENTENCES = 2
#: how many rules under the current one are read for a sentence naming the replacing term
_SEARCHED_RULES = 30


#: each loaded store's obsolete names, dropped with the store when a reload replaces it
_NAMES_BY_STORE: WeakKeyDictionary[RuleStore, dict[str, GlossaryEntry]] = WeakKeyDictionary()


def _names(store: RuleStore) -> dict[str, GlossaryEntry]:
    """Each obsolete entry under every name it lists, folded ("remove from the game", "removed", …)."""
    if store in _NAMES_BY_STORE:
        return _NAMES_BY_STORE[store]
    found = {}
    for term, entry in store.glossary.items():
        if not term.endswith(_SUFFIX):
            continue
        for name in term[: -len(_SUFFIX)].split(", "):
            if fold(name) not in _STILL_USED:
                # keyed as a look-up is read: without the asking words ("remove from game", "planeswalker uniqueness")
                found[" ".join(w for w in _WORD.findall(fold(name)) if w not in _ASKING)] = entry
    _NAMES_BY_STORE[store] = found
    return found


def _asked_term(frame: Frame) -> str:
    """The look-up's words without the asking ones, in English (a Spanish one through the lexicon)."""
    text = spanish_lexicon().gloss(frame.question) if frame.lang == "es" else frame.question
    words = [word for word in _WORD.findall(fold(text)) if word not in _ASKING]
    return " ".join(words)


def obsolete_entry(frame: Frame, store: RuleStore) -> GlossaryEntry | None:
    """The obsolete glossary entry a look-up names, and nothing more ("mana burn", "what's an interrupt?")."""
    if frame.cards or not (frame.qtype is QType.DEFINITION or "?" not in frame.question or len(frame.asked) < 40):
        return None
    asked = _asked_term(frame)
    if not asked:
        return None
    names = _names(store)
    return names.get(asked) or (names.get(asked[:-1]) if asked.endswith("s") else None)


def _current_rule(entry: GlossaryEntry, store: RuleStore) -> tuple[Rule, str | None] | None:
    """The rule for what replaced the term, with the replacing term's name when the entry names one: the entry's
    own "See rule", else the glossary entry of the term it names as the replacement and that entry's first rule."""
    for rule_id in entry.references:
        if rule_id in store.rules:
            return store.rules[rule_id], None
    for pattern in _REPLACED_BY:
        found = pattern.search(entry.definition)
        if found is None:
            continue
        words = found[1].split()
        for name in (found[1], found[1].rstrip("s"), words[0], words[-1]):
            current = store.glossary_entry(name)
            if current is not None and current.references and current.references[0] in store.rules:
                return store.rules[current.references[0]], name
    return None


def _sentence_on(rule: Rule, store: RuleStore, term: str | None) -> tuple[Rule, str] | None:
    """The first sentence under the rule that names the replacing term: "Aura" under 303 is 303.4's, not 303.1's
    on casting enchantments; None when none does. Without a term (the entry's own "See rule"), the rule's first
    sentence."""
    first = None
    queue = [rule.id]
    for _ in range(_SEARCHED_RULES):
        if not queue:
            break
        candidate = store.rules[queue.pop(0)]
        queue = [*store.children.get(candidate.id, []), *queue]
        if candidate.is_heading:
            continue  # "406. Exile": the title, not a sentence about it
        for said in sentences(candidate.text or ""):
            first = first or (candidate, said)
            if term is None or re.search(rf"\b{re.escape(fold(term))}", fold(said)):
                return candidate, said
    return first if term is None else None


def obsolete_term(frame: Frame, store: RuleStore) -> Verdict | None:
    """The glossary's words on an obsolete term looked up, then the current rule that replaced it."""
    entry = obsolete_entry(frame, store)
    if entry is None:
        return None
    lang = frame.lang
    quoted = " ".join(sentences(entry.definition)[:_QUOTED_SENTENCES])
    if quoted not in entry.definition:  # sentences joined back must be the entry's own text to quote it
        quoted = entry.definition
    name = entry.term[: -len(_SUFFIX)].split(", ")[0]
    text = t(lang, "obsolete.term", term=name, quote=quoted, entry=entry.term)
    quotes = [Quote(None, entry.term, quoted, "en", kind="glossary")]
    current = _current_rule(entry, store)
    said = _sentence_on(current[0], store, current[1]) if current is not None else None
    if said is not None:
        rule, sentence = said
        cited = t("es", "says", rule=str(rule.id), quote=sentence) if lang == "es" else f"{sentence} [{rule.id}]"
        text += " " + t(lang, "obsolete.now", cited=cited)
        quotes.append(Quote(rule.id, rule.title, sentence, "en"))
    return Verdict(text, [], quotes, (), "obsolete")
