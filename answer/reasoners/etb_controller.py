"""Who gets an enters trigger of a creature taken from another player's graveyard (603.3a): Reanimate, Animate Dead and
the like put it onto the battlefield under your control, so you control its "When this creature enters, you …"
ability and you gain the life, draw the cards, get the tokens. Fires only for a named card that returns a creature
card from a graveyard under its caster's control, a named creature card with such a trigger said to be the opponent's,
and a question whether I get it or who gets it."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_REANIMATES = re.compile(r"creature card from a graveyard onto the battlefield under your control", re.I)
_ENTERS_YOU = re.compile(
    r"^(?:[\w' -]{3,30} — )?when [^,]* enters(?: the battlefield)?, you (gain|draw|create|may)", re.I | re.M
)
#: the creature card is the opponent's: "la kitchen finks del rival", "opp's finks", "from their graveyard"
_THEIRS = re.compile(
    r"\b(?:del|de mi|de su) (?:rival|oponente)\b|\b(?:opponent|opp)'?s?\b|\btheir (?:graveyard|yard|gy)\b|"
    r"\bsu cementerio\b|\bcementerio (?:del|de mi) (?:rival|oponente)\b"
)
_I_GET = re.compile(
    r"\b(?:do|would|will|can) i (?:\w+ )?(?:gain|get|draw|make|create)\b|\b(?:gano|robo|recibo|consigo|me llevo|"
    r"saco)\b|\bgano yo\b"
)
_REANIMATED = re.compile(r"\breanimat\w*|\breanim[oa]\b")
_WHO_GETS = re.compile(r"\b(?:who|quien)\b[^?]{0,20}\b(?:gain|get|draw|gana|roba|recibe|se lleva)\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    asks_me = frame.qtype is QType.YES_NO and _I_GET.search(clause)
    asks_who = frame.qtype is QType.WHO and _WHO_GETS.search(clause)
    if not (asks_me or asks_who):
        return None
    raiser = next((c for c in frame.cards if _REANIMATES.search(c.oracle_text)), None)
    creature = next((c for c in frame.cards if c is not raiser and _ENTERS_YOU.search(c.oracle_text)), None)
    raised = raiser is not None or _REANIMATED.search(frame.folded)  # "i reanimate opp's kitchen finks"
    if not raised or creature is None or not _THEIRS.search(frame.folded):
        return None
    rule = cite("603.3a", r"is controlled by the player who controlled its source", r"controlador")
    how = raiser.name if raiser is not None else t(frame.lang, "etb_controller.reanimation")
    finding = t(frame.lang, "etb_controller.yours", creature=creature.name, card=how)
    if asks_who:
        finding = t(frame.lang, "etb_controller.you") + " " + finding
    cards = tuple(c for c in (creature, raiser) if c is not None)
    return answered("yes" if asks_me else None, finding, rule, cite, cards, "etb_controller")
