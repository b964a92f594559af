"""The starting life total of the format the question names (103.4, 903.7, 903.12f, 810.4): 20 in a regular game, 40
in Commander, 25 in a two-player Brawl game and 30 in a multiplayer one, 30 shared per team in Two-Headed Giant. Fires
only when the question asks how much life a game starts with and names the format (and, for Brawl, how many play)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import BRAWL_SAID, Citer, Verdict, answered

_ASKS = re.compile(
    r"\bstart\w*\b[^?]{0,30}\blife\b|\blife\b[^?]{0,20}\bstart\w*|\bstarting life\b|"
    r"\b(?:empez|empiez|comenz|comienz|arranc)\w*\b[^?]{0,30}\bvidas?\b|\bvidas?\b[^?]{0,30}\b(?:empez|empiez|comenz|comienz|arranc|inicial)\w*"
)
_TWO_HEADED = re.compile(r"\btwo[- ]headed giant\b|\b2hg\b|\bgigante de dos cabezas\b")
_COMMANDER = re.compile(r"\bcommander\b|\bedh\b|\bcomandante\b")
_MULTI = re.compile(
    r"\bmultiplayer\b|\bmultijugador\b|\b(?:[3-9]|three|four|five|six)[- ]players?\b|\bpod\b|"
    r"\b(?:[3-9]|tres|cuatro|cinco|seis) jugadores\b|\bsomos (?:[3-9]|tres|cuatro|cinco|seis)\b|\bfree[- ]for[- ]all\b"
)
_TWO = re.compile(r"\b1 ?v ?1\b|\b1 contra 1\b|\buno contra uno\b|\bone[- ]on[- ]one\b|\btwo[- ]player\b|\b2[- ]player\b|"
                  r"\bduel\b|\bduelo\b|\b(?:2|dos) jugadores\b")  # fmt: skip


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.HOW_MANY, QType.OTHER, QType.WHAT_HAPPENS) or not _ASKS.search(
        frame.clause or frame.asked
    ):
        return None
    folded = frame.folded
    if _TWO_HEADED.search(folded):
        rule, n, key = cite("810.4", r"starts at 30 life", r""), 30, "starting_life.two_headed"
    elif BRAWL_SAID.search(folded):
        multi, two = bool(_MULTI.search(folded)), bool(_TWO.search(folded))
        if multi == two:
            return None  # how many play isn't told (or both are)
        rule = cite("903.12f", r"starting life total is 30" if multi else r"starting life total is 25", r"")
        n, key = (30, "starting_life.brawl_multi") if multi else (25, "starting_life.brawl_two")
    elif _COMMANDER.search(folded):
        rule, n, key = cite("903.7", r"sets their life total to 40", r""), 40, "starting_life.commander"
    else:
        return None  # a regular game is seldom asked with its format unnamed: left to the general answer
    return answered(None, f"{n}: " + t(frame.lang, key), rule, cite, (), "starting_life")
