"""Worship's floor: "If you control a creature, damage that would reduce your life total to less than 1 reduces it to
1 instead." A replacement effect (614.1a), not prevention, so "can't be prevented" doesn't get past it: damage
leaves its controller at 1 as long as they control a creature. Fires only for a named card with that text, a
question that gives the player a creature, and asks the life total after the damage or whether the player dies."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType, x_said
from answer.i18n import t
from answer.reasoners.base import DAMAGE_SAID, Citer, Verdict, answered, controller, said_for_ask
from answer.text import COUNT_GROUP, number
from ingest.models import Card

_FLOOR = re.compile(r"damage that would reduce your life total to less than 1 reduces it to 1 instead", re.I)
#: the controller has a creature: said, or a creature card named beside the floor
_HAS_CREATURE = re.compile(
    r"\b(?:and|y|with|con) (?:a|an|one|un|una|some|my|mi|su|their) (?:creature|guy|dude|bicho|criatura)\b|"
    r"\b(?:creature|bicho|criatura)s? (?:out|in play|en mesa|en juego)\b|\bsola criatura\b|\bsingle creature\b"
)
#: the creature goes first (Doom Blade on top of the burn, a wrath): the floor is gone, the damage counts in full
_CREATURE_GONE = re.compile(
    r"\bno (?:creatures?|bichos?|criaturas?)\b|\bwithout (?:a |any )?creatures?\b|\bsin (?:bichos?|criaturas?)\b|"
    r"\b(?:kill|destroy|exile|bounce|murder|doom blade|wrath|sacrific|mat[ao]n?|destru|exili|quit[ao]n?)\w*\b[^.?]{0,30}"
    r"\b(?:creature|guy|bicho|criatura)"
)
#: damage the question says: "me hacen 10 de daño", "takes 10 damage"
_N = COUNT_GROUP
#: the life total said: "im at 3", "at 5 life", "estoy a 2", "el rival esta a 2"
_LIFE = re.compile(
    rf"\b(?:at|on) {_N}(?: life)?\b|\b(?:estoy|esta|estaba|estas|queda) (?:a|en|con) {_N}\b|\b{_N} (?:de )?vidas?\b|"
    rf"\b{_N} life\b"
)
_TWICE = re.compile(r"\btwice\b|\bdos veces\b|\bx2\b")
_DEALS = re.compile(r"deals (\d+) damage", re.I)
_ASKS_LIFE = re.compile(
    r"\blife total\b|\bhow much life\b|\bwhat(?:'s| is) my life\b|\bcuanta vida\b|\bcuantas vidas\b|\ba cuanto\b|"
    r"\bcon cuanto\b|\bme queda\b|\bend up (?:at|with|on)\b"
)
_ASKS_DEAD = re.compile(r"\bdead\b|\bdie\b|\bdies\b|\blose\b|\bmuero\b|\bmuere\b|\bpierd\w*|\bam i out\b|\bsurviv\w*")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    floor = next((c for c in frame.cards if _FLOOR.search(c.oracle_text)), None)
    if floor is None:
        return None
    paid = _paid_life(frame, cite, floor)
    if paid is not None or _PAYS_LIFE.search(frame.folded):
        return paid  # life paid, not dealt: the floor's damage reading doesn't apply
    if _CREATURE_GONE.search(frame.folded):
        return _no_creature(frame, cite, floor)
    creature = any(c is not floor and "Creature" in c.type_line and controller(frame, c) == controller(frame, floor)
                   for c in frame.cards)  # fmt: skip
    if not (creature or _HAS_CREATURE.search(frame.folded)):
        return None
    clause = frame.clause or frame.asked
    life = _life(frame.folded)
    loss = _life_loss(frame, cite, floor, life)
    if loss is not None:
        return loss
    dealt = _dealt(frame, floor)
    if life is not None and dealt and life - dealt > 1:
        return None  # the floor doesn't matter: plain subtraction, left to the general answer
    rule = cite("614.1a", r"Effects that use the word “instead”", r"en lugar")
    key = "life_floor.them" if controller(frame, floor) == "opponent" else "life_floor.you"
    finding = t(frame.lang, key, card=floor.name)
    if frame.qtype is QType.YES_NO and _asks_dead(frame):
        # "do i survive?" is yes where "do i die?" is no
        survives = re.search(r"\bsurviv\w*|\bsobreviv\w*|\bstill alive\b|\bsigo vivo\b", clause)
        return answered("yes" if survives else "no", finding, rule, cite, (floor,), "life_floor")
    if not _ASKS_LIFE.search(clause):
        return None
    if life is None or not dealt:
        return None
    return answered(None, finding, rule, cite, (floor,), "life_floor")  # "You stay at 1: …"


_LOSES = re.compile(r"\bloses? (\d+|X) life\b", re.I)


def _life_loss(frame: Frame, cite: Citer, floor: Card, life: int | None) -> Verdict | None:
    """Sign in Blood, Exsanguinate: life lost isn't damage, so the floor doesn't apply and a player left at 0 or less
    loses the game (704.5a)."""
    losing = next((c for c in frame.cards if c is not floor and _LOSES.search(c.oracle_text)), None)
    if losing is None or _DEALS.search(losing.oracle_text) or life is None:
        return None
    said = _LOSES.search(losing.oracle_text)
    amount = int(said[1]) if said and said[1].isdigit() else x_said(frame.folded)
    if amount is None:
        return None
    asks_total = frame.qtype is not QType.YES_NO and _ASKS_LIFE.search(frame.clause or frame.asked)
    if not asks_total and (frame.qtype is not QType.YES_NO or not _asks_dead(frame)):
        return None
    left = life - amount
    rule = cite("704.5a", r"0 or less life", r"0 o menos")
    key = "life_floor.loss_dies" if left <= 0 else "life_floor.loss_lives"
    finding = t(frame.lang, key, card=floor.name, spell=losing.name, n=str(left))
    if asks_total:  # "¿a cuántas vidas quedo?": the total first
        return answered(None, f"{left}: {finding}", rule, cite, (floor, losing), "life_floor")
    return answered("yes" if left <= 0 else "no", finding, rule, cite, (floor, losing), "life_floor")


#: life paid as a cost: "pay 3 life", "paying the life", "pago 2 vidas"
_PAYS_LIFE = re.compile(rf"\bpay(?:s|ing)? (?:{_N} |the )?life\b|\bpag(?:o|ar|ando|a) {_N} (?:de )?vidas?\b")
#: asking whether the floor stops it: "does Ali stop me hitting 0?", "¿me salva Worship?"
_ASKS_STOPS = re.compile(r"\bstops?\b|\bsaves?\b|\bprotects?\b|\bkeeps? me\b|\bimpide\b|\bme salva\b|\bevita\b")


def _paid_life(frame: Frame, cite: Citer, floor: Card) -> Verdict | None:
    """Life paid as a cost (Channel, Toxic Deluge) is no damage, so the floor doesn't hold the player at 1 (119.4):
    paying down to 0 loses the game. Fires for "does Ali stop me hitting 0?" (no) or whether the player dies."""
    said = _PAYS_LIFE.search(frame.folded)
    clause = frame.clause or frame.asked
    if said is None or frame.qtype is not QType.YES_NO:
        return None
    stops, dies = _ASKS_STOPS.search(clause), _asks_dead(frame)
    if not (stops or dies):
        return None
    amount = number(next((g for g in said.groups() if g), "")) if any(said.groups()) else None
    life = _life(frame.folded.replace(said[0], " "))
    if amount is None or life is None or life - amount > 0 or amount > life:
        return None  # how much or from what not said; never at 0; or more than the total, which can't be paid (119.4)
    if any(re.search(r"can[’']t lose the game", c.oracle_text, re.I) for c in frame.in_play):
        return None  # Platinum Angel: at 0 the player doesn't lose
    rule = cite("704.5a", r"0 or less life", r"0 o menos")
    finding = t(frame.lang, "life_floor.paid_dies", card=floor.name, n=str(life - amount))
    return answered("no" if stops else "yes", finding, rule, cite, (floor,), "life_floor")


def _asks_dead(frame: Frame) -> bool:
    """Whether the player dies or loses is asked — also by a bare "Am I?" after "…so I'm dead." """
    clause = frame.clause or frame.asked
    return said_for_ask(frame, _ASKS_DEAD, clause, 3)


def _dealt(frame: Frame, floor: Card) -> int:
    """The damage told: the named cards' "deals N damage" (twice if said twice), else the amount the question says."""
    dealt = sum(int(found[1]) for c in frame.cards for found in _DEALS.finditer(c.oracle_text) if c is not floor)
    dealt *= 2 if _TWICE.search(frame.folded) else 1
    said = DAMAGE_SAID.search(frame.folded)
    return dealt or (int(said[1]) if said else 0)


def _no_creature(frame: Frame, cite: Citer, floor: Card) -> Verdict | None:
    """The creature is gone before the damage ("primero me matan la criatura"): the floor needs a creature, so the
    damage counts in full."""
    life, dealt = _life(frame.folded), _dealt(frame, floor)
    if frame.qtype is not QType.YES_NO or not _asks_dead(frame) or life is None or not dealt:
        return None
    left = life - dealt
    rule = cite("704.5a", r"0 or less life", r"0 o menos")
    finding = t(frame.lang, "life_floor.no_creature", card=floor.name, n=str(left))
    return answered("yes" if left <= 0 else "no", finding, rule, cite, (floor,), "life_floor")


def _life(folded: str) -> int | None:
    found = _LIFE.search(folded)
    if found is None:
        return None
    word = next(g for g in found.groups() if g)
    return int(word) if word.isdigit() else number(word)
