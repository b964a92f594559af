"""Pitch costs (Force of Will, Force of Negation: "exile a blue card from your hand rather than pay this spell's mana
cost"): the card being cast is already on the stack when its costs are paid (601.2a), so it can't pay for itself, while
another copy in hand can; and a pitch cost that says "If it's not your turn" can't be used on your own turn (118.9).
Fires only for one named card with such a cost and a yes/no question about paying it with itself, with another copy,
or on whose turn."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import THEIR_TURN, Citer, Verdict, answered

_PITCH = re.compile(r"exile an? (?:\w+ )?card from your hand rather than pay this spell[’']s mana cost", re.I)
_NOT_YOUR_TURN = re.compile(r"if it[’']s not your turn, you may", re.I)
_ITSELF = re.compile(
    r"\bitself\b|\bthe same (?:one|card|copy)\b|\b(?:la|el) mism[oa]\b|\bella misma\b|\bsi misma\b|\bconsigo misma\b|"
    r"\bexil\w* (?:it|la|lo) (?:to pay|para pagar)"
)
_ANOTHER = re.compile(r"\banother\b|\bother\b|\bsecond\b|#\s?2\b|\botr[oa]\b|\bsegund[oa]\b")
_OWN_TURN = re.compile(r"\bon my (?:own )?turn\b|\bduring my (?:own )?turn\b|\ben mi (?:propio )?turno\b")
_PAYS = re.compile(r"\bpitch\w*|\bpay\w*|\bpag\w*|\bexil\w*|\bfree\b|\bgratis\b|\bcast\w*|\blanz\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _PAYS.search(clause):
        return None
    pitched = [card for card in frame.cards if _PITCH.search(card.oracle_text)]
    if len(pitched) != 1:
        return None
    card = pitched[0]
    if _NOT_YOUR_TURN.search(card.oracle_text) and (_OWN_TURN.search(frame.folded) or THEIR_TURN.search(frame.folded)):
        own = bool(_OWN_TURN.search(frame.folded))
        rule = cite("118.9", r"alternative cost", r"")
        key = "pitch.own_turn" if own else "pitch.their_turn"
        return answered("no" if own else "yes", t(frame.lang, key, card=card.name), rule, cite, (card,), "pitch")
    if _ITSELF.search(frame.folded):
        rule = cite("601.2a", r"moves that card .* to the stack", r"")
        return answered("no", t(frame.lang, "pitch.itself", card=card.name), rule, cite, (card,), "pitch")
    if _ANOTHER.search(frame.folded) and re.search(r"\bpitch\w*|\bexil\w*", frame.folded):
        rule = cite("601.2a", r"moves that card .* to the stack", r"")
        return answered("yes", t(frame.lang, "pitch.another", card=card.name), rule, cite, (card,), "pitch")
    return None
