"""Mutate (702.140, 730.2): a mutating creature spell merges with its target, and the merged permanent is the same
object it was — it didn't just enter or come under anyone's control (730.2b–c), so if the creature underneath has been
there since the turn began it can attack; if the target is gone when the spell resolves, the spell resolves as a
plain creature spell and enters on its own (702.140b); and when a mutated creature dies, every card in it goes to the
graveyard (730.3a, 730.3c). Fires only when the question says a creature is mutated onto another and asks one of
these three things."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, asked_first
from answer.text import COUNT_GROUP, number

_MUTATES = re.compile(r"\bmutat\w*|\bmut(?:o|a|e|ee|amos)\b|\bmutar\w*|\bmutad[oa]s?\b")
_ASKS_ATTACK = re.compile(r"\battack\w*|\bswing\w*|\bata[cq]\w*")
#: the creature underneath has been under its controller since the turn began
_SINCE_BEFORE = re.compile(
    r"\bsince (?:last turn|my last turn|the (?:start|beginning) of (?:the|my|this) turn|before this turn)\b|"
    r"\b(?:been|was) (?:out|there|on the battlefield) (?:since|from) (?:last turn|before)\b|\bdesde el turno (?:pasado|anterior)\b|"
    r"\bdesde (?:mi|el) (?:ultimo )?turno anterior\b|\bdesde antes\b|\bya (?:estaba|llevaba) (?:en mesa|en juego|en el campo)\b|"
    r"\b(?:had|has had|control(?:led)?) (?:it|them) since\b|\bsummoning sick\w*\b.{0,20}\b(?:no|not)\b"
)
_ENTERED_THIS_TURN = re.compile(
    r"\b(?:played|cast|entered|came in) (?:it |them )?this turn\b|\bthis turn'?s\b|"
    r"\b(?:baje|jugue|lance|entro) (?:este turno|en este turno)\b|\blo (?:baje|jugue|lance) este turno\b"
)
#: the target removed before the mutating spell resolves
_KILLED_IN_RESPONSE = re.compile(
    r"\bin response\b|\ben respuesta\b|\bbefore (?:it|the mutate) resolves\b|\bantes de que (?:se )?resuelva\b"
)
_DIES = re.compile(r"\bdies\b|\bdie\b|\bkill\w*|\bdestroy\w*|\bmuere\b|\bmatan?\b|\bme lo matan\b|\bdestru\w*")
_ASKS_CARDS = re.compile(
    r"\bcards?\b|\bcartas?\b|\bgraveyard\b|\bcementerio\b|\bwhat happens\b|\bque pasa\b|\bwhere\b|\bdonde\b|"
    r"\benters?\b|\bentra\b"
)


_ASKS_ETB = re.compile(
    r"\b(?:etb|enters?(?: the battlefield)?|enter-the-battlefield)\b[^?]{0,30}\b(?:trigger\w*|again)\b|"
    r"\btrigger\w* again\b|\bdispar\w*[^?]{0,20}\b(?:otra vez|de nuevo)\b"
)
_BOUNCED = re.compile(
    r"\bbounce\w*|\bunsummon\w*|\brebot\w*|\breturn\w* [^.?]{0,30}\bhand\b|\bdevuelv\w*|\ba (?:la|mi|su) mano\b"
)
_ASKS_BACK = re.compile(
    r"\bwhat (?:goes|returns|comes)\b|\bwhich cards?\b|\bque (?:vuelve|cartas?|va|regresa)\b|\bcuales? (?:cartas?|vuelven?)\b|"
    r"\bboth\b|\bambas\b|\blas dos\b"
)
#: onto a creature the asker doesn't own: "¿puedo mutar encima de un bicho de mi rival?", "onto opp's creature"
_ONTO_THEIRS = re.compile(
    r"\b(?:onto|on|on top of)\b[^?]{0,20}\b(?:opp'?s?|opponent'?s|their)\b|"
    r"\b(?:encima de|sobre)\b[^?]{0,30}\b(?:de mi (?:rival|oponente)|del (?:rival|oponente)|suy[oa])\b"
)
#: a named card that bounces: "Return target … to its owner's hand" (Petty Theft, Unsummon)
_BOUNCES = re.compile(r"\breturn target [^.]*\bto its owner[’']s hand\b", re.I)
#: the bounce cast at the mutated creature: "el rival le hace Petty Theft", "they petty theft it", "on my mutated"
_AIMED_AT_IT = re.compile(
    r"\b(?:le|me lo|me la) (?:hace|tira|lanza|hacen|tiran)\b|\bon (?:it|my mutated|my creature|my pile)\b|"
    r"\b(?:bounce|theft|thefts|unsummon)\w* (?:it|my)\b|\ba mi (?:bicho|criatura)\b"
)
_CARDS_SAID = re.compile(rf"\b{COUNT_GROUP} (?:cards|cartas)\b")
_ASKS_HOW_MANY_CARDS = re.compile(r"\bhow many cards\b|\bcuantas cartas\b|\bhow many\b|\bcuantas\b")
_ASKS_CAN = re.compile(r"\b(?:can|could|may)\b|\bpued\w*|\bse puede\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if not _MUTATES.search(frame.folded):
        return None
    clause = frame.clause or frame.asked
    if frame.qtype is QType.YES_NO and _ASKS_CAN.search(clause) and _ONTO_THEIRS.search(clause):
        # a mutating spell targets "a non-Human creature with the same owner as this spell" (702.140a)
        rule = cite("702.140a", r"same owner as this spell", r"")
        return answered("no", t(frame.lang, "mutate.own_only"), rule, cite, frame.cards, "mutate")
    if frame.qtype is QType.YES_NO and _ASKS_ATTACK.search(clause) and re.search(r"\bcan\b|\bpued\w*", clause):
        before, new = _SINCE_BEFORE.search(frame.folded), _ENTERED_THIS_TURN.search(frame.folded)
        if bool(before) == bool(new):
            return None
        rule = cite("730.2c", r"it hasn’t just come under a player’s control", r"")
        key = "mutate.not_new" if before else "mutate.still_new"
        return answered("yes" if before else "no", t(frame.lang, key), rule, cite, frame.cards, "mutate")
    if frame.qtype is QType.YES_NO and _ASKS_ETB.search(clause):  # "does the kavu's ETB trigger again?"
        rule = cite("730.2b", r"isn’t considered to have just entered the battlefield", r"")
        return answered("no", t(frame.lang, "mutate.no_etb"), rule, cite, frame.cards, "mutate")
    bounced = _BOUNCED.search(frame.folded) or (
        any(_BOUNCES.search(c.oracle_text) for c in frame.cards) and _AIMED_AT_IT.search(frame.folded)
    )
    if bounced and _ASKS_BACK.search(clause):  # "…me lo rebotan, ¿qué vuelve a la mano?"
        rule = cite("730.3", r"each of the individual components are put into the appropriate zone", r"")
        return answered(None, t(frame.lang, "mutate.all_to_hand"), rule, cite, frame.cards, "mutate")
    counted = _CARDS_SAID.search(frame.folded)
    if bounced and frame.qtype is QType.HOW_MANY and _ASKS_HOW_MANY_CARDS.search(clause) and counted:
        # "un bicho mutado con 3 cartas … petty theft: ¿cuántas cartas me vuelven a la mano?": all 3 (730.3)
        rule = cite("730.3", r"each of the individual components are put into the appropriate zone", r"")
        n = str(number(counted[1]))
        return answered(None, t(frame.lang, "mutate.n_to_hand", n=n), rule, cite, frame.cards, "mutate")
    if frame.qtype not in (QType.WHAT_HAPPENS, QType.OTHER, QType.YES_NO) or not _DIES.search(frame.folded):
        return None
    if frame.qtype is QType.YES_NO or not _ASKS_CARDS.search(clause):
        return None
    if _KILLED_IN_RESPONSE.search(frame.folded):
        rule = cite("702.140b", r"ceases to be a mutating creature spell", r"")
        return answered(None, t(frame.lang, "mutate.target_gone"), rule, cite, frame.cards, "mutate")
    rule = cite("730.3c", r"it finds all of those objects", r"")
    cite("730.3a", r"may arrange the new objects in any order", r"")
    return answered(None, t(frame.lang, "mutate.all_cards"), rule, cite, frame.cards, "mutate")


#: the yes/no asked about the mutating spell whose target was removed: "is it countered?" (no), "does it still
#: enter?" (yes)
_ASKS_FIZZLES = re.compile(r"\bcounter\w*|\bfizzl\w*|\bcontrarrest\w*|\bse pierde\b|\bgraveyard\b|\bcementerio\b")
_ASKS_ENTERS = re.compile(r"\benter\w*|\bresolv\w*|\bentra\w*|\bse resuelve\b|\bget (?:it|the)\b|\bon its own\b")
_ON_MUTATE = re.compile(r"\bwhenever this creature mutates\b", re.I)
_ASKS_TRIGGER = re.compile(
    r"\btrigger\w*|\bdispar\w*|\bstill (?:destroy|get|draw|deal|blow|kill|wreck|hit|do|work|happen)\w*|"
    r"\bigual (?:destru|rob|hace|rompe|revient)\w*"
)
_REMOVED = re.compile(
    r"\bbolt\w*|\bshock\w*|\bkill\w*|\bdestroy\w*|\bexile\w*|\bbounce\w*|\bsac\w*|\bdies\b|\bmat\w*|\bdestru\w*|"
    r"\bexili\w*|\bmuere\b|\bremov\w*"
)


def target_gone(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I mutate onto my 2/2 and they bolt the 2/2 in response: is my mutating spell countered?" No: with its target
    illegal it resolves as a plain creature spell (702.140b) — asked before the targets reasoner, which would call it
    countered."""
    if frame.qtype is not QType.YES_NO or not _MUTATES.search(frame.folded):
        return None
    if not (_KILLED_IN_RESPONSE.search(frame.folded) and _REMOVED.search(frame.folded)):
        return None
    clause = frame.clause or frame.asked
    mutator = next((c for c in frame.cards if _ON_MUTATE.search(c.oracle_text)), None)
    if mutator is not None and _ASKS_TRIGGER.search(clause):
        # "they shocked the Goose in response: does Gemrazer still destroy their Oven?": it never mutated (702.140b)
        rule = cite("702.140b", r"ceases to be a mutating creature spell", r"")
        cite("702.140d", r"triggers when a spell merges with a creature", r"")
        return answered("no", t(frame.lang, "mutate.no_mutate_trigger", card=mutator.name), rule, cite, frame.cards,
                        "mutate")  # fmt: skip
    fizzles, enters = _ASKS_FIZZLES.search(clause), _ASKS_ENTERS.search(clause)
    if not (fizzles or enters):
        return None
    asks_fizzle = asked_first(clause, _ASKS_FIZZLES, _ASKS_ENTERS)
    rule = cite("702.140b", r"ceases to be a mutating creature spell", r"")
    opener = "no" if asks_fizzle else "yes"
    return answered(opener, t(frame.lang, "mutate.target_gone"), rule, cite, frame.cards, "mutate")
