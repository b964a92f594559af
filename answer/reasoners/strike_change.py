"""First strike or double strike gained or lost during combat (702.7c, 702.4c, 702.4d): a creature that dealt damage
in the first-strike step and then loses first strike deals no damage in the regular step; one that gains first strike
after the first-strike step still deals its damage in the regular step; losing double strike in the first step stops
its second hit; a first striker given double strike after the first step hits again. Fires only when the question
says the keyword changed and when."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids, name_pattern
from ingest.lexicon import fold

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
    r"despues de (hacer|que haga) (su )?dano|"
    # "their first striker already dealt its first-strike damage, and after that i gave …"
    r"\balready (dealt|did|hizo) (its |su )?(first[- ]strike |de danar primero )?(combat )?(damage|dano)\b"
)
_GRANTS_DOUBLE = re.compile(r"\b(?:gains|has) double strike\b", re.I)
_TWICE = re.compile(r"\btwice\b|\btwo times\b|\bdos veces\b|\bhit again\b|\bagain\b|\botra vez\b|\bde nuevo\b")
_ASKS = re.compile(r"\bdeal\w*|\bdamage|\bhit|\bagain|\bhace\w*|\bdano|\bgolpe\w*|\botra vez|\bde nuevo")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    if not _AFTER_FIRST.search(frame.folded):
        return None
    loses, gains = _LOSES.search(frame.folded), _GAINS.search(frame.folded)
    # "i cast temur battle rage on her", "i flash in embercleave onto the champion": double strike given by a card
    granter = next((c for c in frame.cards if _GRANTS_DOUBLE.search(c.oracle_text) and "Creature" not in c.type_line),
                   None)  # fmt: skip
    said = loses or gains
    if said is None and granter is not None and _TWICE.search(frame.clause or frame.asked):
        gains = said = _GRANTS_DOUBLE.search(granter.oracle_text)
    if said is None or (loses and gains):
        return None
    kind = "double" if "double" in said[0].lower() or "dos veces" in said[0] else "first"
    lang = frame.lang
    if kind == "first":
        rule = cite("702.7c", r"Removing first strike" if loses else r"Giving first strike", r"dañar primero")
    else:
        rule = cite("702.4c" if loses else "702.4d", r"double strike", r"dañar dos veces")
    key = f"strike_change.{'lose' if loses else 'gain'}_{kind}"
    deals = bool(gains)
    if kind == "double" and gains and not _first_striker(frame):
        # "my serra angel … after first strike damage i give her double strike: does she hit twice?": no first
        # strike in the first step, so only the regular step's damage (702.4b)
        rule = cite("702.4b", r"second combat damage step", r"segundo paso")
        key, deals = "strike_change.gain_double_late", False
    finding = t(lang, key) + ids(rule)
    return Verdict(t(lang, "yes" if deals else "no") + " " + finding, [Step(finding, (rule,) if rule else ())],
                   cite.quotes, frame.cards, "strike_change")  # fmt: skip


def _first_striker(frame: Frame) -> bool:
    """The creature given double strike had first strike: said so of the asker's creature, or printed on the asker's
    named creature (on the named creatures when none is said to be the asker's); unknown is read as a first striker."""
    said = r"(?:first striker|(?:has|had|with|con|tiene|tenia) (?:first strike|danar primero))"
    if re.search(rf"\b(?:my|mi)\s+(?:[\w']+\s+){{0,3}}?{said}", frame.folded):
        return True
    creatures = [c for c in frame.cards if "Creature" in c.type_line]
    # "i put it on the regisaur instead": the creature it goes on, said last
    onto = [(m.start(), c) for c in creatures if (called := name_pattern(c))
            for m in re.finditer(rf"\b(?:on|onto|to|sobre|al|a la) (?:the |my |his |her |su |mi )?(?:{called})\b",
                                 frame.folded)]  # fmt: skip
    if onto:
        return bool(re.search(r"\bfirst strike\b", max(onto, key=lambda pair: pair[0])[1].oracle_text, re.I))
    mine = [c for c in creatures if re.search(rf"\b(?:my|mi) {re.escape(fold(c.name).split(',')[0])}", frame.folded)]
    if not (mine or creatures) or (not mine and re.search(rf"\b{said}", frame.folded)):
        return True  # nothing to read, or first strike said of a creature not known to be which
    return any(re.search(r"\bfirst strike\b", c.oracle_text, re.I) for c in mine or creatures)
