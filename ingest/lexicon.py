"""The Spanish → English MTG term lexicon (ingest/data/lexicon_es_en.tsv) and a phrase translator."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from pathlib import Path

from ingest.titles import spanish_titles

#: a word, with an apostrophe only inside it ("opp's"), not a quote around it ("'cuando lances'")
_WORD_RE = re.compile(r"[\w+/\-]+(?:'[\w+/\-]+)*", re.UNICODE)
#: an infinitive or gerund with object pronouns attached ("girarlos", "sacrificarla", "matándolo" folded)
_CLITIC_RE = re.compile(r"^(\w+?(?:ar|er|ir|ando|iendo))(?:se)?(?:lo|la|los|las|le|les|me|te|nos|se)$")


def fold(text: str) -> str:
    """Lower-case and strip accents ("Prevención" → "prevencion"), keeping ñ → n."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


#: English words that make a two-word gloss a phrase of ordinary prose, not a game term ("is still", "as a")
_FUNCTION_WORDS = frozenset({"is", "are", "as", "a", "an", "the", "of", "to", "just", "still", "paid", "be", "it"})


@dataclass(frozen=True)
class Lexicon:
    """Phrase table: folded Spanish word tuples → English text, matched longest first."""

    phrases: dict[tuple[str, ...], str]
    longest: int
    #: the term table's own phrases, which a conjugated or inflected word may reach (not the keyword titles:
    #: "escala" is a scale, not Escalate)
    inflectable: frozenset[tuple[str, ...]] = frozenset()
    #: every one-letter deletion of a long one-word key (and the key itself) → those keys, to read a misspelt
    #: word as the one term it is one typing slip away from ("destresa" → "destreza")
    near: Mapping[str, frozenset[str]] = field(default_factory=dict)
    #: the words of the English terms, never read as misspelt Spanish ("cascade" is not "cascada")
    english_words: frozenset[str] = frozenset()

    def translate_terms(self, text: str) -> list[str]:
        """English terms for every lexicon phrase found in a Spanish text (greedy, longest first)."""
        return [english for english, _, _ in self._segments(text) if english is not None]

    def gloss(self, text: str) -> str:
        """The text with every lexicon phrase replaced by its English term, other words kept:
        "¿Qué pasa si una criatura tiene resistencia 0?" → "qué pasa si una creature tiene toughness 0"."""
        return " ".join(english or original for english, original, _ in self._segments(text))

    def names_one_term(self, text: str) -> bool:
        """The whole text is one known phrase of two or more words whose English is a game term ("enésima desde
        arriba" → "Nth from the top"), not a function-word phrase ("acaban de" → "just", "sigue siendo" → "is
        still"): a vocabulary look-up."""
        segments = self._segments(text)
        if len(segments) != 1 or segments[0][0] is None or len(segments[0][1].split()) < 2:
            return False
        english = segments[0][0].split()
        if len(english) >= 3 or any(word[:1].isupper() for word in english):
            return True
        return len(english) == 2 and not {word.lower() for word in english} & _FUNCTION_WORDS

    def spanish_terms(self, text: str) -> list[str]:
        """The Spanish phrases of a text that the lexicon knows and that differ from their English term
        ("antimaleficio", "regla de leyenda"; not "indestructible" or "mana"): evidence the text is Spanish.
        A word reached only as a conjugation is no evidence ("guardian" reads as a form of "guardar")."""
        return [
            original
            for english, original, inflected in self._segments(text)
            if english and not inflected and fold(original) != fold(english)
        ]

    def _segments(self, text: str) -> list[tuple[str | None, str, bool]]:
        """(English or None, the Spanish words, whether they were found only as a conjugated or inflected form)."""
        originals = _WORD_RE.findall(text.lower())
        words = [fold(word) for word in originals]
        segments: list[tuple[str | None, str, bool]] = []
        i = 0
        while i < len(words):
            for size in range(min(self.longest, len(words) - i), 0, -1):
                found = self._lookup(tuple(words[i : i + size]))
                if found is not None:
                    segments.append((found[0], " ".join(originals[i : i + size]), found[1]))
                    i += size
                    break
            else:
                segments.append((None, originals[i], False))
                i += 1
        return segments

    def _lookup(self, key: tuple[str, ...]) -> tuple[str, bool] | None:
        english = self.phrases.get(key)
        if english is None and key[-1].endswith("s") and len(key[-1]) > 3:
            english = self.phrases.get((*key[:-1], key[-1][:-1])) or self.phrases.get((*key[:-1], key[-1][:-2]))
        if english is None:
            english = next(filter(None, (self.phrases.get((*key[:-1], form)) for form in _verb_forms(key[-1]))), None)
        if english is None and 1 < len(key) <= _PLURAL_PHRASE_MAX:
            # a phrase in the plural throughout: "criaturas atacantes", "turnos adicionales"
            singular = product(*((w, w[:-1], w[:-2]) if w.endswith("s") and len(w) > 3 else (w,) for w in key))
            english = next(filter(None, (self.phrases.get(form) for form in singular)), None)
        if english is not None:
            return english, False
        forms = ((*key[:-1], form) for form in base_forms(key[-1]))
        inflected = next((self.phrases[form] for form in forms if form in self.inflectable), None)
        if inflected is not None:
            return inflected, True
        misspelt = self._misspelt(key[0]) if len(key) == 1 else None
        return None if misspelt is None else (self.phrases[(misspelt,)], False)

    def respelt(self, word: str) -> str:
        """A folded word, or the term it is a slip away from when it is no term itself ("destresa" → "destreza")."""
        if (word,) in self.phrases:
            return word
        return self._misspelt(word) or word

    def _misspelt(self, word: str) -> str | None:
        """The one long term a word is one slip away from (a letter wrong, missing, extra or two swapped),
        for words of seven letters or more that are no English term's word; else None."""
        if len(word) < _MISSPELT_MIN or word in self.english_words or not _spanish_shaped(word):
            return None
        variants = {word, *(word[:i] + word[i + 1 :] for i in range(len(word)))}
        found = {key for variant in variants for key in self.near.get(variant, ()) if _one_slip(word, key)}
        return found.pop() if len(found) == 1 else None


#: the longest phrase whose every word may be in the plural (3^n forms are tried)
_PLURAL_PHRASE_MAX = 4

#: shorter words are too often another real word one letter away ("carta"/"carga", "mazo"/"mano")
_MISSPELT_MIN = 7


def _spanish_shaped(word: str) -> bool:
    """Whether a word could be Spanish by its ending: a vowel or d, l, n, r, s, y, z, a final s after a vowel,
    and none of the English endings "-ed", "-ing", "-tion", "-ly" ("resolved" is not a misspelt "resolver")."""
    return (
        word.isalpha()
        and word[-1] in "aeiouydlnrsz"
        and not (word[-1] == "s" and word[-2] not in "aeiou")
        and not word.endswith(("ed", "ing", "tion", "ly"))
    )


def _one_slip(word: str, key: str) -> bool:
    """Whether two different words are one edit apart: a letter substituted, inserted or deleted, or two
    neighbouring letters swapped."""
    if word == key or abs(len(word) - len(key)) > 1:
        return False
    if len(word) == len(key):
        diff = [i for i in range(len(word)) if word[i] != key[i]]
        return len(diff) == 1 or (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and word[diff[0]] == key[diff[1]]
            and word[diff[1]] == key[diff[0]]
        )
    short, long_ = sorted((word, key), key=len)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


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


#: conjugation and agreement endings (folded), longest first: "controlan", "elija", "disparadas", "resolvió"
_ENDINGS = sorted(
    (
        "o as a amos ais an e es emos eis en imos is aba abas aban abamos aron aste ara aran ase asen ia ias ian "
        "iamos io ieron iste iera ieran iese iesen ado ada ados adas ido ida idos idas are aria arian era eran "
        "ira iran ere eria erian iria irian"
    ).split(),
    key=len,
    reverse=True,
)
#: a stem's last spelling or vowel as its infinitive writes it: "elij-" → "elig-", "pierd-" → "perd-", "vuelv-" → "volv-"
_STEM_CHANGES = (
    ("j", "g"),
    ("qu", "c"),
    ("gu", "g"),
    ("c", "z"),
    ("zc", "c"),
    ("ie", "e"),
    ("ue", "o"),
    ("ue", "u"),
    ("i", "e"),
)


@lru_cache(maxsize=4096)
def base_forms(word: str) -> tuple[str, ...]:
    """Forms a conjugated verb, or a noun or adjective in another number or gender, may be listed under (the
    table holds infinitives and singulars): "controlan" → "controlar", "elija" → "elegir", "pierden" →
    "perder", "legendarias" → "legendario". Tried only when the word itself is not in the table."""
    forms: list[str] = []
    if word.endswith("as") or word.endswith("os"):
        forms += [word[:-2] + "o", word[:-2] + "a"]
    elif word.endswith("a"):
        forms.append(word[:-1] + "o")
    for ending in _ENDINGS:
        stem = word[: -len(ending)]
        if not word.endswith(ending) or len(stem) < 3:
            continue
        stems = [stem] + [
            stem[:i] + new + stem[i + len(old) :]
            for old, new in _STEM_CHANGES
            for i in [stem.rfind(old)]
            if i >= max(1, len(stem) - 4)
        ]
        forms += [s + inf for s in stems for inf in ("ar", "er", "ir")]
        forms.append(stem)
    return tuple(dict.fromkeys(form for form in forms if form != word))


@lru_cache(maxsize=1)
def spanish_lexicon() -> Lexicon:
    """The term table plus every Spanish section and keyword title (titles_es.tsv) → its CR title."""
    text = (Path(__file__).parent / "data" / "lexicon_es_en.tsv").read_text(encoding="utf-8")
    rows = [line.split("\t") for line in text.splitlines() if line.strip() and not line.startswith("#")]
    pairs = [(row[0], row[1]) for row in rows]
    # a third column "exact": a name matched only as written, never through a conjugated form ("escapar" is a
    # former name of Escape; "escapa" is just "escapes")
    exact = {tuple(_WORD_RE.findall(fold(row[0]))) for row in rows if len(row) > 2 and row[2].strip() == "exact"}
    table = len(pairs)
    pairs += [(row.spanish, row.english) for row in spanish_titles().values()]
    phrases: dict[tuple[str, ...], str] = {}
    for spanish, english in pairs:
        key = tuple(_WORD_RE.findall(fold(spanish)))
        phrases.setdefault(key, english.strip())
    inflectable = frozenset(tuple(_WORD_RE.findall(fold(spanish))) for spanish, _ in pairs[:table]) - exact
    english_words = frozenset(word for _, english in pairs for word in _WORD_RE.findall(fold(english)))
    near: dict[str, set[str]] = {}
    for key in phrases:
        if len(key) == 1 and len(key[0]) >= _MISSPELT_MIN - 1 and key[0] not in english_words:
            for variant in {key[0], *(key[0][:i] + key[0][i + 1 :] for i in range(len(key[0])))}:
                near.setdefault(variant, set()).add(key[0])
    return Lexicon(
        phrases,
        max(len(key) for key in phrases),
        inflectable,
        {variant: frozenset(keys) for variant, keys in near.items()},
        english_words,
    )
