"""What an Aura's "can't" does to the creature it enchants (508.1c, 509.1b, 602.5): Pacifism's "can't attack or block"
stops attacking and blocking and nothing else, so its activated abilities ({T}: deal 1 damage) still work; Arrest
also stops those. Fires only for a named Aura with such a restriction, still on its creature (not destroyed, not
fallen off to protection), and a yes/no "can it attack / block / use its ability?"."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_RESTRICTS = re.compile(r"^enchanted creature can[’']t ([^.]+)\.", re.I | re.M)
_ASKS_CAN = re.compile(r"\b(?:can|could|may)\b|\bpued\w*|\bpodr\w*")
_ASKS_ATTACK = re.compile(r"\battack\w*|\bata[cq]\w*|\bswing\w*")
_ASKS_BLOCK = re.compile(r"\bblock\w*|\bbloque\w*")
_ASKS_ABILITY = re.compile(r"\babilit\w*|\bhabilidad\w*|\bping\w*|\btap\b|\{t\}|\bactiva\w*|\bgirar\w*")


#: the Aura goes away: protection said (from its color: 704.5m), or the Aura disenchanted
_FALLS_OFF = re.compile(r"\bprotection\b|\bproteccion\b|\bpro (?:white|blanco)\b|\bdisenchant\w*|\bnaturaliz\w*")
_GIVES_PROTECTION = re.compile(r"\bgains? protection\b", re.I)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    clause = frame.clause or frame.asked
    if not _ASKS_CAN.search(clause):
        return None
    aura = next((c for c in frame.cards if "Aura" in c.type_line and _RESTRICTS.search(c.oracle_text)), None)
    if aura is None or aura.name in frame.removed or _FALLS_OFF.search(frame.folded):
        return None  # "le tiro gods willing y elijo blanco": protection puts the Aura into the graveyard (704.5m)
    if any(c is not aura and _GIVES_PROTECTION.search(c.oracle_text) for c in frame.cards):
        return None
    said = _RESTRICTS.search(aura.oracle_text)
    stops = (said[1] if said else "").lower()
    abilities_stopped = "activated abilities can" in aura.oracle_text.lower()
    if _ASKS_ABILITY.search(clause) and not (_ASKS_ATTACK.search(clause) or _ASKS_BLOCK.search(clause)):
        rule = cite("602.5", r"prohibited from being activated", r"")
        key = "aura.abilities_stopped" if abilities_stopped else "aura.abilities_work"
        if key == "aura.abilities_work" and stops == "attack or block":  # Pacifism: say what it does stop
            key = "aura.abilities_work_combat"
        return answered("no" if abilities_stopped else "yes", t(frame.lang, key, card=aura.name), rule, cite, (aura,),
                        "aura_restricts")  # fmt: skip
    for asks, word, rule_id, pattern in (
        (_ASKS_BLOCK, "block", "509.1b", r"can’t block"),
        (_ASKS_ATTACK, "attack", "508.1c", r"can’t attack"),
    ):
        if asks.search(clause):
            stopped = word in stops
            rule = cite(rule_id, pattern, r"")
            key = f"aura.{word}_stopped" if stopped else f"aura.{word}_allowed"
            return answered("no" if stopped else "yes", t(frame.lang, key, card=aura.name), rule, cite, (aura,),
                            "aura_restricts")  # fmt: skip
    return None
