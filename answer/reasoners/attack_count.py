"""An ability that triggers for each attacking creature (Hellrider: "Whenever a creature you control attacks, Hellrider
deals 1 damage to the player or planeswalker it's attacking"): it triggers once per creature declared as an attacker
(603.2c, 508.3a), so four attackers deal 4. Fires only for one named card with such an ability, the number of
attackers the question says, and a "how much damage" question."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, copies_said, ids
from answer.text import number

_PER_ATTACKER = re.compile(
    r"^(?:[\w' -]{3,30} — )?whenever a creature you control attacks, [^.\n]*?deals (\d+) damage", re.I | re.M
)
_N = r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)"
#: "attack with Hellrider and 3 other creatures", "ataco con hellrider y otras 3 criaturas"
_WITH_OTHERS = re.compile(
    rf"\b(?:attack\w*|swing\w*|atac\w*)\b[^.?]{{0,40}}\b(?:and|y) (?:{_N} other|otr[oa]s {_N}|{_N} (?:otr[oa]s|more|mas))\b"
)
#: "attack with 4 creatures", "ataco con 4 criaturas"
_WITH_N = re.compile(rf"\b(?:attack\w*|swing\w*|atac\w*) (?:with|con) {_N} (?:creatures|criaturas|guys|bichos)\b")
_ASKS = re.compile(r"\bdamage\b|\bdmg\b|\bdano\b")
#: the extra copy attacks as well: "with a second hellrider attacking too", "otro hellrider que también ataca"
_ALSO_ATTACKS = re.compile(r"\b(?:attacking|attacks) (?:too|as well)\b|\btambien ataca\w*|\batacando tambien\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.HOW_MANY or not _ASKS.search(frame.clause or frame.asked):
        return None
    sources = [(c, m) for c in frame.cards if (m := _PER_ATTACKER.search(c.oracle_text))]
    if len(sources) != 1:
        return None
    card, found = sources[0]
    others, plain = _WITH_OTHERS.search(frame.folded), _WITH_N.search(frame.folded)
    if others is not None:
        said = number(next(g for g in others.groups() if g))
        attackers = said + 1 if said is not None else None
    elif plain is not None:
        attackers = number(plain[1])
    else:
        attackers = _listed(frame.folded)
    if not attackers:
        return None
    per = int(found[1])
    each = cite("603.2c", r"trigger repeatedly if one event contains multiple occurrences", r"varias veces")
    copies = copies_said(frame, card)
    if copies > 1:
        # "and with a second Hellrider attacking too?": one more attacker, and every attacker triggers each copy
        if _ALSO_ATTACKS.search(frame.folded):
            attackers += copies - 1
        finding = t(frame.lang, "attack_count.copies", n=str(per * attackers * copies), card=card.name,
                    attackers=str(attackers), per=str(per), k=str(copies)) + ids(each)  # fmt: skip
        return Verdict(finding, [Step(finding, (each,) if each else ())], cite.quotes, (card,), "attack_count")
    finding = t(frame.lang, "attack_count.total", n=str(per * attackers), card=card.name, attackers=str(attackers),
                per=str(per)) + ids(each)  # fmt: skip
    return Verdict(finding, [Step(finding, (each,) if each else ())], cite.quotes, (card,), "attack_count")


#: the attackers listed: "swing with hellrider, goblin guide and two elemental tokens at their face"
_LISTED = re.compile(
    r"\b(?:attack\w*|swing\w*|atac\w*) (?:with|con) ([^.?]{3,100}?)(?= at | to | a la | al | into |,? (?:how|what|cuant\w*|que|does|do|is)\b|[.?;]|$)"
)


def _listed(folded: str) -> int | None:
    """How many attackers a list names: one per item, or the count an item starts with ("two elemental tokens")."""
    found = _LISTED.search(folded)
    items = re.split(r",\s*(?:and\s+|y\s+)?|\s+(?:and|y)\s+", found[1]) if found else []
    if len(items) < 2:
        return None
    counts = [number(m[1]) if (m := re.match(rf"{_N}\b(?!/)", item.strip())) else 1 for item in items if item.strip()]
    told = [n for n in counts if n]
    return sum(told) if len(told) == len(counts) else None
