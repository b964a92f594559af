"""The general verdict: the sentence that fits the question type, with Yes/No from its polarity."""

from __future__ import annotations

from answer.analysis import analyse
from answer.text import Idf, stems
from answer.verdict import select
from ingest.ruleid import RuleId
from tests.answer.conftest import card_finder


def verdict(card_store, question: str, rule_ids: list[str], lang: str = "en"):
    frame = analyse(question, lang, card_finder(card_store)(question))
    rules = [card_store.rules[RuleId.parse(r)] for r in rule_ids]
    idf = Idf(rule.text for rule in card_store.rules.values())
    return select(frame, rules, card_store, idf, stems(question))


def test_yes_no_from_a_negative_sentence(card_store):
    found = verdict(card_store, "Can I cast a spell in response to a spell with split second?", ["702.61a", "702.61b"])
    assert found is not None and found.text.startswith("No. ") and "[702.61a]" in found.text


def test_yes_no_from_a_permissive_sentence(card_store):
    found = verdict(
        card_store, "Can I activate mana abilities while a split second spell is on the stack?", ["702.61a", "702.61b"]
    )
    assert found is not None and found.text.startswith("Yes. ") and "[702.61b]" in found.text


def test_consequence_over_definition(card_store):
    found = verdict(card_store, "deathtouch", ["702.2a", "702.2b", "702.2c"])
    assert found is not None and "is a static ability" not in found.text


def test_spanish_frame_around_an_english_quote(card_store):
    found = verdict(
        card_store, "¿Puedo lanzar hechizos con tiempo dividido (split second) en la pila?", ["702.61a"], "es"
    )
    # Spanish frame; the English-only rule text is quoted once and labeled as the official English text
    assert found is not None and found.text.startswith("No. “") and "[702.61a, texto oficial en inglés]" in found.text
