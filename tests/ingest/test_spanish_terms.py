"""Spanish coverage you can check: a Spanish title for every section and titled rule of the CR, and a
lexicon entry for every keyword ability (702) and keyword action (701) under its Spanish card name."""

from __future__ import annotations

import pytest

from ingest.lexicon import fold, spanish_lexicon
from ingest.ruleid import RuleKind
from ingest.store import RuleStore
from ingest.titles import spanish_titles


def titled(book):
    return [r for r in book.rules if r.kind is RuleKind.SECTION or r.title]


def test_every_section_and_titled_rule_has_a_spanish_title(book):
    rules = titled(book)
    missing = [f"{r.id} {r.title}" for r in rules if r.id not in spanish_titles()]
    assert not missing, f"no Spanish title in ingest/data/titles_es.tsv for: {missing}"
    renamed = [
        f"{r.id}: CR says {r.title!r}, table has {spanish_titles()[r.id].english!r}"
        for r in rules
        if spanish_titles()[r.id].english != r.title
    ]
    assert not renamed
    stale = sorted(set(spanish_titles()) - {r.id for r in rules})
    assert not stale, f"titles for rules the CR does not title: {stale}"


def test_every_keyword_of_701_and_702_has_a_spanish_lexicon_entry(book):
    keywords = [r for r in book.rules if r.kind is RuleKind.RULE and r.title and r.id.section in (701, 702)]
    assert len(keywords) > 250  # 68 keyword actions and 192 keyword abilities in the 2026-06-19 edition
    lexicon = spanish_lexicon()
    wrong = []
    for rule in keywords:
        spanish = spanish_titles()[rule.id].spanish
        if [fold(t) for t in lexicon.translate_terms(spanish)] != [fold(rule.title or "")]:
            wrong.append(f"{rule.id} {rule.title}: {spanish!r} → {lexicon.translate_terms(spanish)}")
    assert not wrong, "keywords whose Spanish name does not translate to the CR keyword:\n" + "\n".join(wrong)


def test_spanish_keyword_names_are_unique():
    keywords = [row for row in spanish_titles().values() if row.rule.section in (701, 702) and row.rule.rule]
    names = [fold(row.spanish) for row in keywords]
    assert len(names) == len(set(names))


@pytest.mark.parametrize(
    ("spanish", "english"),
    [
        ("antimaleficio", "hexproof"),
        ("custodia", "ward"),
        ("rebatir", "ward"),  # the printed name (The Brothers' War, Murders at Karlov Manor)
        ("profetizar", "foretell"),
        ("predecir", "foretell"),  # the name this table had before it was checked; players type it too
        ("recortar", "cleave"),
        ("escrutar", "surveil"),
        ("acechar", "haunt"),
        ("rondar", "prowl"),
        ("escurridizo", "skulk"),
        ("replicar", "replicate"),  # a former name, matched only as written
        ("umbral", "threshold"),  # ability words (207.2c)
        ("enfurecer", "enrage"),
        ("arrollar", "trample"),
        ("toque mortal", "deathtouch"),
        ("vínculo vital", "lifelink"),
        ("vuela", "flying"),
        ("volar", "flying"),
        ("dañar primero", "first strike"),
        ("dañar dos veces", "double strike"),
        ("destello", "flash"),
        ("prisa", "haste"),
        ("vigilancia", "vigilance"),
        ("alcance", "reach"),
        ("amenaza", "menace"),
        ("defensor", "defender"),
        ("protección", "protection"),
        ("equipar", "equip"),
        ("ciclo", "cycling"),
        ("retrospectiva", "flashback"),
        ("estímulo", "kicker"),
        ("tiempo dividido", "split second"),
        ("tormenta", "storm"),
        ("cascada", "cascade"),
        ("convocar", "convoke"),
        ("excavar", "delve"),
        ("destreza", "prowess"),
        ("adivinar", "scry"),
        ("moler", "mill"),
        ("vigilar", "surveil"),
        ("regla de leyenda", "legend rule"),
        ("orden APNAP", "APNAP order"),
        # table slang and nouns (round 49)
        ("tapear", "tap"),
        ("tapeado", "tapped"),
        ("intercambio", "exchange"),
        ("empate intencional", "intentional draw"),
    ],
)
def test_the_card_names_players_type(spanish, english):
    assert [fold(t) for t in spanish_lexicon().translate_terms(spanish)] == [fold(english)]


def test_store_title_in_both_languages(fixture_store):
    store = RuleStore(fixture_store)
    rule = next(r for r in store.rules.values() if r.kind is RuleKind.SUBRULE and r.id.section == 704)
    assert store.title(rule.id) == "State-Based Actions"
    assert store.title(rule.id, "es") == "Acciones basadas en estado"
    # an ingested Spanish page's own title wins over the table
    page = next(tr for tr in store.translations.values() if tr.title)
    assert store.title(page.rule, "es") == page.title
    assert store.title(type(rule.id).parse("999.9")) is None


def test_store_title_of_a_keyword_subrule(tmp_path, book):
    from ingest.store import write_store

    path = tmp_path / "rules.sqlite"
    book_702 = type(book)(book.edition, [r for r in book.rules if r.id.section == 702], [], book.chapters)
    write_store(path, book_702)
    store = RuleStore(path)
    from ingest.ruleid import RuleId

    assert store.title(RuleId.parse("702.21a")) == "Ward"
    assert store.title(RuleId.parse("702.21a"), "es") == "Rebatir"
    assert store.title(RuleId.parse("702"), "es") == "Habilidades de palabra clave"


def test_a_former_name_marked_exact_is_not_read_in_its_conjugated_forms():
    lexicon = spanish_lexicon()
    assert [fold(t) for t in lexicon.translate_terms("escapar")] == ["escape"]
    assert "Escape" not in lexicon.translate_terms("la criatura escapa")


@pytest.mark.parametrize(
    ("text", "one_term"),
    [
        ("enésima desde arriba", True),  # a known two-word phrase, the whole look-up
        ("hazlo solo una vez", True),
        ("antimaleficio", False),  # one word: a keyword's own look-up path, not this one
        ("la pila de mi rival", False),  # a phrase with other words around it
        ("tarta de manzana", False),  # no term at all
    ],
)
def test_a_whole_lookup_that_is_one_known_phrase(text, one_term):
    assert spanish_lexicon().names_one_term(text) is one_term


@pytest.mark.parametrize("text", ["acaban de", "sigue siendo", "como un", "se paga"])
def test_a_phrase_of_ordinary_words_is_no_vocabulary_lookup(text):
    assert not spanish_lexicon().names_one_term(text)


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("igual le sale el pájaro", "Bird"),
        ("tengo tres zombis", "Zombies"),
        ("daño fraccionario", "fractional"),
        ("las habilidades de dejar el campo miran atrás", "look back in time"),
    ],
)
def test_creature_types_and_rule_words_players_type(text, english):
    """Round 63: the creature types printed on Spanish cards and the words of a few rules ("fraccionario",
    "mira atrás") translate, so the English rules and rulings that say them are found."""
    assert english in spanish_lexicon().translate_terms(text)
