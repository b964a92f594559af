"""A limit on draws (Narset, Parter of Veils: "Each opponent can't draw more than one card each turn"; Spirit of the
Labyrinth for each player): a draw after the player's first one this turn simply doesn't happen (101.2, 121.2 — each
card is a separate draw), so a player who drew for the turn draws nothing more, and one who hasn't drawn yet draws
one. Fires only for a named card with that limit, a count of cards the question says will be drawn, whether the player
already drew this turn said, and a question how many they draw."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import THEIR_SIDE, THEIR_TURN, Citer, Verdict, answered, controller, name_pattern
from answer.text import number
from ingest.models import Card

_LIMIT = re.compile(r"\b(each opponent|each player) can[’']t draw more than one card each turn", re.I)
#: the player already drew this turn: "drew for turn", "after his draw step", "ya robó en su paso de robo"
_DREW = re.compile(
    r"\bdr[ae]w (?:for (?:the |my |his |her |their )?turn|(?:his|her|their|my) card for the turn|in (?:his|her|their|my) draw step)\b|"
    r"\bafter (?:his|her|their|my|the) draw(?: step)?\b|\balready drew\b|\bya rob[eoó]\w*|\brob[oó] (?:en|su|la) (?:paso de robo|carta del turno)\b|"
    r"\bdespues de (?:su|mi) (?:paso de )?robo\b|"
    # "opp cast Hieroglyphic Illumination in my upkeep and drew 2": cards drawn earlier this turn
    r"\b(?:and|he|she|they|opp|already) drew (?:\d+|two|three|a card|cards)\b|\by rob[oó] (?:\d+|dos|tres)\b"
)
_ASKS = re.compile(
    r"\bhow many (?:cards )?(?:does|do|will|can|would) (?:he|she|they|i|you|it|my opponent|opp)\b[^?]{0,20}\bdraw\b|"
    r"\bcuantas (?:cartas )?(?:roba|robo|robas|robara)\b|\bdraws? (?:any|all|the)\b|\brob\w* (?:alguna|las|todas|la|el)\b|"
    r"\b(?:does|do|will|can|would) (?:he|she|they|i|my opponent|opp) (?:still |even |actually )?(?:get to )?draw\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    limiter, limit = next(((c, m) for c in frame.in_play if (m := _LIMIT.search(c.oracle_text))), (None, None))
    if (
        limiter is None
        or limit is None
        or frame.qtype not in (QType.HOW_MANY, QType.YES_NO, QType.WHAT_HAPPENS)
        or not (
            _ASKS.search(frame.folded)
            # "i already drew for turn. i cycle censor. what happens?": the draw the cycling asks for
            or (frame.qtype is QType.WHAT_HAPPENS and re.search(r"\bcycl\w*|\bcicl\w*", frame.folded))
        )
    ):
        return None
    scope = limit[1].lower()
    own = _own_draw(frame, cite, limiter) if scope == "each opponent" else None
    if own is not None:
        return own
    drew = _DREW.search(frame.folded)
    if drew is None or (THEIR_TURN.search(frame.folded) and re.search(r"\bmy turn\b|\bmi turno\b", frame.folded)):
        return None  # drawn on one turn, asked on another: the limit is per turn
    drawer_me = bool(re.search(r"\bi (?:already )?dr[ae]w\b|\bmy draw\b|\bya robe\b|\brobe (?:en|mi)\b", frame.folded))
    # "juego con Narset en mesa": the asker's; otherwise told on their side, theirs
    mine = re.search(rf"\b(?:juego con|jugando con|i play|i'?m playing|tengo|controlo|i have|i control) (?:a |an |un |una |mi |my )?"
                     rf"(?:{name_pattern(limiter)})", frame.folded)  # fmt: skip
    owner = controller(frame, limiter) or ("me" if mine else "opponent" if THEIR_SIDE.search(frame.folded) else None)
    if frame.qtype is QType.WHAT_HAPPENS and not (drawer_me and re.search(r"\bi cycl\w*|\bciclo\b", frame.folded)):
        return None  # the one who cycles must be the one who already drew
    if scope == "each opponent" and (owner is None or (owner == "me") == drawer_me):
        return None  # Narset limits only its controller's opponents: who drew must be one of them
    rule = cite("121.2", r"performs that many individual card draws", r"")
    finding = ("0: " if frame.qtype is QType.HOW_MANY else "") + t(frame.lang, "draw_limit.none", card=limiter.name)
    if frame.qtype is QType.WHAT_HAPPENS:
        finding = t(frame.lang, "draw_limit.cycled") + " " + finding  # the discard is the cost: paid all the same
    return answered("no" if frame.qtype is QType.YES_NO else None, finding, rule, cite, (limiter,), "draw_limit")


#: the asker's own Narset: "my Narset", "I have Narset out", "tengo a Narset"
_MY_LIMITER = r"\b(?:my|mi|i have|i control|tengo(?: a)?|controlo(?: a)?) (?:{name})"
#: a draw spell's count: "Draw three cards", "draw two cards"
_DRAWS = re.compile(r"\bdraw (two|three|four|five|six|seven|\d+) cards\b", re.I)


def _own_draw(frame: Frame, cite: Citer, limiter: Card) -> Verdict | None:
    """ "My Narset is out and I cast Brainstorm: how many cards do I draw?" Three — Narset limits only its
    controller's opponents, so the asker's own draws are untouched."""
    if frame.qtype is not QType.HOW_MANY or not re.search(_MY_LIMITER.format(name=name_pattern(limiter)), frame.folded):
        return None
    if not re.search(r"\bdo i draw\b|\bdraw i\b|\bcuantas (?:cartas )?robo\b", frame.folded):
        return None
    if any(c is not limiter and _LIMIT.search(c.oracle_text) for c in frame.cards):
        return None  # a second limit (Spirit of the Labyrinth's, on each player) binds the asker too
    spells = [(c, m) for c in frame.cards if c is not limiter and (m := _DRAWS.search(c.oracle_text))]
    if len(spells) != 1 or not re.search(r"\bi (?:cast|play)\b|\blanzo\b|\bjuego\b", frame.folded):
        return None
    spell, draws = spells[0]
    n = number(draws[1]) or 0
    rule = cite("121.2", r"performs that many individual card draws", r"")
    finding = f"{n}: " + t(frame.lang, "draw_limit.own", card=limiter.name, spell=spell.name, n=str(n))
    return answered(None, finding, rule, cite, (limiter, spell), "draw_limit")
