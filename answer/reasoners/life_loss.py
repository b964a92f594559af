"""Losing life isn't damage (119.3, 615.1): a prevention effect — a Fog, "prevent the next N damage", protection —
watches for damage only, so "target player loses 3 life" is never prevented. Fires only when the question speaks of
life loss and asks whether prevention stops it (or whether the life is still lost), with no damage dealt in the
situation."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

#: life lost, said or printed: "loses 3 life", "life loss", "me hace perder 2 vidas", "drain"
_LOSS = re.compile(
    r"\blos(?:e|es|ing|t) (?:\d+ |x |that much |that |the )?life\b|\blife loss\b|\bperd\w* (?:\d+ |x )?(?:de )?vidas?\b|"
    r"\bperdida de (?:\d+ )?vidas?\b|\bdrain\w*\b"
)
_LOSES_PRINTED = re.compile(r"\bloses? (?:\d+|X|that much) life\b", re.I)
#: the question asks about prevention: "can I prevent it", "does a Fog stop it", "con un efecto de prevención"
_ASKS_PREVENT = re.compile(r"\bprevent\w*|\bfog\b|\bprevenc\w*|\bpreven\w*|\bniebla\b")
#: the question asks whether the life is lost anyway
_ASKS_STILL = re.compile(r"\bstill\b|\banyway\b|\bigual\b|\baun\b|\btodavia\b|\bsigo\b|\bsigue\b")
#: damage dealt in the situation (a prevention question about it is the prevention reasoner's)
_DAMAGE_DEALT = re.compile(r"\bdeals? (?:\d+|x) (?:combat )?damage\b|\bhace \d+ (?:de )?dano\b|\bburn\w*|\bbolt\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS):
        return None
    printed = [c for c in frame.cards if _LOSES_PRINTED.search(c.oracle_text)]
    if not (_LOSS.search(frame.folded) or printed) or not _ASKS_PREVENT.search(frame.folded):
        return None
    if _DAMAGE_DEALT.search(frame.folded) or any("damage" in c.oracle_text for c in printed):
        return None
    clause = frame.clause or frame.asked
    if frame.qtype is QType.WHAT_HAPPENS:
        opener = None
    elif _ASKS_PREVENT.search(clause) or re.search(r"\bstop\w*|\bevit\w*|\bdeten\w*|\bpar(?:a|ar)\b", clause):
        opener = "no"
    elif _ASKS_STILL.search(clause) or _LOSS.search(clause):
        opener = "yes"
    else:
        return None
    rule = cite("615.1", r"watch for a damage event", r"dano")
    cite("119.3", r"gain life or lose life", r"perder vida")
    return answered(opener, t(frame.lang, "life_loss.not_damage"), rule, cite, frame.cards, "life_loss")
