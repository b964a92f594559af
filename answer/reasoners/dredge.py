"""Can I dredge instead of a draw? (702.52a, 121.2): dredge replaces a single draw while the card is in your graveyard
and you have at least N cards in your library; told to draw several cards, you draw them one at a time, so any one
of those draws can be replaced and the others are drawn. Fires only for a named card with dredge and a draw the
question or a named card states."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids
from answer.text import number
from ingest.models import Card

_DREDGE = re.compile(r"^dredge (\d+)", re.I | re.M)
_ASKS = re.compile(r"\bdredg\w*|\bdrag(ar|o|as|a|ando)\b")
_DRAWS = re.compile(r"\bdraw (a|one|two|three|four|five|seven|\d) cards?\b", re.I)
_DRAW_SAID = re.compile(r"\bdraw(ing|s)?\b|\brob(ar|o|as|a|ando)\b|draw step|paso de robar")
_TOO_FEW = re.compile(
    r"\b(only|solo|solamente) (\d|one|two|three|four|five|una|dos|tres|cuatro|cinco) (cards?|cartas?)"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    dredgers = [(c, _DREDGE.search(c.oracle_text)) for c in frame.cards]
    found = [(c, int(m[1])) for c, m in dredgers if m]
    if len(found) != 1 or _TOO_FEW.search(frame.folded):
        return None
    card, mill = found[0]
    drawing = [(c, _DRAWS.search(c.oracle_text)) for c in frame.cards if c is not card]
    drawer, draws = next(((c, number(m[1]) or 1) for c, m in drawing if m), (None, 1))
    if drawer is None and not _DRAW_SAID.search(frame.folded):
        return None
    return _dredge(frame, cite, card, mill, drawer, draws)


def _dredge(frame: Frame, cite: Citer, card: Card, mill: int, drawer: Card | None, draws: int) -> Verdict:
    lang = frame.lang
    rule = cite("702.52a", r"if you would draw a card, you may instead mill", r"robar")
    names = {"card": card.name, "mill": str(mill), "n": str(draws), "spell": drawer.name if drawer else ""}
    finding = t(lang, "dredge.single", **names) + ids(rule)
    steps = [Step(finding, (rule,) if rule else ())]
    if draws > 1:
        one = cite("121.2", r"individual card draws", r"robos")
        each = t(lang, "dredge.each", **names) + ids(one)
        finding = t(lang, "dredge.multiple", **names) + ids(one, rule)
        steps.insert(0, Step(each, (one,) if one else ()))
    return Verdict(t(lang, "yes") + " " + finding, steps, cite.quotes, (card, drawer) if drawer else (card,), "dredge")
