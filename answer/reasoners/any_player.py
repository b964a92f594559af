"""An ability "any player may activate" (Ifh-Bíff Efreet, Lethal Vapors, Flailing Manticore): only an object's
controller may activate its abilities unless the object says otherwise (602.2), and these say so, so the asker may
activate the opponent's (paying the cost) and the opponent may activate the asker's. Fires only for a yes/no "can I
activate his …?" / "can my opponent activate my …?" naming one such card whose controller the question tells, and
not when the question aims it at another named card (what the ability can hit is another question)."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import CAN_SAID, Citer, Verdict, answered, controller, named_in

_ANY_PLAYER = re.compile(r"^([^\n]*?)\.?\s*Any player may activate this ability\.", re.I | re.M)
#: the asked clause activates or uses the card's ability
_ACTIVATES = re.compile(
    r"\bactivat\w*|\buse\b|\busing\b|\bpay\w*|\bpump\w*|\bping\w*|\bactiv\w*|\busar\b|\buso\b|\bpagar\w*"
)
#: the opponent is the one asked about: "can my opponent activate …?", "¿puede mi rival …?"
_THEY_ASK = re.compile(
    r"\b(?:can|could|may) (?:my |the )?(?:opponent|opp|he|she|they)\b|\bpuede (?:mi |el )?(?:rival|oponente)\b"
)
#: a "can't be activated" on another named card (Lost in Thought, Pithing Needle): whether anyone can is the lock's
_LOCKED = re.compile(r"can[’']t be activated", re.I)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not CAN_SAID.search(clause) or not _ACTIVATES.search(clause):
        return None
    holders = [c for c in frame.cards if _ANY_PLAYER.search(c.oracle_text)]
    if len(holders) != 1:
        return None
    card = holders[0]
    others = [c for c in frame.cards if c is not card]
    if any(_LOCKED.search(c.oracle_text) for c in others) or any(named_in(c, clause) for c in others):
        return None  # a lock on it, or another card it is aimed at ("can I ping his Bears with it?")
    whose = controller(frame, card)
    actor = "opponent" if _THEY_ASK.search(clause) else "me"
    if whose is None or whose == actor:
        return None  # its own controller may always activate it: nothing "any player" adds
    abilities = _ANY_PLAYER.findall(card.oracle_text)
    rule = cite("602.2", r"unless the object specifically says otherwise", r"")
    key = "any_player.can" if len(abilities) == 1 else "any_player.can_each"
    finding = t(frame.lang, key, card=card.name, ability=abilities[0].strip())
    return answered("yes", finding, rule, cite, (card,), "any_player")
