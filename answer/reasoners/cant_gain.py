"""A "can't gain life" effect beats anything that says to gain life (101.2): lifelink, a Healing Salve, a "you gain N
life" trigger gain nothing while it applies, though lifelink's damage is still dealt; Sulfuric Vortex does the same as
a replacement ("gains no life instead", 614.1a). Fires only when one named card says who can't gain life ("Players",
"Your opponents"), the question says whose side that card is on when it matters, and asks whether life is gained."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, controller

_CANT_GAIN = re.compile(
    r"\b(players|your opponents) can't gain life\b|\bif a (player) would gain life, that player gains no life instead",
    re.I,
)
_LIFELINK = re.compile(r"\blifelink|\bvinculo vital")
#: the question asks about gaining life: "do i gain 4?", "¿gano vida?", "does lifelink still work?"
_ASKS_GAIN = re.compile(
    r"\b(gain|gains|gaining|get)\b(?: any| the| that| \d+| x)*(?: life\b|\?|$)|\bgain (\d+|any|the|that)\b|"
    r"\blifelink\b[^.?]{0,30}\b(work|do anything|still)\b|\bgan(o|a|as|amos|ar|aria)\b(?: \w+){0,2} vidas?\b|"
    r"\bgan(o|a|as|ar)\b(?: las| los)? \d+\b|\bvinculo vital\b[^.?]{0,30}\bfunciona"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    clause = frame.clause or frame.asked
    if not _ASKS_GAIN.search(clause):
        return None
    stoppers = [(card, m) for card in frame.cards if (m := _CANT_GAIN.search(card.oracle_text))]
    if len(stoppers) != 1:
        return None
    card, said = stoppers[0]
    who = (said[1] or said[2]).lower()
    lifelink = _LIFELINK.search(frame.folded) or any(_LIFELINK.search(c.oracle_text.lower()) for c in frame.cards)
    damage = " " + t(frame.lang, "cant_gain.damage") if lifelink else ""
    if who == "player":  # Sulfuric Vortex: "If a player would gain life, that player gains no life instead."
        rule = cite("614.1a", r"use the word “instead”", r"en vez de")
        finding = t(frame.lang, "cant_gain.replaced", card=card.name) + damage
        return answered("no", finding, rule, cite, frame.cards, "cant_gain")
    side = controller(frame, card)
    if who != "players" and side is None:
        return None
    rule = cite("101.2", r"the “can’t” effect takes precedence", r"no puede")
    if who == "players":
        finding = t(frame.lang, "cant_gain.everyone", card=card.name) + damage
        return answered("no", finding, rule, cite, frame.cards, "cant_gain")
    if side == "opponent":
        finding = t(frame.lang, "cant_gain.theirs", card=card.name) + damage
        return answered("no", finding, rule, cite, frame.cards, "cant_gain")
    return answered("yes", t(frame.lang, "cant_gain.mine", card=card.name), rule, cite, frame.cards, "cant_gain")
