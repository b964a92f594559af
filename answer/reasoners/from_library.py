"""A card whose trigger is "put into your graveyard from your library" (Gaea's Blessing, Narcomoeba): it triggers
only when the card goes there from the library, so one discarded or pitched (from the hand) or countered (from the
stack) does nothing, and one milled or surveilled does (603.2: the event must match the trigger). Fires only for a
yes/no question about one such named card that says how it got to the graveyard."""

from __future__ import annotations

import re

from answer.analysis import Frame, QType
from answer.i18n import t
from answer.reasoners.base import Citer, Verdict, answered

_FROM_LIBRARY = re.compile(r"\bwhen [^,.]* is put into your graveyard from your library\b", re.I)
#: how the card got to the graveyard, by the zone it left
_MOVES = {
    "hand": re.compile(r"\bdiscard\w*|\bpitch\w*|\bdescart\w*|\bmadness\b|\blocura\b"),
    "library": re.compile(r"\bmill\w*|\bsurveil\w*|\bvigil[oóa]\w*|\bmuele\b|\bmoli\w*|\bentomb\w*|\bself-mill\w*"),
    "stack": re.compile(r"\bcounter(?:ed|s)?\b(?! on\b)|\bcontrarrest\w*"),
}
_ASKS = re.compile(
    r"\btrigger\w*|\bdispar\w*|\bshuffle\w*|\bbaraj\w*|\bwork\w*|\bfunciona\w*|\bget\b|\bput it\b|\bdo\b"
)


def reason(frame: Frame, cite: Citer) -> Verdict | None:
    if frame.qtype is not QType.YES_NO or not _ASKS.search(frame.clause or frame.asked):
        return None
    cards = [c for c in frame.cards if _FROM_LIBRARY.search(c.oracle_text)]
    if len(cards) != 1:
        return None
    card = cards[0]
    if any(re.search(r"graveyard from anywhere, exile it instead", c.oracle_text, re.I) for c in frame.cards):
        return None  # Leyline of the Void, Rest in Peace: exiled instead, it never reaches the graveyard
    moved = [zone for zone, pattern in _MOVES.items() if pattern.search(frame.folded)]
    if len(moved) != 1:
        return None  # how it got there is not said, or two ways are
    zone = moved[0]
    rule = cite("603.2", r"matches a triggered ability’s trigger event", r"")
    key = "from_library.yes" if zone == "library" else f"from_library.no_{zone}"
    return answered("yes" if zone == "library" else "no", t(frame.lang, key, card=card.name), rule, cite, (card,),
                    "from_library")  # fmt: skip
