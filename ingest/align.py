"""Give each unlettered Spanish paragraph the CR sub-rule id it translates.

Pages list sub-rules without letters and sometimes leave one out (seed 001 has 13
paragraphs for 608.2's 14 sub-rules), so counting is not enough. We score every
(paragraph, sub-rule) pair on evidence that survives translation — rule numbers
and card names quoted in either text, example count, length, and the MTG term
lexicon — and take the best monotonic alignment (a small Needleman–Wunsch).
Sub-rules left without a paragraph, and paragraphs left without a sub-rule, are reported.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ingest.errors import IngestError
from ingest.lexicon import Lexicon, spanish_lexicon
from ingest.models import Rule, RuleBook, Translation
from ingest.ruleid import RuleId
from ingest.spanish_page import SpanishPage, SpanishParagraph

_NUMBER_RE = re.compile(r"\d{3}\.\d+[a-z]?|\{[^}]+\}|\b\d+\b")
_NAME_RE = re.compile(r"\b[A-Z][\w’']+(?:[ ,-]+(?:of the |of |the )?[A-Z][\w’']+)*")
_EN_WORD_RE = re.compile(r"[a-z][a-z'\-]+")
#: Spanish runs longer than English; measured on the seed pages.
_SPANISH_LENGTH_RATIO = 1.12
_SKIP_PENALTY = 0.6


@dataclass(frozen=True)
class AlignedPair:
    rule: RuleId
    paragraph: SpanishParagraph
    score: float


@dataclass
class Alignment:
    """The result for one page: translations by CR id plus what could not be matched."""

    page: SpanishPage
    pairs: list[AlignedPair]
    untranslated: list[RuleId]
    unmatched: list[SpanishParagraph]

    def translations(self, lang: str = "es") -> list[Translation]:
        head = Translation(
            self.page.rule,
            lang,
            self.page.intro.text,
            self.page.title,
            tuple(self.page.intro.examples),
            self.page.source,
        )
        subs = [
            Translation(pair.rule, lang, pair.paragraph.text, None, tuple(pair.paragraph.examples), self.page.source)
            for pair in self.pairs
        ]
        return [head, *subs]

    def report(self) -> list[str]:
        lines = [f"{rid}: no Spanish paragraph on {self.page.source}" for rid in self.untranslated]
        lines += [
            f"{self.page.source}:{para.line}: paragraph matches no sub-rule of {self.page.rule}: {para.text[:50]!r}"
            for para in self.unmatched
        ]
        return lines


def align_page(page: SpanishPage, book: RuleBook, lexicon: Lexicon | None = None) -> Alignment:
    rules = book.by_id()
    if page.rule not in rules:
        raise IngestError(
            f"rule {page.rule} is not in the CR edition of {book.edition.effective}", page.source, page.intro.line - 1
        )
    subrules = book.children(page.rule)
    lexicon = lexicon or spanish_lexicon()
    scores = [[pair_score(para, rule, lexicon) for rule in subrules] for para in page.subrules]
    matched = _monotonic_alignment(scores)
    pairs = [AlignedPair(subrules[j].id, page.subrules[i], scores[i][j]) for i, j in matched]
    used_rules = {j for _, j in matched}
    used_paras = {i for i, _ in matched}
    return Alignment(
        page,
        pairs,
        [rule.id for j, rule in enumerate(subrules) if j not in used_rules],
        [para for i, para in enumerate(page.subrules) if i not in used_paras],
    )


def pair_score(para: SpanishParagraph, rule: Rule, lexicon: Lexicon) -> float:
    """How likely the Spanish paragraph translates the rule; roughly 0 (unrelated) to 5."""
    spanish = " ".join((para.text, *para.examples))
    english = " ".join((rule.text, *rule.examples))
    score = 2.0 * _overlap(set(_NUMBER_RE.findall(spanish)), set(_NUMBER_RE.findall(english)))
    score += 2.0 * _overlap(_names(spanish, english), set(_NAME_RE.findall(english)), one_sided=True)
    score += 0.5 if len(para.examples) == len(rule.examples) else -0.5 * abs(len(para.examples) - len(rule.examples))
    expected = _SPANISH_LENGTH_RATIO * max(len(rule.text), 1)
    score -= abs(math.log(max(len(para.text), 1) / expected))
    terms = {word for term in lexicon.translate_terms(para.text) for word in _EN_WORD_RE.findall(term.lower())}
    english_words = set(_EN_WORD_RE.findall(rule.text.lower()))
    score += 1.5 * _overlap(terms, english_words, one_sided=True)
    return score


def _names(spanish: str, english: str) -> set[str]:
    """Capitalised English names (cards, keywords) that the Spanish text quotes verbatim."""
    return {
        name for name in _NAME_RE.findall(spanish) if len(name) > 3 and re.search(rf"\b{re.escape(name)}\b", english)
    }


def _overlap(left: set[str], right: set[str], one_sided: bool = False) -> float:
    if not left or not right:
        return 0.0
    shared = len(left & right)
    return shared / len(left) if one_sided else shared / len(left | right)


def _monotonic_alignment(scores: list[list[float]]) -> list[tuple[int, int]]:
    """Best order-preserving matching of rows (paragraphs) to columns (sub-rules)."""
    rows = len(scores)
    cols = len(scores[0]) if rows else 0
    best = [[0.0] * (cols + 1) for _ in range(rows + 1)]
    move = [[""] * (cols + 1) for _ in range(rows + 1)]
    for i in range(1, rows + 1):
        best[i][0], move[i][0] = best[i - 1][0] - _SKIP_PENALTY, "up"
    for j in range(1, cols + 1):
        best[0][j], move[0][j] = best[0][j - 1] - _SKIP_PENALTY, "left"
    for i in range(1, rows + 1):
        for j in range(1, cols + 1):
            options = (
                (best[i - 1][j - 1] + 1.0 + scores[i - 1][j - 1], "diag"),
                (best[i - 1][j] - _SKIP_PENALTY, "up"),
                (best[i][j - 1] - _SKIP_PENALTY, "left"),
            )
            best[i][j], move[i][j] = max(options)
    pairs: list[tuple[int, int]] = []
    i, j = rows, cols
    while i > 0 or j > 0:
        step = move[i][j]
        if step == "diag":
            pairs.append((i - 1, j - 1))
            i, j = i - 1, j - 1
        elif step == "up":
            i -= 1
        else:
            j -= 1
    return pairs[::-1]
