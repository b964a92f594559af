"""A "can't enter the battlefield" card beats an effect that would put those cards onto the battlefield (101.2):
Grafdigger's Cage against Collected Company (from the library) or a reanimation spell (from the graveyard); the
cards stay where they are. Fires only when one named card says which zones' creature cards can't enter, another named
card puts creature cards from one of those zones onto the battlefield, and the question asks whether it works."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_CANT_ENTER = re.compile(
    r"creature cards in (graveyards|libraries)(?: and (graveyards|libraries))? can[’']t enter the battlefield", re.I
)
#: where the other card puts creature cards onto the battlefield from
_FROM_LIBRARY = re.compile(r"\bcards? of your library\b|\bfrom your library\b|\bsearch your library\b", re.I)
_FROM_GRAVEYARD = re.compile(r"\bfrom (?:a|your|their|an opponent's) graveyard\b|\bcard from your graveyard\b", re.I)
_PUTS = re.compile(r"\bput [^.]*onto the battlefield\b|\breturn [^.]*to the battlefield\b", re.I)
_ASKS = re.compile(
    r"\b(?:can|could|may|does|do|will)\b[^?]{0,40}\b(?:put|get|enter|work|bring|return|reanimat|come back|comes back)\w*|"
    r"\b(?:puedo|puede|entra\w*|funciona|meter|poner|sacar|vuelve|regresa)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    stopper = next(((c, m) for c in frame.cards if (m := _CANT_ENTER.search(c.oracle_text))), None)
    if stopper is None:
        return None
    cage, found = stopper
    zones = {z.lower() for z in found.groups() if z}
    for card in reversed(frame.cards):  # the one named last: "reanimate my griselbrand with unburial rites"
        if card is cage or not _PUTS.search(card.oracle_text):
            continue
        zone = (
            "libraries"
            if _FROM_LIBRARY.search(card.oracle_text)
            else "graveyards"
            if _FROM_GRAVEYARD.search(card.oracle_text)
            else None
        )
        if zone is None or zone not in zones:
            continue
        rule = cite("101.2", r"the “can’t” effect takes precedence", r"prevalece")
        finding = t(frame.lang, f"cant_enter.{zone}", cage=cage.name, card=card.name)
        return answered("no", finding, rule, cite, (cage, card), "cant_enter")
    return None
