"""Paying life (119.4): a player may pay an amount of life only if their life total is at least that amount, so at 3
life Snuff Out's "pay 4 life" can't be chosen, and at exactly 4 it can (leaving 0, and the player loses as a
state-based action). Fires only when the question gives the player's life total and the life to pay, said ("pay 4
life", "pagando 4 vidas") or read from the one named card with a "pay N life" cost, and asks whether it can be paid."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids

#: "I'm at 3", "i'm at 3 life", "estoy a 3 vidas", "with 5 life", "tengo 5 vidas", "my life total is 2"
_TOTAL = re.compile(
    r"\b(?:i'?m|i am|i'?m only|estoy|quedo|me quedan?)\s+(?:solo\s+|only\s+)?(?:at|a|en|con|on)?\s*(?:exactly\s+|exactamente\s+)?(\d{1,3})\b"
    r"(?!\s*(?:/|mana|cards?|cartas?|counters?|contadores?))|"
    r"\b(?:i have|i got|tengo)\s+(?:only\s+|solo\s+)?(\d{1,3})\s+(?:life|(?:de )?vidas?)\b|"
    r"\blife total (?:is|of) (\d{1,3})\b|\bmi (?:total de )?vida (?:es|esta en|en) (\d{1,3})\b|"
    # "at 5 life facing a board of…", "on exactly 7 life i pay 7": the asker's, said first
    r"(?:^|[.!?]\s*)(?:i'?m )?(?:at|on) (?:exactly )?(\d{1,3}) life\b|"
    # "… with 4 life at 4 life?", "si tengo 5?": the total said after the payment
    r"\b(?:life )?at (\d{1,3}) life\b(?=\W*$)|\bsi tengo (\d{1,3})(?:\s+(?:vidas?|de vida))?(?=\s*(?:[?.!,]|$))"
)
_PAYS = re.compile(
    r"\b(?:pay|paying|pagar|pagando|pago|pague)\s+(?:the |las |los )?(?:x\s*=\s*)?(\d{1,3})\s+(?:life|vidas?|de vida)\b|"
    # "¿puedo pagar un símbolo phyrexiano con 2 vidas?": paid with life
    r"\b(?:pay|paying|pagar|pagando|pago|pague)\b[^.?]{0,40}\b(?:with|con)\s+(?:the |las |mis |my )?(\d{1,3})\s+"
    r"(?:life|vidas?|de vida)\b"
)
_CARD_PAYS = re.compile(r"\bpay (\d{1,2}) life\b", re.I)
_PAYS_FOR = re.compile(r"\b(?:pay|paying|pagar|pagando|pago|pague)\s+(\d{1,3})\s+(?:for|on|to cast|por|para)\b")
_PAYS_LIFE = re.compile(r"\bpay\w* (?:the )?life\b|\bpag\w* (?:con )?vidas?\b|\bphyrexian\b|\bpirexian\w*")
#: one Phyrexian mana symbol named without a card: 2 life (107.4f)
_ONE_PHYREXIAN = re.compile(r"\b(?:a|one|un|una|el|the)\s+(?:phyrexian mana|mana (?:phyrexian|pirexiano))\b")
_ALL_OF_THEM = re.compile(r"\bboth\b|\ball\b|\beach\b|\blos dos\b|\bambos\b|\btodos\b|\bcada\b")
_ASKS = re.compile(
    r"\b(?:can|could|may|am i allowed|puedo|podria|se puede|pay|paying|pagar|pagando|cast|lanzar|lanzo|activate|"
    r"activating|activo|activar)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is QType.HOW_MANY and _ASKS_LIFE.search(clause):
        return _phyrexian_life(frame, cite)
    # "on exactly 7 life i pay 7 for griselbrand … what happens?": the loss before the ability resolves
    paid_down = frame.qtype is QType.WHAT_HAPPENS and re.search(r"\b(?:pay|paid|pago|pague)\b", frame.folded)
    if not paid_down and (frame.qtype is not QType.YES_NO or not (_ASKS.search(clause) or _ASKS.search(frame.asked))):
        return None
    totals = [int(next(g for g in m.groups() if g)) for m in _TOTAL.finditer(frame.folded)]
    said = [int(next(g for g in m.groups() if g)) for m in _PAYS.finditer(frame.folded)]
    if not said and any(re.search(r"\bpay X life\b", c.oracle_text, re.I) for c in frame.cards):
        said = [int(m[1]) for m in _PAYS_FOR.finditer(frame.folded)]  # "pay 4 for toxic deluge": its X in life
    costs = {int(m[1]) for c in frame.cards for m in _CARD_PAYS.finditer(c.oracle_text)}
    payment = said[0] if len(set(said)) == 1 else (costs.pop() if not said and len(costs) == 1 else None)
    if payment is None and not said and _PAYS_LIFE.search(frame.folded):  # Dismember: 2 life per Phyrexian symbol
        phyrexian = [c.mana_cost.count("/P}") for c in frame.cards if "/P}" in c.mana_cost]
        if len(phyrexian) == 1 and (phyrexian[0] == 1 or _ALL_OF_THEM.search(frame.folded)):
            payment = 2 * phyrexian[0]
    if payment is None and not said and _ONE_PHYREXIAN.search(frame.folded):  # "¿puedo pagar un maná pirexiano?"
        payment = 2
    if len(set(totals)) != 1 or not payment:
        return None
    life = totals[0]
    rule = cite("119.4", r"only if their life total is greater than or equal to", r"vida")
    can = life >= payment
    key = ("pay_life.zero" if life == payment else "pay_life.can") if can else "pay_life.cannot"
    finding = t(frame.lang, key, life=str(life), n=str(payment)) + ids(rule)
    steps = [Step(finding, (rule,) if rule else ())]
    if life == payment:
        sba = cite("704.5a", r"0 or less life", r"0")
        if sba is not None:
            steps.append(Step(t(frame.lang, "pay_life.then_lose") + ids(sba), (sba,)))
    if can and life == payment and (_EFFECT_FIRST.search(frame.asked) or paid_down):
        # "at 7, if I pay 7 to Griselbrand do I draw the seven first?": the loss comes before the ability resolves
        sba = cite("117.5", r"state-based actions", r"acciones basadas en estado")
        finding = t(frame.lang, "pay_life.before_effect", life=str(life), n=str(payment)) + ids(rule, sba)
        cited = tuple(r for r in (rule, sba) if r)
        # "do I lose before drawing?" asks the loss first: yes; "do I draw first?": no
        lose_first = re.search(r"\b(?:lose|die|pierdo|muero)\b[^?]{0,25}\b(?:before|antes|first|primero)\b", clause)
        opener = "" if paid_down else t(frame.lang, "yes" if lose_first else "no") + " "
        return Verdict(opener + finding, [Step(finding, cited)], cite.quotes, frame.cards, "pay_life")
    if paid_down:
        return None
    # "can I pay the 1 life … and stay alive?": paying down to 0 loses the game before anything resolves
    survive = can and life == payment and _SURVIVES.search(clause)
    opener = "no" if survive or not can else "yes"
    return Verdict(t(frame.lang, opener) + " " + finding, steps, cite.quotes, frame.cards, "pay_life")


#: asks for the paid ability's effect before the loss: "do i get to draw first", "¿robo antes de perder?"
_EFFECT_FIRST = re.compile(
    r"\b(?:draw|get|resolve)\w*\b[^?]{0,30}\b(?:first|before)\b|\b(?:robo|robar|resuelve)\b[^?]{0,20}\b(?:antes|primero)\b|"
    r"\b(?:lose|die|pierdo|muero)\b[^?]{0,25}\b(?:before|antes)\b"
)
_SURVIVES = re.compile(r"\bstay alive\b|\bsurviv\w*|\bsobreviv\w*|\bseguir vivo\b|\bno morir\b|\bnot (?:die|lose)\b")


_ASKS_LIFE = re.compile(r"\blife\b|\bvidas?\b")
_ONLY_GENERIC = re.compile(
    r"\bonly\b|\bjust\b|\bsolo\b|\bsolamente\b|\bsin (?:pagar )?man[aá] (?:negro|azul|rojo|verde|blanco)"
)


def _phyrexian_life(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Dismember paying only {1}: how much life?": each Phyrexian symbol paid with life costs 2 (107.4f)."""
    cards = [c for c in frame.cards if "/P}" in c.mana_cost]
    if len(cards) != 1 or not _ONLY_GENERIC.search(frame.folded):
        return None
    count = cards[0].mana_cost.count("/P}")
    rule = cite("107.4f", r"can be paid either with one mana of its color or by paying 2 life", r"2 vidas")
    return answered(
        None,
        t(frame.lang, "pay_life.phyrexian", n=str(2 * count), k=str(count), card=cards[0].name),
        rule,
        cite,
        frame.cards,
        "pay_life",
    )
