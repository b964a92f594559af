"""Blood Moon and Magus of the Moon (305.7): a nonbasic land that becomes a Mountain loses its land types and every
ability from its rules text and gains only "{T}: Add {R}", so a fetch land can't be cracked, Urborg no longer makes
lands Swamps, and only red mana comes from it; its card types stay (Dryad Arbor is still a creature). Fires only for a
named "Nonbasic lands are Mountains" card and one named nonbasic land the question asks about."""

from __future__ import annotations

import re

from answer.analysis import EITHER_OR, Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, named_in

_MOON = re.compile(r"nonbasic lands are mountains", re.I)
_RED = re.compile(r"\bred\b|\{r\}|\brojo\b|\broja\b")
_STILL_CREATURE = re.compile(r"\bstill a creature\b|\bsigue siendo (?:una )?criatura\b")
_IS_CREATURE = re.compile(r"\ba creature\b|\buna criatura\b|\bes criatura\b")
_IS_MOUNTAIN = re.compile(r"\ba mountain\b|\buna montana\b|\bes montana\b")
_ENTERS_TAPPED = re.compile(r"\benters(?: the battlefield)? tapped\b", re.I)
_ASKS_TAPPED = re.compile(r"\benters? tapped\b|\bcome in tapped\b|\bentra girad[oa]\b|\bentra tapead[oa]\b")
_STOPS_CREATURE = re.compile(r"\bstops? being a creature\b|\bno longer a creature\b|\bdeja de ser (?:una )?criatura\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS):
        return None
    moon = next((c for c in frame.in_play if _MOON.search(c.oracle_text)), None)
    lands = [c for c in frame.cards if "Land" in c.type_line and "Basic" not in c.type_line]
    named = [c for c in frame.cards if "Basic" not in c.type_line]  # "mis Forest" is no third card for the layers
    clause = frame.clause or frame.asked
    if moon is not None and len(lands) > 1 and all(c is moon or c in lands for c in named):
        # "Urza's Tower, Mine and Power Plant: does my Tower still make three?": the one land the ask names
        asked = [c for c in lands if named_in(c, clause)]
        lands = asked if len(asked) == 1 else lands
        named = [moon, *lands]
    if moon is None or len(lands) != 1 or len(named) != 2:
        return None  # a third card (an Aura on the Moon, Life and Limb, Ensoul Artifact) changes the layers
    land = lands[0]
    rule = cite("305.7", r"loses all abilities generated from its rules text", r"pierde todas las habilidades")
    creature = "Creature" in land.type_line
    asks_creature = _STILL_CREATURE.search(clause) or _STOPS_CREATURE.search(clause) or _IS_CREATURE.search(clause)
    if asks_creature and not creature:
        return None
    if _ENTERS_TAPPED.search(land.oracle_text) and _ASKS_TAPPED.search(frame.folded):
        # "¿entra girado? ¿hago la adivinación 1?": the Moon applies as it enters (614.12), no tapped, no trigger
        enters = cite("614.12", r"continuous effects from the permanent’s own static abilities", r"continuos")
        finding = t(frame.lang, "moon.enters_untapped", land=land.name, moon=moon.name)
        if re.search(r"^When (?:~|this|[^,]*) enters", land.oracle_text, re.M):
            finding += " " + t(frame.lang, "moon.no_trigger")
        opener = "no" if frame.qtype is QType.YES_NO and _ASKS_TAPPED.search(clause) else None
        return answered(opener, finding, enters, cite, (moon, land), "blood_moon")
    if frame.qtype is QType.YES_NO and _IS_MOUNTAIN.search(clause):  # "is it a Mountain now?"
        return answered("yes", t(frame.lang, "moon.mountain", land=land.name, moon=moon.name), rule, cite,
                        (moon, land), "blood_moon")  # fmt: skip
    if creature and asks_creature:
        finding = t(frame.lang, "moon.still_creature", land=land.name, moon=moon.name)
        opener = "no" if _STOPS_CREATURE.search(clause) else "yes"
        return answered(
            opener if frame.qtype is QType.YES_NO else None, finding, rule, cite, (moon, land), "blood_moon"
        )
    finding = t(frame.lang, "moon.mountain", land=land.name, moon=moon.name)
    if frame.qtype is QType.WHAT_HAPPENS or EITHER_OR.search(clause):
        return answered(None, finding, rule, cite, (moon, land), "blood_moon")
    red = bool(_RED.search(clause)) and bool(re.search(r"\bmana\b|\btap\b|\bgir\w*", clause))
    return answered("yes" if red else "no", finding, rule, cite, (moon, land), "blood_moon")
