"""Splitting combat damage among several blockers (510.1c, 510.1d): a creature blocked by two or more creatures
divides its combat damage among them as its controller chooses — nothing has to be lethal to one before another
gets damage (there is no damage assignment order any more). With trample, only damage to the player needs lethal
on every blocker first (702.19b). Fires only when the question has several blockers (or one blocker blocking
several attackers) and asks whether lethal must come first, or whether the damage can be split."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids

_SEVERAL = re.compile(
    r"\b(double|triple|multi|gang)[- ]?block\w*|\bblock\w* by (two|three|four|2|3|4|several|multiple)\b|"
    r"\b(two|three|2|3) (creatures |guys |dudes )?block\b|\b(bloquead\w*|bloquean|bloquea) (por |con )?(dos|tres|2|3|varias|varios)\b|"
    r"\b(dos|tres|2|3) (criaturas |bichos )?(lo |la |me )?bloquean\b|\blo bloquean (dos|tres)\b|\bdoble bloqueo\b"
)
#: "do I have to put lethal on the first?", "¿tengo que asignarle daño letal al primero?"
_MUST = re.compile(
    r"\b(have to|must|need to|required to|do i need)\b.{0,40}\b(lethal|first|order|one before)|"
    r"\b(tengo que|debo|hay que|es obligatorio)\b.{0,50}\b(letal|primero|orden)|damage assignment order|orden de asignacion"
)
#: "can I just split 2 and 2?", "¿puedo repartirlo como quiera?"
_CAN_SPLIT = re.compile(r"\b(split|divide|distribute|spread)\b|\b(repart\w*|divid\w*|distribu\w*)\b")
#: a split with amounts per blocker ("1 damage to the first and 3 to the second"): the combat reasoner checks it
_AMOUNTS = re.compile(r"\b\d+ (damage |de dano |dano )?(to|al|a) (the |la |el )?(first|primer\w*)\b")
_TRAMPLE = re.compile(r"\btrample|\barrolla")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _SEVERAL.search(frame.folded) or _AMOUNTS.search(frame.folded):
        return None
    must, split = _MUST.search(frame.folded), _CAN_SPLIT.search(frame.clause or frame.asked)
    if not (must or split):
        return None
    lang = frame.lang
    rule = cite("510.1c", r"divided as its controller chooses", r"como elija")
    if rule is None:
        return None
    trample = _TRAMPLE.search(frame.folded) or any(
        re.search(r"(^|\n|, )trample\b", c.oracle_text, re.I) for c in frame.cards
    )
    finding = t(lang, "split.free") + ids(rule)
    steps = [Step(finding, (rule,))]
    if trample:
        lethal = cite("702.19b", r"Once all those blocking creatures are assigned lethal damage", r"letal")
        extra = t(lang, "split.trample") + ids(lethal)
        finding += " " + extra
        steps.append(Step(extra, (lethal,) if lethal else ()))
    opener = "no" if must else "yes"  # "do I have to…?" is No; "can I just split it?" is Yes
    return Verdict(t(lang, opener) + " " + finding, steps, cite.quotes, frame.cards, "damage_split")
