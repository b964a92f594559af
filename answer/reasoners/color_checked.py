"""A color checked on resolution, not on targeting (Hydroblast, Pyroblast: "Counter target spell if it's red"): the
target is any spell or permanent (601.2c asks only what follows "target"), so the spell may be aimed at one of another
color, and as it resolves (608.2c) it does nothing to it. Red and Blue Elemental Blast ("Counter target blue spell")
are the other kind and are left to others. Fires only for such a named card, one other named card it is aimed at, and a
yes/no question whether it may be cast or aimed at it, or whether it counters or destroys it."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids

_CHECKED = re.compile(r"\b(counter|destroy) target (spell|permanent) if it[’']s (white|blue|black|red|green)\b", re.I)
_SYMBOL = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_ASKS_AIM = re.compile(r"\btarget\w*|\bobjetivo\b|\bapunt\w*|\bcast\b|\blanz\w*|\baim\w*")
_ASKS_EFFECT = re.compile(r"\bcounter\w*|\bcontrarrest\w*|\bdestroy\w*|\bdestru\w*|\bwork\w*|\bfunciona\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    card = next((c for c in frame.cards if _CHECKED.search(c.oracle_text)), None)
    others = [c for c in frame.cards if c is not card]
    if card is None or len(others) != 1:
        return None
    clause = frame.clause or frame.asked
    color = _CHECKED.search(card.oracle_text)
    assert color is not None
    other = others[0]
    matches = "{" + _SYMBOL[color[3].lower()] in other.mana_cost or f"/{_SYMBOL[color[3].lower()]}" in other.mana_cost
    aimed = cite("601.2c", r"announces their choice of an appropriate object or player for each target", r"objetivo")
    checked = cite("608.2c", r"follows its instructions in the order written", r"")
    rules = tuple(r for r in (aimed, checked) if r)
    if _ASKS_AIM.search(clause) and not _ASKS_EFFECT.search(clause):
        key = "color_checked.aim_matches" if matches else "color_checked.aim"
        finding = t(frame.lang, key, card=card.name, other=other.name, color=t(frame.lang, f"color.{color[3].lower()}"))
        answer = "yes"
    elif _ASKS_EFFECT.search(clause):
        key = "color_checked.works" if matches else "color_checked.nothing"
        finding = t(frame.lang, key, card=card.name, other=other.name, color=t(frame.lang, f"color.{color[3].lower()}"))
        answer = "yes" if matches else "no"
    else:
        return None
    finding += ids(*rules)
    return Verdict(t(frame.lang, answer) + " " + finding, [Step(finding, rules)], cite.quotes, (card, other),
                   "color_checked")  # fmt: skip
