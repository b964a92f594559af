"""Who controls a creature that persist or undying brought back (702.79a, 702.93a, 400.7): it returns "under its
owner's control" as a new object, so a control-changing effect that had taken it (Act of Treason, Threaten) no longer
applies and its owner controls it. Fires only for a "who controls it" question about a named creature with persist or
undying that the question says was stolen."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import STEALS, Citer, Step, Verdict, ids
from answer.text import capital

_KEYWORDS = (("persist", "702.79a"), ("undying", "702.93a"))
_ASKS_CONTROL = re.compile(r"\bcontrol\w*|\bcontrola\w*|\bwhose\b|\bde quien\b")
#: taken for the turn: the cards and words STEALS doesn't already read
_STOLEN = re.compile(r"\bact of treason|\bthreaten|\bstole\b|\brob[oe]\b|\bcontrol magic")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.WHO or not _ASKS_CONTROL.search(frame.clause or frame.asked):
        return None
    keyed = [
        (card, rule)
        for card in frame.cards
        for keyword, rule in _KEYWORDS
        if re.search(rf"(^|\n){keyword}\b", card.oracle_text, re.I)
    ]
    stolen = (
        _STOLEN.search(frame.folded)
        or STEALS.search(frame.folded)
        or any(re.search(r"gain control of target", c.oracle_text, re.I) for c in frame.cards)
    )
    if len(keyed) != 1 or not stolen:
        return None
    card, rule_id = keyed[0]
    back = cite(rule_id, r"under its owner’s control", r"propietario")
    new = cite("400.7", r"becomes a new object", r"nuevo objeto")
    finding = capital(t(frame.lang, "owner.returns", card=card.name)) + ids(back, new)
    steps = [Step(finding, tuple(r for r in (back, new) if r))]
    return Verdict(finding, steps, cite.quotes, (card,), "returns_to_owner")
