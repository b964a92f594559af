"""Sacrificing a creature whose control changed (701.21a): only its controller can sacrifice it. The player who took
it can (to an edict or a sacrifice outlet), its owner can't while it is taken; either way it goes to its owner's
graveyard (400.3). Fires only for a yes/no "can I sacrifice…" that says which player took it."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import TAKEN_FROM_ME, Citer, Step, Verdict, ids

_ASKS = re.compile(r"\b(?:can|could|may) i (?:still )?sac(?:rifice)?\b|\b(?:puedo|podria) sacrificar\w*\b")
#: the asker took it: "i steal", "le robo", "i control magic their bears", "i act of treason it"
_I_TOOK = re.compile(
    r"\bi (?:steal|stole|took|take|gain(?:ed)? control|control magic|act of treason|threaten)\w*|\ble robo\b|"
    r"\ble robe\b|\b(?:criatura|bicho|permanente) robad[oa]\b|\bstolen (?:creature|one|guy)\b|\bgano el control\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    mine, theirs = _I_TOOK.search(frame.folded), TAKEN_FROM_ME.search(frame.folded)
    if bool(mine) == bool(theirs):
        return None  # who took it is not said, or both are
    rule = cite("701.21a", r"its controller moves it from the battlefield", r"controlador")
    owner = cite("400.3", r"its owner’s", r"propietario")
    key = "sac.stolen_yes" if mine else "sac.stolen_no"
    finding = t(frame.lang, key) + ids(rule, owner)
    steps = [Step(finding, tuple(r for r in (rule, owner) if r))]
    return Verdict(t(frame.lang, "yes" if mine else "no") + " " + finding, steps, cite.quotes, frame.cards,
                   "sacrifice_stolen")  # fmt: skip
