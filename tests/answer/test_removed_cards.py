"""A situation that removes a named card ("destruyen Mirror Gallery"): its static ability no longer applies."""

from __future__ import annotations

import pytest


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
    assert gone.reasoner == "legend" and gone.text.startswith("Sí.") and "eliges" in gone.text


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


@pytest.mark.parametrize(
    ("question", "lang", "opening", "rule"),
    [
        (
            "Mi oponente tiene Leyline of Sanctity en el campo. ¿Puedo lanzarle un Lightning Bolt a él?",
            "es",
            "No.",
            "702.11c",
        ),
        ("My opponent controls Leyline of Sanctity. Can I Bolt him?", "en", "No.", "702.11c"),
        ("I have Leyline of Sanctity. Can I target myself with Lightning Bolt?", "en", "Yes.", "702.11c"),
        # the player is shielded, not what they control
        ("My opponent controls Leyline of Sanctity. Can I Bolt his Grizzly Bears?", "en", "Yes.", "702.11c"),
    ],
)
def test_a_player_with_hexproof_from_a_card(ask, question, lang, opening, rule):
    _, verdict = ask(question, lang)
    assert verdict.reasoner == "targets" and verdict.text.startswith(opening) and f"[{rule}]" in verdict.text


def test_player_hexproof_does_not_fire_without_the_card_or_in_response(ask):
    _, verdict = ask("Can I Bolt my opponent?")
    assert verdict is None or "702.11c" not in verdict.text
    _, verdict = ask(
        "My opponent controls Leyline of Sanctity. I Bolt his Grizzly Bears and in response he sacrifices it."
    )
    assert verdict is None or "702.11c" not in verdict.text
