"""A Saga whose last chapter ability has triggered (714.4, 704.5s): it isn't sacrificed while that chapter ability is
still on the stack — only after it has resolved (or otherwise left the stack) does the state-based action sacrifice
the Saga. Fires only for a Saga the question names (or "saga"), its chapter ability said to be on the stack or to
resolve, and a yes/no question whether the Saga stays or is sacrificed first."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import SACRIFICE_WATCHER, Citer, Verdict, answered, controller
from answer.text import number
from ingest.models import Card

_CHAPTER = re.compile(
    r"\bchapter\b|\bcapitulo\b|\b(?:iii|ii|iv|final|last|ultimo)\b[^?]{0,20}\b(?:trigger|ability|habilidad|dispar)"
)
_ON_STACK = re.compile(r"on the stack|\bresolv\w*|\bresuelv\w*|\ben la pila|\btrigger\w*|\bdispar\w*")
_ASKS_STAYS = re.compile(r"\bstay\w*|\bremain\w*|\bstill (?:on|there)|\bse queda\w*|\bsigue\b|\bpermanece\w*")
_ASKS_GOES = re.compile(
    r"\bsacrific\w*|\bleave\w*|\bgone\b|\bgo(?:es)? away|\bdies\b|\bright away|\bimmediately|\bse va\b|\bsale\b|"
    r"\bse sacrifica\w*|\binmediatamente|\bal instante"
)


#: the chapter ability has left the stack without resolving: countered ("Tale's End", "Stifle", "contrarresta")
_LEFT_STACK = re.compile(r"\bcounter(?:s|ed|ing)? (?:it|the (?:chapter|ability|trigger))\b|\bcontrarrest\w*|"
                         r"\btale'?s end\b|\bstifle\w*")  # fmt: skip
_ASKS_TRIGGER = re.compile(r"\btrigger\w*|\bdispar\w*")

_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6}
_N = r"(\d|one|two|three|four|five|un|uno|una|dos|tres|cuatro|cinco|a|an)"
#: the lore counters said: "with 1 lore counter", "con 1 contador de historia"
_LORE_SAID = re.compile(rf"\b{_N} (?:lore counters?|contador(?:es)? de historia)\b")
#: one more lore counter put on it: proliferate, or a counter said to be added
_ONE_MORE = re.compile(
    r"\bprolifer\w*|\b(?:put|add|puts|adds) (?:a|one|another) lore counter|\b(?:pongo|pone|anado|agrego) (?:un|otro) contador"
)
_COUNTERS_SAID = re.compile(rf"\b{_N} (?:counters?|contador(?:es)?(?: de saga)?)\b(?! ?[+-])")
_ASKS_CHAPTER = re.compile(r"\b(?:chapter|capitulo) (i{1,3}|iv|v|vi|\d)\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is QType.WHEN:
        return _next_chapter(frame, cite)
    if frame.qtype is QType.WHAT_HAPPENS:
        return _after_last(frame, cite)
    if frame.qtype is not QType.YES_NO:
        return None
    respond = _respond_to_chapter(frame, cite)
    if respond is not None:
        return respond
    added = _one_more(frame, cite)
    if added is not None:
        return added
    saga = next((c for c in frame.cards if "Saga" in c.type_line), None)
    if saga is None and not re.search(r"\bsagas?\b", frame.folded):
        return None
    clause = frame.clause or frame.asked
    back = _control_back(frame, cite, saga, clause)
    if back is not None:
        return back
    if not (_CHAPTER.search(frame.folded) and _ON_STACK.search(frame.folded)):
        return None
    # Mayhem Devil sees any player's sacrifice; Korvold ("whenever you sacrifice") only its controller's
    watcher = next(
        (
            c
            for c in frame.cards
            if (m := SACRIFICE_WATCHER.search(c.oracle_text)) and (m[1] != "you" or controller(frame, c) != "opponent")
        ),
        None,
    )
    if watcher is not None and saga is not None and _ASKS_TRIGGER.search(clause) and _is_last(frame, saga):
        # "does Mayhem Devil trigger when my saga goes away after chapter III?": the Saga is sacrificed (714.4)
        rule = cite("714.4", r"that Saga’s controller sacrifices it", r"")
        finding = t(frame.lang, "saga.sacrificed", saga=saga.name)
        finding += " " + t(frame.lang, "saga.sacrifice_triggers", card=watcher.name)
        return answered("yes", finding, rule, cite, (saga, watcher), "saga")
    stays, goes = bool(_ASKS_STAYS.search(clause)), bool(_ASKS_GOES.search(clause))
    if stays == goes or _ASKS_TRIGGER.search(clause):
        return None
    if _LEFT_STACK.search(frame.folded) and saga is not None and _is_last(frame, saga):
        # "chapter III on the stack and they counter it with Tale's End: is the saga still sacrificed?": it has left
        # the stack, so the state-based action sacrifices it
        rule = cite("714.4", r"that Saga’s controller sacrifices it", r"")
        return answered("yes" if goes else "no", t(frame.lang, "saga.sacrificed", saga=saga.name), rule, cite,
                        (saga,), "saga")  # fmt: skip
    rule = cite("714.4", r"isn’t the source of a chapter ability that has triggered but not yet left the stack", r"")
    name = saga.name if saga else t(frame.lang, "saga.the_saga")
    return answered("yes" if stays else "no", t(frame.lang, "saga.stays", saga=name), rule, cite,
                    (saga,) if saga else (), "saga")  # fmt: skip


#: the final chapter said: "chapter III" of a three-chapter Saga, "the last chapter", "el último capítulo"
_LAST_SAID = re.compile(r"\b(?:last|final|ultimo) (?:chapter|capitulo)\b|\b(?:chapter|capitulo) (iii|iv|v|vi|\d)\b")
_RESOLVED = re.compile(r"\bresolv\w*|\bse resuelve\w*|\bresuelt\w*|\bdespues de\b|\bafter\b")


def _is_last(frame: Frame, saga: Card) -> bool:
    """The question speaks of the Saga's final chapter: "chapter III" of a three-chapter Saga, "the last chapter"."""
    said = _LAST_SAID.search(frame.folded)
    if said is None:
        return False
    chapters = re.findall(r"^([IVX]+)(?:, [IVX]+)* —", saga.oracle_text, re.M)
    last = max((_ROMAN.get(c.lower(), 0) for c in chapters), default=0)
    asked = said[1]
    return not asked or (_ROMAN.get(asked, 0) or (int(asked) if asked.isdigit() else 0)) == last


def _after_last(frame: Frame, cite: Citer) -> Verdict | None:
    """ "¿Qué le pasa a The Eldest Reborn después de que se resuelve el capítulo III?" Its controller sacrifices it,
    as a state-based action, once its final chapter ability has left the stack (714.4)."""
    saga = next((c for c in frame.cards if "Saga" in c.type_line), None)
    said = _LAST_SAID.search(frame.folded)
    if saga is None or said is None or not _RESOLVED.search(frame.folded):
        return None
    chapters = re.findall(r"^([IVX]+)(?:, [IVX]+)* —", saga.oracle_text, re.M)
    last = max((_ROMAN.get(c.lower(), 0) for c in chapters), default=0)
    asked = said[1]
    if asked and (_ROMAN.get(asked, 0) or (int(asked) if asked.isdigit() else 0)) != last:
        return None  # an earlier chapter: the Saga stays
    rule = cite("714.4", r"that Saga’s controller sacrifices it", r"")
    return answered(None, t(frame.lang, "saga.sacrificed", saga=saga.name), rule, cite, (saga,), "saga")


#: responding to a chapter ability: "can I respond to chapter II", "¿puedo responder al capítulo II…?"
_RESPOND_CHAPTER = re.compile(r"\b(?:respond\w*|responder|respuesta)\b[^?]{0,30}\b(?:chapter|capitulo)\b")


def _respond_to_chapter(frame: Frame, cite: Citer) -> Verdict | None:
    """ "¿Puedo responder con un instantáneo al capítulo II de The Eldest Reborn?" Yes: a chapter ability is a
    triggered ability, put on the stack like any other (714.2b), so players get priority before it resolves."""
    if not _RESPOND_CHAPTER.search(frame.clause or frame.asked):
        return None
    saga = next((c for c in frame.cards if "Saga" in c.type_line), None)
    if saga is None and not re.search(r"\bsagas?\b", frame.folded):
        return None
    rule = cite("714.2", r"triggered ability referred to as a chapter ability", r"")
    name = saga.name if saga else t(frame.lang, "saga.the_saga")
    return answered("yes", t(frame.lang, "saga.respond", saga=name), rule, cite, (saga,) if saga else (), "saga")


def _one_more(frame: Frame, cite: Citer) -> Verdict | None:
    """A Saga with N lore counters gets one more (proliferate): chapter N+1 triggers, no earlier one again (714.2b)."""
    saga = next((c for c in frame.cards if "Saga" in c.type_line), None)
    said, more, asked = (
        _LORE_SAID.search(frame.folded),
        _ONE_MORE.search(frame.folded),
        _ASKS_CHAPTER.search(frame.folded),
    )
    if saga is not None and said is None:
        said = _COUNTERS_SAID.search(frame.folded)  # a named Saga's counters are lore counters: "con 2 contadores"
    if (saga is None and not re.search(r"\bsagas?\b", frame.folded)) or not (said and more and asked):
        return None
    before, chapter = number(said[1]), _ROMAN.get(asked[1]) or (int(asked[1]) if asked[1].isdigit() else None)
    if before is None or chapter is None:
        return None
    rule = cite("714.2b", r"was less than N and became at least N", r"")
    name = saga.name if saga else t(frame.lang, "saga.the_saga")
    triggers = before < chapter <= before + 1
    after = str(before + 1)
    finding = t(frame.lang, "saga.one_more", saga=name, before=str(before), after=after, chapter=asked[1].upper())
    return answered("yes" if triggers else "no", finding, rule, cite, (saga,) if saga else (), "saga")


def _next_chapter(frame: Frame, cite: Citer) -> Verdict | None:
    """ "When does the second chapter happen?": as your next precombat main phase begins you put a lore counter on it
    (a turn-based action, 714.3c) and that chapter triggers (714.2b)."""
    saga = next((c for c in frame.cards if "Saga" in c.type_line), None)
    if saga is None and not re.search(r"\bsagas?\b", frame.folded):
        return None
    if re.search(r"\bsacrific\w*|\bgraveyard\b|\bcementerio\b|\bleaves?\b", frame.clause or frame.asked):
        return None  # when the Saga goes is 714.4's question
    rule = cite("714.3c", r"precombat main phase begins", r"")
    cite("714.2b", r"was less than N and became at least N", r"")
    name = saga.name if saga else t(frame.lang, "saga.the_saga").lower()
    return answered(None, t(frame.lang, "saga.next_chapter", saga=name), rule, cite, (saga,) if saga else (), "saga")


#: the control a chapter gave, asked back: "do I get my creature back?", "¿me vuelve el comandante?", "¿lo recupero?"
_ASKS_BACK = re.compile(
    r"\bget (?:it|him|her|my \w+) back\b|\bback to me\b|\b(?:me )?vuelve\b|\bregresa\b|\brecuper\w*|\bdevuelv\w*"
)


def _control_back(frame: Frame, cite: Citer, saga: Card | None, clause: str) -> Verdict | None:
    """ "The Akroan War took my commander with chapter I; when the Saga is sacrificed after III, do I get it back?"
    Yes — the control lasted "for as long as" the Saga remained on the battlefield, and that duration ends (611.2b)."""
    if saga is None or not _ASKS_BACK.search(clause):
        return None
    if re.search(
        r"\b(?:killed|died|dies|kills)\b|\bmuri[oó]\b|\bmuere\b|\b(?:lo|la) mat[oó]\b|\bse murio\b", frame.folded
    ):
        return None  # the creature died: a card in a graveyard, no control to get back
    if not re.search(
        rf"control of [^.]* for as long as {re.escape(saga.name)} remains on the battlefield", saga.oracle_text
    ):
        return None
    rule = cite("611.2b", r"for as long as", r"")
    return answered("yes", t(frame.lang, "saga.control_back", saga=saga.name), rule, cite, (saga,), "saga")
