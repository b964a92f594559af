"""Sentences and comparable word stems, for picking the sentences of a rule that answer a question."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable

from ingest.lexicon import fold
from ingest.words import STOPWORDS, WORD_RE

#: a sentence ends at ".", "!", "?" or ":" — or at a parenthesis or quote closed after one ("(See rule 603.11.)
#: “Miracle…”", "…rather than its mana cost.” Next…")
#: a sentence ends after . ! ? : and up to two closers (“…Blockers Step.”) included)
_SENTENCE_END_RE = re.compile(r"(?:(?<=[.!?:])|(?<=[.!?][)”»])|(?<=[.!?][)”»][)”»]))\s+(?=[A-ZÁÉÍÓÚÑ¿¡«“\"(])")
_SEE_ALSO_RE = re.compile(r"^\(?(See|Véase|Vease|Véanse)\b.*\)?\.?$")

#: numbers written as words, English and Spanish, up to ten
COUNT_WORDS = {
    **dict(zip("one two three four five six seven eight nine ten".split(), range(1, 11), strict=True)),
    **dict(zip("dos tres cuatro cinco seis siete ocho nueve diez".split(), range(2, 11), strict=True)),
}
#: the articles that count as one ("a Hardened Scale", "una ficha")
#: the five colors' Spanish names, as printed on Spanish cards, to their English ones
COLORS_ES = {"blanco": "white", "azul": "blue", "negro": "black", "rojo": "red", "verde": "green"}
ARTICLES = {"a": 1, "an": 1, "un": 1, "una": 1, "uno": 1}
NUMBER_WORDS = {**ARTICLES, **COUNT_WORDS}
#: a count in digits or words as one regex group ("4", "four", "cuatro", "uno"), for `number` to read
COUNT_GROUP = rf"(\d+|{'|'.join(COUNT_WORDS)}|uno)"
#: a power/toughness written in a question ("a 2/2", "Grizzly Bears (2/2)"), power and toughness as groups
PT_RE = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})(?![\d/])")
#: an answer or verdict that opens with yes ("Yes.", "Sí, puedes…")
YES_RE = re.compile(r"^\W*(?:yes|s[ií])\b", re.IGNORECASE)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def number(word: str) -> int | None:
    """ "3", "three", "tres", "a" → the number; else None."""
    word = word.lower()
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word)


def sentences(text: str) -> list[str]:
    """Split rule text into sentences without breaking ids such as "608.2b" or "rules 601.2a–i";
    bare cross-references ("(See rule 605, “Mana Abilities.”)") are not sentences that answer anything.
    A quoted ability (“{2}: Transform this token.”) stays whole inside the sentence that quotes it."""
    parts = [part for line in text.splitlines() for part in _inside_quotes_joined(_SENTENCE_END_RE.split(line))]
    # "Layer 7c: Effects and counters…": a short label is the start of the sentence after it, not one of its own
    for at in range(len(parts) - 2, -1, -1):
        if parts[at].endswith(":") and len(parts[at].split()) <= 3:
            parts[at : at + 2] = [f"{parts[at]} {parts[at + 1]}"]
    content = [part for part in parts if not _SEE_ALSO_RE.match(part)]
    return content or parts


def _inside_quotes_joined(parts: list[str]) -> list[str]:
    """A split that fell inside a “quote” or «quote» is undone: the part joins the one before it."""
    joined: list[str] = []
    depth = 0
    for part in (p.strip() for p in parts):
        if not part:
            continue
        if depth > 0 and joined:
            joined[-1] += " " + part
        else:
            joined.append(part)
        depth = max(0, depth + part.count("“") + part.count("«") - part.count("”") - part.count("»"))
    return joined


def stems(text: str) -> set[str]:
    """Folded content words cut to five letters: "targets", "targeted", "target" share "targe"."""
    return {word[:5] for word in WORD_RE.findall(fold(text)) if word not in STOPWORDS and len(word) > 1}


class Idf:
    """Inverse document frequency of stems over the rule texts: "sacrifice" outweighs "creature"."""

    def __init__(self, texts: Iterable[str]):
        counts: Counter[str] = Counter()
        total = 0
        for text in texts:
            counts.update(stems(text))
            total += 1
        self._weights = {stem: math.log((1 + total) / (1 + count)) + 1.0 for stem, count in counts.items()}
        self._unknown = math.log(1 + total) + 1.0

    def __call__(self, stem: str) -> float:
        return self._weights.get(stem, self._unknown)

    def knows(self, stem: str) -> bool:
        """The stem occurs in the rule texts ("boxeo" and "parchís" don't)."""
        return stem in self._weights


def relevance(question_stems: set[str], sentence: str, position: int, idf: Idf | None = None, floor: int = 10) -> float:
    """Shared question words, weighted, over the root of the sentence's length (at least `floor` words)."""
    words = stems(sentence)
    if not words:
        return 0.0
    shared = question_stems & words
    weight = sum(idf(stem) for stem in shared) if idf else float(len(shared))
    return weight / math.sqrt(max(len(words), floor)) + (0.15 if position == 0 else 0.0)


def best_sentence(question_stems: set[str], text: str, idf: Idf | None = None) -> tuple[str, float]:
    scored = [(relevance(question_stems, sentence, i, idf), i, sentence) for i, sentence in enumerate(sentences(text))]
    if not scored:
        return text, 0.0
    score, _, sentence = max(scored, key=lambda item: (item[0], -item[1]))
    return sentence, score
