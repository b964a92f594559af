"""X when a spell is cast without paying its mana cost (107.3b): cascade, "cast it without paying its mana cost" or
any free cast leaves 0 as the only legal choice for X, so Walking Ballista enters with no counters and a Fireball deals
0. Fires only for one named card with {X} in its mana cost, a free cast said (cascade by a named card, "without
paying", "for free"), and a question about choosing X or what X gives."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids

_FREE = re.compile(
    r"\bcascad\w*|without paying|for free|\bfree\b|\bgratis\b|sin pagar|\bsneak\w*|\bomniscien\w*|\bshowcase"
)
_CASCADE = re.compile(r"^cascade\b|, cascade\b", re.I | re.M)
_ASKS_X = re.compile(r"\bx\b|\bcounters?\b|\bcontador\w*|how (much|many)|cuant[oa]s?")
_CHOOSES = re.compile(r"\b(pick|choose|set|make|pay for|elegir|elijo|poner|pagar)\b")


_CASTS_FREE = re.compile(r"\bcast [^.]*\bwithout paying its mana cost\b", re.I)
#: the free cast used: "cast secure the wastes with it", "lo lanzo con el gearhulk"
_CAST_WITH = re.compile(
    r"\bcast\w*\b[^.?]{0,40}\b(?:from (?:my|the|his|her|their) graveyard|with (?:it|him|her))\b|"
    r"\b(?:lanz|tir)\w*\b[^.?]{0,40}\b(?:de(?:l| mi)? cementerio|con (?:el|él|ella))\b"
)
_ASKS_DIES = re.compile(r"\bdie\w*|\bmuer\w*|\bse muere\b")
_ENTERS_WITH_X = re.compile(r"enters(?: the battlefield)? with X \+1/\+1 counters", re.I)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    dies = frame.qtype is QType.YES_NO and bool(_ASKS_DIES.search(clause))
    if frame.qtype not in (QType.YES_NO, QType.HOW_MANY) or not (_ASKS_X.search(clause) or dies):
        return None
    x_cards = [c for c in frame.cards if "{X}" in c.mana_cost and "//" not in c.mana_cost]
    free = _FREE.search(frame.folded) or any(_CASCADE.search(c.oracle_text) for c in frame.cards)
    if len(x_cards) != 1:
        return None
    card = x_cards[0]
    # Torrential Gearhulk "may cast target instant card … without paying its mana cost": the free cast is its text
    free = free or any(
        c is not card and _CASTS_FREE.search(c.oracle_text) and _CAST_WITH.search(frame.folded) for c in frame.cards
    )
    if not free:
        return None
    rule = cite("107.3b", r"the only legal choice for X is 0", r"X es 0")
    finding = t(frame.lang, "free_x.zero", card=card.name)
    if dies and not _ASKS_X.search(clause):
        if card.toughness != "0" or not _ENTERS_WITH_X.search(card.oracle_text):
            return None
        # Walking Ballista cascaded into: a 0/0 with no counters, put into the graveyard at once (704.5f)
        zero = cite("704.5f", r"toughness 0 or less", r"resistencia 0")
        finding += " " + t(frame.lang, "free_x.dies", card=card.name) + ids(rule, zero)
        rules = tuple(r for r in (rule, zero) if r)
        return Verdict(t(frame.lang, "yes") + " " + finding, [Step(finding, rules)], cite.quotes, (card,), "free_x")
    if frame.qtype is QType.YES_NO:
        # "can they cast Bonfire, and what would X be?" yes (with X = 0); "can I pick X?" no
        # "can I cast Fireball for free with X=20?": not with that X
        wanted = x_said(frame.folded)
        asks_cast = re.search(r"\bcast\b|\blanzar\w*|\blanzo\b", clause) and not _CHOOSES.search(clause) and not wanted
        return answered("yes" if asks_cast else "no", finding, rule, cite, (card,), "free_x")
    return answered(None, "0: " + finding, rule, cite, (card,), "free_x")  # "how many warriors?": none
