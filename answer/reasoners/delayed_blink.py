"""A delayed "sacrifice it at the next end step" after the creature was flickered (400.7, 603.7c): the creature came
back as a new object with no relation to the one Sneak Attack put onto the battlefield, so the delayed trigger finds
nothing to sacrifice (or exile). Fires only when a named card makes such a delayed trigger, the question flickers the
creature (a named flicker card or "blink") and asks whether it is still sacrificed or exiled."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids

_DELAYED = re.compile(
    r"\b(sacrifice|exile) (?:the|that) (?:creature|permanent|token)s? at the beginning of the next end step|"
    r"\bat the beginning of the next end step, (sacrifice|exile) (?:it|that creature|that permanent)\b",
    re.I,
)
_FLICKER = re.compile(r"\bexile (?:another )?target [^.]*\b(?:then )?return (?:it|that card|the exiled card)", re.I)
_BLINK = re.compile(r"\bblink\w*|\bflicker\w*|\bparpade\w*")
_ASKS = re.compile(r"\bsac\w*|\bexil\w*|\bsacrific\w*|\bkeep\b|\bstay\w*|\bqued\w*|\bme lo quedo\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not _ASKS.search(clause):
        return None
    source = next((c for c in frame.cards if _DELAYED.search(c.oracle_text)), None)
    flicker = _BLINK.search(frame.folded) or any(_FLICKER.search(c.oracle_text) for c in frame.cards)
    if source is None or not flicker:
        return None
    delayed = _DELAYED.search(source.oracle_text)
    assert delayed is not None
    sacrifice = (delayed[1] or delayed[2]).lower() == "sacrifice"
    creature = next(
        (
            c
            for c in frame.cards
            if c is not source and "Creature" in c.type_line and not _FLICKER.search(c.oracle_text)
        ),
        None,
    )
    lang = frame.lang
    name = creature.name if creature else t(lang, "blink.the_creature")
    new = cite("400.7", r"becomes a new object", r"objeto nuevo")
    gone = cite("603.7c", r"won’t affect it", r"no le afectará")
    key = "blink.no_sacrifice" if sacrifice else "blink.no_exile"
    finding = t(lang, key, card=name, source=source.name) + ids(new, gone)
    keeps = re.search(r"\bkeep\b|\bstay\w*|\bqued\w*", clause)
    return Verdict(
        t(lang, "yes" if keeps else "no") + " " + finding,
        [Step(finding, tuple(r for r in (new, gone) if r))],
        cite.quotes,
        frame.cards,
        "delayed_blink",
    )
