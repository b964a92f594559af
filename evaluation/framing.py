"""The Spanish framing check: in a Spanish answer every word the service writes itself is Spanish.

English may appear only as quoted rule text ("…" or «…», nesting allowed) in a paragraph that labels
it as the official English text; in a list ("1. …", "- …") the label is the item's own or the list head's. Outside quotes, an English framing word ("Rule", "says", "Short
answer") or an English section or keyword title whose Spanish title differs ("Combat Damage Step")
is a problem.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from index.lang import detect_language
from ingest.lexicon import fold
from ingest.titles import spanish_titles

ENGLISH_LABEL = "texto oficial en inglés"
_OPEN, _CLOSE = "“«", "”»"
#: words that never occur in Spanish prose but do in English framing
ENGLISH_WORDS = set(
    "the is are of and says say rule rules short answer also relevant part example examples closest edition "
    "comprehensive step steps how what which when whenever if it its this that with from you your can can't "
    "doesn't does don't isn't spell spells creature creatures player players target targets damage library "
    "graveyard battlefield stack turn ability abilities effect effects resolves resolve applying walkthrough "
    "by be been has have was were would should there then first before after yes to for on in at an or not "
    "because why where who whose instead until each while only see card cards token tokens ruling rulings "
    "trigger triggers triggered counter counters opponent opponents life land lands combat attack attacks "
    "attacking block blocks blocked blocking sacrifice destroy exile cast casting draw discard permanent "
    # colors and keywords whose Spanish words differ ("protección contra white" was a leak)
    "white blue black red green flying trample deathtouch lifelink haste hexproof menace reach vigilance".split()
)
#: whole words, accented letters included ("prohíbe" is not "proh" + "be"); "can’t" is "can't"
_WORD_RE = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")
_OPTION_RE = re.compile(r"(?<![\w-])--[\w-]+")
#: where a list item starts: "1. …", "- …"
_ITEM_RE = re.compile(r"\n(?=[ \t]*(?:\d+\.|-)\s)")
#: English titles that are also ordinary Spanish words
_SPANISH_HOMOGRAPHS = {"ante", "planes", "general", "color", "control"}


@dataclass
class FramingReport:
    answers: int = 0
    clean: int = 0
    problems: list[tuple[str, list[str]]] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.clean / self.answers if self.answers else 1.0


def english_titles() -> list[str]:
    """English section and keyword titles whose Spanish title is a different word."""
    titles = {
        row.english
        for row in spanish_titles().values()
        if fold(row.english) != fold(row.spanish) and fold(row.english) not in _SPANISH_HOMOGRAPHS
    }
    return sorted(titles, key=len, reverse=True)


def split_quotes(paragraph: str) -> tuple[str, list[str]]:
    """(the paragraph's text outside quotes, the outermost quoted spans)."""
    outside: list[str] = []
    quotes: list[str] = []
    depth = 0
    current: list[str] = []
    for char in paragraph:
        if char in _OPEN:
            depth += 1
            if depth == 1:
                current = []
                continue
        elif char in _CLOSE and depth:
            depth -= 1
            if depth == 0:
                quotes.append("".join(current))
                continue
        (current if depth else outside).append(char)
    if depth:
        quotes.append("".join(current))
    return "".join(outside), quotes


def _items(paragraph: str) -> list[tuple[str, bool]]:
    """A paragraph's head and its list items ("1. …", "- …"), each with whether the label covers it: its own,
    or the head's ("Las cartas: … (texto oficial en inglés):" labels every card below it)."""
    head, *items = _ITEM_RE.split(paragraph)
    head_labeled = ENGLISH_LABEL in head
    return [(head, head_labeled)] + [(item, head_labeled or ENGLISH_LABEL in item) for item in items]


def framing_problems(answer: str, titles: Iterable[str] | None = None, names: Iterable[str] = ()) -> list[str]:
    """Every English word, English title or unlabeled English quote in a Spanish answer. `names`: the names of
    the cards the answer is about ("Raise the Alarm"): proper names, not framing the service wrote."""
    titles = list(english_titles() if titles is None else titles)
    names = sorted(set(names), key=len, reverse=True)
    problems: list[str] = []
    for paragraph in answer.split("\n\n"):
        outside, _ = split_quotes(paragraph)
        for name in names:
            outside = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", outside)  # whole names only
        for item, labeled in _items(paragraph):
            for quote in split_quotes(item)[1]:
                if not labeled and detect_language(quote) == "en" and len(quote.split()) > 2:
                    problems.append(f"unlabeled English quote: “{quote[:60]}”")
        for title in titles:
            if re.search(rf"(?<!\w){re.escape(title)}(?!\w)", outside):
                problems.append(f"English title outside quotes: {title!r}")
                outside = outside.replace(title, " ")
        # a command-line option ("judge ingest --cards FILE") is code, not framing
        words = _WORD_RE.findall(_OPTION_RE.sub(" ", outside).replace("’", "'"))
        problems += [
            f"English word outside quotes: {w!r}"
            for w in words
            if w.lower() in ENGLISH_WORDS or w.lower().split("'")[0] in ENGLISH_WORDS  # "it's", "that's"
        ]
    return problems


def check_answers(answers: Iterable[tuple[str, str] | tuple[str, str, Sequence[str]]]) -> FramingReport:
    """(question, Spanish answer[, names of the cards it is about]) → how many are framed wholly in Spanish,
    with the problems."""
    titles = english_titles()
    report = FramingReport()
    for question, answer, *names in answers:
        report.answers += 1
        problems = framing_problems(answer, titles, names[0] if names else ())
        if problems:
            report.problems.append((question, problems))
        else:
            report.clean += 1
    return report


def format_framing(name: str, report: FramingReport, show: int = 5) -> str:
    lines = [f"{name}: Spanish framing {report.clean}/{report.answers} = {report.rate:.3f}"]
    for question, problems in report.problems[:show]:
        lines.append(f"  {question[:70]}")
        lines += [f"    - {problem}" for problem in problems[:4]]
    return "\n".join(lines)
