"""Who chooses first when every player chooses at once (101.4): "Each player may put a … card from their hand onto the
battlefield" (Show and Tell), "each player chooses …": the active player first, then the others in turn order, and
then it all happens at the same time. Fires only for a named card with an "each player" instruction, a question asking
who chooses (or puts, picks) first, and the turn said: the asker's or an opponent's."""

from __future__ import annotations

import re

from answer.analysis import Frame
from answer.i18n import t
from answer.reasoners.base import THEIR_TURN, Citer, Verdict, answered

_EACH_PLAYER = re.compile(r"\beach player (?:may |chooses |puts |sacrifices |discards |reveals )", re.I)
_ASKS_FIRST = re.compile(
    r"\bwho (?:chooses|picks|puts|goes|decides|selects)\w* first\b|\bwho (?:gets to )?(?:choose|pick|put)s? first\b|"
    r"\bquien (?:elige|escoge|pone|mete|decide)\w* primero\b|\bquien va primero\b"
)
_MY_TURN = re.compile(r"\b(?:on|in|during) my (?:own )?turn\b|\ben mi turno\b|\bmy turn\b")


#: every player chooses at once, said without a card: "un efecto hace que todos elijan algo a la vez"
_ALL_CHOOSE_SAID = re.compile(
    r"\b(?:each|every|all) players? (?:\w+ )?(?:choose|chooses|pick|picks|make a choice)\b|\beveryone (?:chooses|picks)\b|"
    r"\btodos (?:los jugadores )?(?:elij\w*|elig\w*|escoj\w*|escog\w*)\b|\bcada jugador (?:elige|escoge)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    card = next((c for c in frame.cards if _EACH_PLAYER.search(c.oracle_text)), None)
    if card is None and not frame.cards and _ALL_CHOOSE_SAID.search(frame.folded) and _ASKS_FIRST.search(frame.folded):
        # no card: the active player first, whoever it is (101.4)
        rule = cite("101.4", r"the active player \(the player whose turn it is\) makes any choices required", r"")
        return answered(None, t(frame.lang, "choice_order.active_first"), rule, cite, (), "choice_order")
    if card is None or not _ASKS_FIRST.search(frame.folded):
        return None
    if re.search(r"\bstarting with you\b|\byou choose\b|\bfor each player\b", card.oracle_text, re.I):
        return None  # the card sets its own order (Eureka, Thieves' Auction) or one player chooses everything
    mine, theirs = _MY_TURN.search(frame.folded), THEIR_TURN.search(frame.folded)
    if bool(mine) == bool(theirs):
        return None  # whose turn it is decides, and the question doesn't say (or says both)
    rule = cite("101.4", r"the active player \(the player whose turn it is\) makes any choices required", r"")
    key = "choice_order.you_first" if mine else "choice_order.they_first"
    return answered(None, t(frame.lang, key, card=card.name), rule, cite, (card,), "choice_order")
