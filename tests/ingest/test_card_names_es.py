"""The curated Spanish card names (ingest/data/card_names_es.tsv): loaded with the card data when it has no
Spanish names, checked against the bundled card data, and found in Spanish questions like other names."""

from __future__ import annotations

import json

import pytest

from app.core.config import BUNDLED_CARDS
from index.cards import CardMatcher
from ingest.cards import fold_name, load_card_file, load_card_files, spanish_name_table, with_spanish_names
from ingest.errors import InputFormatError
from ingest.models import Card
from ingest.store import RuleStore, write_store


@pytest.fixture(scope="module")
def bundled():
    cards, _ = load_card_files([BUNDLED_CARDS])
    return {card.name: card for card in cards}


def test_the_table_loads_with_whole_names_then_faces():
    table = spanish_name_table()
    assert len(table) >= 150
    assert table[fold_name("Lightning Bolt")] == ("Relámpago",)
    assert table[fold_name("Jace, Vryn's Prodigy // Jace, Telepath Unbound")] == (
        "Jace, prodigio de Vryn // Jace, telépata desenfrenado",
        "Jace, prodigio de Vryn",
        "Jace, telépata desenfrenado",
    )


def test_every_english_name_is_a_bundled_card_and_no_spanish_name_is_another_card(bundled):
    names = {fold_name(name) for name in bundled} | {fold_name(f) for c in bundled.values() for f in c.faces}
    table = spanish_name_table()
    assert sorted(key for key in table if key not in names) == []
    clashes = [
        (key, es)
        for key, spanish in table.items()
        for es in spanish
        if fold_name(es) in names and fold_name(es) not in {key, *map(fold_name, key.split(" // "))}
    ]
    assert clashes == []


def test_the_bundled_data_gets_the_spanish_names(bundled):
    assert bundled["Lightning Bolt"].names_es == ("Relámpago",)
    assert bundled["Counterspell"].names_es == ("Contrahechizo",)
    assert bundled["Tarmogoyf"].names_es == ()  # not in the table: no Spanish name


def test_foreign_data_wins_over_the_table(tmp_path):
    data = {
        "data": {
            "Lightning Bolt": [
                {"type": "Instant", "text": "3 damage", "foreignData": [{"language": "Spanish", "name": "Rayo"}]}
            ],
            "Counterspell": [{"type": "Instant", "text": "Counter target spell."}],
        }
    }
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    cards = {card.name: card for card in load_card_file(path)}
    assert cards["Lightning Bolt"].names_es == ("Rayo",)
    assert cards["Counterspell"].names_es == ("Contrahechizo",)


def test_a_spanish_name_on_any_copy_of_a_card_wins():
    table = {fold_name("Lightning Bolt"): ("Relámpago",)}
    bare = Card("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.")
    named = Card("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", names_es=("Rayo",))
    assert [c.names_es for c in with_spanish_names([bare, named], table)] == [(), ("Rayo",)]
    assert [c.names_es for c in with_spanish_names([bare], table)] == [("Relámpago",)]


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("Lightning Bolt Relámpago\n", ":1: expected 'English name<TAB>Spanish name'"),
        ("# c\nShock\tChoque\nShock\tDescarga\n", ":3: 'Shock' is listed twice"),
        ("Shock\t\n", ":1: expected"),
    ],
)
def test_a_bad_row_is_one_error_with_its_line(tmp_path, text, error):
    path = tmp_path / "names.tsv"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputFormatError, match=error):
        spanish_name_table.__wrapped__(path)


@pytest.fixture(scope="module")
def bundled_store(tmp_path_factory, book, bundled):
    path = tmp_path_factory.mktemp("es-names") / "rules.sqlite"
    write_store(path, book, (), list(bundled.values()), "2020-11-10")
    return RuleStore(path)


@pytest.fixture(scope="module")
def matcher(bundled_store):
    return CardMatcher.from_store(bundled_store)


def names(matcher, text):
    return [mention.card.name for mention in matcher.find(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("¿Qué pasa si lanzo Relámpago sobre una criatura con antimaleficio?", ["Lightning Bolt"]),
        ("Mi rival responde a mi Choque con un Contrahechizo", ["Shock", "Counterspell"]),
        ("¿Puedo responder a [relámpago] con 'optar'?", ["Lightning Bolt"]),
        ('Si lanzo "choque" sobre mi criatura', ["Shock"]),
        ("Lanzo espadas en guadañas sobre el Halcón nocturno vampiro", ["Swords to Plowshares", "Vampire Nighthawk"]),
        ("¿Temporada duplicadora duplica los contadores de lealtad?", ["Doubling Season"]),
        ("Relámpago hace 3 puntos de daño a mi criatura con antimaleficio.", ["Lightning Bolt"]),
    ],
)
def test_spanish_names_are_found_on_the_bundled_data(matcher, text, expected):
    assert names(matcher, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Tuve un relámpago de ideas y lancé el hechizo.",
        "El choque entre las dos criaturas, ¿hace daño de combate?",
        "¿Puedo optar por no pagar el coste adicional?",
        "La oposición de mi rival: ¿cuándo puede responder?",
        "Hay adoración por las reglas de leyenda en mi grupo.",
        "Optar por no pagar el coste adicional: ¿se puede?",  # an ordinary word opening a sentence
    ],
)
def test_ordinary_spanish_words_are_not_cards(matcher, text):
    assert names(matcher, text) == []


def test_spanish_names_through_lookups(bundled_store, matcher):
    from answer.lookups import card

    found = card(bundled_store, matcher, "Relámpago")
    assert (found.name, found.names_es, found.match) == ("Lightning Bolt", ["Relámpago"], "exact")
    assert "Lightning Bolt" in matcher.suggest("relamp")
