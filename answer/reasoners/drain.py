"""A drain on every opponent (Kokusho, Exsanguinate): "each opponent loses N life. You gain life equal to the life
lost this way" takes N from each opponent and gives its controller the total (119.3); with N opponents that is N
times the amount. Fires only for a named card with that text, a game whose players or opponents the question counts
(or one opponent in a two-player game), X said when the amount is X, and a question asking how much life."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, opponents_said
from answer.text import number

_DRAINS = re.compile(r"\beach opponent loses (\d+|X) life\. you gain life equal to the life lost this way", re.I)
#: "how much life do i gain", "¿cuánta vida gano?", "how much does each opponent lose"
_ASKS_GAIN = re.compile(r"\b(?:i|me|do i)\b[^?]{0,20}\bgain\b|\bgan(?:o|as|a)\b|\bgain\b[^?]{0,10}\bme\b")
_ASKS_LOSE = re.compile(r"\blos(?:e|es)\b|\bpierd\w*")
_ASKS = re.compile(r"how much|how many|cuant[oa]s?\b")
_TWO_PLAYER = re.compile(r"\b1 ?v ?1\b|\bone[- ]on[- ]one\b|\bduel\b|\bduelo\b|\b1 contra 1\b")
#: opponents already out: "one of them already lost", "uno ya perdió"
_ALREADY_OUT = re.compile(
    r"\b(one|two|uno|una|dos) (?:of them |de ellos |de ellas )?(?:already )?(?:lost|is out|left|conceded|ya perdio|ya "
    r"esta fuera|se fue|concedio)\b"
)


#: "Whenever an opponent loses life, …" (Exquisite Blood, Sanguine Bond's cousins)
_OPPONENT_LOSES = re.compile(r"^(?:[\w' -]{3,30} — )?Whenever an opponent loses life\b", re.I | re.M)
_ASKS_TIMES = re.compile(r"\bhow many times\b|\bcuantas veces\b|\btrigger\w*|\bdispar\w*")


def _per_opponent(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "Zulaport makes each of my 3 opponents lose 1: how many times does Exquisite Blood trigger?" Three: each
    opponent's life loss is one occurrence (603.2c)."""
    card = next((c for c in frame.cards if _OPPONENT_LOSES.search(c.oracle_text)), None)
    if card is None or not _ASKS_TIMES.search(clause):
        return None
    opponents = opponents_said(frame.folded)
    if not opponents or not re.search(r"\beach\b|\bcada\b|\ball\b|\btodos\b", frame.folded):
        return None
    rule = cite("603.2c", r"one event contains multiple occurrences", r"varios sucesos")
    return answered(None, t(frame.lang, "drain.per_opponent", card=card.name, n=str(opponents)), rule, cite, (card,),
                    "drain")  # fmt: skip


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is QType.HOW_MANY:
        per = _per_opponent(frame, cite, clause)
        if per is not None:
            return per
    if frame.qtype is not QType.HOW_MANY or not _ASKS.search(clause):
        return None
    if not (re.search(r"\blife\b|\bvidas?\b", clause) or _ASKS_GAIN.search(clause) or _ASKS_LOSE.search(clause)):
        return None  # "¿cuánto gano?" is life too
    card, drains = next(((c, m) for c in frame.cards if (m := _DRAINS.search(c.oracle_text))), (None, None))
    if card is None or drains is None:
        return None
    amount = (x_said(frame.folded) or _x_for(frame.folded)) if drains[1].upper() == "X" else int(drains[1])
    opponents = 1 if _TWO_PLAYER.search(frame.folded) else opponents_said(frame.folded)
    if not amount or not opponents:
        return None
    out = _ALREADY_OUT.search(frame.folded)
    opponents -= (number(out[1]) or 0) if out else 0
    if opponents < 1:
        return None
    rule = cite("119.3", r"gain life or lose life", r"ganar o perder vida")
    lang = frame.lang
    if _ASKS_GAIN.search(clause) or not _ASKS_LOSE.search(clause):
        finding = t(lang, "drain.gain", card=card.name, total=str(amount * opponents), n=str(amount),
                    opponents=str(opponents))  # fmt: skip
    else:
        finding = t(lang, "drain.each_loses", card=card.name, n=str(amount), opponents=str(opponents))
    return answered(None, finding, rule, cite, (card,), "drain")


def _x_for(folded: str) -> int | None:
    """X said as what the spell is cast for: "exsanguinate for 3", "por 3"."""
    said = re.search(r"\b(?:for|por) (\d+)\b(?! (?:life|vidas?|players|jugadores|opponents|oponentes))", folded)
    return int(said[1]) if said else None
