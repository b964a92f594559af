"""One land a turn (305.2, 305.2a): a land played from exile, the graveyard or the top of the library (Light Up the
Stage, Crucible of Worlds, Courser of Kruphix) still counts against the one land a turn, so after the land drop is
used it can't be played unless an effect allows an additional land. Fires only when the question says a land was
already played this turn and asks whether another can be played."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_PLAYED = re.compile(
    r"\balready (?:played|dropped) (?:a |my |the |one )?land\b|\bused my land drop\b|\bland drop (?:is )?(?:used|gone)\b|"
    r"\bya (?:jugue|baje|puse|he jugado|he bajado) (?:una |mi |la )?tierra\b|\bya use mi (?:tierra|jugada de tierra)\b"
)
_ASKS_PLAY = re.compile(r"\b(?:can|could|may) i (?:still )?play\b|\bpuedo (?:jugar|bajar|poner)\w*\b")
_MORE_LANDS = re.compile(r"play an additional land|play (?:two|three|any number of) (?:additional )?lands", re.I)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _PLAYED.search(frame.folded):
        return None
    if not _ASKS_PLAY.search(frame.clause or frame.asked):
        return None
    if any(_MORE_LANDS.search(c.oracle_text) for c in frame.cards):
        return None  # Exploration, Azusa: another land drop
    rule = cite("305.2a", r"already played this turn", r"ya ha jugado")
    return answered("no", t(frame.lang, "land_drop.used"), rule, cite, frame.cards, "land_drop")
