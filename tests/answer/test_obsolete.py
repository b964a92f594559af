"""Obsolete terms looked up ("mana burn", "interrupción"): the CR glossary's "(Obsolete)" entry, quoted and
verified as a glossary citation, then the current rule that replaced the term."""

from __future__ import annotations

from answer.analysis import analyse
from answer.obsolete import obsolete_term
from answer.quote import Quote
from answer.verify import verify_citations
from app.schemas import Citation


def _verdict(store, question: str, lang: str = "en"):
    return obsolete_term(analyse(question, lang, []), store)


def test_mana_burn_quotes_the_glossary_and_no_rule(card_store):
    verdict = _verdict(card_store, "mana burn")
    assert verdict is not None and verdict.reasoner == "obsolete"
    assert verdict.text.startswith("“Mana Burn” is an obsolete term: “Older versions of the rules stated")
    assert "That rule no longer exists." in verdict.text
    assert [(q.kind, q.title, q.rule) for q in verdict.quotes] == [("glossary", "Mana Burn (Obsolete)", None)]
    valid, rejected = verify_citations(verdict.quotes, card_store, [])
    assert valid == verdict.quotes and not rejected


def test_the_current_rule_is_the_sentence_naming_what_replaced_it(card_store):
    enchantment = _verdict(card_store, "what is a local enchantment?")
    assert enchantment is not None
    assert [str(q.rule) for q in enchantment.quotes if q.rule] == ["303.4"]  # "Aura", not 303.1 on casting
    assert enchantment.text.endswith("The current rule: Some enchantments have the subtype “Aura.” [303.4]")
    edh = _verdict(card_store, "EDH")
    assert edh is not None and [str(q.rule) for q in edh.quotes if q.rule] == ["903.1"]  # its own "See rule 903"


def test_spanish_lookups_reach_the_entry_through_the_lexicon(card_store):
    verdict = _verdict(card_store, "interrupción", "es")
    assert verdict is not None
    assert verdict.text.startswith("«Interrupt» es un término obsoleto: “An obsolete card type.")
    assert "«Interrupt (Obsolete)», texto oficial en inglés]" in verdict.text
    assert "La regla actual: “A player who has priority may cast an instant card" in verdict.text
    assert [str(q.rule) for q in verdict.quotes if q.rule] == ["304.1"]
    mono = _verdict(card_store, "¿qué es un artefacto mono?", "es")
    assert mono is not None and mono.quotes[0].title == "Mono Artifact (Obsolete)"


def test_terms_still_in_use_and_situations_are_not_looked_up(card_store):
    assert _verdict(card_store, "legend") is None  # the legend rule, not the old creature type
    assert _verdict(card_store, "I float mana into combat, do I take mana burn when the phase ends?") is None


def test_names_with_asking_words_are_found_and_no_unrelated_rule_is_quoted(card_store):
    """ "remove from the game" and the "planeswalker uniqueness rule" carry words a look-up's reading drops; a
    replacing term no sentence of its rule names ("mana cost" under 107.4's symbols) gets no "current rule"."""
    removed = _verdict(card_store, "what does remove from the game mean?")
    assert removed is not None and removed.quotes[0].title.startswith("Remove from the Game")
    uniqueness = _verdict(card_store, "what is the planeswalker uniqueness rule?")
    assert uniqueness is not None and uniqueness.quotes[0].title == "Planeswalker Uniqueness Rule (Obsolete)"
    casting = _verdict(card_store, "casting cost")
    assert casting is not None and [q.kind for q in casting.quotes] == ["glossary"], casting.text


def test_a_glossary_quote_must_be_the_entry_text(card_store):
    made_up = Quote(None, "Mana Burn (Obsolete)", "Unspent mana deals 1 damage to you.", "en", kind="glossary")
    unknown = Quote(None, "Mana Flood (Obsolete)", "Older versions of the rules", "en", kind="glossary")
    spanish = Quote(None, "Mana Burn (Obsolete)", "Older versions of the rules", "es", kind="glossary")
    valid, rejected = verify_citations([made_up, unknown, spanish], card_store, [])
    assert not valid
    assert [r.reason for r in rejected] == [
        "quote is not verbatim text of the glossary entry 'Mana Burn (Obsolete)'",
        f"no glossary term 'Mana Flood (Obsolete)' in the CR of {card_store.edition.effective}",
        "the glossary has no es text",
    ]


def test_the_api_schema_carries_glossary_citations():
    citation = Citation(rule=None, title="EDH (Obsolete)", quote="An older name", lang="en", kind="glossary")
    assert citation.model_dump()["kind"] == "glossary"


def test_a_replaced_store_is_not_kept_alive_by_the_names_read_from_it(card_store):
    """A reload opens a new store; the obsolete names read from the old one must not hold its connection open."""
    import gc
    import weakref

    from ingest.store import RuleStore

    reloaded = RuleStore(card_store.path)
    assert _verdict(reloaded, "mana burn") is not None
    released = weakref.ref(reloaded)
    del reloaded
    gc.collect()
    assert released() is None
