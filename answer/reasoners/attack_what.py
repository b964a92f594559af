"""What a creature can attack (508.1b): a player, a planeswalker or a battle, never a creature; a creature is fought
only by being blocked or by an effect that makes them fight. Fires only for a yes/no question whether one can attack
a creature, a planeswalker or a battle."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_OWNER = r"(?:a|an|the|their|his|her|your|my opponent'?s|opponent'?s|opp'?s|another)"
_ATTACK_CREATURE = re.compile(
    rf"\battack\w*\s+(?:directly\s+)?{_OWNER}\s+(?:\w+\s+)?(?:creature|guy|dude)s?\b(?!['’]s)|"
    r"\batacar(?:le)?\s+(?:directamente\s+)?a\s+(?:una|la|su|sus|un|el)\s+(?:criatura|bicho)s?\b"
)
_ATTACK_WALKER = re.compile(
    rf"\battack\w*\s+(?:directly\s+)?{_OWNER}\s+(?:\w+\s+)?planeswalkers?\b|"
    r"\batacar(?:le)?\s+(?:directamente\s+)?a\s+(?:un|su|el)\s+(?:planeswalker|caminante)"
)


#: the asker's own planeswalker: "¿puedo atacar a mi propio planeswalker?", "attack my own planeswalker"
_ATTACK_OWN = re.compile(
    r"\b(?:can|could|may) i (?:\w+ )?attack\s+my\s+(?:own\s+)?(?:planeswalker|walker|pw)s?\b|"
    r"\bpuedo (?:\w+ )?atacar(?:le)?\s+a\s+mis?\s+(?:propios?\s+)?(?:planeswalker|caminante|pw)s?\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    clause = frame.clause or frame.asked
    if _ATTACK_OWN.search(clause):
        rule = cite("506.2", r"planeswalkers they control", r"planeswalkers")
        return answered("no", t(frame.lang, "attack.own_walker"), rule, cite, frame.cards, "attack_what")
    if _ATTACK_CREATURE.search(clause):
        rule = cite("508.1b", r"which player, planeswalker, or battle", r"")
        return answered("no", t(frame.lang, "attack.no_creature"), rule, cite, frame.cards, "attack_what")
    if _ATTACK_WALKER.search(clause) and not frame.cards:
        rule = cite("508.1b", r"which player, planeswalker, or battle", r"")
        return answered("yes", t(frame.lang, "attack.walker"), rule, cite, frame.cards, "attack_what")
    return None
