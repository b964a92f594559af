"""The Spanish → English MTG term lexicon (ingest/data/lexicon_es_en.tsv) and a phrase translator."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

_WORD_RE = re.compile(r"[\w+/\-']+", re.UNICODE)


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
        words = _WORD_RE.findall(fold(text))
        found: list[str] = []
        i = 0
        while i < len(words):
            for size in range(min(self.longest, len(words) - i), 0, -1):
                english = self._lookup(tuple(words[i : i + size]))
                if english is not None:
                    found.append(english)
                    i += size
                    break
            else:
                i += 1
        return found

    def _lookup(self, key: tuple[str, ...]) -> str | None:
        english = self.phrases.get(key)
        if english is None and key[-1].endswith("s") and len(key[-1]) > 3:
            english = self.phrases.get((*key[:-1], key[-1][:-1])) or self.phrases.get((*key[:-1], key[-1][:-2]))
        return english


@lru_cache(maxsize=1)
def spanish_lexicon() -> Lexicon:
    text = resources.files("ingest").joinpath("data/lexicon_es_en.tsv").read_text(encoding="utf-8")
    phrases: dict[tuple[str, ...], str] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        spanish, english = line.split("\t")
        key = tuple(_WORD_RE.findall(fold(spanish)))
        phrases.setdefault(key, english.strip())
    return Lexicon(phrases, max(len(key) for key in phrases))
