"""A Siege's protector (310.11a, 310.8b): only an opponent of the Siege's controller can be chosen as its protector,
and a battle's protector can never attack it while its controller can. Fires only for a yes/no question about a
battle or Siege that asks whether the asker can be its protector, or whether its protector can attack it."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_BATTLE = re.compile(r"\bsieges?\b|\basedios?\b|\bbattles?\b|\bbatallas?\b")
#: "can I choose myself as its protector?", "¿puedo elegirme a mí mismo como protector?"
_MYSELF_PROTECTOR = re.compile(
    r"^(?:can|could|may) i\b[^?]{0,20}\b(?:choose|pick|name|make) myself\b[^?]{0,30}\bprotector\b|"
    r"^(?:can|could|may) i be\b[^?]{0,30}\bprotector\b|"
    r"^(?:puedo|podria|me puedo)\b[^?]{0,10}\b(?:elegirme|nombrarme|ser yo)\b[^?]{0,30}\bprotector\b"
)
#: "can the protector attack it?", "¿el protector puede atacarla?"
_PROTECTOR_ATTACKS = re.compile(
    r"\bprotector\b\s+(?:\w+\s+){0,2}(?:attack|atacar)\s+(?:it|the (?:battle|siege)|la batalla|el asedio)\b|"
    r"\bprotector\b\s+(?:\w+\s+){0,2}atacarl[ao]\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _BATTLE.search(frame.folded):
        return None
    if _MYSELF_PROTECTOR.search(clause):
        rule = cite("310.11a", r"Only an opponent of a Siege’s controller can be its protector", r"")
        return answered("no", t(frame.lang, "battle.protector_opponent"), rule, cite, frame.cards, "battle")
    if _PROTECTOR_ATTACKS.search(clause):
        rule = cite("310.8b", r"A battle’s protector can never attack it", r"")
        return answered("no", t(frame.lang, "battle.protector_attacks"), rule, cite, frame.cards, "battle")
    return None
