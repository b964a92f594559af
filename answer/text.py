"""Sentences and comparable word stems, for picking the sentences of a rule that answer a question."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable

from ingest.lexicon import fold

_SENTENCE_END_RE = re.compile(r"(?<=[.!?:])\s+(?=[A-ZÁÉÍÓÚÑ¿¡«“\"(])|\n+")
_WORD_RE = re.compile(r"[a-z0-9]+")
_SEE_ALSO_RE = re.compile(r"^\(?(See|Véase|Vease|Véanse)\b.*\)?\.?$")
_STOPWORDS = set(
    "a an and are as at be but by can could do does for from had has have how i if in into is it its may me my "
    "no not of on or so such than that the their them then there these they this those to was what when where which "
    "while who will with would you your one any each rule rules example see "
    "el la los las un una unos unas de del que y o en es son se su sus al lo le les por para con sin si no mi mis tu "
    "como cuando donde quien cual esta este esto ese esa eso pero mas ya hay puede puedo regla reglas ejemplo vease".split()
)

#: numbers written as words, English and Spanish, up to ten
COUNT_WORDS = {
    **dict(zip("one two three four five six seven eight nine ten".split(), range(1, 11), strict=True)),
    **dict(zip("dos tres cuatro cinco seis siete ocho nueve diez".split(), range(2, 11), strict=True)),
}
#: the articles that count as one ("a Hardened Scale", "una ficha")
ARTICLES = {"a": 1, "an": 1, "un": 1, "una": 1, "uno": 1}
NUMBER_WORDS = {**ARTICLES, **COUNT_WORDS}


def number(word: str) -> int | None:
    """ "3", "three", "tres", "a" → the number; else None."""
    word = word.lower()
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word)


def sentences(text: str) -> list[str]:
    """Split rule text into sentences without breaking ids such as "608.2b" or "rules 601.2a–i";
    bare cross-references ("(See rule 605, “Mana Abilities.”)") are not sentences that answer anything."""
    parts = [part.strip() for part in _SENTENCE_END_RE.split(text) if part.strip()]
    content = [part for part in parts if not _SEE_ALSO_RE.match(part)]
    return content or parts


def stems(text: str) -> set[str]:
    """Folded content words cut to five letters: "targets", "targeted", "target" share "targe"."""
    return {word[:5] for word in _WORD_RE.findall(fold(text)) if word not in _STOPWORDS and len(word) > 1}


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


def relevance(question_stems: set[str], sentence: str, position: int, idf: Idf | None = None) -> float:
    words = stems(sentence)
    if not words:
        return 0.0
    shared = question_stems & words
    weight = sum(idf(stem) for stem in shared) if idf else float(len(shared))
    return weight / math.sqrt(max(len(words), 10)) + (0.15 if position == 0 else 0.0)


def best_sentence(question_stems: set[str], text: str, idf: Idf | None = None) -> tuple[str, float]:
    scored = [(relevance(question_stems, sentence, i, idf), i, sentence) for i, sentence in enumerate(sentences(text))]
    if not scored:
        return text, 0.0
    score, _, sentence = max(scored, key=lambda item: (item[0], -item[1]))
    return sentence, score
