"""A situation that removes a named card ("destruyen Mirror Gallery"): its static ability no longer applies."""

from __future__ import annotations

import pytest

from answer import reasoners
from answer.analysis import analyse
from tests.answer.conftest import card_finder


@pytest.fixture(scope="module")
def ask(card_store):
    names = card_finder(card_store)

    def run(question: str, lang: str = "en"):
        frame = analyse(question, lang, names(question))
        return frame, reasoners.run(frame, card_store)

    return run


@pytest.mark.parametrize(
    ("question", "removed"),
    [
        (
            "Tengo Mirror Gallery y dos Thalia, Guardian of Thraben. Destruyen Mirror Gallery. ¿Qué pasa?",
            {"Mirror Gallery"},
        ),
        ("Doubling Season is destroyed in response to Raise the Alarm.", {"Doubling Season"}),
        ("My opponent exiles my Rest in Peace with Krosan Grip.", {"Rest in Peace"}),
        # a removal verb far from the name, or the name as the one that removes, removes nothing
        ("I sacrifice a creature while Rest in Peace is on the battlefield.", set()),
        ("Rest in Peace exiles the creature instead.", set()),
    ],
)
def test_the_cards_a_situation_removes(ask, question, removed):
    frame, _ = ask(question, "es" if "¿" in question else "en")
    assert set(frame.removed) == removed


def test_a_destroyed_mirror_gallery_no_longer_turns_the_legend_rule_off(ask):
    _, kept = ask(
        "Tengo Mirror Gallery y controlo dos Thalia, Guardian of Thraben. ¿Tengo que mandar una al cementerio?", "es"
    )
    assert kept.text.startswith("No.")
    _, gone = ask(
        "Tengo Mirror Gallery y controlo dos Thalia, Guardian of Thraben. Destruyen Mirror Gallery. "
        "¿Tengo que mandar una al cementerio?",
        "es",
    )
    assert gone.reasoner == "legend" and gone.text.startswith("Sí.") and "Eliges" in gone.text


def test_a_destroyed_doubling_season_doubles_nothing(ask):
    _, doubled = ask("I control Doubling Season and cast Raise the Alarm. How many tokens do I get?")
    assert "4" in doubled.text.split(".")[0]
    _, plain = ask(
        "I control Doubling Season and cast Raise the Alarm. In response my opponent destroys Doubling Season. "
        "How many tokens do I get?"
    )
    assert plain.reasoner == "replacement" and plain.text.startswith("You get 2 tokens")
    assert "113.6" in plain.text


def test_the_other_legend_being_the_opponents_means_each_keeps_theirs(ask):
    _, verdict = ask(
        "Tengo dos Thalia, Guardian of Thraben en el campo. La otra la controla mi oponente. ¿Qué pasa?", "es"
    )
    assert verdict.reasoner == "legend" and "Cada uno conserva el suyo" in verdict.text
