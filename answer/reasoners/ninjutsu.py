"""Ninjutsu returns an unblocked attacker (702.49a), and a creature that was blocked stays blocked even when its
blocker is removed (509.1h), so it can't be returned for ninjutsu. Fires only for a yes/no question that speaks of
ninjutsu (said, or a named card with it) and says the attacker to return was blocked."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, answered, ids

_NINJUTSU = re.compile(r"\bninjutsu\b|\bninja\w*")
#: the attacker was blocked: "they block my attacker", "me bloquean el atacante", "got chump blocked"
_BLOCKED = re.compile(
    r"(?<!un)(?<!not )\bblocked\b|\b(?:they|he|she|opp\w*) (?:block|blocks|chump\w*)\b|"
    r"\bme (?:lo |la )?bloque\w*|\b(?<!no )bloquead[oa]\b|\ble (?:ponen|pone) (?:un )?bloqueador\b"
)
_RETURNS = re.compile(r"\breturn\w*|\bdevolv\w*|\bbounc\w*|\bsend\w* back\b|\bninjutsu\b")
_ANOTHER = re.compile(r"\bthe other\b|\banother\b|\bla otra\b|\bel otro\b|\bun(?:a)? de (?:ell[oa]s|los|las)\b")
_NOT_BLOCKED = re.compile(
    r"\bunblocked\b|\bno (?:lo |la |me )?bloque\w*|\bno bloquead[oa]\b|\bsin bloquear\b|\bisn'?t blocked\b"
)


#: a bonus given to the attacker until end of turn: exalted, Rafiq of the Many's "+1/+1 … double strike"
_ATTACKER_BONUS = re.compile(r"\bexalt\w*|\bexaltad\w*|\brafiq\b|\bbattle cry\b|\bgrito de batalla\b")
_ASKS_BONUS = re.compile(
    r"\+\d+/\+\d+|\bdouble strike\b|\bdanar dos veces\b|\bdoble golpe\b|\bbonus\b|\bbono\b|\bexalt\w*|\bkeeps?\b|"
    r"\bconserva\b|\bmantiene\b"
)


def _bonus_left_behind(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Exalted and Rafiq resolve on my lone attacker, then I ninjutsu in the Ninja: does the Ninja get the +1/+1 and
    double strike?" No — those effects apply to the creature they were given to (611.2c), which went back to hand."""
    clause = frame.clause or frame.asked
    if not _ATTACKER_BONUS.search(frame.folded) or not _ASKS_BONUS.search(clause):
        return None
    if not re.search(r"\bninja\w*\b|\bit\b|\bla\b|\bel\b", clause):
        return None
    rule = cite("611.2c", r"the set of objects it affects is determined when that continuous effect begins", r"")
    return answered("no", t(frame.lang, "ninjutsu.bonus_stays"), rule, cite, frame.cards, "ninjutsu")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    ninja = any(re.search(r"(?:^|\n)Ninjutsu\b", c.oracle_text) for c in frame.cards)
    if (ninja or _NINJUTSU.search(frame.folded)) and (
        not _BLOCKED.search(frame.folded) or _NOT_BLOCKED.search(frame.folded)
    ):
        return _bonus_left_behind(frame, cite)
    if not (ninja or _NINJUTSU.search(frame.folded)) or not _BLOCKED.search(frame.folded):
        return None
    if _NOT_BLOCKED.search(frame.folded) or _ANOTHER.search(frame.folded) or not _RETURNS.search(frame.folded):
        return None  # an unblocked one told too, or no return said: which creature is returned is not read here
    if not _NINJUTSU.search(frame.clause or frame.asked) and not _RETURNS.search(frame.clause or frame.asked):
        return None  # "my ninja got blocked, does it kill the blocker?": combat, not ninjutsu
    unblocked = cite("702.49a", r"Return an unblocked attacking creature you control", r"")
    stays = cite("509.1h", r"This remains unchanged until the creature is removed from combat", r"")
    finding = t(frame.lang, "ninjutsu.blocked") + ids(unblocked, stays)
    steps = [Step(finding, tuple(r for r in (unblocked, stays) if r))]
    return Verdict(t(frame.lang, "no") + " " + finding, steps, cite.quotes, frame.cards, "ninjutsu")
