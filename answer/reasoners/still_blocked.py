"""A blocked creature stays blocked (509.1h): once blockers are declared, an attacker with a blocker remains blocked
even if every creature blocking it is removed from combat (killed, bounced, sacrificed), and menace's "two or more"
is checked only as blockers are declared. It deals no combat damage then, unless it has trample or a rule lets it
(510.1c). Fires only when the question says a blocker was removed after blocks and asks whether the attacker is still
blocked or now unblocked, or says the blocker died to first-strike damage and asks whether the attacker then hits."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids

#: asks about the attacker's blocked status
_ASKS_STILL = re.compile(
    r"\bstill blocked\b|\bremain\w* blocked\b|\bsigue bloquead[oa]\b|\bsigue estando bloquead[oa]\b|"
    r"\bcontinua bloquead[oa]\b|\bqueda bloquead[oa]\b"
)
_ASKS_UNBLOCKED = re.compile(
    r"\b(?:become|becomes|now|count as|counts as|considered)\s+unblocked\b|\bpasa a (?:estar )?(?:no bloquead[oa]|desbloquead[oa])\b|"
    r"\bdeja de estar bloquead[oa]\b|\bqueda desbloquead[oa]\b"
)
#: a blocker leaves combat after blocks: killed, bounced, sacrificed, exiled ("mato a uno", "i bolt the blocker")
_BLOCKER_GONE = re.compile(
    r"\b(?:bolt|kill|killed|destroy\w*|bounce\w*|sacrific\w*|exile\w*|remove\w*|shock)\w*\b[^.?]{0,30}\b(?:blocker|one|it|"
    r"them|bloqueador\w*)\b|\b(?:mato|matan|destruyo|destruyen|sacrifico|sacrifica|exilio|exilian|quito)\b[^.?]{0,20}"
    r"\b(?:a uno|al bloqueador|a la bloqueadora|a una|uno|una|el bloqueador|la bloqueadora|al otro|a ambos|a los dos)\b|"
    r"\bblocker\w* (?:dies|died|is killed|leaves|left)\b|\b(?:muere|murio) (?:el|la) bloquead\w*"
)


#: its only blocker died in the first-strike damage step: "token dies to the first strike damage"
_DIED_FIRST = re.compile(
    r"\b(?:dies|died|killed|muere|murio)\b[^.?]{0,25}\b(?:first[- ]strike|danar primero|double strike|danar dos veces)\b"
)
#: asks whether the attacker then deals damage to the player: "does the ace then hit me for 1", "¿me pega?"
_ASKS_HITS = re.compile(
    r"\b(?:hit|hits|deal|deals|damage)\b[^?]{0,30}\b(?:me|player|face|opponent|them|you)\b|"
    r"\b(?:me|le) (?:pega|hace|llega)\w*\b|\bal jugador\b"
)


def _after_first_strike(frame: Frame, cite: Citer) -> Verdict | None:
    """Its blocker killed by first-strike damage, the attacker stays blocked and, without trample, deals nothing in the
    regular combat damage step (509.1h, 510.1c)."""
    if not (_DIED_FIRST.search(frame.folded) and _ASKS_HITS.search(frame.clause or frame.asked)):
        return None
    if frame.has("trample") or any(re.search(r"\btrample\b", c.oracle_text, re.I) for c in frame.cards):
        return None
    stays = cite("509.1h", r"This remains unchanged until the creature is removed from combat", r"")
    none = cite("510.1c", r"assigns its combat damage to the creatures blocking it", r"bloqueando")
    finding = t(frame.lang, "blocked.no_damage_after_first") + ids(stays, none)
    steps = [Step(finding, tuple(r for r in (stays, none) if r))]
    return Verdict(t(frame.lang, "no") + " " + finding, steps, cite.quotes, frame.cards, "still_blocked")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    after = _after_first_strike(frame, cite)
    if after is not None:
        return after
    clause = frame.clause or frame.asked
    still, unblocked = _ASKS_STILL.search(clause), _ASKS_UNBLOCKED.search(clause)
    if not (still or unblocked) or not _BLOCKER_GONE.search(frame.folded):
        return None
    rule = cite("509.1h", r"This remains unchanged until the creature is removed from combat", r"")
    return answered("yes" if still else "no", t(frame.lang, "blocked.stays"), rule, cite, frame.cards, "still_blocked")
