"""Parse Spanish rule pages: "Regla N · Título", intro, "Subreglas", unlettered paragraphs, footer.

The page does not letter its sub-rules; `ingest.align` pairs the paragraphs with CR ids.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ingest.errors import InputFormatError
from ingest.ruleid import RuleId, RuleKind
from ingest.textfile import read_lines

_HEADER_RE = re.compile(r"^Regla\s+(?P<id>\d{3}(?:\.\d+)?)\s*[·\-–—:]\s*(?P<title>.+)$")
_EXAMPLE_RE = re.compile(r"^Ejemplos?\s*:\s*")
_SUBRULES_MARK = "Subreglas"
#: Site chrome that follows the rule text; everything from the first of these on is dropped.
_FOOTER_MARKS = ("Otras reglas de este apartado", "Pregunta al juez", "Forma parte de Gatewatch")


@dataclass
class SpanishParagraph:
    text: str
    line: int
    examples: list[str] = field(default_factory=list)


@dataclass
class SpanishPage:
    rule: RuleId
    title: str
    intro: SpanishParagraph
    subrules: list[SpanishParagraph]
    source: str


def parse_spanish_page(path: Path) -> SpanishPage:
    lines = read_lines(path)
    numbered = [(i + 1, line.strip()) for i, line in enumerate(lines) if line.strip()]
    first_line, header = numbered[0]
    match = _HEADER_RE.match(header)
    if not match:
        raise InputFormatError(
            f"not a Spanish rule page: the header should read 'Regla NNN.N · Título', found {header[:60]!r}",
            path,
            first_line,
        )
    rule = RuleId.parse(match["id"])
    if rule.kind is RuleKind.SUBRULE:
        raise InputFormatError("a page must be about a rule or section, not a sub-rule", path, first_line)
    body: list[tuple[int, str]] = []
    for number, line in numbered[1:]:
        if line.startswith(_FOOTER_MARKS):
            break
        body.append((number, line))
    if not body or body[0][1] == _SUBRULES_MARK:
        raise InputFormatError("the page has no introductory paragraph under its header", path, first_line)
    intro_line, intro_text = body[0]
    intro = SpanishParagraph(intro_text, intro_line)
    paragraphs: list[SpanishParagraph] = []
    in_subrules = False
    for number, line in body[1:]:
        if line == _SUBRULES_MARK:
            in_subrules = True
            continue
        example = _EXAMPLE_RE.match(line)
        if example:
            owner = paragraphs[-1] if paragraphs else intro
            owner.examples.append(line[example.end() :].strip())
        elif in_subrules:
            paragraphs.append(SpanishParagraph(line, number))
        else:
            intro.text = f"{intro.text}\n{line}"
    return SpanishPage(rule, match["title"].strip(), intro, paragraphs, str(path))
