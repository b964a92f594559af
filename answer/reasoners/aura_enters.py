"""An Aura put onto the battlefield without being cast — flickered back by Flickerwisp, returned by Sun Titan or
Replenish, fetched by Academy Rector — targets nothing: the player it enters under chooses what it enchants as it
enters (303.4f), any object it can legally enchant, a hexproof or shrouded creature included (702.11b, 702.18a speak
of targeting only). That player is the Aura's owner when the effect returns it "under its owner's control", otherwise
the player putting it there, the controller of that effect (110.2). Fires only for a named Aura, another named card
whose text puts a card onto the battlefield, and a question who chooses what the Aura enchants, or whether it may go
on a hexproof, shrouded or opponent's creature."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, name_pattern, rules_text

#: "Return that card to the battlefield under its owner's control", "put that card onto the battlefield"
_PUTS_ONTO = re.compile(r"\b(?:return|put)\b[^.]*\b(?:to|onto) the battlefield\b", re.I)
_UNDER_OWNER = re.compile(r"\bunder (?:its|their) owner[’']s control\b", re.I)
_CHOOSES = re.compile(r"\bchoos\w*|\bdecid\w*|\bpick\w*|\belig\w*|\bescog\w*|\bdecide\w*")
_ENCHANTS = re.compile(
    r"\benchant\w*|\battach\w*|\bgoes on\b|\bgo on\b|\bput (?:it|her|him) on\b|\bencant\w*|\bse pega\b|\bpega(?:r|rla|rlo)?\b|"
    r"\banex\w*|\bva (?:a|en)\b|\bponer(?:la|lo)? en\b|\ba (?:que|cual) criatura\b"
)
#: a creature targeting would stop: "the hexproof one", "his creature with shroud", "con antimaleficio"
_UNTARGETABLE = re.compile(r"\bhexproof\b|\bshroud\b|\bantimaleficio\b|\bvelo\b")
#: the card returns itself: "return it to the battlefield", "return this card to the battlefield"
_RETURNS_ITSELF = re.compile(r"\breturn (?:it|this card|this creature) to the battlefield\b", re.I)
#: the Aura said to move: returned, put, flickered, reanimated, exiled and back
_MOVED = re.compile(
    r"\breturn\w*|\bback\b|\bput\w*|\bflicker\w*|\bblink\w*|\bexil\w*|\breanimat\w*|\bvuelv\w*|\bregres\w*|"
    r"\bdevuelv\w*|\bpone\w*|\bpongo\b"
)
_CAN = re.compile(r"^\W*(?:can|could|may|is it (?:legal|possible)|puedo|puede|podemos|se puede)\b")


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    aura = next((c for c in frame.cards if "Aura" in c.type_line), None)
    # not a creature's own return (persist, undying: "return it to the battlefield"), read without reminder text
    putter = next(
        (
            c
            for c in frame.cards
            if c is not aura and _PUTS_ONTO.search(rules_text(c)) and not _RETURNS_ITSELF.search(rules_text(c))
        ),
        None,
    )
    clause = frame.clause or frame.asked
    if aura is None or putter is None or not _ENCHANTS.search(clause) or not _MOVED.search(frame.folded):
        return None
    if re.search(r"\bcast\w*|\blanz\w*", clause):
        return None  # a cast Aura spell targets (303.4a): not this case
    names = name_pattern(aura)
    if not names or re.search(
        rf"\b(?:enchanted (?:with|by)|wearing|con|que (?:tiene|lleva))\s+(?:(?:a|an|the|his|her|my|el|la|su|mi)\s+)?(?:{names})\b",
        frame.folded,
    ):
        return None  # "my creature enchanted with Pacifism" is what left: the Aura went to the graveyard (704.5m)
    rule = cite("303.4f", r"that player chooses what it will enchant", r"")
    if frame.qtype is QType.WHO and _CHOOSES.search(clause):
        owner = bool(_UNDER_OWNER.search(putter.oracle_text))
        key = "aura_enters.owner" if owner else "aura_enters.putter"
        finding = t(frame.lang, key, aura=aura.name, putter=putter.name)
        return answered(None, finding, rule, cite, (aura, putter), "aura_enters")
    if frame.qtype is QType.YES_NO and _CAN.search(clause) and _UNTARGETABLE.search(clause):
        finding = t(frame.lang, "aura_enters.untargetable", aura=aura.name, putter=putter.name)
        return answered("yes", finding, rule, cite, (aura, putter), "aura_enters")
    return None
