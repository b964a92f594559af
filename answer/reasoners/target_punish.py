"""Who takes a "becomes the target of a spell" punishment: Bonecrusher Giant deals 2 damage to that spell's controller,
the player who cast the spell that targeted it, whoever controls the Giant. Fires only for a named card with such an
ability, a "who" question about the damage, and the spell's caster said (the opponent, or the asker)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    PLUS_DAMAGE,
    Citer,
    Verdict,
    answered,
    controller,
    countered_said,
    is_spell_card,
    name_pattern,
)
from answer.reasoners.protection import COLORS
from ingest.models import Card

_PUNISH = re.compile(r"becomes the target of a spell, [^.]*deals (\d+) damage to that spell[’']s controller", re.I)
_ASKS = re.compile(r"\bdamage\b|\bdano\b|\btakes?\b|\beat\b|\brecib\w*|\bhit\w*|\bpega\w*|\bme hace\b")
_THEY_CAST = re.compile(
    r"\b(?:opponent|opp|they|he|she|rival|oponente)\b[^.?]{0,25}\b(?:cast\w*|target\w*|shock\w*|bolt\w*|tira\w*|lanza\w*)|"
    r"\b(?:me|le) (?:tira|tiran|lanza|lanzan)\b"
)
_I_CAST = re.compile(
    r"(?:^|(?<=[\s*]))i\*? (?:cast|target|shock|bolt)\w*|\b(?:le )?(?:tiro|lanzo)\b|\byo (?:le )?(?:tiro|lanzo)\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype not in (QType.WHO, QType.HOW_MANY, QType.YES_NO) or not _ASKS.search(frame.clause or frame.asked):
        return None
    found = next(((c, m) for c in frame.cards if (m := _PUNISH.search(c.oracle_text))), None)
    if found is None:
        return None
    card, punish = found
    if frame.qtype is QType.YES_NO:
        # "and if I counter the Push, does it still hit them?": the trigger is independent of the spell (113.7a)
        if not countered_said(frame.folded):
            return _do_i_take_it(frame, cite, card, punish[1])
        rule = cite("113.7a", r"exists on the stack independently of its source", r"independiente")
        return answered("yes", t(frame.lang, "punish.countered", card=card.name, n=punish[1]), rule, cite, (card,),
                        "target_punish")  # fmt: skip
    told = frame.told
    theirs, mine = bool(_THEY_CAST.search(told)), bool(_I_CAST.search(told))
    if theirs == mine:
        return None
    rule = cite("112.2", r"A spell’s controller is", r"")
    key = "punish.theirs" if theirs else "punish.yours"
    finding = t(frame.lang, key, card=card.name, n=punish[1])
    if frame.qtype is QType.HOW_MANY:  # "¿cuánto daño le hace el gigante?": the amount first, then to whom
        boost = _boost(frame, card) if theirs else None
        if boost is not None:  # "tengo Torbran": a red source of mine deals 2 more to an opponent (614.1a)
            booster, extra = boost
            total = str(int(punish[1]) + extra)
            more = cite("614.1a", r"Effects that use the word “instead”", r"en lugar")
            finding += " " + t(frame.lang, "punish.boosted", booster=booster.name, n=total, extra=str(extra))
            return answered(None, f"{total}: {finding}", more, cite, (card, booster), "target_punish")
        finding = f"{punish[1]}: {finding}"
    return answered(None, finding, rule, cite, (card,), "target_punish")


def _boost(frame: Frame, card: Card) -> tuple[Card, int] | None:
    """A "+N damage to an opponent" replacement of the asker's that applies to the asker's punishing card."""
    for booster in frame.in_play:
        found = PLUS_DAMAGE.search(booster.oracle_text)
        if found is None or controller(frame, booster) != "me" or controller(frame, card) == "opponent":
            continue
        color = (found[1] or "").lower()
        if color and COLORS[color] not in card.mana_cost:
            continue
        return booster, int(found[2])
    return None


#: the asker asks whether they take the damage: "do i take 2 from it?", "¿me hace los 2?"
_ME = re.compile(
    r"\bdo i (?:really |still |actually )?(?:take|eat|get hit|get dealt|lose)\b|\bam i (?:dealt|hit)\b|"
    r"\b(?:recibo|me (?:hace|pega|come))\b"
)
#: an ability said to target it: a loyalty ability ("domri's -2"), an activation, equip
_ABILITY = re.compile(
    r"(?<![\w/+-])[+−-]\d+\b|\babilit\w*|\bhabilidad\w*|\bloyalty\b|\blealtad\b|\bactivat\w*|\bactiv[oa]\b"
)


def _do_i_take_it(frame: Frame, cite: Citer, card: Card, n: str) -> Verdict | None:
    """ "I Scorching Dragonfire their Bonecrusher Giant: do I take 2?" Yes, the spell's controller does (112.2); "and
    if I fight it with Domri's -2?" No: an ability is no spell (113.9), so nothing triggers."""
    clause = frame.clause or frame.asked
    if not _ME.search(clause):
        return None
    told = frame.told
    spells = [c for c in frame.cards if c is not card and is_spell_card(c) and "target" in c.oracle_text.lower()]
    if not spells and _ABILITY.search(told):
        rule = cite("113.9", r"aren’t spells", r"no son hechizos")
        return answered(
            "no", t(frame.lang, "punish.ability", card=card.name.split(" // ")[0]), rule, cite, (card,), "target_punish"
        )
    if len(spells) != 1 or _ABILITY.search(told):
        return None
    spell, giant = name_pattern(spells[0]), name_pattern(card)
    if not re.search(
        rf"\b(?:{spell})\w*\b[^.?]{{0,30}}\b(?:{giant})|\btarget\w* [^.?]{{0,15}}\b(?:{giant})\b[^.?]{{0,20}}\bwith "
        rf"(?:\w+ )?(?:{spell})",
        told,
    ):
        return None  # the spell aimed at something else ("I Bolt their Grizzly Bears"): the Giant isn't its target
    # "I Bolt it", "what if *I* target my own giant with Ram Through"
    mine = re.search(rf"(?:^|(?<=[\s*]))i\*? (?:cast |target\w* )?(?:{spell})|(?:^|(?<=[\s*]))i\*? target\w* (?:my|it)\b|"
                     rf"\b(?:le )?(?:tiro|lanzo)\b", told)  # fmt: skip
    theirs = _THEY_CAST.search(told)
    if bool(mine) == bool(theirs):
        return None
    rule = cite("112.2", r"A spell’s controller is", r"")
    name = card.name.split(" // ")[0]
    key = "punish.you_take" if mine else "punish.they_take"
    return answered("yes" if mine else "no", t(frame.lang, key, card=name, n=n), rule, cite, (card,), "target_punish")
