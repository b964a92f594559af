"""A creature sacrificed to cast a spell (Fling, Village Rites, Natural Order) is gone before anyone can answer:
the cost is paid while the spell is cast (601.2h), and players get priority only after that. "They Fling their big
guy, can I Bolt it in response?" is no; the spell uses what the creature was as it was sacrificed (608.2h)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import CAN_SAID, Citer, Step, Verdict, ids, is_spell_card, last_part, name_pattern

#: "As an additional cost to cast this spell, sacrifice a creature."
_SACRIFICE_COST = re.compile(
    r"as an additional cost to cast this spell, sacrifice an? (?:\w+ )?(?:creature|artifact)", re.I
)
#: the sacrificed creature answered in response: "bolt the creature in response", "matarla en respuesta"
_ANSWER_IT = re.compile(
    r"\b(?:bolt|kill|destroy|exile|bounce|shock|path|swords?|remove|target|murder|mata\w*|destru\w*|exili\w*|"
    r"devolv\w*|quit\w*|tir\w* (?:un |una )?\w+ a)\b[^.?]{0,40}\b(?:in response|en respuesta|before|antes)\b|"
    r"\b(?:in response|en respuesta)\b[^.?]{0,20}\b(?:bolt|kill|destroy|exile|bounce|shock|mata\w*|destru\w*|exili\w*)\b"
)


#: what the answer aims at that isn't the sacrificed creature: the asker's own, another one, a player
_NOT_THE_SACRIFICED = re.compile(r"\b(?:my|mine|mi|mis|other|another|otr[oa]|player|jugador|face|cara|me|myself)\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not CAN_SAID.search(frame.asked):
        return None
    spell = next((c for c in frame.cards if is_spell_card(c) and _SACRIFICE_COST.search(c.oracle_text)), None)
    clause = last_part(frame.clause or frame.asked)
    answered_it = _ANSWER_IT.search(clause)
    if spell is None or answered_it is None:
        return None
    if re.search(rf"\b(?:{name_pattern(spell)})\w*\b", clause) and not re.search(
        r"\b(?:creature|criatura|guy|bicho|it|la|lo|wurm|sacrificed|sacrificad\w*)\b|\w+(?:la|lo)\b", clause
    ):
        return None  # "can I counter the Fling in response?": the spell itself, which is on the stack
    aimed = answered_it[0]
    if _NOT_THE_SACRIFICED.search(aimed):
        return None  # "can I bounce my Goyf in response?", "his other creature": the target or another creature
    for card in frame.cards:
        if (
            "Creature" in card.type_line
            and re.search(rf"\b(?:{name_pattern(card)})", aimed)
            and not re.search(rf"\b(?:sacrific\w*|fling\w*)\s+(?:\w+\s+){{0,2}}?(?:{name_pattern(card)})", frame.folded)
        ):
            return None  # a creature named in the answer that isn't the one told sacrificed
    paid = cite("601.2h", r"pays the total cost", r"paga el coste total")
    finding = t(frame.lang, "cost_paid.sacrificed", spell=spell.name)
    known = None
    if re.search(
        r"\bsacrificed (?:creature|artifact)", spell.oracle_text, re.I
    ):  # Fling: "the sacrificed creature's power"
        known = cite("608.2h", r"last known information", r"información")
        finding += " " + t(frame.lang, "cost_paid.last_known", spell=spell.name)
    finding += ids(paid, known)
    rules = tuple(rule for rule in (paid, known) if rule)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, rules)], cite.quotes, (spell,), "cost_paid")
