"""X when a spell is cast without paying its mana cost (107.3b): cascade, "cast it without paying its mana cost" or
any free cast leaves 0 as the only legal choice for X, so Walking Ballista enters with no counters and a Fireball deals
0. Fires only for one named card with {X} in its mana cost, a free cast said (cascade by a named card, "without
paying", "for free"), and a question about choosing X or what X gives."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_FREE = re.compile(
    r"\bcascad\w*|without paying|for free|\bfree\b|\bgratis\b|sin pagar|\bsneak\w*|\bomniscien\w*|\bshowcase"
)
_CASCADE = re.compile(r"^cascade\b|, cascade\b", re.I | re.M)
_ASKS_X = re.compile(r"\bx\b|\bcounters?\b|\bcontador\w*|how (much|many)|cuant[oa]s?")
_CHOOSES = re.compile(r"\b(pick|choose|set|make|pay for|elegir|elijo|poner|pagar)\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype not in (QType.YES_NO, QType.HOW_MANY) or not _ASKS_X.search(clause):
        return None
    x_cards = [c for c in frame.cards if "{X}" in c.mana_cost and "//" not in c.mana_cost]
    free = _FREE.search(frame.folded) or any(_CASCADE.search(c.oracle_text) for c in frame.cards)
    if len(x_cards) != 1 or not free:
        return None
    card = x_cards[0]
    rule = cite("107.3b", r"the only legal choice for X is 0", r"X es 0")
    finding = t(frame.lang, "free_x.zero", card=card.name)
    if frame.qtype is QType.YES_NO:
        # "can they cast Bonfire, and what would X be?" yes (with X = 0); "can I pick X?" no
        # "can I cast Fireball for free with X=20?": not with that X
        wanted = x_said(frame.folded)
        asks_cast = re.search(r"\bcast\b|\blanzar\w*|\blanzo\b", clause) and not _CHOOSES.search(clause) and not wanted
        return answered("yes" if asks_cast else "no", finding, rule, cite, (card,), "free_x")
    return answered(None, finding, rule, cite, (card,), "free_x")
