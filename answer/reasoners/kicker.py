"""A kicked spell's amount (702.33d): "Burst Lightning deals 2 damage … If this spell was kicked, it deals 4 damage
instead." Fires only for a named spell with such a kicked amount and a "how much/many" question that says the kicker
was paid (or not)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_KICKED_AMOUNT = re.compile(r"if this spell was kicked, (?:it|~|[^,.]+) deals (\d+) damage instead", re.I)
_PLAIN_AMOUNT = re.compile(r"deals (\d+) damage", re.I)
_KICKED = re.compile(r"\bkick\w*|\bestimul\w*|\bpatead\w*|\bpag\w* (?:el |the )?(?:kicker|estimulo)\b")
_NOT_KICKED = re.compile(
    r"\bwithout (?:the |paying (?:the )?)?kick\w*|\bsin (?:el |pagar (?:el )?)?(?:kicker|estimulo)\b|\bno (?:lo )?(?:kick|pag)\w*"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.HOW_MANY or not re.search(r"\bdamage\b|\bdano\b", frame.folded):
        return None
    found = next(((c, m) for c in frame.cards if (m := _KICKED_AMOUNT.search(c.oracle_text))), None)
    if found is None or not _KICKED.search(frame.folded):
        return None
    card, kicked = found
    plain = _PLAIN_AMOUNT.search(card.oracle_text)
    rule = cite("702.33d", r"has been “kicked", r"")
    if _NOT_KICKED.search(frame.folded):
        if plain is None:
            return None
        return answered(None, t(frame.lang, "kicker.plain", card=card.name, n=plain[1]), rule, cite, (card,), "kicker")
    return answered(None, t(frame.lang, "kicker.kicked", card=card.name, n=kicked[1]), rule, cite, (card,), "kicker")
