"""Echo is paid once (702.30a): "At the beginning of your upkeep, if this permanent came under your control since the
beginning of your last upkeep, sacrifice it unless you pay [cost]." Paid (or not) in the first upkeep, it doesn't
trigger again in later upkeeps unless it came under the player's control again (a new object or a new controller).
Fires only for a yes/no question about paying echo again after it was paid, or about the first upkeep after the
permanent has just arrived (then yes)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_ECHO_SAID = re.compile(r"\becho\b|\beco\b")
_AGAIN = re.compile(
    r"\bagain\b|\bevery (?:upkeep|turn)\b|\beach (?:upkeep|turn)\b|\bvolver a pagar\w*|\bvuelvo a pagar\w*|"
    r"\botra vez\b|\bde nuevo\b|\bcada mantenimiento\b"
)
#: echo already paid (or its upkeep passed): "I paid echo", "pagué el eco", "last upkeep"
_PAID = re.compile(r"\bpaid\b|\bpague\b|\bpagado\b|\blast upkeep\b|\bprimer mantenimiento\b|\balready\b|\bya\b")
_ASKS_PAY = re.compile(r"\bpay\w*|\bpag\w*|\bsacrific\w*|\btrigger\w*|\bdispar\w*")
_NEXT = re.compile(r"\b(?:next|first|following)\s+upkeep\b|\b(?:proximo|siguiente|primer)\s+mantenimiento\b")
#: it has just come under the asker's control: "I just cast", "this turn", "acabo de jugar"
_JUST_ARRIVED = re.compile(r"\bjust (?:cast|played|resolved)\b|\bthis turn\b|\bacabo de\b|\beste turno\b")
#: control changed again: then echo does trigger again
_CONTROL_CHANGED = re.compile(
    r"\bcontrol\w*|\bsteal\w*|\bstole\b|\brob\w*|\bblink\w*|\bflicker\w*|\bparpade\w*|\bbounc\w*|\bunsummon\w*|"
    r"\brecast\w*|\bdevolv\w*|\brelanz\w*|\bvolv\w* a (?:lanzar|jugar)|\breanimat\w*|\bleft the battlefield\b|"
    r"\btreason\w*|\bthreaten\w*|\bgot it back\b|\brecuper\w*"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    named = [c for c in frame.cards if re.search(r"^Echo\b", c.oracle_text, re.M)]
    if not (named or _ECHO_SAID.search(frame.folded)) or len(named) > 1:
        return None
    clause = frame.clause or frame.asked
    rule = cite("702.30a", r"came under your control since the beginning of your last upkeep", r"")
    if (
        _ASKS_PAY.search(clause)
        and _NEXT.search(clause)
        and not _PAID.search(frame.folded)
        and not _AGAIN.search(clause)
        and _JUST_ARRIVED.search(frame.folded)
    ):
        # "I just cast Avalanche Riders, do I pay echo next upkeep?": that upkeep is the first since it arrived
        return answered("yes", t(frame.lang, "echo.first"), rule, cite, tuple(named), "echo")
    if not (_AGAIN.search(clause) and _ASKS_PAY.search(clause) and _PAID.search(frame.folded)):
        return None
    if _CONTROL_CHANGED.search(frame.folded):  # a new object or a new controller: echo triggers again
        return None
    return answered("no", t(frame.lang, "echo.once"), rule, cite, tuple(named), "echo")
