"""Echo is paid once (702.30a): "At the beginning of your upkeep, if this permanent came under your control since the
beginning of your last upkeep, sacrifice it unless you pay [cost]." Paid (or not) in the first upkeep, it doesn't
trigger again in later upkeeps unless it came under the player's control again. Fires only for a yes/no question
about paying echo again in a later upkeep."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_ECHO_SAID = re.compile(r"\becho\b|\beco\b")
_AGAIN = re.compile(
    r"\bagain\b|\bevery (?:upkeep|turn)\b|\beach (?:upkeep|turn)\b|\bnext upkeep\b|\bfollowing upkeep\b|"
    r"\bvolver a pagar\w*|\bvuelvo a pagar\w*|\botra vez\b|\bde nuevo\b|\bcada mantenimiento\b|"
    r"\bmantenimiento siguiente\b|\bsiguiente mantenimiento\b|\bproximo mantenimiento\b"
)
_ASKS_PAY = re.compile(r"\bpay\w*|\bpag\w*|\bsacrific\w*|\btrigger\w*|\bdispar\w*")
#: control changed again: then echo does trigger again
_CONTROL_CHANGED = re.compile(r"\bcontrol\w*|\bsteal\w*|\bstole\b|\brob\w*|\bblink\w*|\bflicker\w*|\bparpade\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    named = [c for c in frame.cards if re.search(r"^Echo\b", c.oracle_text, re.M)]
    if not (named or _ECHO_SAID.search(frame.folded)) or len(named) > 1:
        return None
    clause = frame.clause or frame.asked
    if not (_AGAIN.search(clause) and _ASKS_PAY.search(clause)) or _CONTROL_CHANGED.search(frame.folded):
        return None
    rule = cite("702.30a", r"came under your control since the beginning of your last upkeep", r"")
    return answered("no", t(frame.lang, "echo.once"), rule, cite, tuple(named), "echo")
