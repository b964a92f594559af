"""A counterspell that counters only spells against an ability: "opp cycled Shark Typhoon, can I Mystical Dispute
it?" No — activated and triggered abilities on the stack aren't spells, so what counters only spells can't counter
(or target) them (113.9). Fires only when the ability is the only thing told on the stack: no spell cast before it."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered
from answer.reasoners.stack_order import position

#: "Counter target spell.", "Counter target blue spell unless …", not "spell or ability" / "activated ability"
_SPELLS_ONLY = re.compile(r"^counter target (?:[\w-]+ )*spell\b(?![^.]*\babilit)", re.I | re.M)
#: an ability put on the stack in the question's story
_ABILITY_TOLD = re.compile(
    r"\bcycl(?:ed|es|ing)\b|\bcicl[oó]\b|\bcicla\b|\bactivat\w*|\bactiv[oó]\b|\b(?:rival|oponente|otro|jugador|el|ella)\s+(?:le\s+)?activa(?:n)?\b|\bactivacion\b|\btrigger\w*|\bdispar\w*|"
    r"\b(?:etb|ability|habilidad)\b|\bequip(?:s|ped)?\b|\bcrack(?:ed|s)?\b"
)
_CAST_TOLD = re.compile(r"\bcast(?:s|ed|ing)?\b|\blanz\w*|\blanc[eé]\b|\bhardcast\w*|\bflash\w*")
_ASKS_COUNTER = re.compile(
    r"\bcounter\w*|\bcontrarrest\w*|\btarget\w*|\bapunt\w*|\bobjetivo\b|\bcan i \w+ it\b|\bpuedo\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    counters = [c for c in frame.cards if _SPELLS_ONLY.search(c.oracle_text) and "Instant" in c.type_line]
    if len(counters) != 1:
        return None
    counter = counters[0]
    asked = frame.clause or frame.asked
    told = frame.folded.replace(asked, " ")  # the counterspell's own casting is asked, not told
    if not _ABILITY_TOLD.search(told) and ", " in asked:  # a Spanish question without "¿": its last part asks
        before, after = asked.rsplit(", ", 1)
        if _ABILITY_TOLD.search(re.sub(r"\b(?:etb|ability|habilidad)\b", " ", before)):  # an ability put on the stack
            told, asked = before, after
    if not _ABILITY_TOLD.search(told) or _CAST_TOLD.search(told):
        return None
    if not (_ASKS_COUNTER.search(asked) or position(asked, counter) >= 0):
        return None
    rule = cite("113.9", r"can’t be countered by anything that counters only spells", r"solo contrarresta hechizos")
    finding = t(frame.lang, "spell_only.ability", card=counter.name.split(" // ")[0])
    return answered("no", finding, rule, cite, frame.cards, "spell_only")
