"""Combat damage with trample and deathtouch, with the numbers (510.1c, 702.19b–d, 702.2c)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, ids

_PT = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})(?![\d/])")
_GONE = re.compile(r"removed from combat|leaves? the battlefield|left the battlefield|salen? del campo|sacrific|bounce")
_NO_TRAMPLE = re.compile(r"\b(no|without|sin) (trample|arrollar)")
_MARKED = re.compile(r"(\d+) damage (marked|already|on it)|ya tiene (\d+) (de )?dano|(\d+) (de )?dano marcado")


@dataclass(frozen=True)
class Creature:
    name: str
    power: int
    toughness: int
    position: int


def creatures(frame: Frame) -> list[Creature]:
    """Creatures in the order the question names them, with P/T from the question or the card."""
    found: list[Creature] = []
    taken: set[int] = set()
    for card in frame.cards:
        at = frame.question.find(card.name)
        if at < 0:
            at = frame.question.lower().find(card.name.lower())
        near = None
        if at >= 0:  # "Grizzly Bears (2/2)" or "a 2/2 Grizzly Bears"
            near = _PT.search(frame.question, at + len(card.name), at + len(card.name) + 30) or _PT.search(
                frame.question, max(0, at - 12), at
            )
        if near:
            taken.add(near.start())
            found.append(Creature(card.name, int(near[1]), int(near[2]), at))
            continue
        power, toughness = card.power, card.toughness
        if power and toughness and power.isdigit() and toughness.isdigit():
            found.append(Creature(card.name, int(power), int(toughness), max(at, 0)))
    for match in _PT.finditer(frame.question):
        if match.start() not in taken:
            found.append(Creature(match[0], int(match[1]), int(match[2]), match.start()))
    return sorted(found, key=lambda c: c.position)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if not frame.has("block"):
        return None
    lang = frame.lang
    if _NO_TRAMPLE.search(frame.folded) and frame.qtype is QType.YES_NO:
        rule = cite("510.1c", r"assigns all its combat damage to that creature", r"todo su daño")
        text = t(lang, "yes") + " " + t(lang, "combat.no_trample") + ids(rule)
        return Verdict(text, [Step(t(lang, "combat.no_trample") + ids(rule), (rule,) if rule else ())], cite.quotes)
    if not frame.has("trample"):
        return None
    asks_amount = frame.qtype is QType.HOW_MANY or re.search(r"how much|most|cuanto|maximo", frame.folded)
    found = creatures(frame)
    if not asks_amount or not found:
        return None
    attacker, blockers = found[0], found[1:]
    if _GONE.search(frame.folded):
        rule = cite("702.19d", r"no creatures blocking it", r"ninguna criatura")
        text = t(lang, "combat.all_to_player", n=str(attacker.power), name=attacker.name) + ids(rule)
        return Verdict(
            text, [Step(t(lang, "combat.step_no_blockers") + ids(rule), (rule,) if rule else ())], cite.quotes
        )
    if not blockers:
        return None
    deathtouch = frame.has("deathtouch")
    marked = _MARKED.search(frame.folded)
    already = int(next(g for g in marked.groups() if g and g.isdigit())) if marked else 0
    lethal = []
    for index, blocker in enumerate(blockers):
        need = 1 if deathtouch else max(0, blocker.toughness - (already if index == 0 else 0))
        lethal.append(need)
    excess = max(0, attacker.power - sum(lethal))
    assign = cite("702.19b", r"any excess damage is assigned", r"exceso")
    touch = cite("702.2c", r"considered to be lethal damage", r"letal") if deathtouch else None
    marked_rule = cite("702.19b", r"take into account damage already", r"daño ya") if already else None
    split = ", ".join(f"{n} → {b.name}" for n, b in zip(lethal, blockers, strict=True))
    text = t(lang, "combat.trample", n=str(excess), name=attacker.name, split=split) + ids(assign, touch)
    steps = [
        Step(
            t(lang, "combat.step_lethal", split=split) + ids(touch, marked_rule),
            tuple(r for r in (touch, marked_rule) if r),
        ),
        Step(
            t(lang, "combat.step_excess", n=str(excess), power=str(attacker.power)) + ids(assign),
            (assign,) if assign else (),
        ),
    ]
    if deathtouch and "indestructible" in frame.folded:
        text += " " + t(lang, "combat.indestructible")
    return Verdict(text, steps, cite.quotes, frame.cards, "combat")
