"""`judge ingest`, `judge rule`, `judge diff` as a user runs them."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.conftest import CR_NEW, CR_OLD, ROOT


def judge(*args: str, data_dir, check: bool = True) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "JUDGE_DATA_DIR": str(data_dir)}
    result = subprocess.run([sys.executable, "-m", "app.cli", *args], capture_output=True, text=True, env=env, cwd=ROOT)
    if check:
        assert result.returncode == 0, result.stderr
    return result


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory):
    path = tmp_path_factory.mktemp("var")
    out = judge("ingest", data_dir=path).stdout
    assert "1169 rules, 1983 sub-rules, 735 glossary terms" in out
    assert "608.2p: no Spanish paragraph" in out
    assert "Spanish text for 37 of 3152 rules and sub-rules" in out
    assert "Spanish titles for 415 of 415 sections and titled rules" in out
    assert "21147 cards with 38785 rulings from 1 card file(s) dated 2020-11-10; 137 cards named" in out
    return path


def test_rule_616_1e_shows_text_parents_and_spanish(data_dir):
    out = judge("rule", "616.1e", data_dir=data_dir).stdout
    assert "Any of the applicable replacement and/or prevention effects may be chosen." in out
    assert "616. Interaction of Replacement and/or Prevention Effects" in out
    assert "Se puede elegir cualquiera de los efectos de reemplazo" in out


def test_rule_json_has_children_and_translations(data_dir):
    payload = json.loads(judge("rule", "608.2", "--json", data_dir=data_dir).stdout)
    assert payload["children"][-1] == "608.2p"
    assert payload["translations"]["es"]["text"].startswith("Si el objeto que se está resolviendo")
    assert payload["edition"] == "2026-06-19"


def test_unknown_and_malformed_rule_ids_are_one_line_errors(data_dir):
    missing = judge("rule", "999.9", data_dir=data_dir, check=False)
    assert missing.returncode == 2 and missing.stderr.strip().count("\n") == 0
    assert "not in the CR" in missing.stderr
    malformed = judge("rule", "608.2zz", data_dir=data_dir, check=False)
    assert malformed.returncode == 2 and "not a rule id" in malformed.stderr and "Traceback" not in malformed.stderr


def test_diff_between_editions_lists_the_17_added_rules(tmp_path):
    out = judge("diff", str(CR_OLD), str(CR_NEW), data_dir=tmp_path).stdout
    assert "17 added, 2 removed, 29 changed" in out
    for added in ("601.7a", "601.7b", "701.69", "702.193", "702.194", "111.10w"):
        assert f"  {added}  " in out
    payload = json.loads(judge("diff", str(CR_OLD), str(CR_NEW), "--json", data_dir=tmp_path).stdout)
    assert [r["id"] for r in payload["removed"]] == ["601.5a", "601.6b"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "file is empty"),
        (b"Hello\r\nworld\r\n", "not a Comprehensive Rules file"),
        (
            "Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of June 19, 2026.\n\nCaf\xe9\n".encode(
                "cp1252"
            ),
            "not valid UTF-8",
        ),
    ],
)
def test_bad_cr_files_fail_cleanly_and_keep_the_old_store(data_dir, tmp_path, content, message):
    bad = tmp_path / "bad.txt"
    bad.write_bytes(content)
    store = data_dir / "rules.sqlite"
    before = store.read_bytes()
    result = judge("ingest", "--cr", str(bad), data_dir=data_dir, check=False)
    assert result.returncode == 2
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith(f"judge: error: {bad}") and message in last
    assert "Traceback" not in result.stderr
    assert store.read_bytes() == before


def test_truncated_cr_is_refused(tmp_path):
    half = tmp_path / "half.txt"
    half.write_bytes(CR_NEW.read_bytes()[:400_000])
    result = judge("ingest", "--cr", str(half), "--out", str(tmp_path / "x.sqlite"), data_dir=tmp_path, check=False)
    assert result.returncode == 2 and "truncated" in result.stderr
    assert not (tmp_path / "x.sqlite").exists()


def test_page_without_rule_number_is_refused(tmp_path):
    page = tmp_path / "page.txt"
    page.write_text("Regla · Sin número\nTexto\n", encoding="utf-8")
    result = judge("ingest", "--page", str(page), data_dir=tmp_path, check=False)
    assert result.returncode == 2 and f"{page}:1:" in result.stderr


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("cards.json", b'[\n{"object": "card", "name": "x",\n', "cards.json:3: not a JSON card file"),
        ("cards.json.gz", b"\x1f\x8b\x08\x00garbage", "cards.json.gz: corrupt or truncated"),
        ("cards.json", b'{"data": {"Clone": "text"}}', "MTGJSON entry 'Clone' should be"),
        ("cards.json", b'{"cards": []}', "expected a Scryfall oracle-cards"),
        ("missing.json", None, "missing.json: file not found"),
    ],
)
def test_bad_card_files_fail_cleanly_and_keep_the_old_store(data_dir, tmp_path, name, content, message):
    bad = tmp_path / name
    if content is not None:
        bad.write_bytes(content)
    store = data_dir / "rules.sqlite"
    before = store.read_bytes()
    result = judge("ingest", "--cards", str(bad), data_dir=data_dir, check=False)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith("judge: error: ") and message in last
    assert store.read_bytes() == before
