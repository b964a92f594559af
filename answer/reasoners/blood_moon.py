"""Blood Moon and Magus of the Moon (305.7): a nonbasic land that becomes a Mountain loses its land types and every
ability from its rules text and gains only "{T}: Add {R}", so a fetch land can't be cracked, Urborg no longer makes
lands Swamps, and only red mana comes from it; its card types stay (Dryad Arbor is still a creature). Fires only for a
named "Nonbasic lands are Mountains" card and one named nonbasic land the question asks about."""

from __future__ import annotations

import re

from answer.analysis import EITHER_OR, Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, named_in
from answer.text import COUNT_GROUP, number
from ingest.models import Card

_MOON = re.compile(r"nonbasic lands are mountains", re.I)
_RED = re.compile(r"\bred\b|\{r\}|\brojo\b|\broja\b")
_STILL_CREATURE = re.compile(r"\bstill a creature\b|\bsigue siendo (?:una )?criatura\b")
_IS_CREATURE = re.compile(r"\ba creature\b|\buna criatura\b|\bes criatura\b")
_IS_MOUNTAIN = re.compile(r"\ba mountain\b|\buna montana\b|\bes montana\b")
_ENTERS_TAPPED = re.compile(r"\benters(?: the battlefield)? tapped\b", re.I)
_ASKS_TAPPED = re.compile(r"\benters? tapped\b|\bcome in tapped\b|\bentra girad[oa]\b|\bentra tapead[oa]\b")
#: "does it come in untapped?", "¿entra enderezada?"
_ASKS_UNTAPPED = re.compile(r"\b(?:enters?|comes?|come in|entra)\b[^?]{0,12}\b(?:untapped|enderezad[oa]|sin girar)\b")
_OTHER_LANDS = re.compile(
    r"\b(?:\d+|two|three|four|five|dos|tres|cuatro|cinco|an?|one|una?|other|otras?)\s+(?:other |otras? )?(?:basic |basicas? )?"
    r"(?:mountains?|islands?|forests?|swamps?|plains|lands?|montanas?|islas?|bosques?|pantanos?|llanuras?|tierras?)\b|"
    r"\bin total\b|\ben total\b|\bdo i have\b|\btengo\b"
)
_ASKS_MANA_AMOUNT = re.compile(r"\bhow much mana\b|\bcuanto mana\b|\bcuantos manas?\b|\bhow many mana\b")
_ASKS_TAP_FOR = re.compile(r"\btaps? for\b|\bwhat mana\b|\bque mana\b|\bproduc\w*")
#: an alternative cost paid with Mountains or Islands: "You may sacrifice two Mountains rather than pay…" (Fireblast)
_LAND_TYPE_COST = re.compile(
    r"You may (?:sacrifice|return) (?:two|an?|one) (Mountains?|Islands?)\b[^.]*rather than pay", re.I
)
_COUNTS_NONBASIC = re.compile(r"(twice )?the number of nonbasic lands", re.I)
_NONBASIC_SAID = re.compile(rf"\b{COUNT_GROUP} (?:tierras no basicas|nonbasic lands|non-basic lands|no basicas)\b")
_STOPS_CREATURE = re.compile(r"\bstops? being a creature\b|\bno longer a creature\b|\bdeja de ser (?:una )?criatura\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    moon = next((c for c in frame.in_play if _MOON.search(c.oracle_text)), None)
    if moon is not None:
        other = (
            _pays_with_mountains(frame, cite, moon)
            or _type_lost(frame, cite, moon)
            or _still_nonbasic(frame, cite, moon)
            or _granted_kept(frame, cite, moon)
        )
        if other is not None:
            return other
    tap_for = frame.qtype is QType.OTHER and _ASKS_TAP_FOR.search(frame.clause or frame.asked)
    # "¿cuánto maná me da el Workshop?": one red, whatever the land made before
    how_much = (
        frame.qtype is QType.HOW_MANY
        and _ASKS_MANA_AMOUNT.search(frame.clause or frame.asked)
        and not _OTHER_LANDS.search(frame.folded)  # "… and two basic Mountains": the total is more than one land's
    )
    if frame.qtype not in (QType.YES_NO, QType.WHAT_HAPPENS) and not tap_for and not how_much:
        return None
    lands = [c for c in frame.cards if "Land" in c.type_line and "Basic" not in c.type_line]
    named = [c for c in frame.cards if "Basic" not in c.type_line]  # "mis Forest" is no third card for the layers
    clause = frame.clause or frame.asked
    if moon is not None and len(lands) > 1 and all(c is moon or c in lands for c in named):
        # "Urza's Tower, Mine and Power Plant: does my Tower still make three?": the one land the ask names
        asked = [c for c in lands if named_in(c, clause)]
        lands = asked if len(asked) == 1 else lands
        named = [moon, *lands]
    if moon is None or len(lands) != 1 or len(named) != 2:
        return None  # a third card (an Aura on the Moon, Life and Limb, Ensoul Artifact) changes the layers
    land = lands[0]
    rule = cite("305.7", r"loses all abilities generated from its rules text", r"pierde todas las habilidades")
    creature = "Creature" in land.type_line
    asks_creature = _STILL_CREATURE.search(clause) or _STOPS_CREATURE.search(clause) or _IS_CREATURE.search(clause)
    if asks_creature and not creature:
        return None
    untapped_asked = _ASKS_UNTAPPED.search(clause)
    if _ENTERS_TAPPED.search(land.oracle_text) and (_ASKS_TAPPED.search(frame.folded) or untapped_asked):
        # "¿entra girado? ¿hago la adivinación 1?": the Moon applies as it enters (614.12), no tapped, no trigger
        enters = cite("614.12", r"continuous effects from the permanent’s own static abilities", r"continuos")
        finding = t(frame.lang, "moon.enters_untapped", land=land.name, moon=moon.name)
        if re.search(r"^When (?:~|this|[^,]*) enters", land.oracle_text, re.M):
            finding += " " + t(frame.lang, "moon.no_trigger")
        opener = "no" if _ASKS_TAPPED.search(clause) else "yes" if untapped_asked else None
        opener = opener if frame.qtype is QType.YES_NO else None
        return answered(opener, finding, enters, cite, (moon, land), "blood_moon")
    mountain = _IS_MOUNTAIN.search(clause)
    creature_first = creature and asks_creature and mountain and asks_creature.start() < mountain.start()
    if frame.qtype is QType.YES_NO and mountain and not (creature and asks_creature):  # "is it a Mountain now?"
        return answered("yes", t(frame.lang, "moon.mountain", land=land.name, moon=moon.name), rule, cite,
                        (moon, land), "blood_moon")  # fmt: skip
    if creature and asks_creature and not tap_for:
        finding = t(frame.lang, "moon.still_creature", land=land.name, moon=moon.name)
        # "is it just a mountain now or still a creature?": the first choice asked is the Mountain-only one, no
        opener = "no" if _STOPS_CREATURE.search(clause) or (mountain and not creature_first) else "yes"
        return answered(
            opener if frame.qtype is QType.YES_NO else None, finding, rule, cite, (moon, land), "blood_moon"
        )
    finding = t(frame.lang, "moon.mountain", land=land.name, moon=moon.name)
    if how_much:
        return answered(None, "1: " + finding, rule, cite, (moon, land), "blood_moon")
    if tap_for:
        # "what does my dryad arbor tap for now, and is it still a creature?"
        finding += " " + t(frame.lang, "moon.still_creature_too") if creature else ""
        return answered(None, finding, rule, cite, (moon, land), "blood_moon")
    if frame.qtype is QType.WHAT_HAPPENS or EITHER_OR.search(clause):
        return answered(None, finding, rule, cite, (moon, land), "blood_moon")
    red = bool(_RED.search(clause)) and bool(re.search(r"\bmana\b|\btap\b|\bgir\w*", clause))
    return answered("yes" if red else "no", finding, rule, cite, (moon, land), "blood_moon")


def _pays_with_mountains(frame: Frame, cite: Citer, moon: Card) -> Verdict | None:
    """ "My own Blood Moon and no basic Mountains: can I Fireblast by sacrificing two duals?" Yes: under the Moon
    every nonbasic land is a Mountain (305.7), and the cost asks for Mountains, basic or not (205.3i)."""
    payer = next((c for c in frame.cards if _LAND_TYPE_COST.search(c.oracle_text)), None)
    cost = _LAND_TYPE_COST.search(payer.oracle_text) if payer is not None else None
    if payer is None or cost is None or frame.qtype is not QType.YES_NO:
        return None
    if not cost[1].lower().startswith("mountain"):
        return None  # Daze's Island: the Moon makes nonbasic lands Mountains only
    nonbasic_said = any("Land" in c.type_line and "Basic" not in c.type_line for c in frame.cards) or re.search(
        r"\bduals?\b|\bnon-?basic|\bno basic|\bfetch|\bshock ?lands?\b|\bdobles\b|\bduales\b", frame.folded
    )
    elsewhere = re.search(
        r"\bgraveyard\b|\bcementerio\b|\bflashback\b|\bonly (?:one|1)\b|\bsolo (?:una|1)\b", frame.folded
    )
    if not nonbasic_said or elsewhere:
        return None  # the cost paid with nonbasic lands is what's read; where it's cast from, or one land, is not
    rule = cite("305.7", r"gains the appropriate mana ability", r"")
    finding = t(frame.lang, "moon.pays_mountains", card=payer.name, moon=moon.name)
    return answered("yes", finding, rule, cite, (moon, payer), "blood_moon")


#: an alternative cost that needs a land of another type: "If you control a Swamp, you may pay 4 life rather than
#: pay this spell's mana cost" (Snuff Out), "You may return an Island you control to its owner's hand rather than pay"
_OTHER_TYPE_COST = re.compile(
    r"If you control an? (Swamp|Island|Forest|Plains)\b[^.]*rather than pay|"
    r"You may (?:sacrifice|return) (?:two|an?|one) (Swamps?|Islands?|Forests?|Plains)\b[^.]*rather than pay",
    re.I,
)
_ONLY_NONBASIC = re.compile(
    r"\bonly\b|\bno basics?\b|\bunica\b|\bsolo\b|\bningun\w* basic\w*|\bnonbasic\b|\bno basic\w*"
)


def _type_lost(frame: Frame, cite: Citer, moon: Card) -> Verdict | None:
    """ "Opp has Blood Moon and my only Swamp is Watery Grave: can I cast Snuff Out for 4 life?" No: under the Moon a
    nonbasic land is only a Mountain and loses its other land types (305.7), so it is no Swamp for the cost."""
    payer = next((c for c in frame.cards if _OTHER_TYPE_COST.search(c.oracle_text)), None)
    cost = _OTHER_TYPE_COST.search(payer.oracle_text) if payer is not None else None
    if payer is None or cost is None or frame.qtype is not QType.YES_NO:
        return None
    land_type = (cost[1] or cost[2]).rstrip("s").capitalize()
    # "mi única tierra con tipo Swamp": the type said, not a basic Swamp
    said = re.compile(rf"\b(?:tipo|type|only|unica|unico) {land_type.lower()}\b|\b{land_type.lower()} type\b")
    lands = [
        c for c in frame.cards if "Land" in c.type_line and not (c.name == land_type and said.search(frame.folded))
    ]
    typed = [c for c in lands if re.search(rf"\b{land_type}\b", c.type_line)]
    basic_said = re.search(r"\bbasic\b|\bbasic[oa]s?\b", frame.folded) and not re.search(
        r"\bno basic\w*|\bnonbasic\b|\bnon-basic\b|\bningun\w* basic\w*", frame.folded
    )
    if not typed or basic_said or any("Basic" in c.type_line for c in lands) or not _ONLY_NONBASIC.search(frame.folded):
        return None  # a basic land of that type keeps it: not what is read here
    rule = cite("305.7", r"the land no longer has its old land type", r"")
    finding = t(frame.lang, "moon.type_lost", card=payer.name, moon=moon.name, land=typed[0].name,
                type=t(frame.lang, f"evasion.type_{land_type.lower()}"))  # fmt: skip
    return answered("no", finding, rule, cite, (moon, payer, typed[0]), "blood_moon")


def _still_nonbasic(frame: Frame, cite: Citer, moon: Card) -> Verdict | None:
    """ "Blood Moon: their 4 nonbasic lands are Mountains. How much does Price of Progress deal?" 8: the Moon sets
    land types, not supertypes, so they are still nonbasic (205.4a, 305.7)."""
    counter = next((c for c in frame.cards if _COUNTS_NONBASIC.search(c.oracle_text)), None)
    told = _NONBASIC_SAID.findall(frame.folded)
    n = number(told[0]) if len(told) == 1 else None  # two players' lands told: whose is asked isn't read
    others = set(re.findall(r"(?<![{/+-])\b\d+\b(?![/}])", frame.folded)) - {str(n)}
    if others:
        return None  # "I have 2 nonbasic lands and my opponent has 4": another count, whose isn't read
    if counter is None or n is None or not re.search(r"\bdamage\b|\bdano\b|\bhow much\b|\bcuant\w*", frame.folded):
        return None
    twice = _COUNTS_NONBASIC.search(counter.oracle_text)
    damage = n * 2 if twice and twice[1] else n
    rule = cite("205.4a", r"supertypes are basic", r"")
    finding = t(frame.lang, "moon.still_nonbasic", n=str(damage), lands=str(n), card=counter.name, moon=moon.name)
    return answered(None, finding, rule, cite, (moon, counter), "blood_moon")


_GRANTS_TO_LANDS = re.compile(r"\bLands you control have [\"“][^\"”]*Add", re.I)


def _granted_kept(frame: Frame, cite: Citer, moon: Card) -> Verdict | None:
    """ "Blood Moon and my Chromatic Lantern: do my nonbasic lands still tap for any color?" Yes: the Moon removes the
    abilities from a land's own rules text, not those another effect grants it (305.7)."""
    granter = next((c for c in frame.cards if c is not moon and _GRANTS_TO_LANDS.search(c.oracle_text)), None)
    if granter is None or frame.qtype is not QType.YES_NO:
        return None
    if not re.search(r"\bany colou?r\b|\bcualquier color\b", frame.clause or frame.asked):
        return None  # only the granted mana ability is asked about here (not a land's own ability, nor the Moon)
    rule = cite("305.7", r"doesn’t remove any abilities that were granted to the land by other effects", r"")
    finding = t(frame.lang, "moon.granted_kept", card=granter.name, moon=moon.name)
    return answered("yes", finding, rule, cite, (moon, granter), "blood_moon")
