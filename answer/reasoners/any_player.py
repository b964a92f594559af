"""An ability "any player may activate" (Ifh-Bíff Efreet, Lethal Vapors, Volrath's Dungeon): only an object's
controller may activate its abilities unless the object says otherwise (602.2), and these say so, so the asker may
activate the opponent's (paying the cost) and the opponent may activate the asker's. Fires only for a yes/no "can I /
can he activate it?" naming one such card."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import CAN_SAID, Citer, Verdict, answered

_ANY_PLAYER = re.compile(r"^([^\n]*?)\.?\s*Any player may activate this ability\.", re.I | re.M)
#: the asked clause activates or uses the card's ability
_ACTIVATES = re.compile(
    r"\bactivat\w*|\buse\b|\busing\b|\bpay\w*|\bpump\w*|\bping\w*|\bactiv\w*|\busar\b|\buso\b|\bpagar\w*"
)


_LOCKED = re.compile(r"can[’']t be activated", re.I)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    clause = frame.clause or frame.asked
    if frame.qtype is not QType.YES_NO or not CAN_SAID.search(clause) or not _ACTIVATES.search(clause):
        return None
    found = [(c, m) for c in frame.cards if (m := _ANY_PLAYER.search(c.oracle_text))]
    if len(found) != 1:
        return None
    card, said = found[0]
    if any(c is not card and _LOCKED.search(c.oracle_text) for c in frame.cards):
        return None  # Lost in Thought, Pithing Needle: a "can't be activated" that may stop everyone
    rule = cite("602.2", r"unless the object specifically says otherwise", r"")
    finding = t(frame.lang, "any_player.can", card=card.name, ability=said[1].strip())
    return answered("yes", finding, rule, cite, (card,), "any_player")
