"""Copies that trigger from the graveyard (Bridge from Below: "Whenever a nontoken creature is put into your graveyard
from the battlefield, if Bridge from Below is in your graveyard, create a 2/2 black Zombie creature token."): each copy
in the graveyard is its own source, so one creature dying triggers every copy once (603.2) — three Bridges make three
Zombies. Fires only for such a named card, a count of it said, a nontoken creature of the asker's said to die or be
sacrificed, and a question asking how many tokens."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered, copies_said
from answer.text import number

#: "Whenever a nontoken creature is put into your graveyard …, if <name> is in your graveyard, create a/two … token"
_FROM_GRAVEYARD = re.compile(
    r"^Whenever a nontoken creature is put into your graveyard from the battlefield, if [^,]+ is in your graveyard, "
    r"create (an?|one|two|three) ([^.]*?) creature tokens?",
    re.I | re.M,
)
_DIES = re.compile(r"\bsacrific\w*|\bsac\b|\bdies?\b|\bdied\b|\bmuere\w*|\bmurio\b|\bkill\w*")
_ASKS = re.compile(r"\btokens?\b|\bfichas?\b|\bzombies?\b|\bhow many\b|\bcuant[oa]s\b")
#: not one creature of the asker's: the opponent's, a token, or several at once
_NOT_ONE_OF_MINE = re.compile(
    r"\b(?:opponent|opp|their|rival|oponente|su propia|his|her)\w*\b[^.?]{0,30}\b(?:creature|criatura|dies|muere|muri)|"
    r"\btokens?\b[^.?]{0,20}\b(?:dies|died|sac)|\b(?:two|three|both|all|dos|tres|ambas|todas)\b[^.?]{0,20}"
    r"\b(?:creatures|criaturas)\b|\bat once\b|\ba la vez\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.HOW_MANY or not _ASKS.search(frame.clause or frame.asked):
        return None
    card = next((c for c in frame.cards if _FROM_GRAVEYARD.search(c.oracle_text)), None)
    if card is None or not _DIES.search(frame.folded) or _NOT_ONE_OF_MINE.search(frame.folded):
        return None
    made = _FROM_GRAVEYARD.search(card.oracle_text)
    assert made is not None
    copies, each = copies_said(frame, card), number(made[1])
    others = [c for c in frame.cards if c is not card and "Creature" in c.type_line]
    if copies < 2 or each is None or len(others) > 1:
        return None  # one copy, or which creature dies isn't clear
    rule = cite("603.2", r"automatically triggers", r"se dispara")
    finding = t(frame.lang, "graveyard_copies.tokens", n=str(copies * each), copies=str(copies), card=card.name,
                token=made[2])  # fmt: skip
    return answered(None, finding, rule, cite, (card, *others), "graveyard_copies")
