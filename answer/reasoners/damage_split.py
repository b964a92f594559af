"""Splitting combat damage among several blockers (510.1c, 510.1d): a creature blocked by two or more creatures
divides its combat damage among them as its controller chooses — nothing has to be lethal to one before another
gets damage (there is no damage assignment order any more). With trample, only damage to the player needs lethal
on every blocker first (702.19b). Fires only when the question has several blockers (or one blocker blocking
several attackers) and asks whether lethal must come first, or whether the damage can be split."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, asked_first, creature_label, ids
from answer.reasoners.combat import creatures
from answer.text import capital
from ingest.lexicon import fold
from ingest.models import Card

_SEVERAL = re.compile(
    r"\b(double|triple|multi|gang)[- ]?block\w*|\bblock\w* by (two|three|four|2|3|4|several|multiple)\b|"
    r"\b(two|three|2|3) (creatures |guys |dudes )?block\b|\b(bloquead\w*|bloquean|bloquea) (por |con )?(dos|tres|2|3|varias|varios)\b|"
    r"\b(dos|tres|2|3) (criaturas |bichos )?(lo |la |me )?bloquean\b|\blo bloquean (dos|tres)\b|\bdoble bloqueo\b|"
    # "blocked by a 3/3 and a 2/2", "me bloquean mi 5/5 con un 3/3 y un 2/2"
    r"\bblock\w*\b[^.?]{0,25}\b(with|by) [^.?]{0,25}\band (a|an|another)\b|"
    r"\bbloque\w*\b[^.?]{0,25}\bcon\b[^.?]{0,25}\by (un|una|otr[oa])\b|"
    # "la bloquean un grizzly bears y un centaur courser", "blocked by grizzly bears and centaur courser"
    r"\bbloquean (?:un|una|el|la) [^.?]{1,30}\by (?:un|una|el|la)\b|\bblocked by [^.?]{1,30}\band\b"
)
#: "do I have to put lethal on the first?", "¿tengo que asignarle daño letal al primero?"
_MUST = re.compile(
    r"\b(have to|must|need to|required to|do i need)\b.{0,40}\b(lethal|first|order|one before)|"
    r"\b(tengo que|debo|hay que|es obligatorio)\b.{0,50}\b(letal|primero|orden)|damage assignment order|orden de asignacion"
)
#: "can I just split 2 and 2?", "¿puedo repartirlo como quiera?"
_CAN = re.compile(r"\b(can|may|could) (i|you|we)\b|\b(puedo|puedes|podemos)\b")
_CAN_SPLIT = re.compile(
    r"\b(split|divide|distribute|spread)\b|\b(repart\w*|divid\w*|distribu\w*)\b|"
    # "¿puedo meterle los 5 de daño al 3/3?", "can i put all 5 on the 3/3?"
    r"\b(put|assign|meter\w*|poner\w*|asignar\w*)\b[^?]{0,25}\b(all|todo|los \d+|the \d+)\b"
)
#: a split with amounts per blocker ("1 damage to the first and 3 to the second"): the combat reasoner checks it
_AMOUNTS = re.compile(r"\b\d+ (damage |de dano |dano )?(to|al|a) (the |la |el )?(first|primer\w*)\b")
_TRAMPLE = re.compile(r"\btrample|\barrolla")


#: how many blockers: "triple blocked", "blocked by three 4/4s", "lo bloquean tres"
_BLOCKERS = {"double": 2, "triple": 3, "two": 2, "three": 3, "four": 4, "dos": 2, "tres": 3, "cuatro": 4}
_HOW_MANY_BLOCKERS = re.compile(r"\b(double|triple)[- ]?block|\b(two|three|four|dos|tres|cuatro|2|3|4)\b")
_KILLS_ASKED = re.compile(r"how many[^?]{0,30}\b(kill|die|destroy)|cuant[oa]s[^?]{0,30}\b(mat|muer|destru)")
_KILL_ALL = re.compile(
    r"\bkill (them )?(both|all)\b|\bkill both of them\b|\bmatar(?:los|las)?(?: a)? (los|las) (dos|tres|cuatro)\b|"
    r"\bmatar(?:los|las) a (todos|todas|ambos|ambas)\b|\bmatar a (ambos|ambas|todos|todas)\b"
)
_DEATHTOUCH = re.compile(r"(^|\n|, )deathtouch\b|has deathtouch|have deathtouch", re.I)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is QType.HOW_MANY and _SEVERAL.search(frame.folded) and _KILLS_ASKED.search(frame.folded):
        return _kills(frame, cite)
    if frame.qtype is QType.YES_NO and _SEVERAL.search(frame.folded) and _KILL_ALL.search(frame.clause or frame.asked):
        # "¿puedo matar a los dos?": with deathtouch, 1 each; without, the blockers' toughness added up
        return _kills(frame, cite, asks_all=True) or _kills_by_toughness(frame, cite)
    if frame.qtype is not QType.YES_NO or not _SEVERAL.search(frame.folded) or _AMOUNTS.search(frame.folded):
        return None
    asked = frame.clause or frame.asked
    must, split = _MUST.search(frame.folded), _CAN_SPLIT.search(asked)
    # "opp says I have to put lethal on the first… can I just put all 6 on the courser?": the claim is told, the
    # question asks whether I may do otherwise
    told = bool(must and not _MUST.search(asked) and _CAN.search(asked))
    # "can i put 1 on the 2/2 and 3 on the 3/3, or do i have to kill one first?": the first alternative is asked
    told = told or bool(must and _MUST.search(asked) and asked_first(asked, _CAN, _MUST))
    if not (must or split):
        return None
    lang = frame.lang
    rule = cite("510.1c", r"divided as its controller chooses", r"como elija")
    if rule is None:
        return None
    trample = _TRAMPLE.search(frame.folded) or any(
        re.search(r"(^|\n|, )trample\b", c.oracle_text, re.I) for c in frame.cards
    )
    finding = t(lang, "split.free") + ids(rule)
    steps = [Step(finding, (rule,))]
    if trample:
        lethal = cite("702.19b", r"Once all those blocking creatures are assigned lethal damage", r"letal")
        extra = t(lang, "split.trample") + ids(lethal)
        finding += " " + extra
        steps.append(Step(extra, (lethal,) if lethal else ()))
    opener = "no" if must and not told else "yes"  # "do I have to…?" is No; "can I just split it?" is Yes
    return Verdict(t(lang, opener) + " " + finding, steps, cite.quotes, frame.cards, "damage_split")


def _kills(frame: Frame, cite: Citer, asks_all: bool = False) -> Verdict | None:
    """How many blockers a deathtouch attacker can kill: 1 damage is lethal to each, so as many as its power."""
    attackers = [c for c in frame.cards if "Creature" in c.type_line and (c.power or "").isdigit()]
    if len(attackers) > 1:  # "my Vampire Nighthawk is blocked by two Serra Angels": the one named first attacks
        first = min(attackers, key=lambda c: _named_at(frame, c))
        attackers = [first] if _DEATHTOUCH.search(first.oracle_text) else []
    several = _SEVERAL.search(frame.folded)
    counted = _HOW_MANY_BLOCKERS.search(several[0]) if several else None
    touch = any(_DEATHTOUCH.search(c.oracle_text) for c in frame.cards) or "deathtouch" in frame.folded
    if len(attackers) != 1 or counted is None or not (touch or "toque mortal" in frame.folded):
        return None
    word = counted[1] or counted[2]
    blockers = _BLOCKERS.get(word) or int(word)
    power = int(attackers[0].power or 0)
    lang = frame.lang
    split = cite("510.1c", r"divided as its controller chooses", r"como elija")
    lethal = cite("702.2c", r"considered to be lethal damage", r"letal")
    n = min(power, blockers)
    finding = t(lang, "split.kills", n=str(n), card=attackers[0].name, power=str(power), k=str(blockers))
    finding += ids(split, lethal)
    if asks_all:
        finding = t(lang, "yes" if n >= blockers else "no") + " " + finding
    return Verdict(finding, [Step(finding, tuple(r for r in (split, lethal) if r))], cite.quotes, frame.cards,
                   "damage_split")  # fmt: skip


def _named_at(frame: Frame, card: Card) -> int:
    at = frame.folded.find(fold(card.name))
    return at if at >= 0 else len(frame.folded)


def _kills_by_toughness(frame: Frame, cite: Citer) -> Verdict | None:
    """ "my 5/5 is blocked by Grizzly Bears and Centaur Courser, can I kill both?" It divides its damage as its
    controller chooses (510.1c): both die when its power covers their toughness added up (704.5g). Fires for an
    attacker and its blockers all with sizes known, and nothing else named that could change the damage."""
    found = creatures(frame)
    if len(found) < 3 or len(found) != len({c.position for c in found}):
        return None
    if any("Creature" not in c.type_line for c in frame.cards) or re.search(r"[+-]\d+/[+-]\d+", frame.folded):
        return None  # a pump or another card told (Giant Growth on a blocker): sizes not read here
    if any(re.search(r"first strike|double strike|deathtouch|trample|prevent|indestructible|protection", c.oracle_text,
                     re.I) for c in frame.cards):  # fmt: skip
        return None
    if re.search(
        r"first strike|double strike|deathtouch|trample|indestructible|danar|toque|arroll|protec", frame.folded
    ):
        return None
    attacker, blockers = found[0], found[1:]
    # "bloquea también otro grizzly bears": one more blocker of a name already said
    blockers += [
        c
        for c in found[1:]
        if re.search(
            rf"\b(?:otro|otra|another|a second|un segundo|una segunda) {re.escape(fold(c.name))}", frame.folded
        )
    ]
    needed = sum(c.toughness for c in blockers)
    lang = frame.lang
    split = cite("510.1c", r"divided as its controller chooses", r"como elija")
    lethal = cite("704.5g", r"has been dealt lethal damage", r"daño letal")
    names = " + ".join(f"{creature_label(c.name, lang)} {c.toughness}" for c in blockers)
    key = "split.kills_all" if attacker.power >= needed else "split.kills_not_all"
    finding = t(lang, key, card=capital(creature_label(attacker.name, lang)), power=str(attacker.power), n=str(needed),
                names=names) + ids(split, lethal)  # fmt: skip
    opener = t(lang, "yes" if attacker.power >= needed else "no")
    return Verdict(opener + " " + finding, [Step(finding, tuple(r for r in (split, lethal) if r))], cite.quotes,
                   frame.cards, "damage_split")  # fmt: skip
