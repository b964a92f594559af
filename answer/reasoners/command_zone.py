"""A commander going to the command zone (903.9a–b): from a graveyard or exile its owner may move it there as a
state-based action, so an effect that exiles it instead of putting it into the graveyard (Rest in Peace) doesn't
stop that; going to a hand or library, a replacement effect puts it there instead. Fires only when the question is
about a commander and asks about the command zone."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_COMMANDER = re.compile(r"\bcommander\b|\bcomandante\b|\bgeneral\b")
_ASKS_ZONE = re.compile(r"command zone|zona de mando|zona de comando")
_TO_HAND = re.compile(r"\b(hand|library|mano|biblioteca|bounce\w*|tuck\w*|devuelv\w*)\b")


_DIES = re.compile(
    r"\bdies\b|\bdied\b|\bmuere\b|\bmurio\b|\bkill\w*|\bbolted\b|\bdestroy\w*|\bdestruid\w*|\bmatan?\b|\bse muere\b"
)
_EXILED = re.compile(r"\bexil\w*|\bswords?\b|\bpath\w*|\bplowshares\b")
_ASKS_TRIGGER = re.compile(r"\btrigger\w*|\bdispar\w*|\bgo(?:es)? off\b")
_DIES_TRIGGER = re.compile(r"\bdies\b", re.I)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS) or not _COMMANDER.search(frame.folded):
        return None
    if _died_first(frame):
        # "mi comandante muere y lo mando a la zona de mando, ¿se dispara mi Midnight Reaper?": it died first
        rule = cite("903.9a", r"in a graveyard or in exile", r"cementerio")
        return answered("yes", t(frame.lang, "command.died_first"), rule, cite, frame.cards, "command_zone")
    if not _ASKS_ZONE.search(frame.clause or frame.asked):
        return None
    opener = "yes" if frame.qtype is QType.YES_NO else None
    if _TO_HAND.search(frame.folded):
        rule = cite("903.9b", r"would be put into its owner’s hand or library", r"mano")
        return answered(opener, t(frame.lang, "command.replacement"), rule, cite, frame.cards, "command_zone")
    rule = cite("903.9a", r"This is a state-based action", r"acción basada en estado")
    return answered(opener, t(frame.lang, "command.sba"), rule, cite, frame.cards, "command_zone")


def _died_first(frame: Frame) -> bool:
    """The commander died and was then moved to the command zone, and the question asks whether a dies trigger of a
    named card triggers."""
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS_TRIGGER.search(clause) or not _ASKS_ZONE.search(frame.folded):
        return False
    if not _DIES.search(frame.folded) or _EXILED.search(frame.folded):
        return False
    return any(_DIES_TRIGGER.search(c.oracle_text) for c in frame.cards)
