"""The starting life total of the format the question names (903.7, 903.12f, 810.4): 40 in Commander, 25 in a
two-player Brawl game and 30 in a multiplayer one, 30 shared per team in Two-Headed Giant. Fires only when the question
asks how much life a game starts with and names one of those formats (and, for Brawl, how many play); a regular
game's 20 is left to the general answer."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import BRAWL_SAID, COMMANDER_WORDS, Citer, Verdict, answered, opponents_said

#: the game's starting life asked: "starting life", "how much life do we start with", "¿con cuántas vidas empieza cada
#: uno?" (not a turn started at some life: "if I start my turn at 3 life")
_ASKS = re.compile(
    r"\bstarting life\b|\blife (?:do|does) (?:we|you|i|each player|players|everyone) start\b|"
    r"\bstart (?:the game|a game|with)\b[^?]{0,20}\blife\b|\b(?:con )?cuantas vidas (?:empieza|empezamos|comienza|comenzamos|"
    r"se empieza|arranca)\w*|\bvidas? (?:inicial|iniciales)\b|\bvida inicial\b"
)
#: the bare noun asked, read as a yes/no by its question mark: "vida inicial?", "starting life total?"
_BARE = re.compile(
    r"^(?:and |y |so |entonces )?(?:the |la |su |our |nuestra )?(?:starting life(?: total)?|vidas? iniciale?s?)\W*$"
)
_TWO_HEADED = re.compile(r"\btwo[- ]headed giant\b|\b2hg\b|\bgigante de dos cabezas\b")
_COMMANDER = re.compile(COMMANDER_WORDS + r"|\bedh\b")
_MULTI = re.compile(
    r"\bmultiplayer\b|\bmultijugador\b|\bpod\b|\bfree[- ]for[- ]all\b|\b(?:three|four|five|six|[3-6]) of us\b|"
    r"\bentre (?:tres|cuatro|cinco|seis|[3-6])\b|\bde a (?:tres|cuatro|cinco|seis|[3-6])\b|"
    r"\b(?:los|las) (?:tres|cuatro|cinco|seis|[3-6]) juntos\b"
)
_TWO = re.compile(r"\b1 ?v ?1\b|\b1 contra 1\b|\buno contra uno\b|\bone[- ]on[- ]one\b|\btwo[- ]player\b|\b2[- ]player\b|"
                  r"\bduel\b|\bduelo\b|\b(?:2|dos) jugadores\b|\bde a (?:dos|2)\b")  # fmt: skip


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    asked = frame.clause or frame.asked
    if not _ASKS.search(asked) or (
        frame.qtype not in (QType.HOW_MANY, QType.OTHER, QType.WHAT_HAPPENS)
        and not _BARE.search(re.split(r"[,;:¿]", asked)[-1].strip())  # "jugamos entre cuatro, ¿vida inicial?"
    ):
        return None
    folded = frame.folded
    if _TWO_HEADED.search(folded):
        rule, n, key = cite("810.4", r"starts at 30 life", r""), 30, "starting_life.two_headed"
    elif BRAWL_SAID.search(folded):
        opponents = opponents_said(folded)  # "somos cuatro", "a 4-player pod": the players told
        multi = bool(_MULTI.search(folded)) or (opponents is not None and opponents > 1)
        two = bool(_TWO.search(folded)) or opponents == 1
        if multi and two and _MULTI.search(folded) and _TWO.search(folded):
            # "jugamos Brawl de a dos… ¿y Brawl pero los cuatro juntos?": the count told last
            last_multi = max(m.start() for m in _MULTI.finditer(folded))
            multi = last_multi > max(m.start() for m in _TWO.finditer(folded))
            two = not multi
        if multi == two:
            return None  # how many play isn't told (or both are)
        rule = cite("903.12f", r"starting life total is 30" if multi else r"starting life total is 25", r"")
        n, key = (30, "starting_life.brawl_multi") if multi else (25, "starting_life.brawl_two")
    elif _COMMANDER.search(folded):
        rule, n, key = cite("903.7", r"sets their life total to 40", r""), 40, "starting_life.commander"
    else:
        return None
    return answered(None, f"{n}: " + t(frame.lang, key), rule, cite, (), "starting_life")
