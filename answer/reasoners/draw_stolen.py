"""Draws taken by Notion Thief's kind (614.1a, 614.10): "If an opponent would draw a card except the first one they
draw in each of their draw steps, instead that player skips that draw and you draw a card" replaces each of those
draws, so the Thief's controller draws them. Fires only for such a named card whose controller the question tells
(cast, flashed in or controlled by the opponent or by me) and a "who draws" question."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, controller
from ingest.lexicon import fold

_STEALS_DRAWS = re.compile(
    r"if an opponent would draw a card[^.]*, instead that player skips that draw and you draw", re.I
)
_ASKS_DRAW = re.compile(r"\bdraw\w*|\brob\w*")
_THEY_PLAY = r"\b(?:opp\w*|they|he|she|rival|oponente)\b[^.?]{0,12}\b(?:flash\w*|cast\w*|play\w*|has|have|controls?|lanza|juega|tiene|controla|baja)\b"
_I_PLAY = r"\b(?:i|yo)\b[^.?]{0,12}\b(?:flash\w*|cast\w*|play\w*|have|control|lanzo|juego|tengo|controlo|bajo)\b"


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.WHO or not _ASKS_DRAW.search(frame.clause or frame.asked):
        return None
    thief = next((c for c in frame.in_play if _STEALS_DRAWS.search(c.oracle_text)), None)
    if thief is None:
        return None
    word = re.escape(fold(thief.name.split(",")[0]).split()[-1])  # "thief"
    whose = controller(frame, thief)
    if whose is None:
        theirs = re.search(rf"{_THEY_PLAY}[^.?]{{0,20}}\b{word}", frame.folded)
        mine = re.search(rf"{_I_PLAY}[^.?]{{0,20}}\b{word}", frame.folded)
        whose = "opponent" if theirs and not mine else "me" if mine and not theirs else None
    if whose is None:
        return None
    rule = cite("614.1a", r"Effects that use the word “instead” are replacement effects", r"en vez de")
    key = "draw_stolen.theirs" if whose == "opponent" else "draw_stolen.mine"
    return answered(None, t(frame.lang, key, card=thief.name), rule, cite, (thief,), "draw_stolen")
