"""Life lost and then gained while one spell or ability resolves: state-based actions are checked only when a player
would receive priority (704.3), never in the middle of a resolution, so a player who drops to 0 or less and gains
life back before the spell finishes is never at 0 when they are checked. Fires only for a yes/no on surviving or
losing that says the starting life total, the loss and then the gain, all in the same spell or ability."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_START = re.compile(
    r"\b(?:estoy|quedo|voy) (?:a|en|con) (\d+)(?: vidas?)?\b|\btengo (\d+) vidas?\b|\bi'?m (?:at|on) (\d+)(?: life)?\b|"
    r"\bat (\d+) life\b|\bon (\d+) life\b"
)
#: the loss, then the gain, in one telling: "me hace perder 3 vidas y después ganar 4", "lose 3 life and then gain 4"
_LOSE_THEN_GAIN = re.compile(
    r"\b(?:perder|pierdo|pierda|lose|loses|losing)\s+(\d+)(?: (?:de )?vidas?| life)?\b[^.?]{0,30}?\b"
    r"(?:y|and|,)\s+(?:despues|luego|then|after that)?\s*(?:a )?(?:ganar|gano|gane|gain|gains|gaining)\s+(\d+)\b"
)
_SAME = re.compile(
    r"\bmism[oa] (?:hechizo|habilidad|resolucion)\b|\bsame (?:spell|ability|resolution)\b|\bwhile (?:it|the spell) "
    r"(?:is )?resolv\w*|\bmientras se resuelve\b|\ball (?:in|from) (?:the same|one) (?:spell|ability)\b"
)
_ALIVE = re.compile(r"\bsigo viv\w*|\bsobreviv\w*|\bam i (?:still )?alive\b|\bdo i survive\b|\bstill alive\b")
_DEAD = re.compile(r"\bpierdo\b(?! \d)|\bmuero\b|\bdo i lose\b(?! \d)|\bam i dead\b|\bdo i die\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not (_ALIVE.search(clause) or _DEAD.search(clause)):
        return None
    start, change = _START.search(frame.folded), _LOSE_THEN_GAIN.search(frame.folded)
    if start is None or change is None or not _SAME.search(frame.folded):
        return None
    life = int(next(g for g in start.groups() if g))
    low = life - int(change[1])
    end = low + int(change[2])
    if low > 0 or end <= 0:
        return None  # never at 0 in between, or dead anyway: other reasoners' (and plain arithmetic)
    rule = cite("704.3", r"Whenever a player would get priority", r"prioridad")
    finding = t(frame.lang, "mid_resolution.alive", start=str(life), low=str(low), end=str(end))
    return answered("yes" if _ALIVE.search(clause) else "no", finding, rule, cite, frame.cards, "mid_resolution")
