"""Tell English from Spanish, including short questions ("¿Qué dice la regla 608.2c?")."""

from __future__ import annotations

import re

from ingest.lexicon import fold, spanish_lexicon

_WORD_RE = re.compile(r"[a-záéíóúüñ]+")
_SPANISH = set(
    "el la los las un una unos unas de del que qué y o en es son si sí no se su sus mi mis tu tus al lo le les "
    "por para con sin como cómo cuando cuándo donde dónde quien quién cual cuál cuales pasa puedo puede pueden "
    "hay tiene tengo regla reglas dice hechizo hechizos criatura criaturas pila objetivo habilidad jugador "
    "oponente carta cartas campo batalla cementerio mana maná daño efecto efectos reemplazo turno ficha fichas "
    "está están este esta esto ese esa eso también pero más muy ya porque entonces después antes primero "
    "resuelve resolver lanzar lanzo sacrificar controlo controla contra".split()
)
_ENGLISH = set(
    "the a an of and or in is are if not it its to my your his her their do does can what when where who which "
    "how happens rule rules says spell spells creature creatures stack target ability player opponent card cards "
    "battlefield graveyard damage effect effects replacement turn token tokens this that with from on at by be "
    "i you they he she we would will should there then first before after burn".split()
)


#: words that are lexicon keys but also everyday English ("no", "son"): never evidence of Spanish
_SHARED = _ENGLISH | {"no", "son", "van", "con", "me", "he", "ante", "actual", "solo", "salvo", "mayor", "junto"}


def detect_language(text: str) -> str:
    """'es' or 'en'. Spanish punctuation and accents weigh heavily; ties go to English. Every word of a
    Spanish MTG term the lexicon knows counts for Spanish, so a bare keyword ("antimaleficio", "custodia")
    or a two-word lookup ("regla de leyenda") is read as Spanish."""
    return language_of(text) or "en"


def language_of(text: str) -> str | None:
    """'es' or 'en', or None when the text says neither more than the other ("indestructible", a word
    spelled the same in both): then the caller decides (the request's language, else English)."""
    if "¿" in text or "¡" in text:
        return "es"
    bracketed = re.fullmatch(r"\s*([^()]+?)\s*\(([^()]+)\)\W*", text)
    if (
        bracketed
        and language_of(bracketed[1]) != "en"
        and language_of(bracketed[2]) != "es"
        and fold(bracketed[1]) != fold(bracketed[2])
    ):
        return "es"  # "convergencia (converge)": a term with its English name beside it, as Spanish players write
    lowered = text.lower()
    words = _WORD_RE.findall(lowered)
    spanish = sum(1 for w in words if w in _SPANISH or fold(w) in _SPANISH)
    english = sum(1 for w in words if w in _ENGLISH)
    spanish += 2 * len(re.findall(r"[áéíóúñ]", lowered))
    for term in spanish_lexicon().spanish_terms(text):
        spanish += sum(1 for w in term.split() if w not in _SHARED and fold(w) not in _SPANISH)
    if spanish == english == 0 and len(words) <= 3:
        # a short look-up of words neither list knows: Spanish endings decide ("x definida", "control continuo")
        spanish = sum(1 for w in words if _SPANISH_ENDING.search(w) and w not in _ENGLISH_LOOKALIKES)
    if spanish == english:
        return None
    return "es" if spanish > english else "en"


#: endings English words rarely have: "definida", "continuo", "resolucion", "sacrificado", "cantidad"
_SPANISH_ENDING = re.compile(r"(?:ida|idas|ido|idos|ada|adas|ado|ados|uo|ua|cion|ciones|idad|idades|mente)$")
#: English words with those endings, kept English
_ENGLISH_LOOKALIKES = {"armada", "tornado", "avocado", "desperado", "duo", "quo", "aqua", "libido", "comrade"}
