"""An Aura or Equipment on a permanent that stops being a creature (704.5m, 704.5n): an Aura with "Enchant creature"
is then attached to an illegal object and goes to its owner's graveyard (Rancor's own trigger then returns it to
hand); an Equipment becomes unattached and stays on the battlefield. Fires only for a named Aura or Equipment, a
permanent that becomes a creature only for a while (Mutavault) or is said to stop being one, and a question about
what happens to the Aura or Equipment."""

from __future__ import annotations

import re

from answer.analysis import EITHER_OR, Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids, named_in
from ingest.models import Card

#: a land that is a creature only until end of turn (Mutavault, Celestial Colonnade)
_ANIMATES = re.compile(r"becomes an? [^.]*creature[^.]*until end of turn", re.I)
_STOPS = re.compile(
    r"stops? being a creature|no longer a creature|(?:just|only|back to being) a land|a land again|"
    r"(?:turn|it) ends|end of (?:the )?turn|deja de ser (?:una )?criatura|ya no es (?:una )?criatura|"
    r"vuelve a ser (?:solo )?(?:una )?tierra|final del turno|fin del turno|termina el turno"
)
_RETURNS = re.compile(r"is put into a graveyard from the battlefield, return [^.]* to its owner's hand", re.I)
_ASKS_HAND = re.compile(r"\b(?:back )?(?:to|in|into) (?:my|your|its owner'?s?) hand\b|\ba (?:la|mi|tu|su) mano\b")
_ASKS_STAY = re.compile(
    r"\bstay\w* (?:on|attached)|\bremain\w* (?:on|attached)|\bsigue (?:puest|anexad|equipad|en)\w*|\bse queda"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS, QType.OTHER):
        return None
    gear = next((c for c in frame.cards if re.search(r"\bAura\b|\bEquipment\b", c.type_line)), None)
    land = next((c for c in frame.cards if _ANIMATES.search(c.oracle_text)), None)
    if land is None and _WEARER_LEFT.search(frame.folded):
        return _wearer_gone(frame, cite, gear)
    if gear is None or land is None or not _STOPS.search(frame.folded):
        return None
    lang = frame.lang
    if "Aura" in gear.type_line:
        if not re.search(r"^enchant creature\b", gear.oracle_text, re.I | re.M):
            return None
        rule = cite("704.5m", r"attached to an illegal object", r"ilegal")
        finding = t(lang, "unattached.aura", card=gear.name, land=land.name)
        if _RETURNS.search(gear.oracle_text):
            finding += " " + t(lang, "unattached.aura_returns", card=gear.name)
    else:
        rule = cite("704.5n", r"becomes unattached", r"desanex")
        finding = t(lang, "unattached.equipment", card=gear.name, land=land.name)
    finding += ids(rule)
    text = finding
    clause = frame.clause or frame.asked
    if frame.qtype is QType.YES_NO and _ASKS_STAY.search(clause) and not EITHER_OR.search(clause):
        text = t(lang, "no") + " " + finding  # it doesn't stay on: the Aura leaves, the Equipment unattaches
    elif frame.qtype is QType.YES_NO and _RETURNS.search(gear.oracle_text) and _ASKS_HAND.search(clause):
        text = t(lang, "yes") + " " + finding  # "¿rancor me vuelve a la mano?": its own trigger returns it
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, (gear, land), "unattached")


#: the creature wearing it died or left: "my guy with an equipment on it just died", "matan al bicho equipado"
_WEARER_LEFT = re.compile(
    r"\b(?:died|dies|die|destroyed|killed|murdered|exiled|bounced|sacrificed|muere|murio|se muere|destruid\w*|"
    r"mata\w*|exiliad\w*|sacrificad\w*|rebot\w*|unsummon\w*)\b|"
    r"\b(?:devolvi\w*|devuelv\w*|regres\w*) a (?:la|su) mano\b|\breturn\w* (?:it )?to (?:its owner'?s|their|his|her) hand\b|"
    r"\b(?:se va|sale|salga|se vaya) del campo\b|\b(?:leaves|left|leave) the battlefield\b"
)
_EQUIPMENT_SAID = re.compile(r"\bequipment\b|\bequipo\b|\bequipamiento\b|\bequipad[oa]\b|\bequipped\b")
_AURA_SAID = re.compile(r"\bauras?\b|\benchanted\b|\bencantad[oa]\b")
#: asks where the Equipment or Aura goes: "does the equipment go to the yard too?", "¿el aura se queda?"
_ASKS_WHERE = re.compile(
    r"\b(?:graveyard|yard|gy|cementerio|stay\w*|remain\w*|queda\w*|sigue\w*|what happens to|que pasa con|"
    r"que le pasa|where does|se va|se van|va al|goes? (?:away|with it|too))\b"
)
_ASKS_GEAR = re.compile(r"\b(?:equipment|equipo|equipamiento|aura|it|too|also|tambien)\b")


def _wearer_gone(frame: Frame, cite: Citer, gear: Card | None) -> Verdict | None:
    """The creature an Equipment or Aura was on died or left (704.5m, 704.5n, 301.5c): an Aura with "Enchant
    creature" is put into its owner's graveyard; an Equipment becomes unattached and stays on the battlefield. The
    gear is a named card or said ("an equipment", "el aura"); the question asks where it goes."""
    clause = frame.clause or frame.asked
    gear_asked = _ASKS_GEAR.search(clause) or (gear is not None and named_in(gear, clause))
    if not (_ASKS_WHERE.search(clause) and gear_asked) or EITHER_OR.search(clause):
        return None
    if re.search(r"\bin response\b|\brespond\w*|\ben respuesta\b|\bantes de que (?:se )?resuelva", frame.folded):
        return None  # an Aura spell whose target left in response never resolved: the targets reasoner's
    lang = frame.lang
    if gear is not None:
        equipment = "Equipment" in gear.type_line
        if not equipment and not re.search(r"^enchant creature\b", gear.oracle_text, re.I | re.M):
            return None
        name = gear.name
    else:
        equipment = bool(_EQUIPMENT_SAID.search(frame.folded))
        if equipment == bool(_AURA_SAID.search(frame.folded)):
            return None
        name = t(lang, "unattached.the_equipment" if equipment else "unattached.the_aura")
    if equipment:
        rule = cite("704.5n", r"becomes unattached", r"desanex")
        cite("301.5c", r"remains on the battlefield", r"campo de batalla")
        finding = t(lang, "unattached.equipment_stays", card=name)
    else:
        rule = cite("704.5m", r"attached to an illegal object", r"ilegal")
        finding = t(lang, "unattached.aura_goes", card=name)
        if gear is not None and _RETURNS.search(gear.oracle_text):
            finding += " " + t(lang, "unattached.aura_returns", card=name)
    finding += ids(rule)
    text = finding
    if frame.qtype is QType.YES_NO:
        stays = bool(re.search(r"\bstay|\bremain|\bqueda|\bsigue", clause)) and not re.search(r"\bse va\b", clause)
        goes = not equipment
        text = t(lang, "yes" if goes != stays else "no") + " " + finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, (gear,) if gear else (), "unattached")
