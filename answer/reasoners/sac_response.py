"""Sacrificing the targeted creature as a cost in response (601.2h, 608.2b): a spell with "As an additional cost to
cast this spell, sacrifice a creature" (Village Rites) or an ability whose cost sacrifices a creature (Viscera Seer)
may be cast or activated in response to removal aimed at that very creature. The cost is paid as it is cast, so the
creature is gone before the removal resolves; the removal then doesn't resolve, and the response resolves as usual.
Fires only for a named removal spell, a named card with such a cost, the question saying that same creature is the
one sacrificed in response, and asking whether it may be done or whether the response still does its thing."""

from __future__ import annotations

import re

from answer.analysis import CAN_I_TAG, Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Step, Verdict, card_colors, ids, is_spell_card, name_pattern, named_in
from answer.reasoners.protection import COLORS
from ingest.models import Card

#: "Sacrifice a creature: Add {C}{C}." — a mana ability, resolved as it is activated
_MANA_SAC = re.compile(r"^sacrifice (?:a|another) creature\b[^:\n]*: add \{", re.I | re.M)
#: "As an additional cost to cast this spell, sacrifice a creature." or "Sacrifice a creature: …"
_SAC_COST = re.compile(
    r"as an additional cost to cast this spell, sacrifice (?:a|one) creature\b|^sacrifice (?:a|another) creature\b[^:\n]*:",
    re.I | re.M,
)
#: "target creature", "target nonblack creature", "target attacking creature", "any target"
_REMOVAL = re.compile(r"\btarget (?:[\w-]+,? ){0,2}?creature\b|\bany target\b", re.I)
#: a creature's enters ability that removes a creature: "When Ravenous Chupacabra enters the battlefield, destroy
#: target creature an opponent controls."
_REMOVAL_TRIGGER = re.compile(
    r"^when [^,\n]+ enters the battlefield, (?:destroy|exile) target (?:[\w-]+ )?creature\b", re.I | re.M
)
_TRIGGER_SAID = re.compile(r"\btrigger\w*|\bdispar\w*|\betb\b")
#: the creature a removal aims at, by a noun: "targets my bears", "targeting my guy"
_AIMED_AT = re.compile(r"\btarget(?:s|ing|ed)? (?:my|the|your|mi|tu) ([a-z]{3,})\b")
#: the removal said cast, so a move asked now is a response: "opponent casts doom blade on my elves, can i sac it?"
_CAST_AT = re.compile(r"\b(?:casts?|targets?|lanza|lanzan|tira|tiran)\b")
_RESPONSE = re.compile(r"\bin response\b|\brespond\w*|\ben respuesta\b|\bresponder\b|\brespondo\b")
#: the creature the removal aims at is the one sacrificed: "sacrificing that same creature", "sacrifico esa misma"
_SAME_SACRIFICED = re.compile(
    r"\bsacrificand(?:ol[oa]s?|ole|oles)\b|"  # "sacrificándolos": the pronoun attached
    r"\b(?:lo|la|los|las) sacrifico\b|"  # "en respuesta lo sacrifico": the pronoun before the verb
    r"\b(?:sacrific\w*|sac(?:s|ing|ced|king)?)\s+(?:(?:it|that|this|the same|the targeted|esa|ese|la misma|el mismo|"
    r"la|lo|los|las|them|him|her|dicha|dicho)\b|(?:my|mi|the|la|el)\s+(?:targeted|same|misma|mismo)\b)"
)
#: the opponent sacrificing their own creature: the removal is the asker's, its effect the question (targets')
_THEY_SACRIFICE = re.compile(
    r"\b(?:they|he|she|them|him|her|opp|opponent|rival|oponente)\b (?:just |then |also )?(?:sac|sacs|sacrific\w*|"
    r"saccing|sacking)\b|"
    r"\b(?:la|lo) sacrifica(?:n)?\b"
)
_ASKS_CAN = re.compile(
    r"^\W*(?:and |so |y )?(?:can|could|may) (?:i|we)\b|" + CAN_I_TAG + r"|\bpuedo\b|\bse puede\b|\bpodria\b"
)
#: asks to respond before the sacrifice: "can i respond before the sac happens?", "¿puedo responder antes de que lo
#: sacrifique?"
_BEFORE_SAC = re.compile(
    r"\bbefore (?:the sac\w*|it'?s? (?:sacrificed|sacked|sacced)|(?:they|he|she) sac\w*)|"
    r"\bantes de que (?:lo |la )?sacrifi\w*|\bantes del sacrificio\b"
)
#: the opponent casts the sacrificing spell: "in response they cast fling sacrificing …", "el rival lanza fling"
_THEY_CAST_IT = re.compile(
    r"\b(?:they|he|she|opp|opponent|rival|oponente|el|ella)\b (?:then |just )?(?:cast\w*|lanza\w*|tira\w*|activat\w*|"
    r"activa|fling\w*)\b"
)
#: asks whether the response still does its thing: "do i still draw 2?", "¿robo igual?"
_ASKS_STILL = re.compile(
    r"\bstill (?:draw|get|gain|scry|resolve)\w*|\bdo i (?:still )?(?:draw|get|gain|scry)\b|\brobo\b|\brobar\w*|"
    r"\b(?:igual|aun|todavia) (?:robo|gano|se resuelve|recibo|consigo|obtengo|me dan|me da)\b|"
    r"\b(?:me dan|me da|consigo|obtengo|gano|recibo)\b[^?]{0,20}\b(?:igual|aun|todavia)\b"  # "¿me dan el maná igual?"
)


#: the opponent says they'll kill the creature the asker sacrificed: "en respuesta me puede matar el Angler", "they
#: want to bolt it in response"
_KILL_IN_RESPONSE = re.compile(
    r"\b(?:in response|en respuesta)\b[^.?]{0,30}\b(?:kill|bolt|destroy|murder|mat(?:ar|a|o)|destru\w*)\b|"
    # "they'll bolt the angler in response": the kill, then when
    r"\b(?:kill|bolt|destroy|murder)\b(?=[^.?]{0,30}\bin response\b)"
)


def _already_sacrificed(frame: Frame, cite: Citer) -> Verdict | None:
    """ "I cast Fling sacrificing my Gurmag Angler; they say they can kill the Angler in response so Fling deals 0: can
    they?" No — the Angler was sacrificed as Fling's cost while it was cast (601.2h), so there is nothing left to
    kill, and Fling uses the power it had when it was sacrificed (608.2h)."""
    outlet = next((c for c in frame.cards if is_spell_card(c) and _SAC_COST.search(c.oracle_text)), None)
    killed = _KILL_IN_RESPONSE.search(frame.folded)
    if outlet is None or killed is None or frame.qtype not in (QType.YES_NO, QType.OTHER):
        return None
    name = name_pattern(outlet)
    told = re.search(
        rf"\b(?:i cast|lanzo|tiro|casting)\b[^.?]{{0,15}}\b(?:{name})\b[^.?]{{0,15}}\b(?:sacrific\w*|sac\w*)\b|"
        rf"\bi (?:{name})\w*\b",
        frame.folded,
    )
    sacrificed = next(
        (
            c
            for c in frame.cards
            if told is not None
            and "Creature" in c.type_line
            and re.match(rf"[^.?]{{0,15}}\b(?:{name_pattern(c)})\b", frame.folded[told.end() :])
        ),
        None,
    )
    if sacrificed is None:
        return None
    aimed = frame.folded[killed.end() : killed.end() + 30]
    if not re.search(rf"^\s*(?:it|lo|la|him)\b|\b(?:{name_pattern(sacrificed)})\b", aimed):
        return None  # "in response they bolt my llanowar elves": another creature, Fling still deals its damage
    if not re.search(r"\b(?:puede|pueden|can (?:he|she|they))\b", frame.asked):
        return None  # "can they?", not "does Fling still deal 5?"
    paid = cite("601.2h", r"The player pays the total cost", r"")
    known = cite("608.2h", r"the answer is determined only once", r"una sola vez")
    if paid is None:
        return None
    finding = t(frame.lang, "sac_response.already_gone", outlet=outlet.name) + ids(paid, known)
    steps = [Step(finding, tuple(r for r in (paid, known) if r))]
    return Verdict(t(frame.lang, "no") + " " + finding, steps, cite.quotes, (outlet,), "sac_response")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    gone = _already_sacrificed(frame, cite)
    if gone is not None:
        return gone
    if frame.qtype is not QType.YES_NO or not (_RESPONSE.search(frame.folded) or _CAST_AT.search(frame.folded)):
        return None
    outlets = [c for c in frame.cards if _SAC_COST.search(c.oracle_text)]
    removals = [c for c in frame.cards if is_spell_card(c) and c not in outlets and _REMOVAL.search(c.oracle_text)]
    if not removals and _TRIGGER_SAID.search(frame.folded):
        # "their Ravenous Chupacabra trigger is targeting my guy": an enters ability aimed at the creature
        removals = [c for c in frame.cards if c not in outlets and _REMOVAL_TRIGGER.search(c.oracle_text)]
    if len(outlets) != 1 or len(removals) != 1:
        return None
    if _BEFORE_SAC.search(frame.clause or frame.asked) and _THEY_CAST_IT.search(frame.folded):
        # "they Fling the creature my Bolt targets: can I respond before the sac happens?": the cost has no window
        return _verdict(frame, cite, "sac_response.no_window", outlets[0], removals[0], "no")
    if not _same_sacrificed(frame, outlets[0]):
        return None
    shunned = re.search(r"\btarget non(white|blue|black|red|green) creature", removals[0].oracle_text, re.I)
    if shunned and any(
        COLORS[shunned[1].lower()] in card_colors(c)
        for c in frame.cards
        if c is not outlets[0] and "Creature" in c.type_line
    ):
        return None  # Doom Blade at a black creature: it can't be the target at all (the targets reasoner's)
    outlet, removal = outlets[0], removals[0]
    clause = frame.clause or frame.asked
    if _THEY_SACRIFICE.search(frame.folded):
        return None  # "i helix their seer and they sac it in response: do i still get the life?": the removal's
    if re.search(
        r"\bactivate (?:this ability )?only (?:as a sorcery|any time you could cast a sorcery)\b",
        outlet.oracle_text,
        re.I,
    ) or (
        is_spell_card(outlet)
        and "Instant" not in outlet.type_line
        and not re.search(r"^flash\b", outlet.oracle_text, re.I | re.M)
    ):
        return None  # Recurring Nightmare, a sorcery: no response with it (timing's)
    if _ASKS_CAN.search(clause) and not re.search(
        r"\b(?:can|could|may) (?:i|we) (?:bolt|kill|shock|murder|destroy)", clause
    ):
        key = "sac_response.can"
    elif named_in(removal, clause):
        return None  # "do i still get the life from swords?": what the removal gives, the targets reasoner's
    elif _ASKS_STILL.search(clause) and _outlets_own(clause, outlet, removal):
        # a spell, an ability, or a mana ability (Ashnod's Altar) that doesn't wait on the stack at all (605.3b)
        key = (
            "sac_response.still"
            if is_spell_card(outlet)
            else "sac_response.still_mana"
            if _MANA_SAC.search(outlet.oracle_text)
            else "sac_response.still_activated"
        )
    else:
        return None  # "does the Push resolve?": the targets reasoner's
    return _verdict(frame, cite, key, outlet, removal)


#: what the "still" question asks for, and the Oracle words that give it
_RESOURCES = (
    (re.compile(r"\blife\b|\bvidas?\b"), re.compile(r"\bgains? [^.]*life\b", re.I)),
    (re.compile(r"\bdraw\w*|\bcards?\b|\brob\w*|\bcartas?\b"), re.compile(r"\bdraws?\b", re.I)),
    (re.compile(r"\bland\b|\btierra\b"), re.compile(r"\bland card\b", re.I)),
    (re.compile(r"\bscry\b|\badivin\w*"), re.compile(r"\bscry\b", re.I)),
    (re.compile(r"\bmana\b"), re.compile(r"\badd \{", re.I)),  # Ashnod's Altar: "Sacrifice a creature: Add {C}{C}."
)


def _outlets_own(clause: str, outlet: Card, removal: Card) -> bool:
    """The thing asked for ("do i still get the life?") is what the outlet gives, not what the removal would."""
    for asked, gives in _RESOURCES:
        if asked.search(clause):
            return bool(gives.search(outlet.oracle_text)) and not gives.search(removal.oracle_text)
    return False


def _same_sacrificed(frame: Frame, outlet: Card) -> bool:
    """The creature sacrificed is the targeted one: said as "it" or "that same creature", or by its name when it is
    the only other creature named ("sacrificing the bears")."""
    if _SAME_SACRIFICED.search(frame.folded):
        return True
    aimed = _AIMED_AT.search(frame.folded)  # "… targets my bears. can i sac the bears …?": the same noun
    if aimed and re.search(
        rf"\b(?:sacrific\w*|sac(?:s|ing|ced|king)?)\s+(?:the|my|mi|el|la)\s+{re.escape(aimed[1])}\b", frame.folded
    ):
        return True
    creatures = [c for c in frame.cards if c is not outlet and "Creature" in c.type_line]
    return len(creatures) == 1 and bool(
        re.search(
            rf"\b(?:sacrific\w*|sac(?:s|ing|ced|king)?)\s+(?:(?:my|mi|the|la|el|los|las|a)\s+)?(?:{name_pattern(creatures[0])})",
            frame.folded,
        )
    )


def _verdict(frame: Frame, cite: Citer, key: str, outlet: Card, removal: Card, opener: str = "yes") -> Verdict | None:
    paid = cite("601.2h", r"The player pays the total cost", r"")
    gone = cite("608.2b", r"no longer in the zone it was in when it was targeted is illegal", r"")
    if paid is None or gone is None:
        return None
    lang = frame.lang
    mana = cite("605.3b", r"doesn.t go on the stack", r"") if key == "sac_response.still_mana" else None
    # a creature's enters ability aimed at it, not a spell: "Ravenous Chupacabra's ability"
    aimed = removal.name if is_spell_card(removal) else t(lang, "sac_response.ability_of", card=removal.name)
    finding = t(lang, key, outlet=outlet.name, removal=aimed) + ids(paid, mana, gone)
    steps = [
        Step(t(lang, "sac_response.step_cost", outlet=outlet.name) + ids(paid), (paid,)),
        Step(t(lang, "sac_response.step_gone", removal=aimed) + ids(gone), (gone,)),
    ]
    if mana is not None:
        steps.insert(1, Step(t(lang, "sac_response.step_mana", outlet=outlet.name) + ids(mana), (mana,)))
    return Verdict(t(lang, opener) + " " + finding, steps, cite.quotes, (outlet, removal), "sac_response")
