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
_ARTICLES = {"el", "la", "los", "las", "un", "una"}
#: words after which a word is a noun, not a verb
_DETERMINERS = _ARTICLES | set(
    "unos unas mi mis tu tus su sus este esta estos estas ese esa esos esas del al cada otro otra otros otras "
    "algun alguna algunos algunas ningun ninguna todo toda todos todas mucho mucha muchos muchas de".split()
)
_INF = ("ar", "er", "ir")
_PARTICIPLE = re.compile(r"(ad|id)(o|a|os|as)$")
_VERB_ENDINGS = ("a", "an", "e", "en", "o", "as", "es", "amos", "emos", "imos")
#: verbs that say nothing without what follows them
_LIGHT = set("hay es son esta estan hace hacen tiene tienen tengo da dan".split())
_INFINITIVE = re.compile(r"(ar|er|ir|ando|iendo)(se|lo|la|los|las|le|les|me)?$")


def _infinitive(word: str) -> str | None:
    """The lexicon's infinitive a conjugated word is a form of ("muere" → "morir"), if any."""
    phrases = spanish_lexicon().phrases
    short = [word[: -len(e)] + inf for e in ("an", "en", "as", "es", "a", "e", "o") if word.endswith(e) for inf in _INF]
    forms = [*base_forms(word), *short]  # base_forms leaves out two-letter stems: "usan" → "usar"
    return next((f for f in forms if f.endswith(_INF) and len(f) > 3 and (f,) in phrases), None)


def _first_person(word: str) -> bool:
    folded = fold(word)
    return folded.endswith("o") or folded in ("estoy", "soy", "voy", "doy")


def _bare_noun(word: str) -> bool:
    """A word the lexicon knows that is no article, determiner, adverb or other function word ("vida", "daño")."""
    folded = fold(word)
    return folded not in _NOT_VERBS and not folded.endswith("mente") and (folded,) in spanish_lexicon().phrases


def _verb(word: str) -> str | None:
    """The word as the answer says it (first person → tú: "puedo" → "puedes"), if it is a conjugated verb."""
    folded = fold(word)
    if folded in _IRREGULAR:
        return _IRREGULAR[folded]
    if (
        folded in _NOT_VERBS
        or not folded.endswith(_VERB_ENDINGS)
        or folded.endswith(("ar", "er", "ir"))
        or _PARTICIPLE.search(folded)
    ):
        return None
    infinitive = _infinitive(folded)
    if infinitive is None:
        return None
    if folded.endswith("o") and not folded.endswith(("amos", "emos", "imos")):
        return word[:-1] + ("as" if infinitive.endswith("ar") else "es")
    return word


def restated(question: str) -> str | None:
    """The verb of a Spanish yes/no question (with its pronouns, a following infinitive or a bare object), as the
    answer repeats it: "¿Se saltan los pasos?" → "se saltan", "¿Puedo lanzarlo?" → "puedes lanzarlo", "¿Las
    habilidades de maná usan la pila?" → "usan la pila"; None when no verb is found before the sixth word."""
    asked = question.rsplit("¿", 1)[-1] if "¿" in question else re.split(r"[.,;:]", question.rstrip("?. "))[-1]
    clause = asked.split("?")[0].lower()
    if re.search(r"\d|\bo\b", clause):
        return None  # an amount ("¿Gano 2 vidas?") or two alternatives: a repeated verb would claim too much
    words = _WORD_RE.findall(clause)
    at = _verb_at(words)
    if at is None or "que" in words[:at]:
        return None  # no verb, or the first one is in a relative clause ("las criaturas que vuelven…")
    start = at
    while start > 0 and words[start - 1] in _CLITICS and (start == 1 or words[start - 1] not in _ARTICLES):
        start -= 1
    phrase = [_CLITICS[w] for w in words[start:at]] + [_verb(words[at]) or words[at]]
    rest = words[at + 1 : at + 3]
    if rest and rest[0] == "yo":
        return " ".join([*phrase, "tú"])  # "¿me quedo yo el zombi?" → "te quedas tú", not "te quedas yo"
    if len(rest) == 2 and rest[0] in ("que", "a") and _INFINITIVE.search(fold(rest[1])):
        phrase += [rest[0], re.sub(r"(ar|er|ir)me$", r"\1te", rest[1])]  # "tienes que sacrificarla", "quedarte"
    elif rest and _INFINITIVE.search(fold(rest[0])):
        phrase.append(re.sub(r"(ar|er|ir)me$", r"\1te", rest[0]))  # "puede atacar"; "guardarme" → "guardarte"
        if fold(rest[0]) in ("ser", "siendo", "estar") and len(rest) > 1 and _bare_noun(rest[1]):
            phrase.append(rest[1])  # "sigue siendo artefacto"
    elif rest and _bare_noun(rest[0]):
        phrase.append(rest[0])  # its object, when it has no article: "ganas vida", "te hace daño"
    elif len(rest) == 2 and at + 3 == len(words) and rest[0] in ("la", "el", "los", "las") and _bare_noun(rest[1]):
        phrase += rest  # the clause's last words: "usan la pila"
    elif fold(words[at]) in _LIGHT:
        return None  # "Sí, es." says nothing
    return " ".join(phrase)


def _verb_at(words: list[str]) -> int | None:
    """Where the question's verb is: the first conjugated verb among its first six words that does not follow an
    article or a determiner (which makes it a noun: "la copia", "el ataque")."""
    for i, word in enumerate(words[:6]):
        if i == 1 and words[0] in _CLITICS and _verb(word) is not None and _first_person(word):
            return i  # "¿Las devuelvo a la mano?": a pronoun, not an article, before the player's own verb
        if i and fold(words[i - 1]) in _DETERMINERS:
            continue
        if word in _CLITICS and i + 1 < len(words):
            continue
        if _verb(word) is not None and (i == 0 or words[i - 1] in _CLITICS or not _first_person(word)):
            return i  # after a subject, "activo" is its adjective: the player's own "-o" verb opens the question
    return None


def answer_opener(question: str, negative: bool) -> str | None:
    """ "Sí, muere." / "No, no muere." for a Spanish yes/no question whose verb `restated` finds, else None."""
    phrase = restated(question)
    if phrase is None:
        return None
    return f"No, no {phrase}." if negative else f"Sí, {phrase}."
