"""Damage to a creature from a source with infect or wither (702.90c, 702.80a) isn't marked on it: it becomes -1/-1
counters, and counters stay — the cleanup step removes only marked damage (514.2). So "does the damage go away at
the end of the turn?" is no, "is it still a 1/1 next turn?" yes. Fires for a named card with infect or wither (or
the keyword said) and a question about the damage or the creature healing, staying or going back."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids

_KEYWORD_LINE = re.compile(r"^(?:[a-z ]+, )*(infect|wither)\b", re.I | re.M)
_SAID = re.compile(r"\b(infect|infectar|wither|marchitar)\b")
#: the damage (or the creature's size) going away: "se quita", "goes away", "heals", "vuelve a ser 2/2"
_ASKS_GONE = re.compile(
    r"\b(?:removed?|go(?:es)? away|wears? off|heals?|reset|back to (?:a |being )?\d+/\d+|se (?:quita|va|borra|cura|"
    r"limpia|elimina)|desaparece\w*|se recupera\w*|vuelve a (?:ser )?(?:un )?\d+/\d+|quitan?)\b"
)
#: …or staying: "is it permanent?", "does it stay a 1/1?", "se queda", "sigue siendo"
_ASKS_STAYS = re.compile(r"\b(?:permanent\w*|stays?|still|se queda\w*|sigue\w*|permanece\w*)\b")
_POISON = re.compile(r"\bpoison|\bvenen")
_WHEN = re.compile(r"end of (?:the )?turn|next turn|cleanup|final del turno|fin del turno|siguiente turno|limpieza")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS) or _POISON.search(frame.folded):
        return None  # poison counters on a player: another question
    source = next((c for c in frame.cards if _KEYWORD_LINE.search(c.oracle_text)), None)
    said = _SAID.search(frame.folded)
    if source is None and said is None:
        return None
    keyword = (_KEYWORD_LINE.search(source.oracle_text)[1] if source else said[1]).lower()  # type: ignore[index]
    wither = keyword in ("wither", "marchitar")
    clause = frame.clause or frame.asked
    if frame.qtype is QType.YES_NO:
        if _ASKS_GONE.search(clause):
            opener = "no"
        elif _ASKS_STAYS.search(clause) and _WHEN.search(frame.folded):
            opener = "yes"
        else:
            return None
    elif not (_WHEN.search(clause) and re.search(r"\b(?:damage|dano)\b", clause)):
        return None
    lang = frame.lang
    rule = "702.80a" if wither else "702.90c"
    counters = cite(rule, r"put that many -1/-1 counters on that creature", r"-1/-1")
    cleanup = cite("514.2", r"all damage marked on permanents", r"daño marcado")
    name = source.name if source is not None else t(lang, "infect.a_source", keyword=keyword)
    finding = t(lang, "infect.counters", source=name) + ids(counters, cleanup)
    steps = [
        Step(t(lang, "infect.step_counters", source=name) + ids(counters), (counters,) if counters else ()),
        Step(t(lang, "infect.step_cleanup") + ids(cleanup), (cleanup,) if cleanup else ()),
    ]
    text = (t(lang, opener) + " " if frame.qtype is QType.YES_NO else "") + finding
    return Verdict(text, steps, cite.quotes, (source,) if source else (), "infect")
