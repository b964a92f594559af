"""Unspent mana doesn't keep (106.4, 500.5): each player's mana pool empties at the end of each step and phase, so mana
made in combat ("Su-Chi died and I got the 4 colorless") is gone before the second main phase. Fires only when the
question says mana was made and asks whether it can be kept or used in a later step, phase or turn, and no named card
keeps mana from emptying."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

#: mana made: "i got the 4 colourless", "add {C}{C}", "floating 3 mana", "saqué 2 de maná"
_MADE = re.compile(
    r"\b(?:got|get|add\w*|made|make|produc\w*|float\w*|tap\w* for|saco|saque|genero|gener[eo]|produzco|me da|me dio|"
    r"tengo)\b[^.?]{0,25}\b(?:mana|man[aá]|colou?rless|incoloro\w*|\{[wubrgc]\})"
)
#: asks to keep it for later: "can i hold it and use it in my second main phase", "¿lo puedo guardar para después?"
_LATER = re.compile(
    r"\b(?:second|2nd|next|post-?combat|later|after combat|end step|following)\b[^.?]{0,20}\b(?:main|phase|step|turn)\b|"
    r"\bafter combat\b|\bnext turn\b|\blater\b|\bsegunda fase principal\b|\bdespues del combate\b|\bsiguiente (?:fase|paso|turno)\b|"
    r"\bmas tarde\b|\bpara despues\b|\bpara luego\b|\bproximo turno\b"
)
_KEEP = re.compile(
    r"\bhold\b|\bkeep\b|\bsave\b|\bstore\b|\bfloat\b|\buse\b|\bspend\b|\bguard\w*|\bconserv\w*|\busa\w*|\bgast\w*"
)
#: a card that keeps mana from emptying: Upwelling, Omnath, Kruphix, Leyline Tyrant
_KEEPS_MANA = re.compile(
    r"\blose (?:this|unspent|that)\b[^.]{0,20}\bmana\b|mana pools? (?:don[’']t|doesn[’']t) empty", re.I
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not (
        _MADE.search(frame.folded) or frame.card(r"(?:^|\n)When [^\n]*, add \{")
    ):
        return None
    if not (_LATER.search(clause) and _KEEP.search(clause)):
        return None
    if any(_KEEPS_MANA.search(c.oracle_text) for c in frame.cards):
        return None
    rule = cite("500.5", r"any unspent mana left in a player’s mana pool empties", r"")
    return answered("no", t(frame.lang, "mana_empties.lost"), rule, cite, frame.cards, "mana_empties")
