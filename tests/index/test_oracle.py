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
    return OracleRules.from_rules(book.rules, {entry.term: entry for entry in book.glossary})


def test_every_table_rule_is_in_the_cr(book):
    known = {rule.id for rule in book.rules}
    assert [str(r) for row in _read_table() for r in row.rules if r not in known] == []


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
        ("Ichorid", ["603.4"]),  # "At the beginning of your upkeep, if …": an intervening "if"
        ("Thought Reflection", ["614.11"]),  # "If you would draw a card … instead"
        ("Blood Moon", ["305.7"]),  # "Nonbasic lands are Mountains."
        ("Tarmogoyf", ["604.3"]),  # "power is equal to": a characteristic-defining ability
        ("Grasp of Fate", ["610.3"]),  # exiled "until Grasp of Fate leaves the battlefield"
        ("Mystic Confluence", ["700.2"]),  # "Choose three.": modal
        ("Volition Reins", ["613.1b"]),  # "You control enchanted permanent."
        ("Anointer of Valor", ["603.12"]),  # "you may pay {3}. When you do, …": a reflexive trigger
        ("Humility", ["613.4b"]),  # "base power and toughness 1/1": layer 7b
        ("Jace, the Mind Sculptor", ["606.3"]),  # "+2: …": loyalty abilities, once a turn
        ("Panharmonicon", ["603.2d"]),  # "that ability triggers an additional time"
        ("Teferi's Protection", ["702.26a"]),  # "All permanents you control phase out.": phasing
    ],
)
def test_oracle_text_calls_on_its_rules(oracle, cards, name, expected):
    found = oracle.read([cards[name]]).telling + oracle.read([cards[name]]).common
    assert all(RuleId.parse(rule) in found for rule in expected), [str(r) for r in found]


def test_a_rule_several_named_cards_call_on_comes_first(oracle, cards):
    # Furnace of Rath's "instead" and Healing Salve's "prevent" meet at 616.1, which orders them
    found = oracle.read([cards["Lightning Bolt"], cards["Furnace of Rath"], cards["Healing Salve"]]).telling
    assert found[0] == RuleId.parse("616.1")
    # one card keeps its own order: its keywords, then its phrasings
    assert oracle.read([cards["Furnace of Rath"]]).telling[0] == RuleId.parse("614.1a")


def test_interactions_are_only_where_different_cards_meet(oracle, cards):
    assert oracle.read([cards["Furnace of Rath"], cards["Healing Salve"]]).interactions == [RuleId.parse("616.1")]
    assert oracle.read([cards["Furnace of Rath"]]).interactions == []  # one card interacts with nothing
    # two cards that both say "target" or both deal damage meet nowhere new
    assert oracle.read([cards["Lightning Bolt"], cards["Shock"]]).interactions == []


def test_a_stolen_creature_calls_on_summoning_sickness(oracle, cards):
    assert RuleId.parse("302.6") in oracle.read([cards["Control Magic"]]).telling


def test_oracle_terms_leave_out_the_cards_own_name(cards):
    terms = oracle_terms([cards["Lightning Bolt"], cards["Bonecrusher Giant // Stomp"]])
    assert "Lightning Bolt" not in terms[0] and "deals 3 damage to any target" in terms[0]
    assert "Bonecrusher Giant" not in terms[1] and "Stomp" not in terms[1]


def test_reminder_text_does_not_add_rules(oracle, cards):
    # Island's only text is reminder text "({T}: Add {U}.)": no activated-ability rules from it
    assert RuleId.parse("602.1") not in oracle.read([cards["Island"]]).telling


def test_rulings_are_ranked_against_the_question(cards):
    season = cards["Doubling Season"]
    best = rank_rulings("Does a planeswalker enter with double the loyalty counters?", season)
    assert best and "Planeswalkers will enter the battlefield with double" in best[0].text
    assert rank_rulings("Doubling Season", season) == []  # the card's own name says nothing
    assert len(rank_rulings("tokens counters planeswalker loyalty", season, k=2)) <= 2


def test_every_cards_keywords_and_first_phrasing_come_before_later_phrasings(oracle, cards):
    # Wild Beastmaster's many phrasings (603, 611, 613 ...) must not push the last card's own rules down
    found = oracle.read([cards["Wild Beastmaster"], cards["Doubling Season"], cards["Carnage Tyrant"]]).telling
    position = {rule: i for i, rule in enumerate(found)}
    assert position[RuleId.parse("702.11")] < 3  # Carnage Tyrant's hexproof, a keyword, leads
    assert position[RuleId.parse("614.1a")] < position[RuleId.parse("611.3a")]  # Doubling Season's first phrasing


def test_phrasings_most_cards_have_rank_apart(oracle, cards):
    # "deals 3 damage to any target": damage and targets are everywhere, so they feed oracle_common only
    bolt = [cards["Lightning Bolt"]]
    assert RuleId.parse("120.3") not in oracle.read(bolt).telling
    assert RuleId.parse("120.3") in oracle.read(bolt).common
    assert RuleId.parse("614.1a") not in oracle.read([cards["Doubling Season"]]).common
    # "lose all abilities" is rare and telling (Humility, layer 6); "gains" alone is everywhere
    assert RuleId.parse("613.1f") in oracle.read([cards["Humility"]]).telling
    assert RuleId.parse("613.1f") not in oracle.read([cards["Giant Growth"], cards["Spontaneous Flight"]]).telling


def test_a_state_trigger_finds_its_rule(oracle, cards):
    # "When Dark Depths has no ice counters on it": a state, not an event (603.8)
    assert RuleId.parse("603.8") in oracle.read([cards["Dark Depths"]]).telling
    assert RuleId.parse("603.8") not in oracle.read([cards["Mulldrifter"]]).telling


def test_a_keyword_the_cr_renamed_still_finds_its_rule(book, oracle, cards):
    # Spider Umbra's older Oracle text says "Totem armor"; the CR calls it Umbra Armor (702.89) and keeps
    # "Totem Armor (Obsolete)" in its glossary
    assert RuleId.parse("702.89") in oracle.read([cards["Spider Umbra"]]).telling
    assert RuleId.parse("702.89") not in OracleRules.from_rules(book.rules).read([cards["Spider Umbra"]]).telling


def test_a_blink_and_a_token_maker_meet_where_a_token_leaves_the_battlefield(oracle, cards):
    # Ephemerate returns what it exiled; Kiki-Jiki's token would not come back (111.8)
    found = oracle.read([cards["Ephemerate"], cards["Kiki-Jiki, Mirror Breaker"]]).interactions
    assert RuleId.parse("111.8") in found


def test_two_replacement_effects_meet_where_they_are_ordered(oracle, cards):
    # both say "instead", which alone would meet nowhere new; two replacement effects meet at 616.1
    read = oracle.read([cards["Doubling Season"], cards["Hardened Scales"]])
    assert read.interactions[0] == RuleId.parse("616.1") == read.telling[0]
    assert RuleId.parse("616.1") not in oracle.read([cards["Doubling Season"], cards["Lightning Bolt"]]).interactions


def test_an_exile_and_a_dies_trigger_meet_at_the_meaning_of_dies(oracle, cards):
    # Swords to Plowshares exiles: Solemn Simulacrum's "When … dies" does not trigger (700.4)
    read = oracle.read([cards["Swords to Plowshares"], cards["Solemn Simulacrum"]])
    assert RuleId.parse("700.4") in read.interactions


def test_a_copy_of_a_legend_meets_the_legend_rule(oracle, cards):
    read = oracle.read([cards["Clone"], cards["Kiki-Jiki, Mirror Breaker"]])
    assert RuleId.parse("704.5j") in read.interactions
