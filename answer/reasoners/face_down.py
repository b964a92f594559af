"""Looking at face-down permanents (708.5): you may look at a face-down spell or permanent you control at any time,
but not at one another player controls; and when a face-down permanent leaves the battlefield it is revealed
(708.9). Fires only when the question speaks of a face-down (morph, manifest) permanent and asks whether someone may
look at it, or whether it must be revealed when it dies or leaves."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_FACE_DOWN = re.compile(
    r"\bface[- ]down\b|\bboca abajo\b|\bmorph\w*\b|\bmanifest\w*\b|\bmegamorph\w*\b|\bdisguise\w*\b"
)
_ASKS_LOOK = re.compile(
    r"\blook\w* at\b|\bpeek\w*\b|\bsee what\b|\bmirar\w*\b|\bver (?:que|cual)\b|\bechar un vistazo\b"
)
_THEIRS = re.compile(
    r"\bopponent'?s\b|\bopp'?s\b|\btheir\b|\bdel (?:rival|oponente)\b|\bde mi (?:rival|oponente)\b|\bsu (?:morph|criatura|bicho)\b|"
    # "my opponent cast Ainok Tracker face down", "mi rival juega un morph"
    r"\b(?:opponent|opp|rival|oponente) (?:cast|casts|played|plays|has|controls|lanza|lanzo|juega|jugo|tiene|controla)\b"
)
_MINE = re.compile(r"\bmy\b|\bmine\b|\bmi\b|\bmio\b|\bmia\b")
_ASKS_REVEAL = re.compile(r"\breveal\w*|\bshow\w*|\bense\w*|\bmostrar\w*|\brevel\w*")
_LEAVES = re.compile(r"\bdies\b|\bdie\b|\bleaves?\b|\bmuere\b|\bdestru\w*|\bexil\w*|\bbounce\w*|\bsale\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if not _FACE_DOWN.search(frame.folded):
        return None
    clause = frame.clause or frame.asked
    if frame.qtype is QType.YES_NO and _ASKS_LOOK.search(clause):
        theirs, mine = _THEIRS.search(frame.folded), _MINE.search(clause)
        if bool(theirs) == bool(mine and not theirs):
            return None
        rule = cite("708.5", r"You can’t look at face-down cards in any other zone", r"")
        key = "face_down.not_theirs" if theirs else "face_down.own"
        return answered("no" if theirs else "yes", t(frame.lang, key), rule, cite, frame.cards, "face_down")
    if frame.qtype in (QType.YES_NO, QType.OTHER, QType.WHAT_HAPPENS) and _ASKS_REVEAL.search(clause):
        if not _LEAVES.search(frame.folded):
            return None
        rule = cite("708.9", r"must reveal it", r"")
        # "¿tiene que enseñar qué era?": a duty asked, however the embedded "qué" reads
        duty = re.match(
            r"(?:\W*y\s+)?(?:tiene que|tienen que|debe|hay que|has to|have to|do(?:es)? (?:he|she|they) have to|must)\b",
            clause,
        )
        opener = "yes" if frame.qtype is QType.YES_NO or duty else None
        return answered(opener, t(frame.lang, "face_down.revealed"), rule, cite, frame.cards, "face_down")
    if frame.qtype is QType.HOW_MANY and _ASKS_COST.search(clause) and not _TURNED_UP.search(clause):
        # "how much does it cost to cast a creature face down with morph?": {3}, whatever the card
        rule = cite("702.37a", r"by paying \{3\}", r"")
        return answered(None, t(frame.lang, "face_down.cost"), rule, cite, frame.cards, "face_down")
    return None


_ASKS_COST = re.compile(r"\bcost\w*|\bpay\w*|\bmana\b|\bcuesta\w*|\bcoste\b|\bpag\w*|\bmana\b")
#: turning it face up costs its own morph cost, which only the card says
_TURNED_UP = re.compile(
    r"face[- ]up|\bunmorph\w*|\bturn\w* (?:it |him |her )?(?:over|up)\b|boca arriba|\bvolte\w*|\bgir\w* boca"
)
