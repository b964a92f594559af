"""X damage "divided evenly, rounded down, among any number of targets" (Fireball; 107.1a): each target is dealt X
divided by the number of targets, rounded down — X=7 between two creatures is 3 each. The extra {1} per target is a
cost increase (601.2f), not damage. Fires only for a named card with that text, an X the question states, a number
of targets it states, and a question asking how much."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, ids
from answer.text import number

_EVENLY = re.compile(r"deals X damage divided evenly, rounded down, among", re.I)
_N = r"(two|three|four|five|dos|tres|cuatro|cinco|[2-9])"
#: "split between two of their creatures", "repartido entre dos bichos", "three targets"
_TARGETS = re.compile(
    rf"\b(?:between|among|entre)\s+{_N}\b|"
    rf"\b{_N}\s+(?:of\s+)?(?:(?:their|his|her|my|your|opponent'?s|sus|mis|tus)\s+)?(?:different\s+|distint[oa]s\s+)?"
    r"(?:targets?|creatures?|players?|objetivos?|criaturas?|bichos?|jugadores?)\b"
)
_ASKS = re.compile(r"how much|how many|cuant[oa]s?\b|cuanto dano")
#: the mana it costs is another question (the extra {1} per target, cost increases)
_ASKS_COST = re.compile(r"\bmana\b|\bcost|\bpay\b|\bcoste|\bcuesta|\bpago\b|\bpagar\b|\bincoloro\b|\bcolorless\b")


#: one of the targets gone before it resolves: "en respuesta el oponente sacrifica una de ellas"
_ONE_GONE = re.compile(
    r"\b(?:in response|before it resolves|en respuesta|antes de que se resuelva)\b[^.?]{0,60}\b(?:sacrific\w*|sacs?|"
    r"bounc\w*|exil\w*|kill\w*|destroy\w*|dies|mata\w*|muere|devuelv\w*|destru\w*)\b[^.?]{0,30}\b(?:one|una|uno)\b|"
    r"\b(?:one|una|uno) (?:of them|de ellas|de ellos)\b[^.?]{0,30}\b(?:dies|is sacrificed|leaves|muere|se va|deja)"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    asked = frame.clause or frame.asked
    if frame.qtype is not QType.HOW_MANY or not _ASKS.search(asked) or _ASKS_COST.search(asked):
        return None
    card = next((c for c in frame.cards if _EVENLY.search(c.oracle_text)), None)
    x = x_said(frame.folded)
    # the count said last: "… targeting two creatures. With three targets." (a follow-up's change comes last)
    said = next(reversed(list(_TARGETS.finditer(frame.folded))), None)
    targets = number(said[1] or said[2]) if said else None
    if card is None or x is None or not targets or targets < 2:
        return None
    rule = cite("107.1a", r"will tell you whether to round up or down", r"redondear")
    if _ONE_GONE.search(frame.folded):
        # Fireball's ruling: the division is made as it resolves, among the targets still legal then
        check = cite("608.2b", r"checks whether the targets are still legal", r"comprueba si (sus|los) objetivos")
        left = targets - 1
        finding = t(frame.lang, "even_split.one_gone", card=card.name, x=str(x), n=str(targets), left=str(left),
                    each=str(x // left))  # fmt: skip
        return answered(None, finding + ids(check), rule, cite, (card,), "even_split")
    each = x // targets
    finding = t(frame.lang, "even_split.each", card=card.name, x=str(x), n=str(targets), each=str(each))
    return answered(None, finding, rule, cite, (card,), "even_split")
