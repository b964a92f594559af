"""A prevention shield hit by two sources at once (615.7): "prevent the next N damage" counts only damage, and when
two or more sources would deal damage to the shielded permanent or player at the same time, that player (or the
permanent's controller) chooses which damage the shield prevents. Fires only for a shield the question names (a card
or "prevent the next N"), several sources at once, and a question about who chooses."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_SHIELD_TEXT = re.compile(r"prevent the next (\d+|x) damage", re.I)
_SHIELD_SAID = re.compile(
    r"prevent\w* (?:the )?next \d+|preven\w* (?:los )?(?:siguientes|proximos) \d+|\bescudo\b|\bshield\b"
)
_TWO_SOURCES = re.compile(
    r"\b(?:two|2|both|several|multiple) sources\b|\b(?:dos|2|varias|ambas) fuentes\b|\bat the same time\b|\ba la vez\b|"
    r"\bsimultane\w*|\bal mismo tiempo\b|\bboth (?:connect|hit|get through|deal)\w*|\b(?:pegan|entran) (?:las|los) dos\b"
)
#: the shield on the opponent: "opp cast Healing Salve on himself", "el rival se lo tira a sí mismo"
_ON_THEM = re.compile(r"\bon (?:himself|herself|themselves)\b|\ba si mismo\b|\bse (?:lo|la) (?:tira|lanza|pone)\b")
_ASKS_CHOOSE = re.compile(r"\bchoos\w*|\bdecid\w*|\bpick\w*|\belij\w*|\belig\w*|\bquien\b|\bescoj\w*")
_ON_MINE = re.compile(r"\b(?:on|to) (?:my|me)\b|\b(?:a|sobre) mi\b|\bmi (?:criatura|bicho)\b|\bmy (?:creature|guy)\b")
_I_CHOOSE = re.compile(
    r"\b(?:do|can|would|will) i (?:choose|decide|pick|get to)|\bi choose\b|\belijo\b|\bdecido\b|\bescojo\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHO, QType.OTHER):
        return None
    shielded = any(_SHIELD_TEXT.search(c.oracle_text) for c in frame.cards) or _SHIELD_SAID.search(frame.folded)
    clause = frame.clause or frame.asked
    if not shielded or not _TWO_SOURCES.search(frame.folded) or not _ASKS_CHOOSE.search(clause):
        return None
    rule = cite("615.7", r"chooses which damage the shield prevents", r"elige")
    # "do I choose?", "¿elijo yo…?": yes, the shielded one is the asker
    asks_me = frame.qtype is not QType.WHO and _I_CHOOSE.search(clause)
    opener = "yes" if asks_me else None
    # the shield is on the asker or the asker's creature ("a mi criatura", "on my creature", "on me"): you choose
    key = "shield.you_choose" if asks_me or _ON_MINE.search(frame.folded) else "shield.chooses"
    if _ON_THEM.search(frame.folded) and not _ON_MINE.search(frame.folded):
        # "opp cast Healing Salve on himself … I get to pick, right?": no, the shielded opponent does
        key, opener = "shield.they_choose", ("no" if asks_me else None)
    return answered(opener, t(frame.lang, key), rule, cite, frame.cards, "shield")
