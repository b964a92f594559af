"""A "whenever this is dealt damage" trigger with the damage as its amount (Phyrexian Negator, Boros Reckoner, Hornet
Nest) triggers on the damage event itself, so it still triggers and resolves when that damage kills the creature
(603.2, 113.7a), and "that many" is all the damage dealt, not just the lethal part. Fires only when the question
says how much damage the named creature took (or names the one blocker that dealt it) and that it died, and asks
whether the ability still happens or how much it does."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, first_mention, ids
from answer.text import COUNT_GROUP, number

#: "Whenever Phyrexian Negator is dealt damage, sacrifice that many permanents."
_DEALT_TRIGGER = re.compile(r"^Whenever (?:~|[^,\n]+?) is dealt damage, ([^.\n]*\bthat (?:many|much)\b[^.\n]*)\.", re.M)
#: the damage it took: "took 5", "was dealt 5 damage", "recibe 5 de daño"
_TOOK = re.compile(
    rf"\b(?:took|takes|taking|was dealt|got dealt|is dealt|recib\w*|le (?:hace|hacen|hizo|hicieron|pega\w*))\s+{COUNT_GROUP}\b"
)
_DIED = re.compile(r"\bdie[sd]?\b|\bdead\b|\bkilled\b|\bmuere\b|\bmuri[oó]\b|\bmuerto\b|\bse murio\b")
_ASKS = re.compile(
    r"\bstill\b|\banyway\b|\bhow many\b|\bhow much\b|\bigual\w*|\bcuant\w+|\btodavia\b|\baun\b|\btrigger\w*|\bdispar\w*"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.HOW_MANY):
        return None
    clause = frame.clause or frame.asked
    found = [(c, m) for c in frame.cards if "Creature" in c.type_line and (m := _DEALT_TRIGGER.search(c.oracle_text))]
    if len(found) != 1 or not _DIED.search(frame.folded) or not _ASKS.search(frame.folded):
        return None
    card, trigger = found[0]
    # the damage said of this creature: "my negator ... took 5", not "I took 4 from his unblocked guy"
    at = first_mention(frame.folded, card)
    took = _TOOK.search(frame.folded[at : at + 80]) if at is not None else None
    amount = number(took[1]) if took else None
    yes_no = frame.qtype is QType.YES_NO
    if not amount or (
        yes_no and (not re.search(r"\bstill\b|\bigual|\btodavia\b|\baun\b", clause) or re.search(r"\d", clause))
    ):
        return None
    effect = trigger[1]
    rule = cite("603.2", r"Whenever a game event or game state matches a triggered ability’s trigger event", r"")
    independent = cite("113.7a", r"exists on the stack independently of its source", r"independiente")
    finding = t(frame.lang, "damage_trigger.still", card=card.name, n=str(amount), effect=effect) + ids(
        rule, independent
    )
    opener = t(frame.lang, "yes") if frame.qtype is QType.YES_NO else f"{amount}:"
    steps = [Step(finding, tuple(r for r in (rule, independent) if r))]
    return Verdict(f"{opener} {finding}", steps, cite.quotes, (card,), "damage_trigger")
