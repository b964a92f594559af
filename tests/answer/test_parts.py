"""Two-part questions: each asked part is found with the situation told before it, and the answer states each."""

from __future__ import annotations

import pytest

from answer.extractive import AbstainPolicy, ExtractiveComposer
from answer.parts import parts
from answer.verify import verify_citations
from index.cards import CardMatcher
from index.query import plan_query
from index.searcher import Hit, SearchResult
from ingest.ruleid import RuleId

SWORDS = (
    "They Swords my Sakura-Tribe Elder and I sac it in response. Do I still get the land? Do I gain life from Swords?"
)


@pytest.mark.parametrize(
    ("question", "asked", "situation"),
    [
        (SWORDS, ["Do I still get the land?", "Do I gain life from Swords?"], "I sac it in response."),
        ("Baneslayer Angel attacks and is blocked by Serra Angel. How much damage does Baneslayer take, and how much "
         "life do I gain?", ["How much damage does Baneslayer take?", "how much life do I gain?"], "Serra Angel."),
        ("Tengo Hardened Scales y lanzo Walking Ballista con X=2, ¿cuántos contadores tiene y quién decide el orden?",
         ["¿cuántos contadores tiene?", "¿quién decide el orden?"], "X=2,"),
        ("opp bolts my goyf, does it die, and how much life do I have?", ["does it die?", "how much life do I have?"],
         "opp bolts my goyf,"),
        # a condition pointing back at the first answer, then two more questions
        ("can my Vampire Nighthawk block their ground 5/5? if it does, does their guy die and how much life do i gain",
         ["can my Vampire Nighthawk block their ground 5/5?", "does their guy die?", "how much life do i gain?"], ""),
        # the last part typed without its "?"
        ("opp swords my solemn simulacrum. do i get the draw? and do i gain life",
         ["do i get the draw?", "do i gain life?"], "opp swords my solemn simulacrum."),
    ],
)  # fmt: skip
def test_each_asked_part_with_the_situation(question, asked, situation):
    found = parts(question)
    assert [part.asked for part in found] == asked
    assert all(part.question.endswith(part.asked) and situation in part.question for part in found)


@pytest.mark.parametrize(
    "question",
    [
        "Does Thalia die?",
        # a condition, then the question; and the same question reworded
        "What if I have Doubling Season? How many tokens?",
        "Can I respond to a Blood Artist trigger targeting me? Like, does it use the stack?",
        # "and" inside one question
        "Can I cast Giant Growth and Lightning Bolt in response?",
    ],
)
def test_a_question_that_asks_once_is_one_part(question):
    assert [part.asked for part in parts(question)] == [question]


def test_each_part_gets_its_own_verdict(card_store):
    """The land comes from the Elder's ability (it resolves without its source); the Swords has no target left."""
    matcher = CardMatcher.from_store(card_store)
    plan = plan_query(SWORDS, card_store.glossary, "en", matcher.find(SWORDS))
    result = SearchResult(plan, [Hit(RuleId.parse("608.2b"), 1.0, ("lexical",))], 1.0, {}, {})
    composed = ExtractiveComposer(card_store, AbstainPolicy(0.0, 0.0)).compose(SWORDS, result, "en")
    assert composed.verdict.startswith("Yes. Sakura-Tribe Elder's ability still resolves")
    assert "As for “Do I gain life from Swords?”: No. Swords to Plowshares doesn't resolve" in composed.verdict
    assert composed.reasoner == "source_gone+targets" and len(composed.steps) >= 4
    named = ["Sakura-Tribe Elder", "Swords to Plowshares"]
    valid, rejected = verify_citations(composed.citations, card_store, [rid for rid, _ in composed.evidence], named)
    assert valid and not rejected


def test_a_part_answered_yes_is_a_fact_for_the_next(card_store):
    """ "Can my Spider block it?" answered yes: the next part is asked with the Spider blocking."""
    question = "Serra Angel attacks me. Can my Giant Spider block it, and does the spider survive?"
    matcher = CardMatcher.from_store(card_store)
    plan = plan_query(question, card_store.glossary, "en", matcher.find(question))
    result = SearchResult(plan, [Hit(RuleId.parse("702.9b"), 1.0, ("lexical",))], 1.0, {}, {})
    composed = ExtractiveComposer(card_store, AbstainPolicy(0.0, 0.0)).compose(question, result, "en")
    assert composed.verdict.startswith("Yes. Giant Spider can block Serra Angel")
    assert "As for “does the spider survive?”: No. Giant Spider dies" in composed.verdict


def test_thirty_fifth_round_a_fizzle_told_is_not_the_part_asked(card_store):
    """ "He said the whole spell fizzles" is told; "do I still draw?" asks whether Electrolyze works: it does."""
    question = (
        "I cast Electrolyze splitting the damage between my opponent's two Llanowar Elves. In response he sacrificed "
        "one of them. He said the whole spell fizzles. What happens to the remaining elf, and do I still draw?"
    )
    matcher = CardMatcher.from_store(card_store)
    plan = plan_query(question, card_store.glossary, "en", matcher.find(question))
    result = SearchResult(plan, [Hit(RuleId.parse("608.2b"), 1.0, ("lexical",))], 1.0, {}, {})
    composed = ExtractiveComposer(card_store, AbstainPolicy(0.0, 0.0)).compose(question, result, "en")
    assert "As for “do I still draw?”: Yes." in composed.verdict, composed.verdict
