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
    r"\b(?:choose|chose|choosing|pick|name|naming|say|elegir|elijo|elige|eligiendo|escoger|escojo|escogiendo|nombrar|"
    r"nombro|decir)\w*\s+[\"“«']?"
    r"(?:colou?rless|incolor[oa]?|multicolou?r\w*|multicolor\w*)\b"
)


#: Mox Amber: "Add one mana of any color among legendary creatures and planeswalkers you control"
_COLOR_AMONG = re.compile(r"any colou?r among legendary creatures and planeswalkers you control", re.I)
_ASKS_MANA = re.compile(r"\bmana\b|\btap\w*\b|\bproduc\w*|\badd\w*|\bgir\w*|\bgenera\w*|\bda\b")


def _among_colorless(frame: Frame, cite: Citer) -> Verdict | None:
    """ "my only legendary thing is Karn Liberated: does Mox Amber tap for mana?" No: Karn is colorless, and a
    colorless object has no color to add (105.2c)."""
    mox = next((c for c in frame.cards if _COLOR_AMONG.search(c.oracle_text)), None)
    legends = [
        c
        for c in frame.cards
        if c is not mox and c.type_line.startswith("Legendary") and re.search(r"Creature|Planeswalker", c.type_line)
    ]
    if mox is None or not legends or not _ASKS_MANA.search(frame.clause or frame.asked):
        return None
    if not re.search(r"\bonly\b|\bsolo\b|\bunic[oa]\b|\bnothing else\b|\bno other\b|\bnada mas\b", frame.folded):
        return None  # other legends may be out ("and my commander"): only the asker's "only legend" is read
    if any(re.search(r"\{[^}]*[WUBRG][^}]*\}", c.mana_cost) for c in legends):
        return None  # a colored legend: which color is added isn't read here
    rule = cite("105.2c", r"A colorless object has no color", r"")
    names = ", ".join(c.name for c in legends)
    return answered("no", t(frame.lang, "choose_color.among_colorless", card=mox.name, legends=names), rule, cite,
                    (mox, *legends), "choose_color")  # fmt: skip


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    among = _among_colorless(frame, cite)
    if among is not None:
        return among
    card = next((c for c in frame.cards if _CHOOSES.search(c.oracle_text)), None)
    if card is None or not _ASKS_NOT_A_COLOR.search(frame.folded):
        return None
    rule = cite("105.4", r"they must choose one of the five colors", r"")
    return answered(
        "no", t(frame.lang, "choose_color.not_a_color", card=card.name), rule, cite, (card,), "choose_color"
    )
