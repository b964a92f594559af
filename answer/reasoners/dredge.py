"""Can I dredge instead of a draw? (702.52a, 121.2): dredge replaces a single draw while the card is in your graveyard
and you have at least N cards in your library; told to draw several cards, you draw them one at a time, so any one
of those draws can be replaced and the others are drawn. Fires only for a named card with dredge and a draw the
question or a named card states."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids
from answer.text import number
from ingest.models import Card

_DREDGE = re.compile(r"^dredge (\d+)", re.I | re.M)
_ASKS = re.compile(r"\bdredg\w*|\bdrag(ar|o|as|a|ando)(lo|la|los|las)?\b")
_DRAWS = re.compile(r"\bdraw (a|one|two|three|four|five|seven|\d) cards?\b", re.I)
_DRAW_SAID = re.compile(r"\bdraw(ing|s)?\b|\brob(ar|o|as|a|ando)\b|draw step|paso de robar")
_TOO_FEW = re.compile(
    r"\b(only|solo|solamente) (\d|one|two|three|four|five|una|dos|tres|cuatro|cinco) (cards?|cartas?)"
)


_CARDS_N = r"(\d|one|two|three|four|five|una|dos|tres|cuatro|cinco)"
#: the cards left in the library: "only 2 cards left in my library", "me quedan 2 cartas en la biblioteca"
_LIBRARY_LEFT = re.compile(
    rf"\b{_CARDS_N} (?:cards?|cartas?) (?:left )?(?:in|en) (?:my |mi |la |the )?(?:library|biblioteca)\b|"
    rf"\bme quedan? {_CARDS_N} cartas?\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    dredgers = [(c, _DREDGE.search(c.oracle_text)) for c in frame.cards]
    found = [(c, int(m[1])) for c, m in dredgers if m]
    if len(found) != 1:
        return None
    card, mill = found[0]
    left = _LIBRARY_LEFT.search(frame.folded)
    if left is not None and (number(left[1] or left[2]) or 0) < mill:  # "only 2 cards left" against dredge 3
        rule = cite("702.52b", r"fewer cards in their library", r"menos cartas")
        finding = t(frame.lang, "dredge.too_few", card=card.name, mill=str(mill), n=str(number(left[1] or left[2])))
        return answered("no", finding, rule, cite, (card,), "dredge")
    if _TOO_FEW.search(frame.folded):
        return None
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
