"""Parse English "Rules glossary" pages: "↑ Section 608. …" then "608.3 …" / "- 608.3a … (refs: …)"."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ingest.errors import InputFormatError
from ingest.models import Rule
from ingest.ruleid import RuleId, RuleIdError
from ingest.textfile import read_lines

_PAGE_TITLE = "Rules glossary"
_SECTION_RE = re.compile(r"^↑\s*Section\s+(?P<id>\d{3})\.\s*(?P<title>.+)$")
_ITEM_RE = re.compile(r"^(?:-\s+)?(?P<id>\d{3}\.\d+[a-z]?)\.?\s+(?P<text>\S.*)$")
_REFS_RE = re.compile(r"\s*\(refs:\s*(?P<refs>[^)]*)\)\s*$")
_EXAMPLE_SPLIT_RE = re.compile(r"\s*Example:\s*")


@dataclass
class GlossaryPage:
    section: RuleId | None
    section_title: str | None
    rules: list[Rule]
    source: str


def parse_glossary_page(path: Path) -> GlossaryPage:
    lines = read_lines(path)
    numbered = [(i + 1, line.strip()) for i, line in enumerate(lines) if line.strip()]
    if numbered[0][1] != _PAGE_TITLE:
        raise InputFormatError(f"not a rules glossary page: line 1 should be {_PAGE_TITLE!r}", path, numbered[0][0])
    section: RuleId | None = None
    section_title: str | None = None
    rules: list[Rule] = []
    for number, line in numbered[1:]:
        heading = _SECTION_RE.match(line)
        if heading:
            section, section_title = RuleId.parse(heading["id"]), heading["title"].strip()
            continue
        item = _ITEM_RE.match(line)
        if not item:
            raise InputFormatError(f"expected '608.3a text…', found {line[:60]!r}", path, number)
        rules.append(_to_rule(item["id"], item["text"], number, path))
    return GlossaryPage(section, section_title, rules, str(path))


def _to_rule(rule_id: str, text: str, line: int, path: Path) -> Rule:
    references: tuple[RuleId, ...] = ()
    refs = _REFS_RE.search(text)
    if refs:
        text = text[: refs.start()]
        try:
            references = tuple(RuleId.parse(part) for part in refs["refs"].split(",") if part.strip())
        except RuleIdError as err:
            raise InputFormatError(f"bad id in (refs: …): {err}", path, line) from None
    body, *examples = _EXAMPLE_SPLIT_RE.split(text)
    return Rule(RuleId.parse(rule_id), body.strip(), None, tuple(e.strip() for e in examples), references, line)
