"""An Aura on a permanent that gains protection from the Aura's color (702.16c, 704.5m): a permanent with
protection can't be enchanted by Auras with that quality, so the Aura is put into its owner's graveyard as a
state-based action. Fires only for a named Aura, a protection color the question states, and a question asking
whether the Aura stays or goes."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.aura_returns import RETURNS_ITSELF
from answer.reasoners.base import Citer, Step, Verdict, ids, name_pattern, named_in
from answer.reasoners.protection import COLORS
from answer.text import COLORS_ES
from ingest.models import Card

_FROM = re.compile(
    r"(?:protection from|\bpro)[ -](white|blue|black|red|green)\b|"
    r"(?:proteccion (?:contra|de)(?:l)?|\bpro)(?: el| lo)? (blanco|azul|negro|rojo|verde)\b"
)
_GOES = re.compile(
    r"graveyard|cementerio|fall[s]? off|\bgo(es)? away|\bse va\b|\bse (?:me |le |te )?cae\b|\bleaves?\b|\bsale\b|"
    r"se desengancha"
)
_STAYS = re.compile(r"\bstay\w*|\bremain\w*|\bqueda\w*|\bsigue\b|\bpermanece\w*")
#: asks whether it comes back: "does Rancor come back to my hand?", "¿vuelve a mi mano?"
_BACK = re.compile(
    r"\bcome\w* back\b|\breturn\w*|\bto (?:my|your|its owner'?s) hand\b|\bvuelve\w*|\ba (?:mi|tu|la) mano\b"
)
#: an Aura that stops the creature attacking or blocking (Pacifism), and a question asking whether it can
_RESTRAINS = re.compile(r"enchanted creature can[’']t (attack|block)( or block)?", re.I)
_ASKS_ACTS = re.compile(r"\b(?:can|could)\b[^?]*\b(attack|block)|\bpuede\w*\b[^?]*\b(atac|bloque)")


#: a card giving protection from a color chosen as it resolves (Shelter, Gods Willing), and the choice said
_OF_CHOICE = re.compile(r"protection from the color of your choice", re.I)
_CHOSEN = re.compile(
    r"\b(?:choos\w*|picks?|picking|picked|nam\w*|eligiendo|elige|elijo|eligio|escog\w*|nombr\w*)\s+(?:the\s+|el\s+)?"
    r"(?:colou?r\s+)?(white|blue|black|red|green|blanco|azul|negro|rojo|verde)\b"
)


#: protection from artifacts said: "pro artifacts", "protección contra artefactos"
_FROM_ARTIFACTS = re.compile(
    r"(?:protection from|\bpro)[ -]artifacts?\b|(?:proteccion contra|\bpro) (?:los )?artefactos\b"
)
_ATTACHED = re.compile(
    r"\battached\b|\bequipped\b|\banexad\w*|\bequipad\w*|\bpuest[oa]\b|\bstay\w* on (?!the battlefield)"
)


def _equipment(frame: Frame, cite: Citer) -> Verdict | None:
    """ "My guy wears Vulshok Morningstar and I give it protection from artifacts: does the Equipment go to the
    graveyard?" No: it becomes unattached and stays on the battlefield (702.16d), unlike an Aura (702.16c)."""
    clause = frame.clause or frame.asked
    gear = [c for c in frame.cards if "Equipment" in c.type_line]
    if len(gear) != 1 or not _FROM_ARTIFACTS.search(frame.folded) or any("Aura" in c.type_line for c in frame.cards):
        return None
    if sum("Creature" in c.type_line for c in frame.cards) > 1 or re.search(r"\bblock\w*|\bbloque\w*", frame.folded):
        return None  # "… blocks their Hill Giant, which has protection from artifacts": whose protection isn't read
    what_happens = frame.qtype is QType.WHAT_HAPPENS and (named_in(gear[0], clause) or "equip" in clause)
    if not what_happens and (frame.qtype is not QType.YES_NO or not (_GOES.search(clause) or _STAYS.search(clause))):
        return None
    rule = cite("702.16d", r"become unattached from that permanent as a state-based action, but remain", r"")
    finding = t(frame.lang, "aura_prot.equipment", gear=gear[0].name) + ids(rule)
    opener = None
    if frame.qtype is QType.YES_NO:
        # "does it go to the graveyard?" No; "does it stay attached?" No; "does it stay on the battlefield?" Yes
        stays_on = _STAYS.search(clause) and not _ATTACHED.search(clause)
        leaves_play = re.search(r"graveyard|cementerio|\bleaves? the battlefield\b|\bsale del campo\b", clause)
        opener = "yes" if stays_on or (not leaves_play and _GOES.search(clause)) else "no"
    text = (t(frame.lang, opener) + " " if opener else "") + finding
    return Verdict(text, [Step(finding, (rule,) if rule else ())], cite.quotes, (gear[0],), "aura_protection")


_TO_YARD = re.compile(
    r"\b(?:goes|go|went|put) (?:\w+ )?(?:to|into) (?:the |my |its owner'?s )?graveyard\b|"
    r"\b(?:va|se va|iria|termina) (?:\w+ )?al cementerio\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if (equipped := _equipment(frame, cite)) is not None:
        return equipped
    said = _FROM.search(frame.folded)
    auras = [c for c in frame.cards if "Aura" in c.type_line]
    chosen = (
        _CHOSEN.search(frame.folded)
        if said is None and any(_OF_CHOICE.search(c.oracle_text) for c in frame.cards)
        else None
    )
    if (said is None and chosen is None) or len(auras) != 1:
        return None
    # "what happens to the pacifism?", "¿qué pasa con el aura?"
    what_happens = frame.qtype is QType.WHAT_HAPPENS and (
        named_in(auras[0], clause) or bool(re.search(r"\bauras?\b", clause))
    )
    acts = _acts_asked(frame, auras[0], clause)
    # "does Rancor come back to my hand?": an Aura that returns itself when it goes to the graveyard
    back = (
        frame.qtype is QType.YES_NO and bool(RETURNS_ITSELF.search(auras[0].oracle_text)) and bool(_BACK.search(clause))
    )
    if (
        not what_happens
        and not acts
        and not back
        and (frame.qtype is not QType.YES_NO or not (_GOES.search(clause) or _STAYS.search(clause)))
    ):
        return None
    color = (said[1] or COLORS_ES[said[2]]) if said else COLORS_ES.get(chosen[1], chosen[1]) if chosen else ""
    aura = auras[0]
    lang = frame.lang
    rule = cite("702.16c", r"can’t be enchanted by Auras", r"encantad")
    if not aura.mana_cost or "/" in aura.mana_cost:
        return None  # colorless or hybrid: its colors aren't read here
    if COLORS[color] not in aura.mana_cost:  # an Aura of another color stays
        finding = t(lang, "aura_prot.stays", aura=aura.name, color=t(lang, f"color.{color}")) + ids(rule)
        falls = False
    elif _cast_then_protected(frame.folded, aura):
        # "they cast Pacifism on my creature; I responded with Gods Willing naming white": its target is illegal as
        # it tries to resolve, so the Aura spell doesn't resolve and never enters (702.16b, 608.2b)
        fails = cite("608.2b", r"doesn’t resolve", r"no se resuelve")
        target = cite("702.16b", r"can’t be targeted by spells with the stated quality", r"")
        finding = t(lang, "aura_prot.never_enters", aura=aura.name) + ids(target, fails)
        steps = [Step(finding, tuple(r for r in (target, fails) if r))]
        opener = None if frame.qtype is not QType.YES_NO else "no" if _STAYS.search(clause) else None
        if frame.qtype is QType.YES_NO and opener is None and _TO_YARD.search(clause):
            opener = "yes"  # "so my pacifism just goes to the graveyard?"
        return Verdict((t(lang, opener) + " " if opener else "") + finding, steps, cite.quotes, (aura,),
                       "aura_protection")  # fmt: skip
    else:
        sba = cite("704.5m", r"attached to an illegal object", r"ilegal")
        finding = t(lang, "aura_prot.falls_off", aura=aura.name) + ids(rule, sba)
        falls = True
        if RETURNS_ITSELF.search(aura.oracle_text):  # Rancor: put into the graveyard, then back to the hand
            finding += " " + t(lang, "aura_prot.returns", aura=aura.name)
    steps = [Step(finding, tuple(r for r in (rule,) if r))]
    if what_happens:
        return Verdict(finding, steps, cite.quotes, (aura,), "aura_protection")
    if acts:  # "so can the Angel attack?": with a Pacifism gone nothing stops it; a Pacifism that stays still does
        then = t(lang, "aura_prot.acts_free" if falls else "aura_prot.acts_stopped", aura=aura.name)
        steps.append(Step(then, ()))
        return Verdict(t(lang, "yes" if falls else "no") + " " + finding + " " + then, steps, cite.quotes, (aura,),
                       "aura_protection")  # fmt: skip
    goes = bool(_GOES.search(clause)) or back  # it comes back only by first falling off
    return Verdict(
        t(lang, "yes" if goes == falls else "no") + " " + finding, steps, cite.quotes, (aura,), "aura_protection"
    )


#: a response told after the Aura was cast: "I responded with", "in response", "en respuesta"
_RESPONSE = re.compile(r"\bin response\b|\brespond(?:ed|s)?\b|\ben respuesta\b|\brespond\w+ con\b")
_CAST = r"\b(?:cast|casts|casted|casting|lanz\w*|tir\w*|jug\w*|puso|pone)\s+(?:(?:a|an|the|his|her|their|un|una|el|la|su)\s+)?"


def _cast_then_protected(folded: str, aura: Card) -> bool:
    """The Aura was cast at the creature and the protection came in response, while the Aura spell was on the stack."""
    cast = re.search(_CAST + name_pattern(aura).join(("(?:", ")")), folded) if name_pattern(aura) else None
    return cast is not None and bool(_RESPONSE.search(folded, cast.end()))


def _acts_asked(frame: Frame, aura: Card, clause: str) -> bool:
    """A yes/no question whether the creature can attack (or block) while the Aura says it can't."""
    restrains = _RESTRAINS.search(aura.oracle_text)
    asked = _ASKS_ACTS.search(clause)
    if frame.qtype is not QType.YES_NO or restrains is None or asked is None:
        return False
    block = bool(asked[1] == "block" or asked[2] == "bloque")
    situation = frame.folded[: frame.folded.rfind(clause)] if clause and clause in frame.folded else ""
    newcomer = [
        c
        for c in frame.cards
        if "Creature" in c.type_line
        and named_in(c, clause[: asked.start(1) if asked[1] else asked.start(2)])
        and not named_in(c, situation)
    ]
    if block and newcomer:
        return False  # "can their Serra Angel block it?": another creature blocking, not the enchanted one acting
    return not block or restrains[1].lower() == "block" or bool(restrains[2])
