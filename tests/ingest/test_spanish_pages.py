"""Spanish rule pages: parsing the seed format and aligning unlettered paragraphs to CR ids."""

from __future__ import annotations

from pathlib import Path

import pytest

from ingest.align import align_page
from ingest.errors import InputFormatError
from ingest.ruleid import RuleId
from ingest.spanish_page import parse_spanish_page
from tests.conftest import PAGES


def test_page_with_footer_drops_site_chrome():
    page = parse_spanish_page(PAGES / "es-616.1.txt")
    assert page.rule == RuleId.parse("616.1")
    assert page.title == "Interacción de efectos de reemplazo y/o prevención"
    assert len(page.subrules) == 7
    everything = " ".join(p.text for p in page.subrules) + " ".join(e for p in page.subrules for e in p.examples)
    assert "Pregunta al juez" not in everything and "Gatewatch" not in everything


def test_examples_belong_to_the_preceding_paragraph():
    page = parse_spanish_page(PAGES / "es-608.2.txt")
    assert len(page.subrules) == 13
    assert [len(p.examples) for p in page.subrules] == [0, 2, 0, 1, 0, 2, 0, 0, 1, 1, 1, 0, 0]
    assert page.subrules[1].examples[0].startswith("Sorin’s Thirst es un instantáneo negro")


@pytest.mark.parametrize(
    ("name", "expected"),
    [("es-608.3.txt", "abcdefg"), ("es-601.3.txt", "abcdef"), ("es-616.1.txt", "abcdefg")],
)
def test_equal_counts_align_in_order(book, name, expected):
    alignment = align_page(parse_spanish_page(PAGES / name), book)
    assert "".join(str(p.rule)[-1] for p in alignment.pairs) == expected
    assert alignment.untranslated == [] and alignment.unmatched == []


def test_608_2_page_with_a_missing_paragraph_reports_608_2p(book):
    alignment = align_page(parse_spanish_page(PAGES / "es-608.2.txt"), book)
    assert [str(p.rule) for p in alignment.pairs] == [f"608.2{c}" for c in "abcdefghijkmn"]
    assert alignment.untranslated == [RuleId.parse("608.2p")]
    assert alignment.report() == [f"608.2p: no Spanish paragraph on {PAGES / 'es-608.2.txt'}"]
    by_rule = {str(t.rule): t for t in alignment.translations()}
    assert by_rule["608.2"].text.startswith("Si el objeto que se está resolviendo es un hechizo instantáneo")
    assert by_rule["608.2n"].text.startswith("Como parte final de la resolución")


@pytest.mark.parametrize("dropped", [1, 2, 3, 4, 5])
def test_a_paragraph_dropped_from_the_middle_is_found(book, tmp_path, dropped):
    """616.1 has seven paragraphs (a–g); each middle one, dropped in turn, is reported as untranslated."""
    page_lines = (PAGES / "es-616.1.txt").read_text(encoding="utf-8").splitlines()
    page = parse_spanish_page(PAGES / "es-616.1.txt")
    assert len(page.subrules) == 7
    removed = page.subrules[dropped]
    kept = [
        line
        for number, line in enumerate(page_lines, start=1)
        if number != removed.line and line.removeprefix("Ejemplo: ") not in removed.examples
    ]
    edited = tmp_path / "page.txt"
    edited.write_text("\n".join(kept), encoding="utf-8")
    alignment = align_page(parse_spanish_page(edited), book)
    letter = "abcdefg"[dropped]
    assert alignment.untranslated == [RuleId.parse(f"616.1{letter}")]
    assert [str(p.rule) for p in alignment.pairs] == [f"616.1{c}" for c in "abcdefg" if c != letter]


def test_header_without_rule_number_is_refused(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("Regla · Resolver hechizos\nTexto.\nSubreglas\nUno.\n", encoding="utf-8")
    with pytest.raises(InputFormatError, match="header should read") as err:
        parse_spanish_page(bad)
    assert err.value.line == 1


def test_empty_page_is_refused(tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    with pytest.raises(InputFormatError, match="empty"):
        parse_spanish_page(Path(empty))
