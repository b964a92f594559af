"""Card files (Scryfall, MTGJSON) and card names found in CR examples."""

from __future__ import annotations

import json

import pytest

from ingest.cards import cards_in_examples, load_card_file
from ingest.errors import InputFormatError
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
    assert card.name == "Clone" and card.rulings == ("Clone copies exactly what is printed.",)


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
