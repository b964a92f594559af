"""A mandatory enters trigger with only its own creature to target (603.3d, 601.2c): "When Flametongue Kavu enters,
it deals 4 damage to target creature" must target a creature if one can be chosen, and with no other creature on the
battlefield the only legal choice is Flametongue Kavu itself. Fires only when a named creature has such a trigger (no
"up to", "you may", "another", "you don't control" or "an opponent controls"), the question says no other creature is
around, and asks whether it must (or can avoid) targeting itself."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids

_ETB_TARGET = re.compile(
    r"^(?:[\w' -]{3,30} — )?when [^,]+ enters the battlefield, ([^\n]*\btarget creature\b[^\n]*)", re.I | re.M
)
_OPTIONAL = re.compile(r"\bup to\b|\byou may\b", re.I)
_OTHERS_ONLY = re.compile(
    r"\banother target\b|\btarget creature (you don't control|an opponent controls)\b|\btarget creature other than\b",
    re.I,
)
_ALONE = re.compile(
    r"\bno (other|more) creatures?\b|\bonly creature\b|\bno creatures? (else|other)\b|\bnothing else\b|"
    r"\bno hay (mas|otras?) criaturas?\b|\bunica criatura\b|\bno hay (nada|ninguna) (mas|otra)\b|"
    r"\bsin (otras|mas) criaturas\b|\bboard (is )?empty\b|\bmesa vacia\b"
)
_MUST = re.compile(r"\b(have to|must|forced|need to|required)\b|\btengo que\b|\bdebo\b|\bobligad\w*|\bobligatori\w*")
_AVOID = re.compile(r"\b(can i|could i|may i) (skip|not|choose not|avoid)\b|\bpuedo (no|evitar|saltar)\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    what = frame.qtype is QType.WHAT_HAPPENS  # "it's the only creature on the board. what does the etb do?"
    if not (frame.qtype is QType.YES_NO or what) or not _ALONE.search(frame.folded):
        return None
    must, avoid = _MUST.search(clause), _AVOID.search(clause)
    if not (must or avoid or what):
        return None
    triggered = [(c, found[1]) for c in frame.cards if (found := _ETB_TARGET.search(c.oracle_text))]
    if len(triggered) != 1:
        return None
    card, effect = triggered[0]
    if any(c is not card and "Creature" in c.type_line for c in frame.cards):
        return None  # another creature is named: "no creatures other than Phantasmal Image" leaves it one target
    rule = cite("603.3d", r"no legal choices can be made", r"no se puede")
    if _OTHERS_ONLY.search(effect):  # Ravenous Chupacabra: no creature an opponent controls, no target at all
        finding = t(frame.lang, "must_target.none", card=card.name)
        return answered("no", finding, rule, cite, (card,), "must_target")
    if _OPTIONAL.search(effect):
        return None
    finding = t(frame.lang, "must_target.itself", card=card.name)
    verdict = answered(None if what else "yes" if must else "no", finding, rule, cite, (card,), "must_target")
    deals = re.search(r"deals (\d+) damage to target creature", effect)
    if deals and card.toughness and card.toughness.isdigit() and int(deals[1]) >= int(card.toughness):
        lethal = cite("704.5g", r"lethal damage", r"daño letal")
        dies = t(frame.lang, "must_target.dies", card=card.name, n=deals[1]) + ids(lethal)
        verdict = Verdict(verdict.text + " " + dies, [*verdict.steps, Step(dies, (lethal,) if lethal else ())],
                          cite.quotes, (card,), "must_target")  # fmt: skip
    return verdict
