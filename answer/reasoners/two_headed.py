"""Two-Headed Giant (810): a team shares its life total and its poison counters, and plays its turns together. The
team that plays first skips its first draw (810.6); a team loses with 15 poison counters between its players
(810.8d, 810.10); each player of a team loses life on their own, and the team's total loses it all (810.9), so "each
opponent loses 1" costs the other team 2; a player can't pay more life than the team has (810.9a); the active
team puts all of its triggered abilities on the stack in any order it chooses (805.7). Fires only when the question
says the game is Two-Headed Giant."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered
from answer.text import COUNT_GROUP, number

_2HG = re.compile(r"\b2hg\b|\btwo[- ]headed giant\b|\bgigante de dos cabezas\b|\bdos cabezas\b")
_TURN_ONE = r"(?:first turn|turn (?:one|1)|primer turno|turno (?:uno|1))"
_FIRST_DRAW = re.compile(rf"\b{_TURN_ONE}\b[^?]*\b(?:draw\w*|roba\w*)\b|\b(?:draw\w*|roba\w*)\b[^?]*\b{_TURN_ONE}\b")
_FIRST = re.compile(
    r"\b(?:we|our team) (?:go|goes|play|plays|went|start|started) first\b|\bempezamos (?:nosotros|primero)\b|"
    r"\b(?:jugamos|vamos) primero\b|\b(?:the )?(?:starting|first) team\b|\bteam (?:that|who) (?:goes|plays|went) first\b|"
    r"\bel equipo (?:que empieza|inicial)\b"
)
_SECOND = re.compile(
    r"\b(?:we|our team) (?:go|goes|play|plays|went) second\b|\b(?:they|their team) (?:go|goes|play|plays|went|start"
    r"|started) first\b|\b(?:empiezan|empezaron) (?:ellos|primero)\b|\b(?:jugamos|vamos) segundos?\b"
)
#: poison counters given per player: "6 poison … my teammate 8", "6 venenos y mi compañero 8"
_POISON = re.compile(r"\bpoison\w*|\bveneno\w*")
_NUMBERS = re.compile(rf"(?<![\w/+-]){COUNT_GROUP}(?![\w/])")
_ASKS_LOSE = re.compile(
    r"\bdead\b|\blose\w*\b|\blost\b|\bout\b|\bmuert[oa]s\b|\bperdemos\b|\bperdimos\b|\bpierde\w*\b|\bfuera\b|"
    r"\beliminad[oa]s\b"
)
#: the team's life total said: "our team is at 5 life", "nuestro equipo está a 5 vidas"
_TEAM_LIFE = re.compile(
    rf"\b(?:team|equipo)\b[^.?]{{0,20}}?\b(?:at|a|con|has|tiene)\s+{COUNT_GROUP}\s+(?:life|vidas?)\b"
)
#: life paid: "X=6" on a card that pays X life, "pay 6 life", "pagar 6 vidas"
_X_SAID = re.compile(r"\bx\s*=\s*(\d+)")
_PAY_SAID = re.compile(rf"\b(?:pay|paying|pagar|pago|pagando)\s+{COUNT_GROUP}\s+(?:life|vidas?)\b")
_PAYS_X_LIFE = re.compile(r"\bpay X life\b", re.I)
_ASKS_CAN = re.compile(r"\b(?:can|could|may)\b|\bpued\w*|\bpodemos\b")
#: "each opponent loses 1 life" (Zulaport Cutthroat): each player of the other team loses it
_EACH_OPPONENT_LOSES = re.compile(r"\beach opponent loses (\d+) life\b", re.I)
_ASKS_TEAM_LOSES = re.compile(r"\b(?:team|equipo)\b")
#: triggered abilities ordered across teammates: "do we have to put all mine first, then theirs?"
_ASKS_ORDER = re.compile(
    r"\b(?:primero|first)\b[^?]*\b(?:luego|then|despues)\b|\b(?:any order|cualquier orden|mezcl\w*|intercal\w*|mix\w*)\b"
)
_TRIGGERS = re.compile(r"\btrigger\w*|\bdispar\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if not _2HG.search(frame.folded):
        return None
    clause = frame.clause or frame.asked
    for read in (_first_draw, _poison, _pay_life, _each_opponent, _order):
        verdict = read(frame, cite, clause)
        if verdict is not None:
            return verdict
    return None


def _first_draw(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "We play first: do we both draw on our first turn?" No: the team that plays first skips that draw (810.6)."""
    if frame.qtype is not QType.YES_NO or not _FIRST_DRAW.search(frame.folded):
        return None
    # who plays first: "we go first", "empezamos nosotros"; the team going second draws as usual
    second, first = _SECOND.search(frame.folded), _FIRST.search(frame.folded)
    if bool(second) == bool(first):
        return None
    rule = cite("810.6", r"skips the draw step of its first turn", r"")
    skips = bool(re.search(r"\bskip\w*|\bsalt\w*|\bno rob\w*", clause))
    key = "thg.first_draw" if first else "thg.second_draws"
    answer = skips == bool(first)
    return answered("yes" if answer else "no", t(frame.lang, key), rule, cite, frame.cards, "two_headed")


def _poison(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "6 poison on me and 8 on my teammate: are we dead?" No: the team shares them, 14 of the 15 (810.10, 810.8d)."""
    if frame.qtype is not QType.YES_NO or not _POISON.search(frame.folded) or not _ASKS_LOSE.search(clause):
        return None
    said = _2HG.sub(" ", frame.folded)  # "two-headed", "dos cabezas" count nothing
    told = [n for m in _NUMBERS.finditer(said) if (n := number(m[1])) is not None and n > 1]
    if len(told) != 2:
        return None
    total = sum(told)
    rule = cite("810.8d", r"fifteen or more poison counters", r"")
    key = "thg.poison_dead" if total >= 15 else "thg.poison_alive"
    return answered("yes" if total >= 15 else "no", t(frame.lang, key, n=str(total)), rule, cite, frame.cards,
                    "two_headed")  # fmt: skip


def _pay_life(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "Our team is at 5: can I cast Toxic Deluge with X=6?" No: life is paid from the team's total (810.9a, 119.4)."""
    life = _TEAM_LIFE.search(frame.folded)
    if frame.qtype is not QType.YES_NO or life is None or not _ASKS_CAN.search(clause):
        return None
    x = _X_SAID.search(frame.folded) if any(_PAYS_X_LIFE.search(c.oracle_text) for c in frame.cards) else None
    paid = int(x[1]) if x else number(m[1]) if (m := _PAY_SAID.search(frame.folded)) else None
    total = number(life[1])
    if paid is None or total is None:
        return None
    rule = cite("810.9a", r"uses the team’s life total instead", r"")
    key = "thg.pay_ok" if paid <= total else "thg.pay_too_much"
    return answered("yes" if paid <= total else "no", t(frame.lang, key, n=str(paid), life=str(total)), rule, cite,
                    frame.cards, "two_headed")  # fmt: skip


def _each_opponent(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "My creature dies with Zulaport Cutthroat out: how much does the other team lose?" 2: each of its players loses
    1, and the team's total loses both (810.9)."""
    card = next((c for c in frame.cards if _EACH_OPPONENT_LOSES.search(c.oracle_text)), None)
    if card is None or frame.qtype is not QType.HOW_MANY or not _ASKS_TEAM_LOSES.search(clause):
        return None
    each = int(_EACH_OPPONENT_LOSES.search(card.oracle_text)[1])  # type: ignore[index]
    rule = cite("810.9", r"The result is applied to the team’s shared life total", r"")
    finding = t(frame.lang, "thg.each_opponent", card=card.name, each=str(each), n=str(2 * each))
    return answered(None, f"{2 * each}: {finding}", rule, cite, (card,), "two_headed")


def _order(frame: Frame, cite: Citer, clause: str) -> Verdict | None:
    """ "Our upkeep triggers, mine and my teammate's: must all of mine go first?" No: the active team puts all of its
    triggered abilities on the stack in any order it chooses (805.7)."""
    if frame.qtype is not QType.YES_NO or not _TRIGGERS.search(frame.folded) or not _ASKS_ORDER.search(clause):
        return None
    rule = cite("805.7", r"in any order they choose", r"")
    free = re.search(r"\b(?:any order|cualquier orden|mezcl\w*|intercal\w*|mix\w*)\b", clause)
    return answered("yes" if free else "no", t(frame.lang, "thg.order"), rule, cite, frame.cards, "two_headed")
