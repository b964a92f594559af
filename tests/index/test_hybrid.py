"""Fusion weights: what the channels weigh against each other."""

from __future__ import annotations

from index.hybrid import FusionWeights, rrf
from ingest.ruleid import RuleId


def _top(channels: dict[str, list[RuleId]], cards_named: bool) -> RuleId:
    weights = FusionWeights()
    scores = rrf(channels, weights.channel_weights(cards_named), weights.k)
    return max(scores, key=lambda rule: scores[rule])


def test_a_question_shape_keeps_its_voice_against_the_named_cards_rules():
    shape, card_rule, dense_rule = RuleId.parse("302.6"), RuleId.parse("303.4"), RuleId.parse("505.4")
    channels = {"intent": [shape], "oracle": [card_rule], "dense": [dense_rule, shape, card_rule]}
    # with cards named, the Oracle channels weigh 1.5 and 1.0: the intent weighs more too, and still leads
    assert _top(channels, cards_named=True) == shape
    # the same lists at the card-free weights let the card rule win
    assert FusionWeights().channel_weights(False)["intent"] < FusionWeights().channel_weights(True)["intent"]
    assert _top(channels, cards_named=False) == card_rule


def test_a_look_ups_question_shape_outweighs_passages_that_repeat_its_words():
    weights = FusionWeights()
    shape, echo = RuleId.parse("704.5d"), RuleId.parse("404.1")
    # "fichas en el cementerio": the passage channels find the zone's definition first, the intent the rule
    channels = {"intent": [shape], "dense": [echo], "lexical": [echo]}

    def top(lookup: bool) -> RuleId:
        scores = rrf(channels, weights.channel_weights(False, lookup), weights.k)
        return max(scores, key=lambda rule: scores[rule])

    assert top(lookup=True) == shape
    assert top(lookup=False) == echo
