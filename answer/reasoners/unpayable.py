"""A card with no mana cost (118.6, 202.1b): its cost is unpayable, so it can't be cast by paying mana, only through
an alternative cost (suspend, "without paying its mana cost", 118.6a). Fires only for one named nonland card with no
mana cost and a yes/no question about casting it."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import CAN_SAID, Citer, Verdict, answered

_CASTS = re.compile(r"\bcast\w*|\blanz\w*|\bplay\b|\bjugar\w*|\bhard ?cast\w*|\bpay\w*|\bpag\w*")
#: a way around the mana cost said: suspend, cascade, "without paying", "for free"
_OTHER_WAY = re.compile(
    r"\bsuspend\w*|\bsuspender\b|\bcascad\w*|\bwithout paying\b|\bsin pagar\b|\bfor free\b|\bgratis\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not (CAN_SAID.search(clause) and _CASTS.search(clause)):
        return None
    free = [c for c in frame.cards if not c.mana_cost and "Land" not in c.type_line and c.type_line]
    # "without suspending it", "sin suspenderla": the other way said as not taken
    told = re.sub(r"\b(?:without|sin)\s+(?:suspend\w*|suspender\w*)", " ", frame.folded)
    if len(free) != 1 or len(frame.cards) != 1 or _OTHER_WAY.search(told):
        return None
    rule = cite("118.6", r"This represents an unpayable cost", r"")
    return answered("no", t(frame.lang, "unpayable.cost", card=free[0].name), rule, cite, (free[0],), "unpayable")
