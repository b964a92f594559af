"""Ninjutsu returns an unblocked attacker (702.49a), and a creature that was blocked stays blocked even when its
blocker is removed (509.1h), so it can't be returned for ninjutsu. Fires only for a yes/no question that speaks of
ninjutsu (said, or a named card with it) and says the attacker to return was blocked."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids

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


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    ninja = any(re.search(r"(?:^|\n)Ninjutsu\b", c.oracle_text) for c in frame.cards)
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
