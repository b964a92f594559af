"""Proliferate chooses (701.34a): "choose any number of permanents and/or players that have a counter", so its
controller may pick some and skip others (the poison counter but not the -1/-1 counters). Fires only when the question
proliferates and asks whether some may be left out or chosen."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, poison_said

_PROLIFERATE = re.compile(r"\bproliferat\w*|\bproliferar\w*|\bprolifer[oa]\b")
_CHOOSES = re.compile(
    r"\b(skip|leave out|leave off|ignore|choose|pick|select|only|not|without|all|every\w*|each)\b|\b(elegir|elijo|"
    r"escoger|solo|sin|saltar\w*|ignorar|dejar fuera|no|tod[oa]s?|cada)\b"
)
_LOSES = re.compile(r"\blose\w*|\bdead\b|\bdie\b|\bpierde\b|\bmuere\b|\bwin\b|\bgano\b|\bgana\b")
_CAN = re.compile(r"\b(can|could|may|do i have to|must)\b|\bpued\w*|\btengo que\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _PROLIFERATE.search(frame.folded):
        return None
    had = poison_said(frame.folded)
    if had is not None and _LOSES.search(clause):  # "9 poison counters, I proliferate: does he lose?"
        rule = cite("704.5c", r"ten or more poison counters", r"diez")
        finding = t(frame.lang, "proliferate.poison", had=str(had), n=str(had + 1))
        return answered("yes" if had + 1 >= 10 else "no", finding, rule, cite, frame.cards, "proliferate")
    if not (_CAN.search(clause) and _CHOOSES.search(clause)):
        return None
    must = re.search(r"\b(do i have to|must)\b|\btengo que\b", clause)
    rule = cite("701.34a", r"choose any number of permanents and/or players", r"cualquier número")
    finding = t(frame.lang, "proliferate.choose")
    return answered("no" if must else "yes", finding, rule, cite, frame.cards, "proliferate")
