"""The official CR parser on both real editions."""

from __future__ import annotations

from datetime import date

import pytest

from ingest.cr import parse_cr_bytes
from ingest.errors import DuplicateRuleError, InputFormatError
from ingest.ruleid import RuleId, RuleKind
from tests.conftest import CR_NEW, CR_OLD

EXACT_TEXTS = {
    "608.2b": "If the spell or ability specifies targets, it checks whether the targets are still legal. A target that’s no longer in the zone it was in when it was targeted is illegal. Other changes to the game state may cause a target to no longer be legal; for example, its characteristics may have changed or an effect may have changed the text of the spell. If the source of an ability has left the zone it was in, its last known information is used during this process. If all its targets, for every instance of the word “target,” are now illegal, the spell or ability doesn’t resolve. It’s removed from the stack and, if it’s a spell, put into its owner’s graveyard. Otherwise, the spell or ability will resolve normally. Illegal targets, if any, won’t be affected by parts of a resolving spell’s effect for which they’re illegal. Other parts of the effect for which those targets are not illegal may still affect them. If the spell or ability creates any continuous effects that affect game rules (see rule 613.11), those effects don’t apply to illegal targets. If part of the effect requires information about an illegal target, it fails to determine any such information. Any part of the effect that requires that information won’t happen.",
    "616.1a": "If any of the replacement and/or prevention effects are self-replacement effects (see rule 614.15), one of them must be chosen. If not, proceed to rule 616.1b.",
    "616.1b": "If any of the replacement and/or prevention effects would modify under whose control an object would enter the battlefield, one of them must be chosen. If not, proceed to rule 616.1c.",
    "616.1c": "If any of the replacement and/or prevention effects would cause an object to become a copy of another object as it enters the battlefield, one of them must be chosen. If not, proceed to rule 616.1d.",
    "616.1d": "If any of the replacement and/or prevention effects would cause a card to enter the battlefield with its back face up, one of them must be chosen (See rule 701.27, “Transform,” and rule 701.28, “Convert.”). If not, proceed to 616.1e.",
    "616.1e": "Any of the applicable replacement and/or prevention effects may be chosen.",
    "616.1f": "Once the chosen effect has been applied, this process is repeated (taking into account only replacement or prevention effects that would now be applicable) until there are no more left to apply.",
    "616.1g": "While following the steps in 616.1a–f, one replacement or prevention effect may apply to an event, and another may apply to an event contained within the first event. In this case, the second effect can’t be chosen until after the first effect has been chosen.",
    "601.3a": "If an effect prohibits a player from casting a spell with certain qualities, that player may consider any choices to be made during that spell’s proposal that may cause those qualities to change. If any such choices could cause that effect to no longer prohibit that player from casting that spell, the player may begin to cast the spell, ignoring the effect.",
    "601.3b": "If an effect allows a player to cast a spell with certain qualities as though it had flash, that player may consider any choices to be made during that spell’s proposal that may cause that spell’s qualities to change. If any such choices could cause that effect to apply, that player may begin to cast that spell as though it had flash.",
    "601.3c": "If an effect allows a player to cast a spell as though it had flash only if an alternative or additional cost is paid, that player may begin to cast that spell as though it had flash.",
    "601.3d": "If a spell would have flash only if certain conditions are met, its controller may begin to cast that spell as though it had flash if those conditions are met.",
    "601.3e": "Some rules and effects state that an alternative set of characteristics or a subset of characteristics are considered to determine if a card or copy of a card is legal to cast. These alternative characteristics replace the object’s characteristics for this determination. Continuous effects that would apply to that object once it has those characteristics are also considered.",
    "601.3f": "Some effects allow a player to cast a spell with certain qualities from among face-down cards in exile. A player may begin to cast such a spell only if they can look at the face-down card in exile.",
}
EXAMPLE_COUNTS = {
    "608.2b": 2,
    "616.1a": 0,
    "616.1b": 0,
    "616.1c": 0,
    "616.1d": 0,
    "616.1e": 0,
    "616.1f": 2,
    "616.1g": 1,
    "601.3a": 1,
    "601.3b": 1,
    "601.3c": 0,
    "601.3d": 0,
    "601.3e": 2,
    "601.3f": 0,
}


def test_new_edition_counts_every_numbered_item(book):
    kinds = [rule.kind for rule in book.rules]
    assert kinds.count(RuleKind.SECTION) == 147
    assert kinds.count(RuleKind.RULE) == 1169
    assert kinds.count(RuleKind.SUBRULE) == 1983
    assert len(book.glossary) == 735
    assert book.edition.effective == date(2026, 6, 19)
    assert book.edition.sha256 == "e99cd70eb64ca854acb6420ebbf06e369e3f258e0cfba4f03f70bd881386f79b"


def test_old_edition_counts(old_book):
    kinds = [rule.kind for rule in old_book.rules]
    assert (kinds.count(RuleKind.RULE), kinds.count(RuleKind.SUBRULE), len(old_book.glossary)) == (1164, 1973, 730)
    assert old_book.edition.effective == date(2026, 4, 17)


@pytest.mark.parametrize("rule_id", sorted(EXACT_TEXTS))
def test_exact_rule_texts_and_examples(book, rule_id):
    rule = book.by_id()[RuleId.parse(rule_id)]
    assert rule.text == EXACT_TEXTS[rule_id]
    assert len(rule.examples) == EXAMPLE_COUNTS[rule_id]
    raw_lines = CR_NEW.read_text(encoding="utf-8-sig").splitlines()
    assert f"{rule_id} {rule.text}" in raw_lines


def test_examples_are_kept_apart_from_text(book):
    rule = book.by_id()[RuleId.parse("608.2b")]
    assert rule.examples[0].startswith("Sorin’s Thirst is a black instant")
    assert "Example" not in rule.text


def test_sections_and_titled_rules_have_titles(book):
    rules = book.by_id()
    assert rules[RuleId.parse("608")].title == "Resolving Spells and Abilities"
    assert rules[RuleId.parse("702.19")].title == "Trample"
    assert rules[RuleId.parse("608.2")].title is None
    assert book.chapters[6] == "Spells, Abilities, and Effects"


def test_parents_follow_the_numbering(book):
    rule = book.by_id()[RuleId.parse("608.2b")]
    assert rule.parent == RuleId.parse("608.2")
    assert [str(c.id) for c in book.children(RuleId.parse("616.1"))] == [f"616.1{c}" for c in "abcdefg"]


def test_ranges_expand_over_real_siblings_skipping_l_and_o(book):
    rules = book.by_id()
    refs = [str(r) for r in rules[RuleId.parse("608.2")].references]
    assert refs == [
        "608.2a",
        "608.2b",
        "608.2c",
        "608.2d",
        "608.2e",
        "608.2f",
        "608.2g",
        "608.2h",
        "608.2i",
        "608.2j",
        "608.2k",
        "608.2m",
        "608.2n",
        "608.2p",
    ]
    assert [str(r) for r in rules[RuleId.parse("608.3")].references] == [
        "608.3a",
        "608.3b",
        "608.3c",
        "608.3d",
        "608.3e",
    ]
    assert "601.2i" in [str(r) for r in rules[RuleId.parse("608.2g")].references]


def test_references_include_sections_named_as_rules(book):
    rule = book.by_id()[RuleId.parse("608.3d")]
    assert RuleId.parse("730") in rule.references


def test_glossary_entries_carry_their_rules(book):
    entries = {entry.term: entry for entry in book.glossary}
    assert entries["Abandon"].references == (RuleId.parse("701.33"),)
    assert "Ability" in entries and entries["Ability"].definition.startswith("1. Text on an object")


def test_introduction_and_contents_are_not_rules(book):
    assert book.rules[0].id == RuleId.parse("100")
    assert all("This document is the ultimate authority" not in rule.text for rule in book.rules)


def test_continuation_lines_join_their_rule(book):
    rule = book.by_id()[RuleId.parse("205.4c")]
    assert "Cards printed in sets prior to the Eighth Edition" in rule.text


def test_lf_and_no_bom_parse_the_same(book):
    raw = CR_NEW.read_bytes()
    plain = raw.removeprefix(b"\xef\xbb\xbf").replace(b"\r\n", b"\n")
    other = parse_cr_bytes(plain)
    assert [(r.id, r.text, r.examples) for r in other.rules] == [(r.id, r.text, r.examples) for r in book.rules]


def test_empty_file_is_refused():
    with pytest.raises(InputFormatError, match="empty"):
        parse_cr_bytes(b"\xef\xbb\xbf\r\n  \r\n", "empty.txt")


def test_a_file_that_is_not_the_cr_is_refused():
    with pytest.raises(InputFormatError, match="not a Comprehensive Rules file") as err:
        parse_cr_bytes(b"Some other document\nwith text\n", "other.txt")
    assert err.value.line == 1


def test_truncated_file_is_refused_with_its_last_line():
    raw = CR_NEW.read_bytes()
    cut = raw[: len(raw) // 2]
    with pytest.raises(InputFormatError, match="truncated") as err:
        parse_cr_bytes(cut, "half.txt")
    assert err.value.line and err.value.line > 1000


def test_cp1252_file_is_refused_with_the_line_of_the_bad_byte():
    text = CR_NEW.read_text(encoding="utf-8-sig")
    raw = text.encode("cp1252", errors="replace")
    with pytest.raises(InputFormatError, match="not valid UTF-8") as err:
        parse_cr_bytes(raw, "cp1252.txt")
    assert err.value.line == 7  # the ™ in the Introduction's first sentence


def test_duplicate_rule_ids_are_refused_with_both_lines():
    raw = CR_NEW.read_bytes()
    line = b"608.2b If the spell or ability specifies targets"
    position = raw.index(line)
    duplicated = raw[:position] + b"608.2a Duplicate.\r\n\r\n" + raw[position:]
    with pytest.raises(DuplicateRuleError, match="duplicate rule id 608.2a") as err:
        parse_cr_bytes(duplicated, "dup.txt")
    assert err.value.line == 2789


def test_old_file_fixture_is_the_official_bytes():
    import hashlib

    assert (
        hashlib.sha256(CR_OLD.read_bytes()).hexdigest()
        == "afd833c5a44c614b7af620befd5a6b8820dcc29f54b9c19899dd467d6975162e"
    )
