"""A trigger on becoming the target of a spell (Bonecrusher Giant: "Whenever Bonecrusher Giant becomes the target of a
spell"): an activated or triggered ability that targets it is no spell (113.9), so it doesn't trigger (603.2). Fires
only for such a named card and a question that targets it with an ability (a pinger's ability, an equip, a trigger)
and asks whether the trigger happens."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids

_ON_SPELL = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever [^,]+ becomes the target of a spell,(?! or ability)", re.I | re.M
)
#: a {T} ability or a planeswalker's loyalty ability ("−3: Return up to one target …") that targets
_ABILITY_CARD = re.compile(
    r"^(?:\{T\}[^:\n]*|[+−-]?\d+): [^\n]*(?:deals|destroy|exile|return|tap)[^\n]*\btarget", re.I | re.M
)
_ABILITY_SAID = re.compile(
    r"\babilit\w*|\bhabilidad\w*|\bactivat\w*|\bactiv[oa]\b|\bping\w*|\bequip\w*|\btrigger\w*|(?<![\w/+-])[+-]\d+\b(?!/)"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    card = next((c for c in frame.cards if _ON_SPELL.search(c.oracle_text)), None)
    if card is None:
        return None
    pinger = next((c for c in frame.cards if c is not card and _ABILITY_CARD.search(c.oracle_text)), None)
    if pinger is None or not _ABILITY_SAID.search(frame.folded):
        return None
    if any(c is not card and re.search(r"Instant|Sorcery", c.type_line) for c in frame.cards):
        return None  # a spell is named too: which one targets it is not read here
    not_spell = cite("113.9", r"aren’t spells", r"no son hechizos")
    name = card.name.split(" // ")[0]  # "Bonecrusher Giant", not its Adventure
    finding = t(frame.lang, "targeted_trigger.ability", card=name, source=pinger.name) + ids(not_spell)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, (not_spell,) if not_spell else ())],
                   cite.quotes, (card, pinger), "targeted_trigger")  # fmt: skip
