"""The Spanish → English MTG term lexicon (ingest/data/lexicon_es_en.tsv) and a phrase translator."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ingest.titles import spanish_titles

_WORD_RE = re.compile(r"[\w+/\-']+", re.UNICODE)
#: an infinitive or gerund with object pronouns attached ("girarlos", "sacrificarla", "matándolo" folded)
_CLITIC_RE = re.compile(r"^(\w+?(?:ar|er|ir|ando|iendo))(?:se)?(?:lo|la|los|las|le|les|me|te|nos|se)$")


def fold(text: str) -> str:
    """Lower-case and strip accents ("Prevención" → "prevencion"), keeping ñ → n."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@dataclass(frozen=True)
class Lexicon:
    """Phrase table: folded Spanish word tuples → English text, matched longest first."""

    phrases: dict[tuple[str, ...], str]
    longest: int

    def translate_terms(self, text: str) -> list[str]:
        """English terms for every lexicon phrase found in a Spanish text (greedy, longest first)."""
        return [english for english, _ in self._segments(text) if english is not None]

    def gloss(self, text: str) -> str:
        """The text with every lexicon phrase replaced by its English term, other words kept:
        "¿Qué pasa si una criatura tiene resistencia 0?" → "qué pasa si una creature tiene toughness 0"."""
        return " ".join(english or original for english, original in self._segments(text))

    def spanish_terms(self, text: str) -> list[str]:
        """The Spanish phrases of a text that the lexicon knows and that differ from their English term
        ("antimaleficio", "regla de leyenda"; not "indestructible" or "mana"): evidence the text is Spanish."""
        return [original for english, original in self._segments(text) if english and fold(original) != fold(english)]

    def _segments(self, text: str) -> list[tuple[str | None, str]]:
        originals = _WORD_RE.findall(text.lower())
        words = [fold(word) for word in originals]
        segments: list[tuple[str | None, str]] = []
        i = 0
        while i < len(words):
            for size in range(min(self.longest, len(words) - i), 0, -1):
                english = self._lookup(tuple(words[i : i + size]))
                if english is not None:
                    segments.append((english, " ".join(originals[i : i + size])))
                    i += size
                    break
            else:
                segments.append((None, originals[i]))
                i += 1
        return segments

    def _lookup(self, key: tuple[str, ...]) -> str | None:
        english = self.phrases.get(key)
        if english is None and key[-1].endswith("s") and len(key[-1]) > 3:
            english = self.phrases.get((*key[:-1], key[-1][:-1])) or self.phrases.get((*key[:-1], key[-1][:-2]))
        if english is None:
            english = next(filter(None, (self.phrases.get((*key[:-1], form)) for form in _verb_forms(key[-1]))), None)
        return english


def _verb_forms(word: str) -> list[str]:
    """Forms of a verb the table may hold: without attached pronouns ("girarlos" → "girar") and a gerund's
    infinitive ("sacrificando" → "sacrificar")."""
    forms = [verb[1]] if (verb := _CLITIC_RE.match(word)) else []
    for form in [*forms, word]:
        if form.endswith("ando"):
            forms.append(form[:-4] + "ar")
        elif form.endswith("iendo"):
            forms += [form[:-5] + "er", form[:-5] + "ir"]
    return forms


@lru_cache(maxsize=1)
def spanish_lexicon() -> Lexicon:
    """The term table plus every Spanish section and keyword title (titles_es.tsv) → its CR title."""
    text = (Path(__file__).parent / "data" / "lexicon_es_en.tsv").read_text(encoding="utf-8")
    pairs = [tuple(line.split("\t")) for line in text.splitlines() if line.strip() and not line.startswith("#")]
    pairs += [(row.spanish, row.english) for row in spanish_titles().values()]
    phrases: dict[tuple[str, ...], str] = {}
    for spanish, english in pairs:
        key = tuple(_WORD_RE.findall(fold(spanish)))
        phrases.setdefault(key, english.strip())
    return Lexicon(phrases, max(len(key) for key in phrases))
