"""The rule store: round trip and atomic replacement."""

from __future__ import annotations

import pytest

from ingest.errors import InputFormatError
from ingest.pipeline import build_store
from ingest.ruleid import RuleId
from ingest.store import RuleStore
from tests.conftest import CR_NEW, PAGES


@pytest.fixture(scope="module")
def store_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("store") / "rules.sqlite"
    build_store(path, CR_NEW, sorted(PAGES.glob("*.txt")))
    return path


def test_round_trip_keeps_rules_translations_and_glossary(store_path, book):
    store = RuleStore(store_path)
    assert len(store.rules) == len(book.rules)
    rule = store.get(RuleId.parse("608.2b"))
    assert rule == book.by_id()[RuleId.parse("608.2b")]
    assert store.translation(RuleId.parse("616.1e"), "es").text.startswith("Se puede elegir cualquiera")
    assert store.translation(RuleId.parse("608.2p"), "es") is None
    assert store.glossary_entry("active player").references == (RuleId.parse("102.1"),)
    assert store.edition.effective.isoformat() == "2026-06-19"
    assert store.children[RuleId.parse("608.2")][-1] == RuleId.parse("608.2p")


def test_failed_ingest_leaves_the_previous_store_intact(store_path, tmp_path):
    before = store_path.read_bytes()
    bad_page = tmp_path / "bad.txt"
    bad_page.write_text("Regla sin número\n", encoding="utf-8")
    with pytest.raises(InputFormatError):
        build_store(store_path, CR_NEW, [bad_page])
    assert store_path.read_bytes() == before
    assert [p.name for p in store_path.parent.iterdir()] == [store_path.name]
