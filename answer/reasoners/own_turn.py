"""What a card allows or lets happen only during its controller's own turn: Fires of Invention's "You can cast spells
only during your turn" beats flash (101.2); Lurrus's "During each of your turns, you may cast … from your graveyard"
gives no permission on another player's turn (601.3). Fires only for a named card with such text that the asker
controls, a question set in another player's turn, and a yes/no question whether the asker can cast."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import CAN_SAID, OPPONENT_ASKED, THEIR_TURN, Citer, Verdict, answered, controller

_CAST_ONLY_YOURS = re.compile(r"\byou can cast spells only during your turn\b", re.I)
_PERMISSION_YOURS = re.compile(r"\bduring each of your turns, you may (?:cast|play)\b", re.I)
#: set in another player's turn: said, or their combat ("opp attacks, can I flash in a blocker?")
_ATTACKED = re.compile(
    r"\b(?:opp|opponent|they|he|she) (?:attacks?|swings?|declares? attackers)\b|\bwhen (?:they|opp|my opponent) attack|"
    r"\b(?:el rival|mi rival|el oponente|mi oponente) (?:me )?ataca\b|\bme atacan?\b"
)
_GRAVEYARD = re.compile(r"\bgraveyard\b|\byard\b|\bgy\b|\bcementerio\b")
_ASKS_CAST = re.compile(r"\bcast\w*|\bflash\w*|\brecast\w*|\blanz\w*|\bjugar\w*|\bplay\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not CAN_SAID.search(clause) or OPPONENT_ASKED.search(clause):
        return None  # "can my opponent cast spells on their turn?": the restriction binds its controller only
    if not (THEIR_TURN.search(frame.folded) or _ATTACKED.search(frame.folded)) or not _ASKS_CAST.search(clause):
        return None
    for card in frame.in_play:
        if controller(frame, card) == "opponent":
            continue
        if _CAST_ONLY_YOURS.search(card.oracle_text):
            rule = cite("101.2", r"the “can’t” effect takes precedence", r"")
            key = "own_turn.cast_only"
        elif _PERMISSION_YOURS.search(card.oracle_text) and _GRAVEYARD.search(clause):
            # "can I cast it from my graveyard at the end of their turn?", not a spell from the hand
            rule = cite("601.3", r"only if a rule or effect allows that player to cast it", r"")
            key = "own_turn.permission"
        else:
            continue
        return answered("no", t(frame.lang, key, card=card.name), rule, cite, (card,), "own_turn")
    return None
