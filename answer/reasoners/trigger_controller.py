"""Who gets what a triggered ability gives (603.3a): its controller is the player who controlled its source when it
triggered, and "you" in its text is that player, whoever's creature died or whoever cast the spell that set it off
(Blood Artist's life when the opponent's Wrath kills everything). Fires only for a "who gains/draws…" question
about one named permanent's trigger whose controller the question tells."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, controller
from answer.text import capital

#: a triggered ability that gives its controller something: "Whenever …, … you gain 1 life", "When …, draw a card"
_GIVES_YOU = re.compile(
    r"^(?:whenever|when|at)\b[^\n]*\b(?:you gain|you draw|draw (?:a|two|\w+) cards?)\b", re.I | re.M
)
_ASKS_GETS = re.compile(
    r"\bwho\b[^?]{0,15}\b(?:gains?|gets?|draws?)\b|\bquien\b[^?]{0,15}\b(?:gana|recibe|roba|se lleva)\b"
)
_TRIGGER_SAID = re.compile(
    r"\btrigger\w*|\babilit\w*|\bdispar\w*|\bhabilidad\w*|\blife\b|\bvidas?\b|\bcards?\b|\bcartas?\b"
)
#: the source changed hands, or the order of several triggers is asked: other reasoners' questions
_OTHER = re.compile(
    r"\bstole|\bsteal|\bcontrol magic|\bact of treason|\brob[oe]\b|\border\b|\borden\b|\btarget|\bobjetivo"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.WHO or not _ASKS_GETS.search(clause) or not _TRIGGER_SAID.search(clause):
        return None
    if _OTHER.search(frame.folded):
        return None
    sources = [c for c in frame.in_play if _GIVES_YOU.search(c.oracle_text)]
    if len(sources) != 1:
        return None
    source = sources[0]
    whose = controller(frame, source)
    if whose is None:
        return None
    rule = cite("603.3a", r"player who controlled its source", r"controlaba")
    key = "trigger_controller.mine" if whose == "me" else "trigger_controller.theirs"
    return answered(None, capital(t(frame.lang, key, card=source.name)), rule, cite, (source,), "trigger_controller")
