"""Resolution order from a described sequence (405.5): last in, first out, naming each card;
triggered abilities that trigger together go on the stack in APNAP order (603.3b)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids, is_spell_card

_SEQUENCE = re.compile(r"respond|in response|en respuesta|responde|then (i|he|she|they|my opponent) cast|luego lanz")
_SIMULTANEOUS = re.compile(r"same time|simultaneous|a la vez|al mismo tiempo|simultane")
_BOTH_PLAYERS = re.compile(r"\bboth\b|each player|my opponent|opponent'?s|\bambos\b|mi (oponente|rival)|cada jugador")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    lang = frame.lang
    asks_order = frame.qtype in (QType.ORDER, QType.WHAT_HAPPENS) or re.search(
        r"\bfirst\b|primero|resolves?\b|se resuelve", frame.folded
    )
    if not asks_order:
        return None
    if frame.has("trigger") and _SIMULTANEOUS.search(frame.folded) and _BOTH_PLAYERS.search(frame.folded):
        rule = cite("603.3b", r"APNAP order", r"orden APNAP")
        top = cite("405.5", r"top \(last-added\)", r"se resuelve")
        key = "order.apnap"
        if re.search(
            r"opponent'?s turn|turno de mi (oponente|rival)|turno del (oponente|rival)|su turno", frame.folded
        ):
            key = "order.apnap_yours_first"
        elif re.search(r"\bmy turn\b|\bmi turno\b", frame.folded):
            key = "order.apnap_theirs_first"
        text = t(lang, key) + ids(rule, top)
        steps = [
            Step(t(lang, "order.step_apnap") + ids(rule), (rule,) if rule else ()),
            Step(t(lang, "order.step_lifo") + ids(top), (top,) if top else ()),
        ]
        return Verdict(text, steps, cite.quotes, (), "stack_order")
    order = [card for card in frame.cards if is_spell_card(card)]  # in the order named: the order cast
    if len(order) < 2 or not _SEQUENCE.search(frame.folded):
        return None
    top = cite("405.5", r"top \(last-added\)", r"se resuelve")
    names = [card.name for card in reversed(order)]
    text = t(lang, "order.lifo", first=names[0], rest=", ".join(names[1:])) + ids(top)
    check = cite("608.2b", r"checks whether the targets are still legal", r"comprueba si")
    steps = [Step(t(lang, "order.step_lifo") + ids(top), (top,) if top else ())]
    for position, name in enumerate(names, start=1):
        steps.append(Step(t(lang, "order.step_resolves", n=str(position), name=name)))
    steps.append(Step(t(lang, "order.step_check") + ids(check), (check,) if check else ()))
    return Verdict(text, steps, cite.quotes, tuple(order), "stack_order")
