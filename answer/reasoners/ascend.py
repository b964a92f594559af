"""The city's blessing is kept for the rest of the game (702.131a–b): ascend gives it once its controller controls
ten or more permanents, and dropping below ten afterwards doesn't take it away. Fires only when the question says
the blessing was got and then fewer permanents, and asks whether it is kept, lost, or still works."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_GOT = re.compile(r"\b(?:got|get|gotten|have|had|tengo|tenia|obtuve|consegui|gane)\b[^.?]{0,20}\b(?:city'?s blessing|"
                  r"bendicion de la ciudad)\b")  # fmt: skip
#: the permanents then fewer than ten: "now i only have 6", "ahora tengo menos de diez", "killed a bunch of my stuff"
_FEWER = re.compile(
    r"\b(?:only|now|ahora|solo|just)\b[^.?]{0,20}\b(?:\d|one|two|three|four|five|six|seven|eight|nine|uno|dos|tres|"
    r"cuatro|cinco|seis|siete|ocho|nueve)\b|\b(?:fewer|less) than (?:10|ten)\b|\bmenos de (?:10|diez)\b|\bbelow (?:10|ten)\b|"
    r"\bpor debajo de (?:10|diez)\b|\bkill\w* (?:a bunch|some|most)\b|\bdestroy\w* (?:a bunch|some|most)\b"
)
_NOT_GOT = re.compile(
    r"\bnever\b|\bnot\b|\w+n'?t\b|\byet\b|\bno\b|\bnunca\b|\btodavia\b|\baun\b|\bwithout\b|\bsin\b|\bif\b|\bsi\b"
)
#: getting it asked, not told: "can i get the city's blessing with only 9?", "¿puedo tener la bendición…?"
_ASKS_GET = re.compile(
    r"\b(?:can|could|do|does|will|would|puedo|podria|tengo que)\s+(?:i\s+)?(?:get|have|tener|obtener)\b"
)
_ASKS_LOST = re.compile(r"\blose\b|\blost\b|\bgone\b|\bpierdo\b|\bpierde\b|\bse va\b|\bdesaparece\b")
_ASKS_KEPT = re.compile(
    r"\bstill\b|\bkeep\b|\bsigo\b|\bsigue\b|\bconservo\b|\bmantengo\b|\btodavia\b|\baun\b|\bcan (?:it|he|she|they|i)\b|"
    r"\bpuedo\b|\bpuede\b|\bwork\w*\b|\bfunciona\w*\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    clause = frame.clause or frame.asked
    got = _GOT.search(frame.folded)
    before = frame.folded[max(0, got.start() - 25) : got.end()] if got else ""
    if got is None or not _FEWER.search(frame.folded) or _NOT_GOT.search(before) or _ASKS_GET.search(before):
        return None  # "i never got the city's blessing", "todavía no tengo la bendición": not got, nothing kept
    lost, kept = _ASKS_LOST.search(clause), _ASKS_KEPT.search(clause)
    if bool(lost) == bool(kept):
        return None
    rule = cite("702.131b", r"for the rest of the game", r"")
    return answered("no" if lost else "yes", t(frame.lang, "ascend.kept"), rule, cite, frame.cards, "ascend")
