"""Responding before hexproof, shroud or protection arrives: an equip ability, an Aura spell or a spell or ability
that grants it does so only when it resolves, and a spell cast in response resolves first (117.7), so the creature
can still be targeted. Fires only for a named card whose text grants one of them, a yes/no question asking whether
the asker can respond or target, and the question saying the granting is still on the stack ("in response", "before
it has hexproof")."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered
from ingest.models import Card

#: a card that grants one of them: "Equipped creature has shroud", "Enchanted creature has hexproof", "gains hexproof"
_GRANTS = re.compile(
    r"\b(?:equipped|enchanted|target) creature (?:you control )?(?:has|gains|gets [^.]*? and gains)\b[^.]*?"
    r"\b(hexproof|shroud|protection)\b",
    re.I,
)
#: the granting still on the stack, the question responding to it
_BEFORE = re.compile(
    r"\bin response\b|\brespond\w*|\ben respuesta\b|\bresponder\w*|"
    r"\bbefore (?:it|the \w+|he|she|they) (?:has|have|gets|get|resolves?|is equipped|is attached)\b|"
    r"\bantes de que (?:tenga|resuelva|se (?:equipe|resuelva|ponga)|le (?:den|de|pongan))\b|\bwhile \w+ (?:is )?on the stack\b|"
    r"\bmientras (?:esta|este) en la pila\b"
)
#: asks whether the asker can act: "can I Swords it?", "¿puedo responder con …?"
_ASKS_CAN = re.compile(r"\b(?:can|could|may) (?:i|we)\b|\bpuedo\b|\bpodemos\b|\bpuede (?:uno|alguien)\b")
#: the asker is the one granting: "can I equip …", "¿puedo responder dándole protección?"
_ASKER_GRANTS = re.compile(
    r"\b(?:can|could|may) (?:i|we) (?:\w+ )?(?:equip|give|attach|move|cast \w+ on (?:my|it))\w*|\bgiv(?:e|ing) (?:it|him|her|my)\b|"
    r"\bpuedo (?:\w+ )?(?:equipar\w*|dar\w*|poner\w*)|\bdand\w*|\bdarle\b|\ble doy\b"
)
#: the granting already done or the Equipment already on: "after it resolves", "once it's equipped", "is wearing"
_ALREADY_ON = re.compile(
    r"\bafter (?:it|the \w+) resolves?\b|\bonce (?:it'?s|it is) (?:equipped|attached|resolved)\b|"
    r"\bdespues de que (?:resuelva|se resuelva|se equipe)\b|\bya (?:tiene|esta equipad\w*)\b|\balready (?:has|equipped)\b|"
    # "his commander is wearing the boots and he moves them": still on it until the equip resolves
    r"\bwearing\b|\bis equipped with\b|\bmove\w* (?:the|them|it)\b|\blleva puest\w*|\btiene puest\w*|\bmueve\w*"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    clause = frame.clause or frame.asked
    if not (_BEFORE.search(frame.folded) and _ASKS_CAN.search(clause)) or _ALREADY_ON.search(frame.folded):
        return None
    granters = [(card, found[1].lower()) for card in frame.cards if (found := _GRANTS.search(card.oracle_text))]
    if len(granters) != 1:
        return None
    granter, keyword = granters[0]
    if not _granting_said(frame, granter):
        return None
    if _ASKER_GRANTS.search(clause):
        return None  # "can I equip Lightning Greaves in response?": the asker granting it, a question of timing
    rule = cite("117.7", r"The new spell or ability will resolve first", r"se resolverá primero")
    finding = t(
        frame.lang, "granted_later.not_yet", card=granter.name, keyword=t(frame.lang, f"granted_later.{keyword}")
    )
    return answered("yes", finding, rule, cite, (granter,), "granted_later")


def _granting_said(frame: Frame, granter: Card) -> bool:
    """The granter is being cast, activated or equipped, not already on the creature."""
    if "Equipment" in granter.type_line:
        return bool(re.search(r"\bequip\w*|\bequipar\w*|\bequipa\w*", frame.folded))
    return bool(re.search(r"\bcast\w*|\bactivat\w*|\blanz\w*|\btira\w*|\bactiva\w*|\bon the stack\b|\ben la pila\b",
                          frame.folded))  # fmt: skip
