"""Deck construction numbers (100.2a–b, 903.5a–b): a Commander deck is exactly 100 cards, commander included, one
copy of each card but basic lands; a constructed deck is at least 60 cards with at most four copies of a card (basic
lands aside); a limited deck at least 40. Fires only for a card-free question that asks one of these numbers."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_DECK = re.compile(r"\bdecks?\b|\bmazos?\b|\bbaraja\w*")
_COMMANDER = re.compile(r"\bcommander\b|\bcomandante\b|\bedh\b")
_LIMITED = re.compile(r"\blimited\b|\blimitado\b|\bdraft\b|\bsealed\b|\bsellado\b")
_COPIES = re.compile(r"\bcop(?:y|ies)\b|\bcopias?\b|\bof the same card\b|\bde la misma carta\b|\bduplicates?\b")
_SIZE = re.compile(r"\bhow many cards\b|\bcuantas cartas\b|\bdeck size\b|\btamano del mazo\b|\bminimum\b|\bminimo\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.cards or frame.qtype not in (QType.HOW_MANY, QType.OTHER, QType.WHAT_HAPPENS, QType.DEFINITION):
        return None
    clause = frame.clause or frame.asked
    if not _DECK.search(frame.folded):
        return None
    if _COMMANDER.search(frame.folded):
        if _COPIES.search(clause):
            rule = cite("903.5b", r"must have a different English name", r"")
            return answered(None, t(frame.lang, "deck.commander_copies"), rule, cite, (), "deck_size")
        if _SIZE.search(clause):
            rule = cite("903.5a", r"exactly 100 cards, including its commander", r"")
            return answered(None, t(frame.lang, "deck.commander_size"), rule, cite, (), "deck_size")
        return None
    if _LIMITED.search(frame.folded):
        if not _SIZE.search(clause):
            return None
        rule = cite("100.2b", r"minimum deck size of 40 cards", r"")
        return answered(None, t(frame.lang, "deck.limited_size"), rule, cite, (), "deck_size")
    rule = cite("100.2a", r"no more than four of any card", r"")
    if _COPIES.search(clause):
        return answered(None, t(frame.lang, "deck.constructed_copies"), rule, cite, (), "deck_size")
    if _SIZE.search(clause):
        return answered(None, t(frame.lang, "deck.constructed_size"), rule, cite, (), "deck_size")
    return None
