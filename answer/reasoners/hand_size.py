"""How many to discard at the end of the turn (514.1, 402.2): down to the maximum hand size, normally seven, in the
cleanup step. Declines when a named card changes the hand size (Reliquary Tower, Spellbook)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids
from answer.text import number

_IN_HAND = re.compile(
    r"\b(\d{1,2}|eight|nine|ten|eleven|twelve|ocho|nueve|diez|once|doce) (cards|cartas) (in|en) (my |your |his |her |"
    r"their |the |mi |tu |su |la )?(hand|mano)\b"
)
_ASKS = re.compile(r"discard|descart")
_END = re.compile(
    r"end (of )?(my |the |his |her |their )?turn|termin\w* (mi |su |tu |el )?turno|end step|cleanup|final (de|del) (mi |su |tu )?turno|limpieza|fin de(l)? turno"
)
_CHANGES = re.compile(r"hand size", re.I)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.HOW_MANY, QType.YES_NO, QType.WHAT_HAPPENS):
        return None
    held = _IN_HAND.search(frame.folded)
    if held is None or not _ASKS.search(frame.clause or frame.asked) or not _END.search(frame.folded):
        return None
    if any(_CHANGES.search(card.oracle_text) for card in frame.cards):
        return None
    cards = number(held[1])
    if cards is None:
        return None
    lang = frame.lang
    cleanup = cite("514.1", r"more cards than their maximum hand size", r"tamaño máximo de mano")
    maximum = cite("402.2", r"normally seven cards", r"siete")
    extra = max(0, cards - 7)
    finding = t(lang, "hand.discard" if extra else "hand.none", n=str(extra), held=str(cards)) + ids(cleanup, maximum)
    text = finding
    if frame.qtype is QType.YES_NO:
        text = t(lang, "yes" if extra else "no") + " " + finding
    return Verdict(
        text, [Step(finding, tuple(r for r in (cleanup, maximum) if r))], cite.quotes, frame.cards, "hand_size"
    )
