"""Who picks the discarded cards (701.9b): by default the player who discards; "at random" means nobody does; "reveals
their hand. You choose …" means the spell's controller does. Fires only for a "who" question about discarding and a
named card whose Oracle text makes a player discard."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, named_in

_DISCARDS = re.compile(r"\bdiscards?\b", re.I)
_CHOOSES = re.compile(r"\b(?:choos\w*|picks?|decides?|elig\w*|escog\w*|decid\w*)\b")
_DISCARD_SAID = re.compile(r"\bdiscard\w*|\bdescart\w*")
_AT_RANDOM = re.compile(r"\bdiscards? [^.]*\bat random\b", re.I)
_CASTER_CHOOSES = re.compile(
    r"\breveals? [^.]*\bhand\b[^.]*\.\s*you (?:choose|may choose)\b[^.]*\.\s*that player discards", re.I
)
#: who cast it, told beside the ask: "le tiro Mind Rot a mi rival", "when they Hymn me"
_I_CAST = re.compile(r"\bi (?:cast|play|hit \w+ with)\b|\b(?:le )?(?:tiro|lanzo|juego)\b")
_THEY_CAST = re.compile(
    r"\b(?:opponent|opp|they|he|she)\b[^.?]{0,20}\b(?:cast|casts|plays?|hits? me)\b|\bme (?:tira|tiran|lanza|lanzan|juega)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.WHO or not _CHOOSES.search(clause):
        return None
    card = next((c for c in frame.cards if _DISCARDS.search(c.oracle_text)), None)
    if card is None or not (_DISCARD_SAID.search(clause) or named_in(card, clause)):
        return None  # "who picks the card when I Thoughtseize my opponent?": the card named in the ask will do
    rule = cite("701.9b", r"allow the affected player to choose", r"")
    if _AT_RANDOM.search(card.oracle_text):
        key = "discard.random"
    elif _CASTER_CHOOSES.search(card.oracle_text):
        key = "discard.caster"
    else:
        told = frame.folded.replace(clause, " ")
        mine, theirs = bool(_I_CAST.search(told)), bool(_THEY_CAST.search(told))
        key = (
            "discard.their_pick"
            if mine and not theirs
            else "discard.your_pick"
            if theirs and not mine
            else "discard.player"
        )
    return answered(None, t(frame.lang, key, card=card.name), rule, cite, (card,), "discard_choice")
