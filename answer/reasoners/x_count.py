"""An X counted as the ability resolves (608.2h): Craterhoof Behemoth's "+X/+X, where X is the number of creatures you
control" counts the creatures on the battlefield then, itself included once it has entered, and not those removed
in response. Fires only for a named
creature card with such an enters ability, a number of other creatures the question gives, and a question how big X
(or the bonus) is."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered
from answer.text import COUNT_GROUP, number

_COUNTS_CREATURES = re.compile(
    r"^(?:[\w' -]{3,30} — )?when [^,]* enters[^.]*\bget \+X/\+X[^.]*where X is the number of creatures you control",
    re.I | re.M,
)
_N = COUNT_GROUP
#: "tengo 4 criaturas en mesa", "i have four other creatures"
_OTHERS_SAID = re.compile(rf"\b{_N} (?:other |otras )?(?:creatures|criaturas|bichos|guys|dudes)\b")
#: creatures removed while the trigger waits: "kills one in response", "me mata una en respuesta"
_REMOVED = re.compile(
    rf"\b(?:kill\w*|destroy\w*|remov\w*|bolt\w*|exile\w*|mata\w*|destruy\w*|exili\w*)\s+(?:me\s+)?(?:(una?)|{_N})\b(?! (?:more|mas)\b)"
)
_IN_RESPONSE = re.compile(r"\bin response\b|\ben respuesta\b|\bon the stack\b|\ben la pila\b")
_ASKS = re.compile(r"\+x|\bhow (?:much|big)\b|\bcuant[oa]s?\b|\bwhat(?:'s| is) x\b|\bx\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.HOW_MANY, QType.OTHER, QType.WHAT_HAPPENS) or not _ASKS.search(frame.folded):
        return None
    card = next((c for c in frame.cards if "Creature" in c.type_line and _COUNTS_CREATURES.search(c.oracle_text)), None)
    said = _OTHERS_SAID.search(frame.folded)
    if card is None or said is None:
        return None
    others = number(said[1])
    if others is None:
        return None
    removed = _REMOVED.search(frame.folded) if _IN_RESPONSE.search(frame.folded) else None
    if removed and re.search(
        r"\b(?:his|her|their) own\b|\bone of (?:his|her|their)\b|\bsus propi\w*|\bde los suyos\b", frame.folded
    ):
        return None  # a creature of the opponent's removed: not one Craterhoof counts
    lost = (1 if removed[1] else number(removed[2])) if removed else 0
    if lost is None or lost > others:
        return None
    others -= lost  # "kills one in response": gone before the ability resolves and counts
    x = others + 1  # it has entered: it counts itself
    rule = cite("608.2h", r"the answer is determined only once", r"una sola vez")
    finding = t(frame.lang, "x_count.creatures", card=card.name, n=str(x), others=str(others))
    return answered(None, finding, rule, cite, (card,), "x_count")
