"""A Spanish yes/no answer says its outcome in Spanish words: it repeats the question's verb, as a Spanish
speaker answers ("¿Muere el Dreadmaw?" → "Sí, muere."; "¿Puedo responder?" → "No, no puedes responder."),
instead of a bare "Sí."/"No." before a rule quoted in English."""

from __future__ import annotations

import re

from ingest.lexicon import base_forms, fold, spanish_lexicon

_WORD_RE = re.compile(r"[a-záéíóúüñ]+")
#: object pronouns that go before the verb, and the player's "me" as the answer addresses them ("te")
_CLITICS = {"se": "se", "lo": "lo", "la": "la", "los": "los", "las": "las", "le": "le", "les": "les", "me": "te"}
#: verbs too irregular for base_forms, and the first person ones the answer turns to "you" (tú)
_IRREGULAR = {
    "hay": "hay", "es": "es", "son": "son", "esta": "está", "estan": "están", "va": "va", "van": "van",
    "sigue": "sigue", "siguen": "siguen", "tengo": "tienes", "hago": "haces", "pongo": "pones", "salgo": "sales",
    "digo": "dices", "vengo": "vienes", "elijo": "eliges", "se": "sabes", "estoy": "estás", "soy": "eres",
    "voy": "vas", "doy": "das", "sigo": "sigues", "puedo": "puedes", "pierdo": "pierdes", "muero": "mueres",
    "vuelvo": "vuelves", "juego": "juegas", "recibo": "recibes", "debo": "debes",
}  # fmt: skip
#: words that open a question without being its verb: the answer then stays "Sí."/"No."
_NOT_VERBS = set(
    "el la los las un una unos unas mi mis tu tus su sus que cual cuales como quien quienes cuando donde cuanto "
    "cuantos cuantas y o pero si en con de del a al para por sin este esta estos estas ese esa eso esto no ya "
    "entonces tambien igual aun todavia algun alguno alguna algunos algunas todo toda todos todas cada otro otra "
    "otros otras ningun ninguno ninguna ambos ambas dos tres mas menos muy".split()
)
_VERB_ENDINGS = ("a", "an", "e", "en", "o", "as", "es", "amos", "emos", "imos")
#: verbs that say nothing without what follows them
_LIGHT = set("hay es son esta estan va van hace hacen tiene tienen tengo da dan".split())
_INFINITIVE = re.compile(r"(ar|er|ir|ando|iendo)(se|lo|la|los|las|le|les|me)?$")


def _infinitive(word: str) -> str | None:
    """The lexicon's infinitive a conjugated word is a form of ("muere" → "morir"), if any."""
    phrases = spanish_lexicon().phrases
    return next((f for f in base_forms(word) if f.endswith(("ar", "er", "ir")) and (f,) in phrases), None)


def _bare_noun(word: str) -> bool:
    """A word the lexicon knows that is no article, determiner or other function word ("vida", "daño")."""
    return fold(word) not in _NOT_VERBS and (fold(word),) in spanish_lexicon().phrases


def _verb(word: str) -> str | None:
    """The word as the answer says it (first person → tú: "puedo" → "puedes"), if it is a conjugated verb."""
    folded = fold(word)
    if folded in _IRREGULAR:
        return _IRREGULAR[folded]
    if folded in _NOT_VERBS or not folded.endswith(_VERB_ENDINGS) or folded.endswith(("ar", "er", "ir")):
        return None
    infinitive = _infinitive(folded)
    if infinitive is None:
        return None
    if folded.endswith("o") and not folded.endswith(("amos", "emos", "imos")):
        return word[:-1] + ("as" if infinitive.endswith("ar") else "es")
    return word


def restated(question: str) -> str | None:
    """The verb (with its pronouns and a following infinitive) a Spanish yes/no question opens with, as the
    answer repeats it: "¿Se saltan los pasos?" → "se saltan", "¿Puedo lanzarlo?" → "puedes lanzarlo"; None when
    the question does not open with its verb ("¿Las habilidades de maná usan la pila?")."""
    asked = question.rsplit("¿", 1)[-1] if "¿" in question else question
    words = _WORD_RE.findall(asked.split("?")[0].lower())
    clitics: list[str] = []
    while words and words[0] in _CLITICS and len(words) > 1:
        clitics.append(_CLITICS[words.pop(0)])
    if not words:
        return None
    verb = _verb(words[0])
    if verb is None:
        return None
    phrase = [*clitics, verb]
    rest = words[1:3]
    if len(rest) == 2 and rest[0] == "que" and _INFINITIVE.search(fold(rest[1])):
        phrase += rest  # "tienes que sacrificarla"
    elif rest and _INFINITIVE.search(fold(rest[0])):
        phrase.append(rest[0])  # "puede atacar"
        if fold(rest[0]) in ("ser", "siendo", "estar") and len(rest) > 1 and _bare_noun(rest[1]):
            phrase.append(rest[1])  # "sigue siendo artefacto"
    elif rest and _bare_noun(rest[0]):
        phrase.append(rest[0])  # its object, when it has no article: "ganas vida", "te hace daño"
    elif fold(words[0]) in _LIGHT:
        return None  # "Sí, es." says nothing
    return " ".join(phrase)


def answer_opener(question: str, negative: bool) -> str | None:
    """ "Sí, muere." / "No, no muere." for a Spanish yes/no question that opens with its verb, else None."""
    phrase = restated(question)
    if phrase is None:
        return None
    return f"No, no {phrase}." if negative else f"Sí, {phrase}."
