"""The mana value of a card with {X} in its cost (202.3e): on the stack X is the number chosen for it; anywhere else
(battlefield, graveyard, hand, library) X is 0. Fires only for one named card with {X} in its mana cost and a question
asking its mana value."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, mana_value
from ingest.models import Card

_ASKS = re.compile(r"\bmana value|\bmv\b|\bcmc\b|converted mana cost|valor de mana|coste de mana convertido|\bvm\b")
#: where the question places it: on the stack (being cast) or elsewhere
_ON_STACK = re.compile(r"on the stack|en la pila|\bcasts?\b|\bcasting\b|\blanz\w*|\bresolv|\bcounter\w*|contrarrest")
_ELSEWHERE = re.compile(
    r"on the battlefield|in play|en (el campo|juego|mesa)|in (my|the|his|her|their) (graveyard|hand|library)|"
    r"en (el|mi|su) (cementerio|mano)|en (la|mi|su) (mano|biblioteca)|\bresolved\b|se resolvio|ya (esta|entro)"
)


#: Dark Confidant: "You lose life equal to its converted mana cost."
_LOSE_EQUAL = re.compile(r"lose life equal to (?:its|that card's) (?:converted mana cost|mana value)", re.I)
_ASKS_LIFE = re.compile(r"\blife\b|\bvidas?\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is QType.HOW_MANY and _ASKS_LIFE.search(frame.clause or frame.asked):
        return _revealed(frame, cite)
    if not _ASKS.search(frame.clause or frame.asked):
        return None
    costed = [c for c in frame.cards if "{X}" in c.mana_cost and "//" not in c.mana_cost]
    if len(costed) != 1:
        return None
    card = costed[0]
    said = x_said(frame.folded)
    where = frame.clause or frame.asked
    if _ELSEWHERE.search(where):
        stack = False
    elif _ON_STACK.search(where) or _ON_STACK.search(frame.folded):
        stack = True
    elif _ELSEWHERE.search(frame.folded):
        stack = False
    else:
        return None  # the question doesn't place it
    if stack and said is None:
        return None  # on the stack, but the X chosen isn't said
    x = said if stack and said is not None else 0
    return _value(frame, cite, card, x, stack)


def _value(frame: Frame, cite: Citer, card: Card, x: int, stack: bool) -> Verdict:
    value = mana_value(card.mana_cost, x)
    rule = cite("202.3e", r"X is treated as", r"X")
    key = "mv.stack" if stack else "mv.elsewhere"
    finding = t(frame.lang, key, name=card.name, n=str(value), x=str(x), cost=card.mana_cost)
    return answered(None, finding, rule, cite, (card,), "mana_value")


def _revealed(frame: Frame, cite: Citer) -> Verdict | None:
    """Dark Confidant reveals a card: the life lost is its mana value, with X as 0 off the stack (202.3e)."""
    revealer = next((c for c in frame.cards if _LOSE_EQUAL.search(c.oracle_text)), None)
    shown = [c for c in frame.cards if c is not revealer and c.mana_cost and "//" not in c.mana_cost]
    if revealer is None or len(shown) != 1:
        return None
    card = shown[0]
    value = mana_value(card.mana_cost, 0)
    rule = cite("202.3e", r"X is treated as", r"X") if "{X}" in card.mana_cost else None
    rule = rule or cite("202.3", r"mana value of an object", r"valor de maná")
    finding = t(frame.lang, "mv.revealed", n=str(value), revealer=revealer.name, name=card.name, cost=card.mana_cost)
    return answered(None, finding, rule, cite, (revealer, card), "mana_value")
