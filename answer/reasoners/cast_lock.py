"""A card that stops casting from the graveyard (Grafdigger's Cage: "Players can't cast spells from graveyards or
libraries"): flashback, escape, jump-start and retrace cast the card from the graveyard, so they can't be used while it
is out — the "can't" beats the permission (101.2); unearth, embalm and scavenge are activated abilities, not casts, so
they still work (602.1). Fires only for a named lock, a yes/no question about the asker doing one of these, and, for
a lock on opponents only (Drannith Magistrate), the lock said to be the opponent's."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import CAN_SAID, Citer, Verdict, answered, controller

_LOCK = re.compile(r"can[’']t cast spells from (?:graveyards|anywhere other than their hands?)", re.I)
_OPPONENTS_ONLY = re.compile(r"your opponents can[’']t cast", re.I)
#: casting the card from the graveyard
_CASTS_FROM_YARD = re.compile(
    r"\bflashback\w*|\bflash(?:ed)? (?:it |them )?back\b|\bretrospectiva\b|\bescap\w*|\bjump[- ]?start\w*|"
    r"\bretrace\w*|\baftermath\b|\b(?:cast|lanzar|lanzo)\b[^?]{0,40}\b(?:from|desde|de) (?:my|the|mi|el) "
    r"(?:graveyard|yard|cementerio)\b"
)
#: an activated ability from the graveyard, not a cast
_ACTIVATES_FROM_YARD = re.compile(r"\bunearth\w*|\bdesenterrar\b|\bembalm\w*|\beternaliz\w*|\bscaveng\w*|\bcarro\w*")
#: the move made by the asker: "can I", "puedo"
_ASKER = re.compile(r"\b(?:can|could|may) i\b|\bpuedo\b|\bpodria\b|\bdo i\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    lock = next((c for c in frame.cards if _LOCK.search(c.oracle_text)), None)
    clause = frame.clause or frame.asked
    if lock is None or not CAN_SAID.search(clause) or not _ASKER.search(clause):
        return None
    if _OPPONENTS_ONLY.search(lock.oracle_text) and controller(frame, lock) != "opponent":
        return None  # Drannith Magistrate stops only its controller's opponents: whose it is must be said
    if _ACTIVATES_FROM_YARD.search(clause):
        rule = cite("602.1", r"Activated abilities have a cost and an effect", r"")
        return answered("yes", t(frame.lang, "cast_lock.ability", card=lock.name), rule, cite, (lock,), "cast_lock")
    if not _CASTS_FROM_YARD.search(clause):
        return None
    rule = cite("101.2", r"the “can’t” effect takes precedence", r"no puede")
    key = "cast_lock.hand_only" if _OPPONENTS_ONLY.search(lock.oracle_text) else "cast_lock.cast"
    return answered("no", t(frame.lang, key, card=lock.name), rule, cite, frame.cards, "cast_lock")
