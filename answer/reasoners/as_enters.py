"""A choice made "as [this permanent] enters" (Voice of All's color, Phyrexian Revoker's card name, Chalice of the
Void's X) is part of a replacement effect (614.1c): it is made before the permanent enters (614.12a), so no player
can act between its entering and the choice — it is never on the battlefield without it. Fires when a named card
has such a choice and the question asks about acting in response to it, or before it."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

#: "As Voice of All enters the battlefield, choose a color.", "As Phyrexian Revoker enters, choose a nonland card name."
_AS_ENTERS = re.compile(r"^as [^,\n]+ enters(?: the battlefield)?, (?:choose|name)\b[^.\n]*", re.I | re.M)
#: acting between the entering and the choice: "in response to the choice", "before it gets the protection", "wait
#: to see what color he picks and kill it in response", "antes de que tenga la protección"
_BETWEEN = re.compile(
    r"\bin response\b|\brespond\w*\b|\ben respuesta\b|\bresponder\b|\bbefore (?:it|he|she|they) (?:gets?|has|chooses?|"
    r"names?|picks?)\b|\bbefore the (?:choice|color|name)\b|\bantes de que (?:tenga|elija|nombre|diga)\b|"
    r"\bwait\w* (?:to see|until)\b|\besperar a (?:ver|que)\b"
)


#: the question speaks of the choice (not of the spell: "can I counter Voice of All in response?" can)
_CHOICE = re.compile(
    r"\b(?:choice|choos\w*|chose\w*|picks?|named?|names|colou?r|protection|elige|eleccion|elegid\w*|nombr\w*|"
    r"proteccion)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not (_BETWEEN.search(frame.folded) and _CHOICE.search(frame.folded)):
        return None
    chooser = next(((c, m) for c in frame.cards if (m := _AS_ENTERS.search(c.oracle_text))), None)
    if chooser is None:
        return None
    card, found = chooser
    rule = cite("614.12a", r"that choice is made before the permanent enters", r"antes de que el permanente entre")
    finding = t(frame.lang, "as_enters.no_window", card=card.name, choice=found[0].rstrip("."))
    return answered("no", finding, rule, cite, (card,), "as_enters")
