"""An Aura or Equipment on a permanent that stops being a creature (704.5m, 704.5n): an Aura with "Enchant creature"
is then attached to an illegal object and goes to its owner's graveyard (Rancor's own trigger then returns it to
hand); an Equipment becomes unattached and stays on the battlefield. Fires only for a named Aura or Equipment, a
permanent that becomes a creature only for a while (Mutavault) or is said to stop being one, and a question about
what happens to the Aura or Equipment."""

from __future__ import annotations

import re

from answer.analysis import EITHER_OR, Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids

#: a land that is a creature only until end of turn (Mutavault, Celestial Colonnade)
_ANIMATES = re.compile(r"becomes an? [^.]*creature[^.]*until end of turn", re.I)
_STOPS = re.compile(
    r"stops? being a creature|no longer a creature|(?:just|only|back to being) a land|a land again|"
    r"(?:turn|it) ends|end of (?:the )?turn|deja de ser (?:una )?criatura|ya no es (?:una )?criatura|"
    r"vuelve a ser (?:solo )?(?:una )?tierra|final del turno|fin del turno|termina el turno"
)
_RETURNS = re.compile(r"is put into a graveyard from the battlefield, return [^.]* to its owner's hand", re.I)
_ASKS_STAY = re.compile(
    r"\bstay\w* (?:on|attached)|\bremain\w* (?:on|attached)|\bsigue (?:puest|anexad|equipad|en)\w*|\bse queda"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS, QType.OTHER):
        return None
    gear = next((c for c in frame.cards if re.search(r"\bAura\b|\bEquipment\b", c.type_line)), None)
    land = next((c for c in frame.cards if _ANIMATES.search(c.oracle_text)), None)
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
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, (gear, land), "unattached")
