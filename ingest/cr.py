"""Parse the official Comprehensive Rules TXT into numbered rules and glossary entries.

The published file is: title, "These rules are effective as of …", Introduction,
Contents (a table of contents we skip), the numbered rules, Glossary, Credits.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path

from ingest.errors import DuplicateRuleError, InputFormatError
from ingest.models import Edition, GlossaryEntry, Rule, RuleBook
from ingest.ruleid import RuleId, RuleKind, find_references
from ingest.textfile import decode_lines, read_bytes

_TITLE_LINE = "Magic: The Gathering Comprehensive Rules"
_EFFECTIVE_RE = re.compile(r"These rules are effective as of (\w+ \d{1,2}, \d{4})\.")
_CHAPTER_RE = re.compile(r"^(\d)\. (\S.*)$")
_SECTION_RE = re.compile(r"^(\d{3})\. (\S.*)$")
_RULE_RE = re.compile(r"^(\d{3}\.\d+)\. (\S.*)$")
_SUBRULE_RE = re.compile(r"^(\d{3}\.\d+[a-z])\.? (\S.*)$")
_EXAMPLE_PREFIX = "Example: "
_TITLE_MAX_CHARS = 60


@dataclass
class _Item:
    id: RuleId
    line: int
    text_parts: list[str]
    examples: list[str] = field(default_factory=list)


def parse_cr_file(path: Path) -> RuleBook:
    return parse_cr_bytes(read_bytes(path), source=str(path))


def parse_cr_bytes(raw: bytes, source: str = "<input>") -> RuleBook:
    lines = decode_lines(raw, source)
    effective = _read_effective_date(lines, source)
    body_start, glossary_start, credits_start = _locate_parts(lines, source)
    rules, chapters = _parse_rules(lines, body_start, glossary_start, source)
    known = {rule.id for rule in rules}
    rules = [_with_references(rule, known) for rule in rules]
    glossary = _parse_glossary(lines, glossary_start + 1, credits_start, known)
    edition = Edition(effective=effective, source=source, sha256=hashlib.sha256(raw).hexdigest())
    return RuleBook(edition=edition, rules=rules, glossary=glossary, chapters=chapters)


def _read_effective_date(lines: list[str], source: str) -> date:
    head = [line.strip() for line in lines[:10] if line.strip()]
    if not head or head[0] != _TITLE_LINE:
        raise InputFormatError(f"not a Comprehensive Rules file: line 1 should be {_TITLE_LINE!r}", source, 1)
    for number, line in enumerate(lines[:20], start=1):
        match = _EFFECTIVE_RE.search(line)
        if match:
            try:
                return datetime.strptime(match[1], "%B %d, %Y").date()
            except ValueError:
                raise InputFormatError(f"unreadable effective date {match[1]!r}", source, number) from None
    raise InputFormatError("no 'These rules are effective as of …' line near the top", source)


def _locate_parts(lines: list[str], source: str) -> tuple[int, int, int]:
    """Line indexes of the first numbered rule's chapter heading, the Glossary and the Credits."""
    first_rule = next((i for i, line in enumerate(lines) if _RULE_RE.match(line)), None)
    if first_rule is None:
        raise InputFormatError("no numbered rules found (is this the CR text?)", source)
    body_start = first_rule
    while body_start > 0 and (
        not lines[body_start - 1].strip()
        or _SECTION_RE.match(lines[body_start - 1])
        or _CHAPTER_RE.match(lines[body_start - 1])
    ):
        body_start -= 1
    glossary = [i for i, line in enumerate(lines) if line.strip() == "Glossary" and i > first_rule]
    credits = [i for i, line in enumerate(lines) if line.strip() == "Credits" and i > first_rule]
    if not glossary:
        raise InputFormatError(
            f"truncated: the rules stop at line {len(lines)} and no Glossary follows", source, len(lines)
        )
    if not credits or credits[-1] < glossary[-1]:
        raise InputFormatError(
            f"truncated: the Glossary runs to line {len(lines)} and no Credits follow", source, len(lines)
        )
    return body_start, glossary[-1], credits[-1]


def _parse_rules(lines: list[str], start: int, stop: int, source: str) -> tuple[list[Rule], dict[int, str]]:
    items: list[_Item] = []
    seen: dict[RuleId, int] = {}
    chapters: dict[int, str] = {}
    titles: dict[RuleId, str] = {}
    for index in range(start, stop):
        line = lines[index].strip()
        number = index + 1
        if not line:
            continue
        parsed = _classify(line)
        if parsed is None:
            if line.startswith(_EXAMPLE_PREFIX) or line.startswith("Example:"):
                if not items:
                    raise InputFormatError("an Example before any rule", source, number)
                items[-1].examples.append(line.removeprefix("Example:").strip())
            elif (chapter := _CHAPTER_RE.match(line)) is not None:
                chapters[int(chapter[1])] = chapter[2]
            elif items:
                items[-1].text_parts.append(line)
            else:
                raise InputFormatError(f"unexpected text before the first rule: {line[:60]!r}", source, number)
            continue
        rule_id, text = parsed
        if rule_id in seen:
            raise DuplicateRuleError(
                f"duplicate rule id {rule_id} (first seen at line {seen[rule_id]})", source, number
            )
        parent = rule_id.parent
        if parent is not None and parent not in seen:
            raise InputFormatError(f"rule {rule_id} appears before its parent {parent}", source, number)
        seen[rule_id] = number
        if rule_id.kind is RuleKind.SECTION:
            titles[rule_id] = text
        items.append(_Item(rule_id, number, [text]))
    rules = [_to_rule(item, titles, items) for item in items]
    return rules, chapters


def _classify(line: str) -> tuple[RuleId, str] | None:
    for pattern in (_SUBRULE_RE, _RULE_RE, _SECTION_RE):
        match = pattern.match(line)
        if match:
            return RuleId.parse(match[1]), match[2].strip()
    return None


def _to_rule(item: _Item, titles: dict[RuleId, str], items: list[_Item]) -> Rule:
    text = "\n".join(item.text_parts)
    title: str | None = None
    if item.id.kind is RuleKind.SECTION:
        title = titles[item.id]
    elif item.id.kind is RuleKind.RULE and _looks_like_title(text):
        title = text
    return Rule(id=item.id, text=text, title=title, examples=tuple(item.examples), line=item.line)


def _looks_like_title(text: str) -> bool:
    """ "702.19. Trample" is a titled rule; "100.1. These Magic rules apply…" is not."""
    return len(text) <= _TITLE_MAX_CHARS and "\n" not in text and not text.rstrip().endswith((".", ":", "”", ")", '"'))


def _with_references(rule: Rule, known: set[RuleId]) -> Rule:
    mentioned = find_references(" ".join((rule.text, *rule.examples)), known)
    references = tuple(rid for rid in mentioned if rid != rule.id)
    return Rule(rule.id, rule.text, rule.title, rule.examples, references, rule.line)


def _parse_glossary(lines: list[str], start: int, stop: int, known: set[RuleId]) -> list[GlossaryEntry]:
    entries: list[GlossaryEntry] = []
    block: list[str] = []
    for line in [*lines[start:stop], ""]:
        if line.strip():
            block.append(line.strip())
            continue
        if len(block) >= 2:
            definition = "\n".join(block[1:])
            entries.append(GlossaryEntry(block[0], definition, tuple(find_references(definition, known))))
        block = []
    return entries
