"""Rule ids in generated text: verified ones stay, others go, streaming or not."""

from __future__ import annotations

import random

from answer.citations import StreamingSanitizer, sanitize
from answer.verify import StreamingQuoteCheck, check_quotes
from ingest.ruleid import RuleId

ALLOWED = {RuleId.parse(x) for x in ["616.1", "616.1e", "608.2b"]}


def valid(rule_id: RuleId) -> bool:
    return rule_id in ALLOWED


def test_valid_citations_stay_and_invalid_ones_go():
    result = sanitize("The controller chooses [616.1]. Then any effect [616.1e, 999.9]. See also [100.1].", valid)
    assert result.text == "The controller chooses [616.1]. Then any effect [616.1e]. See also."
    assert result.cited == [RuleId.parse("616.1"), RuleId.parse("616.1e")]
    assert result.dropped == ["999.9", "100.1"]


def test_bare_unverified_ids_are_masked_and_other_brackets_kept():
    result = sanitize("Per rule 999.99 and rule 608.2b, [Clone] copies. Regla 616.1e.", valid)
    assert "999.99" not in result.text and "[?]" in result.text
    assert "608.2b" in result.text and "[Clone]" in result.text and "616.1e" in result.text


def test_streaming_in_any_split_equals_the_whole():
    text = "Two effects [616.1] apply; the rule [61" + "6.1e] says any. Bad [999.9] and 123.45z here. Fine 608.2b."
    whole = sanitize(text, valid).text
    rng = random.Random(7)
    for _ in range(200):
        cuts = sorted(rng.sample(range(1, len(text)), rng.randint(1, 12)))
        pieces = [text[i:j] for i, j in zip([0, *cuts], [*cuts, len(text)], strict=True)]
        sanitizer = StreamingSanitizer(valid)
        streamed = "".join(sanitizer.feed(piece) for piece in pieces) + sanitizer.flush()
        assert streamed == whole
        assert "999.9" not in streamed and "123.45" not in streamed


def test_an_overlong_or_lookalike_id_in_generated_text_is_masked_not_an_error():
    result = sanitize("Rule 608." + "2" * 4400 + " and [608." + "3" * 50 + "] and ٦٠٨.٢b say so [616.1].", valid)
    assert result.text.count("[?]") == 2 and "[616.1]" in result.text and "٦٠٨" not in result.text
    assert all(len(dropped) <= 21 for dropped in result.dropped)


TEXTS = {
    RuleId.parse("616.1e"): ["Any of the applicable replacement and/or prevention effects may be chosen."],
    RuleId.parse("608.2b"): [
        "If the spell or ability specifies targets, it checks whether the targets are still legal."
    ],
}


def sources(rule_id: RuleId) -> list[str]:
    return TEXTS.get(rule_id, [])


def test_made_up_quotes_are_removed_and_their_rules_stop_counting():
    text = (
        'Rule [608.2b] says: "Illegal targets are exiled and the caster draws seven cards." '
        'But [616.1e] says "any of the applicable replacement and/or prevention effects may be chosen." '
        'It "checks whether the targets are still legal" (608.2b); a "Clone" [608.2b] is a card name.'
    )
    check = check_quotes(text, sources)
    assert "draws seven" not in check.text and check.text.startswith("Rule [608.2b] says: [?] But")
    assert check.made_up == ["Illegal targets are exiled and the caster draws seven cards."]
    assert "may be chosen" in check.text and "still legal" in check.text and '"Clone"' in check.text
    assert check.supported == {RuleId.parse("616.1e"), RuleId.parse("608.2b")}  # 608.2b: its later sentence
    alone = check_quotes('Rule [608.2b] says: "Illegal targets are exiled. The caster draws."', sources)
    assert alone.supported == set() and alone.text == "Rule [608.2b] says: [?]"


def test_quote_check_in_any_split_equals_the_whole():
    text = (
        'First [616.1e]: "Any of the applicable replacement … effects may be chosen." Then '
        '[608.2b] "the caster draws. Seven cards." ends. Plain sentence!\nA “checks whether the targets” [608.2b].'
    )
    whole = check_quotes(text, sources)
    assert whole.made_up == ["the caster draws. Seven cards."]
    rng = random.Random(11)
    for _ in range(200):
        cuts = sorted(rng.sample(range(1, len(text)), rng.randint(1, 12)))
        stream = StreamingQuoteCheck(sources)
        pieces = [text[i:j] for i, j in zip([0, *cuts], [*cuts, len(text)], strict=True)]
        streamed = "".join(stream.feed(piece) for piece in pieces) + stream.flush()
        assert streamed == whole.text == stream.result.text
        assert stream.result.made_up == whole.made_up and stream.result.supported == whole.supported
        assert "caster draws" not in streamed
