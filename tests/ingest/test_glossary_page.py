"""English "Rules glossary" pages (seed 002)."""

from __future__ import annotations

import pytest

from ingest.errors import InputFormatError
from ingest.glossary_page import parse_glossary_page
from ingest.ruleid import RuleId
from tests.conftest import PAGES


def test_glossary_page_matches_the_cr(book):
    page = parse_glossary_page(PAGES / "en-glossary-608.txt")
    assert page.section == RuleId.parse("608") and page.section_title == "Resolving Spells and Abilities"
    assert [str(r.id) for r in page.rules] == ["608.3", *(f"608.3{c}" for c in "abcdefg")]
    official = book.by_id()
    for rule in page.rules:
        assert (rule.text, rule.examples) == (official[rule.id].text, official[rule.id].examples)


def test_refs_are_read_and_stripped_from_the_text():
    rules = {str(r.id): r for r in parse_glossary_page(PAGES / "en-glossary-608.txt").rules}
    assert [str(x) for x in rules["608.3b"].references] == ["702.103e", "702.140b", "608.3a"]
    assert "(refs:" not in rules["608.3b"].text
    assert rules["608.3e"].examples[0].startswith("Worms of the Earth has the ability")


def test_a_line_that_is_not_a_rule_is_refused_with_its_line(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("Rules glossary\n↑ Section 608. Resolving\n- 608.3a Fine.\nnot a rule line\n", encoding="utf-8")
    with pytest.raises(InputFormatError) as err:
        parse_glossary_page(bad)
    assert err.value.line == 4
