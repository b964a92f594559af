"""An Equipment or Aura that lowers toughness ("Equipped creature gets +1/-1", Skullclamp) put on a creature whose
toughness it takes to 0 or less: the creature is put into its owner's graveyard as a state-based action (704.5f),
and a "whenever equipped creature dies" ability of that gear triggers. Fires only when the question attaches a named
Equipment or Aura with a toughness malus to one creature whose toughness is known and asks what happens or if it dies."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, creature_label, ids
from answer.reasoners.combat import creatures
from answer.text import capital, number

_MALUS = re.compile(r"^(?:equipped|enchanted) creature gets ([+-]\d+)/(-\d+)", re.I | re.M)
_DIES_DRAW = re.compile(r"whenever (?:equipped|enchanted) creature dies, draw (\w+) cards?", re.I)
_ATTACHES = re.compile(r"\bequip\w*|\battach\w*|\benchant\w*|\bput\w*|\bequip[oa]\b|\ble pongo\b|\bpongo\b|\bencant\w*")
_ASKS_DRAWS = re.compile(r"\bdraw\w*|\brob\w*|\bcards?\b|\bcartas?\b")
_ASKS = re.compile(r"\bdie|\bsurviv|\bmuer|\bsobreviv|\bgraveyard|\bcementerio")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    # "le pongo skullclamp a una ficha 1/1, ¿cuántas cartas robo?": the draw counted
    draws_asked = frame.qtype is QType.HOW_MANY and bool(_ASKS_DRAWS.search(frame.clause or frame.asked))
    asks = (
        frame.qtype is QType.WHAT_HAPPENS
        or (frame.qtype is QType.YES_NO and _ASKS.search(frame.clause or frame.asked))
        or draws_asked
    )
    if not asks or not _ATTACHES.search(frame.folded):
        return None
    worn = next(((c, m) for c in frame.cards if (m := _MALUS.search(c.oracle_text))), None)
    if worn is None:
        return None
    gear, bonus = worn
    found = [c for c in creatures(frame) if c.name != gear.name]
    if len(found) != 1:
        return None
    creature = found[0]
    power, toughness = creature.power + int(bonus[1]), creature.toughness + int(bonus[2])
    lang = frame.lang
    if toughness > 0:
        return None  # it lives: the size alone is another question
    rule = cite("704.5f", r"toughness 0 or less", r"resistencia 0 o menos")
    name = capital(creature_label(creature.name, lang))  # "The 1/1 dies", a card by its name
    finding = t(lang, "worn.dies", gear=gear.name, name=name, size=f"{power}/{toughness}") + ids(rule)
    steps = [Step(finding, (rule,) if rule else ())]
    draws = _DIES_DRAW.search(gear.oracle_text)
    if draws:
        trigger = cite("603.10a", r"leaves-the-battlefield abilities", r"dejar el campo de batalla")
        count = number(draws[1])
        said = t(lang, "worn.draws", gear=gear.name, n=str(count) if count is not None else draws[1]) + ids(trigger)
        finding += " " + said
        steps.append(Step(said, (trigger,) if trigger else ()))
    if draws_asked and not draws:
        return None
    if draws_asked and draws:
        finding = f"{number(draws[1]) or draws[1]}: {finding}"
    text = (
        t(lang, "yes") + " " if frame.qtype is QType.YES_NO and re.search(r"\bdie|\bmuer", frame.asked) else ""
    ) + finding
    return Verdict(text, steps, cite.quotes, (gear,), "worn_toughness")
