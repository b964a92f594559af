"""A graveyard is one face-up pile (404.2): any player may look through any graveyard at any time, but its order can't
normally be changed. Fires only for a yes/no question that asks about reordering a graveyard or looking at one."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_GRAVEYARD = re.compile(r"\bgraveyards?\b|\byards?\b|\bcementerios?\b")
_REORDER = re.compile(
    r"\b(?:reorder|rearrange|re-?arrange|shuffle|reordenar|reordeno|reordena|desordenar)\w*\b|"
    r"\b(?:change|cambiar|cambio|mover|move) (?:the |el )?(?:order|orden)\b|\b(?:put|poner|pongo) [^.?]{0,20}\bin (?:any|the) order\b"
)
_LOOK = re.compile(r"\b(?:look|looks|see|examine|check|search|mirar|mira|miro|ver|revisar|revisa)\w*\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _GRAVEYARD.search(clause) or frame.cards:
        return None
    rule = cite("404.2", r"can’t change their order", r"orden")
    if _REORDER.search(clause):
        return answered("no", t(frame.lang, "graveyard_order.order"), rule, cite, (), "graveyard_order")
    if _LOOK.search(clause):
        return answered("yes", t(frame.lang, "graveyard_order.look"), rule, cite, (), "graveyard_order")
    return None
