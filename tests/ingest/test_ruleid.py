"""Rule ids: one type, parsed in one place."""

from __future__ import annotations

import pytest

from ingest.ruleid import (
    RuleId,
    RuleIdError,
    RuleKind,
    expand_range,
    find_mentions,
    find_references,
    ids_in_text,
    letters,
    without_ids,
    without_prefix,
)


@pytest.mark.parametrize(
    ("text", "kind", "canonical"),
    [
        ("608", RuleKind.SECTION, "608"),
        ("608.2", RuleKind.RULE, "608.2"),
        ("608.2.", RuleKind.RULE, "608.2"),
        ("608.2b", RuleKind.SUBRULE, "608.2b"),
        ("Rule 702.19", RuleKind.RULE, "702.19"),
        ("regla 616.1e", RuleKind.SUBRULE, "616.1e"),
        ("CR 613.1f", RuleKind.SUBRULE, "613.1f"),
    ],
)
def test_parse_known_forms(text, kind, canonical):
    rule_id = RuleId.parse(text)
    assert rule_id.kind is kind
    assert str(rule_id) == canonical


@pytest.mark.parametrize("text", ["", "60", "608.2l", "608.2o", "999.99zz", "../../etc", "608.2bb", "abc"])
def test_malformed_ids_are_refused(text):
    with pytest.raises(RuleIdError):
        RuleId.parse(text)


def test_ordering_is_cr_order():
    ids = [RuleId.parse(x) for x in ["608.10", "608.2b", "608", "608.2", "607.1a", "608.2a"]]
    assert [str(x) for x in sorted(ids)] == ["607.1a", "608", "608.2", "608.2a", "608.2b", "608.10"]


def test_parent_chain():
    assert [str(x) for x in RuleId.parse("608.2b").ancestors()] == ["608.2", "608"]


def test_letters_skip_l_and_o():
    assert letters(14) == list("abcdefghijkmnp")


def test_ranges_without_known_rules_skip_l_and_o():
    assert [str(x) for x in find_references("608.2c–m")] == [f"608.2{ch}" for ch in "cdefghijkm"]
    assert [str(x) for x in find_references("702.19-702.21")] == ["702.19", "702.20", "702.21"]


def test_backwards_range_is_refused():
    with pytest.raises(RuleIdError):
        expand_range(RuleId.parse("608.2m"), "c")


def test_references_in_running_text():
    text = "as described in rules 608.3a and b, see rule 730, “Merging,” and rules 601.2a–c; not 100 cards"
    assert [str(x) for x in find_references(text)] == ["608.3a", "608.3b", "730", "601.2a", "601.2b", "601.2c"]


def test_a_chapter_named_as_a_section_is_read_as_its_first_section():
    # the glossary's "Phase": "See section 5, “Turn Structure.”"; "section 5.1" and "rule 5" are no chapters
    text = "A subsection of a turn. See section 5, “Turn Structure,” and rule 702.26; not section 5.1 or rule 5"
    assert [str(x) for x in find_references(text)] == ["500", "702.26"]


def test_and_a_after_an_id_is_not_a_letter():
    assert [str(x) for x in find_references("see rule 608.2b and a player may")] == ["608.2b"]


@pytest.mark.parametrize("text", ["608." + "2" * 4400, "٦٠٨.٢b", "６０８", "608.12345", "6" * 50])
def test_overlong_and_non_ascii_ids_are_refused_as_rule_id_errors(text):
    with pytest.raises(RuleIdError):
        RuleId.parse(text)
    assert RuleId.try_parse(text) is None
    assert find_references(f"see rule {text} now") == []


@pytest.mark.parametrize("text", ["608.", "608\n", " 608.2b", "rule 608.2b", "608.2b."])
def test_canonical_form_is_the_cr_spelling_only(text):
    with pytest.raises(RuleIdError):
        RuleId.parse_canonical(text)
    assert RuleId.parse_canonical("608.2B") == RuleId.parse("608.2b")


def test_mentions_in_a_question_take_sections_after_a_word_in_any_case():
    assert [str(x) for x in find_mentions("CR 702 and Regla 730, also 608.2b; not 100 cards")] == [
        "608.2b",
        "702",
        "730",
    ]
    assert without_ids("que dice la regla 608.2c–m y 702") == "que dice la regla   y  "
    assert without_prefix("Reglas 608.2") == "608.2" and RuleId.parse("rules 608.2b") == RuleId(608, 2, "b")


def test_ids_in_running_text_are_only_well_formed_ones():
    assert ids_in_text("as 608.2b says, not 608.12345 nor ٦٠٨.٢b nor v1.608.2") == {RuleId(608, 2, "b")}
