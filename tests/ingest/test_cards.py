"""Card files (Scryfall, MTGJSON) and card names found in CR examples."""

from __future__ import annotations

import gzip
import json
import lzma

import pytest

from ingest.cards import cards_in_examples, fold_name, load_card_file, load_card_files
from ingest.errors import InputFormatError
from ingest.models import Ruling
from ingest.ruleid import RuleId


def test_scryfall_oracle_cards(tmp_path):
    path = tmp_path / "oracle-cards.json"
    path.write_text(
        json.dumps(
            [
                {
                    "object": "card",
                    "name": "Lightning Bolt",
                    "oracle_text": "Lightning Bolt deals 3 damage to any target.",
                },
                {
                    "object": "card",
                    "name": "Fire // Ice",
                    "card_faces": [
                        {"oracle_text": "Fire deals 2 damage divided as you choose among one or two targets."},
                        {"oracle_text": "Tap target permanent.\nDraw a card."},
                    ],
                },
            ]
        ),
        encoding="utf-8",
    )
    cards = {c.name: c for c in load_card_file(path)}
    assert cards["Lightning Bolt"].oracle_text.startswith("Lightning Bolt deals 3 damage")
    assert "Tap target permanent." in cards["Fire // Ice"].oracle_text


def test_mtgjson_atomic_cards_with_rulings(tmp_path):
    path = tmp_path / "AtomicCards.json"
    path.write_text(
        json.dumps(
            {
                "meta": {},
                "data": {
                    "Clone": [
                        {
                            "text": "You may have Clone enter as a copy of any creature on the battlefield.",
                            "rulings": [{"date": "2020-01-01", "text": "Clone copies exactly what is printed."}],
                        }
                    ]
                },
            }
        ),
        encoding="utf-8",
    )
    (card,) = load_card_file(path)
    assert card.name == "Clone" and card.rulings == (Ruling("2020-01-01", "Clone copies exactly what is printed."),)


def test_broken_json_is_refused_with_its_line(tmp_path):
    path = tmp_path / "cards.json"
    path.write_text('[\n{"name": "x",\n', encoding="utf-8")
    with pytest.raises(InputFormatError, match="not a JSON card file"):
        load_card_file(path)


def test_card_names_in_cr_examples(book):
    cards = {card.name: card for card in cards_in_examples(book)}
    assert RuleId.parse("608.2b") in cards["Sorin’s Thirst"].rules
    assert "Clone" in cards and "Doubling Season" in cards
    assert "Player A" not in cards


SCRYFALL = [
    {
        "object": "card",
        "oracle_id": "b1",
        "name": "Bonecrusher Giant // Stomp",
        "released_at": "2019-10-04",
        "card_faces": [
            {
                "name": "Bonecrusher Giant",
                "mana_cost": "{2}{R}",
                "type_line": "Creature — Giant",
                "oracle_text": "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell's controller.",
                "power": "4",
                "toughness": "3",
            },
            {
                "name": "Stomp",
                "mana_cost": "{1}{R}",
                "type_line": "Instant — Adventure",
                "oracle_text": "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
            },
        ],
    },
]
RULINGS = [
    {
        "object": "ruling",
        "oracle_id": "b1",
        "source": "wotc",
        "published_at": "2019-10-04",
        "comment": "Stomp resolves first.",
    }
]


def test_scryfall_rulings_file_joins_by_oracle_id(tmp_path):
    (tmp_path / "oracle.json").write_text(json.dumps(SCRYFALL), encoding="utf-8")
    (tmp_path / "rulings.json").write_text(json.dumps(RULINGS), encoding="utf-8")
    (card,), date = load_card_files([tmp_path / "oracle.json", tmp_path / "rulings.json"])
    assert card.faces == ("Bonecrusher Giant", "Stomp")
    assert card.mana_cost == "{2}{R} // {1}{R}" and card.type_line == "Creature — Giant // Instant — Adventure"
    assert card.power == "4" and "\n//\nDamage can't be prevented" in card.oracle_text
    assert card.rulings == (Ruling("2019-10-04", "Stomp resolves first."),) and date == "2019-10-04"


@pytest.mark.parametrize("opener, suffix", [(gzip.open, ".json.gz"), (lzma.open, ".json.xz")])
def test_compressed_files(tmp_path, opener, suffix):
    path = tmp_path / f"oracle{suffix}"
    with opener(path, "wt", encoding="utf-8") as handle:
        json.dump(SCRYFALL, handle)
    assert load_card_file(path)[0].name == "Bonecrusher Giant // Stomp"


def test_truncated_compressed_file_is_refused(tmp_path):
    path = tmp_path / "oracle.json.gz"
    path.write_bytes(gzip.compress(json.dumps(SCRYFALL * 50).encode())[:300])
    with pytest.raises(InputFormatError, match="oracle.json.gz: corrupt or truncated"):
        load_card_file(path)


def test_wrong_shape_names_the_key(tmp_path):
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"data": {"Clone": {"text": "x"}}}), encoding="utf-8")
    with pytest.raises(InputFormatError, match="'Clone' should be a non-empty list"):
        load_card_file(path)


def test_gatherer_faces_are_joined_into_one_card(tmp_path):
    faces = {
        "Fire (Fire/Ice)": [
            {
                "name": "Fire (Fire/Ice)",
                "type": "Instant",
                "text": "Fire deals 2 damage.",
                "manaCost": "{1}{R}",
                "otherPart": "Ice (Fire/Ice)",
            }
        ],
        "Ice (Fire/Ice)": [
            {
                "name": "Ice (Fire/Ice)",
                "type": "Instant",
                "text": "Tap target permanent.",
                "manaCost": "{1}{U}",
                "otherPart": "Fire (Fire/Ice)",
            }
        ],
        "Insectile Aberration": [
            {"type": "Creature — Human Insect", "text": "Flying", "otherPart": "Delver of Secrets"}
        ],
        "Delver of Secrets": [
            {
                "type": "Creature — Human Wizard",
                "text": "transform",
                "manaCost": "{U}",
                "otherPart": "Insectile Aberration",
            }
        ],
        "Blaring Captain": [
            {
                "type": "Creature",
                "text": "Partner with Blaring Recruiter",
                "manaCost": "{3}{B}",
                "otherPart": "Blaring Recruiter",
            }
        ],
        "Blaring Recruiter": [
            {
                "type": "Creature",
                "text": "Partner with Blaring Captain",
                "manaCost": "{2}{W}",
                "otherPart": "Blaring Captain",
            }
        ],
        "Relámpago": [
            {"type": "Instant", "text": "3 damage", "foreignData": [{"language": "Spanish", "name": "Relámpago"}]}
        ],
    }
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"data": faces}), encoding="utf-8")
    cards = {card.name: card for card in load_card_file(path)}
    assert set(cards) == {
        "Fire // Ice",
        "Delver of Secrets // Insectile Aberration",
        "Blaring Captain",
        "Blaring Recruiter",
        "Relámpago",
    }
    assert cards["Fire // Ice"].faces == ("Fire", "Ice") and cards["Fire // Ice"].mana_cost == "{1}{R} // {1}{U}"
    assert cards["Delver of Secrets // Insectile Aberration"].mana_cost == "{U}"
    assert cards["Relámpago"].names_es == ("Relámpago",)


def test_one_name_normaliser():
    assert fold_name("Kiki-Jiki, Mirror Breaker") == "kiki jiki mirror breaker"
    assert fold_name("Umezawa’s Jitte") == fold_name("UMEZAWA'S JITTE") == "umezawas jitte"
    assert fold_name("  Æther Vial! ") == "aether vial" and fold_name("Lim-Dûl’s Vault") == "lim duls vault"


def test_store_finds_cards_by_name_face_and_spanish_name(tmp_path, book):
    from ingest.models import Card
    from ingest.store import RuleStore, write_store

    (tmp_path / "oracle.json").write_text(json.dumps(SCRYFALL), encoding="utf-8")
    cards, date = load_card_files([tmp_path / "oracle.json"])
    cards.append(Card("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", names_es=("Relámpago",)))
    write_store(tmp_path / "rules.sqlite", book, (), cards + cards_in_examples(book), date)
    store = RuleStore(tmp_path / "rules.sqlite")
    assert store.card("bonecrusher giant").name == "Bonecrusher Giant // Stomp"
    assert store.card("STOMP").name == "Bonecrusher Giant // Stomp"
    assert store.card("relampago").name == "Lightning Bolt"
    assert store.card("Nope") is None and store.card("") is None
    assert store.card_stats.cards == 2 and store.card_stats.date == "2019-10-04"
    assert "clone" in store.example_cards
