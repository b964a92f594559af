"""How many to discard at the end of the turn (514.1, 402.2): down to the maximum hand size, normally seven, in the
cleanup step, and only the active player does, so a player discards nothing at the end of an opponent's turn.
Declines when a named card changes the hand size (Reliquary Tower, Spellbook)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, asking_sentences
from answer.i18n import t
from answer.reasoners.base import THEIR_TURN, Citer, Step, Verdict, answered, ids
from answer.text import number

_IN_HAND = re.compile(
    r"\b(\d{1,2}|eight|nine|ten|eleven|twelve|ocho|nueve|diez|once|doce) (cards|cartas) (in|en) (my |your |his |her |"
    r"their |the |mi |tu |su |la )?(hand|mano)\b"
)
#: a count held, said without the hand: "si acabo mi turno con 9 cartas", "i have 9 cards at end of turn"
_HOLDING = re.compile(
    r"\b(?:con|with|tengo|have|hold|holding) (\d{1,2}|eight|nine|ten|eleven|twelve|ocho|nueve|diez|once|doce) "
    r"(?:cards|cartas)\b(?! (?:in|en|de|from|of) (?:my |your |his |her |their |the |mi |tu |su |la )?(?:library|biblioteca|graveyard|cementerio|deck|mazo))"
)
_ASKS = re.compile(r"discard|descart")
_END = re.compile(
    r"\bend(?:ed|ing|s)? (of )?(my |the |his |her |their )?turn|(?:termin|acab)\w* (mi |su |tu |el )?turno|end step|cleanup|final (de|del) (mi |su |tu )?turno|limpieza|fin de(l)? turno"
)
_CHANGES = re.compile(r"hand size", re.I)
#: the end of the asker's own turn
_OWN_TURN = re.compile(
    r"end (of )?my turn|end(?:ed|ing|s)? my turn|my (end step|cleanup)|(?:termin|acab)\w* (mi )?turno|final (de|del) mi turno"
)


#: another player holds the cards: "mi colega tenía", "my friend had", "he has"
_OTHER_HOLDS = re.compile(
    r"\b(?:mi (?:rival|oponente|colega|amig[oa]|herman[oa]|prim[oa]|hij[oa]|papa|mama|padre|madre)|el|ella|"
    r"my (?:opponent|opp|friend|brother|sister|dad|mom|son|daughter|cousin|uncle)|he|she|opp)\b"
    r"(?: \w+)? (?:tenia|tiene|tuvo|had|has|holds|held|was holding|is holding)\b[^.?]{0,12}$"
)
#: asks who picks the discarded cards: "do I get to pick which ones?", "¿elijo cuáles?"
_ASKS_WHICH = re.compile(
    r"\bpick\w*|\bchoos\w*|\bchoice\b|\bwhich ones\b|\belij\w*|\belig\w*|\bescoj\w*|\bescog\w*|\bcuales\b"
)
#: holding more than the maximum asked: "can I have more than seven cards in hand?", "¿puedo tener más de 7 cartas?"
_OVER_SEVEN = re.compile(
    r"\b(?:have|hold|keep|tener|mantener)\b[^?.]{0,12}\b(?:more than|over|mas de) (?:7|seven|siete) (?:cards|cartas)\b"
)
_NO_MAXIMUM = re.compile(r"\byou have no maximum hand size\b", re.I)
#: asks what the maximum hand size is: "what's the max hand size", "¿cuál es el tamaño máximo de mano?"
_ASKS_MAXIMUM = re.compile(r"\bmax(?:imum)? hand size\b|\bhand (?:size )?limit\b|\btamano maximo de (?:la )?mano\b|"
                           r"\bmaximo de cartas en (?:la )?mano\b|"
                           r"\bhow many cards (?:can|may) (?:i|you|a player) (?:have|keep|hold)\b[^?]{0,20}\bhand\b|"
                           r"\bcuantas cartas (?:puedo|puede|se pueden) (?:tener|quedarme|mantener|guardar)\b[^?]{0,15}\bmano\b")  # fmt: skip


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.HOW_MANY, QType.YES_NO, QType.WHAT_HAPPENS, QType.OTHER, QType.DEFINITION):
        return None
    held = _IN_HAND.search(frame.folded)
    unlimited = next((card for card in frame.cards if _NO_MAXIMUM.search(card.oracle_text)), None)
    asks_count = frame.qtype is QType.HOW_MANY  # "con 9 cartas y Reliquary Tower, ¿cuántas descarto?": none
    holding = held or _HOLDING.search(frame.folded)
    if (
        unlimited is not None
        and holding is not None
        and (frame.qtype is QType.YES_NO or asks_count)
        and _ASKS.search(frame.asked)
    ):
        maximum = cite("402.2", r"normally seven cards", r"siete")
        finding = t(frame.lang, "hand.no_maximum", card=unlimited.name) + ids(maximum)
        opener = "0:" if asks_count else t(frame.lang, "no")
        return Verdict(opener + " " + finding, [Step(finding, (maximum,) if maximum else ())],
                       cite.quotes, frame.cards, "hand_size")  # fmt: skip
    if (
        frame.qtype is QType.YES_NO
        and not frame.cards
        and _OVER_SEVEN.search(frame.clause or frame.asked)
        and not _END.search(frame.folded)
        and not re.search(r"\blibrary\b|\bbiblioteca\b|\bgraveyard\b|\bcementerio\b|\bdeck\b|\bmazo\b", frame.folded)
    ):
        # "durante mi turno, ¿puedo tener más de siete cartas en la mano?": yes, until the cleanup step
        cleanup = cite("514.1", r"more cards than their maximum hand size", r"tamaño máximo de mano")
        return answered("yes", t(frame.lang, "hand.over_seven"), cleanup, cite, (), "hand_size")
    if held is None and not frame.cards and _ASKS_MAXIMUM.search(frame.clause or frame.asked):
        if frame.qtype is QType.YES_NO:
            return None
        maximum = cite("402.2", r"normally seven cards", r"siete")
        cleanup = cite("514.1", r"more cards than their maximum hand size", r"tamaño máximo de mano")
        finding = t(frame.lang, "hand.maximum") + ids(maximum, cleanup)
        return Verdict(finding, [Step(finding, tuple(r for r in (maximum, cleanup) if r))], cite.quotes, frame.cards,
                       "hand_size")  # fmt: skip
    if frame.qtype in (QType.OTHER, QType.DEFINITION):
        return None
    theirs_said = THEIR_TURN.search(frame.folded)
    count_said = held or _HOLDING.search(frame.folded)
    before = frame.folded[max(0, count_said.start() - 40) : count_said.start()] if count_said else ""
    mine_said = re.search(r"\b(?:i|yo)\s+(?:have|had|hold|tengo|tenia)\b|\by yo\b", before)
    if _OWN_TURN.search(frame.folded) and _OTHER_HOLDS.search(before) and not mine_said:
        # "al final de MI turno mi colega tenía 8 cartas": the holder isn't the active player, so discards nothing
        active = cite("514.1", r"active player", r"jugador activo")
        finding = t(frame.lang, "hand.holder_not_active") + ids(active)
        opener = (
            "0: " if frame.qtype is QType.HOW_MANY else t(frame.lang, "no") + " " if frame.qtype is QType.YES_NO else ""
        )
        return Verdict(
            opener + finding, [Step(finding, (active,) if active else ())], cite.quotes, frame.cards, "hand_size"
        )
    # discarding is what is asked ("how many do I discard?"), not only told ("… discard a card. Can Nico cast …?")
    asking = frame.folded if frame.qtype is QType.WHAT_HAPPENS else " ".join(asking_sentences(frame.folded))
    asks = _ASKS.search(asking or frame.folded)
    held = held or _HOLDING.search(frame.folded)
    if held is None or not asks or not (_END.search(frame.folded) or theirs_said):
        return None
    if any(_CHANGES.search(card.oracle_text) for card in frame.cards):
        return None
    cards = number(held[1])
    if cards is None:
        return None
    lang = frame.lang
    cleanup = cite("514.1", r"more cards than their maximum hand size", r"tamaño máximo de mano")
    maximum = cite("402.2", r"normally seven cards", r"siete")
    extra = max(0, cards - 7)
    own = t(lang, "hand.discard" if extra else "hand.none", n=str(extra), held=str(cards)) + ids(cleanup, maximum)
    own_asked = not theirs_said or bool(_OWN_TURN.search(frame.folded))
    steps = [Step(own, tuple(r for r in (cleanup, maximum) if r))] if own_asked else []
    if theirs_said:
        active = cite("514.1", r"active player", r"jugador activo")
        theirs = t(lang, "hand.not_active") + ids(active)
        steps.append(Step(theirs, (active,) if active else ()))
    if extra and own_asked and _ASKS_WHICH.search(frame.folded):  # "… and do I get to pick which ones?": yes
        steps.append(Step(t(lang, "hand.you_choose")))
    finding = " ".join(step.text for step in steps)
    text = finding
    if frame.qtype is QType.YES_NO and not re.search(r"how many|cuant", frame.folded):
        text = t(lang, "yes" if extra and own_asked else "no") + " " + finding
    return Verdict(text, steps, cite.quotes, frame.cards, "hand_size")
