"""Commander damage (903.10a, 704.6c): a player dealt 21 or more combat damage by the same commander loses; damage from
different commanders doesn't add up, and the player's life total is a separate check. Fires only when the question
gives commander damage amounts ("12 commander damage from Edgar and 10 from Rafiq") and asks whether the player
loses or is dead."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids

_COMMANDER = re.compile(r"commander damage|dano de comandante|\bcommanders?\b|\bcomandantes?\b")
#: "12 commander damage from Edgar", "10 from Rafiq", "12 de daño de comandante de Edgar"
_AMOUNTS = re.compile(r"\b(\d{1,2})\b(?: (?:commander )?damage| de dano(?: de comandante)?)?(?= (?:from|de|del) )")
_ASKS = re.compile(r"\bdead\b|\bdie\b|\blose\b|\blost\b|\bout\b|\bmuert[oa]\b|\bpierdo\b|\bpierde\b|\bestoy fuera\b")
_LIFE = re.compile(r"\b(?:at|still at|con|a) (\d{1,3}) (?:life|vidas?)\b|\b(\d{1,3}) (?:life|vidas?)\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS.search(clause) or not _COMMANDER.search(frame.folded):
        return None
    amounts = [int(m[1]) for m in _AMOUNTS.finditer(frame.folded)]
    if not amounts:
        return None
    life = _LIFE.search(frame.folded)
    if life is not None and int(life[1] or life[2]) <= 0:
        return None  # at 0 life they lose anyway (704.5a)
    rule = cite("903.10a", r"21 or more combat damage by the same commander", r"21")
    top = max(amounts)
    key = "cmd_damage.loses" if top >= 21 else "cmd_damage.alive"
    finding = t(frame.lang, key, n=str(top), total=str(sum(amounts))) + ids(rule)
    return Verdict(t(frame.lang, "yes" if top >= 21 else "no") + " " + finding, [Step(finding, (rule,) if rule else ())],
                   cite.quotes, frame.cards, "commander_damage")  # fmt: skip
