"""A spell cast while an ability resolves (608.2g): Spell Queller leaving ("the exiled card's owner may cast it without
paying its mana cost"), cascade, Bloodbraid Elf, Chandra's +1 — the spell is cast then and there, as part of the
resolution, so a sorcery's timing (main phase, empty stack, own turn) doesn't stop it; it can't wait for later. Fires
only for a named card that lets a player cast a card as its ability resolves (a leaving trigger only once the card is
said to have left), and a yes/no question whether it may be cast though it is a sorcery, or at a time a sorcery
couldn't be."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, named_in

#: a resolving ability that lets a player cast a card then: "…, the exiled card's owner may cast it without paying"
_CASTS_NOW = re.compile(
    r"(?:^|\. |, )(?:you|its owner|the exiled card's owner|that player) may cast (?:it|that card|the exiled card|that "
    r"spell)\b(?! this turn| until| for as long)",
    re.I | re.M,
)
_CASCADE = re.compile(r"^Cascade\b", re.M)
_SORCERY_TIMING = re.compile(
    r"\bsorcery\b|\bconjuro\b|\binstant speed\b|\bvelocidad de instantaneo\b|\b(?:on|during) (?:their|his|her|the "
    r"opponent'?s|my opponent'?s|opp'?s) turn\b|\ben (?:su|el) turno(?: del (?:rival|oponente))?\b|\bin combat\b|"
    r"\ben (?:el )?combate\b"
)
_ASKS_CAST = re.compile(r"\bcast\b|\blanz\w*|\bplay\b|\bjugar\w*")
#: the source said to leave: "i kill the queller", "le mato el queller", "it dies", "bounced"
_LEFT = re.compile(
    r"\bkill\w*|\bmat[oae]\b|\bdies\b|\bdied\b|\bmuere\b|\bmurio\b|\bdestroy\w*|\bdestru\w*|\bbounce\w*|"
    r"\bleaves?\b|\bleft the battlefield\b|\bsale\b|\bsacrific\w*|\bbolt\w*|\bpush\w*"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS_CAST.search(frame.clause or frame.asked):
        return None
    # cascade's own reading is the cascade reasoner's
    source = next(
        (c for c in frame.cards if _CASTS_NOW.search(c.oracle_text) and not _CASCADE.search(c.oracle_text)), None
    )
    if source is None or not _SORCERY_TIMING.search(frame.folded):
        return None
    left = _LEFT.search(frame.folded)
    if named_in(source, frame.clause or frame.asked) and not left:
        return None  # "can I cast Bloodbraid Elf on their turn?": the source itself cast, its own timing
    if re.search(r"\bwhen [^,.\n]* leaves the battlefield, [^.\n]*may cast", source.oracle_text, re.I) and not left:
        return None  # Spell Queller still there: its leaving trigger, the only time to cast the card, hasn't come
    rule = cite("608.2g", r"cast a spell during resolution", r"")
    return answered("yes", t(frame.lang, "cast_during.now", card=source.name), rule, cite, frame.cards, "cast_during")
