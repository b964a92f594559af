"""A Saga whose last chapter ability has triggered (714.4, 704.5s): it isn't sacrificed while that chapter ability is
still on the stack — only after it has resolved (or otherwise left the stack) does the state-based action sacrifice
the Saga. Fires only for a Saga the question names (or "saga"), its chapter ability said to be on the stack or to
resolve, and a yes/no question whether the Saga stays or is sacrificed first."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_CHAPTER = re.compile(
    r"\bchapter\b|\bcapitulo\b|\b(?:iii|ii|iv|final|last|ultimo)\b[^?]{0,20}\b(?:trigger|ability|habilidad|dispar)"
)
_ON_STACK = re.compile(r"on the stack|\bresolv\w*|\bresuelv\w*|\ben la pila|\btrigger\w*|\bdispar\w*")
_ASKS_STAYS = re.compile(r"\bstay\w*|\bremain\w*|\bstill (?:on|there)|\bse queda\w*|\bsigue\b|\bpermanece\w*")
_ASKS_GOES = re.compile(
    r"\bsacrific\w*|\bleave\w*|\bgone\b|\bgo(?:es)? away|\bdies\b|\bright away|\bimmediately|\bse va\b|\bsale\b|"
    r"\bse sacrifica\w*|\binmediatamente|\bal instante"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    saga = next((c for c in frame.cards if "Saga" in c.type_line), None)
    if saga is None and not re.search(r"\bsagas?\b", frame.folded):
        return None
    if not (_CHAPTER.search(frame.folded) and _ON_STACK.search(frame.folded)):
        return None
    clause = frame.clause or frame.asked
    stays, goes = bool(_ASKS_STAYS.search(clause)), bool(_ASKS_GOES.search(clause))
    if stays == goes:
        return None
    rule = cite("714.4", r"isn’t the source of a chapter ability that has triggered but not yet left the stack", r"")
    name = saga.name if saga else t(frame.lang, "saga.the_saga")
    return answered("yes" if stays else "no", t(frame.lang, "saga.stays", saga=name), rule, cite,
                    (saga,) if saga else (), "saga")  # fmt: skip
