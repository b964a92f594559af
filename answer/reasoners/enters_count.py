"""An "enters" trigger and several creatures entering at once (603.2c): "whenever a creature enters" triggers once for
each creature in the event, so a spell that creates two tokens triggers it twice, each time for its full amount.
Fires only for a named card with such a trigger that deals damage or gains life, a named card that creates a stated
number of creature tokens, and a question asking how much."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered
from answer.text import number

_TRIGGER = re.compile(
    r"^whenever (a|another) (nontoken )?creature enters the battlefield( under your control)?, (?:[^.]*?)"
    r"(deals (\d+) damage to each opponent|you gain (\d+) life)",
    re.I | re.M,
)
_TOKENS = re.compile(r"\bcreate (two|three|four|five|\d) [^.]*?creature tokens\b", re.I)
_ASKS = re.compile(r"how much|how many|cuant[oa]s?\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.HOW_MANY or not _ASKS.search(frame.clause or frame.asked):
        return None
    found = [(c, m) for c in frame.cards if (m := _TRIGGER.search(c.oracle_text))]
    makers = [(c, m) for c in frame.cards if (m := _TOKENS.search(c.oracle_text))]
    if len(found) != 1 or len(makers) != 1:
        return None
    (card, trigger), (maker, tokens) = found[0], makers[0]
    if trigger[3] and not re.search(r"\b(my|mine|i|mi|mis|yo|tengo|controlo)\b", frame.folded):
        return None  # "under your control": whose the tokens are must be said
    count = number(tokens[1])
    each = int(trigger[5] or trigger[6])
    if count is None:
        return None
    lang = frame.lang
    rule = cite("603.2c", r"trigger repeatedly if one event contains multiple occurrences", r"varias veces")
    key = "enters.damage" if trigger[5] else "enters.life"
    names = {"card": card.name, "maker": maker.name, "k": str(count), "n": str(each), "total": str(count * each)}
    return answered(None, t(lang, key, **names), rule, cite, (card, maker), "enters_count")
