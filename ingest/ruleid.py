"""Rule ids as a type: "608", "608.2", "608.2b", and ranges such as "608.2c–m".

Every place that reads or writes a rule id goes through this module, so the
CR's own conventions (sub-rule letters skip "l" and "o") live in one spot.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from enum import StrEnum
from functools import total_ordering

from ingest.errors import JudgeError

#: Sub-rule letters in CR order: "l" and "o" are never used (they look like 1 and 0).
SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz"

#: ASCII digits only ("٦٠٨" and "６０８" are not ids) and bounded, so int() never sees thousands of digits.
_ID_RE = re.compile(r"^(?P<section>[0-9]{3})(?:\.(?P<rule>[0-9]{1,4})(?P<sub>[a-z]{0,2})?)?\.?$")
_MAX_ID_CHARS = 40
_PREFIX_RE = re.compile(r"^(?:rules?|reglas?|cr)\s+", re.IGNORECASE)
#: A rule id in running text, a citation or prose ("608.2b"). `\d` on purpose, not [0-9]: an id written in other
#: digits ("٦٠٨.٢b") is still found, then fails RuleId.parse, so a sanitizer masks it instead of showing it.
ID_IN_TEXT = r"(?<![\w.])\d{3}\.\d+[a-z]?(?![\w])"
_ID_IN_TEXT_RE = re.compile(ID_IN_TEXT)
#: "rule 730", "CR 702", "sección 608": a bare section number after a word that says it is one (any case)
_SECTION_WORD_RE = re.compile(r"\b(?:rules?|reglas?|cr|section|secci[oó]n)\s+([0-9]{3})(?![0-9.])", re.IGNORECASE)
#: ids, sections and ranges as a question writes them ("608.2c–m", "702"), to see what else it says
_ANY_ID_RE = re.compile(r"\d{3}(?:\.\d+[a-z]?)?(?:\s?[–-]\s?[\w.]+)?")


class RuleIdError(JudgeError, ValueError):
    """A string that is not a CR rule id."""


class RuleKind(StrEnum):
    SECTION = "section"
    RULE = "rule"
    SUBRULE = "subrule"


@total_ordering
@dataclass(frozen=True)
class RuleId:
    """A CR number: section (608), rule (608.2) or sub-rule (608.2b); sorts in CR order."""

    section: int
    rule: int | None = None
    letter: str | None = None

    @classmethod
    def parse(cls, text: str) -> RuleId:
        if len(text) > _MAX_ID_CHARS:
            raise RuleIdError(f"not a rule id: {text[:20]!r}… (too long)")
        cleaned = without_prefix(text.strip()).lower()
        match = _ID_RE.match(cleaned)
        if not match:
            raise RuleIdError(f"not a rule id: {text!r}")
        rule = match["rule"]
        letter = match["sub"] or None
        if letter is not None and (len(letter) != 1 or letter not in SUBRULE_LETTERS):
            raise RuleIdError(f"not a rule id: {text!r} (sub-rule letters skip 'l' and 'o')")
        return cls(int(match["section"]), int(rule) if rule is not None else None, letter)

    @classmethod
    def parse_canonical(cls, text: str) -> RuleId:
        """Only the id as the CR writes it ("608.2b", any case): no prefix, no trailing dot, no spaces."""
        rule_id = cls.parse(text)
        if str(rule_id) != text.lower():
            raise RuleIdError(f"not a rule id: {text[:20]!r} (write it as {rule_id})")
        return rule_id

    @classmethod
    def try_parse(cls, text: str) -> RuleId | None:
        try:
            return cls.parse(text)
        except RuleIdError:
            return None

    @property
    def sort_key(self) -> int:
        """An integer in CR order: a section sorts before its rules, a rule before its sub-rules."""
        letter = SUBRULE_LETTERS.index(self.letter) + 1 if self.letter else 0
        return self.section * 1_000_000 + (self.rule or 0) * 100 + letter

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, RuleId):
            return NotImplemented
        return self.sort_key < other.sort_key

    @property
    def kind(self) -> RuleKind:
        if self.rule is None:
            return RuleKind.SECTION
        return RuleKind.RULE if self.letter is None else RuleKind.SUBRULE

    @property
    def parent(self) -> RuleId | None:
        if self.letter is not None:
            return RuleId(self.section, self.rule)
        if self.rule is not None:
            return RuleId(self.section)
        return None

    @property
    def base_rule(self) -> RuleId:
        """The "NNN.N" rule this id belongs to (itself for rules, the section for sections)."""
        if self.letter is not None:
            return RuleId(self.section, self.rule)
        return self

    def ancestors(self) -> list[RuleId]:
        chain: list[RuleId] = []
        node = self.parent
        while node is not None:
            chain.append(node)
            node = node.parent
        return chain

    def __str__(self) -> str:
        if self.rule is None:
            return f"{self.section}"
        return f"{self.section}.{self.rule}{self.letter or ''}"

    def __repr__(self) -> str:
        return f"RuleId('{self}')"


def letters(count: int) -> list[str]:
    """The first `count` sub-rule letters: letters(14)[-1] == 'p'."""
    if count > len(SUBRULE_LETTERS):
        raise RuleIdError(f"a rule cannot have {count} lettered sub-rules")
    return list(SUBRULE_LETTERS[:count])


def expand_range(start: RuleId, end_text: str, known: AbstractSet[RuleId] | None = None) -> list[RuleId]:
    """Expand "608.2c" + "m" (or "608.2m", "702.21") into every id in between.

    Letters skip l and o; with `known` (the real rule ids) only ids that exist are
    kept, so "608.2c–m" follows the real sibling list.
    """
    end = _range_end(start, end_text)
    if end < start:
        raise RuleIdError(f"range runs backwards: {start}–{end_text}")
    if start.letter is not None and end.letter is not None and start.rule == end.rule and start.section == end.section:
        first = SUBRULE_LETTERS.index(start.letter)
        last = SUBRULE_LETTERS.index(end.letter)
        ids = [RuleId(start.section, start.rule, ch) for ch in SUBRULE_LETTERS[first : last + 1]]
    elif (
        start.letter is None
        and end.letter is None
        and start.section == end.section
        and start.rule is not None
        and end.rule is not None
    ):
        ids = [RuleId(start.section, n) for n in range(start.rule, end.rule + 1)]
    else:
        ids = [start, end]
    return [rid for rid in ids if known is None or rid in known]


def _range_end(start: RuleId, end_text: str) -> RuleId:
    end_text = end_text.strip().lower()
    if len(end_text) == 1 and end_text.isalpha():
        if start.letter is None:
            raise RuleIdError(f"a letter cannot end a range that starts at {start}")
        return RuleId(start.section, start.rule, end_text)
    full = RuleId.try_parse(end_text)
    if full is not None and "." in end_text:
        return full
    number = re.fullmatch(r"([0-9]{1,4})([a-z]?)", end_text)
    if number and start.rule is not None:
        return RuleId(start.section, int(number[1]), number[2] or None)
    raise RuleIdError(f"cannot read the end of range {start}–{end_text}")


_REF_RE = re.compile(
    r"(?<![0-9.])(?P<id>[0-9]{3}\.[0-9]{1,4}[a-z]?)(?![0-9])"
    r"(?:\s?[–-]\s?(?P<to>[0-9]{3}\.[0-9]{1,4}[a-z]?|[0-9]{1,4}[a-z]?(?![\w.])|[a-z](?![\w]))"
    r"|(?P<ands>(?:,\s?[a-z](?![\w]))*,?\s(?:and|or|y|o)\s[a-z](?![\w’'])))?"
    r"|(?:\b(?:rules?|section|reglas?|secci[oó]n)\s)(?P<section>[0-9]{3})(?![0-9.])"
    r"|(?:\b(?:section|secci[oó]n)\s)(?P<chapter>[1-9])(?![0-9.])"
)


def find_references(text: str, known: AbstractSet[RuleId] | None = None) -> list[RuleId]:
    """Every rule id a text mentions, ranges expanded, in order of first mention.

    Handles "rule 608.2b", "608.2c–m", "rules 601.2a–i", "rules 608.3a and b",
    "rule 730", "section 5" (the CR's chapter, read as its first section 500); bare three-digit numbers only
    count after "rule"/"section" so
    that "100 cards" is not read as a reference. With `known`, unknown ids are dropped.
    """
    found: list[RuleId] = []
    for match in _REF_RE.finditer(text):
        ids: Iterable[RuleId]
        if match["section"]:
            ids = [RuleId(int(match["section"]))]
        elif match["chapter"]:
            ids = [RuleId(int(match["chapter"]) * 100)]  # "section 5, Turn Structure": its first section, 500
        else:
            start = RuleId.parse(match["id"])
            if match["to"]:
                try:
                    ids = expand_range(start, match["to"], known)
                except RuleIdError:
                    ids = [start]
            elif match["ands"] and start.letter is not None:
                extra = re.findall(
                    r"\b([a-z])\b",
                    match["ands"].replace(" and ", " ").replace(" or ", " ").replace(" y ", " ").replace(" o ", " "),
                )
                following = [ch for ch in extra if ch in SUBRULE_LETTERS and ch > start.letter]
                ids = [start] + [RuleId(start.section, start.rule, ch) for ch in following]
            else:
                ids = [start]
        for rid in ids:
            if (known is None or rid in known) and rid not in found:
                found.append(rid)
    return found


def without_prefix(text: str) -> str:
    """ "rule 608.2b", "reglas 608.2", "CR 702" → the id as written after the word."""
    return _PREFIX_RE.sub("", text)


def ids_in_text(text: str) -> set[RuleId]:
    """The well-formed rule ids a sentence of running text cites ("as 608.2b says")."""
    return {rid for m in _ID_IN_TEXT_RE.finditer(text) if (rid := RuleId.try_parse(m[0])) is not None}


def find_mentions(text: str) -> list[RuleId]:
    """The rule ids a question names: every reference, plus a bare section after "rule", "CR" or "section"
    in any case ("CR 702", "Regla 730")."""
    found = find_references(text)
    for match in _SECTION_WORD_RE.finditer(text):
        section = RuleId(int(match[1]))
        if section not in found:
            found.append(section)
    return found


def without_ids(text: str) -> str:
    """The text with its rule ids, section numbers and ranges blanked out."""
    return _ANY_ID_RE.sub(" ", text)
