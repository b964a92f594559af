"""How many times a "whenever … draws a card" ability triggers (121.2, 603.2c): drawing several cards is that many
separate draws, so Smothering Tithe or Consecrated Sphinx triggers once per card drawn. Fires only for a named card
with such a trigger, a number of cards drawn (said, or a named spell that draws them) by the player the trigger
watches, and a question how many times it triggers (or how many Treasures it makes)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered
from answer.text import number

_WATCHES = re.compile(r"^(?:[\w' -]{3,30} — )?whenever (an opponent|a player|you) draws? a card\b", re.I | re.M)
_N = r"(\d+|one|two|three|four|five|six|seven|una?|uno|dos|tres|cuatro|cinco|seis|siete)"
_DRAWN_SAID = re.compile(
    rf"\b(?:draws?|drew|drawing|roba|robo|robe|robar|robando)\s+(?:\w+\s+)?{_N}\b(?:\s+cards?|\s+cartas?)?"
)
_SPELL_DRAWS = re.compile(r"^(?:target player )?draws? (one|two|three|four|five|six|seven) cards?\.", re.I | re.M)
_ASKS = re.compile(
    r"\bhow many times\b|\bcuantas veces\b|\bhow many (?:triggers|treasures?)\b|\bcuantos (?:disparos|tesoros)\b|"
    r"\bcuantas (?:fichas de )?tesoros?\b"
)
_OPPONENT_DRAWS = re.compile(
    r"\b(?:opp\w*|rival|oponente|they|he|she)\b[^.?]{0,30}\b(?:draws?|drew|roba|robo|lanza\w*|cast\w*)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.HOW_MANY or not _ASKS.search(clause):
        return None
    watcher = next(((c, m) for c in frame.cards if (m := _WATCHES.search(c.oracle_text))), None)
    if watcher is None:
        return None
    card, watched = watcher
    if watched[1].lower() == "an opponent" and not _OPPONENT_DRAWS.search(frame.folded):
        return None  # the asker's own draws don't trigger "whenever an opponent draws"
    said = _DRAWN_SAID.search(frame.folded)
    drawn = number(said[1]) if said else None
    if drawn is None:
        spell = next((m for c in frame.cards if c is not card and (m := _SPELL_DRAWS.search(c.oracle_text))), None)
        drawn = number(spell[1]) if spell else None
    if not drawn:
        return None
    rule = cite("121.2", r"performs that many individual card draws", r"")
    finding = t(frame.lang, "draw_triggers.each", card=card.name, n=str(drawn))
    return answered(None, finding, rule, cite, frame.cards, "draw_triggers")
