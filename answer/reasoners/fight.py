"""A fight (701.14a): each fighter deals damage equal to its power to the other. The asked fighter dies when that
damage is lethal (704.5g) or comes from a deathtouch source (702.2b, fight damage too), and never when it is
indestructible (702.12b). Fires only for a named fight spell and exactly two named creatures with printed sizes, no
size told in the question, and a yes/no question whether one of them dies."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    ASKS_DIES,
    Citer,
    Step,
    Verdict,
    asked_part,
    ids,
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


#: damage already marked on a fighter: "already has 2 damage marked on it", "ya tiene 2 de daño"
_MARKED = re.compile(r"\balready\b|\bya\b|\bmarked\b|\bmarcad\w*|\b(?:has|had|with|tiene|con) \d+ (?:damage|de dano)\b")


def _size(value: str | None) -> int | None:
    return int(value) if value and value.isdigit() else None


#: what else changes a fighter's damage or fate: a pump, counters, protection, prevention, regeneration, a damage
#: trigger or replacement in its own text (keyword lines like "Deathtouch" are read apart)
_CHANGES_FIGHT = re.compile(
    r"[+-]\d+/[+-]\d+|\bdamage\b|\bcounters?\b|protection|hexproof|shroud|regenerat|prevent|\bdies\b|"
    r"can't be the target|toughness|power",
    re.I,
)


def _size_told(folded: str, fighters: list[Card]) -> bool:
    """A number said that isn't one of the fighters' printed sizes: "Baloth Null 4/5" and "the rat deals only 1" are
    its card; "now a 4/4" or "+2/+2" is another size."""
    printed = {value for c in fighters for value in (c.power, c.toughness) if value}
    return any(n not in printed for n in re.findall(r"\d+", folded)) or bool(re.search(r"[+-]\d", folded))


def _keyword_lines_only(card: Card) -> bool:
    """Its rules text beyond keyword lines says nothing that changes a fight."""
    prose = re.sub(r"^(?:[\w ]+, )*[\w ]+$", "", rules_text(card), flags=re.M)
    return not _CHANGES_FIGHT.search(prose)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    asked = asked_part(frame.clause or frame.asked, ASKS_DIES)
    if frame.qtype is not QType.YES_NO or not asked or _SPOILERS.search(frame.folded):
        return None
    spell = next((c for c in frame.cards if _FIGHTS.search(rules_text(c)) and "Creature" not in c.type_line), None)
    fighters = [c for c in frame.cards if "Creature" in c.type_line]
    if spell is None or len(fighters) != 2 or len(frame.cards) != 3 or _size_told(frame.folded, fighters):
        return None  # another card named (a Shock at the Rats, an anthem) or another size told: not read here
    asked_fighters = [c for c in fighters if named_in(c, asked)]
    if len(asked_fighters) != 1 or not all(_keyword_lines_only(c) for c in fighters):
        return None
    if _FIGHTS.sub("", re.sub(r"[^.\n]*\bfights?\b[^.\n]*\.?", "", rules_text(spell))).strip() or _MARKED.search(
        frame.folded
    ):
        return None  # the spell does more (Epic Confrontation's +1/+2, Unnatural Aggression's exile), or damage marked
    if any(printed_keyword(c, "protection", "infect", "wither") for c in fighters):
        return None  # protection prevents the damage (702.16e); infect and wither deal it as -1/-1 counters
    victim = asked_fighters[0]
    other = next(c for c in fighters if c is not victim)
    damage, toughness = _size(other.power), _size(victim.toughness)
    if damage is None or toughness is None:
        return None
    fight = cite("701.14a", r"deals damage equal to its power to the other", r"")
    names = {"spell": spell.name, "other": other.name, "victim": victim.name, "n": str(damage), "t": str(toughness)}
    if printed_keyword(victim, "indestructible") and damage:
        rule = cite("702.12b", r"can’t be destroyed", r"no puede ser destruid")
        key, dies = "fight.indestructible", False
    elif damage and printed_keyword(other, "deathtouch"):
        rule = cite("702.2b", r"destroyed as a state-based action", r"destruye")
        key, dies = "fight.deathtouch", True
    elif damage >= toughness:
        rule = cite("704.5g", r"has been dealt lethal damage", r"daño letal")
        key, dies = "fight.lethal", True
    else:
        rule = cite("704.5g", r"has been dealt lethal damage", r"daño letal")
        key, dies = "fight.survives", False
    finding = t(frame.lang, key, **names) + ids(fight, rule)
    rules = tuple(r for r in (fight, rule) if r)
    opener = t(frame.lang, "yes" if dies else "no")
    return Verdict(opener + " " + finding, [Step(finding, rules)], cite.quotes, (spell, other, victim), "fight")
