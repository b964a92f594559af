"""Choosing a color (105.4): a player asked to choose a color must choose one of the five; "colorless" and
"multicolored" are not colors, so Prismatic Strands can't be set to colorless to stop artifact creatures, nor Mother
of Runes give protection from colorless. Fires for a named card that has its controller choose a color and a yes/no
question asking to choose colorless or multicolored."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_CHOOSES = re.compile(r"\bchoose a colou?r\b|\bcolou?r of (?:your|its controller's) choice\b|\bchosen colou?r\b", re.I)
_ASKS_NOT_A_COLOR = re.compile(
    r"\b(?:choose|chose|pick|name|say|elegir|elijo|elige|escoger|escojo|nombrar|nombro|decir)\w*\s+[\"“«']?"
    r"(?:colou?rless|incolor[oa]?|multicolou?r\w*|multicolor\w*)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    card = next((c for c in frame.cards if _CHOOSES.search(c.oracle_text)), None)
    if card is None or not _ASKS_NOT_A_COLOR.search(frame.folded):
        return None
    rule = cite("105.4", r"they must choose one of the five colors", r"")
    return answered(
        "no", t(frame.lang, "choose_color.not_a_color", card=card.name), rule, cite, (card,), "choose_color"
    )
