"""Whether a triggered ability's action is optional (603.5): only an effect that says "may" lets its controller
decline; "When Kor Skyfisher enters, return a permanent you control to its owner's hand" must be done as it resolves.
Fires only for one named card whose trigger does the action the question names (return, sacrifice, discard…) and a
yes/no question whether the asker can skip it or has to do it."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, named_in

#: a triggered ability's sentence: "When …, <effect>." / "At the beginning of …, <effect>."
_TRIGGER = re.compile(r"^(?:When|Whenever|At)\b[^,\n]*, ([^\n]+)", re.M)
#: the action, in the Oracle text and in the question's words (English and Spanish stems)
_ACTIONS = {
    "return": r"\breturn\w*|\bdevolv\w*|\bdevuelv\w*",
    "sacrifice": r"\bsacrific\w*|\bsac\b",
    "discard": r"\bdiscard\w*|\bdescart\w*",
    "draw": r"\bdraw\w*|\brob(?:ar|o|a)\b",
    "exile": r"\bexil\w*",
    "destroy": r"\bdestroy\w*|\bdestru\w*",
    "search": r"\bsearch\w*|\bbusc\w*|\btutor\w*",
    "mill": r"\bmill\w*|\bmuel\w*|\bmoler\b",
}
#: asks whether the action can be skipped: "can I just not return anything?", "¿puedo no devolver nada?"
_ASKS_SKIP = re.compile(
    r"\b(?:can|could|may) i (?:just |simply |choose to |elect to )?(?:not|decline|skip|choose not to)\b|"
    r"\bis (?:it|that|this) (?:optional|a may)\b|\bpuedo (?:simplemente |solo )?(?:no|elegir no|decidir no|saltar\w*)\b|"
    r"\bes opcional\b"
)
#: asks whether it must be done: "do I have to return something?", "¿tengo que devolver algo?"
_ASKS_MUST = re.compile(
    r"\b(?:do|does) (?:i|you|he|she|they) (?:have|need) to\b|\bmust (?:i|you)\b|\bis (?:it|that|this) mandatory\b|"
    r"\b(?:tengo|tiene|tienes) que\b|\bes obligatori\w*|\bestoy obligad\w*"
)


#: a particular object asked about, not the action itself: "return a land", "devolver la tierra", "itself"
_WHICH = re.compile(
    r"\bitself\b|\ba (?:land|creature|artifact|token)\b|\bthe (?:land|creature|token)\b|\bmismo\b|"
    r"\buna (?:tierra|criatura|ficha)\b|\bla (?:tierra|criatura|ficha)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    clause = frame.clause or frame.asked
    skip, must = bool(_ASKS_SKIP.search(clause)), bool(_ASKS_MUST.search(clause))
    if skip == must:
        return None
    asked = {verb for verb, pattern in _ACTIONS.items() if re.search(pattern, clause)}
    # the sentence of a trigger's effect that does the action asked ("draw a card, then you may put a land…": draw)
    found = [
        (card, sentence, place.start(), verb)
        for card in frame.cards
        if named_in(card, frame.folded)
        for effect in _TRIGGER.findall(card.oracle_text)
        for sentence in re.split(r"(?<=\.)\s+", effect)
        for verb in asked
        if (place := re.search(rf"\b{verb}", sentence, re.I))
    ]
    if len(found) != 1:
        return None
    card, sentence, at, verb = found[0]
    # "unless", "up to one", "if no creatures are on the battlefield": a choice or a condition in the text itself
    if re.search(r"\bunless\b|\bif\b|\bup to\b|\bany number\b", sentence, re.I):
        return None
    optional = bool(re.search(r"\bmay\b", sentence[:at], re.I))  # "may" governing this action, before its verb
    said = re.search(_ACTIONS[verb], clause)
    what = clause[said.end() : said.end() + 40] if said else ""
    if not optional and (named_in(card, what) or _WHICH.search(what)):
        return None  # "do I have to return Kor Skyfisher itself / a land?": which one is the player's choice
    rule = cite("603.5", r"contain “may,”", r"puedes")
    key = "mandatory.optional" if optional else "mandatory.required"
    finding = t(frame.lang, key, card=card.name, effect=sentence.rstrip("."))
    return answered("yes" if optional == skip else "no", finding, rule, cite, (card,), "mandatory")
