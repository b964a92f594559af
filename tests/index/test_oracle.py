"""The named cards as evidence: Oracle text → CR rules, and rulings ranked against the question."""

from __future__ import annotations

import pytest

from app.core.config import BUNDLED_CARDS
from index.oracle import OracleRules, _read_table, oracle_terms, rank_rulings
from ingest.cards import load_card_files
from ingest.ruleid import RuleId


@pytest.fixture(scope="module")
def cards():
    loaded, _ = load_card_files([BUNDLED_CARDS])
    return {card.name: card for card in loaded}


@pytest.fixture(scope="module")
def oracle(book):
    return OracleRules.from_rules(book.rules)


def test_every_table_rule_is_in_the_cr(book):
    known = {rule.id for rule in book.rules}
    assert [str(r) for _, ids in _read_table() for r in ids if r not in known] == []


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Doubling Season", ["614.1a", "122.6"]),
        ("Counterspell", ["701.6a"]),
        ("Carnage Tyrant", ["702.11", "702.19"]),  # hexproof, trample: by their CR titles
        ("Clone", ["614.1d", "707.2"]),
        ("Fog", ["615.1"]),
        ("Bonecrusher Giant // Stomp", ["715.3", "603.1"]),
        ("Fire // Ice", ["709.3"]),
        ("Delver of Secrets // Insectile Aberration", ["712.8", "702.9"]),
        ("Rancor", ["303.4"]),
    ],
)
def test_oracle_text_calls_on_its_rules(oracle, cards, name, expected):
    found = oracle.rules_for([cards[name]])
    assert all(RuleId.parse(rule) in found for rule in expected), [str(r) for r in found]


def test_a_rule_several_named_cards_call_on_comes_first(oracle, cards):
    # Furnace of Rath's "instead" and Healing Salve's "prevent" meet at 616.1, which orders them
    found = oracle.rules_for([cards["Lightning Bolt"], cards["Furnace of Rath"], cards["Healing Salve"]])
    assert found[0] == RuleId.parse("616.1")
    # one card keeps its own order: its keywords, then its phrasings
    assert oracle.rules_for([cards["Furnace of Rath"]])[0] == RuleId.parse("614.1a")


def test_interactions_are_only_where_different_cards_meet(oracle, cards):
    assert oracle.interactions([cards["Furnace of Rath"], cards["Healing Salve"]]) == [RuleId.parse("616.1")]
    assert oracle.interactions([cards["Furnace of Rath"]]) == []  # one card interacts with nothing
    # two cards that both say "target" or both deal damage meet nowhere new
    assert oracle.interactions([cards["Lightning Bolt"], cards["Shock"]]) == []


def test_a_stolen_creature_calls_on_summoning_sickness(oracle, cards):
    assert RuleId.parse("302.6") in oracle.rules_for([cards["Control Magic"]])


def test_oracle_terms_leave_out_the_cards_own_name(cards):
    terms = oracle_terms([cards["Lightning Bolt"], cards["Bonecrusher Giant // Stomp"]])
    assert "Lightning Bolt" not in terms[0] and "deals 3 damage to any target" in terms[0]
    assert "Bonecrusher Giant" not in terms[1] and "Stomp" not in terms[1]


def test_reminder_text_does_not_add_rules(oracle, cards):
    # Island's only text is reminder text "({T}: Add {U}.)": no activated-ability rules from it
    assert RuleId.parse("602.1") not in oracle.rules_for([cards["Island"]])


def test_rulings_are_ranked_against_the_question(cards):
    season = cards["Doubling Season"]
    best = rank_rulings("Does a planeswalker enter with double the loyalty counters?", season)
    assert best and "Planeswalkers will enter the battlefield with double" in best[0].text
    assert rank_rulings("Doubling Season", season) == []  # the card's own name says nothing
    assert len(rank_rulings("tokens counters planeswalker loyalty", season, k=2)) <= 2
