"""Multiplayer turn and combat facts: Commander's default Free-for-All uses the attack multiple players option
(903.2), so each attacking creature may attack a different opponent (802.3); a player who leaves the game on their own
turn doesn't end that turn, which continues without an active player (800.4j). Fires only for a multiplayer or
Commander question that asks one of these."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_MULTI = re.compile(
    r"\bcommander\b|\bedh\b|\bmultiplayer\b|\bmulti\b|\bmultijugador\b|\bfree[- ]for[- ]all\b|\btodos contra todos\b|"
    r"\b(?:3|4|5|6|three|four|five|six|tres|cuatro|cinco|seis)[- ](?:players?|jugadores|player game)\b|"
    r"\bsomos (?:3|4|5|6|tres|cuatro|cinco|seis)\b|\bpartida a (?:3|4|5|6|tres|cuatro|cinco|seis)\b"
)
#: attacking two or more opponents in one combat, with different creatures
_ASKS_SPLIT_ATTACK = re.compile(
    r"\battack\w*\b[^?]{0,30}\b(?:two|2|different|several|multiple|more than one|both|each of my)\s+(?:\w+\s+)?"
    r"(?:opponents|players)\b|"
    r"\bata[cq]\w*\b[^?]{0,30}\b(?:a )?(?:dos|varios|distintos|diferentes|mas de un|ambos)\s+(?:\w+\s+)?"
    r"(?:rivales|oponentes|jugadores)\b"
)
#: a player who loses (or concedes) during their own turn: does the turn end?
_OWN_TURN_LOSS = re.compile(
    r"\b(?:loses|lost|concedes|conceded|leaves the game|pierde|perdio|concede|abandona)\b[^?]{0,30}"
    r"\b(?:(?:on|during|in) (?:their|his|her) (?:own )?turn|en su (?:propio )?turno)\b|"
    # "si el jugador activo concede en su primera fase principal", "the active player concedes"
    r"\b(?:el jugador activo|the active player) (?:concede|concedes|pierde|loses|abandona|leaves)\b"
)
#: the next player's turn said: only a game with more players goes on to one
_NEXT_PLAYER = re.compile(r"\bturno del siguiente\b|\bsiguiente jugador\b|\bnext player'?s? turn\b")
_ASKS_TURN_ENDS = re.compile(
    r"\bturn\b[^?]{0,15}\b(?:end|ends|over|stop)\b|\b(?:end|ends)\b[^?]{0,10}\bturn\b|"
    r"\b(?:se )?acaba\b[^?]{0,10}\bturno\b|\bturno\b[^?]{0,15}\b(?:acaba|termina|se acaba|se termina)\b|"
    r"\btermina\b[^?]{0,10}\bturno\b|"
    r"\bpasamos (?:directamente )?al turno\b|\b(?:go|skip) (?:straight )?to the next player'?s? turn\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    two = re.search(r"\bsomos (?:solo )?dos\b|\bdos jugadores\b|\btwo[- ]player\b|\b1v1\b|\b1 ?vs ?1\b", frame.folded)
    if frame.qtype is not QType.YES_NO or two or not (_MULTI.search(frame.folded) or _NEXT_PLAYER.search(frame.folded)):
        return None
    clause = frame.clause or frame.asked
    if _ASKS_SPLIT_ATTACK.search(clause):
        rule = cite("802.3", r"choose a defending player", r"")
        cite("903.2", r"attack multiple players option", r"")
        return answered("yes", t(frame.lang, "multi.split_attack"), rule, cite, frame.cards, "multiplayer")
    if _OWN_TURN_LOSS.search(frame.folded) and _ASKS_TURN_ENDS.search(clause):
        rule = cite("800.4j", r"that turn continues to its completion", r"")
        return answered("no", t(frame.lang, "multi.turn_goes_on"), rule, cite, frame.cards, "multiplayer")
    return None
