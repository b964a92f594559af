"""A creature blinked after it was tapped comes back untapped, but as a new object (400.7) that hasn't been under its
controller's control since their turn began, so its {T} abilities can't be activated this turn (302.6) unless it has
haste. Fires only for a named creature with a {T} ability, a flicker said (a flicker card or "blink", "flicker"), and
a yes/no question whether it can be tapped (or its ability used) again."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import FLICKER, FLICKER_WORDS, THEIR_TURN, Citer, Verdict, answered

_TAP_ABILITY = re.compile(r"\{T\}[^:\n]*:", re.I)
_ASKS_AGAIN = re.compile(
    r"\b(?:tap|use|activate)\w* (?:it|him|her|\w+ )?again\b|\bvolver a (?:girar|usar|activar)\w*|"
    r"\b(?:girar|usar|activar)\w* (?:otra vez|de nuevo)\b"
)
#: tapped before the blink, this turn: "after tapping it", "tapped it for mana and then blinked"
_TAPPED_FIRST = re.compile(
    r"\bafter (?:tapping|i tapped|it tapped|using)\b|\btapped (?:it|him|her)\b|\bdespues de (?:girar|usar)\w*|\bya (?:la|lo) gir\w*"
)
_HASTE = re.compile(r"\bhaste\b|\bprisa\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS_AGAIN.search(frame.clause or frame.asked):
        return None
    blinked = FLICKER_WORDS.search(frame.folded) or any(FLICKER.search(c.oracle_text) for c in frame.cards)
    creatures = [c for c in frame.cards if "Creature" in c.type_line and _TAP_ABILITY.search(c.oracle_text)]
    if not blinked or len(creatures) != 1 or _HASTE.search(frame.folded) or not _TAPPED_FIRST.search(frame.folded):
        return None
    if THEIR_TURN.search(frame.folded) or re.search(r"\bend step\b|\bpaso final\b|\bupkeep\b", frame.folded):
        return None  # blinked on another turn or before this one began: it may have been under control since
    card = creatures[0]
    if re.search(r"^haste\b|, haste\b", card.oracle_text, re.I | re.M):
        return None  # its own haste lets it tap at once
    rule = cite("302.6", r"under its controller’s control continuously since their most recent turn began", r"")
    return answered("no", t(frame.lang, "blink_tap.sick", card=card.name), rule, cite, (card,), "blink_tap")
