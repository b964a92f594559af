"""A creature with 0 power deals no combat damage (510.1a): "creatures that would assign 0 or less damage don't assign
combat damage at all" — so a 0-power blocker with deathtouch or lifelink does nothing either. Fires only when the
question says the creature's power is 0 (and no pump) and asks whether it deals damage or kills."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_ZERO_POWER = re.compile(
    r"\b0 (?:de )?(?:power|fuerza)\b|\b(?:power|fuerza) (?:of |de )?0\b|\bzero power\b|\bsin fuerza\b|"
    r"(?<![\w/+-])0/\d+(?![\w/])"
)
_PUMPED = re.compile(r"\+\d+/[+-]\d+|\bpump\w*|\bgiant growth\b|\bgets \+|\bbuff\w*")
_ASKS_DAMAGE = re.compile(
    r"\bdeal\w* (?:any )?damage\b|\bdo(?:es)? (?:any )?damage\b|\bhace\w* (?:algun )?dano\b|\bhacen dano\b|"
    r"\bkill\w*|\bmata\w*|\bdestroy\w*|\bdestru\w*|\bdies?\b|\bmuere\b|\blifelink\b|\bvinculo vital\b|\bgain\w* life\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ZERO_POWER.search(frame.folded) or _PUMPED.search(frame.folded):
        return None
    clause = frame.clause or frame.asked
    if not _ASKS_DAMAGE.search(clause) or not re.search(
        r"\bblock\w*|\battack\w*|\bbloque\w*|\bata[cq]\w*|\bcombat", frame.folded
    ):
        return None
    rule = cite("510.1a", r"Creatures that would assign 0 or less damage this way don’t assign combat damage", r"0")
    return answered("no", t(frame.lang, "zero_power.none"), rule, cite, frame.cards, "zero_power")
