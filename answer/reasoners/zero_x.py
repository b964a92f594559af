"""A 0/0 that enters with X +1/+1 counters, with X = 0 (107.3m, 704.5f, 117.5): cast for X = 0, or put onto the
battlefield without being cast (Collected Company, reanimation), it enters with no counters and is put into its owner's
graveyard as a state-based action before any player gets priority, so nobody can respond or activate its abilities
first. Fires only for a named such creature, X = 0 said or a way onto the battlefield without casting, and a question
whether it can be responded to or put in, how many counters it gets, or whether it dies."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import ASKS_DIES, ASKS_SURVIVES, Citer, Verdict, answered

_ENTERS_WITH_X = re.compile(r"enters(?: the battlefield)? with X \+1/\+1 counters", re.I)
#: put onto the battlefield without being cast: X is 0
_NOT_CAST = re.compile(
    r"\bcollected company\b|\bcoco\b|\breanimat\w*|\bwithout casting\b|\bsin lanzar\w*|\bput (?:it )?onto the battlefield\b|"
    r"\bponer\w* en el campo\b|\bme sale\b|\bfrom among\b|\bde entre\b|\bflicker\w*|\bblink\w*|\bparpade\w*"
)
_ASKS_RESPOND = re.compile(
    r"\brespond\w*|\bresponder\b|\brespuesta\b|\bbefore (?:it|that) dies\b|\bantes de que (?:se )?muera\b"
)
_ASKS_COUNTERS = re.compile(r"\bhow many counters\b|\bcuantos contadores\b|\bcon cuantos\b")
_ASKS_PUT = re.compile(
    r"\b(?:can i|could i) (?:put|get|choose)\b|\b(?:la|lo) puedo (?:poner|meter|sacar|elegir)\b|\bpuedo (?:poner|meter)(?:la|lo)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    card = next(
        (
            c
            for c in frame.cards
            if c.toughness == "0" and "Creature" in c.type_line and _ENTERS_WITH_X.search(c.oracle_text)
        ),
        None,
    )
    if card is None or not (x_said(frame.folded) == 0 or _NOT_CAST.search(frame.folded)):
        return None
    clause = frame.clause or frame.asked
    rule = cite("704.5f", r"toughness 0 or less", r"resistencia 0")
    cite("117.5", r"performs all applicable state-based actions", r"acciones basadas en estado")
    cast = x_said(frame.folded) == 0
    if frame.qtype is QType.YES_NO and _ASKS_RESPOND.search(clause):
        return answered("no", t(frame.lang, "zero_x.no_window", card=card.name), rule, cite, (card,), "zero_x")
    key = "zero_x.cast" if cast else "zero_x.not_cast"
    if frame.qtype is QType.YES_NO and _ASKS_PUT.search(clause):
        return answered("yes", t(frame.lang, key, card=card.name), rule, cite, (card,), "zero_x")
    if frame.qtype is QType.YES_NO and (ASKS_DIES.search(clause) or ASKS_SURVIVES.search(clause)):
        opener = "yes" if ASKS_DIES.search(clause) else "no"
        return answered(opener, t(frame.lang, key, card=card.name), rule, cite, (card,), "zero_x")
    if frame.qtype is QType.HOW_MANY and _ASKS_COUNTERS.search(clause):
        return answered(None, "0: " + t(frame.lang, key, card=card.name), rule, cite, (card,), "zero_x")
    return None
