"""Phasing out isn't leaving the battlefield (702.26d): the permanent doesn't change zones, so it doesn't die, tokens
go on existing, counters stay on it, and "enters" or "leaves"/"dies" abilities don't trigger when it phases out or
in. Fires only for a question about something phasing out (Teferi's Protection, "phases out", "fuera de fase") that
asks yes or no whether it dies, leaves, triggers, or keeps its counters."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_PHASES = re.compile(
    r"\bphas(?:e|es|ed|ing) (?:\w+ )?(?:out|in)\b|\bphasing\b|\bfuera de fase\b|\bse desfas\w*|\bfase\w* out"
)
_PHASES_CARD = re.compile(r"\bphase out\b|\bphasing\b", re.I)
#: what would happen only if it left the battlefield
_LEAVES = re.compile(
    r"\bdie\w*|\bleave\w*|\bcease\w*|\bgo(?:es)? away|\bdisappear\w*|\bgraveyard|\btrigger\w*|\blose\w*|"
    r"\bmuer\w*|\bsale\w*|\bdesaparec\w*|\bcementerio|\bdispar\w*|\bpierde\w*|"
    # what an "until it leaves" exile would give back: "does opp get their exiled permanent back?"
    r"\bget\w* (?:\w+ ){0,4}back\b|\bcome\w* back\b|\breturn\w*|\bvuelve\w*|\brecuper\w*"
)
#: the ask is whether it phases out as well: "does the pacifism phase out too?", "¿también sale de fase?"
_ASKS_PHASES = re.compile(r"\bphases? out\b|\bphased out\b|\bsale\w* de fase\b|\bfuera de fase\b|\bse desfas\w*")
#: what stays with it
_KEEPS = re.compile(r"\bkeep\w*|\bstill have|\bremain\w*|\bstay\w*|\bconserv\w*|\bsigue teniendo|\bmantien\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    if not (_PHASES.search(frame.folded) or any(_PHASES_CARD.search(c.oracle_text) for c in frame.cards)):
        return None
    clause = frame.clause or frame.asked
    attached = next((c for c in frame.cards if re.search(r"\b(?:Aura|Equipment|Fortification)\b", c.type_line)), None)
    if attached is not None and _ASKS_PHASES.search(clause):
        # "el Pacifism de él también sale de fase?": attached to a permanent phasing out, it phases out indirectly
        rule = cite("702.26g", r"phase out at the same time", r"")
        finding = t(frame.lang, "phasing.attached", card=attached.name)
        return answered("yes", finding, rule, cite, frame.cards, "phasing")
    leaves, keeps = bool(_LEAVES.search(clause)), bool(_KEEPS.search(clause))
    if leaves == keeps:
        return None
    rule = cite("702.26d", r"doesn’t actually cause a permanent to change zones", r"zona")
    return answered("yes" if keeps else "no", t(frame.lang, "phasing.stays"), rule, cite, frame.cards, "phasing")
