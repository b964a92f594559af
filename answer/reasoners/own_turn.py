"""What a card allows or lets happen only during its controller's own turn: Fires of Invention's "You can cast spells
only during your turn" beats flash (101.2); Lurrus's "During each of your turns, you may cast … from your graveyard"
gives no permission on another player's turn (601.3); "Activate only during your turn" forbids activating it then
(602.5). Fires only for a named card with such text that the asker controls, a question set in another player's
turn, and a yes/no question whether the asker can cast or activate."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import CAN_SAID, THEIR_TURN, Citer, Verdict, answered, controller

_CAST_ONLY_YOURS = re.compile(r"\byou can cast spells only during your turn\b", re.I)
_PERMISSION_YOURS = re.compile(r"\bduring each of your turns, you may (?:cast|play)\b", re.I)
_ACTIVATE_YOURS = re.compile(r"\bactivate (?:this ability )?only during your turn\b", re.I)
#: set in another player's turn: said, or their combat ("opp attacks, can I flash in a blocker?")
_ATTACKED = re.compile(
    r"\b(?:opp|opponent|they|he|she) (?:attacks?|swings?|declares? attackers)\b|\bwhen (?:they|opp|my opponent) attack|"
    r"\b(?:el rival|mi rival|el oponente|mi oponente) (?:me )?ataca\b|\bme atacan?\b"
)
_GRAVEYARD = re.compile(r"\bgraveyard\b|\byard\b|\bgy\b|\bcementerio\b")
_ASKS_CAST = re.compile(r"\bcast\w*|\bflash\w*|\brecast\w*|\blanz\w*|\bjugar\w*|\bplay\b")
_ASKS_ACTIVATE = re.compile(r"\bactivat\w*|\buse\b|\bactivar\w*|\busar\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not CAN_SAID.search(clause):
        return None
    if not (THEIR_TURN.search(frame.folded) or _ATTACKED.search(frame.folded)):
        return None
    for card in frame.in_play:
        if controller(frame, card) == "opponent":
            continue
        if _CAST_ONLY_YOURS.search(card.oracle_text) and _ASKS_CAST.search(clause):
            rule = cite("101.2", r"the “can’t” effect takes precedence", r"")
            key = "own_turn.cast_only"
        elif (
            _PERMISSION_YOURS.search(card.oracle_text) and _ASKS_CAST.search(clause) and _GRAVEYARD.search(frame.folded)
        ):
            rule = cite("601.3", r"only if a rule or effect allows that player to cast it", r"")
            key = "own_turn.permission"
        elif _ACTIVATE_YOURS.search(card.oracle_text) and _ASKS_ACTIVATE.search(clause):
            rule = cite("602.5", r"prohibited from being activated", r"")
            key = "own_turn.activate"
        else:
            continue
        return answered("no", t(frame.lang, key, card=card.name), rule, cite, (card,), "own_turn")
    return None
