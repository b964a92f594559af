"""How much life does Swords to Plowshares give? (608.2h): "gains life equal to its power" uses the creature's power as
the spell resolves (its last known power if it has left); 0 or less gives none. Fires only for a named spell with
that text and one creature whose power the question or its card gives, with nothing said that changes the power."""

from __future__ import annotations

import re
from dataclasses import replace

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, creature_label, ids, is_spell_card
from answer.reasoners.combat import PUMP, creatures, pumped
from answer.text import fold
from ingest.models import Card

_EQUAL_TO_POWER = re.compile(r"gains life equal to its power", re.I)
_ASKS_LIFE = re.compile(r"\blife\b|\bvidas?\b|\bgain|\bgana")
#: anything that changes the power before the spell resolves
_CHANGES = re.compile(r"[+-]\d+/[+-]\d+|counter|contador|pump|in response|en respuesta|respond|anthem|double|dobl")
_AURA_PT = re.compile(r"\bEnchanted creature gets ([+-]\d+)/([+-]\d+)(?: and|\.)")
_OTHER_CHANGES = re.compile(r"[+-]\d+/[+-]\d+|counter|contador|anthem|double|dobl")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.HOW_MANY, QType.YES_NO) or not _ASKS_LIFE.search(frame.clause or frame.asked):
        return None
    spell = next((c for c in frame.cards if is_spell_card(c) and _EQUAL_TO_POWER.search(c.oracle_text)), None)
    if spell is None:
        return None
    pumps = [c for c in frame.cards if c is not spell and PUMP.search(c.oracle_text)]
    if (_OTHER_CHANGES if pumps else _CHANGES).search(frame.folded):
        return None  # a pump spell cast in response is read; counters, anthems or doubling aren't
    found = [c for c in creatures(frame) if c.name != spell.name and c.name not in {p.name for p in pumps}]
    # an Aura that changes the enchanted creature's power (Animate Dead's "gets -1/-0") on the one creature
    auras = [c for c in frame.cards if "Aura" in c.type_line and _AURA_PT.search(c.oracle_text)]
    if len(found) != 1 or len(auras) > 1 or len(frame.cards) > 2 + len(pumps) + len(auras):
        return None
    creature = pumped(frame, found)[0] if pumps else found[0]
    if auras and not _on_it(frame, auras[0], found[0].name):
        return None  # "my elf wears Rancor, I Swords his Griselbrand": the Aura is on another creature
    if auras:
        shift = _AURA_PT.search(auras[0].oracle_text)
        assert shift is not None
        creature = replace(creature, power=creature.power + int(shift[1]), toughness=creature.toughness + int(shift[2]))
    on_it = len(pumps) == 1 and re.search(rf"\b{re.escape(fold(pumps[0].name))}\w* (?:it|him|her)\b", frame.folded)
    if (
        pumps
        and creature == found[0]
        and len(pumps) == 1
        and (re.search(r"\bles? (?:tiro|lanzo|hago|tira|lanza|hace|tiran|lanzan)\b", frame.folded) or on_it)
    ):
        # "en respuesta le tiro un Giant Growth", "i giant growth it in response": on the one creature
        bonus = PUMP.search(pumps[0].oracle_text)
        assert bonus is not None
        creature = replace(creature, power=creature.power + int(bonus[1]), toughness=creature.toughness + int(bonus[2]))
    if pumps and creature == found[0]:
        return None  # a pump spell named, but not on this creature
    lang = frame.lang
    rule = cite("608.2h", r"last known information", r"última información conocida")
    name = creature_label(creature.name, lang)
    power = max(0, creature.power)
    finding = t(lang, "life_power.gains" if power else "life_power.none", spell=spell.name, name=name, n=str(power))
    finding += ids(rule)
    text = finding
    if frame.qtype is QType.YES_NO:
        text = t(lang, "yes" if power else "no") + " " + finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, tuple(frame.cards), "life_from_power")


def _on_it(frame: Frame, aura: Card, creature: str) -> bool:
    """The Aura is said on this creature: its name (or its name made a verb, "animate dead-ed my griselbrand") within a
    few words of the creature's, in the same sentence."""
    aura_word = re.escape(fold(aura.name).split()[0])
    name_word = re.escape(fold(creature).split()[0].strip(","))
    return bool(
        re.search(rf"\b{aura_word}[^.?!]{{0,30}}\b{name_word}|\b{name_word}[^.?!]{{0,30}}\b{aura_word}", frame.folded)
    )
