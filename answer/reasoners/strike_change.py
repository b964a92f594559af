"""First strike or double strike gained or lost during combat (702.7c, 702.4c, 702.4d): a creature that dealt damage
in the first-strike step and then loses first strike deals no damage in the regular step; one that gains first strike
after the first-strike step still deals its damage in the regular step; losing double strike in the first step stops
its second hit; a first striker given double strike after the first step hits again. Fires only when the question
says the keyword changed and when."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids

_LOSES = re.compile(
    r"\b(lose[sd]?|losing|loses|remove[sd]?|pierde|perder|quit\w*)\b[^.?]{0,30}\b(first|double) strike|"
    r"\b(pierde|quit\w*)\b[^.?]{0,30}\bdanar (primero|dos veces)"
)
_GAINS = re.compile(
    r"\b(gain[sd]?|gets?|give[sn]?|gave|grant\w*|gana|obtiene|le (doy|da))\b[^.?]{0,30}\b(first|double) strike|"
    r"\b(gana|obtiene|le (doy|da))\b[^.?]{0,30}\bdanar (primero|dos veces)"
)
_AFTER_FIRST = re.compile(
    r"after (the )?first[- ]strike (combat )?damage|after (it|the \w+) (has )?(already )?dealt (its )?(first[- ]strike )?"
    r"damage|despues del (paso de )?dano de (combate de )?(dañar|danar) primero|tras el (primer )?paso de dano|"
    r"despues de (hacer|que haga) (su )?dano"
)
_ASKS = re.compile(r"\bdeal\w*|\bdamage|\bhit|\bagain|\bhace\w*|\bdano|\bgolpe\w*|\botra vez|\bde nuevo")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    if not _AFTER_FIRST.search(frame.folded):
        return None
    loses, gains = _LOSES.search(frame.folded), _GAINS.search(frame.folded)
    said = loses or gains
    if said is None or (loses and gains):
        return None
    kind = "double" if "double" in said[0] or "dos veces" in said[0] else "first"
    lang = frame.lang
    if kind == "first":
        rule = cite("702.7c", r"Removing first strike" if loses else r"Giving first strike", r"dañar primero")
    else:
        rule = cite("702.4c" if loses else "702.4d", r"double strike", r"dañar dos veces")
    key = f"strike_change.{'lose' if loses else 'gain'}_{kind}"
    finding = t(lang, key) + ids(rule)
    deals = bool(gains)
    return Verdict(t(lang, "yes" if deals else "no") + " " + finding, [Step(finding, (rule,) if rule else ())],
                   cite.quotes, frame.cards, "strike_change")  # fmt: skip
