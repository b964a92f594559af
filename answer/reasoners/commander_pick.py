"""What can be a commander, and what "control a commander" means (903.3, 903.3a, 903.3d): a commander is a legendary
creature (or Vehicle) card unless a card says it can be your commander, so a legendary planeswalker without that text
can't be one (in Brawl it can: 903.12c); "if you control a commander" (Fierce Guardianship) sees only a commander on the battlefield, never one
in the command zone. Fires only for a yes/no question about choosing a commander or about such a card."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import BRAWL_SAID, Citer, Verdict, answered
from ingest.lexicon import fold
from ingest.models import Card

#: choosing a commander: "can a planeswalker be my commander", "¿puedo usar de comandante un planeswalker?"
_AS_COMMANDER = re.compile(
    r"\bbe (?:my|your|a|the|our) (?:brawl )?(?:commander|general)\b|\b(?:use|run|play|pick|choose)\b[^?]{0,40}\bas "
    r"(?:my|your|a) (?:brawl )?(?:commander|general)\b|\b(?:usar|poner|elegir|jugar|llevar)\b[^?]{0,40}\b(?:de|como) comandante\b|"
    r"\bser (?:mi|tu|su|el) comandante\b|\bpuede ser comandante\b"
)
#: a deck told with its commander, then its legality asked: "un mazo con Teferi de comandante. ¿es legal?"
_WITH_AS_COMMANDER = re.compile(
    r"\b(?:con|with)\b[^?.]{0,50}\b(?:de|como) (?:mi )?comandante\b|\bwith\b[^?.]{0,50}\bas (?:my |the )?commander\b"
)
#: the last sentence asks only whether it is legal: "¿es legal?", "is it legal?" (not "is a 60 card deck legal?")
_LEGAL_ALONE = re.compile(
    r"(?:(?:and|so|y|entonces) )?(?:es|is (?:it|this|that)|esta|seria|would (?:it|that) be)? ?"
    r"(?:legal|valid[oa]?|allowed|permitid[oa])"
)


def _legality_alone(frame: Frame) -> bool:
    sentences = [s.strip() for s in re.split(r"[.?!¿]+", fold(frame.question)) if s.strip()]
    return bool(sentences) and _LEGAL_ALONE.fullmatch(sentences[-1]) is not None


_PLANESWALKER = re.compile(r"\bplaneswalkers?\b|\bcaminantes? de planos\b")
_NON_LEGENDARY = re.compile(r"\bnon-?legendary\b|\bnot legendary\b|\bno legendari[oa]s?\b")
_LEGENDARY_CREATURE = re.compile(r"\blegendary creature\b|\bcriatura legendaria\b")
_CAN_BE = re.compile(r"can be your commander", re.I)
#: "if you control a commander": a commander on the battlefield (903.3d)
_CONTROL_COMMANDER = re.compile(r"\bif you control a commander\b", re.I)
_IN_COMMAND_ZONE = re.compile(
    r"\b(?:in|from) (?:the |my |its )?command zone\b|\ben (?:la )?zona de mando\b|\bnot on the battlefield\b|"
    r"\bno (?:esta )?en (?:mesa|juego|el campo)\b|\bisn'?t on the battlefield\b|\bnot in play\b"
)
#: another player's commander taken: "si le robo el comandante a otro con Act of Treason", "i steal opp's commander"
_STOLE_COMMANDER = re.compile(
    r"\b(?:le |les )?(?:robo|robe|robado|robamos|robar) (?:el|su) (?:comandante|commander)\b|"
    r"\b(?:steal|steals|stole|stolen|gain(?:ed)? control of|take control of|took control of|ganar? el control de|gano el "
    r"control de)\s+(?:the |their |his |her |an? )?(?:opponent'?s |opp'?s |another player'?s |otro )?(?:comandante|commander)\b"
)
#: a commander denied on the battlefield: "no hay ningún otro comandante en el campo", "there's no commander in play"
_NONE_THERE = re.compile(r"\bno hay\b[^.?,]*|\bningun\w*\b[^.?,]*|\bthere(?:'s| is) no\b[^.?,]*|\bno other\b[^.?,]*")
_ON_BATTLEFIELD = re.compile(r"\bon the battlefield\b|\bin play\b|\ben (?:la )?mesa\b|\ben el campo\b|\ben juego\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO:
        return None
    controls = next((c for c in frame.cards if _CONTROL_COMMANDER.search(c.oracle_text)), None)
    if controls is not None:
        return _controls(frame, cite, controls)
    clause = frame.clause or frame.asked
    if not (_AS_COMMANDER.search(clause) or (_WITH_AS_COMMANDER.search(frame.folded) and _legality_alone(frame))):
        return None
    said = _said_kind(frame)
    if said is None:
        return None
    if BRAWL_SAID.search(frame.folded):
        return _brawl(frame, cite, said)
    rule = cite("903.3", r"must be either \(a\) a creature card", r"")
    if said == "walker":
        return answered("no", t(frame.lang, "pick.walker"), rule, cite, frame.cards, "commander_pick")
    if said == "nonlegendary":
        return answered("no", t(frame.lang, "pick.nonlegendary"), rule, cite, frame.cards, "commander_pick")
    if said == "legend":
        return answered("yes", t(frame.lang, "pick.legend"), rule, cite, frame.cards, "commander_pick")
    card = frame.cards[0]
    if _CAN_BE.search(card.oracle_text):
        says = cite("903.3a", r"states the card can be your commander", r"")
        return answered("yes", t(frame.lang, "pick.says_so", card=card.name), says, cite, (card,), "commander_pick")
    fits = "Legendary" in card.type_line and re.search(r"\bCreature\b|\bVehicle\b", card.type_line)
    key = "pick.card_fits" if fits else "pick.card_not"
    return answered("yes" if fits else "no", t(frame.lang, key, card=card.name), rule, cite, (card,), "commander_pick")


#: what a Brawl commander may be (903.12c): a legendary creature, planeswalker, Vehicle or Spacecraft card
_BRAWL_KINDS = re.compile(r"\bCreature\b|\bPlaneswalker\b|\bVehicle\b|\bSpacecraft\b")


def _brawl(frame: Frame, cite: Citer, said: str) -> Verdict | None:
    """ "Can I run Teferi, Time Raveler as my Brawl commander?" Yes: Brawl's commander may be a legendary planeswalker
    card too (903.12c)."""
    rule = cite("903.12c", r"must be either \(a\) a creature card, \(b\) a planeswalker card", r"")
    if said == "walker":
        return answered("yes", t(frame.lang, "pick.brawl_walker"), rule, cite, frame.cards, "commander_pick")
    if said != "card":
        return None
    card = frame.cards[0]
    fits = "Legendary" in card.type_line and bool(_BRAWL_KINDS.search(card.type_line))
    key = "pick.brawl_fits" if fits else "pick.brawl_not"
    return answered("yes" if fits else "no", t(frame.lang, key, card=card.name), rule, cite, (card,), "commander_pick")


def _said_kind(frame: Frame) -> str | None:
    """What the question offers as a commander: a kind of card said in words, else the one card named."""
    if _PLANESWALKER.search(frame.folded) and not any("Planeswalker" in c.type_line for c in frame.cards):
        return "walker"
    if _NON_LEGENDARY.search(frame.folded) and not frame.cards:
        return "nonlegendary"
    if _LEGENDARY_CREATURE.search(frame.folded) and not frame.cards:
        return "legend"
    return "card" if len(frame.cards) == 1 else None


def _controls(frame: Frame, cite: Citer, card: Card) -> Verdict | None:
    """ "My commander is in the command zone: can I cast Fierce Guardianship for free?" No (903.3d)."""
    if _STOLE_COMMANDER.search(frame.folded):
        # "si le robo el comandante a otro, ¿puedo lanzar Deadly Rollick gratis?": any commander I control counts
        rule = cite("903.3d", r"refers to a permanent on the battlefield that is a commander", r"")
        key = "pick.controls_stolen"
        return answered("yes", t(frame.lang, key, card=card.name), rule, cite, (card,), "commander_pick")
    away = _IN_COMMAND_ZONE.search(frame.folded)
    # "no en mesa" is away, and so is "no hay ningún otro comandante en el campo"
    told = _NONE_THERE.sub(" ", _IN_COMMAND_ZONE.sub(" ", frame.folded))
    here = _ON_BATTLEFIELD.search(told)
    if bool(away) == bool(here):
        return None
    rule = cite("903.3d", r"refers to a permanent on the battlefield that is a commander", r"")
    key = "pick.controls_away" if away else "pick.controls_here"
    return answered("no" if away else "yes", t(frame.lang, key, card=card.name), rule, cite, (card,), "commander_pick")
