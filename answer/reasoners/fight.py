"""A fight with a deathtouch creature (701.14a, 702.2b): each fighter deals damage equal to its power to the other,
and any nonzero damage from a source with deathtouch destroys a creature — fight damage too, not only combat damage
(701.14d). Fires only for a named fight spell, one named creature with deathtouch in its own text, and a yes/no
question whether the other named creature dies."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    ASKS_DIES,
    Citer,
    Step,
    Verdict,
    ids,
    is_spell_card,
    named_in,
    printed_keyword,
    rules_text,
)
from ingest.models import Card

#: a spell that makes two creatures fight: "Target creature you control fights target creature you don't control."
_FIGHTS = re.compile(r"\bfights? (?:target|another target|up to one target)\b", re.I)
#: what keeps the damage from destroying it, or the fight from happening: said in the question
_SPOILERS = re.compile(
    r"\bindestructib\w*|\bregenera\w*|\bin response\b|\ben respuesta\b|\bresponde\w*|\bprotecci\w*|\bprotection\b|"
    r"\bhexproof\b|\bantimaleficio\b|\bsacrific\w*|\bprevent\w*|\bprevien\w*|\bkill\w*|\bdestroy\w*|\bexile\w*|"
    r"\bbounce\w*|\bmata\w*|\bdestru\w*|\bexili\w*|\bboth\b|\bambos\b|\bambas\b|\blos dos\b|\blas dos\b"
)


def _power(card: Card) -> int | None:
    return int(card.power) if card.power and card.power.isdigit() else None


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not ASKS_DIES.search(clause) or _SPOILERS.search(frame.folded):
        return None
    spell = next((c for c in frame.cards if _FIGHTS.search(rules_text(c)) and "Creature" not in c.type_line), None)
    fighters = [c for c in frame.cards if "Creature" in c.type_line]
    if spell is None or len(fighters) != 2 or any(c is not spell and is_spell_card(c) for c in frame.cards):
        return None  # another spell named (a Shock at the Rats on the stack): what it does first isn't read here
    touchers = [c for c in fighters if printed_keyword(c, "deathtouch")]
    if len(touchers) != 1 or not _power(touchers[0]):
        return None  # a 0-power deathtoucher deals no damage (its power is what it deals)
    toucher = touchers[0]
    victim = next(c for c in fighters if c is not toucher)
    if "indestructible" in rules_text(victim).lower() or not named_in(victim, clause) or named_in(toucher, clause):
        return None  # "does the Rats die?", "does the Bears kill my Aetherborn?": the deathtoucher's own fate
    fight = cite("701.14a", r"deals damage equal to its power to the other", r"")
    touch = cite("702.2b", r"destroyed as a state-based action", r"destruye")
    finding = t(frame.lang, "fight.deathtouch", spell=spell.name, toucher=toucher.name, victim=victim.name)
    finding += ids(fight, touch)
    rules = tuple(rule for rule in (fight, touch) if rule)
    return Verdict(
        t(frame.lang, "yes") + " " + finding, [Step(finding, rules)], cite.quotes, (spell, toucher, victim), "fight"
    )
