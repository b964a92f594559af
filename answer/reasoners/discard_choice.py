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
#: the card picked, asked after the discard spell was told: "who picks the card?", "¿quién elige la carta?"
_CARD_SAID = re.compile(r"\b(?:the|which|what) cards?\b|\b(?:la|las|que|cual|cuales) cartas?\b")
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
    # "do i pick which card opp discards or do they?": a who-question asked as a choice between the two
    either = frame.qtype is QType.YES_NO and re.search(
        r"\bor (?:do|does|can) (?:they|he|she|my opp\w*|the opp\w*)\b|\bo (?:elige|escoge) (?:el|ella|el rival)\b",
        clause,
    )
    if not (frame.qtype is QType.WHO or either) or not _CHOOSES.search(clause):
        return None
    card = next((c for c in frame.cards if _DISCARDS.search(c.oracle_text)), None)
    if card is None or not (_DISCARD_SAID.search(clause) or named_in(card, clause) or _CARD_SAID.search(clause)):
        return None  # "who picks the card when I Thoughtseize my opponent?", "…Thoughtseize on me, who picks the card?"
    rule = cite("701.9b", r"allow the affected player to choose", r"")
    told = frame.told
    mine, theirs = bool(_I_CAST.search(told)), bool(_THEY_CAST.search(told))
    whose = "you" if mine and not theirs else "them" if theirs and not mine else ""
    if not whose and re.search(r"\b(?:opp\w*|rival|oponente)\b[^?]{0,12}\bdiscard\w*|\bdescart\w*[^?]{0,12}\b(?:el )?"
                               r"(?:rival|oponente)\b", clause):  # fmt: skip
        whose = "you"  # "do i pick which card opp discards?": the opponent discards, so the asker cast it
    if _AT_RANDOM.search(card.oracle_text):
        key = "discard.random"
    elif _CASTER_CHOOSES.search(card.oracle_text):  # the caster picks: you, if you cast it
        key = {"you": "discard.caster_you", "them": "discard.caster_them"}.get(whose, "discard.caster")
    else:  # the player who discards picks: your opponent, if you cast it at them
        key = {"you": "discard.their_pick", "them": "discard.your_pick"}.get(whose, "discard.player")
    return answered(None, t(frame.lang, key, card=card.name), rule, cite, (card,), "discard_choice")
