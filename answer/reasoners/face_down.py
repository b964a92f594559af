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
    flipped = special_action(frame, cite)
    if flipped is not None:
        return flipped
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
_FLIPPED = re.compile(
    r"face[- ]up|\bunmorph\w*|\bturn\w* (?:it |him |her )?(?:over|up)\b|boca arriba|\bvolte\w*|"
    r"\bflip\w* (?:it |him |her |my |the |his |their )?(?:\w+ )?(?:morph|face[- ]down|manifest\w*)\b|"
    r"\b(?:me |my |him |her |them )?flipp(?:ing|ed) (?:it|him|her)\b|"
    r"\b(?:paid|pay|paying|pague|pago) [^.?]{0,15}\bto (?:flip|unmorph|turn)\b"
)
#: someone tries to answer the face-up turn itself: "respond to my unmorph", "opp tried to bolt it in response while it
#: was still a 2/2", "le quise responder con un bolt mientras era 2/2"
_RESPONDS_TO_IT = re.compile(
    r"\brespon\w* to (?:the |my |his |her |their |me |him |it )?(?:\w+ing )?(?:unmorph\w*|flip\w*|turn\w* face|morph)"
    r"(?!\w*\s+(?:trigger|ability|abilities|disparo|habilidad))|"
    r"\ben respuesta a(?:l)? (?:que )?(?:lo |la )?(?:volte\w*|gir\w* boca|pon\w* boca arriba|desmorf\w*)|"
    r"\bwhile (?:it|he|she) (?:was|is) (?:still )?(?:a 2/2|face[- ]?down)\b|\bmientras (?:era|estaba|seguia) (?:siendo )?"
    r"(?:(?:una? )?2/2|boca abajo)\b"
)
#: the face-up turn made in answer to something else: "can i unmorph it in response (to the bolt)?"
_FLIPS_IN_RESPONSE = re.compile(
    r"\b(?:unmorph\w*|flip\w*|turn\w* (?:it |him |her )?face[- ]up|volte\w*|poner\w* boca arriba)\b[^.?]{0,25}"
    r"\b(?:in response|en respuesta)\b|"
    r"\brespond\w* [^.?]{0,30}\bby (?:unmorph|flipp|turn)\w*|\brespond\w* [^.?]{0,30}\b(?:volteando|poniendol[oa] boca)\b"
)


def special_action(frame: Frame, cite: Citer) -> Verdict | None:
    """Turning a face-down permanent face up is a special action (702.37e, 116.2b): it doesn't use the stack, so
    there is nothing to respond to. Fires for a yes/no question that speaks of a morph turned face up and of someone
    answering that turn itself ("opp tried to bolt it in response while it was still a 2/2")."""
    if frame.qtype is not QType.YES_NO or not (_FACE_DOWN.search(frame.folded) and _FLIPPED.search(frame.folded)):
        return None
    if _FLIPS_IN_RESPONSE.search(frame.folded) or not _RESPONDS_TO_IT.search(frame.folded):
        return None  # turned face up in response to a spell: the timing reasoner's yes (116.2b)
    rule = cite("702.37e", r"This is a special action; it doesn’t use the stack", r"")
    return answered("no", t(frame.lang, "face_down.no_response"), rule, cite, frame.cards, "face_down")
