"""A creature sacrificed to cast a spell (Fling, Village Rites, Natural Order) is gone before anyone can answer:
the cost is paid while the spell is cast (601.2h), and players get priority only after that. "They Fling their big
guy, can I Bolt it in response?" is no; the spell uses what the creature was as it was sacrificed (608.2h)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import (
    CAN_SAID,
    Citer,
    Step,
    Verdict,
    answered,
    controller,
    ids,
    is_spell_card,
    last_part,
    name_pattern,
)
from ingest.models import Card

#: "As an additional cost to cast this spell, sacrifice a creature."
_SACRIFICE_COST = re.compile(
    r"as an additional cost to cast this spell, sacrifice an? (?:\w+ )?(?:creature|artifact)", re.I
)
#: Fireblast: "You may sacrifice two Mountains rather than pay this spell's mana cost."
_SACRIFICE_ALT = re.compile(r"you may sacrifice ([^.]+?) rather than pay this spell[’']s mana cost", re.I)
#: the sacrificed creature answered in response: "bolt the creature in response", "matarla en respuesta"
_ANSWER_IT = re.compile(
    r"\b(?:bolt|kill|destroy|exile|bounce|shock|path|swords?|remove|target|murder|mata\w*|destru\w*|exili\w*|"
    r"devolv\w*|quit\w*|tir\w* (?:un |una )?\w+ a)\b[^.?]{0,40}\b(?:in response|en respuesta|before|antes)\b|"
    r"\brespond\w* (?:by|with) (?:\w+ing|blow\w* up|kill\w*)\b|"
    r"\b(?:in response|en respuesta)\b[^.?]{0,20}\b(?:bolt|kill|destroy|exile|bounce|shock|mata\w*|destru\w*|exili\w*)\b"
)


#: what the answer aims at that isn't the sacrificed creature: the asker's own, another one, a player
_NOT_THE_SACRIFICED = re.compile(r"\b(?:my|mine|mi|mis|other|another|otr[oa]|player|jugador|face|cara|me|myself)\b")


#: an activated ability whose cost sacrifices: Ashnod's Altar's "Sacrifice a creature: Add {C}{C}."
_SAC_ABILITY = re.compile(r"^sacrifice an? [^:\n]*:", re.I | re.M)
#: what makes the sacrificed creature go elsewhere: Kalitas, Rest in Peace, Leyline of the Void
_EXILED_INSTEAD = re.compile(r"would die, (?:instead )?exile|graveyard from anywhere, exile it instead", re.I)
#: asks whether the ability still works: "do I still get my 2 colourless", "did the sacrifice fail", "¿recibo el maná?"
_STILL_GETS = re.compile(
    r"\b(?:do|did|would|will) i (?:still |even )?get\b|\bfail\w*|\bstill work\w*|\b(?:recibo|consigo|me da\w*|sigo)\b"
)


def _modified_cost(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Opp has Kalitas; I sac a creature to Ashnod's Altar and Kalitas exiles it instead: do I still get my 2
    colourless?" Yes — the actions paying a cost may be modified by effects and the cost is still paid (118.11)."""
    if frame.qtype is not QType.YES_NO or not _STILL_GETS.search(frame.clause or frame.asked):
        return None
    outlet = next((c for c in frame.cards if _SAC_ABILITY.search(c.oracle_text)), None)
    replacer = next((c for c in frame.cards if _EXILED_INSTEAD.search(c.oracle_text)), None)
    if outlet is None or replacer is None:
        return None
    # Kalitas exiles only its controller's opponents' creatures: the asker's own Kalitas changes nothing
    if re.search(r"an opponent controls", replacer.oracle_text, re.I) and controller(frame, replacer) != "opponent":
        return None
    rule = cite("118.11", r"the cost has still been paid", r"")
    finding = t(frame.lang, "cost_paid.modified", card=outlet.name, replacer=replacer.name)
    return answered("yes", finding, rule, cite, (outlet, replacer), "cost_paid")


#: a sacrifice to an activated ability said: "activates a sac outlet by sacrificing", "sacrifica una criatura al altar"
_SACRIFICED_TO = re.compile(
    r"\bsac(?:rifice)? outlet\b|\b(?:sacrific|sac)\w* (?:a |one of (?:their|his|her) |su |una )?(?:creature|criatura|\w+) "
    r"(?:to|al|a la|a su|a)\b"
)


def _outlet_paid(frame: Frame, cite: Citer) -> Verdict | None:
    """ "Opp sacrifices a creature to Viscera Seer: can I exile it in response so he can't?" No: the sacrifice is the
    ability's cost, paid while it is activated (602.2b, 601.2h), before anyone gets priority."""
    outlet = next((c for c in frame.cards if _SAC_ABILITY.search(c.oracle_text)), None)
    if outlet is None and not _SACRIFICED_TO.search(frame.folded):
        return None
    if outlet is not None and re.search(r"^sacrifice an? [^:\n]*:\s*add\b", outlet.oracle_text, re.I | re.M):
        return (
            None  # Ashnod's Altar: a mana ability, which doesn't even use the stack (605.3a), said by its own reasoner
        )
    if any(_SACRIFICE_COST.search(c.oracle_text) or _SACRIFICE_ALT.search(c.oracle_text) for c in frame.cards):
        return None
    activated = cite("602.2b", r"identical to the process for casting a spell", r"")
    paid = cite("601.2h", r"pays the total cost", r"paga el coste total")
    finding = t(frame.lang, "cost_paid.sacrificed_ability") + ids(activated, paid)
    rules = tuple(rule for rule in (activated, paid) if rule)
    shown = (outlet,) if outlet else ()
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, rules)], cite.quotes, shown, "cost_paid")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    modified = _modified_cost(frame, cite)
    if modified is not None:
        return modified
    if frame.qtype is not QType.YES_NO or not CAN_SAID.search(frame.asked):
        return None
    clause = last_part(frame.clause or frame.asked)
    answered_it = _ANSWER_IT.search(clause)
    alternative = next((c for c in frame.cards if is_spell_card(c) and _SACRIFICE_ALT.search(c.oracle_text)), None)
    if alternative is not None and answered_it is not None:
        return _alternative_paid(frame, cite, alternative)
    spell = next((c for c in frame.cards if is_spell_card(c) and _SACRIFICE_COST.search(c.oracle_text)), None)
    if spell is None and answered_it is not None and not _NOT_THE_SACRIFICED.search(answered_it[0]):
        return _outlet_paid(frame, cite)
    if spell is None or answered_it is None:
        return None
    if re.search(rf"\b(?:{name_pattern(spell)})\w*\b", clause) and not re.search(
        r"\b(?:creature|criatura|guy|bicho|it|la|lo|wurm|sacrificed|sacrificad\w*)\b|\w+(?:la|lo)\b", clause
    ):
        return None  # "can I counter the Fling in response?": the spell itself, which is on the stack
    aimed = answered_it[0]
    if _NOT_THE_SACRIFICED.search(aimed):
        return None  # "can I bounce my Goyf in response?", "his other creature": the target or another creature
    for card in frame.cards:
        if (
            "Creature" in card.type_line
            and re.search(rf"\b(?:{name_pattern(card)})", aimed)
            and not re.search(rf"\b(?:sacrific\w*|fling\w*)\s+(?:\w+\s+){{0,2}}?(?:{name_pattern(card)})", frame.folded)
        ):
            return None  # a creature named in the answer that isn't the one told sacrificed
    paid = cite("601.2h", r"pays the total cost", r"paga el coste total")
    finding = t(frame.lang, "cost_paid.sacrificed", spell=spell.name)
    known = None
    if re.search(
        r"\bsacrificed (?:creature|artifact)", spell.oracle_text, re.I
    ):  # Fling: "the sacrificed creature's power"
        known = cite("608.2h", r"last known information", r"información")
        finding += " " + t(frame.lang, "cost_paid.last_known", spell=spell.name)
    finding += ids(paid, known)
    rules = tuple(rule for rule in (paid, known) if rule)
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, rules)], cite.quotes, (spell,), "cost_paid")


def _alternative_paid(frame: Frame, cite: Citer, spell: Card) -> Verdict | None:
    """ "They Fireblast me saccing two Mountains: can I blow up a Mountain in response so it fizzles?" No — the
    Mountains are sacrificed as the alternative cost while Fireblast is cast (118.9, 601.2h), before anyone can
    respond, and a paid cost isn't a target the spell needs."""
    if not re.search(r"\bsac\w*|\bsacrific\w*|\binstead of pay|\bfor free\b|\bgratis\b", frame.folded):
        return None  # cast for its mana cost, or the cost not said paid
    said = _SACRIFICE_ALT.search(spell.oracle_text)
    assert said is not None
    paid = cite("601.2h", r"pays the total cost", r"paga el coste total")
    finding = t(frame.lang, "cost_paid.alternative", spell=spell.name, cost=said[1]) + ids(paid)
    rules = (paid,) if paid else ()
    return Verdict(t(frame.lang, "no") + " " + finding, [Step(finding, rules)], cite.quotes, (spell,), "cost_paid")
